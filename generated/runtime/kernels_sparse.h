// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'sparse' ops: the files of runtime/kernels/sparse/ define them.
#pragma once

#include "generated/runtime/kernels/embedding_grad_scale.h"
#include "generated/runtime/kernels/_embedding_bag.h"
