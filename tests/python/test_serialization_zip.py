"""The zip container of torch's format (yaten/serialization/zip_archive.py):
Python's zipfile reads what ZipWriter writes (checksums included), each
record's data is 64-byte aligned, zip64 end records appear past 65535
records, non-seekable streams are written, and ZipReader reads zipfile's
own stored archives."""
import io
import zipfile

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
