// @generated from ops.yaml by codegen (template: umbrella.h.j2). Do not edit.
// The kernels of the 'attention' ops: runtime/kernels/ defines each one.
#pragma once

