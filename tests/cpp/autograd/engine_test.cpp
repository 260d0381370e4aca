// The engine on small graphs built by hand from a toy node: execution order,
// accumulation, freed graphs, autograd.grad captures, validation and hooks.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "autograd/autograd_meta.h"
#include "autograd/engine.h"
#include "autograd/grad_mode.h"
#include "autograd/node.h"
#include "autograd/saved_variable.h"
#include "runtime/error.h"
#include "tests/cpp/autograd/test_util.h"

using namespace yaten;
using namespace yaten::autograd;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

// Sends factor * (sum of its incoming gradients) along every next edge, and
// records when it ran. Optionally saves a tensor and unpacks it in apply.
struct ToyNode : Node {
  ToyNode(std::string label, float factor, std::vector<std::string>* log) : label(std::move(label)), factor(factor), log(log) {}

  TensorList apply(TensorList&& grads) override {
    if (log) log->push_back(label);
    if (saved.defined()) saved.unpack();
    Tensor g = grads.at(0);
    TensorList out;
    for (size_t i = 0; i < next_edges_.size(); ++i) out.push_back(test::scaled(g, factor));
    return out;
  }
  std::string name() const override { return "ToyBackward"; }
  void release_variables() override { saved.reset(); }

  // Wires this node to `t` (a leaf that requires grad or a tensor with history).
  void connect(const Tensor& t) {
    add_next_edge(gradient_edge(t));
    input_metadata_.push_back({t.sizes(), t.dtype()});
  }
  void connect(const std::shared_ptr<Node>& node, const DimVector& sizes) {
    add_next_edge(Edge{node, 0});
    input_metadata_.push_back({sizes, ScalarType::Float32});
  }

  std::string label;
  float factor;
  std::vector<std::string>* log;
  SavedVariable saved;
};

Tensor leaf(std::initializer_list<float> values) {
  Tensor t = test::make_tensor(values);
  set_requires_grad(t, true);
  return t;
}

// A tensor of `sizes` whose grad_fn is `node`.
Tensor output_of(const std::shared_ptr<Node>& node, const DimVector& sizes) {
  Tensor t = test::filled(sizes, 0);
  set_history(t, node, 0);
  return t;
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("nodes run after all their gradients arrived, later nodes first", "[autograd][engine]") {
  std::vector<std::string> log;
  Tensor x = leaf({1, 2, 3});
  auto a = std::make_shared<ToyNode>("A", 2.0f, &log);
  a->connect(x);
  auto b = std::make_shared<ToyNode>("B", 3.0f, &log);
  b->connect(a, {3});
  auto c = std::make_shared<ToyNode>("C", 5.0f, &log);
  c->connect(a, {3});
  auto d = std::make_shared<ToyNode>("D", 1.0f, &log);
  d->connect(b, {3});
  d->connect(c, {3});
  Tensor root = output_of(d, {3});

  run_backward({root}, {test::make_tensor({1, 1, 1})}, false, false, {}, false);

  REQUIRE(log == std::vector<std::string>{"D", "C", "B", "A"});
  // d x / d root = (3 + 5) * 2
  CHECK(test::values(grad(x)) == std::vector<float>{16, 16, 16});
}

TEST_CASE("a leaf used twice accumulates both gradients, and again on a second backward", "[autograd][engine]") {
  Tensor x = leaf({1, 2});
  auto n = std::make_shared<ToyNode>("N", 2.0f, nullptr);
  n->connect(x);
  n->connect(x);
  Tensor root = output_of(n, {2});

  run_backward({root}, {test::make_tensor({1, 10})}, true, false, {}, false);
  CHECK(test::values(grad(x)) == std::vector<float>{4, 40});
  run_backward({root}, {test::make_tensor({1, 10})}, false, false, {}, false);
  CHECK(test::values(grad(x)) == std::vector<float>{8, 80});
}

TEST_CASE("a scalar root gets an implicit gradient of one", "[autograd][engine]") {
  Tensor x = leaf({5});
  auto n = std::make_shared<ToyNode>("N", 3.0f, nullptr);
  n->connect(x);
  Tensor root = output_of(n, {});
  run_backward({root}, {Tensor()}, false, false, {}, false);
  CHECK(test::values(grad(x)) == std::vector<float>{3});
}

TEST_CASE("backward through a freed graph fails unless the graph was retained", "[autograd][engine]") {
  Tensor x = leaf({1, 2, 3});
  auto n = std::make_shared<ToyNode>("N", 1.0f, nullptr);
  n->connect(x);
  Tensor root = output_of(n, {3});
  n->saved = SavedVariable(x, false);
  Tensor g = test::make_tensor({1, 1, 1});

  run_backward({root}, {g}, true, false, {}, false);  // retain_graph=True
  run_backward({root}, {g}, false, false, {}, false);
  CHECK_THAT(error_of([&] { run_backward({root}, {g}, false, false, {}, false); }),
             StartsWith("Trying to backward through the graph a second time"));
  CHECK(test::values(grad(x)) == std::vector<float>{2, 2, 2});
}

TEST_CASE("roots without history or with several elements and no gradient are refused", "[autograd][engine]") {
  Tensor plain = test::make_tensor({1, 2});
  CHECK(error_of([&] { run_backward({plain}, {Tensor()}, false, false, {}, false); }) ==
        "element 0 of tensors does not require grad and does not have a grad_fn");

  Tensor x = leaf({1, 2});
  CHECK(error_of([&] { run_backward({x}, {Tensor()}, false, false, {}, false); }) ==
        "grad can be implicitly created only for scalar outputs");
  CHECK_THAT(error_of([&] { run_backward({x}, {test::make_tensor({1, 2, 3})}, false, false, {}, false); }),
             StartsWith("Mismatch in shape: grad_output[0] has a shape of"));
}

TEST_CASE("a leaf root accumulates its own gradient", "[autograd][engine]") {
  Tensor x = leaf({1, 2});
  run_backward({x}, {test::make_tensor({3, 4})}, false, false, {}, false);
  CHECK(test::values(grad(x)) == std::vector<float>{3, 4});
}

TEST_CASE("with inputs, gradients are returned and no .grad is touched", "[autograd][engine]") {
  std::vector<std::string> log;
  Tensor x = leaf({1, 2});
  Tensor y = leaf({3, 4});
  auto a = std::make_shared<ToyNode>("A", 2.0f, &log);
  a->connect(x);
  Tensor mid = output_of(a, {2});
  auto b = std::make_shared<ToyNode>("B", 5.0f, &log);
  b->connect(mid);
  Tensor root = output_of(b, {2});
  Tensor g = test::make_tensor({1, 1});

  SECTION("leaf input") {
    TensorList grads = run_backward({root}, {g}, true, false, {x}, false);
    REQUIRE(grads.size() == 1);
    CHECK(test::values(grads[0]) == std::vector<float>{10, 10});
    CHECK_FALSE(grad(x).defined());
  }
  SECTION("non-leaf input: the node that receives it need not run") {
    TensorList grads = run_backward({root}, {g}, true, false, {mid}, false);
    REQUIRE(grads.size() == 1);
    CHECK(test::values(grads[0]) == std::vector<float>{5, 5});
    CHECK(log == std::vector<std::string>{"B"});
  }
  SECTION("unused input") {
    CHECK(error_of([&] { run_backward({root}, {g}, true, false, {x, y}, false); }) ==
          "One of the differentiated Tensors appears to not have been used in the graph. Set allow_unused=True if "
          "this is the desired behavior.");
    TensorList grads = run_backward({root}, {g}, true, false, {x, y}, true);
    REQUIRE(grads.size() == 2);
    CHECK(grads[0].defined());
    CHECK_FALSE(grads[1].defined());
    CHECK_FALSE(grad(y).defined());
  }
}

TEST_CASE("autograd.grad captures before hooks; backward(inputs=) accumulates after them", "[autograd][engine]") {
  Tensor x = leaf({1, 2});
  auto a = std::make_shared<ToyNode>("A", 2.0f, nullptr);
  a->connect(x);
  Tensor mid = output_of(a, {2});
  auto b = std::make_shared<ToyNode>("B", 5.0f, nullptr);
  b->connect(mid);
  Tensor root = output_of(b, {2});
  register_hook(x, [](const Tensor& g) { return test::scaled(g, 10); });
  register_hook(mid, [](const Tensor& g) { return test::scaled(g, 3); });
  Tensor g = test::make_tensor({1, 1});

  SECTION("captured gradients are the ones arriving, as in PyTorch 1.13") {
    TensorList grads = run_backward({root}, {g}, true, false, {x, mid}, false);
    CHECK(test::values(grads[0]) == std::vector<float>{30, 30});  // mid's hook ran on the way to x
    CHECK(test::values(grads[1]) == std::vector<float>{5, 5});
    CHECK_FALSE(grad(x).defined());
  }
  SECTION("accumulate_grad fills .grad of the inputs only, hooks applied") {
    TensorList grads = run_backward({root}, {g}, true, false, {x, mid}, true, /*accumulate_grad=*/true);
    CHECK(grads.empty());
    CHECK(test::values(grad(x)) == std::vector<float>{300, 300});
    CHECK(test::values(grad(mid)) == std::vector<float>{15, 15});
    run_backward({root}, {g}, true, false, {x}, true, true);
    CHECK(test::values(grad(x)) == std::vector<float>{600, 600});
    // mid was made to retain its grad (as torch does), so it keeps accumulating.
    CHECK(test::values(grad(mid)) == std::vector<float>{30, 30});
  }
}

TEST_CASE("a gradient that does not broadcast to its input is refused", "[autograd][engine]") {
  Tensor x = leaf({1, 2, 3, 4});
  auto n = std::make_shared<ToyNode>("N", 1.0f, nullptr);
  n->connect(x);
  Tensor root = output_of(n, {2, 3});
  CHECK(error_of([&] { run_backward({root}, {test::filled({2, 3}, 1)}, false, false, {}, false); }) ==
        "Function ToyBackward returned an invalid gradient at index 0 - got [2, 3] but expected shape compatible "
        "with [4]");
}

TEST_CASE("a broadcast gradient is summed back to its input's shape", "[autograd][engine]") {
  Tensor x = leaf({1, 2, 3});
  auto n = std::make_shared<ToyNode>("N", 1.0f, nullptr);
  n->connect(x);
  Tensor root = output_of(n, {2, 3});
  run_backward({root}, {test::make_tensor({1, 2, 3, 4, 5, 6}, DimVector{2, 3})}, false, false, {}, false);
  CHECK(test::values(grad(x)) == std::vector<float>{5, 7, 9});
}

TEST_CASE("leaf hooks see and replace the gradient; retain_grad keeps a non-leaf's gradient", "[autograd][engine]") {
  Tensor x = leaf({1, 2});
  auto a = std::make_shared<ToyNode>("A", 2.0f, nullptr);
  a->connect(x);
  Tensor mid = output_of(a, {2});
  auto b = std::make_shared<ToyNode>("B", 5.0f, nullptr);
  b->connect(mid);
  Tensor root = output_of(b, {2});

  std::vector<float> seen;
  register_hook(x, [&](const Tensor& g) {
    seen = test::values(g);
    return test::scaled(g, 10);
  });
  retain_grad(mid);
  register_hook(mid, [](const Tensor& g) { return test::scaled(g, 3); });
  run_backward({root}, {test::make_tensor({1, 1})}, false, false, {}, false);

  CHECK(seen == std::vector<float>{30, 30});
  CHECK(test::values(grad(x)) == std::vector<float>{300, 300});
  // retain_grad sees the gradient as changed by the hooks registered before
  // it only, as in PyTorch 1.13 (this hook came after).
  CHECK(test::values(grad(mid)) == std::vector<float>{5, 5});
}

TEST_CASE("node post hooks see the gradients in and out, and replace those sent on", "[autograd][engine]") {
  Tensor x = leaf({1, 2});
  auto a = std::make_shared<ToyNode>("A", 2.0f, nullptr);
  a->connect(x);
  Tensor root = output_of(a, {2});
  std::vector<float> seen_in, seen_out;
  a->add_post_hook([&](const TensorList& grad_inputs, const TensorList& grad_outputs) {
    seen_in = test::values(grad_inputs.at(0));
    seen_out = test::values(grad_outputs.at(0));
    return TensorList{test::scaled(grad_inputs.at(0), 10)};
  });
  a->add_post_hook([](const TensorList& grad_inputs, const TensorList&) { return grad_inputs; });
  run_backward({root}, {test::make_tensor({1, 3})}, false, false, {}, false);

  CHECK(seen_out == std::vector<float>{1, 3});
  CHECK(seen_in == std::vector<float>{2, 6});
  CHECK(test::values(grad(x)) == std::vector<float>{20, 60});
}

TEST_CASE("requires_grad flags", "[autograd][engine]") {
  Tensor ints = Tensor::empty({2}, ScalarType::Int64);
  CHECK(error_of([&] { set_requires_grad(ints, true); }) ==
        "only Tensors of floating point dtype can require gradients");
  auto n = std::make_shared<ToyNode>("N", 1.0f, nullptr);
  Tensor mid = output_of(n, {2});
  CHECK_THAT(error_of([&] { set_requires_grad(mid, false); }),
             StartsWith("you can only change requires_grad flags of leaf variables."));
  CHECK(requires_grad(mid));
  CHECK_FALSE(is_leaf(mid));
  Tensor x = leaf({1});
  CHECK(is_leaf(x));
  CHECK(gradient_edge(x).function == gradient_edge(x).function);  // one accumulator per leaf
  CHECK(gradient_edge(x).function->name() == "AccumulateGrad");
}

TEST_CASE("a long chain is freed without deep recursion", "[autograd][engine]") {
  Tensor x = leaf({1});
  std::shared_ptr<Node> last;
  {
    auto first = std::make_shared<ToyNode>("0", 1.0f, nullptr);
    first->connect(x);
    last = first;
  }
  for (int i = 0; i < 200000; ++i) {
    auto n = std::make_shared<ToyNode>("n", 1.0f, nullptr);
    n->connect(last, {});
    last = n;
  }
  last.reset();  // must not overflow the stack
  SUCCEED();
}

TEST_CASE("post-accumulate hooks see the summed .grad; queued callbacks run after every node", "[autograd][engine]") {
  std::vector<std::string> log;
  Tensor x = leaf({1, 2});
  register_post_accumulate_grad_hook(x, [&](const Tensor& t) {
    log.push_back("accumulated " + std::to_string(test::values(grad(t))[1]));
    queue_callback([&] { log.push_back("end"); });
  });
  auto n = std::make_shared<ToyNode>("N", 2.0f, &log);
  n->connect(x);
  Tensor root = output_of(n, {2});
  run_backward({root}, {test::make_tensor({1, 10})}, false, false, {}, false);
  CHECK(log == std::vector<std::string>{"N", "accumulated 20.000000", "end"});
  CHECK_THAT(error_of([] { queue_callback([] {}); }), Contains("during backward pass"));
}
