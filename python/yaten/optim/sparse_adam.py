"""SparseAdam exists in torch for sparse gradients, which yaten does not have."""


class SparseAdam:
    """Refused: yaten has no sparse tensors, so no sparse gradients to apply it to."""

    def __init__(self, params, lr=1e-3, betas=(0.9, 0.999), eps=1e-8, maximize=False):
        raise NotImplementedError("SparseAdam needs sparse gradients (nn.Embedding(sparse=True)), which yaten does "
                                  "not have; use Adam or AdamW")
