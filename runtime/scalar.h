// A Python number on the C++ side: bool, integer or floating, never a tensor.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "runtime/dtype.h"

namespace yaten {

// The name torch's checked conversion gives a C++ type in its overflow
// message (c10's accessor names: int8_t, int, at::Half, ...).
template <typename T>
constexpr const char* scalar_type_name() {
  if constexpr (std::is_same_v<T, bool>) return "bool";
  else if constexpr (std::is_same_v<T, uint8_t>) return "uint8_t";
  else if constexpr (std::is_same_v<T, int8_t>) return "int8_t";
  else if constexpr (std::is_same_v<T, int16_t>) return "int16_t";
  else if constexpr (std::is_same_v<T, int32_t>) return "int";
  else if constexpr (std::is_same_v<T, int64_t>) return "int64_t";
  else if constexpr (std::is_same_v<T, float>) return "float";
  else if constexpr (std::is_same_v<T, double>) return "double";
  else if constexpr (std::is_same_v<T, Half>) return "at::Half";
  else if constexpr (std::is_same_v<T, BFloat16>) return "at::BFloat16";
  else return "?";
}

// RuntimeError "value cannot be converted to type <name> without overflow".
[[noreturn]] void report_scalar_overflow(const char* type_name);

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

  // The number as a T, refused as torch's Scalar::to<T> refuses it (c10's
  // checked_convert) when it does not fit: every kernel reading a Scalar
  // argument as its element or compute type goes through here, so a number
  // that would wrap or turn infinite raises instead. Costs a comparison or
  // two per call, never per element.
  template <typename T>
  T to() const {
    if (!fits<T>()) report_scalar_overflow(scalar_type_name<T>());
    return to_unchecked<T>();
  }
  // The plain C++ conversion, for the places torch converts without a check
  // (values of torch.tensor(data), computed results); a float outside an
  // integer type's range must have been refused before (undefined behaviour).
  template <typename T>
  T to_unchecked() const {
    return kind_ == Kind::Float ? static_cast<T>(d_) : static_cast<T>(i_);
  }
  double to_double() const { return to_unchecked<double>(); }
  int64_t to_int() const { return to<int64_t>(); }
  bool to_bool() const { return kind_ == Kind::Float ? d_ != 0 : i_ != 0; }

  // Whether to<T>() takes this number, by torch's rule (c10::overflows): an
  // integer type takes an int in its range (an unsigned one also -max..-1,
  // wrapped) and a float in its range, never NaN; a floating type takes
  // infinities, NaN and any finite value up to its largest; bool anything.
  template <typename T>
  bool fits() const {
    if constexpr (std::is_same_v<T, bool>) {
      return true;
    } else {
      if (kind_ == Kind::Bool) return true;
      using Limits = std::numeric_limits<T>;
      constexpr bool floating = std::is_floating_point_v<T> || is_reduced_floating_type_v<T>;
      if constexpr (floating) {
        if constexpr (std::is_same_v<T, double>) return true;
        const double highest = static_cast<double>(static_cast<float>(Limits::max()));
        const double v = kind_ == Kind::Float ? d_ : static_cast<double>(i_);
        return !std::isfinite(v) || std::fabs(v) <= highest;
      } else if (kind_ == Kind::Float) {
        // torch's [lowest, max] (127.5 does not fit int8). int64's max is not
        // a double: there the bound is 2^63 excluded, the doubles that convert
        // without undefined behaviour.
        const double low = static_cast<double>(Limits::lowest());
        if constexpr (sizeof(T) < sizeof(int64_t)) return d_ >= low && d_ <= static_cast<double>(Limits::max());
        const double past_max = static_cast<double>(Limits::max() / 2 + 1) * 2.0;
        return d_ >= low && d_ < past_max;  // false for NaN
      } else if constexpr (std::is_unsigned_v<T>) {
        const auto highest = static_cast<int64_t>(Limits::max());
        return i_ <= highest && i_ >= -highest;
      } else {
        return i_ >= static_cast<int64_t>(Limits::lowest()) && i_ <= static_cast<int64_t>(Limits::max());
      }
    }
  }

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
