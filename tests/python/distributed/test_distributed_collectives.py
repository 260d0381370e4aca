"""yaten.distributed's collectives on 2 and 3 processes over 127.0.0.1, every
dtype: each rank's results against the single-process reference (numpy on
the same inputs) and against torch running the same script."""
import functools

import numpy as np
import pytest

import distributed_launch as launch
from distributed_scenarios import DTYPES, REDUCE_OPS, op_applies, values

pytest.importorskip("yaten._distributed")

UFUNCS = {"SUM": np.add, "PRODUCT": np.multiply, "MIN": np.minimum, "MAX": np.maximum,
          "BAND": np.bitwise_and, "BOR": np.bitwise_or, "BXOR": np.bitwise_xor}


def fold(arrays, op, dtype):
    if op == "AVG":
        return fold(arrays, "SUM", dtype) / np.array(len(arrays), dtype=dtype)
    return functools.reduce(lambda a, b: UFUNCS[op](a, b).astype(dtype), arrays)


def reference(dtype_name, rank, size):
    """What every key of the collectives scenario must hold on `rank`."""
    dtype = np.bool_ if dtype_name == "bool" else np.dtype(dtype_name)

    def v(r, shift=0, count=6):
        return np.array(values(r, dtype_name, shift, count), dtype=dtype)
    ranks = range(size)
    expected = {}
    for op in REDUCE_OPS:
        if op_applies(op, dtype_name):
            expected[f"all_reduce/{op}"] = fold([v(r) for r in ranks], op, dtype).reshape(2, 3)
    expected.update({
        "broadcast": v(size - 1),
        "reduce": fold([v(r) for r in ranks], "MAX", dtype) if rank == 0 else None,
        "all_gather": [v(s) for s in ranks],
        "all_gather_into_tensor": np.concatenate([v(s) for s in ranks]),
        "gather": [v(s) for s in ranks] if rank == 0 else None,
        "scatter": v(0, shift=rank, count=2),
        "reduce_scatter": fold([v(s, shift=rank, count=2) for s in ranks], "SUM", dtype),
        "reduce_scatter_tensor": fold([v(s, count=2 * size)[2 * rank:2 * rank + 2] for s in ranks], "SUM", dtype),
        "all_to_all": [v(s, shift=rank, count=s + 1) for s in ranks],
        "all_to_all_single": np.concatenate([v(s, count=2 * size)[2 * rank:2 * rank + 2] for s in ranks]),
        "all_to_all_single_uneven": np.concatenate(
            [v(s, count=2 * (s + 1) * size).reshape(-1, 2)[(s + 1) * rank:(s + 1) * (rank + 1)] for s in ranks]),
        "ring": v((rank - 1) % size),
        "isend_irecv": v((rank - 1) % size),
        "async_all_reduce": [fold([v(r) for r in ranks], "SUM", dtype), True],
    })
    return {f"{dtype_name}/{k}": plain(e) for k, e in expected.items()}


def plain(value):
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, list):
        return [plain(v) for v in value]
    return value


@functools.lru_cache(maxsize=None)
def yaten_results(size):
    return launch.run("collectives", size, "yaten")


@pytest.mark.parametrize("size", [2, 3])
@pytest.mark.parametrize("dtype", DTYPES)
def test_collectives_match_single_process_reference(size, dtype):
    results = yaten_results(size)
    for rank in range(size):
        expected = reference(dtype, rank, size)
        got = {k: v for k, v in results[rank].items() if k.startswith(dtype + "/")}
        assert got.keys() == expected.keys()
        for key in expected:
            # Exact even for floats: the inputs are halves, folded in rank order.
            assert got[key] == expected[key], f"rank {rank} {key}: {got[key]} != {expected[key]}"


@pytest.mark.parametrize("size", [2, 3])
def test_collectives_match_torch_gloo(size):
    """torch 1.13's gloo lacks AVG, all_gather_into_tensor, reduce_scatter
    and all_to_all, and bool tensors: those are checked against the
    reference only; everything torch does, yaten does alike."""
    pytest.importorskip("torch")
    dtypes = ",".join(d for d in DTYPES if d != "bool")
    theirs = launch.run("collectives", size, "torch", extra_env={"TEST_DTYPES": dtypes})
    ours = yaten_results(size)
    compared = 0
    for rank in range(size):
        for key, value in theirs[rank].items():
            if not str(value).startswith("error"):
                assert ours[rank][key] == value, f"rank {rank} {key}"
                compared += 1
    assert compared > 100


def test_subgroup_and_non_member():
    results = launch.run("groups", 3)
    assert [r["value"] for r in results] == [[4.0], [2.0], [4.0]]
    assert [r["group_rank"] for r in results] == [0, None, 1]
    assert all(r["returned"] is None and r["world"] == [3.0] and r["world_size"] == 3 for r in results)
    assert {r["backend"] for r in results} == {"gloo"}


def test_object_collectives_match_torch():
    ours = launch.run("objects", 3)
    assert ours[1]["gathered"] == [{"rank": 0, "word": "x"}, {"rank": 1, "word": "xx"}, {"rank": 2, "word": "xxx"}]
    assert ours[2]["broadcast"] == [{"k": [1, 2]}, "second"]
    assert ours[0]["to_root"] == [["from", 0], ["from", 1], ["from", 2]]
    assert [r["scattered"] for r in ours] == ["for 0", "for 1", "for 2"]
    pytest.importorskip("torch")
    assert launch.run("objects", 3, "torch") == ours


def test_waits_release_the_gil_and_monitored_barrier_names_the_missing_rank():
    ours = launch.run("waiting", 2)
    assert ours[0]["ticks_while_waiting"] > 100  # about 1 s of 1 ms ticks
    assert ours[0]["monitored_barrier"].startswith("Rank 1 failed to pass monitoredBarrier")
