"""cuBLAS, cuRAND, cuFFT and NCCL modules (#15) on the CPU: what every release's modules declare
and how they are bound (always), and the real libraries where they are installed (NVIDIA wheels
or CUDAGEN_LIB_<NAME>; cuRAND's wheel is in the test extras, so CI runs its tests, the others are
too large for them, so CI skips theirs): the
calls that need no GPU (versions, properties, cuRAND's host generator, NCCL's unique id) and the
errors the ones that do raise. GPU work is in tests/gpu/test_math_gpu.py."""

from __future__ import annotations

import array
import importlib
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
GENERATED = ROOT / "generated"
if str(GENERATED) not in sys.path:
    sys.path.insert(0, str(GENERATED))

# (module, status enum, exception base, a function of every release).
LIBRARIES = [
    ("cublas", "cublasStatus_t", "CUBLASError", "cublasSgemm"),
    ("curand", "curandStatus", "CURANDError", "curandGenerateUniform"),
    ("cufft", "cufftResult_t", "CUFFTError", "cufftExecC2C"),
    ("nccl", "ncclResult_t", "NCCLError", "ncclAllReduce"),
]
RELEASES = {"12.9": ("cublas", "curand", "cufft", "nccl"), "13.0": ("cublas", "curand", "cufft", "nccl"),
            "13.5": ("cublas", "curand", "cufft", "nccl")}


def _module(release: str, name: str) -> ModuleType:
    return importlib.import_module(f"cuda_{release.replace('.', '_')}.{name}")


@pytest.mark.parametrize("release", sorted(RELEASES))
def test_each_release_has_its_modules(release: str) -> None:
    package = importlib.import_module(f"cuda_{release.replace('.', '_')}")
    assert set(RELEASES[release]) <= set(package.MODULES)
    assert "cublas" in package.MODULES  # 12.9's from nvidia-cublas-cu12 (libcublas.so.12)
    assert package.CUDA_VERSION == int(release.split(".")[0]) * 1000 + int(release.split(".")[1]) * 10


@pytest.mark.parametrize(("name", "enum", "base", "function"), LIBRARIES, ids=[lib[0] for lib in LIBRARIES])
def test_one_exception_class_per_status_code(name: str, enum: str, base: str, function: str) -> None:
    for release, names in RELEASES.items():
        if name not in names:
            continue
        mod = _module(release, name)
        assert hasattr(mod, function)
        error = getattr(mod, base)
        codes = [m for m in type(getattr(mod, enum)(0)) if m.value != 0]
        assert codes
        for member in codes:
            cls = mod._error(member.value, function).__class__
            assert issubclass(cls, error) and cls is not error, (release, member)


def test_cublas_public_names_bind_the_versioned_symbols() -> None:
    for release in ("12.9", "13.0", "13.5"):
        mod = _module(release, "cublas")
        source = (GENERATED / f"cuda_{release.replace('.', '_')}" / "cublas.py").read_text()
        assert "'cublasSgemm': ('cublasSgemm_v2'," in source.replace('"', "'")
        assert "'cublasSgemm_64': ('cublasSgemm_v2_64'," in source.replace('"', "'")
        assert "'cublasCreate': ('cublasCreate_v2'," in source.replace('"', "'")
        assert "'cublasSgemmEx': ('cublasSgemmEx'," in source.replace('"', "'")  # no _v2: its own name
        assert not hasattr(mod, "cublasSgemm_v2")


@pytest.mark.parametrize("release", ["12.9", "13.0"])
def test_cublas_scalars_are_numbers_and_matrices_device_pointers(release: str) -> None:
    import inspect

    mod = _module(release, "cublas")
    params = inspect.signature(mod.cublasSgemm).parameters
    assert list(params) == ["handle", "transa", "transb", "m", "n", "k", "alpha", "A", "lda", "B", "ldb",
                            "beta", "C", "ldc"]
    stub = (GENERATED / f"cuda_{release.replace('.', '_')}" / "cublas.pyi").read_text()
    assert "alpha: float," in stub and "A: _Pointer," in stub
    # Results come back (host pointer mode); batched pointer arrays are device pointers.
    assert "-> float: ..." in stub.split("def cublasSdot(")[1].split("def ")[0]


def test_identical_docs_pages_point_to_the_release_that_holds_them() -> None:
    page = (GENERATED / "cuda_13_5" / "docs" / "cublas-other-functions.md").read_text()
    assert page.startswith("<!-- cudagen: same as ../../cuda_13_0/docs/cublas-other-functions.md -->")
    assert (GENERATED / "cuda_13_0" / "docs" / "cublas-other-functions.md").read_text().count("cublasSgemm") > 0
    for shared in GENERATED.glob("cuda_*/docs/*.md"):
        first = shared.read_text().split("\n", 1)[0]
        if first.startswith("<!-- cudagen: same as "):
            target = (shared.parent / first.removeprefix("<!-- cudagen: same as ").removesuffix(" -->")).resolve()
            assert target.is_file() and not target.read_text().startswith("<!-- cudagen"), shared


# ----------------------------------------------------------------------- the real libraries, on the CPU


def _real(name: str, release: str = "13.0") -> ModuleType:
    mod = _module(release, name)
    try:
        mod._f._library()
    except Exception as exc:  # DriverNotFoundError: not installed here
        pytest.skip(f"{name}: {str(exc).splitlines()[0]}")
    return mod


def test_versions_without_a_gpu() -> None:
    curand = _real("curand")
    assert curand.curandGetVersion() // 1000 == curand.CURAND_VER_MAJOR
    assert curand.curandGetProperty(curand.MAJOR_VERSION) == curand.CURAND_VER_MAJOR


def test_cufft_version_without_a_gpu() -> None:
    cufft = _real("cufft")
    assert cufft.cufftGetVersion() // 1000 == cufft.CUFFT_VER_MAJOR
    assert cufft.cufftGetProperty(cufft.MAJOR_VERSION) == cufft.CUFFT_VER_MAJOR


def test_nccl_without_a_gpu() -> None:
    nccl = _real("nccl")
    assert nccl.ncclGetVersion() // 10000 == nccl.NCCL_MAJOR
    assert "invalid argument" in nccl.ncclGetErrorString(nccl.ncclInvalidArgument).lower()
    uid = nccl.ncclGetUniqueId()
    assert isinstance(uid, nccl.ncclUniqueId) and len(bytes(uid)) == nccl.NCCL_UNIQUE_ID_BYTES


@pytest.mark.parametrize("release", ["12.9", "13.0"])
def test_cublas_without_a_gpu(release: str) -> None:
    cublas = _real("cublas", release)
    assert cublas.cublasGetProperty(cublas.MAJOR_VERSION) == cublas.CUBLAS_VER_MAJOR
    assert cublas.cublasGetStatusName(cublas.CUBLAS_STATUS_NOT_INITIALIZED) == "CUBLAS_STATUS_NOT_INITIALIZED"
    try:
        cublas.cublasDestroy(cublas.cublasCreate())
    except cublas.CUBLASError as e:  # no GPU: cuBLAS says so, in its own words
        assert e.name == "CUBLAS_STATUS_NOT_INITIALIZED" and e.function == "cublasCreate"
        assert e.message == "the library was not initialized"


def test_curand_host_generator_fills_a_host_buffer() -> None:
    curand = _real("curand")

    def numbers(seed: int) -> list[float]:
        g = curand.curandCreateGeneratorHost(curand.CURAND_RNG_PSEUDO_DEFAULT)
        try:
            curand.curandSetPseudoRandomGeneratorSeed(g, seed)
            out = array.array("f", bytes(4 * 4096))
            curand.curandGenerateUniform(g, out, len(out))  # a host buffer for a host generator
            return list(out)
        finally:
            curand.curandDestroyGenerator(g)

    a, b, c = numbers(7), numbers(7), numbers(8)
    assert a == b and a != c
    assert all(0.0 < x <= 1.0 for x in a)
    assert abs(sum(a) / len(a) - 0.5) < 0.02
    with pytest.raises(curand.CURANDError):
        curand.curandCreateGeneratorHost(12345)  # not an RNG type


class _NoLibrary:
    """A module's entry points when its library cannot be loaded."""

    def __getattr__(self, name: str) -> Any:
        raise OSError(f"no library for {name}")


@pytest.mark.parametrize("name", ["driver", "runtime", "nvrtc", "nvjitlink", "nvvm", "curand", "cufft", "nccl"])
def test_error_messages_fall_back_to_the_headers_text(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Without the library to ask (its *GetErrorString), an error's message is the header's
    # Doxygen text for the code: the module's table of them, which nothing else may shadow.
    mod = _module("13.0", name)
    table = mod._DOCS
    assert isinstance(table, dict) and all(isinstance(code, int) for code in table)
    monkeypatch.setattr(mod, "_f", _NoLibrary())
    described = {code: text for code, text in table.items() if text}
    assert described or name in ("nvrtc", "nvvm", "cufft", "nccl")  # their headers document no code
    for code, text in described.items():
        assert mod._describe(code) == text
        assert mod._error(code, "f").message == text
    assert mod._describe(987654) == "unrecognized error code"
