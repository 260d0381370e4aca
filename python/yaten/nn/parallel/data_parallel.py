"""nn.DataParallel as torch 1.13's CPU-only build has it: with no GPU to
spread the batch over, it holds the module (its state_dict keys prefixed
with "module.", as checkpoints saved from it have) and calls it directly."""
from yaten.nn.modules.module import Module


class DataParallel(Module):
    """Wraps module; forward calls it (there are no devices to scatter to)."""

    def __init__(self, module, device_ids=None, output_device=None, dim=0):
        super().__init__()
        self.module = module
        self.device_ids = []

    def forward(self, *inputs, **kwargs):
        return self.module(*inputs, **kwargs)
