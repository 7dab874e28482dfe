"""What every parameter kind shares: `Param` (one C parameter with what its kind needs to know
about the others), `Kind` (the two renderings) and the registry `KINDS`."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar, TypeVar

from .. import ir
from ..backends.c.call import CCall
from ..backends.python.call import PyCall
from ..rules.classify import FunctionRules, ParamRule
from ..rules.library import Library
from ..rules.typemap import Resolved, TypeMap


@dataclass
class Param:
    """One C parameter of one function, with what its kind needs to know about the others."""

    fn: ir.Function
    p: ir.Param
    rule: ParamRule
    rules: FunctionRules
    names: dict[str, str]  # C parameter name -> Python name
    docs: dict[str, str]  # C parameter name -> its Doxygen text
    doc: str  # the parameter's doc, as the Python signature's docs show it
    counted: dict[str, list[str]]  # count parameter -> the (Python) arrays it counts
    fewer: dict[str, list[int]]  # count parameter -> how many fewer elements each array has
    t: TypeMap
    lib: Library

    @property
    def n(self) -> str:
        """The Python name."""
        return self.names[self.p.name]

    @property
    def q(self) -> str:
        """How errors name the parameter: a Python string literal."""
        return repr(f"{self.fn.name}() argument '{self.n}'")

    @property
    def r(self) -> Resolved:
        return self.t.resolve(self.p.type)

    def target(self) -> ir.CType:
        """What the pointer parameter points to."""
        target = self.r.ctype.target
        assert target is not None, f"{self.fn.name}.{self.p.name} is not a pointer"
        return target

    def element_of(self, name: str) -> ir.CType:
        """What pointer parameter `name` of the same function points to."""
        target = self.t.resolve(self.fn.param(name).type).ctype.target
        assert target is not None, f"{self.fn.name}.{name} is not a pointer"
        return target

    def py_sizeof(self, el: ir.CType) -> str:
        """Python: the byte size of one element of type `el` (an array's length in bytes is
        its count times this)."""
        return f"_c.sizeof({self.storage_ctype(el)})"

    def c_sizeof(self, cc: CCall, el: ir.CType) -> str:
        """C: the byte size of one element of type `el`: a struct's from the IR (the extension
        sees no library header), a scalar's from its C type."""
        r = self.t.resolve(el)
        if r.category == "record":
            return f"(size_t){self.t.records[r.ctype.name].size}"
        if r.category in ("pointer", "void") or (r.category == "handle" and r.ctype.kind == "pointer"):
            return "sizeof(void *)"
        return f"sizeof({cc.cm.c_type(el)})"

    def storage_ctype(self, ctype_ir: ir.CType) -> str:
        """The ctypes type of output storage for a value of `ctype_ir`: pointers as c_void_p."""
        resolved = self.t.resolve(ctype_ir)
        return "_c.c_void_p" if resolved.category in ("pointer", "void") else self.t.ctypes_type(ctype_ir)

    def inputs_before(self, py_names: list[str]) -> list[str]:
        """The Python parameters (of `py_names`, the signature's) before this one: what a size
        function is called with."""
        names = []
        for p in self.fn.params:
            if p.name == self.p.name:
                break
            if self.names[p.name] in py_names:
                names.append(self.names[p.name])
        return names

    def struct_version(self, record: ir.CType) -> tuple[int, int] | None:
        """(byte offset, value) of the `version` field of a struct of `record`'s type in a library
        whose structs carry one (rules.library.Library.versioned_structs: nvmlX_vN_t holds
        sizeof | N << 24, NVML_STRUCT_VERSION); None where the struct has none."""
        r = self.t.resolve(record)
        rec = self.t.records.get(r.ctype.name) if self.lib.versioned_structs and r.category == "record" else None
        found = re.search(r"_v(\d+)_t$", r.ctype.name)
        if rec is None or found is None or not rec.fields or rec.fields[0].name != "version":
            return None
        return rec.fields[0].offset_bits // 8, rec.size | (int(found.group(1)) << 24)

    def size_var(self, cc: CCall, name: str) -> tuple[str, bool]:
        """The C variable holding the checked value of size or count parameter `name`, and
        whether it is signed."""
        rule = self.rules.param(name)
        prefix = "o" if rule.kind == "inout" else "a"
        target = self.fn.param(name).type
        if rule.kind == "inout":
            target = self.t.resolve(target).ctype.target or target
        var = f"a_{name}_v" if rule.kind == "count" else f"{prefix}_{name}"  # a count: its 64-bit value
        return var, cc.bounds(target)[0] < 0


class Kind:
    """A parameter kind: how a parameter of that kind is taken, checked, passed to C and
    returned, once per backend. `python` adds its pieces to the Python body and returns the
    expression C receives (and the one the size query of array_out_query passes, "" for the
    same); `c` adds its pieces to the C function, or returns False where the kind has no C
    form (the function then keeps its Python body)."""

    name: ClassVar[str]

    def python(self, a: Param, py: PyCall) -> tuple[str, str]:
        raise NotImplementedError

    def c(self, a: Param, cc: CCall) -> bool:
        """Add this parameter to the C function; False: the kind has no C form."""
        return False


KINDS: dict[str, Kind] = {}
K = TypeVar("K", bound=Kind)


def kind(*names: str) -> Callable[[type[K]], type[K]]:
    """Register the class as the handling of parameters of these rules.KINDS."""

    def register(cls: type[K]) -> type[K]:
        for name in names:
            KINDS[name] = cls()
        cls.name = names[0]
        return cls

    return register


def fill_version(cc: CCall, memory: str, version: tuple[int, int], phase: float, condition: str = "1") -> None:
    """C: where `condition` holds, set the `version` field (at its offset) of the struct at
    `memory` if it is 0, as _support.fill_version does for the Python body."""
    offset, value = version
    cc.convert(phase, f"if ({condition}) {{\n    unsigned int cg_ver;\n"
                      f"    memcpy(&cg_ver, (char *){memory} + {offset}, sizeof cg_ver);\n"
                      f"    if (cg_ver == 0) {{\n        cg_ver = {value}u;\n"
                      f"        memcpy((char *){memory} + {offset}, &cg_ver, sizeof cg_ver);\n    }}\n}}")


def mentions_null(text: str) -> bool:
    """Whether a parameter's doc allows NULL ("may be NULL", "or NULL", "optional"): only then
    does the binding pass None on as NULL for a string or struct pointer."""
    return bool(re.search(r"\bNULL\b|\bnull\b|optional|\bmay be omitted", text))
