// The Gloo process group: device and full-mesh rendezvous, the communication
// thread, and each collective as one Gloo call on typed buffers.
#include "python/src/distributed/process_group_gloo.h"

#include <ifaddrs.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>

#include <cstring>
#include <new>
#include <stdexcept>

#include <gloo/allgather.h>
#include <gloo/allreduce.h>
#include <gloo/alltoallv.h>
#include <gloo/barrier.h>
#include <gloo/broadcast.h>
#include <gloo/gather.h>
#include <gloo/reduce.h>
#include <gloo/rendezvous/context.h>
#include <gloo/scatter.h>
#include <gloo/transport/tcp/device.h>
#include <gloo/types.h>

#include "python/src/distributed/reduce_functions.h"

namespace yaten::distributed {

namespace {

// How long Work::wait polls before it sleeps on the semaphore.
constexpr std::chrono::milliseconds kPollingPhase(100);

// Point-to-point slots live apart from every collective's prefix.
constexpr uint8_t kPointToPointSlotPrefix = 0x70;

// Divides a summed buffer by the number of ranks (ReduceOp.AVG).
void divide_by(Buffer buffer, int size) {
  dispatch_element_type(buffer.type, [&](auto zero) {
    using T = decltype(zero);
    if constexpr (std::is_floating_point_v<T>) {
      auto* data = static_cast<T*>(buffer.data);
      for (size_t i = 0; i < buffer.count; ++i) data[i] /= static_cast<T>(size);
    } else {
      throw std::invalid_argument("ReduceOp.AVG is defined for floating-point tensors only");
    }
  });
}

}  // namespace

ElementType element_type_from_name(const std::string& name) {
  if (name == "bool") return ElementType::Bool;
  if (name == "uint8") return ElementType::UInt8;
  if (name == "int32") return ElementType::Int32;
  if (name == "int64") return ElementType::Int64;
  if (name == "float32") return ElementType::Float32;
  if (name == "float64") return ElementType::Float64;
  throw std::invalid_argument("the gloo backend does not support dtype " + name);
}

size_t element_size(ElementType type) {
  size_t size = 0;
  dispatch_element_type(type, [&](auto zero) { size = sizeof(zero); });
  return size;
}

bool Work::is_completed() {
  std::lock_guard<std::mutex> lock(mutex_);
  return done_;
}

Work::Work() { sem_init(&done_signal_, 0, 0); }

Work::~Work() { sem_destroy(&done_signal_); }

void Work::wait(std::chrono::milliseconds timeout) {
  // Short sleeps first: once every thread of the process blocks, waking it
  // took up to a scheduler tick (4 ms) on the VMs measured, longer than
  // most collectives; polling every 50 us costs little CPU.
  auto poll_until = std::chrono::steady_clock::now() + std::min(timeout, kPollingPhase);
  while (!is_completed() && std::chrono::steady_clock::now() < poll_until) {
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  if (!is_completed()) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    auto total_ns = deadline.tv_nsec + std::chrono::nanoseconds(timeout).count();
    deadline.tv_sec += static_cast<time_t>(total_ns / 1000000000);
    deadline.tv_nsec = static_cast<long>(total_ns % 1000000000);
    int result;
    do {
      result = sem_clockwait(&done_signal_, CLOCK_MONOTONIC, &deadline);
    } while (result != 0 && errno == EINTR);
    if (result != 0) {
      throw std::runtime_error("Work.wait timed out after " + std::to_string(timeout.count()) + " ms");
    }
    sem_post(&done_signal_);  // a latch: any later or concurrent wait passes too
  }
  std::lock_guard<std::mutex> lock(mutex_);
  if (error_) std::rethrow_exception(error_);
}

void Work::finish(std::exception_ptr error) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    done_ = true;
    error_ = std::move(error);
  }
  sem_post(&done_signal_);
}

void PointToPointWork::wait(std::chrono::milliseconds timeout) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (done_) {
      if (error_) std::rethrow_exception(error_);
      return;
    }
  }
  std::exception_ptr error;
  try {
    bool completed = is_send_ ? buffer_->waitSend(timeout) : buffer_->waitRecv(&source_, timeout);
    if (!completed) throw std::runtime_error(is_send_ ? "send was aborted" : "recv was aborted");
  } catch (...) {
    error = std::current_exception();
  }
  finish(error);
  if (error) std::rethrow_exception(error);
}

bool interface_exists(const std::string& name) {
  struct ifaddrs* addresses = nullptr;
  if (getifaddrs(&addresses) != 0) return false;
  bool found = false;
  for (auto* entry = addresses; entry != nullptr; entry = entry->ifa_next) {
    if (entry->ifa_addr != nullptr && name == entry->ifa_name &&
        (entry->ifa_addr->sa_family == AF_INET || entry->ifa_addr->sa_family == AF_INET6)) {
      found = true;
    }
  }
  freeifaddrs(addresses);
  return found;
}

ProcessGroupGloo::ProcessGroupGloo(gloo::rendezvous::Store& store, int rank, int size,
                                   std::chrono::milliseconds timeout, const std::string& hostname,
                                   const std::string& interface)
    : rank_(rank), size_(size), timeout_(timeout) {
  gloo::transport::tcp::attr attr;
  if (!interface.empty()) {
    // Gloo aborts on an unknown interface; refuse it here with a message.
    if (!interface_exists(interface)) {
      throw std::invalid_argument("network interface '" + interface + "' does not exist on this machine "
                                  "or has no IP address (check GLOO_SOCKET_IFNAME)");
    }
    attr.iface = interface;
  } else {
    attr.hostname = hostname;
  }
  device_ = gloo::transport::tcp::CreateDevice(attr);
  auto context = std::make_shared<gloo::rendezvous::Context>(rank, size);
  context->setTimeout(timeout);
  context->connectFullMesh(store, device_);
  context_ = context;
  comm_thread_ = std::thread([this] { run_queue(); });
}

ProcessGroupGloo::~ProcessGroupGloo() {
  if (getpid() != owner_pid_) {
    // Destroyed in a forked child (the garbage collector of a DataLoader
    // worker or a multiprocessing child can reach a group the parent left
    // behind): the communication thread and Gloo's device loop live only in
    // the parent, so joining them here throws and aborts the child, and the
    // queue's mutex may be held by a thread that is gone. Leave them be.
    new std::thread(std::move(comm_thread_));  // never joined in this process
    new std::shared_ptr<gloo::Context>(std::move(context_));
    new std::shared_ptr<gloo::transport::Device>(std::move(device_));
    // The condition variable counts the parent's communication thread among
    // its waiters (copied by fork); destroying it would wait for that thread
    // forever. A fresh one, with no waiters, is what the member destructor sees.
    new (&queue_cv_) std::condition_variable();
    return;
  }
  {
    std::lock_guard<std::mutex> lock(queue_mutex_);
    stopping_ = true;
  }
  queue_cv_.notify_all();
  if (comm_thread_.joinable()) comm_thread_.join();
}

std::shared_ptr<Work> ProcessGroupGloo::enqueue(std::function<void()> run) {
  auto work = std::make_shared<Work>();
  {
    std::lock_guard<std::mutex> lock(queue_mutex_);
    if (stopping_) throw std::runtime_error("the process group has been destroyed");
    queue_.emplace_back(work, std::move(run));
  }
  queue_cv_.notify_one();
  return work;
}

void ProcessGroupGloo::run_queue() {
  auto last_op = std::chrono::steady_clock::now();
  for (;;) {
    std::pair<std::shared_ptr<Work>, std::function<void()>> item;
    {
      std::unique_lock<std::mutex> lock(queue_mutex_);
      // While ops keep coming (a training loop), poll as Work::wait does,
      // so a new op does not wait for this thread to be woken.
      while (!stopping_ && queue_.empty() && std::chrono::steady_clock::now() - last_op < kPollingPhase) {
        lock.unlock();
        std::this_thread::sleep_for(std::chrono::microseconds(50));
        lock.lock();
      }
      queue_cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and every queued op has run
      item = std::move(queue_.front());
      queue_.pop_front();
    }
    std::exception_ptr error;
    try {
      item.second();
    } catch (...) {
      error = std::current_exception();
    }
    item.first->finish(error);
    last_op = std::chrono::steady_clock::now();
  }
}

std::shared_ptr<Work> ProcessGroupGloo::all_reduce(Buffer buffer, ReduceKind op) {
  return enqueue([this, buffer, op] {
    dispatch_element_type(buffer.type, [&](auto zero) {
      using T = decltype(zero);
      gloo::AllreduceOptions opts(context_);
      opts.setOutput(static_cast<T*>(buffer.data), buffer.count);
      opts.setReduceFunction(reduce_function_for<T>(op));
      gloo::allreduce(opts);
    });
    if (op == ReduceKind::Avg) divide_by(buffer, size_);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::broadcast(Buffer buffer, int root) {
  return enqueue([this, buffer, root] {
    gloo::BroadcastOptions opts(context_);
    opts.setOutput(static_cast<uint8_t*>(buffer.data), buffer.bytes());
    opts.setRoot(root);
    gloo::broadcast(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::reduce(Buffer buffer, ReduceKind op, int root) {
  return enqueue([this, buffer, op, root] {
    dispatch_element_type(buffer.type, [&](auto zero) {
      using T = decltype(zero);
      gloo::ReduceOptions opts(context_);
      opts.setInput(static_cast<T*>(buffer.data), buffer.count);
      opts.setOutput(static_cast<T*>(buffer.data), buffer.count);
      opts.setReduceFunction(reduce_function_for<T>(op));
      opts.setRoot(root);
      gloo::reduce(opts);
    });
    if (op == ReduceKind::Avg && rank_ == root) divide_by(buffer, size_);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::all_gather(Buffer input, Buffer output) {
  return enqueue([this, input, output] {
    gloo::AllgatherOptions opts(context_);
    opts.setInput(static_cast<uint8_t*>(input.data), input.bytes());
    opts.setOutput(static_cast<uint8_t*>(output.data), output.bytes());
    gloo::allgather(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::gather(Buffer input, Buffer output, int root) {
  return enqueue([this, input, output, root] {
    gloo::GatherOptions opts(context_);
    opts.setInput(static_cast<uint8_t*>(input.data), input.bytes());
    if (rank_ == root) opts.setOutput(static_cast<uint8_t*>(output.data), output.bytes());
    opts.setRoot(root);
    gloo::gather(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::scatter(Buffer input, Buffer output, int root) {
  return enqueue([this, input, output, root] {
    gloo::ScatterOptions opts(context_);
    if (rank_ == root) {
      std::vector<uint8_t*> blocks;
      for (int i = 0; i < size_; ++i) blocks.push_back(static_cast<uint8_t*>(input.data) + i * output.bytes());
      opts.setInputs(blocks, output.bytes());
    }
    opts.setOutput(static_cast<uint8_t*>(output.data), output.bytes());
    opts.setRoot(root);
    gloo::scatter(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::all_to_all(Buffer input, std::vector<int64_t> input_counts,
                                                   Buffer output, std::vector<int64_t> output_counts) {
  return enqueue([this, input, output, input_counts, output_counts] {
    // Counted in bytes, so one byte-typed call serves every dtype.
    size_t item = element_size(input.type);
    std::vector<int64_t> send_bytes, recv_bytes;
    for (auto c : input_counts) send_bytes.push_back(c * static_cast<int64_t>(item));
    for (auto c : output_counts) recv_bytes.push_back(c * static_cast<int64_t>(item));
    gloo::AlltoallvOptions opts(context_);
    opts.setInput(static_cast<uint8_t*>(input.data), send_bytes);
    opts.setOutput(static_cast<uint8_t*>(output.data), recv_bytes);
    gloo::alltoallv(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::reduce_scatter(Buffer input, Buffer output, ReduceKind op) {
  return enqueue([this, input, output, op] {
    // Every rank sends block i to rank i, then reduces the blocks it got:
    // one exchange of the data, as a ring would move it, without Gloo's old
    // reduce-scatter class (which leaves the block at the buffer's start).
    size_t block = output.bytes();
    std::vector<uint8_t> received(block * size_);
    std::vector<int64_t> counts(size_, static_cast<int64_t>(block));
    gloo::AlltoallvOptions opts(context_);
    opts.setInput(static_cast<uint8_t*>(input.data), counts);
    opts.setOutput(received.data(), counts);
    gloo::alltoallv(opts);
    dispatch_element_type(output.type, [&](auto zero) {
      using T = decltype(zero);
      ReduceFunction fn = reduce_function_for<T>(op);
      std::memcpy(output.data, received.data(), block);
      for (int i = 1; i < size_; ++i) fn(output.data, output.data, received.data() + i * block, output.count);
    });
    if (op == ReduceKind::Avg) divide_by(output, size_);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::barrier() {
  return enqueue([this] {
    gloo::BarrierOptions opts(context_);
    gloo::barrier(opts);
  });
}

std::shared_ptr<Work> ProcessGroupGloo::send(Buffer buffer, int dst, uint32_t tag) {
  auto unbound = context_->createUnboundBuffer(buffer.data, buffer.bytes());
  unbound->send(dst, gloo::Slot::build(kPointToPointSlotPrefix, tag));
  return std::make_shared<PointToPointWork>(std::move(unbound), true);
}

std::shared_ptr<Work> ProcessGroupGloo::recv(Buffer buffer, int src, uint32_t tag) {
  auto unbound = context_->createUnboundBuffer(buffer.data, buffer.bytes());
  uint64_t slot = gloo::Slot::build(kPointToPointSlotPrefix, tag);
  if (src >= 0) {
    unbound->recv(src, slot);
  } else {
    std::vector<int> everyone;
    for (int i = 0; i < size_; ++i) if (i != rank_) everyone.push_back(i);
    unbound->recv(everyone, slot);
  }
  return std::make_shared<PointToPointWork>(std::move(unbound), false);
}

}  // namespace yaten::distributed
