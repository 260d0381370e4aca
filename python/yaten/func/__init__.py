"""yaten.func, as torch.func (torch 2): functional_call so far."""
from yaten.nn.utils.stateless import functional_call

__all__ = ["functional_call"]
