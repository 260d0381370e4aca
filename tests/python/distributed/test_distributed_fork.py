"""A process group left to the garbage collector and reached in a forked
child (a DataLoader worker, a multiprocessing child) is abandoned there, not
destroyed: its communication thread and Gloo's device loop exist only in the
parent. Destroying it joined a thread handle the child's own threads reuse,
and the child aborted (std::system_error: Invalid argument); destroying its
condition variable, on which the parent's communication thread waited when
the process forked, hung the child for good."""
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("yaten._distributed")

CHILD_COLLECTS_A_PARENTS_GROUP = textwrap.dedent("""
    import datetime, gc, os, threading, time
    import yaten.distributed as dist
    from yaten import _distributed

    store = dist.HashStore()
    group = _distributed.ProcessGroupGloo(store, 0, 1, datetime.timedelta(seconds=10), "127.0.0.1", "")
    cycle = [group]
    cycle.append(cycle)  # garbage only the collector frees
    del group, cycle
    time.sleep(0.3)  # the communication thread now waits for work
    pid = os.fork()
    if pid == 0:
        # The collector runs on a thread of the child, which takes over the
        # parent's communication thread's stack and descriptor.
        collector = threading.Thread(target=gc.collect)
        collector.start()
        collector.join()
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    print(os.waitstatus_to_exitcode(status))
""")


@pytest.mark.parametrize("attempt", range(3))
def test_a_forked_child_that_collects_the_parents_group_exits_cleanly(attempt):
    run = subprocess.run([sys.executable, "-c", CHILD_COLLECTS_A_PARENTS_GROUP], capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "0", run.stderr
