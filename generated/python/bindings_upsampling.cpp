// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'upsampling' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_upsampling.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn__internal_upsample_nearest([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_nearest(Tensor input, int[] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, bool exact=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.optional_double(2);
      auto&& a3 = r.optional_double(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.to_bool(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_nearest(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_upsample_linear([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_linear(Tensor input, int[] output_size, bool align_corners=False, float? scales_d=None, float? scales_h=None, float? scales_w=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_double(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.optional_double(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_linear(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_upsample_bicubic([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_bicubic(Tensor input, int[] output_size, bool align_corners=False, float? scales_d=None, float? scales_h=None, float? scales_w=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_double(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.optional_double(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_bicubic(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_grid_sampler([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "grid_sampler", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.int64(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::grid_sampler(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_affine_grid_generator([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "affine_grid_generator(Tensor theta, int[] size, bool align_corners)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "affine_grid_generator", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::affine_grid_generator(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_upsample_nearest_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_nearest_backward(Tensor grad_output, int[] output_size, int[] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None, bool exact=False)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.optional_double(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.optional_double(5);
      auto&& a6 = r.to_bool(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_nearest_backward(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_upsample_linear_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_linear_backward(Tensor grad_output, int[] output_size, int[] input_size, bool align_corners=False, float? scales_d=None, float? scales_h=None, float? scales_w=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.optional_double(5);
      auto&& a6 = r.optional_double(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_linear_backward(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_upsample_bicubic_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "upsample_bicubic_backward(Tensor grad_output, int[] output_size, int[] input_size, bool align_corners=False, float? scales_d=None, float? scales_h=None, float? scales_w=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_double(4);
      auto&& a5 = r.optional_double(5);
      auto&& a6 = r.optional_double(6);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::upsample_bicubic_backward(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_upsampling_bindings(MethodTables& tables) {
  tables.functions["_internal"].push_back({"upsample_nearest", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_nearest)), METH_FASTCALL | METH_KEYWORDS, "upsample_nearest($module, input, output_size, scales_d=None, scales_h=None, scales_w=None, exact=False)\n--\n\nNearest-neighbour resampling of the 1 to 3 dims after (N, C) to output_size (exact picks the nearest centre, as 'nearest-exact'); the scales, when given, are the factors the source positions use."});
  tables.functions["_internal"].push_back({"upsample_linear", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_linear)), METH_FASTCALL | METH_KEYWORDS, "upsample_linear($module, input, output_size, align_corners=False, scales_d=None, scales_h=None, scales_w=None)\n--\n\nLinear, bilinear or trilinear resampling of the 1 to 3 dims after (N, C) to output_size."});
  tables.functions["_internal"].push_back({"upsample_bicubic", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_bicubic)), METH_FASTCALL | METH_KEYWORDS, "upsample_bicubic($module, input, output_size, align_corners=False, scales_d=None, scales_h=None, scales_w=None)\n--\n\nBicubic (Keys, A = -0.75) resampling of the dims after (N, C) to output_size, reading the border beyond the edges."});
  tables.functions["_functions"].push_back({"grid_sampler", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_grid_sampler)), METH_FASTCALL | METH_KEYWORDS, "grid_sampler($module, input, grid, interpolation_mode, padding_mode, align_corners)\n--\n\nSamples input (N, C, H, W) or (N, C, D, H, W) at the normalised positions grid (N, H_out, W_out, 2) or (N, D_out, H_out, W_out, 3), (x, y[, z]) in [-1, 1]; interpolation_mode 0 bilinear, 1 nearest, 2 bicubic (4-D only); padding_mode 0 zeros, 1 border, 2 reflection; the engine of F.grid_sample."});
  tables.functions["_functions"].push_back({"affine_grid_generator", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_affine_grid_generator)), METH_FASTCALL | METH_KEYWORDS, "affine_grid_generator($module, theta, size, align_corners)\n--\n\nThe sampling grid (N, H, W, 2) or (N, D, H, W, 3) of the affine maps theta (N, 2, 3) or (N, 3, 4) over an output of size (N, C, H, W) or (N, C, D, H, W); the engine of F.affine_grid."});
  tables.functions["_internal"].push_back({"upsample_nearest_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_nearest_backward)), METH_FASTCALL | METH_KEYWORDS, "upsample_nearest_backward($module, grad_output, output_size, input_size, scales_d=None, scales_h=None, scales_w=None, exact=False)\n--\n\nThe gradient of upsample_nearest for an input of input_size, grad_output summed into the source element of each output."});
  tables.functions["_internal"].push_back({"upsample_linear_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_linear_backward)), METH_FASTCALL | METH_KEYWORDS, "upsample_linear_backward($module, grad_output, output_size, input_size, align_corners=False, scales_d=None, scales_h=None, scales_w=None)\n--\n\nThe gradient of upsample_linear for an input of input_size, grad_output spread over the 2 (4, 8) source elements of each output by their weights."});
  tables.functions["_internal"].push_back({"upsample_bicubic_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_upsample_bicubic_backward)), METH_FASTCALL | METH_KEYWORDS, "upsample_bicubic_backward($module, grad_output, output_size, input_size, align_corners=False, scales_d=None, scales_h=None, scales_w=None)\n--\n\nThe gradient of upsample_bicubic for an input of input_size, grad_output spread over the 4 x 4 source elements of each output (the border's taking those beyond the edges)."});
}

}  // namespace yaten::python
