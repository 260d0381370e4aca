// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'upsampling' ops: the files of runtime/kernels/upsampling/ define them.
#pragma once

