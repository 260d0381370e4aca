// Whether two tensors, or the elements of one, share memory: what a kernel
// must know before it writes its result straight into an existing tensor
// (after PyTorch's ATen/MemoryOverlap). "Too hard" means the views are not
// dense, so the answer would need an element-by-element walk.
#pragma once

#include "runtime/tensor.h"

namespace yaten {

enum class InternalOverlap { No, Yes, TooHard };
enum class Overlap { No, Full, Partial, TooHard };

// Dense in memory, each element in its own place, in any order of dims.
bool is_non_overlapping_and_dense(const Tensor& t);

InternalOverlap internal_overlap(const Tensor& t);
// Full: the same elements at the same places. Partial: some memory shared otherwise.
Overlap overlap(const Tensor& a, const Tensor& b);

// PyTorch's refusals, with the op's name in front.
void check_no_internal_overlap(const Tensor& written, const char* op_name);
void check_no_partial_overlap(const Tensor& written, const Tensor& input, const char* op_name);

}  // namespace yaten
