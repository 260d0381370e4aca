"""yaten.mps, for scripts that check torch.backends.mps.is_available() and
then seed or synchronise the Metal device: there is none, so seeding does
nothing (as yaten.cuda's) and what needs the device raises RuntimeError."""

_NO_MPS = "MPS backend is not available: yaten runs on the CPU only"


def manual_seed(seed):
    int(seed)


def seed():
    pass


def synchronize():
    raise RuntimeError(_NO_MPS)


def empty_cache():
    pass


def current_allocated_memory():
    return 0


def driver_allocated_memory():
    return 0
