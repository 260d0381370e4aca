"""Dropout modules: Dropout, the channel-wise Dropout1d/2d/3d and the alpha
dropouts of self-normalising networks."""
from yaten.nn import functional as F
from yaten.nn.modules.module import Module


class Dropout(Module):
    """Zeroes each element with probability p while training and scales the
    rest by 1 / (1 - p); the identity in eval mode."""

    def __init__(self, p=0.5, inplace=False):
        super().__init__()
        if p < 0 or p > 1:
            raise ValueError(f"dropout probability has to be between 0 and 1, but got {p}")
        self.p = p
        self.inplace = inplace

    def forward(self, input):
        return F.dropout(input, self.p, self.training, self.inplace)

    def extra_repr(self):
        return f"p={self.p}, inplace={self.inplace}"


class Dropout1d(Dropout):
    """Zeroes whole channels of (N, C, L) or (C, L) inputs while training."""

    def forward(self, input):
        return F.dropout1d(input, self.p, self.training, self.inplace)


class Dropout2d(Dropout):
    """Zeroes whole channels of (N, C, H, W) inputs while training."""

    def forward(self, input):
        return F.dropout2d(input, self.p, self.training, self.inplace)


class Dropout3d(Dropout):
    """Zeroes whole channels of (N, C, D, H, W) inputs while training."""

    def forward(self, input):
        return F.dropout3d(input, self.p, self.training, self.inplace)


class AlphaDropout(Dropout):
    """Dropout that keeps the mean and variance of self-normalising (selu) activations."""

    def forward(self, input):
        return F.alpha_dropout(input, self.p, self.training)


class FeatureAlphaDropout(Dropout):
    """Alpha dropout of whole channels."""

    def forward(self, input):
        return F.feature_alpha_dropout(input, self.p, self.training)
