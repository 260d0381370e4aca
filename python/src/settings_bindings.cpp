#include "python/src/settings_bindings.h"

#include <vector>

#include "python/src/arg_parser.h"
#include "python/src/pybind_casters.h"
#include "python/src/tensor_type.h"
#include "runtime/error.h"
#include "runtime/flush_denormal.h"
#include "runtime/kernels/can_cast.h"
#include "runtime/kernels/common.h"
#include "runtime/scalar.h"
#include "runtime/warning.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

// A Python bool, int or float as the wrapped number the op would make of it.
Tensor operand(py::handle obj) {
  if (is_tensor(obj.ptr())) return tensor_of(obj.ptr());
  if (PyBool_Check(obj.ptr())) return Tensor::wrapped_number(Scalar(obj.ptr() == Py_True));
  if (PyLong_Check(obj.ptr())) {
    int overflow = 0;
    const long long value = PyLong_AsLongLongAndOverflow(obj.ptr(), &overflow);
    YATEN_CHECK(!overflow, "Overflow when unpacking long");
    return Tensor::wrapped_number(Scalar(static_cast<int64_t>(value)));
  }
  return Tensor::wrapped_number(Scalar(obj.cast<double>()));
}

}  // namespace

void init_settings_bindings(py::module_& m) {
  m.def("_set_warn_always", &set_warn_always, py::arg("on"));
  m.def("_get_warn_always", &warn_always);
  m.def("_set_flush_denormal", &set_flush_denormal, py::arg("on"));
  m.def("_result_type", [](const py::list& operands) {
    std::vector<Tensor> tensors;
    for (py::handle obj : operands) tensors.push_back(operand(obj));
    return kernels::result_type(tensors);
  }, "The dtype an op over these tensors and numbers computes in (Python numbers as wrapped numbers).");
  m.def("_can_cast", &kernels::can_cast, py::arg("from_"), py::arg("to"));
}

}  // namespace yaten::python
