"""Conv3d and ConvTranspose1d/2d/3d against torch 1.13: weights
copied across, outputs and the gradients of every parameter and input;
output_size choosing output_padding; torch's errors."""
import numpy as np
import pytest
import torch

import yaten

from nn_compare import assert_same_run, build_pair


CASES = {
    "conv_transpose2d": (lambda nn: nn.ConvTranspose2d(4, 6, 3), (2, 4, 5, 5)),
    "conv_transpose2d_strided_grouped": (
        lambda nn: nn.ConvTranspose2d(4, 6, (3, 2), stride=2, padding=1, output_padding=1, groups=2), (2, 4, 4, 5)),
    "conv_transpose2d_dilated_no_bias_unbatched": (
        lambda nn: nn.ConvTranspose2d(3, 2, 2, stride=(1, 3), dilation=2, bias=False), (3, 4, 4)),
    "conv_transpose1d": (lambda nn: nn.ConvTranspose1d(4, 2, 3, stride=3, padding=1, output_padding=2), (2, 4, 6)),
    "conv_transpose1d_grouped_unbatched": (lambda nn: nn.ConvTranspose1d(4, 4, 2, groups=4, dilation=3), (4, 5)),
    "conv3d": (lambda nn: nn.Conv3d(4, 6, 3), (2, 4, 5, 5, 5)),
    "conv3d_strided_padded_grouped": (
        lambda nn: nn.Conv3d(4, 2, (3, 1, 2), stride=(2, 1, 2), padding=(1, 1, 0), dilation=(2, 1, 1), groups=2),
        (2, 4, 6, 4, 5)),
    "conv3d_unbatched_no_bias": (lambda nn: nn.Conv3d(2, 3, 2, bias=False), (2, 3, 4, 3)),
    "conv_transpose3d": (lambda nn: nn.ConvTranspose3d(4, 3, 2), (2, 4, 3, 4, 3)),
    "conv_transpose3d_strided_grouped_unbatched": (
        lambda nn: nn.ConvTranspose3d(4, 2, (2, 3, 1), stride=(2, 1, 3), padding=(1, 1, 0), output_padding=(1, 0, 2),
                                      groups=2, dilation=(1, 2, 1)), (4, 3, 4, 2)),
    # padding_mode pads with F.pad first; a string padding of Conv3d too.
    "conv1d_reflect": (lambda nn: nn.Conv1d(2, 3, 3, padding=2, padding_mode="reflect"), (2, 2, 7)),
    "conv2d_replicate_same_dilated": (
        lambda nn: nn.Conv2d(2, 3, (3, 4), padding="same", dilation=(1, 2), padding_mode="replicate"), (2, 2, 5, 6)),
    "conv2d_circular": (lambda nn: nn.Conv2d(2, 3, 3, padding=(1, 2), padding_mode="circular"), (1, 2, 5, 5)),
    "conv3d_circular": (lambda nn: nn.Conv3d(2, 2, 3, padding=1, padding_mode="circular"), (1, 2, 4, 4, 4)),
    "conv3d_same": (lambda nn: nn.Conv3d(2, 2, (2, 3, 4), padding="same"), (1, 2, 4, 4, 5)),
    "conv3d_valid": (lambda nn: nn.Conv3d(2, 2, 3, padding="valid"), (1, 2, 4, 4, 4)),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_layer_matches_torch(case, rng):
    make, shape = CASES[case]
    theirs, ours = build_pair(make)
    assert_same_run(theirs, ours, [rng.standard_normal(shape)])
    assert repr(ours) == repr(theirs)
    assert [(k, tuple(v.shape)) for k, v in ours.state_dict().items()] == \
           [(k, tuple(v.shape)) for k, v in theirs.state_dict().items()]


def test_conv_transpose_output_size_picks_output_padding(rng):
    theirs, ours = build_pair(lambda nn: nn.ConvTranspose2d(2, 3, 3, stride=2, padding=1))
    x = rng.standard_normal((1, 2, 4, 4))
    for size in ([7, 8], [1, 3, 8, 7]):
        expected = theirs(torch.from_numpy(x), output_size=size)
        got = ours(yaten.tensor(x), output_size=size)
        assert tuple(got.shape) == tuple(expected.shape)
        np.testing.assert_allclose(got.detach().numpy(), expected.detach().numpy(), rtol=1e-12)
    with pytest.raises(ValueError, match="requested an output size of \\[10, 7\\], but valid sizes range from"):
        ours(yaten.tensor(x), output_size=[10, 7])


def test_transposed_conv_undoes_the_shape_of_a_strided_conv(rng):
    down, up = yaten.nn.Conv2d(3, 8, 4, stride=2, padding=1), yaten.nn.ConvTranspose2d(8, 3, 4, stride=2, padding=1)
    x = yaten.randn(2, 3, 16, 16)
    assert tuple(up(down(x)).shape) == (2, 3, 16, 16)


def test_init_is_torch_kaiming_uniform():
    """Every parameter within 1 / sqrt(fan_in) (kaiming_uniform with a=sqrt(5)), the weights spread over it."""
    for make, _ in CASES.values():
        ours = make(yaten.nn)
        fan_in = ours.weight[0].numel()
        for p in ours.parameters():
            assert p.abs().max().item() <= fan_in ** -0.5
        assert ours.weight.std().item() > fan_in ** -0.5 / 4


@pytest.mark.parametrize("call,error", [
    (lambda F: F.conv_transpose2d(yaten.zeros(1, 3, 4, 4), yaten.zeros(2, 2, 3, 3)), "expected input with 2 channels"),
    (lambda F: F.conv_transpose2d(yaten.zeros(1, 2, 4, 4), yaten.zeros(2, 2, 3, 3), output_padding=2),
     "output padding must be smaller than either stride or dilation"),
    (lambda F: F.conv_transpose1d(yaten.zeros(4), yaten.zeros(4, 2, 3)), "Expected 2D \\(unbatched\\) or 3D"),
    (lambda F: F.conv3d(yaten.zeros(1, 2, 2, 5, 5), yaten.zeros(3, 2, 3, 3, 3)), "Kernel size can't be greater"),
    (lambda F: F.conv3d(yaten.zeros(1, 2, 5, 5), yaten.zeros(3, 2, 3, 3)), "weight should have 5 dimensions"),
])
def test_bad_arguments_raise_runtime_error(call, error):
    with pytest.raises(RuntimeError, match=error):
        call(yaten.nn.functional)


def test_constructor_errors_as_torch():
    with pytest.raises(ValueError, match='Only "zeros" padding mode is supported for ConvTranspose2d'):
        yaten.nn.ConvTranspose2d(2, 2, 3, padding_mode="reflect")
    with pytest.raises(ValueError, match="in_channels must be divisible by groups"):
        yaten.nn.Conv3d(3, 4, 2, groups=2)
