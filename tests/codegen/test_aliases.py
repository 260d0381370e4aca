"""ops.yaml's `aliases:`: each alias is bound to its op's C++ entries in the
forms its spelling asks for, and a wrong alias is an error at its line."""
import textwrap

import pytest

from codegen.api import python
from codegen.errors import OpsYamlError
from codegen.model.load import load_ops

OPS = """\
unary:
  - func: neg(Tensor self) -> Tensor
    variants: [function, method, inplace, out]
    derivatives:
      self: -grad
    result: auto_element_wise
    doc: Negates.
"""


def load(tmp_path, aliases):
    path = tmp_path / "ops.yaml"
    path.write_text(OPS + "\naliases:\n" + textwrap.indent(textwrap.dedent(aliases), "  "))
    return load_ops(path, frozenset())


def test_plain_alias_gets_every_form_and_namespaced_alias_the_function(tmp_path):
    names = python.python_names(load(tmp_path, "negative: neg\nspecial.minus: neg\nnegative_: neg_\n"))
    assert names.functions[("yaten", "negative")][0][1] == "neg"
    assert names.methods["negative"][0][1] == "neg" and names.methods["negative_"][0][1] == "neg_"
    assert names.functions[("special", "minus")][0][1] == "neg" and "minus" not in names.methods
    op, entry = names.functions[("yaten", "negative_")][0]
    assert entry == "neg_" and "out" not in op.variants  # the in-place function takes no out=


@pytest.mark.parametrize("aliases,message", [
    ("negative: nope\n", "'nope' is not an op of this file"),
    ("negative_: neg\n", "an alias names an op"),
    ("other.negative: neg\n", "unknown namespace 'other'"),
])
def test_wrong_alias_is_an_error_at_its_line(tmp_path, aliases, message):
    with pytest.raises(OpsYamlError, match=message) as info:
        load(tmp_path, aliases)
    assert ":10:" in str(info.value)
