// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'linalg' ops: the files of runtime/kernels/linalg/ define them.
#pragma once

#include "generated/runtime/kernels/mm.h"
#include "generated/runtime/kernels/bmm.h"
#include "generated/runtime/kernels/addmm.h"
#include "generated/runtime/kernels/mv.h"
#include "generated/runtime/kernels/dot.h"
#include "generated/runtime/kernels/_linalg_lu_factor.h"
#include "generated/runtime/kernels/_lu_pivots_to_permutation.h"
#include "generated/runtime/kernels/linalg_solve_ex.h"
#include "generated/runtime/kernels/linalg_solve_triangular.h"
#include "generated/runtime/kernels/linalg_cholesky_ex.h"
#include "generated/runtime/kernels/_linalg_eigh.h"
#include "generated/runtime/kernels/_linalg_svd.h"
#include "generated/runtime/kernels/_linalg_qr.h"
#include "generated/runtime/kernels/linalg_det.h"
#include "generated/runtime/kernels/linalg_slogdet.h"
#include "generated/runtime/kernels/linalg_householder_product.h"
#include "generated/runtime/kernels/_linalg_lstsq.h"
#include "generated/runtime/kernels/linalg_matrix_exp.h"
#include "generated/runtime/kernels/geqrf.h"
