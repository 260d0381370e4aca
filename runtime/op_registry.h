// The op registry: every op's schema and metadata, queryable by name at run
// time. Built-in ops come from the generated builtin_op_records() (one record
// per ops.yaml entry); out-of-tree extension ops come from their own ops.yaml
// through load_yaml() + add(), checked by the same schema parser.
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
  // have node == "": naming autograd nodes is the generator's business.
  static std::vector<OpRecord> load_yaml(const std::string& path);

 private:
  mutable std::shared_mutex mutex_;
  std::deque<OpEntry> entries_;  // a deque keeps find()'s pointers stable
  std::map<std::string, const OpEntry*, std::less<>> by_name_;
};

}  // namespace yaten
