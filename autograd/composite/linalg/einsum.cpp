// einsum in torch's notation, lowered onto views, sums, mul and bmm so that
// autograd (both modes) comes from those ops. Each operand first loses its
// repeated indices (a diagonal, as a strided slice) and the indices no one
// else needs (a sum); then pairs are contracted, cheapest first, each as one
// batched matrix product.
#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "generated/autograd/ops/bmm.h"
#include "generated/autograd/ops/einsum.h"
#include "generated/autograd/ops/expand.h"
#include "generated/autograd/ops/mul.h"
#include "generated/autograd/ops/permute.h"
#include "generated/autograd/ops/reshape.h"
#include "generated/autograd/ops/slice.h"
#include "generated/autograd/ops/sum.h"
#include "generated/autograd/ops/transpose.h"
#include "runtime/error.h"

namespace yaten {

namespace {

void append(DimVector& to, const DimVector& from) {
  for (int64_t v : from) to.push_back(v);
}

// Labels: 'A'-'Z' are 0-25, 'a'-'z' 26-51 (so implicit outputs sort upper
// case first, as torch's do); the k-th of the ellipsis dims is kLetters + k.
constexpr int kLetters = 52;

int letter_label(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  return -1;
}

char label_letter(int label) { return static_cast<char>(label < 26 ? 'A' + label : 'a' + label - 26); }

struct Term {
  std::vector<int> letters_before;  // letters left of the ellipsis (all of them without one)
  std::vector<int> letters_after;
  bool ellipsis = false;
};

// `operand` names the term in messages; -1 is the output.
Term parse_term(std::string_view text, int64_t operand) {
  const std::string where = operand < 0 ? std::string("output but it is") : "operand " + std::to_string(operand) + " that is";
  Term term;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == ' ') continue;
    if (c == '.') {
      YATEN_CHECK(!term.ellipsis && i + 2 < text.size() && text[i + 1] == '.' && text[i + 2] == '.',
                  "einsum(): found '.' for ", where, " not part of any ellipsis");
      term.ellipsis = true;
      i += 2;
      continue;
    }
    const int label = letter_label(c);
    YATEN_CHECK(label >= 0, "einsum(): invalid subscript given at index ", i, " in the equation string, subscripts must be in [a-zA-Z]");
    (term.ellipsis ? term.letters_after : term.letters_before).push_back(label);
  }
  return term;
}

std::vector<std::string_view> split_terms(std::string_view lhs) {
  std::vector<std::string_view> out;
  size_t start = 0;
  for (size_t i = 0; i <= lhs.size(); ++i) {
    if (i == lhs.size() || lhs[i] == ',') {
      out.push_back(lhs.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

// A tensor whose dim d carries label labels[d].
struct Operand {
  Tensor tensor;
  std::vector<int> labels;
};

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

int64_t product(const DimVector& sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) n *= s;
  return n;
}

// The diagonal over the two dims carrying `label`, as a view: both moved last,
// flattened into one, every (n+1)-th element; the label then sits last.
Operand take_diagonal(const Operand& op, int label, size_t operand_index) {
  std::vector<size_t> at;
  for (size_t d = 0; d < op.labels.size(); ++d)
    if (op.labels[d] == label) at.push_back(d);
  const int64_t n = op.tensor.sizes()[at[0]];
  YATEN_CHECK(op.tensor.sizes()[at[1]] == n, "einsum(): subscript ", label_letter(label), " is repeated for operand ",
              operand_index, " but the sizes don't match, ", op.tensor.sizes()[at[1]], " != ", n);
  DimVector order;
  Operand out;
  for (size_t d = 0; d < op.labels.size(); ++d) {
    if (d == at[0] || d == at[1]) continue;
    order.push_back(static_cast<int64_t>(d));
    out.labels.push_back(op.labels[d]);
  }
  order.push_back(static_cast<int64_t>(at[0]));
  order.push_back(static_cast<int64_t>(at[1]));
  DimVector flat;
  for (size_t d = 0; d + 2 < order.size() + 0; ++d) flat.push_back(op.tensor.sizes()[static_cast<size_t>(order[d])]);
  flat.push_back(n * n);
  Tensor t = yaten::reshape(yaten::permute(op.tensor, order), flat);
  out.tensor = yaten::slice(t, -1, 0, n * n, n + 1);
  out.labels.push_back(label);
  return out;
}

// Sums away the dims whose labels `keep` rejects.
template <typename Keep>
Operand sum_unneeded(const Operand& op, const Keep& keep) {
  DimVector dims;
  Operand out;
  for (size_t d = 0; d < op.labels.size(); ++d) {
    if (keep(op.labels[d])) {
      out.labels.push_back(op.labels[d]);
    } else {
      dims.push_back(static_cast<int64_t>(d));
    }
  }
  out.tensor = dims.empty() ? op.tensor : yaten::sum(op.tensor, dims, false, std::nullopt);
  return out;
}

int64_t label_size(const Operand& op, int label) {
  for (size_t d = 0; d < op.labels.size(); ++d)
    if (op.labels[d] == label) return op.tensor.sizes()[d];
  return 1;
}

// op permuted so that its dims follow `labels` (each present in op).
Tensor arrange(const Operand& op, const std::vector<int>& labels) {
  DimVector order;
  for (int label : labels)
    order.push_back(static_cast<int64_t>(std::find(op.labels.begin(), op.labels.end(), label) - op.labels.begin()));
  return yaten::permute(op.tensor, order);
}

// t, with dims [batch (batch_dims), rows (row_dims), columns], as (nb, rows, cols)
// matrices: a view when t is stored that way or with rows and columns swapped
// (then a transposed view, which bmm reads in place), else a copy.
Tensor batched_matrix(const Tensor& t, size_t batch_dims, size_t row_dims, int64_t nb, int64_t rows, int64_t cols) {
  if (!t.is_contiguous()) {
    DimVector swapped;
    for (size_t d = 0; d < batch_dims; ++d) swapped.push_back(static_cast<int64_t>(d));
    for (size_t d = batch_dims + row_dims; d < static_cast<size_t>(t.dim()); ++d) swapped.push_back(static_cast<int64_t>(d));
    for (size_t d = batch_dims; d < batch_dims + row_dims; ++d) swapped.push_back(static_cast<int64_t>(d));
    Tensor columns_first = yaten::permute(t, swapped);
    if (columns_first.is_contiguous())
      return yaten::transpose(yaten::reshape(columns_first, DimVector{nb, cols, rows}), 1, 2);
  }
  return yaten::reshape(t, DimVector{nb, rows, cols});
}

// a and b contracted over their shared labels that `needed` (the output's and
// the other operands') does not hold; shared needed labels are batch dims.
Operand contract_pair(Operand a, Operand b, const std::vector<int>& needed) {
  a = sum_unneeded(a, [&](int l) { return contains(needed, l) || contains(b.labels, l); });
  b = sum_unneeded(b, [&](int l) { return contains(needed, l) || contains(a.labels, l); });
  std::vector<int> batch, contracted, a_only, b_only;
  for (int l : a.labels) {
    if (!contains(b.labels, l)) {
      a_only.push_back(l);
    } else {
      (contains(needed, l) ? batch : contracted).push_back(l);
    }
  }
  for (int l : b.labels)
    if (!contains(a.labels, l)) b_only.push_back(l);
  // A shared dim of size 1 on one side broadcasts: a batch dim is expanded,
  // a contracted one is summed on the other side first.
  DimVector batch_sizes;
  for (int l : batch) batch_sizes.push_back(std::max(label_size(a, l), label_size(b, l)));
  for (size_t i = 0; i < contracted.size(); ++i) {
    const int l = contracted[i];
    const int64_t sa = label_size(a, l), sb = label_size(b, l);
    YATEN_CHECK(sa == sb || sa == 1 || sb == 1, "einsum(): operands do not broadcast with remapped shapes (original->remapped): subscript ",
                label_letter(l), " has sizes ", sa, " and ", sb);
  }
  DimVector a_sizes, b_sizes, k_sizes;
  for (int l : a_only) a_sizes.push_back(label_size(a, l));
  for (int l : b_only) b_sizes.push_back(label_size(b, l));
  for (size_t i = 0; i < batch.size(); ++i) {
    const int64_t sa = label_size(a, batch[i]), sb = label_size(b, batch[i]);
    YATEN_CHECK(sa == sb || sa == 1 || sb == 1, "einsum(): operands do not broadcast with remapped shapes (original->remapped): subscript ",
                batch[i] < kLetters ? std::string(1, label_letter(batch[i])) : std::string("..."), " has sizes ", sa, " and ", sb);
  }
  std::vector<int> a_order = batch, b_order = batch;
  a_order.insert(a_order.end(), a_only.begin(), a_only.end());
  a_order.insert(a_order.end(), contracted.begin(), contracted.end());
  b_order.insert(b_order.end(), b_only.begin(), b_only.end());
  b_order.insert(b_order.end(), contracted.begin(), contracted.end());
  Tensor ta = arrange(a, a_order), tb = arrange(b, b_order);
  // Contracted dims of size 1 on one side: sum the other side's (it meets a constant).
  DimVector sum_a, sum_b;
  for (size_t i = 0; i < contracted.size(); ++i) {
    const int64_t sa = label_size(a, contracted[i]), sb = label_size(b, contracted[i]);
    if (sa != sb) (sa == 1 ? sum_b : sum_a).push_back(static_cast<int64_t>(batch.size() + (sa == 1 ? b_only.size() : a_only.size()) + i));
    k_sizes.push_back(std::min(sa, sb));
  }
  if (!sum_a.empty()) ta = yaten::sum(ta, sum_a, true, std::nullopt);
  if (!sum_b.empty()) tb = yaten::sum(tb, sum_b, true, std::nullopt);
  DimVector full_a = batch_sizes, full_b = batch_sizes;
  append(full_a, a_sizes);
  append(full_a, k_sizes);
  append(full_b, b_sizes);
  append(full_b, k_sizes);
  if (ta.sizes() != full_a) ta = yaten::expand(ta, full_a);
  if (tb.sizes() != full_b) tb = yaten::expand(tb, full_b);

  Operand out;
  out.labels = batch;
  out.labels.insert(out.labels.end(), a_only.begin(), a_only.end());
  out.labels.insert(out.labels.end(), b_only.begin(), b_only.end());
  DimVector out_sizes = batch_sizes;
  append(out_sizes, a_sizes);
  append(out_sizes, b_sizes);
  const int64_t nb = product(batch_sizes), m = product(a_sizes), n = product(b_sizes), k = product(k_sizes);
  if (contracted.empty()) {
    // Nothing to sum: a broadcast product, [batch, a, 1...] * [batch, 1..., b].
    DimVector a_view = batch_sizes, b_view = batch_sizes;
    append(a_view, a_sizes);
    for (size_t i = 0; i < b_sizes.size(); ++i) a_view.push_back(1);
    for (size_t i = 0; i < a_sizes.size(); ++i) b_view.push_back(1);
    append(b_view, b_sizes);
    out.tensor = yaten::mul(yaten::reshape(ta, a_view), yaten::reshape(tb, b_view));
    return out;
  }
  // [batch, a, k] @ [batch, b, k]^T, each operand read in place when it is stored so or transposed.
  Tensor prod = yaten::bmm(batched_matrix(ta, batch.size(), a_only.size(), nb, m, k),
                           yaten::transpose(batched_matrix(tb, batch.size(), b_only.size(), nb, n, k), 1, 2));
  out.tensor = yaten::reshape(prod, out_sizes);
  return out;
}

// Cost of contracting a and b: one multiply-add per combination of their labels.
double pair_cost(const Operand& a, const Operand& b) {
  double cost = 1;
  std::vector<int> seen;
  for (const Operand* op : {&a, &b}) {
    for (size_t d = 0; d < op->labels.size(); ++d) {
      if (contains(seen, op->labels[d])) continue;
      seen.push_back(op->labels[d]);
      cost *= static_cast<double>(std::max(label_size(a, op->labels[d]), label_size(b, op->labels[d])));
    }
  }
  return cost;
}

std::vector<int> labels_needed(const std::vector<Operand>& ops, size_t skip_a, size_t skip_b, const std::vector<int>& output) {
  std::vector<int> needed = output;
  for (size_t i = 0; i < ops.size(); ++i) {
    if (i == skip_a || i == skip_b) continue;
    needed.insert(needed.end(), ops[i].labels.begin(), ops[i].labels.end());
  }
  return needed;
}

}  // namespace

Tensor einsum(std::string_view equation, const std::vector<Tensor>& tensors, const std::optional<DimVector>& path) {
  YATEN_CHECK(!tensors.empty(), "einsum(): must provide at least one operand");
  const size_t arrow = equation.find("->");
  const std::vector<std::string_view> texts = split_terms(equation.substr(0, arrow));
  YATEN_CHECK(texts.size() <= tensors.size(), "einsum(): fewer operands were provided than specified in the equation");
  YATEN_CHECK(texts.size() >= tensors.size(), "einsum(): more operands were provided than specified in the equation");

  std::vector<Term> terms;
  int64_t ellipsis_dims = 0;
  for (size_t i = 0; i < texts.size(); ++i) {
    terms.push_back(parse_term(texts[i], static_cast<int64_t>(i)));
    const Term& term = terms.back();
    const int64_t letters = static_cast<int64_t>(term.letters_before.size() + term.letters_after.size());
    const int64_t dims = tensors[i].dim();
    if (term.ellipsis) {
      YATEN_CHECK(letters <= dims, "einsum(): the number of subscripts in the equation (", letters,
                  ") is more than the number of dimensions (", dims, ") for operand ", i);
      ellipsis_dims = std::max(ellipsis_dims, dims - letters);
    } else {
      YATEN_CHECK(letters == dims, "einsum(): the number of subscripts in the equation (", letters,
                  ") does not match the number of dimensions (", dims, ") for operand ", i, " and no ellipsis was given");
    }
  }

  // Each operand's dims as labels; an operand's ellipsis dims are the last of the common ones.
  std::vector<Operand> ops;
  std::vector<int> counts(static_cast<size_t>(kLetters), 0);
  bool any_ellipsis = false;
  for (size_t i = 0; i < terms.size(); ++i) {
    Operand op{tensors[i], terms[i].letters_before};
    if (terms[i].ellipsis) {
      any_ellipsis = true;
      const int64_t own = tensors[i].dim() - static_cast<int64_t>(terms[i].letters_before.size() + terms[i].letters_after.size());
      for (int64_t k = ellipsis_dims - own; k < ellipsis_dims; ++k) op.labels.push_back(kLetters + static_cast<int>(k));
    }
    op.labels.insert(op.labels.end(), terms[i].letters_after.begin(), terms[i].letters_after.end());
    for (int l : op.labels)
      if (l < kLetters) ++counts[static_cast<size_t>(l)];
    ops.push_back(op);
  }

  // A label's sizes across operands must agree or be 1 (repeated labels are checked at their diagonal).
  std::vector<int64_t> seen_size(static_cast<size_t>(kLetters + ellipsis_dims), 1);
  for (size_t i = 0; i < ops.size(); ++i) {
    for (size_t d = 0; d < ops[i].labels.size(); ++d) {
      const int64_t size = ops[i].tensor.sizes()[d];
      int64_t& seen = seen_size[static_cast<size_t>(ops[i].labels[d])];
      if (ops[i].labels[d] < kLetters) {
        YATEN_CHECK(size == seen || size == 1 || seen == 1, "einsum(): subscript ", label_letter(ops[i].labels[d]),
                    " has size ", size, " for operand ", i, " which does not broadcast with previously seen size ", seen);
      } else {
        YATEN_CHECK(size == seen || size == 1 || seen == 1, "einsum(): dimension ", ops[i].labels[d] - kLetters,
                    " covered by ellipsis in operand ", i, " has size ", size,
                    " which does not broadcast with previously seen ellipsis with size ", seen, " for the respective dimension");
      }
      if (seen == 1) seen = size;
    }
  }

  std::vector<int> output;
  if (arrow == std::string_view::npos) {
    if (any_ellipsis)
      for (int64_t k = 0; k < ellipsis_dims; ++k) output.push_back(kLetters + static_cast<int>(k));
    for (int l = 0; l < kLetters; ++l)
      if (counts[static_cast<size_t>(l)] == 1) output.push_back(l);
  } else {
    const Term out_term = parse_term(equation.substr(arrow + 2), -1);
    std::vector<int> letters = out_term.letters_before;
    letters.insert(letters.end(), out_term.letters_after.begin(), out_term.letters_after.end());
    for (size_t i = 0; i < letters.size(); ++i) {
      YATEN_CHECK(counts[static_cast<size_t>(letters[i])] > 0, "einsum(): output subscript ", label_letter(letters[i]),
                  " does not appear in the equation for any input operand");
      YATEN_CHECK(std::count(letters.begin(), letters.end(), letters[i]) == 1, "einsum(): output subscript ",
                  label_letter(letters[i]), " appears more than once in the output");
    }
    output = out_term.letters_before;
    if (out_term.ellipsis)
      for (int64_t k = 0; k < ellipsis_dims; ++k) output.push_back(kLetters + static_cast<int>(k));
    output.insert(output.end(), out_term.letters_after.begin(), out_term.letters_after.end());
  }

  // Per operand: repeated labels become diagonals; labels no one else needs are summed.
  for (size_t i = 0; i < ops.size(); ++i) {
    for (bool repeated = true; repeated;) {
      repeated = false;
      for (int l : ops[i].labels) {
        if (std::count(ops[i].labels.begin(), ops[i].labels.end(), l) > 1) {
          ops[i] = take_diagonal(ops[i], l, i);
          repeated = true;
          break;
        }
      }
    }
    const std::vector<int> needed = labels_needed(ops, i, i, output);
    ops[i] = sum_unneeded(ops[i], [&](int l) { return contains(needed, l); });
  }

  // Contract pairs: the given path (torch's opt_einsum format, pairs of
  // positions, the result appended last) or the cheapest pair each time.
  size_t step = 0;
  while (ops.size() > 1) {
    size_t a = 0, b = 1;
    if (path) {
      YATEN_CHECK(2 * step + 1 < path->size(), "einsum(): path does not contract every operand");
      a = static_cast<size_t>((*path)[2 * step]);
      b = static_cast<size_t>((*path)[2 * step + 1]);
      YATEN_CHECK(a < ops.size() && b < ops.size() && a != b, "einsum(): invalid contraction (", a, ", ", b,
                  ") in path for ", ops.size(), " operands");
      if (a > b) std::swap(a, b);
    } else {
      double best = -1;
      for (size_t i = 0; i < ops.size(); ++i) {
        for (size_t j = i + 1; j < ops.size(); ++j) {
          const double cost = pair_cost(ops[i], ops[j]);
          if (best < 0 || cost < best) {
            best = cost;
            a = i;
            b = j;
          }
        }
      }
    }
    Operand merged = contract_pair(ops[a], ops[b], labels_needed(ops, a, b, output));
    ops.erase(ops.begin() + static_cast<std::ptrdiff_t>(b));
    ops.erase(ops.begin() + static_cast<std::ptrdiff_t>(a));
    ops.push_back(merged);
    ++step;
  }

  Operand last = sum_unneeded(ops[0], [&](int l) { return contains(output, l); });
  Tensor result = arrange(last, output);
  return result;
}

}  // namespace yaten
