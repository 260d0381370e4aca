// Forward-mode AD through custom Functions: Function.apply calls the
// class's jvp(ctx, *tangents) right after forward, as PyTorch does.
#pragma once

#include <Python.h>

#include <vector>

#include "runtime/tensor.h"

namespace yaten::python {

// When a dual level is active and some tensor argument has a tangent, calls
// ctx.apply_jvp with one tangent per forward argument (None for
// non-tensors; zeros for tensors without one unless materialization is
// off) with forward AD disabled, and gives each differentiable tensor
// output (even one marked non-differentiable, as torch) its returned tangent. An input modified in place (`dirty`) must
// have had its tangent updated in place.
// raw_outputs: what forward returned; outputs: what apply returns.
void process_forward_ad(PyObject* ctx, PyObject* args, PyObject* raw_outputs, PyObject* outputs,
                        const std::vector<const TensorImpl*>& dirty);

}  // namespace yaten::python
