// The contract between yaten._C and a C++ extension library (see README,
// "Writing a C++ extension"). The extension's generated extension.cpp
// defines yaten_extension_info(): its namespace and, per op, the schema it
// was built from and its boxed entry. yaten.ops.load_library() dlopens the
// library, reads the op facts (schemas, formulas, docs) from the ops.yaml
// installed beside it as <namespace>.ops.yaml (OpRegistry::load_yaml),
// refuses a library whose schemas differ from that file, registers the ops
// under "ns::name" and calls an op through its boxed entry: arguments in
// schema order, converted by _C from Python, results as tensors. Both sides
// link libyaten.so, so the tensors, grad mode and registry they share are one.
#pragma once

#include <optional>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "runtime/error.h"
#include "runtime/scalar.h"
#include "runtime/small_vector.h"
#include "runtime/tensor.h"

namespace yaten::extension {

// Bumped whenever BoxedValue, ExtensionOp or ExtensionInfo change shape.
constexpr int kAbiVersion = 2;

// One argument: std::monostate is None (an absent optional).
using BoxedValue = std::variant<std::monostate, Tensor, Scalar, int64_t, double, bool, std::string, DimVector,
                                std::vector<Tensor>>;
using BoxedCall = std::vector<Tensor> (*)(std::vector<BoxedValue>& arguments);

struct ExtensionOp {
  const char* func;  // the schema the boxed entry unpacks for, as ops.yaml writes it
  BoxedCall call;
};

struct ExtensionInfo {
  int abi_version;
  const char* op_namespace;
  const std::vector<ExtensionOp>* ops;
};

// The generated boxed entries unpack with these: _C has already checked each
// value against the schema type, so a mismatch here is a bug, not bad input.
template <typename T>
const T& unbox(const BoxedValue& value) {
  if (const T* v = std::get_if<T>(&value)) return *v;
  throw RuntimeError("extension: a boxed argument has the wrong type (a bug in the generated code)");
}

template <typename T>
std::optional<T> unbox_optional(const BoxedValue& value) {
  if (std::holds_alternative<std::monostate>(value)) return std::nullopt;
  return unbox<T>(value);
}

// Tensor? is an undefined Tensor when None, as in the generated signatures.
inline Tensor unbox_optional_tensor(const BoxedValue& value) {
  return std::holds_alternative<std::monostate>(value) ? Tensor() : unbox<Tensor>(value);
}

inline std::vector<Tensor> box_result(Tensor t) { return {std::move(t)}; }
inline std::vector<Tensor> box_result(std::vector<Tensor> ts) { return ts; }
template <typename... Ts>
std::vector<Tensor> box_result(std::tuple<Ts...> ts) {
  return std::apply([](auto&&... t) { return std::vector<Tensor>{std::move(t)...}; }, std::move(ts));
}

}  // namespace yaten::extension

// Defined by each extension (generated extension.cpp), looked up by dlsym;
// exported even when the extension hides its other symbols.
extern "C" __attribute__((visibility("default"))) const yaten::extension::ExtensionInfo* yaten_extension_info();
