// See inference_mode.h.
#include "runtime/inference_mode.h"

namespace yaten {

namespace {
thread_local bool g_inference_mode = false;
}  // namespace

bool InferenceMode::is_enabled() { return g_inference_mode; }
void InferenceMode::set_enabled(bool enabled) { g_inference_mode = enabled; }

}  // namespace yaten
