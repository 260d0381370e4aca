"""TorchVersion: the version string scripts compare, as torch's.

A str that compares as a PEP 440 version against strings, tuples of numbers
and packaging's Version objects, so `__version__ >= "1.8"` and
`__version__ >= (1, 8)` mean what a script means; anything that is no
version ("parrot") compares as a plain string, as torch's does."""
from collections.abc import Iterable

__all__ = ["TorchVersion", "Version", "InvalidVersion"]


def _packaging_version():
    # packaging is imported on first comparison only: `import yaten` stays light.
    try:
        import packaging.version as version
    except ImportError:
        from pkg_resources import packaging
        version = packaging.version
    return version


class _Deferred:
    """packaging.version's class of this name, found on first use; isinstance works on it."""

    def __init__(self, name):
        self._name = name

    def get_cls(self):
        return getattr(_packaging_version(), self._name)

    def __call__(self, *args, **kwargs):
        return self.get_cls()(*args, **kwargs)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.get_cls())


Version = _Deferred("Version")
InvalidVersion = _Deferred("InvalidVersion")


class TorchVersion(str):
    """A version string that compares with strings, tuples (1, 13) and Versions."""

    def _as_version(self, other):
        if isinstance(other, Version.get_cls()):
            return other
        if isinstance(other, str):
            return Version(other)
        if isinstance(other, Iterable):
            return Version(".".join(str(part) for part in other))
        raise InvalidVersion.get_cls()(other)

    def _compare(self, other, method):
        try:
            return getattr(Version(str(self)), method)(self._as_version(other))
        except InvalidVersion.get_cls():
            return getattr(str, method)(self, other)

    def __gt__(self, other):
        return self._compare(other, "__gt__")

    def __lt__(self, other):
        return self._compare(other, "__lt__")

    def __ge__(self, other):
        return self._compare(other, "__ge__")

    def __le__(self, other):
        return self._compare(other, "__le__")

    def __eq__(self, other):
        return self._compare(other, "__eq__")

    def __ne__(self, other):
        result = self.__eq__(other)
        return result if result is NotImplemented else not result

    __hash__ = str.__hash__
