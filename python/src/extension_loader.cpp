// Loads extension libraries and calls their ops. The registry keeps each op's
// record (schema, formulas, doc), read from the extension's ops.yaml, for
// introspection; this file keeps its boxed entry. Python values become BoxedValues by the schema's argument types,
// with the messages the generated bindings give for the same mistakes.
#include "python/src/extension_loader.h"

#include <dlfcn.h>

#include <fstream>
#include <map>
#include <mutex>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "python/src/arg_parser.h"
#include "python/src/pybind_casters.h"
#include "runtime/extension_abi.h"
#include "runtime/op_registry.h"
#include "runtime/schema.h"

namespace py = pybind11;

namespace yaten::python {
namespace {

using extension::BoxedValue;

std::mutex calls_mutex;
std::map<std::string, extension::BoxedCall, std::less<>> calls;  // "ns::name" -> boxed entry

[[noreturn]] void wrong_type(const std::string& op, const ArgumentSchema& a, PyObject* value) {
  throw TypeError(detail::concat(op, "(): argument '", a.name, "' must be ", a.type, ", not ",
                                 Py_TYPE(value)->tp_name));
}

std::vector<Tensor> tensor_list(const std::string& op, const ArgumentSchema& a, PyObject* value) {
  if (!PyTuple_Check(value) && !PyList_Check(value)) wrong_type(op, a, value);
  std::vector<Tensor> out;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(value); ++i) {
    PyObject* item = PySequence_Fast_ITEMS(value)[i];
    if (!is_tensor(item)) wrong_type(op, a, item);
    out.push_back(tensor_of(item));
  }
  return out;
}

// One Python value as the schema type asks ("Tensor", "float?", "int[2]", ...).
BoxedValue to_boxed(const std::string& op, const ArgumentSchema& a, PyObject* value) {
  std::string type = a.type;
  bool optional = !type.empty() && type.back() == '?';
  if (optional) type.pop_back();
  if (value == Py_None) {
    if (optional) return std::monostate{};
    wrong_type(op, a, value);
  }
  bool is_number = PyLong_Check(value) || PyFloat_Check(value);
  if (type == "Tensor") {
    if (!is_tensor(value)) wrong_type(op, a, value);
    return tensor_of(value);
  }
  if (type == "Scalar") {
    if (!is_number && !PyBool_Check(value)) wrong_type(op, a, value);
    return to_scalar(value);
  }
  if (type == "float") {
    if (!is_number || PyBool_Check(value)) wrong_type(op, a, value);
    return to_double(value);
  }
  if (type == "int") {
    if (!PyLong_Check(value) || PyBool_Check(value)) wrong_type(op, a, value);
    return to_int64(value, op.c_str());
  }
  if (type == "bool") {
    if (!PyBool_Check(value)) wrong_type(op, a, value);
    return value == Py_True;
  }
  if (type == "str") {
    if (!PyUnicode_Check(value)) wrong_type(op, a, value);
    return py::cast<std::string>(py::handle(value));
  }
  if (type == "Tensor[]") return tensor_list(op, a, value);
  if (type.rfind("int[", 0) == 0) {
    bool sequence = PyTuple_Check(value) || PyList_Check(value);
    if (!sequence && (!PyLong_Check(value) || PyBool_Check(value))) wrong_type(op, a, value);
    std::string size = type.substr(4, type.size() - 5);
    return to_int_list(value, size.empty() ? 1 : std::stoi(size), op.c_str());
  }
  throw TypeError(op + "(): argument '" + a.name + "' has type " + a.type + ", which extensions do not support");
}

py::object call_extension_op(const std::string& name, const py::tuple& values) {
  extension::BoxedCall call = nullptr;
  {
    std::lock_guard<std::mutex> lock(calls_mutex);
    auto it = calls.find(name);
    if (it != calls.end()) call = it->second;
  }
  const OpEntry* entry = OpRegistry::global().find(name);
  if (call == nullptr || entry == nullptr) throw ValueError("no extension op named '" + name + "' is loaded");
  const auto& arguments = entry->schema.arguments;
  if (values.size() != arguments.size())
    throw TypeError(detail::concat(name, "(): expected ", arguments.size(), " arguments, got ", values.size()));
  std::vector<BoxedValue> boxed;
  boxed.reserve(arguments.size());
  for (size_t i = 0; i < arguments.size(); ++i) boxed.push_back(to_boxed(name, arguments[i], values[i].ptr()));
  std::vector<Tensor> results = call(boxed);
  const auto& returns = entry->schema.returns;
  if (returns.size() == 1 && returns[0].type == "Tensor") return py::cast(results.at(0));
  if (returns.size() == 1) return py::cast(results);  // Tensor[]
  py::tuple out(results.size());
  for (size_t i = 0; i < results.size(); ++i) out[i] = py::cast(results[i]);
  return std::move(out);
}

// A table from a library is checked before anything is read through it: a
// hand-written or corrupted yaten_extension_info() must be refused, not crash.
void check_info(const std::string& path, const extension::ExtensionInfo* info) {
  const std::string where = "yaten.ops.load_library: " + path + ": ";
  if (info == nullptr) throw RuntimeError(where + "yaten_extension_info() returned NULL");
  if (info->abi_version != extension::kAbiVersion)
    throw RuntimeError(detail::concat(where, "was built for extension ABI ", info->abi_version, ", this yaten has ",
                                      extension::kAbiVersion, "; rebuild it"));
  if (info->op_namespace == nullptr || info->op_namespace[0] == '\0')
    throw RuntimeError(where + "the extension table has no namespace");
  if (info->ops == nullptr) throw RuntimeError(where + "the extension table has no op list (NULL)");
  for (size_t i = 0; i < info->ops->size(); ++i) {
    const extension::ExtensionOp& op = (*info->ops)[i];
    if (op.func == nullptr) throw RuntimeError(detail::concat(where, "op ", i, " has no schema (NULL)"));
    if (op.call == nullptr) throw RuntimeError(detail::concat(where, "op ", i, " ('", op.func, "') has no function (NULL)"));
  }
}

// The extension's ops.yaml, installed beside the library as <namespace>.ops.yaml.
std::string ops_yaml_beside(const std::string& library, const std::string& ns) {
  std::size_t slash = library.rfind('/');
  std::string dir = slash == std::string::npos ? "." : library.substr(0, slash);
  return dir + "/" + ns + ".ops.yaml";
}

// The op facts of the library's ops.yaml, each matched with the boxed entry
// built for it: the two must declare the same ops with the same schemas, or
// a call would unpack its arguments by a schema the code was not built for.
std::vector<OpRecord> records_of(const std::string& path, const extension::ExtensionInfo& info) {
  const std::string ns = info.op_namespace;
  const std::string yaml = ops_yaml_beside(path, ns);
  const std::string where = "yaten.ops.load_library: " + path + ": ";
  if (!std::ifstream(yaml))
    throw RuntimeError(where + "its ops.yaml is not beside it (expected " + yaml +
                       "; an extension installs its ops.yaml next to the library as <namespace>.ops.yaml)");
  std::vector<OpRecord> records = OpRegistry::load_yaml(yaml);  // ValueError "file:line:col: ..." when malformed
  std::map<std::string, std::string> built;  // schema name -> the schema the library was built from
  for (const extension::ExtensionOp& op : *info.ops) built.emplace(FunctionSchema::parse(op.func).name.str(), op.func);
  for (OpRecord& record : records) {
    std::string name = FunctionSchema::parse(record.func).name.str();
    auto it = built.find(name);
    if (it == built.end())
      throw RuntimeError(where + record.location + ": '" + name + "' is in " + yaml + " but not in the library; rebuild it");
    if (it->second != record.func)
      throw RuntimeError(where + record.location + ": '" + name + "' is declared '" + record.func +
                         "' but the library was built from '" + it->second + "'; rebuild it");
    if (record.variants != std::vector<std::string>{"function"} || !record.operators.empty() ||
        record.namespaces != std::vector<std::string>{"yaten"})
      throw RuntimeError(where + record.location + ": '" + name +
                         "': extension ops are functions in yaten.ops.<namespace>: "
                         "drop 'variants', 'namespaces' and 'operators'");
    built.erase(it);
    record.op_namespace = ns;
    record.namespaces = {"ops." + ns};
  }
  if (!built.empty())
    throw RuntimeError(where + "'" + built.begin()->first + "' is in the library but not in " + yaml + "; reinstall it");
  return records;
}

// Registers every op of the library at `path`; returns (namespace, names).
py::tuple load_extension(const std::string& path) {
  // RTLD_LOCAL: extensions share only libyaten.so, never each other's symbols.
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) throw RuntimeError(std::string("yaten.ops.load_library: ") + dlerror());
  auto info_fn = reinterpret_cast<decltype(&yaten_extension_info)>(dlsym(handle, "yaten_extension_info"));
  if (info_fn == nullptr)
    throw RuntimeError("yaten.ops.load_library: " + path + " defines no yaten_extension_info(); "
                       "is it built from a codegen --namespace extension.cpp?");
  const extension::ExtensionInfo* info = info_fn();
  check_info(path, info);
  std::vector<OpRecord> records = records_of(path, *info);
  std::string ns = info->op_namespace;
  std::vector<std::string> names;
  std::map<std::string, extension::BoxedCall> by_name;
  for (const extension::ExtensionOp& op : *info->ops) by_name.emplace(ns + "::" + FunctionSchema::parse(op.func).name.str(), op.call);
  for (const OpRecord& record : records) {
    std::string name = ns + "::" + FunctionSchema::parse(record.func).name.str();
    if (OpRegistry::global().find(name))
      throw RuntimeError("yaten.ops.load_library: '" + name + "' is already registered (library loaded twice?)");
    names.push_back(name);
  }
  std::lock_guard<std::mutex> lock(calls_mutex);
  for (size_t i = 0; i < names.size(); ++i) {
    OpRegistry::global().add(records[i]);
    calls.emplace(names[i], by_name.at(names[i]));
  }
  // The handle stays open for the process's life: its code backs the registry's entries.
  return py::make_tuple(ns, names);
}

}  // namespace

void init_extension_loader(py::module_& m) {
  m.def("_load_extension", &load_extension, "Loads a C++ extension library; returns (namespace, op names).");
  m.def("_call_extension_op", &call_extension_op,
        "Calls a loaded extension op with its arguments in schema order.");
}

}  // namespace yaten::python
