// A node's class is made on first sight of its name, not registered per
// generated node at import: the names come from Node::name(), which the
// generated nodes define, so nothing is listed twice and import stays fast.
#include "python/src/node_types.h"

#include <string>
#include <unordered_map>

namespace py = pybind11;

namespace yaten::python {

namespace {

PyTypeObject* g_node_class = nullptr;

constexpr const char kModulePrefix[] = "builtins.";

struct NamedClass {
  std::string qualified_name;  // the class's tp_name points into it
  PyObject* type = nullptr;
};

// Named classes live as long as the process (instances may outlive any cache clear).
std::unordered_map<std::string, NamedClass>& named_classes() {
  static auto* classes = new std::unordered_map<std::string, NamedClass>;
  return *classes;
}

PyObject* make_named_class(const std::string& qualified_name) {
  // The base's deallocator, and no GC flag, slot or __dict__ of its own: an
  // instance's layout is the base's, which is what lets an existing Node take
  // this class as its __class__. In module builtins it prints as
  // <class 'SumBackward0'>, as torch's node classes do.
  PyType_Slot slots[] = {{Py_tp_dealloc, reinterpret_cast<void*>(g_node_class->tp_dealloc)}, {0, nullptr}};
  PyType_Spec spec{qualified_name.c_str(), 0, 0, Py_TPFLAGS_DEFAULT, slots};
  py::tuple bases = py::make_tuple(py::handle(reinterpret_cast<PyObject*>(g_node_class)));
  PyObject* cls = PyType_FromSpecWithBases(&spec, bases.ptr());
  if (!cls) throw py::error_already_set();
  // Messages name the type by tp_name: "'SumBackward0' object has no attribute ...", as torch's.
  reinterpret_cast<PyTypeObject*>(cls)->tp_name = qualified_name.c_str() + sizeof kModulePrefix - 1;
  return cls;
}

}  // namespace

void init_node_types(py::handle node_class) { g_node_class = reinterpret_cast<PyTypeObject*>(node_class.ptr()); }

void give_node_its_type(py::handle node, const std::string& name) {
  if (Py_TYPE(node.ptr()) != g_node_class) return;  // typed already (or a custom Function's ctx)
  auto& classes = named_classes();
  auto it = classes.find(name);
  if (it == classes.end()) {
    it = classes.emplace(name, NamedClass{kModulePrefix + name}).first;
    try {
      it->second.type = make_named_class(it->second.qualified_name);
    } catch (...) {
      classes.erase(it);
      throw;
    }
  }
  if (PyObject_SetAttrString(node.ptr(), "__class__", it->second.type) < 0) throw py::error_already_set();
}

}  // namespace yaten::python
