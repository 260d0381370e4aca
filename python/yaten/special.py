"""yaten.special: the ops ops.yaml exposes in the `special` namespace, as
torch.special (its own functions and the aliases of top-level ones)."""
from yaten._exports import export_ops as _export_ops

_export_ops(globals())
