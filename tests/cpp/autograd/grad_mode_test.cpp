// Grad mode: enabled by default, scoped by AutoGradMode, per thread.
#include <catch2/catch.hpp>

#include <thread>

#include "autograd/grad_mode.h"

using yaten::autograd::AutoGradMode;
using yaten::autograd::GradMode;

TEST_CASE("grad mode is enabled by default", "[autograd][grad_mode]") { CHECK(GradMode::is_enabled()); }

TEST_CASE("AutoGradMode sets and restores grad mode, nested", "[autograd][grad_mode]") {
  REQUIRE(GradMode::is_enabled());
  {
    AutoGradMode no_grad(false);
    CHECK_FALSE(GradMode::is_enabled());
    {
      AutoGradMode enable(true);
      CHECK(GradMode::is_enabled());
    }
    CHECK_FALSE(GradMode::is_enabled());
  }
  CHECK(GradMode::is_enabled());
}

TEST_CASE("AutoGradMode restores grad mode when an exception leaves the scope", "[autograd][grad_mode]") {
  try {
    AutoGradMode no_grad(false);
    throw 1;
  } catch (int) {
  }
  CHECK(GradMode::is_enabled());
}

TEST_CASE("grad mode is thread-local", "[autograd][grad_mode]") {
  AutoGradMode no_grad(false);
  bool other_thread_enabled = false;
  std::thread([&] { other_thread_enabled = GradMode::is_enabled(); }).join();
  CHECK(other_thread_enabled);
  CHECK_FALSE(GradMode::is_enabled());

  std::thread([] {
    GradMode::set_enabled(false);
    CHECK_FALSE(GradMode::is_enabled());
  }).join();
  CHECK_FALSE(GradMode::is_enabled());  // still this thread's own setting
}
