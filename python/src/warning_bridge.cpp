#include "python/src/warning_bridge.h"

#include <Python.h>

#include <cstdio>
#include <string>

#include "python/src/arg_parser.h"
#include "runtime/warning.h"

namespace yaten::python {
namespace {

// Runs on the thread that warns, with or without the GIL (a long kernel runs
// without it): takes it for the warning only. A thread Python never ran on
// (the kernels' pool) has no caller to raise in, an interpreter shutting down
// runs no warnings machinery, and a thread with a Python error already
// pending must not start another: these print instead.
void python_warning(WarningCategory category, const std::string& message) {
  const char* kind = category == WarningCategory::Deprecation ? "DeprecationWarning" : "UserWarning";
  if (!Py_IsInitialized() || _Py_IsFinalizing() || PyGILState_GetThisThreadState() == nullptr) {
    std::fprintf(stderr, "%s: %s\n", kind, message.c_str());
    return;
  }
  PyGILState_STATE gil = PyGILState_Ensure();
  int status = 0;
  if (PyErr_Occurred()) {
    std::fprintf(stderr, "%s: %s\n", kind, message.c_str());
  } else {
    PyObject* type = category == WarningCategory::Deprecation ? PyExc_DeprecationWarning : PyExc_UserWarning;
    status = PyErr_WarnEx(type, message.c_str(), 1);
  }
  PyGILState_Release(gil);
  // The filter made it an error, now set: the op stops and its binding returns NULL.
  if (status < 0) throw PythonErrorAlreadySet();
}

}  // namespace

void init_warning_bridge() { set_warning_handler(&python_warning); }

}  // namespace yaten::python
