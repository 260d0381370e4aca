// Reading a node's saved values by name, for the embedding language (the
// Python layer's grad_fn._saved_<name>): a generated node hands each of its
// saved members to a visitor, which turns it into the embedder's value.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "runtime/scalar.h"
#include "runtime/small_vector.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct SavedValueVisitor {
  virtual ~SavedValueVisitor() = default;
  virtual void saved(const char* name, const SavedVariable& value) = 0;
  virtual void saved(const char* name, const std::vector<SavedVariable>& value) = 0;
  virtual void saved(const char* name, const DimVector& value) = 0;
  virtual void saved(const char* name, const std::vector<DimVector>& value) = 0;
  virtual void saved(const char* name, int64_t value) = 0;
  virtual void saved(const char* name, double value) = 0;
  virtual void saved(const char* name, bool value) = 0;
  virtual void saved(const char* name, const Scalar& value) = 0;
  virtual void saved(const char* name, const std::string& value) = 0;
  // An absent optional (stride=None) reads as none.
  virtual void saved_none(const char* name) = 0;
  template <class T>
  void saved(const char* name, const std::optional<T>& value) {
    if (value) {
      saved(name, *value);
    } else {
      saved_none(name);
    }
  }
};

}  // namespace yaten::autograd
