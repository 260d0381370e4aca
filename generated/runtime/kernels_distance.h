// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'distance' ops: the files of runtime/kernels/distance/ define them.
#pragma once

