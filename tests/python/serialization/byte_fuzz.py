"""Byte-level corruption for the readers' fuzz tests (the checkpoint
formats, safetensors): a few random byte changes, then maybe a truncation."""
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

fuzz_settings = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                         suppress_health_check=[HealthCheck.too_slow])


def corrupted(data, draw, max_flips=8):
    """data with 1..max_flips bytes set to random values, truncated half of the time."""
    raw = bytearray(data)
    for _ in range(draw(st.integers(1, max_flips))):
        raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
    if draw(st.booleans()):
        raw = raw[:draw(st.integers(0, len(raw)))]
    return bytes(raw)
