// Sizes and strides: almost every tensor has few dims, so they live inline
// and a tensor costs no extra allocation for its shape.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <vector>

namespace yaten {

class DimVector {
 public:
  static constexpr size_t kInline = 6;

  DimVector() = default;
  explicit DimVector(size_t n, int64_t value = 0) { resize(n, value); }
  DimVector(std::initializer_list<int64_t> init) { assign(init.begin(), init.size()); }
  DimVector(const int64_t* data, size_t n) { assign(data, n); }
  DimVector(const std::vector<int64_t>& v) { assign(v.data(), v.size()); }
  DimVector(const DimVector& o) { assign(o.data(), o.size()); }
  DimVector& operator=(const DimVector& o) {
    if (this != &o) assign(o.data(), o.size());
    return *this;
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int64_t* data() { return heap_ ? heap_.get() : inline_; }
  const int64_t* data() const { return heap_ ? heap_.get() : inline_; }
  int64_t& operator[](size_t i) { return data()[i]; }
  int64_t operator[](size_t i) const { return data()[i]; }
  int64_t* begin() { return data(); }
  int64_t* end() { return data() + size_; }
  const int64_t* begin() const { return data(); }
  const int64_t* end() const { return data() + size_; }
  int64_t back() const { return data()[size_ - 1]; }

  void resize(size_t n, int64_t value = 0) {
    reserve(n);
    for (size_t i = size_; i < n; ++i) data()[i] = value;
    size_ = n;
  }
  void push_back(int64_t v) {
    reserve(size_ + 1);
    data()[size_++] = v;
  }
  void insert(size_t pos, int64_t v) {
    reserve(size_ + 1);
    int64_t* d = data();
    std::memmove(d + pos + 1, d + pos, (size_ - pos) * sizeof(int64_t));
    d[pos] = v;
    ++size_;
  }
  void erase(size_t pos) {
    int64_t* d = data();
    std::memmove(d + pos, d + pos + 1, (size_ - pos - 1) * sizeof(int64_t));
    --size_;
  }
  std::vector<int64_t> vec() const { return {begin(), end()}; }

  bool operator==(const DimVector& o) const {
    return size_ == o.size_ && std::equal(begin(), end(), o.begin());
  }
  bool operator!=(const DimVector& o) const { return !(*this == o); }

 private:
  void assign(const int64_t* src, size_t n) {
    reserve(n);
    std::copy(src, src + n, data());
    size_ = n;
  }
  void reserve(size_t n) {
    if (n <= capacity_) return;
    size_t cap = std::max(n, capacity_ * 2);
    std::unique_ptr<int64_t[]> grown(new int64_t[cap]);
    std::copy(begin(), end(), grown.get());
    heap_ = std::move(grown);
    capacity_ = cap;
  }

  int64_t inline_[kInline] = {};
  std::unique_ptr<int64_t[]> heap_;
  size_t size_ = 0;
  size_t capacity_ = kInline;
};

}  // namespace yaten
