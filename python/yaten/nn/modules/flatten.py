"""Flatten: merges dims start_dim..end_dim into one."""
from yaten.nn.modules.module import Module


class Flatten(Module):
    """Flattens dims start_dim..end_dim (by default all but the batch dim)."""

    def __init__(self, start_dim=1, end_dim=-1):
        super().__init__()
        self.start_dim = start_dim
        self.end_dim = end_dim

    def forward(self, input):
        return input.flatten(self.start_dim, self.end_dim)

    def extra_repr(self):
        return f"start_dim={self.start_dim}, end_dim={self.end_dim}"
