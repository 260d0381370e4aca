// Shape arithmetic: the rules PyTorch states for dims and broadcasting.
#include "runtime/shape.h"

#include <limits>

#include "runtime/error.h"

namespace yaten {

int64_t wrap_dim(int64_t dim, int64_t ndim, const char* op_name) {
  int64_t n = ndim == 0 ? 1 : ndim;  // a 0-d tensor accepts dim 0 and -1
  YATEN_CHECK_INDEX(dim >= -n && dim < n, op_name, ": dimension out of range (expected to be in range of [",
                    -n, ", ", n - 1, "], but got ", dim, ")");
  return dim < 0 ? dim + n : dim;
}

DimVector broadcast_shapes(const DimVector& a, const DimVector& b, const char* op_name) {
  size_t n = std::max(a.size(), b.size());
  DimVector out(n);
  for (size_t i = 0; i < n; ++i) {
    int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
    int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
    YATEN_CHECK(da == db || da == 1 || db == 1, op_name, ": the size of tensor a (", da,
                ") must match the size of tensor b (", db, ") at non-singleton dimension ", i,
                " (shapes ", shape_str(a), " and ", shape_str(b), ")");
    out[i] = da == 1 ? db : da;
  }
  return out;
}

DimVector contiguous_strides(const DimVector& sizes) {
  DimVector strides(sizes.size());
  int64_t s = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = s;
    s = wrapping_mul(s, std::max<int64_t>(sizes[i], 1));
  }
  return strides;
}

void check_no_negative_dims(const DimVector& sizes) {
  for (int64_t s : sizes) YATEN_CHECK(s >= 0, "Trying to create tensor with negative dimension ", s, ": ", shape_str(sizes));
}

int64_t checked_numel(const DimVector& sizes, const char* op_name) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    YATEN_CHECK_VALUE(s >= 0, op_name, ": negative dimension ", s, " in shape ", shape_str(sizes));
    YATEN_CHECK(!__builtin_mul_overflow(n, s, &n), op_name, ": shape ", shape_str(sizes),
                " has too many elements");
  }
  return n;
}

std::string shape_str(const DimVector& sizes) {
  std::string s = "[";
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(sizes[i]);
  }
  return s + "]";
}

DimVector infer_size(const DimVector& shape, int64_t numel, const char* op_name) {
  DimVector out = shape;
  int64_t known = 1;
  int infer_at = -1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      YATEN_CHECK(infer_at < 0, op_name, ": only one dimension can be inferred");
      infer_at = static_cast<int>(i);
    } else {
      YATEN_CHECK(shape[i] >= 0, op_name, ": invalid shape dimension ", shape[i]);
      YATEN_CHECK(!__builtin_mul_overflow(known, shape[i], &known), op_name, ": shape ",
                  shape_str(shape), " has too many elements");
    }
  }
  if (infer_at >= 0) {
    YATEN_CHECK(known != 0 && numel % known == 0, op_name, ": shape '", shape_str(shape),
                "' is invalid for input of size ", numel);
    out[infer_at] = numel / known;
  } else {
    YATEN_CHECK(known == numel, op_name, ": shape '", shape_str(shape), "' is invalid for input of size ",
                numel);
  }
  return out;
}

}  // namespace yaten
