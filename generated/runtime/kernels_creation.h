// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'creation' ops: the files of runtime/kernels/creation/ define them.
#pragma once

#include "generated/runtime/kernels/empty.h"
#include "generated/runtime/kernels/zeros.h"
#include "generated/runtime/kernels/ones.h"
#include "generated/runtime/kernels/full.h"
#include "generated/runtime/kernels/arange.h"
#include "generated/runtime/kernels/linspace.h"
#include "generated/runtime/kernels/eye.h"
#include "generated/runtime/kernels/rand.h"
#include "generated/runtime/kernels/randn.h"
#include "generated/runtime/kernels/randint.h"
#include "generated/runtime/kernels/manual_seed.h"
#include "generated/runtime/kernels/zeros_like.h"
#include "generated/runtime/kernels/ones_like.h"
#include "generated/runtime/kernels/empty_like.h"
#include "generated/runtime/kernels/full_like.h"
