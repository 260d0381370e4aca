"""examples/train_digits.py, shortened: it trains, plots, checkpoints, and
the reloaded checkpoint scores what the trained model scored."""
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import yaten

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_digits.py"


@pytest.fixture(scope="module")
def train_digits():
    spec = importlib.util.spec_from_file_location("train_digits", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_short_mlp_run_writes_curve_and_checkpoint(train_digits, tmp_path, capsys):
    accuracy = train_digits.main(["--epochs", "2", "--seed", "1", "--out-dir", str(tmp_path)])
    assert accuracy > 0.8
    out = capsys.readouterr().out
    assert "(fc1): Linear(input_features=64, output_features=128, bias=True)" in out
    assert "test accuracy of the reloaded checkpoint" in out
    png = (tmp_path / "curves.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 10_000
    saved = yaten.load(tmp_path / "checkpoint.yt")
    assert saved["model"] == "mlp" and saved["epochs"] == 2 and len(saved["history"]["loss"]) == 2
    assert list(saved["state_dict"]) == ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias", "out.weight", "out.bias"]


def test_custom_function_gradients(train_digits):
    inputs = (yaten.randn(5, 4, dtype=yaten.double, requires_grad=True),
              yaten.randn(3, 4, dtype=yaten.double, requires_grad=True),
              yaten.randn(3, dtype=yaten.double, requires_grad=True))
    assert yaten.autograd.gradcheck(train_digits.guide.LinearFunction.apply, inputs)


def test_short_cnn_run(train_digits, tmp_path):
    assert train_digits.main(["--model", "cnn", "--epochs", "2", "--out-dir", str(tmp_path)]) > 0.8


def test_help_and_bad_arguments(train_digits, capsys):
    with pytest.raises(SystemExit) as info:
        train_digits.main(["--help"])
    assert info.value.code == 0 and "--epochs" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        train_digits.main(["--epochs", "0"])
    with pytest.raises(SystemExit):
        train_digits.main(["--model", "rnn"])


@pytest.mark.skipif(not yaten.distributed.is_available(), reason="yaten was built without Gloo")
def test_two_processes_reach_the_accuracy_of_one_on_the_same_global_batch(train_digits, tmp_path, capsys):
    one = train_digits.main(["--epochs", "3", "--out-dir", str(tmp_path / "one")])
    capsys.readouterr()
    env = {**os.environ, "PYTHONPATH": os.path.dirname(os.path.dirname(yaten.__file__))}
    result = subprocess.run([sys.executable, str(SCRIPT), "--nproc", "2", "--epochs", "3", "--out-dir",
                             str(tmp_path / "two")], capture_output=True, text=True, timeout=300, env=env)
    assert result.returncode == 0, result.stderr
    assert "on 2 processes (DistributedDataParallel, gloo)" in result.stdout
    reported = re.search(r"test accuracy after training: +([0-9.]+)", result.stdout)
    assert abs(float(reported.group(1)) - one) <= 0.01, result.stdout
    assert (tmp_path / "two" / "checkpoint.yt").exists()
