"""Whether the tests run under AddressSanitizer (`./dev sanitize`), for the
few tests whose premise it changes: its shadow memory takes terabytes of
address space, so an address-space limit (RLIMIT_AS) leaves a child nothing
to run in, and freed blocks wait in its quarantine instead of going back."""
import pytest


def under_address_sanitizer():
    with open("/proc/self/maps") as f:
        return "libasan" in f.read()


needs_address_space_limits = pytest.mark.skipif(
    under_address_sanitizer(), reason="AddressSanitizer's shadow memory does not fit under an address-space limit")
