// A named-tensor overload torch declares but refuses any name for (ops.yaml's `dimnames_refused`):
// a call that takes it raises torch's RuntimeError ("index_select: You passed a dimname (string) ...").
#pragma once

namespace yaten::python {

[[noreturn]] void raise_dimname_refused(const char* op_name);

}  // namespace yaten::python
