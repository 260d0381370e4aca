// The device, layout and memory_format types. A device is immutable and
// hashable; the CPU device object is made once, so Tensor.device and the
// common `device="cpu"` cost a pointer compare.
#include "python/src/device_objects.h"

#include <array>
#include <cctype>
#include <string>

#include "python/src/arg_parser.h"
#include "python/src/numpy_scalar.h"
#include "python/src/wrap.h"
#include "runtime/error.h"

namespace yaten::python {
namespace {

struct PyDevice {
  PyObject_HEAD
  Device device;
};

struct PyNamedConstant {  // a layout or a memory format: immortal, compared by identity
  PyObject_HEAD
  const char* name;
  int value;
};

PyTypeObject device_type{PyVarObject_HEAD_INIT(nullptr, 0)};
PyTypeObject layout_type{PyVarObject_HEAD_INIT(nullptr, 0)};
PyTypeObject memory_format_type{PyVarObject_HEAD_INIT(nullptr, 0)};
PyObject* g_cpu_device = nullptr;
PyObject* g_strided = nullptr;
PyObject* g_sparse_coo = nullptr;
std::array<PyObject*, 4> g_memory_formats{};

PyObject* new_device(const Device& device) {
  if (device == Device{}) {
    Py_INCREF(g_cpu_device);
    return g_cpu_device;
  }
  auto* d = PyObject_New(PyDevice, &device_type);
  if (d) d->device = device;
  return reinterpret_cast<PyObject*>(d);
}

const Device& device_of(PyObject* obj) { return reinterpret_cast<PyDevice*>(obj)->device; }

// device("cuda:1"), device("cuda", 1), device(type="cuda", index=1), device(other), device(1).
PyObject* device_new(PyTypeObject*, PyObject* args, PyObject* kwargs) {
  YATEN_PY_BEGIN
  static ArgParser parser({"Device(Device device)", "Device(str type, int? index=None)"});
  ParsedArgs<2> r;
  int overload = parser.parse(args, kwargs, r);
  if (overload == 0) return new_device(device_from_argument(r.objs[0]));
  std::string_view type = r.string_view(0);
  Device device = parse_device(type);
  if (r.is_none(1)) return new_device(device);
  YATEN_CHECK(device.index < 0, "type (string) must not include an index because index was passed explicitly: ", type);
  return new_device(device_with_index(device.type, r.int64(1)));
  YATEN_PY_END
}

PyObject* device_repr(PyObject* self) {
  const Device& d = device_of(self);
  if (d.index < 0) return PyUnicode_FromFormat("device(type='%s')", device_type_name(d.type));
  return PyUnicode_FromFormat("device(type='%s', index=%lld)", device_type_name(d.type),
                              static_cast<long long>(d.index));
}

PyObject* device_str_(PyObject* self) { return PyUnicode_FromString(device_str(device_of(self)).c_str()); }

Py_hash_t device_hash(PyObject* self) {
  const Device& d = device_of(self);
  Py_hash_t h = (static_cast<Py_hash_t>(d.type) << 16) ^ static_cast<Py_hash_t>(d.index + 1);
  return h == -1 ? -2 : h;
}

PyObject* device_richcompare(PyObject* a, PyObject* b, int op) {
  if (Py_TYPE(b) != &device_type || (op != Py_EQ && op != Py_NE)) Py_RETURN_NOTIMPLEMENTED;
  bool equal = device_of(a) == device_of(b);
  return PyBool_FromLong(op == Py_EQ ? equal : !equal);
}

PyObject* device_get_type(PyObject* self, void*) { return PyUnicode_FromString(device_type_name(device_of(self).type)); }

PyObject* device_get_index(PyObject* self, void*) {
  int64_t index = device_of(self).index;
  if (index < 0) Py_RETURN_NONE;
  return PyLong_FromLongLong(index);
}

// Pickles as the call that makes it again: device("cuda", 1) or device("cpu").
PyObject* device_reduce(PyObject* self, PyObject*) {
  const Device& d = device_of(self);
  if (d.index < 0) return Py_BuildValue("(O(s))", &device_type, device_type_name(d.type));
  return Py_BuildValue("(O(sL))", &device_type, device_type_name(d.type), static_cast<long long>(d.index));
}

PyGetSetDef device_getset[] = {
    {"type", device_get_type, nullptr, "The device type: 'cpu', 'cuda', ...", nullptr},
    {"index", device_get_index, nullptr, "The device index, or None when none was given.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef device_methods[] = {
    {"__reduce__", device_reduce, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

PyObject* constant_repr(PyObject* self) {
  return PyUnicode_FromFormat("yaten.%s", reinterpret_cast<PyNamedConstant*>(self)->name);
}

// Layouts and memory formats pickle as the module attribute they are.
PyObject* constant_reduce(PyObject* self, PyObject*) {
  return PyUnicode_FromString(reinterpret_cast<PyNamedConstant*>(self)->name);
}

PyMethodDef constant_methods[] = {
    {"__reduce__", constant_reduce, METH_NOARGS, nullptr},
    {nullptr, nullptr, 0, nullptr},
};

void ready_constant_type(PyTypeObject& t, const char* name, const char* doc) {
  t.tp_name = name;
  t.tp_basicsize = sizeof(PyNamedConstant);
  t.tp_flags = Py_TPFLAGS_DEFAULT;
  t.tp_repr = constant_repr;
  t.tp_methods = constant_methods;
  t.tp_doc = doc;
}

PyObject* add_constant(PyObject* module, PyTypeObject& type, const char* name, int value) {
  auto* c = PyObject_New(PyNamedConstant, &type);
  c->name = name;
  c->value = value;
  PyObject* obj = reinterpret_cast<PyObject*>(c);
  Py_INCREF(obj);  // kept alive for named_constant() and the checks
  PyModule_AddObject(module, name, obj);
  return obj;
}

void add_type(PyObject* module, PyTypeObject& type, const char* name) {
  if (PyType_Ready(&type) < 0) return;
  Py_INCREF(&type);
  PyModule_AddObject(module, name, reinterpret_cast<PyObject*>(&type));
}

[[noreturn]] void raise(PyObject* type, const std::string& message) {
  PyErr_SetString(type, message.c_str());
  throw PythonErrorAlreadySet();
}

}  // namespace

void init_device_objects(PyObject* module) {
  device_type.tp_name = "yaten.device";
  device_type.tp_basicsize = sizeof(PyDevice);
  device_type.tp_flags = Py_TPFLAGS_DEFAULT;
  device_type.tp_new = device_new;
  device_type.tp_repr = device_repr;
  device_type.tp_str = device_str_;
  device_type.tp_hash = device_hash;
  device_type.tp_richcompare = device_richcompare;
  device_type.tp_getset = device_getset;
  device_type.tp_methods = device_methods;
  device_type.tp_doc = "A device a tensor can live on: device('cpu'), device('cuda:1'), device('cuda', 1).";
  ready_constant_type(layout_type, "yaten.layout", "How a tensor's elements are stored (yaten.strided, yaten.sparse_coo).");
  ready_constant_type(memory_format_type, "yaten.memory_format",
                      "The order of a tensor's dims in memory (yaten.contiguous_format, yaten.channels_last, ...).");
  add_type(module, device_type, "device");
  add_type(module, layout_type, "layout");
  add_type(module, memory_format_type, "memory_format");
  auto* cpu = PyObject_New(PyDevice, &device_type);
  cpu->device = Device{};
  g_cpu_device = reinterpret_cast<PyObject*>(cpu);
  g_strided = add_constant(module, layout_type, "strided", static_cast<int>(Layout::Strided));
  // The layout of the Python-level COO tensors (python/yaten/sparse); the
  // runtime's tensors are all strided, so it has no Layout value of its own.
  g_sparse_coo = add_constant(module, layout_type, "sparse_coo", static_cast<int>(Layout::Strided) + 1);
  for (MemoryFormat f : {MemoryFormat::Contiguous, MemoryFormat::Preserve, MemoryFormat::ChannelsLast,
                         MemoryFormat::ChannelsLast3d})
    g_memory_formats[static_cast<size_t>(f)] = add_constant(module, memory_format_type, memory_format_name(f),
                                                            static_cast<int>(f));
}

PyObject* cpu_device_object() { return g_cpu_device; }

// A bare int names a CUDA device, as in torch; so does a numpy integer.
bool is_device_index(PyObject* obj) {
  if (PyLong_Check(obj)) return !PyBool_Check(obj);
  const std::optional<ScalarType> dtype = numpy_scalar_dtype(obj);
  return dtype && is_integral(*dtype, false);
}

// A device string may be bytes too, as torch's (b"cpu").
bool is_device_argument(PyObject* obj) {
  return Py_TYPE(obj) == &device_type || PyUnicode_Check(obj) || PyBytes_Check(obj) || is_device_index(obj);
}

Device device_from_argument(PyObject* obj) {
  if (Py_TYPE(obj) == &device_type) return device_of(obj);
  if (PyUnicode_Check(obj)) {
    Py_ssize_t size = 0;
    const char* text = PyUnicode_AsUTF8AndSize(obj, &size);
    if (!text) throw PythonErrorAlreadySet();
    return parse_device(std::string_view(text, static_cast<size_t>(size)));
  }
  if (PyBytes_Check(obj))
    return parse_device(std::string_view(PyBytes_AS_STRING(obj), static_cast<size_t>(PyBytes_GET_SIZE(obj))));
  PyObject* index = PyNumber_Index(obj);
  if (!index) throw PythonErrorAlreadySet();
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(index, &overflow);
  Py_DECREF(index);
  YATEN_CHECK(!overflow, "Overflow when unpacking long");  // torch's words
  return device_with_index(DeviceType::CUDA, value);
}

bool is_layout(PyObject* obj) { return Py_TYPE(obj) == &layout_type; }
bool is_memory_format(PyObject* obj) { return Py_TYPE(obj) == &memory_format_type; }

MemoryFormat memory_format_from_object(PyObject* obj) {
  return static_cast<MemoryFormat>(reinterpret_cast<PyNamedConstant*>(obj)->value);
}

PyObject* named_constant(std::string_view name) {
  if (name == "strided") return g_strided;
  if (name == "sparse_coo") return g_sparse_coo;
  for (PyObject* f : g_memory_formats)
    if (name == reinterpret_cast<PyNamedConstant*>(f)->name) return f;
  return nullptr;
}

void check_device_available(const Device& device, const char* op_name) {
  if (device.is_cpu()) return;
  // PyTorch's CPU-only build: CUDA fails its lazy initialisation; other
  // devices have no kernels (an allocation) or no copy to them (a move).
  if (device.type == DeviceType::CUDA) raise(PyExc_AssertionError, "Torch not compiled with CUDA enabled");
  std::string type = device_type_name(device.type);
  if (std::string_view(op_name) == "to")
    raise(PyExc_RuntimeError, "PyTorch is not linked with support for " + type + " devices");
  // PyTorch names backends in capitals ("MPS"), except the word-like ones ("Meta", "Lazy").
  std::string backend = type;
  for (size_t i = 0; i < backend.size(); ++i)
    if (i == 0 || !(type == "meta" || type == "lazy")) backend[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(backend[i])));
  raise(PyExc_NotImplementedError, std::string("Could not run '") + op_name + "' with arguments from the '" + backend +
                                       "' backend: yaten runs on the CPU only.");
}

void check_tensor_options(const char* op_name, PyObject* device, PyObject* layout, PyObject* pin_memory) {
  if (device && device != Py_None && device != g_cpu_device) check_device_available(device_from_argument(device), op_name);
  // The factories make strided tensors only; sparse ones come from
  // sparse_coo_tensor and Tensor.to_sparse (python/yaten/sparse).
  if (layout == g_sparse_coo)
    raise(PyExc_NotImplementedError, std::string(op_name) + "(): yaten makes sparse tensors with sparse_coo_tensor() or "
                                     "Tensor.to_sparse() only, not with layout=yaten.sparse_coo");
  if (pin_memory == Py_True)
    raise(PyExc_RuntimeError, std::string(op_name) + "(): Pinned memory requires CUDA, and this build has none.");
}

}  // namespace yaten::python
