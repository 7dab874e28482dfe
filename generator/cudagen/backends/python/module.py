"""What the Python bodies of one module share: the one-element array types of output
storage, the `_support` functions hot paths name once, and how a checked value is passed,
range-checked and read back."""

from __future__ import annotations

from dataclasses import dataclass, field

from ... import ir
from ...rules.library import Library
from ...rules.typemap import Resolved, TypeMap, py_global


@dataclass
class PyModule:
    """The module-level pieces the functions of one module share."""

    types: TypeMap
    lib: Library
    cells: dict[str, str] = field(default_factory=dict)  # ctypes type -> module-level `T * 1` alias
    hot: dict[str, str] = field(default_factory=dict)  # module-level alias -> the _support function it names

    def cell(self, ctype: str) -> str:
        """A module-level one-element array type of `ctype` (output storage: passed as is,
        it is a pointer to C, and cheaper than a scalar plus byref)."""
        name = self.cells.get(ctype)
        if name is None:
            name = self.cells[ctype] = f"_cell{len(self.cells)}"
        return name

    def pass_value(self, ctype: ir.CType, expr: str) -> str:
        """How a checked Python value is passed to C with no argtypes: ints of 32 bits or
        fewer as they are (ctypes passes a C int), wider ints, pointers and floats wrapped
        in their ctypes type, structs by value as they are."""
        r = self.types.resolve(ctype)
        s = r.ctype
        if r.category == "float":
            return {"float": f"_c.c_float({expr})", "long double": f"_c.c_longdouble({expr})"}.get(
                s.name, f"_c.c_double({expr})")
        if r.category in ("pointer", "handle") and s.kind == "pointer":
            return f"{expr} if {expr} is None else _vp({expr})" if expr.isidentifier() else f"_vp({expr})"
        if r.category in ("int", "enum", "handle", "bool", "char"):
            bounds = self.types.int_range(ctype)
            if bounds is not None and bounds[1] > 2**32 - 1:
                return f"{'_i64' if bounds[0] < 0 else '_u64'}({expr})"
            return expr
        return expr

    def range_check(self, ctype: ir.CType, r: Resolved, n: str, q: str) -> str:
        """A check that lets plain in-range ints through at the cost of a comparison and
        converts or rejects everything else (ctypes would truncate out-of-range ints)."""
        if r.category == "float":
            return f"if {n}.__class__ is not _float:\n    {n} = _s.as_float({n}, {q})"
        if r.category == "record":
            cls = self.types.ctypes_type(ctype)
            return f"if {n}.__class__ is not {cls}:\n    {n} = _s.struct_value({n}, {cls}, {q})"
        if r.category not in ("int", "enum", "handle", "bool", "char"):
            return ""
        bounds = self.types.int_range(ctype)
        if bounds is None:
            return ""
        lo, hi = bounds
        test = f"{n}.__class__ is not _int or not {lo} <= {n} <= {hi}"
        if r.category == "enum":
            # A member of the parameter's own enum is in range by construction.
            test = f"{n}.__class__ is not {py_global(r.ctype.name)} and ({test})"
        handle = ", handle=True" if r.category == "handle" else ""
        return f"if {test}:\n    {n} = _s.as_int({n}, {q}, {lo}, {hi}{handle})"

    def read(self, tr: Resolved, ctype_ir: ir.CType, ctype: str, var: str) -> tuple[str, str]:
        """How to read an output of C type `ctype_ir` held in ctypes storage `var`:
        (Python expression, annotation)."""
        if tr.category == "enum":
            return f"_s.member({py_global(tr.ctype.name)}, {var})", py_global(tr.ctype.name)
        if tr.category == "record":
            return var, py_global(tr.ctype.name)
        value = var
        if ctype == "_c.c_void_p":
            return f"{value} or 0", (tr.handle if tr.category == "handle" else "int")
        return value, self.types.annotation(ctype_ir, accept=False)
