// yaten._distributed: the Gloo process group for yaten.distributed. Buffers
// arrive as (address, element count, dtype name): the Python layer checks the
// tensors, makes them contiguous and keeps them alive until their Work ends.
// Every blocking call releases the GIL.
#include <pybind11/chrono.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <gloo/common/error.h>
#include <gloo/common/logging.h>

#include "python/src/distributed/process_group_gloo.h"

namespace py = pybind11;
using namespace yaten::distributed;

namespace {

// Gloo's rendezvous talks to a Python store (yaten.distributed's TCPStore,
// FileStore, ...) through this, taking the GIL for each call.
class PythonStore : public gloo::rendezvous::Store {
 public:
  explicit PythonStore(py::object store) : store_(std::move(store)) {}
  ~PythonStore() override {
    py::gil_scoped_acquire gil;
    store_ = py::object();
  }

  void set(const std::string& key, const std::vector<char>& data) override {
    py::gil_scoped_acquire gil;
    store_.attr("set")(key, py::bytes(data.data(), data.size()));
  }

  std::vector<char> get(const std::string& key) override {
    py::gil_scoped_acquire gil;
    std::string value = store_.attr("get")(key).cast<std::string>();
    return std::vector<char>(value.begin(), value.end());
  }

  void wait(const std::vector<std::string>& keys) override {
    py::gil_scoped_acquire gil;
    store_.attr("wait")(keys);
  }

  void wait(const std::vector<std::string>& keys, const std::chrono::milliseconds& timeout) override {
    py::gil_scoped_acquire gil;
    store_.attr("wait")(keys, timeout);
  }

 private:
  py::object store_;
};

Buffer make_buffer(uintptr_t address, size_t count, const std::string& dtype) {
  return Buffer{reinterpret_cast<void*>(address), count, element_type_from_name(dtype)};
}

// Builds the group with the GIL released: the rendezvous waits on other ranks.
std::shared_ptr<ProcessGroupGloo> make_process_group(py::object store, int rank, int size,
                                                     std::chrono::milliseconds timeout,
                                                     const std::string& hostname,
                                                     const std::string& interface) {
  if (size < 1 || rank < 0 || rank >= size) {
    throw py::value_error("rank " + std::to_string(rank) + " is out of range for world_size " +
                          std::to_string(size));
  }
  auto adapter = std::make_shared<PythonStore>(std::move(store));
  py::gil_scoped_release release;
  return std::make_shared<ProcessGroupGloo>(*adapter, rank, size, timeout, hostname, interface);
}

}  // namespace

PYBIND11_MODULE(_distributed, m) {
  m.doc() = "Gloo process group for yaten.distributed";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const gloo::IoException& e) {
      // What a user sees when another rank failed or exited mid-operation.
      PyErr_SetString(PyExc_RuntimeError,
                      (std::string("gloo: the connection to another rank failed (did that process exit "
                                   "or raise?): ") + e.what()).c_str());
    } catch (const gloo::Exception& e) {
      PyErr_SetString(PyExc_RuntimeError, (std::string("gloo: ") + e.what()).c_str());
    } catch (const gloo::EnforceNotMet& e) {
      PyErr_SetString(PyExc_RuntimeError, (std::string("gloo: ") + e.what()).c_str());
    } catch (const std::invalid_argument& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });

  py::enum_<ReduceKind>(m, "ReduceKind")
      .value("SUM", ReduceKind::Sum).value("AVG", ReduceKind::Avg).value("PRODUCT", ReduceKind::Product)
      .value("MIN", ReduceKind::Min).value("MAX", ReduceKind::Max).value("BAND", ReduceKind::BitAnd)
      .value("BOR", ReduceKind::BitOr).value("BXOR", ReduceKind::BitXor);

  py::class_<Work, std::shared_ptr<Work>>(m, "Work")
      .def("is_completed", &Work::is_completed)
      .def("wait", &Work::wait, py::arg("timeout"), py::call_guard<py::gil_scoped_release>());
  py::class_<PointToPointWork, Work, std::shared_ptr<PointToPointWork>>(m, "PointToPointWork")
      .def("source", &PointToPointWork::source);

  m.def("interface_exists", &interface_exists);

  using PG = ProcessGroupGloo;
  py::class_<PG, std::shared_ptr<PG>>(m, "ProcessGroupGloo")
      .def(py::init(&make_process_group), py::arg("store"), py::arg("rank"), py::arg("size"),
           py::arg("timeout"), py::arg("hostname"), py::arg("interface"))
      .def("rank", &PG::rank)
      .def("size", &PG::size)
      .def("all_reduce", [](PG& pg, uintptr_t p, size_t n, const std::string& t, ReduceKind op) {
        return pg.all_reduce(make_buffer(p, n, t), op);
      })
      .def("broadcast", [](PG& pg, uintptr_t p, size_t n, const std::string& t, int root) {
        return pg.broadcast(make_buffer(p, n, t), root);
      })
      .def("reduce", [](PG& pg, uintptr_t p, size_t n, const std::string& t, ReduceKind op, int root) {
        return pg.reduce(make_buffer(p, n, t), op, root);
      })
      .def("all_gather", [](PG& pg, uintptr_t in, uintptr_t out, size_t n, const std::string& t) {
        return pg.all_gather(make_buffer(in, n, t), make_buffer(out, n * pg.size(), t));
      })
      .def("gather", [](PG& pg, uintptr_t in, uintptr_t out, size_t n, const std::string& t, int root) {
        return pg.gather(make_buffer(in, n, t), make_buffer(out, n * pg.size(), t), root);
      })
      .def("scatter", [](PG& pg, uintptr_t in, uintptr_t out, size_t n, const std::string& t, int root) {
        return pg.scatter(make_buffer(in, n * pg.size(), t), make_buffer(out, n, t), root);
      })
      .def("all_to_all", [](PG& pg, uintptr_t in, std::vector<int64_t> in_counts, uintptr_t out,
                            std::vector<int64_t> out_counts, const std::string& t) {
        size_t in_total = 0, out_total = 0;
        for (auto c : in_counts) in_total += c;
        for (auto c : out_counts) out_total += c;
        return pg.all_to_all(make_buffer(in, in_total, t), in_counts, make_buffer(out, out_total, t), out_counts);
      })
      .def("reduce_scatter", [](PG& pg, uintptr_t in, uintptr_t out, size_t n, const std::string& t, ReduceKind op) {
        return pg.reduce_scatter(make_buffer(in, n * pg.size(), t), make_buffer(out, n, t), op);
      })
      .def("barrier", &PG::barrier)
      .def("send", [](PG& pg, uintptr_t p, size_t n, const std::string& t, int dst, uint32_t tag) {
        return pg.send(make_buffer(p, n, t), dst, tag);
      })
      .def("recv", [](PG& pg, uintptr_t p, size_t n, const std::string& t, int src, uint32_t tag) {
        return std::static_pointer_cast<PointToPointWork>(pg.recv(make_buffer(p, n, t), src, tag));
      });
}
