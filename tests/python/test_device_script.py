"""A training script written for a GPU, with the usual device preamble, runs
unchanged on yaten and on torch (CPU-only: both pick "cpu"), and trains the
same: same losses from the same initial weights."""
from pathlib import Path

import numpy as np
import pytest

import yaten

torch = pytest.importorskip("torch")

SCRIPT = '''
device = "cuda" if torch.cuda.is_available() else "cpu"
torch.backends.cudnn.benchmark = True


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = torch.nn.Linear(4, 8)
        self.out = torch.nn.Linear(8, 3)

    def forward(self, x):
        return self.out(torch.relu(self.hidden(x)))


model = Net()
with torch.no_grad():
    for p, value in zip(model.parameters(), initial):
        p.copy_(torch.tensor(value))
model = model.to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
scaler = torch.cuda.amp.GradScaler(enabled=torch.cuda.is_available())
inputs = torch.tensor(features).to(device)
targets = torch.tensor(labels).to(device, non_blocking=True)
losses = []
for step in range(20):
    batch = inputs.to(device)
    optimizer.zero_grad(set_to_none=True)
    with torch.autocast(device_type=device, enabled=device == "cuda"):
        loss = torch.nn.functional.cross_entropy(model(batch), targets)
    scaler.scale(loss).backward()
    scaler.step(optimizer)
    scaler.update()
    losses.append(loss.item())
checked = torch.zeros(2, device=device).device
weights = {k: v.cpu() for k, v in model.state_dict().items()}
'''


def run(lib):
    rng = np.random.default_rng(0)
    namespace = {
        "torch": lib,
        "features": rng.normal(size=(32, 4)).astype(np.float32).tolist(),
        "labels": rng.integers(0, 3, 32).tolist(),
        "initial": [rng.normal(scale=0.5, size=s).astype(np.float32).tolist() for s in ((8, 4), (8,), (3, 8), (3,))],
    }
    exec(SCRIPT, namespace)
    return namespace


def test_gpu_style_script_trains_the_same_on_yaten_and_torch():
    ours, theirs = run(yaten), run(torch)
    assert str(ours["checked"]) == str(theirs["checked"]) == "cpu"
    np.testing.assert_allclose(ours["losses"], theirs["losses"], rtol=1e-4, atol=1e-5)
    assert ours["losses"][-1] < ours["losses"][0] * 0.8
    for name, value in theirs["weights"].items():
        np.testing.assert_allclose(ours["weights"][name].numpy(), value.numpy(), rtol=1e-4, atol=1e-5)


def test_readme_quick_example_runs_on_yaten_and_torch(capsys):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    example = readme.split("```python\nimport yaten as torch\n")[1].split("```")[0]
    printed = []
    for lib in (yaten, torch):
        namespace = {"torch": lib}
        exec(example, namespace)
        printed.append(namespace["x"].grad.tolist())
        assert namespace["device"] == "cpu" and namespace["x"].is_leaf
    np.testing.assert_allclose(printed[0], printed[1], rtol=1e-6)
