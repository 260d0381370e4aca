"""ChannelShuffle: interleaves the channels of `groups` groups."""
from yaten.nn import functional as F
from yaten.nn.modules.module import Module


class ChannelShuffle(Module):
    """(N, g * k, ...) -> channel i of group j moves to i * g + j."""

    def __init__(self, groups):
        super().__init__()
        self.groups = groups

    def forward(self, input):
        return F.channel_shuffle(input, self.groups)

    def extra_repr(self):
        return f"groups={self.groups}"
