"""yaten.onnx, so that scripts which `import torch.onnx` for an optional
export run: yaten traces no graphs, so export() refuses with a clear error
and is_in_onnx_export() is always False."""


def is_in_onnx_export():
    """Whether an ONNX export is running: never, in yaten."""
    return False


def export(model, args, f, *positional, **options):
    """ONNX export needs torch's tracer and ONNX writer; yaten has neither."""
    raise RuntimeError("yaten.onnx.export: yaten cannot export ONNX models (it has no graph tracer); "
                       "export with PyTorch, or save the weights with yaten.save(model.state_dict(), path)")


__all__ = ["export", "is_in_onnx_export"]
