// _C's forward-mode AD functions, which yaten.autograd.forward_ad wraps
// (the names are torch._C's: _enter_dual_level, _make_dual, ...).
#include "python/src/forward_ad_bindings.h"

#include <pybind11/pybind11.h>

#include "autograd/forward_ad.h"
#include "python/src/pybind_casters.h"

namespace py = pybind11;

namespace yaten::python {

void init_forward_ad(py::module_& m) {
  namespace ag = yaten::autograd;
  m.def("_enter_dual_level", &ag::enter_dual_level, "Enters a forward AD level; returns its index.");
  m.def("_exit_dual_level", &ag::exit_dual_level, py::kw_only(), py::arg("level"),
        "Exits a forward AD level, dropping every tangent made at it.");
  m.def("_current_dual_level", &ag::current_dual_level, "The active forward AD level, or -1.");
  m.def("_make_dual", &ag::make_dual, py::arg("tensor"), py::arg("tangent"), py::kw_only(), py::arg("level"),
        "A view of tensor carrying tangent at level.");
  m.def("_unpack_dual", [](const Tensor& t, int64_t level) {
    auto [primal, tangent] = ag::unpack_dual(t, level);
    return py::make_tuple(primal, tangent.defined() ? py::cast(tangent) : py::none());
  }, py::arg("tensor"), py::kw_only(), py::arg("level"), "(a view of tensor without its tangent, the tangent or None).");
}

}  // namespace yaten::python
