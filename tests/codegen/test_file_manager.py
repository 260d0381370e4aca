"""The file manager: writes only changed files, stamps them, refuses duplicates and clears out stale ones."""
import os

import pytest

from codegen.file_manager import FileManager

OLD = 1_000_000_000  # an mtime long in the past, so a rewrite would show


def manager(tmp_path, dry_run=False):
    templates = tmp_path / "templates"
    templates.mkdir(exist_ok=True)
    (templates / "t.h.j2").write_text("// {{ what }}\n{% for x in xs %}\nint {{ x }};\n{% endfor %}\n")
    return FileManager(install_dir=tmp_path / "out", template_dir=templates, dry_run=dry_run)


def run(tmp_path, files, **commit_args):
    fm = manager(tmp_path)
    for rel, content in files.items():
        fm.write(rel, content)
    return fm.commit(**commit_args)


def test_render_and_stamp(tmp_path):
    fm = manager(tmp_path)
    fm.write_template("a/x.h", "t.h.j2", {"what": "ints", "xs": ["a", "b"]})
    fm.write("a/y.py", "X = 1\n")
    fm.write("meson.build", "x = 1\n")
    fm.write("a/z.cpp", "int z;\n", template="z.cpp.j2")
    assert fm.commit() == ["a/x.h", "a/y.py", "meson.build", "a/z.cpp"]
    out = tmp_path / "out"
    assert (out / "a/x.h").read_text() == (
        "// @generated from ops.yaml by codegen (template: t.h.j2). Do not edit.\n// ints\nint a;\nint b;\n")
    assert (out / "a/y.py").read_text() == "# @generated from ops.yaml by codegen. Do not edit.\nX = 1\n"
    assert (out / "meson.build").read_text().startswith("# @generated")
    assert (out / "a/z.cpp").read_text().startswith("// @generated from ops.yaml by codegen (template: z.cpp.j2)")


def test_undefined_template_variable_fails_and_blocks_commit(tmp_path):
    fm = manager(tmp_path)
    with pytest.raises(Exception):
        fm.write_template("a/x.h", "t.h.j2", {"xs": []})
    with pytest.raises(RuntimeError):
        fm.commit()
    assert not (tmp_path / "out").exists()


def test_unchanged_files_keep_their_mtime(tmp_path):
    assert run(tmp_path, {"a/x.h": "1\n", "a/y.h": "2\n"}) == ["a/x.h", "a/y.h"]
    for name in ("x.h", "y.h"):
        os.utime(tmp_path / "out/a" / name, (OLD, OLD))
    assert run(tmp_path, {"a/x.h": "1\n", "a/y.h": "changed\n"}) == ["a/y.h"]
    assert (tmp_path / "out/a/x.h").stat().st_mtime == OLD
    assert (tmp_path / "out/a/y.h").stat().st_mtime != OLD
    assert (tmp_path / "out/a/y.h").read_text().endswith("changed\n")
    assert not [p for p in (tmp_path / "out/a").iterdir() if p.name.startswith(".")]  # no temp files left


def test_duplicate_path_is_refused(tmp_path):
    fm = manager(tmp_path)
    fm.write("a/x.h", "1\n")
    with pytest.raises(ValueError):
        fm.write("a/x.h", "2\n")
    with pytest.raises(ValueError):
        fm.write("../escape.h", "2\n")


def test_check_lists_changed_missing_and_stale_without_writing(tmp_path):
    run(tmp_path, {"a/x.h": "1\n", "a/y.h": "2\n", "a/old.h": "3\n"})
    fm = manager(tmp_path, dry_run=True)
    fm.write("a/x.h", "1\n")
    fm.write("a/y.h", "changed\n")
    fm.write("b/new.h", "4\n")
    assert fm.check() == ["a/y.h", "b/new.h", "a/old.h"]
    assert fm.commit() == ["a/y.h", "b/new.h", "a/old.h"]  # dry run: reports, writes nothing
    assert (tmp_path / "out/a/old.h").exists() and not (tmp_path / "out/b").exists()
    assert (tmp_path / "out/a/y.h").read_text().endswith("2\n")


def test_up_to_date_check_is_empty(tmp_path):
    run(tmp_path, {"a/x.h": "1\n"})
    fm = manager(tmp_path)
    fm.write("a/x.h", "1\n")
    assert fm.check() == []


def test_stale_files_are_removed_only_under_managed_folders(tmp_path):
    run(tmp_path, {"a/x.h": "1\n", "a/sub/old.h": "2\n", "c/keep.h": "3\n"})
    (tmp_path / "out/README.md").write_text("hand-written\n")
    changed = run(tmp_path, {"a/x.h": "1\n"}, remove_stale_under=["a"])
    assert changed == ["a/sub/old.h"]
    assert not (tmp_path / "out/a/sub/old.h").exists()
    assert (tmp_path / "out/c/keep.h").exists() and (tmp_path / "out/README.md").exists()


def test_explicit_empty_stale_list_removes_nothing(tmp_path):
    run(tmp_path, {"a/x.h": "1\n", "a/old.h": "2\n"})
    assert run(tmp_path, {"a/x.h": "1\n"}, remove_stale_under=[]) == []
    assert (tmp_path / "out/a/old.h").exists()
