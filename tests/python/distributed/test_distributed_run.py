"""python3 -m yaten.distributed.run: the environment it gives workers, two
"nodes" on loopback, a failing worker stopping the others, Ctrl-C."""
import os
import signal
import subprocess
import sys
import time

import pytest

import distributed_launch as launch

pytest.importorskip("yaten._distributed")

PROBE = r"""
import os, sys
import yaten as torch
import yaten.distributed as dist
dist.init_process_group("gloo")
x = torch.tensor([float(dist.get_rank() + 1)])
dist.all_reduce(x)
keys = ["RANK", "LOCAL_RANK", "WORLD_SIZE", "LOCAL_WORLD_SIZE", "GROUP_RANK", "MASTER_ADDR", "OMP_NUM_THREADS"]
# One write: the workers share the launcher's stdout, unbuffered (-u).
sys.stdout.write(" ".join(["probe", *[os.environ[k] for k in keys], str(x.item()), *sys.argv[1:]]) + "\n")
dist.destroy_process_group()
"""

# Rank 1 fails once every rank is up; the others wait in a collective that
# would never end, recording their pid so the test can see them gone.
FAILING = """
import os, sys, time
import yaten.distributed as dist
dist.init_process_group("gloo")
open(os.path.join(sys.argv[1], "pid%s" % os.environ["RANK"]), "w").write(str(os.getpid()))
dist.barrier()
if dist.get_rank() == 1:
    raise SystemExit("worker 1 broke")
time.sleep(600)
"""


def launcher(tmp_path, script_text, *options, script_args=()):
    script = tmp_path / "worker.py"
    script.write_text(script_text)
    env = dict(os.environ)
    env.pop("OMP_NUM_THREADS", None)
    return subprocess.Popen([sys.executable, "-m", "yaten.distributed.run", *options, str(script), *script_args],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish(proc, timeout=60):
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        raise AssertionError("the launcher did not finish in time")
    return proc.returncode, out, err


def probes(out):
    return sorted(line.split()[1:] for line in out.splitlines() if line.startswith("probe"))


def test_workers_get_torchrun_environment(tmp_path):
    port = str(launch.free_port())
    code, out, err = finish(launcher(tmp_path, PROBE, "--nproc_per_node", "2", "--master-port", port,
                                     script_args=["--flag"]))
    assert code == 0, err
    assert probes(out) == [["0", "0", "2", "2", "0", "127.0.0.1", "1", "3.0", "--flag"],
                           ["1", "1", "2", "2", "0", "127.0.0.1", "1", "3.0", "--flag"]]


def test_two_nodes_on_loopback(tmp_path):
    endpoint = f"127.0.0.1:{launch.free_port()}"
    nodes = [launcher(tmp_path, PROBE, "--nnodes", "2", "--node-rank", str(n), "--nproc-per-node", "2",
                      "--rdzv-endpoint", endpoint) for n in (0, 1)]
    results = [finish(node) for node in nodes]
    assert [code for code, _, _ in results] == [0, 0], [err for _, _, err in results]
    assert probes(results[0][1]) == [["0", "0", "4", "2", "0", "127.0.0.1", "1", "10.0"],
                                     ["1", "1", "4", "2", "0", "127.0.0.1", "1", "10.0"]]
    assert probes(results[1][1]) == [["2", "0", "4", "2", "1", "127.0.0.1", "1", "10.0"],
                                     ["3", "1", "4", "2", "1", "127.0.0.1", "1", "10.0"]]


def pids_gone(tmp_path, count):
    pids = [int((tmp_path / f"pid{r}").read_text()) for r in range(count)]
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        alive = []
        for pid in pids:
            try:
                os.kill(pid, 0)
                alive.append(pid)
            except ProcessLookupError:
                pass
        if not alive:
            return True
        time.sleep(0.1)
    return False


def test_a_failing_worker_stops_the_others(tmp_path):
    start = time.monotonic()
    code, out, err = finish(launcher(tmp_path, FAILING, "--nproc-per-node", "3", "--master-port",
                                     str(launch.free_port()), script_args=[str(tmp_path)]))
    assert code == 1
    assert "worker 1 broke" in err and "worker rank 1 (local rank 1) failed with exit code 1" in err
    assert time.monotonic() - start < 30
    assert pids_gone(tmp_path, 3)


def test_ctrl_c_stops_every_worker(tmp_path):
    proc = launcher(tmp_path, FAILING.replace("dist.get_rank() == 1", "False"), "--nproc-per-node", "2",
                    "--master-port", str(launch.free_port()), script_args=[str(tmp_path)])
    deadline = time.monotonic() + 30
    while not all((tmp_path / f"pid{r}").exists() for r in range(2)):
        assert time.monotonic() < deadline and proc.poll() is None, "the workers did not start"
        time.sleep(0.1)
    proc.send_signal(signal.SIGINT)
    code, _, err = finish(proc, timeout=30)
    assert code == 130 and "interrupted" in err
    assert pids_gone(tmp_path, 2)


def test_elastic_node_ranges_are_refused(tmp_path):
    code, _, err = finish(launcher(tmp_path, PROBE, "--nnodes", "1:2"))
    assert code == 2 and "fixed number of nodes" in err


def test_yatenrun_command_launches_as_the_module_does(tmp_path):
    script = tmp_path / "worker.py"
    script.write_text(PROBE)
    command = os.path.join(os.path.dirname(__file__), "..", "..", "..", "bin", "yatenrun")
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(__import__("yaten").__file__)))
    env.pop("OMP_NUM_THREADS", None)
    # --nproc and --master are the script's own: a launcher option's prefix is not taken for it.
    proc = subprocess.Popen([command, "--nproc-per-node", "2", "--master-port", str(launch.free_port()), str(script),
                             "--nproc", "--master"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    code, out, err = finish(proc)
    assert code == 0, err
    assert [p[-2:] for p in probes(out)] == [["--nproc", "--master"]] * 2
