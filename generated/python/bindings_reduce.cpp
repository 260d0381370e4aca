// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'reduce' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_reduce.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/dimname_refused.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_sum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sum(Tensor input, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "sum(Tensor input, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "sum(Tensor input, *, ScalarType? dtype=None)|listed",
      "sum(Tensor input, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
      "sum(Tensor input, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_mean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mean(Tensor input, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "mean(Tensor input, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "mean(Tensor input, *, ScalarType? dtype=None)|listed",
      "mean(Tensor input, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
      "mean(Tensor input, Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mean", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_scalar_type(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_prod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "prod(Tensor input, int? dim=None, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "prod(Tensor input, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "prod(Tensor input, *, ScalarType? dtype=None)|listed",
      "prod(Tensor input, int dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
      "prod(Tensor input, Dimname dim, bool keepdim=False, *, ScalarType? dtype=None, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "prod", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prod(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prod(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_amax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "amax(Tensor input, int[1] dim=[], bool keepdim=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "amax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_amin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "amin(Tensor input, int[1] dim=[], bool keepdim=False, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "amin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amin_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amin(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_max([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max(Tensor input)",
      "max(Tensor input, int dim, bool keepdim=False, *, Tensor[]? out=None)",
      "max(Tensor input, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
      "max(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "max", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "max_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "max", {"values", "indices"});
    }
    case 2: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "max_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "max", {"values", "indices"});
    }
    case 3: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_other_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_other(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_min([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "min(Tensor input)",
      "min(Tensor input, int dim, bool keepdim=False, *, Tensor[]? out=None)",
      "min(Tensor input, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
      "min(Tensor input, Tensor other, *, Tensor? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "min", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "min_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "min", {"values", "indices"});
    }
    case 2: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "min_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "min", {"values", "indices"});
    }
    case 3: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_other_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_other(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_argmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argmax(Tensor input, int? dim=None, bool keepdim=False)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "argmax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_argmin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argmin(Tensor input, int? dim=None, bool keepdim=False)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "argmin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argmin(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_var([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "var(Tensor input, int[1]? dim=None, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|unlisted",
      "var(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|unlisted",
      "var(Tensor input, int[1]? dim=None, *, int? correction=None, bool keepdim=False, Tensor? out=None)|unlisted",
      "var(Tensor input, Dimname[1] dim, *, int? correction=None, bool keepdim=False, Tensor? out=None)|unlisted",
      "var(Tensor input, bool unbiased=True)|unlisted",
      "var(Tensor input, int[1]? dim, *, int? correction, bool keepdim=False, Tensor? out=None)|listed",
      "var(Tensor input, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|listed",
      "var(Tensor input, bool unbiased=True)|listed",
      "var(Tensor input, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor? out=None)|listed",
      "var(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "var", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_unbiased(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_std([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "std(Tensor input, int[1]? dim=None, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|unlisted",
      "std(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|unlisted",
      "std(Tensor input, int[1]? dim=None, *, int? correction=None, bool keepdim=False, Tensor? out=None)|unlisted",
      "std(Tensor input, Dimname[1] dim, *, int? correction=None, bool keepdim=False, Tensor? out=None)|unlisted",
      "std(Tensor input, bool unbiased=True)|unlisted",
      "std(Tensor input, int[1]? dim, *, int? correction, bool keepdim=False, Tensor? out=None)|listed",
      "std(Tensor input, int[1]? dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|listed",
      "std(Tensor input, bool unbiased=True)|listed",
      "std(Tensor input, Dimname[1] dim, *, int? correction, bool keepdim=False, Tensor? out=None)|listed",
      "std(Tensor input, Dimname[1] dim, bool unbiased=True, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "std", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int_list(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int_list(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 4: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_unbiased(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_all([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "all(Tensor input, int? dim=None, bool keepdim=False)|unlisted",
      "all(Tensor input, Dimname dim, bool keepdim=False)|unlisted",
      "all(Tensor input, *, Tensor? out=None)|listed",
      "all(Tensor input, int dim, bool keepdim=False, *, Tensor? out=None)|listed",
      "all(Tensor input, Dimname dim, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "all", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::all(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("all");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_any([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "any(Tensor input, int? dim=None, bool keepdim=False)|unlisted",
      "any(Tensor input, Dimname dim, bool keepdim=False)|unlisted",
      "any(Tensor input, *, Tensor? out=None)|listed",
      "any(Tensor input, int dim, bool keepdim=False, *, Tensor? out=None)|listed",
      "any(Tensor input, Dimname dim, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "any", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::any(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("any");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logsumexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logsumexp(Tensor input, int[1] dim, bool keepdim=False)|unlisted",
      "logsumexp(Tensor input, Dimname[1] dim, bool keepdim=False)|unlisted",
      "logsumexp(Tensor input, int[1] dim, bool keepdim=False, *, Tensor? out=None)|listed",
      "logsumexp(Tensor input, Dimname[1] dim, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logsumexp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_logsumexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_logsumexp(Tensor input, int[1] dim, bool keepdim=False)|unlisted",
      "special_logsumexp(Tensor input, Dimname[1] dim, bool keepdim=False)|unlisted",
      "special_logsumexp(Tensor input, int[1] dim, bool keepdim=False, *, Tensor? out=None)|listed",
      "special_logsumexp(Tensor input, Dimname[1] dim, bool keepdim=False, *, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logsumexp", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dims_from_names(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softmax(Tensor input, int dim, ScalarType? dtype=None)|unlisted",
      "softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softmax", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_softmax(Tensor input, int dim, ScalarType? dtype=None)|unlisted",
      "special_softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "special_softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "special_softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softmax", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_nn_functional_log_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_softmax(Tensor input, int dim, ScalarType? dtype=None)|unlisted",
      "log_softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "log_softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "log_softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log_softmax", "yaten.nn.functional", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_special_log_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "special_log_softmax(Tensor input, int dim, ScalarType? dtype=None)|unlisted",
      "special_log_softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "special_log_softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "special_log_softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log_softmax", "yaten.special", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cumsum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumsum(Tensor input, int dim, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "cumsum(Tensor input, Dimname dim, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "cumsum(Tensor input, int dim, *, ScalarType? dtype=None, Tensor? out=None)|listed",
      "cumsum(Tensor input, Dimname dim, *, ScalarType? dtype=None, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cumsum", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cumprod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumprod(Tensor input, int dim, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "cumprod(Tensor input, Dimname dim, *, ScalarType? dtype=None, Tensor? out=None)|unlisted",
      "cumprod(Tensor input, int dim, *, ScalarType? dtype=None, Tensor? out=None)|listed",
      "cumprod(Tensor input, Dimname dim, *, ScalarType? dtype=None, Tensor? out=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cumprod", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "norm(Tensor input, Scalar? p=2, int[1]? dim=None, bool keepdim=False, *, Tensor? out=None)",
      "norm(Tensor input, Scalar? p, int[1]? dim, bool keepdim, *, ScalarType dtype, Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "norm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.optional_int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_scalar(1);
        auto&& a2 = r.optional_int_list(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.scalar_type(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm_dtype_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar(1);
      auto&& a2 = r.optional_int_list(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.scalar_type(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm_dtype(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_softmax_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softmax_backward(Tensor grad_output, Tensor output, int dim)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_log_softmax_backward([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_softmax_backward(Tensor grad_output, Tensor output, int dim)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax_backward(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_norm_except_dim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "norm_except_dim(Tensor v, int pow=2, int dim=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "norm_except_dim", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm_except_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|unlisted",
      "softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "softmax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_softmax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_softmax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_log_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|unlisted",
      "log_softmax(Tensor input, Dimname dim, ScalarType? dtype=None)|unlisted",
      "log_softmax(Tensor input, int dim, ScalarType? dtype=None, *, Tensor? out=None)|listed",
      "log_softmax(Tensor input, Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "log_softmax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_log_softmax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.optional_scalar_type(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_log_softmax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::yaten_log_softmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sum(int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "sum(Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "sum(*, ScalarType? dtype=None)|listed",
      "sum(int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
      "sum(Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sum", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sum(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mean([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mean(int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "mean(Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "mean(*, ScalarType? dtype=None)|listed",
      "mean(int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
      "mean(Dimname[1] dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mean", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mean(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_prod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "prod(int? dim=None, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "prod(Dimname dim, bool keepdim=False, *, ScalarType? dtype=None)|unlisted",
      "prod(*, ScalarType? dtype=None)|listed",
      "prod(int dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
      "prod(Dimname dim, bool keepdim=False, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "prod", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prod(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_scalar_type(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::prod(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_amax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "amax(int[1] dim=[], bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "amax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_amin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "amin(int[1] dim=[], bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "amin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::amin(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_max([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "max()",
      "max(int dim, bool keepdim=False)",
      "max(Dimname dim, bool keepdim=False)",
      "max(Tensor other)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "max", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max(self); }, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "max", {"values", "indices"});
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "max", {"values", "indices"});
    }
    case 3: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::max_other(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_min([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "min()",
      "min(int dim, bool keepdim=False)",
      "min(Dimname dim, bool keepdim=False)",
      "min(Tensor other)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "min", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min(self); }, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "min", {"values", "indices"});
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "min", {"values", "indices"});
    }
    case 3: {
      auto&& a1 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::min_other(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_argmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argmax(int? dim=None, bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "argmax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argmax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_argmin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argmin(int? dim=None, bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "argmin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argmin(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_var([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "var(int[1]? dim=None, bool unbiased=True, bool keepdim=False)|unlisted",
      "var(Dimname[1] dim, bool unbiased=True, bool keepdim=False)|unlisted",
      "var(int[1]? dim=None, *, int? correction=None, bool keepdim=False)|unlisted",
      "var(Dimname[1] dim, *, int? correction=None, bool keepdim=False)|unlisted",
      "var(bool unbiased=True)|unlisted",
      "var(int[1]? dim, *, int? correction, bool keepdim=False)|listed",
      "var(int[1]? dim, bool unbiased=True, bool keepdim=False)|listed",
      "var(bool unbiased=True)|listed",
      "var(Dimname[1] dim, *, int? correction, bool keepdim=False)|listed",
      "var(Dimname[1] dim, bool unbiased=True, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "var", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_correction(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 4: {
      auto&& a1 = r.to_bool(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::var_unbiased(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_std([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "std(int[1]? dim=None, bool unbiased=True, bool keepdim=False)|unlisted",
      "std(Dimname[1] dim, bool unbiased=True, bool keepdim=False)|unlisted",
      "std(int[1]? dim=None, *, int? correction=None, bool keepdim=False)|unlisted",
      "std(Dimname[1] dim, *, int? correction=None, bool keepdim=False)|unlisted",
      "std(bool unbiased=True)|unlisted",
      "std(int[1]? dim, *, int? correction, bool keepdim=False)|listed",
      "std(int[1]? dim, bool unbiased=True, bool keepdim=False)|listed",
      "std(bool unbiased=True)|listed",
      "std(Dimname[1] dim, *, int? correction, bool keepdim=False)|listed",
      "std(Dimname[1] dim, bool unbiased=True, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "std", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.optional_int_list(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 3: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_correction(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 4: {
      auto&& a1 = r.to_bool(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::std_unbiased(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_all([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "all(int? dim=None, bool keepdim=False)|unlisted",
      "all(Dimname dim, bool keepdim=False)|unlisted",
      "all()|listed",
      "all(int dim, bool keepdim=False)|listed",
      "all(Dimname dim, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "all", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::all(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("all");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_any([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "any(int? dim=None, bool keepdim=False)|unlisted",
      "any(Dimname dim, bool keepdim=False)|unlisted",
      "any()|listed",
      "any(int dim, bool keepdim=False)|listed",
      "any(Dimname dim, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "any", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::any(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("any");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logsumexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logsumexp(int[1] dim, bool keepdim=False)|unlisted",
      "logsumexp(Dimname[1] dim, bool keepdim=False)|unlisted",
      "logsumexp(int[1] dim, bool keepdim=False)|listed",
      "logsumexp(Dimname[1] dim, bool keepdim=False)|listed",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logsumexp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int_list(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dims_from_names(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logsumexp(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "softmax(int dim, ScalarType? dtype=None)|unlisted",
      "softmax(Dimname dim, ScalarType? dtype=None)|unlisted",
      "softmax(int dim, ScalarType? dtype=None)|listed",
      "softmax(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "softmax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::softmax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log_softmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_softmax(int dim, ScalarType? dtype=None)|unlisted",
      "log_softmax(Dimname dim, ScalarType? dtype=None)|unlisted",
      "log_softmax(int dim, ScalarType? dtype=None)|listed",
      "log_softmax(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log_softmax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_softmax(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cumsum([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumsum(int dim, *, ScalarType? dtype=None)|unlisted",
      "cumsum(Dimname dim, *, ScalarType? dtype=None)|unlisted",
      "cumsum(int dim, *, ScalarType? dtype=None)|listed",
      "cumsum(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cumsum", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cumsum_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumsum_(int dim, *, ScalarType? dtype=None)|unlisted",
      "cumsum_(Dimname dim, *, ScalarType? dtype=None)|unlisted",
      "cumsum_(int dim, *, ScalarType? dtype=None)|listed",
      "cumsum_(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cumsum_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumsum_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cumprod([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumprod(int dim, *, ScalarType? dtype=None)|unlisted",
      "cumprod(Dimname dim, *, ScalarType? dtype=None)|unlisted",
      "cumprod(int dim, *, ScalarType? dtype=None)|listed",
      "cumprod(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cumprod", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cumprod_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cumprod_(int dim, *, ScalarType? dtype=None)|unlisted",
      "cumprod_(Dimname dim, *, ScalarType? dtype=None)|unlisted",
      "cumprod_(int dim, *, ScalarType? dtype=None)|listed",
      "cumprod_(Dimname dim, *, ScalarType? dtype=None)|listed",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cumprod_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.optional_scalar_type(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cumprod_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_norm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "norm(Scalar? p=2, int[1]? dim=None, bool keepdim=False)",
      "norm(Scalar? p, int[1]? dim, bool keepdim, *, ScalarType dtype)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "norm", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_int_list(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.optional_scalar(0);
      auto&& a2 = r.optional_int_list(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.scalar_type(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::norm_dtype(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_reduce_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"sum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sum)), METH_FASTCALL | METH_KEYWORDS, "sum($module, input, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nReturns the sum of self over dim (all dims when None)."});
  tables.functions["_functions"].push_back({"mean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mean)), METH_FASTCALL | METH_KEYWORDS, "mean($module, input, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nReturns the mean of self over dim (all dims when None)."});
  tables.functions["_functions"].push_back({"prod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_prod)), METH_FASTCALL | METH_KEYWORDS, "prod($module, input, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the product of self over dim (all elements when None)."});
  tables.functions["_functions"].push_back({"amax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_amax)), METH_FASTCALL | METH_KEYWORDS, "amax($module, input, dim=(), keepdim=False, *, out=None)\n--\n\nReturns the maximum of self over dim (all dims when empty)."});
  tables.functions["_functions"].push_back({"amin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_amin)), METH_FASTCALL | METH_KEYWORDS, "amin($module, input, dim=(), keepdim=False, *, out=None)\n--\n\nReturns the minimum of self over dim (all dims when empty)."});
  tables.functions["_functions"].push_back({"max", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_max)), METH_FASTCALL | METH_KEYWORDS, "max($module, input, dim=None, keepdim=False, *, other=None, out=None)\n--\n\nReturns the maximum of all elements of self."});
  tables.functions["_functions"].push_back({"min", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_min)), METH_FASTCALL | METH_KEYWORDS, "min($module, input, dim=None, keepdim=False, *, other=None, out=None)\n--\n\nReturns the minimum of all elements of self."});
  tables.functions["_functions"].push_back({"argmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_argmax)), METH_FASTCALL | METH_KEYWORDS, "argmax($module, input, dim=None, keepdim=False)\n--\n\nReturns the index of the maximum of self over dim (of the flattened tensor when None)."});
  tables.functions["_functions"].push_back({"argmin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_argmin)), METH_FASTCALL | METH_KEYWORDS, "argmin($module, input, dim=None, keepdim=False)\n--\n\nReturns the index of the minimum of self over dim (of the flattened tensor when None)."});
  tables.functions["_functions"].push_back({"var", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_var)), METH_FASTCALL | METH_KEYWORDS, "var($module, input, dim=None, unbiased=True, keepdim=False, *, correction=None, out=None)\n--\n\nReturns the variance of self over dim, with Bessel's correction when unbiased."});
  tables.functions["_functions"].push_back({"std", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_std)), METH_FASTCALL | METH_KEYWORDS, "std($module, input, dim=None, unbiased=True, keepdim=False, *, correction=None, out=None)\n--\n\nReturns the standard deviation of self over dim, with Bessel's correction when unbiased."});
  tables.functions["_functions"].push_back({"all", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_all)), METH_FASTCALL | METH_KEYWORDS, "all($module, input, dim=None, keepdim=False)\n--\n\nTests whether all elements of self over dim are true."});
  tables.functions["_functions"].push_back({"any", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_any)), METH_FASTCALL | METH_KEYWORDS, "any($module, input, dim=None, keepdim=False)\n--\n\nTests whether any element of self over dim is true."});
  tables.functions["_functions"].push_back({"logsumexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logsumexp)), METH_FASTCALL | METH_KEYWORDS, "logsumexp($module, input, dim, keepdim=False)\n--\n\nReturns log(sum(exp(self))) over dim, computed stably."});
  tables.functions["_special"].push_back({"logsumexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_logsumexp)), METH_FASTCALL | METH_KEYWORDS, "logsumexp($module, input, dim, keepdim=False)\n--\n\nReturns log(sum(exp(self))) over dim, computed stably."});
  tables.functions["_nn"].push_back({"softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_softmax)), METH_FASTCALL | METH_KEYWORDS, "softmax($module, input, dim, dtype=None)\n--\n\nReturns exp(self) normalised to sum to 1 along dim."});
  tables.functions["_special"].push_back({"softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_softmax)), METH_FASTCALL | METH_KEYWORDS, "softmax($module, input, dim, dtype=None)\n--\n\nReturns exp(self) normalised to sum to 1 along dim."});
  tables.functions["_nn"].push_back({"log_softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_nn_functional_log_softmax)), METH_FASTCALL | METH_KEYWORDS, "log_softmax($module, input, dim, dtype=None)\n--\n\nReturns the logarithm of softmax(self, dim), computed stably."});
  tables.functions["_special"].push_back({"log_softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_special_log_softmax)), METH_FASTCALL | METH_KEYWORDS, "log_softmax($module, input, dim, dtype=None)\n--\n\nReturns the logarithm of softmax(self, dim), computed stably."});
  tables.functions["_functions"].push_back({"cumsum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cumsum)), METH_FASTCALL | METH_KEYWORDS, "cumsum($module, input, dim, *, dtype=None, out=None)\n--\n\nReturns the cumulative sum of self along dim."});
  tables.functions["_functions"].push_back({"cumprod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cumprod)), METH_FASTCALL | METH_KEYWORDS, "cumprod($module, input, dim, *, dtype=None, out=None)\n--\n\nReturns the cumulative product of self along dim."});
  tables.functions["_functions"].push_back({"norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_norm)), METH_FASTCALL | METH_KEYWORDS, "norm($module, input, p=2, dim=None, keepdim=False, *, dtype=None, out=None)\n--\n\nReturns the p-norm of self over dim (of all elements when None)."});
  tables.functions["_internal"].push_back({"softmax_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_softmax_backward)), METH_FASTCALL | METH_KEYWORDS, "softmax_backward($module, grad_output, output, dim)\n--\n\nThe gradient of softmax from its output, output * (grad_output - sum(grad_output * output, dim)), in one pass per line."});
  tables.functions["_internal"].push_back({"log_softmax_backward", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_log_softmax_backward)), METH_FASTCALL | METH_KEYWORDS, "log_softmax_backward($module, grad_output, output, dim)\n--\n\nThe gradient of log_softmax from its output, grad_output - exp(output) * sum(grad_output, dim), in one pass per line."});
  tables.functions["_functions"].push_back({"norm_except_dim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_norm_except_dim)), METH_FASTCALL | METH_KEYWORDS, "norm_except_dim($module, v, pow=2, dim=0)\n--\n\nThe pow-norm of v over every dim but dim, which keeps its size (the others size 1); the norm of all of v when dim is -1."});
  tables.functions["_functions"].push_back({"softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_softmax)), METH_FASTCALL | METH_KEYWORDS, "softmax($module, input, dim, dtype=None, *, out=None)\n--\n\nReturns exp(self) normalised to sum to 1 along dim (computed in dtype when given)."});
  tables.functions["_functions"].push_back({"log_softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_log_softmax)), METH_FASTCALL | METH_KEYWORDS, "log_softmax($module, input, dim, dtype=None, *, out=None)\n--\n\nReturns the logarithm of softmax(self, dim), computed stably (in dtype when given)."});
  tables.methods.push_back({"sum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_sum)), METH_FASTCALL | METH_KEYWORDS, "sum($self, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the sum of self over dim (all dims when None)."});
  tables.methods.push_back({"mean", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mean)), METH_FASTCALL | METH_KEYWORDS, "mean($self, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the mean of self over dim (all dims when None)."});
  tables.methods.push_back({"prod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_prod)), METH_FASTCALL | METH_KEYWORDS, "prod($self, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the product of self over dim (all elements when None)."});
  tables.methods.push_back({"amax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_amax)), METH_FASTCALL | METH_KEYWORDS, "amax($self, dim=(), keepdim=False)\n--\n\nReturns the maximum of self over dim (all dims when empty)."});
  tables.methods.push_back({"amin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_amin)), METH_FASTCALL | METH_KEYWORDS, "amin($self, dim=(), keepdim=False)\n--\n\nReturns the minimum of self over dim (all dims when empty)."});
  tables.methods.push_back({"max", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_max)), METH_FASTCALL | METH_KEYWORDS, "max($self, dim=None, keepdim=False, *, other=None)\n--\n\nReturns the maximum of all elements of self."});
  tables.methods.push_back({"min", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_min)), METH_FASTCALL | METH_KEYWORDS, "min($self, dim=None, keepdim=False, *, other=None)\n--\n\nReturns the minimum of all elements of self."});
  tables.methods.push_back({"argmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_argmax)), METH_FASTCALL | METH_KEYWORDS, "argmax($self, dim=None, keepdim=False)\n--\n\nReturns the index of the maximum of self over dim (of the flattened tensor when None)."});
  tables.methods.push_back({"argmin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_argmin)), METH_FASTCALL | METH_KEYWORDS, "argmin($self, dim=None, keepdim=False)\n--\n\nReturns the index of the minimum of self over dim (of the flattened tensor when None)."});
  tables.methods.push_back({"var", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_var)), METH_FASTCALL | METH_KEYWORDS, "var($self, dim=None, unbiased=True, keepdim=False, *, correction=None)\n--\n\nReturns the variance of self over dim, with Bessel's correction when unbiased."});
  tables.methods.push_back({"std", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_std)), METH_FASTCALL | METH_KEYWORDS, "std($self, dim=None, unbiased=True, keepdim=False, *, correction=None)\n--\n\nReturns the standard deviation of self over dim, with Bessel's correction when unbiased."});
  tables.methods.push_back({"all", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_all)), METH_FASTCALL | METH_KEYWORDS, "all($self, dim=None, keepdim=False)\n--\n\nTests whether all elements of self over dim are true."});
  tables.methods.push_back({"any", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_any)), METH_FASTCALL | METH_KEYWORDS, "any($self, dim=None, keepdim=False)\n--\n\nTests whether any element of self over dim is true."});
  tables.methods.push_back({"logsumexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logsumexp)), METH_FASTCALL | METH_KEYWORDS, "logsumexp($self, dim, keepdim=False)\n--\n\nReturns log(sum(exp(self))) over dim, computed stably."});
  tables.methods.push_back({"softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_softmax)), METH_FASTCALL | METH_KEYWORDS, "softmax($self, dim, dtype=None)\n--\n\nReturns exp(self) normalised to sum to 1 along dim."});
  tables.methods.push_back({"log_softmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_log_softmax)), METH_FASTCALL | METH_KEYWORDS, "log_softmax($self, dim, dtype=None)\n--\n\nReturns the logarithm of softmax(self, dim), computed stably."});
  tables.methods.push_back({"cumsum", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cumsum)), METH_FASTCALL | METH_KEYWORDS, "cumsum($self, dim, *, dtype=None)\n--\n\nReturns the cumulative sum of self along dim."});
  tables.methods.push_back({"cumsum_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cumsum_)), METH_FASTCALL | METH_KEYWORDS, "cumsum_($self, dim, *, dtype=None)\n--\n\nReturns the cumulative sum of self along dim."});
  tables.methods.push_back({"cumprod", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cumprod)), METH_FASTCALL | METH_KEYWORDS, "cumprod($self, dim, *, dtype=None)\n--\n\nReturns the cumulative product of self along dim."});
  tables.methods.push_back({"cumprod_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cumprod_)), METH_FASTCALL | METH_KEYWORDS, "cumprod_($self, dim, *, dtype=None)\n--\n\nReturns the cumulative product of self along dim."});
  tables.methods.push_back({"norm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_norm)), METH_FASTCALL | METH_KEYWORDS, "norm($self, p=2, dim=None, keepdim=False, *, dtype=None)\n--\n\nReturns the p-norm of self over dim (of all elements when None)."});
}

}  // namespace yaten::python
