// Copies between two tensors of one dtype, as bytes: a run contiguous on both
// sides is one memcpy, and a transposed pair (the destination's contiguous
// dim strided in the source, the source's contiguous dim among the outer
// ones) is copied in square tiles that stay in cache, so neither side is read
// or written a whole line apart from the element before.
#pragma once

#include "runtime/tensor.h"

namespace yaten::kernels {

// dst[i] = src[i] for every element of dst; src_strides read src at dst's
// shape (0 along broadcast dims). The caller has checked shapes and that the
// dtypes are one. Returns false, copying nothing, for an element size it has
// no unsigned integer of.
bool copy_same_dtype(const Tensor& dst, const char* src_data, const DimVector& src_strides);

}  // namespace yaten::kernels
