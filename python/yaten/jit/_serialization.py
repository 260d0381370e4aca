"""yaten.jit.save and yaten.jit.load.

A TorchScript archive holds compiled TorchScript code, which yaten (with
no compiler) can neither write nor run. yaten.jit.save writes the scripted
or traced object with yaten.save (torch's .pt zip format, the object
pickled: its classes and functions by reference, so they must be
importable where it is loaded), with the extra files beside it, and
yaten.jit.load reads that back. torch.jit.load refuses such a file (it
finds no TorchScript in it), and yaten.jit.load refuses a TorchScript
archive written by torch, each with a clear error."""
import warnings
import zipfile

from yaten.jit._script import ScriptFunction, ScriptModule

_MARKER = "yaten.jit archive"


def save(m, f, _extra_files=None):
    """Writes a scripted or traced module or function to f (a path or a binary file)."""
    from yaten import serialization
    if not isinstance(m, (ScriptModule, ScriptFunction)):
        raise AttributeError(f"'{type(m).__name__}' object has no attribute 'save': script or trace it first "
                             "(yaten.jit.script, yaten.jit.trace)")
    serialization.save({"format": _MARKER, "object": m, "extra_files": dict(_extra_files or {})}, f)


def _is_torchscript_archive(f):
    try:
        position = f.tell() if hasattr(f, "tell") else None
        with zipfile.ZipFile(f) as archive:
            names = archive.namelist()
        if position is not None:
            f.seek(position)
    except (zipfile.BadZipFile, OSError, ValueError):
        return False
    return any(name.split("/", 2)[1:2] == ["code"] for name in names if "/" in name)


def load(f, map_location=None, _extra_files=None):
    """Reads what yaten.jit.save wrote; _extra_files (a dict of names) gets the saved extra files' contents."""
    from yaten import serialization
    if _is_torchscript_archive(f):
        raise RuntimeError("yaten.jit.load: this is a TorchScript archive written by torch.jit.save; yaten has no "
                           "TorchScript interpreter to run its compiled code. Save the model's state_dict with "
                           "torch.save and load it into the same nn.Module class instead.")
    with warnings.catch_warnings():
        # Loading a program is what jit.load is for (torch.jit.load runs the file's code too): no warning here.
        warnings.filterwarnings("ignore", message="yaten.load with weights_only=False")
        saved = serialization.load(f, map_location=map_location, weights_only=False)
    if not (isinstance(saved, dict) and saved.get("format") == _MARKER):
        raise RuntimeError("yaten.jit.load: the file was not written by yaten.jit.save (use yaten.load for "
                           "checkpoints written by yaten.save or torch.save)")
    if _extra_files is not None:
        for name in _extra_files:
            _extra_files[name] = saved["extra_files"].get(name, _extra_files[name])
    return saved["object"]
