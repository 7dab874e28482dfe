"""The vendored-headers machinery: manifest parsing, verify, and fetch/update on fake wheels (no network)."""

from __future__ import annotations

import hashlib
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from cudagen.tools import headers as h  # importable through tests/conftest.py

pytestmark = pytest.mark.version_independent  # the vendored headers' manifest and checksums

REPO = Path(__file__).resolve().parents[1]
HEADERS = REPO / "headers"
MANIFEST = HEADERS / "manifest.toml"


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A copy of the real headers/ folder (manifest and every vendored release)."""
    root = tmp_path / "headers"
    shutil.copytree(HEADERS, root)
    return root


# --------------------------------------------------------------------------------------------- manifest


def test_real_manifest_has_13_0_with_cuda_h() -> None:
    manifest = h.load_manifest(MANIFEST)
    assert "13.0" in manifest
    release = manifest["13.0"]
    assert release.name == "13.0"
    assert "cuda.h" in release.headers()
    (wheel,) = [w for w in release.wheels if "cuda.h" in w.headers]
    assert wheel.name == "nvidia-cuda-runtime"
    assert wheel.version == "13.0.96"
    assert wheel.filename.startswith("nvidia_cuda_runtime-13.0.96-")
    assert wheel.include == "nvidia/cu13/include"
    assert wheel.member("cuda.h") == "nvidia/cu13/include/cuda.h"
    for checksum in [wheel.sha256, *wheel.headers.values()]:
        assert len(checksum) == 64 and int(checksum, 16) >= 0  # pinned, not left empty


def test_dump_round_trips_the_real_manifest() -> None:
    manifest = h.load_manifest(MANIFEST)
    text = h.dump_manifest(manifest)
    assert h.parse_manifest(text, MANIFEST) == manifest
    assert h.dump_manifest(h.parse_manifest(text, MANIFEST)) == text  # deterministic


def test_headers_readme_table_is_the_manifest() -> None:
    # headers/README.md shows what is vendored; its table is the manifest's (it once listed
    # only 13.0's cuda.h while four releases of 27-35 headers were vendored).
    table = h.markdown_table(h.load_manifest(MANIFEST))
    assert table in (HEADERS / "README.md").read_text(), "run: python -m cudagen.tools.headers table"
    rows = table.splitlines()[2:]
    assert [row.split(" | ")[0] for row in rows] == ["| 11.8", "| 12.9", "| 13.0", "| 13.5"]
    on_disk = {r: sum(1 for f in (HEADERS / r).rglob("*") if f.is_file()) for r in ("11.8", "12.9", "13.0", "13.5")}
    assert [int(row.split(" | ")[1]) for row in rows] == list(on_disk.values())
    # one more wheel with two headers shows in its release's row
    manifest = h.load_manifest(MANIFEST)
    extra = h.Wheel("nvidia-example", "1.2", "nvidia_example-1.2-py3-none-any.whl", "", "include",
                    {"a.h": "", "b.h": ""})
    manifest["13.0"] = h.Release("13.0", (*manifest["13.0"].wheels, extra))
    row = next(r for r in h.markdown_table(manifest).splitlines() if r.startswith("| 13.0 "))
    assert row.startswith(f"| 13.0 | {on_disk['13.0'] + 2} | ") and row.endswith("`nvidia-example` 1.2: 2 |")


def test_new_entry_may_list_header_names_without_checksums(tmp_path: Path) -> None:
    path = tmp_path / "manifest.toml"
    path.write_text(
        '[[release."13.1".wheel]]\nname = "w"\nversion = "1"\nfilename = "w-1-py3-none-any.whl"\n'
        'include = "inc"\nheaders = ["cuda.h", "crt/host_defines.h"]\n'
    )
    (wheel,) = h.load_manifest(path)["13.1"].wheels
    assert wheel.sha256 == ""
    assert wheel.headers == {"cuda.h": "", "crt/host_defines.h": ""}


@pytest.mark.parametrize(
    ("snippet", "message"),
    [
        ('headers = {"../evil.h" = ""}', "plain relative path"),
        ('headers = {"cuda.h" = "abc"}', "not a lowercase hex sha256"),
        ("headers = {}", "'headers' is empty"),
        ('headers = ["cuda.h"]\nextra = 1', "unknown key(s) extra"),
    ],
)
def test_bad_manifest_names_file_and_key(tmp_path: Path, snippet: str, message: str) -> None:
    path = tmp_path / "manifest.toml"
    path.write_text(
        '[[release."13.1".wheel]]\nname = "w"\nversion = "1"\nfilename = "w-1-py3-none-any.whl"\n'
        f'include = "inc"\n{snippet}\n'
    )
    with pytest.raises(h.HeadersError) as err:
        h.load_manifest(path)
    assert str(path) in str(err.value)
    assert message in str(err.value)


# --------------------------------------------------------------------------------------------- verify


def test_verify_passes_on_the_real_tree(tree: Path) -> None:
    manifest = h.load_manifest(tree / "manifest.toml")
    assert h.verify(tree, manifest) == []
    assert h.main(["verify", "--root", str(tree)]) == 0


def test_verify_detects_a_modified_header(tree: Path, capsys: pytest.CaptureFixture[str]) -> None:
    cuda_h = tree / "13.0" / "cuda.h"
    cuda_h.write_bytes(cuda_h.read_bytes() + b"\n/* local edit */\n")
    problems = h.verify(tree, h.load_manifest(tree / "manifest.toml"))
    assert len(problems) == 1
    assert problems[0].startswith(f"{cuda_h}: sha256 mismatch")
    assert sha(cuda_h.read_bytes()) in problems[0]
    assert h.main(["verify", "--root", str(tree)]) == 1
    assert "cuda.h: sha256 mismatch" in capsys.readouterr().err


def test_verify_detects_a_missing_header(tree: Path) -> None:
    cuda_h = tree / "13.0" / "cuda.h"
    cuda_h.unlink()
    problems = h.verify(tree, h.load_manifest(tree / "manifest.toml"))
    assert len(problems) == 1
    assert problems[0].startswith(f"{cuda_h}: missing")
    assert h.main(["verify", "--root", str(tree)]) == 1


def test_verify_detects_a_stray_file(tree: Path) -> None:
    stray = tree / "13.0" / "extra.h"
    stray.write_text("/* not in the manifest */\n")
    problems = h.verify(tree, h.load_manifest(tree / "manifest.toml"))
    assert problems == [f"{stray}: not listed in manifest.toml for release 13.0"]


def test_verify_unknown_release_is_an_error(tree: Path) -> None:
    with pytest.raises(h.HeadersError, match=re.escape("no release '9.9'")):
        h.verify(tree, h.load_manifest(tree / "manifest.toml"), releases=["9.9"])
    assert h.main(["verify", "--root", str(tree), "--release", "9.9"]) == 1


# --------------------------------------------------------------------------------------------- fetch / update


FAKE_HEADER = b"/* fake cuda.h */\n#define CUDA_VERSION 13010\n"
FAKE_FILENAME = "fake_cuda-13.1-py3-none-any.whl"


def make_wheel(path: Path, members: dict[str, bytes]) -> str:
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return sha(path.read_bytes())


def write_manifest(root: Path, wheel_sha: str, header_sha: str) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    path = root / "manifest.toml"
    path.write_text(
        '[release."13.1"]\n[[release."13.1".wheel]]\nname = "fake-cuda"\nversion = "13.1"\n'
        f'filename = "{FAKE_FILENAME}"\nsha256 = "{wheel_sha}"\ninclude = "fake/include"\n'
        f'[release."13.1".wheel.headers]\n"cuda.h" = "{header_sha}"\n'
    )
    return path


@pytest.fixture
def no_pip(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any attempt to run pip fails the test: these tests must stay offline."""

    def run(*args: object, **kwargs: object) -> None:
        raise AssertionError(f"unexpected subprocess call: {args}")

    monkeypatch.setattr(subprocess, "run", run)


@pytest.mark.usefixtures("no_pip")
def test_fetch_extracts_from_a_cached_wheel(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    wheel_sha = make_wheel(cache / FAKE_FILENAME, {"fake/include/cuda.h": FAKE_HEADER})
    root = tmp_path / "headers"
    manifest = h.load_manifest(write_manifest(root, wheel_sha, sha(FAKE_HEADER)))

    assert h.fetch(root, manifest, cache_dir=cache) == [root / "13.1" / "cuda.h"]
    assert (root / "13.1" / "cuda.h").read_bytes() == FAKE_HEADER
    assert h.verify(root, manifest) == []
    assert h.fetch(root, manifest, cache_dir=cache) == []  # up to date: nothing rewritten
    assert list((root / "13.1").iterdir()) == [root / "13.1" / "cuda.h"]  # no temp files left


def test_fetch_refuses_a_wheel_with_the_wrong_sha256(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wheel = tmp_path / FAKE_FILENAME
    make_wheel(wheel, {"fake/include/cuda.h": FAKE_HEADER})
    monkeypatch.setattr(h, "_download", lambda w, cache: wheel)
    root = tmp_path / "headers"
    manifest = h.load_manifest(write_manifest(root, "0" * 64, sha(FAKE_HEADER)))

    with pytest.raises(h.HeadersError, match="wheel sha256 mismatch, refusing") as err:
        h.fetch(root, manifest, cache_dir=tmp_path)
    assert str(wheel) in str(err.value)
    assert not (root / "13.1" / "cuda.h").exists()


@pytest.mark.usefixtures("no_pip")
def test_fetch_refuses_a_header_with_the_wrong_sha256(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    wheel_sha = make_wheel(cache / FAKE_FILENAME, {"fake/include/cuda.h": FAKE_HEADER})
    root = tmp_path / "headers"
    manifest = h.load_manifest(write_manifest(root, wheel_sha, "1" * 64))

    with pytest.raises(h.HeadersError, match=re.escape("fake/include/cuda.h: sha256 mismatch, not writing")):
        h.fetch(root, manifest, cache_dir=cache)
    assert not (root / "13.1" / "cuda.h").exists()


@pytest.mark.usefixtures("no_pip")
def test_fetch_refuses_unpinned_entries(tmp_path: Path) -> None:
    root = tmp_path / "headers"
    manifest = h.load_manifest(write_manifest(root, "", ""))
    with pytest.raises(h.HeadersError, match=re.escape("run update --release 13.1")):
        h.fetch(root, manifest, cache_dir=tmp_path)


@pytest.mark.usefixtures("no_pip")
def test_update_fills_empty_checksums_then_fetch_and_verify_pass(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = tmp_path / "cache"
    cache.mkdir()
    wheel_sha = make_wheel(cache / FAKE_FILENAME, {"fake/include/cuda.h": FAKE_HEADER})
    root = tmp_path / "headers"
    path = write_manifest(root, "", "")
    with monkeypatch.context() as m:
        # With no wheel sha256 to compare, _download always asks pip; stand in for it here.
        m.setattr(h, "_download", lambda w, c: c / w.filename)
        changes = h.update_checksums(path, cache_dir=cache)
    assert len(changes) == 2
    (wheel,) = h.load_manifest(path)["13.1"].wheels
    assert wheel.sha256 == wheel_sha
    assert wheel.headers == {"cuda.h": sha(FAKE_HEADER)}

    text = path.read_text()
    assert h.update_checksums(path, cache_dir=cache) == []  # nothing left to fill: no download
    assert path.read_text() == text

    assert h.main(["fetch", "--root", str(root), "--cache-dir", str(cache)]) == 0
    assert (root / "13.1" / "cuda.h").read_bytes() == FAKE_HEADER
