// Ops that move elements between dims without arithmetic (pixel_shuffle,
// pixel_unshuffle, channel_shuffle) and one_hot, written as reshape and
// permute (differentiated through them) or comparisons.
#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/arange.h"
#include "generated/autograd/ops/channel_shuffle.h"
#include "generated/autograd/ops/max.h"
#include "generated/autograd/ops/min.h"
#include "generated/autograd/ops/one_hot.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/pixel_shuffle.h"
#include "generated/autograd/ops/pixel_unshuffle.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/unsqueeze.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

// sizes[0 .. dim() - 3]: the batch dims in front of (C, H, W).
DimVector batch_dims(const Tensor& self) { return DimVector(self.sizes().data(), self.sizes().size() - 3); }

// (batch..., then `tail`), and the permutation that takes the batch dims along.
DimVector with_batch(const Tensor& self, std::initializer_list<int64_t> tail) {
  DimVector shape = batch_dims(self);
  for (int64_t s : tail) shape.push_back(s);
  return shape;
}

DimVector batch_permutation(size_t batch, std::initializer_list<int64_t> tail) {
  DimVector order;
  for (size_t i = 0; i < batch; ++i) order.push_back(static_cast<int64_t>(i));
  for (int64_t t : tail) order.push_back(static_cast<int64_t>(batch) + t);
  return order;
}

void check_image(const Tensor& self, const char* op, const char* factor_name, int64_t factor) {
  YATEN_CHECK(self.dim() >= 3, op, " expects input to have at least 3 dimensions, but got input with ", self.dim(),
              " dimension(s)");
  YATEN_CHECK(factor > 0, op, " expects a positive ", factor_name, ", but got ", factor);
}

}  // namespace

Tensor pixel_shuffle(const Tensor& self, int64_t upscale_factor) {
  check_image(self, "pixel_shuffle", "upscale_factor", upscale_factor);
  const int64_t r = upscale_factor, c = self.sizes()[self.dim() - 3], h = self.sizes()[self.dim() - 2],
                w = self.sizes()[self.dim() - 1];
  YATEN_CHECK(c % (r * r) == 0, "pixel_shuffle expects its input's 'channel' dimension to be divisible by the "
              "square of upscale_factor, but input.size(-3)=", c, " is not divisible by ", r * r);
  const size_t b = self.sizes().size() - 3;
  // (..., C/r², r, r, H, W) -> (..., C/r², H, r, W, r) -> (..., C/r², H*r, W*r)
  Tensor split = yaten::reshape(self, with_batch(self, {c / (r * r), r, r, h, w}));
  Tensor moved = yaten::permute(split, batch_permutation(b, {0, 3, 1, 4, 2}));
  return yaten::reshape(moved, with_batch(self, {c / (r * r), h * r, w * r}));
}

Tensor pixel_unshuffle(const Tensor& self, int64_t downscale_factor) {
  check_image(self, "pixel_unshuffle", "downscale_factor", downscale_factor);
  const int64_t r = downscale_factor, c = self.sizes()[self.dim() - 3], h = self.sizes()[self.dim() - 2],
                w = self.sizes()[self.dim() - 1];
  YATEN_CHECK(h % r == 0, "pixel_unshuffle expects height to be divisible by downscale_factor, but input.size(-2)=",
              h, " is not divisible by ", r);
  YATEN_CHECK(w % r == 0, "pixel_unshuffle expects width to be divisible by downscale_factor, but input.size(-1)=",
              w, " is not divisible by ", r);
  const size_t b = self.sizes().size() - 3;
  // (..., C, H/r, r, W/r, r) -> (..., C, r, r, H/r, W/r) -> (..., C*r², H/r, W/r)
  Tensor split = yaten::reshape(self, with_batch(self, {c, h / r, r, w / r, r}));
  Tensor moved = yaten::permute(split, batch_permutation(b, {0, 2, 4, 1, 3}));
  return yaten::reshape(moved, with_batch(self, {c * r * r, h / r, w / r}));
}

Tensor channel_shuffle(const Tensor& self, int64_t groups) {
  YATEN_CHECK(groups > 0, "Number of groups to divide channels in must be positive. Value of groups:", groups);
  YATEN_CHECK(self.dim() > 2, "channel_shuffle expects input to have at least 3 dimensions, but got input with ",
              self.dim(), " dimension(s)");
  const int64_t c = self.sizes()[1];
  YATEN_CHECK(c % groups == 0, "Number of channels must be divisible by groups. Got ", c, " channels and ", groups,
              " groups.");
  // (N, g, C/g, ...) -> (N, C/g, g, ...): channel i of group j moves to position i * g + j.
  DimVector split{self.sizes()[0], groups, c / groups};
  DimVector order{0, 2, 1};
  for (int64_t d = 2; d < self.dim(); ++d) {
    split.push_back(self.sizes()[static_cast<size_t>(d)]);
    order.push_back(d + 1);
  }
  return yaten::reshape(yaten::permute(yaten::reshape(self, split), order), self.sizes());
}

Tensor one_hot(const Tensor& self, int64_t num_classes) {
  YATEN_CHECK(self.dtype() == ScalarType::Int64, "one_hot is only applicable to index tensor.");
  if (self.numel() == 0) {
    YATEN_CHECK(num_classes != -1, "Can not infer total number of classes from empty tensor.");
  } else {
    YATEN_CHECK(yaten::min(self).item().to<int64_t>() >= 0, "Class values must be non-negative.");
    const int64_t largest = yaten::max(self).item().to<int64_t>();
    if (num_classes == -1) {
      num_classes = largest + 1;
    } else {
      YATEN_CHECK(largest < num_classes, "Class values must be smaller than num_classes.");
    }
  }
  Tensor classes = yaten::arange(num_classes, ScalarType::Int64, false);
  return yaten::to(eq(yaten::unsqueeze(self, -1), classes), ScalarType::Int64, false, false);
}

}  // namespace yaten
