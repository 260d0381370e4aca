// nll_loss and its gradient. Both read the same validated view of the
// arguments (NllArgs), so forward and backward agree on every rule: which
// targets count, their weights, and what 'mean' divides by.
#include <string>
#include <string_view>

#include "generated/runtime/kernels_loss.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

enum class Reduction { None, Mean, Sum };

Reduction parse_reduction(std::string_view reduction, const char* op_name) {
  if (reduction == "none") return Reduction::None;
  if (reduction == "mean") return Reduction::Mean;
  YATEN_CHECK_VALUE(reduction == "sum", op_name, ": '", std::string(reduction),
                    "' is not a valid value for reduction");
  return Reduction::Sum;
}

// input as a contiguous (N, C) float block, target as N contiguous int64
// class indices, and per-class weights (empty when none were given).
struct NllArgs {
  Tensor input, target, weight;
  int64_t batch = 1, classes = 0;
  bool batched = true;  // input was (N, C) rather than (C)
  Reduction reduction = Reduction::Mean;
};

NllArgs check_args(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index,
                   std::string_view reduction, const char* op_name) {
  NllArgs a;
  a.reduction = parse_reduction(reduction, op_name);
  YATEN_CHECK(input.dim() == 1 || input.dim() == 2, op_name, ": input tensor should be 1D or 2D, got shape ",
              shape_str(input.sizes()));
  YATEN_CHECK(is_floating(input.dtype()), op_name, ": expected a floating point input, got ",
              dtype_name(input.dtype()));
  YATEN_CHECK(target.dtype() == ScalarType::Int64, op_name, ": expected target of dtype int64, got ",
              dtype_name(target.dtype()));
  a.batched = input.dim() == 2;
  a.batch = a.batched ? input.sizes()[0] : 1;
  a.classes = input.sizes()[input.dim() - 1];
  // torch's checks: a (C) input takes a () target, or a (C) one of which it reads the first.
  YATEN_CHECK(target.dim() <= 1, op_name, ": 0D or 1D target tensor expected, multi-target not supported");
  YATEN_CHECK((!a.batched && target.dim() == 0) || (target.dim() == 1 && input.sizes()[0] == target.sizes()[0]),
              op_name, ": size mismatch (got input: ", shape_str(input.sizes()), ", target: ",
              shape_str(target.sizes()), ")");
  if (weight.defined()) {
    YATEN_CHECK(weight.dim() == 1 && weight.numel() == a.classes, op_name,
                ": weight tensor should be defined either for all ", a.classes,
                " classes or no classes but got weight tensor of shape: ", shape_str(weight.sizes()));
    a.weight = contiguous(to_dtype(weight, input.dtype()));
  }
  a.input = contiguous(input);
  a.target = contiguous(target);
  const int64_t* t = a.target.data<int64_t>();
  for (int64_t i = 0; i < a.batch; ++i)
    YATEN_CHECK_INDEX(t[i] == ignore_index || (t[i] >= 0 && t[i] < a.classes), op_name, ": Target ", t[i],
                      " is out of bounds.");
  return a;
}

// Weight of sample i's target, 0 when it is ignored.
template <typename T>
double sample_weight(const NllArgs& a, int64_t i, int64_t ignore_index) {
  int64_t c = a.target.data<int64_t>()[i];
  if (c == ignore_index) return 0.0;
  return a.weight.defined() ? static_cast<double>(a.weight.data<T>()[c]) : 1.0;
}

template <typename T>
double total_weight(const NllArgs& a, int64_t ignore_index) {
  double w = 0;
  for (int64_t i = 0; i < a.batch; ++i) w += sample_weight<T>(a, i, ignore_index);
  return w;
}

template <typename T>
Tensor nll_forward(const NllArgs& a, int64_t ignore_index, ScalarType dt) {
  const T* x = a.input.data<T>();
  const int64_t* t = a.target.data<int64_t>();
  if (a.reduction == Reduction::None) {
    Tensor out = Tensor::empty(a.batched ? DimVector{a.batch} : DimVector{}, dt);
    T* y = out.data<T>();
    for (int64_t i = 0; i < a.batch; ++i) {
      double w = sample_weight<T>(a, i, ignore_index);
      y[i] = w == 0.0 ? T(0) : static_cast<T>(-w * static_cast<double>(x[i * a.classes + t[i]]));
    }
    return out;
  }
  double sum = 0;
  for (int64_t i = 0; i < a.batch; ++i) {
    double w = sample_weight<T>(a, i, ignore_index);
    if (w != 0.0) sum -= w * static_cast<double>(x[i * a.classes + t[i]]);
  }
  // 'mean' over only ignored targets is 0/0 = nan, as in PyTorch.
  if (a.reduction == Reduction::Mean) sum /= total_weight<T>(a, ignore_index);
  return Tensor::scalar_tensor(Scalar(sum), dt);
}

template <typename T>
Tensor nll_backward(const Tensor& grad_output, const NllArgs& a, int64_t ignore_index, ScalarType dt) {
  Tensor grad_input = Tensor::empty(a.input.sizes(), dt);
  fill_tensor(grad_input, Scalar(0.0));
  T* gi = grad_input.data<T>();
  const int64_t* t = a.target.data<int64_t>();
  Tensor g = contiguous(to_dtype(grad_output, ScalarType::Float64));
  const double* gp = g.data<double>();
  const double scale = a.reduction == Reduction::Mean ? 1.0 / total_weight<T>(a, ignore_index) : 1.0;
  for (int64_t i = 0; i < a.batch; ++i) {
    double w = sample_weight<T>(a, i, ignore_index);
    if (w == 0.0) continue;
    double go = a.reduction == Reduction::None ? gp[i] : gp[0] * scale;
    gi[i * a.classes + t[i]] = static_cast<T>(-w * go);
  }
  return grad_input;
}

}  // namespace

Tensor nll_loss(const Tensor& input, const Tensor& target, const Tensor& weight, int64_t ignore_index,
                std::string_view reduction) {
  NllArgs a = check_args(input, target, weight, ignore_index, reduction, "nll_loss");
  return YATEN_DISPATCH_CASES(input.dtype(), "nll_loss", YATEN_TYPES_FLOATING_AND_BFLOAT16,
                                 [&] { return nll_forward<scalar_t>(a, ignore_index, input.dtype()); });
}

Tensor nll_loss_backward(const Tensor& grad_output, const Tensor& input, const Tensor& target, const Tensor& weight,
                         int64_t ignore_index, std::string_view reduction) {
  NllArgs a = check_args(input, target, weight, ignore_index, reduction, "nll_loss_backward");
  const DimVector expected = a.reduction == Reduction::None ? a.target.sizes() : DimVector{};
  YATEN_CHECK(grad_output.sizes() == expected || (a.reduction != Reduction::None && grad_output.numel() == 1),
              "nll_loss_backward: expected grad_output of shape ", shape_str(expected), ", got ",
              shape_str(grad_output.sizes()));
  return YATEN_DISPATCH_CASES(input.dtype(), "nll_loss_backward", YATEN_TYPES_FLOATING_AND_BFLOAT16,
                                 [&] { return nll_backward<scalar_t>(grad_output, a, ignore_index, input.dtype()); });
}

}  // namespace yaten::kernels
