"""The YAML loader: plain data that remembers where each key, value and item is, and YAML mistakes as OpsYamlError."""
import pytest

from codegen.errors import Location, OpsYamlError
from codegen.yaml_loader import MarkedDict, MarkedList, load_yaml

TEXT = """\
# a comment
unary:
  - func: neg(Tensor self) -> Tensor
    variants: [function, method]
    doc: |
      Negates.
  - func: 'abs(Tensor self) -> Tensor'
    overridable: false
    doc: Absolute value.
"""


def test_data_is_plain_and_marked():
    doc = load_yaml(TEXT, "ops.yaml")
    assert isinstance(doc, MarkedDict) and isinstance(doc["unary"], MarkedList)
    assert doc == {"unary": [
        {"func": "neg(Tensor self) -> Tensor", "variants": ["function", "method"], "doc": "Negates.\n"},
        {"func": "abs(Tensor self) -> Tensor", "overridable": False, "doc": "Absolute value."},
    ]}
    assert type(doc["unary"][0]["func"]) is str


def test_locations():
    doc = load_yaml(TEXT, "ops.yaml")
    assert doc.location == Location("ops.yaml", 2, 1)
    assert doc.key_locations["unary"] == Location("ops.yaml", 2, 1)
    unary = doc["unary"]
    assert unary.location == Location("ops.yaml", 3, 3)
    assert unary.item_locations == [Location("ops.yaml", 3, 5), Location("ops.yaml", 7, 5)]
    neg = unary[0]
    assert neg.location == Location("ops.yaml", 3, 5)
    assert neg.key_locations["variants"] == Location("ops.yaml", 4, 5)
    assert neg.value_locations["variants"] == Location("ops.yaml", 4, 15)
    assert neg["variants"].item_locations[1] == Location("ops.yaml", 4, 26)
    assert neg.value_locations["doc"] == Location("ops.yaml", 5, 10)  # the block scalar's `|`
    assert unary[1].value_locations["func"] == Location("ops.yaml", 7, 11)  # the opening quote


def test_column_offset_within_a_plain_scalar():
    doc = load_yaml(TEXT, "ops.yaml")
    loc = doc["unary"][0].value_locations["func"]
    line = TEXT.splitlines()[loc.line - 1]
    k = "neg(Tensor self) -> Tensor".index("Tensor")
    assert line[loc.col - 1 + k :].startswith("Tensor self")


def test_location_str():
    assert str(Location("ops.yaml", 12, 5)) == "ops.yaml:12:5"
    err = OpsYamlError(Location("ops.yaml", 12, 5), "unknown type 'Tensr'")
    assert str(err) == "ops.yaml:12:5: unknown type 'Tensr'"
    assert err.message == "unknown type 'Tensr'" and err.location.line == 12


def test_duplicate_key_points_at_the_second():
    with pytest.raises(OpsYamlError) as info:
        load_yaml("a:\n  - func: x\n    doc: y\n    func: z\n", "ops.yaml")
    assert str(info.value) == "ops.yaml:4:5: duplicate key 'func'"


@pytest.mark.parametrize("text, where, problem", [
    ("a: [1, 2\nb: 3\n", "ops.yaml:2:2:", "expected ',' or ']'"),
    ("a: b: c\n", "ops.yaml:1:5:", "mapping values are not allowed here"),
    ("a:\n  - x\n - y\n", "ops.yaml:3:2:", "expected <block end>"),
    ("a: 'open\n", "ops.yaml:2:1:", "unexpected end of stream"),
])
def test_syntax_errors(text, where, problem):
    with pytest.raises(OpsYamlError) as info:
        load_yaml(text, "ops.yaml")
    assert str(info.value).startswith(where) and problem in info.value.message, str(info.value)


def test_scalars_follow_safe_loader():
    doc = load_yaml("a: 1\nb: 1.5\nc: true\nd: null\ne: '1'\n", "f.yaml")
    assert doc == {"a": 1, "b": 1.5, "c": True, "d": None, "e": "1"}
