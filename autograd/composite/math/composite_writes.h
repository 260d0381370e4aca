// How a composite op's in-place and out= forms write their result: the two
// rules torch applies to every such form, in one place.
#pragma once

#include <initializer_list>

#include "autograd/function_support.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/copy_.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::composite {

// x.op_(...): op computed on a copy of self (so that nothing op saves for
// backward is overwritten), then written back; the result keeps self's shape
// and must be castable to its dtype.
template <typename F>
Tensor write_inplace(const Tensor& self, const char* op_name, const F& op) {
  Tensor result = op(yaten::clone(self));
  YATEN_CHECK(result.sizes() == self.sizes(), op_name, ": output with shape ", shape_str(self.sizes()),
              " doesn't match the broadcast shape ", shape_str(result.sizes()));
  kernels::check_can_cast(result.dtype(), self.dtype(), op_name);
  return yaten::copy_(self, result);
}

// op(..., out=out): refused when an input requires grad, as torch's out= forms
// are, and when out has a dtype the op's rule (ops.yaml `out_dtype:`, passed
// as out_dtype::<overload> from the op's header) refuses.
template <typename F>
Tensor write_out(const Tensor& out, std::initializer_list<Tensor> inputs, const char* op_name, autograd::OutDtype rule,
                 const F& op) {
  for (const Tensor& t : inputs) autograd::check_out_no_grad(op_name, t);
  autograd::check_out_no_grad(op_name, out);
  autograd::write_out(out, op(), op_name, rule);
  return out;
}

}  // namespace yaten::composite
