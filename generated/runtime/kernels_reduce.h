// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'reduce' ops: the files of runtime/kernels/reduce/ define them.
#pragma once

#include "generated/runtime/kernels/sum.h"
#include "generated/runtime/kernels/mean.h"
#include "generated/runtime/kernels/prod.h"
#include "generated/runtime/kernels/amax.h"
#include "generated/runtime/kernels/amin.h"
#include "generated/runtime/kernels/max.h"
#include "generated/runtime/kernels/min.h"
#include "generated/runtime/kernels/argmax.h"
#include "generated/runtime/kernels/argmin.h"
#include "generated/runtime/kernels/var.h"
#include "generated/runtime/kernels/std.h"
#include "generated/runtime/kernels/all.h"
#include "generated/runtime/kernels/any.h"
#include "generated/runtime/kernels/logsumexp.h"
#include "generated/runtime/kernels/softmax.h"
#include "generated/runtime/kernels/log_softmax.h"
#include "generated/runtime/kernels/cumsum.h"
#include "generated/runtime/kernels/cumprod.h"
#include "generated/runtime/kernels/norm.h"
