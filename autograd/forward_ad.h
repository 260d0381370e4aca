// Forward-mode AD: dual levels and the tangents tensors carry at them.
//
// A tangent lives in the tensor's AutogradMeta, keyed by level. As in
// PyTorch 1.13 only one level exists at a time (entering a second one is an
// error); exiting it drops every tangent made at it. The generated entry
// points ask forward_ad_enabled() first: with no level active that is one
// load of a global, so ops pay nothing for forward AD they do not use.
// Tangents are computed with forward AD disabled on the thread
// (ForwardADGuard), so a tangent never gets a tangent of its own; they are
// computed with differentiable ops, so they keep their backward history.
#pragma once

#include <atomic>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::autograd {

namespace detail {
extern std::atomic<bool> dual_level_active;
bool forward_ad_disabled_here();
}  // namespace detail

// True when a dual level is active and the thread computes tangents.
inline bool forward_ad_enabled() {
  return detail::dual_level_active.load(std::memory_order_relaxed) && !detail::forward_ad_disabled_here();
}

// Disables forward AD on this thread while it lives (tangent formulas).
class ForwardADGuard {
 public:
  ForwardADGuard();
  ~ForwardADGuard();
  ForwardADGuard(const ForwardADGuard&) = delete;
  ForwardADGuard& operator=(const ForwardADGuard&) = delete;
};

// The level now active, or -1.
int64_t current_dual_level();
// RuntimeError when a level is already active (nesting is not supported).
int64_t enter_dual_level();
// Drops every tangent of `level`; RuntimeError unless it is the active level.
void exit_dual_level(int64_t level);

// A view of `primal` carrying `tangent` at `level` (the active one). The
// tangent is kept as-is when its strides match the primal's, else copied.
Tensor make_dual(const Tensor& primal, const Tensor& tangent, int64_t level);
// (a view of t without its tangent, t's tangent at level or undefined).
std::pair<Tensor, Tensor> unpack_dual(const Tensor& t, int64_t level);

// The tangent of t at the active level, or an undefined tensor.
Tensor tangent_of(const Tensor& t);
// A list's tangents, undefined ones as zeros; empty when none is defined.
std::vector<Tensor> tangents_of(const std::vector<Tensor>& ts);
inline bool has_tangent(const Tensor& t) { return t.defined(); }
inline bool has_tangent(const std::vector<Tensor>& ts) { return !ts.empty(); }
// A tangent to use in a formula: t_t, or zeros like primal when undefined.
Tensor tangent_or_zeros(const Tensor& tangent, const Tensor& primal);

// Adds one term of a jvp formula to the sum (subtracts it when negate);
// for an op returning Tensor[], output by output.
void add_jvp_term(Tensor& sum, const Tensor& term, bool negate);
void add_jvp_term(std::vector<Tensor>& sum, const std::vector<Tensor>& term, bool negate);
// jvp, or a copy of it when it is one of `tangents` (an input's tangent
// passed on as it is, which the output must not share).
Tensor unaliased(const Tensor& jvp, std::initializer_list<Tensor> tangents);
// Gives the floating output `result` the tangent `jvp` (broadcast to its
// shape, converted to its dtype). Nothing when jvp is undefined.
void set_tangent(const Tensor& result, const Tensor& jvp);
// An op returning Tensor[]: each output its tangent.
void set_tangent(const std::vector<Tensor>& results, const std::vector<Tensor>& jvps);
// After an in-place op: writes jvp into self's tangent, or gives self one.
void update_tangent_inplace(const Tensor& self, const Tensor& jvp);
// A copy of self's values for a jvp formula of an in-place op, taken
// before the write.
Tensor original_for_jvp(const Tensor& self);
// out= calls do not support forward AD: NotImplementedError when any of
// the tensors has a tangent.
void check_out_no_tangent(const char* op_name, const Tensor& t);
inline void check_out_no_tangent(const char* op_name, const std::vector<Tensor>& ts) {
  for (const Tensor& t : ts) check_out_no_tangent(op_name, t);
}
template <typename... Ts>
void check_out_no_tangents(const char* op_name, const Ts&... tensors) {
  if (!forward_ad_enabled()) return;
  (check_out_no_tangent(op_name, tensors), ...);
}

}  // namespace yaten::autograd
