// The TypeError for a call that none of a function's signatures accepts,
// worded and laid out as PyTorch 1.13's: the call's argument types, then each
// signature, and under a signature that takes as many arguments as the call
// gives, why it did not match (keywords it does not know, or the arguments
// whose type is not the one listed, between '!').
//
// PyTorch decides both by text: a signature's "arguments" are the entries of
// its listing, the "*" marker among them, and an argument matches when its
// type's name is the name listed ("float" taking an int too). The rule is
// reproduced as such, since users compare the messages.
#include <string>
#include <unordered_map>
#include <vector>

#include "python/src/arg_parser.h"

namespace yaten::python {

const char* sig_type_name(ParamType t);

namespace {

// One entry of a signature's listing: a parameter, or the "*" before the keyword-only ones.
struct ListedArgument {
  std::string name;
  std::string type;
};

std::vector<ListedArgument> listed_arguments(const Signature& s) {
  std::vector<ListedArgument> listed;
  bool star = false;
  for (const Param& p : s.params) {
    if (p.kw_only && !star) {
      listed.push_back({"*", "*"});
      star = true;
    }
    listed.push_back({p.name, sig_type_name(p.type)});
  }
  return listed;
}

// The keyword arguments in the order PyTorch iterates them: it keeps them in a
// std::unordered_map<std::string, PyObject*> filled in call order, and its
// messages list them in that map's order (libstdc++'s, as here).
using Keywords = std::unordered_map<std::string, PyObject*>;

Keywords keyword_map(PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
  Keywords keywords;
  for (Py_ssize_t k = 0; kwnames && k < PyTuple_GET_SIZE(kwnames); ++k)
    keywords.emplace(utf8_or(PyTuple_GET_ITEM(kwnames, k), "?"), args[nargs + k]);
  return keywords;
}

bool type_is_listed(const std::string& listed, PyObject* arg) {
  std::string name = type_name(arg);
  return name == listed || (listed == "float" && name == "int");
}

// The call's types, positional then keyword: "(Tensor, str, foo=int)". PyTorch
// strips the last ", " only when there are positional arguments: "(dim=int, )".
std::string call_types(PyObject* const* args, Py_ssize_t nargs, const Keywords& keywords) {
  std::string text = "(";
  for (Py_ssize_t i = 0; i < nargs; ++i) text += std::string(type_name(args[i])) + ", ";
  for (const auto& [name, value] : keywords) text += name + "=" + type_name(value) + ", ";
  if (nargs) text.erase(text.size() - 2);
  return text + ")";
}

// The keywords not among the signature's last as-many-as-given listed arguments.
std::vector<std::string> unknown_keywords(const std::vector<ListedArgument>& listed, const Keywords& keywords) {
  size_t from = listed.size() > keywords.size() ? listed.size() - keywords.size() : 0;
  std::vector<std::string> unknown;
  for (const auto& entry : keywords) {
    bool found = false;
    for (size_t j = from; j < listed.size() && !found; ++j) found = listed[j].name == entry.first;
    if (!found) unknown.push_back(entry.first);
  }
  return unknown;
}

// The call's types against the listed ones, a mismatch between '!': "(Tensor, !str!)".
std::string marked_call_types(const std::vector<ListedArgument>& listed, PyObject* const* args, Py_ssize_t nargs,
                              const Keywords& keywords) {
  std::string text = "(";
  for (size_t i = 0; i < listed.size(); ++i) {
    const bool keyword = static_cast<Py_ssize_t>(i) >= nargs;
    PyObject* arg = args[i];
    if (keyword) {
      auto found = keywords.find(listed[i].name);
      if (found == keywords.end()) continue;  // unreachable: unknown_keywords found every keyword here
      arg = found->second;
    }
    const char* mark = type_is_listed(listed[i].type, arg) ? "" : "!";
    text += mark + (keyword ? listed[i].name + "=" : "") + type_name(arg) + mark + ", ";
  }
  if (nargs) text.erase(text.size() - 2);
  return text + ")";
}

}  // namespace

std::string invalid_arguments_message(const std::vector<Signature>& signatures, PyObject* const* args,
                                      Py_ssize_t nargs, PyObject* kwnames) {
  const Keywords keywords = keyword_map(args, nargs, kwnames);
  const size_t given = static_cast<size_t>(nargs) + keywords.size();
  const std::string head = signatures.front().name + "() received an invalid combination of arguments - got ";
  if (signatures.size() == 1) {
    // One signature shown (the others are deprecated, hidden): torch marks the call's types inline.
    const Signature& s = signatures.front();
    const std::vector<ListedArgument> listed = listed_arguments(s);
    return head + (listed.size() == given ? marked_call_types(listed, args, nargs, keywords)
                                          : call_types(args, nargs, keywords)) + ", but expected " + s.listing();
  }
  std::string message = head + call_types(args, nargs, keywords) + ", but expected one of:\n";
  for (const Signature& s : signatures) {
    message += " * " + s.listing() + "\n";
    const std::vector<ListedArgument> listed = listed_arguments(s);
    if (listed.size() != given) continue;
    std::vector<std::string> unknown = unknown_keywords(listed, keywords);
    if (!unknown.empty()) {
      message += "      didn't match because some of the keywords were incorrect: ";
      for (size_t k = 0; k < unknown.size(); ++k) message += (k ? ", " : "") + unknown[k];
      message += "\n";
    } else {
      message += "      didn't match because some of the arguments have invalid types: " +
                 marked_call_types(listed, args, nargs, keywords) + "\n";
    }
  }
  return message;
}

}  // namespace yaten::python
