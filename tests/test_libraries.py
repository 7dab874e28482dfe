"""The library table (headers/libraries.toml): the one place a library is described. It agrees
with the manifest and the generated packages, its mistakes are named by file and key, and a
library added by one entry is generated and imports."""

from __future__ import annotations

import importlib
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cudagen import cli
from cudagen.errors import GeneratorError
from cudagen.project import table as library_table
from cudagen.project.layout import GENERATED, HEADERS, package_name, releases
from cudagen.tools import headers as h

REPO = Path(__file__).resolve().parents[1]
ENTRIES = library_table.table()


def test_the_table_names_exactly_the_wheels_the_manifest_pins() -> None:
    """Each release takes headers from the wheels its libraries name, no other, at those versions
    (`make headers` pins what the table adds; a version bumped in one is bumped in the other)."""
    manifest = h.load_manifest(HEADERS / h.MANIFEST_NAME)
    for release, pinned in manifest.items():
        named = {tuple(r.split("==")) for e in ENTRIES for r in e.wheels.get(release, ())}
        assert {(w.name, w.version) for w in pinned.wheels} == named, release


def test_a_module_is_generated_exactly_where_its_library_has_wheels() -> None:
    for release in releases():
        package = GENERATED / package_name(release)
        for e in ENTRIES:
            listed = release in e.wheels
            assert (HEADERS / release / e.main).is_file() == listed, (release, e.module)
            assert (package / f"{e.module}.py").is_file() == listed, (release, e.module)


def test_every_library_names_its_status_and_how_it_is_loaded() -> None:
    for e in ENTRIES:
        lib = e.library
        assert lib.result_enum and lib.success and lib.error_base.endswith("Error"), e.module
        assert lib.loader == "driver" or lib.soname, e.module
        assert e.main in e.headers(), e.module


@pytest.mark.parametrize(("entry", "message"), [
    ('[x]\ntitle = "X"\nmain = "x.h"\nresult = { enum = "xStatus", success = "X_OK", exception = "XError" }\n'
     'library = { name = "x" }\ncolour = "red"\n', "x.colour: unknown key"),
    ('[x]\ntitle = "X"\nmain = "x.h"\nresult = { success = "X_OK", exception = "XError" }\nlibrary = { name = "x" }\n',
     "x.result.enum: missing"),
    ('[x]\ntitle = "X"\nmain = "x.h"\nuses = ["cusparse"]\n'
     'result = { enum = "xStatus", success = "X_OK", exception = "XError" }\nlibrary = { name = "x" }\n',
     "x.uses: 'cusparse' is not a module listed before x"),
    ('[x]\ntitle = "X"\nmain = "x.h"\nresult = { enum = "xStatus", success = "X_OK", exception = "XError" }\n'
     'library = { name = "x", major = true }\n', "x.library.major: expected a number"),
    ('[x]\ntitle = "X"\nmain = "x.h"\nrules = "nowhere.toml"\n'
     'result = { enum = "xStatus", success = "X_OK", exception = "XError" }\nlibrary = { name = "x" }\n',
     "x.rules: nowhere.toml: no such file"),
    ('[x]\ntitle = "X"\nmain = "x.h"\nresult = { enum = "xStatus", success = "X_OK", exception = "XError" }\n',
     "x.library.name: missing"),
])
def test_a_mistake_in_the_table_is_named_by_file_and_key(tmp_path: Path, entry: str, message: str) -> None:
    path = tmp_path / "libraries.toml"
    path.write_text(entry)
    with pytest.raises(GeneratorError) as caught:
        library_table.read_table(path)
    assert str(caught.value).startswith(f"{path}: "), caught.value
    assert message in str(caught.value)


FIXTURE = """
[foo]
title = "the foo library"
main = "foo.h"
result = { enum = "fooResult", success = "FOO_SUCCESS", exception = "FooError" }
library = { name = "foo", major = 7 }

[foo.wheels]
"9.9" = ["nvidia-foo==9.9.1"]
"""


def test_a_library_added_by_one_entry_is_generated_and_imports(tmp_path: Path) -> None:
    """docs/libraries.md, "Adding a library": an entry, its header vendored, `generate`. The
    package has the module, with the entry's exception base and its status codes' subclasses,
    and its loader looks for the soname the entry gives (here none is installed)."""
    headers = tmp_path / "headers"
    (headers / "9.9").mkdir(parents=True)
    (headers / "libraries.toml").write_text(FIXTURE)
    (headers / "9.9" / "foo.h").write_bytes((REPO / "tests/headers/functions.h").read_bytes())
    out = tmp_path / "generated"
    assert cli.main(["generate", "-q", "--headers", str(headers), "--out", str(out)]) == 0
    package = out / "cuda_9_9"
    assert sorted(p.name for p in package.glob("*.py") if not p.name.startswith("_")) == ["foo.py"]
    code = textwrap.dedent("""
        import cuda_9_9.foo as foo
        assert issubclass(foo.FooErrorInvalidValue, foo.FooError) and foo.FooErrorInvalidValue(1).code == 1
        assert foo.fooResult.FOO_ERROR_NOT_READY == 2
        try:
            foo.fooGetCount()
        except foo.DriverNotFoundError as exc:
            assert "libfoo.so.7" in str(exc), exc
        else:
            raise AssertionError("no libfoo.so.7 here, yet the call ran")
        print("ok")
    """)
    done = subprocess.run([sys.executable, "-c", code], cwd=out, capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "CUDAGEN_BACKEND": "python"})
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
    importlib.invalidate_caches()


def test_make_headers_pins_a_new_librarys_wheel_from_its_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`update` adds the wheel an entry names for a release to the manifest: its checksum, the
    folder holding the library's headers, and those headers' checksums (a local wheel stands in
    for PyPI's)."""
    import hashlib
    import zipfile

    cache = tmp_path / "cache"
    cache.mkdir()
    wheel = cache / "nvidia_foo-9.9.1-py3-none-manylinux2014_x86_64.whl"
    body = (REPO / "tests/headers/functions.h").read_bytes()
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("nvidia/cu99/include/foo.h", body)
        zf.writestr("nvidia/cu99/lib/libfoo.so.7", b"")
    root = tmp_path / "headers"
    root.mkdir()
    (root / "libraries.toml").write_text(FIXTURE)
    manifest = root / h.MANIFEST_NAME
    changes = h.pin_library_wheels(manifest, root / "libraries.toml", None, cache)
    assert changes and "added nvidia-foo==9.9.1 (foo.h)" in changes[0]
    pinned = h.load_manifest(manifest)["9.9"].wheels
    assert len(pinned) == 1
    assert pinned[0].include == "nvidia/cu99/include" and pinned[0].filename == wheel.name
    assert pinned[0].sha256 == h.sha256_file(wheel)
    assert pinned[0].headers == {"foo.h": hashlib.sha256(body).hexdigest()}
    assert h.pin_library_wheels(manifest, root / "libraries.toml", None, cache) == []  # nothing more to do
