//===- Timing.h - how the prototypes time a kernel ------------*- C++ -*-===//
//
// Each prototype calls a kernel a few times and keeps the best or the
// median call; this is the loop they share.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_BENCH_PROTOTYPES_TIMING_H
#define REVSEQ_BENCH_PROTOTYPES_TIMING_H

#include <algorithm>
#include <chrono>
#include <vector>

/// The seconds of each of `calls` calls of `f`, sorted: front() is the
/// best call, [calls / 2] the median.
template <typename F> std::vector<double> timeCalls(F f, int calls) {
  std::vector<double> seconds;
  for (int i = 0; i < calls; ++i) {
    auto start = std::chrono::steady_clock::now();
    f();
    asm volatile("" ::: "memory");
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(seconds.begin(), seconds.end());
  return seconds;
}

#endif // REVSEQ_BENCH_PROTOTYPES_TIMING_H
