// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'normalization' ops: the files of runtime/kernels/normalization/ define them.
#pragma once

