// @generated from ops.yaml by codegen (template: nodes_family.h.j2). Do not edit.
// Backward nodes of the 'special' ops, one per op with a differentiable input.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "autograd/node.h"
#include "autograd/saved_values.h"
#include "autograd/saved_variable.h"

namespace yaten::autograd {

struct SpecialI1Backward0 : public Node {
  std::string name() const override { return "SpecialI1Backward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct SpecialI0EBackward0 : public Node {
  std::string name() const override { return "SpecialI0EBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct SpecialI1EBackward0 : public Node {
  std::string name() const override { return "SpecialI1EBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct SpecialErfcxBackward0 : public Node {
  std::string name() const override { return "SpecialErfcxBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct SpecialNdtrBackward0 : public Node {
  std::string name() const override { return "SpecialNdtrBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SpecialNdtriBackward0 : public Node {
  std::string name() const override { return "SpecialNdtriBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable result_;
};

struct SpecialLogNdtrBackward0 : public Node {
  std::string name() const override { return "SpecialLogNdtrBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable result_;
};

struct SpecialEntrBackward0 : public Node {
  std::string name() const override { return "SpecialEntrBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
};

struct SpecialXlog1PyBackward0 : public Node {
  std::string name() const override { return "SpecialXlog1PyBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

struct SpecialZetaBackward0 : public Node {
  std::string name() const override { return "SpecialZetaBackward0"; }
  TensorList apply(TensorList&& grads) override;
  void release_variables() override;
  void visit_saved(SavedValueVisitor& visitor) const override;
  autograd::SavedVariable self_;
  autograd::SavedVariable other_;
};

}  // namespace yaten::autograd
