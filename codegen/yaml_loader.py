"""YAML -> plain Python data whose dicts and lists remember where they came from in the file."""
from __future__ import annotations

from typing import Any

import yaml

from codegen.errors import Location, OpsYamlError


class MarkedDict(dict):
    """A mapping plus the location of itself, each key and each value."""

    location: Location
    key_locations: dict[Any, Location]
    value_locations: dict[Any, Location]


class MarkedList(list):
    """A sequence plus the location of itself and each item."""

    location: Location
    item_locations: list[Location]


def _loader_class(filename: str) -> type:
    def loc(node: yaml.Node) -> Location:
        return Location(filename, node.start_mark.line + 1, node.start_mark.column + 1)

    class Loader(yaml.SafeLoader):
        pass

    # Non-generator constructors: ops.yaml has no recursive anchors, and building
    # each node in one go is what lets us attach locations as we go.
    def construct_map(loader: yaml.SafeLoader, node: yaml.MappingNode) -> MarkedDict:
        loader.flatten_mapping(node)
        out = MarkedDict()
        out.location, out.key_locations, out.value_locations = loc(node), {}, {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            try:
                hash(key)
            except TypeError:
                raise OpsYamlError(loc(key_node), "a mapping key must be a plain value") from None
            if key in out:
                raise OpsYamlError(loc(key_node), f"duplicate key '{key}'")
            out[key] = loader.construct_object(value_node, deep=True)
            out.key_locations[key] = loc(key_node)
            out.value_locations[key] = loc(value_node)
        return out

    def construct_seq(loader: yaml.SafeLoader, node: yaml.SequenceNode) -> MarkedList:
        out = MarkedList(loader.construct_object(child, deep=True) for child in node.value)
        out.location = loc(node)
        out.item_locations = [loc(child) for child in node.value]
        return out

    Loader.add_constructor("tag:yaml.org,2002:map", construct_map)
    Loader.add_constructor("tag:yaml.org,2002:seq", construct_seq)
    return Loader


def load_yaml(text: str, filename: str) -> Any:
    """Parses one YAML document; any YAML mistake becomes an OpsYamlError."""
    loader = _loader_class(filename)(text)
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        where = Location(filename, mark.line + 1, mark.column + 1) if mark else Location(filename, 1, 1)
        raise OpsYamlError(where, e.problem or e.context or "invalid YAML") from None
    except yaml.YAMLError as e:
        raise OpsYamlError(Location(filename, 1, 1), str(e)) from None
    finally:
        loader.dispose()
