// Tensors to and from DLPack capsules, sharing memory both ways (see dlpack.h).
// A capsule is named "dltensor" until a consumer takes it and renames it
// "used_dltensor"; whoever ends up owning the DLManagedTensor calls its
// deleter exactly once: the consumer's tensor when its memory is freed, or
// the capsule's destructor when nobody consumed it.
#include "python/src/dlpack.h"

#include <string>
#include <vector>

#include "python/src/arg_parser.h"
#include "python/src/pybind_casters.h"
#include "runtime/shape.h"
#include "runtime/error.h"
#include "runtime/resize.h"
#include "runtime/tensor.h"

namespace yaten::python {

namespace {

constexpr const char* kCapsuleName = "dltensor";
constexpr const char* kUsedCapsuleName = "used_dltensor";

// What a capsule made from a yaten tensor owns: the struct, the shape and
// strides it points at, and the tensor that keeps the memory alive.
struct ExportedTensor {
  dlpack::ManagedTensor managed{};
  DimVector shape, strides;
  yaten::Tensor tensor;
};

dlpack::DataType dlpack_dtype(ScalarType t) {
  switch (t) {
    case ScalarType::UInt8: return {dlpack::kUInt, 8, 1};
    case ScalarType::Int32: return {dlpack::kInt, 32, 1};
    case ScalarType::Int64: return {dlpack::kInt, 64, 1};
    case ScalarType::Float32: return {dlpack::kFloat, 32, 1};
    case ScalarType::Float64: return {dlpack::kFloat, 64, 1};
    case ScalarType::Int8: return {dlpack::kInt, 8, 1};
    case ScalarType::Int16: return {dlpack::kInt, 16, 1};
    case ScalarType::Float16: return {dlpack::kFloat, 16, 1};
    case ScalarType::BFloat16: return {dlpack::kBfloat, 16, 1};
    case ScalarType::Bool: break;
  }
  // As PyTorch 1.13, whose DLPack predates its bool code.
  throw RuntimeError("to_dlpack: Bool type is not supported by dlpack");
}

ScalarType yaten_dtype(const dlpack::DataType& t) {
  YATEN_CHECK(t.lanes == 1, "from_dlpack: vector types (lanes ", t.lanes, ") are not supported");
  const char* kind = "?";
  switch (t.code) {
    case dlpack::kInt:
      kind = "kInt";
      if (t.bits == 8) return ScalarType::Int8;
      if (t.bits == 16) return ScalarType::Int16;
      if (t.bits == 32) return ScalarType::Int32;
      if (t.bits == 64) return ScalarType::Int64;
      break;
    case dlpack::kUInt:
      kind = "kUInt";
      if (t.bits == 8) return ScalarType::UInt8;
      break;
    case dlpack::kFloat:
      kind = "kFloat";
      if (t.bits == 16) return ScalarType::Float16;
      if (t.bits == 32) return ScalarType::Float32;
      if (t.bits == 64) return ScalarType::Float64;
      break;
    case dlpack::kBool:
      kind = "kBool";
      if (t.bits == 8) return ScalarType::Bool;
      break;
    case dlpack::kBfloat:
      kind = "kBfloat";
      if (t.bits == 16) return ScalarType::BFloat16;
      break;
    case dlpack::kComplex: kind = "kComplex"; break;
    default: break;
  }
  throw RuntimeError("from_dlpack: Unsupported " + std::string(kind) + " bits " + std::to_string(t.bits) +
                     " (yaten has bool, uint8, int8, int16, int32, int64, float16, bfloat16, float32 and float64)");
}

void delete_exported(dlpack::ManagedTensor* self) {
  delete static_cast<ExportedTensor*>(self->manager_ctx);
}

// An unconsumed capsule owns its DLManagedTensor.
void capsule_destructor(PyObject* capsule) {
  if (!PyCapsule_IsValid(capsule, kCapsuleName)) return;  // consumed (renamed): the consumer owns it
  auto* managed = static_cast<dlpack::ManagedTensor*>(PyCapsule_GetPointer(capsule, kCapsuleName));
  if (managed != nullptr && managed->deleter != nullptr) managed->deleter(managed);
}

PyObject* to_dlpack(const yaten::Tensor& t) {
  dlpack::DataType dtype = dlpack_dtype(t.dtype());
  auto* exported = new ExportedTensor;
  exported->tensor = t;
  exported->shape = t.sizes();
  exported->strides = t.strides();
  dlpack::ManagedTensor& m = exported->managed;
  m.dl_tensor.data = t.raw_data();
  m.dl_tensor.device = {dlpack::kCPU, 0};
  m.dl_tensor.ndim = static_cast<int32_t>(t.dim());
  m.dl_tensor.dtype = dtype;
  m.dl_tensor.shape = exported->shape.data();
  m.dl_tensor.strides = exported->strides.data();
  m.dl_tensor.byte_offset = 0;
  m.manager_ctx = exported;
  m.deleter = delete_exported;
  PyObject* capsule = PyCapsule_New(&m, kCapsuleName, capsule_destructor);
  if (capsule == nullptr) {
    delete exported;
    throw PythonErrorAlreadySet();
  }
  return capsule;
}

// The bytes from the first element to one past the last (strides >= 0).
size_t extent_bytes(const DimVector& sizes, const DimVector& strides, size_t itemsize) {
  int64_t last = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] == 0) return 0;
    last += (sizes[i] - 1) * strides[i];
  }
  return static_cast<size_t>(last + 1) * itemsize;
}

yaten::Tensor from_dlpack(PyObject* capsule) {
  if (!PyCapsule_IsValid(capsule, kCapsuleName))
    throw RuntimeError(
        "from_dlpack received an invalid capsule. Note that DLTensor capsules can be consumed only once, so you "
        "might have already constructed a tensor from it once.");
  auto* managed = static_cast<dlpack::ManagedTensor*>(PyCapsule_GetPointer(capsule, kCapsuleName));
  const dlpack::Tensor& dl = managed->dl_tensor;
  // Checked before the capsule is taken, so that a refused one stays with
  // its producer (whose destructor frees it).
  YATEN_CHECK(dl.device.device_type == dlpack::kCPU, "from_dlpack: yaten tensors live on the CPU; got a tensor on "
              "DLPack device type ", dl.device.device_type);
  ScalarType dtype = yaten_dtype(dl.dtype);
  YATEN_CHECK(dl.ndim >= 0, "from_dlpack: negative ndim ", dl.ndim);
  DimVector sizes(dl.shape, static_cast<size_t>(dl.ndim));
  DimVector strides = dl.strides ? DimVector(dl.strides, static_cast<size_t>(dl.ndim)) : contiguous_strides(sizes);
  for (int32_t i = 0; i < dl.ndim; ++i) {
    YATEN_CHECK(sizes[i] >= 0, "from_dlpack: negative size ", sizes[i]);
    YATEN_CHECK(strides[i] >= 0 || sizes[i] <= 1, "from_dlpack: negative strides are not supported");
    if (sizes[i] <= 1 && strides[i] < 0) strides[i] = 0;
  }
  char* start = static_cast<char*>(dl.data) + dl.byte_offset;
  auto release = [managed](void*) {
    if (managed->deleter != nullptr) managed->deleter(managed);
  };
  auto storage = make_intrusive<StorageImpl>(start, extent_bytes(sizes, strides, itemsize(dtype)), borrowed_memory_deleter(start, release));
  if (PyCapsule_SetName(capsule, kUsedCapsuleName) != 0) throw PythonErrorAlreadySet();
  return yaten::Tensor(make_intrusive<TensorImpl>(std::move(storage), sizes, strides, 0, dtype));
}

}  // namespace

void init_dlpack(pybind11::module_& m) {
  m.def("_to_dlpack", [](const yaten::Tensor& t) { return pybind11::reinterpret_steal<pybind11::object>(to_dlpack(t)); },
        "A DLPack capsule ('dltensor') sharing the tensor's memory.");
  m.def("_from_dlpack", [](pybind11::handle capsule) { return from_dlpack(capsule.ptr()); },
        "A tensor sharing the memory of a DLPack capsule, which is renamed 'used_dltensor'.");
}

}  // namespace yaten::python
