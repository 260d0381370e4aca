// isin: whether each element is among the test elements. Few test elements
// are compared with every element at once; many are sorted once and each
// element looked up by binary search, the two strategies torch picks between
// by the same rule.
#include <cmath>

#include "autograd/composite/math/composite_writes.h"
#include "generated/autograd/ops/any.h"
#include "generated/autograd/ops/clamp.h"
#include "generated/autograd/ops/eq.h"
#include "generated/autograd/ops/flatten.h"
#include "generated/autograd/ops/index_select.h"
#include "generated/autograd/ops/isin.h"
#include "generated/autograd/ops/logical_not.h"
#include "generated/autograd/ops/ne.h"
#include "generated/autograd/ops/searchsorted.h"
#include "generated/autograd/ops/sort.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "generated/autograd/ops/view.h"
#include "generated/autograd/ops/zeros.h"
#include "runtime/kernels/common.h"

namespace yaten {

namespace {

// Every form refuses bool and bfloat16; the forms that search test
// elements (torch's default kernel) float16 too.
void check_isin_dtype(ScalarType t) {
  YATEN_CHECK(t != ScalarType::Bool && t != ScalarType::BFloat16,
              "Unsupported input type encountered for isin(): ", torch_dtype_name(t));
}

void check_searched_dtype(ScalarType t) {
  check_isin_dtype(t);
  refuse_dtypes(t, {ScalarType::Float16}, "isin_default_cpu");
}

Tensor membership(const Tensor& elements, const Tensor& test_elements, bool invert) {
  check_searched_dtype(elements.dtype());
  check_searched_dtype(test_elements.dtype());
  const ScalarType t = kernels::result_type({&elements, &test_elements});
  const Tensor x = yaten::to(elements, t, false, false);
  const Tensor tests = yaten::flatten(yaten::to(test_elements, t, false, false), 0, -1);
  Tensor found;
  if (tests.numel() == 0) {
    found = yaten::zeros(elements.sizes(), ScalarType::Bool, false);
  } else if (static_cast<double>(tests.numel()) < 10.0 * std::pow(static_cast<double>(elements.numel()), 0.145)) {
    found = yaten::any(yaten::eq(yaten::unsqueeze(x, -1), tests), -1, false);
  } else {
    const Tensor sorted = std::get<0>(yaten::sort(tests, 0, false, false));
    const Tensor flat = yaten::flatten(x, 0, -1);
    Tensor at = yaten::searchsorted(sorted, flat, false, false, std::nullopt, Tensor());
    at = yaten::clamp(at, std::nullopt, Scalar(tests.numel() - 1));
    found = yaten::view(yaten::eq(yaten::index_select(sorted, 0, at), flat), elements.sizes());
  }
  return invert ? yaten::logical_not(found) : found;
}

// One test number: eq (or ne), float16 included, as torch's.
Tensor equal_to(const Tensor& elements, const Scalar& test_element, bool invert) {
  check_isin_dtype(elements.dtype());
  const Tensor value = Tensor::wrapped_number(test_element);
  return invert ? yaten::ne(elements, value) : yaten::eq(elements, value);
}

// A number against test elements: compared as a wrapped number, which takes
// their dtype, as torch's wrapped scalar does.
Tensor contains(const Scalar& element, const Tensor& test_elements, bool invert) {
  check_searched_dtype(test_elements.dtype());
  const Tensor found = yaten::any(yaten::eq(test_elements, Tensor::wrapped_number(element)), std::nullopt, false);
  return invert ? yaten::logical_not(found) : found;
}

}  // namespace

Tensor isin(const Tensor& elements, const Tensor& test_elements, bool, bool invert) {
  return membership(elements, test_elements, invert);
}
Tensor isin_out(const Tensor& elements, const Tensor& test_elements, bool, bool invert, const Tensor& out) {
  return composite::write_out(out, {}, "isin", out_dtype::isin, [&] { return membership(elements, test_elements, invert); });
}
Tensor isin_Tensor_Scalar(const Tensor& elements, const Scalar& test_element, bool, bool invert) {
  return equal_to(elements, test_element, invert);
}
Tensor isin_Tensor_Scalar_out(const Tensor& elements, const Scalar& test_element, bool, bool invert, const Tensor& out) {
  return composite::write_out(out, {}, "isin", out_dtype::isin_Tensor_Scalar, [&] { return equal_to(elements, test_element, invert); });
}
Tensor isin_Scalar_Tensor(const Scalar& element, const Tensor& test_elements, bool, bool invert) {
  return contains(element, test_elements, invert);
}
Tensor isin_Scalar_Tensor_out(const Scalar& element, const Tensor& test_elements, bool, bool invert, const Tensor& out) {
  return composite::write_out(out, {}, "isin", out_dtype::isin_Scalar_Tensor, [&] { return contains(element, test_elements, invert); });
}

}  // namespace yaten
