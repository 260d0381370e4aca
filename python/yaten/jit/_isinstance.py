"""torch.jit.isinstance: isinstance that also reads typing's containers."""
import builtins
import typing


def isinstance(obj, target_type):  # noqa: A001 - torch.jit.isinstance, as torch names it
    """Whether obj is of target_type, typing's containers included (List[int], Dict[str, Tensor], Optional[...])."""
    origin, args = typing.get_origin(target_type), typing.get_args(target_type)
    if origin is None:
        return builtins.isinstance(obj, target_type)
    if origin is typing.Union:
        return any(isinstance(obj, arg) for arg in args)
    if not builtins.isinstance(obj, origin):
        return False
    if origin is list:
        return all(isinstance(item, args[0]) for item in obj)
    if origin is tuple:
        return len(obj) == len(args) and all(isinstance(item, arg) for item, arg in zip(obj, args))
    if origin is dict:
        return all(isinstance(k, args[0]) and isinstance(v, args[1]) for k, v in obj.items())
    return True
