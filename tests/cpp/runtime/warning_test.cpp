// runtime/warning.h: warnings reach the installed handler with their
// category; warn_once gives each message once; a throwing handler (the
// Python bridge under an "error" filter) stops the caller.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "runtime/warning.h"

using namespace yaten;

namespace {

std::vector<std::pair<WarningCategory, std::string>> received;

void record(WarningCategory category, const std::string& message) { received.emplace_back(category, message); }
void refuse(WarningCategory, const std::string& message) { throw std::runtime_error("as error: " + message); }

// Installs a handler for the test body, then puts the previous one back.
struct Handler {
  WarningHandler previous;
  explicit Handler(WarningHandler h) : previous(set_warning_handler(h)) { received.clear(); }
  ~Handler() { set_warning_handler(previous); }
};

}  // namespace

TEST_CASE("warning: the handler gets each warning with its category", "[runtime][warning]") {
  Handler handler(&record);
  YATEN_WARN("resized from ", 2, " to ", 3);
  warn(WarningCategory::Deprecation, "old");
  REQUIRE(received.size() == 2);
  CHECK(received[0] == std::make_pair(WarningCategory::User, std::string("resized from 2 to 3")));
  CHECK(received[1] == std::make_pair(WarningCategory::Deprecation, std::string("old")));
}

TEST_CASE("warning: warn_once gives a message the first time only", "[runtime][warning]") {
  Handler handler(&record);
  for (int i = 0; i < 3; ++i) YATEN_WARN_ONCE("warning_test: once ", 1);
  YATEN_WARN_ONCE("warning_test: once ", 2);
  REQUIRE(received.size() == 2);
  CHECK(received[0].second == "warning_test: once 1");
  CHECK(received[1].second == "warning_test: once 2");
}

TEST_CASE("warning: a handler that throws stops the caller, and the message counts as given", "[runtime][warning]") {
  {
    Handler handler(&refuse);
    CHECK_THROWS_WITH(YATEN_WARN("no"), "as error: no");
    CHECK_THROWS_WITH(YATEN_WARN_ONCE("warning_test: refused"), "as error: warning_test: refused");
  }
  Handler handler(&record);
  YATEN_WARN_ONCE("warning_test: refused");
  CHECK(received.empty());
}
