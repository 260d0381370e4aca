// Op schemas in PyTorch's schema language, e.g.
//   add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)
// The same language the generator parses in Python (codegen/model/schema.py);
// the runtime needs its own parser so ops registered at run time (extension
// ops read from their own ops.yaml) are checked exactly like built-in ones.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/error.h"

namespace yaten {

// A schema syntax error. Still a ValueError (what Python sees); the offset
// lets callers that know where the schema came from (a line of ops.yaml)
// point at the exact character.
struct SchemaError : ValueError {
  SchemaError(std::string detail, std::size_t offset, std::string_view schema);
  // The message without position: "unknown type 'Tensr'".
  const std::string& detail() const { return detail_; }
  // 0-based offset into the schema text.
  std::size_t offset() const { return offset_; }

 private:
  std::string detail_;
  std::size_t offset_;
};

struct OperatorName {
  std::string base;  // without the trailing '_' of an in-place op
  bool inplace = false;
  std::string overload;  // "" when none
  // "add", "fill_", "max.dim": the key ops are registered and found under.
  std::string str() const;
};

// A default as its argument's type reads it: "1" is the int 1 for an int and
// 1.0 for a float, "[0, 1]" a list, "int[2] stride=1" the list [1, 1],
// "contiguous_format" a named constant. The one run-time reading of defaults
// (the generator has its own, at build time, in codegen/model/schema.py).
struct DefaultValue {
  enum class Kind { None, Bool, Int, Float, String, Constant, List };
  Kind kind = Kind::None;
  bool boolean = false;
  std::int64_t integer = 0;
  double real = 0;
  std::string text;                 // a String's contents, a Constant's name
  std::vector<DefaultValue> items;  // a List's
};

// The value of `text` written as the default of an argument of `type`
// ("int[2]", "Scalar?", ...); nullopt when it is not a valid one.
std::optional<DefaultValue> evaluate_default(std::string_view type, std::string_view text);

struct ArgumentSchema {
  std::string name;
  // Without the alias annotation: "Tensor(a!)[]" is stored as "Tensor[]".
  std::string type;
  std::optional<std::string> default_value;  // as written: "1", "None", "'mean'", "[]"
  bool kwarg_only = false;
  // A keyword-only argument the op writes into (`Tensor(a!) out`).
  bool is_out = false;
  bool is_write = false;   // the '!' of "(a!)"
  std::string alias_set;   // "a" for "(a)" and "(a!)", "" when unannotated
  // The type as written, alias annotation included.
  std::string annotated_type() const;
  // The default's value (FunctionSchema::parse has checked that it is one);
  // nullopt when there is no default.
  std::optional<DefaultValue> evaluated_default() const;
};

struct ReturnSchema {
  std::optional<std::string> name;  // "values" in "-> (Tensor values, Tensor indices)"
  std::string type;                 // without the alias annotation, as for arguments
  bool is_write = false;
  std::string alias_set;
  std::string annotated_type() const;
};

struct FunctionSchema {
  OperatorName name;
  std::vector<ArgumentSchema> arguments;
  std::vector<ReturnSchema> returns;

  // Canonical text: str(parse(s)) == s for every canonically written s.
  std::string str() const;
  // Throws SchemaError (a ValueError) naming the column of the mistake.
  static FunctionSchema parse(std::string_view text);
  // A signature without returns, "add(Tensor input, *, Scalar alpha=1)", as
  // the Python bindings' argument parsers are given: `returns` stays empty.
  static FunctionSchema parse_signature(std::string_view text);
};

}  // namespace yaten
