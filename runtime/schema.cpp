// A recursive-descent parser for PyTorch's schema language. It accepts what
// codegen/model/schema.py accepts and prints the same canonical text, so a
// schema string round-trips unchanged between the generator and the runtime.
#include "runtime/schema.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>

namespace yaten {
namespace {

// Dimname: a dimension's name, in the signatures of torch's named-tensor overloads that the Python
// parsers list (yaten has no named tensors: ops.yaml's `dimnames`).
constexpr std::array<std::string_view, 12> kBaseTypes = {
    "Tensor", "Scalar", "int", "float", "bool", "str", "ScalarType", "Device", "Layout", "MemoryFormat", "Generator",
    "Dimname"};

bool is_ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }
bool is_space(char c) { return c == ' ' || c == '\t'; }

std::string with_alias(const std::string& type, const std::string& alias_set, bool is_write) {
  if (alias_set.empty()) return type;
  // Only Tensor types carry an alias, and it sits right after the word
  // "Tensor" ("Tensor(a!)[]"), which is where PyTorch prints it too.
  return "Tensor(" + alias_set + (is_write ? "!" : "") + ")" + type.substr(6);
}

// The constants a Layout or MemoryFormat default may name (yaten.strided, ...).
constexpr std::array<std::string_view, 1> kLayouts = {"strided"};
constexpr std::array<std::string_view, 4> kMemoryFormats = {"contiguous_format", "preserve_format", "channels_last",
                                                            "channels_last_3d"};

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// -?\d+
bool is_integer_text(std::string_view s) {
  std::size_t sign = !s.empty() && s.front() == '-' ? 1 : 0;
  return sign < s.size() &&
         std::all_of(s.begin() + sign, s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// -?\d+ within int64_t's range.
std::optional<std::int64_t> integer_literal(std::string_view s) {
  if (!is_integer_text(s)) return std::nullopt;
  std::int64_t value = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return value;
}

// -?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?: decimal notation only (no inf, nan or hex).
std::optional<double> float_literal(std::string_view s) {
  auto digit = [&](std::size_t i) { return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); };
  std::size_t i = !s.empty() && s.front() == '-' ? 1 : 0;
  std::size_t int_start = i;
  while (digit(i)) ++i;
  bool int_digits = i > int_start;
  if (i < s.size() && s[i] == '.') {
    ++i;
    std::size_t frac_start = i;
    while (digit(i)) ++i;
    if (!int_digits && i == frac_start) return std::nullopt;
  } else if (!int_digits) {
    return std::nullopt;
  }
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '-' || s[i] == '+')) ++i;
    if (!digit(i)) return std::nullopt;
    while (digit(i)) ++i;
  }
  if (i != s.size()) return std::nullopt;
  return std::strtod(std::string(s).c_str(), nullptr);
}

template <std::size_t N>
bool names_one_of(const std::array<std::string_view, N>& names, std::string_view s) {
  return std::find(names.begin(), names.end(), s) != names.end();
}

struct ParsedType {
  std::string type;
  std::string alias_set;
  bool is_write = false;
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  // A schema, or (without returns) a signature: "add(Tensor input, *, Scalar alpha=1)".
  FunctionSchema parse(bool with_returns) {
    FunctionSchema schema;
    skip_spaces();
    schema.name = operator_name();
    expect('(', "expected '(' after the operator name");
    schema.arguments = arguments();
    skip_spaces();
    if (with_returns) {
      expect_word("->", "expected '->' after the arguments");
      schema.returns = returns();
      skip_spaces();
    }
    if (!at_end()) fail(pos_, with_returns ? "unexpected text after the returns" : "unexpected text after the arguments");
    return schema;
  }

 private:
  [[noreturn]] void fail(std::size_t offset, const std::string& detail) const {
    throw SchemaError(detail, offset, text_);
  }

  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }

  void skip_spaces() {
    while (!at_end() && is_space(text_[pos_])) ++pos_;
  }

  void expect(char c, const char* detail) {
    skip_spaces();
    if (peek() != c) fail(pos_, detail);
    ++pos_;
  }

  void expect_word(std::string_view word, const char* detail) {
    if (text_.substr(pos_, word.size()) != word) fail(pos_, detail);
    pos_ += word.size();
  }

  std::string identifier(const char* what) {
    if (!is_ident_start(peek())) fail(pos_, std::string("expected ") + what);
    std::size_t start = pos_;
    while (!at_end() && is_ident_char(text_[pos_])) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  OperatorName operator_name() {
    OperatorName name;
    name.base = identifier("an operator name");
    // A dunder (__iadd__) ends in '_' without being an in-place name.
    bool dunder = name.base.size() > 4 && name.base.rfind("__", 0) == 0;
    if (!dunder && name.base.size() > 1 && name.base.back() == '_') {
      name.inplace = true;
      name.base.pop_back();
    }
    if (peek() == '.') {
      ++pos_;
      name.overload = identifier("an overload name after '.'");
    }
    return name;
  }

  std::vector<ArgumentSchema> arguments() {
    std::vector<ArgumentSchema> args;
    bool kwarg_only = false;
    skip_spaces();
    if (peek() == ')') {
      ++pos_;
      return args;
    }
    while (true) {
      skip_spaces();
      if (peek() == '*') {
        if (kwarg_only) fail(pos_, "a second '*'");
        kwarg_only = true;
        ++pos_;
        expect(',', "'*' must be followed by keyword-only arguments");
        continue;
      }
      args.push_back(argument(kwarg_only, args));
      skip_spaces();
      if (peek() == ')') break;
      expect(',', "expected ',' or ')' after an argument");
    }
    ++pos_;
    return args;
  }

  ArgumentSchema argument(bool kwarg_only, const std::vector<ArgumentSchema>& previous) {
    ArgumentSchema arg;
    ParsedType t = type();
    arg.type = t.type;
    arg.alias_set = t.alias_set;
    arg.is_write = t.is_write;
    arg.kwarg_only = kwarg_only;
    arg.is_out = kwarg_only && t.is_write;
    require_space("expected a space between the type and the argument name");
    std::size_t name_at = pos_;
    arg.name = identifier("an argument name");
    for (const ArgumentSchema& p : previous)
      if (p.name == arg.name) fail(name_at, "duplicate argument '" + arg.name + "'");
    skip_spaces();
    if (peek() == '=') {
      ++pos_;
      skip_spaces();
      std::size_t default_at = pos_;
      arg.default_value = default_value();
      if (!evaluate_default(arg.type, *arg.default_value))
        fail(default_at, "default '" + *arg.default_value + "' is not a valid " + arg.type + " for argument '" +
                             arg.name + "'");
    }
    return arg;
  }

  void require_space(const char* detail) {
    if (!is_space(peek())) fail(pos_, detail);
    skip_spaces();
  }

  // Defaults are kept as written ("'mean'", "[0, 1]", "-100"): their meaning
  // depends on the type, and only the binding layer interprets them.
  std::string default_value() {
    skip_spaces();
    std::size_t start = pos_;
    int depth = 0;
    char quote = '\0';
    for (; !at_end(); ++pos_) {
      char c = text_[pos_];
      if (quote) {
        if (c == quote) quote = '\0';
      } else if (c == '\'' || c == '"') {
        quote = c;
      } else if (c == '[' || c == '(') {
        ++depth;
      } else if (c == ']' || c == ')') {
        if (depth == 0) break;
        --depth;
      } else if (c == ',' && depth == 0) {
        break;
      }
    }
    if (quote) fail(start, "unterminated string in default value");
    std::size_t end = pos_;
    while (end > start && is_space(text_[end - 1])) --end;
    if (end == start) fail(start, "missing default value after '='");
    return std::string(text_.substr(start, end - start));
  }

  ParsedType type() {
    ParsedType t;
    std::size_t start = pos_;
    if (!is_ident_start(peek())) fail(pos_, "expected a type");
    std::string base = identifier("a type");
    if (std::find(kBaseTypes.begin(), kBaseTypes.end(), base) == kBaseTypes.end())
      fail(start, "unknown type '" + base + "'");
    if (peek() == '(') {
      if (base != "Tensor") fail(pos_, "only Tensor types take an alias annotation");
      alias_annotation(t);
    }
    t.type = base + type_suffixes();
    return t;
  }

  // "(a)" or "(a!)"; several sets are written "a|b".
  void alias_annotation(ParsedType& t) {
    std::size_t open = pos_++;
    std::size_t start = pos_;
    while (!at_end() && (std::islower(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '|')) ++pos_;
    t.alias_set = std::string(text_.substr(start, pos_ - start));
    bool well_formed = !t.alias_set.empty() && t.alias_set.front() != '|' && t.alias_set.back() != '|' &&
                       t.alias_set.find("||") == std::string::npos;
    if (!well_formed) fail(start, "expected an alias set such as 'a' in the annotation");
    if (peek() == '!') {
      t.is_write = true;
      ++pos_;
    }
    if (peek() != ')') fail(open, "unterminated alias annotation");
    ++pos_;
  }

  // Any sequence of '?' and '[N]' ("int[1]?", "Tensor?[]"), never '??'.
  std::string type_suffixes() {
    std::string out;
    while (peek() == '?' || peek() == '[') {
      if (peek() == '?') {
        if (!out.empty() && out.back() == '?') fail(pos_, "a type cannot be optional twice");
        out += text_[pos_++];
        continue;
      }
      std::size_t open = pos_++;
      std::size_t start = pos_;
      while (std::isdigit(static_cast<unsigned char>(peek()))) ++pos_;
      if (peek() != ']') fail(open, "expected '[]' or '[N]' in a list type");
      ++pos_;
      out += "[" + std::string(text_.substr(start, pos_ - 1 - start)) + "]";
    }
    return out;
  }

  std::vector<ReturnSchema> returns() {
    skip_spaces();
    if (peek() != '(') return {single_return(false)};
    ++pos_;
    std::vector<ReturnSchema> out;
    skip_spaces();
    if (peek() == ')') {
      ++pos_;
      return out;
    }
    while (true) {
      skip_spaces();
      out.push_back(single_return(true));
      skip_spaces();
      if (peek() == ')') break;
      expect(',', "expected ',' or ')' after a return");
    }
    ++pos_;
    return out;
  }

  ReturnSchema single_return(bool may_be_named) {
    ReturnSchema r;
    ParsedType t = type();
    r.type = t.type;
    r.alias_set = t.alias_set;
    r.is_write = t.is_write;
    std::size_t after_type = pos_;
    skip_spaces();
    if (may_be_named && after_type != pos_ && is_ident_start(peek())) r.name = identifier("a return name");
    return r;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

std::string argument_str(const ArgumentSchema& a) {
  std::string out = a.annotated_type() + " " + a.name;
  if (a.default_value) out += "=" + *a.default_value;
  return out;
}

std::string return_str(const ReturnSchema& r) {
  return r.name ? r.annotated_type() + " " + *r.name : r.annotated_type();
}

}  // namespace

SchemaError::SchemaError(std::string detail, std::size_t offset, std::string_view schema)
    : ValueError(detail::concat("schema: ", detail, " at column ", offset + 1, " in '", schema, "'")),
      detail_(std::move(detail)),
      offset_(offset) {}

std::string OperatorName::str() const {
  std::string out = base + (inplace ? "_" : "");
  if (!overload.empty()) out += "." + overload;
  return out;
}

std::string ArgumentSchema::annotated_type() const { return with_alias(type, alias_set, is_write); }

std::optional<DefaultValue> ArgumentSchema::evaluated_default() const {
  if (!default_value) return std::nullopt;
  return evaluate_default(type, *default_value);
}

std::optional<DefaultValue> evaluate_default(std::string_view type, std::string_view text) {
  using Kind = DefaultValue::Kind;
  DefaultValue value;
  if (!type.empty() && type.back() == '?') {
    if (text == "None") return value;
    return evaluate_default(type.substr(0, type.size() - 1), text);
  }
  if (!type.empty() && type.back() == ']') {
    std::size_t open = type.rfind('[');
    std::string_view elem = type.substr(0, open);
    std::string_view size = type.substr(open + 1, type.size() - open - 2);
    value.kind = Kind::List;
    if (text.size() >= 2 && text.front() == '[' && text.back() == ']') {
      // The size is a hint, not a check: PyTorch writes `int[1] dim=[]`.
      std::string_view inner = trimmed(text.substr(1, text.size() - 2));
      for (bool more = !inner.empty(); more;) {
        std::size_t comma = inner.find(',');
        std::optional<DefaultValue> item = evaluate_default(elem, trimmed(inner.substr(0, comma)));
        if (!item) return std::nullopt;
        value.items.push_back(std::move(*item));
        more = comma != std::string_view::npos;
        if (more) inner = inner.substr(comma + 1);
      }
      return value;
    }
    // Like PyTorch, `int[2] stride=1` means [1, 1].
    std::optional<std::int64_t> repeated = elem == "int" ? integer_literal(text) : std::nullopt;
    if (!repeated) return std::nullopt;
    std::size_t count = size.empty() ? 1 : static_cast<std::size_t>(std::atoi(std::string(size).c_str()));
    DefaultValue item;
    item.kind = Kind::Int;
    item.integer = *repeated;
    value.items.assign(count == 0 ? 1 : count, item);
    return value;
  }
  bool scalar = type == "Scalar";
  // An int beyond int64_t is refused, not read as a float (as the generator does).
  if ((type == "int" || scalar) && is_integer_text(text) && !integer_literal(text)) return std::nullopt;
  if ((type == "bool" || scalar) && (text == "True" || text == "False")) {
    value.kind = Kind::Bool;
    value.boolean = text == "True";
  } else if (std::optional<std::int64_t> i = type == "int" || scalar ? integer_literal(text) : std::nullopt) {
    value.kind = Kind::Int;
    value.integer = *i;
  } else if (std::optional<double> f = type == "float" || scalar ? float_literal(text) : std::nullopt) {
    value.kind = Kind::Float;
    value.real = *f;
  } else if ((type == "Layout" && names_one_of(kLayouts, text)) ||
             (type == "MemoryFormat" && names_one_of(kMemoryFormats, text))) {
    value.kind = Kind::Constant;
    value.text = std::string(text);
  } else if (type == "str" && text.size() >= 2 && (text.front() == '\'' || text.front() == '"') &&
             text.back() == text.front() && text.substr(1, text.size() - 2).find(text.front()) == std::string_view::npos) {
    value.kind = Kind::String;
    value.text = std::string(text.substr(1, text.size() - 2));
  } else {
    return std::nullopt;
  }
  return value;
}
std::string ReturnSchema::annotated_type() const { return with_alias(type, alias_set, is_write); }

std::string FunctionSchema::str() const {
  std::string out = name.str() + "(";
  for (std::size_t i = 0; i < arguments.size(); ++i) {
    if (i > 0) out += ", ";
    bool first_kwarg = arguments[i].kwarg_only && (i == 0 || !arguments[i - 1].kwarg_only);
    if (first_kwarg) out += "*, ";
    out += argument_str(arguments[i]);
  }
  out += ") -> ";
  // A single unnamed return goes bare; anything else needs the parentheses
  // to parse back the same way.
  if (returns.size() == 1 && !returns[0].name) return out + return_str(returns[0]);
  out += "(";
  for (std::size_t i = 0; i < returns.size(); ++i) out += (i > 0 ? ", " : "") + return_str(returns[i]);
  return out + ")";
}

FunctionSchema FunctionSchema::parse(std::string_view text) { return Parser(text).parse(true); }

FunctionSchema FunctionSchema::parse_signature(std::string_view text) { return Parser(text).parse(false); }

}  // namespace yaten
