// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'padding' ops: the files of runtime/kernels/padding/ define them.
#pragma once

