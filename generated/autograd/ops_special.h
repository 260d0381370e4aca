// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'special' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/special_i1.h"
#include "generated/autograd/ops/special_i0e.h"
#include "generated/autograd/ops/special_i1e.h"
#include "generated/autograd/ops/special_erfcx.h"
#include "generated/autograd/ops/special_ndtr.h"
#include "generated/autograd/ops/special_ndtri.h"
#include "generated/autograd/ops/special_log_ndtr.h"
#include "generated/autograd/ops/special_entr.h"
#include "generated/autograd/ops/special_xlog1py.h"
#include "generated/autograd/ops/special_zeta.h"
#include "generated/autograd/ops/special_bessel_j0.h"
#include "generated/autograd/ops/special_bessel_j1.h"
