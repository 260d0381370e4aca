// embedding_bag's kernel: the sum, mean or max of each bag of weight's rows,
// with the bookkeeping torch's native op returns beside the bags (offset2bag,
// bag_size, max_indices). Every argument is checked before anything is read
// through an index.
#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include "generated/runtime/kernels_sparse.h"
#include "runtime/error.h"
#include "runtime/kernels/common.h"
#include "runtime/parallel.h"
#include "runtime/reduced_float.h"
#include "runtime/shape.h"

// The weight dtypes torch 1.13's CPU embedding_bag runs on.
#define YATEN_TYPES_EMBEDDING_BAG(X, ...) YATEN_TYPES_FLOATING(X, __VA_ARGS__) YATEN_TYPES_HALF(X, __VA_ARGS__)

namespace yaten::kernels {

namespace {

constexpr int64_t kSum = 0, kMean = 1, kMax = 2;

const char* const kWhile = " (while checking arguments for embedding_bag)";

// indices or offsets (argument `name`) as contiguous int64 values.
Tensor int64_values(const Tensor& t, const char* name) {
  YATEN_CHECK(t.dtype() == ScalarType::Int64 || t.dtype() == ScalarType::Int32,
              "embedding_bag: Expected tensor for argument #1 '", name,
              "' to have one of the following scalar types: Long, Int; but got ", torch_dtype_name(t.dtype()),
              " instead", kWhile);
  return contiguous(to_dtype(t, ScalarType::Int64));
}

// Where each bag starts and ends in indices.
struct Bags {
  std::vector<int64_t> offsets, start, end;
  int64_t count() const { return static_cast<int64_t>(start.size()); }
};

Bags bags_from_offsets(const Tensor& offsets, int64_t n, bool include_last_offset) {
  const Tensor values = int64_values(offsets, "offsets");
  const int64_t* o = values.data<int64_t>();
  const int64_t k = values.numel();
  YATEN_CHECK(!include_last_offset || k >= 1, "embedding_bag: include_last_offset: number of offset should be at least 1");
  if (k > 0) {
    YATEN_CHECK(o[0] == 0, "embedding_bag: offsets[0] has to be 0, i.e., the first sequence in the mini-batch has to "
                "start from position 0. However, got ", o[0]);
    YATEN_CHECK(o[k - 1] <= n, "embedding_bag: offsets[-1] can not be greater than input's length ", n,
                " but got offsets[-1] of ", o[k - 1]);
  }
  for (int64_t i = 0; i + 1 < k; ++i)
    YATEN_CHECK(o[i] <= o[i + 1], "embedding_bag: offsets must be non-decreasing, but offsets[", i, "] = ", o[i],
                " > offsets[", i + 1, "] = ", o[i + 1]);
  Bags bags;
  bags.offsets.assign(o, o + k);
  const int64_t count = include_last_offset ? k - 1 : k;
  for (int64_t b = 0; b < count; ++b) {
    bags.start.push_back(o[b]);
    bags.end.push_back(b + 1 < k ? o[b + 1] : n);
  }
  return bags;
}

void check_arguments(const Tensor& weight, const int64_t* index, int64_t n, int64_t mode, bool sparse,
                     const Tensor& per_sample_weights, std::optional<int64_t> padding_idx) {
  YATEN_CHECK(mode == kSum || mode == kMean || mode == kMax,
              "embedding_bag: mode has to be 0 (sum), 1 (mean) or 2 (max), but got ", mode);
  YATEN_CHECK(weight.dtype() == ScalarType::Float32 || weight.dtype() == ScalarType::Float64 ||
                  weight.dtype() == ScalarType::Float16,
              "embedding_bag: Expected tensor for argument #1 'weight' to have one of the following scalar types: "
              "Half, Float, Double; but got ", torch_dtype_name(weight.dtype()), " instead", kWhile);
  YATEN_CHECK_INDEX(weight.dim() == 2, "embedding_bag: weight has to be a 2-D tensor, but got a ", weight.dim(),
                    "-D tensor");
  YATEN_CHECK(!sparse, "embedding_bag: sparse gradients are not supported by yaten");
  const int64_t rows = weight.size(0);
  if (padding_idx)
    YATEN_CHECK(*padding_idx >= -rows && *padding_idx < rows,
                "embedding_bag: padding_idx must be within the number of embeddings, ", -rows, " through ", rows - 1,
                ", but got ", *padding_idx);
  if (per_sample_weights.defined()) {
    YATEN_CHECK(mode == kSum, "embedding_bag: per_sample_weights only supported with mode='sum'");
    YATEN_CHECK(per_sample_weights.dtype() == weight.dtype(),
                "embedding_bag: Expected tensor for argument #1 'weight' to have the same type as tensor for argument "
                "#1 'per_sample_weights'; but type ", torch_dtype_name(weight.dtype()), " does not equal ",
                torch_dtype_name(per_sample_weights.dtype()), kWhile);
    YATEN_CHECK(per_sample_weights.numel() == n, "embedding_bag: expected per_sample_weights to have one value per "
                "index (", n, "), but got ", per_sample_weights.numel());
  }
  for (int64_t i = 0; i < n; ++i)
    YATEN_CHECK(index[i] >= 0 && index[i] < rows,
                "embedding_bag: Expected idx >= 0 && idx < num_embeddings but found idx to be ", index[i]);
}

// torch skips offset2bag on its fast sum path (dense float rows, no padding_idx).
bool torch_skips_offset2bag(const Tensor& weight, int64_t mode, const Tensor& per_sample_weights,
                            std::optional<int64_t> padding_idx) {
  const bool fast_dtype = weight.dtype() == ScalarType::Float32 || weight.dtype() == ScalarType::Float16;
  const bool unit_rows = weight.size(1) <= 1 || weight.stride(1) == 1;
  const bool unit_weights = !per_sample_weights.defined() || per_sample_weights.numel() <= 1 ||
                            per_sample_weights.stride(per_sample_weights.dim() - 1) == 1;
  return mode == kSum && fast_dtype && unit_rows && unit_weights && !padding_idx;
}

// Reduces every bag into out (bags, dim), writing bag_size and, in mode max,
// the weight row of each maximum (max_indices, bags x dim).
template <class T>
void reduce_bags(const Tensor& weight, const int64_t* index, const Bags& bags, int64_t mode, const T* sample_weight,
                 int64_t padding, const Tensor& out, int64_t* bag_size, int64_t* max_indices) {
  using C = compute_t<T>;
  const int64_t dim = weight.size(1), row_stride = weight.stride(0), col_stride = weight.stride(1);
  const T* w = weight.data<T>();
  T* o = out.data<T>();
  const int64_t rows_per_bag = bags.count() ? std::max<int64_t>(1, bags.end.back() / bags.count()) : 1;
  parallel_for(0, bags.count(), std::max<int64_t>(1, kGrainSize / std::max<int64_t>(1, dim * rows_per_bag)),
               [&](int64_t lo, int64_t hi) {
    std::vector<C> acc(dim);
    for (int64_t b = lo; b < hi; ++b) {
      std::fill(acc.begin(), acc.end(), C(0));
      int64_t* arg = max_indices ? max_indices + b * dim : nullptr;
      int64_t count = 0;
      for (int64_t p = bags.start[b]; p < bags.end[b]; ++p) {
        const int64_t row = index[p];
        if (row == padding) continue;
        const T* src = w + row * row_stride;
        if (mode == kMax) {
          for (int64_t d = 0; d < dim; ++d) {
            const C v = static_cast<C>(src[d * col_stride]);
            // The first row seeds the maximum; a later one replaces it only when
            // strictly greater (a NaN neither replaces nor is replaced), as in torch.
            if (count == 0 || v > acc[d]) {
              acc[d] = v;
              arg[d] = row;
            }
          }
        } else {
          const C scale = sample_weight ? static_cast<C>(sample_weight[p]) : C(1);
          for (int64_t d = 0; d < dim; ++d) acc[d] += scale * static_cast<C>(src[d * col_stride]);
        }
        ++count;
      }
      if (mode == kMean && count > 0)
        for (int64_t d = 0; d < dim; ++d) acc[d] /= static_cast<C>(count);
      for (int64_t d = 0; d < dim; ++d) o[b * dim + d] = static_cast<T>(acc[d]);
      if (mode != kSum) bag_size[b] = count;
    }
  });
}

}  // namespace

std::tuple<Tensor, Tensor, Tensor, Tensor> _embedding_bag(const Tensor& weight, const Tensor& indices,
                                                          const Tensor& offsets, bool scale_grad_by_freq, int64_t mode,
                                                          bool sparse, const Tensor& per_sample_weights,
                                                          bool include_last_offset, std::optional<int64_t> padding_idx,
                                                          bool forward_only) {
  (void)scale_grad_by_freq;  // a gradient option: the backward formula reads it
  // torch fails an internal assertion on other shapes (F.embedding_bag flattens a 2-D input first).
  YATEN_CHECK(indices.dim() == 1, "embedding_bag: indices has to be a 1-D tensor, but got a ", indices.dim(),
              "-D tensor");
  const Tensor index = int64_values(indices, "indices");
  const int64_t n = index.numel();
  const int64_t* ip = index.data<int64_t>();
  YATEN_CHECK_INDEX(offsets.dim() == 1, "embedding_bag: offsets has to be a 1-D tensor, but got a ", offsets.dim(),
                    "-D tensor");
  check_arguments(weight, ip, n, mode, sparse, per_sample_weights, padding_idx);
  const Bags bags = bags_from_offsets(offsets, n, include_last_offset);
  const int64_t rows = weight.size(0), dim = weight.size(1), count = bags.count();
  const int64_t padding = padding_idx ? (*padding_idx < 0 ? *padding_idx + rows : *padding_idx) : -1;
  // Every bookkeeping result has the index dtype: int32 only when indices and offsets both are.
  const ScalarType index_dtype = indices.dtype() == ScalarType::Int32 && offsets.dtype() == ScalarType::Int32
                                     ? ScalarType::Int32
                                     : ScalarType::Int64;

  Tensor out = Tensor::empty(DimVector{count, dim}, weight.dtype());
  // mode sum's bag_size is zeros, one per bag, or one per offset when torch takes its forward-only path.
  const int64_t sizes_count = mode == kSum && forward_only ? offsets.numel() : count;
  Tensor bag_size = Tensor::empty(DimVector{sizes_count}, ScalarType::Int64);
  fill_tensor(bag_size, Scalar(int64_t{0}));
  Tensor max_indices;
  if (mode == kMax) {
    max_indices = Tensor::empty(DimVector{count, dim}, ScalarType::Int64);
    fill_tensor(max_indices, Scalar(int64_t{0}));
  }
  const Tensor sample_weights = per_sample_weights.defined() ? contiguous(per_sample_weights) : Tensor();
  YATEN_DISPATCH_CASES(weight.dtype(), "embedding_bag", YATEN_TYPES_EMBEDDING_BAG, [&] {
    reduce_bags<scalar_t>(weight, ip, bags, mode, sample_weights.defined() ? sample_weights.data<scalar_t>() : nullptr,
                          padding, out, bag_size.data<int64_t>(),
                          max_indices.defined() ? max_indices.data<int64_t>() : nullptr);
  });
  if (mode != kMax) max_indices = contiguous_copy(bag_size);

  Tensor offset2bag = Tensor::empty(DimVector{torch_skips_offset2bag(weight, mode, per_sample_weights, padding_idx) ? 0 : n},
                                    ScalarType::Int64);
  if (offset2bag.numel() > 0) {
    // Each index's bag, as torch counts it: the number of offsets at or before
    // it, less one (past include_last_offset's final offset: one past the last bag).
    int64_t* bag_of = offset2bag.data<int64_t>();
    const int64_t k = static_cast<int64_t>(bags.offsets.size());
    int64_t seen = 0;
    for (int64_t p = 0; p < n; ++p) {
      while (seen < k && bags.offsets[seen] <= p) ++seen;
      bag_of[p] = seen - 1;
    }
  }
  return {out, to_dtype(offset2bag, index_dtype), to_dtype(bag_size, index_dtype), to_dtype(max_indices, index_dtype)};
}

}  // namespace yaten::kernels
