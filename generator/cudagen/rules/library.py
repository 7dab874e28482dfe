"""What differs between the libraries a package binds: the status their functions return and
its exceptions, the library's own message text, and how its shared library is found. For the
vendored libraries this comes from the library table (headers/libraries.toml, read by
cudagen.project.libraries); for a header given with `--header`, it is inferred (`infer`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from .typemap import TypeMap


@dataclass(frozen=True, slots=True)
class Library:
    """What differs between the libraries a package binds."""

    module: str  # driver | runtime | nvrtc | ...
    title: str  # "CUDA driver API"
    error_base: str  # the exceptions' base class: CUDADriverError
    result_enum: str = ""  # the status enum: CUresult, cudaError_t, nvrtcResult ("": none found)
    success: str = ""  # its success member: CUDA_SUCCESS
    message: str = ""  # the function giving the library's text for a status code ("": the header's docs)
    error_log: str = ""  # the function giving a handle's log, which a failure its rules name carries
    status_field: str = ""  # the functions return a struct whose field of this name is the status (cuFile)
    # How the shared library is found: "driver" (cuGetProcAddress), "discovered" (the toolkit's
    # and NVIDIA's wheels' folders, cuda-pathfinder, the loader) or "named" (lib<name>.so).
    loader: str = "named"
    soname: str = ""  # lib<soname>.so.<major>; CUDAGEN_LIB_<SONAME> names a file instead
    major: int | str = "cuda"  # the soname's major: a number, "cuda" (the release's) or an integer macro
    wheel_dirs: tuple[str, ...] = ()  # folders of NVIDIA's 12.x wheels that hold it
    home_dirs: tuple[str, ...] = ()  # folders under $CUDA_HOME besides lib64 and lib
    companions: tuple[str, ...] = ()  # libraries it opens by name, loaded first from its own folder
    device_count: str = ""  # the function that returns the number of devices (for device-list values)
    kernel_args: bool = False  # the module packs kernel arguments (pack_kernel_args): the driver's
    # Its structs named *_vN_t whose first field is `version` carry sizeof | N << 24 there, which
    # the binding fills in where a struct argument or output has 0 (NVML's NVML_STRUCT_VERSION).
    versioned_structs: bool = False


# A status enum's success member: FOO_SUCCESS, fooSuccess, FOO_STATUS_OK, FOO_OK.
_SUCCESS = re.compile(r"success|(?:^|_)OK$", re.IGNORECASE)


def infer(api: ir.Api) -> Library:
    """The library of an arbitrary header: its status enum is the enum most functions return
    that has a success member equal to 0 (its name says success or OK); its shared library
    lib<module>.so."""
    types = TypeMap(api)
    counts: dict[str, int] = {}
    for f in api.functions:
        r = types.resolve(f.result)
        if r.category == "enum":
            counts[r.typedef or r.ctype.name] = counts.get(r.typedef or r.ctype.name, 0) + 1
    base = "".join(p[:1].upper() + p[1:] for p in re.split(r"_", api.library) if p) + "Error"
    for name, _n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        enum = types.enums.get(types.strip(ir.CType("typedef", name)).name) or types.enums.get(name)
        if enum is None:
            continue
        success = next((m.name for m in enum.members if m.value == 0 and _SUCCESS.search(m.name)), None)
        if success:
            return Library(api.library, f"{api.library} API", base, name, success, soname=api.library)
    return Library(api.library, f"{api.library} API", base, soname=api.library)
