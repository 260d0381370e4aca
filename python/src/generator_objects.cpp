// yaten.Generator over runtime/random.h's Generator, with torch's methods
// and errors; default_generator wraps the runtime's default one.
#include "python/src/generator_objects.h"

#include <new>
#include <string>

#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/wrap.h"
#include "generated/autograd/ops/contiguous.h"

namespace yaten::python {
namespace {

struct PyGenerator {
  PyObject_HEAD
  Generator generator;
};

PyTypeObject generator_type = {PyVarObject_HEAD_INIT(nullptr, 0)};

GeneratorImpl& impl_of(PyObject* self) { return *reinterpret_cast<PyGenerator*>(self)->generator.get(); }

PyObject* new_generator_object(PyTypeObject* type, Generator g) {
  PyObject* obj = type->tp_alloc(type, 0);
  if (!obj) return nullptr;
  new (&reinterpret_cast<PyGenerator*>(obj)->generator) Generator(std::move(g));
  return obj;
}

PyObject* generator_new(PyTypeObject* type, PyObject* args, PyObject* kwargs) {
  YATEN_PY_BEGIN
  static const char* names[] = {"device", nullptr};
  PyObject* device = nullptr;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "|O:Generator", const_cast<char**>(names), &device)) return nullptr;
  if (device && device != Py_None) {
    if (!is_device_argument(device)) {
      PyErr_Format(PyExc_TypeError, "Generator(): argument 'device' must be torch.device, not %s", Py_TYPE(device)->tp_name);
      return nullptr;
    }
    Device d = device_from_argument(device);
    if (!d.is_cpu()) {
      std::string text = std::string("Device type ") + (d.type == DeviceType::CUDA ? "CUDA" : "non-CPU") +
                         " is not supported for torch.Generator() api.";
      PyErr_SetString(PyExc_RuntimeError, text.c_str());
      return nullptr;
    }
  }
  return new_generator_object(type, Generator::create());
  YATEN_PY_END
}

void generator_dealloc(PyObject* self) {
  reinterpret_cast<PyGenerator*>(self)->generator.~Generator();
  Py_TYPE(self)->tp_free(self);
}

// torch reads a seed as an unsigned 64-bit number; a negative int wraps.
bool unpack_seed(PyObject* arg, uint64_t* seed) {
  if (!PyLong_Check(arg)) {
    PyErr_Format(PyExc_RuntimeError, "manual_seed expected a long, but got %s", Py_TYPE(arg)->tp_name);
    return false;
  }
  int overflow = 0;
  long long value = PyLong_AsLongLongAndOverflow(arg, &overflow);
  if (overflow > 0) {
    unsigned long long u = PyLong_AsUnsignedLongLong(arg);
    if (PyErr_Occurred()) {
      PyErr_Clear();
      PyErr_SetString(PyExc_RuntimeError, "Overflow when unpacking long");
      return false;
    }
    *seed = u;
    return true;
  }
  if (overflow < 0 || (value == -1 && PyErr_Occurred())) {
    PyErr_Clear();
    PyErr_SetString(PyExc_RuntimeError, "Overflow when unpacking long");
    return false;
  }
  *seed = static_cast<uint64_t>(value);
  return true;
}

PyObject* generator_manual_seed(PyObject* self, PyObject* arg) {
  uint64_t seed = 0;
  if (!unpack_seed(arg, &seed)) return nullptr;
  impl_of(self).manual_seed(seed);
  Py_INCREF(self);
  return self;
}

PyObject* generator_seed(PyObject* self, PyObject*) { return PyLong_FromUnsignedLongLong(impl_of(self).seed()); }

PyObject* generator_initial_seed(PyObject* self, PyObject*) {
  return PyLong_FromUnsignedLongLong(impl_of(self).initial_seed());
}

PyObject* generator_get_state(PyObject* self, PyObject*) {
  YATEN_PY_BEGIN
  std::vector<uint8_t> state = impl_of(self).get_state();
  Tensor t = Tensor::empty({static_cast<int64_t>(state.size())}, ScalarType::UInt8);
  std::copy(state.begin(), state.end(), t.data<uint8_t>());
  return wrap_tensor(t);
  YATEN_PY_END
}

PyObject* generator_set_state(PyObject* self, PyObject* arg) {
  YATEN_PY_BEGIN
  if (!is_tensor(arg) || tensor_of(arg).dtype() != ScalarType::UInt8) {
    PyErr_SetString(PyExc_TypeError, "RNG state must be a torch.ByteTensor");
    return nullptr;
  }
  Tensor state = yaten::contiguous(tensor_of(arg));
  impl_of(self).set_state(state.data<uint8_t>(), static_cast<size_t>(state.numel()));
  Py_INCREF(self);
  return self;
  YATEN_PY_END
}

PyObject* generator_device(PyObject*, void*) {
  PyObject* d = cpu_device_object();
  Py_INCREF(d);
  return d;
}

PyMethodDef generator_methods[] = {
    {"manual_seed", generator_manual_seed, METH_O, "Seeds the generator and returns it."},
    {"seed", generator_seed, METH_NOARGS, "Seeds the generator from a nondeterministic source and returns the seed."},
    {"initial_seed", generator_initial_seed, METH_NOARGS, "Returns the seed the generator was last seeded with."},
    {"get_state", generator_get_state, METH_NOARGS, "Returns the generator's state as a uint8 tensor."},
    {"set_state", generator_set_state, METH_O, "Restores a state get_state returned; returns the generator."},
    {nullptr, nullptr, 0, nullptr},
};

PyGetSetDef generator_getset[] = {
    {"device", generator_device, nullptr, "The generator's device (always the CPU).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

}  // namespace

void init_generator_objects(PyObject* module) {
  generator_type.tp_name = "yaten._C.Generator";
  generator_type.tp_basicsize = sizeof(PyGenerator);
  generator_type.tp_flags = Py_TPFLAGS_DEFAULT;
  generator_type.tp_doc = "Generator(device='cpu'): a random number generator that random ops take as generator=.";
  generator_type.tp_new = generator_new;
  generator_type.tp_dealloc = generator_dealloc;
  generator_type.tp_methods = generator_methods;
  generator_type.tp_getset = generator_getset;
  if (PyType_Ready(&generator_type) < 0) throw PythonErrorAlreadySet();
  Py_INCREF(&generator_type);
  PyModule_AddObject(module, "Generator", reinterpret_cast<PyObject*>(&generator_type));
  PyObject* default_obj = new_generator_object(&generator_type, default_generator());
  if (!default_obj) throw PythonErrorAlreadySet();
  PyModule_AddObject(module, "default_generator", default_obj);
}

bool is_generator(PyObject* obj) { return PyObject_TypeCheck(obj, &generator_type); }

Generator generator_from_object(PyObject* obj) {
  if (obj == Py_None) return Generator();
  return reinterpret_cast<PyGenerator*>(obj)->generator;
}

}  // namespace yaten::python
