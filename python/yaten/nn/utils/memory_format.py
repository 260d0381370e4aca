"""nn.utils.convert_conv2d_weight_memory_format, as torch 1.13's: the
weights of every Conv2d and ConvTranspose2d in a module tree laid out in
the given memory format (channels_last, say)."""
from yaten.nn.modules.conv import Conv2d
from yaten.nn.modules.conv_variants import ConvTranspose2d

__all__ = ["convert_conv2d_weight_memory_format"]


def convert_conv2d_weight_memory_format(module, memory_format):
    """Re-lays the 2-D convolution weights of module and its children; returns module."""
    if isinstance(module, (Conv2d, ConvTranspose2d)):
        module.weight.data = module.weight.detach().clone().contiguous(memory_format=memory_format)
    for child in module.children():
        convert_conv2d_weight_memory_format(child, memory_format)
    return module
