// Tensor handles: construction, strides and contiguity, views that share
// memory, item(), the version counter and the opaque slots.
#include <catch2/catch.hpp>

#include <cstdint>
#include <memory>

#include "runtime/tensor.h"

using namespace yaten;

namespace {

Tensor arange_int64(int64_t n) {
  Tensor t = Tensor::empty({n}, ScalarType::Int64);
  for (int64_t i = 0; i < n; ++i) t.data<int64_t>()[i] = i;
  return t;
}

struct CountingMeta : AutogradMetaBase {
  explicit CountingMeta(int* destroyed) : destroyed_(destroyed) {}
  ~CountingMeta() override { ++*destroyed_; }
  int* destroyed_;
};

}  // namespace

TEST_CASE("tensor: empty gives contiguous row-major strides", "[runtime][tensor]") {
  Tensor t = Tensor::empty({2, 3, 4}, ScalarType::Float32);
  CHECK(t.defined());
  CHECK(t.dim() == 3);
  CHECK(t.sizes() == DimVector{2, 3, 4});
  CHECK(t.strides() == DimVector{12, 4, 1});
  CHECK(t.numel() == 24);
  CHECK(t.dtype() == ScalarType::Float32);
  CHECK(t.storage_offset() == 0);
  CHECK(t.is_contiguous());
  CHECK(t.storage()->nbytes() == 24 * sizeof(float));
  CHECK(reinterpret_cast<uintptr_t>(t.raw_data()) % 64 == 0);
}

TEST_CASE("tensor: 0-d and zero-size tensors", "[runtime][tensor]") {
  Tensor s = Tensor::empty({}, ScalarType::Int64);
  CHECK(s.dim() == 0);
  CHECK(s.numel() == 1);
  CHECK(s.is_contiguous());

  Tensor z = Tensor::empty({3, 0}, ScalarType::Float64);
  CHECK(z.numel() == 0);
  CHECK(z.is_contiguous());
  CHECK(z.storage()->nbytes() == 0);
}

TEST_CASE("tensor: a default Tensor is undefined", "[runtime][tensor]") {
  Tensor t;
  CHECK_FALSE(t.defined());
  CHECK(t.impl() == nullptr);
}

TEST_CASE("tensor: bad shapes are refused", "[runtime][tensor]") {
  // torch's RuntimeError, in its words.
  CHECK_THROWS_AS(Tensor::empty({2, -1}, ScalarType::Float32), RuntimeError);
  CHECK_THROWS_WITH(Tensor::empty({2, -1}, ScalarType::Float32), "Trying to create tensor with negative dimension -1: [2, -1]");
  int64_t big = int64_t{1} << 40;
  CHECK_THROWS_AS(Tensor::empty({big, big}, ScalarType::Float32), RuntimeError);
  // numel fits in int64 but the bytes do not fit in size_t
  CHECK_THROWS_AS(Tensor::empty({int64_t{1} << 62}, ScalarType::Float64), RuntimeError);
}

TEST_CASE("tensor: size and stride take negative dims and check the range", "[runtime][tensor]") {
  Tensor t = Tensor::empty({2, 3}, ScalarType::Float32);
  CHECK(t.size(0) == 2);
  CHECK(t.size(-1) == 3);
  CHECK(t.stride(-2) == 3);
  CHECK(t.stride(1) == 1);
  CHECK_THROWS_AS(t.size(2), IndexError);
  CHECK_THROWS_AS(t.stride(-3), IndexError);
}

TEST_CASE("tensor: contiguity follows the strides, ignoring size-1 dims", "[runtime][tensor]") {
  Tensor base = arange_int64(6);
  CHECK_FALSE(base.view_as_strided({3, 2}, {1, 3}, 0).is_contiguous());  // a transpose
  CHECK_FALSE(base.view_as_strided({3}, {2}, 0).is_contiguous());        // every other element
  CHECK_FALSE(base.view_as_strided({2, 3}, {0, 1}, 0).is_contiguous());  // expanded
  CHECK(base.view_as_strided({2, 3}, {3, 1}, 0).is_contiguous());
  CHECK(base.view_as_strided({1, 3}, {100, 1}, 3).is_contiguous());  // size-1 dim, any stride
  CHECK(base.view_as_strided({3, 1}, {1, 7}, 0).is_contiguous());
  CHECK(base.view_as_strided({0, 3}, {1, 5}, 0).is_contiguous());  // no elements
}

TEST_CASE("tensor: views share storage and see each other's writes", "[runtime][tensor]") {
  Tensor base = arange_int64(6);
  Tensor t = base.view_as_strided({3, 2}, {1, 3}, 0);
  Tensor tail = base.view_as_strided({2}, {1}, 4);
  CHECK(t.storage() == base.storage());
  CHECK(base.storage()->use_count() == 3);
  CHECK_FALSE(t.is_same(base));
  CHECK(tail.storage_offset() == 4);
  CHECK(*tail.data<int64_t>() == 4);
  CHECK(tail.data<int64_t>() == base.data<int64_t>() + 4);

  tail.data<int64_t>()[1] = 50;
  CHECK(base.data<int64_t>()[5] == 50);
  // t[2][1] is base[2 * 1 + 1 * 3] == base[5]
  CHECK(t.data<int64_t>()[2 * t.stride(0) + 1 * t.stride(1)] == 50);
}

TEST_CASE("tensor: storage lives as long as any view of it", "[runtime][tensor]") {
  int64_t before = StorageImpl::live_count();
  Tensor view;
  {
    Tensor base = Tensor::empty({4}, ScalarType::Float32);
    CHECK(StorageImpl::live_count() == before + 1);
    view = base.view_as_strided({2}, {2}, 1);
  }
  CHECK(StorageImpl::live_count() == before + 1);
  view = Tensor();
  CHECK(StorageImpl::live_count() == before);
}

TEST_CASE("tensor: item reads the single element as a Scalar of the right kind", "[runtime][tensor]") {
  Scalar f = Tensor::scalar_tensor(Scalar(2.5), ScalarType::Float32).item();
  CHECK(f.is_floating());
  CHECK(f.to_double() == 2.5);

  Scalar i = Tensor::scalar_tensor(Scalar(int64_t{-7}), ScalarType::Int32).item();
  CHECK(i.is_integral());
  CHECK(i.to_int() == -7);

  Scalar b = Tensor::scalar_tensor(Scalar(true), ScalarType::Bool).item();
  CHECK(b.is_bool());
  CHECK(b.to_bool());

  Scalar u = Tensor::scalar_tensor(Scalar(int64_t{255}), ScalarType::UInt8).item();
  CHECK(u.to_int() == 255);

  // A one-element view of a bigger storage reads its own element.
  Tensor base = arange_int64(5);
  CHECK(base.view_as_strided({1, 1}, {1, 1}, 3).item().to_int() == 3);
}

TEST_CASE("tensor: item refuses tensors that are not one element", "[runtime][tensor]") {
  CHECK_THROWS_AS(arange_int64(3).item(), RuntimeError);
  CHECK_THROWS_AS(Tensor::empty({0}, ScalarType::Float32).item(), RuntimeError);
}

TEST_CASE("tensor: scalar_tensor and wrapped numbers", "[runtime][tensor]") {
  Tensor t = Tensor::scalar_tensor(Scalar(3.0), ScalarType::Float64);
  CHECK(t.dim() == 0);
  CHECK(t.dtype() == ScalarType::Float64);
  CHECK_FALSE(t.impl()->is_wrapped_number());

  Tensor w = Tensor::wrapped_number(Scalar(1.5));
  CHECK(w.impl()->is_wrapped_number());
  CHECK(w.dtype() == ScalarType::Float64);
  CHECK(Tensor::wrapped_number(Scalar(int64_t{2})).dtype() == ScalarType::Int64);
  CHECK(Tensor::wrapped_number(Scalar(true)).dtype() == ScalarType::Bool);
}

TEST_CASE("tensor: a version bump through one view is seen by all views", "[runtime][tensor]") {
  Tensor base = arange_int64(4);
  Tensor view = base.view_as_strided({2}, {2}, 0);
  uint64_t v0 = base.version();
  CHECK(view.version() == v0);
  view.bump_version();
  CHECK(base.version() == v0 + 1);
  CHECK(view.version() == v0 + 1);
  // A fresh tensor has its own counter.
  Tensor other = arange_int64(4);
  CHECK(other.version() == 0);
}

TEST_CASE("tensor: set_view repoints a tensor in place", "[runtime][tensor]") {
  Tensor t = arange_int64(6);
  TensorImpl* impl = t.impl();
  Storage fresh = make_intrusive<StorageImpl>(size_t{4 * sizeof(int64_t)});
  impl->set_view(fresh, {2, 2}, {1, 2}, 0);
  CHECK(t.impl() == impl);
  CHECK(t.storage() == fresh);
  CHECK(t.sizes() == DimVector{2, 2});
  CHECK(t.numel() == 4);
  CHECK_FALSE(t.is_contiguous());
  impl->set_view(fresh, {4}, {1}, 0);
  CHECK(t.is_contiguous());
}

TEST_CASE("tensor: the autograd slot is owned and freed with the tensor", "[runtime][tensor]") {
  int destroyed = 0;
  {
    Tensor t = Tensor::empty({1}, ScalarType::Float32);
    t.impl()->set_autograd_meta(std::make_unique<CountingMeta>(&destroyed));
    CHECK(t.impl()->autograd_meta() != nullptr);
    Tensor copy = t;  // same impl, same meta
    CHECK(copy.impl()->autograd_meta() == t.impl()->autograd_meta());
  }
  CHECK(destroyed == 1);
}

TEST_CASE("tensor: copies are the same tensor, pyobj slot is kept", "[runtime][tensor]") {
  Tensor t = Tensor::empty({2}, ScalarType::Float32);
  Tensor copy = t;
  CHECK(copy.is_same(t));
  CHECK(t.impl()->use_count() == 2);
  int dummy = 0;
  CHECK(t.impl()->pyobj() == nullptr);
  t.impl()->set_pyobj(&dummy);
  CHECK(copy.impl()->pyobj() == &dummy);
}
