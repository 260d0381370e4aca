// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'attention' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_attention.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_attention.h"
#include "generated/runtime/kernels_attention.h"

namespace yaten {

}  // namespace yaten
