"""yaten.special: the ops ops.yaml exposes in the `special` namespace, as
torch.special (its own functions and the aliases of top-level ones)."""
from yaten import _C

for _name in dir(_C._special):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._special, _name)

del _name
