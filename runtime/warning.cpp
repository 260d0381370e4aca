#include "runtime/warning.h"

#include <atomic>
#include <cstdio>
#include <mutex>
#include <set>

namespace yaten {
namespace {

std::atomic<WarningHandler> installed{nullptr};
std::atomic<bool> always{false};

void to_stderr(WarningCategory category, const std::string& message) {
  std::fprintf(stderr, "%s: %s\n", category == WarningCategory::Deprecation ? "DeprecationWarning" : "UserWarning",
               message.c_str());
}

}  // namespace

WarningHandler set_warning_handler(WarningHandler handler) { return installed.exchange(handler); }

void warn(WarningCategory category, const std::string& message) {
  WarningHandler handler = installed.load();
  (handler ? handler : to_stderr)(category, message);
}

void set_warn_always(bool on) { always.store(on); }
bool warn_always() { return always.load(); }

void warn_once(WarningCategory category, const std::string& message) {
  if (always.load()) return warn(category, message);
  static std::mutex mutex;
  static std::set<std::string> given;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (!given.insert(message).second) return;
  }
  warn(category, message);
}

}  // namespace yaten
