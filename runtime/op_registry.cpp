// The op registry and its ops.yaml reader (yaml-cpp). The reader is how a C++
// extension's ops get their facts: yaten.ops.load_library reads the ops.yaml
// installed beside the library with it (python/src/extension_loader.cpp);
// the C++ tests read yaten's own ops.yaml with it and compare the generated
// table. It mirrors the checks of codegen/model/load.py that concern the
// fields the registry keeps, so an ops.yaml fails here with the same
// "file:line:col" precision the generator gives.
#include "runtime/op_registry.h"

#include <algorithm>
#include <array>
#include <fstream>
#include <mutex>
#include <regex>
#include <sstream>

#include <yaml-cpp/yaml.h>

#include "runtime/error.h"

namespace yaten {
namespace {

constexpr std::array<std::string_view, 25> kEntryKeys = {
    "func", "variants", "namespaces", "operators", "kernel", "derivatives",
    "non_differentiable", "result", "overridable", "writes_into", "pointwise", "autocast", "doc", "warn_once",
    "python_numbers", "dimnames", "dimnames_refused", "dimnames_out", "scalar_overloads",
    "deprecated_signatures", "torch_signatures", "copy_variant", "out_dtype", "names", "grad_fn"};
constexpr std::array<std::string_view, 3> kAutocastPolicies = {"lower_precision_fp", "fp32", "promote"};
constexpr std::array<std::string_view, 6> kVariants = {"function", "method", "inplace", "out", "internal",
                                                      "inplace_function"};
constexpr std::array<std::string_view, 2> kKernels = {"native", "composite"};
constexpr std::array<std::string_view, 4> kNamespaces = {"yaten", "nn.functional", "linalg", "special"};

template <size_t N>
bool one_of(const std::array<std::string_view, N>& allowed, const std::string& value) {
  return std::find(allowed.begin(), allowed.end(), value) != allowed.end();
}

template <size_t N>
std::string joined(const std::array<std::string_view, N>& words) {
  std::string out;
  for (std::string_view w : words) out += (out.empty() ? "" : ", ") + std::string(w);
  return out;
}

// The file being read: its name for messages and its lines, which tell
// whether a scalar was quoted (yaml-cpp's Mark points at the quote).
struct Source {
  std::string path;
  std::vector<std::string> lines;
};

std::string location(const Source& src, const YAML::Mark& mark, int extra_columns = 0) {
  // A null Mark (a node yaml-cpp synthesised) has no position: blame the top.
  int line = mark.is_null() ? 1 : mark.line + 1;
  int column = mark.is_null() ? 1 : mark.column + 1 + extra_columns;
  return detail::concat(src.path, ":", line, ":", column);
}

[[noreturn]] void fail(const Source& src, const YAML::Mark& mark, const std::string& message, int extra_columns = 0) {
  throw ValueError(location(src, mark, extra_columns) + ": " + message);
}

int quote_offset(const Source& src, const YAML::Mark& mark) {
  if (mark.is_null() || mark.line >= static_cast<int>(src.lines.size())) return 0;
  const std::string& line = src.lines[mark.line];
  if (mark.column >= static_cast<int>(line.size())) return 0;
  char c = line[mark.column];
  return c == '\'' || c == '"' ? 1 : 0;
}

Source read_source(const std::string& path, std::string& text) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ValueError(path + ": cannot open the ops file");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  text = buffer.str();
  Source src{path, {}};
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) src.lines.push_back(line);
  return src;
}

YAML::Node parse_yaml(const Source& src, const std::string& text) {
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& e) {
    fail(src, e.mark, e.msg);
  }
}

std::string scalar(const Source& src, const YAML::Node& node, const std::string& what) {
  if (!node.IsScalar()) fail(src, node.Mark(), what);
  return node.Scalar();
}

void check_keys(const Source& src, const YAML::Node& entry) {
  for (const auto& kv : entry) {
    std::string key = scalar(src, kv.first, "an entry's keys must be names");
    if (!one_of(kEntryKeys, key))
      fail(src, kv.first.Mark(), "unknown key '" + key + "' (expected one of " + joined(kEntryKeys) + ")");
  }
}

FunctionSchema parse_func(const Source& src, const YAML::Node& func) {
  std::string text = scalar(src, func, "'func' must be a schema string");
  try {
    return FunctionSchema::parse(text);
  } catch (const SchemaError& e) {
    int column = quote_offset(src, func.Mark()) + static_cast<int>(e.offset());
    fail(src, func.Mark(), e.detail(), column);
  }
}

std::vector<std::string> parse_variants(const Source& src, const YAML::Node& entry) {
  const YAML::Node node = entry["variants"];
  // A `pointwise:` op has the four variants unless it lists others (codegen/model/pointwise.py).
  if (!node && entry["pointwise"]) return {"function", "method", "inplace", "out"};
  if (!node) return {"function"};
  if (!node.IsSequence()) fail(src, node.Mark(), "'variants' must be a list of names");
  std::vector<std::string> out;
  for (const YAML::Node& item : node) {
    std::string v = scalar(src, item, "'variants' must be a list of names");
    if (!one_of(kVariants, v))
      fail(src, item.Mark(), "unknown variant '" + v + "' (expected one of " + joined(kVariants) + ")");
    out.push_back(v);
  }
  return out;
}

std::vector<std::string> parse_names(const Source& src, const YAML::Node& entry, const char* key,
                                     std::vector<std::string> fallback) {
  const YAML::Node node = entry[key];
  if (!node) return fallback;
  std::string what = std::string("'") + key + "' must be a list of names";
  if (!node.IsSequence()) fail(src, node.Mark(), what);
  std::vector<std::string> out;
  for (const YAML::Node& item : node) out.push_back(scalar(src, item, what));
  return out;
}

std::vector<std::string> parse_namespaces(const Source& src, const YAML::Node& entry) {
  std::vector<std::string> out = parse_names(src, entry, "namespaces", {"yaten"});
  for (size_t i = 0; i < out.size(); ++i)
    if (!one_of(kNamespaces, out[i]))
      fail(src, entry["namespaces"][i].Mark(),
           "unknown namespace '" + out[i] + "' (expected one of " + joined(kNamespaces) + ")");
  return out;
}

// A text field (`result:`, `doc:`), "" when absent.
std::string parse_text(const Source& src, const YAML::Node& entry, const char* key) {
  const YAML::Node node = entry[key];
  if (!node) return "";
  std::string text = scalar(src, node, std::string("'") + key + "' must be a string");
  // Trimmed as the generator trims it, so both readers agree on block scalars.
  size_t first = text.find_first_not_of(" \t\n"), last = text.find_last_not_of(" \t\n");
  return first == std::string::npos ? "" : text.substr(first, last - first + 1);
}

// `result:`: one formula, or per named return a formula, spelled as the
// generator records it: "name: formula; ..." in the order of the returns.
std::string parse_forward(const Source& src, const YAML::Node& entry, const FunctionSchema& schema) {
  const YAML::Node node = entry["result"];
  if (!node || !node.IsMap()) return parse_text(src, entry, "result");
  std::vector<std::pair<size_t, std::string>> parts;
  for (const auto& item : node) {
    const std::string name = scalar(src, item.first, "a return name must be a string");
    size_t index = 0;
    while (index < schema.returns.size() && schema.returns[index].name != name) ++index;
    if (index == schema.returns.size())
      fail(src, item.first.Mark(), schema.name.str() + " has no return named '" + name + "'");
    std::string text = scalar(src, item.second, "the formula of '" + name + "' must be a string");
    size_t first = text.find_first_not_of(" \t\n"), last = text.find_last_not_of(" \t\n");
    parts.emplace_back(index, name + ": " + (first == std::string::npos ? "" : text.substr(first, last - first + 1)));
  }
  std::sort(parts.begin(), parts.end());
  std::string out;
  for (const auto& [index, text] : parts) out += (out.empty() ? "" : "; ") + text;
  return out;
}

std::string parse_kernel(const Source& src, const YAML::Node& entry) {
  const YAML::Node node = entry["kernel"];
  if (!node) return "native";
  std::string kernel = scalar(src, node, "'kernel' must be a name");
  if (!one_of(kKernels, kernel))
    fail(src, node.Mark(), "unknown kernel '" + kernel + "' (expected one of " + joined(kKernels) + ")");
  return kernel;
}

bool is_tensor_argument(const FunctionSchema& schema, const std::string& name) {
  return std::any_of(schema.arguments.begin(), schema.arguments.end(), [&](const ArgumentSchema& a) {
    return a.name == name && a.type.rfind("Tensor", 0) == 0;
  });
}

std::vector<std::pair<std::string, std::string>> parse_derivatives(const Source& src, const YAML::Node& entry,
                                                                   const FunctionSchema& schema) {
  const YAML::Node node = entry["derivatives"];
  if (!node) return {};
  if (!node.IsMap()) fail(src, node.Mark(), "'derivatives' must map input names to formulas");
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& kv : node) {
    std::string input = scalar(src, kv.first, "'derivatives' must map input names to formulas");
    // `input, weight: f(...)`: one formula several inputs share.
    for (size_t start = 0; start <= input.size();) {
      const size_t comma = std::min(input.find(',', start), input.size());
      std::string name = input.substr(start, comma - start);
      name.erase(0, name.find_first_not_of(' '));
      name.erase(name.find_last_not_of(' ') + 1);
      if (!is_tensor_argument(schema, name))
        fail(src, kv.first.Mark(),
             "derivative for '" + name + "', which is not a Tensor argument of " + schema.name.str());
      start = comma + 1;
    }
    std::string formula = scalar(src, kv.second, "the formula for '" + input + "' must be a C++ expression");
    out.emplace_back(input, formula);
  }
  return out;
}

// Sorted, as the generator records them.
std::vector<std::string> parse_non_differentiable(const Source& src, const YAML::Node& entry,
                                                  const FunctionSchema& schema) {
  std::vector<std::string> out = parse_names(src, entry, "non_differentiable", {});
  for (size_t i = 0; i < out.size(); ++i)
    if (!is_tensor_argument(schema, out[i]))
      fail(src, entry["non_differentiable"][i].Mark(),
           "'" + out[i] + "' is not a Tensor argument of " + schema.name.str());
  std::sort(out.begin(), out.end());
  return out;
}

bool parse_flag(const Source& src, const YAML::Node& entry, const char* key, bool absent) {
  const YAML::Node node = entry[key];
  if (!node) return absent;
  // Tag "!" marks a quoted scalar: "true" in quotes is a string, not a bool.
  bool plain = node.IsScalar() && node.Tag() != "!";
  bool value = false;
  if (!plain || !YAML::convert<bool>::decode(node, value))
    fail(src, node.Mark(), std::string("'") + key + "' must be true or false");
  return value;
}

OpRecord parse_entry(const Source& src, const YAML::Node& entry, const std::string& family) {
  if (!entry.IsMap()) fail(src, entry.Mark(), "an op entry must be a mapping with at least 'func'");
  check_keys(src, entry);
  const YAML::Node func = entry["func"];
  if (!func) fail(src, entry.Mark(), "op entry has no 'func'");
  FunctionSchema schema = parse_func(src, func);
  OpRecord record{func.Scalar(), family, parse_variants(src, entry), parse_kernel(src, entry),
                  parse_derivatives(src, entry, schema), parse_flag(src, entry, "overridable", true), "",
                  parse_forward(src, entry, schema), parse_namespaces(src, entry),
                  parse_names(src, entry, "operators", {}), parse_text(src, entry, "doc")};
  record.non_differentiable = parse_non_differentiable(src, entry, schema);
  record.location = location(src, func.Mark());
  parse_flag(src, entry, "writes_into", false);  // the generator's concern: only its spelling is checked here
  parse_text(src, entry, "warn_once");            // likewise (the Python entry gives the warning)
  parse_names(src, entry, "python_numbers", {});  // likewise (the Python entry's parser takes the numbers)
  parse_names(src, entry, "dimnames", {});        // likewise (the Python entry's parser lists the name overload)
  parse_flag(src, entry, "dimnames_refused", false);
  parse_flag(src, entry, "dimnames_out", true);
  parse_names(src, entry, "deprecated_signatures", {});
  parse_names(src, entry, "torch_signatures", {});  // likewise (the Python entry's parser lists them)
  parse_text(src, entry, "out_dtype");              // likewise (the generated out= entry applies it)
  parse_text(src, entry, "names");                  // likewise (the generated entry infers the result's names)
  // The generator checks torch's node name (a name, or {argument: name}); only its shape is checked here.
  if (const YAML::Node grad_fn = entry["grad_fn"]; grad_fn && !grad_fn.IsScalar() && !grad_fn.IsMap())
    fail(src, grad_fn.Mark(), "'grad_fn' must be a node name or {argument: name}");
  parse_names(src, entry, "scalar_overloads", {});  // likewise (the Python entry's parser lists and takes them)
  // The generator checks the `pointwise:` mapping; it implies the element-wise jvp of a differentiable op.
  if (entry["pointwise"] && !entry["result"] && !record.derivatives.empty()) record.forward = "auto_element_wise";
  if (const YAML::Node autocast = entry["autocast"]) {
    std::string policy = scalar(src, autocast, "'autocast' must be a name");
    if (!one_of(kAutocastPolicies, policy))
      fail(src, autocast.Mark(),
           "unknown autocast '" + policy + "' (expected one of " + joined(kAutocastPolicies) + ")");
    record.autocast = policy;
  }
  if (record.kernel == "composite" && !record.derivatives.empty())
    fail(src, entry["derivatives"].Mark(),
         "a composite op is differentiated through the ops it calls: it takes no 'derivatives'");
  return record;
}

// The record of `<view>_copy`, which `copy_variant: true` on a view op
// declares (the generator's codegen/model/load.py makes the same op): the
// view's schema without aliasing, a composite function, with out= when it
// returns one tensor.
OpRecord copy_variant_record(const OpRecord& view) {
  const size_t name_end = view.func.find_first_of(".(");
  const std::string base = view.func.substr(0, name_end);
  static const std::regex alias_annotation(R"(\bTensor\([a-z!]+\))");
  const std::string func =
      std::regex_replace(base + "_copy" + view.func.substr(name_end), alias_annotation, "Tensor");
  const bool single = func.compare(func.size() - std::string(" -> Tensor").size(), std::string::npos, " -> Tensor") == 0;
  OpRecord record{func, view.family, single ? std::vector<std::string>{"function", "out"}
                                            : std::vector<std::string>{"function"},
                  "composite", {}, true, ""};
  record.doc = base + "'s result as a new contiguous tensor (a copy, not a view of the input): " + view.doc;
  record.location = view.location;
  return record;
}

// Duplicates are caught here, where the file position is known, rather than
// only by OpRegistry::add, which could not say where either copy came from.
void check_unique(const Source& src, std::map<std::string, std::string>& seen, const OpRecord& record,
                  const YAML::Node& func) {
  std::string name = FunctionSchema::parse(record.func).name.str();
  std::string here = location(src, func.Mark());
  auto [it, inserted] = seen.emplace(name, here);
  if (!inserted) fail(src, func.Mark(), "duplicate op '" + name + "' (first declared at " + it->second + ")");
}

}  // namespace

std::vector<OpRecord> OpRegistry::load_yaml(const std::string& path) {
  std::string text;
  Source src = read_source(path, text);
  YAML::Node root = parse_yaml(src, text);
  if (!root.IsMap()) fail(src, YAML::Mark::null_mark(), "expected a mapping from op family to a list of ops");
  std::vector<OpRecord> records;
  std::map<std::string, std::string> seen;
  for (const auto& kv : root) {
    std::string family = scalar(src, kv.first, "an op family must be a name");
    // `aliases:` gives ops more Python names; the records of the ops themselves are what the registry holds.
    if (family == "aliases" && kv.second.IsMap()) continue;
    if (!kv.second.IsSequence()) fail(src, kv.first.Mark(), "family '" + family + "' must be a list of ops");
    for (const YAML::Node& entry : kv.second) {
      records.push_back(parse_entry(src, entry, family));
      check_unique(src, seen, records.back(), entry["func"]);
      if (parse_flag(src, entry, "copy_variant", false)) {
        records.push_back(copy_variant_record(records.back()));
        check_unique(src, seen, records.back(), entry["func"]);
      }
    }
  }
  return records;
}

OpRegistry& OpRegistry::global() {
  // Never destroyed: Python extension modules may still look ops up while
  // the interpreter tears down, after static destructors would have run.
  static OpRegistry* registry = [] {
    auto* r = new OpRegistry();
    for (const OpRecord& record : builtin_op_records()) r->add(record);
    return r;
  }();
  return *registry;
}

const OpEntry* OpRegistry::find(std::string_view qualified_name) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  auto it = by_name_.find(qualified_name);
  return it == by_name_.end() ? nullptr : it->second;
}

std::vector<std::string> OpRegistry::names() const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  std::vector<std::string> out;
  out.reserve(entries_.size());
  for (const OpEntry& e : entries_) out.push_back(e.name());
  return out;
}

void OpRegistry::add(OpRecord record) {
  FunctionSchema schema = FunctionSchema::parse(record.func);  // outside the lock: it may throw
  OpEntry entry{std::move(record), std::move(schema)};
  std::string name = entry.name();
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (by_name_.count(name)) throw ValueError("op registry: '" + name + "' is already registered");
  entries_.push_back(std::move(entry));
  by_name_.emplace(std::move(name), &entries_.back());
}

}  // namespace yaten
