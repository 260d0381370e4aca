"""yaten.linalg: the ops ops.yaml exposes in the `linalg` namespace, and
LinAlgError, which they raise for singular or non-definite input."""
from yaten._exports import export_ops as _export_ops
from yaten._C import _LinAlgError as LinAlgError

_export_ops(globals())
