// Signature parsing (once per parser) and argument matching (every call).
#include "python/src/arg_parser.h"

#include <algorithm>
#include <atomic>

#include "autograd/autograd_meta.h"
#include "python/src/default_values.h"
#include "python/src/device_objects.h"
#include "python/src/dimname_refused.h"
#include "python/src/dtype_objects.h"
#include "python/src/generator_objects.h"
#include "python/src/numpy_scalar.h"
#include "python/src/tensor_type.h"
#include "runtime/error.h"
#include "runtime/schema.h"
#include "runtime/warning.h"

namespace yaten::python {

const char* sig_type_name(ParamType t);

namespace {

ParamType parse_type(std::string t, Param& p) {
  if (!t.empty() && t.back() == '?') {
    p.optional = true;
    t.pop_back();
  }
  if (t == "Tensor") return ParamType::Tensor;
  if (t == "Tensor[]") return ParamType::TensorList;
  if (t == "Tensor?[]") return ParamType::OptionalTensorList;
  if (t == "Scalar") return ParamType::Scalar;
  if (t == "int") return ParamType::Int;
  if (t.rfind("int[", 0) == 0) {
    std::string n = t.substr(4, t.size() - 5);
    p.list_size = n.empty() ? 0 : std::stoi(n);
    return ParamType::IntList;
  }
  if (t == "float") return ParamType::Float;
  if (t == "bool") return ParamType::Bool;
  if (t == "str") return ParamType::String;
  if (t == "ScalarType") return ParamType::ScalarType;
  if (t == "Device") return ParamType::Device;
  if (t == "Layout") return ParamType::Layout;
  if (t == "MemoryFormat") return ParamType::MemoryFormat;
  if (t == "Generator") return ParamType::Generator;
  if (t == "float[]") return ParamType::FloatList;
  if (t == "Scalar[]") return ParamType::ScalarList;
  if (t == "Dimname") return ParamType::Dimname;
  if (t.rfind("Dimname[", 0) == 0) return ParamType::DimnameList;
  throw RuntimeError("arg_parser: unknown type '" + t + "'");
}

// torch's numpy-compatible keywords (its python_arg_parser's table): `sum(x, axis=0, keepdims=True)`,
// `add(x1=a, x2=b)`. A call naming both a parameter and its alias leaves the alias over, which is
// then an unexpected keyword, as in torch.
const std::vector<const char*>& numpy_names_of(const std::string& name) {
  static const std::vector<const char*> none;
  static const std::vector<const char*> dim{"axis"}, keepdim{"keepdims"}, input{"x", "a", "x1"}, other{"x2"};
  if (name == "dim") return dim;
  if (name == "keepdim") return keepdim;
  if (name == "input") return input;
  if (name == "other") return other;
  return none;
}

void add_numpy_names(Signature& sig) {
  for (Param& p : sig.params)
    for (const char* alias : numpy_names_of(p.name)) {
      const bool taken = std::any_of(sig.params.begin(), sig.params.end(), [&](const Param& q) { return q.name == alias; });
      if (!taken) p.numpy_names.push_back(PyUnicode_InternFromString(alias));
    }
}

// The types only signatures written here have, as torch's Python parser spells
// them. The runtime's schema parser, which knows the schema language only,
// reads each as a Tensor; the parameter then takes its own type.
struct PythonOnlyType {
  std::string_view spelling;
  ParamType type;
};
constexpr PythonOnlyType kPythonOnlyTypes[] = {{"Storage", ParamType::Storage}, {"PyObject*", ParamType::Object}};

std::string schema_text(std::string text) {
  for (const PythonOnlyType& t : kPythonOnlyTypes) {
    const std::string typed = std::string(t.spelling) + " ";
    for (size_t at = text.find(typed); at != std::string::npos; at = text.find(typed, at))
      text.replace(at, t.spelling.size(), "Tensor");
  }
  return text;
}

std::optional<ParamType> python_only_type(const std::string& text, const std::string& param_name) {
  for (const PythonOnlyType& t : kPythonOnlyTypes) {
    const std::string declared = std::string(t.spelling) + " " + param_name;
    const size_t at = text.find(declared);
    const size_t end = at + declared.size();
    if (at != std::string::npos && end < text.size() && std::string_view(",)= ").find(text[end]) != std::string_view::npos)
      return t.type;
  }
  return std::nullopt;
}

// The signature read by the runtime's schema parser (runtime/schema.h), the
// one that checks extension and yaten.library schemas too, defaults included:
// they are the schema's text, read into values by the same evaluator.
Signature parse_signature(std::string text) {
  Signature sig;
  const size_t bar = text.rfind('|');
  if (bar != std::string::npos && text.find(')', bar) == std::string::npos) {
    const std::string role = text.substr(bar + 1);
    if (role == "hidden") sig.listed = false;
    else if (role == "unlisted") sig.listed = sig.counted = false;
    else if (role == "listed") sig.matched = false;
    else throw RuntimeError("arg_parser: unknown signature role '" + role + "' in '" + text + "'");
    text.resize(bar);
  }
  sig.text = text;
  sig.name = text.substr(0, text.find('('));
  for (const ArgumentSchema& a : FunctionSchema::parse_signature(schema_text(text)).arguments) {
    Param p;
    p.name = a.name;
    p.type = python_only_type(text, p.name).value_or(parse_type(a.type, p));
    p.kw_only = a.kwarg_only;
    p.is_out = a.kwarg_only && a.name == "out";
    if (std::optional<DefaultValue> value = a.evaluated_default()) {
      p.has_default = true;
      p.default_obj = default_value_object(*value);
      if (p.default_obj == nullptr) throw RuntimeError("arg_parser: bad default in '" + text + "'");
    }
    p.interned_name = PyUnicode_InternFromString(p.name.c_str());
    if (!p.kw_only) ++sig.max_positional;
    if (!p.has_default) ++sig.min_args;
    sig.params.push_back(std::move(p));
  }
  return sig;
}

// Bools are not ints here (zeros(True, 2), sum(dim=True) are TypeErrors in torch).
// Another object is one when its __index__ succeeds, as torch asks (a numpy
// integer, not a numpy array of several elements, whose __index__ raises).
bool is_python_int(PyObject* o) {
  if (PyLong_Check(o)) return !PyBool_Check(o);
  if (is_tensor(o) || PyFloat_Check(o) || !PyIndex_Check(o)) return false;
  PyObject* index = PyNumber_Index(o);
  if (!index) {
    PyErr_Clear();
    return false;
  }
  Py_DECREF(index);
  return true;
}

// An integer tensor standing for an int, as torch takes one: of one element
// as an int list's item (its __index__: x.view(n, 3), zeros(lengths.max())),
// 0-d for an int argument (x.transpose(d, 1)). Only in parse_raw's second
// pass, when no overload took it as a tensor: torch tries the Tensor
// overloads first (tensor_split(x, t) splits at t's values, whatever t's size).
thread_local bool integer_tensors_pass_for_ints = false;

bool is_integer_tensor(PyObject* o, bool zero_dim) {
  if (!integer_tensors_pass_for_ints || !is_tensor(o)) return false;
  const Tensor& t = tensor_of(o);
  return is_integral(t.dtype(), false) && (zero_dim ? t.dim() == 0 : t.numel() == 1);
}

// An int argument.
bool is_int(PyObject* o) { return is_python_int(o) || is_integer_tensor(o, true); }

// An int list's item, or the first of the ints spread over zeros(2, 3).
bool is_index(PyObject* o) { return is_python_int(o) || is_integer_tensor(o, false); }
bool is_number(PyObject* o) { return PyLong_Check(o) || PyFloat_Check(o) || is_numpy_number(o); }

// A tensor standing for a Number or a float, as torch takes one: 0-d and not
// requiring grad (a 1-element tensor is refused: full((2,), ones(1))).
bool is_number_tensor(PyObject* o) {
  if (!is_tensor(o)) return false;
  const Tensor& t = tensor_of(o);
  return t.dim() == 0 && !autograd::requires_grad(t);
}

// PyTorch takes a list or tuple for an int[] when its first item is an int,
// and checks the others when it converts the list (see bad_int_list_item).
bool is_int_sequence(PyObject* o) {
  if (!PyTuple_Check(o) && !PyList_Check(o)) return false;
  return PySequence_Fast_GET_SIZE(o) == 0 || is_index(PySequence_Fast_ITEMS(o)[0]);
}

// Whether an int overflows int64 (2**64): torch refuses it as an int list's item with its TypeError.
bool overflows_int64(PyObject* item) {
  int overflow = 0;
  PyLong_AsLongLongAndOverflow(item, &overflow);
  return overflow != 0;
}

// The first item of an accepted int list that does not convert to an int64
// (an int that fits, a bool after the first item, anything with __index__ but a float), or -1.
Py_ssize_t bad_int_list_item(PyObject* o) {
  if (!PyTuple_Check(o) && !PyList_Check(o)) return -1;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(o); ++i) {
    PyObject* item = PySequence_Fast_ITEMS(o)[i];
    if (PyLong_Check(item) ? overflows_int64(item) : (PyFloat_Check(item) || !PyIndex_Check(item))) return i;
  }
  return -1;
}

// A Tensor[] whose items are not all tensors: PyTorch raises this at once,
// whatever the other overloads, and so does yaten (cat([x, "a"])).
[[noreturn]] void raise_bad_tensor_list_item(Py_ssize_t item, size_t argument, PyObject* o) {
  PyErr_Format(PyExc_TypeError, "expected Tensor as element %zd in argument %zu, but got %s", item, argument,
               Py_TYPE(o)->tp_name);
  throw PythonErrorAlreadySet();
}

// A yaten.storage object (TypedStorage, UntypedStorage, the legacy FloatStorage, ...).
bool is_storage(PyObject* o) {
  static PyObject* storage_types = [] {
    PyObject* module = PyImport_ImportModule("yaten.storage");
    if (!module) throw PythonErrorAlreadySet();
    PyObject* types = Py_BuildValue("(NN)", PyObject_GetAttrString(module, "TypedStorage"),
                                    PyObject_GetAttrString(module, "UntypedStorage"));
    Py_DECREF(module);
    if (!types) throw PythonErrorAlreadySet();
    return types;  // kept for the process, as the module is
  }();
  const int found = PyObject_IsInstance(o, storage_types);
  if (found < 0) throw PythonErrorAlreadySet();
  return found == 1;
}

// A Tensor argument: a tensor, or anything whose type defines
// __torch_function__ (noted in `overloaded`, as PyTorch's parser does).
bool is_tensor_argument(PyObject* o, OverloadedArgs& overloaded) {
  if (is_exact_tensor(o)) return true;
  if (dispatches_torch_function(o)) {
    append_overloaded(overloaded, o);
    return true;
  }
  return is_tensor(o);
}

bool type_matches(const Param& p, size_t index, PyObject* o, OverloadedArgs& overloaded) {
  // torch takes None for a dimension name, and refuses it as it looks the name up.
  if (o == Py_None)
    return p.optional || (p.has_default && p.default_obj == Py_None) || p.type == ParamType::Dimname ||
           p.type == ParamType::DimnameList || p.type == ParamType::Object;
  switch (p.type) {
    // A number passes for a Tensor (a wrapped number) only where the op says so (ops.yaml's
    // `python_numbers`: torch's Scalar overloads and its numbers-as-tensors ops), never for out=.
    case ParamType::Tensor: return is_exact_tensor(o) || (p.takes_numbers && is_number(o)) || is_tensor_argument(o, overloaded);
    case ParamType::TensorList:
    case ParamType::OptionalTensorList: {
      if (!PyTuple_Check(o) && !PyList_Check(o)) return false;
      const bool none_ok = p.type == ParamType::OptionalTensorList;
      Py_ssize_t n = PySequence_Fast_GET_SIZE(o);
      for (Py_ssize_t i = 0; i < n; ++i) {
        PyObject* item = PySequence_Fast_ITEMS(o)[i];
        if ((none_ok && item == Py_None) || is_tensor_argument(item, overloaded)) continue;
        // As PyTorch, which checks each item as it matches (index_put(x, ["a"], v));
        // None stays an item of a Tensor?[] (yaten/_indexing.py's whole dims).
        raise_bad_tensor_list_item(i, index, item);
      }
      return true;
    }
    case ParamType::Scalar: return is_number(o) || is_number_tensor(o);
    case ParamType::Int: return is_int(o);
    case ParamType::IntList: return is_int_sequence(o) || (p.list_size > 0 && is_python_int(o));
    case ParamType::Float: return (is_number(o) && !PyBool_Check(o)) || is_number_tensor(o);
    case ParamType::Bool: return PyBool_Check(o);
    case ParamType::String: return PyUnicode_Check(o);
    case ParamType::ScalarType: return is_scalar_type(o);
    case ParamType::Device: return is_device_argument(o);
    case ParamType::Layout: return is_layout(o);
    case ParamType::MemoryFormat: return is_memory_format(o);
    case ParamType::Generator: return is_generator(o);
    case ParamType::Dimname: return PyUnicode_Check(o);  // or None, above
    // A name, or a list or tuple whose first item is one (torch checks the others as it converts them).
    case ParamType::DimnameList:  // or None, above
      return PyUnicode_Check(o) || ((PyTuple_Check(o) || PyList_Check(o)) && PySequence_Fast_GET_SIZE(o) > 0 &&
                                    PyUnicode_Check(PySequence_Fast_ITEMS(o)[0]));
    case ParamType::FloatList:
    case ParamType::ScalarList: {
      // A Scalar[] takes bools (Python ints), as torch's; neither takes a tensor item.
      if (!PyTuple_Check(o) && !PyList_Check(o)) return false;
      for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(o); ++i) {
        PyObject* item = PySequence_Fast_ITEMS(o)[i];
        if (!is_number(item) || (PyBool_Check(item) && p.type == ParamType::FloatList)) return false;
      }
      return true;
    }
    case ParamType::Storage: return is_storage(o);
    case ParamType::Object: return true;
  }
  return false;
}

// The value of the keyword `name` (interned) in a vectorcall's keywords, or nullptr.
PyObject* keyword_value(PyObject* kwnames, PyObject* const* values, PyObject* name) {
  const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  for (Py_ssize_t k = 0; k < nkw; ++k) {
    PyObject* key = PyTuple_GET_ITEM(kwnames, k);
    if (key == name || PyUnicode_Compare(key, name) == 0) return values[k];
  }
  return nullptr;
}

}  // namespace

const char* type_name(PyObject* o) { return Py_TYPE(o)->tp_name; }

bool Signature::parse(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject** out, PyObject** owned,
                      OverloadedArgs& overloaded, std::string* why) const {
  const Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  const Py_ssize_t given_positional = nargs;
  PyObject* const* keyword_values = args + nargs;
  size_t first = 0;
  // x.view(2, 3) and zeros(2, 3): an int list that is the only positional
  // parameter takes all the positional arguments when the first is an int it
  // does not take by itself (as in PyTorch: x.logsumexp(0, True) passes dim and
  // keepdim, not dims [0, 1]; x.std(1, 1) is no std(dim=(1, 1)), std.correction's
  // `int[1]? dim` taking the 1 alone, then refusing the other).
  const bool spreadable = max_positional == 1 && params[0].type == ParamType::IntList;
  const bool first_fits = spreadable && nargs >= 1 && type_matches(params[0], 0, args[0], overloaded);
  if (spreadable && nargs >= 1 && is_index(args[0]) && !first_fits) {
    PyObject* tuple = PyTuple_New(nargs);
    if (!tuple) throw PythonErrorAlreadySet();
    for (Py_ssize_t i = 0; i < nargs; ++i) {
      Py_INCREF(args[i]);
      PyTuple_SET_ITEM(tuple, i, args[i]);
    }
    out[0] = tuple;
    *owned = tuple;  // released by ParsedArgs, or by the caller if this overload fails
    args += nargs;
    nargs = 0;
    first = 1;
  } else if (static_cast<size_t>(nargs) > max_positional && spreadable && first_fits && params.size() == 1) {
    // PyTorch 1.13 ignores the positional arguments after the int list when it is the
    // signature's only parameter (x.view((3, 2), 1, 1) is x.view(3, 2)): scripts rely on it.
    nargs = 1;
  } else if (static_cast<size_t>(nargs) > max_positional && !(spreadable && !first_fits)) {
    // (permute("a", 1) is refused for its first argument's type, as PyTorch does.)
    if (why) *why = too_many_positional(nargs);
    return false;
  }
  size_t used_kw = 0;
  for (size_t i = first; i < params.size(); ++i) {
    const Param& p = params[i];
    PyObject* obj = nullptr;
    const size_t pos = i - first;
    const bool positional = !p.kw_only && static_cast<Py_ssize_t>(pos) < nargs;
    if (positional) {
      obj = args[pos];
    } else {
      obj = keyword_value(kwnames, keyword_values, p.interned_name);
      for (size_t a = 0; !obj && a < p.numpy_names.size(); ++a) obj = keyword_value(kwnames, keyword_values, p.numpy_names[a]);
      if (obj) ++used_kw;
    }
    if (!obj) {
      if (!p.has_default) {
        if (why) *why = missing_arguments(i);
        return false;
      }
      obj = p.default_obj;
    } else if (!type_matches(p, i, obj, overloaded)) {
      if (why) {
        std::string position = positional ? " (position " + std::to_string(i + 1) + ")" : "";
        *why = name + "(): argument '" + p.name + "'" + position + " must be " + sig_type_name(p.type) + ", not " +
               type_name(obj);
      }
      return false;
    }
    out[i] = obj;
  }
  if (static_cast<Py_ssize_t>(used_kw) != nkw) {
    // The first keyword, in call order, that names no parameter or one given by position.
    for (Py_ssize_t k = 0; why && why->empty() && k < nkw; ++k) {
      PyObject* key = PyTuple_GET_ITEM(kwnames, k);
      auto named = std::find_if(params.begin(), params.end(), [&](const Param& p) {
        return PyUnicode_Compare(key, p.interned_name) == 0;
      });
      if (named == params.end())
        *why = name + "() got an unexpected keyword argument '" + utf8_or(key, "?") + "'";
      else if (named - params.begin() < given_positional)
        *why = name + "() got multiple values for argument '" + named->name + "'";
    }
    return false;
  }
  return true;
}

// An int list the call gave, with an item that is no int: PyTorch raises this when it converts the
// list of the overload it chose (zeros(2, "a"), x.sum((0, "a"))), after its match on the first item.
void Signature::check_int_lists(PyObject* const* out) const {
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i].type != ParamType::IntList || out[i] == params[i].default_obj) continue;
    Py_ssize_t bad = bad_int_list_item(out[i]);
    if (bad < 0) continue;
    PyErr_Format(PyExc_TypeError, "%s(): argument '%s' must be tuple of ints, but found element of type %s at pos %zd",
                 name.c_str(), params[i].name.c_str(), Py_TYPE(PySequence_Fast_ITEMS(out[i])[bad])->tp_name, bad + 1);
    throw PythonErrorAlreadySet();
  }
}

// PyTorch's wording: "linear() takes from 2 to 3 positional arguments but 4 were given" when some
// positional parameters have defaults, "mm() takes 2 positional arguments but 3 were given" otherwise.
// (The first always says "were": x.nonzero(1) is "takes from 1 to 0 positional arguments but 1 were given".)
std::string Signature::too_many_positional(Py_ssize_t nargs) const {
  const std::string count = " but " + std::to_string(nargs);
  if (min_args != max_positional)
    return name + "() takes from " + std::to_string(min_args) + " to " + std::to_string(max_positional) +
           " positional arguments" + count + " were given";
  return name + "() takes " + std::to_string(max_positional) + " positional argument" + (max_positional == 1 ? "" : "s") +
         count + (nargs == 1 ? " was" : " were") + " given";
}

// PyTorch's wording, its singular and plural included: `mm() missing 2 required positional argument: "input", "mat2"`;
// it names every parameter without a default from the first missing one on, given or not.
std::string Signature::missing_arguments(size_t from) const {
  std::string names;
  int count = 0;
  for (size_t j = from; j < params.size(); ++j) {
    if (params[j].has_default) continue;
    names += std::string(count++ ? ", " : "") + "\"" + params[j].name + "\"";
  }
  return name + "() missing " + std::to_string(count) + " required positional argument" + (count == 1 ? "s" : "") +
         ": " + names;
}

bool Signature::is_plausible(Py_ssize_t nargs, PyObject* kwnames) const {
  size_t given = static_cast<size_t>(nargs + (kwnames ? PyTuple_GET_SIZE(kwnames) : 0));
  return given >= min_args && given <= params.size();
}

std::string Signature::listing() const {
  std::string text = "(";
  bool star = false;
  for (size_t i = 0; i < params.size(); ++i) {
    const Param& p = params[i];
    if (i) text += ", ";
    if (p.kw_only && !star) {
      text += "*, ";
      star = true;
    }
    text += std::string(sig_type_name(p.type)) + " " + p.name;
  }
  return text + ")";
}

const char* sig_type_name(ParamType t) {
  switch (t) {
    case ParamType::Tensor: return "Tensor";
    case ParamType::TensorList: return "tuple of Tensors";
    case ParamType::OptionalTensorList: return "tuple of Tensors";  // torch's name for a Tensor?[] too
    case ParamType::Scalar: return "Number";
    case ParamType::Int: return "int";
    case ParamType::IntList: return "tuple of ints";
    case ParamType::Float: return "float";
    case ParamType::Bool: return "bool";
    case ParamType::String: return "str";
    case ParamType::ScalarType: return "yaten.dtype";
    case ParamType::Device: return "yaten.device";
    case ParamType::Layout: return "yaten.layout";
    case ParamType::MemoryFormat: return "yaten.memory_format";
    case ParamType::Generator: return "yaten.Generator";
    case ParamType::FloatList: return "tuple of floats";
    case ParamType::ScalarList: return "tuple of Scalars";
    case ParamType::Dimname: return "name";
    case ParamType::DimnameList: return "tuple of names";
    case ParamType::Storage: return "yaten.Storage";
    case ParamType::Object: return "object";
  }
  return "?";
}

namespace {

// Sets integer_tensors_pass_for_ints for one pass over the signatures.
class IntegerTensorsPassForInts {
 public:
  explicit IntegerTensorsPassForInts(bool on) : outer_(integer_tensors_pass_for_ints) {
    integer_tensors_pass_for_ints = on;
  }
  ~IntegerTensorsPassForInts() { integer_tensors_pass_for_ints = outer_; }
  IntegerTensorsPassForInts(const IntegerTensorsPassForInts&) = delete;
  IntegerTensorsPassForInts& operator=(const IntegerTensorsPassForInts&) = delete;

 private:
  bool outer_;
};

// Whether a second pass could match differently: some argument, or an item
// of a list argument, is a tensor.
bool any_tensor_argument(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  const Py_ssize_t total = nargs + (kwnames ? PyTuple_GET_SIZE(kwnames) : 0);
  for (Py_ssize_t i = 0; i < total; ++i) {
    PyObject* o = args[i];
    if (is_tensor(o)) return true;
    if ((PyTuple_Check(o) || PyList_Check(o)) && PySequence_Fast_GET_SIZE(o) > 0 &&
        is_tensor(PySequence_Fast_ITEMS(o)[0]))
      return true;
  }
  return false;
}

// torch raises its parser's TypeErrors through a printf into a 1024-byte
// buffer (torch/csrc/Exceptions.cpp), so a longer message, a listing of many
// signatures, ends after its first 1023 bytes. Users compare the messages, so
// yaten's end there too; never inside a UTF-8 character (a keyword's name),
// which Python could not decode.
std::string cut_as_torch_does(std::string message) {
  constexpr size_t torch_message_bytes = 1023;
  if (message.size() <= torch_message_bytes) return message;
  size_t end = torch_message_bytes;
  while (end > 0 && (static_cast<unsigned char>(message[end]) & 0xC0) == 0x80) --end;
  message.resize(end);
  return message;
}

}  // namespace

VectorcallArguments::VectorcallArguments(PyObject* args, PyObject* kwargs) : nargs(PyTuple_GET_SIZE(args)) {
  values.assign(&PyTuple_GET_ITEM(args, 0), &PyTuple_GET_ITEM(args, 0) + nargs);
  if (!kwargs || PyDict_GET_SIZE(kwargs) == 0) return;
  kwnames = PyTuple_New(PyDict_GET_SIZE(kwargs));
  if (!kwnames) throw PythonErrorAlreadySet();
  Py_ssize_t pos = 0, k = 0;
  PyObject *key, *value;
  while (PyDict_Next(kwargs, &pos, &key, &value)) {
    Py_INCREF(key);
    PyTuple_SET_ITEM(kwnames, k++, key);
    values.push_back(value);
  }
}

ArgParser::ArgParser(std::initializer_list<const char*> signatures, bool is_operator,
                     std::initializer_list<const char*> numbers, bool numpy_keywords)
    : is_operator_(is_operator) {
  for (const char* s : signatures) {
    signatures_.push_back(parse_signature(s));
    if (numpy_keywords) add_numpy_names(signatures_.back());
  }
  auto names = numbers.begin();
  for (size_t i = 0; i < numbers.size() && i < signatures_.size(); ++i, ++names) {
    const std::string listed = std::string(" ") + *names + " ";
    for (Param& p : signatures_[i].params)
      p.takes_numbers = p.type == ParamType::Tensor && listed.find(" " + p.name + " ") != std::string::npos;
  }
}

ArgParser::ArgParser(const std::vector<std::string>& signatures) : is_operator_(false) {
  for (const std::string& s : signatures) {
    signatures_.push_back(parse_signature(s));
    add_numpy_names(signatures_.back());  // torch's hand-written bindings parse through its parser too
  }
}

// torch's words when a call takes a deprecated signature, once per process for all of them
// (its one TORCH_WARN_ONCE): the signature taken, then the ones to use instead.
void ArgParser::warn_deprecated(const Signature& taken) const {
  static std::atomic<bool> given{false};
  if (given.exchange(true)) return;
  std::string message = "This overload of " + taken.name + " is deprecated:\n\t" + taken.name + taken.listing();
  std::string instead;
  for (const Signature& s : signatures_)
    if (s.listed) instead += "\n\t" + s.name + s.listing();
  if (!instead.empty()) message += "\nConsider using one of the following signatures instead:" + instead;
  warn(WarningCategory::User, message);
}

int ArgParser::parse_raw(PyObject* self, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames, PyObject** out,
                         PyObject** owned, OverloadedArgs& overloaded, IntListItems items) {
  nargs = PyVectorcall_NARGS(nargs);
  // A method's self is bound by the caller; the signatures list the rest.
  // It comes first among the overloaded arguments, as in PyTorch.
  size_t from_self = 0;
  if (self && !is_exact_tensor(self)) {
    append_overloaded(overloaded, self);
    from_self = overloaded.size();
  }
  for (bool second_pass : {false, true}) {
    if (second_pass && !any_tensor_argument(args, nargs, kwnames)) break;
    const IntegerTensorsPassForInts pass(second_pass);
    for (size_t i = 0; i < signatures_.size(); ++i) {
      if (!signatures_[i].matched) continue;
      if (signatures_[i].parse(args, nargs, kwnames, out, owned, overloaded, nullptr)) {
        if (items == IntListItems::Checked) signatures_[i].check_int_lists(out);
        if (!signatures_[i].listed && signatures_[i].counted) warn_deprecated(signatures_[i]);
        return static_cast<int>(i);
      }
      Py_CLEAR(*owned);
      overloaded.resize(from_self);
    }
  }
  if (is_operator_) return -1;
  // The error as torch's parser gives it, from the signatures torch has (counted, listed).
  std::string message;
  const Signature* plausible = nullptr;
  const Signature* only = nullptr;
  int n_plausible = 0;
  int n_counted = 0;
  for (const Signature& s : signatures_) {
    if (s.counted && n_counted++ == 0) only = &s;
    if (s.listed && s.is_plausible(nargs, kwnames)) {
      plausible = &s;
      ++n_plausible;
    }
  }
  if (n_counted == 1 || n_plausible == 1) {
    const Signature& s = n_plausible == 1 ? *plausible : *only;
    s.parse(args, nargs, kwnames, out, owned, overloaded, &message);
    Py_CLEAR(*owned);
  }
  if (message.empty()) {
    message = invalid_arguments_message(signatures_, args, nargs, kwnames);
  }
  PyErr_SetString(PyExc_TypeError, cut_as_torch_does(message).c_str());
  throw PythonErrorAlreadySet();
}

void raise_dimname_refused(const char* op_name) {
  throw RuntimeError(std::string(op_name) + ": You passed a dimname (string) to this op in place of a dimension index "
                     "but it does not yet support this behavior. Please pass a dimension index to work around this.");
}

// float, int and bool pass for dtypes, as in torch (zeros(2, dtype=float), x.to(int)).
bool is_scalar_type(PyObject* obj) { return dtype_from_argument(obj).has_value(); }

ScalarType to_scalar_type(PyObject* obj) { return *dtype_from_argument(obj); }

Tensor to_tensor(PyObject* obj) {
  if (is_tensor(obj)) return tensor_of(obj);
  return Tensor::wrapped_number(to_scalar(obj));
}

Scalar to_scalar(PyObject* obj) {
  if (PyBool_Check(obj)) return Scalar(obj == Py_True);
  if (PyLong_Check(obj)) {
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(obj, &overflow);
    YATEN_CHECK(!overflow, "value cannot be converted to type int64 without overflow");
    return Scalar(static_cast<int64_t>(v));
  }
  if (PyFloat_Check(obj)) return Scalar(PyFloat_AS_DOUBLE(obj));
  if (is_tensor(obj)) return tensor_of(obj).item();
  if (is_numpy_number(obj)) return numpy_number_value(obj);
  throw TypeError(std::string("expected a number, got ") + Py_TYPE(obj)->tp_name);
}

int64_t to_int64(PyObject* obj, const char* op_name) {
  PyObject* index = PyLong_Check(obj) ? (Py_INCREF(obj), obj) : PyNumber_Index(obj);
  if (index == nullptr) throw PythonErrorAlreadySet();
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(index, &overflow);
  Py_DECREF(index);
  if (v == -1 && PyErr_Occurred()) throw PythonErrorAlreadySet();
  YATEN_CHECK(!overflow, op_name, "(): Overflow when unpacking long: an int argument does not fit in int64");
  return v;
}

std::string utf8_or(PyObject* s, const char* fallback) {
  Py_ssize_t size = 0;
  const char* data = s && PyUnicode_Check(s) ? PyUnicode_AsUTF8AndSize(s, &size) : nullptr;
  if (!data) {
    PyErr_Clear();
    return fallback;
  }
  return std::string(data, static_cast<size_t>(size));
}

double to_double(PyObject* obj) {
  if (PyFloat_Check(obj)) return PyFloat_AS_DOUBLE(obj);
  double v = PyFloat_AsDouble(obj);
  if (v == -1.0 && PyErr_Occurred()) throw PythonErrorAlreadySet();
  return v;
}

DimVector to_int_list(PyObject* obj, int broadcast_size, const char* op_name) {
  if (!PyTuple_Check(obj) && !PyList_Check(obj)) return DimVector(std::max(broadcast_size, 1), to_int64(obj, op_name));
  // An item's __index__ may change the list: re-read its length and hold
  // the item while converting it.
  DimVector out;
  for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(obj); ++i) {
    PyObject* item = PySequence_Fast_ITEMS(obj)[i];
    Py_INCREF(item);
    try {
      out.push_back(to_int64(item, op_name));
    } catch (...) {
      Py_DECREF(item);
      throw;
    }
    Py_DECREF(item);
  }
  return out;
}

}  // namespace yaten::python
