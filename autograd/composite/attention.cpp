// scaled_dot_product_attention (torch 2's math path), written in yaten ops
// and differentiated through them.
#include <cmath>
#include <limits>

#include "autograd/tensor_operators.h"
#include "generated/autograd/ops/dropout.h"
#include "generated/autograd/ops/matmul.h"
#include "generated/autograd/ops/ones.h"
#include "generated/autograd/ops/scaled_dot_product_attention.h"
#include "generated/autograd/ops/softmax.h"
#include "generated/autograd/ops/transpose.h"
#include "generated/autograd/ops/tril.h"
#include "generated/autograd/ops/where.h"
#include "runtime/error.h"
#include "runtime/shape.h"

namespace yaten {

namespace {

void check_attention_inputs(const Tensor& query, const Tensor& key, const Tensor& value, const Tensor& attn_mask,
                            double dropout_p, bool is_causal) {
  for (const Tensor* t : {&query, &key, &value}) {
    YATEN_CHECK(t->dim() >= 2, "scaled_dot_product_attention: expected query, key and value of at least 2 dims "
                "(..., L or S, E), got sizes ", shape_str(query.sizes()), ", ", shape_str(key.sizes()), " and ",
                shape_str(value.sizes()));
  }
  YATEN_CHECK(query.dtype() == key.dtype() && query.dtype() == value.dtype(),
              "scaled_dot_product_attention: expected query, key, and value to have the same dtype, but got "
              "query.dtype: ", torch_dtype_name(query.dtype()), " key.dtype: ", torch_dtype_name(key.dtype()),
              " and value.dtype: ", torch_dtype_name(value.dtype()), " instead.");
  YATEN_CHECK(is_floating(query.dtype()), "scaled_dot_product_attention: expected floating point query, key and "
              "value, got ", torch_dtype_name(query.dtype()));
  const int64_t embed = query.sizes().back();
  YATEN_CHECK(key.sizes().back() == embed, "scaled_dot_product_attention: expected key's last dim to equal "
              "query's (", embed, "), got key of size ", shape_str(key.sizes()));
  YATEN_CHECK(key.sizes()[key.dim() - 2] == value.sizes()[value.dim() - 2],
              "scaled_dot_product_attention: expected key and value of the same sequence length (dim -2), got ",
              shape_str(key.sizes()), " and ", shape_str(value.sizes()));
  YATEN_CHECK(dropout_p >= 0.0 && dropout_p <= 1.0,
              "scaled_dot_product_attention: dropout probability has to be between 0 and 1, but got ", dropout_p);
  if (!attn_mask.defined()) return;
  YATEN_CHECK(!is_causal, "scaled_dot_product_attention: explicit attn_mask should not be set when is_causal=True");
  YATEN_CHECK(attn_mask.dtype() == ScalarType::Bool || attn_mask.dtype() == query.dtype(),
              "scaled_dot_product_attention: expected attn_mask dtype to be bool or to match query dtype, but got "
              "attn_mask.dtype: ", torch_dtype_name(attn_mask.dtype()), " and query.dtype: ",
              torch_dtype_name(query.dtype()), " instead.");
}

}  // namespace

Tensor scaled_dot_product_attention(const Tensor& query, const Tensor& key, const Tensor& value,
                                    const Tensor& attn_mask, double dropout_p, bool is_causal,
                                    std::optional<double> scale) {
  check_attention_inputs(query, key, value, attn_mask, dropout_p, is_causal);
  const int64_t embed = query.sizes().back();
  const double factor = scale ? *scale : 1.0 / std::sqrt(static_cast<double>(embed));
  // Scaling the query (L x E) costs less than scaling the scores (L x S) when L <= S, and is the same product.
  Tensor scores = yaten::matmul(query * factor, yaten::transpose(key, -2, -1));
  const Tensor minus_inf = Tensor::wrapped_number(-std::numeric_limits<double>::infinity());
  if (is_causal) {
    const int64_t L = query.sizes()[query.dim() - 2], S = key.sizes()[key.dim() - 2];
    Tensor keep = yaten::tril(yaten::ones({L, S}, ScalarType::Bool, false), 0);
    scores = yaten::where(keep, scores, minus_inf);
  } else if (attn_mask.defined()) {
    scores = attn_mask.dtype() == ScalarType::Bool ? yaten::where(attn_mask, scores, minus_inf) : scores + attn_mask;
  }
  Tensor weights = yaten::softmax(scores, -1, std::nullopt);
  if (dropout_p > 0.0) weights = yaten::dropout(weights, dropout_p, true);
  return yaten::matmul(weights, value);
}

}  // namespace yaten
