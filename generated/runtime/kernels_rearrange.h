// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'rearrange' ops: the files of runtime/kernels/rearrange/ define them.
#pragma once

