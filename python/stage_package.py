"""Mirrors python/yaten/**.py, generated/python/*.py and the type stubs
generated/python/stubs/**.pyi into the build's package directory as
symlinks, removing links whose source is gone."""
import os
import sys
from pathlib import Path

source_root, package_dir, stamp = (Path(p) for p in sys.argv[1:4])
wanted = {}
for src in (source_root / "python" / "yaten").rglob("*.py"):
    wanted[src.relative_to(source_root / "python" / "yaten")] = src
for src in (source_root / "generated" / "python").glob("*.py"):
    wanted[Path("_generated") / src.name] = src
wanted[Path("_generated") / "__init__.py"] = None
# Type stubs go beside the modules they describe, where editors look.
for src in (source_root / "generated" / "python" / "stubs").rglob("*.pyi"):
    wanted[src.relative_to(source_root / "generated" / "python" / "stubs")] = src

for rel, src in wanted.items():
    dst = package_dir / rel
    dst.parent.mkdir(parents=True, exist_ok=True)
    if src is None:
        if not dst.exists():
            dst.write_text('"""Tables generated from ops.yaml (generated/python)."""\n')
        continue
    if dst.is_symlink() and os.readlink(dst) == str(src):
        continue
    if dst.exists() or dst.is_symlink():
        dst.unlink()
    dst.symlink_to(src)
for link in [*package_dir.rglob("*.py"), *package_dir.rglob("*.pyi")]:
    if link.is_symlink() and not link.exists():
        link.unlink()
stamp.touch()
