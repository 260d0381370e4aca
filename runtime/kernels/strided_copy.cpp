// Same-dtype copies as bytes (strided_copy.h): memcpy runs, and transposed
// pairs in cache-sized tiles.
#include "runtime/kernels/strided_copy.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <optional>

#include "runtime/kernels/loops.h"
#include "runtime/parallel.h"

namespace yaten::kernels {

namespace {

// A tile is a cache line (64 bytes) of elements square: its source lines are
// each read whole, once, into a buffer, and its destination lines each
// written whole, once, from it, so no line must stay in cache from one tile
// to the next (with strides of a power of two bytes, as a transposed
// 1024-wide matrix has, the lines of a wider tile all fall into one cache
// set and evict each other).
template <typename U>
constexpr int64_t kTile = 64 / static_cast<int64_t>(sizeof(U));
// With fewer elements than this along either tiled dim, plain runs do as well.
constexpr int64_t kMinTiledSize = 16;

template <typename U>
inline void copy_run(std::array<char*, 2> p, int64_t n, std::array<int64_t, 2> st) {
  U* out = reinterpret_cast<U*>(p[0]);
  const U* in = reinterpret_cast<const U*>(p[1]);
  if (st[0] == 1 && st[1] == 1) {
    // A call of memcpy costs more than a short row.
    if (n * static_cast<int64_t>(sizeof(U)) < 256) {
      for (int64_t i = 0; i < n; ++i) out[i] = in[i];
    } else {
      std::memcpy(out, in, static_cast<size_t>(n) * sizeof(U));
    }
  } else if (st[0] == 1 && st[1] == 0) {
    std::fill(out, out + n, *in);
  } else {
    for (int64_t i = 0; i < n; ++i) out[i * st[0]] = in[i * st[1]];
  }
}

// A walk whose innermost dim is contiguous in the destination and strided in
// the source, while another dim is the source's contiguous one: a batch
// (outer dims) of rows x cols transposes.
struct TiledCopy {
  int64_t rows, cols;  // sizes of the source's contiguous dim and of the destination's
  int64_t dst_row_stride, src_col_stride;
  DimVector outer_shape;
  std::array<DimVector, 2> outer_strides;  // destination's, source's
};

std::optional<TiledCopy> tiled_form(const StridedWalk<2>& w) {
  const size_t nd = w.shape.size();
  if (nd < 2) return std::nullopt;
  const size_t inner = nd - 1;
  const int64_t src_inner = w.strides[1][inner];
  if (w.strides[0][inner] != 1 || src_inner == 1 || src_inner == 0 || w.shape[inner] < kMinTiledSize) return std::nullopt;
  size_t rows_dim = nd;
  for (size_t d = 0; d < inner; ++d)
    if (w.strides[1][d] == 1) rows_dim = d;
  if (rows_dim == nd || w.shape[rows_dim] < kMinTiledSize) return std::nullopt;
  TiledCopy c{w.shape[rows_dim], w.shape[inner], w.strides[0][rows_dim], src_inner, {}, {}};
  for (size_t d = 0; d < inner; ++d) {
    if (d == rows_dim) continue;
    c.outer_shape.push_back(w.shape[d]);
    for (size_t k = 0; k < 2; ++k) c.outer_strides[k].push_back(w.strides[k][d]);
  }
  return c;
}

template <typename U>
void copy_tiles(const TiledCopy& c, char* dst, const char* src) {
  constexpr int64_t tile = kTile<U>;
  const int64_t row_tiles = (c.rows + tile - 1) / tile;
  int64_t outer = 1;
  for (int64_t s : c.outer_shape) outer *= s;
  const int64_t grain = std::max<int64_t>(1, kGrainSize / (tile * c.cols));
  parallel_for(0, outer * row_tiles, grain, [&](int64_t lo, int64_t hi) {
    U buffer[tile][tile];  // [column][row] of the tile
    for (int64_t task = lo; task < hi; ++task) {
      U* out = reinterpret_cast<U*>(dst);
      const U* in = reinterpret_cast<const U*>(src);
      int64_t index = task / row_tiles;
      for (size_t d = c.outer_shape.size(); d-- > 0;) {
        const int64_t coordinate = index % c.outer_shape[d];
        index /= c.outer_shape[d];
        out += coordinate * c.outer_strides[0][d];
        in += coordinate * c.outer_strides[1][d];
      }
      const int64_t r0 = (task % row_tiles) * tile, rows = std::min(tile, c.rows - r0);
      for (int64_t c0 = 0; c0 < c.cols; c0 += tile) {
        const int64_t cols = std::min(tile, c.cols - c0);
        for (int64_t k = 0; k < cols; ++k) std::memcpy(buffer[k], in + (c0 + k) * c.src_col_stride + r0, static_cast<size_t>(rows) * sizeof(U));
        for (int64_t r = 0; r < rows; ++r) {
          U* line = out + (r0 + r) * c.dst_row_stride + c0;
          for (int64_t k = 0; k < cols; ++k) line[k] = buffer[k][r];
        }
      }
    }
  });
}

template <typename U>
void copy_as(const Tensor& dst, const char* src_data, const DimVector& src_strides) {
  const std::array<DimVector, 2> strides{dst.strides(), src_strides};
  const std::array<char*, 2> base{dst.data<char>(), const_cast<char*>(src_data)};
  const StridedWalk<2> walk = coalesce_in_memory_order<2>(dst.sizes(), strides);
  if (std::optional<TiledCopy> tiles = tiled_form(walk)) {
    copy_tiles<U>(*tiles, base[0], base[1]);
    return;
  }
  if (walk.shape.size() == 2) {
    // Rows of one matrix (a slice written or read): step from row to row
    // instead of recomputing each row's address from its index.
    const int64_t rows = walk.shape[0], n = walk.shape[1];
    const std::array<int64_t, 2> row_step{walk.strides[0][0], walk.strides[1][0]};
    const std::array<int64_t, 2> st{walk.strides[0][1], walk.strides[1][1]};
    parallel_for(0, rows, std::max<int64_t>(1, kGrainSize / n), [&](int64_t lo, int64_t hi) {
      U* out = reinterpret_cast<U*>(base[0]) + lo * row_step[0];
      const U* in = reinterpret_cast<const U*>(base[1]) + lo * row_step[1];
      for (int64_t r = lo; r < hi; ++r, out += row_step[0], in += row_step[1])
        copy_run<U>({reinterpret_cast<char*>(out), reinterpret_cast<char*>(const_cast<U*>(in))}, n, st);
    });
    return;
  }
  constexpr auto size = static_cast<int64_t>(sizeof(U));
  for_each_run<2>(dst, strides, base, {size, size},
                  [](std::array<char*, 2> p, int64_t n, std::array<int64_t, 2> st) { copy_run<U>(p, n, st); });
}

}  // namespace

bool copy_same_dtype(const Tensor& dst, const char* src_data, const DimVector& src_strides) {
  if (dst.numel() == 0) return true;
  switch (itemsize(dst.dtype())) {
    case 1: copy_as<uint8_t>(dst, src_data, src_strides); return true;
    case 2: copy_as<uint16_t>(dst, src_data, src_strides); return true;
    case 4: copy_as<uint32_t>(dst, src_data, src_strides); return true;
    case 8: copy_as<uint64_t>(dst, src_data, src_strides); return true;
    default: return false;
  }
}

}  // namespace yaten::kernels
