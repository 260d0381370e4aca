"""yaten.testing, as torch.testing: assert_close and make_tensor."""
from yaten.testing._comparison import assert_close
from yaten.testing._creation import make_tensor

__all__ = ["assert_close", "make_tensor"]
