// A Gloo process group over raw CPU buffers: collectives queued on one
// communication thread (so every rank runs them in the order they were
// issued), point-to-point posted at once and waited on by their Work.
// Knows nothing of Python or of yaten's Tensor: the caller passes contiguous
// buffers and keeps them alive until the Work completes.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <semaphore.h>
#include <unistd.h>

#include <gloo/context.h>
#include <gloo/rendezvous/store.h>
#include <gloo/transport/device.h>
#include <gloo/transport/unbound_buffer.h>

namespace yaten::distributed {

// Element types a buffer may hold, named as yaten's dtypes are.
enum class ElementType { Bool, UInt8, Int32, Int64, Float32, Float64 };
ElementType element_type_from_name(const std::string& name);
size_t element_size(ElementType type);

// torch.distributed.ReduceOp's members, in its order.
enum class ReduceKind { Sum, Avg, Product, Min, Max, BitAnd, BitOr, BitXor };

struct Buffer {
  void* data = nullptr;
  size_t count = 0;  // elements
  ElementType type = ElementType::Float32;
  size_t bytes() const { return count * element_size(type); }
};

// The outcome of one operation; wait() blocks (bounded, on a semaphore)
// until it is done and rethrows the operation's error.
class Work {
 public:
  Work();
  virtual ~Work();
  Work(const Work&) = delete;
  Work& operator=(const Work&) = delete;
  virtual bool is_completed();
  virtual void wait(std::chrono::milliseconds timeout);
  void finish(std::exception_ptr error);

 protected:
  std::mutex mutex_;
  sem_t done_signal_;
  bool done_ = false;
  std::exception_ptr error_;
};

class ProcessGroupGloo {
 public:
  // Connects to every other rank through `store`; `hostname` (an address to
  // bind) or `interface` (a network interface name) picks the local address.
  ProcessGroupGloo(gloo::rendezvous::Store& store, int rank, int size,
                   std::chrono::milliseconds timeout, const std::string& hostname,
                   const std::string& interface);
  ~ProcessGroupGloo();
  ProcessGroupGloo(const ProcessGroupGloo&) = delete;
  ProcessGroupGloo& operator=(const ProcessGroupGloo&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  std::chrono::milliseconds timeout() const { return timeout_; }

  std::shared_ptr<Work> all_reduce(Buffer buffer, ReduceKind op);
  std::shared_ptr<Work> broadcast(Buffer buffer, int root);
  std::shared_ptr<Work> reduce(Buffer buffer, ReduceKind op, int root);
  // output holds size() blocks of input.count elements, in rank order.
  std::shared_ptr<Work> all_gather(Buffer input, Buffer output);
  std::shared_ptr<Work> gather(Buffer input, Buffer output, int root);
  // input (read on root only) holds size() blocks of output.count elements.
  std::shared_ptr<Work> scatter(Buffer input, Buffer output, int root);
  // Block i of input goes to rank i; block j of output comes from rank j.
  std::shared_ptr<Work> all_to_all(Buffer input, std::vector<int64_t> input_counts,
                                   Buffer output, std::vector<int64_t> output_counts);
  // input holds size() blocks of output.count elements; this rank receives
  // the reduction of every rank's block rank().
  std::shared_ptr<Work> reduce_scatter(Buffer input, Buffer output, ReduceKind op);
  std::shared_ptr<Work> barrier();
  std::shared_ptr<Work> send(Buffer buffer, int dst, uint32_t tag);
  // src < 0: from any rank; source() of the returned Work tells which.
  std::shared_ptr<Work> recv(Buffer buffer, int src, uint32_t tag);

 private:
  std::shared_ptr<Work> enqueue(std::function<void()> run);
  void run_queue();

  int rank_;
  int size_;
  std::chrono::milliseconds timeout_;
  std::shared_ptr<gloo::transport::Device> device_;
  std::shared_ptr<gloo::Context> context_;

  std::mutex queue_mutex_;
  // On the heap so that a forked child can abandon it: the parent's
  // communication thread waits on it, and destroying a condition variable
  // with waiters blocks for ever (see the destructor).
  std::unique_ptr<std::condition_variable> queue_cv_ = std::make_unique<std::condition_variable>();
  std::deque<std::pair<std::shared_ptr<Work>, std::function<void()>>> queue_;
  bool stopping_ = false;
  std::thread comm_thread_;
  pid_t owner_pid_ = getpid();  // the process whose threads these are (see the destructor)
};

// A point-to-point Work: waiting is the transfer's own wait.
class PointToPointWork : public Work {
 public:
  PointToPointWork(std::unique_ptr<gloo::transport::UnboundBuffer> buffer, bool is_send)
      : buffer_(std::move(buffer)), is_send_(is_send) {}
  void wait(std::chrono::milliseconds timeout) override;
  int source() const { return source_; }

 private:
  std::unique_ptr<gloo::transport::UnboundBuffer> buffer_;
  bool is_send_;
  int source_ = -1;
};

// True when `name` is a network interface of this machine with an address.
bool interface_exists(const std::string& name);

}  // namespace yaten::distributed
