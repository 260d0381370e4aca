"""torch.jit.annotations: the type names TorchScript code annotates with
(typing's, and BroadcastingList1/2/3, a list or one value repeated)."""
from typing import Any, Callable, Dict, List, Optional, Tuple, Union  # noqa: F401 - re-exported for scripts

from yaten import Tensor  # noqa: F401

BroadcastingList1 = BroadcastingList2 = BroadcastingList3 = List
