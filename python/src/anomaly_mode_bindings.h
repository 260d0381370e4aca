// _C's anomaly-mode switches (behind yaten.autograd.detect_anomaly) and the
// Python side of anomaly reports: the forward stack each new node records
// and the UserWarning that shows it when the node's backward fails.
#pragma once

#include <pybind11/pybind11.h>

namespace yaten::python {

void init_anomaly_mode(pybind11::module_& m);

}  // namespace yaten::python
