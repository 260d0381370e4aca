"""yaten.autograd.graph: hooks over the tensors the backward graph saves.

Under ``saved_tensors_hooks(pack, unpack)`` every tensor an op (built-in or a
custom Function's ``save_for_backward``) saves for backward is handed to
``pack``, and the graph keeps only what ``pack`` returns; when backward (or
``grad_fn._saved_<name>``) needs the tensor, ``unpack`` is called with that
object and must return a tensor. The hooks in force when a tensor is saved
are the ones used for it, whatever is in force when it is unpacked."""
import contextlib

from yaten import _C


class saved_tensors_hooks:
    """Context manager installing ``pack_hook(tensor) -> object`` and
    ``unpack_hook(object) -> Tensor`` for the tensors saved inside it.
    Nested, the innermost pair alone applies."""

    def __init__(self, pack_hook, unpack_hook):
        self.pack_hook = pack_hook
        self.unpack_hook = unpack_hook

    def __enter__(self):
        _C._push_saved_tensors_default_hooks(self.pack_hook, self.unpack_hook)

    def __exit__(self, *args):
        _C._pop_saved_tensors_default_hooks()


class save_on_cpu(saved_tensors_hooks):
    """Saves tensors for backward as CPU copies and moves them back to their
    device when backward reads them. yaten computes on the CPU, so each
    saved tensor is kept as a copy of itself; ``pin_memory`` is accepted."""

    def __init__(self, pin_memory=False):
        def pack_to_cpu(tensor):
            return tensor.device, tensor.cpu()

        def unpack_from_cpu(packed):
            device, tensor = packed
            return tensor.to(device, non_blocking=pin_memory)

        super().__init__(pack_to_cpu, unpack_from_cpu)


@contextlib.contextmanager
def disable_saved_tensors_hooks(error_message):
    """Inside it, installing saved-tensor hooks raises
    ``RuntimeError(error_message)``; entering it while hooks are installed
    raises the same."""
    previous = _C._saved_tensors_hooks_get_disabled_error_message()
    try:
        _C._saved_tensors_hooks_disable(error_message)
        yield
    finally:
        if previous is None:
            _C._saved_tensors_hooks_enable()
        else:
            _C._saved_tensors_hooks_disable(previous)
