"""yaten.nn.utils, as torch.nn.utils: gradient clipping, flattening
parameters to a vector, packed sequences, functional_call, weight_norm and
spectral_norm, parametrizations and pruning, conv + batch norm fusion,
skip_init and convolution weight memory formats."""
from yaten.nn.utils import parametrizations, parametrize, prune, rnn, stateless
from yaten.nn.utils.clip_grad import clip_grad_norm, clip_grad_norm_, clip_grad_value_
from yaten.nn.utils.convert_parameters import parameters_to_vector, vector_to_parameters
from yaten.nn.utils.fusion import fuse_conv_bn_eval, fuse_conv_bn_weights
from yaten.nn.utils.init import skip_init
from yaten.nn.utils.memory_format import convert_conv2d_weight_memory_format
from yaten.nn.utils.spectral_norm import remove_spectral_norm, spectral_norm
from yaten.nn.utils.weight_norm import remove_weight_norm, weight_norm

__all__ = ["clip_grad_norm", "clip_grad_norm_", "clip_grad_value_", "convert_conv2d_weight_memory_format",
           "fuse_conv_bn_eval", "fuse_conv_bn_weights", "parameters_to_vector", "parametrizations",
           "parametrize", "prune", "remove_spectral_norm", "rnn", "spectral_norm", "stateless",
           "skip_init", "vector_to_parameters", "weight_norm", "remove_weight_norm"]
