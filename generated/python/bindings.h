// @generated from ops.yaml by codegen (template: bindings.h.j2). Do not edit.
// The per-family registration functions python/src/module.cpp calls.
#pragma once

#include <Python.h>

#include <map>
#include <string>
#include <vector>

namespace yaten::python {

// Method tables by namespace ("yaten", "nn.functional", "linalg") and for
// the Tensor type; each must outlive the module, so they are kept here.
struct MethodTables {
  std::map<std::string, std::vector<PyMethodDef>> functions;  // by yaten._C submodule: _functions, _nn, ...
  std::vector<PyMethodDef> methods;
};

void add_creation_bindings(MethodTables& tables);
void add_fill_bindings(MethodTables& tables);
void add_unary_bindings(MethodTables& tables);
void add_binary_bindings(MethodTables& tables);
void add_compare_bindings(MethodTables& tables);
void add_select_bindings(MethodTables& tables);
void add_reduce_bindings(MethodTables& tables);
void add_shape_bindings(MethodTables& tables);
void add_index_bindings(MethodTables& tables);
void add_linalg_bindings(MethodTables& tables);
void add_loss_bindings(MethodTables& tables);
void add_conv_bindings(MethodTables& tables);
void add_pooling_bindings(MethodTables& tables);
void add_activation_bindings(MethodTables& tables);
void add_normalization_bindings(MethodTables& tables);
void add_sparse_bindings(MethodTables& tables);
void add_distance_bindings(MethodTables& tables);
void add_padding_bindings(MethodTables& tables);
void add_upsampling_bindings(MethodTables& tables);
void add_rearrange_bindings(MethodTables& tables);
void add_sorting_bindings(MethodTables& tables);
void add_random_bindings(MethodTables& tables);
void add_attention_bindings(MethodTables& tables);
void add_rnn_bindings(MethodTables& tables);
void add_math_bindings(MethodTables& tables);
void add_special_bindings(MethodTables& tables);

inline void add_all_bindings(MethodTables& tables) {
  add_creation_bindings(tables);
  add_fill_bindings(tables);
  add_unary_bindings(tables);
  add_binary_bindings(tables);
  add_compare_bindings(tables);
  add_select_bindings(tables);
  add_reduce_bindings(tables);
  add_shape_bindings(tables);
  add_index_bindings(tables);
  add_linalg_bindings(tables);
  add_loss_bindings(tables);
  add_conv_bindings(tables);
  add_pooling_bindings(tables);
  add_activation_bindings(tables);
  add_normalization_bindings(tables);
  add_sparse_bindings(tables);
  add_distance_bindings(tables);
  add_padding_bindings(tables);
  add_upsampling_bindings(tables);
  add_rearrange_bindings(tables);
  add_sorting_bindings(tables);
  add_random_bindings(tables);
  add_attention_bindings(tables);
  add_rnn_bindings(tables);
  add_math_bindings(tables);
  add_special_bindings(tables);
}

}  // namespace yaten::python
