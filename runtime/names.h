// Named tensors (torch 1.13's prototype API): checking names, and the rules
// that give an op's result names from its inputs' names. The generated op
// entries call these (ops.yaml's `names:`) only when an input has names, so
// a tensor without names pays one pointer test per input.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::names {

// Name inference is off on a thread while this guard lives: the backward
// pass runs under it, so gradients come out unnamed as torch's do and
// backward formulas never meet a refusal.
class DisabledGuard {
 public:
  DisabledGuard();
  ~DisabledGuard();
  DisabledGuard(const DisabledGuard&) = delete;
  DisabledGuard& operator=(const DisabledGuard&) = delete;

 private:
  bool previous_;
};
bool enabled();

inline bool named(const Tensor& t) { return t.defined() && t.impl()->names() != nullptr; }
inline bool named(const std::vector<Tensor>& ts) {
  for (const Tensor& t : ts)
    if (named(t)) return true;
  return false;
}
// Whether an op must look at names: some input has them and inference is on.
template <class... Ts>
bool any_named(const Ts&... inputs) {
  return (named(inputs) || ...) && enabled();
}

// The names of t's dims, "" for an unnamed one (all "" for a tensor without names).
DimnameList names_of(const Tensor& t);
// Sets t's names after torch's checks (count, identifiers, duplicates); all
// "" leaves t without names. Warns once, as torch, that the API is a prototype.
void set_names(const Tensor& t, const DimnameList& names);
// Checks a name as torch does: an identifier (letters, digits, '_', no leading digit).
void check_identifier(const std::string& name);
// torch's spelling of a list of names in messages: ['N', None].
std::string describe(const DimnameList& names);
// The dim of t named `name`: torch's "Name 'X' not found in Tensor['N', 'C']." when none is.
int64_t dim_of(const Tensor& t, const std::string& name);

// torch's refusal of an op without a name rule, `op` as "aten::permute".
[[noreturn]] void refuse(const char* op);

// The rules (ops.yaml `names:`), each giving the result's names (null: none).
// unify: inputs broadcast together, names unified from the right.
Dimnames unify(const Tensor& a);
Dimnames unify(const std::vector<Tensor>& tensors, const char* action = "cat");
template <class... Ts>
Dimnames unify(const Tensor& a, const Tensor& b, const Ts&... rest) {
  return unify(std::vector<Tensor>{a, b, rest...}, "broadcast");
}
// keep: the result has self's dims.
Dimnames keep(const Tensor& self);
// reduce: dims `dim` (all when absent or empty) removed unless keepdim.
Dimnames reduce(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim);
Dimnames reduce(const Tensor& self, std::optional<int64_t> dim, bool keepdim);
// remove_dim: the dim `dim` is gone (select, unbind's pieces).
Dimnames remove_dim(const Tensor& self, int64_t dim);
// squeeze: the size-1 dims (or `dim`, if it has size 1) are gone.
Dimnames squeeze(const Tensor& self, std::optional<int64_t> dim);
// transpose: dims dim0 and dim1 swap (t: the two dims of a matrix).
Dimnames transpose(const Tensor& self, int64_t dim0, int64_t dim1);
Dimnames t(const Tensor& self);
// matmul: the contracted dims are gone, the batch dims unified (mm, bmm, mv, dot, matmul).
Dimnames matmul(const Tensor& self, const Tensor& other);
// linear: input's names with its last dim's the weight's first (nn.functional.linear), then bias unified.
Dimnames linear(const Tensor& input, const Tensor& weight, const Tensor& bias);
// expand: self's names right-aligned in `dims` dims, the new leading ones unnamed.
Dimnames expand(const Tensor& self, size_t dims);

// Gives a computed result (or an out= or in-place target) its names.
void attach(const Tensor& result, const Dimnames& names);
// An out= or in-place target that has names must have the computed ones
// (torch's "Name mismatch"), checked before anything is written.
void check_target(const Tensor& out, const Dimnames& names);
template <class Tuple>
void attach(const Tuple& results, const Dimnames& names) {
  std::apply([&](const auto&... r) { (attach(r, names), ...); }, results);
}

}  // namespace yaten::names
