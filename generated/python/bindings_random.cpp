// @generated from ops.yaml by codegen (template: bindings_family.cpp.j2). Do not edit.
// Python entries of the 'random' ops: one per Python name, parsing all
// of its overloads in one pass (python/src/arg_parser.h).
#include "generated/python/bindings.h"

#include "generated/autograd/ops_random.h"
#include "python/src/arg_parser.h"
#include "python/src/device_objects.h"
#include "python/src/gil_release.h"
#include "python/src/named_tensors.h"
#include "python/src/torch_function.h"
#include "python/src/wrap.h"

namespace yaten::python {
namespace {

PyObject* fn_yaten_rand_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "rand_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "rand_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("rand_like", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::rand_like(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randn_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randn_like(Tensor input, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<8> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randn_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("randn_like", r.objs[4], r.objs[3], r.objs[5]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.optional_scalar_type(2);
      auto&& a2 = r.to_bool(6);
      auto&& a3 = r.optional_memory_format(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randn_like(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randint_like([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randint_like(Tensor input, int high, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
      "randint_like(Tensor input, int low, int high, *, MemoryFormat? memory_format=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)",
  }, false);
  ParsedArgs<10> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randint_like", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("randint_like", r.objs[5], r.objs[4], r.objs[6]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      auto&& a4 = r.optional_memory_format(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint_like(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
      return wrap_tensor(result);
    }
    case 1: {
      check_tensor_options("randint_like", r.objs[6], r.objs[5], r.objs[7]);
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.int64(2);
      auto&& a3 = r.optional_scalar_type(4);
      auto&& a4 = r.to_bool(8);
      auto&& a5 = r.optional_memory_format(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randint_like_low_dtype(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_randperm([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "randperm(int n, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "randperm(int n, *, Generator? generator, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
      "randperm(int n, *, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<9> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "randperm", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("randperm", r.objs[5], r.objs[4], r.objs[6]);
      if (!r.is_none(2)) {
        auto&& a0 = r.int64(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.optional_scalar_type(3);
        auto&& a3 = r.to_bool(7);
        auto&& a4 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randperm_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.int64(0);
      auto&& a1 = r.generator(1);
      auto&& a2 = r.optional_scalar_type(3);
      auto&& a3 = r.to_bool(7);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::randperm(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_bernoulli([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bernoulli(Tensor input, *, Generator? generator=None, Tensor? out=None)",
      "bernoulli(Tensor input, float p, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "bernoulli", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(2)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.generator(1);
        auto&& a2 = r.tensor(2);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli_out(a0, a1, a2); }, a0, a1, a2);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli_p(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_multinomial([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multinomial(Tensor input, int num_samples, bool replacement=False, *, Generator? generator=None, Tensor? out=None)",
  }, false);
  ParsedArgs<6> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "multinomial", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      if (!r.is_none(4)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.int64(1);
        auto&& a2 = r.to_bool(2);
        auto&& a3 = r.generator(3);
        auto&& a4 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multinomial_out(a0, a1, a2, a3, a4); }, a0, a1, a2, a3, a4);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.int64(1);
      auto&& a2 = r.to_bool(2);
      auto&& a3 = r.generator(3);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multinomial(a0, a1, a2, a3); }, a0, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_normal([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "normal(float mean, float std, int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|unlisted",
      "normal(Tensor mean, float std=1, *, Generator? generator=None, Tensor? out=None)|unlisted",
      "normal(float mean, Tensor std, *, Generator? generator=None, Tensor? out=None)|unlisted",
      "normal(Tensor mean, Tensor std, *, Generator? generator=None, Tensor? out=None)|unlisted",
      "normal(Tensor mean, Tensor std, *, Generator? generator=None, Tensor? out=None)|listed",
      "normal(Tensor mean, float std=1, *, Generator? generator=None, Tensor? out=None)|listed",
      "normal(float mean, Tensor std, *, Generator? generator=None, Tensor? out=None)|listed",
      "normal(float mean, float std, int[] size, *, Generator? generator=None, Tensor? out=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool requires_grad=False)|listed",
  }, false);
  ParsedArgs<11> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "normal", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      check_tensor_options("normal", r.objs[7], r.objs[6], r.objs[8]);
      if (!r.is_none(4)) {
        auto&& a0 = r.to_double(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.int_list(2);
        auto&& a3 = r.generator(3);
        auto&& a4 = r.optional_scalar_type(5);
        auto&& a5 = r.to_bool(9);
        auto&& a6 = r.tensor(4);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_float_float_out(a0, a1, a2, a3, a4, a5, a6); }, a0, a1, a2, a3, a4, a5, a6);
        return wrap_tensor(result);
      }
      auto&& a0 = r.to_double(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.int_list(2);
      auto&& a3 = r.generator(3);
      auto&& a4 = r.optional_scalar_type(5);
      auto&& a5 = r.to_bool(9);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_float_float(a0, a1, a2, a3, a4, a5); }, a0, a1, a2, a3, a4, a5);
      return wrap_tensor(result);
    }
    case 1: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.to_double(1);
        auto&& a2 = r.generator(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_Tensor_float_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.to_double(1);
      auto&& a2 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_Tensor_float(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      if (!r.is_none(3)) {
        auto&& a0 = r.to_double(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.generator(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_float_Tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.to_double(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_float_Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
    case 3: {
      if (!r.is_none(3)) {
        auto&& a0 = r.tensor(0);
        auto&& a1 = r.tensor(1);
        auto&& a2 = r.generator(2);
        auto&& a3 = r.tensor(3);
        [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_Tensor_Tensor_out(a0, a1, a2, a3); }, a0, a1, a2, a3);
        return wrap_tensor(result);
      }
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::normal_Tensor_Tensor(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_poisson([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "poisson(Tensor input, Generator? generator=None)",
  }, false);
  ParsedArgs<2> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "poisson", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::poisson(a0, a1); }, a0, a1);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* fn_yaten_binomial([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "binomial(Tensor count, Tensor prob, Generator? generator=None)",
  }, false);
  ParsedArgs<3> r;
  int overload = parser.parse(nullptr, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_function_torch_function(r.overloaded, self_obj, "binomial", "yaten", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a0 = r.tensor(0);
      auto&& a1 = r.tensor(1);
      auto&& a2 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::binomial(a0, a1, a2); }, a0, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bernoulli([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bernoulli(*, Generator? generator=None)",
      "bernoulli(float p, *, Generator? generator=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bernoulli", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.generator(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli_p(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_bernoulli_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "bernoulli_(Tensor p, *, Generator? generator=None)",
      "bernoulli_(float p=0.5, *, Generator? generator=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "bernoulli_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.tensor(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli__Tensor(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::bernoulli__float(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_multinomial([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "multinomial(int num_samples, bool replacement=False, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "multinomial", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.to_bool(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::multinomial(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_random_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "random_(*, Generator? generator=None)",
      "random_(int to, *, Generator? generator=None)",
      "random_(int from, int? to, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "random_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.generator(0);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::random_(self, a1); }, self, a1);
      return wrap_tensor(result);
    }
    case 1: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::random__to(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
    case 2: {
      auto&& a1 = r.int64(0);
      auto&& a2 = r.optional_int64(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::random__from(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_exponential_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "exponential_(float lambd=1, *, Generator? generator=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "exponential_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::exponential_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_geometric_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "geometric_(float p, *, Generator? generator=None)",
  }, false);
  ParsedArgs<3> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "geometric_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.generator(1);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::geometric_(self, a1, a2); }, self, a1, a2);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_log_normal_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "log_normal_(float mean=1, float std=2, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "log_normal_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.to_double(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::log_normal_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

PyObject* method_cauchy_([[maybe_unused]] PyObject* self_obj, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  YATEN_PY_BEGIN
  static ArgParser parser({
      "cauchy_(float median=0, float sigma=1, *, Generator? generator=None)",
  }, false);
  ParsedArgs<4> r;
  const Tensor& self = unwrap_self(self_obj);
  int overload = parser.parse(self_obj, args, nargs, kwnames, r);
  if (r.has_torch_function()) return handle_method_torch_function(r.overloaded, self_obj, "cauchy_", args, nargs, kwnames);
  switch (overload) {
    case 0: {
      auto&& a1 = r.to_double(0);
      auto&& a2 = r.to_double(1);
      auto&& a3 = r.generator(2);
      [[maybe_unused]] auto result = call_releasing_gil([&] { return yaten::cauchy_(self, a1, a2, a3); }, self, a1, a2, a3);
      return wrap_tensor(result);
    }
  }
  Py_RETURN_NONE;
  YATEN_PY_END
}

}  // namespace

void add_random_bindings(MethodTables& tables) {
  tables.functions["_functions"].push_back({"rand_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_rand_like)), METH_FASTCALL | METH_KEYWORDS, "rand_like($module, input, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor with the size of self of values drawn uniformly from [0, 1), with self's dtype unless given."});
  tables.functions["_functions"].push_back({"randn_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randn_like)), METH_FASTCALL | METH_KEYWORDS, "randn_like($module, input, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor with the size of self of values drawn from the standard normal distribution, with self's dtype unless given."});
  tables.functions["_functions"].push_back({"randint_like", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randint_like)), METH_FASTCALL | METH_KEYWORDS, "randint_like($module, input, low=None, high=None, *, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, memory_format=None)\n--\n\nReturns a tensor with the size of self of integers drawn uniformly from [0, high), with self's dtype unless given."});
  tables.functions["_functions"].push_back({"randperm", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_randperm)), METH_FASTCALL | METH_KEYWORDS, "randperm($module, n, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a random permutation of 0, ..., n - 1 (int64 unless dtype is given)."});
  tables.functions["_functions"].push_back({"bernoulli", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_bernoulli)), METH_FASTCALL | METH_KEYWORDS, "bernoulli($module, input, p=None, *, generator=None, out=None)\n--\n\nDraws 1 with probability self (each element in [0, 1]) and 0 otherwise."});
  tables.functions["_functions"].push_back({"multinomial", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_multinomial)), METH_FASTCALL | METH_KEYWORDS, "multinomial($module, input, num_samples, replacement=False, *, generator=None, out=None)\n--\n\nDraws num_samples category indices from each row of self, a 1-D or 2-D tensor of non-negative weights, with or without replacement."});
  tables.functions["_functions"].push_back({"normal", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_normal)), METH_FASTCALL | METH_KEYWORDS, "normal($module, mean, std=None, size=None, *, generator=None, dtype=None, layout=None, device=None, pin_memory=False, requires_grad=False, out=None)\n--\n\nReturns a tensor of the given size of values drawn from the normal distribution N(mean, std^2)."});
  tables.functions["_functions"].push_back({"poisson", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_poisson)), METH_FASTCALL | METH_KEYWORDS, "poisson($module, input, generator=None)\n--\n\nDraws from the Poisson distribution of rate self (each element non-negative)."});
  tables.functions["_functions"].push_back({"binomial", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(fn_yaten_binomial)), METH_FASTCALL | METH_KEYWORDS, "binomial($module, count, prob, generator=None)\n--\n\nDraws from the binomial distribution of count trials with success probability prob (count and prob of one floating dtype, broadcast)."});
  tables.methods.push_back({"bernoulli", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bernoulli)), METH_FASTCALL | METH_KEYWORDS, "bernoulli($self, p=None, *, generator=None)\n--\n\nDraws 1 with probability self (each element in [0, 1]) and 0 otherwise."});
  tables.methods.push_back({"bernoulli_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_bernoulli_)), METH_FASTCALL | METH_KEYWORDS, "bernoulli_($self, p=None, *, generator=None)\n--\n\nFills self with ones drawn with probability p (broadcast to self) and zeros otherwise, in place."});
  tables.methods.push_back({"multinomial", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_multinomial)), METH_FASTCALL | METH_KEYWORDS, "multinomial($self, num_samples, replacement=False, *, generator=None)\n--\n\nDraws num_samples category indices from each row of self, a 1-D or 2-D tensor of non-negative weights, with or without replacement."});
  tables.methods.push_back({"random_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_random_)), METH_FASTCALL | METH_KEYWORDS, "random_($self, from_=None, to=None, *, generator=None)\n--\n\nFills self with integers drawn uniformly from [0, 2^mantissa] (floating dtypes) or [0, the dtype's maximum], in place."});
  tables.methods.push_back({"exponential_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_exponential_)), METH_FASTCALL | METH_KEYWORDS, "exponential_($self, lambd=1.0, *, generator=None)\n--\n\nFills self with draws from the exponential distribution of rate lambd, in place."});
  tables.methods.push_back({"geometric_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_geometric_)), METH_FASTCALL | METH_KEYWORDS, "geometric_($self, p, *, generator=None)\n--\n\nFills self with the number of Bernoulli(p) trials up to the first success, in place."});
  tables.methods.push_back({"log_normal_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_log_normal_)), METH_FASTCALL | METH_KEYWORDS, "log_normal_($self, mean=1.0, std=2.0, *, generator=None)\n--\n\nFills self with exp of draws from N(mean, std^2), in place."});
  tables.methods.push_back({"cauchy_", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(method_cauchy_)), METH_FASTCALL | METH_KEYWORDS, "cauchy_($self, median=0.0, sigma=1.0, *, generator=None)\n--\n\nFills self with draws from the Cauchy distribution of the given median and scale, in place."});
}

}  // namespace yaten::python
