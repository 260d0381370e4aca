"""The zip container of torch's checkpoint format: records stored
uncompressed, each one's data aligned to 64 bytes (so a record can be
mapped and used in place), zip64 when sizes or offsets need it. The
reader trusts nothing: every count, size and offset is checked against
the file before it is used, so a truncated or crafted archive raises
RuntimeError instead of reading outside the file or allocating more than
it holds."""
import os
import struct
import zlib

_EOCD = struct.Struct("<IHHHHIIH")            # end of central directory
_EOCD64_LOCATOR = struct.Struct("<IIQI")
_EOCD64 = struct.Struct("<IQHHIIQQQQ")
_CENTRAL = struct.Struct("<IHHHHHHIIIHHHHHII")  # central directory file header
_LOCAL = struct.Struct("<IHHHHHIIIHH")          # local file header
_EOCD_SIG, _LOCATOR_SIG, _EOCD64_SIG = 0x06054B50, 0x07064B50, 0x06064B50
_CENTRAL_SIG, _LOCAL_SIG = 0x02014B50, 0x04034B50
_ZIP64_EXTRA = 0x0001
_U16, _U32 = 0xFFFF, 0xFFFFFFFF
ALIGNMENT = 64


def _bad(what):
    return RuntimeError(f"yaten.load: not a valid checkpoint archive: {what}")


class ZipReader:
    """The records of a stored-only zip archive in a seekable binary stream:
    name -> (absolute offset of the data, size), every range inside the file."""

    def __init__(self, stream):
        self.stream = stream
        self.start = stream.tell()
        self.size = stream.seek(0, 2) - self.start
        cd_offset, cd_size, count = self._end_record()
        self.records = self._central_directory(cd_offset, cd_size, count)
        self.fd = _file_descriptor(stream)
        self.workers = None
        self.pending = []

    def _read_at(self, offset, n):
        if offset < 0 or n < 0 or offset + n > self.size:
            raise _bad(f"{n} bytes at offset {offset} lie outside the file ({self.size} bytes)")
        self.stream.seek(self.start + offset)
        data = self.stream.read(n)
        if len(data) != n:
            raise _bad("the file ends early")
        return data

    def _end_record(self):
        tail_size = min(self.size, _EOCD.size + _U16)
        tail = self._read_at(self.size - tail_size, tail_size)
        signature = struct.pack("<I", _EOCD_SIG)
        at = tail.rfind(signature, 0, len(tail) - _EOCD.size + len(signature))
        while at >= 0 and at + _EOCD.size + _EOCD.unpack_from(tail, at)[-1] != len(tail):  # its comment ends the file
            at = tail.rfind(signature, 0, at)
        if at < 0:
            raise _bad("no end-of-central-directory record (truncated, or not a zip file)")
        _, disk, cd_disk, _, count, cd_size, cd_offset, _ = _EOCD.unpack_from(tail, at)
        eocd_offset = self.size - tail_size + at
        if _U16 in (count,) or _U32 in (cd_size, cd_offset):
            locator_offset = eocd_offset - _EOCD64_LOCATOR.size
            sig, _, eocd64_offset, _ = _EOCD64_LOCATOR.unpack(self._read_at(locator_offset, _EOCD64_LOCATOR.size))
            if sig != _LOCATOR_SIG:
                raise _bad("a zip64 archive without its zip64 locator")
            fields = _EOCD64.unpack(self._read_at(eocd64_offset, _EOCD64.size))
            if fields[0] != _EOCD64_SIG:
                raise _bad("the zip64 end record is missing")
            disk, cd_disk, count, cd_size, cd_offset = fields[4], fields[5], fields[7], fields[8], fields[9]
            eocd_offset = eocd64_offset
        if disk != 0 or cd_disk != 0:
            raise _bad("multi-volume archives are not supported")
        if cd_offset + cd_size > eocd_offset or count * _CENTRAL.size > cd_size:
            raise _bad(f"the central directory ({count} entries, {cd_size} bytes at {cd_offset}) does not fit")
        return cd_offset, cd_size, count

    def _central_directory(self, cd_offset, cd_size, count):
        raw = self._read_at(cd_offset, cd_size)
        records, at = {}, 0
        for _ in range(count):
            if at + _CENTRAL.size > len(raw):
                raise _bad("the central directory ends inside an entry")
            (sig, _, _, flags, method, _, _, _, csize, usize, name_len, extra_len, comment_len, _, _, _,
             local_offset) = _CENTRAL.unpack_from(raw, at)
            if sig != _CENTRAL_SIG:
                raise _bad(f"bad central directory entry signature at {cd_offset + at}")
            name_end = at + _CENTRAL.size + name_len
            extra = raw[name_end:name_end + extra_len]
            name = raw[at + _CENTRAL.size:name_end].decode("utf-8", "replace")
            at = name_end + extra_len + comment_len
            if at > len(raw):
                raise _bad(f"entry {name!r} runs past the central directory")
            usize, csize, local_offset = _zip64_values(extra, [usize, csize, local_offset])
            if method != 0 or csize != usize or flags & 1:
                raise _bad(f"record {name!r} is compressed or encrypted; checkpoints store records as they are")
            if name in records:
                raise _bad(f"record {name!r} appears twice")
            records[name] = (self._data_offset(name, local_offset, usize, cd_offset), usize)
        return records

    def _data_offset(self, name, local_offset, size, limit):
        header = self._read_at(local_offset, _LOCAL.size)
        sig, *_, name_len, extra_len = _LOCAL.unpack(header)
        if sig != _LOCAL_SIG:
            raise _bad(f"record {name!r} points at {local_offset}, where there is no local header")
        data = local_offset + _LOCAL.size + name_len + extra_len
        if data + size > limit:
            raise _bad(f"record {name!r} ({size} bytes at {data}) runs past the records' area ({limit} bytes)")
        return data

    def span(self, name):
        """(absolute offset in the stream, size) of a record; KeyError if absent."""
        offset, size = self.records[name]
        return self.start + offset, size

    def read(self, name):
        offset, size = self.records[name]
        return self._read_at(offset, size)

    def readinto(self, name, target):
        """Fills a writable memoryview of exactly the record's size."""
        offset, size = self.span(name)
        if len(target) != size:
            raise _bad(f"record {name!r} holds {size} bytes, the tensor needs {len(target)}")
        self.stream.seek(offset)
        filled = 0
        while filled < size:
            n = self.stream.readinto(target[filled:])
            if not n:
                raise _bad("the file ends inside a record")
            filled += n


    def read_later(self, name, target):
        """readinto, done on a worker thread when the stream is a file (pread
        shares no position), so reads overlap each other and the caller's
        work; finish() waits for them."""
        offset, size = self.span(name)
        if self.fd is None or len(target) != size:
            return self.readinto(name, target)
        if self.workers is None:
            from concurrent.futures import ThreadPoolExecutor
            self.workers = ThreadPoolExecutor(max_workers=2, thread_name_prefix="yaten-load")
        self.pending.append(self.workers.submit(_pread_exactly, self.fd, target, offset))

    def finish(self, raise_errors=True):
        """Waits for read_later's reads and stops the workers; raises the first
        read's error unless told not to (the caller is failing already)."""
        try:
            for job in self.pending:
                if raise_errors:
                    job.result()
        finally:
            self.pending = []
            if self.workers is not None:
                self.workers.shutdown()
                self.workers = None


def _file_descriptor(stream):
    try:
        return stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is an OSError and a ValueError
        return None


def _pread_exactly(fd, target, offset):
    filled = 0
    while filled < len(target):
        n = os.preadv(fd, [target[filled:]], offset + filled)
        if not n:
            raise _bad("the file ends inside a record")
        filled += n


def _zip64_values(extra, values):
    """values with each 0xFFFFFFFF replaced from the zip64 extra field, in order."""
    at = 0
    while at + 4 <= len(extra):
        tag, size = struct.unpack_from("<HH", extra, at)
        if tag == _ZIP64_EXTRA:
            field = extra[at + 4:at + 4 + size]
            pos = 0
            for i, v in enumerate(values):
                if v == _U32:
                    if pos + 8 > len(field):
                        raise _bad("a zip64 extra field is too short")
                    values[i] = struct.unpack_from("<Q", field, pos)[0]
                    pos += 8
            return values
        at += 4 + size
    return values


def _crc32(chunks):
    crc = 0
    for chunk in chunks:
        crc = zlib.crc32(chunk, crc)
    return crc


class ZipWriter:
    """Writes records uncompressed, each one's data starting at a multiple of
    ALIGNMENT from the archive's start, then the central directory. A big
    record's checksum is computed on a second thread while its bytes are
    written (both release the GIL), then patched into its header."""

    _OVERLAP_BYTES = 1 << 20

    def __init__(self, stream):
        self.stream = stream
        self.position = 0
        self.entries = []
        self.worker = None
        self.seekable = hasattr(stream, "seekable") and stream.seekable()

    def _write(self, data):
        self.stream.write(data)
        self.position += len(data)

    def write_record(self, name, chunks):
        """Writes one record made of the given bytes-like chunks."""
        size = sum(len(c) for c in chunks)
        overlap = self.seekable and size >= self._OVERLAP_BYTES
        if overlap:
            if self.worker is None:
                from concurrent.futures import ThreadPoolExecutor
                self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="yaten-save-crc")
            crc_job = self.worker.submit(_crc32, chunks)
            header_at = self.stream.tell()
        crc = 0 if overlap else _crc32(chunks)
        offset = self.position
        self._write(self._local_header(name.encode("utf-8"), size, crc))
        for chunk in chunks:
            self._write(chunk)
        if overlap:
            crc = crc_job.result()
            end = self.stream.tell()
            self.stream.seek(header_at + 14)  # the local header's crc-32 field
            self.stream.write(struct.pack("<I", crc))
            self.stream.seek(end)
        self.entries.append((name.encode("utf-8"), crc, size, offset))

    def _local_header(self, encoded, size, crc):
        big = size >= _U32
        zip64 = struct.pack("<HHQQ", _ZIP64_EXTRA, 16, size, size) if big else b""
        pad = -(self.position + _LOCAL.size + len(encoded) + len(zip64) + 4) % ALIGNMENT
        extra = zip64 + struct.pack("<HH", 0x4246, pad) + b"Z" * pad  # 'FB' padding, as torch's writer
        stored = _U32 if big else size
        return _LOCAL.pack(_LOCAL_SIG, 45 if big else 20, 0, 0, 0, 0x21, crc, stored, stored, len(encoded),
                           len(extra)) + encoded + extra

    def shutdown(self):
        """Stops the checksum thread (also when a save fails midway)."""
        if self.worker is not None:
            self.worker.shutdown()
            self.worker = None

    def close(self):
        """Waits for the checksums, then writes the central directory."""
        self.shutdown()
        cd_offset = self.position
        for encoded, crc, size, offset in self.entries:
            values = [v for v in (size, size, offset) if v >= _U32]
            extra = struct.pack("<HH", _ZIP64_EXTRA, 8 * len(values)) + struct.pack(f"<{len(values)}Q", *values) \
                if values else b""
            self._write(_CENTRAL.pack(_CENTRAL_SIG, 45, 45 if values else 20, 0, 0, 0, 0x21, crc,
                                      min(size, _U32), min(size, _U32), len(encoded), len(extra), 0, 0, 0, 0,
                                      min(offset, _U32)) + encoded + extra)
        cd_size = self.position - cd_offset
        count = len(self.entries)
        if count >= _U16 or cd_offset >= _U32 or cd_size >= _U32:
            eocd64_offset = self.position
            self._write(_EOCD64.pack(_EOCD64_SIG, _EOCD64.size - 12, 45, 45, 0, 0, count, count, cd_size, cd_offset))
            self._write(_EOCD64_LOCATOR.pack(_LOCATOR_SIG, 0, eocd64_offset, 1))
        self._write(_EOCD.pack(_EOCD_SIG, 0, 0, min(count, _U16), min(count, _U16), min(cd_size, _U32),
                               min(cd_offset, _U32), 0))
