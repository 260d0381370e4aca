// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'special' ops: the files of runtime/kernels/special/ define them.
#pragma once

#include "generated/runtime/kernels/special_i1.h"
#include "generated/runtime/kernels/special_i0e.h"
#include "generated/runtime/kernels/special_i1e.h"
#include "generated/runtime/kernels/special_erfcx.h"
#include "generated/runtime/kernels/special_ndtr.h"
#include "generated/runtime/kernels/special_ndtri.h"
#include "generated/runtime/kernels/special_log_ndtr.h"
#include "generated/runtime/kernels/special_entr.h"
#include "generated/runtime/kernels/special_xlog1py.h"
#include "generated/runtime/kernels/special_zeta.h"
#include "generated/runtime/kernels/special_bessel_j0.h"
#include "generated/runtime/kernels/special_bessel_j1.h"
