// @generated from ops.yaml by codegen (template: ops_family.cpp.j2). Do not edit.
// The 'distance' entry points: record history when needed, call the kernel.
#include "generated/autograd/ops_distance.h"

#include "autograd/formula_helpers.h"
#include "autograd/forward_ad.h"
#include "autograd/function_support.h"
#include "autograd/tensor_operators.h"
#include "runtime/names.h"
#include "generated/autograd/nodes_distance.h"
#include "generated/runtime/kernels_distance.h"

namespace yaten {

}  // namespace yaten
