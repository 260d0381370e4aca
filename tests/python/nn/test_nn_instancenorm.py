"""InstanceNorm1d/2d/3d, instance_norm, LocalResponseNorm and BatchNorm3d
against torch 1.13: outputs, gradients, running statistics in train and
eval mode, and their errors."""
import numpy as np
import pytest
import torch

import yaten

from nn_compare import assert_same_run, build_pair


CASES = {
    "instance_norm_1d": (lambda nn: nn.InstanceNorm1d(3), (2, 3, 5)),
    "instance_norm_1d_unbatched_affine": (lambda nn: nn.InstanceNorm1d(3, affine=True), (3, 5)),
    "instance_norm_2d_affine_tracked": (
        lambda nn: nn.InstanceNorm2d(3, affine=True, track_running_stats=True, momentum=0.3), (2, 3, 4, 5)),
    "instance_norm_3d": (lambda nn: nn.InstanceNorm3d(2, eps=1e-3), (2, 2, 3, 3, 4)),
    "local_response_norm_3d": (lambda nn: nn.LocalResponseNorm(3), (2, 5, 4)),
    "local_response_norm_5d_even_size": (lambda nn: nn.LocalResponseNorm(4, 1e-2, 0.5, 2.0), (2, 6, 2, 3, 2)),
    "batch_norm_3d": (lambda nn: nn.BatchNorm3d(3, momentum=0.2), (2, 3, 2, 3, 2)),
}


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_layer_matches_torch_with_running_stats(case, train, rng):
    make, shape = CASES[case]
    theirs, ours = build_pair(make, train)
    for _ in range(2):  # the running statistics move (when tracked) and are used in eval
        theirs.zero_grad()
        ours.zero_grad()
        assert_same_run(theirs, ours, [rng.standard_normal(shape) * 2 + 1])
        for (name, t), o in zip(theirs.state_dict().items(), ours.state_dict().values()):
            np.testing.assert_allclose(o.numpy(), t.numpy(), rtol=1e-12, err_msg=name)
    assert repr(ours) == repr(theirs)


def test_instance_norm_functional_with_running_stats_matches_torch(rng):
    x = rng.standard_normal((3, 2, 5))
    stats = [rng.standard_normal(2), rng.uniform(0.5, 2, 2)]
    outs = []
    for lib in (torch, yaten):
        mean, var = (lib.tensor(s.copy()) for s in stats)
        out = lib.nn.functional.instance_norm(lib.tensor(x), mean, var, momentum=0.4)
        eval_out = lib.nn.functional.instance_norm(lib.tensor(x), mean, var, use_input_stats=False)
        outs.append([out.numpy(), eval_out.numpy(), mean.numpy(), var.numpy()])
    for o, t in zip(outs[1], outs[0]):
        np.testing.assert_allclose(o, t, rtol=1e-12)


def test_errors_as_torch():
    with pytest.raises(ValueError, match="expected 2D or 3D input \\(got 4D input\\)"):
        yaten.nn.InstanceNorm1d(3)(yaten.zeros(1, 3, 2, 2))
    with pytest.raises(ValueError, match="expected input's size at dim=1 to match num_features \\(3\\), but got: 4"):
        yaten.nn.InstanceNorm2d(3, affine=True)(yaten.zeros(2, 4, 3, 3))
    with pytest.warns(UserWarning, match="does not match num_features"):
        yaten.nn.InstanceNorm2d(3)(yaten.randn(2, 4, 3, 3))
    with pytest.raises(ValueError, match="Expected more than 1 spatial element when training"):
        yaten.nn.InstanceNorm1d(3)(yaten.zeros(2, 3, 1))
    with pytest.raises(ValueError, match="Expected 3D or higher dimensionality input \\(got 2 dimensions\\)"):
        yaten.nn.LocalResponseNorm(2)(yaten.zeros(2, 3))
    with pytest.raises(ValueError, match="expected 5D input \\(got 4D input\\)"):
        yaten.nn.BatchNorm3d(3)(yaten.zeros(2, 3, 2, 2))
