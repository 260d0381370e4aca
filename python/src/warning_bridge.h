// Warnings from C++ (runtime/warning.h) as Python warnings: UserWarning or
// DeprecationWarning, attributed to the Python line that called the op. A
// warnings filter that turns one into an exception makes the op raise it.
#pragma once

namespace yaten::python {

// Installs the handler; _C's initialisation calls it once.
void init_warning_bridge();

}  // namespace yaten::python
