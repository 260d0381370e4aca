"""Issue 18's op lists against torch 1.13, name by name: each exists where
torch has it (function, Tensor method, in-place method, out=), takes the
keywords and out= forms torch takes; the values of each (an ops.yaml op)
are compared with torch by the generated tests over its op_samples.py
samples. What torch has and yaten lacks is in MISSING, with the reason;
the test fails when that list is wrong either way.
Run as a script to print the findings: python3 tests/python/test_torch_api_audit.py"""
import pytest

import yaten
import yaten.nn.functional as YF

torch = pytest.importorskip("torch")
import torch.nn.functional as TF  # noqa: E402

SORTING = """sort argsort msort topk kthvalue median nanmedian mode unique unique_consecutive searchsorted bucketize
histc histogram bincount count_nonzero aminmax cummax cummin logcumsumexp"""
RANDOM = "multinomial bernoulli normal poisson randperm rand_like randn_like randint_like get_rng_state set_rng_state seed initial_seed"
RANDOM_METHODS = "random_ exponential_ geometric_ log_normal_ cauchy_ bernoulli_ normal_ uniform_"
SHAPE = """unbind roll meshgrid tile repeat_interleave movedim moveaxis swapaxes swapdims unflatten split tensor_split
hsplit vsplit dsplit hstack vstack dstack column_stack row_stack atleast_1d atleast_2d atleast_3d broadcast_to
broadcast_tensors broadcast_shapes diag diagonal diag_embed diagflat trace tril_indices triu_indices rot90 fliplr
flipud as_strided narrow cartesian_prod combinations block_diag cdist dist cross kron vander"""
MATH = """addcmul addcdiv isnan isinf isfinite isposinf isneginf isreal nan_to_num allclose isclose equal clamp_min
clamp_max clip diff logaddexp logaddexp2 xlogy sinc deg2rad rad2deg frac trunc fix copysign nextafter heaviside gcd
lcm float_power true_divide exp2 erfc erfinv lgamma digamma polygamma mvlgamma i0 logit nansum nanmean std_mean
var_mean quantile nanquantile cumulative_trapezoid trapezoid renorm signbit positive negative sgn"""
CONTRACTIONS = "einsum tensordot baddbmm addbmm addmv addr chain_matmul inner vdot"
LINALG = """inv inv_ex det slogdet solve solve_ex solve_triangular cholesky cholesky_ex qr svd svdvals eigh eigvalsh
lstsq pinv matrix_rank matrix_power matrix_norm norm cond lu lu_factor lu_factor_ex lu_solve cross vecdot
householder_product multi_dot vector_norm matrix_exp diagonal"""
TORCH_LINALG_ALIASES = """inverse det logdet slogdet svd cholesky cholesky_solve cholesky_inverse triangular_solve qr lu
lu_solve lu_unpack pinverse matrix_power matrix_exp orgqr"""
SPECIAL = """expit logit erf erfc erfcx erfinv ndtr ndtri log_ndtr i0 i0e i1 i1e xlogy xlog1py gammaln digamma
polygamma multigammaln entr sinc round log1p expm1 exp2 logsumexp softmax log_softmax zeta bessel_j0 bessel_j1"""

# What torch has and yaten lacks, each with why. (kind, namespace, name).
MISSING = {
    # typing names torch's namespace re-exports; no op.
    ("function", "torch", "Callable"): "typing re-export",
    ("function", "torch", "Union"): "typing re-export",
    ("function", "torch", "resize_as_sparse_"): "no sparse tensors",
}


def names(text):
    return text.split()


def functional_aliases():
    """torch.* callables that are also nn.functional's (torch.conv2d, torch.dropout, ...)."""
    return sorted(n for n in dir(TF) if not n.startswith("_") and callable(getattr(TF, n)) and hasattr(torch, n)
                  and callable(getattr(torch, n)) and not isinstance(getattr(torch, n), type))


def inplace_functions():
    """torch.exp_, torch.relu_, ...: top-level in-place functions."""
    return sorted(n for n in dir(torch) if n.endswith("_") and not n.startswith("_") and callable(getattr(torch, n)))


def entries():
    """(kind, namespace, name, torch object, yaten object or None) for every check."""
    spaces = {"torch": (torch, yaten), "linalg": (torch.linalg, yaten.linalg), "special": (torch.special, yaten.special),
              "F": (TF, YF)}
    lists = [("torch", SORTING), ("torch", RANDOM), ("torch", SHAPE), ("torch", MATH), ("torch", CONTRACTIONS),
             ("linalg", LINALG), ("torch", TORCH_LINALG_ALIASES), ("special", SPECIAL)]
    out = []
    for space, text in lists:
        t_mod, y_mod = spaces[space]
        for name in names(text):
            if not hasattr(t_mod, name):
                continue
            out.append(("function", space, name, getattr(t_mod, name), getattr(y_mod, name, None)))
            if space == "torch":
                for kind, attr in (("method", name), ("inplace", name + "_")):
                    if hasattr(torch.Tensor, attr):
                        out.append((kind, space, attr, getattr(torch.Tensor, attr), getattr(yaten.Tensor, attr, None)))
    for name in names(RANDOM_METHODS):
        out.append(("method", "torch", name, getattr(torch.Tensor, name), getattr(yaten.Tensor, name, None)))
    for name in functional_aliases() + inplace_functions():
        out.append(("function", "torch", name, getattr(torch, name), getattr(yaten, name, None)))
    return out


# torch's docstrings and its testing overrides name keywords its parser does
# not take (linalg.lstsq's "A, B", hsplit's "indices_or_sections") and out=
# forms it lacks (rand_like), so keywords and out= are checked by calls that
# torch 1.13 accepts, each made on both libraries.
def _x(lib):
    return lib.tensor([[2.0, 1, 0], [1, 3, 1], [0, 1, 4]])


def _lu(lib):
    return lib.linalg.lu_factor(_x(lib))


def _empties(lib, n):
    return tuple(lib.empty(0) for _ in range(n))


KEYWORD_CALLS = {
    ("keywords", "torch", "swapaxes"): lambda lib: lib.swapaxes(_x(lib), axis0=0, axis1=1),
    ("keywords", "linalg", "lstsq"): lambda lib: lib.linalg.lstsq(input=_x(lib), b=_x(lib)),
    ("out", "torch", "randperm"): lambda lib: lib.randperm(4, out=lib.empty(4, dtype=lib.int64)),
    ("out", "torch", "msort"): lambda lib: lib.msort(_x(lib), out=lib.empty(3, 3)),
    ("out", "torch", "matrix_power"): lambda lib: lib.matrix_power(_x(lib), 2, out=lib.empty(3, 3)),
    ("out", "torch", "svd"): lambda lib: lib.svd(_x(lib), out=_empties(lib, 3)),
    ("out", "torch", "qr"): lambda lib: lib.qr(_x(lib), out=_empties(lib, 2)),
    ("out", "linalg", "qr"): lambda lib: lib.linalg.qr(_x(lib), out=_empties(lib, 2)),
    ("out", "linalg", "lu"): lambda lib: lib.linalg.lu(_x(lib), out=_empties(lib, 3)),
    ("out", "linalg", "lstsq"): None,  # torch 1.13 has none either
    ("out", "torch", "cholesky"): lambda lib: lib.cholesky(_x(lib), out=lib.empty(3, 3)),
    ("out", "torch", "cholesky_solve"): lambda lib: lib.cholesky_solve(_x(lib), lib.eye(3), out=lib.empty(3, 3)),
    ("out", "torch", "cholesky_inverse"): lambda lib: lib.cholesky_inverse(lib.eye(3), out=lib.empty(3, 3)),
    ("out", "torch", "lu_unpack"): lambda lib: lib.lu_unpack(*_lu(lib), out=_empties(lib, 3)),
    ("out", "torch", "triangular_solve"): lambda lib: lib.triangular_solve(_x(lib), _x(lib), out=_empties(lib, 2)),
    ("out", "torch", "lu_solve"): lambda lib: lib.lu_solve(_x(lib), *_lu(lib), out=lib.empty(0)),
}


def call_outcome(call, lib):
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = call(lib)
    except Exception as e:  # noqa: BLE001 - compared between the libraries
        return e
    return result


def findings():
    """{(kind, namespace, name): what is wrong} over every entry and call."""
    found = {}
    for kind, space, name, theirs, ours in entries():
        if ours is None:
            found[(kind, space, name)] = "missing"
    for key, call in KEYWORD_CALLS.items():
        if call is None:
            continue
        theirs, ours = call_outcome(call, torch), call_outcome(call, yaten)
        assert not isinstance(theirs, Exception), (key, theirs)
        if isinstance(ours, Exception):
            found[key] = f"refused: {type(ours).__name__}: {str(ours).splitlines()[0][:80]}"
    return found


def test_every_name_of_issue_18_is_there_or_listed_as_missing():
    found = findings()
    unexpected = {k: v for k, v in found.items() if k not in MISSING}
    stale = [k for k in MISSING if k not in found]
    assert not unexpected, "torch has, yaten lacks (fix, or list in MISSING with why):\n" + "\n".join(
        f"{k}: {v}" for k, v in sorted(unexpected.items()))
    assert not stale, f"listed in MISSING but present now: {stale}"


if __name__ == "__main__":
    for key, what in sorted(findings().items()):
        print(*key, what, sep="\t")
