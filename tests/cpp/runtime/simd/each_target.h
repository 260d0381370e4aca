// For the tests of per-target code: runs a check once per CPU target yaten
// is compiled for that this machine runs, each made Highway's chosen target.
#pragma once

#include <cstdint>
#include <string>

#include <hwy/targets.h>

namespace yaten::testing {

template <typename F>
void for_each_target(const F& f) {
  const int64_t all = hwy::SupportedTargets() & HWY_TARGETS;
  for (int64_t target = 1; target != 0 && target <= all; target <<= 1) {
    if (!(all & target)) continue;
    hwy::SetSupportedTargetsForTest(target);
    hwy::GetChosenTarget().Update(hwy::SupportedTargets());
    f(std::string(hwy::TargetName(target)));
  }
  hwy::SetSupportedTargetsForTest(0);
  hwy::GetChosenTarget().Update(hwy::SupportedTargets());
}

}  // namespace yaten::testing
