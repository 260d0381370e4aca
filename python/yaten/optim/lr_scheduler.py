"""yaten.optim.lr_scheduler, as torch.optim.lr_scheduler (1.13): every scheduler."""
from yaten.optim._composite_schedules import ChainedScheduler, ReduceLROnPlateau, SequentialLR
from yaten.optim._cyclic_schedules import CyclicLR, OneCycleLR
from yaten.optim._scheduler_base import EPOCH_DEPRECATION_WARNING, LRScheduler, _LRScheduler
from yaten.optim._schedules import (ConstantLR, CosineAnnealingLR, CosineAnnealingWarmRestarts, ExponentialLR, LambdaLR,
                                    LinearLR, MultiplicativeLR, MultiStepLR, PolynomialLR, StepLR)

__all__ = ["LambdaLR", "MultiplicativeLR", "StepLR", "MultiStepLR", "ConstantLR", "LinearLR", "ExponentialLR",
           "SequentialLR", "CosineAnnealingLR", "ChainedScheduler", "ReduceLROnPlateau", "CyclicLR",
           "CosineAnnealingWarmRestarts", "OneCycleLR", "PolynomialLR", "LRScheduler", "_LRScheduler",
           "EPOCH_DEPRECATION_WARNING"]
