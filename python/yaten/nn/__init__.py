"""yaten.nn: for now the functional namespace; modules come with the nn issue."""
from yaten.nn import functional
