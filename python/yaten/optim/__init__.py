"""yaten.optim: torch 1.13's optimizers and lr_scheduler."""
from yaten.optim import lr_scheduler, swa_utils
from yaten.optim.adadelta import Adadelta
from yaten.optim.adagrad import Adagrad
from yaten.optim.adam import Adam, AdamW
from yaten.optim.adamax import Adamax
from yaten.optim.asgd import ASGD
from yaten.optim.lbfgs import LBFGS
from yaten.optim.nadam import NAdam
from yaten.optim.optimizer import Optimizer
from yaten.optim.radam import RAdam
from yaten.optim.rmsprop import RMSprop
from yaten.optim.rprop import Rprop
from yaten.optim.sgd import SGD
from yaten.optim.sparse_adam import SparseAdam

__all__ = ["ASGD", "Adadelta", "Adagrad", "Adam", "AdamW", "Adamax", "LBFGS", "NAdam", "Optimizer", "RAdam",
           "RMSprop", "Rprop", "SGD", "SparseAdam", "lr_scheduler", "swa_utils"]

from yaten import _module_paths  # noqa: E402

_module_paths.install(__name__, {"adamw": ("AdamW",)})
