"""Key-value stores the ranks rendezvous through, with torch's Store API:
set, get, add, compare_set, wait, check, delete_key, num_keys. HashStore
lives in one process, FileStore in a file, PrefixStore namespaces another
store; TCPStore (tcp_store.py) serves the table from rank 0."""
import datetime
import fcntl
import os
import pickle
import threading
import time

DEFAULT_TIMEOUT = datetime.timedelta(seconds=300)


def _as_bytes(value):
    if isinstance(value, str):
        return value.encode()
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    if isinstance(value, (list, tuple)):  # torch accepts a list of byte values
        return bytes(value)
    raise TypeError(f"store values must be str or bytes, not {type(value).__name__}")


def _seconds(timeout):
    if isinstance(timeout, datetime.timedelta):
        return timeout.total_seconds()
    return float(timeout)


def _wait_timeout_error(keys):
    return RuntimeError(f"Wait timeout: keys {list(keys)} not set before the store's timeout")


class KeyValueTable:
    """The table every store shares: a dict and a condition that wakes waiters
    when a key appears (HashStore's body and TCPStore's server side)."""

    def __init__(self):
        self._data = {}
        self._changed = threading.Condition()

    def set(self, key, value):
        with self._changed:
            self._data[key] = value
            self._changed.notify_all()

    def get(self, key, timeout_seconds):
        self.wait([key], timeout_seconds)
        with self._changed:
            return self._data[key]

    def add(self, key, amount):
        with self._changed:
            current = self._data.get(key, b"0")
            try:
                value = int(current) + int(amount)
            except ValueError:
                raise ValueError(f"add: the value of key '{key}' is not an integer") from None
            self._data[key] = str(value).encode()
            self._changed.notify_all()
            return value

    def compare_set(self, key, expected, desired):
        with self._changed:
            if key not in self._data:
                if expected:
                    return expected
                self._data[key] = desired
            elif self._data[key] == expected:
                self._data[key] = desired
            self._changed.notify_all()
            return self._data[key]

    def wait(self, keys, timeout_seconds):
        with self._changed:
            if not self._changed.wait_for(lambda: all(k in self._data for k in keys), timeout_seconds):
                raise _wait_timeout_error(keys)

    def check(self, keys):
        with self._changed:
            return all(k in self._data for k in keys)

    def delete_key(self, key):
        with self._changed:
            return self._data.pop(key, None) is not None

    def num_keys(self):
        with self._changed:
            return len(self._data)


class Store:
    """The common API; subclasses implement the underscored primitives."""

    def __init__(self, timeout=DEFAULT_TIMEOUT):
        self._timeout = timeout

    @property
    def timeout(self):
        return self._timeout

    def set_timeout(self, timeout):
        self._timeout = timeout

    def set(self, key, value):
        self._set(key, _as_bytes(value))

    def get(self, key):
        return self._get(key, _seconds(self._timeout))

    def add(self, key, amount):
        return self._add(key, int(amount))

    def compare_set(self, key, expected_value, desired_value):
        return self._compare_set(key, _as_bytes(expected_value), _as_bytes(desired_value))

    def wait(self, keys, timeout=None):
        self._wait(list(keys), _seconds(self._timeout if timeout is None else timeout))

    def check(self, keys):
        return self._check(list(keys))

    def delete_key(self, key):
        return self._delete_key(key)

    def num_keys(self):
        return self._num_keys()


class HashStore(Store):
    """A store inside one process (threads of it rendezvous through it)."""

    def __init__(self):
        super().__init__()
        self._table = KeyValueTable()

    def _set(self, key, value):
        self._table.set(key, value)

    def _get(self, key, timeout_seconds):
        return self._table.get(key, timeout_seconds)

    def _add(self, key, amount):
        return self._table.add(key, amount)

    def _compare_set(self, key, expected, desired):
        return self._table.compare_set(key, expected, desired)

    def _wait(self, keys, timeout_seconds):
        self._table.wait(keys, timeout_seconds)

    def _check(self, keys):
        return self._table.check(keys)

    def _delete_key(self, key):
        return self._table.delete_key(key)

    def _num_keys(self):
        return self._table.num_keys()


class FileStore(Store):
    """A store in a file shared by the processes (a local or network file
    system): each operation locks the file and rewrites the whole table,
    which is small. Waiting polls until the store's timeout. The file counts
    its users and is removed when the last one closes (as torch's is), so
    the next job does not rendezvous on stale addresses; a file that already
    holds world_size users is refused."""

    _POLL_SECONDS = 0.01
    _USERS_KEY = "__filestore_users__"

    def __init__(self, file_name, world_size=-1):
        super().__init__()
        self.path = os.fspath(file_name)
        self.world_size = world_size
        directory = os.path.dirname(os.path.abspath(self.path))
        if not os.path.isdir(directory):
            raise RuntimeError(f"FileStore: directory {directory} does not exist")
        open(self.path, "ab").close()
        self._open = True
        users = self._add(self._USERS_KEY, 1)
        if world_size > 0 and users > world_size:
            self.close()
            raise RuntimeError(f"FileStore: {self.path} already has {users - 1} users for a world of {world_size} "
                               "(left by an earlier job that did not finish?); delete it or use a new file")

    def close(self):
        """Ends this process's use of the file; the last user removes it."""
        if getattr(self, "_open", False):
            self._open = False
            if self._add(self._USERS_KEY, -1) <= 0:
                try:
                    os.remove(self.path)
                except FileNotFoundError:
                    pass

    def __del__(self):
        try:
            self.close()
        except OSError:
            pass

    def _locked(self, change):
        """Runs change(table) under the file lock; writes the table back
        when change returns (result, True)."""
        with open(self.path, "r+b") as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            try:
                raw = f.read()
                table = pickle.loads(raw) if raw else {}
                result, modified = change(table)
                if modified:
                    f.seek(0)
                    f.truncate()
                    f.write(pickle.dumps(table))
                    f.flush()
                return result
            finally:
                fcntl.flock(f, fcntl.LOCK_UN)

    def _set(self, key, value):
        def change(table):
            table[key] = value
            return None, True
        self._locked(change)

    def _get(self, key, timeout_seconds):
        self._wait([key], timeout_seconds)
        return self._locked(lambda table: (table[key], False))

    def _add(self, key, amount):
        def change(table):
            try:
                value = int(table.get(key, b"0")) + amount
            except ValueError:
                raise ValueError(f"add: the value of key '{key}' is not an integer") from None
            table[key] = str(value).encode()
            return value, True
        return self._locked(change)

    def _compare_set(self, key, expected, desired):
        def change(table):
            if key not in table:
                if expected:
                    return expected, False
                table[key] = desired
            elif table[key] == expected:
                table[key] = desired
            return table[key], True
        return self._locked(change)

    def _wait(self, keys, timeout_seconds):
        deadline = time.monotonic() + timeout_seconds
        while not self._check(keys):
            if time.monotonic() >= deadline:
                raise _wait_timeout_error(keys)
            time.sleep(self._POLL_SECONDS)

    def _check(self, keys):
        return self._locked(lambda table: (all(k in table for k in keys), False))

    def _delete_key(self, key):
        return self._locked(lambda table: (table.pop(key, None) is not None, True))

    def _num_keys(self):
        return self._locked(lambda table: (len(table) - (self._USERS_KEY in table), False))


class PrefixStore(Store):
    """Every key of `store` seen through "prefix/key"."""

    def __init__(self, prefix, store):
        super().__init__(store.timeout)
        self.prefix = prefix
        self.underlying_store = store

    def _key(self, key):
        return f"{self.prefix}/{key}"

    @property
    def timeout(self):
        return self.underlying_store.timeout

    def set_timeout(self, timeout):
        self.underlying_store.set_timeout(timeout)

    def set(self, key, value):
        self.underlying_store.set(self._key(key), value)

    def get(self, key):
        return self.underlying_store.get(self._key(key))

    def add(self, key, amount):
        return self.underlying_store.add(self._key(key), amount)

    def compare_set(self, key, expected_value, desired_value):
        return self.underlying_store.compare_set(self._key(key), expected_value, desired_value)

    def wait(self, keys, timeout=None):
        self.underlying_store.wait([self._key(k) for k in keys], timeout)

    def check(self, keys):
        return self.underlying_store.check([self._key(k) for k in keys])

    def delete_key(self, key):
        return self.underlying_store.delete_key(self._key(key))

    def num_keys(self):
        return self.underlying_store.num_keys()
