// Warnings from C++ (PyTorch's TORCH_WARN / TORCH_WARN_ONCE): a kernel or op
// says something the user should see without failing the call. The runtime
// knows no Python: the Python layer installs a handler at import that turns
// each warning into a Python warning of its category, which a warnings
// filter may turn into an exception; the handler then throws, and the
// exception leaves the op like any error (so warn before writing anything).
// Without a handler (C++ programs, the C++ tests) warnings go to stderr.
#pragma once

#include <string>

#include "runtime/error.h"

namespace yaten {

enum class WarningCategory { User, Deprecation };

using WarningHandler = void (*)(WarningCategory category, const std::string& message);

// Installs the handler (nullptr: back to stderr); returns the previous one.
WarningHandler set_warning_handler(WarningHandler handler);

void warn(WarningCategory category, const std::string& message);
// The first time this message is given in the process only, as TORCH_WARN_ONCE
// (a warning turned into an error counts as given).
void warn_once(WarningCategory category, const std::string& message);
// torch.set_warn_always: while on, warn_once warns every time.
void set_warn_always(bool on);
bool warn_always();

}  // namespace yaten

// YATEN_WARN("cross: ", n, " dims") gives a UserWarning; YATEN_WARN_ONCE, once per process.
#define YATEN_WARN(...) ::yaten::warn(::yaten::WarningCategory::User, ::yaten::detail::concat(__VA_ARGS__))
#define YATEN_WARN_ONCE(...) ::yaten::warn_once(::yaten::WarningCategory::User, ::yaten::detail::concat(__VA_ARGS__))
