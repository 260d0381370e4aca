// Where a tensor lives and how its elements are laid out: PyTorch's Device,
// Layout and MemoryFormat. yaten computes on the CPU only, with strided
// tensors, but it names every device PyTorch names, so that code written for
// other devices parses and fails with PyTorch's errors rather than ours.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace yaten {

enum class DeviceType : int8_t {
  CPU, CUDA, IPU, XPU, MKLDNN, OpenGL, OpenCL, IDEEP, HIP, VE, FPGA, ORT, XLA, Lazy, Vulkan, MPS, Meta, HPU,
  PrivateUse1,
};

struct Device {
  DeviceType type = DeviceType::CPU;
  int64_t index = -1;  // -1: none given ("cuda" rather than "cuda:0")

  bool operator==(const Device& o) const { return type == o.type && index == o.index; }
  bool operator!=(const Device& o) const { return !(*this == o); }
  bool is_cpu() const { return type == DeviceType::CPU; }
};

// "cpu", "cuda:1", ...: RuntimeError with PyTorch's text on a malformed string or unknown type.
Device parse_device(std::string_view text);
// The type's name in a device string ("cuda"); parse_device_type is its inverse.
const char* device_type_name(DeviceType type);
DeviceType parse_device_type(std::string_view name, std::string_view whole_string);
// "cuda:1", or "cpu" when there is no index.
std::string device_str(const Device& device);
// A device from a type and an index given apart from it; RuntimeError if negative.
Device device_with_index(DeviceType type, int64_t index);

enum class Layout : int8_t { Strided };

enum class MemoryFormat : int8_t { Contiguous, Preserve, ChannelsLast, ChannelsLast3d };
const char* memory_format_name(MemoryFormat format);  // "channels_last"

}  // namespace yaten
