"""A rank that raises or dies mid-collective: the others get a clear error
within the group's timeout, never a hang, and no process is left."""
import time

import pytest

import distributed_launch as launch

pytest.importorskip("yaten._distributed")


@pytest.mark.parametrize("how", ["raise", "exit"])
def test_survivors_fail_with_an_error_when_a_rank_dies(how):
    start = time.monotonic()
    procs = launch.spawn("one_rank_fails", 3, extra_env={"TEST_PG_TIMEOUT": "10"}, args=[how])
    outputs = launch.collect(procs, timeout=60)
    assert time.monotonic() - start < 40
    assert outputs[1][0] != 0
    for rank in (0, 2):
        code, result, err = outputs[rank]
        assert code == 0, err
        assert result["error"], f"rank {rank} finished its all_reduce without rank 1"
    assert all(p.poll() is not None for p in procs)
