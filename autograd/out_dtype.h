// Which dtypes an op's out= tensor may have: torch's rule for the op, declared
// per ops.yaml entry (`out_dtype:`) and applied by autograd::write_out.
#pragma once

namespace yaten::autograd {

enum class OutDtype {
  castable,  // any dtype the result casts to (torch's TensorIterator ops: add, exp)
  exact,     // exactly the result's dtype (mm, linalg.inv, abs: "Expected out tensor to have dtype ...")
  any,       // any dtype: the result is converted as copy_ converts (torch.nuclear_norm)
  from_out,  // computed in out's dtype unless dtype= names one, then exact (torch's sum, cumsum, prod)
};

}  // namespace yaten::autograd
