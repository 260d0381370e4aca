// grad_fn.metadata, grad_fn._saved_<name> (from the generated nodes'
// visit_saved) and AccumulateGrad.variable, as torch's Node has them.
#include "python/src/node_bindings.h"

#include <string>
#include <vector>

#include "autograd/accumulate_grad.h"
#include "autograd/saved_values.h"
#include "python/src/autograd_hooks.h"
#include "python/src/pybind_casters.h"

namespace py = pybind11;

namespace yaten::python {

namespace {

constexpr const char* kSavedPrefix = "_saved_";

py::object int_tuple(const DimVector& v) {
  py::tuple out(v.size());
  for (size_t i = 0; i < v.size(); ++i) out[i] = py::int_(v[i]);
  return std::move(out);
}

// The saved value named `wanted` as a Python object (None when the node
// has none of that name: found stays false), or every saved name.
class SavedToPython : public autograd::SavedValueVisitor {
 public:
  SavedToPython(std::shared_ptr<autograd::Node> node, std::string wanted)
      : node_(std::move(node)), wanted_(std::move(wanted)) {}
  bool found = false;
  py::object value;
  std::vector<std::string> names;

  void saved(const char* name, const autograd::SavedVariable& v) override {
    if (take(name)) value = py::cast(v.unpack(node_));
  }
  void saved(const char* name, const std::vector<autograd::SavedVariable>& v) override {
    if (!take(name)) return;
    py::tuple out(v.size());
    for (size_t i = 0; i < v.size(); ++i) out[i] = py::cast(v[i].unpack(node_));
    value = std::move(out);
  }
  void saved(const char* name, const DimVector& v) override {
    if (take(name)) value = int_tuple(v);
  }
  void saved(const char* name, const std::vector<DimVector>& v) override {
    if (!take(name)) return;
    py::tuple out(v.size());
    for (size_t i = 0; i < v.size(); ++i) out[i] = int_tuple(v[i]);
    value = std::move(out);
  }
  void saved(const char* name, int64_t v) override {
    if (take(name)) value = py::int_(v);
  }
  void saved(const char* name, double v) override {
    if (take(name)) value = py::float_(v);
  }
  void saved(const char* name, bool v) override {
    if (take(name)) value = py::bool_(v);
  }
  void saved(const char* name, const Scalar& v) override {
    if (!take(name)) return;
    if (v.is_bool()) {
      value = py::bool_(v.to<bool>());
    } else if (v.is_integral()) {
      value = py::int_(v.to_int());
    } else {
      value = py::float_(v.to_double());
    }
  }
  void saved(const char* name, const std::string& v) override {
    if (take(name)) value = py::str(v);
  }
  void saved_none(const char* name) override {
    if (take(name)) value = py::none();
  }

 private:
  bool take(const char* name) {
    names.emplace_back(name);
    if (found || wanted_ != name) return false;
    found = true;
    return true;
  }
  std::shared_ptr<autograd::Node> node_;
  std::string wanted_;
};

// Through error_already_set: _C's exception translator turns any other
// C++ exception into RuntimeError.
[[noreturn]] void raise_attribute_error(const std::string& message) {
  PyErr_SetString(PyExc_AttributeError, message.c_str());
  throw py::error_already_set();
}

py::object saved_attribute(const std::shared_ptr<autograd::Node>& node, const std::string& attr) {
  if (attr.rfind(kSavedPrefix, 0) == 0) {
    SavedToPython visitor(node, attr.substr(std::string(kSavedPrefix).size()));
    node->visit_saved(visitor);
    if (visitor.found) return visitor.value;
  }
  raise_attribute_error("'" + node->name() + "' object has no attribute '" + attr + "'");
}

py::list node_dir(const std::shared_ptr<autograd::Node>& node, py::handle self) {
  py::list out = py::module_::import("builtins").attr("object").attr("__dir__")(self);
  SavedToPython visitor(node, "");
  node->visit_saved(visitor);
  for (const std::string& name : visitor.names) out.append(py::str(kSavedPrefix + name));
  return out;
}

// The dict lives with the node (not its Python wrapper, which may be made
// afresh at each grad_fn access), in a payload that takes the GIL to free it.
py::object node_metadata(const std::shared_ptr<autograd::Node>& node) {
  auto payload = std::dynamic_pointer_cast<PyHook>(node->embedder_metadata());
  if (!payload) {
    payload = std::make_shared<PyHook>();
    payload->fn = py::dict();
    node->set_embedder_metadata(payload);
  }
  return payload->fn;
}

}  // namespace

void add_node_api(py::class_<autograd::Node, std::shared_ptr<autograd::Node>>& node_class) {
  node_class
      .def_property_readonly("metadata", &node_metadata, "A dict kept with the node, for the user's own data.")
      .def("__getattr__", &saved_attribute)
      .def("__dir__", [](py::handle self) { return node_dir(self.cast<std::shared_ptr<autograd::Node>>(), self); })
      .def_property_readonly("variable", [](const std::shared_ptr<autograd::Node>& node) -> py::object {
        if (auto* acc = dynamic_cast<autograd::AccumulateGrad*>(node.get())) return py::cast(acc->variable());
        raise_attribute_error("'" + node->name() + "' object has no attribute 'variable'");
      }, "AccumulateGrad's leaf tensor.");
}

}  // namespace yaten::python
