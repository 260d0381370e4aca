// The op registry: every op's schema and metadata, queryable by name at run
// time; the one run-time table of op facts (yaten.ops, its CLI, yaten.library
// and the overrides read it through _C). Built-in ops come from the generated
// builtin_op_records() (one record per ops.yaml entry, written by codegen at
// build time); a C++ extension's ops come from its installed ops.yaml, read
// by load_yaml() when Python loads the extension, and are add()ed with its
// namespace, checked by the same schema parser.
#pragma once

#include <deque>
#include <map>
#include <shared_mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "runtime/schema.h"

namespace yaten {

// One ops.yaml entry, as the generator emits it. An aggregate on purpose:
// generated/runtime/registry.cpp brace-initialises it, so the member order
// is part of the generator's contract.
struct OpRecord {
  std::string func;  // the schema text
  std::string family;
  std::vector<std::string> variants;  // sorted in generated records
  std::string kernel;                 // "native" or "composite"
  std::vector<std::pair<std::string, std::string>> derivatives;  // input -> formula
  bool overridable;
  std::string node;  // the autograd node class, "" when none is known
  // Added after `node` so that records written before them still brace-initialise.
  std::string forward = {};                  // the `result:` (forward-mode) formula as written, "" when none
  std::vector<std::string> namespaces = {"yaten"};  // where the function is exposed
  std::vector<std::string> operators = {};   // Python dunders mapped onto the op
  std::string doc = {};
  // "" for yaten's own ops; an extension's namespace ("myext"), which
  // prefixes the registry name: "myext::scaled_tanh".
  std::string op_namespace = {};
  // What introspection (yaten.ops) describes beyond the above; the generator
  // fills them for built-in ops.
  // The entry points derived from this one: ("inplace" or "out", schema text).
  std::vector<std::pair<std::string, std::string>> derived = {};
  std::vector<std::string> non_differentiable = {};
  std::string forward_expanded = {};  // the jvp the generated code computes, over `<input>_t`; "" when none
  std::vector<std::string> functions = {};  // where Python reaches the function: "add", "nn.functional.relu"
  std::vector<std::string> aliases = {};    // ops.yaml's other Python names ("clip", "special.expit", "exp_")
  std::string location = {};                // "ops.yaml:LINE:COL" of the entry, "" when unknown
  // What yaten.autocast("cpu") does to the op's floating inputs (ops.yaml's
  // `autocast:`: lower_precision_fp, fp32 or promote), "" when nothing.
  std::string autocast = {};
};

// Defined in generated/runtime/registry.cpp.
const std::vector<OpRecord>& builtin_op_records();

struct OpEntry {
  OpRecord record;
  FunctionSchema schema;
  // "add", "max.dim", "fill_", "myext::scaled_tanh": the key find() takes.
  std::string name() const {
    return record.op_namespace.empty() ? schema.name.str() : record.op_namespace + "::" + schema.name.str();
  }
};

class OpRegistry {
 public:
  OpRegistry() = default;
  OpRegistry(const OpRegistry&) = delete;
  OpRegistry& operator=(const OpRegistry&) = delete;

  // The process-wide registry, holding the built-in ops from first use.
  static OpRegistry& global();

  // nullptr when absent. Entries are never removed or moved, so the pointer
  // stays valid for the registry's lifetime.
  const OpEntry* find(std::string_view qualified_name) const;
  // Every registered name, in registration order (ops.yaml order first).
  std::vector<std::string> names() const;
  // ValueError on a bad schema or a name already registered.
  void add(OpRecord record);

  // Reads an ops.yaml-format file (family -> list of entries). Every mistake
  // is a ValueError "path:LINE:COL: message" (1-based). Records loaded here
  // have node == "" and no derived entry points (naming autograd nodes and
  // deriving in-place and out= forms is the generator's business), and
  // location "path:LINE:COL".
  static std::vector<OpRecord> load_yaml(const std::string& path);

 private:
  mutable std::shared_mutex mutex_;
  std::deque<OpEntry> entries_;  // a deque keeps find()'s pointers stable
  std::map<std::string, const OpEntry*, std::less<>> by_name_;
};

}  // namespace yaten
