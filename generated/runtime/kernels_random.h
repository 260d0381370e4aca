// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'random' ops: the files of runtime/kernels/random/ define them.
#pragma once

#include "generated/runtime/kernels/rand_like.h"
#include "generated/runtime/kernels/randn_like.h"
#include "generated/runtime/kernels/randint_like.h"
#include "generated/runtime/kernels/randperm.h"
#include "generated/runtime/kernels/bernoulli.h"
#include "generated/runtime/kernels/bernoulli_.h"
#include "generated/runtime/kernels/multinomial.h"
#include "generated/runtime/kernels/normal.h"
#include "generated/runtime/kernels/poisson.h"
#include "generated/runtime/kernels/random_.h"
#include "generated/runtime/kernels/exponential_.h"
#include "generated/runtime/kernels/geometric_.h"
#include "generated/runtime/kernels/log_normal_.h"
#include "generated/runtime/kernels/cauchy_.h"
#include "generated/runtime/kernels/binomial.h"
