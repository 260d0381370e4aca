"""RNN, LSTM and GRU (stacked, bidirectional, batch_first, PackedSequence
input, LSTM projections) and their one-step cells, with torch 1.13's
parameter names (weight_ih_l0, weight_hh_l1_reverse, bias_ih_l0,
weight_hr_l0, ...) and initialisation. The layers run in the yaten.lstm /
gru / rnn_tanh / rnn_relu ops (C++, with fused cells)."""
import math
import numbers
import warnings

import yaten
from yaten.nn import init
from yaten.nn.modules.module import Module
from yaten.nn.modules.utils import empty
from yaten.nn.parameter import Parameter
from yaten.nn.utils.rnn import PackedSequence

_GATES = {"LSTM": 4, "GRU": 3, "RNN_TANH": 1, "RNN_RELU": 1}
_LAYER_OPS = {"LSTM": "lstm", "GRU": "gru", "RNN_TANH": "rnn_tanh", "RNN_RELU": "rnn_relu"}


def _permute_hidden(hx, permutation):
    if permutation is None:
        return hx
    if isinstance(hx, tuple):
        return tuple(h.index_select(1, permutation) for h in hx)
    return hx.index_select(1, permutation)


class RNNBase(Module):
    """What RNN, LSTM and GRU share: the parameters of every layer and
    direction, their checks, and running a padded or packed batch."""

    def __init__(self, mode, input_size, hidden_size, num_layers=1, bias=True, batch_first=False, dropout=0.0,
                 bidirectional=False, proj_size=0, device=None, dtype=None):
        super().__init__()
        if mode not in _GATES:
            raise ValueError("Unrecognized RNN mode: " + mode)
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        if not isinstance(dropout, numbers.Number) or isinstance(dropout, bool) or not 0 <= dropout <= 1:
            raise ValueError("dropout should be a number in range [0, 1] representing the probability of an element "
                             "being zeroed")
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero dropout "
                          f"expects num_layers greater than 1, but got dropout={dropout} and num_layers={num_layers}")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        directions = 2 if bidirectional else 1
        gate_size = _GATES[mode] * hidden_size
        width = proj_size if proj_size > 0 else hidden_size
        factory = dict(device=device, dtype=dtype)
        self._flat_weights_names = []
        for layer in range(num_layers):
            for direction in range(directions):
                layer_input = input_size if layer == 0 else width * directions
                suffix = f"_l{layer}" + ("_reverse" if direction == 1 else "")
                shapes = [("weight_ih", (gate_size, layer_input)), ("weight_hh", (gate_size, width))]
                if bias:
                    shapes += [("bias_ih", (gate_size,)), ("bias_hh", (gate_size,))]
                if proj_size > 0:
                    shapes.append(("weight_hr", (proj_size, hidden_size)))
                for name, shape in shapes:
                    setattr(self, name + suffix, Parameter(empty(*shape, **factory)))
                    self._flat_weights_names.append(name + suffix)
        self.reset_parameters()

    @property
    def _flat_weights(self):
        return [getattr(self, name) for name in self._flat_weights_names]

    @property
    def all_weights(self):
        per = len(self._flat_weights_names) // (self.num_layers * (2 if self.bidirectional else 1))
        weights = self._flat_weights
        return [weights[k:k + per] for k in range(0, len(weights), per)]

    def flatten_parameters(self):
        """A no-op, as on CPU in torch (the weights are never fused into one buffer)."""

    def reset_parameters(self):
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -bound, bound)

    def _expected_hidden_size(self, input, batch_sizes, width):
        if batch_sizes is not None:
            batch = int(batch_sizes[0])
        else:
            batch = input.size(0) if self.batch_first else input.size(1)
        return (self.num_layers * (2 if self.bidirectional else 1), batch, width)

    def _check_input(self, input, batch_sizes):
        expected_dim = 2 if batch_sizes is not None else 3
        if input.dim() != expected_dim:
            raise RuntimeError(f"input must have {expected_dim} dimensions, got {input.dim()}")
        if self.input_size != input.size(-1):
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, "
                               f"got {input.size(-1)}")

    @staticmethod
    def _check_hidden_size(hx, expected, msg="Expected hidden size {}, got {}"):
        if tuple(hx.shape) != expected:
            raise RuntimeError(msg.format(expected, list(hx.shape)))

    def _unpack_input(self, input):
        """(input, batch_sizes, sorted_indices, unsorted_indices, batched)."""
        if isinstance(input, PackedSequence):
            return input.data, input.batch_sizes, input.sorted_indices, input.unsorted_indices, True
        return input, None, None, None, input.dim() == 3

    def _run(self, input, batch_sizes, hx):
        op = getattr(yaten, _LAYER_OPS[self.mode])
        common = (self._flat_weights, self.bias, self.num_layers, self.dropout, self.training, self.bidirectional)
        if batch_sizes is None:
            return op(input, hx, *common, self.batch_first)
        return op(input, batch_sizes, hx, *common)

    def _wrap_output(self, orig_input, output, batch_sizes, sorted_indices, unsorted_indices):
        if isinstance(orig_input, PackedSequence):
            return PackedSequence(output, batch_sizes, sorted_indices, unsorted_indices)
        return output

    def forward(self, input, hx=None):
        """Elman RNN and GRU: (output, h_n) from input and h_0 (zeros when None)."""
        orig_input = input
        input, batch_sizes, sorted_indices, unsorted_indices, batched = self._unpack_input(input)
        batch_dim = 0 if self.batch_first else 1
        if batch_sizes is None:
            if not batched:
                input = input.unsqueeze(batch_dim)
                if hx is not None:
                    if hx.dim() != 2:
                        raise RuntimeError(f"For unbatched 2-D input, hx should also be 2-D but got {hx.dim()}-D "
                                           "tensor")
                    hx = hx.unsqueeze(1)
            elif hx is not None and hx.dim() != 3:
                raise RuntimeError(f"For batched 3-D input, hx should also be 3-D but got {hx.dim()}-D tensor")
        self._check_input(input, batch_sizes)
        expected = self._expected_hidden_size(input, batch_sizes, self.hidden_size)
        if hx is None:
            hx = yaten.zeros(*expected, dtype=input.dtype)
        else:
            hx = _permute_hidden(hx, sorted_indices)
        self._check_hidden_size(hx, expected)
        output, hidden = self._run(input, batch_sizes, hx)
        if batch_sizes is None and not batched:
            return output.squeeze(batch_dim), hidden.squeeze(1)
        return (self._wrap_output(orig_input, output, batch_sizes, sorted_indices, unsorted_indices),
                _permute_hidden(hidden, unsorted_indices))

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size != 0:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout != 0:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s


class RNN(RNNBase):
    """Elman RNN, h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh)
    (nonlinearity='relu' for relu)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        self.nonlinearity = kwargs.pop("nonlinearity", "tanh")
        if self.nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{self.nonlinearity}'")
        super().__init__("RNN_TANH" if self.nonlinearity == "tanh" else "RNN_RELU", *args, **kwargs)


class GRU(RNNBase):
    """Gated recurrent unit layers (reset, update and new gates)."""

    def __init__(self, *args, **kwargs):
        if "proj_size" in kwargs:
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        super().__init__("GRU", *args, **kwargs)


class LSTM(RNNBase):
    """Long short-term memory layers; proj_size > 0 projects each hidden
    state to proj_size features (weight_hr)."""

    def __init__(self, *args, **kwargs):
        super().__init__("LSTM", *args, **kwargs)

    def forward(self, input, hx=None):
        """(output, (h_n, c_n)) from input and (h_0, c_0) (zeros when None)."""
        orig_input = input
        input, batch_sizes, sorted_indices, unsorted_indices, batched = self._unpack_input(input)
        batch_dim = 0 if self.batch_first else 1
        if batch_sizes is None and not batched:
            input = input.unsqueeze(batch_dim)
        width = self.proj_size if self.proj_size > 0 else self.hidden_size
        if hx is None:
            self._check_input(input, batch_sizes)
            layers, batch, _ = self._expected_hidden_size(input, batch_sizes, width)
            hx = (yaten.zeros(layers, batch, width, dtype=input.dtype),
                  yaten.zeros(layers, batch, self.hidden_size, dtype=input.dtype))
        else:
            if batch_sizes is None:
                dims = 3 if batched else 2
                if hx[0].dim() != dims or hx[1].dim() != dims:
                    kind = "batched 3-D" if batched else "unbatched 2-D"
                    raise RuntimeError(f"For {kind} input, hx and cx should also be {dims}-D but got "
                                       f"({hx[0].dim()}-D, {hx[1].dim()}-D) tensors")
                if not batched:
                    hx = (hx[0].unsqueeze(1), hx[1].unsqueeze(1))
            hx = _permute_hidden(tuple(hx), sorted_indices)
        self._check_input(input, batch_sizes)
        self._check_hidden_size(hx[0], self._expected_hidden_size(input, batch_sizes, width),
                                "Expected hidden[0] size {}, got {}")
        self._check_hidden_size(hx[1], self._expected_hidden_size(input, batch_sizes, self.hidden_size),
                                "Expected hidden[1] size {}, got {}")
        output, h_n, c_n = self._run(input, batch_sizes, list(hx))
        if batch_sizes is None and not batched:
            return output.squeeze(batch_dim), (h_n.squeeze(1), c_n.squeeze(1))
        return (self._wrap_output(orig_input, output, batch_sizes, sorted_indices, unsorted_indices),
                _permute_hidden((h_n, c_n), unsorted_indices))


class RNNCellBase(Module):
    """weight_ih (num_chunks * hidden, input), weight_hh (num_chunks * hidden,
    hidden) and the two biases of a one-step cell."""

    def __init__(self, input_size, hidden_size, bias, num_chunks, device=None, dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        factory = dict(device=device, dtype=dtype)
        self.weight_ih = Parameter(empty(num_chunks * hidden_size, input_size, **factory))
        self.weight_hh = Parameter(empty(num_chunks * hidden_size, hidden_size, **factory))
        if bias:
            self.bias_ih = Parameter(empty(num_chunks * hidden_size, **factory))
            self.bias_hh = Parameter(empty(num_chunks * hidden_size, **factory))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    def reset_parameters(self):
        bound = 1.0 / math.sqrt(self.hidden_size) if self.hidden_size > 0 else 0
        for weight in self.parameters():
            init.uniform_(weight, -bound, bound)

    def extra_repr(self):
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if getattr(self, "nonlinearity", "tanh") != "tanh":
            s += f", nonlinearity={self.nonlinearity}"
        return s

    def _batched(self, input, hx, zeros):
        """(input, hx, batched) with a batch dim added to unbatched (1-D) input."""
        assert input.dim() in (1, 2), \
            f"{type(self).__name__}: Expected input to be 1-D or 2-D but received {input.dim()}-D tensor"
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)
        if hx is None:
            hx = zeros(input)
        elif not batched:
            hx = tuple(h.unsqueeze(0) for h in hx) if isinstance(hx, (tuple, list)) else hx.unsqueeze(0)
        self._check_sizes(input, hx)
        return input, hx, batched

    def _check_sizes(self, input, hx):
        """torch's messages for an input or hidden state of the wrong size (each state is 'hidden0' there)."""
        if input.size(1) != self.input_size:
            raise RuntimeError(f"input has inconsistent input_size: got {input.size(1)} expected {self.input_size}")
        for h in hx if isinstance(hx, (tuple, list)) else (hx,):
            if h.dim() < 2:
                continue  # the cell op reports it
            if input.size(0) != h.size(0):
                raise RuntimeError(f"Input batch size {input.size(0)} doesn't match hidden0 batch size {h.size(0)}")
            if h.size(1) != self.hidden_size:
                raise RuntimeError(f"hidden0 has inconsistent hidden_size: got {h.size(1)}, expected {self.hidden_size}")

    def _zeros(self, input):
        return yaten.zeros(input.size(0), self.hidden_size, dtype=input.dtype)

    def _weights(self):
        return self.weight_ih, self.weight_hh, self.bias_ih, self.bias_hh


class RNNCell(RNNCellBase):
    """One Elman RNN step: h' = tanh (or relu)(x W_ih^T + b_ih + h W_hh^T + b_hh)."""

    def __init__(self, input_size, hidden_size, bias=True, nonlinearity="tanh", device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=1, device=device, dtype=dtype)
        self.nonlinearity = nonlinearity

    def forward(self, input, hx=None):
        input, hx, batched = self._batched(input, hx, self._zeros)
        if self.nonlinearity == "tanh":
            out = yaten.rnn_tanh_cell(input, hx, *self._weights())
        elif self.nonlinearity == "relu":
            out = yaten.rnn_relu_cell(input, hx, *self._weights())
        else:
            raise RuntimeError(f"Unknown nonlinearity: {self.nonlinearity}")
        return out if batched else out.squeeze(0)


class GRUCell(RNNCellBase):
    """One GRU step."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=3, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        input, hx, batched = self._batched(input, hx, self._zeros)
        out = yaten.gru_cell(input, hx, *self._weights())
        return out if batched else out.squeeze(0)


class LSTMCell(RNNCellBase):
    """One LSTM step: (h', c') from input and (h, c)."""

    def __init__(self, input_size, hidden_size, bias=True, device=None, dtype=None):
        super().__init__(input_size, hidden_size, bias, num_chunks=4, device=device, dtype=dtype)

    def forward(self, input, hx=None):
        input, hx, batched = self._batched(input, hx, lambda x: (self._zeros(x), self._zeros(x)))
        h, c = yaten.lstm_cell(input, list(hx), *self._weights())
        return (h, c) if batched else (h.squeeze(0), c.squeeze(0))
