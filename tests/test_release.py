"""`cudagen release add X.Y` and `release check`, end to end and offline: a folder of small fake
wheels (a cuda-toolkit whose METADATA pins component wheels, the components with headers) read
as pip's --find-links folder. A release is added (table, manifest, headers, package, diff,
changelog); each failure (a pinned wheel missing, a header missing from a wheel, a wheel whose
checksum changed, no network) is one line and leaves headers/, the manifest and generated/ as
they were."""

from __future__ import annotations

import hashlib
import shutil
import zipfile
from pathlib import Path

import pytest

from cudagen import cli
from cudagen.tools import release

pytestmark = pytest.mark.version_independent  # release add / check over fake wheels (tools)

TABLE = """\
# A fixture table: foo's header includes crt/foo_defines.h, which only its crt wheel has (as
# cuda.h and nvidia-cuda-crt); bar's wheel is one the toolkit does not always pin.
[foo]
title = "the foo library"
main = "foo.h"
result = { enum = "fooResult", success = "FOO_SUCCESS", exception = "FooError" }
library = { name = "foo", major = 7 }

[foo.wheels]
"9.7" = ["nvidia-foo==9.7.0", "nvidia-foo-crt==9.7.0"]

[bar]
title = "the bar library"
main = "bar.h"
result = { enum = "barResult", success = "BAR_SUCCESS", exception = "BarError" }
library = { name = "bar", major = 1 }

[bar.wheels]
"9.7" = ["nvidia-bar==9.7.0"]
"""

FOO_H = b"""\
#include "crt/foo_defines.h"
#include <stddef.h>
/** Status codes. */
typedef enum fooResult { FOO_SUCCESS = 0, FOO_ERROR_INVALID_VALUE = 1 } fooResult;
/** Counts the foos. */
FOO_API fooResult fooGetCount(int *count);
"""
FOO_H_99 = FOO_H + b"/** Sums the foos. */\nFOO_API fooResult fooGetSum(int *sum);\n"
DEFINES_H = b"#define FOO_API\n#define FOO_MAX 4\n"
BAR_H = b"typedef enum barResult { BAR_SUCCESS = 0 } barResult;\nbarResult barInit(void);\n"


def wheel(folder: Path, name: str, version: str, members: dict[str, bytes], requires: list[str] | None = None,
          platform: str = "manylinux2014_x86_64") -> Path:
    """A small wheel file, as NVIDIA's are laid out (headers under nvidia/cu9/include)."""
    dist = name.replace("-", "_")
    path = folder / f"{dist}-{version}-py3-none-{platform}.whl"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n" + "".join(
        f"Requires-Dist: {r}\n" for r in requires or [])
    with zipfile.ZipFile(path, "w") as zf:
        for member, data in members.items():
            zf.writestr(member, data)
        zf.writestr(f"{dist}-{version}.dist-info/METADATA", meta)
    return path


def toolkit(folder: Path, version: str, pins: list[str]) -> Path:
    marker = '; sys_platform == "linux" and extra == "all"'
    return wheel(folder, "cuda-toolkit", version, {}, [p + marker for p in pins], platform="any")


def include(name: str) -> str:
    return f"nvidia/cu9/include/{name}"


@pytest.fixture
def index(tmp_path: Path) -> Path:
    """The fake index: cuda-toolkit 9.8.0, 9.9.0, 9.9.1 (and a 10.0 pre-release, never chosen)."""
    w = tmp_path / "wheels"
    w.mkdir()
    toolkit(w, "9.8.0", ["nvidia-foo==9.8.0.*", "nvidia-foo-crt==9.8.0.*", "nvidia-bar==9.8.0.*"])
    toolkit(w, "9.9.0", ["nvidia-foo==9.9.0.*", "nvidia-foo-crt==9.8.0.*"])
    toolkit(w, "9.9.1", ["nvidia-foo==9.9.1.*", "nvidia-foo-crt<10,>=9.8.0"])  # bar: not pinned in 9.9
    toolkit(w, "10.0.0rc1", ["nvidia-foo==10.0.0.*"])
    for v, foo in (("9.8.0", FOO_H), ("9.9.0", FOO_H_99), ("9.9.1", FOO_H_99)):
        wheel(w, "nvidia-foo", v, {include("foo.h"): foo, include("foo_other.h"): b"/* not included */\n"})
    wheel(w, "nvidia-foo-crt", "9.8.0", {include("crt/foo_defines.h"): DEFINES_H})
    wheel(w, "nvidia-bar", "9.8.0", {include("bar.h"): BAR_H})
    wheel(w, "nvidia-bar-cu9", "1.0.0", {include("bar.h"): BAR_H})  # the CUDA-9 spelling: not taken when pinned
    return w


@pytest.fixture
def checkout(tmp_path: Path) -> Path:
    """A scratch checkout: headers/ (the table, no release yet), generated/, CHANGELOG.md."""
    root = tmp_path / "checkout"
    (root / "headers").mkdir(parents=True)
    (root / "headers" / "libraries.toml").write_text(TABLE)
    (root / "generated").mkdir()
    (root / "CHANGELOG.md").write_text("# Changelog\n\n## Unreleased\n\n- Something else.\n")
    return root


def add(checkout: Path, index: Path | str, release_name: str, *more: str) -> int:
    where = ["--find-links", str(index)] if isinstance(index, Path) else ["--index-url", index]
    return cli.main(["release", "add", release_name, "-q", "--headers", str(checkout / "headers"),
                     "--out", str(checkout / "generated"), "--changelog", str(checkout / "CHANGELOG.md"),
                     *where, *more])


def snapshot(root: Path) -> dict[str, str]:
    return {str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_specifiers_as_the_metapackage_writes_them() -> None:
    assert release.choose_version(["13.2.78", "13.2.78.post1", "13.2.80"], "==13.2.78.*") == "13.2.78.post1"
    assert release.choose_version(["13.2.78", "13.3.0", "14.0.1"], "<14,>=13.2.78") == "13.2.78"
    assert release.choose_version(["13.4.0rc1"], ">=13") is None
    assert not release.satisfies("12.9.1", "==13.*")


def test_release_add_vendors_a_release_from_the_toolkits_pins(checkout: Path, index: Path,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    assert add(checkout, index, "9.8") == 0
    headers, generated = checkout / "headers", checkout / "generated"
    assert sorted(p.relative_to(headers / "9.8").as_posix() for p in (headers / "9.8").rglob("*.h")) == [
        "bar.h", "crt/foo_defines.h", "foo.h"]  # foo_other.h: nothing includes it
    table = (headers / "libraries.toml").read_text()
    assert '"9.8" = ["nvidia-foo==9.8.0", "nvidia-foo-crt==9.8.0"]' in table and "# A fixture table" in table
    assert cli.main(["generate", "-q", "--headers", str(headers), "--out", str(checkout / "again")]) == 0
    # 9.9.1 is 9.9's newest toolkit; it pins no bar: bar is left out, and said so.
    assert add(checkout, index, "9.9") == 0
    err = capsys.readouterr().err
    assert "left out" not in err  # bar: the toolkit does not pin it, the index has its CUDA-9 wheel
    assert (generated / "cuda_9_9" / "bar.py").is_file()
    assert (generated / "cuda_9_9" / "foo.py").is_file()
    assert "fooGetSum" in (generated / "diffs" / "9.8..9.9.md").read_text()
    manifest = (headers / "manifest.toml").read_text()
    assert manifest.count('name = "nvidia-foo-crt"') == 2 and 'version = "9.9.1"' in manifest
    changelog = (checkout / "CHANGELOG.md").read_text()
    assert changelog.index("CUDA 9.9 vendored") < changelog.index("CUDA 9.8 vendored") < changelog.index("Something")
    assert "1 functions added, 0 removed" in changelog
    # `make headers`' offline check agrees with what release add wrote.
    from cudagen.tools import headers as h
    assert h.verify(headers, h.load_manifest(headers / "manifest.toml")) == []


def test_a_library_the_release_lacks_is_left_out_and_said_so(checkout: Path, index: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    for p in index.glob("nvidia_bar_cu9-*"):
        p.unlink()
    assert add(checkout, index, "9.9", "--toolkit", "9.9.0") == 0
    assert "bar left out: cuda-toolkit 9.9.0 has no nvidia-bar-cu9" in capsys.readouterr().err
    assert not (checkout / "generated" / "cuda_9_9" / "bar.py").exists()
    assert (checkout / "generated" / "cuda_9_9" / "foo.py").is_file()


@pytest.mark.parametrize("failure", ["pinned wheel missing", "header missing", "checksum changed", "no network",
                                     "vendored already"])
def test_a_failure_is_one_line_and_changes_nothing(checkout: Path, index: Path, failure: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert add(checkout, index, "9.8") == 0
    before = snapshot(checkout)
    target: Path | str = index
    name = "9.9"
    if failure == "pinned wheel missing":
        (index / "nvidia_foo-9.9.1-py3-none-manylinux2014_x86_64.whl").unlink()
        expected = "no wheel of nvidia-foo==9.9.1.*, which the toolkit pins"
    elif failure == "header missing":
        wheel(index, "nvidia-foo", "9.9.1", {include("other.h"): b""})
        expected = "foo.h is not in the wheel"
    elif failure == "checksum changed":  # 9.9.1's crt pin takes 9.8's wheel, which changed since
        wheel(index, "nvidia-foo-crt", "9.8.0", {include("crt/foo_defines.h"): DEFINES_H + b"/* new */\n"})
        expected = "differs from the one manifest.toml pins for release 9.8"
    elif failure == "no network":
        target = "http://127.0.0.1:9/simple"
        expected = "cannot reach it"
    else:
        name = "9.8"
        expected = "release 9.8 is vendored already"
    capsys.readouterr()
    assert add(checkout, target, name) == 1
    err = capsys.readouterr().err.strip()
    assert expected in err and len(err.splitlines()) == 1, err
    assert snapshot(checkout) == before
    assert not list(checkout.glob("generated/.cudagen-release-*")) and not list(checkout.glob(".cudagen-release-*"))


def test_release_check_names_each_newer_release_and_its_command(checkout: Path, index: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert add(checkout, index, "9.8") == 0
    capsys.readouterr()
    check = ["release", "check", "--headers", str(checkout / "headers"), "--find-links", str(index)]
    assert cli.main(check) == 3
    assert capsys.readouterr().out == "CUDA 9.9 (cuda-toolkit 9.9.1) is newer than the vendored 9.8: " \
                                      "cudagen release add 9.9\n"
    assert cli.main([*check, "--format", "github"]) == 3
    assert capsys.readouterr().out.startswith("::warning title=CUDA 9.9 is out::")
    shutil.copytree(checkout / "headers" / "9.8", checkout / "headers" / "9.9")
    assert cli.main(check) == 0
    assert "up to date" in capsys.readouterr().out
