// See legacy_constructors.h. The signatures and the branches are torch 1.13's
// (its python_arg_parser listing them, in its order), so a call matches,
// fails and is listed in a TypeError as in torch, under torch's name "new".
#include "python/src/legacy_constructors.h"

#include <string>

#include "generated/autograd/ops/alias.h"
#include "python/src/arg_parser.h"
#include "python/src/arg_parser_inl.h"
#include "python/src/convert.h"
#include "python/src/device_objects.h"
#include "python/src/dtype_objects.h"
#include "python/src/numpy_array.h"
#include "python/src/tensor_type.h"
#include "python/src/wrap.h"
#include "runtime/error.h"

namespace yaten::python {

namespace {

enum Overload { kEmpty, kStorage, kTensor, kTensorOnDevice, kSizes, kData };

// How torch prints a dtype inside TensorOptions: the C++ element type's name.
const char* cpp_type_name(ScalarType t) {
  switch (t) {
    case ScalarType::Bool: return "bool";
    case ScalarType::UInt8: return "unsigned char";
    case ScalarType::Int8: return "signed char";
    case ScalarType::Int16: return "short int";
    case ScalarType::Int32: return "int";
    case ScalarType::Int64: return "long int";
    case ScalarType::Float32: return "float";
    case ScalarType::Float64: return "double";
    case ScalarType::Float16: return "c10::Half";
    case ScalarType::BFloat16: return "c10::BFloat16";
  }
  return "?";
}

std::string tensor_options_text(ScalarType t) {
  return std::string("TensorOptions(dtype=") + cpp_type_name(t) +
         ", device=cpu, layout=Strided, requires_grad=false (default), pinned_memory=false (default), "
         "memory_format=(nullopt))";
}

void check_device(PyObject* device) {
  if (device == Py_None) return;
  const Device d = device_from_argument(device);
  YATEN_CHECK(d.is_cpu(), "legacy constructor expects device type: cpu but device type: ", device_type_name(d.type),
              " was passed");
}

// A tensor of `dtype` over a storage object's block: a TypedStorage of that
// dtype, or an UntypedStorage's bytes read as elements of it.
Tensor over_storage(PyObject* storage, ScalarType dtype) {
  PyObject* flat_object = PyObject_GetAttrString(storage, "_flat");
  if (!flat_object) throw PythonErrorAlreadySet();
  const Tensor flat = tensor_of(flat_object);
  Py_DECREF(flat_object);
  if (PyObject_HasAttrString(storage, "dtype")) {
    YATEN_CHECK(flat.dtype() == dtype, "Expected a Storage of type ", torch_dtype_name(dtype),
                " or an UntypedStorage, but got type ", torch_dtype_name(flat.dtype()), " for argument 1 'storage'");
    return flat.view_as_strided(flat.sizes(), flat.strides(), flat.storage_offset());
  }
  const auto item = static_cast<int64_t>(itemsize(dtype));
  YATEN_CHECK(flat.storage_offset() % item == 0, "new(): a storage starting at byte ", flat.storage_offset(),
              " cannot hold elements of ", item, " bytes");
  return Tensor(make_intrusive<TensorImpl>(flat.storage(), DimVector{flat.numel() / item}, DimVector{1},
                                           flat.storage_offset() / item, dtype));
}

// torch's legacy_new_from_sequence: data's values in `dtype`, a numpy array of that dtype shared.
Tensor from_sequence(PyObject* data, ScalarType dtype) {
  YATEN_CHECK_TYPE(PySequence_Check(data), "new(): data must be a sequence (got ", Py_TYPE(data)->tp_name, ")");
  YATEN_CHECK_TYPE(!PyUnicode_Check(data) && !PyBytes_Check(data), "new(): invalid data type '",
                   Py_TYPE(data)->tp_name, "'");
  if (PyObject_CheckBuffer(data) && PyObject_HasAttrString(data, "__array_interface__")) {
    Tensor shared = tensor_from_buffer(data);
    warn_if_not_writeable(data);
    if (shared.dtype() == dtype) return shared;
  }
  return tensor_from_data(data, dtype);
}

}  // namespace

Tensor legacy_new(LegacyForm form, ScalarType dtype, PyObject* args, PyObject* kwargs) {
  static ArgParser parser({
      "new(*, Device? device=None)",
      "new(Storage storage)",
      "new(Tensor other)",
      "new(Tensor other, *, Device? device=None)|unlisted",  // refused below, with torch's words
      "new(int[] size, *, Device? device=None)",
      "new(PyObject* data, *, Device? device=None)",
  });
  ParsedArgs<2> r;
  const int overload = parser.parse(args, kwargs, r, ArgParser::IntListItems::LeftToCaller);
  switch (overload) {
    case kEmpty:
      check_device(r.objs[0]);
      return Tensor::empty({0}, dtype);
    case kStorage:
      return over_storage(r.objs[0], dtype);
    case kTensor: {
      const Tensor& other = tensor_of(r.objs[0]);
      YATEN_CHECK_TYPE(form == LegacyForm::Base || other.dtype() == dtype, "expected ", tensor_options_text(dtype),
                       " (got ", tensor_options_text(other.dtype()), ")");
      return alias(other);
    }
    case kTensorOnDevice:
      if (form == LegacyForm::New)
        throw RuntimeError("Legacy tensor new of the form tensor.new(tensor, device=device) is not supported.  Use "
                           "torch.as_tensor(...) instead.");
      throw RuntimeError("Legacy tensor constructor of the form torch.Tensor(tensor, device=device) is not "
                         "supported.  Use torch.tensor(...) or torch.as_tensor(...) instead.");
    case kSizes: {
      check_device(r.objs[1]);
      // A list or tuple given as the one argument is data ([2, 3] two values), a Size sizes.
      const bool is_data = PyTuple_GET_SIZE(args) >= 1 && r.objs[0] == PyTuple_GET_ITEM(args, 0) &&
                           !is_size(r.objs[0]);
      if (is_data) return from_sequence(r.objs[0], dtype);
      parser.check_int_lists(overload, r);
      return Tensor::empty(r.int_list(0), dtype);
    }
    default:
      check_device(r.objs[1]);
      return from_sequence(r.objs[0], dtype);
  }
}

void init_legacy_constructors(pybind11::module_& m) {
  m.def(
      "_legacy_new",
      [](pybind11::handle dtype, bool is_new, pybind11::tuple args, pybind11::dict kwargs) {
        const LegacyForm form = is_new ? LegacyForm::New : LegacyForm::Typed;
        return pybind11::reinterpret_steal<pybind11::object>(
            wrap_tensor(legacy_new(form, *dtype_from_object(dtype.ptr()), args.ptr(), kwargs.ptr())));
      },
      pybind11::arg("dtype"), pybind11::arg("is_new"), pybind11::arg("args"), pybind11::arg("kwargs"),
      "A typed legacy constructor's (is_new False) or Tensor.new's tensor of dtype from (args, kwargs).");
}

}  // namespace yaten::python
