// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'binary' ops: runtime/kernels/ defines each one.
#pragma once

#include "generated/runtime/kernels/add.h"
#include "generated/runtime/kernels/sub.h"
#include "generated/runtime/kernels/mul.h"
#include "generated/runtime/kernels/div.h"
#include "generated/runtime/kernels/pow.h"
#include "generated/runtime/kernels/maximum.h"
#include "generated/runtime/kernels/minimum.h"
#include "generated/runtime/kernels/atan2.h"
#include "generated/runtime/kernels/hypot.h"
#include "generated/runtime/kernels/remainder.h"
#include "generated/runtime/kernels/fmod.h"
#include "generated/runtime/kernels/lerp.h"
#include "generated/runtime/kernels/threshold_backward.h"
#include "generated/runtime/kernels/logical_and.h"
#include "generated/runtime/kernels/logical_or.h"
