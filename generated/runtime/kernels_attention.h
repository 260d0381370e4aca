// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'attention' ops: the files of runtime/kernels/attention/ define them.
#pragma once

