"""Stores (HashStore, FileStore, TCPStore, PrefixStore) against torch's, the
timeouts, a client that connects before the server, a port in use, and a
wrong interface name refused with a message instead of Gloo's abort."""
import datetime
import threading
import time

import pytest

import distributed_launch as launch
import yaten.distributed as dist

pytest.importorskip("yaten._distributed")
SHORT = datetime.timedelta(seconds=0.5)


def exercise(store):
    """The same calls on any store; returns what they gave."""
    store.set("a", "1")  # (torch's FileStore blocks on num_keys of an empty file)
    store.set("b", b"x")
    out = [store.get("a"), store.add("c", 5), store.add("c", 2), store.get("c"), store.num_keys()]
    out += [store.compare_set("a", "1", "2"), store.compare_set("a", "9", "3"),
            store.compare_set("zz", "", "new"), store.compare_set("yy", "q", "w")]
    out += [store.delete_key("a"), store.delete_key("a"), store.num_keys()]
    store.wait(["b", "c"])
    return out


def make_stores(lib, tmp_path, port):
    d = lib.distributed
    return {
        "HashStore": d.HashStore(),
        "FileStore": d.FileStore(str(tmp_path / f"{lib.__name__}.store"), 1),
        "TCPStore": d.TCPStore("127.0.0.1", port, 1, True, timeout=datetime.timedelta(seconds=5)),
        "PrefixStore": d.PrefixStore("p", d.HashStore()),
    }


def test_store_api_matches_torch(tmp_path):
    torch = pytest.importorskip("torch")
    import torch.distributed  # noqa: F401
    import yaten
    ours = {k: exercise(s) for k, s in make_stores(yaten, tmp_path, launch.free_port()).items()}
    theirs = {k: exercise(s) for k, s in make_stores(torch, tmp_path, launch.free_port()).items()}
    # torch's FileStore answers True to deleting a key that is already gone
    # (it appends a tombstone); yaten answers False, as its other stores do.
    assert theirs["FileStore"][10] is True
    theirs["FileStore"][10] = False
    assert ours == theirs


@pytest.mark.parametrize("kind", ["HashStore", "FileStore", "TCPStore", "PrefixStore"])
def test_missing_key_times_out(kind, tmp_path):
    import yaten
    store = make_stores(yaten, tmp_path, launch.free_port())[kind]
    store.set_timeout(SHORT)
    start = time.monotonic()
    with pytest.raises(RuntimeError, match="timeout"):
        store.get("never")
    with pytest.raises(RuntimeError, match="timeout"):
        store.wait(["never"], datetime.timedelta(seconds=0.2))
    assert time.monotonic() - start < 3
    assert store.check(["never"]) is False


def test_non_integer_add_is_a_value_error(tmp_path):
    store = dist.TCPStore("127.0.0.1", launch.free_port(), 1, True, timeout=SHORT)
    store.set("text", "abc")
    with pytest.raises(ValueError, match="not an integer"):
        store.add("text", 1)
    assert store.add("n", 1) == 1  # the connection survives the error


def test_client_started_before_the_server_connects_late():
    port = launch.free_port()
    seen = {}

    def client():
        c = dist.TCPStore("127.0.0.1", port, 2, False, timeout=datetime.timedelta(seconds=10))
        seen["value"] = c.get("from_master")

    thread = threading.Thread(target=client)
    thread.start()
    time.sleep(0.5)
    master = dist.TCPStore("127.0.0.1", port, 2, True, timeout=datetime.timedelta(seconds=10))
    master.set("from_master", "hello")
    thread.join(10)
    assert seen["value"] == b"hello"


def test_client_gives_up_when_no_server_comes():
    with pytest.raises(RuntimeError, match="could not connect"):
        dist.TCPStore("127.0.0.1", launch.free_port(), 2, False, timeout=datetime.timedelta(seconds=0.5))


def test_port_in_use_is_a_clear_error():
    first = dist.TCPStore("127.0.0.1", launch.free_port(), 1, True, timeout=SHORT)
    with pytest.raises(RuntimeError, match="cannot listen on port"):
        dist.TCPStore("127.0.0.1", first.port, 1, True, timeout=SHORT)


def test_wrong_interface_name_is_an_error_not_an_abort(monkeypatch):
    monkeypatch.setenv("GLOO_SOCKET_IFNAME", "nosuchif0")
    with pytest.raises(ValueError, match="nosuchif0"):
        dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    assert not dist.is_initialized()


def test_single_process_group_in_process():
    dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    try:
        import yaten
        x = yaten.tensor([1.0, 2.0])
        dist.all_reduce(x)
        assert x.tolist() == [1.0, 2.0]
        # A transposed parameter: written back through a contiguous copy.
        w = yaten.arange(6.0).reshape(2, 3).t().detach().requires_grad_()
        dist.broadcast(w, src=0)
        dist.all_reduce(w, op=dist.ReduceOp.MAX, async_op=True).wait()
        assert w.tolist() == [[0.0, 3.0], [1.0, 4.0], [2.0, 5.0]] and w.requires_grad
        with pytest.raises(RuntimeError, match="Cannot use ReduceOp.BAND with floating-point"):
            dist.all_reduce(x, op=dist.ReduceOp.BAND)
        with pytest.raises(RuntimeError, match="Expected parameter `tensor`"):
            dist.all_reduce([1.0])
        assert (dist.get_rank(), dist.get_world_size(), dist.get_backend()) == (0, 1, "gloo")
        with pytest.raises(RuntimeError, match="twice"):
            dist.init_process_group("gloo", store=dist.HashStore(), rank=0, world_size=1)
    finally:
        dist.destroy_process_group()
    assert not dist.is_initialized()
    with pytest.raises(RuntimeError, match="not been initialized"):
        dist.get_rank()


def test_bad_arguments_raise_like_torch(monkeypatch):
    with pytest.raises(RuntimeError, match="NCCL"):
        dist.init_process_group("nccl", store=dist.HashStore(), rank=0, world_size=1)
    monkeypatch.delenv("MASTER_ADDR", raising=False)
    with pytest.raises(ValueError, match="MASTER_ADDR expected"):
        dist.init_process_group("gloo", init_method="env://", rank=0, world_size=1)
    with pytest.raises(ValueError, match="No rendezvous handler"):
        dist.init_process_group("gloo", init_method="udp://x:1", rank=0, world_size=1)
    assert not dist.is_initialized()
    assert dist.is_available() and dist.is_gloo_available() and not dist.is_mpi_available()


def test_file_store_is_removed_by_its_last_user_so_the_next_job_starts_clean(tmp_path):
    path = tmp_path / "rendezvous"
    dist.init_process_group("gloo", init_method=f"file://{path}", rank=0, world_size=1)
    assert path.exists()
    dist.destroy_process_group()
    assert not path.exists()
    dist.init_process_group("gloo", init_method=f"file://{path}", rank=0, world_size=1)
    dist.destroy_process_group()


def test_file_store_left_full_by_an_earlier_job_is_refused(tmp_path):
    path = str(tmp_path / "left_over")
    first = dist.FileStore(path, 1)
    with pytest.raises(RuntimeError, match="already has 1 users"):
        dist.FileStore(path, 1)
    first.close()
