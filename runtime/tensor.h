// The Tensor value type: a cheap handle to a refcounted TensorImpl that holds
// a view (sizes, strides, offset, dtype) onto a Storage. Autograd state and
// the Python object live in opaque slots, so this layer knows neither.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "runtime/dtype.h"
#include "runtime/intrusive_ptr.h"
#include "runtime/scalar.h"
#include "runtime/shape.h"
#include "runtime/storage.h"

namespace yaten {

// A named tensor's dimension names, one per dim; "" is an unnamed dim (torch's
// None). Shared and never changed once made, so copying names is a refcount.
using DimnameList = std::vector<std::string>;
using Dimnames = std::shared_ptr<const DimnameList>;

// Implemented by the autograd layer; the runtime only owns and frees it.
struct AutogradMetaBase {
  virtual ~AutogradMetaBase() = default;
};

class TensorImpl : public RefCounted {
 public:
  TensorImpl(Storage storage, DimVector sizes, DimVector strides, int64_t offset, ScalarType dtype);
  ~TensorImpl() override;

  const DimVector& sizes() const { return sizes_; }
  const DimVector& strides() const { return strides_; }
  int64_t storage_offset() const { return offset_; }
  int64_t numel() const { return numel_; }
  int64_t dim() const { return static_cast<int64_t>(sizes_.size()); }
  ScalarType dtype() const { return dtype_; }
  bool is_contiguous() const { return is_contiguous_; }
  const Storage& storage() const { return storage_; }
  char* data() const {
    return static_cast<char*>(storage_->data()) + offset_ * static_cast<int64_t>(itemsize(dtype_));
  }

  // Changes the view in place (resize_ of an out= tensor, squeeze_, ...).
  void set_view(Storage storage, DimVector sizes, DimVector strides, int64_t offset);
  void set_dtype(ScalarType dtype) { dtype_ = dtype; }

  // A Python number passed where a tensor was expected: it takes part in type
  // promotion as a number, not as a tensor (PyTorch's "wrapped number").
  bool is_wrapped_number() const { return is_wrapped_number_; }
  void set_wrapped_number(bool v) { is_wrapped_number_ = v; }

  // Null for a tensor without names (every tensor unless named from Python):
  // ops test this one pointer (runtime/names.h).
  const Dimnames& names() const { return names_; }
  void set_names(Dimnames names) { names_ = std::move(names); }

  AutogradMetaBase* autograd_meta() const { return autograd_meta_.get(); }
  void set_autograd_meta(std::unique_ptr<AutogradMetaBase> meta) { autograd_meta_ = std::move(meta); }

  // The Python object wrapping this impl, if any; the Python layer keeps it
  // so that the same tensor is always the same Python object.
  void* pyobj() const { return pyobj_; }
  void set_pyobj(void* obj) { pyobj_ = obj; }

 private:
  void refresh();

  Storage storage_;
  DimVector sizes_;
  DimVector strides_;
  int64_t offset_;
  int64_t numel_ = 1;
  ScalarType dtype_;
  bool is_contiguous_ = true;
  bool is_wrapped_number_ = false;
  Dimnames names_;
  std::unique_ptr<AutogradMetaBase> autograd_meta_;
  void* pyobj_ = nullptr;
};

class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(IntrusivePtr<TensorImpl> impl) : impl_(std::move(impl)) {}

  // Fresh contiguous memory, uninitialised.
  static Tensor empty(const DimVector& sizes, ScalarType dtype);
  // The same, laid out with `strides`: a permutation of contiguous strides
  // (dense, no element shared), as an elementwise result keeps its input's.
  static Tensor empty_dense(const DimVector& sizes, const DimVector& strides, ScalarType dtype);
  // A 0-d tensor holding one number, of the number's default dtype unless given.
  static Tensor scalar_tensor(const Scalar& value, ScalarType dtype);
  static Tensor wrapped_number(const Scalar& value);

  bool defined() const { return static_cast<bool>(impl_); }
  TensorImpl* impl() const { return impl_.get(); }
  bool is_same(const Tensor& other) const { return impl_ == other.impl_; }

  const DimVector& sizes() const { return impl_->sizes(); }
  const DimVector& strides() const { return impl_->strides(); }
  int64_t size(int64_t dim) const;
  int64_t stride(int64_t dim) const;
  int64_t dim() const { return impl_->dim(); }
  int64_t numel() const { return impl_->numel(); }
  ScalarType dtype() const { return impl_->dtype(); }
  int64_t storage_offset() const { return impl_->storage_offset(); }
  bool is_contiguous() const { return impl_->is_contiguous(); }
  const Storage& storage() const { return impl_->storage(); }
  uint64_t version() const { return impl_->storage()->version(); }
  void bump_version() const { impl_->storage()->bump_version(); }

  template <typename T>
  T* data() const { return reinterpret_cast<T*>(impl_->data()); }
  void* raw_data() const { return impl_->data(); }

  // A tensor sharing this one's storage with another view of it.
  Tensor view_as_strided(const DimVector& sizes, const DimVector& strides, int64_t offset) const;
  // The single value of a one-element tensor.
  Scalar item() const;

 private:
  IntrusivePtr<TensorImpl> impl_;
};

}  // namespace yaten
