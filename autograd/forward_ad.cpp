// Dual levels, the registry of tensors holding tangents, and what the
// generated entry points call to read and set tangents.
#include "autograd/forward_ad.h"

#include <mutex>
#include <unordered_set>

#include "autograd/autograd_meta.h"
#include "autograd/formula_helpers.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/add.h"
#include "generated/autograd/ops/clone.h"
#include "generated/autograd/ops/copy_.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/neg.h"
#include "generated/autograd/ops/sub.h"
#include "generated/autograd/ops/to.h"
#include "generated/autograd/ops/view.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten::autograd {

namespace detail {
std::atomic<bool> dual_level_active{false};
namespace {
thread_local int disabled_depth = 0;
}
bool forward_ad_disabled_here() { return disabled_depth > 0; }
}  // namespace detail

ForwardADGuard::ForwardADGuard() { ++detail::disabled_depth; }
ForwardADGuard::~ForwardADGuard() { --detail::disabled_depth; }

namespace {

// One level at a time exists, so while forward AD is enabled it is level 0.
constexpr int64_t kActiveLevel = 0;

// Levels are process-wide, as in PyTorch. The registry lets exit drop every
// tangent of the level, so their memory goes when the level ends.
struct DualLevels {
  std::mutex mutex;
  int64_t current = -1;
  std::unordered_set<AutogradMeta*> duals;
};

DualLevels& levels() {
  static DualLevels* instance = new DualLevels();  // outlives every tensor
  return *instance;
}

Tensor* find_tangent(AutogradMeta* meta, int64_t level) {
  if (!meta) return nullptr;
  for (LevelTangent& lt : meta->tangents)
    if (lt.level == level) return &lt.value;
  return nullptr;
}

void store_tangent(const Tensor& t, const Tensor& tangent, int64_t level) {
  AutogradMeta& meta = materialize_meta(t);
  if (Tensor* slot = find_tangent(&meta, level)) {
    *slot = tangent;
    return;
  }
  DualLevels& l = levels();
  std::lock_guard<std::mutex> lock(l.mutex);
  meta.tangents.push_back({level, tangent});
  l.duals.insert(&meta);
}

// A tensor sharing t's memory and backward history, without its tangent.
Tensor alias_without_tangent(const Tensor& t) {
  ForwardADGuard no_forward;
  if (requires_grad(t)) return yaten::view(t, t.sizes());
  return t.view_as_strided(t.sizes(), t.strides(), t.storage_offset());
}

}  // namespace

void unregister_dual(AutogradMeta* meta) {
  DualLevels& l = levels();
  std::lock_guard<std::mutex> lock(l.mutex);
  l.duals.erase(meta);
}

int64_t current_dual_level() {
  DualLevels& l = levels();
  std::lock_guard<std::mutex> lock(l.mutex);
  return l.current;
}

int64_t enter_dual_level() {
  DualLevels& l = levels();
  std::lock_guard<std::mutex> lock(l.mutex);
  YATEN_CHECK(l.current < 0, "Nested forward mode AD is not supported at the moment");
  l.current = 0;
  detail::dual_level_active.store(true, std::memory_order_relaxed);
  return l.current;
}

void exit_dual_level(int64_t level) {
  YATEN_CHECK(level >= 0, "Dual level must be a positive number.");
  std::vector<Tensor> dropped;  // released after unlocking: a dying tangent may unregister a meta
  {
    DualLevels& l = levels();
    std::lock_guard<std::mutex> lock(l.mutex);
    YATEN_CHECK(level == l.current,
                "Exiting a forward AD level that is not the last that was created is not support. Ensure they are "
                "released in the reverse order they were created.");
    for (AutogradMeta* meta : l.duals) {
      for (LevelTangent& lt : meta->tangents) dropped.push_back(std::move(lt.value));
      meta->tangents.clear();
    }
    l.duals.clear();
    l.current = -1;
    detail::dual_level_active.store(false, std::memory_order_relaxed);
  }
}

Tensor make_dual(const Tensor& primal, const Tensor& tangent, int64_t level) {
  YATEN_CHECK(primal.defined() && tangent.defined(), "make_dual: expected defined primal and tangent tensors");
  int64_t current = current_dual_level();
  YATEN_CHECK(current >= 0,
              "Trying to create a dual Tensor for forward AD but no level exists, make sure to enter_dual_level() first.");
  YATEN_CHECK(level == current, "Invalid level given to _make_dual");
  YATEN_CHECK_VALUE(is_floating(primal.dtype()), "Expected primal to be floating point or complex, but got: ",
                    dtype_name(primal.dtype()));
  YATEN_CHECK_VALUE(is_floating(tangent.dtype()), "Expected tangent to be floating point or complex, but got: ",
                    dtype_name(tangent.dtype()));
  YATEN_CHECK(!find_tangent(get_meta(primal), level),
              "Making a dual Tensor based on a Tensor that already has a forward gradient at the same level ", level,
              " is not supported.");
  YATEN_CHECK(primal.sizes() == tangent.sizes(),
              "Trying to set a forward gradient that has a different size than that of the original Tensor, this is "
              "not supported. Tensor is of size ", shape_str(primal.sizes()), " while the given forward gradient is of size ",
              shape_str(tangent.sizes()), ".");
  Tensor dual = alias_without_tangent(primal);
  Tensor stored = tangent;
  if (tangent.strides() != primal.strides()) {
    ForwardADGuard no_forward;
    stored = yaten::clone(tangent);
  }
  store_tangent(dual, stored, level);
  return dual;
}

std::pair<Tensor, Tensor> unpack_dual(const Tensor& t, int64_t level) {
  YATEN_CHECK(t.defined(), "unpack_dual: expected a defined tensor");
  AutogradMeta* meta = get_meta(t);
  // As torch: a level that is not the active one is an error only for a dual tensor.
  YATEN_CHECK(level == current_dual_level() || !meta || meta->tangents.empty(), "Invalid level given to _fw_primal");
  Tensor* tangent = find_tangent(meta, level);
  return {alias_without_tangent(t), tangent ? *tangent : Tensor()};
}

Tensor tangent_of(const Tensor& t) {
  Tensor* found = find_tangent(get_meta(t), kActiveLevel);
  return found ? *found : Tensor();
}

std::vector<Tensor> tangents_of(const std::vector<Tensor>& ts) {
  std::vector<Tensor> out;
  bool any = false;
  for (const Tensor& t : ts) {
    out.push_back(tangent_of(t));
    any = any || out.back().defined();
  }
  if (!any) return {};
  ForwardADGuard no_forward;
  for (size_t i = 0; i < ts.size(); ++i)
    if (!out[i].defined()) out[i] = zeros_like(ts[i]);
  return out;
}

Tensor tangent_or_zeros(const Tensor& tangent, const Tensor& primal) {
  if (tangent.defined() || !primal.defined()) return tangent;
  ForwardADGuard no_forward;
  return zeros_like(primal);
}

void add_jvp_term(Tensor& sum, const Tensor& term, bool negate) {
  if (!sum.defined()) {
    sum = negate ? yaten::neg(term) : term;
  } else {
    sum = negate ? yaten::sub(sum, term, 1) : yaten::add(sum, term, 1);
  }
}

void add_jvp_term(std::vector<Tensor>& sum, const std::vector<Tensor>& term, bool negate) {
  if (sum.empty()) sum.resize(term.size());
  YATEN_CHECK(sum.size() == term.size(), "jvp: a term gives ", term.size(), " tangents for ", sum.size(), " outputs");
  for (size_t i = 0; i < term.size(); ++i) add_jvp_term(sum[i], term[i], negate);
}

Tensor unaliased(const Tensor& jvp, std::initializer_list<Tensor> tangents) {
  for (const Tensor& t : tangents) {
    if (t.defined() && jvp.is_same(t)) {
      ForwardADGuard no_forward;
      return yaten::clone(jvp);
    }
  }
  return jvp;
}

namespace {
// The jvp as the output's tangent must be: its shape (a term may only have
// an input's, before broadcasting) and its dtype.
Tensor conform_tangent(const Tensor& result, const Tensor& jvp) {
  ForwardADGuard no_forward;
  Tensor out = jvp;
  if (out.sizes() != result.sizes()) out = yaten::clone(yaten::expand(out, result.sizes()));
  if (out.dtype() != result.dtype()) out = yaten::to(out, result.dtype(), false, false);
  return out;
}
}  // namespace

void set_tangent(const Tensor& result, const Tensor& jvp) {
  if (!jvp.defined() || !result.defined() || !is_floating(result.dtype())) return;
  store_tangent(result, conform_tangent(result, jvp), kActiveLevel);
}

void set_tangent(const std::vector<Tensor>& results, const std::vector<Tensor>& jvps) {
  for (size_t i = 0; i < results.size() && i < jvps.size(); ++i) set_tangent(results[i], jvps[i]);
}

void update_tangent_inplace(const Tensor& self, const Tensor& jvp) {
  if (!jvp.defined() || !is_floating(self.dtype())) return;
  Tensor* existing = find_tangent(get_meta(self), kActiveLevel);
  if (!existing) {
    set_tangent(self, jvp);
    return;
  }
  if (existing->is_same(jvp)) return;
  ForwardADGuard no_forward;
  Tensor target = *existing;
  yaten::copy_(target, jvp);
}

Tensor original_for_jvp(const Tensor& self) {
  ForwardADGuard no_forward;
  return yaten::clone(self);
}

void check_out_no_tangent(const char* op_name, const Tensor& t) {
  if (!find_tangent(get_meta(t), kActiveLevel)) return;
  throw NotImplementedError(std::string("Trying to use forward AD with ") + op_name +
                            "_out that does not support it because it is an out= function");
}

}  // namespace yaten::autograd
