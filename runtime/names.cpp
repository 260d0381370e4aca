// Named tensors: checks and name inference rules, with torch 1.13's messages.
#include "runtime/names.h"

#include <algorithm>
#include <cctype>

#include "runtime/error.h"
#include "runtime/shape.h"
#include "runtime/warning.h"

namespace yaten::names {

namespace {

thread_local bool tls_enabled = true;

bool is_wildcard(const std::string& name) { return name.empty(); }

// A list with a real name in it is stored; one of wildcards only means no names.
Dimnames make(DimnameList list) {
  if (std::all_of(list.begin(), list.end(), is_wildcard)) return nullptr;
  return std::make_shared<const DimnameList>(std::move(list));
}

std::string quoted(const std::string& name) { return is_wildcard(name) ? "None" : "'" + name + "'"; }

std::string tensor_description(const DimnameList& names) {
  std::string text = describe(names);
  return "Tensor" + text;
}

// torch's check that a name does not sit at another position from the right in the other list.
void check_aligned(const DimnameList& a, const DimnameList& b, const char* action) {
  for (size_t i = 0; i < a.size(); ++i) {
    const std::string& name = a[a.size() - 1 - i];
    if (is_wildcard(name)) continue;
    for (size_t j = 0; j < b.size(); ++j) {
      if (j != i && b[b.size() - 1 - j] == name) {
        throw RuntimeError(detail::concat("Misaligned dims when attempting to ", action, " dims ", describe(a),
                                          " and dims ", describe(b), ": dim ", quoted(name),
                                          " appears in a different position from the right across both lists."));
      }
    }
  }
}

DimnameList unify_pair(const DimnameList& a, const DimnameList& b, const char* action) {
  size_t n = std::max(a.size(), b.size());
  DimnameList out(n);
  for (size_t i = 0; i < n; ++i) {
    const std::string& x = i < a.size() ? a[a.size() - 1 - i] : std::string();
    const std::string& y = i < b.size() ? b[b.size() - 1 - i] : std::string();
    if (!is_wildcard(x) && !is_wildcard(y) && x != y) {
      throw RuntimeError(detail::concat("Error when attempting to ", action, " dims ", describe(a), " and dims ",
                                        describe(b), ": dim ", quoted(x), " and dim ", quoted(y),
                                        " are at the same position from the right but do not match."));
    }
    out[n - 1 - i] = is_wildcard(x) ? y : x;
  }
  check_aligned(a, b, action);
  check_aligned(b, a, action);
  return out;
}

int64_t wrap(int64_t dim, int64_t ndim) { return wrap_dim(dim, ndim, "names"); }

}  // namespace

DisabledGuard::DisabledGuard() : previous_(tls_enabled) { tls_enabled = false; }
DisabledGuard::~DisabledGuard() { tls_enabled = previous_; }
bool enabled() { return tls_enabled; }

DimnameList names_of(const Tensor& t) {
  const Dimnames& names = t.impl()->names();
  return names ? *names : DimnameList(static_cast<size_t>(t.dim()));
}

void check_identifier(const std::string& name) {
  bool valid = !name.empty() && !(name[0] >= '0' && name[0] <= '9');
  for (char c : name) valid = valid && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  YATEN_CHECK(valid, "Invalid name: a valid identifier contains only digits, alphabetical characters, and/or "
              "underscore and starts with a non-digit. got: '", name, "'.");
}

void set_names(const Tensor& t, const DimnameList& names) {
  std::string listed;
  for (size_t i = 0; i < names.size(); ++i) listed += (i ? ", " : "") + quoted(names[i]);
  YATEN_CHECK(static_cast<int64_t>(names.size()) == t.dim(), "Number of names (", names.size(),
              ") and number of dimensions in tensor (", t.dim(), ") do not match. Attempted to create a tensor with "
              "names [", listed, "]");
  for (size_t i = 0; i < names.size(); ++i) {
    if (is_wildcard(names[i])) continue;
    check_identifier(names[i]);
    YATEN_CHECK(std::find(names.begin() + static_cast<std::ptrdiff_t>(i) + 1, names.end(), names[i]) == names.end(),
                "Cannot construct a tensor with duplicate names. Got names: ", describe(names), ".");
  }
  Dimnames made = make(names);
  if (made) {
    YATEN_WARN_ONCE("Named tensors and all their associated APIs are an experimental feature and subject to change. "
                    "Please do not use them for anything important until they are released as stable.");
  }
  t.impl()->set_names(std::move(made));
}

std::string describe(const DimnameList& names) {
  std::string text = "[";
  for (size_t i = 0; i < names.size(); ++i) text += (i ? ", " : "") + quoted(names[i]);
  return text + "]";
}

int64_t dim_of(const Tensor& t, const std::string& name) {
  DimnameList names = names_of(t);
  auto it = std::find(names.begin(), names.end(), name);
  YATEN_CHECK(it != names.end(), "Name '", name, "' not found in ", tensor_description(names), ".");
  return it - names.begin();
}

void refuse(const char* op) {
  throw RuntimeError(detail::concat(op, " is not yet supported with named tensors. Please drop names via `tensor = "
                                    "tensor.rename(None)`, call the op with an unnamed tensor, and set names on the "
                                    "result of the operation."));
}

Dimnames unify(const Tensor& a) { return a.impl()->names(); }

Dimnames unify(const std::vector<Tensor>& tensors, const char* action) {
  std::optional<DimnameList> out;
  for (const Tensor& t : tensors) {
    if (!t.defined()) continue;
    DimnameList names = names_of(t);
    out = out ? unify_pair(*out, names, action) : names;
  }
  return out ? make(std::move(*out)) : nullptr;
}

Dimnames keep(const Tensor& self) { return self.impl()->names(); }

Dimnames reduce(const Tensor& self, const std::optional<DimVector>& dim, bool keepdim) {
  if (keepdim) return keep(self);
  if (!dim || dim->empty()) return nullptr;
  DimnameList names = names_of(self);
  std::vector<bool> removed(names.size());
  for (int64_t d : *dim) removed[static_cast<size_t>(wrap(d, self.dim()))] = true;
  DimnameList out;
  for (size_t i = 0; i < names.size(); ++i)
    if (!removed[i]) out.push_back(names[i]);
  return make(std::move(out));
}

Dimnames reduce(const Tensor& self, std::optional<int64_t> dim, bool keepdim) {
  return reduce(self, dim ? std::optional<DimVector>(DimVector{*dim}) : std::nullopt, keepdim);
}

Dimnames remove_dim(const Tensor& self, int64_t dim) { return reduce(self, DimVector{dim}, false); }

Dimnames squeeze(const Tensor& self, std::optional<int64_t> dim) {
  DimnameList names = names_of(self);
  DimnameList out;
  std::optional<size_t> only = dim ? std::optional<size_t>(static_cast<size_t>(wrap(*dim, self.dim()))) : std::nullopt;
  for (size_t i = 0; i < names.size(); ++i) {
    bool squeezed = self.sizes()[i] == 1 && (!only || *only == i);
    if (!squeezed) out.push_back(names[i]);
  }
  return make(std::move(out));
}

Dimnames transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  DimnameList names = names_of(self);
  if (names.empty()) return nullptr;
  std::swap(names[static_cast<size_t>(wrap(dim0, self.dim()))], names[static_cast<size_t>(wrap(dim1, self.dim()))]);
  return make(std::move(names));
}

Dimnames t(const Tensor& self) { return self.dim() == 2 ? transpose(self, 0, 1) : keep(self); }

Dimnames matmul(const Tensor& self, const Tensor& other) {
  DimnameList a = names_of(self);
  DimnameList b = names_of(other);
  if (a.empty() || b.empty()) return nullptr;  // the op refuses 0-d inputs itself
  DimnameList out;
  if (a.size() == 1 && b.size() == 1) return nullptr;
  if (a.size() == 1) {
    out = b;
    out.erase(out.end() - 2);
  } else if (b.size() == 1) {
    out = a;
    out.pop_back();
  } else {
    DimnameList batch_a(a.begin(), a.end() - 2);
    DimnameList batch_b(b.begin(), b.end() - 2);
    size_t n = std::max(batch_a.size(), batch_b.size());
    DimnameList batch(n);
    for (size_t i = 0; i < n; ++i) {
      size_t ia = batch_a.size() - 1 - i, ib = batch_b.size() - 1 - i;
      const std::string x = i < batch_a.size() ? batch_a[ia] : std::string();
      const std::string y = i < batch_b.size() ? batch_b[ib] : std::string();
      YATEN_CHECK(is_wildcard(x) || is_wildcard(y) || x == y, "matmul: Expected ", quoted(x), " (index ", ia, " of ",
                  describe(a), ") to match ", quoted(y), " (index ", ib, " of ", describe(b),
                  ") but they do not match.");
      batch[n - 1 - i] = is_wildcard(x) ? y : x;
    }
    out = batch;
    out.push_back(a[a.size() - 2]);
    out.push_back(b.back());
  }
  for (size_t i = 0; i < out.size(); ++i) {
    if (is_wildcard(out[i])) continue;
    YATEN_CHECK(std::find(out.begin() + static_cast<std::ptrdiff_t>(i) + 1, out.end(), out[i]) == out.end(),
                "Matrix multiplying ", tensor_description(a), " with ", tensor_description(b),
                " would produce output tensor with duplicate names ", describe(out),
                ". Please rename the input tensors with `Tensor.rename` to prevent this.");
  }
  return make(std::move(out));
}

Dimnames linear(const Tensor& input, const Tensor& weight, const Tensor& bias) {
  DimnameList out = names_of(input);
  DimnameList w = names_of(weight);
  if (out.empty()) return nullptr;  // the op refuses a 0-d input itself
  if (w.size() == 2) {
    out.back() = w.front();
  } else {
    out.pop_back();
  }
  Dimnames result = make(std::move(out));
  if (!bias.defined() || !named(bias)) return result;
  Tensor shaped = Tensor::empty(DimVector(static_cast<size_t>(input.dim() - (w.size() == 2 ? 0 : 1)), 1), input.dtype());
  shaped.impl()->set_names(result);
  return unify(shaped, bias);
}

Dimnames expand(const Tensor& self, size_t dims) {
  DimnameList names = names_of(self);
  if (dims < names.size()) return nullptr;  // the op refuses fewer dims itself
  names.insert(names.begin(), dims - names.size(), std::string());
  return make(std::move(names));
}

void attach(const Tensor& result, const Dimnames& names) {
  if (result.defined() && (!names || static_cast<int64_t>(names->size()) == result.dim()))
    result.impl()->set_names(names);
}

void check_target(const Tensor& out, const Dimnames& names) {
  const Dimnames& had = out.impl()->names();
  if (had && names && had != names && out.dim() == static_cast<int64_t>(names->size())) {
    DimnameList computed = names ? *names : DimnameList(static_cast<size_t>(out.dim()));
    YATEN_CHECK(*had == computed, "Name mismatch: specified out tensor with names ", describe(*had),
                " are not the same as the computed output names ", describe(computed),
                ". Please rename the out tensor's dims with `Tensor.rename`.");
  }
}

}  // namespace yaten::names
