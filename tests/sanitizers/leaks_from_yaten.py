"""Reads LeakSanitizer reports (ASAN_OPTIONS=log_path=...) and prints the
leaks yaten's code allocated; exits 1 if there are any.

CPython, numpy and torch do not free everything at exit, so a run of the
Python suite under LeakSanitizer reports thousands of leaks that are not
ours, and every one of their stacks passes through the interpreter:
suppressing by frame would hide ours too. A leak is yaten's when the first
frame after the allocator (malloc, operator new, the sanitizer's
interceptors, libstdc++'s containers) is yaten code: a source file of this
repository (the build's "../runtime/..." paths) or libyaten / the _C
module. Reports need full stacks: fast_unwind_on_malloc=0.

    /usr/bin/python3 tests/sanitizers/leaks_from_yaten.py /tmp/lsan/report.*
"""
import re
import sys
from pathlib import Path

FRAME = re.compile(r"^\s*#\d+ 0x[0-9a-f]+ (?:in (?P<function>.+?) )?(?P<where>\S+)$")
ALLOCATOR = re.compile(r"libsanitizer|/asan_|__interceptor_|operator new|libstdc\+\+|/usr/include/c\+\+/|/libc\.so")
# Our sources as the build names them, and our shared objects.
YATEN = re.compile(r"^\.\./(runtime|autograd|python/src|generated|sdk)/|libyaten\.so|/yaten/_C\.|/yaten_ext")


def leak_records(text):
    """Each 'Direct/Indirect leak of N byte(s)' record with its frames."""
    return [r for r in re.split(r"\n(?=(?:Direct|Indirect) leak of )", text) if re.match(r"(?:Direct|Indirect) leak of ", r)]


def allocating_frame(record):
    """(function, where) of the first frame past the allocator, or None."""
    for line in record.splitlines()[1:]:
        m = FRAME.match(line)
        if not m:
            continue
        where = m["where"].strip("()")
        if ALLOCATOR.search(where) or ALLOCATOR.search(m["function"] or ""):
            continue
        return m["function"] or "?", where
    return None


def yaten_leaks(text):
    out = []
    for record in leak_records(text):
        frame = allocating_frame(record)
        if frame and YATEN.search(frame[1]):
            out.append(record)
    return out


def main(paths):
    reports = [Path(p).read_text(errors="replace") for p in paths]
    errors = [t for t in reports if re.search(r"ERROR: AddressSanitizer: (?!.*leak)", t)]
    ours = [r for t in reports for r in yaten_leaks(t)]
    total = sum(len(leak_records(t)) for t in reports)
    for report in errors:
        print(report)
    for record in ours:
        print(record, end="\n\n")
    print(f"{len(paths)} report(s), {total} leak records, {len(ours)} allocated by yaten, "
          f"{len(errors)} other sanitizer error(s)")
    return 1 if ours or errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
