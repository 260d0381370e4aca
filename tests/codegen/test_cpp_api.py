"""codegen/api/cpp.py's string literals: the one-pass form for plain ASCII
text escapes exactly as the character-by-character one does."""
from codegen.api.cpp import string_literal


def test_plain_text_keeps_its_characters_and_escapes_quotes_backslashes_and_newlines():
    assert string_literal('say "hi"\\n\nthere') == '"say \\"hi\\"\\\\n\\nthere"'


def test_other_characters_become_hex_escapes_closed_by_an_empty_literal():
    assert string_literal("tab\there") == '"tab\\x09""here"'
    assert string_literal("é") == '"\\xc3\\xa9"""'
    assert string_literal("del\x7f") == '"del\\x7f"""'
