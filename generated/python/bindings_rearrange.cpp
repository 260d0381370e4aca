// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'rearrange' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_rearrange.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_pixel_shuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pixel_shuffle(Tensor input, int upscale_factor)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pixel_shuffle", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pixel_shuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_pixel_shuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pixel_shuffle(Tensor input, int upscale_factor)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pixel_shuffle", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pixel_shuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_pixel_unshuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pixel_unshuffle(Tensor input, int downscale_factor)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pixel_unshuffle", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pixel_unshuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_pixel_unshuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "pixel_unshuffle(Tensor input, int downscale_factor)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "pixel_unshuffle", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::pixel_unshuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_channel_shuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "channel_shuffle(Tensor input, int groups)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "channel_shuffle", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::channel_shuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_channel_shuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "channel_shuffle(Tensor input, int groups)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "channel_shuffle", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::channel_shuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_native_channel_shuffle([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "native_channel_shuffle(Tensor input, int groups)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "native_channel_shuffle", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::channel_shuffle(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_one_hot([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "one_hot(Tensor input, int num_classes=-1)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "one_hot", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::one_hot(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_rearrange_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"pixel_shuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pixel_shuffle)), METH_FASTCALL | METH_KEYWORDS, "pixel_shuffle($module, input, upscale_factor)\n--\n\nRearranges (*, C * r**2, H, W) into (*, C, H * r, W * r) for r = upscale_factor."});
  tables.functions["_nn"].push_back({"pixel_shuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_pixel_shuffle)), METH_FASTCALL | METH_KEYWORDS, "pixel_shuffle($module, input, upscale_factor)\n--\n\nRearranges (*, C * r**2, H, W) into (*, C, H * r, W * r) for r = upscale_factor."});
  tables.functions["_functions"].push_back({"pixel_unshuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_pixel_unshuffle)), METH_FASTCALL | METH_KEYWORDS, "pixel_unshuffle($module, input, downscale_factor)\n--\n\nRearranges (*, C, H * r, W * r) into (*, C * r**2, H, W) for r = downscale_factor, undoing pixel_shuffle."});
  tables.functions["_nn"].push_back({"pixel_unshuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_pixel_unshuffle)), METH_FASTCALL | METH_KEYWORDS, "pixel_unshuffle($module, input, downscale_factor)\n--\n\nRearranges (*, C, H * r, W * r) into (*, C * r**2, H, W) for r = downscale_factor, undoing pixel_shuffle."});
  tables.functions["_functions"].push_back({"channel_shuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_channel_shuffle)), METH_FASTCALL | METH_KEYWORDS, "channel_shuffle($module, input, groups)\n--\n\nInterleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j."});
  tables.functions["_nn"].push_back({"channel_shuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_channel_shuffle)), METH_FASTCALL | METH_KEYWORDS, "channel_shuffle($module, input, groups)\n--\n\nInterleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j."});
  tables.functions["_functions"].push_back({"native_channel_shuffle", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_native_channel_shuffle)), METH_FASTCALL | METH_KEYWORDS, "native_channel_shuffle($module, input, groups)\n--\n\nInterleaves the channels (dim 1) of groups groups, channel i of group j going to i * groups + j."});
  tables.functions["_nn"].push_back({"one_hot", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_one_hot)), METH_FASTCALL | METH_KEYWORDS, "one_hot($module, input, num_classes=-1)\n--\n\nThe int64 one-hot encoding of the class indices self, in a new last dim of num_classes (max + 1 when -1)."});
}

}  // namespace yaten::python
