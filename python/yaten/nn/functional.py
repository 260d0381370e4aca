"""yaten.nn.functional: the ops ops.yaml exposes here, plus the few that
take Python-only arguments (relu's `inplace`)."""
from yaten import _C

for _name in dir(_C._nn):
    if not _name.startswith("__"):
        globals()[_name] = getattr(_C._nn, _name)


def relu(input, inplace=False):
    """Applies max(x, 0) elementwise; in place when `inplace`."""
    if _C._has_torch_function_unary(input):
        return _C._handle_torch_function(relu, (input,), input, inplace=inplace)
    return input.relu_() if inplace else input.relu()


del _name
