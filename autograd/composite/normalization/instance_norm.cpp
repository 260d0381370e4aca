// instance_norm: batch_norm over the input seen as one sample of N * C
// channels, so each (sample, channel) pair is normalised on its own; the
// running statistics, repeated per sample for batch_norm to update, are
// averaged back over the samples (as torch's instance_norm).
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/batch_norm.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/instance_norm.h"
#include "generated/autograd/ops/mean.h"
#include "generated/autograd/ops/repeat.h"
#include "generated/autograd/ops/reshape.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

Tensor per_instance(const Tensor& v, int64_t batch) { return v.defined() ? yaten::repeat(v, {batch}) : v; }

}  // namespace

Tensor instance_norm(const Tensor& input, const Tensor& running_mean, const Tensor& running_var, const Tensor& weight,
                     const Tensor& bias, bool use_input_stats, double momentum, double eps) {
  YATEN_CHECK(input.dim() >= 2, "instance_norm: expected input of at least 2 dims (N, C, ...), got input of size ",
              shape_str(input.sizes()));
  if (use_input_stats) {
    int64_t count = 1;
    for (int64_t d = 2; d < input.dim(); ++d) count *= input.sizes()[d];
    YATEN_CHECK_VALUE(count > 1, "Expected more than 1 spatial element when training, got input size ",
                      shape_str(input.sizes()));
  }
  const int64_t batch = input.sizes()[0], channels = input.sizes()[1];
  DimVector merged = input.sizes();
  merged[0] = 1;
  merged[1] = batch * channels;
  const Tensor mean_rows = per_instance(running_mean, batch), var_rows = per_instance(running_var, batch);
  Tensor out = yaten::batch_norm(yaten::reshape(input, merged), mean_rows, var_rows, per_instance(weight, batch),
                                 per_instance(bias, batch), use_input_stats, momentum, eps);
  if (use_input_stats) {
    autograd::AutoGradMode no_grad(false);
    for (auto [running, rows] : {std::pair{running_mean, mean_rows}, std::pair{running_var, var_rows}}) {
      if (!running.defined()) continue;
      yaten::copy_(running, yaten::mean(yaten::reshape(rows, {batch, channels}), DimVector{0}, false, std::nullopt));
    }
  }
  return yaten::reshape(out, input.sizes());
}

}  // namespace yaten
