// @generated from ops.yaml by codegen (template: nodes_family.cpp.j2). Do not edit.
// Backward formulas of the 'attention' ops, from ops.yaml.
#include "generated/autograd/nodes_attention.h"

#include "autograd/formula_helpers.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"

namespace yaten::autograd {

}  // namespace yaten::autograd
