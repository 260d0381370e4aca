"""The hot loops of pytorch/examples' scripts that run on yaten unchanged
(issue 16-19 acceptance: word_language_model, time_sequence_prediction,
mnist), yaten and torch taking turns call by call (bench/run.py
interleaved), as yaten/torch ratios. Models are written here after the
scripts' shapes, with weights copied from torch's so both do the same work.

    /usr/bin/python3 bench/example_scripts.py [-k NAME-SUBSTRING]
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import numpy as np  # noqa: E402
import torch  # noqa: E402

import yaten  # noqa: E402
from run import arguments, report  # noqa: E402

torch.set_num_threads(2)


def copy_weights(lib, reference, module):
    if lib is yaten:
        module.load_state_dict({k: yaten.tensor(v.numpy()) for k, v in reference.state_dict().items()})
    return module


def language_model(lib, ntokens, hidden=200, layers=2):
    """word_language_model's RNNModel: embedding, LSTM, decoder over the vocabulary."""
    class RNNModel(lib.nn.Module):
        def __init__(self):
            super().__init__()
            self.encoder = lib.nn.Embedding(ntokens, hidden)
            self.rnn = lib.nn.LSTM(hidden, hidden, layers, dropout=0.2)
            self.drop = lib.nn.Dropout(0.2)
            self.decoder = lib.nn.Linear(hidden, ntokens)

        def forward(self, tokens, state):
            output, state = self.rnn(self.drop(self.encoder(tokens)), state)
            return self.decoder(self.drop(output)).view(-1, ntokens), state
    return RNNModel


def wlm_step(lib, train, ntokens=10000, seq=35, batch=20):
    """One batch of word_language_model's train() (forward, backward, clip_grad_norm_, manual SGD)
    or of its evaluate() (no_grad forward and loss, batch 10)."""
    torch.manual_seed(0)
    reference = language_model(torch, ntokens)()
    model = copy_weights(lib, reference, reference if lib is torch else language_model(yaten, ntokens)())
    batch = batch if train else 10
    rng = np.random.default_rng(0)
    tokens = lib.tensor(rng.integers(0, ntokens, (seq, batch)))
    targets = lib.tensor(rng.integers(0, ntokens, (seq * batch,)))
    state = (lib.zeros(2, batch, 200), lib.zeros(2, batch, 200))
    criterion = lib.nn.CrossEntropyLoss()
    if not train:
        model.eval()

        def evaluate():
            with lib.no_grad():
                output, _ = model(tokens, state)
                criterion(output, targets).item()
        return evaluate
    model.train()

    def step():
        model.zero_grad()
        output, _ = model(tokens, state)
        loss = criterion(output, targets)
        loss.backward()
        lib.nn.utils.clip_grad_norm_(model.parameters(), 0.25)
        for p in model.parameters():
            p.data.add_(p.grad, alpha=-20)
        loss.item()
    return step


def sine_step(lib, steps=100, batch=97, hidden=51):
    """time_sequence_prediction's Sequence: two LSTMCells and a Linear stepped
    over the series one time step at a time, float64, forward and backward."""
    torch.manual_seed(0)

    def cells(l):
        return l.nn.LSTMCell(1, hidden).double(), l.nn.LSTMCell(hidden, hidden).double(), l.nn.Linear(hidden, 1).double()
    reference = cells(torch)
    mine = reference if lib is torch else tuple(copy_weights(lib, r, m) for r, m in zip(reference, cells(yaten)))
    lstm1, lstm2, linear = mine
    series = lib.tensor(np.sin(np.arange(batch * steps).reshape(batch, steps) / 20.0))

    def step():
        h1 = c1 = h2 = c2 = lib.zeros(batch, hidden, dtype=lib.double)
        outputs = []
        for x in series.split(1, dim=1):
            h1, c1 = lstm1(x, (h1, c1))
            h2, c2 = lstm2(h1, (h2, c2))
            outputs.append(linear(h2))
        loss = lib.nn.functional.mse_loss(lib.cat(outputs, dim=1), series)
        loss.backward()
    return step


def mnist_step(lib, batch=64):
    """mnist's Net (two convolutions, max pool, dropout, two Linear) with Adadelta, one training batch."""
    def net(l):
        return l.nn.Sequential(l.nn.Conv2d(1, 32, 3, 1), l.nn.ReLU(), l.nn.Conv2d(32, 64, 3, 1), l.nn.ReLU(),
                               l.nn.MaxPool2d(2), l.nn.Dropout(0.25), l.nn.Flatten(), l.nn.Linear(9216, 128),
                               l.nn.ReLU(), l.nn.Dropout(0.5), l.nn.Linear(128, 10), l.nn.LogSoftmax(dim=1))
    torch.manual_seed(0)
    reference = net(torch)
    model = reference if lib is torch else copy_weights(lib, reference, net(yaten))
    optimizer = lib.optim.Adadelta(model.parameters(), lr=1.0)
    rng = np.random.default_rng(0)
    data = lib.tensor(rng.standard_normal((batch, 1, 28, 28)).astype(np.float32))
    target = lib.tensor(rng.integers(0, 10, batch))

    def step():
        optimizer.zero_grad()
        loss = lib.nn.functional.nll_loss(model(data), target)
        loss.backward()
        optimizer.step()
    return step


WORKLOADS = {
    "word_language_model train batch": {lib.__name__: wlm_step(lib, True) for lib in (yaten, torch)},
    "word_language_model evaluate batch": {lib.__name__: wlm_step(lib, False) for lib in (yaten, torch)},
    "time_sequence_prediction 100 steps fw+bw": {lib.__name__: sine_step(lib) for lib in (yaten, torch)},
    "mnist train batch": {lib.__name__: mnist_step(lib) for lib in (yaten, torch)},
}

if __name__ == "__main__":
    report(WORKLOADS, arguments(__doc__, min_time=0.5))
