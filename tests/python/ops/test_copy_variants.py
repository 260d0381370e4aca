"""The *_copy ops ops.yaml's copy_variant derives from view ops: a new
contiguous tensor that shares no memory with the input, out= writing into a
given tensor, and gradients through the view (values and gradients against
torch: op_samples.py's samples in test_ops_generated.py)."""
import pytest

import yaten

torch = pytest.importorskip("torch")

COPIES = ("view_copy", "permute_copy", "transpose_copy", "t_copy", "squeeze_copy", "unsqueeze_copy", "expand_copy",
          "slice_copy", "select_copy", "split_copy", "split_with_sizes_copy", "detach_copy", "alias_copy",
          "unbind_copy", "diagonal_copy", "as_strided_copy", "unfold_copy")


@pytest.mark.parametrize("name", COPIES)
def test_every_copy_variant_torch_has_is_a_yaten_function_with_torch_signature_names(name):
    assert callable(getattr(yaten, name))
    assert not hasattr(yaten.Tensor, name) and not hasattr(torch.Tensor, name)


def test_results_are_contiguous_and_share_no_memory_with_the_input():
    x = yaten.arange(24.).view(2, 3, 4)
    for result in (yaten.permute_copy(x, (2, 0, 1)), yaten.transpose_copy(x, 0, 2), yaten.expand_copy(x[:, :1], (2, 5, 4)),
                   yaten.diagonal_copy(x, 0, 1, 2), yaten.alias_copy(x), *yaten.unbind_copy(x, 2)):
        assert result.is_contiguous()
        assert result.data_ptr() != x.data_ptr() and result._base is None if hasattr(result, "_base") else True
    y = yaten.view_copy(x, (6, 4))
    y[0, 0] = 100.0
    assert x[0, 0, 0].item() == 0.0


def test_out_writes_the_copy_into_the_given_tensor():
    # torch 1.13 copies into out= without resizing it (an out= of another shape fails there);
    # yaten's resizes it, as every other out= does.
    def run(lib):
        x = lib.arange(6.).view(2, 3)
        out = lib.empty(3, 2)
        r = lib.transpose_copy(x, 0, 1, out=out)
        return r is out, out.tolist(), out.stride()
    assert run(yaten) == run(torch)
    resized = yaten.empty(0)
    yaten.view_copy(yaten.arange(6.), (3, 2), out=resized)
    assert resized.shape == (3, 2)


def test_gradients_flow_through_the_copy():
    def run(lib):
        x = lib.arange(6., requires_grad=True)
        parts = lib.split_copy(x.view(2, 3) * 2, 1, 1)
        (parts[0].sum() + 3 * parts[2].sum() + lib.select_copy(x.view(2, 3), 0, 1).pow(2).sum()).backward()
        return x.grad.tolist()
    assert run(yaten) == run(torch)
