"""The zip container of torch's format (yaten/serialization/zip_archive.py):
Python's zipfile reads what ZipWriter writes (checksums included), each
record's data is 64-byte aligned, zip64 end records appear past 65535
records, non-seekable streams are written, and ZipReader reads zipfile's
own stored archives."""
import io
import os
import pickle
import struct
import zipfile
import zlib

import pytest

import yaten
from yaten.serialization.zip_archive import ALIGNMENT, ZipReader, ZipWriter


def written(records, stream=None):
    stream = stream if stream is not None else io.BytesIO()
    writer = ZipWriter(stream)
    for name, data in records:
        writer.write_record(name, [data])
    writer.close()
    return stream


def test_zipfile_reads_our_archives_and_their_checksums():
    big = bytes(range(256)) * 8192  # 2 MB: its checksum is computed beside the write
    buf = written([("archive/data.pkl", b"\x80\x02N."), ("archive/data/0", big), ("archive/version", b"3\n")])
    with zipfile.ZipFile(io.BytesIO(buf.getvalue())) as archive:
        assert archive.testzip() is None
        assert archive.read("archive/data/0") == big
    reader = ZipReader(io.BytesIO(buf.getvalue()))
    for name in reader.records:
        assert reader.span(name)[0] % ALIGNMENT == 0


def test_zip64_end_records_past_65535_records():
    records = [(f"archive/data/{i}", b"x") for i in range(70000)]
    data = written(records).getvalue()
    assert b"PK\x06\x06" in data[-200:]  # the zip64 end of central directory record
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        assert len(archive.namelist()) == 70000 and archive.read("archive/data/69999") == b"x"
    reader = ZipReader(io.BytesIO(data))
    assert len(reader.records) == 70000 and reader.read("archive/data/123") == b"x"


class Pipe(io.RawIOBase):
    """A write-only stream that cannot seek, as a socket or a pipe."""

    def __init__(self):
        self.chunks = []

    def writable(self):
        return True

    def write(self, b):
        self.chunks.append(bytes(b))
        return len(b)


def test_non_seekable_output():
    pipe = Pipe()
    yaten.save({"w": yaten.arange(300000.0)}, pipe)
    out = yaten.load(io.BytesIO(b"".join(pipe.chunks)))
    assert out["w"].shape == (300000,) and out["w"][-1].item() == 299999.0


def test_reads_archives_written_by_zipfile():
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("a/data.pkl", b"\x80\x02K\x07.")
        archive.comment = b"a comment after the end record"
    assert yaten.load(io.BytesIO(buf.getvalue())) == 7


def zip64_everywhere(records):
    """An archive whose every size and offset is given in zip64 fields (as a
    writer does past 4 GB), built field by field."""
    out, central = bytearray(), bytearray()
    for name, data in records:
        encoded, crc, offset, n = name.encode(), zlib.crc32(data), len(out), len(data)
        out += struct.pack("<IHHHHHIIIHH", 0x04034B50, 45, 0, 0, 0, 0, crc, 0xFFFFFFFF, 0xFFFFFFFF, len(encoded), 20)
        out += encoded + struct.pack("<HHQQ", 1, 16, n, n) + data
        extra = struct.pack("<HHQQQ", 1, 24, n, n, offset)
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 45, 45, 0, 0, 0, 0, crc, 0xFFFFFFFF, 0xFFFFFFFF,
                               len(encoded), len(extra), 0, 0, 0, 0, 0xFFFFFFFF) + encoded + extra
    cd_offset, count = len(out), len(records)
    out += central
    eocd64_offset = len(out)
    out += struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, count, count, len(central), cd_offset)
    out += struct.pack("<IIQI", 0x07064B50, 0, eocd64_offset, 1)
    out += struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
    return bytes(out)


def test_zip64_sizes_and_offsets_are_read():
    data = zip64_everywhere([("ckpt/data.pkl", pickle.dumps([1.5, "x"], protocol=2)), ("ckpt/version", b"3\n")])
    with zipfile.ZipFile(io.BytesIO(data)) as archive:  # the hand-built archive is a valid zip
        assert archive.testzip() is None
    assert yaten.load(io.BytesIO(data)) == [1.5, "x"]
    truncated_extra = data.replace(struct.pack("<HHQQQ", 1, 24, 10, 10, 0)[:4], struct.pack("<HH", 1, 8), 1)
    with pytest.raises(RuntimeError, match="zip64 extra field is too short"):
        yaten.load(io.BytesIO(truncated_extra))


def test_background_reads_of_a_file_that_shrinks_raise(tmp_path):
    path = tmp_path / "shrinks.pt"
    path.write_bytes(written([("a/data.pkl", b"N."), ("a/data/0", bytes(4096))]).getvalue())
    with open(path, "rb") as stream:
        reader = ZipReader(stream)
        offset, size = reader.span("a/data/0")
        os.truncate(path, offset + 10)  # after the directory was read: pread comes up short
        reader.read_later("a/data/0", memoryview(bytearray(size)))
        with pytest.raises(RuntimeError, match="ends inside a record"):
            reader.finish()
        assert reader.workers is None
