"""MultiheadAttention, with torch 1.13's parameters (in_proj_weight or
q/k/v_proj_weight, in_proj_bias, bias_k, bias_v, out_proj), so state_dicts
move between the two."""
from yaten.nn import functional as F
from yaten.nn import init
from yaten.nn.modules.linear import NonDynamicallyQuantizableLinear
from yaten.nn.modules.module import Module
from yaten.nn.modules.utils import empty
from yaten.nn.parameter import Parameter


class MultiheadAttention(Module):
    """Attention of query over key/value with num_heads heads of
    embed_dim // num_heads features each; kdim/vdim give key and value other
    widths; batch_first takes (N, L, E) instead of (L, N, E)."""

    def __init__(self, embed_dim, num_heads, dropout=0.0, bias=True, add_bias_kv=False, add_zero_attn=False,
                 kdim=None, vdim=None, batch_first=False, device=None, dtype=None):
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        assert self.head_dim * num_heads == self.embed_dim, "embed_dim must be divisible by num_heads"
        if self._qkv_same_embed_dim:
            self.in_proj_weight = Parameter(empty(3 * embed_dim, embed_dim, device=device, dtype=dtype))
            for name in ("q_proj_weight", "k_proj_weight", "v_proj_weight"):
                self.register_parameter(name, None)
        else:
            self.q_proj_weight = Parameter(empty(embed_dim, embed_dim, device=device, dtype=dtype))
            self.k_proj_weight = Parameter(empty(embed_dim, self.kdim, device=device, dtype=dtype))
            self.v_proj_weight = Parameter(empty(embed_dim, self.vdim, device=device, dtype=dtype))
            self.register_parameter("in_proj_weight", None)
        if bias:
            self.in_proj_bias = Parameter(empty(3 * embed_dim, device=device, dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, device=device, dtype=dtype)
        if add_bias_kv:
            self.bias_k = Parameter(empty(1, 1, embed_dim, device=device, dtype=dtype))
            self.bias_v = Parameter(empty(1, 1, embed_dim, device=device, dtype=dtype))
        else:
            self.bias_k = self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self._reset_parameters()

    def _reset_parameters(self):
        if self._qkv_same_embed_dim:
            init.xavier_uniform_(self.in_proj_weight)
        else:
            for weight in (self.q_proj_weight, self.k_proj_weight, self.v_proj_weight):
                init.xavier_uniform_(weight)
        if self.in_proj_bias is not None:
            init.constant_(self.in_proj_bias, 0.0)
            init.constant_(self.out_proj.bias, 0.0)
        if self.bias_k is not None:
            init.xavier_normal_(self.bias_k)
        if self.bias_v is not None:
            init.xavier_normal_(self.bias_v)

    def __setstate__(self, state):
        # Checkpoints from before kdim/vdim existed have no _qkv_same_embed_dim, as in torch.
        state.setdefault("_qkv_same_embed_dim", True)
        super().__setstate__(state)

    @staticmethod
    def _time_first(query, key, value):
        """(N, L, E) -> (L, N, E), a tensor passed twice transposed once, so
        that `query is key` and `key is value` still hold (one projection)."""
        key_t = key.transpose(1, 0)
        query_t = key_t if query is key else query.transpose(1, 0)
        value_t = key_t if value is key else value.transpose(1, 0)
        return query_t, key_t, value_t

    def forward(self, query, key, value, key_padding_mask=None, need_weights=True, attn_mask=None,
                average_attn_weights=True):
        batched = query.dim() == 3
        if self.batch_first and batched:
            query, key, value = self._time_first(query, key, value)
        separate = {} if self._qkv_same_embed_dim else dict(
            use_separate_proj_weight=True, q_proj_weight=self.q_proj_weight, k_proj_weight=self.k_proj_weight,
            v_proj_weight=self.v_proj_weight)
        output, weights = F.multi_head_attention_forward(
            query, key, value, self.embed_dim, self.num_heads, self.in_proj_weight, self.in_proj_bias,
            self.bias_k, self.bias_v, self.add_zero_attn, self.dropout, self.out_proj.weight, self.out_proj.bias,
            training=self.training, key_padding_mask=key_padding_mask, need_weights=need_weights,
            attn_mask=attn_mask, average_attn_weights=average_attn_weights, **separate)
        if self.batch_first and batched:
            output = output.transpose(1, 0)
        return output, weights
