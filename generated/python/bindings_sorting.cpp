// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'sorting' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_sorting.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/dimname_refused.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_sort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sort(Tensor input, int dim=-1, bool descending=False, *, bool? stable=False, Tensor[]? out=None)|unlisted",
      "sort(Tensor input, Dimname dim, bool descending=False, *, bool? stable=False, Tensor[]? out=None)|unlisted",
      "sort(Tensor input, *, bool? stable, int dim=-1, bool descending=False, Tensor[]? out=None)|listed",
      "sort(Tensor input, int dim=-1, bool descending=False, *, Tensor[]? out=None)|listed",
      "sort(Tensor input, *, bool? stable, Dimname dim, bool descending=False, Tensor[]? out=None)|listed",
      "sort(Tensor input, Dimname dim, bool descending=False, *, Tensor[]? out=None)|listed",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "sort", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.optional_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 2)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sort_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "sort_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sort(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "sort", {"values", "indices"});
    }
    case 1: {
      raise_dimname_refused("sort");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_argsort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argsort(Tensor input, int dim=-1, bool descending=False, *, bool stable=False)|unlisted",
      "argsort(Tensor input, Dimname dim, bool descending=False, *, bool stable=False)|unlisted",
      "argsort(Tensor input, *, bool stable, int dim=-1, bool descending=False)|listed",
      "argsort(Tensor input, int dim=-1, bool descending=False)|listed",
      "argsort(Tensor input, Dimname dim, bool descending=False)|listed",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "argsort", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argsort(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("argsort");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_msort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "msort(Tensor input, *, Tensor? out=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "msort", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(1)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::msort_out(a0, a1); }, a0, a1);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::msort(a0); }, a0);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_topk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "topk(Tensor input, int k, int dim=-1, bool largest=True, bool sorted=True, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "topk", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.to_bool(4);
        auto&& a5 = Tensor(r.out_tensors(5, 2)[0]);
        auto&& a6 = Tensor(r.out_tensors(5, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::topk_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tuple(result, "topk_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::topk(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "topk", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_kthvalue([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kthvalue(Tensor input, int k, int dim=-1, bool keepdim=False, *, Tensor[]? out=None)",
      "kthvalue(Tensor input, int k, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "kthvalue", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 2)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "kthvalue_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "kthvalue", {"values", "indices"});
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[2]});
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = dim_from_name(r.tensor(0), r.objs[2]);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 2)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "kthvalue_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = dim_from_name(r.tensor(0), r.objs[2]);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "kthvalue", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_median([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "median(Tensor input)",
      "median(Tensor input, int dim, bool keepdim=False, *, Tensor[]? out=None)",
      "median(Tensor input, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "median", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "median_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "median", {"values", "indices"});
    }
    case 2: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "median_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "median", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nanmedian([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanmedian(Tensor input)",
      "nanmedian(Tensor input, int dim, bool keepdim=False, *, Tensor[]? out=None)",
      "nanmedian(Tensor input, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nanmedian", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian(a0); }, a0);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "nanmedian_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "nanmedian", {"values", "indices"});
    }
    case 2: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "nanmedian_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "nanmedian", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_mode([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mode(Tensor input, int dim=-1, bool keepdim=False, *, Tensor[]? out=None)",
      "mode(Tensor input, Dimname dim, bool keepdim=False, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "mode", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "mode_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "mode", {"values", "indices"});
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "mode_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "mode", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten__unique2([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "_unique2(Tensor input, bool sorted=True, bool return_inverse=False, bool return_counts=False)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "_unique2", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::_unique2(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "_unique2", {"output", "inverse_indices", "counts"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_unique_dim([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unique_dim(Tensor input, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unique_dim(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "unique_dim", {"output", "inverse_indices", "counts"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn__internal_unique_consecutive([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "unique_consecutive(Tensor input, bool return_inverse=False, bool return_counts=False, int? dim=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_bool(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.optional_int64(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::unique_consecutive(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "unique_consecutive", {"output", "inverse_indices", "counts"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_searchsorted([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "searchsorted(Tensor sorted_sequence, Tensor input, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None, Tensor? out=None)",
      "searchsorted(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "searchsorted", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(6)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.optional_string_view(4);
        auto&& a5 = r.tensor(5);
        auto&& a6 = r.tensor(6);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::searchsorted_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_string_view(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::searchsorted(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.optional_string_view(4);
      auto&& a5 = r.tensor(5);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::searchsorted(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bucketize([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bucketize(Tensor input, Tensor boundaries, *, bool out_int32=False, bool right=False, Tensor? out=None)",
      "bucketize(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bucketize", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bucketize_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bucketize(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bucketize(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_histc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "histc(Tensor input, int bins=100, Scalar min=0, Scalar max=0, *, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "histc", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.scalar(2);
        auto&& a3 = r.scalar(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histc_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.scalar(2);
      auto&& a3 = r.scalar(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histc(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_histogram([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "histogram(Tensor input, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False, Tensor[]? out=None)",
      "histogram(Tensor input, Tensor bins, *, Tensor? weight=None, bool density=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "histogram", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.optional_float_list(2);
        auto&& a3 = r.tensor(3);
        auto&& a4 = r.to_bool(4);
        auto&& a5 = Tensor(r.out_tensors(5, 2)[0]);
        auto&& a6 = Tensor(r.out_tensors(5, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bin_ct_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tuple(result, "histogram_out", {"hist", "bin_edges"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_float_list(2);
      auto&& a3 = r.tensor(3);
      auto&& a4 = r.to_bool(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bin_ct(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tuple(result, "histogram", {"hist", "bin_edges"});
    }
    case 1: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.tensor(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = Tensor(r.out_tensors(4, 2)[0]);
        auto&& a5 = Tensor(r.out_tensors(4, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bins_tensor_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tuple(result, "histogram_out", {"hist", "bin_edges"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.tensor(2);
      auto&& a3 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bins_tensor(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tuple(result, "histogram", {"hist", "bin_edges"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bincount([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bincount(Tensor input, Tensor? weights=None, int minlength=0)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bincount", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.int64(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bincount(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_count_nonzero([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "count_nonzero(Tensor input, int? dim=None)",
      "count_nonzero(Tensor input, int[] dim)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "count_nonzero", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::count_nonzero(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int_list(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::count_nonzero_dim_IntList(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_aminmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "aminmax(Tensor input, *, int? dim=None, bool keepdim=False, Tensor[]? out=None)",
  }, false);
  ParsedArgs<5> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "aminmax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.optional_int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = Tensor(r.out_tensors(3, 2)[0]);
        auto&& a4 = Tensor(r.out_tensors(3, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::aminmax_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tuple(result, "aminmax_out", {"min", "max"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_int64(1);
      auto&& a2 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::aminmax(a0, a1, a2); }, a0, a1, a2);
      return wrap_tuple(result, "aminmax", {"min", "max"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cummax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cummax(Tensor input, int dim, *, Tensor[]? out=None)",
      "cummax(Tensor input, Dimname dim, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cummax", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "cummax_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax(a0, a1); }, a0, a1);
      return wrap_tuple(result, "cummax", {"values", "indices"});
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "cummax_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax(a0, a1); }, a0, a1);
      return wrap_tuple(result, "cummax", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_cummin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cummin(Tensor input, int dim, *, Tensor[]? out=None)",
      "cummin(Tensor input, Dimname dim, *, Tensor[]? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "cummin", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "cummin_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin(a0, a1); }, a0, a1);
      return wrap_tuple(result, "cummin", {"values", "indices"});
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = Tensor(r.out_tensors(2, 2)[0]);
        auto&& a3 = Tensor(r.out_tensors(2, 2)[1]);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tuple(result, "cummin_out", {"values", "indices"});
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin(a0, a1); }, a0, a1);
      return wrap_tuple(result, "cummin", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_logcumsumexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logcumsumexp(Tensor input, int dim, *, Tensor? out=None)",
      "logcumsumexp(Tensor input, Dimname dim, *, Tensor? out=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "logcumsumexp", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(r.tensor(0), {r.objs[1]});
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = dim_from_name(r.tensor(0), r.objs[1]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_quantile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "quantile(Tensor input, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor? out=None)",
      "quantile(Tensor input, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "quantile", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile_scalar_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile_scalar(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_nanquantile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanquantile(Tensor input, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor? out=None)",
      "nanquantile(Tensor input, float q, int? dim=None, bool keepdim=False, *, str interpolation='linear', Tensor? out=None)",
  }, false);
  ParsedArgs<7> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "nanquantile", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(5)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.optional_int64(2);
        auto&& a3 = r.to_bool(3);
        auto&& a4 = r.string_view(4);
        auto&& a5 = r.tensor(5);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile_scalar_out(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.optional_int64(2);
      auto&& a3 = r.to_bool(3);
      auto&& a4 = r.string_view(4);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile_scalar(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_sort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "sort(int dim=-1, bool descending=False, *, bool? stable=False)|unlisted",
      "sort(Dimname dim, bool descending=False, *, bool? stable=False)|unlisted",
      "sort(*, bool? stable, int dim=-1, bool descending=False)|listed",
      "sort(int dim=-1, bool descending=False)|listed",
      "sort(*, bool? stable, Dimname dim, bool descending=False)|listed",
      "sort(Dimname dim, bool descending=False)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "sort", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.optional_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::sort(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tuple(result, "sort", {"values", "indices"});
    }
    case 1: {
      raise_dimname_refused("sort");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_argsort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "argsort(int dim=-1, bool descending=False, *, bool stable=False)|unlisted",
      "argsort(Dimname dim, bool descending=False, *, bool stable=False)|unlisted",
      "argsort(*, bool stable, int dim=-1, bool descending=False)|listed",
      "argsort(int dim=-1, bool descending=False)|listed",
      "argsort(Dimname dim, bool descending=False)|listed",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "argsort", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::argsort(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
    case 1: {
      raise_dimname_refused("argsort");
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_msort([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "msort()",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "msort", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::msort(self); }, self);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_msort_noargs(PyObject* self_obj, PyObject*) { return method_msort(self_obj, nullptr, 0, nullptr); }

PyObject* method_topk([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "topk(int k, int dim=-1, bool largest=True, bool sorted=True)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "topk", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::topk(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tuple(result, "topk", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_kthvalue([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "kthvalue(int k, int dim=-1, bool keepdim=False)",
      "kthvalue(int k, Dimname dim, bool keepdim=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "kthvalue", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.int64(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tuple(result, "kthvalue", {"values", "indices"});
    }
    case 1: {
      check_names_found(self, {r.objs[1]});
      auto&& a1 = r.int64(0);
      auto&& a2 = dim_from_name(self, r.objs[1]);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::kthvalue(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tuple(result, "kthvalue", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_median([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "median()",
      "median(int dim, bool keepdim=False)",
      "median(Dimname dim, bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "median", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median(self); }, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "median", {"values", "indices"});
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::median_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "median", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nanmedian([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanmedian()",
      "nanmedian(int dim, bool keepdim=False)",
      "nanmedian(Dimname dim, bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nanmedian", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian(self); }, self);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "nanmedian", {"values", "indices"});
    }
    case 2: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanmedian_dim(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "nanmedian", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_mode([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "mode(int dim=-1, bool keepdim=False)",
      "mode(Dimname dim, bool keepdim=False)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "mode", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "mode", {"values", "indices"});
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::mode(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "mode", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_histc([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "histc(int bins=100, Scalar min=0, Scalar max=0)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "histc", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.scalar(1);
      auto&& a3 = r.scalar(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histc(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_histogram([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "histogram(int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False)",
      "histogram(Tensor bins, *, Tensor? weight=None, bool density=False)",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "histogram", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_float_list(1);
      auto&& a3 = r.tensor(2);
      auto&& a4 = r.to_bool(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bin_ct(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tuple(result, "histogram", {"hist", "bin_edges"});
    }
    case 1: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.tensor(1);
      auto&& a3 = r.to_bool(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::histogram_bins_tensor(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tuple(result, "histogram", {"hist", "bin_edges"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bincount([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bincount(Tensor? weights=None, int minlength=0)",
  }, false);
  ParsedArgs<2> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bincount", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.int64(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bincount(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_count_nonzero([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "count_nonzero(int? dim=None)",
      "count_nonzero(int[] dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "count_nonzero", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::count_nonzero(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int_list(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::count_nonzero_dim_IntList(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_aminmax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "aminmax(*, int? dim=None, bool keepdim=False)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "aminmax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.optional_int64(0);
      auto&& a2 = r.to_bool(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::aminmax(self, a1, a2); }, self, a1, a2);
      return wrap_tuple(result, "aminmax", {"min", "max"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cummax([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cummax(int dim)",
      "cummax(Dimname dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cummax", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax(self, a1); }, self, a1);
      return wrap_tuple(result, "cummax", {"values", "indices"});
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummax(self, a1); }, self, a1);
      return wrap_tuple(result, "cummax", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cummin([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cummin(int dim)",
      "cummin(Dimname dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cummin", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin(self, a1); }, self, a1);
      return wrap_tuple(result, "cummin", {"values", "indices"});
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cummin(self, a1); }, self, a1);
      return wrap_tuple(result, "cummin", {"values", "indices"});
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_logcumsumexp([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "logcumsumexp(int dim)",
      "logcumsumexp(Dimname dim)",
  }, false);
  ParsedArgs<1> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "logcumsumexp", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      check_names_found(self, {r.objs[0]});
      auto&& a1 = dim_from_name(self, r.objs[0]);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::logcumsumexp(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_quantile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "quantile(Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear')",
      "quantile(float q, int? dim=None, bool keepdim=False, *, str interpolation='linear')",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "quantile", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::quantile_scalar(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_nanquantile([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "nanquantile(Tensor q, int? dim=None, bool keepdim=False, *, str interpolation='linear')",
      "nanquantile(float q, int? dim=None, bool keepdim=False, *, str interpolation='linear')",
  }, false);
  ParsedArgs<5> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "nanquantile", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.to_bool(2);
      auto&& a4 = r.string_view(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::nanquantile_scalar(self, a1, a2, a3, a4); }, self, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_sorting_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"sort", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_sort)), METH_FASTCALL | METH_KEYWORDS, "sort($module, input, dim=-1, descending=False, *, stable=False, out=None)\n--\n\nSorts self along dim (ascending unless descending), stably, NaN after every number; returns the values and their indices."});
  tables.functions["_functions"].push_back({"argsort", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_argsort)), METH_FASTCALL | METH_KEYWORDS, "argsort($module, input, dim=-1, descending=False, *, stable=False)\n--\n\nReturns the indices that sort self along dim, as sort's."});
  tables.functions["_functions"].push_back({"msort", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_msort)), METH_FASTCALL | METH_KEYWORDS, "msort($module, input, *, out=None)\n--\n\nSorts self along its first dim, ascending."});
  tables.functions["_functions"].push_back({"topk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_topk)), METH_FASTCALL | METH_KEYWORDS, "topk($module, input, k, dim=-1, largest=True, sorted=True, *, out=None)\n--\n\nReturns the k largest (or smallest) elements of self along dim and their indices, in order when sorted."});
  tables.functions["_functions"].push_back({"kthvalue", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_kthvalue)), METH_FASTCALL | METH_KEYWORDS, "kthvalue($module, input, k, dim=-1, keepdim=False, *, out=None)\n--\n\nReturns the k-th smallest element of self along dim (k counts from 1) and its index."});
  tables.functions["_functions"].push_back({"median", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_median)), METH_FASTCALL | METH_KEYWORDS, "median($module, input, dim=None, keepdim=False, *, out=None)\n--\n\nReturns the lower median of all elements of self (NaN when there is one)."});
  tables.functions["_functions"].push_back({"nanmedian", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nanmedian)), METH_FASTCALL | METH_KEYWORDS, "nanmedian($module, input, dim=None, keepdim=False, *, out=None)\n--\n\nReturns the lower median of the elements of self that are not NaN."});
  tables.functions["_functions"].push_back({"mode", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_mode)), METH_FASTCALL | METH_KEYWORDS, "mode($module, input, dim=-1, keepdim=False, *, out=None)\n--\n\nReturns the most frequent value of self along dim (the smallest among ties) and the index of its last occurrence."});
  tables.functions["_functions"].push_back({"_unique2", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten__unique2)), METH_FASTCALL | METH_KEYWORDS, "_unique2($module, input, sorted=True, return_inverse=False, return_counts=False)\n--\n\nThe distinct elements of self (sorted), with the index of each element's value in them and each value's count; unique's kernel."});
  tables.functions["_internal"].push_back({"unique_dim", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_unique_dim)), METH_FASTCALL | METH_KEYWORDS, "unique_dim($module, input, dim, sorted=True, return_inverse=False, return_counts=False)\n--\n\nThe distinct slices of self along dim (sorted), with the index of each slice in them and each one's count."});
  tables.functions["_internal"].push_back({"unique_consecutive", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn__internal_unique_consecutive)), METH_FASTCALL | METH_KEYWORDS, "unique_consecutive($module, input, return_inverse=False, return_counts=False, dim=None)\n--\n\nCollapses runs of equal elements (or slices along dim) of self, with the index of each in the result and each run's length."});
  tables.functions["_functions"].push_back({"searchsorted", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_searchsorted)), METH_FASTCALL | METH_KEYWORDS, "searchsorted($module, sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None, out=None)\n--\n\nReturns for each value of self the index where it would be inserted into the innermost dim of sorted_sequence to keep it sorted (after equal values when right or side='right')."});
  tables.functions["_functions"].push_back({"bucketize", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bucketize)), METH_FASTCALL | METH_KEYWORDS, "bucketize($module, input, boundaries, *, out_int32=False, right=False, out=None)\n--\n\nReturns for each value of self the index of its bucket among the sorted 1-D boundaries."});
  tables.functions["_functions"].push_back({"histc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_histc)), METH_FASTCALL | METH_KEYWORDS, "histc($module, input, bins=100, min=0, max=0, *, out=None)\n--\n\nCounts the elements of self in bins equal-width bins over [min, max] (the data's range when both are 0); values outside are ignored."});
  tables.functions["_functions"].push_back({"histogram", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_histogram)), METH_FASTCALL | METH_KEYWORDS, "histogram($module, input, bins=100, *, range=None, weight=None, density=False, out=None)\n--\n\nA histogram of self in bins equal-width bins over range (the data's range when None), optionally weighted or normalised to a density; returns it and the bin edges."});
  tables.functions["_functions"].push_back({"bincount", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bincount)), METH_FASTCALL | METH_KEYWORDS, "bincount($module, input, weights=None, minlength=0)\n--\n\nCounts each value of the non-negative 1-D integer tensor self (summing weights instead when given), with at least minlength bins."});
  tables.functions["_functions"].push_back({"count_nonzero", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_count_nonzero)), METH_FASTCALL | METH_KEYWORDS, "count_nonzero($module, input, dim=None)\n--\n\nCounts the nonzero elements of self along dim (all of them when None)."});
  tables.functions["_functions"].push_back({"aminmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_aminmax)), METH_FASTCALL | METH_KEYWORDS, "aminmax($module, input, *, dim=None, keepdim=False, out=None)\n--\n\nReturns the minimum and the maximum of self over dim (all elements when None)."});
  tables.functions["_functions"].push_back({"cummax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cummax)), METH_FASTCALL | METH_KEYWORDS, "cummax($module, input, dim, *, out=None)\n--\n\nReturns the running maximum of self along dim and the index where each was reached (the last among equals; NaN propagates)."});
  tables.functions["_functions"].push_back({"cummin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_cummin)), METH_FASTCALL | METH_KEYWORDS, "cummin($module, input, dim, *, out=None)\n--\n\nReturns the running minimum of self along dim and the index where each was reached (the last among equals; NaN propagates)."});
  tables.functions["_functions"].push_back({"logcumsumexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_logcumsumexp)), METH_FASTCALL | METH_KEYWORDS, "logcumsumexp($module, input, dim, *, out=None)\n--\n\nReturns log(cumsum(exp(self), dim)), computed stably."});
  tables.functions["_functions"].push_back({"quantile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_quantile)), METH_FASTCALL | METH_KEYWORDS, "quantile($module, input, q, dim=None, keepdim=False, *, interpolation='linear', out=None)\n--\n\nThe quantiles q (a 0-d or 1-D tensor of self's dtype, in [0, 1]) of self along dim, a 1-D q's in a new first dim; as quantile.scalar otherwise."});
  tables.functions["_functions"].push_back({"nanquantile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_nanquantile)), METH_FASTCALL | METH_KEYWORDS, "nanquantile($module, input, q, dim=None, keepdim=False, *, interpolation='linear', out=None)\n--\n\nquantile with a tensor q, ignoring NaN (NaN only where a lane holds nothing else)."});
  tables.methods.push_back({"sort", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_sort)), METH_FASTCALL | METH_KEYWORDS, "sort($self, dim=-1, descending=False, *, stable=False)\n--\n\nSorts self along dim (ascending unless descending), stably, NaN after every number; returns the values and their indices."});
  tables.methods.push_back({"argsort", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_argsort)), METH_FASTCALL | METH_KEYWORDS, "argsort($self, dim=-1, descending=False, *, stable=False)\n--\n\nReturns the indices that sort self along dim, as sort's."});
  tables.methods.push_back({"msort", method_msort_noargs, METH_NOARGS, "msort($self)\n--\n\nSorts self along its first dim, ascending."});
  tables.methods.push_back({"topk", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_topk)), METH_FASTCALL | METH_KEYWORDS, "topk($self, k, dim=-1, largest=True, sorted=True)\n--\n\nReturns the k largest (or smallest) elements of self along dim and their indices, in order when sorted."});
  tables.methods.push_back({"kthvalue", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_kthvalue)), METH_FASTCALL | METH_KEYWORDS, "kthvalue($self, k, dim=-1, keepdim=False)\n--\n\nReturns the k-th smallest element of self along dim (k counts from 1) and its index."});
  tables.methods.push_back({"median", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_median)), METH_FASTCALL | METH_KEYWORDS, "median($self, dim=None, keepdim=False)\n--\n\nReturns the lower median of all elements of self (NaN when there is one)."});
  tables.methods.push_back({"nanmedian", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nanmedian)), METH_FASTCALL | METH_KEYWORDS, "nanmedian($self, dim=None, keepdim=False)\n--\n\nReturns the lower median of the elements of self that are not NaN."});
  tables.methods.push_back({"mode", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_mode)), METH_FASTCALL | METH_KEYWORDS, "mode($self, dim=-1, keepdim=False)\n--\n\nReturns the most frequent value of self along dim (the smallest among ties) and the index of its last occurrence."});
  tables.methods.push_back({"histc", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_histc)), METH_FASTCALL | METH_KEYWORDS, "histc($self, bins=100, min=0, max=0)\n--\n\nCounts the elements of self in bins equal-width bins over [min, max] (the data's range when both are 0); values outside are ignored."});
  tables.methods.push_back({"histogram", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_histogram)), METH_FASTCALL | METH_KEYWORDS, "histogram($self, bins=100, *, range=None, weight=None, density=False)\n--\n\nA histogram of self in bins equal-width bins over range (the data's range when None), optionally weighted or normalised to a density; returns it and the bin edges."});
  tables.methods.push_back({"bincount", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bincount)), METH_FASTCALL | METH_KEYWORDS, "bincount($self, weights=None, minlength=0)\n--\n\nCounts each value of the non-negative 1-D integer tensor self (summing weights instead when given), with at least minlength bins."});
  tables.methods.push_back({"count_nonzero", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_count_nonzero)), METH_FASTCALL | METH_KEYWORDS, "count_nonzero($self, dim=None)\n--\n\nCounts the nonzero elements of self along dim (all of them when None)."});
  tables.methods.push_back({"aminmax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_aminmax)), METH_FASTCALL | METH_KEYWORDS, "aminmax($self, *, dim=None, keepdim=False)\n--\n\nReturns the minimum and the maximum of self over dim (all elements when None)."});
  tables.methods.push_back({"cummax", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cummax)), METH_FASTCALL | METH_KEYWORDS, "cummax($self, dim)\n--\n\nReturns the running maximum of self along dim and the index where each was reached (the last among equals; NaN propagates)."});
  tables.methods.push_back({"cummin", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cummin)), METH_FASTCALL | METH_KEYWORDS, "cummin($self, dim)\n--\n\nReturns the running minimum of self along dim and the index where each was reached (the last among equals; NaN propagates)."});
  tables.methods.push_back({"logcumsumexp", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_logcumsumexp)), METH_FASTCALL | METH_KEYWORDS, "logcumsumexp($self, dim)\n--\n\nReturns log(cumsum(exp(self), dim)), computed stably."});
  tables.methods.push_back({"quantile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_quantile)), METH_FASTCALL | METH_KEYWORDS, "quantile($self, q, dim=None, keepdim=False, *, interpolation='linear')\n--\n\nThe quantiles q (a 0-d or 1-D tensor of self's dtype, in [0, 1]) of self along dim, a 1-D q's in a new first dim; as quantile.scalar otherwise."});
  tables.methods.push_back({"nanquantile", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_nanquantile)), METH_FASTCALL | METH_KEYWORDS, "nanquantile($self, q, dim=None, keepdim=False, *, interpolation='linear')\n--\n\nquantile with a tensor q, ignoring NaN (NaN only where a lane holds nothing else)."});
}

}  // namespace yaten::python
