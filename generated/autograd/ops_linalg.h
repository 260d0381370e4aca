// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'linalg' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/mm.h"
#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/addmm.h"
#include "generated/autograd/ops/mv.h"
#include "generated/autograd/ops/dot.h"
#include "generated/autograd/ops/outer.h"
#include "generated/autograd/ops/linalg_vector_norm.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/einsum.h"
#include "generated/autograd/ops/tensordot.h"
#include "generated/autograd/ops/baddbmm.h"
#include "generated/autograd/ops/addbmm.h"
#include "generated/autograd/ops/addmv.h"
#include "generated/autograd/ops/addr.h"
#include "generated/autograd/ops/chain_matmul.h"
#include "generated/autograd/ops/linalg_multi_dot.h"
#include "generated/autograd/ops/inner.h"
#include "generated/autograd/ops/vdot.h"
