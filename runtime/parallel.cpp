// yaten's thread pool: num_threads() - 1 workers and the calling thread,
// which share out a loop's chunks; one loop runs at a time.
#include "runtime/parallel.h"

#include <pthread.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace yaten {

namespace {

// How long an idle worker polls for the next loop before it sleeps: long
// enough to catch the loops of one op after another without a wake-up call,
// short enough to leave the core to whoever needs it next.
constexpr auto kSpinTime = std::chrono::microseconds(50);

thread_local bool tls_in_region = false;

// Marks this thread as inside a parallel loop for its lifetime, then restores
// what it was (a worker is always inside; a caller only while it runs chunks).
class RegionScope {
 public:
  RegionScope() : outer_(tls_in_region) { tls_in_region = true; }
  ~RegionScope() { tls_in_region = outer_; }
  RegionScope(const RegionScope&) = delete;
  RegionScope& operator=(const RegionScope&) = delete;

 private:
  bool outer_;
};

void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

// More threads than this are refused: each costs a stack, and no machine
// yaten runs on has that many cores.
constexpr int kMaxThreads = 1024;

int default_threads() {
  if (const char* env = std::getenv("OMP_NUM_THREADS")) {
    char* end = nullptr;
    const long n = std::strtol(env, &end, 10);
    if (end != env && n >= 1) return static_cast<int>(std::min<long>(n, kMaxThreads));
  }
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) return std::max(1, CPU_COUNT(&set));
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

// The loop being run is one 64-bit word: its generation, its chunk count and
// the next chunk nobody has taken. Threads take chunks by compare-and-swap on
// it, so a worker that wakes late finds nothing left and touches nothing: the
// caller never waits for a sleeping worker, only for chunks already taken.
class LoopState {
 public:
  static constexpr int kChunkBits = 20;  // chunks per loop < 2^20
  static uint64_t pack(uint64_t generation, uint64_t chunks) { return generation << (2 * kChunkBits) | chunks << kChunkBits; }
  static uint64_t generation(uint64_t s) { return s >> (2 * kChunkBits); }
  static int64_t chunks(uint64_t s) { return static_cast<int64_t>(s >> kChunkBits & kMask); }
  static int64_t next(uint64_t s) { return static_cast<int64_t>(s & kMask); }

 private:
  static constexpr uint64_t kMask = (uint64_t{1} << kChunkBits) - 1;
};

int threads_epoch();

class Pool {
 public:
  Pool() { cpus_known_ = sched_getaffinity(0, sizeof cpus_, &cpus_) == 0; }

  // False when another thread's loop holds the pool: the caller runs its own.
  bool try_run(int64_t chunks, detail::ChunkFn fn, const void* context) {
    std::unique_lock<std::mutex> busy(busy_, std::try_to_lock);
    if (!busy.owns_lock()) return false;
    grow_to(std::min<int64_t>(chunks, num_threads()) - 1);
    keep_workers_off(sched_getcpu());
    fn_ = fn;
    context_ = context;
    error_ = nullptr;
    done_.store(0, std::memory_order_relaxed);
    chunks_ = chunks;
    const uint64_t generation = LoopState::generation(state_.load()) + 1;
    state_.store(LoopState::pack(generation, static_cast<uint64_t>(chunks)));  // publishes the loop
    if (sleeping_.load() > 0) {
      std::lock_guard<std::mutex> lock(sleep_mutex_);
      wake_.notify_all();
    }
    run_chunks_of(generation);
    wait_for_chunks(chunks);
    if (error_) std::rethrow_exception(error_);
    return true;
  }

 private:
  // Keeps the workers off the CPU the caller is on (redone only when the
  // caller has moved, or a worker has started since). A worker woken for a
  // loop otherwise often stays on, or lands on, a core where another thread
  // runs: the caller's own, or another library's spinning OpenMP worker,
  // which the kernel lets run to its next tick (4 ms at HZ=250) before the
  // woken worker gets a turn; nothing then moves it to a free core, and the
  // loop takes as long as on one thread (bench/README.md, session 15).
  // The caller runs chunks for the whole loop, so a worker sharing its CPU
  // would only take turns with it, however many workers there are.
  void keep_workers_off(int cpu) {
    if (cpu < 0 || cpu == workers_kept_off_ || !cpus_known_ || CPU_COUNT(&cpus_) < 2 || !CPU_ISSET(cpu, &cpus_)) return;
    cpu_set_t others = cpus_;
    CPU_CLR(cpu, &others);
    workers_kept_off_ = cpu;
    for (size_t i = 0; i < workers_.size(); ++i) {
      const int tid = worker_tids_[i].load();
      if (tid == 0) workers_kept_off_ = -1;  // not started yet: done again next loop
      else sched_setaffinity(tid, sizeof others, &others);  // refused (a cpuset changed): left as it was
    }
  }

  // Adds workers up to `workers`. When the system refuses a thread (out of
  // address space under ulimit -v, or of processes), the workers this call
  // made are retired, so the pool stays as it was and the loop runs on it;
  // no growth is tried again until set_num_threads changes the count.
  void grow_to(int64_t workers) {
    const int epoch = threads_epoch();
    if (epoch == failed_epoch_) workers = std::min<int64_t>(workers, static_cast<int64_t>(workers_.size()));
    const size_t before = workers_.size();
    try {
      while (static_cast<int64_t>(workers_.size()) < workers) {
        const int64_t index = static_cast<int64_t>(workers_.size());
        active_.store(index + 1);
        workers_.emplace_back([this, index, seen = LoopState::generation(state_.load())] { work(index, seen); });
      }
    } catch (const std::exception&) {
      failed_epoch_ = epoch;
      active_.store(static_cast<int64_t>(before));
      // An empty loop wakes every worker; those at or past `before` exit.
      state_.store(LoopState::pack(LoopState::generation(state_.load()) + 1, 0));
      {
        std::lock_guard<std::mutex> lock(sleep_mutex_);
        wake_.notify_all();
      }
      // Joined, not left to exit on their own: their stacks must be given
      // back before the caller allocates again (it is short of address space).
      for (size_t i = before; i < workers_.size(); ++i) {
        workers_[i].join();
        worker_tids_[i].store(0);
      }
      workers_.resize(before);
      return;
    }
    // The pool is never destroyed; process exit ends its threads.
    for (size_t i = before; i < workers_.size(); ++i) workers_[i].detach();
    if (workers_.size() > before) workers_kept_off_ = -1;  // the new ones may run anywhere
  }

  // The caller's wait for the chunks workers still run: it polls for
  // kSpinTime, then sleeps until the last one is done. A sleeping caller
  // leaves its core idle, and the scheduler then moves there a worker that
  // was sharing a core with another thread (another library's spinning
  // OpenMP team, another process); a caller that polled or yielded would
  // keep its core busy, and the worker would wait for its turn.
  void wait_for_chunks(int64_t chunks) {
    const auto deadline = std::chrono::steady_clock::now() + kSpinTime;
    for (int i = 1; done_.load(std::memory_order_acquire) != chunks; ++i) {
      cpu_relax();
      if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline) {
        std::unique_lock<std::mutex> lock(done_mutex_);
        caller_sleeping_.store(true);
        done_wake_.wait(lock, [&] { return done_.load() == chunks; });
        caller_sleeping_.store(false);
        return;
      }
    }
  }

  // Counts a chunk as done; the loop's last one wakes a sleeping caller.
  void chunk_done() {
    // seq_cst on both sides: either the caller sees the count before it
    // sleeps or this thread sees it sleeping.
    const int64_t chunks = chunks_;  // read before the count lets the caller start the next loop
    if (done_.fetch_add(1) + 1 == chunks && caller_sleeping_.load()) {
      std::lock_guard<std::mutex> lock(done_mutex_);
      done_wake_.notify_one();
    }
  }

  // The next chunk of loop `generation`, or -1 when it has none left.
  int64_t take_chunk(uint64_t generation) {
    uint64_t s = state_.load(std::memory_order_acquire);
    for (;;) {
      if (LoopState::generation(s) != generation || LoopState::next(s) >= LoopState::chunks(s)) return -1;
      if (state_.compare_exchange_weak(s, s + 1, std::memory_order_acq_rel, std::memory_order_acquire))
        return LoopState::next(s);
    }
  }

  // Takes and runs chunks until none is left; the loop stays as it is until
  // every taken chunk is done, so fn_ and context_ are safe to read here.
  void run_chunks_of(uint64_t generation) {
    const RegionScope region;
    for (int64_t chunk; (chunk = take_chunk(generation)) >= 0;) {
      try {
        fn_(context_, chunk);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex_);
        if (!error_) error_ = std::current_exception();
      }
      chunk_done();
    }
  }

  void work(int64_t index, uint64_t seen) {
    worker_tids_[static_cast<size_t>(index)].store(static_cast<int>(syscall(SYS_gettid)));
    for (;;) {
      seen = wait_for_loop(seen);
      if (index >= active_.load()) return;  // retired by a failed grow_to
      run_chunks_of(seen);
    }
  }

  uint64_t wait_for_loop(uint64_t seen) {
    const auto deadline = std::chrono::steady_clock::now() + kSpinTime;
    for (int i = 1;; ++i) {
      const uint64_t g = LoopState::generation(state_.load(std::memory_order_acquire));
      if (g != seen) return g;
      cpu_relax();
      if (i % 64 == 0 && std::chrono::steady_clock::now() > deadline) break;
    }
    std::unique_lock<std::mutex> lock(sleep_mutex_);
    sleeping_.fetch_add(1);
    wake_.wait(lock, [&] { return LoopState::generation(state_.load()) != seen; });
    sleeping_.fetch_sub(1);
    return LoopState::generation(state_.load(std::memory_order_acquire));
  }

  std::mutex busy_;
  std::vector<std::thread> workers_;
  std::array<std::atomic<int>, kMaxThreads> worker_tids_{};  // each worker's kernel thread id, 0 until it runs
  cpu_set_t cpus_;          // the CPUs the thread that made the pool could use (its workers' too)
  bool cpus_known_ = false;
  int workers_kept_off_ = -1;  // the CPU keep_workers_off last kept the workers off
  std::atomic<int64_t> active_{0};  // workers with a smaller index keep working
  int failed_epoch_ = -1;           // threads_epoch() when a thread could not be made
  // The current loop's function; written only when every chunk of the last is done.
  detail::ChunkFn fn_ = nullptr;
  const void* context_ = nullptr;
  std::exception_ptr error_;
  std::mutex error_mutex_;
  std::atomic<uint64_t> state_{0};
  std::atomic<int64_t> done_{0};
  int64_t chunks_ = 0;  // the current loop's, written with fn_
  std::atomic<bool> caller_sleeping_{false};
  std::mutex done_mutex_;
  std::condition_variable done_wake_;
  std::atomic<int> sleeping_{0};
  std::mutex sleep_mutex_;
  std::condition_variable wake_;
};

std::atomic<int> g_threads{0};  // 0: not decided yet
std::atomic<int> g_threads_epoch{0};  // counts set_num_threads calls

int threads_epoch() { return g_threads_epoch.load(); }
// Leaked on purpose, and abandoned in a forked child, whose copy has no
// worker threads (and whose mutex may be held by a thread that is gone).
std::mutex* g_pool_mutex = new std::mutex;
Pool* g_pool = nullptr;

Pool& pool() {
  std::lock_guard<std::mutex> lock(*g_pool_mutex);
  if (!g_pool) {
    static const bool registered = [] {
      pthread_atfork(nullptr, nullptr, [] {
        g_pool_mutex = new std::mutex;
        g_pool = nullptr;
      });
      return true;
    }();
    (void)registered;
    g_pool = new Pool;
  }
  return *g_pool;
}

}  // namespace

int num_threads() {
  int n = g_threads.load(std::memory_order_relaxed);
  if (n == 0) {
    int expected = 0;
    g_threads.compare_exchange_strong(expected, default_threads());
    n = g_threads.load();
  }
  return n;
}

void set_num_threads(int n) {
  g_threads.store(std::clamp(n, 1, kMaxThreads));
  g_threads_epoch.fetch_add(1);
}

bool in_parallel_region() { return tls_in_region; }

namespace detail {

void run_chunks(int64_t chunks, ChunkFn fn, const void* context) {
  if (chunks > 1 && pool().try_run(chunks, fn, context)) return;
  const RegionScope region;
  for (int64_t c = 0; c < chunks; ++c) fn(context, c);
}

}  // namespace detail

}  // namespace yaten
