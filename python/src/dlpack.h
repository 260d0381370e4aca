// DLPack: the struct layout of the open standard (dmlc/dlpack, v0.8, the
// unversioned DLManagedTensor that numpy and PyTorch 1.13 exchange), written
// from its specification, and the two conversions: a tensor to a "dltensor"
// capsule that shares its memory, and a capsule to a tensor that does.
#pragma once

#include <Python.h>
#include <pybind11/pybind11.h>

#include <cstdint>

namespace yaten::python {

namespace dlpack {

enum DeviceType : int32_t { kCPU = 1, kCUDA = 2, kCUDAHost = 3 };
enum TypeCode : uint8_t { kInt = 0, kUInt = 1, kFloat = 2, kOpaqueHandle = 3, kBfloat = 4, kComplex = 5, kBool = 6 };

struct Device {
  int32_t device_type;
  int32_t device_id;
};

struct DataType {
  uint8_t code;
  uint8_t bits;
  uint16_t lanes;
};

struct Tensor {
  void* data;
  Device device;
  int32_t ndim;
  DataType dtype;
  int64_t* shape;
  int64_t* strides;  // in elements; null means compact row-major
  uint64_t byte_offset;
};

struct ManagedTensor {
  Tensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(ManagedTensor* self);
};

}  // namespace dlpack

// _C._to_dlpack(tensor) and _C._from_dlpack(capsule).
void init_dlpack(pybind11::module_& m);

}  // namespace yaten::python
