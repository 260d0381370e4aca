// PyTorch-style argument parsing for the generated bindings: each Python
// name has a parser built once from its overloads' signature strings
// ("add(Tensor input, Tensor other, *, Scalar alpha=1, Tensor? out=None)"),
// which matches positional and keyword arguments against every overload in
// one pass, with no exceptions thrown on the way.
#pragma once

#include <Python.h>

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "python/src/torch_function.h"
#include "runtime/device.h"
#include "runtime/random.h"
#include "runtime/tensor.h"

namespace yaten::python {

// OptionalTensorList is `Tensor?[]`: a list whose entries may be None.
enum class ParamType : uint8_t {
  Tensor, TensorList, OptionalTensorList, Scalar, Int, IntList, Float, Bool, String, ScalarType, Device, Layout, MemoryFormat, Generator, FloatList,
  ScalarList, Dimname, DimnameList,
  // Only in the signatures of functions written here (torch's legacy constructors): a
  // yaten.storage object, and any object at all (torch's PyObject*).
  Storage, Object
};

struct Param {
  std::string name;
  PyObject* interned_name = nullptr;
  // numpy's spellings torch's parser also takes for this keyword (axis= for dim=, x1= for input=), in
  // the order it tries them when the name itself is absent; never a name of another parameter.
  std::vector<PyObject*> numpy_names;
  ParamType type;
  bool optional = false;  // `T?`: None accepted
  bool kw_only = false;
  bool is_out = false;  // the keyword-only `out` of an out= form
  bool has_default = false;
  bool takes_numbers = false;  // a Tensor a Python number may stand for (a wrapped number)
  int list_size = 0;  // int[2]: a single int is broadcast to this many
  // The parsed default, used when the argument is absent.
  PyObject* default_obj = nullptr;  // owned; Py_None for None
};

struct Signature {
  std::string name;
  std::string text;  // for error messages
  std::vector<Param> params;
  size_t max_positional = 0;
  // The parts a signature plays, where yaten's overloads of a name differ from torch's (a suffix of
  // its text says which): calls are matched against it; TypeErrors list it (and count it as plausible);
  // torch has it, so it counts towards "one signature" (whose own error a refused call gets).
  // "|hidden": torch's deprecated signatures (add(Tensor input, Number alpha, Tensor other)), matched
  // and counted, never listed. "|unlisted": yaten's own overload of an op that declares torch's
  // signatures, matched only. "|listed": one of those torch signatures, listed and counted only.
  bool matched = true;
  bool listed = true;
  bool counted = true;
  // Fills out[i] (borrowed) for every parameter, and `overloaded` with the
  // arguments that dispatch to __torch_function__; `why` gets the reason for a mismatch.
  bool parse(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject** out, PyObject** owned,
             OverloadedArgs& overloaded, std::string* why) const;
  size_t min_args = 0;  // the parameters without a default
  // Whether the call's argument count (positional and keyword together) lies between min_args and the
  // parameter count: PyTorch explains a mismatch by the one signature that fits so, and lists them all otherwise.
  bool is_plausible(Py_ssize_t nargs, PyObject* kwnames) const;
  std::string missing_arguments(size_t from) const;
  std::string too_many_positional(Py_ssize_t nargs) const;
  // Raises PyTorch's TypeError for an int list argument of a matched call with an item that is no int.
  void check_int_lists(PyObject* const* out) const;
  // The parameters as PyTorch lists them in that error: "(Tensor input, int dim, *, yaten.dtype dtype)".
  std::string listing() const;
};

// The parsed arguments: borrowed references, one per parameter, with the
// conversions the generated code calls by type.
template <size_t N>
struct ParsedArgs {
  std::array<PyObject*, N> objs{};
  PyObject* owned = nullptr;  // a tuple built from spread positional ints
  const char* op_name = "";   // for conversion errors, set by ArgParser::parse
  OverloadedArgs overloaded;  // empty unless an argument defines __torch_function__
  ParsedArgs() = default;
  ParsedArgs(const ParsedArgs&) = delete;
  ~ParsedArgs() { Py_XDECREF(owned); }
  bool is_none(int i) const { return objs[i] == Py_None; }
  // Whether the call goes to __torch_function__ (an argument's or a mode's).
  bool has_torch_function() const { return !overloaded.empty() || mode_active(); }
  Tensor tensor(int i) const;
  std::vector<Tensor> tensor_list(int i) const;
  // out=(values, indices) of an op with `count` results: TypeError unless there are that many.
  std::vector<Tensor> out_tensors(int i, size_t count) const;
  // A None entry becomes an undefined Tensor.
  std::vector<Tensor> optional_tensor_list(int i) const;
  Scalar scalar(int i) const;
  std::optional<Scalar> optional_scalar(int i) const;
  int64_t int64(int i) const;
  std::optional<int64_t> optional_int64(int i) const;
  DimVector int_list(int i) const;
  std::optional<DimVector> optional_int_list(int i) const;
  double to_double(int i) const;
  std::optional<double> optional_double(int i) const;
  bool to_bool(int i) const;
  std::optional<bool> optional_bool(int i) const;
  std::string_view string_view(int i) const;
  std::optional<std::string_view> optional_string_view(int i) const;
  ScalarType scalar_type(int i) const;
  std::optional<ScalarType> optional_scalar_type(int i) const;
  MemoryFormat memory_format(int i) const;
  std::optional<MemoryFormat> optional_memory_format(int i) const;
  // `Generator?`: None is the undefined Generator (the default one).
  Generator generator(int i) const;
  // `float[]`: a list or tuple of numbers.
  std::vector<double> float_list(int i) const;
  std::optional<std::vector<double>> optional_float_list(int i) const;
  // `Scalar[]`: a list or tuple of Python numbers (bools and numpy scalars among them).
  std::vector<Scalar> scalar_list(int i) const;
  std::optional<std::vector<Scalar>> optional_scalar_list(int i) const;
};

// A tuple of arguments and a dict of keywords in the vectorcall form the
// parser reads: the positional values, then the keyword values, whose names
// are the tuple kwnames (nullptr when there are none).
struct VectorcallArguments {
  VectorcallArguments(PyObject* args, PyObject* kwargs);
  VectorcallArguments(const VectorcallArguments&) = delete;
  ~VectorcallArguments() { Py_XDECREF(kwnames); }
  std::vector<PyObject*> values;
  Py_ssize_t nargs = 0;
  PyObject* kwnames = nullptr;
};

class ArgParser {
 public:
  // is_operator: on mismatch return -1 (the caller returns NotImplemented)
  // instead of raising TypeError. numbers: per signature, the space-separated
  // names of its Tensor parameters a Python number may stand for (ops.yaml's
  // `python_numbers`); a Tensor parameter takes no number otherwise, as in torch.
  // numpy_keywords: the keywords also go by numpy's names (axis= for dim=, ...), as
  // through torch's parser; false where torch's front is a Python function that does not.
  ArgParser(std::initializer_list<const char*> signatures, bool is_operator = false,
            std::initializer_list<const char*> numbers = {}, bool numpy_keywords = true);
  // Signatures known only at run time (yaten._C._ArgParser, for functions written in Python).
  explicit ArgParser(const std::vector<std::string>& signatures);

  // Whether parse checks the items of the int lists the chosen overload takes.
  // torch checks them as its binding converts each list; its legacy
  // constructors read a list that is their one argument as data and never
  // convert it (yaten.FloatTensor([1, "a"]) fails on the "a" as data), so they
  // leave the check to check_int_lists, for the lists they convert.
  enum class IntListItems { Checked, LeftToCaller };

  // The index of the first overload that matches; raises TypeError (and
  // returns a negative number through a C++ exception) when none does.
  template <size_t N>
  int parse(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, ParsedArgs<N>& out,
            IntListItems items = IntListItems::Checked) {
    out.op_name = signatures_.front().name.c_str();
    return parse_raw(self, args, nargs, kwnames, out.objs.data(), &out.owned, out.overloaded, items);
  }
  // The same for a call given as a tuple and a dict (a type's tp_new).
  template <size_t N>
  int parse(PyObject* args, PyObject* kwargs, ParsedArgs<N>& out, IntListItems items = IntListItems::Checked) {
    const VectorcallArguments call(args, kwargs);
    return parse(nullptr, call.values.data(), call.nargs, call.kwnames, out, items);
  }
  template <size_t N>
  void check_int_lists(int overload, const ParsedArgs<N>& parsed) const {
    signatures_[overload].check_int_lists(parsed.objs.data());
  }

 private:
  int parse_raw(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject** out,
                PyObject** owned, OverloadedArgs& overloaded, IntListItems items);
  void warn_deprecated(const Signature& taken) const;
  std::vector<Signature> signatures_;
  bool is_operator_;
};

// The TypeError text when none of several signatures accepts the call: "add() received an invalid
// combination of arguments - got (...), but expected one of:" and each signature, with PyTorch's
// "didn't match because ..." line under those whose argument count equals the call's
// (python/src/invalid_arguments.cpp).
std::string invalid_arguments_message(const std::vector<Signature>& signatures, PyObject* const* args,
                                      Py_ssize_t nargs, PyObject* kwnames);
// The name PyTorch gives an argument's type in its messages: the type's tp_name ("Tensor", "int", "Parameter").
const char* type_name(PyObject* o);

// Conversions shared with hand-written bindings.
Tensor to_tensor(PyObject* obj);  // a Tensor, or a Python number as a wrapped number
Scalar to_scalar(PyObject* obj);
// Ints must fit in int64: RuntimeError "<op_name>(): Overflow when unpacking long" otherwise.
int64_t to_int64(PyObject* obj, const char* op_name);
DimVector to_int_list(PyObject* obj, int broadcast_size, const char* op_name = "");
// The UTF-8 text of a str, or `fallback` (the error cleared) when it has none
// (a lone surrogate, or not a str): for messages, which must not fail.
std::string utf8_or(PyObject* s, const char* fallback);
// A float or int as a double; an int too large for one raises OverflowError.
double to_double(PyObject* obj);
ScalarType to_scalar_type(PyObject* obj);
bool is_tensor(PyObject* obj);
bool is_scalar_type(PyObject* obj);

// Thrown after a Python error has been set; the binding returns nullptr.
struct PythonErrorAlreadySet {};

}  // namespace yaten::python

#include "python/src/arg_parser_inl.h"
