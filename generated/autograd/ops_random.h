// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The differentiable entry points of the 'random' ops (namespace yaten).
#pragma once

#include "generated/autograd/ops/rand_like.h"
#include "generated/autograd/ops/randn_like.h"
#include "generated/autograd/ops/randint_like.h"
#include "generated/autograd/ops/randperm.h"
#include "generated/autograd/ops/bernoulli.h"
#include "generated/autograd/ops/bernoulli_.h"
#include "generated/autograd/ops/multinomial.h"
#include "generated/autograd/ops/normal.h"
#include "generated/autograd/ops/poisson.h"
#include "generated/autograd/ops/random_.h"
#include "generated/autograd/ops/exponential_.h"
#include "generated/autograd/ops/geometric_.h"
#include "generated/autograd/ops/log_normal_.h"
#include "generated/autograd/ops/cauchy_.h"
#include "generated/autograd/ops/binomial.h"
