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


MAX_NESTING = 64


def decode_source(data: bytes, filename: str) -> str:
    """The text of an ops file, which must be UTF-8; an OpsYamlError at the
    first byte that is not (UTF-16 and UTF-32 files are named as such)."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise OpsYamlError(Location(filename, 1, 1), "the file is UTF-16 (it starts with a byte order mark); "
                           "ops files must be UTF-8")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        before = data[:e.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        raise OpsYamlError(Location(filename, line, column),
                           f"byte 0x{data[e.start]:02x} is not valid UTF-8; ops files must be UTF-8") from None


def _loader_class(filename: str) -> type:
    def loc(node: yaml.Node) -> Location:
        return Location(filename, node.start_mark.line + 1, node.start_mark.column + 1)

    class Loader(yaml.SafeLoader):
        # PyYAML composes nested nodes recursively: deeper nesting than any
        # ops file needs is refused where it starts, before Python's own
        # recursion limit turns it into a bare RecursionError.
        depth = 0

        def compose_node(self, parent, index):
            self.depth += 1
            try:
                if self.depth > MAX_NESTING:
                    mark = self.peek_event().start_mark
                    raise OpsYamlError(Location(filename, mark.line + 1, mark.column + 1),
                                       f"nesting deeper than {MAX_NESTING} levels")
                return super().compose_node(parent, index)
            finally:
                self.depth -= 1

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
    try:
        loader = _loader_class(filename)(text)
    except yaml.reader.ReaderError as e:  # a character YAML does not allow (a NUL of UTF-16 text)
        before = text[:e.position]
        where = Location(filename, before.count("\n") + 1, e.position - (before.rfind("\n") + 1) + 1)
        raise OpsYamlError(where, f"character #x{e.character:04x} is not allowed in YAML") from None
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
