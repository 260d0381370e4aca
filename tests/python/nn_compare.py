"""Running one module in torch and in yaten on the same weights and inputs:
torch's state_dict copied into yaten's module, outputs and the gradients of
every parameter and input compared (float64, so tolerances stay tight)."""
import numpy as np
import torch

import yaten


def to_yaten(t, requires_grad=False):
    out = yaten.tensor(t.detach().numpy().copy())
    return out.requires_grad_(True) if requires_grad else out


def copy_state(theirs, ours):
    """torch module's parameters and buffers into ours, by name; the names must be the same."""
    their_state = theirs.state_dict()
    assert list(ours.state_dict().keys()) == list(their_state.keys())
    ours.load_state_dict({k: to_yaten(v) for k, v in their_state.items()})


def build_pair(make, train=True):
    """make(torch.nn) and make(yaten.nn) in float64, torch's state copied into yaten's, both in train or eval mode."""
    theirs, ours = make(torch.nn).double(), make(yaten.nn).double()
    copy_state(theirs, ours)
    theirs.train(train)
    ours.train(train)
    return theirs, ours


def flat_tensors(out):
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in flat_tensors(o)]
    return [] if out is None else [out]


def assert_same_run(theirs, ours, inputs, kwargs=None, rtol=1e-7, atol=1e-9, grad_inputs=True, modules=None):
    """forward on both (inputs: numpy arrays or None/other values), then
    backward of a weighted sum of every float output; compares outputs,
    parameter gradients (by name) and input gradients. `modules`: the
    (torch, yaten) modules whose parameters to compare when theirs and ours
    are functions."""
    kwargs = kwargs or {}

    def convert(lib_tensor, a):
        if isinstance(a, np.ndarray):
            t = torch.from_numpy(a.copy()) if lib_tensor is torch else yaten.tensor(a.copy())
            return t.requires_grad_(True) if grad_inputs and a.dtype == np.float64 else t
        if isinstance(a, (tuple, list)):
            return type(a)(convert(lib_tensor, x) for x in a)
        return a

    their_args = [convert(torch, a) for a in inputs]
    our_args = [convert(yaten, a) for a in inputs]
    their_kw = {k: convert(torch, v) for k, v in kwargs.items()}
    our_kw = {k: convert(yaten, v) for k, v in kwargs.items()}
    their_out, our_out = flat_tensors(theirs(*their_args, **their_kw)), flat_tensors(ours(*our_args, **our_kw))
    assert len(their_out) == len(our_out)
    rng = np.random.default_rng(0)
    their_loss, our_loss = 0, 0
    for t, o in zip(their_out, our_out):
        assert tuple(o.shape) == tuple(t.shape)
        np.testing.assert_allclose(o.detach().numpy(), t.detach().numpy(), rtol=rtol, atol=atol)
        if t.dtype.is_floating_point and t.requires_grad:
            w = rng.standard_normal(tuple(t.shape))
            their_loss = their_loss + (t * torch.from_numpy(w)).sum()
            our_loss = our_loss + (o * yaten.tensor(w)).sum()
    their_loss.backward()
    our_loss.backward()
    their_module, our_module = modules or (theirs, ours)
    our_params = dict(our_module.named_parameters())
    for name, p in their_module.named_parameters():
        q = our_params[name]
        if p.grad is None:
            assert q.grad is None or not q.grad.abs().sum().item(), name
            continue
        assert q.grad is not None, f"no gradient for {name}"
        np.testing.assert_allclose(q.grad.numpy(), p.grad.numpy(), rtol=rtol * 10, atol=atol * 10, err_msg=name)
    leaves = [(t, o) for t, o in zip(flat_tensors(their_args), flat_tensors(our_args))
              if isinstance(t, torch.Tensor) and t.requires_grad]
    for t, o in leaves:
        np.testing.assert_allclose(o.grad.numpy(), t.grad.numpy(), rtol=rtol * 10, atol=atol * 10)
    return their_out, our_out
