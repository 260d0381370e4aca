"""Crafted and corrupted torch-format checkpoints: truncated zips, records
pointing outside, forbidden globals, recursive and deeply nested pickles,
storages that disagree with their tensors, bool bytes other than 0/1,
huge declared sizes. Each is refused with RuntimeError (the archive) or
pickle.UnpicklingError (the pickle), naming what is wrong, before anything
is allocated beyond the file's size; none runs code or crashes."""
import io
import pickle
import struct
from collections import OrderedDict

import pytest
from hypothesis import given
from hypothesis import strategies as st

from byte_fuzz import corrupted, fuzz_settings

import yaten
from yaten.serialization.zip_archive import ZipWriter

REFUSED = (RuntimeError, pickle.UnpicklingError, ValueError)  # ValueError: an empty file, read as yaten's format


def archive(pickled, records=(), prefix="archive/"):
    buf = io.BytesIO()
    writer = ZipWriter(buf)
    writer.write_record(prefix + "data.pkl", [pickled])
    for name, data in records:
        writer.write_record(prefix + name, [data])
    writer.close()
    return buf.getvalue()


def load(data, **kwargs):
    return yaten.load(io.BytesIO(data), **kwargs)


def storage_pickle(dtype="FloatStorage", key="0", location="cpu", numel=2, offset=0, size=(2,), stride=(1,)):
    """A protocol-2 pickle of one tensor over one storage, as torch writes it."""
    def text(s):
        return b"X" + struct.pack("<I", len(s)) + s.encode()

    def ints(values):
        return b"(" + b"".join(b"J" + struct.pack("<i", v) if v < 2 ** 31 else b"\x8a\x08" + struct.pack("<q", v)
                               for v in values) + b"t"
    return (b"\x80\x02ctorch._utils\n_rebuild_tensor_v2\n(("
            + text("storage") + b"ctorch\n" + dtype.encode() + b"\n" + text(key) + text(location)
            + b"\x8a\x08" + struct.pack("<q", numel) + b"tQ" + b"J" + struct.pack("<i", offset)
            + ints(size) + ints(stride) + b"\x89ccollections\nOrderedDict\n)RtR.")


def test_the_crafting_helpers_make_a_valid_file():
    out = load(archive(storage_pickle(), [("data/0", struct.pack("<2f", 1.5, 2.5))]))
    assert out.tolist() == [1.5, 2.5]


def valid_file():
    base = yaten.arange(6.0).reshape(2, 3)
    buf = io.BytesIO()
    yaten.save(OrderedDict(w=base, row=base[1], i=[yaten.tensor([1, 2, 3]), 4.5, "s"],
                           m=yaten.tensor([True, False])), buf)
    return buf.getvalue()


def test_every_truncation_refused():
    data = valid_file()
    load(data)
    for n in range(len(data)):
        with pytest.raises(REFUSED, match="yaten.load"):
            load(data[:n])


def patched(data, offset, fmt, value):
    raw = bytearray(data)
    struct.pack_into(fmt, raw, offset, value)
    return bytes(raw)


def central_entry(data, index):
    """Offset of the index-th central directory entry."""
    at = -1
    for _ in range(index + 1):
        at = data.index(b"PK\x01\x02", at + 1)
    return at


def test_records_pointing_outside_the_file_refused():
    data = valid_file()
    first = central_entry(data, 0)
    cases = [
        (patched(data, first + 42, "<I", len(data) + 100), "outside the file"),   # local header offset
        (patched(data, first + 42, "<I", 7), "no local header"),
        (patched(data, first + 20, "<I", 1 << 30), "runs past|compressed"),      # compressed size
        (patched(patched(data, first + 20, "<I", 1 << 30), first + 24, "<I", 1 << 30), "runs past"),
        (patched(data, len(data) - 6, "<I", len(data)), "does not fit"),         # central directory offset
        (patched(data, len(data) - 12, "<I", 1 << 31), "does not fit"),          # central directory size
        (patched(data, len(data) - 12, "<H", 60000), "does not fit"),            # entry count
        (patched(data, first + 10, "<H", 8), "compressed"),                      # deflated
    ]
    for bad, message in cases:
        with pytest.raises(RuntimeError, match=message):
            load(bad)


def test_archive_structure_refusals():
    with pytest.raises(RuntimeError, match="exactly one <archive>/data.pkl"):
        load(archive(b"N.", prefix="a/b/"))
    with pytest.raises(RuntimeError, match="big-endian"):
        load(archive(b"N.", [("byteorder", b"big")]))
    with pytest.raises(RuntimeError, match="record 'archive/data/0' is missing"):
        load(archive(storage_pickle()))
    with pytest.raises(RuntimeError, match="neither a zip header"):
        load(b"\x80\x02N." + b"\0" * 30)


@pytest.mark.parametrize("pickled, name", [
    (b"\x80\x02cos\nsystem\nX\x04\x00\x00\x00echo\x85R.", "os.system"),
    (b"\x80\x02cbuiltins\neval\nX\x01\x00\x00\x001\x85R.", "builtins.eval"),
    (b"\x80\x02c__builtin__\ngetattr\n.", "builtins.getattr"),
    (b"\x80\x04\x8c\x02os\x8c\x06system\x93.", "os.system"),
    (b"\x80\x02ctorch.nn.modules.linear\nLinear\n)\x81.", "torch.nn.modules.linear.Linear"),
    (b"\x80\x02cyaten.serialization.reductions\nrebuild_tensor\n.", "yaten.serialization.reductions.rebuild_tensor"),
])
def test_forbidden_globals_refused_naming_them(pickled, name):
    with pytest.raises(pickle.UnpicklingError, match=f"refused the global '{name}'"):
        load(archive(pickled))


@pytest.mark.parametrize("pickled", [
    b"(i__main__\nThing\n.",          # INST
    b"(cbuiltins\nlist\no.",          # OBJ
    b"\x80\x02\x82\x01.",             # EXT1
    b"S'py2 string'\n.",              # STRING
])
def test_unsupported_opcodes_refused(pickled):
    with pytest.raises(pickle.UnpicklingError, match="unsupported pickle opcode|refused the global"):
        load(archive(pickled))


def test_build_only_on_ordered_dicts_and_tensors():
    with pytest.raises(pickle.UnpicklingError, match="sets state only on"):
        load(archive(b"\x80\x02ccollections\nOrderedDict\n}b."))
    with pytest.raises(pickle.UnpicklingError, match="sets state only on"):  # onto an allowed function
        load(archive(b"\x80\x02ctorch._utils\n_rebuild_tensor_v2\n}X\x01\x00\x00\x00a\x88sb."))
    out = load(archive(b"\x80\x02ccollections\nOrderedDict\n)R}X\x09\x00\x00\x00_metadataK\x01sb."))
    assert out == OrderedDict() and out._metadata == 1


def test_recursive_pickles():
    out = load(archive(b"\x80\x02]q\x00h\x00a."))  # a list holding itself, as pickle.dumps writes it
    assert out[0] is out
    out = load(archive(b"\x80\x02}q\x00X\x04\x00\x00\x00selfh\x00s."))
    assert out["self"] is out
    depth = 100000
    nested = load(archive(b"\x80\x02" + b"(" * depth + b"l" * depth + b"."))  # lists nest without recursion
    level = 0
    while nested:
        nested, level = nested[0], level + 1
    assert level == depth - 1
    with pytest.raises(pickle.UnpicklingError, match="nested more than 100"):
        load(archive(b"\x80\x02}" + b"(" * depth + b"t" * depth + b"Ns."))  # hashing it would recurse in C


def test_memo_and_length_fields_allocate_nothing_beyond_the_file():
    assert load(archive(b"\x80\x02Nr\xff\xff\xff\xff0j\xff\xff\xff\xff.")) is None  # memo index 2**32 - 1
    for pickled in [b"\x80\x02\x8e" + struct.pack("<Q", 2 ** 62) + b"x.", b"\x80\x02\x8b\xff\xff\xff\x7f.",
                    b"\x80\x02X\xff\xff\xff\x7f.", b"\x80\x02h\x05."]:
        with pytest.raises(pickle.UnpicklingError, match="declares|used before|truncated"):
            load(archive(pickled))


def test_storages_that_disagree_with_their_tensors_refused():
    two_floats = [("data/0", struct.pack("<2f", 1, 2))]
    cases = [
        (storage_pickle(numel=3), two_floats, RuntimeError, "declares 3 elements"),
        (storage_pickle(numel=2 ** 62), two_floats, RuntimeError, "declares"),
        (storage_pickle(size=(3,)), two_floats, pickle.UnpicklingError, "does not fit a storage of 2"),
        (storage_pickle(offset=2), two_floats, pickle.UnpicklingError, "does not fit"),
        (storage_pickle(size=(2 ** 30, 2 ** 30), stride=(2 ** 30, 1)), two_floats, pickle.UnpicklingError,
         "does not fit"),
        (storage_pickle(size=(2,), stride=(2 ** 62,)), two_floats, pickle.UnpicklingError, "beyond 2\\^63|fit"),
        (storage_pickle(size=(2 ** 40, 2 ** 40), stride=(0, 0)), two_floats, pickle.UnpicklingError,
         "more than 2\\^62 elements"),
        (storage_pickle(dtype="HalfStorage"), two_floats, RuntimeError, "declares 2 elements of float16 but its record holds 8"),
        (storage_pickle(dtype="BoolStorage"), [("data/0", b"\x02\xff")], RuntimeError, "other than 0 and 1"),
        (storage_pickle(location="cuda:0"), two_floats, RuntimeError, "Attempting to deserialize object on a CUDA device"),
    ]
    for pickled, records, error, message in cases:
        with pytest.raises(error, match=message):
            load(archive(pickled, records))


@fuzz_settings
@given(st.data())
def test_fuzz_byte_flips_and_truncations(data):
    """Random corruption of a valid checkpoint either loads or is refused
    with yaten.load's own errors; never another exception, never a crash."""
    try:
        load(corrupted(valid_file(), data.draw))
    except REFUSED as e:
        assert str(e).startswith("yaten.load"), str(e)


@fuzz_settings
@given(st.data())
def test_fuzz_the_pickle_alone(data):
    """Byte changes inside data.pkl only (the zip stays valid): the weights-only
    unpickler refuses or loads, never anything else."""
    pickled = pickle.dumps(OrderedDict(a=[1, 2.5, "x"], b=(None, True), c={3: b"raw"}), protocol=2)
    try:
        load(archive(corrupted(pickled, data.draw), [("data/0", b"\0" * 8)]))
    except REFUSED as e:
        assert str(e).startswith("yaten.load"), str(e)
