"""scaled_dot_product_attention, multi_head_attention_forward,
MultiheadAttention and the transformer modules against torch 1.13: the same
weights (torch's state_dict loaded into yaten's module), outputs and the
gradients of every parameter and input, in train and eval mode (dropout 0
so the two are deterministic)."""
import numpy as np
import pytest
import torch

import yaten
from yaten.nn import functional as F

from nn_compare import assert_same_run, build_pair, to_yaten
from op_samples import TORCH_REFERENCES


def arrays(rng, *shapes):
    return [rng.standard_normal(s) for s in shapes]


# --------------------------------------------------------------------------- scaled_dot_product_attention

def test_sdpa_causal_equals_explicit_lower_triangular_mask(rng):
    q, k, v = (yaten.tensor(a) for a in arrays(rng, (2, 5, 4), (2, 5, 4), (2, 5, 3)))
    mask = yaten.ones(5, 5, dtype=yaten.bool).tril()
    np.testing.assert_allclose(F.scaled_dot_product_attention(q, k, v, is_causal=True).numpy(),
                               F.scaled_dot_product_attention(q, k, v, mask).numpy())


def test_sdpa_broadcasts_mask_over_heads_and_matches_reference(rng):
    q, k, v = arrays(rng, (2, 3, 4, 8), (2, 3, 6, 8), (2, 3, 6, 5))
    mask = rng.standard_normal((2, 1, 4, 6))
    ours = F.scaled_dot_product_attention(*(yaten.tensor(a) for a in (q, k, v, mask)))
    theirs = TORCH_REFERENCES["scaled_dot_product_attention"](*(torch.from_numpy(a) for a in (q, k, v, mask)))
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12)


def test_sdpa_dropout_keeps_rows_unbiased_and_zeroes_some_weights(rng):
    yaten.manual_seed(0)
    q = yaten.zeros(1, 64, 4)
    v = yaten.eye(64).unsqueeze(0)
    out = F.scaled_dot_product_attention(q, q, v, dropout_p=0.5)
    assert 0.3 < (out == 0).double().mean().item() < 0.7
    np.testing.assert_allclose(out.sum().item() / 64, 1.0, atol=0.15)


@pytest.mark.parametrize("kwargs,error", [
    (dict(attn_mask=yaten.ones(3, 3, dtype=yaten.bool), is_causal=True), "is_causal"),
    (dict(attn_mask=yaten.ones(3, 3, dtype=yaten.int64)), "attn_mask dtype"),
    (dict(dropout_p=1.5), "dropout probability"),
])
def test_sdpa_bad_arguments_raise_runtime_error(kwargs, error):
    q = yaten.zeros(3, 4)
    with pytest.raises(RuntimeError, match=error):
        F.scaled_dot_product_attention(q, q, q, **kwargs)


def test_sdpa_refuses_mismatched_embedding_and_dtypes():
    with pytest.raises(RuntimeError, match="scaled_dot_product_attention"):
        F.scaled_dot_product_attention(yaten.zeros(3, 4), yaten.zeros(3, 5), yaten.zeros(3, 4))
    with pytest.raises(RuntimeError, match="same dtype"):
        F.scaled_dot_product_attention(yaten.zeros(3, 4), yaten.zeros(3, 4, dtype=yaten.float64), yaten.zeros(3, 4))
    with pytest.raises(RuntimeError, match="at least 2 dims"):
        F.scaled_dot_product_attention(yaten.zeros(4), yaten.zeros(4), yaten.zeros(4))


# --------------------------------------------------------------------------- MultiheadAttention

MHA_CASES = {
    "self": (dict(), dict()),
    "batch_first": (dict(batch_first=True), dict()),
    "kdim_vdim": (dict(kdim=5, vdim=3), dict()),
    "bias_kv_zero_attn": (dict(add_bias_kv=True, add_zero_attn=True), dict()),
    "no_bias": (dict(bias=False), dict()),
    "per_head_weights": (dict(), dict(average_attn_weights=False)),
    "no_weights": (dict(), dict(need_weights=False)),
}


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
@pytest.mark.parametrize("case", sorted(MHA_CASES))
def test_multihead_attention_matches_torch(case, train, rng):
    options, call = MHA_CASES[case]
    theirs, ours = build_pair(lambda nn: nn.MultiheadAttention(8, 2, **options), train)
    batch_first = options.get("batch_first", False)
    shape = (lambda L: (3, L, 8) if batch_first else (L, 3, 8))
    q = rng.standard_normal(shape(4))
    k = rng.standard_normal(shape(6)[:-1] + (options.get("kdim", 8),))
    v = rng.standard_normal(shape(6)[:-1] + (options.get("vdim", 8),))
    assert_same_run(theirs, ours, [q, k, v], call)


def test_multihead_attention_self_attention_masks_match_torch(rng):
    theirs, ours = build_pair(lambda nn: nn.MultiheadAttention(8, 4), True)
    x = rng.standard_normal((5, 2, 8))
    padding = np.array([[False] * 4 + [True], [False] * 5])
    for attn_mask in (np.triu(np.ones((5, 5), bool), 1), np.triu(np.full((5, 5), -np.inf), 1),
                      rng.standard_normal((8, 5, 5))):
        theirs.zero_grad()
        ours.zero_grad()
        assert_same_run(lambda *a, **k: theirs(a[0], a[0], a[0], **k), lambda *a, **k: ours(a[0], a[0], a[0], **k),
                        [x], dict(key_padding_mask=padding, attn_mask=attn_mask), modules=(theirs, ours))


def test_multihead_attention_unbatched_input_matches_torch(rng):
    theirs, ours = build_pair(lambda nn: nn.MultiheadAttention(6, 3), False)
    q, k = arrays(rng, (4, 6), (5, 6))
    assert_same_run(theirs, ours, [q, k, k], dict(key_padding_mask=np.array([False, False, True, False, True])))


def test_multihead_attention_state_dict_names_match_torch():
    for options in (dict(), dict(kdim=3, vdim=5, add_bias_kv=True), dict(bias=False)):
        theirs, ours = torch.nn.MultiheadAttention(6, 2, **options), yaten.nn.MultiheadAttention(6, 2, **options)
        assert [(k, tuple(v.shape)) for k, v in ours.state_dict().items()] == \
               [(k, tuple(v.shape)) for k, v in theirs.state_dict().items()]
        assert [n for n, _ in ours.named_parameters()] == [n for n, _ in theirs.named_parameters()]


def test_multihead_attention_bad_inputs_raise_as_torch():
    ours = yaten.nn.MultiheadAttention(4, 2)
    with pytest.raises(AssertionError, match="embedding dimension of 4"):
        ours(yaten.zeros(3, 2, 5), yaten.zeros(3, 2, 5), yaten.zeros(3, 2, 5))
    with pytest.raises(RuntimeError, match=r"2D attn_mask is .*but should be \(3, 3\)"):
        ours(yaten.zeros(3, 2, 4), yaten.zeros(3, 2, 4), yaten.zeros(3, 2, 4), attn_mask=yaten.zeros(2, 2))
    with pytest.raises(AssertionError, match="query should be unbatched 2D or batched 3D"):
        ours(yaten.zeros(4), yaten.zeros(4), yaten.zeros(4))
    with pytest.raises(AssertionError, match="embed_dim must be divisible by num_heads"):
        yaten.nn.MultiheadAttention(5, 2)


# --------------------------------------------------------------------------- transformer layers

LAYER_OPTIONS = {
    "post_norm": dict(),
    "norm_first": dict(norm_first=True),
    "gelu_batch_first": dict(activation="gelu", batch_first=True),
    "callable_activation": dict(activation=torch.tanh),
}


def layer_options(options, nn):
    if options.get("activation") is torch.tanh:
        return dict(options, activation=(torch.tanh if nn is torch.nn else yaten.tanh))
    return options


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
@pytest.mark.parametrize("case", sorted(LAYER_OPTIONS))
def test_encoder_stack_with_causal_mask_matches_torch(case, train, rng):
    options = LAYER_OPTIONS[case]

    def make(nn):
        layer = nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, dropout=0.0, **layer_options(options, nn))
        return nn.TransformerEncoder(layer, 2, norm=nn.LayerNorm(8))

    theirs, ours = build_pair(make, train)
    x = rng.standard_normal((2, 5, 8))
    if not options.get("batch_first"):
        x = x.transpose(1, 0, 2)
    mask = torch.nn.Transformer.generate_square_subsequent_mask(5).double().numpy()
    padding = np.array([[False] * 5, [False] * 3 + [True] * 2])
    assert_same_run(theirs, ours, [x], dict(mask=mask, src_key_padding_mask=padding))


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
@pytest.mark.parametrize("case", sorted(LAYER_OPTIONS))
def test_decoder_stack_matches_torch(case, train, rng):
    options = LAYER_OPTIONS[case]

    def make(nn):
        layer = nn.TransformerDecoderLayer(8, 4, dim_feedforward=12, dropout=0.0, **layer_options(options, nn))
        return nn.TransformerDecoder(layer, 2)

    theirs, ours = build_pair(make, train)
    tgt, memory = arrays(rng, (4, 3, 8), (6, 3, 8))
    if options.get("batch_first"):
        tgt, memory = tgt.transpose(1, 0, 2), memory.transpose(1, 0, 2)
    tgt_mask = np.triu(np.ones((4, 4), bool), 1)
    assert_same_run(theirs, ours, [tgt, memory],
                    dict(tgt_mask=tgt_mask, memory_key_padding_mask=np.array([[False] * 6] * 2 + [[False] * 5 + [True]])))


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
def test_full_transformer_matches_torch(train, rng):
    def make(nn):
        return nn.Transformer(d_model=8, nhead=2, num_encoder_layers=2, num_decoder_layers=1, dim_feedforward=16,
                              dropout=0.0, batch_first=True)

    theirs, ours = build_pair(make, train)
    src, tgt = arrays(rng, (2, 6, 8), (2, 4, 8))
    tgt_mask = yaten.nn.Transformer.generate_square_subsequent_mask(4).double().numpy()
    np.testing.assert_array_equal(tgt_mask, torch.nn.Transformer.generate_square_subsequent_mask(4).numpy())
    assert_same_run(theirs, ours, [src, tgt], dict(tgt_mask=tgt_mask))
    assert list(ours.state_dict()) == list(theirs.state_dict())


def test_transformer_refuses_mismatched_batches_and_bad_activation():
    model = yaten.nn.Transformer(d_model=8, nhead=2, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=8)
    with pytest.raises(RuntimeError, match="the batch number of src and tgt must be equal"):
        model(yaten.zeros(3, 2, 8), yaten.zeros(3, 4, 8))
    with pytest.raises(RuntimeError, match="the feature number of src and tgt must be equal to d_model"):
        model(yaten.zeros(3, 2, 6), yaten.zeros(3, 2, 6))
    with pytest.raises(RuntimeError, match="activation should be relu/gelu, not swish"):
        yaten.nn.TransformerEncoderLayer(8, 2, activation="swish")


def test_encoder_layer_is_causal_hint_builds_the_causal_mask(rng):
    layer = yaten.nn.TransformerEncoderLayer(8, 2, dim_feedforward=8, dropout=0.0, batch_first=True).eval()
    x = yaten.tensor(rng.standard_normal((2, 5, 8)))
    mask = yaten.nn.Transformer.generate_square_subsequent_mask(5).double()
    layer.double()
    np.testing.assert_allclose(layer(x, is_causal=True).detach().numpy(), layer(x, src_mask=mask).detach().numpy())


def test_transformer_trains_on_yaten_optimizer(rng):
    model = yaten.nn.TransformerEncoderLayer(8, 2, dim_feedforward=16, dropout=0.1)
    opt = yaten.optim.Adam(model.parameters(), lr=1e-2)
    x = yaten.tensor(rng.standard_normal((5, 4, 8)).astype(np.float32))
    losses = []
    for _ in range(30):
        opt.zero_grad()
        loss = (model(x) - x).pow(2).mean()
        loss.backward()
        opt.step()
        losses.append(loss.item())
    assert losses[-1] < losses[0] * 0.7
