// See print_options_bindings.h; the Python side (profiles, defaults) is yaten/_printoptions.py.
#include "python/src/print_options_bindings.h"

#include <tuple>

#include "runtime/printing.h"

namespace yaten::python {

void init_print_options(pybind11::module_& m) {
  m.def("_get_print_options", [] {
    const PrintOptions& o = print_options();
    return std::make_tuple(o.precision, o.threshold, o.edgeitems, o.linewidth, o.sci_mode);
  }, "(precision, threshold, edgeitems, linewidth, sci_mode) with sci_mode -1 for automatic.");
  m.def("_set_print_options", [](int precision, double threshold, int edgeitems, int linewidth, int sci_mode) {
    print_options() = PrintOptions{precision, threshold, edgeitems, linewidth, sci_mode};
  }, pybind11::arg("precision"), pybind11::arg("threshold"), pybind11::arg("edgeitems"), pybind11::arg("linewidth"),
     pybind11::arg("sci_mode"));
}

}  // namespace yaten::python
