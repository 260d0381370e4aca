// See arg_parser_bindings.h.
#include "python/src/arg_parser_bindings.h"

#include <algorithm>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "python/src/arg_parser.h"
#include "runtime/error.h"

namespace yaten::python {

namespace {

// The most parameters a signature given to _ArgParser may have.
constexpr size_t kMaxParams = 8;

// (index of the signature taken, its arguments in its order with the defaults filled, None past its
// last): what parse() returns; torch's TypeError when no signature takes the call.
pybind11::tuple parse(ArgParser& parser, const pybind11::args& args, const pybind11::kwargs& kwargs) {
  std::vector<PyObject*> values;
  for (pybind11::handle a : args) values.push_back(a.ptr());
  pybind11::tuple names(kwargs.size());
  size_t k = 0;
  for (auto [key, value] : kwargs) {
    names[k++] = key;
    values.push_back(value.ptr());
  }
  ParsedArgs<kMaxParams> r;
  const int index = parser.parse(nullptr, values.data(), static_cast<Py_ssize_t>(args.size()),
                                 kwargs.empty() ? nullptr : names.ptr(), r);
  pybind11::tuple parsed(kMaxParams);
  for (size_t i = 0; i < kMaxParams; ++i)
    parsed[i] = r.objs[i] ? pybind11::reinterpret_borrow<pybind11::object>(r.objs[i]) : pybind11::none();
  return pybind11::make_tuple(index, parsed);
}

}  // namespace

void init_arg_parser_bindings(pybind11::module_& m) {
  pybind11::class_<ArgParser>(m, "_ArgParser", "Parses a Python function's arguments as torch's C functions do.")
      .def(pybind11::init([](const std::vector<std::string>& signatures) {
             for (const std::string& s : signatures) {
               const size_t commas = static_cast<size_t>(std::count(s.begin(), s.end(), ','));
               YATEN_CHECK_VALUE(commas < kMaxParams, "_ArgParser: a signature takes at most ", kMaxParams,
                                 " parameters: ", s);
             }
             return new ArgParser(signatures);
           }),
           pybind11::arg("signatures"))
      .def("parse", &parse,
           "(index of the signature taken, its arguments with their defaults, None past them); raises torch's "
           "TypeError when none takes the call.");
}

}  // namespace yaten::python
