// Tensor methods that are not ops: sizes, conversions, autograd flags.
#include "python/src/tensor_methods.h"

#include "autograd/autograd_meta.h"
#include "autograd/function_support.h"
#include "autograd/grad_mode.h"
#include "generated/autograd/ops/detach_.h"
#include "python/src/arg_parser.h"
#include "python/src/autograd_hooks.h"
#include "python/src/convert.h"
#include "python/src/named_tensors.h"
#include "python/src/tensor_type.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"
#include "runtime/memory_format.h"

namespace yaten::python {

namespace {

#define SELF tensor_of(self)

PyObject* dim(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("dim", nullptr, 0, nullptr);
  return PyLong_FromLongLong(SELF.dim());
}
// Aliases pass their own name, so __torch_function__ sees Tensor.ndimension.
PyObject* ndimension(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("ndimension", nullptr, 0, nullptr);
  return PyLong_FromLongLong(SELF.dim());
}
PyObject* nelement(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("nelement", nullptr, 0, nullptr);
  return PyLong_FromLongLong(SELF.numel());
}
PyObject* numel(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("numel", nullptr, 0, nullptr);
  return PyLong_FromLongLong(SELF.numel());
}
PyObject* element_size(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("element_size", nullptr, 0, nullptr);
  return PyLong_FromSize_t(itemsize(SELF.dtype()));
}
PyObject* storage_offset(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("storage_offset", nullptr, 0, nullptr);
  return PyLong_FromLongLong(SELF.storage_offset());
}
// is_contiguous(memory_format=yaten.channels_last) asks for NHWC order.
PyObject* is_contiguous(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_METHOD_TORCH_FUNCTION("is_contiguous", args, nargs, kwnames);
  YATEN_PY_BEGIN
  static ArgParser parser({"is_contiguous(*, MemoryFormat? memory_format=None)"});
  ParsedArgs<1> r;
  parser.parse(self, args, nargs, kwnames, r);
  if (r.is_none(0)) return PyBool_FromLong(SELF.is_contiguous());
  return PyBool_FromLong(is_contiguous_as(SELF, r.memory_format(0)));
  YATEN_PY_END
}
PyObject* data_ptr(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("data_ptr", nullptr, 0, nullptr);
  return PyLong_FromVoidPtr(SELF.raw_data());
}

PyObject* size(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_METHOD_TORCH_FUNCTION("size", args, nargs, kwnames);
  YATEN_PY_BEGIN
  static ArgParser parser({"size(int? dim=None)", "size(Dimname dim)"});
  ParsedArgs<1> r;
  if (parser.parse(self, args, nargs, kwnames, r) == 1) return PyLong_FromLongLong(SELF.size(dim_from_name(SELF, r.objs[0])));
  if (r.is_none(0)) return make_size(SELF.sizes());
  return PyLong_FromLongLong(SELF.size(r.int64(0)));
  YATEN_PY_END
}

PyObject* stride(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_METHOD_TORCH_FUNCTION("stride", args, nargs, kwnames);
  YATEN_PY_BEGIN
  static ArgParser parser({"stride(int? dim=None)", "stride(Dimname dim)"});
  ParsedArgs<1> r;
  if (parser.parse(self, args, nargs, kwnames, r) == 1) return PyLong_FromLongLong(SELF.stride(dim_from_name(SELF, r.objs[0])));
  if (!r.is_none(0)) return PyLong_FromLongLong(SELF.stride(r.int64(0)));
  const DimVector& st = SELF.strides();
  PyObject* out = PyTuple_New(static_cast<Py_ssize_t>(st.size()));
  for (size_t i = 0; out && i < st.size(); ++i) {
    PyObject* item = PyLong_FromLongLong(st[i]);
    if (!item) {
      Py_CLEAR(out);
    } else {
      PyTuple_SET_ITEM(out, i, item);
    }
  }
  return out;
  YATEN_PY_END
}

PyObject* item(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("item", nullptr, 0, nullptr);
  YATEN_PY_BEGIN
  Scalar s = SELF.item();
  if (s.is_bool()) return PyBool_FromLong(s.to_bool());
  if (s.is_integral()) return PyLong_FromLongLong(s.to_int());
  return PyFloat_FromDouble(s.to_double());
  YATEN_PY_END
}

PyObject* tolist(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("tolist", nullptr, 0, nullptr);
  YATEN_PY_BEGIN
  return tensor_to_list(SELF);
  YATEN_PY_END
}

PyObject* requires_grad_(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_METHOD_TORCH_FUNCTION("requires_grad_", args, nargs, kwnames);
  YATEN_PY_BEGIN
  static ArgParser parser({"requires_grad_(bool requires_grad=True)"});
  ParsedArgs<1> r;
  parser.parse(self, args, nargs, kwnames, r);
  autograd::set_requires_grad(SELF, r.to_bool(0));
  Py_INCREF(self);
  return self;
  YATEN_PY_END
}

PyObject* retain_grad(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("retain_grad", nullptr, 0, nullptr);
  YATEN_PY_BEGIN
  autograd::retain_grad(SELF);
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* detach_(PyObject* self, PyObject*) {
  YATEN_METHOD_TORCH_FUNCTION("detach_", nullptr, 0, nullptr);
  YATEN_PY_BEGIN
  yaten::detach_(SELF);  // ops.yaml's detach_, yaten.detach_ as a function
  Py_INCREF(self);
  return self;
  YATEN_PY_END
}

PyObject* make_subclass(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  // Tensor._make_subclass(cls, data, require_grad=False): a new object of
  // class cls sharing data's memory (how nn.Parameter is built).
  if (nargs < 2 || !PyType_Check(args[0]) ||
      !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(args[0]), &tensor_base_type) || !is_tensor(args[1])) {
    PyErr_SetString(PyExc_TypeError, "_make_subclass(cls, data, require_grad=False): cls must be a Tensor subclass and data a Tensor");
    return nullptr;
  }
  bool require_grad = nargs > 2 && args[2] == Py_True;
  if (kwnames && PyTuple_GET_SIZE(kwnames) == 1) require_grad = args[nargs] == Py_True;
  const Tensor& data = tensor_of(args[1]);
  Tensor view = data.view_as_strided(data.sizes(), data.strides(), data.storage_offset());
  view.impl()->set_names(data.impl()->names());  // nn.Parameter(named) keeps the names, as torch's
  if (require_grad) autograd::set_requires_grad(view, true);
  return wrap_tensor(std::move(view), reinterpret_cast<PyTypeObject*>(args[0]));
  YATEN_PY_END
}

#undef SELF

#define FASTCALL(f) reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(f)), METH_FASTCALL | METH_KEYWORDS

}  // namespace

void add_tensor_methods(std::vector<PyMethodDef>& methods) {
  methods.insert(methods.end(), {
      {"dim", dim, METH_NOARGS, "dim($self)\n--\n\nThe number of dims."},
      {"ndimension", ndimension, METH_NOARGS, "ndimension($self)\n--\n\nThe number of dims."},
      {"numel", numel, METH_NOARGS, "numel($self)\n--\n\nThe number of elements."},
      {"nelement", nelement, METH_NOARGS, "nelement($self)\n--\n\nThe number of elements."},
      {"element_size", element_size, METH_NOARGS, "element_size($self)\n--\n\nBytes per element."},
      {"storage_offset", storage_offset, METH_NOARGS, "storage_offset($self)\n--\n\nOffset of the first element in the storage, in elements."},
      {"is_contiguous", FASTCALL(is_contiguous),
       "is_contiguous($self, *, memory_format=None)\n--\n\nWhether the elements are laid out in row-major order without gaps "
       "(or in memory_format's order: channels_last is NHWC)."},
      {"data_ptr", data_ptr, METH_NOARGS, "data_ptr($self)\n--\n\nThe address of the first element."},
      {"size", FASTCALL(size), "size($self, dim=None)\n--\n\nsize(dim=None): the shape, or the size of one dim."},
      {"stride", FASTCALL(stride), "stride($self, dim=None)\n--\n\nstride(dim=None): the strides in elements, or one of them."},
      {"item", item, METH_NOARGS, "item($self)\n--\n\nThe value of a one-element tensor as a Python number."},
      {"tolist", tolist, METH_NOARGS, "tolist($self)\n--\n\nThe tensor as nested Python lists."},
      {"requires_grad_", FASTCALL(requires_grad_), "requires_grad_($self, requires_grad=True)\n--\n\nSets requires_grad in place and returns self."},
      {"retain_grad", retain_grad, METH_NOARGS, "retain_grad($self)\n--\n\nKeeps .grad for this non-leaf tensor after backward."},
      {"detach_", detach_, METH_NOARGS, "detach_($self)\n--\n\nCuts this tensor from the graph, in place."},
      {"register_post_accumulate_grad_hook", tensor_register_post_accumulate_grad_hook, METH_O,
     "register_post_accumulate_grad_hook($self, hook)\n--\n\nCalls hook(tensor) after the gradient of this leaf was accumulated into .grad."},
    {"register_hook", tensor_register_hook, METH_O, "register_hook($self, hook)\n--\n\nCalls hook(grad) when the gradient of this tensor is computed."},
      {"_make_subclass", FASTCALL(make_subclass), "Makes an instance of a Tensor subclass sharing data's memory."},
  });
  // _make_subclass is called on the class: make it a static method.
  methods.back().ml_flags |= METH_STATIC;
}

}  // namespace yaten::python
