"""gradcheck and gradgradcheck: the analytical Jacobian (autograd) against
central finite differences, column by column, with PyTorch's parameters,
checks and messages. A mismatch names the output, the input and the first
element that disagrees."""
import warnings
from itertools import product

import yaten

__all__ = ["gradcheck", "gradgradcheck", "GradcheckError"]


class GradcheckError(RuntimeError):
    """Error raised by gradcheck and gradgradcheck."""


def _is_tensor(x):
    return isinstance(x, yaten.Tensor)


def _is_float_tensor(x):
    return _is_tensor(x) and x.dtype.is_floating_point


def _as_tuple(x):
    if isinstance(x, tuple):
        return x
    if isinstance(x, list):
        return tuple(x)
    return (x,)


def _iter_tensors(x, only_requiring_grad=False):
    if _is_tensor(x):
        if x.requires_grad or not only_requiring_grad:
            yield x
    elif isinstance(x, (list, tuple)):
        for elem in x:
            yield from _iter_tensors(elem, only_requiring_grad)


def _differentiable_outputs(x):
    return tuple(o for o in _as_tuple(x) if o.requires_grad)


def _allclose(a, b, rtol, atol):
    if a.dtype != b.dtype:
        b = b.to(a.dtype)
    return bool(((a - b).abs() <= atol + rtol * b.abs()).all())


def _unravel(flat, shape):
    index = []
    for size in reversed(tuple(shape)):
        index.append(flat % size)
        flat //= size
    return tuple(reversed(index))


def _first_mismatch(analytical, numerical, rtol, atol, input_shape, output_shape):
    """(input element, output element, analytical value, numerical value) of the
    first entry of the Jacobians (rows: input elements) that disagrees."""
    close = (analytical - numerical.to(analytical.dtype)).abs() <= atol + rtol * numerical.abs()
    bad = yaten.logical_not(close).to(yaten.int64)  # NaN counts as a mismatch
    flat = int(bad.reshape(-1).argmax())
    row, col = divmod(flat, max(analytical.shape[1], 1))
    return (_unravel(row, input_shape), _unravel(col, output_shape),
            float(analytical[row, col]), float(numerical[row, col]))


def _notallclose_msg(analytical, numerical, output_idx, input_idx, rtol, atol, input_shape, output_shape,
                     is_forward_ad=False):
    mode = "computed with forward mode " if is_forward_ad else ""
    msg = ("Jacobian %smismatch for output %d with respect to input %d,\nnumerical:%s\nanalytical:%s\n"
           % (mode, output_idx, input_idx, numerical, analytical))
    i_elem, o_elem, a, n = _first_mismatch(analytical, numerical, rtol, atol, input_shape, output_shape)
    return msg + ("first mismatch: d output %d%s / d input %d%s is %r analytically but %r numerically\n"
                  % (output_idx, list(o_elem), input_idx, list(i_elem), a, n))


# Finite differences -----------------------------------------------------------

def _numerical_columns(fn, inputs, input_idx, eps):
    """For each element of inputs[input_idx] (perturbed in place through
    .data, so fn sees the very tensor it was given), the central difference
    of every floating output of fn, flattened. Returns {output index: [columns]}."""
    target = inputs[input_idx].data
    columns = {}
    for idx in product(*[range(m) for m in target.shape]):
        entry = target[idx] if idx else target
        orig = entry.item()
        entry.fill_(orig - eps)
        outa = _call_detached(fn, inputs)
        entry.fill_(orig + eps)
        outb = _call_detached(fn, inputs)
        entry.fill_(orig)
        for k, (a, b) in enumerate(zip(outa, outb)):
            if not _is_float_tensor(a):
                continue
            if a.shape != b.shape:
                raise AssertionError(f"Expected `func` to return outputs with the same shape when inputs are "
                                     f"perturbed on index {idx} by {eps}, but got: shapes {a.shape} and {b.shape}.")
            if a.dtype != b.dtype:
                raise AssertionError(f"Expected `func` to return outputs with the same dtype when inputs are "
                                     f"perturbed on index {idx} by {eps}, but got: dtypes {a.dtype} and {b.dtype}.")
            columns.setdefault(k, []).append(((b - a) / (2 * eps)).reshape(-1))
    return columns


def _call_detached(fn, inputs):
    return tuple(o.detach().clone() if _is_tensor(o) else o for o in _as_tuple(fn(*inputs)))


def _numerical_jacobians(fn, inputs, func_out, eps):
    """jacobians[i][k]: d output k / d (i-th input requiring grad), shape
    (input numel, output numel); only floating outputs get one."""
    jacobians = []
    for input_idx, inp in enumerate(inputs):
        if not (_is_tensor(inp) and inp.requires_grad):
            continue
        columns = _numerical_columns(fn, inputs, input_idx, eps)
        per_output = []
        for k, o in enumerate(func_out):
            if not _is_float_tensor(o):
                continue
            if inp.numel() == 0 or k not in columns:
                per_output.append(yaten.zeros((inp.numel(), o.numel()), dtype=o.dtype))
            else:
                per_output.append(yaten.stack(columns[k], 0))
        jacobians.append(per_output)
    return jacobians


# Analytical Jacobians ----------------------------------------------------------

def _analytical_rows(output, diff_inputs):
    """rows[i][j]: the gradient of output element j reaching diff_inputs[i] (or None)."""
    rows = [[] for _ in diff_inputs]
    flat_grad = yaten.zeros((output.numel(),), dtype=output.dtype)
    for j in range(output.numel()):
        flat_grad.zero_()
        flat_grad[j] = 1.0
        grads = yaten.autograd.grad(output, diff_inputs, flat_grad.reshape(output.shape).clone(),
                                    retain_graph=True, allow_unused=True)
        for i, g in enumerate(grads):
            rows[i].append(None if g is None else g.clone())
    return rows


def _stack_rows(rows, diff_inputs, output):
    jacobians, sizes_ok, types_ok = [], True, True
    for inp, row in zip(diff_inputs, rows):
        cols = []
        for g in row:
            if g is not None and tuple(g.shape) != tuple(inp.shape):
                sizes_ok = False
            elif g is not None and g.dtype != inp.dtype:
                types_ok = False
            if g is None or tuple(g.shape) != tuple(inp.shape):
                cols.append(yaten.zeros((inp.numel(),), dtype=inp.dtype))
            else:
                cols.append(g.reshape(-1).to(inp.dtype))
        if cols:
            jacobians.append(yaten.stack(cols, 1))
        else:
            jacobians.append(yaten.zeros((inp.numel(), 0), dtype=inp.dtype))
    return jacobians, sizes_ok, types_ok


def _analytical_jacobians(inputs, output, nondet_tol, check_grad_dtypes):
    diff_inputs = list(_iter_tensors(inputs, True))
    jacobians, sizes_ok, types_ok = _stack_rows(_analytical_rows(output, diff_inputs), diff_inputs, output)
    again, _, _ = _stack_rows(_analytical_rows(output, diff_inputs), diff_inputs, output)
    reentrant = all(j1.numel() == 0 or float((j1 - j2).abs().max()) <= nondet_tol
                    for j1, j2 in zip(jacobians, again))
    if not types_ok and check_grad_dtypes:
        raise GradcheckError("Gradient has dtype mismatch")
    if not sizes_ok:
        raise GradcheckError("Analytical gradient has incorrect size")
    if not reentrant:
        raise GradcheckError("Backward is not reentrant, i.e., running backward with same input and grad_output "
                             "multiple times gives different values, although analytical gradient matches "
                             f"numerical gradient.The tolerance for nondeterminism was {nondet_tol}.")
    return jacobians


def _forward_ad_jacobians(fn, inputs, func_out, check_grad_dtypes):
    """jacobians[i][k] for the i-th input requiring grad and the k-th floating
    output, column by column through dual tensors."""
    from yaten.autograd import forward_ad as fwAD

    float_outputs = [o for o in func_out if _is_float_tensor(o)]
    jacobians = []
    with fwAD.dual_level():
        tangents, dual_inputs = [], []
        for inp in inputs:
            if _is_tensor(inp) and inp.requires_grad:
                inp = fwAD.make_dual(inp.detach(), yaten.zeros_like(inp))
                tangents.append(fwAD.unpack_dual(inp)[1])
            dual_inputs.append(inp)
        for tangent in tangents:
            cols = [[] for _ in float_outputs]
            for idx in product(*[range(m) for m in tangent.shape]):
                entry = tangent[idx] if idx else tangent
                entry.fill_(1.0)
                outs = [o for o in _as_tuple(fn(*dual_inputs)) if _is_float_tensor(o)]
                for k, d_o in enumerate(outs):
                    _, res = fwAD.unpack_dual(d_o)
                    if res is None:
                        cols[k].append(yaten.zeros((d_o.numel(),), dtype=d_o.dtype))
                    else:
                        if check_grad_dtypes and res.dtype != d_o.dtype:
                            raise GradcheckError("Forward AD gradient has dtype mismatch.")
                        cols[k].append(res.reshape(-1).clone())
                entry.fill_(0.0)
            jacobians.append([yaten.stack(c, 0) if c else yaten.zeros((0, o.numel()), dtype=o.dtype)
                              for c, o in zip(cols, float_outputs)])
    return jacobians


# The checks ----------------------------------------------------------------

def _check_inputs(tupled_inputs):
    any_requiring_grad = False
    for idx, inp in enumerate(tupled_inputs):
        if _is_tensor(inp) and inp.requires_grad:
            if inp.dtype != yaten.float64:
                warnings.warn(f"Input #{idx} requires gradient and is not a double precision floating point or "
                              "complex. This check will likely fail if all the inputs are not of double precision "
                              "floating point or complex. ")
            if not all(st > 0 or sz <= 1 for st, sz in zip(inp.stride(), inp.shape)):
                raise RuntimeError(f"The {idx}th input has a dimension with stride 0. gradcheck only supports inputs "
                                   "that are non-overlapping to be able to compute the numerical gradients "
                                   "correctly. You should call .contiguous on the input before passing it to "
                                   "gradcheck.")
            any_requiring_grad = True
            inp.retain_grad()
    if not any_requiring_grad:
        raise ValueError("gradcheck expects at least one input tensor to require gradient, but none of the them "
                         "have requires_grad=True.")


def _check_no_differentiable_outputs(func, inputs, func_out, eps):
    for per_output in _numerical_jacobians(func, inputs, func_out, eps):
        for jacobian in per_output:
            if bool((jacobian != 0).any()):
                raise GradcheckError("Numerical gradient for function expected to be zero")
    return True


def _slow_gradcheck(func, func_out, inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol,
                    use_forward_ad=False):
    func_out = _as_tuple(func_out)
    if not outputs:
        return _check_no_differentiable_outputs(func, inputs, func_out, eps)
    diff_inputs = list(_iter_tensors(inputs, True))
    # numerical[j][i]: output i (differentiable only) with respect to input j.
    float_out = [o for o in func_out if _is_float_tensor(o)]
    numerical = [[n for o, n in zip(float_out, per_input) if o.requires_grad]
                 for per_input in _numerical_jacobians(func, inputs, func_out, eps)]
    if use_forward_ad:
        analytical = _forward_ad_jacobians(func, inputs, func_out, check_grad_dtypes)
        for j, per_input in enumerate(numerical):
            analytical_j = [a for o, a in zip(float_out, analytical[j]) if o.requires_grad]
            for i, (a, n) in enumerate(zip(analytical_j, per_input)):
                if not _allclose(a, n, rtol, atol):
                    raise GradcheckError(_notallclose_msg(a, n, i, j, rtol, atol, diff_inputs[j].shape,
                                                          outputs[i].shape, is_forward_ad=True))
        return True
    # The numerical pass wrote into the inputs (bumping their version): the
    # analytical pass differentiates a fresh forward.
    outputs = _differentiable_outputs(func(*inputs))
    for i, o in enumerate(outputs):
        analytical = _analytical_jacobians(inputs, o, nondet_tol, check_grad_dtypes)
        for j, a in enumerate(analytical):
            n = numerical[j][i]
            if not _allclose(a, n, rtol, atol):
                raise GradcheckError(_notallclose_msg(a, n, i, j, rtol, atol, diff_inputs[j].shape, o.shape))
    return True


def _test_backward_mul_by_grad_output(outputs, inputs):
    diff_inputs = list(_iter_tensors(inputs, True))
    if not diff_inputs:
        raise GradcheckError("no Tensors requiring grad found in input")
    grads = yaten.autograd.grad(outputs, diff_inputs, [yaten.zeros_like(o) for o in outputs], allow_unused=True)
    for gi, di in zip(grads, diff_inputs):
        if gi is None:
            continue
        if not bool((gi == 0).all()):
            raise GradcheckError("backward not multiplied by grad_output")
        if gi.dtype != di.dtype:
            raise GradcheckError("grad is incorrect type")
        if tuple(gi.shape) != tuple(di.shape):
            raise GradcheckError("grad is incorrect size")
    return True


def _warn_undefined_grad_bc():
    warnings.warn("Backwards compatibility: New undefined gradient support checking feature is enabled by default, "
                  "but it may break existing callers of this function. If this is true for you, you can call this "
                  'function with "check_undefined_grad=False" to disable the feature')


def _test_undefined_backward_mode(func, outputs, inputs):
    diff_inputs = list(_iter_tensors(inputs, True))
    if not diff_inputs:
        raise GradcheckError("no Tensors requiring grad found in input")

    def check(outputs_to_check):
        try:
            grads = yaten.autograd.grad(outputs_to_check, diff_inputs,
                                        [yaten.zeros_like(o) for o in outputs_to_check], allow_unused=True)
        except RuntimeError:
            _warn_undefined_grad_bc()
            raise GradcheckError('Expected backward function to handle undefined output grads. Please look at '
                                 '"Notes about undefined output gradients" in "tools/autograd/derivatives.yaml"')
        for gi in grads:
            if gi is not None and not bool((gi == 0).all()):
                _warn_undefined_grad_bc()
                raise GradcheckError('Expected all input grads to be undefined or zero when all output grads are '
                                     'undefined or zero. Please look at "Notes about undefined output gradients" '
                                     'in "tools/autograd/derivatives.yaml"')
        return True

    undefined = yaten._C._undefined_grad
    to_check = [[undefined(o) for o in _differentiable_outputs(func(*inputs))]]
    if len(to_check[0]) > 1:
        for undef_idx in range(len(outputs)):
            outs = _differentiable_outputs(func(*inputs))
            to_check.append([undefined(o) if k == undef_idx else o for k, o in enumerate(outs)])
    return all(check(outs) for outs in to_check)


def _test_undefined_forward_mode(func, inputs):
    """A zero tangent given explicitly and no tangent at all give the same result."""
    from yaten.autograd import forward_ad as fwAD

    with fwAD.dual_level():
        dual_inputs, indices = [], []
        for i, inp in enumerate(inputs):
            if _is_tensor(inp) and inp.requires_grad:
                inp = fwAD.make_dual(inp.detach(), yaten.rand(tuple(inp.shape), dtype=inp.dtype))
                indices.append(i)
            dual_inputs.append(inp)
        for idx in indices:
            kept = dual_inputs[idx]
            dual_inputs[idx] = fwAD.make_dual(inputs[idx].detach(), yaten.zeros_like(inputs[idx]))
            outs1 = [o for o in _as_tuple(func(*dual_inputs)) if _is_float_tensor(o)]
            dual_inputs[idx] = inputs[idx].detach()
            outs2 = [o for o in _as_tuple(func(*dual_inputs)) if _is_float_tensor(o)]
            dual_inputs[idx] = kept
            for index_o, (o1, o2) in enumerate(zip(outs1, outs2)):
                res1, res2 = fwAD.unpack_dual(o1)[1], fwAD.unpack_dual(o2)[1]
                if res1 is not None and res2 is not None and not _allclose(res1, res2, 1e-5, 1e-8):
                    raise GradcheckError(f"Mismatch in tangent values for output with index: {index_o} when input: "
                                         f"{inputs[idx]} has an undefined tangent value.  Got: {res1} but "
                                         f"expected: {res2}")
    return True


def gradcheck(func, inputs, *, eps=1e-6, atol=1e-5, rtol=1e-3, raise_exception=True, check_sparse_nnz=False,
              nondet_tol=0.0, check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
              check_batched_forward_grad=False, check_forward_ad=False, check_backward_ad=True, fast_mode=False):
    """Checks the gradients of func at inputs (the floating tensors with
    requires_grad=True) against central finite differences: True when every
    Jacobian entry satisfies |analytical - numerical| <= atol + rtol * |numerical|.
    Otherwise raises GradcheckError naming the output, input and element
    (or returns False when raise_exception=False).

    fast_mode runs the full check (every Jacobian entry), which is stricter
    than PyTorch's random projection. Batched (vmap) checks are not supported.
    """
    assert check_forward_ad or check_backward_ad, \
        "Expected at least one of check_forward_ad or check_backward_ad to be True"
    assert not (check_batched_grad and not check_backward_ad), \
        "Setting check_batched_grad=True requires check_backward_ad to be True"
    assert not (check_batched_forward_grad and not check_forward_ad), \
        "Setting check_batched_forward_grad=True requires check_forward_ad to be True"
    if check_batched_grad or check_batched_forward_grad:
        raise NotImplementedError("gradcheck: yaten has no vmap, so check_batched_grad and "
                                  "check_batched_forward_grad are not supported")
    try:
        return _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad,
                                 check_grad_dtypes, check_forward_ad, check_backward_ad)
    except GradcheckError:
        if raise_exception:
            raise
        return False


def _gradcheck_helper(func, inputs, eps, atol, rtol, nondet_tol, check_undefined_grad, check_grad_dtypes,
                      check_forward_ad, check_backward_ad):
    tupled_inputs = _as_tuple(inputs)
    _check_inputs(tupled_inputs)
    func_out = func(*tupled_inputs)
    outputs = _differentiable_outputs(func_out)
    if check_backward_ad:
        _slow_gradcheck(func, func_out, tupled_inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol)
    if check_forward_ad:
        _slow_gradcheck(func, func_out, tupled_inputs, outputs, eps, rtol, atol, check_grad_dtypes, nondet_tol,
                        use_forward_ad=True)
        if check_undefined_grad:
            _test_undefined_forward_mode(func, tupled_inputs)
    if not check_backward_ad:
        return True
    outputs = _differentiable_outputs(func(*tupled_inputs))
    _test_backward_mul_by_grad_output(outputs, tupled_inputs)
    if check_undefined_grad:
        _test_undefined_backward_mode(func, outputs, tupled_inputs)
    return True


def _random_grad_output(x):
    """Uniform in [-1, 1), like torch.testing.make_tensor(low=-1, high=1)."""
    dtype = x.dtype if x.dtype.is_floating_point else yaten.float64
    return (yaten.rand(tuple(x.shape), dtype=dtype) * 2 - 1).requires_grad_(True)


def gradgradcheck(func, inputs, grad_outputs=None, *, eps=1e-6, atol=1e-5, rtol=1e-3,
                  gen_non_contig_grad_outputs=False, raise_exception=True, nondet_tol=0.0,
                  check_undefined_grad=True, check_grad_dtypes=False, check_batched_grad=False,
                  check_fwd_over_rev=False, check_rev_over_rev=True, fast_mode=False):
    """Checks the gradients of the gradients of func: gradcheck of the
    function (inputs, grad_outputs) -> autograd.grad(func(inputs), inputs,
    grad_outputs, create_graph=True). grad_outputs default to random tensors
    in [-1, 1) that require grad."""
    assert check_fwd_over_rev or check_rev_over_rev, \
        "Expected at least one of check_fwd_over_rev or check_rev_over_rev to be True"
    assert not (check_undefined_grad and not check_rev_over_rev), \
        "Setting check_undefined_grad=True requires check_rev_over_rev to be True"
    assert not (check_batched_grad and not check_rev_over_rev), \
        "Setting check_batched_grad=True requires check_rev_over_rev to be True"
    tupled_inputs = _as_tuple(inputs)
    if grad_outputs is None:
        outputs = _differentiable_outputs(func(*tupled_inputs))
        tupled_grad_outputs = tuple(_random_grad_output(x) for x in outputs)
        if gen_non_contig_grad_outputs:
            tupled_grad_outputs = tuple(_noncontiguous(g) for g in tupled_grad_outputs)
    else:
        tupled_grad_outputs = _as_tuple(grad_outputs)
    num_outputs = len(tupled_grad_outputs)
    diff_input_indices = {i for i, x in enumerate(tupled_inputs) if _is_tensor(x) and x.requires_grad}
    diff_grad_output_indices = {i for i, x in enumerate(tupled_grad_outputs) if x.requires_grad}

    def new_func(*args):
        input_args = tuple(x.requires_grad_() if i in diff_input_indices else x
                           for i, x in enumerate(args[:-num_outputs]))
        outputs = _differentiable_outputs(func(*input_args))
        grad_outs = tuple(x.requires_grad_() if i in diff_grad_output_indices else x
                          for i, x in enumerate(args[-num_outputs:]))
        diff_input_args = tuple(x for i, x in enumerate(input_args) if i in diff_input_indices)
        grad_inputs = yaten.autograd.grad(outputs, diff_input_args, grad_outs, create_graph=True, allow_unused=True)
        return tuple(g for g in grad_inputs if g is not None)

    return gradcheck(new_func, tupled_inputs + tupled_grad_outputs, eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception, nondet_tol=nondet_tol,
                     check_undefined_grad=check_undefined_grad, check_grad_dtypes=check_grad_dtypes,
                     check_batched_grad=check_batched_grad, fast_mode=fast_mode,
                     check_forward_ad=check_fwd_over_rev, check_backward_ad=check_rev_over_rev)


def _noncontiguous(t):
    """The same values in memory with gaps (every other element of a wider tensor)."""
    if t.numel() <= 1:
        return t
    wide = yaten.zeros(tuple(t.shape[:-1]) + (2 * t.shape[-1],), dtype=t.dtype)
    view = yaten._C._internal.slice(wide, t.dim() - 1, 0, None, 2)
    view.copy_(t.detach())
    return view.requires_grad_(t.requires_grad)

