"""RNN, LSTM, GRU and their cells against torch 1.13: the same weights
(torch's state_dict loaded into yaten's module), outputs, final states and
the gradients of every parameter and input, for stacked, bidirectional,
batch_first, projected, unbatched and packed inputs, in train and eval
mode (dropout 0 so the two are deterministic)."""
import numpy as np
import pytest
import torch

import yaten
from yaten.nn.utils import rnn as yaten_rnn

from nn_compare import assert_same_run, build_pair, to_yaten


LAYERS = {
    "rnn_tanh": lambda nn: nn.RNN(3, 4),
    "rnn_relu_2_layers": lambda nn: nn.RNN(3, 4, num_layers=2, nonlinearity="relu"),
    "lstm": lambda nn: nn.LSTM(3, 4),
    "lstm_stacked_bidirectional_batch_first": lambda nn: nn.LSTM(3, 4, 2, bidirectional=True, batch_first=True),
    "lstm_proj": lambda nn: nn.LSTM(3, 5, 2, proj_size=2),
    "lstm_no_bias": lambda nn: nn.LSTM(3, 4, bias=False),
    "gru": lambda nn: nn.GRU(3, 4),
    "gru_stacked_bidirectional": lambda nn: nn.GRU(3, 4, num_layers=2, bidirectional=True),
    # 37 units: whole SIMD vectors of the fused cells' gate math and a partial last one
    "lstm_wide": lambda nn: nn.LSTM(3, 37, 2),
    "gru_wide": lambda nn: nn.GRU(3, 37, bidirectional=True),
}


def hidden_shapes(module, batch):
    layers = module.num_layers * (2 if module.bidirectional else 1)
    width = module.proj_size or module.hidden_size
    if isinstance(module, torch.nn.LSTM):
        return [(layers, batch, width), (layers, batch, module.hidden_size)]
    return [(layers, batch, width)]


@pytest.mark.parametrize("train", [True, False], ids=["train", "eval"])
@pytest.mark.parametrize("case", sorted(LAYERS))
def test_layer_matches_torch_without_initial_state(case, train, rng):
    theirs, ours = build_pair(LAYERS[case], train)
    shape = (2, 5, 3) if theirs.batch_first else (5, 2, 3)
    assert_same_run(theirs, ours, [rng.standard_normal(shape)])


@pytest.mark.parametrize("case", sorted(LAYERS))
def test_layer_matches_torch_with_initial_state(case, rng):
    theirs, ours = build_pair(LAYERS[case])
    shape = (2, 5, 3) if theirs.batch_first else (5, 2, 3)
    hx = [rng.standard_normal(s) for s in hidden_shapes(theirs, 2)]
    assert_same_run(theirs, ours, [rng.standard_normal(shape), tuple(hx) if len(hx) == 2 else hx[0]])


@pytest.mark.parametrize("case", ["rnn_tanh", "lstm_proj", "gru"])
def test_layer_matches_torch_on_unbatched_input(case, rng):
    theirs, ours = build_pair(LAYERS[case])
    hx = [rng.standard_normal(s[:1] + s[2:]) for s in hidden_shapes(theirs, 1)]
    assert_same_run(theirs, ours, [rng.standard_normal((4, 3)), tuple(hx) if len(hx) == 2 else hx[0]])


@pytest.mark.parametrize("enforce_sorted", [True, False])
@pytest.mark.parametrize("case", ["rnn_tanh", "lstm_stacked_bidirectional_batch_first", "lstm_proj",
                                  "gru_stacked_bidirectional"])
def test_layer_matches_torch_on_packed_sequences(case, enforce_sorted, rng):
    theirs, ours = build_pair(LAYERS[case])
    lengths = [5, 3, 3, 1] if enforce_sorted else [3, 5, 1, 3]
    padded = rng.standard_normal((4, 5, 3) if theirs.batch_first else (5, 4, 3))
    hx = [rng.standard_normal(s) for s in hidden_shapes(theirs, 4)]

    def run(lib, module, state):
        def f(x, *h):
            packed = lib.nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=module.batch_first,
                                                           enforce_sorted=enforce_sorted)
            output, hidden = module(packed, tuple(h) if len(h) == 2 else h[0])
            padded_out, out_lengths = lib.nn.utils.rnn.pad_packed_sequence(output, batch_first=module.batch_first)
            assert out_lengths.tolist() == lengths
            return padded_out, hidden
        return f

    assert_same_run(run(torch, theirs, hx), run(yaten, ours, hx), [padded, *hx], modules=(theirs, ours))


def test_lstm_dropout_between_layers_only_in_training(rng):
    yaten.manual_seed(0)
    model = yaten.nn.LSTM(3, 8, num_layers=2, dropout=0.5).double()
    x = yaten.tensor(rng.standard_normal((6, 2, 3)))
    first, second = model(x)[0], model(x)[0]
    assert not np.allclose(first.detach().numpy(), second.detach().numpy())
    model.eval()
    np.testing.assert_array_equal(model(x)[0].detach().numpy(), model(x)[0].detach().numpy())


CELLS = {
    "rnn_cell_tanh": lambda nn: nn.RNNCell(3, 4),
    "rnn_cell_relu": lambda nn: nn.RNNCell(3, 4, nonlinearity="relu"),
    "lstm_cell": lambda nn: nn.LSTMCell(3, 4),
    "lstm_cell_no_bias": lambda nn: nn.LSTMCell(3, 4, bias=False),
    "gru_cell": lambda nn: nn.GRUCell(3, 4),
}


@pytest.mark.parametrize("case", sorted(CELLS))
def test_cell_matches_torch(case, rng):
    theirs, ours = build_pair(CELLS[case])
    assert_same_run(theirs, ours, [rng.standard_normal((2, 3))])
    theirs.zero_grad()
    ours.zero_grad()
    hx = rng.standard_normal((2, 4))
    assert_same_run(theirs, ours, [rng.standard_normal((2, 3)), (hx, hx.copy()) if "lstm" in case else hx])
    assert_same_run(theirs, ours, [rng.standard_normal(3)])


def test_parameter_names_shapes_and_init_match_torch():
    for make in list(LAYERS.values()) + list(CELLS.values()):
        theirs, ours = make(torch.nn), make(yaten.nn)
        assert [(k, tuple(v.shape)) for k, v in ours.state_dict().items()] == \
               [(k, tuple(v.shape)) for k, v in theirs.state_dict().items()]
        assert repr(ours) == repr(theirs)
        bound = 1 / np.sqrt(theirs.hidden_size)
        for p in ours.parameters():
            assert p.abs().max().item() <= bound and p.std().item() > bound / 4


def test_weights_of_a_trained_torch_lstm_load_into_yaten(rng):
    theirs = torch.nn.LSTM(3, 4, 2, bidirectional=True)
    ours = yaten.nn.LSTM(3, 4, 2, bidirectional=True)
    ours.load_state_dict({k: to_yaten(v) for k, v in theirs.state_dict().items()})
    x = rng.standard_normal((5, 2, 3)).astype(np.float32)
    np.testing.assert_allclose(ours(yaten.tensor(x))[0].detach().numpy(),
                               theirs(torch.from_numpy(x))[0].detach().numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("make,call,error", [
    (lambda: yaten.nn.LSTM(3, 4), lambda m: m(yaten.zeros(5, 2, 6)),
     "input.size\\(-1\\) must be equal to input_size. Expected 3, got 6"),
    (lambda: yaten.nn.LSTM(3, 4), lambda m: m(yaten.zeros(5, 2, 3), (yaten.zeros(1, 3, 4), yaten.zeros(1, 3, 4))),
     "Expected hidden\\[0\\] size \\(1, 2, 4\\), got \\[1, 3, 4\\]"),
    (lambda: yaten.nn.GRU(3, 4), lambda m: m(yaten.zeros(5, 2, 3), yaten.zeros(2, 2, 4)),
     "Expected hidden size \\(1, 2, 4\\), got \\[2, 2, 4\\]"),
    (lambda: yaten.nn.RNN(3, 4), lambda m: m(yaten.zeros(5, 2, 3), yaten.zeros(2, 4)),
     "For batched 3-D input, hx should also be 3-D but got 2-D tensor"),
    (lambda: yaten.nn.RNN(3, 4), lambda m: m(yaten.zeros(2, 5, 2, 3)), "input must have 3 dimensions, got 5"),  # torch adds a batch dim first
])
def test_bad_inputs_raise_runtime_error_as_torch(make, call, error):
    with pytest.raises(RuntimeError, match=error):
        call(make())


def test_bad_constructor_arguments_raise_value_error_as_torch():
    with pytest.raises(ValueError, match="proj_size argument is only supported for LSTM"):
        yaten.nn.GRU(3, 4, proj_size=2)
    with pytest.raises(ValueError, match="proj_size has to be smaller than hidden_size"):
        yaten.nn.LSTM(3, 4, proj_size=4)
    with pytest.raises(ValueError, match="Unknown nonlinearity 'gelu'"):
        yaten.nn.RNN(3, 4, nonlinearity="gelu")
    with pytest.raises(ValueError, match="dropout should be a number in range"):
        yaten.nn.LSTM(3, 4, dropout=1.5)
    with pytest.warns(UserWarning, match="non-zero dropout expects num_layers greater than 1"):
        yaten.nn.LSTM(3, 4, dropout=0.2)


def test_lstm_second_derivatives_match_torch(rng):
    """create_graph through the fused cells: yaten ops instead of the one-pass kernel, as differentiable."""
    theirs, ours = build_pair(lambda nn: nn.LSTM(2, 3, bidirectional=True))
    x = rng.standard_normal((4, 2, 2))
    results = []
    for lib, module in ((torch, theirs), (yaten, ours)):
        xt = lib.tensor(x, requires_grad=True)
        out = module(xt)[0]
        (g,) = lib.autograd.grad(out.pow(2).sum(), xt, create_graph=True)
        (gg,) = lib.autograd.grad(g.pow(2).sum(), xt)
        results.append((g.detach().numpy(), gg.numpy()))
    np.testing.assert_allclose(results[1][0], results[0][0], rtol=1e-9)
    np.testing.assert_allclose(results[1][1], results[0][1], rtol=1e-8)


def test_lstm_language_model_trains(rng):
    """An embedding, a 2-layer LSTM and a decoder learn to predict the next token of a repeating sequence."""
    yaten.manual_seed(0)
    emb, lstm, dec = yaten.nn.Embedding(5, 8), yaten.nn.LSTM(8, 16, 2), yaten.nn.Linear(16, 5)
    params = list(emb.parameters()) + list(lstm.parameters()) + list(dec.parameters())
    opt = yaten.optim.Adam(params, lr=0.02)
    seq = yaten.tensor([[i % 5 for i in range(b, b + 13)] for b in range(4)]).t()
    for _ in range(60):
        opt.zero_grad()
        out, _ = lstm(emb(seq[:-1]))
        loss = yaten.nn.functional.cross_entropy(dec(out).reshape(-1, 5), seq[1:].reshape(-1))
        loss.backward()
        yaten.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
    assert loss.item() < 0.2


def test_layer_and_cell_ops_return_plain_tuples_as_torch(rng):
    x, h = rng.standard_normal((2, 3)), rng.standard_normal((2, 4))
    w_ih, w_hh = rng.standard_normal((16, 3)), rng.standard_normal((16, 4))
    for lib in (torch, yaten):
        result = lib.lstm_cell(lib.tensor(x), [lib.tensor(h), lib.tensor(h)], lib.tensor(w_ih), lib.tensor(w_hh))
        assert type(result) is tuple and len(result) == 2
        params = [lib.tensor(w_ih), lib.tensor(w_hh)]
        state = [lib.tensor(h[None]), lib.tensor(h[None])]
        result = lib.lstm(lib.tensor(x[None]), state, params, False, 1, 0.0, False, False, False)
        assert type(result) is tuple and len(result) == 3


@pytest.mark.parametrize("cell, args", [
    ("RNNCell", lambda lib: (lib.ones(2, 6),)),
    ("RNNCell", lambda lib: (lib.ones(2, 4), lib.ones(3, 3))),
    ("GRUCell", lambda lib: (lib.ones(2, 4), lib.ones(2, 5))),
    ("LSTMCell", lambda lib: (lib.ones(2, 4), (lib.ones(2, 3), lib.ones(2, 5)))),
    ("LSTMCell", lambda lib: (lib.ones(4), (lib.ones(3), lib.ones(5)))),
])
def test_cells_refuse_wrong_sizes_as_torch(cell, args):
    messages = []
    for lib in (yaten, torch):
        with pytest.raises(RuntimeError) as error:
            getattr(lib.nn, cell)(4, 3)(*args(lib))
        messages.append(str(error.value))
    assert messages[0] == messages[1]



@pytest.mark.parametrize("kind", ["LSTM", "GRU", "RNN"])
def test_float32_batch_first_classifier_over_all_steps_matches_torch(kind, rng):
    """The pattern of MNIST-row RNN tutorials: a 2-layer batch_first layer
    (float32, 40 units: full vectors and a tail) from zero initial states,
    every step's output flattened into a Linear, cross entropy, backward."""
    torch.manual_seed(0)
    theirs = [getattr(torch.nn, kind)(7, 40, 2, batch_first=True), torch.nn.Linear(40 * 6, 10)]
    ours = [getattr(yaten.nn, kind)(7, 40, 2, batch_first=True), yaten.nn.Linear(40 * 6, 10)]
    for t, o in zip(theirs, ours):
        o.load_state_dict({k: yaten.tensor(v.numpy()) for k, v in t.state_dict().items()})
    x = rng.random((5, 6, 7)).astype(np.float32)
    y = rng.integers(0, 10, 5)

    def run(lib, layer, fc):
        h0 = lib.zeros(2, 5, 40)
        out, _ = layer(lib.tensor(x), (h0, h0) if kind == "LSTM" else h0)
        loss = lib.nn.functional.cross_entropy(fc(out.reshape(out.shape[0], -1)), lib.tensor(y))
        loss.backward()
        return loss.item(), {k: p.grad.numpy() for k, p in layer.named_parameters()}

    their_loss, their_grads = run(torch, *theirs)
    our_loss, our_grads = run(yaten, *ours)
    assert our_loss == pytest.approx(their_loss, rel=1e-5)
    for name, g in their_grads.items():
        np.testing.assert_allclose(our_grads[name], g, rtol=1e-4, atol=1e-6, err_msg=name)
