// Typed errors for the runtime. The Python layer maps each type onto the
// Python exception of the same name, so C++ code picks the Python type here.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

namespace yaten {

struct RuntimeError : std::runtime_error { using std::runtime_error::runtime_error; };
struct ValueError : std::runtime_error { using std::runtime_error::runtime_error; };
struct IndexError : std::runtime_error { using std::runtime_error::runtime_error; };
struct TypeError : std::runtime_error { using std::runtime_error::runtime_error; };
struct NotImplementedError : std::runtime_error { using std::runtime_error::runtime_error; };
// Python's RecursionError (a RuntimeError there too): work whose depth user
// data would set is refused past a fixed depth instead of overflowing the stack.
struct RecursionError : RuntimeError { using RuntimeError::RuntimeError; };
// torch.linalg.LinAlgError (a RuntimeError there too): a factorisation or
// solve that the input's values make impossible (singular, not definite).
struct LinAlgError : RuntimeError { using RuntimeError::RuntimeError; };

namespace detail {
template <typename... Args>
std::string concat(const Args&... args) {
  std::ostringstream out;
  (out << ... << args);
  return out.str();
}
}  // namespace detail

}  // namespace yaten

// YATEN_CHECK(cond, "mm: expected 2-D, got ", n, "-D") throws RuntimeError.
// The message is only built when the check fails, so checks cost a branch.
#define YATEN_CHECK_AS(Error, cond, ...)                        \
  do {                                                          \
    if (__builtin_expect(!(cond), 0))                           \
      throw ::yaten::Error(::yaten::detail::concat(__VA_ARGS__)); \
  } while (0)

#define YATEN_CHECK(cond, ...) YATEN_CHECK_AS(RuntimeError, cond, __VA_ARGS__)
#define YATEN_CHECK_VALUE(cond, ...) YATEN_CHECK_AS(ValueError, cond, __VA_ARGS__)
#define YATEN_CHECK_INDEX(cond, ...) YATEN_CHECK_AS(IndexError, cond, __VA_ARGS__)
#define YATEN_CHECK_TYPE(cond, ...) YATEN_CHECK_AS(TypeError, cond, __VA_ARGS__)
