"""TCPStore: rank 0 serves a KeyValueTable on a TCP port from a daemon
thread; every rank (rank 0 too) is a client. Messages are lists of byte
strings, each length-prefixed, so nothing from the network is unpickled."""
import socket
import struct
import threading
import time

from yaten.distributed.store import DEFAULT_TIMEOUT, KeyValueTable, Store, _seconds

_LENGTH = struct.Struct("!I")
_CONNECT_RETRY_SECONDS = 0.05


def _send_message(sock, fields):
    parts = [_LENGTH.pack(len(fields))]
    for field in fields:
        parts += [_LENGTH.pack(len(field)), field]
    sock.sendall(b"".join(parts))


def _receive_exactly(sock, size):
    chunks = []
    while size:
        chunk = sock.recv(size)
        if not chunk:
            raise ConnectionError("the TCPStore connection was closed by the other side")
        chunks.append(chunk)
        size -= len(chunk)
    return b"".join(chunks)


def _receive_message(sock):
    (count,) = _LENGTH.unpack(_receive_exactly(sock, _LENGTH.size))
    fields = []
    for _ in range(count):
        (length,) = _LENGTH.unpack(_receive_exactly(sock, _LENGTH.size))
        fields.append(_receive_exactly(sock, length))
    return fields


class _Server:
    """Answers clients' requests on the table, one thread per connection."""

    def __init__(self, host, port):
        self.table = KeyValueTable()
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        self.listener = socket.socket(family, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.listener.bind(("" if family == socket.AF_INET else "::", port))
            self.listener.listen(128)
        except OSError as e:
            self.listener.close()
            raise RuntimeError(f"TCPStore: the server cannot listen on port {port}: {e.strerror} "
                               "(is another job using it? choose another MASTER_PORT)") from None
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True, name="TCPStore server").start()

    def _accept(self):
        while True:
            try:
                connection, _ = self.listener.accept()
            except OSError:
                return  # the listener was closed
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            threading.Thread(target=self._serve, args=(connection,), daemon=True).start()

    def _serve(self, connection):
        with connection:
            while True:
                try:
                    request = _receive_message(connection)
                except (ConnectionError, OSError):
                    return
                try:
                    reply = [b"ok", *self._answer(request[0].decode(), request[1:])]
                except (RuntimeError, ValueError) as e:
                    reply = [b"ValueError" if isinstance(e, ValueError) else b"RuntimeError", str(e).encode()]
                try:
                    _send_message(connection, reply)
                except OSError:
                    return

    def _answer(self, op, args):
        table = self.table
        keys = [a.decode(errors="replace") for a in args]  # values are taken from args
        if op == "set":
            table.set(keys[0], args[1])
            return []
        if op == "get":
            return [table.get(keys[0], float(keys[1]))]
        if op == "add":
            return [str(table.add(keys[0], int(keys[1]))).encode()]
        if op == "compare_set":
            return [table.compare_set(keys[0], args[1], args[2])]
        if op == "wait":
            table.wait(keys[1:], float(keys[0]))
            return []
        if op == "check":
            return [b"1" if table.check(keys) else b"0"]
        if op == "delete_key":
            return [b"1" if table.delete_key(keys[0]) else b"0"]
        if op == "num_keys":
            return [str(table.num_keys()).encode()]
        raise ValueError(f"TCPStore: unknown request {op!r}")

    def close(self):
        self.listener.close()


class TCPStore(Store):
    """torch.distributed.TCPStore: the master (is_master=True) starts the
    server; clients connect, retrying until `timeout` if it is not up yet."""

    def __init__(self, host_name, port, world_size=None, is_master=False, timeout=DEFAULT_TIMEOUT,
                 wait_for_workers=True, multi_tenant=False):
        super().__init__(timeout)
        self.host = host_name
        self.world_size = world_size
        self._server = _Server(host_name, port) if is_master else None
        self.port = self._server.port if self._server else port
        self._lock = threading.Lock()
        self._socket = self._connect(_seconds(timeout))
        if wait_for_workers and world_size and world_size > 0:
            # As torch: every rank announces itself; the master waits for all.
            self.add("init/", 1)
            if is_master:
                self._wait_for_workers(world_size, _seconds(timeout))

    def _connect(self, timeout_seconds):
        deadline = time.monotonic() + timeout_seconds
        while True:
            try:
                sock = socket.create_connection((self.host, self.port), timeout=max(0.1, timeout_seconds))
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                return sock
            except socket.gaierror as e:
                raise ValueError(f"TCPStore: cannot resolve host '{self.host}': {e}") from None
            except OSError as e:
                if time.monotonic() >= deadline:
                    raise RuntimeError(f"TCPStore: could not connect to {self.host}:{self.port} within "
                                       f"{timeout_seconds:g} s ({e.strerror or e})") from None
                time.sleep(_CONNECT_RETRY_SECONDS)

    def _wait_for_workers(self, world_size, timeout_seconds):
        deadline = time.monotonic() + timeout_seconds
        while int(self.get("init/")) < world_size:
            if time.monotonic() >= deadline:
                raise RuntimeError(f"TCPStore: timed out after {timeout_seconds:g} s waiting for "
                                   f"{world_size} workers to connect")
            time.sleep(_CONNECT_RETRY_SECONDS)

    def _request(self, op, fields, wait_seconds=0.0):
        with self._lock:
            # The server answers a blocking request when its own timeout ends;
            # the socket waits a little longer so the server's error arrives.
            self._socket.settimeout(wait_seconds + max(10.0, _seconds(self._timeout)))
            try:
                _send_message(self._socket, [op.encode(), *fields])
                reply = _receive_message(self._socket)
            except socket.timeout:
                raise RuntimeError("TCPStore: the server did not answer in time") from None
            except OSError as e:
                raise RuntimeError(f"TCPStore: lost the connection to {self.host}:{self.port} ({e})") from None
        if reply[0] == b"ok":
            return reply[1:]
        error = ValueError if reply[0] == b"ValueError" else RuntimeError
        raise error(reply[1].decode())

    def _set(self, key, value):
        self._request("set", [key.encode(), value])

    def _get(self, key, timeout_seconds):
        return self._request("get", [key.encode(), str(timeout_seconds).encode()], timeout_seconds)[0]

    def _add(self, key, amount):
        return int(self._request("add", [key.encode(), str(amount).encode()])[0])

    def _compare_set(self, key, expected, desired):
        return self._request("compare_set", [key.encode(), expected, desired])[0]

    def _wait(self, keys, timeout_seconds):
        self._request("wait", [str(timeout_seconds).encode(), *(k.encode() for k in keys)], timeout_seconds)

    def _check(self, keys):
        return self._request("check", [k.encode() for k in keys])[0] == b"1"

    def _delete_key(self, key):
        return self._request("delete_key", [key.encode()])[0] == b"1"

    def _num_keys(self):
        return int(self._request("num_keys", [])[0])

    def __del__(self):
        sock = getattr(self, "_socket", None)
        if sock is not None:
            sock.close()
        if getattr(self, "_server", None) is not None:
            self._server.close()
