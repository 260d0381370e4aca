"""ExponentialFamily: the base of distributions with density
exp(<t(x), theta> - F(theta) + k(x)); from the natural parameters theta and
the log normalizer F it gives the entropy and, in kl.py, the KL divergence
of two members of one family, by differentiating F (Bregman divergence)."""
import yaten
from yaten.distributions.distribution import Distribution

__all__ = ["ExponentialFamily"]


class ExponentialFamily(Distribution):
    """A distribution of an exponential family; subclasses give
    _natural_params, _log_normalizer(*params) and _mean_carrier_measure (E[k(x)])."""

    @property
    def _natural_params(self):
        raise NotImplementedError

    def _log_normalizer(self, *natural_params):
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        raise NotImplementedError

    def _log_normalizer_and_gradients(self):
        """The natural parameters theta (detached, as torch's), F(theta) and
        dF/dtheta = E[t(x)]; KL stays differentiable in q's parameters."""
        params = [p.detach().requires_grad_() for p in self._natural_params]
        with yaten.enable_grad():
            log_normalizer = self._log_normalizer(*params)
            gradients = yaten.autograd.grad(log_normalizer.sum(), params, create_graph=True)
        return params, log_normalizer, gradients

    def entropy(self):
        # H = F(theta) - <theta, dF/dtheta> - E[k(x)]
        params, log_normalizer, gradients = self._log_normalizer_and_gradients()
        result = log_normalizer - self._mean_carrier_measure
        for param, gradient in zip(params, gradients):
            result = result - (param * gradient).reshape(self._batch_shape + (-1,)).sum(-1)
        return result
