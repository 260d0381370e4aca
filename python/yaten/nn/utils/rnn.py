"""Variable-length sequences, as torch.nn.utils.rnn: padding a list of
sequences into one tensor, and PackedSequence, the time-major packing RNNs
read (at step t, the first batch_sizes[t] sequences of the batch sorted by
length). Built from yaten ops, so gradients flow through every function."""
from collections import namedtuple

import yaten

_PackedSequenceBase = namedtuple("PackedSequence", ["data", "batch_sizes", "sorted_indices", "unsorted_indices"])


def invert_permutation(permutation):
    """The permutation that undoes `permutation` (None stays None)."""
    if permutation is None:
        return None
    return yaten.empty_like(permutation).scatter_(0, permutation, yaten.arange(permutation.numel()))


class PackedSequence(_PackedSequenceBase):
    """data: the packed steps; batch_sizes: how many sequences are still
    running at each step; sorted_indices / unsorted_indices: the order by
    length and back (None when the batch came already sorted)."""

    def __new__(cls, data, batch_sizes=None, sorted_indices=None, unsorted_indices=None):
        if unsorted_indices is None:
            unsorted_indices = invert_permutation(sorted_indices)
        if batch_sizes is None:  # PackedSequence(*pack_padded_sequence_output): data holds (data, batch_sizes)
            data, batch_sizes = data
        return super().__new__(cls, data, batch_sizes, sorted_indices, unsorted_indices)

    def to(self, *args, **kwargs):
        data = self.data.to(*args, **kwargs)
        return self if data is self.data else type(self)(data, self.batch_sizes, self.sorted_indices,
                                                         self.unsorted_indices)

    def cpu(self):
        return self

    def double(self):
        return self.to(dtype=yaten.float64)

    def float(self):
        return self.to(dtype=yaten.float32)

    def long(self):
        return self.to(dtype=yaten.int64)

    @property
    def is_cuda(self):
        return False

    def is_pinned(self):
        return False


def _lengths_list(lengths):
    if isinstance(lengths, yaten.Tensor):
        if lengths.dim() != 1:
            raise RuntimeError(f"'lengths' argument should be a 1D CPU int64 tensor, but got {lengths.dim()}D "
                               f"{lengths.dtype} tensor")
        return [int(v) for v in lengths.tolist()]
    return [int(v) for v in lengths]


def pack_padded_sequence(input, lengths, batch_first=False, enforce_sorted=True):
    """Packs a padded batch (T x B x * or B x T x *) whose sequence b has lengths[b] valid steps."""
    lengths = _lengths_list(lengths)
    batch_dim = 0 if batch_first else 1
    if len(lengths) != input.shape[batch_dim]:
        raise RuntimeError(f"Expected `len(lengths)` to be equal to batch_size, but got {len(lengths)} "
                           f"(batch_size={input.shape[batch_dim]})")
    if enforce_sorted:
        if any(a < b for a, b in zip(lengths, lengths[1:])):
            raise RuntimeError("`lengths` array must be sorted in decreasing order when `enforce_sorted` is True. "
                               "You can pass `enforce_sorted=False` to pack_padded_sequence and/or pack_sequence to "
                               "sidestep this requirement if you do not need ONNX exportability.")
        sorted_indices = None
    else:
        order = sorted(range(len(lengths)), key=lambda i: -lengths[i])  # stable: ties keep batch order
        sorted_indices = yaten.tensor(order, dtype=yaten.int64)
        input = input.index_select(batch_dim, sorted_indices)
        lengths = [lengths[i] for i in order]
    if lengths and lengths[-1] <= 0:
        raise RuntimeError("Length of all samples has to be greater than 0, but found an element in 'lengths' that "
                           "is <= 0")
    if batch_first:
        input = input.transpose(0, 1)
    if lengths and lengths[0] > input.shape[0]:
        raise RuntimeError(f"Expected sequence length to be at most {input.shape[0]}, but got {lengths[0]}")
    batch_sizes = [sum(1 for n in lengths if n > t) for t in range(lengths[0] if lengths else 0)]
    data = yaten.cat([input[t, :size] for t, size in enumerate(batch_sizes)], 0)
    return PackedSequence(data, yaten.tensor(batch_sizes, dtype=yaten.int64), sorted_indices, None)


def pad_packed_sequence(sequence, batch_first=False, padding_value=0.0, total_length=None):
    """(padded batch, lengths): the inverse of pack_padded_sequence, padded to total_length steps when given."""
    data, batch_sizes = sequence.data, [int(b) for b in sequence.batch_sizes.tolist()]
    steps = len(batch_sizes)
    if total_length is not None:
        if total_length < steps:
            raise ValueError("Expected total_length to be at least the length of the longest sequence in input, "
                             f"but got total_length={total_length} and max sequence length being {steps}")
        steps = total_length
    batch = batch_sizes[0] if batch_sizes else 0
    feature = tuple(data.shape[1:])
    rows, offset = [], 0
    for t in range(steps):
        size = batch_sizes[t] if t < len(batch_sizes) else 0
        parts = [data[offset:offset + size]] if size else []
        if size < batch:
            parts.append(yaten.full((batch - size, *feature), padding_value, dtype=data.dtype))
        rows.append(yaten.cat(parts, 0) if len(parts) > 1 else parts[0])
        offset += size
    padded = yaten.stack(rows, 0)
    lengths = [sum(1 for b in batch_sizes if b > i) for i in range(batch)]
    if sequence.unsorted_indices is not None:
        padded = padded.index_select(1, sequence.unsorted_indices)
        lengths = [lengths[i] for i in sequence.unsorted_indices.tolist()]
    if batch_first:
        padded = padded.transpose(0, 1)
    return padded, yaten.tensor(lengths, dtype=yaten.int64)


def pad_sequence(sequences, batch_first=False, padding_value=0.0):
    """Stacks sequences of shape (L_i, *) into (max L, B, *) (or (B, max L, *)), padding the short ones."""
    if isinstance(sequences, yaten.Tensor):
        sequences = sequences.unbind(0) if hasattr(sequences, "unbind") else [s for s in sequences]
    sequences = list(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    longest = max(s.shape[0] for s in sequences)
    padded = []
    for s in sequences:
        missing = longest - s.shape[0]
        if missing:
            s = yaten.cat([s, yaten.full((missing, *s.shape[1:]), padding_value, dtype=s.dtype)], 0)
        padded.append(s)
    return yaten.stack(padded, 0 if batch_first else 1)


def unpad_sequence(padded_sequences, lengths, batch_first=False):
    """The list of sequences pad_sequence was given, cut back to their lengths."""
    if not batch_first:
        padded_sequences = padded_sequences.transpose(0, 1)
    return [padded_sequences[i][:n] for i, n in enumerate(_lengths_list(lengths))]


def pack_sequence(sequences, enforce_sorted=True):
    """Packs a list of sequences of shape (L_i, *)."""
    lengths = [s.shape[0] for s in sequences]
    return pack_padded_sequence(pad_sequence(sequences), lengths, enforce_sorted=enforce_sorted)


def unpack_sequence(packed_sequences):
    """The list of sequences pack_sequence was given."""
    padded, lengths = pad_packed_sequence(packed_sequences, batch_first=True)
    return unpad_sequence(padded, lengths, batch_first=True)
