// constant_pad and its gradient: each element of the result written once
// (a row at a time: the value, the kept part of the input's row, the value)
// for any mix of positive (pad) and negative (crop) amounts, as torch's
// constant_pad_nd; the gradient is the same crop with the amounts negated,
// one copy of the gradient's kept part.
#include <algorithm>
#include <vector>

#include "generated/runtime/kernels_padding.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/parallel.h"
#include "runtime/shape.h"

namespace yaten::kernels {

namespace {

// torch's check of narrowing a dim of `size` to [start, start + length), as its crops do.
void check_crop(int64_t size, int64_t start, int64_t length) {
  YATEN_CHECK_INDEX(start <= size, "Dimension out of range (expected to be in range of [", -size, ", ", size - 1,
                    "], but got ", start, ")");
  YATEN_CHECK(length >= 0 && start <= size - length, "start (", start, ") + length (", length,
              ") exceeds dimension size (", size, ").");
}

// torch's checks in its order: the crops (negative amounts) as narrows,
// then, unless nothing is padded, every padded size positive.
void check_amounts(const Tensor& self, const DimVector& pad) {
  YATEN_CHECK(pad.size() % 2 == 0, "Length of pad must be even but instead it equals ", pad.size());
  const int64_t dims = self.dim(), padded_dims = static_cast<int64_t>(pad.size() / 2);
  YATEN_CHECK(padded_dims <= dims, "Length of pad should be no more than twice the number of dimensions of the input. "
              "Pad length is ", pad.size(), " while the input has ", dims, " dimensions.");
  bool pads = false;
  for (int64_t dim = dims - padded_dims; dim < dims; ++dim) {
    const size_t k = static_cast<size_t>(dims - 1 - dim);
    const int64_t before = pad[2 * k], after = pad[2 * k + 1];
    int64_t size = self.sizes()[static_cast<size_t>(dim)];
    if (before < 0) check_crop(size, -before, size + before), size += before;
    if (after < 0) check_crop(size, 0, size + after);
    pads = pads || before > 0 || after > 0;
  }
  for (int64_t dim = dims - padded_dims; pads && dim < dims; ++dim) {
    const size_t k = static_cast<size_t>(dims - 1 - dim);
    const int64_t size = self.sizes()[static_cast<size_t>(dim)];
    YATEN_CHECK(size + pad[2 * k] + pad[2 * k + 1] > 0, "The input size ", size, ", plus negative padding ", pad[2 * k],
                " and ", pad[2 * k + 1], " resulted in a negative output size, which is invalid. Check dimension ",
                dim, " of your input.");
  }
}

// Where the kept part of self lands in the result: per dim, its size and
// its first index in the result; and its first element's offset in self.
struct Placement {
  DimVector out_sizes, kept, start;
  int64_t source_offset;
};

Placement placement_of(const Tensor& self, const DimVector& pad) {
  const int64_t dims = self.dim(), padded_dims = static_cast<int64_t>(pad.size() / 2);
  Placement p{self.sizes(), self.sizes(), DimVector(static_cast<size_t>(dims), 0), 0};
  for (int64_t k = 0; k < padded_dims; ++k) {
    const size_t dim = static_cast<size_t>(dims - 1 - k);
    const int64_t before = pad[static_cast<size_t>(2 * k)], after = pad[static_cast<size_t>(2 * k + 1)];
    const int64_t size = self.sizes()[dim];
    p.out_sizes[dim] = size + before + after;
    p.kept[dim] = size - std::max<int64_t>(-before, 0) - std::max<int64_t>(-after, 0);
    p.source_offset += std::max<int64_t>(-before, 0) * self.strides()[dim];
    p.start[dim] = std::max<int64_t>(before, 0);
  }
  return p;
}

// One row of the result: value, the kept part of a source row (elements
// `step` apart), value.
template <typename T>
void write_row(T* row, const T* from, int64_t width, int64_t start, int64_t kept, int64_t step, T value) {
  std::fill(row, row + start, value);
  if (step == 1) {
    std::copy(from, from + kept, row + start);
  } else if (step == 0) {  // a broadcast gradient
    std::fill(row + start, row + start + kept, *from);
  } else {
    for (int64_t j = 0; j < kept; ++j) row[start + j] = from[j * step];
  }
  std::fill(row + start + kept, row + width, value);
}

// Each element of the contiguous result written once, a plane (the last
// two dims) at a time: rows outside the kept part are all value, the others
// value, the source row, value.
template <typename T>
void write_planes(const Tensor& self, const Placement& p, T* out, T value) {
  const size_t dims = p.out_sizes.size(), w = dims - 1;
  const bool flat = dims == 1;  // a single row
  const int64_t width = p.out_sizes[w], height = flat ? 1 : p.out_sizes[w - 1];
  const int64_t kept_h = flat ? 1 : p.kept[w - 1], start_h = flat ? 0 : p.start[w - 1];
  const int64_t stride_h = flat ? 0 : self.strides()[w - 1], step = self.strides()[w];
  const int64_t planes = checked_numel(p.out_sizes, "constant_pad") / (width * height);
  const size_t outer = flat ? 0 : dims - 2;
  const T* source = self.data<T>() + p.source_offset;
  parallel_for(0, planes, std::max<int64_t>(1, kGrainSize / (width * height)), [&](int64_t lo, int64_t hi) {
    for (int64_t plane = lo; plane < hi; ++plane) {
      T* rows = out + plane * width * height;
      const T* from = source;
      bool inside = p.kept[w] > 0 && kept_h > 0;
      for (size_t d = outer, rest = static_cast<size_t>(plane); d-- > 0 && inside;) {
        const int64_t i = static_cast<int64_t>(rest % static_cast<size_t>(p.out_sizes[d])) - p.start[d];
        rest /= static_cast<size_t>(p.out_sizes[d]);
        inside = i >= 0 && i < p.kept[d];
        from += i * self.strides()[d];
      }
      if (!inside) {
        std::fill(rows, rows + width * height, value);
        continue;
      }
      std::fill(rows, rows + start_h * width, value);
      for (int64_t h = 0; h < kept_h; ++h)
        write_row(rows + (start_h + h) * width, from + h * stride_h, width, p.start[w], p.kept[w], step, value);
      std::fill(rows + (start_h + kept_h) * width, rows + width * height, value);
    }
  });
}

Tensor padded(const Tensor& self, const DimVector& pad, const Scalar& value) {
  check_amounts(self, pad);
  if (self.dim() == 0) return contiguous_copy(self);
  const Placement p = placement_of(self, pad);
  Tensor out = Tensor::empty(p.out_sizes, self.dtype());
  if (out.numel() == 0) return out;
  YATEN_DISPATCH_ALL(self.dtype(), "constant_pad_nd", [&] {
    write_planes<scalar_t>(self, p, out.data<scalar_t>(), value.to<scalar_t>());
  });
  return out;
}

}  // namespace

Tensor constant_pad(const Tensor& self, const DimVector& pad, const Scalar& value) { return padded(self, pad, value); }

Tensor constant_pad_backward(const Tensor& grad_output, const DimVector& pad) {
  DimVector crop(pad.size());
  std::transform(pad.begin(), pad.end(), crop.begin(), [](int64_t p) { return -p; });
  return padded(grad_output, crop, Scalar(0));
}

}  // namespace yaten::kernels
