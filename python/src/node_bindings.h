// The parts of torch's Node API (a tensor's grad_fn) beyond name,
// next_functions and the hooks: grad_fn.metadata, the saved values as
// _saved_<name> attributes, and AccumulateGrad's variable.
#pragma once

#include <memory>

#include <pybind11/pybind11.h>

#include "autograd/node.h"

namespace yaten::python {

void add_node_api(pybind11::class_<autograd::Node, std::shared_ptr<autograd::Node>>& node_class);

}  // namespace yaten::python
