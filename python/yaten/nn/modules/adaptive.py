"""AdaptiveLogSoftmaxWithLoss, as torch 1.13's: the efficient softmax of
Grave et al. for many classes. The head classifies into the shortlist
(classes below cutoffs[0]) and one entry per tail cluster; each cluster's
classes get their own two-layer projection, narrower by div_value per
cluster. Parameter names, shapes, initialisation order, outputs and
messages follow torch's."""
from collections import namedtuple

import yaten
from yaten.nn.functional import log_softmax
from yaten.nn.modules.container import ModuleList, Sequential
from yaten.nn.modules.linear import Linear
from yaten.nn.modules.module import Module

_ASMoutput = namedtuple("_ASMoutput", ["output", "loss"])


class AdaptiveLogSoftmaxWithLoss(Module):
    """forward(input, target) -> (output, loss): output is each row's log
    probability of its target, loss the mean of their negatives."""

    def __init__(self, in_features, n_classes, cutoffs, div_value=4.0, head_bias=False, device=None, dtype=None):
        super().__init__()
        cutoffs = list(cutoffs)
        if (cutoffs != sorted(cutoffs) or min(cutoffs) <= 0 or max(cutoffs) > n_classes - 1
                or len(set(cutoffs)) != len(cutoffs) or any(int(c) != c for c in cutoffs)):
            raise ValueError("cutoffs should be a sequence of unique, positive integers sorted in an increasing "
                             "order, where each value is between 1 and n_classes-1")
        factory = {"device": device, "dtype": dtype}
        self.in_features, self.n_classes = in_features, n_classes
        self.cutoffs = cutoffs + [n_classes]
        self.div_value, self.head_bias = div_value, head_bias
        self.shortlist_size = self.cutoffs[0]
        self.n_clusters = len(self.cutoffs) - 1
        self.head_size = self.shortlist_size + self.n_clusters
        self.head = Linear(in_features, self.head_size, bias=head_bias, **factory)
        self.tail = ModuleList()
        for i in range(self.n_clusters):
            hidden = int(in_features // (div_value ** (i + 1)))
            self.tail.append(Sequential(Linear(in_features, hidden, bias=False, **factory),
                                        Linear(hidden, self.cutoffs[i + 1] - self.cutoffs[i], bias=False, **factory)))

    def reset_parameters(self):
        self.head.reset_parameters()
        for to_hidden, to_output in self.tail:
            to_hidden.reset_parameters()
            to_output.reset_parameters()

    @staticmethod
    def _check(input, target):
        if target.dim() == 1:
            if input.size(0) != target.size(0):
                raise RuntimeError("Input and target should have the same size in the batch dimension.")
            if input.dim() != 2:
                raise RuntimeError("1D target tensor expects 2D input tensors, but found inputs with size",
                                   input.size())
        elif target.dim() == 0:
            if input.dim() != 1:
                raise RuntimeError("0D target tensor expects 1D input tensors, but found inputs with size",
                                   input.size())
        else:
            raise RuntimeError("0D or 1D target tensor expected, multi-target not supported")

    def forward(self, input_, target_):
        self._check(input_, target_)
        batched = target_.dim() > 0
        input = input_ if batched else input_.unsqueeze(0)
        target = target_ if batched else target_.unsqueeze(0)
        if target.numel() and (int(target.min()) < 0 or int(target.max()) >= self.n_classes):
            raise RuntimeError(f"Target values should be in [0, {self.n_classes - 1}], but values in range "
                               f"[{target.min().item()}, {target.max().item()}] were found. ")
        # The head's entry for each row: its class in the shortlist, else its cluster's.
        head_index = target.clone()
        output = input.new_zeros(target.size(0))
        for i, (low, high) in enumerate(zip(self.cutoffs, self.cutoffs[1:])):
            rows = ((target >= low) & (target < high)).nonzero().reshape(-1)
            if rows.numel() == 0:
                continue
            head_index.index_fill_(0, rows, self.shortlist_size + i)
            cluster_logprob = log_softmax(self.tail[i](input.index_select(0, rows)), dim=1)
            within = (target.index_select(0, rows) - low).unsqueeze(1)
            output = output.index_copy(0, rows, cluster_logprob.gather(1, within).squeeze(1))
        head_logprob = log_softmax(self.head(input), dim=1)
        output = output + head_logprob.gather(1, head_index.unsqueeze(1)).squeeze(1)
        loss = (-output).mean()
        return _ASMoutput(output if batched else output.squeeze(0), loss)

    def _full_log_prob(self, input, head_output):
        """Every class's log probability, (rows, n_classes)."""
        head_logprob = log_softmax(head_output, dim=1)
        parts = [head_logprob[:, :self.shortlist_size]]
        for i, cluster in enumerate(self.tail):
            parts.append(log_softmax(cluster(input), dim=1) + head_logprob[:, self.shortlist_size + i].unsqueeze(1))
        return yaten.cat(parts, dim=1)

    def log_prob(self, input):
        """The log probability of every class, (N, n_classes)."""
        return self._full_log_prob(input, self.head(input))

    def predict(self, input):
        """The likeliest class of each row; the tails are evaluated only for
        rows whose head prediction is a cluster."""
        head_output = self.head(input)
        output = yaten.argmax(head_output, dim=1)
        in_tail = output >= self.shortlist_size
        if not bool(in_tail.any()):
            return output
        if bool(in_tail.all()):
            return yaten.argmax(self._full_log_prob(input, head_output), dim=1)
        output[in_tail] = yaten.argmax(self._full_log_prob(input[in_tail], head_output[in_tail]), dim=1)
        return output
