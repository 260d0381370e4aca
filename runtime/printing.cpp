// Tensor printing. This follows torch/_tensor_str.py (PyTorch 1.13) step by
// step, so that the same tensor prints the same text in both libraries:
// _Formatter picks one width and style (integer-valued, fixed or scientific)
// for all the elements shown, _vector_str wraps rows at the line width, and
// _add_suffixes appends size/dtype/requires_grad, wrapping them too.
#include "runtime/printing.h"

#include <cmath>
#include <cstdio>
#include <string>
#include <type_traits>
#include <vector>

namespace yaten {

PrintOptions& print_options() {
  static PrintOptions options;
  return options;
}

namespace {

// Python's "{:.<p>f}" / "{:.<p>e}" for a double. printf rounds exactly as
// Python does; only the non-finite values are spelled differently (printf
// writes "-nan" for a negative NaN, Python always "nan").
std::string py_float_format(char conv, int precision, double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v < 0 ? "-inf" : "inf";
  const char fmt[5] = {'%', '.', '*', conv, '\0'};
  int n = std::snprintf(nullptr, 0, fmt, precision, v);
  std::string s(static_cast<size_t>(n), '\0');
  std::snprintf(&s[0], static_cast<size_t>(n) + 1, fmt, precision, v);
  return s;
}

std::string left_pad(std::string s, int64_t width) {
  int64_t len = static_cast<int64_t>(s.size());
  if (len < width) s.insert(0, static_cast<size_t>(width - len), ' ');
  return s;
}

// _Formatter: chooses the style from the elements that will be shown.
class Formatter {
 public:
  // A floating tensor's shown elements.
  Formatter(const std::vector<double>& values, const PrintOptions& opts) : floating_(true), opts_(opts) {
    std::vector<double> nonzero_finite;
    for (double v : values)
      if (std::isfinite(v) && v != 0) nonzero_finite.push_back(v);
    if (nonzero_finite.empty()) return;  // int_mode, width 1, whatever sci_mode says
    double min_abs = std::fabs(nonzero_finite[0]), max_abs = min_abs;
    for (double v : nonzero_finite) {
      min_abs = std::min(min_abs, std::fabs(v));
      max_abs = std::max(max_abs, std::fabs(v));
    }
    for (double v : nonzero_finite) {
      if (v != std::ceil(v)) {
        int_mode_ = false;
        break;
      }
    }
    if (int_mode_) {
      if (max_abs / min_abs > 1000.0 || max_abs > 1.0e8) {
        sci_mode_ = true;
        for (double v : nonzero_finite) widen(py_float_format('e', opts_.precision, v).size());
      } else {
        for (double v : nonzero_finite) widen(py_float_format('f', 0, v).size() + 1);
      }
    } else {
      if (max_abs / min_abs > 1000.0 || max_abs > 1.0e8 || min_abs < 1.0e-4) {
        sci_mode_ = true;
        for (double v : nonzero_finite) widen(py_float_format('e', opts_.precision, v).size());
      } else {
        for (double v : nonzero_finite) widen(py_float_format('f', opts_.precision, v).size());
      }
    }
    if (opts_.sci_mode >= 0) sci_mode_ = opts_.sci_mode != 0;
  }

  // A non-floating tensor's shown elements, already spelled as Python does.
  Formatter(const std::vector<std::string>& strings, const PrintOptions& opts) : floating_(false), opts_(opts) {
    for (const auto& s : strings) widen(s.size());
    if (opts_.sci_mode >= 0) sci_mode_ = opts_.sci_mode != 0;
  }

  int64_t width() const { return max_width_; }

  std::string format_float(double v) const {
    std::string ret;
    if (sci_mode_) {
      ret = py_float_format('e', opts_.precision, v);
    } else if (int_mode_) {
      ret = py_float_format('f', 0, v);
      if (std::isfinite(v)) ret += ".";
    } else {
      ret = py_float_format('f', opts_.precision, v);
    }
    return left_pad(std::move(ret), max_width_);
  }

  std::string format_string(std::string s) const { return left_pad(std::move(s), max_width_); }

 private:
  void widen(size_t w) { max_width_ = std::max<int64_t>(max_width_, static_cast<int64_t>(w)); }

  bool floating_;
  bool int_mode_ = true;
  bool sci_mode_ = false;
  int64_t max_width_ = 1;
  const PrintOptions& opts_;
};

template <typename T>
class Printer {
 public:
  Printer(const Tensor& t, const PrintOptions& opts)
      : base_(t.data<T>()), sizes_(t.sizes()), strides_(t.strides()), ndim_(t.dim()), opts_(opts) {
    summarize_ = static_cast<double>(t.numel()) > opts_.threshold;
  }

  std::string run(int64_t indent) {
    // get_summarized_data: the formatter only looks at the elements shown.
    if constexpr (is_floating_type_v<T>) {
      std::vector<double> values;
      collect(0, 0, [&](T v) { values.push_back(static_cast<double>(v)); });
      formatter_.emplace_back(values, opts_);
    } else {
      std::vector<std::string> strings;
      collect(0, 0, [&](T v) { strings.push_back(spell(v)); });
      formatter_.emplace_back(strings, opts_);
    }
    return tensor_str(0, 0, indent);
  }

 private:
  // Indices shown along a dim of the given size; `ellipsis` is where the "..."
  // goes among them, or -1. Mirrors self[:e] + self[-e:] for the last dim and
  // range(0, e) + range(n - e, n) for the others (they differ only for e == 0).
  std::vector<int64_t> shown(int64_t size, bool last_dim, int64_t* ellipsis) const {
    std::vector<int64_t> idx;
    int64_t e = opts_.edgeitems;
    *ellipsis = -1;
    if (summarize_ && size > 2 * e) {
      for (int64_t i = 0; i < e; ++i) idx.push_back(i);
      *ellipsis = e;
      int64_t tail = (last_dim && e == 0) ? 0 : size - e;
      for (int64_t i = tail; i < size; ++i) idx.push_back(i);
    } else {
      for (int64_t i = 0; i < size; ++i) idx.push_back(i);
    }
    return idx;
  }

  T at(int64_t offset) const { return base_[offset]; }

  template <typename F>
  void collect(int64_t d, int64_t offset, F&& f) const {
    if (d == ndim_) {
      f(at(offset));
      return;
    }
    int64_t ellipsis;
    for (int64_t i : shown(sizes_[d], d == ndim_ - 1, &ellipsis)) collect(d + 1, offset + i * strides_[d], f);
  }

  static std::string spell(T v) {
    if constexpr (std::is_same_v<T, bool>) {
      return v ? "True" : "False";
    } else {
      return std::to_string(static_cast<int64_t>(v));
    }
  }

  std::string format(T v) const {
    if constexpr (is_floating_type_v<T>) {
      return formatter_[0].format_float(static_cast<double>(v));
    } else {
      return formatter_[0].format_string(spell(v));
    }
  }

  // _vector_str
  std::string vector_str(int64_t offset, int64_t indent) const {
    int64_t element_length = formatter_[0].width() + 2;
    int64_t per_line = std::max<int64_t>(
        1, static_cast<int64_t>(std::floor(static_cast<double>(opts_.linewidth - indent) /
                                           static_cast<double>(element_length))));
    int64_t ellipsis;
    std::vector<int64_t> idx = shown(sizes_[ndim_ - 1], true, &ellipsis);
    std::vector<std::string> data;
    for (size_t k = 0; k < idx.size(); ++k) {
      if (static_cast<int64_t>(k) == ellipsis) data.push_back(" ...");
      data.push_back(format(at(offset + idx[k] * strides_[ndim_ - 1])));
    }
    if (ellipsis == static_cast<int64_t>(idx.size())) data.push_back(" ...");
    std::string out = "[";
    std::string line_sep = ",\n" + std::string(static_cast<size_t>(indent + 1), ' ');
    for (size_t i = 0; i < data.size(); ++i) {
      if (i > 0) out += (static_cast<int64_t>(i) % per_line == 0) ? line_sep : std::string(", ");
      out += data[i];
    }
    return out + "]";
  }

  // _tensor_str_with_formatter
  std::string tensor_str(int64_t d, int64_t offset, int64_t indent) const {
    if (ndim_ == 0) return format(at(offset));
    if (d == ndim_ - 1) return vector_str(offset, indent);
    int64_t ellipsis;
    std::vector<int64_t> idx = shown(sizes_[d], false, &ellipsis);
    std::vector<std::string> slices;
    for (size_t k = 0; k < idx.size(); ++k) {
      if (static_cast<int64_t>(k) == ellipsis) slices.push_back("...");
      slices.push_back(tensor_str(d + 1, offset + idx[k] * strides_[d], indent + 1));
    }
    if (ellipsis == static_cast<int64_t>(idx.size())) slices.push_back("...");
    std::string sep = "," + std::string(static_cast<size_t>(ndim_ - d - 1), '\n') +
                      std::string(static_cast<size_t>(indent + 1), ' ');
    std::string out = "[";
    for (size_t i = 0; i < slices.size(); ++i) {
      if (i > 0) out += sep;
      out += slices[i];
    }
    return out + "]";
  }

  const T* base_;
  const DimVector& sizes_;
  const DimVector& strides_;
  int64_t ndim_;
  const PrintOptions& opts_;
  bool summarize_ = false;
  std::vector<Formatter> formatter_;  // holds the one formatter once built
};

// str(tuple(shape)): "(0, 3)", "(0,)", "()".
std::string tuple_str(const DimVector& sizes) {
  std::string s = "(";
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(sizes[i]);
  }
  if (sizes.size() == 1) s += ",";
  return s + ")";
}

// _add_suffixes
std::string add_suffixes(const std::string& tensor_str, const std::vector<std::string>& suffixes, int64_t indent,
                         int64_t linewidth) {
  std::string out = tensor_str;
  size_t nl = tensor_str.rfind('\n');
  int64_t rfind = nl == std::string::npos ? -1 : static_cast<int64_t>(nl);
  int64_t last_line_len = static_cast<int64_t>(tensor_str.size()) - rfind + 1;
  for (const auto& suffix : suffixes) {
    int64_t suffix_len = static_cast<int64_t>(suffix.size());
    if (last_line_len + suffix_len + 2 > linewidth) {
      out += ",\n" + std::string(static_cast<size_t>(indent), ' ') + suffix;
      last_line_len = indent + suffix_len;
    } else {
      out += ", " + suffix;
      last_line_len += suffix_len + 2;
    }
  }
  return out + ")";
}

}  // namespace

constexpr int64_t kMaxPrintedDims = 1000;

std::string format_tensor(const Tensor& t, const std::vector<std::string>& extra_suffixes) {
  YATEN_CHECK(t.defined(), "format_tensor: undefined tensor");
  const PrintOptions& opts = print_options();
  const std::string prefix = "tensor(";
  const int64_t indent = static_cast<int64_t>(prefix.size());
  const ScalarType dtype = t.dtype();
  const std::string dtype_suffix = std::string("dtype=yaten.") + dtype_name(dtype);

  std::vector<std::string> suffixes;
  std::string body;
  if (t.numel() == 0) {
    // Shown unless (0,); and the dtype cannot be guessed from no elements.
    if (t.dim() != 1) suffixes.push_back("size=" + tuple_str(t.sizes()));
    if (dtype != default_float_dtype()) suffixes.push_back(dtype_suffix);
    body = "[]";
  } else {
    bool has_default_dtype =
        dtype == default_float_dtype() || dtype == ScalarType::Int64 || dtype == ScalarType::Bool;
    if (!has_default_dtype) suffixes.push_back(dtype_suffix);
    // The printer recurses once per dim; torch's (Python) gives up with
    // RecursionError well before this many.
    YATEN_CHECK_AS(RecursionError, t.dim() <= kMaxPrintedDims, "maximum recursion depth exceeded while printing a tensor of ",
                   t.dim(), " dims (at most ", kMaxPrintedDims, " are printed)");
    body = YATEN_DISPATCH_ALL(dtype, "format_tensor",
                              [&]() -> std::string { return Printer<scalar_t>(t, opts).run(indent); });
  }
  for (const auto& s : extra_suffixes) suffixes.push_back(s);
  return add_suffixes(prefix + body, suffixes, indent, opts.linewidth);
}

}  // namespace yaten
