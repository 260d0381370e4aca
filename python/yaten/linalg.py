"""yaten.linalg: the ops ops.yaml exposes in the `linalg` namespace."""
from yaten import _C

for _name in dir(_C._linalg):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._linalg, _name)

del _name
