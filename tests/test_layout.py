"""Layout test: the C compiler is the oracle for every generated struct, union, macro and enumerator.

For each generated package `generated/cuda_X_Y/` whose headers are vendored in `headers/X.Y/`,
and for each library in its api.json, one C program is generated from the IR, compiled with gcc
against the vendored header and run. It prints, in a line format parsed here:

    R rec sizeof alignof is_union             every non-opaque record that has a C spelling
    F rec field offsetof sizeof signed        every named non-bit-field member, including the
                                              members of anonymous structs/unions, through the parent
    B rec field hexbytes                      every named bit-field: a zeroed object with that one
                                              bit-field set to all ones, as bytes
    A rec alias sizeof alignof                typedefs (and tags) that name the same record
    M/P/S/D name ...                          integer, pointer, string and float macros
    T id sizeof signed                        the macros' IR C types (CUdevice, void *, ...)
    E enum sizeof signed / V member value     enums and every enumerator

and each value is compared with the generated ctypes module (ctypes.sizeof, ctypes.alignment,
the field descriptors' offset and size, the bytes of a ctypes object after the same bit-field
store, the module-level constants) and, for macros and enumerators, with the IR too.

Nested record types the generator names itself (`Parent_member`, `Parent_anonN`) have no C
spelling: a named nested type is reached with `__typeof__(((Parent *)0)->member)` (GNU C), an
anonymous member's fields are checked through the parent, where C11 names them directly.

The bit-field mechanism is also run on small fixture headers under tests/layout/ (cuda.h 13.0
declares no bit-fields), generated with `cudagen generate --header` into a temporary folder.

Known generator bugs are listed in KNOWN_BUGS / the fixture tests marked xfail(strict=True):
the main tests ignore those items and fail on anything else; the xfail tests pass again (and so
fail, being strict) once a bug is fixed, so that the entry gets removed.
"""

from __future__ import annotations

import ctypes
import dataclasses
import importlib
import json
import keyword
import os
import shutil
import subprocess
import sys
import time
import types
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import committed
import pytest

from cudagen import ir  # importable through tests/conftest.py
from cudagen.frontend.clang import STANDIN_INCLUDE
from cudagen.project import libraries

pytestmark = pytest.mark.slow  # gcc compiles each library's headers as the layout oracle

REPO = Path(__file__).resolve().parents[1]
HEADERS = REPO / "headers"
GENERATED = REPO / "generated"
FIXTURES = Path(__file__).resolve().parent / "layout"
CC = os.environ.get("CC", "gcc")

# The header a library's module is generated from (the C program includes it).
CUDA_C_INCLUDE = REPO / "generator" / "cudagen" / "frontend" / "include" / "cuda_c"
MAIN_HEADER = {spec.module: spec.main for spec in libraries.table()}
# Stand-in headers a library's extra headers expect included first (vdpau/vdpau.h before
# cudaVDPAU.h), in the project's order; the compiler finds them in STANDIN_INCLUDE.
STANDINS_FIRST = {spec.module: libraries.standins(spec) for spec in libraries.table()}

# (release, library) -> {record or macro or enum name: why it does not match the compiler yet}.
# test_known_bugs checks each entry on its own, as xfail(strict=True).
KNOWN_BUGS: dict[tuple[str, str], dict[str, str]] = {}


def _align_unsupported(cls: type, align: int) -> bool:
    """Over-aligned records (`_Alignas(128)` in CUtensorMap, `__align__(16)` in float4): the
    generated class sets `_align_`, which ctypes honours from Python 3.13 on only. Before that
    the alignment differs by necessity (sizes and offsets still match), and is counted, not failed."""
    return sys.version_info < (3, 13) and getattr(cls, "_align_", None) == align

_INTEGER_BUILTINS_SKIPPED = {"char", "_Bool", "bool", "float", "double", "long double", "void"}


# ------------------------------------------------------------------------------------------ model


@dataclass(frozen=True)
class Mismatch:
    category: str  # "record", "macro", "enum"
    item: str  # the record, macro or enum it belongs to (the KNOWN_BUGS key)
    what: str  # "CUuuid.bytes offset: C 0 vs ctypes 4"

    def __str__(self) -> str:
        return f"[{self.category}] {self.what}"


@dataclass
class Report:
    label: str
    counts: Counter[str] = field(default_factory=Counter)
    mismatches: list[Mismatch] = field(default_factory=list)
    c_source: Path | None = None

    def add(self, category: str, item: str, what: str) -> None:
        self.mismatches.append(Mismatch(category, item, what))

    def of(self, category: str, ignore: dict[str, str] | None = None) -> list[Mismatch]:
        return [m for m in self.mismatches if m.category == category and m.item not in (ignore or {})]

    def summary(self) -> str:
        c = self.counts
        return (
            f"layout[{self.label}]: {c['records']} records ({c['records_compiled']} compiled, "
            f"{c['records_via_parent']} anonymous members checked through their parent), "
            f"{c['fields']} fields ({c['signedness']} integer signedness), {c['bitfields']} bit-fields, {c['aliases']} aliases, "
            f"{len(self.of('record'))} mismatches; macros: {c['macros']} "
            f"({len(self.of('macro'))} mismatches); enumerators: {c['enumerators']} in {c['enums']} enums "
            f"({len(self.of('enum'))} mismatches)"
        )


def py_name(c_name: str) -> str:
    """The Python attribute for a C member name (keywords get a trailing underscore)."""
    return c_name + "_" if keyword.iskeyword(c_name) else c_name


def c_string(text: str) -> str:
    return json.dumps(text)  # identifiers and C type names: ASCII, no escapes beyond JSON's


@dataclass(frozen=True)
class Leaf:
    """A named member reachable directly on a record: its own, or one of an anonymous member's."""

    c_name: str
    field: ir.Field


@dataclass
class Program:
    """The C program for one Api, and what each printed line refers to."""

    api: ir.Api
    header: str
    lines: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)  # index -> C type spelling (T lines)
    spelled: dict[str, str] = field(default_factory=dict)  # record -> C type name in the program
    via_parent: list[str] = field(default_factory=list)  # anonymous member records
    unspellable: list[str] = field(default_factory=list)
    record_types: list[str] = field(default_factory=list)  # layout_t_<i> -> C spelling
    extra_headers: list[str] = field(default_factory=list)

    def record_type(self, spelling: str) -> str:
        """A typedef name for a record's C spelling (`__typeof__(...)` for nested types)."""
        self.record_types.append(spelling)
        return f"layout_t_{len(self.record_types) - 1}"

    def type_id(self, spelling: str) -> int:
        if spelling not in self.types:
            self.types.append(spelling)
        return self.types.index(spelling)

    def source(self) -> str:
        head = [
            "/* Generated by tests/test_layout.py from api.json: the compiler's view of the layout. */",
            "#include <stddef.h>",
            "#include <stdint.h>",
            "#include <stdio.h>",
            "#include <string.h>",
            f"#include \"{self.header}\"",
            # Headers the library's IR was read from that the main header does not include
            # (the runtime module also parses library_types.h).
            *(f"#include \"{h}\"" for h in self.extra_headers),
            "",
            "static void layout_hex(const void *p, size_t n) {",
            "    const unsigned char *b = (const unsigned char *)p;",
            "    for (size_t i = 0; i < n; i++) printf(\"%02x\", b[i]);",
            "    printf(\"\\n\");",
            "}",
            "",
        ]
        typedefs = [f"typedef {spell} layout_t_{i};" for i, spell in enumerate(self.record_types)]
        body = ["int main(void) {", *("    " + line for line in self.lines)]
        for i, spelling in enumerate(self.types):
            signed = f"(int)(({spelling})-1 < 0)" if "*" not in spelling and "[" not in spelling else "-1"
            body.append(f"    printf(\"T {i} %zu %d\\n\", sizeof({spelling}), {signed});")
        body += ["    return 0;", "}", ""]
        return "\n".join([*head, *typedefs, "", *body])


# ----------------------------------------------------------------------------------- C program


def resolve(api: ir.Api, t: ir.CType) -> ir.CType:
    """Follow typedefs to the type they stand for."""
    typedefs = {td.name: td for td in api.typedefs}
    seen: set[str] = set()
    while t.kind == "typedef" and t.name in typedefs and t.name not in seen:
        seen.add(t.name)
        t = typedefs[t.name].type
    return t


def record_spellings(api: ir.Api) -> tuple[dict[str, tuple[str, tuple[str, ...], bool]], list[str]]:
    """record name -> (root C type, member path from the root, is an anonymous member).

    A record is spelled by its typedef name when a typedef of that name stands for it, else by
    `struct TAG` / `union TAG`; a nested record without either is reached through the parent
    member whose type it is."""
    records = {r.name: r for r in api.records}
    typedef_of = {td.name: td for td in api.typedefs}
    parent: dict[str, tuple[str, ir.Field]] = {}
    for rec in api.records:
        for f in rec.fields:
            t, depth = f.type, 0
            while t.kind == "array" and t.target is not None:
                t, depth = t.target, depth + 1
            if t.kind == "record" and t.name not in parent:
                parent[t.name] = (rec.name, dataclasses.replace(f, name=f.name + "[0]" * depth if f.name else ""))

    out: dict[str, tuple[str, tuple[str, ...], bool]] = {}
    failed: list[str] = []

    def spell(name: str, stack: tuple[str, ...] = ()) -> tuple[str, tuple[str, ...], bool] | None:
        if name in out:
            return out[name]
        rec = records[name]
        td = typedef_of.get(name)
        result: tuple[str, tuple[str, ...], bool] | None = None
        if td is not None and td.type.kind == "record" and td.type.name == name:
            result = (name, (), False)
        elif rec.tag:
            result = (f"{rec.kind} {rec.tag}", (), False)
        elif name in parent and parent[name][0] not in stack:
            pname, f = parent[name]
            up = spell(pname, (*stack, name))
            if up is not None:
                root, path, _anon = up
                result = (root, path, True) if f.name == "" else (root, (*path, f.name), False)
        if result is None:
            return None
        out[name] = result
        return result

    for rec in api.records:
        if not rec.opaque and spell(rec.name) is None:
            failed.append(rec.name)
    return out, failed


def leaves(api: ir.Api, rec: ir.Record) -> Iterator[Leaf]:
    """Named members reachable on `rec` itself: its own, and (recursively) its anonymous members'."""
    records = {r.name: r for r in api.records}
    for f in rec.fields:
        if f.name:
            yield Leaf(f.name, f)
        elif f.bit_width is None and f.type.kind == "record" and f.type.name in records:
            yield from leaves(api, records[f.type.name])
        # else: an unnamed bit-field, padding with no name to check


def is_integer(api: ir.Api, t: ir.CType) -> bool:
    t = resolve(api, t)
    return t.kind == "enum" or (t.kind == "builtin" and t.name not in _INTEGER_BUILTINS_SKIPPED)


def build_program(api: ir.Api, header: str) -> Program:
    prog = Program(api, header)
    prog.extra_headers = [*STANDINS_FIRST.get(api.library, ()),
                          *(h.path for h in api.headers if h.path != header and "/" not in h.path)]
    spellings, prog.unspellable = record_spellings(api)

    for rec in api.records:
        if rec.opaque or rec.name not in spellings:
            continue
        root, path, anonymous = spellings[rec.name]
        if anonymous:
            prog.via_parent.append(rec.name)
            continue
        spelling = root if not path else f"__typeof__((({root} *)0)->{'.'.join(path)})"
        t = prog.record_type(spelling)
        prog.spelled[rec.name] = t
        n = c_string(rec.name)
        prog.lines.append(
            f"printf(\"R %s %zu %zu %d\\n\", {n}, sizeof({t}), _Alignof({t}), "
            f"{int(rec.kind == 'union')});"
        )
        for leaf in leaves(api, rec):
            m = leaf.c_name
            if leaf.field.bit_width is None:
                member = f"((({t} *)0)->{m})"
                signed = f"(int)((__typeof__{member})-1 < 0)" if is_integer(api, leaf.field.type) else "-1"
                prog.lines.append(
                    f"printf(\"F %s %s %zu %zu %d\\n\", {n}, {c_string(m)}, offsetof({t}, {m}), "
                    f"sizeof{member}, {signed});"
                )
            else:
                prog.lines.append(
                    f"{{ {t} v; memset(&v, 0, sizeof v); v.{m} = -1; "
                    f"printf(\"B %s %s \", {n}, {c_string(m)}); layout_hex(&v, sizeof v); }}"
                )
    # Other names of the same records: typedefs (through typedef chains) and tags.
    for td in api.typedefs:
        target = resolve(api, ir.CType("typedef", td.name))
        if target.kind == "record" and target.name in prog.spelled and td.name != target.name:
            prog.lines.append(
                f"printf(\"A %s %s %zu %zu\\n\", {c_string(target.name)}, {c_string(td.name)}, "
                f"sizeof({td.name}), _Alignof({td.name}));"
            )
    for rec in api.records:
        if rec.tag and rec.tag != rec.name and rec.name in prog.spelled:
            tag = f"{rec.kind} {rec.tag}"
            prog.lines.append(
                f"printf(\"A %s %s %zu %zu\\n\", {c_string(rec.name)}, {c_string(rec.tag)}, "
                f"sizeof({tag}), _Alignof({tag}));"
            )

    for mac in api.macros:
        n, v = c_string(mac.name), mac.name
        if mac.kind == "integer":
            prog.lines.append(
                f"printf(\"M %s %llu %zu %d %d %d\\n\", {n}, (unsigned long long)({v}), sizeof({v}), "
                f"(int)(({v}) < 0), (int)((__typeof__({v}))-1 < 0), {prog.type_id(mac.ctype)});"
            )
        elif mac.kind == "pointer":
            prog.lines.append(
                f"printf(\"P %s %llu %zu %d\\n\", {n}, (unsigned long long)(uintptr_t)({v}), sizeof({v}), "
                f"{prog.type_id(mac.ctype)});"
            )
        elif mac.kind == "string":
            prog.lines.append(
                f"{{ static const char s[] = {v}; printf(\"S %s \", {n}); layout_hex(s, sizeof s - 1); }}"
            )
        elif mac.kind == "float":
            prog.lines.append(
                f"printf(\"D %s %a %zu %d\\n\", {n}, (double)({v}), sizeof({v}), {prog.type_id(mac.ctype)});"
            )

    typedef_names = {td.name for td in api.typedefs}
    for enum in api.enums:
        n = c_string(enum.name)
        spelling = enum.name if enum.name in typedef_names else (f"enum {enum.tag}" if enum.tag else "")
        if spelling:
            prog.lines.append(
                f"printf(\"E %s %zu %d %d\\n\", {n}, sizeof({spelling}), (int)(({spelling})-1 < 0), "
                f"{prog.type_id(enum.underlying)});"
            )
        for member in enum.members:
            prog.lines.append(
                f"printf(\"V %s %s %lld\\n\", {n}, {c_string(member.name)}, (long long)({member.name}));"
            )
    return prog


def compile_and_run(prog: Program, include: Path, workdir: Path) -> tuple[Path, list[list[str]]]:
    src = workdir / "layout.c"
    exe = workdir / "layout"
    src.write_text(prog.source())
    # The stand-ins for GL/EGL/VDPAU headers, and the C stand-ins for cuda_runtime.h and
    # cuda_fp16.h (curand.h, nccl.h, cuBLAS), as the generator parses with them: the latter
    # searched after everything else.
    cmd = [CC, "-std=gnu11", "-w", "-I", str(include), "-I", str(STANDIN_INCLUDE), "-idirafter", str(CUDA_C_INCLUDE),
           str(src), "-o", str(exe)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)} failed:\n{done.stderr[:6000]}")
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=60, check=True)
    return src, [line.split(" ") for line in run.stdout.splitlines()]


# -------------------------------------------------------------------------------------- compare


def _set_all_ones(obj: Any, name: str, width: int) -> None:
    try:
        setattr(obj, name, -1)
    except (TypeError, ValueError, OverflowError):
        setattr(obj, name, (1 << width) - 1)


def _is_signed(cls: type, name: str) -> bool | None:
    """Whether a ctypes integer member reads back -1 as negative; None if it is not an integer."""
    obj = cls()
    # Through ctypes' own descriptor: the generated field rules refuse -1 for an unsigned
    # field (as a function argument would), which is not what is probed here.
    desc = getattr(cls, name)
    cfield = getattr(desc, "cfield", desc)
    try:
        cfield.__set__(obj, -1)
    except (TypeError, ValueError, OverflowError):
        return None
    value = cfield.__get__(obj, cls)
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return value < 0


def compare(api: ir.Api, prog: Program, rows: list[list[str]], module: types.ModuleType, report: Report) -> None:
    records = {r.name: r for r in api.records}
    ctype_rows = {int(r[1]): (int(r[2]), int(r[3])) for r in rows if r[0] == "T"}
    c = report.counts
    c["records"] = sum(not r.opaque for r in api.records)
    c["records_compiled"] = len(prog.spelled)
    c["records_via_parent"] = len(prog.via_parent)
    for name in prog.unspellable:
        report.add("record", name, f"{name}: no C spelling found (no typedef, tag or parent member)")
    bitfield_widths = {
        (rec.name, leaf.c_name): leaf.field.bit_width
        for rec in api.records
        for leaf in leaves(api, rec)
        if leaf.field.bit_width is not None
    }

    def cls_of(name: str) -> type | None:
        cls = getattr(module, name, None)
        return cls if isinstance(cls, type) and issubclass(cls, ctypes.Structure | ctypes.Union) else None

    for row in rows:
        kind = row[0]
        if kind == "R":
            name, size, align, is_union = row[1], int(row[2]), int(row[3]), row[4] == "1"
            cls = cls_of(name)
            if cls is None:
                report.add("record", name, f"{name}: no ctypes Structure/Union of that name in the module")
                continue
            if issubclass(cls, ctypes.Union) != is_union:
                report.add("record", name, f"{name}: C {'union' if is_union else 'struct'} vs ctypes {cls.__mro__[1].__name__}")
            if ctypes.sizeof(cls) != size:
                report.add("record", name, f"{name} sizeof: C {size} vs ctypes {ctypes.sizeof(cls)}")
            if ctypes.alignment(cls) != align and not _align_unsupported(cls, align):
                report.add("record", name, f"{name} alignof: C {align} vs ctypes {ctypes.alignment(cls)}")
            elif ctypes.alignment(cls) != align:
                report.counts["over_aligned_pre_313"] += 1
            ir_rec = records[name]
            if (ir_rec.size, ir_rec.align) != (size, align):
                report.add("record", name, f"{name} IR size/align {ir_rec.size}/{ir_rec.align} vs C {size}/{align}")
        elif kind == "F":
            name, member, offset, size, signed = row[1], row[2], int(row[3]), int(row[4]), int(row[5])
            c["fields"] += 1
            cls = cls_of(name)
            if cls is None:
                continue  # reported on its R line
            desc = getattr(cls, py_name(member), None)
            where = f"{name}.{py_name(member)}"
            if desc is None or not hasattr(desc, "offset"):
                report.add("record", name, f"{where}: member missing from the ctypes class")
                continue
            if desc.offset != offset:
                report.add("record", name, f"{where} offset: C {offset} vs ctypes {desc.offset}")
            if desc.size != size:
                report.add("record", name, f"{where} size: C {size} vs ctypes {desc.size}")
            if signed >= 0:
                c["signedness"] += 1
                py_signed = _is_signed(cls, py_name(member))
                if py_signed is None:
                    report.add("record", name, f"{where}: C integer member, not an integer in ctypes")
                elif py_signed != bool(signed):
                    report.add(
                        "record", name,
                        f"{where} signedness: C {'signed' if signed else 'unsigned'} vs ctypes "
                        f"{'signed' if py_signed else 'unsigned'}",
                    )
        elif kind == "B":
            name, member, c_bytes = row[1], row[2], row[3]
            c["bitfields"] += 1
            cls = cls_of(name)
            if cls is None:
                continue
            where = f"{name}.{py_name(member)}"
            if not hasattr(cls, py_name(member)):
                report.add("record", name, f"{where}: bit-field missing from the ctypes class")
                continue
            obj = cls()
            _set_all_ones(obj, py_name(member), bitfield_widths[name, member] or 0)
            py_bytes = bytes(obj).hex()
            if py_bytes != c_bytes:
                report.add("record", name, f"{where} bits set to all ones: C {c_bytes} vs ctypes {py_bytes}")
        elif kind == "A":
            name, alias, size, align = row[1], row[2], int(row[3]), int(row[4])
            c["aliases"] += 1
            target = cls_of(name)
            cls = getattr(module, alias, None)
            if cls is None:
                if alias not in {r.tag for r in api.records}:  # tags are optional names in Python
                    report.add("record", name, f"{alias}: typedef of {name}, missing from the module")
                continue
            if cls is not target:
                report.add("record", name, f"{alias}: names {cls!r}, not the class of {name}")
            elif ctypes.sizeof(cls) != size or (
                ctypes.alignment(cls) != align and not _align_unsupported(cls, align)
            ):
                report.add(
                    "record", name,
                    f"{alias} (= {name}) sizeof/alignof: C {size}/{align} vs ctypes "
                    f"{ctypes.sizeof(cls)}/{ctypes.alignment(cls)}",
                )
    _compare_macros(api, rows, ctype_rows, module, report)
    _compare_enums(api, rows, ctype_rows, module, report)


def _compare_macros(
    api: ir.Api,
    rows: list[list[str]],
    ctype_rows: dict[int, tuple[int, int]],
    module: types.ModuleType,
    report: Report,
) -> None:
    macros = {m.name: m for m in api.macros}
    for row in rows:
        kind = row[0]
        if kind not in "MPSD":
            continue
        name = row[1]
        mac = macros[name]
        report.counts["macros"] += 1
        py = getattr(module, name, None)

        def bad(what: str, name: str = name) -> None:
            report.add("macro", name, f"{name}: {what}")

        if kind == "M":
            u64, size, negative, signed_type, tid = (int(x) for x in row[2:7])
            value = u64 - (1 << 64) if negative else u64
            ctype_size, ctype_signed = ctype_rows[tid]
            if mac.value != value:
                bad(f"C value {value} vs IR {mac.value}")
            if size != ctype_size:
                bad(f"sizeof: C {size} vs sizeof({mac.ctype}) {ctype_size} (the IR ctype)")
            if signed_type != ctype_signed:
                bad(f"C type is {'signed' if signed_type else 'unsigned'}, IR ctype {mac.ctype!r} is not")
            if not isinstance(py, int) or py != value:
                bad(f"C value {value} vs module constant {py!r}")
        elif kind == "P":
            u64, size, tid = int(row[2]), int(row[3]), int(row[4])
            ctype_size, _ = ctype_rows[tid]
            if not isinstance(mac.value, int) or mac.value % (1 << 64) != u64:
                bad(f"C address {u64:#x} vs IR {mac.value!r}")
            if size != ctype_size:
                bad(f"sizeof: C {size} vs sizeof({mac.ctype}) {ctype_size} (the IR ctype)")
            if not isinstance(py, int) or py % (1 << 64) != u64:
                bad(f"C address {u64:#x} vs module constant {py!r}")
        elif kind == "S":
            c_bytes = bytes.fromhex(row[2] if len(row) > 2 else "")
            if not isinstance(mac.value, str) or mac.value.encode() != c_bytes:
                bad(f"C string {c_bytes!r} vs IR {mac.value!r}")
            py_bytes = py.encode() if isinstance(py, str) else py
            if py_bytes != c_bytes:
                bad(f"C string {c_bytes!r} vs module constant {py!r}")
        else:  # D
            value, size, tid = float.fromhex(row[2]), int(row[3]), int(row[4])
            if mac.value != value:
                bad(f"C value {value!r} vs IR {mac.value!r}")
            if size != ctype_rows[tid][0]:
                bad(f"sizeof: C {size} vs sizeof({mac.ctype}) {ctype_rows[tid][0]} (the IR ctype)")
            if not isinstance(py, float) or py != value:
                bad(f"C value {value!r} vs module constant {py!r}")
    checked = {r[1] for r in rows if r[0] in "MPSD"}
    for mac in api.macros:
        if mac.kind in ("integer", "pointer", "string", "float") and mac.name not in checked:
            report.add("macro", mac.name, f"{mac.name}: not printed by the C program")


def _compare_enums(
    api: ir.Api,
    rows: list[list[str]],
    ctype_rows: dict[int, tuple[int, int]],
    module: types.ModuleType,
    report: Report,
) -> None:
    enums = {e.name: e for e in api.enums}
    for row in rows:
        if row[0] == "E":
            name, size, signed, tid = row[1], int(row[2]), int(row[3]), int(row[4])
            report.counts["enums"] += 1
            enum = enums[name]
            if (size, signed) != ctype_rows[tid]:
                report.add(
                    "enum", name,
                    f"{name}: C sizeof/signed {size}/{signed} vs IR underlying {enum.underlying!r} "
                    f"{ctype_rows[tid][0]}/{ctype_rows[tid][1]}",
                )
            if not isinstance(getattr(module, name, None), type):
                report.add("enum", name, f"{name}: no enum class of that name in the module")
        elif row[0] == "V":
            name, member, value = row[1], row[2], int(row[3])
            report.counts["enumerators"] += 1
            ir_value = next(m.value for m in enums[name].members if m.name == member)
            if ir_value != value:
                report.add("enum", name, f"{name}.{member}: C {value} vs IR {ir_value}")
            py = getattr(module, member, None)
            if not isinstance(py, int) or int(py) != value:
                report.add("enum", name, f"{member}: C {value} vs module constant {py!r}")
            cls = getattr(module, name, None)
            py_member = getattr(cls, member, None)
            if not isinstance(py_member, int) or int(py_member) != value:
                report.add("enum", name, f"{name}.{member}: C {value} vs enum class member {py_member!r}")


def check(api: ir.Api, header: str, include: Path, module: types.ModuleType, workdir: Path,
          label: str) -> Report:
    """Build, compile and run the C program for `api`, and compare it with `module`."""
    report = Report(label)
    prog = build_program(api, header)
    report.c_source, rows = compile_and_run(prog, include, workdir)
    compare(api, prog, rows, module, report)
    return report


def explain(report: Report, category: str, ignore: dict[str, str] | None = None) -> str:
    found = report.of(category, ignore)
    lines = [f"{len(found)} {category} mismatches between gcc and the generated bindings ({report.label}); "
             f"C program: {report.c_source}"]
    lines += [f"  {m}" for m in found]
    return "\n".join(lines)


# ------------------------------------------------------------------------- the generated packages


def _cases() -> list[Any]:
    cases = []
    for api_json in sorted(GENERATED.glob("cuda_*/api.json")):
        release = api_json.parent.name.removeprefix("cuda_").replace("_", ".")
        if not (HEADERS / release).is_dir():
            continue
        for lib in json.loads(api_json.read_text())["libraries"]:
            # One worker computes a library's comparison for its three tests (--dist loadgroup).
            cases.append(pytest.param(release, lib["library"], id=f"{release}-{lib['library']}",
                                      marks=pytest.mark.xdist_group(f"layout-{release}-{lib['library']}")))
    return cases


CASES = _cases()


def _need_cc() -> None:
    if shutil.which(CC) is None:
        pytest.skip(f"no C compiler: {CC!r} is not on PATH (the layout oracle is gcc)")


def _import(root: Path, package: str, module: str) -> types.ModuleType:
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    return importlib.import_module(f"{package}.{module}")


@pytest.fixture(scope="module")
def reports() -> dict[tuple[str, str], Report]:
    return {}


@pytest.fixture
def report(
    release: str, library: str, reports: dict[tuple[str, str], Report],
    tmp_path_factory: pytest.TempPathFactory,
) -> Report:
    """The comparison for one (release, library), computed once per module."""
    _need_cc()
    key = (release, library)
    if key not in reports:
        if library not in MAIN_HEADER:
            pytest.fail(f"no main header known for library {library!r}: add it to MAIN_HEADER")
        package = "cuda_" + release.replace(".", "_")
        api = committed.package(package).library(library)
        module = _import(GENERATED, package, library)
        workdir = tmp_path_factory.mktemp(f"layout_{package}_{library}")
        start = time.perf_counter()
        reports[key] = check(api, MAIN_HEADER[library], HEADERS / release, module, workdir, f"{release}/{library}")
        print(f"\n{reports[key].summary()} [{time.perf_counter() - start:.1f}s]")
    return reports[key]


@pytest.mark.parametrize(("release", "library"), CASES)
def test_records_match_the_compiler(report: Report, release: str, library: str) -> None:
    known = KNOWN_BUGS.get((release, library), {})
    # nvrtc.h declares no struct with a layout (nvrtcProgram is opaque); the others must compile some.
    assert report.counts["records_compiled"] > 0 or report.counts["records"] == 0
    assert report.counts["fields"] > 0 or report.counts["records"] == 0
    assert not report.of("record", known), explain(report, "record", known)


@pytest.mark.parametrize(("release", "library"), CASES)
def test_macros_match_the_compiler(report: Report, release: str, library: str) -> None:
    known = KNOWN_BUGS.get((release, library), {})
    assert not report.of("macro", known), explain(report, "macro", known)


@pytest.mark.parametrize(("release", "library"), CASES)
def test_enumerators_match_the_compiler(report: Report, release: str, library: str) -> None:
    known = KNOWN_BUGS.get((release, library), {})
    assert not report.of("enum", known), explain(report, "enum", known)


def _known_cases() -> list[Any]:
    return [
        pytest.param(release, library, item, id=f"{release}-{library}-{item}",
                     marks=[pytest.mark.xfail(strict=True, reason=reason),
                            pytest.mark.xdist_group(f"layout-{release}-{library}")])
        for (release, library), items in KNOWN_BUGS.items()
        for item, reason in items.items()
        if any(p.values[:2] == (release, library) for p in CASES)
    ]


@pytest.mark.parametrize(("release", "library", "item"), _known_cases())
def test_known_bugs(report: Report, release: str, library: str, item: str) -> None:
    found = [m for m in report.mismatches if m.item == item]
    assert not found, "\n".join(str(m) for m in found)


# ------------------------------------------------------- the mechanism, on fixture headers (tests/layout)


def _generate_fixture(header: str, root: Path) -> tuple[ir.Api, types.ModuleType]:
    """`cudagen generate --header tests/layout/HEADER` into root, and import the module."""
    pytest.importorskip("clang.cindex", reason="libclang (pip) is needed to generate the fixture bindings")
    package = f"layoutfx_{Path(header).stem}_{root.name}"
    out = root / package
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO / "generator"), env.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "cudagen", "generate", "--header", str(FIXTURES / header), "--out", str(out)],
        capture_output=True, text=True, env=env, timeout=120,
    )
    if done.returncode != 0:
        raise AssertionError(f"cudagen generate --header {header} failed:\n{done.stdout}{done.stderr}")
    api = ir.from_json((out / "api.json").read_text()).libraries[0]
    try:
        module = _import(root, package, api.library)
    except Exception as e:
        raise AssertionError(f"importing the bindings generated from {header} fails: {e!r}") from e
    return api, module


@pytest.fixture(scope="module")
def layout_ok(tmp_path_factory: pytest.TempPathFactory) -> tuple[ir.Api, types.ModuleType]:
    return _generate_fixture("layout_ok.h", tmp_path_factory.mktemp("layoutfx"))


def _check_fixture(header: str, tmp_path: Path) -> Report:
    _need_cc()
    api, module = _generate_fixture(header, tmp_path)
    return check(api, header, FIXTURES, module, tmp_path, f"fixture {header}")


def test_mechanism_on_fixture(layout_ok: tuple[ir.Api, types.ModuleType], tmp_path: Path) -> None:
    """layout_ok.h: bit-fields, anonymous and nested members, keyword member names, every macro
    kind, signed and unsigned enums. The generator handles all of it: no mismatch, and every
    kind of check actually ran."""
    _need_cc()
    api, module = layout_ok
    report = check(api, "layout_ok.h", FIXTURES, module, tmp_path, "fixture layout_ok.h")
    print(f"\n{report.summary()}")
    assert not report.mismatches, explain(report, "record") + "\n" + explain(report, "macro") + "\n" + explain(
        report, "enum"
    )
    src = report.c_source.read_text() if report.c_source else ""
    for line_kind in ("\"R ", "\"F ", "\"B ", "\"A ", "\"M ", "\"P ", "\"S ", "\"D ", "\"E ", "\"V "):
        assert line_kind in src, f"the fixture no longer exercises {line_kind.strip()} lines"
    assert report.counts["bitfields"] >= 8
    assert report.counts["records_via_parent"] >= 1
    assert "__typeof__" in src  # a nested record reached through its parent member


def test_mechanism_detects_wrong_layouts(layout_ok: tuple[ir.Api, types.ModuleType], tmp_path: Path) -> None:
    """The comparison is not vacuous: a module with deliberately wrong ctypes classes is caught."""
    _need_cc()
    api, module = layout_ok
    mutant = types.ModuleType("mutant")
    mutant.__dict__.update(vars(module))

    class layoutBits(ctypes.Structure):  # lo and mid swapped
        _fields_ = [("mid", ctypes.c_uint, 9), ("lo", ctypes.c_uint, 3), ("s", ctypes.c_int, 5),
                    ("hi", ctypes.c_uint, 15), ("next", ctypes.c_uint, 4), ("rest", ctypes.c_uint, 28),
                    ("wide", ctypes.c_ulonglong)]

    class layoutTagged(ctypes.Structure):  # packed to 4
        _pack_ = 4
        _fields_ = [("a", ctypes.c_short), ("b", ctypes.c_longlong)]

    mutant.layoutBits = layoutBits
    mutant.layoutTagged = layoutTagged
    mutant.LAYOUT_NEG = -6
    report = check(api, "layout_ok.h", FIXTURES, mutant, tmp_path, "mutant")
    found = {m.what.split(":")[0] for m in report.mismatches}
    assert {"layoutBits.lo bits set to all ones", "layoutBits.mid bits set to all ones"} <= found, found
    assert {"layoutTagged sizeof", "layoutTagged alignof", "layoutTagged.b offset"} <= found, found
    assert "LAYOUT_NEG" in found, found
    assert "layoutBits.s bits set to all ones" not in found  # same bits in both: no false alarm


# Fixtures for generator bugs that were fixed: unnamed padding bit-fields (were taken for
# anonymous members), zero-width bit-fields (ctypes cannot spell width 0: the unit is padded
# instead), and arrays of unnamed structs (were taken for anonymous members).
FIXED_FIXTURES = ["layout_unnamed_bitfield.h", "layout_zero_width_bitfield.h", "layout_array_of_unnamed_struct.h"]


@pytest.mark.parametrize("header", FIXED_FIXTURES)
def test_regression_fixtures(header: str, tmp_path: Path) -> None:
    report = _check_fixture(header, tmp_path)
    print(f"\n{report.summary()}")
    assert not report.mismatches, explain(report, "record") + "\n" + explain(report, "macro")


# Generator bugs shown by fixture headers: strict xfails that start passing once fixed.
FIXTURE_BUGS = {
    "bug_bitfield_packing.h": (
        "gcc packs a member after a bit-field run into the unit's free bytes and lets bit-fields of "
        "different types share a unit; ctypes (before Python 3.14's _layout_) starts a new unit"
    ),
}


@pytest.mark.parametrize(
    "header",
    [pytest.param(h, marks=pytest.mark.xfail(strict=True, raises=AssertionError, reason=r)) for h, r in
     FIXTURE_BUGS.items()],
)
def test_fixture_generator_bugs(header: str, tmp_path: Path) -> None:
    report = _check_fixture(header, tmp_path)
    print(f"\n{report.summary()}")
    assert not report.mismatches, explain(report, "record") + "\n" + explain(report, "macro")
