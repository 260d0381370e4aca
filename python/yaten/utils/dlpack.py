"""DLPack interchange (torch.utils.dlpack's counterpart): tensors shared
with numpy, PyTorch or any DLPack producer or consumer, without copying."""
from yaten import _C

_CPU = 1


def to_dlpack(tensor):
    """A DLPack capsule ("dltensor") sharing tensor's memory; a consumer
    takes it once (and renames it "used_dltensor")."""
    return _C._to_dlpack(tensor)


def from_dlpack(ext_tensor):
    """A tensor sharing the memory of ext_tensor: an object with __dlpack__
    (a numpy array, a torch tensor, ...) or a DLPack capsule."""
    if hasattr(ext_tensor, "__dlpack__"):
        device = ext_tensor.__dlpack_device__()
        if int(device[0]) != _CPU:
            raise RuntimeError(f"from_dlpack: yaten tensors live on the CPU, got a tensor on DLPack device {device}")
        return _C._from_dlpack(ext_tensor.__dlpack__())
    if type(ext_tensor).__name__ != "PyCapsule":
        raise TypeError(f"from_dlpack: expected an object with __dlpack__ or a DLPack capsule (got "
                        f"{type(ext_tensor).__name__})")
    return _C._from_dlpack(ext_tensor)
