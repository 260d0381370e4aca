"""The mathematical constants PyTorch exports (torch.pi, torch.inf, ...)."""
import math

pi = math.pi
e = math.e
inf = math.inf
nan = math.nan
# numpy's name for None in indexing (x[:, newaxis]).
newaxis = None
