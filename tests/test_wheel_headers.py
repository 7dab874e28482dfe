"""`python -m cudagen.tools.wheel_headers`: the headers of PyPI wheels, read over HTTP Range
requests, unpacked as pip would. Offline: a local HTTP server stands for PyPI (its PEP 691 JSON
pages and its file server, which answers Range requests as files.pythonhosted.org does)."""

from __future__ import annotations

import hashlib
import http.server
import io
import json
import re
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cudagen.errors import GeneratorError
from cudagen.tools import wheel_headers as wh

pytestmark = pytest.mark.version_independent  # reading headers out of wheels (tools)

# Members of a fake wheel: headers under include/ (a subfolder too), and what pip would also
# install but a header search does not need (a library, metadata). The library is large and
# incompressible, as NVIDIA's are, so that reading it would show in the bytes served.
LIBRARY = hashlib.sha256(b"seed").digest() * 40000  # 1.28 MB
MEMBERS = {
    "nvidia/cu13/lib/libfake.so.13": LIBRARY,
    "nvidia/cu13/include/fake.h": b"#include \"fake_api.h\"\n",
    "nvidia/cu13/include/fake_api.h": b"int fakeRun(int x);\n" * 50,
    "nvidia/cu13/include/crt/fake_defines.h": b"#define FAKE 1\n",
    "nvidia_fake-1.2.3.dist-info/METADATA": b"Name: nvidia-fake\n",
}
HEADERS = {k: v for k, v in MEMBERS.items() if "/include/" in k}


def make_wheel(members: dict[str, bytes], compression: int = zipfile.ZIP_DEFLATED) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return buf.getvalue()


class FakeIndex(http.server.BaseHTTPRequestHandler):
    """PyPI's simple JSON API and its file server, for the files in `self.server.files`."""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        files: dict[str, bytes] = self.server.files  # type: ignore[attr-defined]
        served: list[tuple[str, int]] = self.server.served  # type: ignore[attr-defined]
        page = re.fullmatch(r"/simple/([\w.-]+)/", self.path)
        if page:
            entries = [{"filename": name, "url": f"http://127.0.0.1:{self.server.server_port}/files/{name}",
                        "size": len(data), "hashes": {"sha256": hashlib.sha256(data).hexdigest()}}
                       for name, data in files.items() if name.split("-")[0].replace("_", "-") == page.group(1)]
            if not entries:
                self.send_error(404)
                return
            body = json.dumps({"files": entries}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/vnd.pypi.simple.v1+json")
        else:
            data = files[self.path.removeprefix("/files/")]
            ranged = re.fullmatch(r"bytes=(\d+)-(\d+)", self.headers.get("Range", ""))
            start, end = (int(ranged.group(1)), int(ranged.group(2)) + 1) if ranged else (0, len(data))
            body = data[start:end]
            self.send_response(206 if ranged else 200)
        served.append((self.path, len(body)))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def index() -> Iterator[http.server.ThreadingHTTPServer]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeIndex)
    wheel = make_wheel(MEMBERS)
    server.files = {  # type: ignore[attr-defined]
        "nvidia_fake-1.2.3-py3-none-manylinux_2_27_x86_64.whl": wheel,
        "nvidia_fake-1.2.3-py3-none-manylinux_2_27_aarch64.whl": b"not this one",
        "nvidia_fake-1.2.3-py3-none-win_amd64.whl": b"nor this one",
        "nvidia_fake-1.2.2-py3-none-manylinux_2_27_x86_64.whl": b"another version",
        "nvidia_other-2.0-py3-none-any.whl": make_wheel({"nvidia/other/include/other.h": b"int otherRun(void);\n"}),
    }
    server.served = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


def url(server: http.server.ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_port}/simple"


def test_headers_unpack_as_pip_installs_them_reading_only_what_they_need(
    index: http.server.ThreadingHTTPServer, tmp_path: Path
) -> None:
    done = wh.unpack(["nvidia-fake==1.2.3", "nvidia-other==2.0"], target=tmp_path / "site", cache=tmp_path / "cache",
                     index=url(index))
    assert [(u.wheel.filename, u.headers, u.cached) for u in done] == [
        ("nvidia_fake-1.2.3-py3-none-manylinux_2_27_x86_64.whl", 3, False),
        ("nvidia_other-2.0-py3-none-any.whl", 1, False),
    ]
    installed = {p.relative_to(tmp_path / "site").as_posix(): p.read_bytes()
                 for p in (tmp_path / "site").rglob("*") if p.is_file()}
    assert installed == {**HEADERS, "nvidia/other/include/other.h": b"int otherRun(void);\n"}
    # The library (1.28 MB) was not read: the bytes served are a small part of the wheel.
    wheel_bytes = sum(n for path, n in index.served if "nvidia_fake-1.2.3" in path)  # type: ignore[attr-defined]
    assert wheel_bytes < len(LIBRARY) // 10, wheel_bytes


def test_include_dir_takes_what_follows_include_and_a_second_run_needs_no_network(
    index: http.server.ThreadingHTTPServer, tmp_path: Path
) -> None:
    cache = tmp_path / "cache"
    wh.unpack(["nvidia-fake==1.2.3"], include_dir=tmp_path / "first", cache=cache, index=url(index))
    index.shutdown()  # nothing answers now
    done = wh.unpack(["nvidia-fake==1.2.3", "nvidia_FAKE==1.2.3"], include_dir=tmp_path / "inc", cache=cache,
                     index="http://127.0.0.1:9/simple")
    assert [u.cached for u in done] == [True, True]
    assert {p.relative_to(tmp_path / "inc").as_posix() for p in (tmp_path / "inc").rglob("*") if p.is_file()} == {
        "fake.h", "fake_api.h", "crt/fake_defines.h"}
    assert (tmp_path / "inc" / "fake_api.h").read_bytes() == MEMBERS["nvidia/cu13/include/fake_api.h"]


def test_a_corrupt_member_fails_its_crc_and_nothing_is_cached(tmp_path: Path) -> None:
    data = bytearray(make_wheel({"nvidia/cu13/include/a.h": b"int a;\n" * 100}, zipfile.ZIP_STORED))
    data[data.index(b"int a;") + 3] ^= 0x01  # one bit of the member's data: only its CRC can tell
    wheel = wh.WheelFile("nvidia-a", "1.0", "nvidia_a-1.0-py3-none-any.whl", "mem://a", len(data), "x")

    def fetch(_: str, start: int, end: int) -> bytes:
        return bytes(data[start:end])

    with pytest.raises(GeneratorError, match=r"mem://a: Bad CRC-32 for file 'nvidia/cu13/include/a.h'"):
        wh.cached_headers(wheel, tmp_path / "cache", fetch=fetch)
    assert not (tmp_path / "cache" / wheel.filename).exists()


def test_an_unreachable_index_is_its_own_error_and_a_missing_file_says_which(
    index: http.server.ThreadingHTTPServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(wh, "_BACKOFF", 0.0)
    with pytest.raises(GeneratorError, match=r"nvidia-fake==9\.9: the index has no x86-64 manylinux or py3-none-any"):
        wh.unpack(["nvidia-fake==9.9"], target=tmp_path, cache=None, index=url(index))
    with pytest.raises(GeneratorError, match=r"HTTP 404"):
        wh.unpack(["nvidia-none==1.0"], target=tmp_path, cache=None, index=url(index))
    with pytest.raises(wh.UnreachableError, match="cannot reach it"):
        wh.resolve("nvidia-fake==1.2.3", "http://127.0.0.1:9/simple", None)
    with pytest.raises(GeneratorError, match="expected NAME==VERSION"):
        wh.parse_requirement("nvidia-fake>=1.0")


@pytest.mark.parametrize(("filename", "rank"), [
    ("nvidia_cublas-13.1.0.3-py3-none-manylinux_2_27_x86_64.whl", 0),
    ("nvidia_cuda_runtime-13.0.96-py3-none-manylinux2014_x86_64.manylinux_2_17_x86_64.whl", 0),
    ("nvidia_cuda_cccl-13.0.85-py3-none-any.whl", 1),
    ("nvidia_cudla-13.5.25-py3-none-manylinux2014_aarch64.manylinux_2_17_aarch64.whl", None),
    ("nvidia_cublas-13.1.0.3-py3-none-win_amd64.whl", None),
])  # fmt: skip
def test_the_x86_64_manylinux_file_is_preferred_then_any(filename: str, rank: int | None) -> None:
    assert wh.platform_rank(filename) == rank


def test_the_command_line_prints_one_line_per_wheel(
    index: http.server.ThreadingHTTPServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--include-dir", str(tmp_path / "inc"), "--cache-dir", str(tmp_path / "c"), "--index-url", url(index),
            "nvidia-fake==1.2.3"]
    assert wh.main(argv) == 0
    assert capsys.readouterr().out == ("nvidia-fake==1.2.3: 3 headers from "
                                       "nvidia_fake-1.2.3-py3-none-manylinux_2_27_x86_64.whl\n")
    assert wh.main([*argv[:-1], "nvidia-fake==0.1"]) == 1
    assert "wheel_headers: nvidia-fake==0.1: the index has no" in capsys.readouterr().err


def test_parallel_runs_sharing_a_cache_fetch_a_wheel_once_and_each_gets_all_of_it(
    index: http.server.ThreadingHTTPServer, tmp_path: Path
) -> None:
    # xdist workers unpack the same wheels into one cache at once: one fetches, the others wait
    # for it and copy its complete folder (one used to replace the folder another was reading).
    import subprocess
    import sys

    cache = tmp_path / "cache"
    code = ("import sys; from pathlib import Path; from cudagen.tools import wheel_headers as wh; "
            "wh.unpack(['nvidia-fake==1.2.3'], include_dir=Path(sys.argv[1]), cache=Path(sys.argv[2]), "
            "index=sys.argv[3])")
    runs = [subprocess.Popen([sys.executable, "-c", code, str(tmp_path / f"inc{i}"), str(cache), url(index)])
            for i in range(4)]
    assert [run.wait(timeout=120) for run in runs] == [0, 0, 0, 0]
    for i in range(4):
        got = {p.relative_to(tmp_path / f"inc{i}").as_posix() for p in (tmp_path / f"inc{i}").rglob("*") if p.is_file()}
        assert got == {"fake.h", "fake_api.h", "crt/fake_defines.h"}
    # The index page is asked by each run; the wheel's members were read once (by the first).
    member_reads = [n for path, n in index.served if "nvidia_fake-1.2.3" in path]  # type: ignore[attr-defined]
    once = len(member_reads)
    wh.unpack(["nvidia-fake==1.2.3"], include_dir=tmp_path / "again", cache=tmp_path / "cache2", index=url(index))
    alone = len([n for path, n in index.served if "nvidia_fake-1.2.3" in path]) - once  # type: ignore[attr-defined]
    assert once == alone, (once, alone)
