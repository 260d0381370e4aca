// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// Every kernel the runtime must define, by op family.
#pragma once

#include "generated/runtime/kernels_creation.h"
#include "generated/runtime/kernels_fill.h"
#include "generated/runtime/kernels_unary.h"
#include "generated/runtime/kernels_binary.h"
#include "generated/runtime/kernels_compare.h"
#include "generated/runtime/kernels_select.h"
#include "generated/runtime/kernels_reduce.h"
#include "generated/runtime/kernels_shape.h"
#include "generated/runtime/kernels_index.h"
#include "generated/runtime/kernels_linalg.h"
#include "generated/runtime/kernels_loss.h"
#include "generated/runtime/kernels_conv.h"
#include "generated/runtime/kernels_pooling.h"
#include "generated/runtime/kernels_activation.h"
#include "generated/runtime/kernels_normalization.h"
#include "generated/runtime/kernels_sparse.h"
#include "generated/runtime/kernels_math.h"
#include "generated/runtime/kernels_special.h"
