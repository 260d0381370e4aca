"""A whole model saved with yaten.save and loaded weights-only inside
`with yaten.serialization.safe_globals([...])`, as the word-language-model
example saves and reloads its best model."""
import pickle

import numpy as np
import pytest

import yaten
from yaten import nn


class Encoder(nn.Module):
    def __init__(self, kind):
        super().__init__()
        self.embed = nn.Embedding(11, 6)
        self.rnn = getattr(nn, kind)(6, 5, 2)
        self.drop = nn.Dropout(0.1)
        self.head = nn.Linear(5, 11)

    def forward(self, tokens):
        out, _ = self.rnn(self.drop(self.embed(tokens)))
        return self.head(out)


MODULE_CLASSES = [Encoder, nn.modules.sparse.Embedding, nn.modules.rnn.LSTM, nn.modules.rnn.GRU,
                  nn.modules.rnn.RNN, nn.modules.dropout.Dropout, nn.modules.linear.Linear]


@pytest.mark.parametrize("kind", ["LSTM", "GRU", "RNN"])
def test_whole_model_loads_inside_safe_globals(tmp_path, kind):
    yaten.manual_seed(0)
    model = Encoder(kind).eval()
    tokens = yaten.randint(0, 11, (4, 3))
    path = tmp_path / "model.pt"
    with open(path, "wb") as f:
        yaten.save(model, f)
    with yaten.serialization.safe_globals(MODULE_CLASSES):
        with open(path, "rb") as f:
            loaded = yaten.load(f)
    loaded.rnn.flatten_parameters()
    assert type(loaded) is Encoder and type(loaded.rnn) is type(model.rnn)
    np.testing.assert_array_equal(loaded(tokens).detach().numpy(), model(tokens).detach().numpy())


def test_safe_globals_last_only_for_the_block(tmp_path):
    path = tmp_path / "model.pt"
    yaten.save(Encoder("GRU"), path)
    before = yaten.serialization.get_safe_globals()
    with yaten.serialization.safe_globals(MODULE_CLASSES):
        assert set(MODULE_CLASSES) <= set(yaten.serialization.get_safe_globals())
    assert yaten.serialization.get_safe_globals() == before
    with pytest.raises(pickle.UnpicklingError, match="refused the global"):
        yaten.load(path)


def test_attention_out_proj_type_lives_where_torch_has_it():
    torch = pytest.importorskip("torch")
    mine = type(nn.MultiheadAttention(4, 2).out_proj)
    theirs = type(torch.nn.MultiheadAttention(4, 2).out_proj)
    assert mine.__name__ == theirs.__name__ == "NonDynamicallyQuantizableLinear"
    assert mine.__module__.replace("yaten", "torch") == theirs.__module__
    assert nn.modules.linear.NonDynamicallyQuantizableLinear is mine
