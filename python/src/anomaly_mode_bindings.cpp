// See anomaly_mode_bindings.h.
#include "python/src/anomaly_mode_bindings.h"

#include <string>

#include "autograd/anomaly_mode.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

// traceback.format_stack() joined, as PyTorch records it: one "  File ...,
// line N, in f" entry and its source line per frame, innermost last. Nodes
// may be created while an op runs without the interpreter lock.
std::string current_python_stack() {
  py::gil_scoped_acquire gil;
  std::string text;
  for (const py::handle frame : py::module_::import("traceback").attr("format_stack")()) text += frame.cast<std::string>();
  return text;
}

// A UserWarning attributed to the Python code that called into yaten. When
// a warnings filter makes it an error, it is printed and the backward's own
// error still propagates, as in PyTorch.
void warn_user(const std::string& message) {
  py::gil_scoped_acquire gil;
  if (PyErr_WarnEx(PyExc_UserWarning, message.c_str(), 1) < 0) PyErr_Print();
}

}  // namespace

void init_anomaly_mode(py::module_& m) {
  namespace ag = yaten::autograd;
  ag::set_anomaly_reporter({current_python_stack, warn_user});
  m.def("is_anomaly_enabled", &ag::AnomalyMode::is_enabled, "Whether backward checks for anomalies (NaN gradients).");
  m.def("is_anomaly_check_nan_enabled", &ag::AnomalyMode::should_check_nan);
  m.def("set_anomaly_enabled", &ag::AnomalyMode::set_enabled, py::arg("enabled"), py::arg("check_nan") = true);
}

}  // namespace yaten::python
