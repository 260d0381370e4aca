"""nn.SyncBatchNorm: batch normalisation whose statistics cover the batch of
every rank of a process group (sums all-reduced in forward, the gradient's
two sums in backward), so N ranks of batch B normalise as one batch of N*B."""
import yaten
from yaten.autograd import Function
from yaten.distributed import collectives
from yaten.distributed.process_group import _resolve
from yaten.nn.modules.batchnorm import _BatchNorm


def _per_channel(t, ndim):
    return t.reshape([1, -1] + [1] * (ndim - 2))


def _reduce_dims(ndim):
    return [0] + list(range(2, ndim))


class _SyncBatchNormFunction(Function):
    @staticmethod
    def forward(ctx, input, weight, bias, running_mean, running_var, eps, momentum, group):
        dims = _reduce_dims(input.dim())
        channels = input.shape[1]
        local_count = input.numel() // channels
        stats = yaten.cat([input.sum(dims), (input * input).sum(dims),
                           yaten.tensor([float(local_count)], dtype=input.dtype)])
        collectives.all_reduce(stats, group=group)
        count = stats[-1].item()
        if count <= 1:
            raise ValueError(f"Expected more than 1 value per channel when training, got input size {list(input.shape)}")
        mean = stats[:channels] / count
        var = stats[channels:2 * channels] / count - mean * mean
        invstd = (var + eps).rsqrt()
        if running_mean is not None:
            running_mean.mul_(1 - momentum).add_(mean * momentum)
            running_var.mul_(1 - momentum).add_(var * (count / (count - 1)) * momentum)
        xhat = (input - _per_channel(mean, input.dim())) * _per_channel(invstd, input.dim())
        ctx.save_for_backward(xhat, weight, invstd)
        ctx.group, ctx.count = group, count
        out = xhat
        if weight is not None:
            out = out * _per_channel(weight, input.dim()) + _per_channel(bias, input.dim())
        return out

    @staticmethod
    def backward(ctx, grad_output):
        xhat, weight, invstd = ctx.saved_tensors
        ndim = xhat.dim()
        dims = _reduce_dims(ndim)
        channels = xhat.shape[1]
        sum_dy = grad_output.sum(dims)
        sum_dy_xhat = (grad_output * xhat).sum(dims)
        # The input's gradient needs the sums over every rank's batch;
        # weight and bias keep their local sums (DDP averages those).
        both = yaten.cat([sum_dy, sum_dy_xhat])
        collectives.all_reduce(both, group=ctx.group)
        mean_dy = _per_channel(both[:channels] / ctx.count, ndim)
        mean_dy_xhat = _per_channel(both[channels:] / ctx.count, ndim)
        scale = _per_channel(invstd if weight is None else invstd * weight, ndim)
        grad_input = (grad_output - mean_dy - xhat * mean_dy_xhat) * scale
        grad_weight = sum_dy_xhat if weight is not None else None
        grad_bias = sum_dy if weight is not None else None
        return grad_input, grad_weight, grad_bias, None, None, None, None, None


class SyncBatchNorm(_BatchNorm):
    """torch.nn.SyncBatchNorm on yaten's process groups (any input of 2 or
    more dimensions, channels in dimension 1). In eval mode, or with a
    single process, it is plain batch normalisation."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 process_group=None, device=None, dtype=None):
        super().__init__(num_features, eps, momentum, affine, track_running_stats, device, dtype)
        self.process_group = process_group

    def _check_input_dim(self, input):
        if input.dim() < 2:
            raise ValueError(f"expected at least 2D input (got {input.dim()}D input)")

    def forward(self, input):
        self._check_input_dim(input)
        synced = self.training and yaten.distributed.is_initialized() and \
            _resolve(self.process_group).size() > 1
        if not synced:
            return super().forward(input)
        momentum = 0.0 if self.momentum is None else self.momentum
        if self.track_running_stats:
            self.num_batches_tracked.add_(1)
            if self.momentum is None:
                momentum = 1.0 / float(self.num_batches_tracked)
        return _SyncBatchNormFunction.apply(input, self.weight, self.bias,
                                            self.running_mean if self.track_running_stats else None,
                                            self.running_var if self.track_running_stats else None,
                                            self.eps, momentum, self.process_group)

    @classmethod
    def convert_sync_batchnorm(cls, module, process_group=None):
        """module with every BatchNorm*d replaced by a SyncBatchNorm holding
        the same parameters and running statistics."""
        converted = module
        if isinstance(module, _BatchNorm) and not isinstance(module, SyncBatchNorm):
            converted = cls(module.num_features, module.eps, module.momentum, module.affine,
                            module.track_running_stats, process_group)
            if module.affine:
                with yaten.no_grad():
                    converted.weight = module.weight
                    converted.bias = module.bias
            converted.running_mean = module.running_mean
            converted.running_var = module.running_var
            converted.num_batches_tracked = module.num_batches_tracked
            converted.train(module.training)
        for name, child in module.named_children():
            converted.add_module(name, cls.convert_sync_batchnorm(child, process_group))
        return converted
