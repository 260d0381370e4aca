"""Shared fixtures: a seeded numpy generator for every test. The folders
here mirror python/yaten; the helpers several of them import (op_samples,
schema_fuzz, extending_example) stay at this level, put on sys.path here."""
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.append(str(Path(__file__).resolve().parent))


@pytest.fixture
def rng():
    return np.random.default_rng(0)
