"""Runs a scenario of distributed_scenarios.py in N processes on 127.0.0.1
(with yaten or with torch) and collects each rank's JSON result; every run is
bounded by a timeout and leaves no process behind."""
import json
import os
import socket
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def spawn(scenario, world_size, lib="yaten", port=None, extra_env=None, args=(), ranks=None):
    port = port or free_port()
    procs = []
    for rank in (range(world_size) if ranks is None else ranks):
        env = dict(os.environ, MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port), RANK=str(rank),
                   WORLD_SIZE=str(world_size), OMP_NUM_THREADS="1", **(extra_env or {}))
        procs.append(subprocess.Popen(
            [sys.executable, os.path.join(HERE, "distributed_scenarios.py"), lib, scenario, *map(str, args)],
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    return procs


def collect(procs, timeout=90):
    """(returncode, result or None, stderr) per rank; kills every process
    still running at the timeout and fails."""
    outputs = []
    try:
        for p in procs:
            out, err = p.communicate(timeout=timeout)
            lines = [line for line in out.splitlines() if line.startswith("RESULT ")]
            outputs.append((p.returncode, json.loads(lines[-1][7:]) if lines else None, err))
    except subprocess.TimeoutExpired:
        for p in procs:
            p.kill()
            p.wait()
        raise AssertionError(f"a rank did not finish within {timeout} s")
    return outputs


def run(scenario, world_size, lib="yaten", timeout=90, **kwargs):
    outputs = collect(spawn(scenario, world_size, lib, **kwargs), timeout)
    for rank, (code, _, err) in enumerate(outputs):
        assert code == 0, f"{lib} rank {rank} failed:\n{err[-3000:]}"
    return [result for _, result, _ in outputs]
