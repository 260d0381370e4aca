"""torch's deprecated Python signatures (ops.yaml's `deprecated_signatures`), which older
scripts and optimizers still call: `p.data.add_(-lr, grad)`, `exp_avg_sq.addcmul_(1 - beta2,
grad, grad)`, `torch.addmm(beta, M, alpha, m1, m2)`. Values against torch in every form
(function, method, in-place, out=), torch's one warning per process, and the TypeError
listings that leave them out."""
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")


def _operands(lib):
    counter = iter(range(1, 100))

    def r(*shape):  # the same values in both libraries
        n = int(np.prod(shape))
        return lib.tensor(np.sin(np.arange(n) * 1.3 + next(counter)).reshape(shape))

    return {"v3": r(3), "w3": r(3), "m23": r(2, 3), "m34": r(3, 4), "m24": r(2, 4), "b234": r(5, 2, 3),
            "b245": r(5, 3, 4), "v4": r(4), "v2": r(2), "e24": r(5, 2, 4)}


# (name, how the deprecated form is called with the operands t of one library)
CALLS = [
    ("add", lambda lib, t: lib.add(t["v3"], 2, t["w3"])),
    ("add method", lambda lib, t: t["v3"].add(-0.5, t["w3"])),
    ("add_", lambda lib, t: t["v3"].clone().add_(-0.01, t["w3"])),
    ("add out", lambda lib, t: lib.add(t["v3"], 3, t["w3"], out=lib.zeros(3, dtype=lib.float64))),
    ("add number other", lambda lib, t: lib.add(t["v3"], 2, 5)),
    ("sub", lambda lib, t: lib.sub(t["v3"], 2, t["w3"])),
    ("sub_", lambda lib, t: t["v3"].clone().sub_(0.5, t["w3"])),
    ("addcmul", lambda lib, t: lib.addcmul(t["v3"], 0.5, t["w3"], t["w3"])),
    ("addcmul_", lambda lib, t: t["v3"].clone().mul_(0.9).addcmul_(1 - 0.9, t["w3"], t["w3"])),
    ("addcdiv_", lambda lib, t: t["v3"].clone().addcdiv_(-0.1, t["w3"], t["w3"].abs() + 1)),
    ("addcdiv out", lambda lib, t: lib.addcdiv(t["v3"], 2, t["w3"], t["v3"] + 3, out=lib.empty(0, dtype=lib.float64))),
    ("addmm", lambda lib, t: lib.addmm(0.5, t["m24"], 2, t["m23"], t["m34"])),
    ("addmm without alpha", lambda lib, t: lib.addmm(0.5, t["m24"], t["m23"], t["m34"])),
    ("addmm method", lambda lib, t: t["m24"].addmm(3, -1, t["m23"], t["m34"])),
    ("addmv", lambda lib, t: lib.addmv(2, t["v2"], 3, t["m23"], t["v3"])),
    ("addmv_", lambda lib, t: t["v2"].clone().addmv_(2, t["m23"], t["v3"])),
    ("addr", lambda lib, t: lib.addr(0.5, t["m23"], 2, t["v2"], t["v3"])),
    ("addr method", lambda lib, t: t["m23"].addr(1.5, t["v2"], t["w3"])),
    ("baddbmm", lambda lib, t: lib.baddbmm(0.5, t["e24"], 2, t["b234"], t["b245"])),
    ("baddbmm_", lambda lib, t: t["e24"].clone().baddbmm_(0.5, t["b234"], t["b245"])),
    ("addbmm", lambda lib, t: lib.addbmm(2, t["m24"], 0.5, t["b234"], t["b245"])),
    ("addbmm out", lambda lib, t: lib.addbmm(2, t["m24"], t["b234"], t["b245"], out=lib.empty(2, 4, dtype=lib.float64))),
]


@pytest.mark.parametrize("name, call", CALLS, ids=[c[0] for c in CALLS])
def test_deprecated_signature_computes_as_torch(name, call):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ours, theirs = call(yaten, _operands(yaten)), call(torch, _operands(torch))
    assert str(ours.dtype) == str(theirs.dtype).replace("torch.", "yaten.") and tuple(ours.shape) == tuple(theirs.shape)
    np.testing.assert_allclose(ours.numpy(), theirs.numpy(), rtol=1e-12, atol=1e-12)


def test_deprecated_in_place_form_writes_into_self_and_keeps_the_graph():
    # The old optimizers' momentum update, on a leaf's .data and on a graph.
    p = yaten.ones(3, requires_grad=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        data = p.data
        assert data.add_(-0.5, yaten.full((3,), 2.0)) is data
        y = (p * 2).add(3, p)
    np.testing.assert_allclose(p.detach().numpy(), [0.0, 0.0, 0.0])
    y.sum().backward()
    np.testing.assert_allclose(p.grad.numpy(), [5.0, 5.0, 5.0])


def _warnings_in_fresh_process(lib, source):
    code = textwrap.dedent(f"""
        import warnings
        import {lib} as torch
        warnings.simplefilter("always")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
    """) + textwrap.indent(textwrap.dedent(source), "    ") + textwrap.dedent("""
        for w in caught:
            print(w.category.__name__, repr(str(w.message).split(" (Triggered internally at")[0]))
    """)
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    return run.stdout.replace("yaten.", "torch.")


@pytest.mark.parametrize("source", [
    # One warning in the process for all of them, naming the first one used, as torch's TORCH_WARN_ONCE.
    """
    x, g = torch.ones(3), torch.ones(3)
    x.add_(2, g); x.add_(2, g); torch.sub(x, 1, g); x.addcmul_(0.5, g, g)
    """,
    """
    m = torch.ones(2, 2)
    torch.addmm(1, m, m, m, out=torch.empty(2, 2)); m.addmm(1, 2, m, m)
    """,
    """
    torch.ones(3).addcdiv(0.5, torch.ones(3), torch.ones(3))
    """,
])
def test_deprecated_signature_warns_once_in_torchs_words(source):
    assert _warnings_in_fresh_process("yaten", source) == _warnings_in_fresh_process("torch", source)


@pytest.mark.parametrize("call", [
    lambda lib, x: x.add_(2, x, 3),
    lambda lib, x: lib.add(x, "a", x),
    lambda lib, x: lib.addmm(1, x, 2, x),
    lambda lib, x: x.addcmul_(x, 0.5, x),
])
def test_refusals_list_only_the_current_signatures(call):
    # torch hides its deprecated signatures from its TypeError's listing.
    with pytest.raises(TypeError) as ours:
        call(yaten, yaten.ones(2, 2))
    with pytest.raises(TypeError) as theirs:
        call(torch, torch.ones(2, 2))
    assert str(ours.value).replace("yaten.", "torch.") == str(theirs.value)
    assert "alpha, Tensor" not in str(ours.value)
