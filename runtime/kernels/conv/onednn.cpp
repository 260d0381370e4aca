// float32 conv2d and its two gradients on oneDNN's blocked-layout kernels
// (JIT-compiled for the CPU it runs on, AVX-512 here): direct, or Winograd's
// where that costs less (3x3 kernels, channels in sixteens, outputs from
// 12x12). The batch is split into chunks run by yaten's own thread pool, each
// chunk's primitive on one thread: oneDNN's OpenMP team would spin next to
// our pool on the same cores, and a forked child (a DataLoader worker) hangs
// in a team its parent started. Primitives are made once per shape and kept
// (making one JIT-compiles it); the plain (n, c, h, w) tensors are reordered
// into the layouts the primitive chose and back, as PyTorch's own call does.
#include "runtime/kernels/conv/onednn.h"

#if YATEN_HAVE_DNNL

#include <omp.h>

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <vector>

#include <oneapi/dnnl/dnnl.hpp>

#include "runtime/parallel.h"
#include "runtime/tensor.h"

namespace yaten::kernels::onednn {

namespace {

using dnnl::memory;
using Tag = memory::format_tag;
constexpr auto kF32 = memory::data_type::f32;

// A chunk below this many multiply-adds costs more to run apart than it saves.
constexpr int64_t kMinChunkMacs = int64_t{1} << 21;
constexpr int64_t kMaxChunks = 8;
constexpr int64_t kMinInputGradChannels = 3;
constexpr int64_t kMinBlockedInputGradChannels = 8;
// Shapes kept; a program that convolves ever new shapes starts over past it.
constexpr size_t kMaxPlans = 512;

enum class Pass : int64_t { forward, backward_input, backward_weight };

// oneDNN's Winograd kernels (F(4x4, 3x3) on AVX-512: 3x3 kernels, stride 1)
// multiply a 6x6 tile of transformed input by the transformed weights for
// each 4x4 block of output: 2.25x fewer multiplications, for transforms that
// cost more where 4x4 blocks overhang a small image, where channels are
// padded to sixteens, and (the weights' on every call) where a chunk has few
// blocks. Forward and both gradients on one thread, CPU time: 16->32 on 28x28
// at batch 64 (chunks of 8) 7.3 -> 6.0 ms, 32->32 on 16x16 4.6 -> 4.1, on
// 12x12 2.7 -> 2.4, but on 10x10 1.6 -> 2.0 and on 8x8 0.63 -> 0.88; 3->64
// on 32x32 6.9 -> 16.2, 1->16 on 28x28 0.8 -> 2.9; 64->64 on 56x56, one
// sample, 3.4 -> 2.1, 256->256 on 28x28 13.0 -> 8.1, but on 14x14 4.1 ->
// 5.7 (and 5.7 -> 5.9 in chunks of two), 64->128 on 14x14 in chunks of four
// 13.3 -> 11.6. The results differ from the direct kernel's by a few float32
// roundings of the largest output (1-2e-6 of it, against 0.5e-6 direct).
constexpr int64_t kMinWinogradOutputSide = 12;
constexpr int64_t kMinWinogradChunkOutputs = 28 * 28;
constexpr int64_t kWinogradChannelBlock = 16;

// For a chunk of n samples.
bool suits_winograd(const ConvGeometry& g, int64_t n) {
  return g.groups == 1 && g.c % kWinogradChannelBlock == 0 && g.o % kWinogradChannelBlock == 0 &&
         g.oh >= kMinWinogradOutputSide && g.ow >= kMinWinogradOutputSide && n * g.l() >= kMinWinogradChunkOutputs;
}

dnnl::engine& cpu_engine() {
  static dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  return engine;
}

// oneDNN sizes its work for, and runs on, omp_get_max_threads() threads of
// the calling thread: one, while this lives (the caller's setting, which
// PyTorch in the same process may have made, comes back after).
class OnThisThreadOnly {
 public:
  OnThisThreadOnly() : saved_(omp_get_max_threads()) {
    if (saved_ != 1) omp_set_num_threads(1);
  }
  ~OnThisThreadOnly() {
    if (saved_ != 1) omp_set_num_threads(saved_);
  }
  OnThisThreadOnly(const OnThisThreadOnly&) = delete;
  OnThisThreadOnly& operator=(const OnThisThreadOnly&) = delete;

 private:
  int saved_;
};

// One tensor argument of a primitive: its plain layout, the one the
// primitive computes in, and the reorder between them when they differ
// (plain to inner for an input, inner to plain for the output).
struct Operand {
  int arg = 0;
  memory::desc plain, inner;
  std::optional<dnnl::reorder> convert;
  memory::desc convert_scratch;
};

struct Plan {
  dnnl::primitive conv;
  Operand a, b, out;
  memory::desc bias;  // forward with a bias, or the weight gradient with the bias's
  int bias_arg = 0;
  memory::desc scratch;
};

using Key = std::array<int64_t, 18>;

Key key_of(Pass pass, const ConvGeometry& g, int64_t n, bool bias) {
  return {static_cast<int64_t>(pass), n, g.c, g.h, g.w, g.o, g.kh, g.kw, g.oh, g.ow, g.sh, g.sw, g.ph, g.pw, g.dh,
          g.dw, g.groups, bias};
}

// Each primitive runs with scratch memory of the caller's (chunks run at once).
dnnl::primitive_attr own_scratch() {
  dnnl::primitive_attr attr;
  attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
  return attr;
}

Operand operand(int arg, const memory::desc& plain, const memory::desc& inner, bool is_output) {
  Operand op{arg, plain, inner, std::nullopt, {}};
  if (plain != inner) {
    const dnnl::reorder::primitive_desc pd = is_output
        ? dnnl::reorder::primitive_desc(cpu_engine(), inner, cpu_engine(), plain, own_scratch())
        : dnnl::reorder::primitive_desc(cpu_engine(), plain, cpu_engine(), inner, own_scratch());
    op.convert = dnnl::reorder(pd);
    op.convert_scratch = pd.scratchpad_desc();
  }
  return op;
}

// The primitive for `pass` over n samples; throws dnnl::error when oneDNN has none.
Plan make_plan(Pass pass, const ConvGeometry& g, int64_t n, bool with_bias, dnnl::algorithm algorithm) {
  using namespace dnnl;
  const memory::dims src{n, g.c, g.h, g.w}, dst{n, g.o, g.oh, g.ow};
  const memory::dims weights = g.groups > 1 ? memory::dims{g.groups, g.og(), g.cg(), g.kh, g.kw}
                                            : memory::dims{g.o, g.cg(), g.kh, g.kw};
  const Tag weights_tag = g.groups > 1 ? Tag::goihw : Tag::oihw;
  const memory::desc src_plain(src, kF32, Tag::nchw), dst_plain(dst, kF32, Tag::nchw),
      weights_plain(weights, kF32, weights_tag), bias_plain({g.o}, kF32, Tag::x);
  const memory::desc src_any(src, kF32, Tag::any), dst_any(dst, kF32, Tag::any), weights_any(weights, kF32, Tag::any);
  // oneDNN counts dilation from 0 and wants the far padding that makes the
  // sizes agree (negative where stride leaves the last rows unread).
  const memory::dims strides{g.sh, g.sw}, dilation{g.dh - 1, g.dw - 1}, pad_near{g.ph, g.pw},
      pad_far{(g.oh - 1) * g.sh + (g.kh - 1) * g.dh + 1 - g.h - g.ph,
              (g.ow - 1) * g.sw + (g.kw - 1) * g.dw + 1 - g.w - g.pw};
  const primitive_attr attr = own_scratch();
  const auto forward_desc =
      with_bias ? convolution_forward::desc(prop_kind::forward_training, algorithm, src_any, weights_any, bias_plain,
                                            dst_any, strides, dilation, pad_near, pad_far)
                : convolution_forward::desc(prop_kind::forward_training, algorithm, src_any, weights_any, dst_any,
                                            strides, dilation, pad_near, pad_far);
  const convolution_forward::primitive_desc forward(forward_desc, attr, cpu_engine());
  Plan plan;
  if (pass == Pass::forward) {
    plan.conv = convolution_forward(forward);
    plan.a = operand(DNNL_ARG_SRC, src_plain, forward.src_desc(), false);
    plan.b = operand(DNNL_ARG_WEIGHTS, weights_plain, forward.weights_desc(), false);
    plan.out = operand(DNNL_ARG_DST, dst_plain, forward.dst_desc(), true);
    if (with_bias) plan.bias = bias_plain, plan.bias_arg = DNNL_ARG_BIAS;
    plan.scratch = forward.scratchpad_desc();
  } else if (pass == Pass::backward_input) {
    // Few input channels: asked for the plain layout, oneDNN takes its GEMM
    // kernel, which pads nothing to 16 channels and needs no reorders (3->64
    // on 32x32 at batch 64, forward and backward on one thread: 7.6-7.8 ms
    // against 10.3-11.7 ms blocked; even at 8 channels, 12 worse).
    const memory::desc& input_grad_src = g.cg() < kMinBlockedInputGradChannels ? src_plain : src_any;
    const convolution_backward_data::primitive_desc data(
        convolution_backward_data::desc(algorithm, input_grad_src, weights_any, dst_any, strides, dilation, pad_near,
                                        pad_far),
        attr, cpu_engine(), forward);
    plan.conv = convolution_backward_data(data);
    plan.a = operand(DNNL_ARG_DIFF_DST, dst_plain, data.diff_dst_desc(), false);
    plan.b = operand(DNNL_ARG_WEIGHTS, weights_plain, data.weights_desc(), false);
    plan.out = operand(DNNL_ARG_DIFF_SRC, src_plain, data.diff_src_desc(), true);
    plan.scratch = data.scratchpad_desc();
  } else {
    // With the bias's gradient too: the primitive sums diff_dst per channel
    // as it reads it for the weights.
    const auto weight_desc =
        with_bias ? convolution_backward_weights::desc(algorithm, src_any, weights_any, bias_plain, dst_any, strides,
                                                       dilation, pad_near, pad_far)
                  : convolution_backward_weights::desc(algorithm, src_any, weights_any, dst_any, strides, dilation,
                                                       pad_near, pad_far);
    const convolution_backward_weights::primitive_desc weight(weight_desc, attr, cpu_engine(), forward);
    if (with_bias) plan.bias = bias_plain, plan.bias_arg = DNNL_ARG_DIFF_BIAS;
    plan.conv = convolution_backward_weights(weight);
    plan.a = operand(DNNL_ARG_DIFF_DST, dst_plain, weight.diff_dst_desc(), false);
    plan.b = operand(DNNL_ARG_SRC, src_plain, weight.src_desc(), false);
    plan.out = operand(DNNL_ARG_DIFF_WEIGHTS, weights_plain, weight.diff_weights_desc(), true);
    plan.scratch = weight.scratchpad_desc();
  }
  return plan;
}

// Winograd's primitive where it suits the shape and oneDNN has one (not for
// this kernel, stride, padding or CPU: it throws), else the direct one.
Plan make_fastest_plan(Pass pass, const ConvGeometry& g, int64_t n, bool with_bias) {
  if (suits_winograd(g, n)) {
    try {
      return make_plan(pass, g, n, with_bias, dnnl::algorithm::convolution_winograd);
    } catch (const dnnl::error&) {
    }
  }
  return make_plan(pass, g, n, with_bias, dnnl::algorithm::convolution_direct);
}

// Plans by shape; a shape oneDNN refused is kept as null, so it is asked once.
std::shared_ptr<const Plan> find_plan(Pass pass, const ConvGeometry& g, int64_t n, bool with_bias) {
  static std::mutex mutex;
  static std::map<Key, std::shared_ptr<const Plan>> plans;
  const Key key = key_of(pass, g, n, with_bias);
  std::lock_guard<std::mutex> lock(mutex);
  if (auto it = plans.find(key); it != plans.end()) return it->second;
  if (plans.size() >= kMaxPlans) plans.clear();
  std::shared_ptr<const Plan> plan;
  try {
    OnThisThreadOnly one_thread;  // primitives are sized for the threads they will run on
    plan = std::make_shared<const Plan>(make_fastest_plan(pass, g, n, with_bias));
  } catch (const dnnl::error&) {
    plan = nullptr;
  }
  plans.emplace(key, plan);
  return plan;
}

// One chunk's call: the stream, and the scratch buffers of its reorders and
// primitives (yaten's allocator keeps freed blocks for the next call).
class Call {
 public:
  Call() : stream_(cpu_engine()) {}

  void* buffer(const memory::desc& desc) {
    buffers_.push_back(Tensor::empty({static_cast<int64_t>(desc.get_size() / sizeof(float)) + 1}, ScalarType::Float32));
    return static_cast<void*>(buffers_.back().data<float>());
  }

  // An input operand in the primitive's layout: data itself, or reordered into a buffer.
  memory input(const Operand& op, const float* data) {
    memory plain(op.plain, cpu_engine(), const_cast<float*>(data));
    if (!op.convert) return plain;
    memory inner(op.inner, cpu_engine(), buffer(op.inner));
    convert(op, plain, inner);
    return inner;
  }

  // Runs the plan on its inputs (already in its layouts), writes the output
  // to out (through its layout) and the bias term to bias when the plan has one.
  void execute(const Plan& plan, const memory& a, const memory& b, const float* bias, float* out) {
    std::unordered_map<int, memory> args{{plan.a.arg, a}, {plan.b.arg, b}};
    memory plain_out(plan.out.plain, cpu_engine(), out);
    memory inner_out = plan.out.convert ? memory(plan.out.inner, cpu_engine(), buffer(plan.out.inner)) : plain_out;
    args.emplace(plan.out.arg, inner_out);
    if (plan.bias_arg != 0) args.emplace(plan.bias_arg, memory(plan.bias, cpu_engine(), const_cast<float*>(bias)));
    if (plan.scratch.get_size() > 0)
      args.emplace(DNNL_ARG_SCRATCHPAD, memory(plan.scratch, cpu_engine(), buffer(plan.scratch)));
    plan.conv.execute(stream_, args);
    if (plan.out.convert) convert(plan.out, inner_out, plain_out);
  }

  ~Call() { stream_.wait(); }
  Call(const Call&) = delete;
  Call& operator=(const Call&) = delete;

 private:
  void convert(const Operand& op, const memory& from, const memory& to) {
    std::unordered_map<int, memory> args{{DNNL_ARG_FROM, from}, {DNNL_ARG_TO, to}};
    if (op.convert_scratch.get_size() > 0)
      args.emplace(DNNL_ARG_SCRATCHPAD, memory(op.convert_scratch, cpu_engine(), buffer(op.convert_scratch)));
    op.convert->execute(stream_, args);
  }

  dnnl::stream stream_;
  std::vector<Tensor> buffers_;
};

// Runs one chunk: reorders the inputs in, the primitive, the output back.
void run(const Plan& plan, const float* a, const float* b, const float* bias, float* out) {
  Call call;
  call.execute(plan, call.input(plan.a, a), call.input(plan.b, b), bias, out);
}

// The batch in chunks of equal size (the last may be smaller): a power of
// two of them, so that two or four threads share them evenly, at most
// kMaxChunks (a thread that starts late leaves its share to the others),
// none below kMinChunkMacs. The split does not depend on the thread count,
// and so neither does the order in which the weight gradient's partial sums
// are added.
struct Chunks {
  int64_t size, count;
  int64_t first(int64_t i) const { return i * size; }
};

Chunks chunks_of(const ConvGeometry& g) {
  const double per_sample = static_cast<double>(g.o) * static_cast<double>(g.k()) * static_cast<double>(g.l());
  const int64_t by_work = static_cast<int64_t>(std::min(static_cast<double>(g.n), g.n * per_sample / kMinChunkMacs));
  int64_t count = 1;
  while (count * 2 <= std::min({by_work, kMaxChunks, g.n})) count *= 2;
  const int64_t size = (g.n + count - 1) / count;
  return {size, (g.n + size - 1) / size};
}

// The plans for a full chunk and for the last one, or nothing when oneDNN
// has no primitive for either.
struct ChunkPlans {
  std::shared_ptr<const Plan> full, last;
  const Plan& of(const Chunks& chunks, int64_t i) const { return i + 1 == chunks.count ? *last : *full; }
};

std::optional<ChunkPlans> plans_for(Pass pass, const ConvGeometry& g, const Chunks& chunks, bool with_bias) {
  if (g.n <= 0 || g.c <= 0 || g.o <= 0 || g.oh <= 0 || g.ow <= 0) return std::nullopt;
  // oneDNN computes the input gradient in blocks of 16 input channels: with
  // one or two per group most of the work is padding (1->16 on 28x28 at
  // batch 64, one thread: 2.8 ms against 0.76 ms for the im2col path; from
  // three channels on (3->64 on 32x32: 16 ms against 25 ms) oneDNN wins).
  if (pass == Pass::backward_input && g.cg() < kMinInputGradChannels) return std::nullopt;
  ChunkPlans plans{find_plan(pass, g, chunks.size, with_bias),
                   find_plan(pass, g, g.n - chunks.first(chunks.count - 1), with_bias)};
  if (!plans.full || !plans.last) return std::nullopt;
  return plans;
}

// Runs chunk(i) for every chunk on yaten's pool.
template <typename F>
void over_chunks(const Chunks& chunks, const F& chunk) {
  parallel_for(0, chunks.count, 1, [&](int64_t lo, int64_t hi) {
    OnThisThreadOnly one_thread;
    for (int64_t i = lo; i < hi; ++i) chunk(i);
  });
}

// Where chunk i writes its sums (of `size` values): the result for chunk 0,
// a row of partials for the others, added in chunk order by add_partials
// afterwards, so the result does not depend on which thread finished first.
struct Partials {
  Tensor rows;
  int64_t size;
  Partials(const Chunks& chunks, int64_t size)
      : rows(chunks.count > 1 ? Tensor::empty({chunks.count - 1, size}, ScalarType::Float32) : Tensor()), size(size) {}
  float* of(int64_t i, float* result) const { return i == 0 ? result : rows.data<float>() + (i - 1) * size; }
  void add_to(float* result, const Chunks& chunks) const {
    for (int64_t i = 1; i < chunks.count; ++i) {
      const float* partial = rows.data<float>() + (i - 1) * size;
      for (int64_t j = 0; j < size; ++j) result[j] += partial[j];
    }
  }
};

}  // namespace

bool available() { return true; }

bool conv_forward(const ConvGeometry& g, const float* x, const float* w, const float* bias, float* y) {
  const Chunks chunks = chunks_of(g);
  const auto plans = plans_for(Pass::forward, g, chunks, bias != nullptr);
  if (!plans) return false;
  over_chunks(chunks, [&](int64_t i) {
    run(plans->of(chunks, i), x + chunks.first(i) * g.c * g.h * g.w, w, bias, y + chunks.first(i) * g.o * g.l());
  });
  return true;
}

bool conv_backward_input(const ConvGeometry& g, const float* gy, const float* w, float* dx) {
  const Chunks chunks = chunks_of(g);
  const auto plans = plans_for(Pass::backward_input, g, chunks, false);
  if (!plans) return false;
  over_chunks(chunks, [&](int64_t i) {
    run(plans->of(chunks, i), gy + chunks.first(i) * g.o * g.l(), w, nullptr, dx + chunks.first(i) * g.c * g.h * g.w);
  });
  return true;
}

bool conv_backward_weight(const ConvGeometry& g, const float* gy, const float* x, float* dw) {
  const Chunks chunks = chunks_of(g);
  const auto plans = plans_for(Pass::backward_weight, g, chunks, false);
  if (!plans) return false;
  const Partials partials(chunks, g.o * g.k());
  over_chunks(chunks, [&](int64_t i) {
    run(plans->of(chunks, i), gy + chunks.first(i) * g.o * g.l(), x + chunks.first(i) * g.c * g.h * g.w, nullptr,
        partials.of(i, dw));
  });
  partials.add_to(dw, chunks);
  return true;
}

bool conv_backward(const ConvGeometry& g, const float* gy, const float* x, const float* w, float* dx, float* dw,
                   float* db) {
  const Chunks chunks = chunks_of(g);
  const auto input_plans = plans_for(Pass::backward_input, g, chunks, false);
  const auto weight_plans = plans_for(Pass::backward_weight, g, chunks, db != nullptr);
  if (!input_plans || !weight_plans) return false;
  const Partials weight_partials(chunks, g.o * g.k()), bias_partials(chunks, db ? g.o : 0);
  over_chunks(chunks, [&](int64_t i) {
    const Plan &input_plan = input_plans->of(chunks, i), &weight_plan = weight_plans->of(chunks, i);
    const float* gy_chunk = gy + chunks.first(i) * g.o * g.l();
    Call call;
    const memory gy_inner = call.input(input_plan.a, gy_chunk);
    call.execute(input_plan, gy_inner, call.input(input_plan.b, w), nullptr, dx + chunks.first(i) * g.c * g.h * g.w);
    // Both primitives read gy: one reorder serves both when they take the same layout.
    const memory gy_for_weight =
        weight_plan.a.inner == input_plan.a.inner ? gy_inner : call.input(weight_plan.a, gy_chunk);
    call.execute(weight_plan, gy_for_weight, call.input(weight_plan.b, x + chunks.first(i) * g.c * g.h * g.w),
                 db ? bias_partials.of(i, db) : nullptr, weight_partials.of(i, dw));
  });
  weight_partials.add_to(dw, chunks);
  if (db) bias_partials.add_to(db, chunks);
  return true;
}

}  // namespace yaten::kernels::onednn

#else  // built without oneDNN: every convolution takes yaten's own kernels

namespace yaten::kernels::onednn {

bool available() { return false; }
bool conv_forward(const ConvGeometry&, const float*, const float*, const float*, float*) { return false; }
bool conv_backward_input(const ConvGeometry&, const float*, const float*, float*) { return false; }
bool conv_backward_weight(const ConvGeometry&, const float*, const float*, float*) { return false; }
bool conv_backward(const ConvGeometry&, const float*, const float*, const float*, float*, float*, float*) {
  return false;
}

}  // namespace yaten::kernels::onednn

#endif
