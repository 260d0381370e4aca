"""Renders templates and writes generated files, touching only those whose content changed."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path, PurePosixPath
from typing import Sequence


_ENVIRONMENTS: dict = {}  # template folder -> its jinja2.Environment, shared by every FileManager of the process


def _jinja_environment(template_dir: Path):
    """One environment per template folder: it keeps the compiled templates
    (recompiling one whose file changed), and their bytecode is cached in
    __pycache__ beside codegen's own, so a new process skips compiling too."""
    key = Path(template_dir).resolve()
    if key not in _ENVIRONMENTS:
        import jinja2  # only rendering needs it; tests of the rest run without it

        cache_dir = Path(__file__).resolve().parent / "__pycache__" / "templates"
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            bytecode_cache = jinja2.FileSystemBytecodeCache(str(cache_dir))
        except OSError:  # a read-only checkout: compile every time
            bytecode_cache = None
        _ENVIRONMENTS[key] = jinja2.Environment(
            loader=jinja2.FileSystemLoader(key),
            keep_trailing_newline=True,
            trim_blocks=True,
            lstrip_blocks=True,
            undefined=jinja2.StrictUndefined,
            bytecode_cache=bytecode_cache,
        )
    return _ENVIRONMENTS[key]


class FileManager:
    """Collects every output in memory; commit() then writes them in one go, so
    a failure while rendering leaves install_dir as it was."""

    def __init__(self, install_dir: Path, template_dir: Path, dry_run: bool = False) -> None:
        self.install_dir = Path(install_dir)
        self.template_dir = Path(template_dir)
        self.dry_run = dry_run
        self.files: dict[str, str] = {}  # rel_path -> full content, in write order
        self._env = None
        self._failed = False

    def render(self, template_name: str, env: dict) -> str:
        if self._env is None:
            self._env = _jinja_environment(self.template_dir)
        try:
            return self._env.get_template(template_name).render(**env)
        except Exception:
            self._failed = True
            raise

    def write_template(self, rel_path: str, template_name: str, env: dict) -> None:
        self.write(rel_path, self.render(template_name, env), template=template_name)

    def write(self, rel_path: str, content: str, template: str | None = None, comment_style: str | None = None) -> None:
        path = PurePosixPath(rel_path)
        if path.is_absolute() or ".." in path.parts or not path.parts:
            raise ValueError(f"{rel_path!r} is not a path inside the install directory")
        key = path.as_posix()
        if key in self.files:
            raise ValueError(f"{key} is written twice")
        if comment_style is None:
            comment_style = "#" if path.suffix in (".py", ".build", ".txt") else "//"
        source = f" (template: {template})" if template else ""
        stamp = f"{comment_style} @generated from ops.yaml by codegen{source}. Do not edit.\n"
        if path.suffix == ".md":  # Markdown has only HTML comments
            stamp = f"<!-- @generated from ops.yaml by codegen{source}. Do not edit. -->\n"
        self.files[key] = stamp + content

    def _stale(self, under: Sequence[str] | None) -> list[str]:
        """Files on disk under the managed folders that this run did not write."""
        if under is None:
            # By default, the folders this run wrote into are codegen's alone.
            under = sorted({PurePosixPath(p).parts[0] for p in self.files if len(PurePosixPath(p).parts) > 1})
        stale = []
        for folder in under:
            root = self.install_dir / folder
            if root.is_dir():
                for p in root.rglob("*"):
                    rel = p.relative_to(self.install_dir).as_posix()
                    if p.is_file() and rel not in self.files:
                        stale.append(rel)
        return sorted(stale)

    def _changed(self) -> list[str]:
        changed = []
        for rel, content in self.files.items():
            target = self.install_dir / rel
            try:
                same = target.read_bytes() == content.encode()
            except OSError:
                same = False
            if not same:
                changed.append(rel)
        return changed

    def check(self, stale_under: Sequence[str] | None = None) -> list[str]:
        """What commit() would write or remove; touches nothing. stale_under=None: the folders written into."""
        return self._changed() + self._stale(stale_under)

    def commit(self, remove_stale_under: Sequence[str] | None = None) -> list[str]:
        """Writes the changed files and removes stale ones; returns their paths (relative to install_dir)."""
        if self._failed:
            raise RuntimeError("a template failed to render; nothing was written")
        if self.dry_run:
            return self.check(remove_stale_under)
        changed = self._changed()
        stale = self._stale(remove_stale_under)
        for rel in changed:
            target = self.install_dir / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            # Write-then-rename: a build reading the file never sees half of it.
            fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
            try:
                os.fchmod(fd, 0o644)  # mkstemp's 0600 would hide the file from other users
                with os.fdopen(fd, "wb") as f:
                    f.write(self.files[rel].encode())
                os.replace(tmp, target)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        for rel in stale:
            (self.install_dir / rel).unlink()
        return changed + stale
