// Memory formats on strided tensors: which strides a format means for a
// shape, and whether a tensor is laid out so (PyTorch's channels_last is
// NHWC order in memory for an NCHW-shaped tensor).
#pragma once

#include "runtime/device.h"
#include "runtime/tensor.h"

namespace yaten {

// Whether t is dense in format's order; size-1 dims are free, as in PyTorch.
// Preserve asks what Contiguous asks; channels_last of a tensor not 4-D: false.
bool is_contiguous_as(const Tensor& t, MemoryFormat format);
// The format t's strides suggest (PyTorch's suggest_memory_format): what
// Tensor.to compares with to decide that no copy is needed.
MemoryFormat suggest_memory_format(const Tensor& t);
// The dense strides of `format` for sizes (Contiguous: row-major). RuntimeError
// "required rank 4 tensor to use channels_last format" for the wrong rank.
DimVector memory_format_strides(const DimVector& sizes, MemoryFormat format);
// An uninitialised tensor of self's shape in dtype, laid out in format
// (preserve_format: as self, by the rule elementwise results follow).
Tensor empty_in_format(const Tensor& self, ScalarType dtype, MemoryFormat format);

}  // namespace yaten
