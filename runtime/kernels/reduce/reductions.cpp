// Reduction kernels (sum, mean, prod, extrema, arg-extrema, var/std,
// all/any, logsumexp, norm) on the shared engine in reduction.h, and the
// scans cumsum/cumprod.
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "generated/runtime/kernels/maximum.h"
#include "generated/runtime/kernels/minimum.h"

#include "generated/runtime/kernels/exp.h"
#include "generated/runtime/kernels/sub.h"
#include "generated/runtime/kernels_reduce.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/kernels/reducers.h"
#include "runtime/kernels/reduction.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

using reduction::Plan;

std::vector<int64_t> dims_of(const std::optional<DimVector>& dim) { return dim ? dim->vec() : std::vector<int64_t>{}; }
std::vector<int64_t> dims_of(std::optional<int64_t> dim) { return dim ? std::vector<int64_t>{*dim} : std::vector<int64_t>{}; }

// Integer and bool sums and products count in int64, as in PyTorch.
ScalarType accumulating_dtype(const Tensor& self, std::optional<ScalarType> dtype) {
  if (dtype) return *dtype;
  return is_integral(self.dtype(), /*include_bool=*/true) ? ScalarType::Int64 : self.dtype();
}

// Runs reducer r over `in` and writes finish(acc) into a fresh Out tensor.
template <typename Out, typename R, typename Finish>
Tensor reduce_into(const Tensor& in, const Plan& plan, ScalarType out_dtype, const R& r, const Finish& finish) {
  Tensor out = Tensor::empty(plan.out_sizes, out_dtype);
  Out* o = out.data<Out>();
  reduction::reduce(in, plan, r, [&](int64_t i, const typename R::acc_t& a) { o[i] = static_cast<Out>(finish(a)); });
  return out;
}

// Extrema have no identity: reducing a zero-size dim is an error.
void check_nonempty_reduction(const Tensor& self, const std::vector<bool>& mask, bool all_dims, const char* op_name) {
  YATEN_CHECK(!(all_dims && self.numel() == 0), op_name,
              "(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the "
              "'dim' argument.");
  for (int64_t d = 0; d < self.dim(); ++d)
    YATEN_CHECK_INDEX(!(mask[d] && self.sizes()[d] == 0), op_name, "(): Expected reduction dim ", d,
                      " to have non-zero size.");
}

template <bool IsMax>
Tensor extremum(const Tensor& self, const DimVector& dim, bool keepdim, const char* op_name) {
  std::vector<bool> mask = reduction_mask(dim.vec(), self.dim(), op_name);
  check_nonempty_reduction(self, mask, dim.empty(), op_name);
  Plan plan = reduction::make_plan(self, mask, keepdim);
  return YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    return reduce_into<scalar_t>(self, plan, self.dtype(), reduction::ExtremumReducer<scalar_t, IsMax>{},
                                 [](scalar_t a) { return a; });
  });
}

template <bool IsMax>
std::tuple<Tensor, Tensor> extremum_dim(const Tensor& self, int64_t dim, bool keepdim, const char* op_name) {
  int64_t d = wrap_dim(dim, self.dim(), op_name);
  std::vector<bool> mask(self.dim(), false);
  if (self.dim() > 0) mask[d] = true;
  check_nonempty_reduction(self, mask, false, op_name);
  Plan plan = reduction::make_plan(self, mask, keepdim);
  Tensor values = Tensor::empty(plan.out_sizes, self.dtype());
  Tensor indices = Tensor::empty(plan.out_sizes, ScalarType::Int64);
  int64_t* idx = indices.data<int64_t>();
  YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    scalar_t* val = values.data<scalar_t>();
    reduction::reduce(self, plan, reduction::ArgExtremumReducer<scalar_t, IsMax>{},
                      [&](int64_t o, const reduction::ValueIndex<scalar_t>& a) {
                        val[o] = a.value;
                        idx[o] = a.index;
                      });
  });
  return {values, indices};
}

template <bool IsMax>
Tensor arg_extremum(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const char* op_name) {
  std::vector<bool> mask;
  if (dim) {
    int64_t d = wrap_dim(*dim, self.dim(), op_name);
    mask.assign(self.dim(), false);
    if (self.dim() > 0) mask[d] = true;
  } else {
    mask.assign(self.dim(), true);  // the flattened tensor: row-major index over all dims
  }
  check_nonempty_reduction(self, mask, !dim.has_value(), op_name);
  Plan plan = reduction::make_plan(self, mask, keepdim);
  return YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    return reduce_into<int64_t>(self, plan, ScalarType::Int64, reduction::ArgExtremumReducer<scalar_t, IsMax>{},
                                [](const reduction::ValueIndex<scalar_t>& a) { return a.index; });
  });
}

Tensor moments(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim, bool take_sqrt,
               const char* op_name) {
  YATEN_CHECK(is_floating(self.dtype()), op_name, ": std and var only support floating point and complex dtypes, got ",
              dtype_name(self.dtype()));
  Plan plan = reduction::make_plan(self, reduction_mask(dims_of(dim), self.dim(), op_name), keepdim);
  const double correction = unbiased ? 1.0 : 0.0;
  return YATEN_DISPATCH_CASES(self.dtype(), op_name, YATEN_TYPES_FLOATING_AND_REDUCED, [&] {
    return reduce_into<scalar_t>(self, plan, self.dtype(), reduction::MomentsReducer<scalar_t>{},
                                 [&](const reduction::Moments& m) {
                                   // 0/0 gives nan for too few elements, as PyTorch does.
                                   double dof = std::max(0.0, static_cast<double>(m.n) - correction);
                                   double v = m.m2 / dof;
                                   return take_sqrt ? std::sqrt(v) : v;
                                 });
  });
}

template <bool IsAll>
Tensor logical_reduce(const Tensor& self, std::optional<int64_t> dim, bool keepdim, const char* op_name) {
  // uint8 stays uint8 for backward compatibility in PyTorch; everything else gives bool.
  ScalarType out_dtype = self.dtype() == ScalarType::UInt8 ? ScalarType::UInt8 : ScalarType::Bool;
  Plan plan = reduction::make_plan(self, reduction_mask(dims_of(dim), self.dim(), op_name), keepdim);
  return YATEN_DISPATCH_ALL(self.dtype(), op_name, [&] {
    auto r = reduction::LogicalReducer<scalar_t, IsAll>{};
    return out_dtype == ScalarType::Bool ? reduce_into<bool>(self, plan, out_dtype, r, [](bool a) { return a; })
                                         : reduce_into<uint8_t>(self, plan, out_dtype, r, [](bool a) { return a; });
  });
}

struct Abs {
  template <typename T>
  T operator()(T x) const { return std::abs(x); }
};
struct NonZero {
  template <typename T>
  double operator()(T x) const { return x != T(0) ? 1.0 : 0.0; }
};
struct PowAbs {
  double p;
  template <typename T>
  double operator()(T x) const { return std::pow(std::abs(static_cast<double>(x)), p); }
};

// Inclusive scan along dim; Combine is + or *, accumulated in double for floats.
template <typename Combine>
Tensor scan(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, const char* op_name, double init,
            const Combine& combine) {
  ScalarType out_dtype = accumulating_dtype(self, dtype);
  Tensor in = contiguous(to_dtype(self, out_dtype));
  int64_t d = wrap_dim(dim, self.dim(), op_name);
  Tensor out = Tensor::empty(self.sizes(), out_dtype);
  if (out.numel() == 0) return out;
  const int64_t n = self.dim() == 0 ? 1 : self.sizes()[d];
  int64_t inner = 1;
  for (int64_t i = d + 1; i < self.dim(); ++i) inner *= self.sizes()[i];
  const int64_t outer = out.numel() / (n * inner);
  YATEN_DISPATCH_CASES(out_dtype, op_name, YATEN_TYPES_ALL_AND_BFLOAT16, [&] {
    using acc_t = reduction::sum_acc_t<scalar_t>;
    const scalar_t* x = in.data<scalar_t>();
    scalar_t* y = out.data<scalar_t>();
    // Per outer block, a strip of inner running values walks down the dim, so
    // the innermost loop stays contiguous whichever dim is scanned.
    parallel_for(0, outer, std::max<int64_t>(1, kGrainSize / (n * inner)), [&](int64_t lo, int64_t hi) {
      std::vector<acc_t> acc(inner);
      for (int64_t o = lo; o < hi; ++o) {
        std::fill(acc.begin(), acc.end(), static_cast<acc_t>(init));
        for (int64_t k = 0; k < n; ++k) {
          const int64_t base = (o * n + k) * inner;
          for (int64_t i = 0; i < inner; ++i) {
            acc[i] = combine(acc[i], static_cast<acc_t>(x[base + i]));
            y[base + i] = static_cast<scalar_t>(acc[i]);
          }
        }
      }
    });
  });
  return out;
}

}  // namespace

Tensor sum(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  ScalarType out_dtype = accumulating_dtype(self, dtype);
  Tensor in = to_dtype(self, out_dtype);
  Plan plan = reduction::make_plan(in, reduction_mask(dims_of(dim), in.dim(), "sum"), keepdim);
  return YATEN_DISPATCH_ALL(out_dtype, "sum", [&] {
    return reduce_into<scalar_t>(in, plan, out_dtype, reduction::SumReducer<scalar_t>{}, [](auto a) { return a; });
  });
}

Tensor mean(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim, std::optional<ScalarType> dtype) {
  ScalarType out_dtype = dtype ? *dtype : self.dtype();
  YATEN_CHECK(is_floating(out_dtype), "mean(): could not infer output dtype. ",
              dtype ? "Optional dtype" : "Input dtype", " must be either a floating point or complex dtype. Got: ",
              torch_dtype_name(out_dtype));
  Tensor in = to_dtype(self, out_dtype);
  Plan plan = reduction::make_plan(in, reduction_mask(dims_of(dim), in.dim(), "mean"), keepdim);
  const double count = static_cast<double>(plan.n_red);
  return YATEN_DISPATCH_CASES(out_dtype, "mean", YATEN_TYPES_FLOATING_AND_REDUCED, [&] {
    return reduce_into<scalar_t>(in, plan, out_dtype, reduction::SumReducer<scalar_t>{},
                                 [count](double a) { return a / count; });
  });
}

Tensor prod(const Tensor& self, std::optional<int64_t> dim, bool keepdim, std::optional<ScalarType> dtype) {
  ScalarType out_dtype = accumulating_dtype(self, dtype);
  Tensor in = to_dtype(self, out_dtype);
  Plan plan = reduction::make_plan(in, reduction_mask(dims_of(dim), in.dim(), "prod"), keepdim);
  return YATEN_DISPATCH_STANDARD(out_dtype, "prod", [&] {
    return reduce_into<scalar_t>(in, plan, out_dtype, reduction::ProdReducer<scalar_t>{}, [](auto a) { return a; });
  });
}

Tensor amax(const Tensor& self, const DimVector& dim, bool keepdim) { return extremum<true>(self, dim, keepdim, "amax"); }
Tensor amin(const Tensor& self, const DimVector& dim, bool keepdim) { return extremum<false>(self, dim, keepdim, "amin"); }
Tensor max(const Tensor& self) { return extremum<true>(self, DimVector{}, false, "max"); }
Tensor min(const Tensor& self) { return extremum<false>(self, DimVector{}, false, "min"); }

std::tuple<Tensor, Tensor> max_dim(const Tensor& self, int64_t dim, bool keepdim) {
  return extremum_dim<true>(self, dim, keepdim, "max");
}
std::tuple<Tensor, Tensor> min_dim(const Tensor& self, int64_t dim, bool keepdim) {
  return extremum_dim<false>(self, dim, keepdim, "min");
}

Tensor argmax(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return arg_extremum<true>(self, dim, keepdim, "argmax");
}
Tensor argmin(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return arg_extremum<false>(self, dim, keepdim, "argmin");
}

Tensor var(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  return moments(self, dim, unbiased, keepdim, false, "var");
}
Tensor std(const Tensor& self, const std::optional<DimVector>& dim, bool unbiased, bool keepdim) {
  return moments(self, dim, unbiased, keepdim, true, "std");
}

Tensor all(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return logical_reduce<true>(self, dim, keepdim, "all");
}
Tensor any(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return logical_reduce<false>(self, dim, keepdim, "any");
}

Tensor logsumexp(const Tensor& self, const DimVector& dim, bool keepdim) {
  ScalarType ft = is_floating(self.dtype()) ? self.dtype() : default_float_dtype();
  Tensor in = to_dtype(self, ft);
  std::vector<bool> mask = reduction_mask(dim.vec(), in.dim(), "logsumexp");
  // Shift by the max so exp cannot overflow; an infinite max shifts by 0
  // (inf - inf would be nan), which still gives the right inf or -inf.
  Plan kept = reduction::make_plan(in, mask, /*keepdim=*/true);
  return YATEN_DISPATCH_CASES(ft, "logsumexp", YATEN_TYPES_FLOATING_AND_BFLOAT16, [&] {
    Tensor shift = reduce_into<scalar_t>(in, kept, ft, reduction::ExtremumReducer<scalar_t, true>{},
                                         [](scalar_t m) { return std::isfinite(m) ? m : scalar_t(0); });
    Tensor shifted = sub(in, shift, 1, Tensor());
    Tensor e = exp(shifted, shifted);  // in place: the vectorised exp of the unary family
    Plan plan = reduction::make_plan(e, mask, keepdim);
    Tensor out = reduce_into<scalar_t>(e, plan, ft, reduction::SumReducer<scalar_t>{}, [](double s) { return std::log(s); });
    scalar_t* o = out.data<scalar_t>();
    const scalar_t* m = shift.data<scalar_t>();
    for (int64_t i = 0; i < out.numel(); ++i) o[i] += m[i];
    return out;
  });
}

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, const std::optional<DimVector>& dim, bool keepdim) {
  YATEN_CHECK(is_floating(self.dtype()), "norm: expected a floating point tensor as input, but got ",
              dtype_name(self.dtype()));
  const double order = p ? p->to_double() : 2.0;
  std::vector<bool> mask = reduction_mask(dims_of(dim), self.dim(), "norm");
  Plan plan = reduction::make_plan(self, mask, keepdim);
  const ScalarType dt = self.dtype();
  return YATEN_DISPATCH_CASES(dt, "norm", YATEN_TYPES_FLOATING_AND_REDUCED, [&]() -> Tensor {
    using T = scalar_t;
    using namespace reduction;
    if (std::isinf(order)) {
      YATEN_CHECK(plan.n_red > 0 || plan.n_out == 0, "norm: cannot compute the ", order > 0 ? "" : "-",
                  "inf norm on an empty tensor because the operation does not have an identity");
      auto same = [](T a) { return a; };
      return order > 0 ? reduce_into<T>(self, plan, dt, ExtremumReducer<T, true, Abs>{}, same)
                       : reduce_into<T>(self, plan, dt, ExtremumReducer<T, false, Abs>{}, same);
    }
    if (order == 2)
      return reduce_into<T>(self, plan, dt, SumReducer<T, double, Square>{}, [](double a) { return std::sqrt(a); });
    if (order == 1) return reduce_into<T>(self, plan, dt, SumReducer<T, double, Abs>{}, [](double a) { return a; });
    if (order == 0) return reduce_into<T>(self, plan, dt, SumReducer<T, double, NonZero>{}, [](double a) { return a; });
    // An empty reduction gives 0 for every order, as torch.norm (pow(0, 1/p) is inf for p < 0).
    return reduce_into<T>(self, plan, dt, SumReducer<T, double, PowAbs>{PowAbs{order}},
                          [order, empty = plan.n_red == 0](double a) { return empty ? 0.0 : std::pow(a, 1.0 / order); });
  });
}

Tensor cumsum(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return scan(self, dim, dtype, "cumsum", 0.0, [](auto a, auto b) { return a + b; });
}

Tensor cumprod(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype) {
  return scan(self, dim, dtype, "cumprod", 1.0, [](auto a, auto b) { return a * b; });
}

// max(a, b) and min(a, b) are the elementwise maximum and minimum.
Tensor max_other(const Tensor& self, const Tensor& other) { return maximum(self, other, Tensor()); }
Tensor min_other(const Tensor& self, const Tensor& other) { return minimum(self, other, Tensor()); }

}  // namespace yaten::kernels
