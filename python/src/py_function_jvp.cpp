// Function.jvp: the forward-mode half of Function.apply.
#include "python/src/py_function_jvp.h"

#include <algorithm>

#include "autograd/forward_ad.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/zeros_like.h"
#include "python/src/py_function.h"
#include "python/src/tensor_type.h"
#include "python/src/wrap.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

bool contains(const std::vector<const TensorImpl*>& impls, const TensorImpl* impl) {
  return std::find(impls.begin(), impls.end(), impl) != impls.end();
}

// One tangent per forward argument; none at all when no tensor has one.
py::object input_tangents(PyObject* args, bool materialize) {
  const Py_ssize_t n = PyTuple_GET_SIZE(args);
  py::tuple tangents(n);
  bool any = false;
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* arg = PyTuple_GET_ITEM(args, i);
    Tensor tangent;
    if (is_tensor(arg)) {
      const Tensor& t = tensor_of(arg);
      tangent = autograd::tangent_of(t);
      any = any || tangent.defined();
      if (!tangent.defined() && materialize && is_floating(t.dtype())) tangent = yaten::zeros_like(t, std::nullopt, false);
    }
    PyObject* wrapped = wrap_tensor(std::move(tangent));
    if (!wrapped) throw py::error_already_set();
    PyTuple_SET_ITEM(tangents.ptr(), i, wrapped);
  }
  return any ? py::object(std::move(tangents)) : py::object();
}

// `raw` is what forward returned, `out` what apply returns (an alias of
// raw when raw is an input).
void set_output_tangent(const Tensor& raw, const Tensor& out, PyObject* given, Py_ssize_t i, bool is_dirty,
                        const std::vector<Tensor>& input_tangents) {
  YATEN_CHECK_TYPE(is_tensor(given), "jvp: expected a Tensor or None as the forward gradient of output ", i, ", but got ",
                   Py_TYPE(given)->tp_name);
  const Tensor& tangent = tensor_of(given);
  YATEN_CHECK(tangent.sizes() == out.sizes(),
              "Trying to set a forward gradient that has a different size than that of the original Tensor, this is "
              "not supported. Tensor is of size ", shape_str(out.sizes()), " while the given forward gradient is of size ",
              shape_str(tangent.sizes()), ".");
  if (is_dirty) {
    Tensor current = autograd::tangent_of(raw);
    if (current.defined()) {
      YATEN_CHECK(current.is_same(tangent),
                  "An inplace custom Function is not modifying the forward mode gradients inplace. If the forward is "
                  "modifying an input inplace, then the jvp function must modify the corresponding gradient inplace.");
      if (!out.is_same(raw)) autograd::set_tangent(out, current);
      return;
    }
    autograd::set_tangent(raw, tangent);
    if (!out.is_same(raw)) autograd::set_tangent(out, tangent);
    return;
  }
  Tensor own = tangent;
  for (const Tensor& t : input_tangents) {
    if (t.defined() && own.is_same(t)) own = yaten::clone(own);  // an output must not share an input's tangent
  }
  autograd::set_tangent(out, own);
}

}  // namespace

void process_forward_ad(PyObject* ctx, PyObject* args, PyObject* raw_outputs, PyObject* outputs,
                        const std::vector<const TensorImpl*>& dirty) {
  if (!autograd::forward_ad_enabled()) return;
  autograd::ForwardADGuard no_forward;
  py::object tangents = input_tangents(args, reinterpret_cast<PyFunction*>(ctx)->materialize_grads);
  if (!tangents) return;
  static PyObject* apply_jvp_name = PyUnicode_InternFromString("apply_jvp");
  py::object jvp = py::reinterpret_steal<py::object>(PyObject_GetAttr(ctx, apply_jvp_name));
  if (!jvp) throw py::error_already_set();
  py::object result = py::reinterpret_steal<py::object>(PyObject_Call(jvp.ptr(), tangents.ptr(), nullptr));
  if (!result) throw py::error_already_set();
  if (!PyTuple_Check(result.ptr())) result = py::make_tuple(result);
  const Py_ssize_t n = PyTuple_GET_SIZE(outputs);
  YATEN_CHECK(PyTuple_GET_SIZE(result.ptr()) == n, "Function's jvp returned an invalid number of forward gradients (expected ",
              n, " but got ", PyTuple_GET_SIZE(result.ptr()), ")");
  std::vector<Tensor> given;
  for (py::handle t : tangents) given.push_back(is_tensor(t.ptr()) ? tensor_of(t.ptr()) : Tensor());
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* out = PyTuple_GET_ITEM(outputs, i);
    PyObject* tangent = PyTuple_GET_ITEM(result.ptr(), i);
    if (!is_tensor(out) || tangent == Py_None) continue;
    const Tensor& t = tensor_of(out);
    if (!is_floating(t.dtype())) continue;  // marked non-differentiable or not, as torch
    const Tensor& raw = tensor_of(PyTuple_GET_ITEM(raw_outputs, i));
    set_output_tangent(raw, t, tangent, i, contains(dirty, raw.impl()), given);
  }
}

}  // namespace yaten::python
