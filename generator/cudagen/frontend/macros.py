"""Object-like macros to typed Python values.

The front end hands over each `#define` as a token list; this module expands and
evaluates them the way the C preprocessor and compiler would for constant
expressions: integer literals with their suffix types, the usual arithmetic
conversions, casts to builtin and typedef'd types, pointer casts
(`((void*)0x01)`), string literals, references to other macros and enumerators,
and redirections to versioned functions (`#define cuMemAlloc cuMemAlloc_v2`,
`__CUDA_API_PTDS(cuMemcpyHtoD_v2)`). What cannot be evaluated is returned as a
skip with a reason, never guessed.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

Token = tuple[str, str]  # (kind, spelling): identifier | keyword | literal | punctuation


@dataclass(frozen=True, slots=True)
class MacroDef:
    """A #define as the front end saw it."""

    name: str
    params: tuple[str, ...] | None  # None for object-like macros
    body: tuple[Token, ...]

    @property
    def text(self) -> str:
        return " ".join(s for _, s in self.body)


@dataclass(frozen=True, slots=True)
class Value:
    """An evaluated constant: `kind` integer | float | string | pointer | alias. `ctype` is
    the type as written (a typedef after a cast); `base` the builtin it stands for, which
    arithmetic uses ("" when it is `ctype` itself)."""

    kind: str
    value: int | float | str
    ctype: str
    base: str = ""

    @property
    def arith(self) -> str:
        return self.base or self.ctype


class Unevaluable(Exception):
    """The macro has no constant value; the message is the reason."""


# Integer types by conversion rank, with their width and signedness (LP64).
_INT_TYPES = {
    "int": (32, True, 1),
    "unsigned int": (32, False, 1),
    "long": (64, True, 2),
    "unsigned long": (64, False, 2),
    "long long": (64, True, 3),
    "unsigned long long": (64, False, 3),
}
_SMALL_INTS = {
    "char": (8, True),
    "signed char": (8, True),
    "unsigned char": (8, False),
    "short": (16, True),
    "unsigned short": (16, False),
    "_Bool": (1, False),
}
_FLOAT_TYPES = {"float", "double", "long double"}


def _wrap(value: int, ctype: str) -> int:
    bits, signed = _width(ctype)
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


def _width(ctype: str) -> tuple[int, bool]:
    if ctype in _INT_TYPES:
        bits, signed, _ = _INT_TYPES[ctype]
        return bits, signed
    return _SMALL_INTS[ctype]


def _promote(ctype: str) -> str:
    return "int" if ctype in _SMALL_INTS else ctype


def _common(a: str, b: str) -> str:
    """C's usual arithmetic conversions for two integer types."""
    a, b = _promote(a), _promote(b)
    if a == b:
        return a
    _ba, sa, ra = _INT_TYPES[a]
    _bb, sb, rb = _INT_TYPES[b]
    if sa == sb:
        return a if ra > rb else b
    unsigned, signed = (a, b) if not sa else (b, a)
    if _INT_TYPES[unsigned][2] >= _INT_TYPES[signed][2]:
        return unsigned
    if _INT_TYPES[signed][0] > _INT_TYPES[unsigned][0]:
        return signed
    return "unsigned " + signed if not signed.startswith("unsigned") else signed


_INT_LITERAL = re.compile(r"^(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlL]*)$")
_FLOAT_LITERAL = re.compile(r"^((\d+\.\d*|\.\d+|\d+)([eE][-+]?\d+)?|\d+[eE][-+]?\d+)([fFlL]?)$")


def int_literal(text: str) -> tuple[int, str]:
    """Value and C type of an integer literal (C11 6.4.4.1, LP64)."""
    m = _INT_LITERAL.match(text)
    if not m:
        raise Unevaluable(f"not an integer literal: {text}")
    digits, suffix = m.group(1), m.group(2).lower()
    if digits[:2].lower() == "0x":
        value = int(digits, 16)
    elif digits[:2].lower() == "0b":
        value = int(digits[2:], 2)
    elif digits.startswith("0") and len(digits) > 1:
        value = int(digits, 8)
    else:
        value = int(digits)
    decimal = not digits.startswith("0") or digits == "0"
    longs = suffix.count("l")
    bases = ["int", "long", "long long"][min(longs, 2) :]
    for base in bases:
        if "u" in suffix:
            options = ["unsigned " + base]
        elif decimal:
            options = [base]
        else:
            options = [base, "unsigned " + base]
        for ctype in options:
            bits, signed = _width(ctype)
            if value < (1 << (bits - 1) if signed else 1 << bits):
                return value, ctype
    raise Unevaluable(f"integer literal too large: {text}")


class _Parser:
    """Recursive-descent evaluator over C constant-expression tokens."""

    def __init__(self, tokens: Sequence[Token], ev: Evaluator) -> None:
        self.toks = list(tokens)
        self.i = 0
        self.ev = ev

    def peek(self) -> str | None:
        return self.toks[self.i][1] if self.i < len(self.toks) else None

    def take(self, expected: str | None = None) -> Token:
        if self.i >= len(self.toks):
            raise Unevaluable("unexpected end of expression")
        tok = self.toks[self.i]
        if expected is not None and tok[1] != expected:
            raise Unevaluable(f"expected '{expected}', found '{tok[1]}'")
        self.i += 1
        return tok

    def parse(self) -> Value:
        v = self.ternary()
        if self.i != len(self.toks):
            raise Unevaluable(f"unexpected token '{self.toks[self.i][1]}'")
        return v

    def ternary(self) -> Value:
        cond = self.binary(0)
        if self.peek() == "?":
            self.take()
            a = self.ternary()
            self.take(":")
            b = self.ternary()
            chosen = a if _truth(cond) else b
            if a.kind == b.kind == "integer":
                # C11 6.5.15: both operands are converted to their common type first.
                ctype = _common(_as_int(a)[1], _as_int(b)[1])
                value, _ = _as_int(chosen)
                return Value("integer", _wrap(value, ctype), ctype)
            return chosen
        return cond

    _PREC: tuple[tuple[str, ...], ...] = (
        ("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="),
        ("<<", ">>"), ("+", "-"), ("*", "/", "%"),
    )

    def binary(self, level: int) -> Value:
        if level == len(self._PREC):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in self._PREC[level]:
            op = self.take()[1]
            right = self.binary(level + 1)
            left = _binop(op, left, right)
        return left

    def unary(self) -> Value:
        tok = self.peek()
        if tok in ("-", "+", "~", "!"):
            self.take()
            v = self.unary()
            return _unop(tok, v)
        if tok == "(" and self._is_cast():
            self.take("(")
            ctype = self._type_name()
            self.take(")")
            return self.ev.cast(ctype, self.unary())
        return self.primary()

    def _is_cast(self) -> bool:
        j = self.i + 1
        if j >= len(self.toks):
            return False
        kind, text = self.toks[j]
        if kind == "keyword" and text in _TYPE_KEYWORDS:
            return True
        if kind == "identifier" and self.ev.is_type(text):
            # "(T)" followed by an operand, not "(NAME)" used as a value.
            k = j + 1
            while k < len(self.toks) and self.toks[k][1] in ("*", "const"):
                k += 1
            return k < len(self.toks) and self.toks[k][1] == ")"
        return False

    def _type_name(self) -> str:
        words: list[str] = []
        stars = 0
        while self.peek() not in (")", None):
            _kind, text = self.take()
            if text == "*":
                stars += 1
            elif text in ("const", "volatile"):
                continue
            else:
                words.append(text)
        base = " ".join(words)
        base = _normalize_builtin(base)
        return base + " *" * stars if stars else base

    def primary(self) -> Value:
        value = self._primary()
        # Adjacent string literals concatenate, also when one comes from a macro (PREFIX "x").
        while value.kind == "string" and self.i < len(self.toks):
            kind, text = self.toks[self.i]
            if kind == "literal" and re.match(r'(u8|L|u|U)?"', text):
                self.i += 1
                value = Value("string", str(value.value) + _string_literal(text), value.ctype)
            elif kind == "identifier" and text in self.ev.macros and self.ev.macros[text].params is None:
                try:
                    more = self.ev.evaluate(text)
                except Unevaluable:
                    break
                if more.kind != "string":
                    break
                self.i += 1
                value = Value("string", str(value.value) + str(more.value), value.ctype)
            else:
                break
        return value

    def _primary(self) -> Value:
        kind, text = self.take()
        if text == "(":
            v = self.ternary()
            self.take(")")
            return v
        if kind == "literal":
            if text.startswith('"') or text.startswith('L"') or text.startswith('u8"'):
                parts = [_string_literal(text)]
                while self.i < len(self.toks) and self.toks[self.i][0] == "literal" and self.toks[self.i][1].startswith('"'):
                    parts.append(_string_literal(self.take()[1]))
                return Value("string", "".join(parts), "const char *")
            if text.startswith("'"):
                return Value("integer", _char_literal(text), "int")
            if _FLOAT_LITERAL.match(text) and not _INT_LITERAL.match(text):
                m = _FLOAT_LITERAL.match(text)
                assert m
                suffix = m.group(4).lower()
                ctype = {"f": "float", "l": "long double"}.get(suffix, "double")
                return Value("float", float(m.group(1)), ctype)
            value, ctype = int_literal(text)
            return Value("integer", value, ctype)
        if kind == "identifier":
            if self.peek() == "(" and self.ev.is_function_macro(text):
                args = self._macro_args()
                return self.ev.expand_call(text, args)
            if self.peek() == "(" and text == "sizeof":
                raise Unevaluable("uses sizeof")
            return self.ev.identifier(text)
        if kind == "keyword" and text == "sizeof":
            raise Unevaluable("uses sizeof")
        raise Unevaluable(f"unexpected token '{text}'")

    def _macro_args(self) -> list[list[Token]]:
        self.take("(")
        args: list[list[Token]] = [[]]
        depth = 0
        while True:
            tok = self.take()
            if tok[1] == ")" and depth == 0:
                break
            if tok[1] == "," and depth == 0:
                args.append([])
                continue
            depth += tok[1] == "("
            depth -= tok[1] == ")"
            args[-1].append(tok)
        return args if args != [[]] else []


_TYPE_KEYWORDS = {
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool",
    "const", "struct", "union", "enum",
}


def _normalize_builtin(name: str) -> str:
    words = name.split()
    if not words or any(w not in _TYPE_KEYWORDS for w in words):
        return name
    unsigned = "unsigned" in words
    core = [w for w in words if w not in ("signed", "unsigned", "int", "const")]
    if not core:
        base = "int"
    elif core == ["long"]:
        base = "long"
    elif core == ["long", "long"]:
        base = "long long"
    else:
        base = " ".join(core)
    if unsigned:
        return "unsigned " + base
    if base == "char" and "signed" in words:
        return "signed char"
    return base


def _string_literal(text: str) -> str:
    text = re.sub(r'^(u8|L|u|U)?"', '"', text)
    value = ast.literal_eval(text)
    assert isinstance(value, str)
    return value


def _char_literal(text: str) -> int:
    value = ast.literal_eval(text)
    assert isinstance(value, str) and len(value) == 1
    return ord(value)


def _truth(v: Value) -> bool:
    return bool(v.value)


def _as_int(v: Value) -> tuple[int, str]:
    if v.kind in ("integer", "pointer") and isinstance(v.value, int):
        return v.value, v.arith if v.kind == "integer" else "unsigned long"
    raise Unevaluable(f"{v.kind} used in integer arithmetic")


def _unop(op: str, v: Value) -> Value:
    if v.kind == "float":
        assert isinstance(v.value, float)
        if op == "-":
            return Value("float", -v.value, v.ctype)
        if op == "+":
            return v
        if op == "!":
            return Value("integer", int(not v.value), "int")
        raise Unevaluable(f"'{op}' on a floating value")
    value, ctype = _as_int(v)
    ctype = _promote(ctype)
    if op == "-":
        return Value("integer", _wrap(-value, ctype), ctype)
    if op == "+":
        return Value("integer", value, ctype)
    if op == "~":
        return Value("integer", _wrap(~value, ctype), ctype)
    return Value("integer", int(not value), "int")


def _binop(op: str, a: Value, b: Value) -> Value:
    if a.kind == "float" or b.kind == "float":
        x, y = float(a.value), float(b.value)
        ctype = "double" if "double" in (a.ctype, b.ctype) or "float" not in (a.ctype, b.ctype) else "float"
        arith: dict[str, Callable[[float, float], float]] = {
            "+": lambda p, q: p + q, "-": lambda p, q: p - q, "*": lambda p, q: p * q,
            "/": lambda p, q: p / q,
        }
        if op in arith:
            return Value("float", arith[op](x, y), ctype)
        raise Unevaluable(f"'{op}' on floating values")
    x, tx = _as_int(a)
    y, ty = _as_int(b)
    if op in ("&&", "||"):
        return Value("integer", int(bool(x) and bool(y)) if op == "&&" else int(bool(x) or bool(y)), "int")
    if op in ("<<", ">>"):
        ctype = _promote(tx)
        bits, _ = _width(ctype)
        if y < 0 or y >= bits:
            raise Unevaluable(f"shift by {y} is undefined for {ctype}")
        return Value("integer", _wrap(x << y if op == "<<" else x >> y, ctype), ctype)
    ctype = _common(tx, ty)
    x, y = _wrap(x, ctype), _wrap(y, ctype)
    if op in ("==", "!=", "<", ">", "<=", ">="):
        result = {"==": x == y, "!=": x != y, "<": x < y, ">": x > y, "<=": x <= y, ">=": x >= y}[op]
        return Value("integer", int(result), "int")
    if op in ("/", "%"):
        if y == 0:
            raise Unevaluable("division by zero")
        q = abs(x) // abs(y) * (1 if (x >= 0) == (y >= 0) else -1)
        return Value("integer", _wrap(q if op == "/" else x - q * y, ctype), ctype)
    ops: dict[str, Callable[[int, int], int]] = {
        "+": lambda p, q: p + q, "-": lambda p, q: p - q, "*": lambda p, q: p * q,
        "&": lambda p, q: p & q, "|": lambda p, q: p | q, "^": lambda p, q: p ^ q,
    }
    return Value("integer", _wrap(ops[op](x, y), ctype), ctype)


TypeResolver = Callable[[str], str | None]
"""Maps a typedef name to the builtin integer type it stands for, "pointer" for pointer
typedefs (handles), or None when the name is not a type."""


class Evaluator:
    """Evaluates every macro of a header set against its enumerators and typedefs."""

    def __init__(
        self,
        macros: Mapping[str, MacroDef],
        enumerators: Mapping[str, int],
        resolve_type: TypeResolver,
        functions: frozenset[str] = frozenset(),
        types: frozenset[str] = frozenset(),
    ) -> None:
        self.macros = macros
        self.enumerators = enumerators
        self.resolve_type = resolve_type
        self.functions = functions
        self.types = types  # typedef, struct, union and enum names: `#define A B` of one is a type alias
        self._active: list[str] = []

    def is_type(self, name: str) -> bool:
        return self.resolve_type(name) is not None

    def is_function_macro(self, name: str) -> bool:
        m = self.macros.get(name)
        return m is not None and m.params is not None

    def evaluate(self, name: str) -> Value:
        """The value of macro `name`, or Unevaluable with the reason."""
        m = self.macros[name]
        if m.params is not None:
            raise Unevaluable("function-like macro")
        if not m.body:
            raise Unevaluable("empty (a flag or include guard)")
        if name in self._active:
            raise Unevaluable("refers to itself")
        if len(m.body) == 1 and m.body[0][0] == "identifier" and m.body[0][1] in self.types \
                and m.body[0][1] not in self.macros:
            # `#define cudaStreamAttrValue cudaLaunchAttributeValue`: another name for a type.
            return Value("alias", m.body[0][1], "type")
        self._active.append(name)
        try:
            return self.evaluate_tokens(m.body)
        finally:
            self._active.pop()

    def evaluate_tokens(self, tokens: Sequence[Token]) -> Value:
        if any(s == "__attribute__" or s == "__declspec" for _, s in tokens):
            raise Unevaluable("compiler attribute")
        return _Parser(tokens, self).parse()

    def identifier(self, name: str) -> Value:
        if name in self.macros:
            if name in self._active and name in self.functions:
                # `#define cuFoo __CUDA_API_PTSZ(cuFoo)`: the public name is the symbol.
                return Value("alias", name, "function")
            return self.evaluate(name)
        if name in self.enumerators:
            return Value("integer", self.enumerators[name], "int")
        if name in self.functions:
            return Value("alias", name, "function")
        raise Unevaluable(f"refers to '{name}', which is not a macro, enumerator or function")

    def expand_call(self, name: str, args: list[list[Token]]) -> Value:
        m = self.macros[name]
        assert m.params is not None
        if len(args) != len(m.params):
            raise Unevaluable(f"{name} expects {len(m.params)} arguments")
        bound = dict(zip(m.params, args, strict=True))
        out: list[Token] = []
        for kind, text in m.body:
            if out and out[-1] == ("punctuation", "##"):
                # Token pasting: the pasted text is re-read as one token (`1 ## UL` is a number).
                out.pop()
                left = out.pop()[1] if out else ""
                right = "".join(s for _, s in bound.get(text, [(kind, text)]))
                pasted = left + right
                out.append(("literal" if pasted[:1].isdigit() else "identifier", pasted))
            elif text == "##":
                out.append(("punctuation", "##"))
            else:
                out.extend(bound.get(text, [(kind, text)]))
        return self.evaluate_tokens(out)

    def cast(self, ctype: str, v: Value) -> Value:
        if ctype.endswith("*"):
            value, _ = _as_int(v)
            return Value("pointer", value & (2**64 - 1), ctype)
        resolved = ctype if ctype in _INT_TYPES or ctype in _SMALL_INTS else self.resolve_type(ctype)
        if resolved == "pointer":
            value, _ = _as_int(v)
            return Value("pointer", value & (2**64 - 1), ctype)
        if resolved in _FLOAT_TYPES or ctype in _FLOAT_TYPES:
            return Value("float", float(v.value), ctype)
        if resolved is None or (resolved not in _INT_TYPES and resolved not in _SMALL_INTS):
            raise Unevaluable(f"cast to unsupported type '{ctype}'")
        base = "" if resolved == ctype else resolved
        if v.kind == "float":
            assert isinstance(v.value, float)
            return Value("integer", _wrap(int(v.value), resolved), ctype, base)
        value, _ = _as_int(v)
        return Value("integer", _wrap(value, resolved), ctype, base)
