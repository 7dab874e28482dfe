"""Unit tests of cudagen.frontend.doxygen: Doxygen comments, as the CUDA headers write them, to ir.Doc."""

from __future__ import annotations

import pytest

from cudagen.frontend import doxygen
from cudagen.ir import Doc, ParamDoc


def comment(*lines: str) -> str:
    """A /** ... */ block with ` * ` line prefixes, as in cuda.h."""
    return "/**\n" + "\n".join(f" * {line}".rstrip() for line in lines) + "\n */"


def test_empty() -> None:
    assert doxygen.parse(None) == Doc()
    assert doxygen.parse("") == Doc()
    assert doxygen.parse("/** */").is_empty()


def test_trailing_member_comment() -> None:
    assert doxygen.parse("/**< Major version */") == Doc(brief="Major version")
    assert doxygen.parse("///< Minor version") == Doc(brief="Minor version")


def test_brief_and_details() -> None:
    doc = doxygen.parse(comment(
        "\\brief Allocates device memory",
        "",
        "Allocates memory on the device. The memory is",
        "not cleared.",
        "",
        "A second paragraph.",
    ))
    assert doc.brief == "Allocates device memory"
    assert doc.details == "Allocates memory on the device. The memory is not cleared.\n\nA second paragraph."


def test_brief_runs_to_the_blank_line() -> None:
    doc = doxygen.parse(comment("\\brief Two lines", "of brief", "", "Details."))
    assert (doc.brief, doc.details) == ("Two lines of brief", "Details.")


def test_without_brief_the_first_paragraph_is_the_brief() -> None:
    doc = doxygen.parse(comment("Result codes", "", "More about them."))
    assert (doc.brief, doc.details) == ("Result codes", "More about them.")
    assert doxygen.parse("/** One line. */") == Doc(brief="One line.")


def test_params_without_direction() -> None:
    doc = doxygen.parse(comment(
        "\\brief B",
        "\\param dptr     - Returned device pointer",
        "\\param bytesize - Requested allocation size",
        "                  in bytes",
    ))
    assert doc.params == (
        ParamDoc("dptr", "", "Returned device pointer"),
        ParamDoc("bytesize", "", "Requested allocation size in bytes"),
    )


def test_params_with_direction() -> None:
    doc = doxygen.parse(comment(
        "\\param[out] count - Returned count",
        "\\param[in] flags - Flags",
        "\\param[in,out] info - Structure to fill",
        "\\param[in, out] other - Also both ways",
    ))
    assert doc.params == (
        ParamDoc("count", "out", "Returned count"),
        ParamDoc("flags", "in", "Flags"),
        ParamDoc("info", "in,out", "Structure to fill"),
        ParamDoc("other", "in,out", "Also both ways"),
    )


def test_params_with_the_direction_after_a_space() -> None:
    # nvrtc.h, nvvm.h and nvFatbin.h write `\param [in] prog ...`: before, the whole "[in]
    # prog ..." was taken as the name and NVRTC's parameters were undocumented.
    doc = doxygen.parse(comment(
        "\\param    [in] handle_indirect  Pointer to the handle.",
        "\\param [out] size  The size.",
    ))
    assert doc.params == (
        ParamDoc("handle_indirect", "in", "Pointer to the handle."),
        ParamDoc("size", "out", "The size."),
    )


def test_a_one_line_comment_with_params_has_a_brief_of_its_own() -> None:
    doc = doxygen.parse("/** Waits. \\param[in] ts how long \\param[in] stream a stream */")
    assert doc.brief == "Waits."
    assert [p.name for p in doc.params] == ["ts", "stream"]


def test_return_code_list() -> None:
    doc = doxygen.parse(comment(
        "\\return",
        "::CUDA_SUCCESS,",
        "::CUDA_ERROR_INVALID_VALUE,",
        "::CUDA_ERROR_OUT_OF_MEMORY",
        "\\notefnerr",
    ))
    assert doc.returns == ("CUDA_SUCCESS", "CUDA_ERROR_INVALID_VALUE", "CUDA_ERROR_OUT_OF_MEMORY")
    assert doc.returns_text == ""
    assert doc.notes == (doxygen.ALIAS_NOTES["notefnerr"],)


def test_return_code_list_on_one_line_without_duplicates() -> None:
    doc = doxygen.parse(comment("\\return ::FOO_SUCCESS, ::FOO_ERROR_X, ::FOO_SUCCESS"))
    assert doc.returns == ("FOO_SUCCESS", "FOO_ERROR_X")


def test_return_text() -> None:
    doc = doxygen.parse(comment("\\returns The status: ::FOO_SUCCESS when done."))
    assert doc.returns == ()
    assert doc.returns_text == "The status: FOO_SUCCESS when done."


def test_return_ends_at_a_blank_line() -> None:
    doc = doxygen.parse(comment("\\return", "::FOO_SUCCESS,", "::FOO_ERROR_X", "", "More details."))
    assert doc.returns == ("FOO_SUCCESS", "FOO_ERROR_X")
    assert doc.details == "More details."


def test_notes_and_aliases() -> None:
    doc = doxygen.parse(comment(
        "\\brief B",
        "",
        "\\note The memory must not be in use.",
        "\\note_null_stream",
        "\\notefnerr",
    ))
    assert doc.notes == (
        "The memory must not be in use.",
        doxygen.ALIAS_NOTES["note_null_stream"],
        doxygen.ALIAS_NOTES["notefnerr"],
    )
    assert all(not n.startswith("\\") for n in doc.notes)


def test_several_commands_on_one_line() -> None:
    doc = doxygen.parse(comment("\\brief B \\param x - The x \\return ::FOO_SUCCESS \\note N."))
    assert doc.brief == "B"
    assert doc.params == (ParamDoc("x", "", "The x"),)
    assert doc.returns == ("FOO_SUCCESS",)
    assert doc.notes == ("N.",)


def test_note_alias_after_text_on_one_line() -> None:
    doc = doxygen.parse(comment("\\return ::FOO_SUCCESS \\notefnerr"))
    assert doc.returns == ("FOO_SUCCESS",)
    assert doc.notes == (doxygen.ALIAS_NOTES["notefnerr"],)


def test_see_also_list() -> None:
    doc = doxygen.parse(comment("\\sa ::cuMemFree,", "::cuMemAllocHost,", "::cudaMalloc, ::cuMemFree"))
    assert doc.see_also == ("cuMemFree", "cuMemAllocHost", "cudaMalloc")


def test_deprecated() -> None:
    doc = doxygen.parse(comment(
        "\\brief Old",
        "",
        "\\deprecated",
        "",
        "Deprecated as of 2.0. Use ::cuNew instead.",
    ))
    assert doc.deprecated == "Deprecated as of 2.0. Use cuNew instead."
    assert doxygen.parse(comment("\\deprecated Use ::cuNew.")).deprecated == "Use cuNew."
    assert doxygen.parse(comment("\\brief B", "\\deprecated")).deprecated  # bare: still deprecated
    assert doxygen.parse(comment("\\brief B")).deprecated is None


def test_a_code_block_opened_at_the_end_of_a_line() -> None:
    doc = doxygen.parse(comment(
        "\\brief Swaps",
        "",
        "Use it in a push-pop fashion: \\code",
        "    Mode mode = desired;",
        "\\endcode",
        "",
        "After the code.",
    ))
    assert doc.details == "Use it in a push-pop fashion:\n\n```c\n    Mode mode = desired;\n```\n\nAfter the code."


def test_code_blocks_are_kept_verbatim() -> None:
    doc = doxygen.parse(comment(
        "\\brief Launches",
        "",
        "Example:",
        "\\code",
        "  void *args[] = { &n, &x };",
        '  printf("%d\\n", n);',
        "\\endcode",
        "After the code.",
        "",
        "\\param n - Count",
    ))
    assert doc.details == (
        "Example:\n\n```c\n"
        "  void *args[] = { &n, &x };\n"
        '  printf("%d\\n", n);\n'
        "```\n\nAfter the code."
    )
    assert doc.params == (ParamDoc("n", "", "Count"),)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Allocates \\p bytesize bytes", "Allocates bytesize bytes"),
        ("returns in \\p *dptr a pointer", "returns in *dptr a pointer"),
        ("See ::cuMemAlloc() and ::CUDA_SUCCESS", "See cuMemAlloc() and CUDA_SUCCESS"),
        ("\\e emphasis, \\b bold, \\c code, \\a arg", "emphasis, bold, code, arg"),
        ("a \\\\ backslash", "a \\ backslash"),
        ("\\ref CUDA_MEM memory", "CUDA_MEM memory"),
    ],
)
def test_inline_markup(text: str, expected: str) -> None:
    assert doxygen.inline(text) == expected
    assert doxygen.parse(comment(f"\\brief {text}")).brief == expected


def test_scoped_member_reference_keeps_a_separator() -> None:
    assert doxygen.inline("::CUlaunchAttributeValue::priority") in (
        "CUlaunchAttributeValue::priority", "CUlaunchAttributeValue.priority")


def test_comment_markers_are_removed() -> None:
    assert doxygen.clean_comment("/**\n * a\n *  b\n */") == ["", " a", "  b", ""]
    assert doxygen.parse("/*! \\brief Qt style */").brief == "Qt style"


def test_defgroup_description() -> None:
    doc = doxygen.parse(comment(
        "\\defgroup CUDA_INITIALIZE Initialization",
        "",
        "This section describes the initialization functions.",
        "",
        "@{",
    ))
    assert "This section describes the initialization functions." in (doc.brief + doc.details)
    assert "@{" not in doc.details
