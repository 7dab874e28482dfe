"""Unit tests of cudagen.frontend.macros: object-like macros to typed values, as C would evaluate them.

Expected values and types are worked out from C11 (6.4.4.1 integer constants, 6.3.1.8 usual
arithmetic conversions, 6.5.7 shifts, 6.3.1.3 conversions) for LP64 (x86-64 Linux: char is
signed, int 32 bits, long 64 bits), not read from the evaluator.
"""

from __future__ import annotations

import re

import pytest

from cudagen.frontend import macros
from cudagen.frontend.macros import MacroDef, Unevaluable, Value, int_literal

# ------------------------------------------------------------------------------------------ helpers

_C_KEYWORDS = {
    "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "const",
    "volatile", "struct", "union", "enum", "sizeof",
}
_TOKEN = re.compile(
    r"""(?:u8|[LuU])?"(?:\\.|[^"\\])*"      # string literal
      | (?:[LuU])?'(?:\\.|[^'\\])*'          # character literal
      | \.?\d(?:[eEpP][-+]|[\w.])*           # pp-number
      | [A-Za-z_]\w*
      | \#\# | << | >> | <= | >= | == | != | && | \|\| | \S""",
    re.X,
)


def tokens(text: str) -> tuple[tuple[str, str], ...]:
    """A macro body as the front end hands it over: (kind, spelling) like libclang's tokens."""
    out = []
    for t in _TOKEN.findall(text):
        if t[0].isdigit() or t[0] in "\"'." or re.match(r"(u8|[LuU])['\"]", t):
            kind = "literal" if t != "." else "punctuation"
        elif t[0].isalpha() or t[0] == "_":
            kind = "keyword" if t in _C_KEYWORDS else "identifier"
        else:
            kind = "punctuation"
        out.append((kind, t))
    return tuple(out)


# The typedefs the evaluator may meet in casts, resolved as the front end does.
TYPES = {
    "fooDevice": "int",  # typedef int fooDevice;
    "fooFlags": "unsigned int",  # typedef unsigned int fooFlags;
    "fooStream": "pointer",  # typedef struct fooStream_st *fooStream;
    "size_t": "unsigned long",
    "uint8_t": "unsigned char",
    "uint64_t": "unsigned long",
}
ENUMERATORS = {"FOO_MODE_LAST": 7}
FUNCTIONS = frozenset({"cuFoo_v2", "cuBar_v3", "cuBaz"})


def evaluator(**defs: str) -> macros.Evaluator:
    """Macros given as NAME="body", or NAME="(params) => body" for function-like ones."""
    table = {}
    for name, text in defs.items():
        m = re.match(r"\(([\w,\s]*)\)\s*=>\s*(.*)", text)
        if m:
            params = tuple(p.strip() for p in m.group(1).split(",") if p.strip())
            table[name] = MacroDef(name, params, tokens(m.group(2)))
        else:
            table[name] = MacroDef(name, None, tokens(text))
    return macros.Evaluator(table, ENUMERATORS, TYPES.get, FUNCTIONS)


def value(body: str, **defs: str) -> Value:
    return evaluator(X=body, **defs).evaluate("X")


def typed(body: str, **defs: str) -> tuple[str, int | float | str, str]:
    """(kind, value, C type as written) of a macro body: what the IR keeps."""
    v = value(body, **defs)
    return v.kind, v.value, v.ctype


def reason(body: str, **defs: str) -> str:
    with pytest.raises(Unevaluable) as info:
        value(body, **defs)
    return str(info.value)


def test_tokenizer_helper() -> None:
    assert tokens('(1u<<4) "a" L"b" x ## y') == (
        ("punctuation", "("), ("literal", "1u"), ("punctuation", "<<"), ("literal", "4"), ("punctuation", ")"),
        ("literal", '"a"'), ("literal", 'L"b"'), ("identifier", "x"), ("punctuation", "##"), ("identifier", "y"),
    )


# ------------------------------------------------------------------------------------------ literals


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # decimal, no suffix: int, long, long long
        ("0", (0, "int")),
        ("42", (42, "int")),
        ("2147483647", (2**31 - 1, "int")),
        ("2147483648", (2**31, "long")),
        ("9223372036854775807", (2**63 - 1, "long")),
        # octal and hex, no suffix: int, unsigned int, long, unsigned long, ...
        ("010", (8, "int")),
        ("017777777777", (2**31 - 1, "int")),
        ("020000000000", (2**31, "unsigned int")),
        ("0x7FFFFFFF", (2**31 - 1, "int")),
        ("0x80000000", (2**31, "unsigned int")),
        ("0xFFFFFFFF", (2**32 - 1, "unsigned int")),
        ("0x100000000", (2**32, "long")),
        ("0x8000000000000000", (2**63, "unsigned long")),
        ("0XFFFFFFFFFFFFFFFF", (2**64 - 1, "unsigned long")),
        # u: unsigned int, unsigned long, unsigned long long
        ("1u", (1, "unsigned int")),
        ("1U", (1, "unsigned int")),
        ("4294967296u", (2**32, "unsigned long")),
        # l: long, long long (decimal); long, unsigned long, ... (hex)
        ("1l", (1, "long")),
        ("1L", (1, "long")),
        ("0xFFFFFFFFFFFFFFFFL", (2**64 - 1, "unsigned long")),
        # ul / lu: unsigned long
        ("1ul", (1, "unsigned long")),
        ("1UL", (1, "unsigned long")),
        ("1LU", (1, "unsigned long")),
        # ll: long long; hex may be unsigned long long
        ("1ll", (1, "long long")),
        ("1LL", (1, "long long")),
        ("0x8000000000000000LL", (2**63, "unsigned long long")),
        # ull / llu: unsigned long long
        ("1ull", (1, "unsigned long long")),
        ("1ULL", (1, "unsigned long long")),
        ("1LLU", (1, "unsigned long long")),
        # binary (a GNU extension that clang accepts)
        ("0b101", (5, "int")),
    ],
)
def test_int_literal_types(text: str, expected: tuple[int, str]) -> None:
    assert int_literal(text) == expected


@pytest.mark.parametrize("text", ["08", "0x", "1.0", "abc", "9223372036854775808", "18446744073709551616u"])
def test_int_literal_rejects(text: str) -> None:
    with pytest.raises(Unevaluable):
        int_literal(text)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("1.5", Value("float", 1.5, "double")),
        ("2.0f", Value("float", 2.0, "float")),
        ("1e3", Value("float", 1000.0, "double")),
        (".5", Value("float", 0.5, "double")),
        ("'A'", Value("integer", 65, "int")),
        ("'\\n'", Value("integer", 10, "int")),
        ('"foo"', Value("string", "foo", "const char *")),
        ('"foo" "bar"', Value("string", "foobar", "const char *")),
        ('"tab\\there \\"q\\"\\n"', Value("string", 'tab\there "q"\n', "const char *")),
        ('"\\x41" "\\101"', Value("string", "AA", "const char *")),
    ],
)
def test_other_literals(body: str, expected: Value) -> None:
    assert typed(body) == (expected.kind, expected.value, expected.ctype)


def test_string_concatenation_with_a_macro() -> None:
    assert typed('PREFIX "bar"', PREFIX='"foo_"') == ("string", "foo_bar", "const char *")


# ------------------------------------------------------------------------------------------ arithmetic


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # usual arithmetic conversions
        ("1 + 1u", (2, "unsigned int")),
        ("1L + 1u", (2, "long")),  # long holds every unsigned int
        ("1u + 1L", (2, "long")),
        ("1ul + 1ll", (2, "unsigned long long")),  # same width: the unsigned version of long long
        ("1u + 1ll", (2, "long long")),
        ("-1 + 0u", (2**32 - 1, "unsigned int")),
        ("(unsigned char)200 + (unsigned char)100", (300, "int")),  # integer promotions
        ("(short)1 * 2", (2, "int")),
        ("-1 < 0u", (0, "int")),  # -1 converts to UINT_MAX
        ("-1L < 0u", (1, "int")),
        ("0x7FFFFFFF + 1", (-(2**31), "int")),  # wraps like the compiler's two's complement
        # unary operators
        ("-1u", (2**32 - 1, "unsigned int")),
        ("~0", (-1, "int")),
        ("~0u", (2**32 - 1, "unsigned int")),
        ("!5", (0, "int")),
        ("-(unsigned char)1", (-1, "int")),
        # shifts: the type is the promoted left operand's
        ("1 << 4", (16, "int")),
        ("(1u<<4)", (16, "unsigned int")),
        ("1u << 31", (2**31, "unsigned int")),
        ("1u << 1L", (2, "unsigned int")),
        ("1ull << 63", (2**63, "unsigned long long")),
        ("-16 >> 2", (-4, "int")),
        ("0xFFFFFFFFu >> 28", (15, "unsigned int")),
        # division truncates toward zero
        ("7 / 2", (3, "int")),
        ("-7 / 2", (-3, "int")),
        ("-7 % 2", (-1, "int")),
        ("7 % -2", (1, "int")),
        # bitwise, logical, comparison, ternary
        ("(1 << 2) | (1 << 3)", (12, "int")),
        ("0xF0 & 0x3C ^ 0x01", (0x31, "int")),
        ("1 && 0", (0, "int")),
        ("0 || 0", (0, "int")),
        ("(3 > 2 ? 10 : 20)", (10, "int")),
        ("(3 < 2 ? 10 : 20)", (20, "int")),
        ("2 + 3 * 4 - 6 / 2", (11, "int")),
        # references to macros and enumerators
        ("(Y + 1)", (43, "int")),
        ("(FOO_MODE_LAST + 1)", (8, "int")),
    ],
)
def test_integer_expressions(body: str, expected: tuple[int, str]) -> None:
    v = value(body, Y="42")
    assert (v.kind, v.value, v.ctype) == ("integer", *expected)


@pytest.mark.parametrize("body", ["0 || 5", "2 && 3"])
def test_logical_operators_give_0_or_1(body: str) -> None:
    assert typed(body) == ("integer", 1, "int")


def test_ternary_uses_the_common_type() -> None:
    v = value("(1 ? -1 : 0u)")
    assert (v.value, v.ctype) == (2**32 - 1, "unsigned int")


@pytest.mark.parametrize(
    ("body", "why"),
    [
        ("1 << 32", "shift"),
        ("1 << -1", "shift"),
        ("1 / 0", "division by zero"),
        ("1 % 0", "division by zero"),
        ("sizeof(int)", "sizeof"),
        ("__attribute__((deprecated))", "attribute"),
        ("foo_not_declared", "foo_not_declared"),
        ("1 2", "unexpected token"),
        ("(1 + 2", "end of expression"),
        ('"a" + 1', "string"),
    ],
)
def test_unevaluable_reasons(body: str, why: str) -> None:
    assert why in reason(body)


# ------------------------------------------------------------------------------------------ casts


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("(unsigned char)0x1FF", Value("integer", 255, "unsigned char")),
        ("(signed char)200", Value("integer", -56, "signed char")),
        ("(char)200", Value("integer", -56, "char")),  # char is signed on x86-64
        ("(short)65535", Value("integer", -1, "short")),
        ("((unsigned int)-1)", Value("integer", 2**32 - 1, "unsigned int")),
        ("(unsigned long long)-1", Value("integer", 2**64 - 1, "unsigned long long")),
        ("(long long)1", Value("integer", 1, "long long")),
        ("(int)1.9", Value("integer", 1, "int")),
        ("(double)1", Value("float", 1.0, "double")),
        # to typedefs: the value converts as the underlying type, the type name is kept
        ("((fooDevice)-1)", Value("integer", -1, "fooDevice")),
        ("((fooFlags)-1)", Value("integer", 2**32 - 1, "fooFlags")),
        ("(uint8_t)300", Value("integer", 44, "uint8_t")),
        # to pointers: an address
        ("((void*)0x01)", Value("pointer", 1, "void *")),
        ("((void *)0)", Value("pointer", 0, "void *")),
        ("((const char *)0x10)", Value("pointer", 16, "char *")),
        ("((void*)-1)", Value("pointer", 2**64 - 1, "void *")),
        ("((fooStream)0x2)", Value("pointer", 2, "fooStream")),
        ("((void*)Y)", Value("pointer", 7, "void *")),
    ],
)
def test_casts(body: str, expected: Value) -> None:
    assert typed(body, Y="7") == (expected.kind, expected.value, expected.ctype)


def test_parenthesized_name_is_not_a_cast() -> None:
    assert typed("(Y) - 1", Y="7") == ("integer", 6, "int")


def test_cast_to_an_unknown_type_is_unevaluable() -> None:
    assert "struct" in reason("(struct foo)1") or "unsupported" in reason("(struct foo)1")


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("((size_t)1 << 4)", 16),
        ("((fooDevice)1 + 1)", 2),
        ("(-(fooDevice)1)", -1),
        ("((fooFlags)1 | 2)", 3),
        ("(~(fooFlags)0)", 2**32 - 1),
    ],
)
def test_arithmetic_on_typedef_casts(body: str, expected: int) -> None:
    """A value cast to a typedef computes as the builtin it stands for."""
    v = value(body)
    assert (v.kind, v.value) == ("integer", expected)


# ------------------------------------------------------------------------------------------ macros calling macros


def test_function_like_macro_expansion() -> None:
    assert typed("VER(13, 0)", VER="(major, minor) => ((major) * 1000 + (minor) * 10)") == ("integer", 13000, "int")
    assert value("ADD(1, (2 + 3))", ADD="(a, b) => ((a) + (b))").value == 6  # nested parentheses in an argument
    assert value("TWICE(Y)", TWICE="(a) => (a * 2)", Y="21").value == 42  # arguments are expanded
    assert "expects 2 arguments" in reason("ADD(1)", ADD="(a, b) => ((a) + (b))")


def test_token_pasting() -> None:
    assert value("CAT(FOO_, ONE)", CAT="(a, b) => a ## b", FOO_ONE="1").value == 1


def test_token_pasting_makes_a_number() -> None:
    assert typed("U64(1)", U64="(c) => c ## UL") == ("integer", 1, "unsigned long")


def test_token_pasting_chains() -> None:
    assert value("CAT3(F, O, O)", CAT3="(a, b, c) => a ## b ## c", FOO="5").value == 5


def test_skips_with_reasons() -> None:
    ev = evaluator(
        F="(a) => a", EMPTY="", SELF="SELF", A="B", B="A",
    )
    for name, why in [("F", "function-like"), ("EMPTY", "empty"), ("SELF", "itself"), ("A", "itself")]:
        with pytest.raises(Unevaluable, match=why):
            ev.evaluate(name)


# ------------------------------------------------------------------------------------------ aliases


def test_aliases_to_versioned_functions() -> None:
    ev = evaluator(
        cuFoo="cuFoo_v2",
        PTDS="(api) => api",
        PTSZ="(api) => api",
        cuBar="PTDS(cuBar_v3)",
        cuBaz="PTSZ(cuBaz)",
    )
    assert ev.evaluate("cuFoo") == Value("alias", "cuFoo_v2", "function")
    assert ev.evaluate("cuBar") == Value("alias", "cuBar_v3", "function")
    # Expands to its own name: the front end skips it as "expands to itself".
    assert ev.evaluate("cuBaz") == Value("alias", "cuBaz", "function")


def test_macro_text_is_the_replacement_list() -> None:
    assert MacroDef("X", None, tokens("( 1u << 4 )")).text == "( 1u << 4 )"
