"""DistributedDataParallel on 2 processes: parameters equal on every rank and
to single-process training on the whole batch, and to torch's DDP; no_sync
accumulation; bucket all-reduces that start during backward; unused
parameters."""
import numpy as np
import pytest

import distributed_ddp_scenarios as scenarios
import distributed_launch as launch
import yaten

pytest.importorskip("yaten._distributed")


def assert_close(params, reference):
    assert len(params) == len(reference)
    for ours, theirs in zip(params, reference):
        np.testing.assert_allclose(np.array(ours), np.array(theirs), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("scenario, steps, micros", [("ddp", 3, 1), ("ddp_no_sync", 2, 2)])
def test_ddp_matches_single_process_training_and_torch(scenario, steps, micros):
    ranks = launch.run(scenario, 2)
    assert ranks[0] == ranks[1], "the replicas diverged"
    assert_close(ranks[0], scenarios.single_process_reference(yaten, steps=steps, micros=micros))
    pytest.importorskip("torch")
    assert_close(ranks[0], launch.run(scenario, 2, "torch")[0])


def test_sync_batch_norm_normalises_over_every_ranks_batch():
    """torch 1.13's SyncBatchNorm runs on CUDA only: the reference is one
    process with BatchNorm1d on the whole batch (parameters and running
    statistics)."""
    ranks = launch.run("ddp_sync_batch_norm", 2)
    assert ranks[0] == ranks[1]
    assert_close(ranks[0], scenarios.single_process_reference(yaten, steps=3, batch_norm=True))


def test_bucket_all_reduces_start_before_backward_ends():
    for rank in launch.run("ddp_overlap", 2):
        assert rank["buckets"] == 6
        # The first bucket (last layer's bias and weight) goes out when only
        # its own gradients exist; the others follow layer by layer.
        assert rank["accumulated_at_launch"] == [1, 3, 5, 7, 9, 11]
        assert rank["accumulated_at_launch"][0] < rank["parameters"]


def test_unused_parameters_average_with_zeros():
    """torch 1.13 leaves a gradient None on the rank that did not use the
    parameter and unaveraged on the rank that did, so the replicas drift;
    yaten averages with zeros (the documented meaning) and keeps .grad None
    only for a parameter no rank used."""
    for rank in launch.run("ddp_unused", 2):
        assert rank == {"a": [[1.0] * 3] * 2, "b": [[0.5] * 3] * 2, "c": None}


def test_only_a_backward_through_ddp_forward_averages():
    ranks = launch.run("ddp_bare_module_backward", 2)
    assert [r["through_ddp"] for r in ranks] == [[[3.0] * 3]] * 2
    assert [r["bare"] for r in ranks] == [[[2.0] * 3], [[4.0] * 3]]
    pytest.importorskip("torch")
    assert launch.run("ddp_bare_module_backward", 2, "torch") == ranks


def test_ddp_without_process_group_is_an_error():
    with pytest.raises(RuntimeError, match="not been initialized"):
        yaten.nn.parallel.DistributedDataParallel(yaten.nn.Linear(2, 2))
