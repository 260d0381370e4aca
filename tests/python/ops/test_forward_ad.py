"""yaten.autograd.forward_ad: the dual-level API, its errors, and every
differentiable op of ops.yaml, whose jvp (its `result:` formula) is checked
against torch.autograd.forward_ad and against finite differences in float64.
The ops come from the schema table generated from ops.yaml and the samples
of op_samples.py, as in test_ops_generated.py."""
import numpy as np
import pytest

import yaten
import yaten.autograd.forward_ad as fwAD
from op_rows import ENTRY_ROWS

from op_samples import SAMPLES, T
from test_ops_generated import CASES, as_numpy, call_inplace, convert, function_of, make_arrays, outputs

torch = pytest.importorskip("torch")
import torch.autograd.forward_ad as torch_fwAD  # noqa: E402


def f64(*values):
    return yaten.tensor(list(values), dtype=yaten.float64)


# ----------------------------------------------------------------------------- the API


def test_docstring_example():
    # torch.autograd.forward_ad.dual_level's example: after the level the tangent is gone.
    x = yaten.tensor([1.0])
    x_t = yaten.tensor([1.0])
    with fwAD.dual_level():
        inp = fwAD.make_dual(x, x_t)
        out = inp * 3
        _, grad = fwAD.unpack_dual(out)
    assert grad is not None and grad.tolist() == [3.0]
    _, grad_after = fwAD.unpack_dual(out)
    assert grad_after is None


def test_jvp_of_a_composition():
    x, v = f64(0.5, 1.0, 2.0), f64(1.0, -1.0, 0.5)
    with fwAD.dual_level():
        y = (fwAD.make_dual(x, v).sin() * 2).exp().sum()
        primal, tangent = fwAD.unpack_dual(y)
    xs, vs = np.array(x.tolist()), np.array(v.tolist())
    expected = np.sum(np.exp(2 * np.sin(xs)) * 2 * np.cos(xs) * vs)
    assert isinstance(fwAD.unpack_dual(y), fwAD.UnpackedDualTensor)
    np.testing.assert_allclose(tangent.item(), expected, rtol=1e-12)
    np.testing.assert_allclose(primal.item(), np.sum(np.exp(2 * np.sin(xs))), rtol=1e-12)


def test_make_dual_is_a_view_and_unpack_gives_the_tangent_as_is():
    x, v = f64(1.0, 2.0), f64(3.0, 4.0)
    with fwAD.dual_level() as level:
        assert level == 0
        d = fwAD.make_dual(x, v)
        primal, tangent = fwAD.unpack_dual(d)
        assert tangent is v
        primal.add_(1.0)
        assert x.tolist() == [2.0, 3.0] and d.tolist() == [2.0, 3.0]
        assert fwAD.unpack_dual(primal).tangent is None
        assert fwAD.unpack_dual(x).tangent is None


def test_make_dual_is_backward_differentiable_for_the_primal():
    x = f64(1.0, 2.0).requires_grad_(True)
    v = f64(1.0, 1.0).requires_grad_(True)
    with fwAD.dual_level():
        d = fwAD.make_dual(x, v)
        (d * d).sum().backward()
        # the tangent of y = sum(d * d) is 2 * sum(x * v); its gradient reaches x and v
        y = (d * d).sum()
        fwAD.unpack_dual(y).tangent.backward()
    assert v.grad.tolist() == [2.0, 4.0]
    assert x.grad.tolist() == [2.0 + 2.0, 4.0 + 2.0]


def test_in_place_ops_update_the_tangent_in_place():
    x, v = f64(1.0, 2.0), f64(0.5, -1.0)
    with fwAD.dual_level():
        d = fwAD.make_dual(x, v)
        tangent = fwAD.unpack_dual(d).tangent
        d.mul_(fwAD.make_dual(f64(3.0, 4.0), f64(1.0, 1.0)))  # d' = v * 3|4 + 1 * x (x before the write)
        assert fwAD.unpack_dual(d).tangent is tangent
        assert tangent.tolist() == [2.5, -2.0]
        plain = yaten.ones(2, dtype=yaten.float64)
        plain.add_(d)  # no tangent before: it gets one, not d's own
        assert fwAD.unpack_dual(plain).tangent.tolist() == [2.5, -2.0]
        plain.mul_(2.0)
        assert tangent.tolist() == [2.5, -2.0]


def test_outputs_do_not_share_their_inputs_tangent():
    with fwAD.dual_level():
        d = fwAD.make_dual(f64(1.0), f64(1.0))
        y = d + 1.0
        y.mul_(3.0)
        assert fwAD.unpack_dual(d).tangent.tolist() == [1.0]
        assert fwAD.unpack_dual(y).tangent.tolist() == [3.0]


def test_works_under_no_grad():
    with fwAD.dual_level():
        d = fwAD.make_dual(f64(1.0, 2.0), f64(1.0, 1.0))
        with yaten.no_grad():
            assert fwAD.unpack_dual(d * 2).tangent.tolist() == [2.0, 2.0]
        assert fwAD.unpack_dual(d.detach()).tangent is None


def test_exit_drops_the_tangents():
    with fwAD.dual_level():
        d = fwAD.make_dual(f64(1.0), f64(2.0))
    assert fwAD.unpack_dual(d).tangent is None
    assert fwAD.unpack_dual(d, level=0).tangent is None  # as torch: no error for a level gone
    with fwAD.dual_level():
        assert fwAD.unpack_dual(d).tangent is None


def test_decorator():
    @fwAD.dual_level()
    def jvp_of_square(x, v):
        return fwAD.unpack_dual(fwAD.make_dual(x, v) ** 2).tangent

    assert jvp_of_square(f64(3.0), f64(1.0)).tolist() == [6.0]
    assert fwAD.unpack_dual(f64(1.0)).tangent is None


# ----------------------------------------------------------------------------- errors, as torch's


def both_raise(fn):
    """fn(lib, fwad) raises the same exception type and message in yaten and torch."""
    errors = []
    for lib, fwad in ((yaten, fwAD), (torch, torch_fwAD)):
        with pytest.raises(Exception) as info:
            fn(lib, fwad)
        errors.append(info.value)
        if fwad._current_level >= 0:
            fwad.exit_dual_level()
    ours, theirs = errors
    assert type(ours).__name__ == type(theirs).__name__, (ours, theirs)
    assert str(ours).replace("yaten.", "torch.") == str(theirs)


def test_make_dual_outside_a_level():
    both_raise(lambda lib, fwad: fwad.make_dual(lib.ones(2), lib.ones(2)))


def test_make_dual_shape_mismatch():
    def call(lib, fwad):
        fwad.enter_dual_level()
        fwad.make_dual(lib.ones(3), lib.ones(2))
    both_raise(call)


def test_make_dual_integer_primal_and_tangent():
    def primal(lib, fwad):
        fwad.enter_dual_level()
        fwad.make_dual(lib.ones(3, dtype=lib.int64), lib.ones(3))

    def tangent(lib, fwad):
        fwad.enter_dual_level()
        fwad.make_dual(lib.ones(3), lib.ones(3, dtype=lib.int64))
    both_raise(primal)
    both_raise(tangent)


def test_make_dual_of_a_dual():
    def call(lib, fwad):
        fwad.enter_dual_level()
        d = fwad.make_dual(lib.ones(3), lib.ones(3))
        fwad.make_dual(d, lib.ones(3))
    both_raise(call)


def test_nested_levels():
    def call(lib, fwad):
        fwad.enter_dual_level()
        fwad.enter_dual_level()
    both_raise(call)


def test_out_variants_refuse_tangents():
    def call(lib, fwad):
        fwad.enter_dual_level()
        d = fwad.make_dual(lib.ones(3), lib.ones(3))
        lib.add(d, d, out=lib.empty(3))
    both_raise(call)


def test_invalid_levels():
    both_raise(lambda lib, fwad: lib._C._exit_dual_level(level=-1))

    def exit_wrong(lib, fwad):
        fwad.enter_dual_level()
        lib._C._exit_dual_level(level=5)
    both_raise(exit_wrong)

    def make_wrong(lib, fwad):
        fwad.enter_dual_level()
        fwad.make_dual(lib.ones(3), lib.ones(3), level=5)
    both_raise(make_wrong)


# ----------------------------------------------------------------------------- every op


def forward_cases():
    out = []
    for name, i in CASES:
        sample = SAMPLES[name][i]
        leaves = [a for a in sample.args if isinstance(a, T) and a.grad]
        leaves += [x for a in sample.args if isinstance(a, list) for x in a if isinstance(x, T) and x.grad]
        if leaves and sample.values:
            out.append((name, i))
    return out


FORWARD_CASES = forward_cases()
DIFFERENTIABLE = sorted({row["name"] for row in ENTRY_ROWS if row["derived"] is None and row["derivatives"]})


def test_every_differentiable_op_is_checked():
    checked = {name for name, _ in FORWARD_CASES}
    unchecked = [name for name in DIFFERENTIABLE if name not in checked and "internal" not in
                 next(r for r in ENTRY_ROWS if r["name"] == name)["variants"]]
    # fill_ and friends are checked in place on a dual below; random ops (all samples random) cannot be
    # compared with finite differences; the rest need a sample with a float input.
    random = {name for name in unchecked if not any(s.values for s in SAMPLES.get(name, ()))}
    assert set(unchecked) - random <= {"fill_", "zero_", "uniform_", "normal_", "copy_"}, unchecked


def tangent_arrays(sample, arrays, rng):
    """A random tangent for every differentiable tensor argument (None elsewhere)."""
    out = []
    for spec, value in zip(sample.args, arrays):
        if isinstance(spec, T) and spec.grad:
            out.append(rng.standard_normal(value.shape))
        elif isinstance(spec, list):
            out.append([rng.standard_normal(v.shape) if isinstance(s, T) and s.grad else None
                        for s, v in zip(spec, value)])
        else:
            out.append(None)
    return out


def dual_outputs(lib, fwad, name, sample, arrays, kwarrays, tangents):
    """[(primal, tangent or None)] of every output, computed at a dual level."""
    def dual(value, spec, tangent):
        t = convert(lib, value, spec, False)
        if tangent is None:
            return t
        tan = lib.tensor(tangent) if lib is yaten else torch.from_numpy(tangent.copy())
        return fwad.make_dual(t, tan)

    with fwad.dual_level():
        args = []
        for value, spec, tangent in zip(arrays, sample.args, tangents):
            if isinstance(spec, list):
                args.append([dual(v, s, t) for v, s, t in zip(value, spec, tangent)])
            else:
                args.append(dual(value, spec, tangent))
        kwargs = {k: convert(lib, v, sample.kwargs[k], False) for k, v in kwarrays.items()}
        result = function_of(lib, name, sample.method)(*args, **kwargs)
        out = []
        for o in outputs(result):
            primal, tangent = fwad.unpack_dual(o)
            out.append((as_numpy(primal), None if tangent is None else as_numpy(tangent)))
        return out


def plain_outputs(name, sample, arrays, kwarrays):
    args = [convert(yaten, v, s, False) for v, s in zip(arrays, sample.args)]
    kwargs = {k: convert(yaten, v, sample.kwargs[k], False) for k, v in kwarrays.items()}
    return [as_numpy(o) for o in outputs(function_of(yaten, name, sample.method)(*args, **kwargs))]


def shifted(arrays, tangents, step):
    out = []
    for value, tangent in zip(arrays, tangents):
        if isinstance(value, list):
            out.append([v if t is None else np.asarray(v + step * t) for v, t in zip(value, tangent)])
        else:
            # np.asarray: a 0-d array plus a number is a numpy scalar, which passes for no Tensor (as in torch)
            out.append(value if tangent is None else np.asarray(value + step * tangent))
    return out


# Samples for which torch 1.13 has no forward AD (scatter's reduce= forms
# and logcumsumexp raise NotImplementedError; scatter_reduce's prod leaves
# the tangent None): yaten's tangent is checked against finite differences only.
TORCH_WITHOUT_JVP = {
    "scatter": lambda sample: "reduce" in sample.kwargs,
    "scatter_reduce": lambda sample: sample.args[4] == "prod",
    # torch 1.13 has no forward AD for these losses (NotImplementedError).
    "multi_margin_loss": lambda sample: True,
    "multilabel_margin_loss": lambda sample: True,
    "ctc_loss": lambda sample: True,
    # torch refuses leaky_relu_ with a negative slope on a dual or grad-requiring
    # tensor (its backward reads the result); yaten's reads a copy of self.
    "leaky_relu": lambda sample: sample.kwargs.get("negative_slope", 0) < 0,
    "grid_sampler": lambda sample: True,
    "affine_grid_generator": lambda sample: True,

    "logcumsumexp": lambda sample: True,

    "renorm": lambda sample: True,
    # torch 1.13's _cdist_forward and _pdist_forward have no forward AD.
    "cdist": lambda sample: True,
    "pdist": lambda sample: True,

    # torch 1.13 has no forward AD for its older linalg spellings, and leaves slogdet's sign a zero tangent.
    "cholesky": lambda sample: True,
    "cholesky_inverse": lambda sample: True,
    "triangular_solve": lambda sample: True,
    "slogdet": lambda sample: True,
    "linalg_slogdet": lambda sample: True,
    "special_zeta": lambda sample: True,
    # torch 1.13 has no forward AD for conv_tbc, nor for the top-level losses below (NotImplementedError).
    "conv_tbc": lambda sample: True,
    "yaten_ctc_loss": lambda sample: True,

    # torch 1.13's index_reduce has no forward AD; yaten's is scatter_reduce's.
    "index_reduce": lambda sample: True,
    # nor for narrow_copy and symeig.
    "narrow_copy": lambda sample: True,
    "symeig": lambda sample: True,
    "igamma": lambda sample: True,
    "igammac": lambda sample: True,
    # torch 1.13's pinv tangent, as its gradient, is the one of a pinv that drops no singular value
    # (it fails its own gradcheck where a tolerance drops one: the samples without check_grad).
    "linalg_pinv": lambda sample: not sample.check_grad,
    # torch 1.13's tangent of a norm over all elements has the wrong shape (it refuses to set it).
    "frobenius_norm": lambda sample: len(sample.args) == 1,
    "norm_except_dim": lambda sample: len(sample.args) > 2 and sample.args[2] == -1,
    # torch 1.13's _embedding_bag has no forward AD (NotImplementedError).
    "embedding_bag": lambda sample: True,
}


def torch_has_jvp(name, sample):
    return not TORCH_WITHOUT_JVP.get(name, lambda _: False)(sample)


@pytest.mark.parametrize("name,index", FORWARD_CASES, ids=[f"{n}-{i}" for n, i in FORWARD_CASES])
def test_jvp_matches_torch_and_finite_differences(name, index, rng):
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    tangents = tangent_arrays(sample, arrays, rng)
    ours = dual_outputs(yaten, fwAD, name, sample, arrays, kwarrays, tangents)
    if not torch_has_jvp(name, sample):
        theirs = [(primal, tangent) for primal, tangent in ours]
    else:
        theirs = dual_outputs(torch, torch_fwAD, name, sample, arrays, kwarrays, tangents)
    assert len(ours) == len(theirs)
    eps = 1e-6
    plus = plain_outputs(name, sample, shifted(arrays, tangents, eps), kwarrays)
    minus = plain_outputs(name, sample, shifted(arrays, tangents, -eps), kwarrays)
    for k, ((primal, ours_t), (their_primal, their_t)) in enumerate(zip(ours, theirs)):
        np.testing.assert_allclose(primal, their_primal, rtol=1e-6, atol=1e-8, err_msg=f"{name}: primal {k}")
        assert (ours_t is None) == (their_t is None), f"{name}: output {k} tangent {ours_t} vs torch's {their_t}"
        if ours_t is None:
            continue
        assert ours_t.shape == their_t.shape and ours_t.dtype == their_t.dtype, name
        np.testing.assert_allclose(ours_t, their_t, rtol=1e-6, atol=1e-8, err_msg=f"{name}: tangent {k} vs torch")
        if ours_t.dtype != np.float64:
            continue  # finite differences need float64
        numeric = (plus[k] - minus[k]) / (2 * eps)
        np.testing.assert_allclose(ours_t, numeric, rtol=1e-4, atol=1e-5,
                                   err_msg=f"{name}: tangent {k} vs finite differences")


# Non-differentiable ones leave the tangent as it is (torch does for logical_*_,
# but zeroes it for eq_ and the other comparisons: not matched yet).
INPLACE = sorted({row["name"] for row in ENTRY_ROWS if row["derived"] == "inplace" and row["derivatives"]} & set(SAMPLES))
# torch 1.13 has forward AD for these ops but not for their in-place forms
# (NotImplementedError); yaten's in-place tangents are the functional ones'.
TORCH_WITHOUT_INPLACE_JVP = {"asinh", "acosh", "atanh"}
INPLACE_CASES = [(name, i) for name in INPLACE for i, s in enumerate(SAMPLES[name])
                 if s.values and isinstance(s.args[0], T) and s.args[0].grad and torch_has_jvp(name, s)
                 and name not in TORCH_WITHOUT_INPLACE_JVP]


@pytest.mark.parametrize("name,index", INPLACE_CASES, ids=[f"{n}_-{i}" for n, i in INPLACE_CASES])
def test_inplace_jvp_matches_torch(name, index, rng):
    """x.op_(...) on a dual x: its tangent is updated in place, as torch's."""
    sample = SAMPLES[name][index]
    arrays, kwarrays = make_arrays(sample, rng)
    tangents = tangent_arrays(sample, arrays, rng)
    results = []
    for lib, fwad in ((yaten, fwAD), (torch, torch_fwAD)):
        def dual(value, spec, tangent):
            t = convert(lib, value, spec, False)
            if tangent is None or isinstance(tangent, list):
                return t
            tan = lib.tensor(tangent) if lib is yaten else torch.from_numpy(tangent.copy())
            return fwad.make_dual(t, tan)

        with fwad.dual_level():
            args = [dual(v, s, t) for v, s, t in zip(arrays, sample.args, tangents)]
            kwargs = {k: convert(lib, v, sample.kwargs[k], False) for k, v in kwarrays.items()}
            self_tangent = fwad.unpack_dual(args[0]).tangent
            try:
                call_inplace(lib, name, args, kwargs)
            except RuntimeError as e:  # e.g. a broadcast that would resize self
                results.append(type(e))
                continue
            tangent = fwad.unpack_dual(args[0]).tangent
            assert tangent is self_tangent, f"{name}_: self's tangent was replaced, not updated"
            results.append((as_numpy(args[0]), as_numpy(tangent)))
    ours, theirs = results
    if not isinstance(theirs, tuple):
        assert ours == theirs
        return
    np.testing.assert_allclose(ours[0], theirs[0], rtol=1e-6, atol=1e-8, err_msg=name)
    np.testing.assert_allclose(ours[1], theirs[1], rtol=1e-6, atol=1e-8, err_msg=name)


@pytest.mark.parametrize("method,args", [("fill_", (1.5,)), ("zero_", ()), ("uniform_", ()), ("normal_", ()),
                                         ("copy_", ("src",))])
def test_fills_of_duals(method, args, rng):
    """Fills zero the tangent; copy_ takes the source's (zeros when it has none)."""
    for src_has_tangent in (False, True):
        values = {}
        for lib, fwad in ((yaten, fwAD), (torch, torch_fwAD)):
            base = rng.standard_normal((2, 3)) if lib is yaten else values["base"]
            src = rng.standard_normal(3) if lib is yaten else values["src"]
            tan = rng.standard_normal((2, 3)) if lib is yaten else values["tan"]
            src_tan = rng.standard_normal(3) if lib is yaten else values["src_tan"]
            values.update(base=base, src=src, tan=tan, src_tan=src_tan)
            make = (lambda a: lib.tensor(a)) if lib is yaten else (lambda a: torch.from_numpy(a.copy()))
            with fwad.dual_level():
                d = fwad.make_dual(make(base), make(tan))
                s = fwad.make_dual(make(src), make(src_tan)) if src_has_tangent else make(src)
                getattr(d, method)(*[s if a == "src" else a for a in args])
                values[lib.__name__] = as_numpy(fwad.unpack_dual(d).tangent)
        np.testing.assert_allclose(values["yaten"], values["torch"], err_msg=method)
