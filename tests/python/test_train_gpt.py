"""examples/train_gpt.py (`./dev train --model gpt`), shortened: a few dozen
steps through two DataLoader workers lower the loss, write the curve and
sample text; ./dev train picks the job by --model."""
import importlib.util
import math
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def load(name):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def train_gpt():
    if not load("train_gpt").CORPUS.exists():
        pytest.skip("no /usr/share/common-licenses/GPL-3 on this system")
    return load("train_gpt")


def test_short_run_lowers_the_loss_and_samples_text(train_gpt, tmp_path, capsys):
    first, last, validation = train_gpt.main(["--steps", "80", "--max-seconds", "600", "--batch-size", "16",
                                              "--out-dir", str(tmp_path)])
    assert last < first - 0.8 and validation < math.log(76) - 0.5
    out = capsys.readouterr().out
    assert "TransformerEncoderLayer" in out and "trained 80 steps" in out
    sample = out.split("sample:\n", 1)[1]
    assert sample.startswith("This License ") and len(sample.strip()) >= 300
    png = (tmp_path / "loss.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")


def test_the_main_job_dispatches_on_the_model(tmp_path, capsys):
    train = load("train")
    first, last, _ = train.main(["--model", "gpt", "--steps", "3", "--workers", "0", "--out-dir", str(tmp_path)])
    assert math.isfinite(first) and math.isfinite(last)
    assert train.main(["--model", "mlp", "--epochs", "1", "--out-dir", str(tmp_path)]) > 0.5
