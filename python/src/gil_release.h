// Running an op without the GIL when its tensors are large, so other Python
// threads (data loaders, servers, GUIs) keep running through a long kernel.
// The generated bindings convert every argument under the GIL, then call the
// op through call_releasing_gil; small ops keep the GIL (releasing costs
// more than they take). What the op touches of Python (a numpy buffer's
// release, a hook dropped) takes the GIL back by itself.
#pragma once

#include <Python.h>

#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "runtime/tensor.h"

namespace yaten::python {

// Elements (over all tensor arguments) from which an op runs without the GIL:
// about the work of one parallel grain, tens of microseconds.
constexpr int64_t kGilReleaseElements = int64_t{1} << 16;

inline int64_t elements_of(const Tensor& t) { return t.defined() ? t.numel() : 0; }
inline int64_t elements_of(const std::vector<Tensor>& ts) {
  int64_t n = 0;
  for (const Tensor& t : ts) n += elements_of(t);
  return n;
}
template <typename T>
int64_t elements_of(const T&) {
  return 0;
}

class GilRelease {
 public:
  GilRelease() : state_(PyEval_SaveThread()) {}
  ~GilRelease() { PyEval_RestoreThread(state_); }
  GilRelease(const GilRelease&) = delete;
  GilRelease& operator=(const GilRelease&) = delete;

 private:
  PyThreadState* state_;
};

// f() (the op call), without the GIL when the arguments hold enough
// elements; the result is wrapped by the caller with the GIL held. A void op
// returns a placeholder.
template <typename F, typename... Args>
auto call_releasing_gil(F&& f, const Args&... args) {
  using Result = std::invoke_result_t<F>;
  const int64_t elements = (int64_t{0} + ... + elements_of(args));
  if constexpr (std::is_void_v<Result>) {
    if (elements >= kGilReleaseElements) {
      const GilRelease released;
      f();
    } else {
      f();
    }
    return true;
  } else {
    if (elements >= kGilReleaseElements) {
      const GilRelease released;
      return f();
    }
    return f();
  }
}

}  // namespace yaten::python
