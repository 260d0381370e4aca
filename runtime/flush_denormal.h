// torch.set_flush_denormal: the CPU's flush-to-zero and denormals-are-zero
// modes, which make float arithmetic treat subnormal numbers as zero. Like
// torch's, the setting belongs to the calling thread (the MXCSR register).
#pragma once

namespace yaten {

// Turns both modes on or off for the calling thread; false (and nothing
// changed) on a CPU without them, as torch reports.
bool set_flush_denormal(bool on);

}  // namespace yaten
