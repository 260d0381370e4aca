// batch_norm's loops, compiled per CPU target in batch_norm_rows.cpp. They
// see the input as a matrix of `rows` rows of `width` elements `stride`
// apart, every column with its own per-column values (a channel's statistics
// or coefficients): a (N, C) input is N rows of C columns, and an input
// (N, C, S) with a small S is N rows of C * S columns (the caller repeats a
// channel's values over its S columns), so a tiny plane costs no more than a
// (N, C) channel. The sums walk a block of columns down the rows, holding
// that block's sums in registers, or (the flat form) the rows in order, the
// sums in L1: each element is loaded once; the affine loop streams through
// the input flat, the coefficients repeated per row.
// A large plane (S a few vectors or more) is its own row instead, with one
// number per channel (the *_planes functions).
#pragma once

#include <cstdint>

namespace yaten::kernels::normalization {

// The two sums one pass gives per column: of d = x - centre and of d * d
// (the statistics, g unused), or of g and of g * (x - centre) (the
// backward's). The terms are computed in x's type; float sums run in float
// over a few dozen rows, then go into the double sums.
enum class SumPair { Moments, GradMoments };

// What the GradMoments pass may write while it reads g: out = g * scale per
// column (per channel for planes), laid out as g; the evaluation-mode input
// gradient, whose scale needs no sums, so the backward reads g once. A null
// out writes nothing.
template <class T>
struct ScaledGrad {
  const T* scale = nullptr;
  T* out = nullptr;
  bool stream = false;  // out written with streaming stores (add_flat_column_sums)
};

// acc_a[j] and acc_b[j] += the column sums of the pair's terms over the rows,
// for the columns j in [0, width).
void add_column_sums(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows, int64_t width,
                     int64_t stride, double* acc_a, double* acc_b, ScaledGrad<float> write = {});
void add_column_sums(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows,
                     int64_t width, int64_t stride, double* acc_a, double* acc_b, ScaledGrad<double> write = {});

// The same over rows of exactly `width` columns walked flat, centre and
// write.scale holding width + kPeriodicPad values (value k column k %
// width's, as affine_flat's coefficients).
void add_flat_column_sums(SumPair pair, const float* x, const float* g, const float* centre, int64_t rows,
                          int64_t width, double* acc_a, double* acc_b, ScaledGrad<float> write = {});
void add_flat_column_sums(SumPair pair, const double* x, const double* g, const double* centre, int64_t rows,
                          int64_t width, double* acc_a, double* acc_b, ScaledGrad<double> write = {});

// The same for planes: samples [n0, n1) of an input (N, C, S), acc_a[c] and
// acc_b[c] += the sums over channel c's planes, centre[c] its centre.
struct Planes {
  int64_t channels, size;  // C and S
};
void add_plane_sums(SumPair pair, const float* x, const float* g, const float* centre, const Planes& p, int64_t n0,
                    int64_t n1, double* acc_a, double* acc_b, ScaledGrad<float> write = {});
void add_plane_sums(SumPair pair, const double* x, const double* g, const double* centre, const Planes& p,
                    int64_t n0, int64_t n1, double* acc_a, double* acc_b, ScaledGrad<double> write = {});

// out = u * a + (x - m) * b + c, per column (or per channel for planes); x
// nullptr leaves out the middle term (m and b unread), c nullptr the last.
template <class T>
struct Affine {
  const T *a, *m, *b, *c;
};
// out = u * a + (x - m) * b + c per column over elements [begin, end) of
// the input seen flat (rows of `width` columns), element i in
// column i % width; each coefficient array holds width + kPeriodicPad
// values, value k column k % width's, for the vectors that cross a row's end.
// `stream` writes out with streaming stores (past the caches).
constexpr int64_t kPeriodicPad = 64;
void affine_flat(const float* u, const float* x, const Affine<float>& k, float* out, int64_t begin, int64_t end,
                 int64_t width, bool stream);
void affine_flat(const double* u, const double* x, const Affine<double>& k, double* out, int64_t begin, int64_t end,
                 int64_t width, bool stream);
// Planes [p0, p1) of an input (N, C, S) counted over (n, c), plane p in channel p % C.
void affine_planes(const float* u, const float* x, const Affine<float>& k, float* out, const Planes& p, int64_t p0,
                   int64_t p1);
void affine_planes(const double* u, const double* x, const Affine<double>& k, double* out, const Planes& p,
                   int64_t p0, int64_t p1);

}  // namespace yaten::kernels::normalization
