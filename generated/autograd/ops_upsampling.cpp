// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'upsampling' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_upsampling.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "generated/autograd/nodes_upsampling.h"
#include "generated/runtime/kernels_upsampling.h"

namespace yaten {

}  // namespace yaten
