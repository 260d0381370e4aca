// Memory formats: the strides a format means, and which tensors are laid out so.
#include <catch2/catch.hpp>

#include "runtime/error.h"
#include "runtime/memory_format.h"

using namespace yaten;

TEST_CASE("memory format: channels-last strides and contiguity", "[runtime][memory_format]") {
  DimVector sizes{2, 3, 4, 5};
  CHECK(memory_format_strides(sizes, MemoryFormat::ChannelsLast) == DimVector{60, 1, 15, 3});
  CHECK(memory_format_strides(sizes, MemoryFormat::Contiguous) == DimVector{60, 20, 5, 1});
  CHECK(memory_format_strides({2, 3, 4, 5, 6}, MemoryFormat::ChannelsLast3d) == DimVector{360, 1, 90, 18, 3});
  CHECK_THROWS_WITH(memory_format_strides({2, 3}, MemoryFormat::ChannelsLast),
                    "required rank 4 tensor to use channels_last format");
  Tensor nhwc = Tensor::empty_dense(sizes, memory_format_strides(sizes, MemoryFormat::ChannelsLast), ScalarType::Float32);
  CHECK(is_contiguous_as(nhwc, MemoryFormat::ChannelsLast));
  CHECK_FALSE(is_contiguous_as(nhwc, MemoryFormat::Contiguous));
  CHECK(suggest_memory_format(nhwc) == MemoryFormat::ChannelsLast);
  Tensor nchw = Tensor::empty(sizes, ScalarType::Float32);
  CHECK(suggest_memory_format(nchw) == MemoryFormat::Contiguous);
  // N111: ambiguous strides read as contiguous, as in PyTorch.
  CHECK(suggest_memory_format(Tensor::empty({4, 1, 1, 1}, ScalarType::Float32)) == MemoryFormat::Contiguous);
}
