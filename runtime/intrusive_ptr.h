// A refcounted owner for objects that carry their own count: one allocation
// per object (shared_ptr would add a control block), and a raw pointer can be
// turned back into an owner, which the Python layer needs.
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>

namespace yaten {

class RefCounted {
 public:
  RefCounted() = default;
  RefCounted(const RefCounted&) = delete;
  RefCounted& operator=(const RefCounted&) = delete;
  virtual ~RefCounted() = default;

  void incref() const { refcount_.fetch_add(1, std::memory_order_relaxed); }
  // Returns true when the last reference went away.
  bool decref() const { return refcount_.fetch_sub(1, std::memory_order_acq_rel) == 1; }
  int64_t use_count() const { return refcount_.load(std::memory_order_relaxed); }

 private:
  mutable std::atomic<int64_t> refcount_{0};
};

template <typename T>
class IntrusivePtr {
 public:
  IntrusivePtr() = default;
  explicit IntrusivePtr(T* p) : p_(p) { if (p_) p_->incref(); }
  IntrusivePtr(const IntrusivePtr& o) : p_(o.p_) { if (p_) p_->incref(); }
  IntrusivePtr(IntrusivePtr&& o) noexcept : p_(std::exchange(o.p_, nullptr)) {}
  template <typename U>
  IntrusivePtr(IntrusivePtr<U> o) : p_(o.release()) {}
  ~IntrusivePtr() { reset(); }

  IntrusivePtr& operator=(IntrusivePtr o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }

  void reset() {
    if (p_ && p_->decref()) delete p_;
    p_ = nullptr;
  }
  // Hands the reference to the caller, who must later pass it to reclaim().
  T* release() { return std::exchange(p_, nullptr); }
  static IntrusivePtr reclaim(T* p) {
    IntrusivePtr r;
    r.p_ = p;
    return r;
  }

  T* get() const { return p_; }
  T* operator->() const { return p_; }
  T& operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }
  bool operator==(const IntrusivePtr& o) const { return p_ == o.p_; }
  bool operator!=(const IntrusivePtr& o) const { return p_ != o.p_; }

 private:
  T* p_ = nullptr;
};

template <typename T, typename... Args>
IntrusivePtr<T> make_intrusive(Args&&... args) {
  return IntrusivePtr<T>(new T(std::forward<Args>(args)...));
}

}  // namespace yaten
