// SavedVariable: version checks with PyTorch's message, re-linking a saved
// output to its node, and the error after the graph was freed.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "autograd/autograd_meta.h"
#include "autograd/node.h"
#include "autograd/saved_variable.h"
#include "runtime/error.h"
#include "tests/cpp/autograd/test_util.h"

using namespace yaten;
using namespace yaten::autograd;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

namespace {

struct FakeMulBackward : Node {
  TensorList apply(TensorList&& grads) override { return std::move(grads); }
  std::string name() const override { return "MulBackward0"; }
};

std::string unpack_error(const SavedVariable& saved, const std::shared_ptr<Node>& owner = nullptr) {
  try {
    saved.unpack(owner);
  } catch (const RuntimeError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("a saved output modified in place fails with PyTorch's message", "[autograd][saved_variable]") {
  auto node = std::make_shared<FakeMulBackward>();
  Tensor out = test::make_tensor({1, 2, 3});
  set_history(out, node, 0);
  out.bump_version();  // saved at version 1
  SavedVariable saved(out, true);
  CHECK(saved.unpack(node).defined());
  out.bump_version();
  CHECK_THAT(unpack_error(saved, node),
             StartsWith("one of the variables needed for gradient computation has been modified by an inplace "
                        "operation: [yaten.FloatTensor [3]], which is output 0 of MulBackward0, is at version 2; expected "
                        "version 1 instead. Hint: "));
}

TEST_CASE("a saved leaf modified in place names no creator", "[autograd][saved_variable]") {
  Tensor w = test::make_tensor({1, 2}, DimVector{1, 2});
  SavedVariable saved(w, false);
  w.bump_version();
  CHECK_THAT(unpack_error(saved),
             StartsWith("one of the variables needed for gradient computation has been modified by an inplace "
                        "operation: [yaten.FloatTensor [1, 2]] is at version 1; expected version 0 instead."));
}

TEST_CASE("a write through another view of the same memory is detected", "[autograd][saved_variable]") {
  Tensor base = test::make_tensor({1, 2, 3, 4});
  Tensor view = base.view_as_strided(DimVector{2}, DimVector{1}, 2);
  SavedVariable saved(view, false);
  base.bump_version();
  CHECK_THAT(unpack_error(saved), Contains("is at version 1; expected version 0 instead."));
}

TEST_CASE("a saved output is re-linked to the node that unpacks it", "[autograd][saved_variable]") {
  auto node = std::make_shared<FakeMulBackward>();
  std::weak_ptr<Node> weak = node;
  {
    Tensor out = test::make_tensor({1, 2, 3});
    set_history(out, node, 0);
    SavedVariable saved(out, true);
    Tensor unpacked = saved.unpack(node);
    CHECK(grad_fn(unpacked) == std::static_pointer_cast<Node>(node));
    CHECK(output_nr(unpacked) == 0);
    CHECK(unpacked.storage().get() == out.storage().get());
    CHECK_FALSE(unpacked.is_same(out));
    // The node owning its saved output must not keep itself alive.
    auto holder = std::make_shared<SavedVariable>(out, true);
    node.reset();
    out = Tensor();
    unpacked = Tensor();
    CHECK(weak.expired());
  }
}

TEST_CASE("a saved non-leaf input keeps its grad_fn; a saved leaf is the leaf itself", "[autograd][saved_variable]") {
  auto node = std::make_shared<FakeMulBackward>();
  Tensor mid = test::make_tensor({1, 2});
  set_history(mid, node, 0);
  SavedVariable saved_mid(mid, false);
  Tensor unpacked = saved_mid.unpack();
  CHECK(grad_fn(unpacked) == std::static_pointer_cast<Node>(node));

  Tensor leaf = test::make_tensor({3});
  set_requires_grad(leaf, true);
  SavedVariable saved_leaf(leaf, false);
  CHECK(saved_leaf.unpack().is_same(leaf));
}

TEST_CASE("unpacking after reset fails with the backward-twice message", "[autograd][saved_variable]") {
  Tensor t = test::make_tensor({1, 2, 3});
  SavedVariable saved(t, false);
  saved.reset();
  CHECK_THAT(unpack_error(saved),
             StartsWith("Trying to backward through the graph a second time (or directly access saved tensors after "
                        "they have already been freed). Saved intermediate values of the graph are freed when you call "
                        ".backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the "
                        "graph a second time or if you need to access saved tensors after calling backward."));
}

TEST_CASE("an undefined saved tensor unpacks to undefined, even after reset", "[autograd][saved_variable]") {
  SavedVariable saved(Tensor(), false);
  CHECK_FALSE(saved.defined());
  CHECK_FALSE(saved.unpack().defined());
  saved.reset();
  CHECK_FALSE(saved.unpack().defined());
}

TEST_CASE("a saved input names the grad_fn it has after the in-place op that changed it", "[autograd][saved_variable]") {
  struct FakeAddBackward : FakeMulBackward {
    std::string name() const override { return "AddBackward0"; }
  };
  Tensor x = test::make_tensor({1, 2});
  set_history(x, std::make_shared<FakeMulBackward>(), 0);
  SavedVariable saved(x, false);
  CHECK(saved.unpack().is_same(x));  // the tensor itself, as torch saves inputs
  x.bump_version();
  set_history(x, std::make_shared<FakeAddBackward>(), 0);
  CHECK_THAT(unpack_error(saved), Contains("which is output 0 of AddBackward0, is at version 1"));
}

TEST_CASE("an input sharing the memory an in-place op writes is saved without owning it", "[autograd][saved_variable]") {
  struct SavingNode : FakeMulBackward {
    SavedVariable saved;
  };
  auto node = std::make_shared<SavingNode>();
  std::weak_ptr<Node> weak = node;
  {
    Tensor y = test::make_tensor({1, 2, 3});
    set_history(y, std::make_shared<FakeMulBackward>(), 0);
    Tensor part = y.view_as_strided(DimVector{2}, DimVector{1}, 1);
    materialize_meta(part).view_base = y;  // y[1:]
    set_inplace_target(y);
    node->saved = SavedVariable(part, false);  // as y.mul_(y[1:]) saves its argument
    set_inplace_target(Tensor());
    CHECK_FALSE(node->saved.unpack().is_same(part));
    set_history(y, node, 0);  // y's new history: owning part would make a cycle through its base
    node.reset();
  }
  CHECK(weak.expired());
}
