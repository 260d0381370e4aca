// Where each output position of one resampled axis reads its input: the
// source indices and weights of nearest, nearest-exact, linear and cubic
// resampling, computed once per call (not per plane) by torch's rules, so
// that the same sources are picked and weighed alike.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace yaten::kernels::upsampling {

enum class Resample { Nearest, NearestExact, Linear, Cubic };

// Taps per output position: 1 source for nearest, 2 for linear, 4 for cubic.
int taps_of(Resample mode);

// Output position o reads sources index[o * taps + k] (clamped into the
// input) with weights weight[o * taps + k] (empty for the nearest modes: a
// weight of 1). W is the type torch computes the positions in.
template <typename W>
struct AxisTaps {
  int taps = 1;
  std::vector<int64_t> index;
  std::vector<W> weight;
  // r when nearest's sources are each input repeated r times in order
  // (index[o] == o / r: an integer factor), which the kernels copy and sum
  // in contiguous runs; 0 otherwise.
  int64_t repeat = 0;
  // Outputs [periodic_begin, periodic_end) of the weighted modes read, each,
  // the sources `step` further on than the output `period` before it, with
  // the same weights (an integer factor: 2 and 1 for x2, away from the
  // borders). Found by comparing the taps, so exact; the kernels run each
  // phase of the period as a contiguous loop instead of gathering. 0: none.
  int64_t period = 0, step = 0, periodic_begin = 0, periodic_end = 0;
};

// One axis to resample: `in` inputs to `out` outputs; `scale`, when given
// and positive, is the user's scale factor (the source step is its inverse).
struct Axis {
  Resample mode;
  int64_t in, out;
  bool align_corners;
  std::optional<double> scale;
  // torch's gradient kernels take an axis of equal sizes (and nearest's of
  // doubled size) exactly, whatever the scale; its forward kernels do so for
  // linear only. So the two directions pick their sources apart, as torch's.
  bool backward;
  // torch computes nearest's forward step for a bfloat16 input in bfloat16.
  bool bfloat16_step;
};

template <typename W>
AxisTaps<W> axis_taps(const Axis& axis);

}  // namespace yaten::kernels::upsampling
