// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'sorting' ops: the files of runtime/kernels/sorting/ define them.
#pragma once

#include "generated/runtime/kernels/sort.h"
#include "generated/runtime/kernels/argsort.h"
#include "generated/runtime/kernels/topk.h"
#include "generated/runtime/kernels/kthvalue.h"
#include "generated/runtime/kernels/median.h"
#include "generated/runtime/kernels/nanmedian.h"
#include "generated/runtime/kernels/mode.h"
#include "generated/runtime/kernels/_unique2.h"
#include "generated/runtime/kernels/unique_dim.h"
#include "generated/runtime/kernels/unique_consecutive.h"
#include "generated/runtime/kernels/searchsorted.h"
#include "generated/runtime/kernels/bucketize.h"
#include "generated/runtime/kernels/histc.h"
#include "generated/runtime/kernels/histogram.h"
#include "generated/runtime/kernels/bincount.h"
#include "generated/runtime/kernels/aminmax.h"
#include "generated/runtime/kernels/cummax.h"
#include "generated/runtime/kernels/cummin.h"
#include "generated/runtime/kernels/logcumsumexp.h"
