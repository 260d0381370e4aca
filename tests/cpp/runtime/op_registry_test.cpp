// The runtime's schema parser and op registry. The key test loads the real
// ops.yaml with the C++ reader and compares it, entry by entry, with the
// records the generator compiled in: if the two disagree, either the
// generated code is stale or the reader and the generator read ops.yaml
// differently, and run-time extension ops would be read differently from
// built-in ones.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "runtime/op_registry.h"
#include "runtime/schema.h"

using namespace yaten;

namespace {

std::string ops_yaml_path() { return std::string(YATEN_SOURCE_ROOT) + "/ops.yaml"; }

// A file under the system temp directory, removed when the test ends.
class TempFile {
 public:
  explicit TempFile(const std::string& contents) {
    char name[] = "/tmp/yaten_op_registry_XXXXXX";
    int fd = mkstemp(name);
    REQUIRE(fd >= 0);
    close(fd);
    path_ = name;
    std::ofstream(path_) << contents;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

std::string load_error(const std::string& yaml) {
  TempFile file(yaml);
  try {
    OpRegistry::load_yaml(file.path());
  } catch (const ValueError& e) {
    std::string message = e.what();
    // Return only what follows the path, so the test can spell the position.
    REQUIRE(message.rfind(file.path() + ":", 0) == 0);
    return message.substr(file.path().size() + 1);
  }
  FAIL("load_yaml accepted a malformed file");
  return "";
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// "input: formula" strings, sorted: Catch prints these, not pairs, on failure.
std::vector<std::string> sorted(const std::vector<std::pair<std::string, std::string>>& derivatives) {
  std::vector<std::string> out;
  for (const auto& [input, formula] : derivatives) out.push_back(input + ": " + formula);
  return sorted(out);
}

}  // namespace

TEST_CASE("schemas round-trip through parse and str", "[schema]") {
  const char* schemas[] = {
      "empty(int[] size, *, ScalarType? dtype=None, bool requires_grad=False) -> Tensor",
      "arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, bool requires_grad=False) -> Tensor",
      "eye(int n, int? m=None, *, ScalarType? dtype=None, bool requires_grad=False) -> Tensor",
      "manual_seed(int seed) -> ()",
      "fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)",
      "uniform_(Tensor(a!) self, float from=0, float to=1) -> Tensor(a!)",
      "add(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
      "clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor",
      "sum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
      "amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor",
      "max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "view(Tensor(a) self, int[] size) -> Tensor(a)",
      "cat(Tensor[] tensors, int dim=0) -> Tensor",
      "index.Tensor(Tensor self, Tensor?[] indices) -> Tensor",
      "split(Tensor(a) self, int split_size, int dim=0) -> Tensor(a)[]",
      "linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor",
      "nll_loss(Tensor input, Tensor target, Tensor? weight=None, int ignore_index=-100, str reduction='mean') -> Tensor",
      "cross_entropy(Tensor input, Tensor target, Tensor? weight=None, int ignore_index=-100, str reduction='mean', float label_smoothing=0.0) -> Tensor",
      "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)",
      "add_(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
      "max.dim_out(Tensor self, int dim, bool keepdim=False, *, Tensor(a!) values, Tensor(b!) indices) -> (Tensor(a!) values, Tensor(b!) indices)",
  };
  for (const char* text : schemas) {
    INFO(text);
    CHECK(FunctionSchema::parse(text).str() == text);
  }
}

TEST_CASE("schema fields are parsed into their parts", "[schema]") {
  FunctionSchema s = FunctionSchema::parse(
      "add.out(Tensor self, Tensor other, *, Scalar alpha=1, Tensor(a!) out) -> Tensor(a!)");
  CHECK(s.name.base == "add");
  CHECK_FALSE(s.name.inplace);
  CHECK(s.name.overload == "out");
  REQUIRE(s.arguments.size() == 4);
  CHECK(s.arguments[0].name == "self");
  CHECK_FALSE(s.arguments[0].kwarg_only);
  CHECK(s.arguments[2].kwarg_only);
  CHECK(s.arguments[2].default_value == std::optional<std::string>("1"));
  CHECK_FALSE(s.arguments[2].is_out);
  CHECK(s.arguments[3].type == "Tensor");
  CHECK(s.arguments[3].alias_set == "a");
  CHECK(s.arguments[3].is_write);
  CHECK(s.arguments[3].is_out);
  REQUIRE(s.returns.size() == 1);
  CHECK(s.returns[0].type == "Tensor");
  CHECK(s.returns[0].is_write);

  FunctionSchema fill = FunctionSchema::parse("fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)");
  CHECK(fill.name.base == "fill");
  CHECK(fill.name.inplace);
  CHECK(fill.name.str() == "fill_");
  CHECK_FALSE(fill.arguments[0].is_out);  // written, but positional: self, not an out=

  FunctionSchema split = FunctionSchema::parse("split(Tensor(a) self, int split_size, int dim=0) -> Tensor(a)[]");
  CHECK(split.returns[0].type == "Tensor[]");
  CHECK(split.returns[0].alias_set == "a");
  CHECK_FALSE(split.returns[0].is_write);

  FunctionSchema sum = FunctionSchema::parse("sum(Tensor self, int[1]? dim=None) -> Tensor");
  CHECK(sum.arguments[1].type == "int[1]?");
  CHECK(FunctionSchema::parse("manual_seed(int seed) -> ()").returns.empty());
  CHECK(FunctionSchema::parse("max.dim(Tensor self, int dim) -> (Tensor values, Tensor indices)").returns[1].name ==
        std::optional<std::string>("indices"));
}

TEST_CASE("a signature without returns parses as the bindings' argument parsers need it", "[schema]") {
  FunctionSchema s = FunctionSchema::parse_signature("amax(Tensor input, int[1] dim=[], *, Tensor? out=None)");
  CHECK(s.name.str() == "amax");
  REQUIRE(s.arguments.size() == 3);
  CHECK(s.arguments[1].type == "int[1]");
  CHECK(s.arguments[1].default_value == std::optional<std::string>("[]"));
  CHECK(s.arguments[2].kwarg_only);
  CHECK(s.returns.empty());
  CHECK_THROWS_AS(FunctionSchema::parse_signature("amax(Tensor input) -> Tensor"), SchemaError);
  CHECK_THROWS_AS(FunctionSchema::parse_signature("amax(Tensr input)"), SchemaError);
}

TEST_CASE("bad schemas are ValueErrors that point at the mistake", "[schema]") {
  const std::string bad = "neg(Tensr self) -> Tensor";
  try {
    FunctionSchema::parse(bad);
    FAIL("accepted " << bad);
  } catch (const SchemaError& e) {
    CHECK(e.offset() == 4);
    CHECK(e.detail() == "unknown type 'Tensr'");
    CHECK(std::string(e.what()) == "schema: unknown type 'Tensr' at column 5 in '" + bad + "'");
  }
  const char* invalid[] = {
      "neg(Tensor self) Tensor",               // no arrow
      "neg(Tensor self -> Tensor",             // unclosed arguments
      "neg(Tensor) -> Tensor",                 // no argument name
      "neg(Tensor self, Tensor self) -> Tensor",
      "neg(int(a) self) -> Tensor",            // alias on a non-Tensor
      "neg(Tensor(a self) -> Tensor",
      "neg(Tensor(!) self) -> Tensor",
      "neg(Tensor?? self) -> Tensor",
      "neg(int[x] dims) -> Tensor",
      "neg(Tensor self, *) -> Tensor",
      "neg(Tensor self, int a=) -> Tensor",
      "neg(Tensor self, str a='mean) -> Tensor",
      "neg(Tensor self) -> Tensor values",     // a named return needs parentheses
      "neg(Tensor self) -> (Tensor, Tensor",
      "neg(Tensor self) -> Tensor extra stuff",
      "neg.(Tensor self) -> Tensor",
      "unbind(Tensor(a -> *) self) -> Tensor(a)[]",  // PyTorch's wildcard alias is not in yaten's language
      "(Tensor self) -> Tensor",
      "",
  };
  for (const char* text : invalid) {
    INFO(text);
    CHECK_THROWS_AS(FunctionSchema::parse(text), ValueError);
  }
}

TEST_CASE("every func in ops.yaml is canonical", "[schema][ops_yaml]") {
  for (const OpRecord& r : OpRegistry::load_yaml(ops_yaml_path())) {
    INFO(r.func);
    CHECK(FunctionSchema::parse(r.func).str() == r.func);
  }
}

TEST_CASE("the generated builtin records match ops.yaml entry by entry", "[op_registry][ops_yaml]") {
  std::vector<OpRecord> from_yaml = OpRegistry::load_yaml(ops_yaml_path());
  const std::vector<OpRecord>& builtin = builtin_op_records();
  REQUIRE(builtin.size() == from_yaml.size());
  for (size_t i = 0; i < builtin.size(); ++i) {
    const OpRecord& want = from_yaml[i];
    const OpRecord& got = builtin[i];
    INFO("entry " << i << ": " << want.func);
    CHECK(got.func == want.func);
    CHECK(got.family == want.family);
    CHECK(sorted(got.variants) == sorted(want.variants));
    CHECK(got.kernel == want.kernel);
    CHECK(sorted(got.derivatives) == sorted(want.derivatives));
    CHECK(got.overridable == want.overridable);
    CHECK(got.forward == want.forward);
    CHECK(got.namespaces == want.namespaces);
    CHECK(got.operators == want.operators);
    CHECK(got.doc == want.doc);
    CHECK(got.non_differentiable == want.non_differentiable);
    CHECK(std::string(YATEN_SOURCE_ROOT) + "/" + got.location == want.location);
  }
}

// What yaten.ops.schema() shows from Python, the registry shows from C++.
TEST_CASE("the registry describes an op completely", "[op_registry][ops_yaml]") {
  const OpEntry* add = OpRegistry::global().find("add");
  REQUIRE(add != nullptr);
  const FunctionSchema& schema = add->schema;
  REQUIRE(schema.arguments.size() == 3);
  CHECK(schema.arguments[0].name == "self");
  CHECK(schema.arguments[1].type == "Tensor");
  CHECK_FALSE(schema.arguments[1].kwarg_only);
  CHECK(schema.arguments[2].name == "alpha");
  CHECK(schema.arguments[2].type == "Scalar");
  CHECK(schema.arguments[2].kwarg_only);
  CHECK(schema.arguments[2].default_value == std::optional<std::string>("1"));
  REQUIRE(schema.returns.size() == 1);
  CHECK(schema.returns[0].type == "Tensor");
  CHECK(sorted(add->record.derivatives) == std::vector<std::string>{"other: maybe_multiply(grad, alpha)", "self: grad"});
  CHECK(add->record.forward == "self_t + other_t * alpha");
  CHECK(add->record.overridable);
  CHECK(sorted(add->record.variants) == std::vector<std::string>{"function", "inplace", "method", "out"});
  CHECK(add->record.operators == std::vector<std::string>{"__add__", "__radd__", "__iadd__"});
  CHECK(add->record.namespaces == std::vector<std::string>{"yaten"});
  CHECK(add->record.doc.rfind("Returns self + alpha * other", 0) == 0);

  const OpEntry* max_dim = OpRegistry::global().find("max.dim");
  REQUIRE(max_dim != nullptr);
  REQUIRE(max_dim->schema.returns.size() == 2);
  CHECK(max_dim->schema.returns[1].name == std::optional<std::string>("indices"));
}

TEST_CASE("the global registry holds every builtin op by name", "[op_registry]") {
  OpRegistry& registry = OpRegistry::global();
  CHECK(&registry == &OpRegistry::global());
  const std::vector<OpRecord>& builtin = builtin_op_records();
  std::vector<std::string> names = registry.names();
  REQUIRE(names.size() >= builtin.size());
  for (size_t i = 0; i < builtin.size(); ++i) {
    const OpEntry* entry = registry.find(names[i]);
    REQUIRE(entry != nullptr);
    CHECK(entry->record.func == builtin[i].func);
    CHECK(entry->schema.str() == builtin[i].func);
  }
  CHECK(registry.find("no_such_op") == nullptr);
}

TEST_CASE("ops are found by their qualified name", "[op_registry]") {
  OpRegistry registry;
  registry.add({"max(Tensor self) -> Tensor", "reduce", {"function", "method"}, "native", {{"self", "grad"}}, true, ""});
  registry.add({"max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)", "reduce",
                {"function"}, "native", {}, true, ""});
  registry.add({"fill_(Tensor(a!) self, Scalar value) -> Tensor(a!)", "fill", {"method"}, "native", {}, true, ""});
  CHECK(registry.names() == std::vector<std::string>{"max", "max.dim", "fill_"});
  REQUIRE(registry.find("max.dim") != nullptr);
  CHECK(registry.find("max.dim")->schema.returns.size() == 2);
  REQUIRE(registry.find("fill_") != nullptr);
  CHECK(registry.find("fill_")->record.family == "fill");
  CHECK(registry.find("fill") == nullptr);

  const OpEntry* before = registry.find("max");
  for (int i = 0; i < 100; ++i)
    registry.add({"ext" + std::to_string(i) + "(Tensor self) -> Tensor", "ext", {"function"}, "native", {}, true, ""});
  CHECK(registry.find("max") == before);  // pointers survive growth

  CHECK_THROWS_WITH(registry.add({"max(Tensor self) -> Tensor", "x", {}, "native", {}, true, ""}),
                    Catch::Contains("'max' is already registered"));
  CHECK_THROWS_AS(registry.add({"bad(Tensr self) -> Tensor", "x", {}, "native", {}, true, ""}), ValueError);
}

TEST_CASE("an extension's ops are found under their namespace", "[op_registry]") {
  OpRegistry registry;
  registry.add({"max(Tensor self) -> Tensor", "reduce", {"function"}, "native", {}, true, ""});
  OpRecord ext{"max(Tensor self) -> Tensor", "mine", {"function"}, "native", {}, true, "MaxBackward0"};
  ext.op_namespace = "myext";
  registry.add(ext);  // no clash with the built-in "max"
  CHECK(registry.names() == std::vector<std::string>{"max", "myext::max"});
  REQUIRE(registry.find("myext::max") != nullptr);
  CHECK(registry.find("myext::max")->record.family == "mine");
  CHECK(registry.find("max")->record.family == "reduce");
  CHECK_THROWS_WITH(registry.add(ext), Catch::Contains("'myext::max' is already registered"));
}

TEST_CASE("load_yaml fills the defaults", "[op_registry]") {
  TempFile file(
      "ext:\n"
      "  - func: my_op(Tensor self, Tensor other) -> Tensor\n"
      "    doc: An extension op.\n"
      "  - func: \"my_op2(Tensor self) -> Tensor\"\n"
      "    variants: [function, method]\n"
      "    kernel: composite\n"
      "    overridable: false\n");
  std::vector<OpRecord> records = OpRegistry::load_yaml(file.path());
  REQUIRE(records.size() == 2);
  CHECK(records[0].family == "ext");
  CHECK(records[0].variants == std::vector<std::string>{"function"});
  CHECK(records[0].kernel == "native");
  CHECK(records[0].derivatives.empty());
  CHECK(records[0].overridable);
  CHECK(records[1].func == "my_op2(Tensor self) -> Tensor");
  CHECK(records[1].kernel == "composite");
  CHECK_FALSE(records[1].overridable);
  CHECK(records[0].doc == "An extension op.");
  CHECK(records[0].forward.empty());
  CHECK(records[0].namespaces == std::vector<std::string>{"yaten"});
  CHECK(records[0].operators.empty());
}

TEST_CASE("load_yaml reads forward formulas, namespaces, operators and docs", "[op_registry]") {
  TempFile file(
      "ext:\n"
      "  - func: my_mul(Tensor self, Tensor other) -> Tensor\n"
      "    namespaces: [yaten, nn.functional]\n"
      "    operators: [__matmul__]\n"
      "    derivatives:\n"
      "      self: grad * other\n"
      "    result: self_t * other\n"
      "    doc: >\n"
      "      Multiplies,\n"
      "      elementwise.\n");
  std::vector<OpRecord> records = OpRegistry::load_yaml(file.path());
  REQUIRE(records.size() == 1);
  CHECK(records[0].forward == "self_t * other");
  CHECK(records[0].namespaces == std::vector<std::string>{"yaten", "nn.functional"});
  CHECK(records[0].operators == std::vector<std::string>{"__matmul__"});
  CHECK(records[0].doc == "Multiplies, elementwise.");
}

TEST_CASE("load_yaml reads per-return forward formulas in the order of the returns", "[op_registry]") {
  TempFile file(
      "ext:\n"
      "  - func: my_split(Tensor self) -> (Tensor high, Tensor low, Tensor count)\n"
      "    derivatives:\n"
      "      self: grads[0] + grads[1]\n"
      "    result:\n"
      "      low: self_t * 2\n"
      "      high: self_t\n"
      "    doc: Splits.\n");
  std::vector<OpRecord> records = OpRegistry::load_yaml(file.path());
  REQUIRE(records.size() == 1);
  CHECK(records[0].forward == "high: self_t; low: self_t * 2");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> (Tensor x, Tensor y)\n    result:\n      z: self_t\n")
            .rfind("4:7: a has no return named 'z'", 0) == 0);
}

TEST_CASE("malformed ops files name the line and column", "[op_registry]") {
  // YAML syntax: yaml-cpp's own message at its (1-based) position.
  CHECK(load_error("ext:\n  - func: [unclosed\n").rfind("3:1: ", 0) == 0);
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n   bad: indent\n").rfind("3:", 0) == 0);

  CHECK(load_error("- func: a(Tensor self) -> Tensor\n") ==
        "1:1: expected a mapping from op family to a list of ops");
  CHECK(load_error("ext: 3\n") == "1:1: family 'ext' must be a list of ops");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    colour: blue\n")
            .rfind("3:5: unknown key 'colour'", 0) == 0);
  CHECK(load_error("ext:\n  - doc: no func\n") == "2:5: op entry has no 'func'");
  // The column points inside the schema, past the quote when there is one.
  CHECK(load_error("ext:\n  - func: a(Tensr self) -> Tensor\n") == "2:13: unknown type 'Tensr'");
  CHECK(load_error("ext:\n  - func: 'a(Tensr self) -> Tensor'\n") == "2:14: unknown type 'Tensr'");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    variants: [function, sideways]\n")
            .rfind("3:26: unknown variant 'sideways'", 0) == 0);
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    kernel: magic\n").rfind("3:13: unknown kernel", 0) ==
        0);
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    overridable: 'true'\n") ==
        "3:18: 'overridable' must be true or false");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    writes_into: often\n") ==
        "3:18: 'writes_into' must be true or false");
  CHECK(load_error("ext:\n  - func: a(Tensor self, int n) -> Tensor\n    derivatives:\n      n: grad\n") ==
        "4:7: derivative for 'n', which is not a Tensor argument of a");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    namespaces: [yaten, sideways]\n")
            .rfind("3:25: unknown namespace 'sideways'", 0) == 0);
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n    doc: [a, b]\n") == "3:10: 'doc' must be a string");
  CHECK(load_error("ext:\n  - func: a(Tensor self) -> Tensor\n  - func: a(Tensor self) -> Tensor\n")
            .rfind("3:11: duplicate op 'a' (first declared at ", 0) == 0);
}

TEST_CASE("defaults are read by their argument's type", "[schema]") {
  using Kind = DefaultValue::Kind;
  auto value = [](const char* type, const char* text) {
    std::optional<DefaultValue> v = evaluate_default(type, text);
    REQUIRE(v.has_value());
    return *v;
  };
  CHECK(value("int", "-3").kind == Kind::Int);
  CHECK(value("int", "-3").integer == -3);
  CHECK(value("float", "1").kind == Kind::Float);  // 1.0 for a float
  CHECK(value("float", "1e-05").real == 1e-05);
  CHECK(value("Scalar", "1").kind == Kind::Int);
  CHECK(value("Scalar", "2.5").real == 2.5);
  CHECK(value("Scalar", "True").boolean);
  CHECK(value("bool?", "None").kind == Kind::None);
  DefaultValue stride = value("int[2]", "1");  // PyTorch's `int[2] stride=1`: [1, 1]
  CHECK(stride.kind == Kind::List);
  REQUIRE(stride.items.size() == 2);
  CHECK(stride.items[1].integer == 1);
  CHECK(value("int[1]", "[]").items.empty());
  CHECK(value("float[]", "[1, 2.5]").items.at(1).real == 2.5);
  CHECK(value("str", "'mean'").text == "mean");
  CHECK(value("MemoryFormat?", "channels_last").kind == Kind::Constant);
  CHECK(value("Layout", "strided").text == "strided");
  for (auto [type, text] : {std::pair{"int", "1.5"}, {"bool", "1"}, {"str", "mean"}, {"Tensor", "None"},
                            {"int[]", "[1,]"}, {"int", "99999999999999999999"}, {"float", "inf"},
                            {"Layout", "channels_last"}, {"float[2]", "1.0"}}) {
    INFO(type << " " << text);
    CHECK_FALSE(evaluate_default(type, text).has_value());
  }
  CHECK(FunctionSchema::parse("f(Tensor self, int[2] s=1) -> Tensor").arguments[1].evaluated_default()->items.size() == 2);
  CHECK_FALSE(FunctionSchema::parse("f(Tensor self) -> Tensor").arguments[0].evaluated_default().has_value());
  // Schemas and the bindings' signatures alike spell defaults in the schema language.
  CHECK_THROWS_WITH(FunctionSchema::parse("f(Tensor self, int n=1.5) -> Tensor"),
                    Catch::Contains("default '1.5' is not a valid int for argument 'n' at column 22"));
  CHECK(FunctionSchema::parse_signature("f(Tensor input, *, MemoryFormat? m=contiguous_format, int[] d=[0, 1])")
            .arguments.size() == 3);
  CHECK_THROWS_WITH(FunctionSchema::parse_signature("f(Tensor input, int[] d=(0, 1))"),
                    Catch::Contains("default '(0, 1)' is not a valid int[] for argument 'd'"));
}

TEST_CASE("load_yaml reads non-differentiable inputs and where each op is", "[op_registry]") {
  TempFile file(
      "ext:\n"
      "  - func: my_where(Tensor cond, Tensor self, Tensor other) -> Tensor\n"
      "    non_differentiable: [cond, other]\n");
  std::vector<OpRecord> records = OpRegistry::load_yaml(file.path());
  REQUIRE(records.size() == 1);
  CHECK(records[0].non_differentiable == std::vector<std::string>{"cond", "other"});
  CHECK(records[0].location == file.path() + ":2:11");
  CHECK(load_error("ext:\n  - func: a(Tensor self, int n) -> Tensor\n    non_differentiable: [n]\n") ==
        "3:26: 'n' is not a Tensor argument of a");
  CHECK(load_error("ext:\n  - func: a(Tensor self, int n=big) -> Tensor\n") ==
        "2:32: default 'big' is not a valid int for argument 'n'");
}

TEST_CASE("a missing ops file is a ValueError", "[op_registry]") {
  CHECK_THROWS_WITH(OpRegistry::load_yaml("/nonexistent/ops.yaml"), Catch::Contains("/nonexistent/ops.yaml"));
}
