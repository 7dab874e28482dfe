"""The packages tests/gpu/test_pip_libraries_gpu.py runs: cuBLASLt and cuPTI bound from their
headers where pip installs them (one `nvidia/cu13/include` for every cu13 wheel), the wheels of
the versions the GPU machine has installed (tests/gpu/RESULTS.md, ../shared/GPU.md). Run it here,
where cudagen is installed (the GPU machine has no libclang), then carry the folder:

    .venv/bin/python tests/gpu/pip_packages.py --to-carry   # -> build/gpu-packages/{pip_cublaslt,pip_cupti}

It unpacks the wheels' headers as pip would (cudagen.tools.wheel_headers: only their include/
members, over HTTP Range requests, cached), then runs `cudagen generate --header` on each
header in that folder, as a user of those wheels would: `--with runtime=13.0` for CUDA's own
types, and for cuPTI the rules file the docs use as their example (examples/rules/cupti.toml).
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# What the H200 machine's image has installed (seen 2026-11-28): the headers must be these
# versions, or the test binds another library than the one it calls.
WHEELS = ["nvidia-cuda-runtime==13.0.96", "nvidia-cuda-crt==13.0.88", "nvidia-cublas==13.1.0.3",
          "nvidia-cuda-cupti==13.0.85"]
PACKAGES = {  # package name: (header in nvidia/cu13/include, extra options)
    "pip_cublaslt": ("cublasLt.h", []),
    "pip_cupti": ("cupti.h", ["--rules", str(ROOT / "examples" / "rules" / "cupti.toml")]),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "gpu-packages")
    parser.add_argument("--to-carry", action="store_true",
                        help="leave out what the GPU run does not read (docs, api.json, the stubs): the working "
                             "tree the device tool carries is limited to 64 MiB")
    args = parser.parse_args(argv)
    from cudagen import cli
    from cudagen.tools import wheel_headers

    with tempfile.TemporaryDirectory() as scratch:
        site = Path(scratch) / "site-packages"
        wheel_headers.unpack(WHEELS, target=site, cache=wheel_headers.default_cache())
        include = site / "nvidia" / "cu13" / "include"
        args.out.mkdir(parents=True, exist_ok=True)
        for name, (header, options) in PACKAGES.items():
            if (args.out / name).exists():
                shutil.rmtree(args.out / name)
            code = cli.main(["generate", "--header", str(include / header), "--with", "runtime=13.0", *options,
                             "--out", str(args.out / name), "--timings"])
            if code:
                return code
            if args.to_carry:
                shutil.rmtree(args.out / name / "docs")
                for path in [args.out / name / "api.json", *(args.out / name).glob("*.pyi")]:
                    path.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())
