// TensorBase: lifetime, identity (one Python object per tensor), Size, and
// the attributes that are not ops (shape, dtype, grad, ...).
#include "python/src/tensor_type.h"

#include <new>
#include <vector>
#include <string>

#include "autograd/autograd_meta.h"
#include "python/src/convert.h"
#include "python/src/autograd_hooks.h"
#include "python/src/device_objects.h"
#include "python/src/dtype_objects.h"
#include "python/src/legacy_constructors.h"
#include "python/src/named_tensors.h"
#include "python/src/py_function.h"
#include "python/src/tensor_indexing.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"
#include "runtime/warning.h"

namespace yaten::python {

PyTypeObject* g_tensor_class = &tensor_base_type;

namespace {

// The Python objects this tensor owns through C++: its hooks' callables and,
// for a custom Function's output, the ctx. They are visited only when this
// Python object is the sole owner of the tensor and of its grad_fn: an object
// also reachable from elsewhere in C++ (another tensor's graph) must not look
// collectable to the GC. This is what lets Python free a hook or ctx that
// refers back to its tensor.
int tensor_traverse(PyObject* self, visitproc visit, void* arg) {
  const Tensor& tensor = reinterpret_cast<PyTensor*>(self)->tensor;
  if (!tensor.defined() || tensor.impl()->use_count() != 1) return 0;
  autograd::AutogradMeta* meta = autograd::get_meta(tensor);
  if (!meta) return 0;
  auto visit_payloads = [&](const std::vector<std::shared_ptr<autograd::HookPayload>>& payloads) {
    for (const auto& p : payloads) {
      if (auto* hook = dynamic_cast<const PyHook*>(p.get())) Py_VISIT(hook->fn.ptr());
    }
    return 0;
  };
  if (int r = visit_payloads(meta->hook_payloads)) return r;
  const std::shared_ptr<autograd::Node>& fn = meta->grad_fn;
  if (!fn || fn.use_count() != 1) return 0;
  if (int r = visit_payloads(fn->hook_payloads())) return r;
  if (auto* py_node = dynamic_cast<const PyNode*>(fn.get())) Py_VISIT(py_node->ctx());
  return 0;
}

void tensor_dealloc(PyObject* self) {
  auto* t = reinterpret_cast<PyTensor*>(self);
  PyObject_GC_UnTrack(self);
  if (t->tensor.defined() && t->tensor.impl()->pyobj() == self) t->tensor.impl()->set_pyobj(nullptr);
  t->tensor.~Tensor();
  Py_TYPE(self)->tp_free(self);
}

extern PyTypeObject size_type;

// torch.Tensor(...): torch's legacy constructor in the default float dtype
// (python/src/legacy_constructors.h), made an instance of `type` (what
// `SubTensor([0])` runs).
PyObject* tensor_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  YATEN_PY_BEGIN
  return wrap_tensor(legacy_new(LegacyForm::Base, default_float_dtype(), args, kwargs), type);
  YATEN_PY_END
}

// --- Size ---

// An item of a Size as int64, or RuntimeError as torch (Size([2**70]) is a
// valid Size whose repr and numel cannot be computed).
bool size_item(PyObject* self, Py_ssize_t i, long long& out) {
  int overflow = 0;
  out = PyLong_AsLongLongAndOverflow(PyTuple_GET_ITEM(self, i), &overflow);
  if (overflow) PyErr_SetString(PyExc_RuntimeError, "Overflow when unpacking long");
  return !overflow && !(out == -1 && PyErr_Occurred());
}

PyObject* size_repr(PyObject* self) {
  std::string s = "yaten.Size([";
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self); ++i) {
    long long v = 0;
    if (!size_item(self, i, v)) return nullptr;
    if (i) s += ", ";
    s += std::to_string(v);
  }
  return PyUnicode_FromString((s + "])").c_str());
}

PyObject* size_numel(PyObject* self, PyObject*) {
  unsigned long long n = 1;  // wraps on overflow, as torch's does
  for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(self); ++i) {
    long long v = 0;
    if (!size_item(self, i, v)) return nullptr;
    n *= static_cast<unsigned long long>(v);
  }
  return PyLong_FromLongLong(static_cast<long long>(n));
}

// yaten.Size(iterable): every item an int (anything with __index__: a bool,
// a numpy integer, a 0-d integer tensor), stored as a Python int.
PyObject* size_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  PyObject* items = PyTuple_Type.tp_new(&PyTuple_Type, args, kwargs);
  if (!items) return nullptr;
  Py_ssize_t n = PyTuple_GET_SIZE(items);
  PyObject* self = type->tp_alloc(type, n);
  if (!self) {
    Py_DECREF(items);
    return nullptr;
  }
  for (Py_ssize_t i = 0; i < n; ++i) {
    PyObject* item = PyTuple_GET_ITEM(items, i);
    PyObject* index = (PyFloat_Check(item) || !PyIndex_Check(item)) ? nullptr : PyNumber_Index(item);
    if (!index) {
      if (!PyErr_Occurred() || PyErr_ExceptionMatches(PyExc_TypeError)) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "yaten.Size() takes an iterable of 'int' (item %zd is '%s')", i,
                     Py_TYPE(item)->tp_name);
      }
      Py_DECREF(items);
      Py_DECREF(self);
      return nullptr;
    }
    PyTuple_SET_ITEM(self, i, index);
  }
  Py_DECREF(items);
  return self;
}

PyMethodDef size_methods[] = {
    {"numel", size_numel, METH_NOARGS, "The number of elements a tensor of this size has."},
    {nullptr, nullptr, 0, nullptr},
};

PyTypeObject size_type = [] {
  PyTypeObject t{PyVarObject_HEAD_INIT(nullptr, 0)};
  t.tp_name = "yaten.Size";
  t.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_TUPLE_SUBCLASS;
  t.tp_repr = size_repr;
  t.tp_new = size_new;
  t.tp_methods = size_methods;
  t.tp_doc = "The shape of a tensor: a tuple of ints.";
  return t;
}();

// --- attributes ---

#define SELF reinterpret_cast<PyTensor*>(self)->tensor
// Properties go through __torch_function__ as Tensor.<name>.__get__ / __set__.
#define TORCH_FUNCTION_GETTER(name) \
  if (self_needs_torch_function(self)) return handle_getter_torch_function(self, name)
#define TORCH_FUNCTION_SETTER(name) \
  if (self_needs_torch_function(self)) return handle_setter_torch_function(self, name, value)

PyObject* get_shape(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("shape");
  YATEN_PY_BEGIN
  return make_size(SELF.sizes());
  YATEN_PY_END
}

PyObject* get_dtype(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("dtype");
  PyObject* d = dtype_object(SELF.dtype());
  Py_INCREF(d);
  return d;
}

// Every tensor lives in CPU memory: the one device object, and PyTorch's flags for it.
PyObject* get_device(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("device");
  Py_INCREF(cpu_device_object());
  return cpu_device_object();
}

PyObject* get_is_cuda(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("is_cuda");
  Py_RETURN_FALSE;
}

PyObject* get_is_cpu(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("is_cpu");
  Py_RETURN_TRUE;
}

// The flags of the devices and layouts yaten has not (is_xpu, is_sparse, ...):
// False, as on a dense CPU tensor in torch; the closure is the flag's name.
PyObject* get_absent_feature(PyObject* self, void* name) {
  TORCH_FUNCTION_GETTER(static_cast<const char*>(name));
  Py_RETURN_FALSE;
}

PyObject* get_ndim(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("ndim");
  return PyLong_FromLongLong(SELF.dim());
}

PyObject* get_requires_grad(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("requires_grad");
  return PyBool_FromLong(autograd::requires_grad(SELF));
}

int set_requires_grad(PyObject* self, PyObject* value, void*) {
  TORCH_FUNCTION_SETTER("requires_grad");
  try {
    if (!value || !PyBool_Check(value)) {
      PyErr_SetString(PyExc_TypeError, "requires_grad must be a bool");
      return -1;
    }
    autograd::set_requires_grad(SELF, value == Py_True);
    return 0;
  } catch (...) {
    set_python_error();
    return -1;
  }
}

PyObject* get_grad(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("grad");
  YATEN_PY_BEGIN
  Tensor grad = autograd::grad(SELF);
  // torch warns from its grad() accessor: a non-leaf's .grad stays None unless retain_grad() was called.
  const autograd::AutogradMeta* meta = autograd::get_meta(SELF);
  if (!grad.defined() && !autograd::is_leaf(SELF) && !(meta && meta->retains_grad))
    YATEN_WARN("The .grad attribute of a Tensor that is not a leaf Tensor is being accessed. Its .grad attribute "
               "won't be populated during autograd.backward(). If you indeed want the .grad field to be populated "
               "for a non-leaf Tensor, use .retain_grad() on the non-leaf Tensor. If you access the non-leaf Tensor "
               "by mistake, make sure you access the leaf Tensor instead. See github.com/pytorch/pytorch/pull/30531 "
               "for more informations.");
  return wrap_tensor(grad);
  YATEN_PY_END
}

int set_grad(PyObject* self, PyObject* value, void*) {
  TORCH_FUNCTION_SETTER("grad");
  try {
    if (value && value != Py_None && !is_tensor(value)) {
      PyErr_SetString(PyExc_TypeError, "assigned grad must be a Tensor or None");
      return -1;
    }
    Tensor g = (value && value != Py_None) ? tensor_of(value) : Tensor();
    if (g.defined()) {
      YATEN_CHECK(g.sizes() == SELF.sizes(), "assigned grad has data of a different size");
      YATEN_CHECK(g.dtype() == SELF.dtype(), "assigned grad has data of a different type");
    }
    autograd::set_grad(SELF, g);
    return 0;
  } catch (...) {
    set_python_error();
    return -1;
  }
}

PyObject* get_retains_grad(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("retains_grad");
  const autograd::AutogradMeta* meta = autograd::get_meta(SELF);
  return PyBool_FromLong(meta && meta->retains_grad);
}

PyObject* get_names(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("names");
  YATEN_PY_BEGIN
  return names_to_python(SELF);
  YATEN_PY_END
}

// `x.names = None` drops the names; a tuple of str/None (one per dim) names x in place.
int set_names(PyObject* self, PyObject* value, void*) {
  TORCH_FUNCTION_SETTER("names");
  try {
    const Tensor& t = SELF;
    names::set_names(t, !value || value == Py_None ? DimnameList(static_cast<size_t>(t.dim())) : names_from_python(value));
    return 0;
  } catch (...) {
    set_python_error();
    return -1;
  }
}

PyObject* get_is_leaf(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("is_leaf");
  return PyBool_FromLong(autograd::is_leaf(SELF));
}

PyObject* get_output_nr(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("output_nr");
  return PyLong_FromUnsignedLong(autograd::output_nr(SELF));
}

PyObject* get_version(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("_version");
  return PyLong_FromUnsignedLongLong(SELF.version());
}

PyObject* get_data(PyObject* self, void*) {
  TORCH_FUNCTION_GETTER("data");
  YATEN_PY_BEGIN
  const Tensor& t = SELF;
  Tensor data = t.view_as_strided(t.sizes(), t.strides(), t.storage_offset());
  data.impl()->set_names(t.impl()->names());  // x.data keeps x's names, as torch's
  return wrap_tensor(std::move(data));
  YATEN_PY_END
}

int set_data(PyObject* self, PyObject* value, void*) {
  TORCH_FUNCTION_SETTER("data");
  if (!value || !is_tensor(value)) {
    PyErr_SetString(PyExc_TypeError, "Tensor.data must be set to a Tensor");
    return -1;
  }
  const Tensor& src = tensor_of(value);
  if (autograd::requires_grad(SELF) && !is_floating(src.dtype())) {
    PyErr_SetString(PyExc_RuntimeError,
                    "data set to a tensor that requires gradients must be floating point or complex dtype");
    return -1;
  }
  TensorImpl* impl = SELF.impl();
  impl->set_view(src.storage(), src.sizes(), src.strides(), src.storage_offset());
  impl->set_dtype(src.dtype());
  return 0;
}

// --- buffer protocol: numpy.asarray(tensor) and Tensor.numpy() share memory ---

// What a buffer export owns: an alias of the tensor, so the array keeps the
// storage itself alive (not just the Python tensor, whose .data can be
// replaced), and the shape and strides in the buffer's units.
struct BufferExport {
  Tensor alias;
  std::vector<Py_ssize_t> shape, strides;
};

int tensor_getbuffer(PyObject* self, Py_buffer* view, int flags) {
  try {
    const Tensor& t = SELF;
    // struct-module codes in ScalarType order; bfloat16 has none (numpy lacks it).
    // int64 as C long where long is 64 bits: numpy's default integer (np.int_),
    // as torch's arrays are, so array([1, 2, 3]) prints without dtype=int64.
    static const char* formats[kNumScalarTypes] = {"?", "B", "i", sizeof(long) == 8 ? "l" : "q", "f", "d", "b", "h", "e",
                                                   nullptr};
    if (t.dtype() == ScalarType::BFloat16) {
      PyErr_SetString(PyExc_TypeError, "Got unsupported ScalarType BFloat16");
      return -1;
    }
    bool contiguous = t.is_contiguous();
    if ((flags & PyBUF_STRIDES) != PyBUF_STRIDES && !contiguous) {
      PyErr_SetString(PyExc_BufferError, "Tensor: a non-contiguous tensor exports its memory only with strides");
      return -1;
    }
    auto* owned = new BufferExport{t.view_as_strided(t.sizes(), t.strides(), t.storage_offset()), {}, {}};
    const auto item = static_cast<Py_ssize_t>(itemsize(t.dtype()));
    for (int64_t i = 0; i < t.dim(); ++i) {
      owned->shape.push_back(static_cast<Py_ssize_t>(t.sizes()[i]));
      owned->strides.push_back(static_cast<Py_ssize_t>(t.strides()[i]) * item);
    }
    // An empty tensor has no memory; a buffer needs an address (never read).
    static max_align_t empty_buffer;
    void* data = t.raw_data() != nullptr ? const_cast<void*>(t.raw_data()) : &empty_buffer;
    view->obj = self;
    Py_INCREF(self);
    view->buf = data;
    view->len = static_cast<Py_ssize_t>(t.numel()) * item;
    view->readonly = 0;
    view->itemsize = item;
    view->format = (flags & PyBUF_FORMAT) ? const_cast<char*>(formats[static_cast<int>(t.dtype())]) : nullptr;
    view->ndim = static_cast<int>(t.dim());
    view->shape = owned->shape.data();
    view->strides = owned->strides.data();
    view->suboffsets = nullptr;
    view->internal = owned;
    return 0;
  } catch (...) {
    set_python_error();
    return -1;
  }
}

void tensor_releasebuffer(PyObject*, Py_buffer* view) { delete static_cast<BufferExport*>(view->internal); }

PyBufferProcs tensor_buffer_procs = {tensor_getbuffer, tensor_releasebuffer};

PyMappingMethods tensor_mapping = {nullptr, tensor_getitem, tensor_setitem};

PyGetSetDef tensor_getset[] = {
    {"shape", get_shape, nullptr, "The size of each dim, as a yaten.Size.", nullptr},
    {"dtype", get_dtype, nullptr, "The type of the elements.", nullptr},
    {"ndim", get_ndim, nullptr, "The number of dims.", nullptr},
    {"device", get_device, nullptr, "Where the tensor lives: yaten.device('cpu').", nullptr},
    {"is_cuda", get_is_cuda, nullptr, "False: yaten tensors live in CPU memory.", nullptr},
    {"is_cpu", get_is_cpu, nullptr, "True: yaten tensors live in CPU memory.", nullptr},
    {"is_xpu", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_xpu")},
    {"is_mps", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_mps")},
    {"is_meta", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_meta")},
    {"is_ipu", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_ipu")},
    {"is_vulkan", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_vulkan")},
    {"is_ort", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_ort")},
    {"is_mkldnn", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_mkldnn")},
    {"is_quantized", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_quantized")},
    {"is_sparse", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_sparse")},
    {"is_sparse_csr", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_sparse_csr")},
    {"is_nested", get_absent_feature, nullptr, "False: yaten tensors are dense and live in CPU memory.",
     const_cast<char*>("is_nested")},
    {"requires_grad", get_requires_grad, set_requires_grad, "Whether gradients are computed for this tensor.", nullptr},
    {"grad", get_grad, set_grad, "The gradient accumulated by backward(), or None.", nullptr},
    {"retains_grad", get_retains_grad, nullptr, "Whether retain_grad() keeps .grad for this non-leaf tensor.",
     nullptr},
    {"names", get_names, set_names, "The name of each dim (a str, or None for an unnamed dim).", nullptr},
    {"is_leaf", get_is_leaf, nullptr, "True unless the tensor was made by an op that recorded history.", nullptr},
    {"output_nr", get_output_nr, nullptr, "Which output of its grad_fn this tensor is (0 for leaves).", nullptr},
    {"_version", get_version, nullptr, "Counts in-place modifications of the memory.", nullptr},
    {"data", get_data, set_data, "The same data, cut from autograd.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

#undef SELF
#undef TORCH_FUNCTION_GETTER
#undef TORCH_FUNCTION_SETTER

}  // namespace

PyTypeObject tensor_base_type = [] {
  PyTypeObject t{PyVarObject_HEAD_INIT(nullptr, 0)};
  t.tp_name = "yaten._C.TensorBase";
  t.tp_basicsize = sizeof(PyTensor);
  t.tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE | Py_TPFLAGS_HAVE_GC;
  t.tp_dealloc = tensor_dealloc;
  t.tp_traverse = tensor_traverse;
  t.tp_new = tensor_new;
  t.tp_getset = tensor_getset;
  t.tp_as_buffer = &tensor_buffer_procs;
  t.tp_as_mapping = &tensor_mapping;
  t.tp_doc = "The C part of yaten.Tensor.";
  return t;
}();

PyObject* wrap_tensor(Tensor t, PyTypeObject* type) {
  if (!t.defined()) Py_RETURN_NONE;
  TensorImpl* impl = t.impl();
  if (!type) {
    if (auto* existing = static_cast<PyObject*>(impl->pyobj())) {
      Py_INCREF(existing);
      return existing;
    }
    type = g_tensor_class;
  }
  PyObject* obj = type->tp_alloc(type, 0);
  if (!obj) return nullptr;
  new (&reinterpret_cast<PyTensor*>(obj)->tensor) Tensor(std::move(t));
  if (!impl->pyobj()) impl->set_pyobj(obj);
  return obj;
}

bool is_size(PyObject* obj) { return PyObject_TypeCheck(obj, &size_type); }

PyObject* make_size(const DimVector& sizes) {
  PyObject* s = size_type.tp_alloc(&size_type, static_cast<Py_ssize_t>(sizes.size()));
  if (!s) return nullptr;
  for (size_t i = 0; i < sizes.size(); ++i) {
    PyObject* item = PyLong_FromLongLong(sizes[i]);
    if (!item) {
      Py_DECREF(s);
      return nullptr;
    }
    PyTuple_SET_ITEM(s, i, item);
  }
  return s;
}

void set_tensor_class(PyTypeObject* cls) { g_tensor_class = cls; }

void init_tensor_type(PyObject* module) {
  size_type.tp_base = &PyTuple_Type;
  if (PyType_Ready(&size_type) < 0) return;
  Py_INCREF(&size_type);
  PyModule_AddObject(module, "Size", reinterpret_cast<PyObject*>(&size_type));
}

}  // namespace yaten::python
