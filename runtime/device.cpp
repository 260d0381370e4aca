// Device strings as PyTorch reads them: a type name, then optionally ':' and
// an index written without leading zeros ("cuda:1", not "cuda:01" or "cuda:-1").
#include "runtime/device.h"

#include <array>
#include <cctype>

#include "runtime/error.h"

namespace yaten {
namespace {

// In DeviceType's order, and in the order PyTorch lists them in its error.
constexpr std::array<const char*, 19> kDeviceTypeNames = {
    "cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
    "fpga", "ort", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "privateuseone"};

bool is_type_char(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

const char* device_type_name(DeviceType type) { return kDeviceTypeNames[static_cast<size_t>(type)]; }

DeviceType parse_device_type(std::string_view name, std::string_view whole_string) {
  for (size_t i = 0; i < kDeviceTypeNames.size(); ++i)
    if (name == kDeviceTypeNames[i]) return static_cast<DeviceType>(i);
  std::string expected;
  for (const char* n : kDeviceTypeNames) expected += (expected.empty() ? "" : ", ") + std::string(n);
  throw RuntimeError("Expected one of " + expected + " device type at start of device string: " +
                     std::string(whole_string));
}

Device parse_device(std::string_view text) {
  YATEN_CHECK(!text.empty(), "Device string must not be empty");
  size_t colon = text.find(':');
  std::string_view name = text.substr(0, colon);
  bool valid = !name.empty();
  for (char c : name) valid = valid && is_type_char(c);
  int64_t index = -1;
  if (valid && colon != std::string_view::npos) {
    std::string_view digits = text.substr(colon + 1);
    valid = !digits.empty() && digits.size() <= 18 && (digits[0] != '0' || digits.size() == 1);
    for (char c : digits) valid = valid && is_digit(c);
    if (valid) index = std::stoll(std::string(digits));
  }
  if (!valid) throw RuntimeError("Invalid device string: '" + std::string(text) + "'");
  return Device{parse_device_type(name, text), index};
}

std::string device_str(const Device& device) {
  std::string text = device_type_name(device.type);
  return device.index < 0 ? text : text + ":" + std::to_string(device.index);
}

Device device_with_index(DeviceType type, int64_t index) {
  YATEN_CHECK(index >= 0, "Device index must not be negative");
  return Device{type, index};
}

const char* memory_format_name(MemoryFormat format) {
  switch (format) {
    case MemoryFormat::Contiguous: return "contiguous_format";
    case MemoryFormat::Preserve: return "preserve_format";
    case MemoryFormat::ChannelsLast: return "channels_last";
    case MemoryFormat::ChannelsLast3d: return "channels_last_3d";
  }
  return "?";
}

}  // namespace yaten
