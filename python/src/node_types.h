// Each grad_fn's Python type is named after its node (SumBackward0,
// AccumulateGrad, ...), as torch's are, so that type(t.grad_fn).__name__
// and the printed class read as torch's.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

// Remembers the bound Node class that every named type derives from.
void init_node_types(pybind11::handle node_class);

// `node`, a freshly cast Node, retyped as the class named `name` (made on
// first use; a subclass that adds nothing, so only the type changes).
void give_node_its_type(pybind11::handle node, const std::string& name);

}  // namespace yaten::python
