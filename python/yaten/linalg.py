"""yaten.linalg: the ops ops.yaml exposes in the `linalg` namespace."""
from yaten._exports import export_ops as _export_ops

_export_ops(globals())
