// _C._parse_schema, _C._op_registry_names, _C._op_registry_find and
// _C._op_registry_entries: the runtime's schema parser and op registry
// (runtime/schema.h, runtime/op_registry.h) as plain Python data. The
// registry is the one run-time table of op facts: yaten.ops builds its
// descriptions from it, on first use. yaten.library parses the schemas users
// define with the same parser the registry uses, so a schema is accepted or
// refused alike wherever it is written, and its defaults read alike.
#include "python/src/op_registry_bindings.h"

#include <pybind11/stl.h>

#include "python/src/default_values.h"
#include "runtime/op_registry.h"
#include "runtime/schema.h"

namespace py = pybind11;

namespace yaten::python {
namespace {

py::dict argument_dict(const ArgumentSchema& a) {
  py::dict d;
  d["name"] = a.name;
  d["type"] = a.type;
  d["default"] = a.default_value ? py::object(py::str(*a.default_value)) : py::object(py::none());
  std::optional<DefaultValue> value = a.evaluated_default();
  d["value"] = value ? py::reinterpret_steal<py::object>(default_value_object(*value)) : py::object(py::none());
  if (!d["value"].ptr()) throw py::error_already_set();
  d["kwarg_only"] = a.kwarg_only;
  d["out"] = a.is_out;
  d["write"] = a.is_write;
  d["alias_set"] = a.alias_set;
  return d;
}

py::dict schema_dict(const FunctionSchema& s) {
  py::list arguments, returns;
  for (const ArgumentSchema& a : s.arguments) arguments.append(argument_dict(a));
  for (const ReturnSchema& r : s.returns) {
    py::dict d;
    d["name"] = r.name ? py::object(py::str(*r.name)) : py::object(py::none());
    d["type"] = r.type;
    d["write"] = r.is_write;
    d["alias_set"] = r.alias_set;
    returns.append(d);
  }
  py::dict d;
  d["name"] = s.name.base + (s.name.inplace ? "_" : "");
  d["overload"] = s.name.overload;
  d["arguments"] = arguments;
  d["returns"] = returns;
  d["schema"] = s.str();
  return d;
}

py::dict entry_dict(const OpEntry& e) {
  py::dict d = schema_dict(e.schema);
  const OpRecord& r = e.record;
  d["family"] = r.family;
  d["variants"] = r.variants;
  d["kernel"] = r.kernel;
  d["derivatives"] = r.derivatives;
  d["overridable"] = r.overridable;
  d["node"] = r.node;
  d["forward"] = r.forward;
  d["namespaces"] = r.namespaces;
  d["operators"] = r.operators;
  d["doc"] = r.doc;
  d["op_namespace"] = r.op_namespace;
  d["derived"] = r.derived;
  d["non_differentiable"] = r.non_differentiable;
  d["forward_expanded"] = r.forward_expanded;
  d["functions"] = r.functions;
  d["aliases"] = r.aliases;
  d["location"] = r.location;
  d["autocast"] = r.autocast;
  return d;
}

}  // namespace

void init_op_registry(py::module_& m) {
  m.def("_parse_schema", [](const std::string& text) { return schema_dict(FunctionSchema::parse(text)); },
        "The parts of an op schema (ValueError, naming the column, when malformed).");
  m.def("_op_registry_names", [] { return OpRegistry::global().names(); },
        "Every op of the runtime's registry, by qualified name.");
  m.def(
      "_op_registry_find",
      [](const std::string& name) -> py::object {
        const OpEntry* e = OpRegistry::global().find(name);
        return e ? py::object(entry_dict(*e)) : py::object(py::none());
      },
      "One op of the runtime's registry (None when absent).");
  m.def(
      "_op_registry_entries",
      [] {
        const OpRegistry& registry = OpRegistry::global();
        py::list out;
        for (const std::string& name : registry.names()) out.append(entry_dict(*registry.find(name)));
        return out;
      },
      "Every op of the runtime's registry, in registration order (ops.yaml's first).");
}

}  // namespace yaten::python
