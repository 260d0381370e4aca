"""yaten.distributions' structured transforms against torch's (float64):
forward, inverse, log_abs_det_jacobian, domain/codomain, shapes and round
trips; biject_to/transform_to for simplex, corr_cholesky, cat and stack."""
import numpy as np
import pytest

import yaten
import yaten.distributions as yd
from distribution_checks import close

torch = pytest.importorskip("torch")
import torch.distributions as td  # noqa: E402

R = np.random.default_rng(1)


def pair(x):
    return yaten.tensor(x), torch.tensor(x)


# name: (builder over a distributions module, input x as numpy)
TRANSFORMS = {
    "stick_breaking": (lambda m: m.StickBreakingTransform(), R.standard_normal((2, 4))),
    "corr_cholesky": (lambda m: m.CorrCholeskyTransform(), R.standard_normal((2, 6))),
    "reshape": (lambda m: m.ReshapeTransform((2, 3), (3, 2)), R.standard_normal((4, 2, 3))),
    "cat": (lambda m: m.CatTransform([m.ExpTransform(), m.identity_transform, m.SigmoidTransform()], dim=-1,
                                     lengths=[2, 1, 3]), R.standard_normal((3, 6))),
    "cat_batch_dim": (lambda m: m.CatTransform([m.ExpTransform(), m.SigmoidTransform()], dim=0,
                                               lengths=[1, 2]), R.standard_normal((3, 4))),
    "stack": (lambda m: m.StackTransform([m.ExpTransform(), m.TanhTransform()], dim=1), R.standard_normal((3, 2))),
    "cdf": (lambda m: m.CumulativeDistributionTransform(
        m.Normal(0.5 if m is yd else 0.5, 2.0)), R.standard_normal((5,))),
}


@pytest.mark.parametrize("name", TRANSFORMS)
def test_forward_inverse_and_log_abs_det_jacobian_match_torch(name):
    make, x = TRANSFORMS[name]
    ours, theirs = make(yd), make(td)
    x_y, x_t = pair(x)
    y_y, y_t = ours(x_y), theirs(x_t)
    close(y_y, y_t)
    close(ours.inv(y_y), theirs.inv(y_t))
    close(ours.inv(y_y), x_t, rtol=1e-7, atol=1e-9)  # the round trip gives x back
    close(ours.log_abs_det_jacobian(x_y, y_y), theirs.log_abs_det_jacobian(x_t, y_t))
    assert bool(ours.codomain.check(y_y).all())
    assert type(ours.domain).__name__ == type(theirs.domain).__name__
    assert type(ours.codomain).__name__ == type(theirs.codomain).__name__
    assert ours.domain.event_dim == theirs.domain.event_dim
    assert ours.codomain.event_dim == theirs.codomain.event_dim
    assert ours.bijective == theirs.bijective
    if name != "cdf":
        assert tuple(ours.forward_shape(x.shape)) == tuple(theirs.forward_shape(x.shape)) == tuple(y_t.shape)
        assert tuple(ours.inverse_shape(y_t.shape)) == tuple(theirs.inverse_shape(y_t.shape)) == x.shape


@pytest.mark.parametrize("name", ["stick_breaking", "corr_cholesky"])
def test_log_abs_det_jacobian_is_the_jacobians(name):
    # Independent of torch: log |det| of the numerical Jacobian from x to y's free entries.
    make, x = TRANSFORMS[name]
    x = x[0]
    t = make(yd)

    def free(v):
        y = t(yaten.tensor(v)).numpy()
        return y[:-1] if name == "stick_breaking" else y[np.tril_indices(y.shape[-1], -1)]
    h = 1e-6
    jac = np.stack([(free(x + h * e) - free(x - h * e)) / (2 * h) for e in np.eye(len(x))], -1)
    expected = np.log(abs(np.linalg.det(jac)))
    got = t.log_abs_det_jacobian(yaten.tensor(x), t(yaten.tensor(x))).item()
    assert abs(got - expected) < 1e-5


def test_stick_breaking_gradients_match_torch():
    x = R.standard_normal((3,))
    x_y, x_t = yaten.tensor(x, requires_grad=True), torch.tensor(x, requires_grad=True)
    w = R.standard_normal((4,))
    for t, v, lib in ((yd.StickBreakingTransform(), x_y, yaten), (td.StickBreakingTransform(), x_t, torch)):
        y = t(v)
        ((y * lib.tensor(w)).sum() + t.log_abs_det_jacobian(v, y)).backward()
    close(x_y.grad, x_t.grad)


def test_corr_cholesky_gives_unit_rows_and_a_correlation_matrix():
    y = yd.CorrCholeskyTransform()(yaten.tensor(R.standard_normal((5, 10))))
    np.testing.assert_allclose(y.pow(2).sum(-1).numpy(), np.ones((5, 5)), rtol=1e-12)
    corr = (y @ y.transpose(-1, -2)).numpy()
    np.testing.assert_allclose(np.diagonal(corr, axis1=-2, axis2=-1), np.ones((5, 5)), rtol=1e-12)
    with pytest.raises(ValueError, match="flattend lower-diagonal"):
        yd.CorrCholeskyTransform().forward_shape((4,))


def test_bad_shapes_raise_as_torch():
    with pytest.raises(ValueError, match="different numbers of elements"):
        yd.ReshapeTransform((2, 3), (4,))
    with pytest.raises(ValueError, match="Shape mismatch"):
        yd.ReshapeTransform((2, 3), (6,)).forward_shape((3, 2))
    with pytest.raises(ValueError, match="Too few dimensions"):
        yd.StickBreakingTransform().forward_shape(())
    with pytest.raises(ValueError, match="expected size 3"):
        yd.StackTransform([yd.ExpTransform()] * 3)(yaten.zeros(2))


def test_cached_transforms_return_the_same_input():
    for make in (lambda m: m.StickBreakingTransform(), lambda m: m.CatTransform([m.ExpTransform()] * 2, lengths=[2, 2]),
                 lambda m: m.ReshapeTransform((4,), (2, 2))):
        t = make(yd).with_cache()
        x = yaten.randn(4).double()
        assert t.inv(t(x)) is x


@pytest.mark.parametrize("constraint", [
    lambda c: c.simplex, lambda c: c.corr_cholesky,
    lambda c: c.cat([c.positive, c.interval(-1.0, 2.0)], dim=-1, lengths=[2, 3]),
    lambda c: c.stack([c.positive, c.real, c.unit_interval], dim=-1),
])
@pytest.mark.parametrize("registry", ["biject_to", "transform_to"])
def test_registry_maps_into_simplex_corr_cholesky_cat_and_stack_as_torch(constraint, registry):
    ours = getattr(yd, registry)(constraint(yd.constraints))
    theirs = getattr(td, registry)(constraint(td.constraints))
    assert type(ours).__name__ == type(theirs).__name__
    shape = theirs.inverse_shape((2, 3, 3)) if isinstance(theirs, td.CorrCholeskyTransform) else (2, 5 if any(
        isinstance(theirs, k) for k in (td.CatTransform,)) else 3)
    x_y, x_t = pair(R.standard_normal(tuple(shape)))
    y_y, y_t = ours(x_y), theirs(x_t)
    close(y_y, y_t)
    assert bool(constraint(yd.constraints).check(y_y).all())
    if theirs.bijective:  # transform_to(simplex) is softmax, without a Jacobian
        close(ours.log_abs_det_jacobian(x_y, y_y), theirs.log_abs_det_jacobian(x_t, y_t))


def test_transformed_distribution_over_stick_breaking_matches_torch():
    loc, scale = R.standard_normal((3,)), R.uniform(0.5, 2, (3,))

    def make(m, lib):
        return m.TransformedDistribution(m.Independent(m.Normal(lib.tensor(loc), lib.tensor(scale)), 1),
                                         [m.StickBreakingTransform()])
    ours, theirs = make(yd, yaten), make(td, torch)
    assert tuple(ours.event_shape) == tuple(theirs.event_shape) == (4,)
    torch.manual_seed(0)
    value = theirs.sample((5,))
    close(ours.log_prob(yaten.tensor(value.numpy())), theirs.log_prob(value))


def test_transform_classes_report_torchs_module():
    for name in ("Transform", "ComposeTransform", "IndependentTransform", "StickBreakingTransform", "CatTransform"):
        assert getattr(yd.transforms, name).__module__ == "yaten.distributions.transforms"
    assert type(yd.ExpTransform().inv).__module__ == "yaten.distributions.transforms"
