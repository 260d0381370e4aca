// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'index' ops: the files of runtime/kernels/index/ define them.
#pragma once

#include "generated/runtime/kernels/index_select.h"
#include "generated/runtime/kernels/index.h"
#include "generated/runtime/kernels/index_put.h"
#include "generated/runtime/kernels/nonzero.h"
#include "generated/runtime/kernels/argwhere.h"
#include "generated/runtime/kernels/index_add.h"
#include "generated/runtime/kernels/gather.h"
#include "generated/runtime/kernels/scatter_add.h"
#include "generated/runtime/kernels/masked_select.h"
#include "generated/runtime/kernels/masked_scatter.h"
#include "generated/runtime/kernels/take.h"
#include "generated/runtime/kernels/put.h"
#include "generated/runtime/kernels/index_fill.h"
#include "generated/runtime/kernels/index_copy.h"
#include "generated/runtime/kernels/scatter.h"
#include "generated/runtime/kernels/scatter_reduce.h"
