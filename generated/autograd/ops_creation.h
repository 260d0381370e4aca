// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'creation' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/empty.h"
#include "generated/autograd/ops/zeros.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/full.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/linspace.h"
#include "generated/autograd/ops/eye.h"
#include "generated/autograd/ops/rand.h"
#include "generated/autograd/ops/randn.h"
#include "generated/autograd/ops/randint.h"
#include "generated/autograd/ops/manual_seed.h"
#include "generated/autograd/ops/zeros_like.h"
#include "generated/autograd/ops/ones_like.h"
#include "generated/autograd/ops/empty_like.h"
#include "generated/autograd/ops/full_like.h"
#include "generated/autograd/ops/new_zeros.h"
#include "generated/autograd/ops/new_ones.h"
#include "generated/autograd/ops/new_empty.h"
#include "generated/autograd/ops/new_full.h"
