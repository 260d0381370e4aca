"""Layer names torch 1.13 keeps for old scripts, each warning as torch's
does: nn.Container (a Module taking its children as keyword arguments) and
nn.NLLLoss2d (NLLLoss, which takes any number of spatial dims)."""
import warnings

from yaten.nn.modules.loss import NLLLoss
from yaten.nn.modules.module import Module


class Container(Module):
    """Deprecated: a Module whose children are the keyword arguments."""

    def __init__(self, **kwargs):
        super().__init__()
        warnings.warn("nn.Container is deprecated. All of it's functionality is now implemented in nn.Module. "
                      "Subclass that instead.")
        for name, module in kwargs.items():
            self.add_module(name, module)


class NLLLoss2d(NLLLoss):
    """Deprecated: NLLLoss."""

    def __init__(self, weight=None, size_average=None, ignore_index=-100, reduce=None, reduction="mean"):
        warnings.warn("NLLLoss2d has been deprecated. Please use NLLLoss instead as a drop-in replacement and see "
                      "https://pytorch.org/docs/master/nn.html#torch.nn.NLLLoss for more details.")
        super().__init__(weight, size_average, ignore_index, reduce, reduction)
