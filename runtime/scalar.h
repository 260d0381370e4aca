// A Python number on the C++ side: bool, integer or floating, never a tensor.
#pragma once

#include <cstdint>

#include "runtime/dtype.h"

namespace yaten {

class Scalar {
 public:
  enum class Kind : int8_t { Bool, Int, Float };

  Scalar() : Scalar(int64_t{0}) {}
  Scalar(bool v) : kind_(Kind::Bool) { i_ = v; }
  Scalar(int v) : kind_(Kind::Int) { i_ = v; }
  Scalar(int64_t v) : kind_(Kind::Int) { i_ = v; }
  Scalar(double v) : kind_(Kind::Float) { d_ = v; }

  Kind kind() const { return kind_; }
  bool is_bool() const { return kind_ == Kind::Bool; }
  bool is_integral() const { return kind_ == Kind::Int; }
  bool is_floating() const { return kind_ == Kind::Float; }

  template <typename T>
  T to() const {
    return kind_ == Kind::Float ? static_cast<T>(d_) : static_cast<T>(i_);
  }
  double to_double() const { return to<double>(); }
  int64_t to_int() const { return to<int64_t>(); }
  bool to_bool() const { return kind_ == Kind::Float ? d_ != 0 : i_ != 0; }

  // The dtype a 0-d tensor made from this number gets (bool, int64 or the
  // default float), as torch.tensor(x) does.
  ScalarType default_dtype() const {
    switch (kind_) {
      case Kind::Bool: return ScalarType::Bool;
      case Kind::Int: return ScalarType::Int64;
      case Kind::Float: break;
    }
    return default_float_dtype();
  }

  bool equals(double v) const { return to_double() == v; }

 private:
  Kind kind_;
  union {
    int64_t i_;
    double d_;
  };
};

}  // namespace yaten
