// @generated from ops.yaml by codegen (template: ops_family.h.j2). Do not edit.
// The differentiable entry points of the 'fill' ops (namespace yaten).
#pragma once

#include <optional>
#include <string_view>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten {

Tensor fill_(const Tensor& self, const Scalar& value);
Tensor zero_(const Tensor& self);
Tensor uniform_(const Tensor& self, double from, double to);
Tensor normal_(const Tensor& self, double mean, double std);
Tensor copy_(const Tensor& self, const Tensor& src);

}  // namespace yaten
