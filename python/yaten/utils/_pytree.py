"""Pytrees, as torch.utils._pytree: nested lists, tuples, dicts,
OrderedDicts and namedtuples flattened to their leaves and a TreeSpec that
rebuilds the same structure around new leaves."""
from collections import OrderedDict, namedtuple
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, NamedTuple

Context = Any


class NodeDef(NamedTuple):
    flatten_fn: Callable
    unflatten_fn: Callable


SUPPORTED_NODES: Dict[type, NodeDef] = {}


def _register_pytree_node(typ, flatten_fn, unflatten_fn):
    """Makes typ a container: flatten_fn(node) -> (children, context), unflatten_fn(children, context) -> node."""
    SUPPORTED_NODES[typ] = NodeDef(flatten_fn, unflatten_fn)


_register_pytree_node(list, lambda node: (node, None), lambda children, context: list(children))
_register_pytree_node(tuple, lambda node: (list(node), None), lambda children, context: tuple(children))
_register_pytree_node(dict, lambda node: (list(node.values()), list(node.keys())),
                      lambda children, context: dict(zip(context, children)))
_register_pytree_node(OrderedDict, lambda node: (list(node.values()), list(node.keys())),
                      lambda children, context: OrderedDict(zip(context, children)))


def _is_namedtuple_instance(node):
    return isinstance(node, tuple) and hasattr(type(node), "_fields") and type(node) is not tuple


def _node_type(node):
    return namedtuple if _is_namedtuple_instance(node) else type(node)


_register_pytree_node(namedtuple, lambda node: (list(node), type(node)),
                      lambda children, context: context(*children))


def _is_leaf(node):
    return _node_type(node) not in SUPPORTED_NODES


@dataclass
class TreeSpec:
    """type: the container type (namedtuple for any namedtuple); context:
    what rebuilding needs besides the children (dict keys, the namedtuple
    class); children_specs: one TreeSpec per child."""
    type: Any
    context: Context
    children_specs: List["TreeSpec"]
    num_leaves: int = field(init=False)

    def __post_init__(self):
        self.num_leaves = sum(spec.num_leaves for spec in self.children_specs)

    def __repr__(self, indent=0):
        name = getattr(self.type, "__name__", str(self.type))
        inner = ",\n".join(" " * (indent + 2) + spec.__repr__(indent + 2) for spec in self.children_specs)
        return f"TreeSpec({name}, {self.context}, [" + (f"\n{inner}]" if inner else "]") + ")"


class LeafSpec(TreeSpec):
    """A leaf: anything that is not a registered container."""

    def __init__(self):
        super().__init__(None, None, [])
        self.num_leaves = 1

    def __repr__(self, indent=0):
        return "*"


def tree_flatten(pytree):
    """(leaves in order, TreeSpec of the structure)."""
    if _is_leaf(pytree):
        return [pytree], LeafSpec()
    node_type = _node_type(pytree)
    children, context = SUPPORTED_NODES[node_type].flatten_fn(pytree)
    leaves, specs = [], []
    for child in children:
        child_leaves, child_spec = tree_flatten(child)
        leaves += child_leaves
        specs.append(child_spec)
    return leaves, TreeSpec(node_type, context, specs)


def tree_unflatten(values, spec):
    """The structure spec describes, with values as its leaves in order."""
    if not isinstance(spec, TreeSpec):
        raise ValueError(f"tree_unflatten(values, spec): Expected `spec` to be instance of TreeSpec but got item "
                         f"of type {type(spec)}.")
    values = list(values)
    if len(values) != spec.num_leaves:
        raise ValueError(f"tree_unflatten(values, spec): `values` has length {len(values)} but the spec refers to a "
                         f"pytree that holds {spec.num_leaves} items ({spec}).")
    if isinstance(spec, LeafSpec):
        return values[0]
    children, start = [], 0
    for child_spec in spec.children_specs:
        children.append(tree_unflatten(values[start:start + child_spec.num_leaves], child_spec))
        start += child_spec.num_leaves
    return SUPPORTED_NODES[spec.type].unflatten_fn(children, spec.context)


def tree_leaves(pytree):
    return tree_flatten(pytree)[0]


def tree_map(fn, pytree):
    """The same structure with fn applied to every leaf."""
    leaves, spec = tree_flatten(pytree)
    return tree_unflatten([fn(leaf) for leaf in leaves], spec)


def _only(types, fn):
    return lambda leaf: fn(leaf) if isinstance(leaf, types) else leaf


def tree_map_only(types, fn, pytree):
    """tree_map applying fn only to leaves of the given type(s)."""
    return tree_map(_only(types, fn), pytree)


def tree_all(pred, pytree):
    return all(pred(leaf) for leaf in tree_leaves(pytree))


def tree_any(pred, pytree):
    return any(pred(leaf) for leaf in tree_leaves(pytree))
