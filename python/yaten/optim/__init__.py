"""yaten.optim: optimizers (SGD, Adam, AdamW) and lr_scheduler, as torch.optim."""
from yaten.optim import lr_scheduler
from yaten.optim.adam import Adam, AdamW
from yaten.optim.optimizer import Optimizer
from yaten.optim.sgd import SGD

__all__ = ["Adam", "AdamW", "Optimizer", "SGD", "lr_scheduler"]
