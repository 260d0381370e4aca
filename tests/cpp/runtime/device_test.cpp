// Device strings: what parses, how it prints back, and PyTorch's errors for the rest.
#include <catch2/catch.hpp>

#include <string>

#include "runtime/device.h"
#include "runtime/error.h"

using namespace yaten;

TEST_CASE("device: strings parse and print back", "[runtime][device]") {
  for (const char* text : {"cpu", "cpu:0", "cuda", "cuda:1", "cuda:12", "mps", "meta", "privateuseone:3"}) {
    CHECK(device_str(parse_device(text)) == text);
  }
  CHECK(parse_device("cuda:7") == Device{DeviceType::CUDA, 7});
  CHECK(parse_device("cpu").is_cpu());
  CHECK(parse_device("cuda").index == -1);
}

TEST_CASE("device: malformed strings raise PyTorch's message", "[runtime][device]") {
  for (const char* text : {"cuda:-1", "cuda:x", "cuda:01", "cpu:0:1", " cpu", "cuda:", ":1", "cu da"}) {
    CHECK_THROWS_WITH(parse_device(text), "Invalid device string: '" + std::string(text) + "'");
  }
  CHECK_THROWS_WITH(parse_device(""), "Device string must not be empty");
  CHECK_THROWS_AS(parse_device("CPU"), RuntimeError);
  CHECK_THROWS_WITH(parse_device("gpu:0"), Catch::Contains("device type at start of device string: gpu:0"));
}

TEST_CASE("device: an index given apart must not be negative", "[runtime][device]") {
  CHECK(device_with_index(DeviceType::CUDA, 2) == parse_device("cuda:2"));
  CHECK_THROWS_WITH(device_with_index(DeviceType::CPU, -1), "Device index must not be negative");
}
