"""The default process group and its subgroups: init_process_group and the
rendezvous it runs (env://, tcp://, file:// or a given store), new_group,
destroy_process_group, and the queries (get_rank, get_world_size, ...)."""
import datetime
import os
import socket
import urllib.parse

from yaten.distributed.store import FileStore, PrefixStore
from yaten.distributed.tcp_store import TCPStore

default_pg_timeout = datetime.timedelta(minutes=30)


class Backend(str):
    """Backend names as torch spells them; only gloo is built in."""
    UNDEFINED = "undefined"
    GLOO = "gloo"
    NCCL = "nccl"
    MPI = "mpi"

    def __new__(cls, name):
        if not isinstance(name, str):
            raise ValueError(f"Backend name must be a string, but got: {name!r}")
        return str.__new__(cls, name.lower())


class ProcessGroup:
    """A set of ranks with its Gloo connection. `ranks` are global ranks;
    operations speak of group ranks (positions in `ranks`)."""

    def __init__(self, native, ranks, store, timeout):
        self._native = native
        self.ranks = ranks
        self.store = store
        self.timeout = timeout
        self._in_flight = []  # Works whose buffers must outlive the call

    def rank(self):
        return self._native.rank()

    def size(self):
        return self._native.size()

    def keep_alive(self, work):
        self._in_flight = [w for w in self._in_flight if not w._native.is_completed()]
        self._in_flight.append(work)

    def name(self):
        return Backend.GLOO


class GroupMember:
    WORLD = None  # the default group once initialised
    NON_GROUP_MEMBER = object()


class group:  # noqa: N801 (torch's name)
    WORLD = None


_group_namespace = group


class _State:
    store = None
    groups_made = 0


def _native_module():
    try:
        from yaten import _distributed
    except ImportError:
        raise RuntimeError("yaten was built without Gloo (install libgloo-dev and rebuild): "
                           "yaten.distributed is not available") from None
    return _distributed


def is_available():
    return True


def is_gloo_available():
    try:
        _native_module()
        return True
    except RuntimeError:
        return False


def is_mpi_available():
    return False


def is_nccl_available():
    return False


def is_initialized():
    return GroupMember.WORLD is not None


def is_torchelastic_launched():
    return os.environ.get("TORCHELASTIC_RUN_ID") is not None


def _require_init():
    if GroupMember.WORLD is None:
        raise RuntimeError("Default process group has not been initialized, please make sure to call "
                           "init_process_group.")


def _resolve(group_):
    _require_init()
    return GroupMember.WORLD if group_ is None else group_


def get_rank(group=None):
    g = _resolve(group)
    if g is GroupMember.NON_GROUP_MEMBER:
        return -1
    return g.rank()


def get_world_size(group=None):
    g = _resolve(group)
    if g is GroupMember.NON_GROUP_MEMBER:
        return -1
    return g.size()


def get_backend(group=None):
    g = _resolve(group)
    if g is GroupMember.NON_GROUP_MEMBER:
        raise RuntimeError("Invalid process group specified")
    return Backend.GLOO


def get_global_rank(group, group_rank):
    return group.ranks[group_rank]


def _env(name, purpose):
    value = os.environ.get(name)
    if value is None:
        raise ValueError(f"Error initializing yaten.distributed using env:// rendezvous: environment "
                         f"variable {name} expected, but not set ({purpose})")
    return value


def _store_from_init_method(init_method, rank, world_size, timeout):
    """Runs torch's rendezvous rules; returns (store, rank, world_size)."""
    url = urllib.parse.urlparse(init_method)
    query = dict(urllib.parse.parse_qsl(url.query))
    rank = int(query.get("rank", rank))
    world_size = int(query.get("world_size", world_size))
    if url.scheme == "env":
        if rank == -1:
            rank = int(_env("RANK", "the rank of this process"))
        if world_size == -1:
            world_size = int(_env("WORLD_SIZE", "the number of processes"))
        host = _env("MASTER_ADDR", "the address of rank 0")
        port = int(_env("MASTER_PORT", "a free port on rank 0"))
    elif url.scheme == "tcp":
        if not url.hostname or not url.port:
            raise ValueError(f"tcp:// init_method needs a host and a port, got {init_method!r}")
        host, port = url.hostname, url.port
    elif url.scheme == "file":
        if rank < 0 or world_size < 1:
            raise ValueError("file:// rendezvous needs rank and world_size")
        return FileStore(url.path, world_size), rank, world_size
    else:
        raise ValueError(f"No rendezvous handler for {url.scheme}://")
    if rank < 0 or world_size < 1:
        raise ValueError(f"{url.scheme}:// rendezvous needs rank and world_size")
    store = TCPStore(host, port, world_size, rank == 0, timeout)
    return store, rank, world_size


def _local_address(store):
    """The address the Gloo device binds: the one this machine uses to
    reach the master when there is one, else loopback."""
    host = getattr(getattr(store, "underlying_store", store), "host", None)
    if not host:
        return "127.0.0.1"
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((host, 1))
            return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"


def _make_group(store, rank, world_size, ranks, timeout):
    interface = os.environ.get("GLOO_SOCKET_IFNAME", "")
    native = _native_module().ProcessGroupGloo(store, rank, world_size, timeout,
                                               _local_address(store), interface)
    return ProcessGroup(native, ranks, store, timeout)


def init_process_group(backend=None, init_method=None, timeout=default_pg_timeout, world_size=-1,
                       rank=-1, store=None, group_name="", pg_options=None):
    if GroupMember.WORLD is not None:
        raise RuntimeError("trying to initialize the default process group twice!")
    if not isinstance(timeout, datetime.timedelta):
        raise RuntimeError("Expected timeout argument to be of type datetime.timedelta")
    name = Backend(backend or Backend.GLOO)
    if name != Backend.GLOO:
        raise RuntimeError(f"Distributed package doesn't have {name.upper()} built in "
                           "(yaten has the gloo backend only)")
    if store is not None:
        if init_method is not None:
            raise ValueError("Cannot specify both init_method and store.")
        if world_size <= 0 or rank < 0:
            raise ValueError("world_size and rank must be given with store")
    else:
        store, rank, world_size = _store_from_init_method(init_method or "env://", rank, world_size, timeout)
    if not 0 <= rank < world_size:
        raise ValueError(f"rank {rank} is out of range for world_size {world_size}")
    base = PrefixStore("default_pg", store)
    base.set_timeout(timeout)
    world = _make_group(base, rank, world_size, list(range(world_size)), timeout)
    _State.store = store
    _State.groups_made = 0
    GroupMember.WORLD = _group_namespace.WORLD = world


def new_group(ranks=None, timeout=default_pg_timeout, backend=None, pg_options=None):
    """Every rank of the world must call it, with the same ranks, in the same
    order; ranks outside get GroupMember.NON_GROUP_MEMBER."""
    _require_init()
    world = GroupMember.WORLD
    ranks = sorted(range(world.size()) if ranks is None else ranks)
    for r in ranks:
        if not 0 <= r < world.size():
            raise RuntimeError(f"The new group's rank should be within the world_size set by "
                               f"init_process_group, got {r}")
    _State.groups_made += 1
    if world.rank() not in ranks:
        return GroupMember.NON_GROUP_MEMBER
    store = PrefixStore(f"group{_State.groups_made}", _State.store)
    store.set_timeout(timeout)
    return _make_group(store, ranks.index(world.rank()), len(ranks), ranks, timeout)


def destroy_process_group(group=None):
    """Drops the group (the default one and every other when group is None);
    a collective still running finishes or fails first."""
    if group is None or group is GroupMember.WORLD:
        _require_init()
        if hasattr(_State.store, "close"):
            _State.store.close()
        GroupMember.WORLD = _group_namespace.WORLD = _State.store = None
