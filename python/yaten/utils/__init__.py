"""yaten.utils: helpers shared by the package (torch.utils' counterparts)."""
from yaten.utils import dlpack, hooks
