"""yaten.nn.Module: the base class of layers. A module owns parameters,
buffers and child modules, registered by assigning them as attributes, and
computes its output in forward(); calling it runs the forward hooks too.
Behaviour and messages follow torch 1.13's nn.Module."""
from collections import OrderedDict, namedtuple
from collections.abc import Mapping

from yaten import _C
from yaten._device import check_available as _check_available, parse_to as _parse_to
from yaten._tensor import Tensor
from yaten._typename import typename as _typename
from yaten.autograd.grad_mode import no_grad
from yaten.nn.parameter import Parameter
from yaten.utils.hooks import RemovableHandle
from yaten.nn.modules import _module_hooks as _hooks
from yaten.nn.modules import _one_node
from yaten.nn.modules._module_hooks import (  # noqa: F401 (torch's nn.modules.module API)
    register_module_backward_hook, register_module_forward_hook, register_module_forward_pre_hook,
    register_module_full_backward_hook, register_module_full_backward_pre_hook)


class _IncompatibleKeys(namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])):
    def __repr__(self):
        if not self.missing_keys and not self.unexpected_keys:
            return "<All keys matched successfully>"
        return super().__repr__()

    __str__ = __repr__


def _addindent(text, spaces):
    """text with every line but the first indented by `spaces`."""
    first, *rest = text.split("\n")
    if not rest:
        return text
    return "\n".join([first] + [" " * spaces + line for line in rest])


def _check_member_name(kind, name, module, own):
    """The checks register_buffer/register_parameter share, in torch's order."""
    if not isinstance(name, str):
        raise TypeError(f"{kind} name should be a string. Got {_typename(name)}")
    if "." in name:
        raise KeyError(f"{kind} name can't contain \".\"")
    if name == "":
        raise KeyError(f"{kind} name can't be empty string \"\"")
    if hasattr(module, name) and name not in own:
        raise KeyError(f"attribute '{name}' already exists")


# Every Module's hook dicts; pickles of modules from before a table existed get an empty one.
_HOOK_TABLES = ("_forward_hooks", "_forward_pre_hooks", "_forward_hooks_with_kwargs", "_forward_pre_hooks_with_kwargs",
                "_backward_hooks", "_backward_pre_hooks", "_state_dict_hooks", "_load_state_dict_pre_hooks",
                "_load_state_dict_post_hooks")


class Module:
    """Base class for all neural network modules; subclasses define forward()."""

    dump_patches = False
    _version = 1
    training: bool

    def __init__(self):
        set_ = object.__setattr__
        set_(self, "training", True)
        set_(self, "_parameters", OrderedDict())
        set_(self, "_buffers", OrderedDict())
        set_(self, "_non_persistent_buffers_set", set())
        for table in _HOOK_TABLES:
            set_(self, table, OrderedDict())
        set_(self, "_is_full_backward_hook", None)  # the kind _backward_hooks holds, once it holds any
        set_(self, "_modules", OrderedDict())

    def forward(self, *input):
        raise NotImplementedError(f"Module [{type(self).__name__}] is missing the required \"forward\" function")

    # --- registration -----------------------------------------------------

    def register_buffer(self, name, tensor, persistent=True):
        """Adds a tensor (or None) that is module state but not a parameter;
        persistent buffers are part of state_dict()."""
        if "_buffers" not in self.__dict__:
            raise AttributeError("cannot assign buffer before Module.__init__() call")
        _check_member_name("buffer", name, self, self._buffers)
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{_typename(tensor)}' object to buffer '{name}' "
                            "(torch Tensor or None required)")
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def register_parameter(self, name, param):
        """Adds a Parameter (or None, for an optional one left out)."""
        if "_parameters" not in self.__dict__:
            raise AttributeError("cannot assign parameter before Module.__init__() call")
        _check_member_name("parameter", name, self, self._parameters)
        if param is None:
            self._parameters[name] = None
        elif not isinstance(param, Parameter):
            raise TypeError(f"cannot assign '{_typename(param)}' object to parameter '{name}' "
                            "(torch.nn.Parameter or None required)")
        elif param.grad_fn is not None:
            raise ValueError(
                f"Cannot assign non-leaf Tensor to parameter '{name}'. Model parameters must be created explicitly. "
                f"To express '{name}' as a function of another Tensor, compute the value in the forward() method.")
        else:
            self._parameters[name] = param

    def add_module(self, name, module):
        """Adds a child module (or None), reachable as an attribute."""
        if not isinstance(module, Module) and module is not None:
            raise TypeError(f"{_typename(module)} is not a Module subclass")
        if not isinstance(name, str):
            raise TypeError(f"module name should be a string. Got {_typename(name)}")
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        if "." in name:
            raise KeyError(f"module name can't contain \".\", got: {name}")
        if name == "":
            raise KeyError("module name can't be empty string \"\"")
        self._modules[name] = module

    def register_module(self, name, module):
        """Alias for add_module."""
        self.add_module(name, module)

    def get_submodule(self, target):
        """The submodule at the dotted path target ('' is self)."""
        module = self
        for item in target.split(".") if target else []:
            if not hasattr(module, item):
                raise AttributeError(module._get_name() + " has no attribute `" + item + "`")
            module = getattr(module, item)
            if not isinstance(module, Module):
                raise AttributeError("`" + item + "` is not an nn.Module")
        return module

    def _owner_and_name(self, target):
        module_path, _, name = target.rpartition(".")
        module = self.get_submodule(module_path)
        if not hasattr(module, name):
            raise AttributeError(module._get_name() + " has no attribute `" + name + "`")
        return module, name

    def get_parameter(self, target):
        """The parameter at the dotted path target ('layer.0.weight')."""
        module, name = self._owner_and_name(target)
        param = getattr(module, name)
        if not isinstance(param, Parameter):
            raise AttributeError("`" + name + "` is not an nn.Parameter")
        return param

    def get_buffer(self, target):
        """The buffer at the dotted path target ('bn.running_mean')."""
        module, name = self._owner_and_name(target)
        if name not in module._buffers:
            raise AttributeError("`" + name + "` is not a buffer")
        return getattr(module, name)

    def get_extra_state(self):
        """State beyond parameters and buffers for state_dict (its '_extra_state'
        entry); a module that overrides this must override set_extra_state too."""
        raise RuntimeError("Reached a code path in Module.get_extra_state() that should never be called. Please "
                           "file an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml "
                           "to report this bug.")

    def set_extra_state(self, state):
        """Restores what get_extra_state returned, from load_state_dict."""
        raise RuntimeError("Reached a code path in Module.set_extra_state() that should never be called. Please "
                           "file an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml "
                           "to report this bug.")

    def _has_extra_state(self):
        return type(self).get_extra_state is not Module.get_extra_state

    # --- attributes -------------------------------------------------------

    def __getattr__(self, name):
        for table in ("_parameters", "_buffers", "_modules"):
            members = self.__dict__.get(table)
            if members is not None and name in members:
                return members[name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        params = self.__dict__.get("_parameters")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            self._remove_member(name, self.__dict__, self._buffers, self._modules, self._non_persistent_buffers_set)
            self.register_parameter(name, value)
        elif params is not None and name in params:
            if value is not None:
                raise TypeError(f"cannot assign '{_typename(value)}' as parameter '{name}' "
                                "(torch.nn.Parameter or None expected)")
            self.register_parameter(name, value)
        else:
            self._set_module_or_buffer(name, value)

    def _set_module_or_buffer(self, name, value):
        modules = self.__dict__.get("_modules")
        if isinstance(value, Module):
            if modules is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            self._remove_member(name, self.__dict__, self._parameters, self._buffers, self._non_persistent_buffers_set)
            modules[name] = value
        elif modules is not None and name in modules:
            if value is not None:
                raise TypeError(f"cannot assign '{_typename(value)}' as child module '{name}' "
                                "(torch.nn.Module or None expected)")
            modules[name] = value
        else:
            buffers = self.__dict__.get("_buffers")
            if buffers is not None and name in buffers:
                if value is not None and not isinstance(value, Tensor):
                    raise TypeError(f"cannot assign '{_typename(value)}' as buffer '{name}' "
                                    "(torch.Tensor or None expected)")
                buffers[name] = value
            else:
                object.__setattr__(self, name, value)

    @staticmethod
    def _remove_member(name, *tables):
        for table in tables:
            if name in table:
                if isinstance(table, dict):
                    del table[name]
                else:
                    table.discard(name)

    def __delattr__(self, name):
        if name in self._parameters:
            del self._parameters[name]
        elif name in self._buffers:
            del self._buffers[name]
            self._non_persistent_buffers_set.discard(name)
        elif name in self._modules:
            del self._modules[name]
        else:
            object.__delattr__(self, name)

    def __dir__(self):
        keys = (dir(type(self)) + list(self.__dict__) + list(self._parameters) + list(self._modules)
                + list(self._buffers))
        return sorted(key for key in keys if not key[0].isdigit())

    def __setstate__(self, state):
        self.__dict__.update(state)
        for table in _HOOK_TABLES:
            self.__dict__.setdefault(table, OrderedDict())
        self.__dict__.setdefault("_is_full_backward_hook", None)

    # --- traversal --------------------------------------------------------

    def _named_members(self, get_members, prefix="", recurse=True):
        memo = set()
        modules = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for module_prefix, module in modules:
            for name, value in get_members(module):
                if value is None or value in memo:
                    continue
                memo.add(value)
                yield module_prefix + ("." if module_prefix else "") + name, value

    def parameters(self, recurse=True):
        for _, param in self.named_parameters(recurse=recurse):
            yield param

    def named_parameters(self, prefix="", recurse=True):
        yield from self._named_members(lambda m: m._parameters.items(), prefix=prefix, recurse=recurse)

    def buffers(self, recurse=True):
        for _, buf in self.named_buffers(recurse=recurse):
            yield buf

    def named_buffers(self, prefix="", recurse=True):
        yield from self._named_members(lambda m: m._buffers.items(), prefix=prefix, recurse=recurse)

    def children(self):
        for _, module in self.named_children():
            yield module

    def named_children(self):
        memo = set()
        for name, module in self._modules.items():
            if module is not None and module not in memo:
                memo.add(module)
                yield name, module

    def modules(self):
        for _, module in self.named_modules():
            yield module

    def named_modules(self, memo=None, prefix="", remove_duplicate=True):
        """(name, module) for self and every descendant, each module once
        unless remove_duplicate is False."""
        if memo is None:
            memo = set()
        if self in memo:
            return
        if remove_duplicate:
            memo.add(self)
        yield prefix, self
        for name, module in self._modules.items():
            if module is None:
                continue
            yield from module.named_modules(memo, prefix + ("." if prefix else "") + name, remove_duplicate)

    __hash__ = object.__hash__

    # --- modes and conversions ---------------------------------------------

    def train(self, mode=True):
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        self.training = mode
        for module in self.children():
            module.train(mode)
        return self

    def eval(self):
        return self.train(False)

    def requires_grad_(self, requires_grad=True):
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none=False):
        """Clears the parameters' gradients: None when set_to_none (torch 1.13's default is False)."""
        for p in self.parameters():
            if p.grad is None:
                continue
            if set_to_none:
                p.grad = None
            else:
                if p.grad.grad_fn is not None:
                    p.grad.detach_()
                else:
                    p.grad.requires_grad_(False)
                p.grad.zero_()

    def apply(self, fn):
        """Calls fn on every child (recursively), then on self; returns self."""
        for module in self.children():
            module.apply(fn)
        fn(self)
        return self

    def _apply(self, fn):
        """Replaces every parameter's and buffer's data by fn(data), keeping
        the Parameter objects (so optimizers holding them still see them)."""
        for module in self.children():
            module._apply(fn)
        for key, param in self._parameters.items():
            if param is None:
                continue
            with no_grad():
                param.data = fn(param)
            if param.grad is not None:
                with no_grad():
                    param.grad = fn(param.grad)
        for key, buf in self._buffers.items():
            if buf is not None:
                self._buffers[key] = fn(buf)
        return self

    def to_empty(self, *, device):
        """Moves parameters and buffers to device without copying their values
        (new uninitialised storage), as torch's to_empty."""
        import yaten
        _check_available(device)
        return self._apply(lambda t: yaten.empty_like(t))

    def to(self, *args, **kwargs):
        """Moves and/or casts parameters and buffers: to(device), to(dtype),
        to(device, dtype), to(tensor) (its device and dtype), to(memory_format=);
        a dtype applies to floating-point tensors only. Every tensor is on the
        CPU, so a CUDA device fails as in PyTorch's CPU-only build."""
        device, dtype, non_blocking, memory_format = _parse_to(*args, **kwargs)
        if dtype is not None and not dtype.is_floating_point:
            raise TypeError(f"nn.Module.to only accepts floating point or complex dtypes, but got desired dtype={dtype}")
        if device is not None and device.type != "cpu":
            _check_available(device)

        def convert(t):
            layout = {"memory_format": memory_format} if memory_format is not None and t.dim() in (4, 5) else {}
            return t.to(device, dtype if t.is_floating_point() else None, non_blocking, **layout)
        return self._apply(convert)

    def float(self):
        return self._apply(lambda t: t.float() if t.is_floating_point() else t)

    def double(self):
        return self._apply(lambda t: t.double() if t.is_floating_point() else t)

    def half(self):
        return self._apply(lambda t: t.half() if t.is_floating_point() else t)

    def bfloat16(self):
        return self._apply(lambda t: t.bfloat16() if t.is_floating_point() else t)

    def cpu(self):
        return self._apply(lambda t: t.cpu())

    def cuda(self, device=None):
        return self._apply(lambda t: t.cuda(device))

    def share_memory(self):
        """Moves every parameter and buffer to shared memory, for Hogwild-style
        training from several processes (Tensor.share_memory_)."""
        return self._apply(lambda t: t.share_memory_())

    def type(self, dst_type):
        return self._apply(lambda t: t.to(dst_type))

    # --- calling ----------------------------------------------------------

    def _add_hook(self, table, hook, prepend=False, kwargs_table=None, with_kwargs=False):
        handle = RemovableHandle(getattr(self, table))
        getattr(self, table)[handle.id] = hook
        if with_kwargs:
            getattr(self, kwargs_table)[handle.id] = True
        if prepend:
            getattr(self, table).move_to_end(handle.id, last=False)
        return handle

    def register_forward_pre_hook(self, hook, *, prepend=False, with_kwargs=False):
        """hook(module, args) runs before forward; a non-None result replaces
        args. With with_kwargs: hook(module, args, kwargs) -> None or (args, kwargs)."""
        return self._add_hook("_forward_pre_hooks", hook, prepend, "_forward_pre_hooks_with_kwargs", with_kwargs)

    def register_forward_hook(self, hook, *, prepend=False, with_kwargs=False):
        """hook(module, args, output) runs after forward (hook(module, args,
        kwargs, output) with with_kwargs); a non-None result replaces output."""
        return self._add_hook("_forward_hooks", hook, prepend, "_forward_hooks_with_kwargs", with_kwargs)

    def register_full_backward_pre_hook(self, hook, prepend=False):
        """hook(module, grad_output) runs when the gradients of the module's
        outputs are known; a non-None result replaces grad_output."""
        return self._add_hook("_backward_pre_hooks", hook, prepend)

    def register_full_backward_hook(self, hook, prepend=False):
        """hook(module, grad_input, grad_output) runs when the gradients of the
        module's tensor inputs are known; a non-None result replaces grad_input."""
        self._set_backward_hook_kind(True)
        return self._add_hook("_backward_hooks", hook, prepend)

    def register_backward_hook(self, hook):
        """Deprecated (use register_full_backward_hook): hook(module,
        grad_input, grad_output) on the grad_fn of the forward's last op only,
        so grad_input are that op's input gradients, as in torch 1.13."""
        self._set_backward_hook_kind(False)
        return self._add_hook("_backward_hooks", hook)

    def _set_backward_hook_kind(self, full):
        if self._is_full_backward_hook is (not full):
            raise RuntimeError("Cannot use both regular backward hooks and full backward hooks on a "
                               "single Module. Please use only one of them.")
        self._is_full_backward_hook = full

    def __call__(self, *args, **kwargs):
        if not (self._forward_hooks or self._forward_pre_hooks or self._backward_hooks or self._backward_pre_hooks
                or _hooks.any_global_hook()):
            return self.forward(*args, **kwargs)
        return self._call_with_hooks(args, kwargs)

    def _call_with_hooks(self, args, kwargs):
        for hook_id, hook in (*_hooks.global_forward_pre_hooks.items(), *self._forward_pre_hooks.items()):
            if hook_id in self._forward_pre_hooks_with_kwargs:
                result = hook(self, args, kwargs)
                if result is not None:
                    if not (isinstance(result, tuple) and len(result) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                           f"but got {result}.")
                    args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
        backward = None
        pre_hooks = [*_hooks.global_backward_pre_hooks.values(), *self._backward_pre_hooks.values()]
        hooks, legacy_hooks = _hooks.backward_hooks_of(self)
        if pre_hooks or hooks:
            backward = _hooks.BackwardHookCall(self, pre_hooks, hooks)
            args = backward.wrap_inputs(args)
        if legacy_hooks:
            result = _one_node.forward_as_one_node(self, args, kwargs)
        else:
            result = self.forward(*args, **kwargs)
        for hook_id, hook in (*_hooks.global_forward_hooks.items(), *self._forward_hooks.items()):
            if hook_id in self._forward_hooks_with_kwargs:
                hook_result = hook(self, args, kwargs, result)
            else:
                hook_result = hook(self, args, result)
            if hook_result is not None:
                result = hook_result
        if backward is not None:
            result = backward.wrap_outputs(result)
        if legacy_hooks:
            _hooks.attach_legacy_hooks(self, legacy_hooks, args, result)
        return result

    # --- state dict -------------------------------------------------------

    def _save_to_state_dict(self, destination, prefix, keep_vars):
        for name, param in self._parameters.items():
            if param is not None:
                destination[prefix + name] = param if keep_vars else param.detach()
        for name, buf in self._buffers.items():
            if buf is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = buf if keep_vars else buf.detach()
        if self._has_extra_state():
            destination[prefix + "_extra_state"] = self.get_extra_state()

    def state_dict(self, *, destination=None, prefix="", keep_vars=False):
        """An OrderedDict of every parameter and persistent buffer by dotted
        name (detached unless keep_vars); None members are left out."""
        if destination is None:
            destination = OrderedDict()
            destination._metadata = OrderedDict()
        if hasattr(destination, "_metadata"):
            destination._metadata[prefix[:-1]] = dict(version=self._version)
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        for hook in self._state_dict_hooks.values():
            result = hook(self, destination, prefix, destination._metadata.get(prefix[:-1], {})
                          if hasattr(destination, "_metadata") else {})
            if result is not None:
                destination = result
        return destination

    def _register_state_dict_hook(self, hook):
        """hook(module, state_dict, prefix, local_metadata) after the module's
        entries are in state_dict; a non-None result replaces it."""
        return self._add_hook("_state_dict_hooks", hook)

    def _register_load_state_dict_pre_hook(self, hook, with_module=False):
        """hook(state_dict, prefix, local_metadata, strict, missing_keys,
        unexpected_keys, error_msgs) before the module loads its entries
        (the module first when with_module)."""
        if with_module:
            module = self
            return self._add_hook("_load_state_dict_pre_hooks", lambda *a: hook(module, *a))
        return self._add_hook("_load_state_dict_pre_hooks", hook)

    def register_load_state_dict_post_hook(self, hook):
        """hook(module, incompatible_keys) after load_state_dict has loaded
        the module; it may edit incompatible_keys' lists."""
        return self._add_hook("_load_state_dict_post_hooks", hook)

    def _load_from_state_dict(self, state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys,
                              error_msgs):
        """Copies this module's own entries of state_dict into its tensors,
        collecting missing/unexpected keys and errors instead of raising."""
        for hook in self._load_state_dict_pre_hooks.values():
            hook(state_dict, prefix, local_metadata, strict, missing_keys, unexpected_keys, error_msgs)
        persistent = {k: v for k, v in self._buffers.items() if k not in self._non_persistent_buffers_set}
        local_state = {k: v for k, v in [*self._parameters.items(), *persistent.items()] if v is not None}
        for name, param in local_state.items():
            key = prefix + name
            if key in state_dict:
                error = _copy_into(key, param, state_dict[key])
                if error:
                    error_msgs.append(error)
            elif strict:
                missing_keys.append(key)
        extra_key = prefix + "_extra_state"
        if self._has_extra_state():
            if extra_key in state_dict:
                self.set_extra_state(state_dict[extra_key])
            elif strict:
                missing_keys.append(extra_key)
        elif strict and extra_key in state_dict:
            unexpected_keys.append(extra_key)
        if strict:
            for key in state_dict.keys():
                if key.startswith(prefix) and key != extra_key:
                    input_name = key[len(prefix):].split(".", 1)[0]
                    if input_name not in self._modules and input_name not in local_state:
                        unexpected_keys.append(key)

    def load_state_dict(self, state_dict, strict=True):
        """Copies state_dict's tensors into this module's parameters and
        buffers; with strict, raises listing missing and unexpected keys.
        Returns (missing_keys, unexpected_keys)."""
        if not isinstance(state_dict, Mapping):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        missing_keys, unexpected_keys, error_msgs = [], [], []
        metadata = getattr(state_dict, "_metadata", None)
        state_dict = OrderedDict(state_dict)

        def load(module, local_state_dict, prefix=""):
            local_metadata = {} if metadata is None else metadata.get(prefix[:-1], {})
            module._load_from_state_dict(local_state_dict, prefix, local_metadata, True, missing_keys,
                                         unexpected_keys, error_msgs)
            for name, child in module._modules.items():
                if child is not None:
                    child_prefix = prefix + name + "."
                    load(child, {k: v for k, v in local_state_dict.items() if k.startswith(child_prefix)},
                         child_prefix)

        load(self, state_dict)
        incompatible = _IncompatibleKeys(missing_keys, unexpected_keys)
        for module in self.modules():
            for hook in module._load_state_dict_post_hooks.values():
                hook(module, incompatible)
        if strict:
            if unexpected_keys:
                error_msgs.insert(0, "Unexpected key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in unexpected_keys)))
            if missing_keys:
                error_msgs.insert(0, "Missing key(s) in state_dict: {}. ".format(
                    ", ".join(f'"{k}"' for k in missing_keys)))
        if error_msgs:
            raise RuntimeError("Error(s) in loading state_dict for {}:\n\t{}".format(
                type(self).__name__, "\n\t".join(error_msgs)))
        return incompatible

    # --- printing ---------------------------------------------------------

    def _get_name(self):
        return type(self).__name__

    def extra_repr(self):
        """The module's own settings, printed inside its repr; override it."""
        return ""

    def __repr__(self):
        extra = self.extra_repr()
        extra_lines = extra.split("\n") if extra else []
        child_lines = [f"({key}): " + _addindent(repr(module), 2) for key, module in self._modules.items()]
        lines = extra_lines + child_lines
        text = self._get_name() + "("
        if lines:
            if len(extra_lines) == 1 and not child_lines:
                text += extra_lines[0]
            else:
                text += "\n  " + "\n  ".join(lines) + "\n"
        return text + ")"


def _copy_into(key, param, input_param):
    """Copies a checkpoint entry into param; the error message, or None."""
    if not isinstance(input_param, Tensor):
        return (f'While copying the parameter named "{key}", expected torch.Tensor or Tensor-like object from '
                f"checkpoint but received {type(input_param)}")
    if param.dim() == 0 and input_param.dim() == 1:
        input_param = input_param[0]
    if input_param.shape != param.shape:
        return (f"size mismatch for {key}: copying a param with shape {input_param.shape} from checkpoint, "
                f"the shape in current model is {param.shape}.")
    try:
        with no_grad():
            param.copy_(input_param)
    except Exception as ex:
        return (f'While copying the parameter named "{key}", whose dimensions in the model are {param.size()} '
                f"and whose dimensions in the checkpoint are {input_param.size()}, an exception occurred : "
                f"{ex.args}.")
    return None

