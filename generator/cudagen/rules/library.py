"""What differs between the libraries a package binds: the status their functions return and
its exceptions, the library's own message text, and how its shared library is found. For the
vendored libraries this comes from the library table (headers/libraries.toml, read by
cudagen.project.libraries); for a header given with `--header`, it is inferred (`infer`)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .. import ir
from .typemap import MODULE_NAMES, TypeMap, py_global


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
    # Its structs' plain `char[N]` fields hold text (NVML's busId, name, serial, versions): they
    # read as str, up to the NUL; where this is False only those whose doc says "string" do.
    # Fields whose name or doc says opaque, reserved or padding stay bytes either way.
    text_char_arrays: bool = False


# A status enum's success member: FOO_SUCCESS, fooSuccess, FOO_STATUS_OK, FOO_OK.
_SUCCESS = re.compile(r"success|(?:^|_)OK$", re.IGNORECASE)


def infer(api: ir.Api) -> Library:
    """The library of an arbitrary header: its status enum is the enum most functions return
    that has a success member equal to 0 (its name says success or OK); its messages come from
    the function that gives a status's text (`message_function`); its shared library
    lib<module>.so."""
    types = TypeMap(api)
    counts: dict[str, int] = {}
    for f in api.functions:
        r = types.resolve(f.result)
        if r.category == "enum":
            counts[r.typedef or r.ctype.name] = counts.get(r.typedef or r.ctype.name, 0) + 1
    base = "".join(p[:1].upper() + p[1:] for p in re.split(r"_", api.library) if p) + "Error"
    # Made distinct from the module's other names: a header may declare its own XError.
    taken = set(module_level_names(api)) | MODULE_NAMES
    while base in taken:
        base += "_"
    for name, _n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        enum = types.enums.get(types.strip(ir.CType("typedef", name)).name) or types.enums.get(name)
        if enum is None:
            continue
        success = next((m.name for m in enum.members if m.value == 0 and _SUCCESS.search(m.name)), None)
        if success:
            return Library(api.library, f"{api.library} API", base, name, success,
                           message=message_function(api, types, enum.name), soname=api.library)
    return Library(api.library, f"{api.library} API", base, soname=api.library)


def module_level_names(api: ir.Api) -> dict[str, str]:
    """The Python name of every declaration the module has at its top level (functions, enums,
    enumerators, structs, unions, typedefs, callback types, macros, and tags), each with the C
    declaration it stands for."""
    out: dict[str, str] = {}

    def add(cname: str, what: str) -> None:
        if cname:
            out.setdefault(py_global(cname), what)
    for f in api.functions:
        add(f.name, f"function {f.name}")
    for e in api.enums:
        add(e.name, f"enum {e.name}")
        add(e.tag, f"enum {e.tag}")
        for member in e.members:
            add(member.name, f"enumerator {member.name}")
    for r in api.records:
        add(r.name, f"{r.kind} {r.name}")
        add(r.tag, f"{r.kind} {r.tag}")
    for td in api.typedefs:
        add(td.name, f"typedef {td.name}")
    for c in api.callbacks:
        add(c.name, f"callback type {c.name}")
    for macro in api.macros:
        add(macro.name, f"macro {macro.name}")
    return out



# Which of a library's status-text functions reads best as an exception's message: a description
# (xGetErrorString, xGetStatusString, nvmlErrorString) before a name (xGetErrorName).
_MESSAGE_WORDS = (re.compile(r"String|Str$|Description|Message|Text", re.IGNORECASE), re.compile(r"Name"))


def message_function(api: ir.Api, types: TypeMap, enum: str) -> str:
    """The function giving the text of a status of enum `enum`, found by its signature: it takes
    the status alone and returns `const char *` (cudnnGetErrorString, cublasLtGetStatusString),
    or takes the status and a `const char **` it writes and returns a status (cuGetErrorString,
    cuptiGetResultString). A description is preferred to a name; "" where there is none."""
    found: list[str] = []
    for f in api.functions:
        if not f.params or types.resolve(f.params[0].type).ctype.name != enum:
            continue
        result = types.resolve(f.result)
        if len(f.params) == 1 and result.category == "pointer" and result.ctype.target is not None \
                and types.resolve(result.ctype.target).category == "char":
            found.append(f.name)
        elif len(f.params) == 2 and result.category == "enum" and _is_text_out(types, f.params[1].type):
            found.append(f.name)
    for words in _MESSAGE_WORDS:
        named = sorted((name for name in found if words.search(name)), key=len)
        if named:
            return named[0]
    return ""


def _is_text_out(types: TypeMap, t: ir.CType) -> bool:
    """`const char **`: where a function writes the address of its text."""
    r = types.resolve(t)
    if r.category != "pointer" or r.ctype.target is None:
        return False
    inner = types.resolve(r.ctype.target)
    return inner.category == "pointer" and inner.ctype.target is not None and \
        types.resolve(inner.ctype.target).category == "char"


# A version macro: <PREFIX>_VERSION, <PREFIX>_API_VERSION, <PREFIX>_VERSION_CODE (a number), or
# <PREFIX>_MAJOR / _MINOR / _PATCH (also _VER_MAJOR ..., _VERSION_MAJOR ..., _PATCHLEVEL).
_VERSION_FORMS = (re.compile(r"^([A-Z][A-Z0-9_]*?)_VERSION$"), re.compile(r"^([A-Z][A-Z0-9_]*?)_API_VERSION$"),
                  re.compile(r"^([A-Z][A-Z0-9_]*?)_VERSION_CODE$"))
_PART = r"^({prefix})(_VER|_VERSION)?_{part}$"


def find_version(api: ir.Api) -> tuple[str, int | None]:
    """(which macros, the version) of a header not in the library table: the integer macro
    `<PREFIX>_VERSION` (or `_API_VERSION`, `_VERSION_CODE`) whose prefix names the library (the
    prefix of its functions' names: cutensor -> CUTENSOR_VERSION, cusparseLt ->
    CUSPARSELT_VERSION, cupti -> CUPTI_API_VERSION); else `<PREFIX>_MAJOR`, `_MINOR` and `_PATCH`
    (or `_VER_MAJOR` ..., as nvjpeg.h has them) composed as major * 10000 + minor * 100 + patch,
    the way cuBLAS, cuDNN and cuTENSOR compose theirs; else CUDA_VERSION where the header defines
    it. ("", None) where none is found."""
    numbers = {m.name: m.value for m in api.macros if isinstance(m.value, int) and not isinstance(m.value, bool)}
    prefix = _function_prefix(api).upper()
    if not prefix:
        return ("CUDA_VERSION", numbers["CUDA_VERSION"]) if "CUDA_VERSION" in numbers else ("", None)

    def names_library(macro_prefix: str) -> bool:
        return macro_prefix.replace("_", "").startswith(prefix)

    for form in _VERSION_FORMS:
        found = sorted((name for name in numbers if (m := form.match(name)) and names_library(m.group(1))), key=len)
        if found:
            return found[0], numbers[found[0]]
    majors = sorted((name for name in numbers if re.match(_PART.format(prefix=r"[A-Z][A-Z0-9_]*?", part="MAJOR"), name)
                     and names_library(re.sub(r"(_VER|_VERSION)?_MAJOR$", "", name))), key=len)
    for major in majors:
        base = re.sub(r"_MAJOR$", "", major)
        minor = numbers.get(f"{base}_MINOR")
        patch = next((numbers[f"{base}_{p}"] for p in ("PATCH", "PATCHLEVEL") if f"{base}_{p}" in numbers), 0)
        if minor is not None:
            return f"{base}_MAJOR/_MINOR/_PATCH", numbers[major] * 10000 + minor * 100 + patch
    return ("CUDA_VERSION", numbers["CUDA_VERSION"]) if "CUDA_VERSION" in numbers else ("", None)


def _function_prefix(api: ir.Api) -> str:
    """The lower-case start most of the library's function names share (cutensor, cudnn,
    nvjpeg, cu for the driver), "" without functions."""
    counts: dict[str, int] = {}
    for f in api.functions:
        m = re.match(r"p?([a-z]+)", f.name)
        if m:
            counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return max(sorted(counts), key=lambda k: counts[k]) if counts else ""
