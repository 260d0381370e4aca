// yaten.device, yaten.layout and yaten.memory_format: PyTorch's Python types
// for where a tensor lives and how it is laid out, and the checks that keep
// every tensor on the CPU, strided and unpinned (the only kinds yaten has).
#pragma once

#include <Python.h>

#include <string_view>

#include "runtime/device.h"

namespace yaten::python {

// Creates the three types and the objects yaten.strided, yaten.contiguous_format, ...
void init_device_objects(PyObject* module);

PyObject* cpu_device_object();  // borrowed: what every Tensor.device returns
// What a Device parameter accepts, as in PyTorch: a yaten.device, a string, or an int (a CUDA index).
bool is_device_argument(PyObject* obj);
Device device_from_argument(PyObject* obj);  // RuntimeError with PyTorch's text for a bad string
bool is_layout(PyObject* obj);
bool is_memory_format(PyObject* obj);
MemoryFormat memory_format_from_object(PyObject* obj);
// yaten.strided, yaten.channels_last, ... by name (borrowed), for schema defaults; nullptr if none.
PyObject* named_constant(std::string_view name);

// The device, layout and pin_memory arguments of an op (nullptr when it has
// none): raises what a CPU-only PyTorch raises for anything but CPU, strided,
// unpinned. A move (Tensor.to) and an allocation fail differently there.
void check_tensor_options(const char* op_name, PyObject* device, PyObject* layout, PyObject* pin_memory);
void check_device_available(const Device& device, const char* op_name);

}  // namespace yaten::python
