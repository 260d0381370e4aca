// Range checks for numbers read as a C++ type or stored into a tensor of a
// given dtype.
#include "runtime/scalar_range.h"

#include <string>

#include "runtime/error.h"

namespace yaten {

// Declared in scalar.h: Scalar::to<T>'s refusal, out of line.
void report_scalar_overflow(const char* type_name) {
  throw RuntimeError(std::string("value cannot be converted to type ") + type_name + " without overflow");
}

bool scalar_fits(const Scalar& value, ScalarType dtype, bool check_floating) {
  if (!check_floating && is_floating(dtype)) return true;
  bool fits = true;
  YATEN_DISPATCH_ALL(dtype, "scalar_fits", [&] { fits = value.fits<scalar_t>(); });
  return fits;
}

void check_scalar_fits(const Scalar& value, ScalarType dtype, const char* type_name, bool check_floating) {
  if (scalar_fits(value, dtype, check_floating)) return;
  if (type_name) report_scalar_overflow(type_name);
  YATEN_DISPATCH_ALL(dtype, "check_scalar_fits", [&] { report_scalar_overflow(scalar_type_name<scalar_t>()); });
}

double floating_scalar(const Scalar& value, ScalarType dtype, bool as_element) {
  if (is_floating(dtype) && dtype != ScalarType::Float16) check_scalar_fits(value, as_element ? dtype : compute_dtype(dtype));
  return value.to_double();
}

}  // namespace yaten
