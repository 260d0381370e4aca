// Named tensors on the Python side: Tensor.names as a tuple of str/None, the
// names an argument gives (names=, rename), dims looked up by name for the
// parser's Dimname arguments, and _C's helpers behind rename / refine_names /
// align_to (yaten/_named_tensors.py).
#pragma once

#include <Python.h>
#include <pybind11/pybind11.h>

#include <initializer_list>

#include "runtime/names.h"
#include "runtime/shape.h"

namespace yaten::python {

// (name or None, ...) for each dim.
PyObject* names_to_python(const Tensor& t);
// A sequence of str/None as names; torch's TypeError for another item.
DimnameList names_from_python(PyObject* names);
// The dim of t a Dimname argument names (a str; None is torch's "Please look up dimensions by name").
int64_t dim_from_name(const Tensor& t, PyObject* name);
// The dims of t a Dimname[] argument names (or one name, as torch's Dimname[1]).
DimVector dims_from_names(const Tensor& t, PyObject* names);

// The checks torch's named overloads make before looking names up: the last name argument first,
// a list's items all names (TypeError), then its first found ("Name 'a' not found in Tensor[None]").
void check_names_found(const Tensor& t, std::initializer_list<PyObject*> names);
// A factory's names= (a sequence of str/None, or None: no names) given to its result.
void set_names_from_python(const Tensor& t, PyObject* names);

void init_named_tensors(pybind11::module_& m);

}  // namespace yaten::python
