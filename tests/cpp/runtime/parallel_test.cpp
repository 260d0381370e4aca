// parallel_for on yaten's pool: every index once, nesting, errors, several callers.
#include <catch2/catch.hpp>

#include <sched.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>
#include <vector>

#include "runtime/parallel.h"

using namespace yaten;

namespace {

struct ThreadsGuard {
  int saved = num_threads();
  ~ThreadsGuard() { set_num_threads(saved); }
};

// Counts how often each index of [0, n) was visited, and by how many threads.
std::vector<int> visits(int64_t n, int64_t grain, std::atomic<int>* chunks_seen = nullptr) {
  std::vector<int> seen(static_cast<size_t>(n), 0);
  parallel_for(0, n, grain, [&](int64_t lo, int64_t hi) {
    if (chunks_seen) ++*chunks_seen;
    for (int64_t i = lo; i < hi; ++i) ++seen[static_cast<size_t>(i)];
  });
  return seen;
}

}  // namespace

TEST_CASE("parallel_for visits every index exactly once") {
  ThreadsGuard guard;
  for (int threads : {1, 2, 3, 8}) {
    set_num_threads(threads);
    for (int64_t n : {0, 1, 7, 100, 1001}) {
      for (int64_t grain : {1, 3, 1000}) {
        std::vector<int> seen = visits(n, grain);
        CHECK(std::vector<int>(static_cast<size_t>(n), 1) == seen);
      }
    }
  }
}

TEST_CASE("a loop below its grain, or with one thread, runs as one chunk on the caller") {
  ThreadsGuard guard;
  set_num_threads(4);
  std::atomic<int> chunks{0};
  visits(100, 100, &chunks);
  CHECK(chunks == 1);
  set_num_threads(1);
  chunks = 0;
  const auto caller = std::this_thread::get_id();
  parallel_for(0, 1000, 1, [&](int64_t, int64_t) {
    ++chunks;
    CHECK(std::this_thread::get_id() == caller);
  });
  CHECK(chunks == 1);
}

TEST_CASE("a loop inside a parallel loop runs on its own thread") {
  ThreadsGuard guard;
  set_num_threads(2);
  // Catch2's assertions are not thread-safe: workers only count.
  std::atomic<int> inner_chunks{0}, outside_region{0};
  std::atomic<int64_t> total{0};
  parallel_for(0, 2, 1, [&](int64_t lo, int64_t hi) {
    if (!in_parallel_region()) ++outside_region;
    for (int64_t i = lo; i < hi; ++i)
      parallel_for(0, 100, 1, [&](int64_t a, int64_t b) {
        ++inner_chunks;
        total += b - a;
      });
  });
  CHECK_FALSE(in_parallel_region());
  CHECK(outside_region == 0);
  CHECK(inner_chunks == 2);
  CHECK(total == 200);
}

TEST_CASE("an exception in any chunk reaches the caller, and the pool still works") {
  ThreadsGuard guard;
  set_num_threads(2);
  for (int64_t bad : {0, 99}) {
    CHECK_THROWS_WITH(parallel_for(0, 100, 1,
                                   [&](int64_t lo, int64_t hi) {
                                     if (lo <= bad && bad < hi) throw std::runtime_error("chunk failed");
                                   }),
                      "chunk failed");
    CHECK_FALSE(in_parallel_region());
  }
  CHECK(std::vector<int>(500, 1) == visits(500, 1));
}

TEST_CASE("loops from several threads at once all complete") {
  ThreadsGuard guard;
  set_num_threads(2);
  std::vector<std::thread> callers;
  std::atomic<int> good{0};
  for (int t = 0; t < 4; ++t)
    callers.emplace_back([&] {
      for (int round = 0; round < 200; ++round)
        if (visits(1000, 10) == std::vector<int>(1000, 1)) ++good;
    });
  for (auto& c : callers) c.join();
  CHECK(good == 800);
}

TEST_CASE("set_num_threads keeps at least one thread") {
  ThreadsGuard guard;
  set_num_threads(0);
  CHECK(num_threads() == 1);
  set_num_threads(-3);
  CHECK(num_threads() == 1);
  set_num_threads(3);
  CHECK(num_threads() == 3);
}

TEST_CASE("a large loop is split into a few chunks per thread") {
  ThreadsGuard guard;
  set_num_threads(2);
  std::atomic<int> chunks{0};
  CHECK(std::vector<int>(100000, 1) == visits(100000, 10, &chunks));
  CHECK(chunks == 2 * kChunksPerThread);
  chunks = 0;
  visits(30, 10, &chunks);
  CHECK(chunks == 3);
}

TEST_CASE("the pool's workers keep off the CPU the caller runs on") {
  cpu_set_t all;
  REQUIRE(sched_getaffinity(0, sizeof all, &all) == 0);
  if (CPU_COUNT(&all) < 2) return;  // one CPU: nothing to keep off
  ThreadsGuard guard;
  set_num_threads(2);
  visits(1000, 10);  // the pool and its worker exist, made while the caller could use every CPU
  int cpu = 0;
  while (!CPU_ISSET(cpu, &all)) ++cpu;
  cpu_set_t only;
  CPU_ZERO(&only);
  CPU_SET(cpu, &only);
  REQUIRE(sched_setaffinity(0, sizeof only, &only) == 0);  // the caller stays on `cpu`
  const std::thread::id caller = std::this_thread::get_id();
  std::atomic<int> worker_chunks{0}, worker_chunks_allowed_on_cpu{0};
  for (int round = 0; round < 5; ++round)
    parallel_for(0, 8, 1, [&](int64_t, int64_t) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));  // long enough for a worker to take a chunk
      if (std::this_thread::get_id() == caller) return;
      cpu_set_t mine;
      REQUIRE(sched_getaffinity(0, sizeof mine, &mine) == 0);
      ++worker_chunks;
      if (CPU_ISSET(cpu, &mine)) ++worker_chunks_allowed_on_cpu;
    });
  REQUIRE(sched_setaffinity(0, sizeof all, &all) == 0);
  CHECK(worker_chunks > 0);
  CHECK(worker_chunks_allowed_on_cpu == 0);
}
