"""What weight_norm, spectral_norm and prune share to undo themselves:
taking their hook object off one of a module's hook tables."""


def pop_hook(table, matches, missing=None):
    """Removes and returns the first hook of `table` (an OrderedDict of a
    module's hooks) for which matches(hook) holds; when none does, None, or
    ValueError(missing) if a message is given."""
    for key, hook in table.items():
        if matches(hook):
            del table[key]
            return hook
    if missing is not None:
        raise ValueError(missing)
    return None
