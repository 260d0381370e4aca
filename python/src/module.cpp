// yaten._C: the Tensor type, dtypes, the generated op tables by namespace,
// and the few hand-written functions the Python package builds on.
#include <cstdio>

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "autograd/autograd_meta.h"
#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "generated/python/bindings.h"
#include "python/src/anomaly_mode_bindings.h"
#include "python/src/arg_parser_bindings.h"
#include "python/src/autograd_hooks.h"
#include "python/src/convert.h"
#include "python/src/device_objects.h"
#include "python/src/generator_objects.h"
#include "python/src/legacy_constructors.h"
#include "python/src/named_tensors.h"
#include "python/src/node_bindings.h"
#include "python/src/node_types.h"
#include "python/src/dlpack.h"
#include "python/src/dtype_objects.h"
#include "python/src/extension_loader.h"
#include "python/src/forward_ad_bindings.h"
#include "python/src/numpy_array.h"
#include "python/src/op_registry_bindings.h"
#include "python/src/print_options_bindings.h"
#include "python/src/saved_tensor_hooks_bindings.h"
#include "python/src/py_function.h"
#include "python/src/settings_bindings.h"
#include "python/src/storage_bindings.h"
#include "python/src/wrap.h"
#include "python/src/pybind_casters.h"
#include "python/src/tensor_methods.h"
#include "python/src/tensor_type.h"
#include "python/src/torch_function.h"
#include "python/src/warning_bridge.h"
#include "runtime/allocator.h"
#include "runtime/error.h"
#include "runtime/inference_mode.h"
#include "runtime/parallel.h"
#include "runtime/printing.h"
#include "runtime/storage.h"
#include "runtime/warning.h"

namespace py = pybind11;
using yaten::Tensor;

namespace {

// One submodule per namespace of ops.yaml, named by the generated bindings
// (codegen/model/op.py's C_SUBMODULES): _C._functions (yaten), _C._nn
// (yaten.nn.functional), _C._linalg, _C._internal.
void add_namespaces(py::module_& m, yaten::python::MethodTables& tables) {
  for (auto& [submodule, defs] : tables.functions) {
    defs.push_back({nullptr, nullptr, 0, nullptr});
    py::module_ sub = m.def_submodule(submodule.c_str());
    if (PyModule_AddFunctions(sub.ptr(), defs.data()) < 0) throw py::error_already_set();
  }
}

void add_tensor_type(py::module_& m, yaten::python::MethodTables& tables) {
  static std::vector<PyMethodDef> methods = tables.methods;
  yaten::python::add_tensor_methods(methods);
  yaten::python::add_torch_function_methods(methods);
  methods.push_back({nullptr, nullptr, 0, nullptr});
  yaten::python::tensor_base_type.tp_methods = methods.data();
  if (PyType_Ready(&yaten::python::tensor_base_type) < 0) throw py::error_already_set();
  Py_INCREF(&yaten::python::tensor_base_type);
  PyModule_AddObject(m.ptr(), "TensorBase", reinterpret_cast<PyObject*>(&yaten::python::tensor_base_type));
}

// A new reference from the C API, or the Python error it set.
py::object owned_or_raise(PyObject* result) {
  if (!result) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(result);
}

void add_autograd(py::module_& m) {
  namespace ag = yaten::autograd;
  py::class_<ag::Node, std::shared_ptr<ag::Node>> node_class(m, "Node", "A node of the backward graph (a tensor's grad_fn).");
  node_class.def("name", &ag::Node::name)
      .def_property_readonly("next_functions", [](const ag::Node& n) {
        py::list out;
        for (const ag::Edge& e : n.next_edges()) {
          out.append(py::make_tuple(yaten::python::node_to_python(e.function), e.input_nr));
        }
        return py::tuple(out);
      })
      .def("register_hook", [](const std::shared_ptr<ag::Node>& n, py::handle fn) {
        return owned_or_raise(yaten::python::node_register_hook(n, fn.ptr()));
      }, "hook(grad_inputs, grad_outputs) after the node ran; a returned tuple replaces grad_inputs.")
      .def("register_prehook", [](const std::shared_ptr<ag::Node>& n, py::handle fn) {
        return owned_or_raise(yaten::python::node_register_prehook(n, fn.ptr()));
      }, "hook(grad_outputs) before the node runs; a returned tuple replaces grad_outputs.")
      .def("__repr__", [](py::handle self) {
        // Python's default repr, as torch prints a grad_fn: <AddBackward0 object at 0x7f...>.
        char address[32];
        std::snprintf(address, sizeof address, "%p", static_cast<void*>(self.ptr()));
        return "<" + self.cast<const ag::Node&>().name() + " object at " + address + ">";
      });
  yaten::python::add_node_api(node_class);
  yaten::python::init_node_types(node_class);
  m.def("_grad_fn", [](const Tensor& t) { return yaten::python::node_to_python(ag::grad_fn(t)); });
  m.def("is_grad_enabled", &ag::GradMode::is_enabled, "Whether operations record history now.");
  m.def("_set_grad_enabled", &ag::GradMode::set_enabled);
  yaten::python::init_anomaly_mode(m);
  yaten::python::init_named_tensors(m);
  m.def("is_inference_mode_enabled", &yaten::InferenceMode::is_enabled, "Whether inference mode is on in this thread.");
  m.def("_set_inference_mode", &yaten::InferenceMode::set_enabled, py::arg("enabled"));
  m.def("_is_inference", [](const Tensor& t) { return t.storage()->is_inference(); });
  m.def("_run_backward", [](const std::vector<Tensor>& roots, const std::vector<py::object>& grads, bool keep_graph,
                            bool create_graph, const std::vector<Tensor>& inputs, bool allow_unused,
                            bool accumulate_grad) {
    std::vector<Tensor> grad_roots;
    for (const py::object& g : grads) grad_roots.push_back(g.is_none() ? Tensor() : g.cast<Tensor>());
    ag::TensorList result = ag::run_backward(roots, grad_roots, keep_graph, create_graph, inputs, allow_unused,
                                                 accumulate_grad);
    py::tuple out(result.size());
    for (size_t i = 0; i < result.size(); ++i) out[i] = result[i].defined() ? py::cast(result[i]) : py::none();
    return out;
  }, py::arg("roots"), py::arg("grads"), py::arg("keep_graph"), py::arg("create_graph"), py::arg("inputs"),
     py::arg("allow_unused"), py::arg("accumulate_grad") = false);
}

}  // namespace

PYBIND11_MODULE(_C, m) {
  m.doc() = "yaten's compiled core: tensors, dtypes and the generated ops.";
  // pybind11-bound helpers raise the same Python types as the generated ops.
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      std::rethrow_exception(p);
    } catch (const py::error_already_set&) {
      throw;
    } catch (...) {
      yaten::python::set_python_error();
    }
  });
  yaten::python::init_dtypes(m.ptr());
  yaten::python::init_device_objects(m.ptr());
  yaten::python::init_generator_objects(m.ptr());
  yaten::python::init_tensor_type(m.ptr());
  static yaten::python::MethodTables tables;
  yaten::python::add_all_bindings(tables);
  add_tensor_type(m, tables);
  add_namespaces(m, tables);
  Py_INCREF(yaten::python::linalg_error_type());
  PyModule_AddObject(m.ptr(), "_LinAlgError", yaten::python::linalg_error_type());
  m.def("_return_type", [](const std::string& name, const std::vector<std::string>& fields) {
    PyObject* type = yaten::python::return_type_object(name, fields);
    if (!type) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(type);
  }, py::arg("name"), py::arg("fields"));
  add_autograd(m);
  yaten::python::init_py_function(m);
  yaten::python::init_torch_function(m.ptr());
  yaten::python::init_forward_ad(m);
  yaten::python::init_autograd_hooks(m);
  yaten::python::init_saved_tensor_hooks(m);
  // Backward runs its nodes without the GIL when the caller holds it.
  yaten::autograd::set_interpreter_lock(
      {[]() -> void* { return PyGILState_Check() ? PyEval_SaveThread() : nullptr; },
       [](void* token) {
         if (token) PyEval_RestoreThread(static_cast<PyThreadState*>(token));
       }});
  yaten::python::init_op_registry(m);
  yaten::python::init_extension_loader(m);
  yaten::python::init_storage_bindings(m);
  yaten::python::init_settings_bindings(m);
  yaten::python::init_dlpack(m);
  yaten::python::init_print_options(m);
  yaten::python::init_arg_parser_bindings(m);
  yaten::python::init_legacy_constructors(m);
  yaten::python::init_warning_bridge();

  m.def("_set_tensor_class", [](py::type cls) {
    yaten::python::set_tensor_class(reinterpret_cast<PyTypeObject*>(cls.ptr()));
  });
  m.def("tensor", [](py::handle data, py::handle dtype_arg, py::handle device, bool requires_grad,
                     bool pin_memory, py::handle names) {
    std::optional<yaten::ScalarType> dtype;
    if (!dtype_arg.is_none()) {
      dtype = yaten::python::dtype_from_argument(dtype_arg.ptr());
      YATEN_CHECK_TYPE(dtype, "tensor(): argument 'dtype' must be yaten.dtype, not ", Py_TYPE(dtype_arg.ptr())->tp_name);
    }
    yaten::python::check_tensor_options("tensor", device.ptr(), nullptr, pin_memory ? Py_True : Py_False);
    if (yaten::python::is_tensor(data.ptr()))
      YATEN_WARN("To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                 "sourceTensor.clone().detach().requires_grad_(True), rather than torch.tensor(sourceTensor).");
    Tensor t = yaten::python::tensor_from_data(data.ptr(), dtype);
    // torch.tensor words this refusal differently from requires_grad_().
    YATEN_CHECK(!requires_grad || yaten::is_floating(t.dtype()),
                "Only Tensors of floating point and complex dtype can require gradients");
    if (requires_grad) yaten::autograd::set_requires_grad(t, true);
    yaten::python::set_names_from_python(t, names.ptr());
    return t;
  }, py::arg("data"), py::kw_only(), py::arg("dtype") = py::none(), py::arg("device") = py::none(),
     py::arg("requires_grad") = false, py::arg("pin_memory") = false, py::arg("names") = py::none(),
     "Makes a tensor from nested lists, numbers, numpy arrays or tensors, copying the data.");
  m.def("from_numpy", [](py::handle array) {
    YATEN_CHECK_TYPE(PyObject_CheckBuffer(array.ptr()), "from_numpy: expected np.ndarray (got ",
                     Py_TYPE(array.ptr())->tp_name, ")");
    Tensor shared = yaten::python::tensor_from_buffer(array.ptr());
    yaten::python::warn_if_not_writeable(array.ptr());
    return shared;
  }, py::arg("ndarray"), "Makes a tensor that shares the memory of a numpy array.");
  m.def("_is_index_sequence", [](py::handle obj) { return yaten::python::is_index_sequence(obj.ptr()); },
        py::arg("obj"), "Whether torch reads obj as a sequence of index values (yaten/_indexing.py).");
  m.def("_format", [](const Tensor& t, const std::vector<std::string>& suffixes) {
    return yaten::format_tensor(t, suffixes);
  });
  m.def("_live_storages", &yaten::StorageImpl::live_count, "How many tensor memory blocks are alive (for tests).");
  m.def("_memory_stats", [] {
    yaten::allocator::Stats s = yaten::allocator::stats();
    py::dict d;
    d["allocated_bytes"] = s.allocated_bytes;
    d["cached_bytes"] = s.cached_bytes;
    d["cache_limit"] = s.cache_limit;
    d["cache_hits"] = s.cache_hits;
    d["cache_misses"] = s.cache_misses;
    return d;
  });
  m.def("_empty_cache", &yaten::allocator::empty_cache);
  m.def("_set_cache_limit", &yaten::allocator::set_cache_limit, py::arg("bytes"));
  m.def("_set_num_threads", &yaten::set_num_threads, py::arg("n"));
  m.def("get_num_threads", &yaten::num_threads, "How many threads a parallel kernel may use, the caller's included.");
  m.def("set_default_dtype", [](py::handle d) {
    // A dtype object only (not Python's float, which torch refuses here too).
    std::optional<yaten::ScalarType> t = yaten::python::dtype_from_object(d.ptr());
    YATEN_CHECK_TYPE(t, "invalid dtype object: only floating-point types are supported as the default type");
    yaten::set_default_float_dtype(*t);
  }, py::arg("d"));
  m.def("get_default_dtype", &yaten::default_float_dtype);
  m.def("_dtype_from_argument", [](py::handle obj) -> py::object {
    std::optional<yaten::ScalarType> t = yaten::python::dtype_from_argument(obj.ptr());
    return t ? py::reinterpret_borrow<py::object>(yaten::python::dtype_object(*t)) : py::none();
  }, py::arg("obj"), "The dtype obj stands for as a dtype argument (float: float64, int: int64, bool), or None.");
  m.def("promote_types", [](py::handle type1, py::handle type2) {
    yaten::ScalarType types[2];
    const py::handle given[2] = {type1, type2};
    for (int i = 0; i < 2; ++i) {
      std::optional<yaten::ScalarType> t = yaten::python::dtype_from_argument(given[i].ptr());
      YATEN_CHECK_TYPE(t, "promote_types(): argument 'type", i + 1, "' (position ", i + 1, ") must be yaten.dtype, not ",
                       Py_TYPE(given[i].ptr())->tp_name);
      types[i] = *t;
    }
    return yaten::promote_types(types[0], types[1]);
  }, py::arg("type1"), py::arg("type2"),
        "The smallest dtype both type1 and type2 convert to without losing their kind, as torch.promote_types.");
}
