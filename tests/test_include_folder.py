"""`cudagen generate --header` on a header inside a CUDA include folder (pip's nvidia/cu13/include,
/usr/local/cuda/include), offline: a folder built here from the vendored 13.0 headers, with real
device-side headers beside the library's that a C parse must never read (they `#error` here).

- cudagen's stand-ins (cuda_fp16.h, cuda_runtime.h, crt/, nv/ ...) win over real ones, wherever
  the include looks first;
- `--with runtime=R` takes CUDA's own headers from release R whatever sits beside the header;
- the header owns what it includes of its folder (an umbrella header), but CUDA's own headers,
  those of the other libraries cudagen knows, and what `--not-owned` names;
- a module without functions is an error naming the included headers that declare some.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from test_cli_errors import line_of, run, snapshot

from cudagen.project import layout

pytestmark = pytest.mark.version_independent  # what generation reads of an include folder (generator)

HEADERS = layout.HEADERS
POISONED = ("cuda_fp16.h", "cuda_bf16.h", "cuda_fp8.h", "cuda_runtime.h", "crt/host_config.h",
            "crt/device_functions.h", "nv/target", "nv/detail/__target_macros")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


@pytest.fixture
def toolkit(tmp_path: Path) -> Path:
    """An include folder as the toolkit's: CUDA 13.0's own headers, and device-side ones that
    only nvcc can read."""
    inc = tmp_path / "include"
    shutil.copytree(HEADERS / "13.0", inc)
    for name in POISONED:
        write(inc / name, f'#error "the real {name} was parsed"\n')
    return inc


def generate(*argv: str) -> tuple[int, str]:
    code, _, err = run(["generate", "-q", *argv])
    return code, err


def api_of(out: Path) -> dict[str, object]:
    (api,) = json.loads((out / "api.json").read_text())["libraries"]
    assert isinstance(api, dict)
    return api


def names(items: object) -> set[str]:
    assert isinstance(items, list)
    return {i["name"] for i in items}


MYLIB = """\
#include <cuda_runtime.h>
#include "cuda_fp16.h"
#include <cuda_bf16.h>
#include <crt/host_config.h>
#include <nv/target>
#include "crt/device_functions.h"
typedef enum { MYLIB_OK = 0, MYLIB_ERR = 1 } mylibStatus_t;
mylibStatus_t mylibScale(__half alpha, const __nv_bfloat16 *x, __half2 *y, cudaStream_t stream);
"""


def test_the_stand_ins_win_over_real_device_side_headers_beside_and_in_include_folders(
    toolkit: Path, tmp_path: Path
) -> None:
    main = write(toolkit / "mylib.h", MYLIB)
    out = tmp_path / "out"
    code, err = generate("--header", str(main), "--out", str(out))
    assert code == 0, err
    api = api_of(out)
    assert names(api["functions"]) == {"mylibScale"}
    records = {r["name"]: r for r in api["records"]}  # type: ignore[attr-defined]
    # The half types as the real headers lay them out (tests/test_pip_layout.py compares with them).
    assert {n: (records[n]["size"], records[n]["align"]) for n in ("__half", "__half2", "__nv_bfloat16")} == {
        "__half": (2, 2), "__half2": (4, 4), "__nv_bfloat16": (2, 2)}
    assert records["__half"]["location"].startswith("cuda_fp16.h:")
    # The same header elsewhere, the toolkit folder given with -I: its real ones lose there too.
    own = write(tmp_path / "own" / "mylib.h", MYLIB)
    code, err = generate("--header", str(own), "-I", str(toolkit), "--out", str(tmp_path / "out2"))
    assert code == 0, err


def test_with_a_release_cuda_own_headers_come_from_it_whatever_sits_beside(toolkit: Path, tmp_path: Path) -> None:
    main = write(toolkit / "mylib.h", MYLIB)
    write(toolkit / "driver_types.h", '#error "the driver_types.h beside was parsed"\n')
    code, err = generate("--header", str(main), "--out", str(tmp_path / "plain"))
    assert code == 1
    assert f"{toolkit / 'driver_types.h'}:1:2: \"the driver_types.h beside was parsed\"" in err, err
    for release in ("13.0", "13.5"):
        out = tmp_path / release
        code, err = generate("--header", str(main), "--with", f"runtime={release}", "--out", str(out))
        assert code == 0, err
        stream = next(t for t in api_of(out)["typedefs"] if t["name"] == "cudaStream_t")  # type: ignore[attr-defined]
        vendored = HEADERS / release / "driver_types.h"
        assert stream["location"] == f"driver_types.h:{line_of(vendored, '*cudaStream_t;')}"
        assert f'CUDA_RELEASE = "{release}"' in (out / "__init__.py").read_text()
    # The line differs between the releases: the location says which file was read.
    assert line_of(HEADERS / "13.0" / "driver_types.h", "*cudaStream_t;") != line_of(
        HEADERS / "13.5" / "driver_types.h", "*cudaStream_t;")


def umbrella(folder: Path) -> Path:
    """umb.h includes its own headers (one in a subfolder, one through another), CUDA's cuda.h,
    and cuBLAS's cublas_api.h (a library of cudagen's table), which includes a helper."""
    write(folder / "umb_a.h", '#include "umb_deep.h"\nint umbA(void);\n')
    write(folder / "umb_deep.h", "int umbDeep(void);\n")
    write(folder / "sub" / "umb_b.h", "int umbB(void);\n")
    write(folder / "umb_c.h", "int umbC(void);\n")
    write(folder / "cublas_api.h", '#include "cublas_helper.h"\nint cublasFake(void);\nint cublasFake2(void);\n')
    write(folder / "cublas_helper.h", "int cublasHelper(void);\n")
    write(folder / "umb_alone.h", "int umbAlone(void);\n")  # in the folder, not included
    return write(folder / "umb.h", '#include <cuda.h>\n#include "umb_a.h"\n#include "sub/umb_b.h"\n'
                                   '#include <umb_c.h>\n#include "cublas_api.h"\nint umbMain(void);\n')


def test_an_umbrella_header_owns_what_it_includes_of_its_folder(toolkit: Path, tmp_path: Path) -> None:
    main = umbrella(toolkit)
    out = tmp_path / "out"
    code, err = generate("--header", str(main), "--out", str(out))
    assert code == 0, err
    api = api_of(out)
    assert names(api["functions"]) == {"umbMain", "umbA", "umbDeep", "umbB", "umbC"}
    assert {h["path"] for h in api["headers"]} == {  # type: ignore[attr-defined]
        "umb.h", "umb_a.h", "umb_deep.h", "sub/umb_b.h", "umb_c.h"}

    code, err = generate("--header", str(main), "--not-owned", "umb_c.h", "--not-owned", "sub/umb_b.h",
                         "--out", str(tmp_path / "less"))
    assert code == 0, err
    assert names(api_of(tmp_path / "less")["functions"]) == {"umbMain", "umbA", "umbDeep"}

    # --owned adds another library's header, and what it includes of the folder with it.
    code, err = generate("--header", str(main), "--owned", "cublas_api.h", "--out", str(tmp_path / "more"))
    assert code == 0, err
    assert names(api_of(tmp_path / "more")["functions"]) == {
        "umbMain", "umbA", "umbDeep", "umbB", "umbC", "cublasFake", "cublasFake2", "cublasHelper"}


def test_a_module_without_functions_is_an_error_that_names_the_headers_that_have_some(
    toolkit: Path, tmp_path: Path
) -> None:
    main = umbrella(toolkit)
    write(main, '#include <cuda.h>\n#include "umb_a.h"\n#include "cublas_api.h"\n')
    out = tmp_path / "out"
    code, err = generate("--header", str(main), "--with", "driver=13.0", "--out", str(out))
    assert code == 0, err
    before = snapshot(out)
    code, err = generate("--header", str(main), "--with", "driver=13.0", "--not-owned", "umb_a.h", "--out", str(out))
    assert code == 1
    assert "umb.h: the module 'umb' would have no function (owned: umb.h); nothing written" in err, err
    lines = [line.strip() for line in err.splitlines()]
    # Those of its folder it includes (umb_deep.h through umb_a.h), most functions first.
    assert lines.index("cublas_api.h: 2 function(s) (--owned cublas_api.h)") < lines.index(
        "umb_a.h: 1 function(s) (--owned umb_a.h)")
    assert {"umb_deep.h: 1 function(s) (--owned umb_deep.h)", "cublas_helper.h: 1 function(s) (--owned cublas_helper.h)"
            } <= set(lines)
    assert not any(line.startswith(("cuda.h", "umb_alone.h")) for line in lines)  # cuda.h: 13.0's, not this folder's
    assert snapshot(out) == before


@pytest.mark.parametrize(("argv", "message"), [
    (["--not-owned", "umb.h"], "--not-owned umb.h: the main header is always owned"),
    (["--not-owned", "nope.h"], "--not-owned nope.h: no such header"),
    (["--owned", "umb_a.h", "--not-owned", "umb_a.h"], "--not-owned umb_a.h: also given with --owned"),
])  # fmt: skip
def test_bad_ownership_options_say_what(toolkit: Path, tmp_path: Path, argv: list[str], message: str) -> None:
    main = umbrella(toolkit)
    code, err = generate("--header", str(main), *argv, "--out", str(tmp_path / "out"))
    assert code == 1 and message in err, err
    assert not (tmp_path / "out").exists()
