"""`import torch.onnx` works (the word-language-model example imports it
for an optional export); export itself is refused clearly."""
import pytest

import yaten
import yaten.onnx

torch = pytest.importorskip("torch")


def test_is_in_onnx_export_is_false_outside_an_export_as_in_torch():
    import torch.onnx
    assert yaten.onnx.is_in_onnx_export() is torch.onnx.is_in_onnx_export() is False


def test_export_is_refused_with_a_runtime_error(tmp_path):
    with pytest.raises(RuntimeError, match="cannot export ONNX"):
        yaten.onnx.export(yaten.nn.Linear(2, 2), (yaten.ones(1, 2),), str(tmp_path / "m.onnx"))
    assert not (tmp_path / "m.onnx").exists()
