// Tensor construction, views and element access.
#include "runtime/tensor.h"

#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

TensorImpl::TensorImpl(Storage storage, DimVector sizes, DimVector strides, int64_t offset,
                       ScalarType dtype)
    : storage_(std::move(storage)),
      sizes_(std::move(sizes)),
      strides_(std::move(strides)),
      offset_(offset),
      dtype_(dtype) {
  refresh();
}

TensorImpl::~TensorImpl() = default;

void TensorImpl::set_view(Storage storage, DimVector sizes, DimVector strides, int64_t offset) {
  storage_ = std::move(storage);
  sizes_ = std::move(sizes);
  strides_ = std::move(strides);
  offset_ = offset;
  // Names belong to dims: a view of another rank (resize_ of an out= tensor) has none.
  if (names_ && names_->size() != sizes_.size()) names_.reset();
  refresh();
}

void TensorImpl::refresh() {
  numel_ = 1;
  for (int64_t s : sizes_) numel_ = wrapping_mul(numel_, s);  // a zero factor anywhere gives 0
  // Size-1 dims may have any stride; PyTorch calls such tensors contiguous.
  is_contiguous_ = true;
  int64_t expected = 1;
  for (size_t i = sizes_.size(); i-- > 0;) {
    if (sizes_[i] == 1) continue;
    if (strides_[i] != expected) {
      is_contiguous_ = numel_ == 0;
      break;
    }
    expected = wrapping_mul(expected, sizes_[i]);
  }
}

Tensor Tensor::empty(const DimVector& sizes, ScalarType dtype) { return empty_dense(sizes, contiguous_strides(sizes), dtype); }

Tensor Tensor::empty_dense(const DimVector& sizes, const DimVector& strides, ScalarType dtype) {
  check_no_negative_dims(sizes);
  int64_t numel = checked_numel(sizes, "empty");
  size_t nbytes = 0;
  YATEN_CHECK(!__builtin_mul_overflow(static_cast<size_t>(numel), itemsize(dtype), &nbytes),
              "empty: shape ", shape_str(sizes), " needs more memory than can be addressed");
  auto storage = make_intrusive<StorageImpl>(nbytes);
  return Tensor(make_intrusive<TensorImpl>(std::move(storage), sizes, strides, 0, dtype));
}

Tensor Tensor::scalar_tensor(const Scalar& value, ScalarType dtype) {
  Tensor t = empty({}, dtype);
  YATEN_DISPATCH_ALL(dtype, "scalar_tensor", [&] { *t.data<scalar_t>() = value.to<scalar_t>(); });
  return t;
}

Tensor Tensor::wrapped_number(const Scalar& value) {
  Tensor t = scalar_tensor(value, value.is_floating() ? ScalarType::Float64 : value.default_dtype());
  t.impl()->set_wrapped_number(true);
  return t;
}

int64_t Tensor::size(int64_t dim) const { return sizes()[wrap_dim(dim, this->dim(), "size")]; }

int64_t Tensor::stride(int64_t dim) const { return strides()[wrap_dim(dim, this->dim(), "stride")]; }

Tensor Tensor::view_as_strided(const DimVector& sizes, const DimVector& strides, int64_t offset) const {
  return Tensor(make_intrusive<TensorImpl>(storage(), sizes, strides, offset, dtype()));
}

Scalar Tensor::item() const {
  YATEN_CHECK(numel() == 1, "item: a Tensor with ", numel(), " elements cannot be converted to Scalar");
  return YATEN_DISPATCH_ALL(dtype(), "item", [&]() -> Scalar {
    scalar_t v = *data<scalar_t>();
    if constexpr (std::is_same_v<scalar_t, bool>) {
      return Scalar(v);
    } else if constexpr (is_floating_type_v<scalar_t>) {
      return Scalar(static_cast<double>(v));
    } else {
      return Scalar(static_cast<int64_t>(v));
    }
  });
}

}  // namespace yaten
