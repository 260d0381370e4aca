"""A module's forward as one autograd node, for legacy backward hooks.

torch's legacy `register_backward_hook` hooks the node that made the
module's output and sees the gradients of that node's inputs. Where torch's
forward is one native op (conv1d is one `convolution`, max_pool3d one
`max_pool3d_with_indices`) but yaten's is several (conv2d between an
unsqueeze and a squeeze), the last node of yaten's forward has other inputs
and the hook would see their gradients. While a module has legacy hooks,
its forward runs here instead: the same ops on detached copies of the
input, wrapped in one node over (input, *the module's parameters) named as
torch's, whose backward differentiates the recorded ops. Modules without
legacy hooks never come here.
"""
from yaten import autograd, is_grad_enabled
from yaten._tensor import Tensor
from yaten.autograd.function import BackwardCFunction, Function


class _OneNode(Function):
    """forward(ctx, run, x, *params): run(x detached) recorded apart (it
    reads the parameters itself); backward: the gradients of what it
    recorded with respect to x and the parameters."""

    @staticmethod
    def forward(ctx, run, x, *params):
        inner = (x.detach().requires_grad_(x.requires_grad), *params)
        with autograd.enable_grad():
            out = run(inner[0])
        ctx.inner, ctx.out = inner, out
        return out.detach()

    @staticmethod
    def backward(ctx, grad):
        wanted = [t for t in ctx.inner if t is not None and t.requires_grad]
        # retain_graph: the recorded ops live as long as this node, so a
        # backward with retain_graph=True may run through them again.
        grads = iter(autograd.grad(ctx.out, wanted, grad, retain_graph=True, allow_unused=True,
                                   create_graph=is_grad_enabled()))
        return (None, *(next(grads) if t is not None and t.requires_grad else None for t in ctx.inner))


_functions = {}


def _one_node_function(node_name):
    """A _OneNode subclass whose nodes are named node_name (torch's name)."""
    cls = _functions.get(node_name)
    if cls is None:
        cls = type(node_name, (_OneNode,), {})
        cls._backward_cls = type(node_name, (BackwardCFunction,), {"_forward_cls": cls})
        _functions[node_name] = cls
    return cls


def _no_gradient(x):
    return x.new_empty(0)


def _pad_node(module, x):
    """ReflectionPad2d's node is ReflectionPad2DBackward0."""
    cls = next(c for c in type(module).__mro__ if c.__module__ == "yaten.nn.modules.padding")
    return cls.__name__[:-1] + "DBackward0"


def _upsample_node(module, x):
    spatial = x.dim() - 2
    kind = {"nearest": "Nearest", "nearest-exact": "NearestExact", "linear": "Linear", "bilinear": "Bilinear",
            "bicubic": "Bicubic", "trilinear": "Trilinear"}.get(module.mode)
    return None if kind is None or spatial not in (1, 2, 3) else f"Upsample{kind}{spatial}DBackward1"


def _specs():
    """{module class: (node name or f(module, input) -> name, parameter names,
    dims of a batched input where torch unsqueezes an unbatched one first)}:
    the modules whose forward is one node in torch and several in yaten."""
    from . import conv, conv_variants, fold, padding, pixelshuffle, pooling_more, upsampling, normalization
    from . import activation
    conv_node = ("ConvolutionBackward0", ("weight", "bias"))
    return {
        conv.Conv1d: (*conv_node, 3),
        conv.Conv2d: (*conv_node, 4),
        conv_variants.Conv3d: (*conv_node, 5),
        conv_variants.ConvTranspose1d: (*conv_node, 3),
        conv_variants.ConvTranspose2d: (*conv_node, 4),
        conv_variants.ConvTranspose3d: (*conv_node, 5),
        pooling_more.MaxPool3d: ("MaxPool3DWithIndicesBackward0", (), None),
        pooling_more.AvgPool3d: ("AvgPool3DBackward0", (), None),
        pooling_more.AdaptiveAvgPool3d: ("AdaptiveAvgPool3DBackward0", (), None),
        pooling_more.AdaptiveMaxPool3d: ("AdaptiveMaxPool3DBackward0", (), None),
        pixelshuffle.PixelShuffle: ("PixelShuffleBackward0", (), None),
        pixelshuffle.PixelUnshuffle: ("PixelUnshuffleBackward0", (), None),
        fold.Fold: ("Col2ImBackward0", (), None),
        fold.Unfold: ("Im2ColBackward0", (), None),
        padding._ConstantPadNd: ("ConstantPadNdBackward0", (), None),
        padding.ReflectionPad1d: (_pad_node, (), None),
        padding.ReplicationPad1d: (_pad_node, (), None),
        upsampling.Upsample: (_upsample_node, (), None),
        normalization.GroupNorm: ("NativeGroupNormBackward0", ("weight", "bias"), None),
        activation.GLU: ("GluBackward0", (), None),
        activation.PReLU: ("PreluBackward0", ("weight",), None),
    }


_spec_table = None


def _spec_of(module):
    """module's entry of _specs(), if its forward (and a convolution's
    _conv_forward) is the listed class's own."""
    global _spec_table
    if _spec_table is None:
        _spec_table = _specs()
    for cls in type(module).__mro__:
        spec = _spec_table.get(cls)
        if spec is not None:
            return spec
        if "forward" in cls.__dict__ or "_conv_forward" in cls.__dict__:
            return None
    return None


def forward_as_one_node(module, args, kwargs):
    """module.forward(*args, **kwargs), as torch's one node where torch has one."""
    spec = _spec_of(module)
    # Parametrized weights are computed at each read; a padding_mode other
    # than zeros pads before torch's node, as yaten's forward does; a pool
    # returning indices returns two tensors, torch's node then as well.
    if (spec is None or kwargs or not args or not isinstance(args[0], Tensor) or hasattr(module, "parametrizations")
            or getattr(module, "padding_mode", "zeros") != "zeros" or getattr(module, "return_indices", False)):
        return module.forward(*args, **kwargs)
    node, param_names, batched_dims = spec
    x, rest = args[0], args[1:]
    name = node(module, x) if callable(node) else node
    if name is None or not x.is_floating_point():
        return module.forward(*args, **kwargs)
    # A missing parameter (bias=False) is an input torch's node has and no
    # gradient reaches: an empty tensor that needs none.
    params = tuple(_no_gradient(x) if p is None else p for p in (getattr(module, n) for n in param_names))

    def run(inner_x):
        return module.forward(inner_x, *rest)

    unbatched = batched_dims is not None and x.dim() == batched_dims - 1
    if unbatched:
        x = x.unsqueeze(0)
    out = _one_node_function(name).apply(run, x, *params)
    return out.squeeze(0) if unbatched else out
