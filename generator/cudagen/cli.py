"""The `cudagen` command line."""

from __future__ import annotations

import argparse
import itertools
import keyword
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from . import __version__, ir, ui
from .errors import GeneratorError
from .frontend import clang as clang_frontend
from .output.write import write_file
from .project import generate as pipeline
from .project import header, layout, libraries
from .project.table import TABLE_NAME, read_table
from .rules.classify import load_rules
from .tools import audit, diff, pyapi, pydiff, usage
from .tools import release as release_tool
from .tools.headers import MANIFEST_NAME, load_manifest
from .tools.wheel_headers import default_cache
from .ui import paint


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cudagen", description="Python bindings from CUDA's C headers.")
    p.add_argument("--version", action="version", version=f"cudagen {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    # Every subcommand takes these (cudagen generate --quiet, cudagen check-usage -v ...).
    common = argparse.ArgumentParser(add_help=False)
    level = common.add_mutually_exclusive_group()
    level.add_argument("-q", "--quiet", dest="level", action="store_const", const=ui.QUIET, default=ui.NORMAL,
                       help="print errors and warnings only")
    level.add_argument("-v", "--verbose", dest="level", action="store_const", const=ui.VERBOSE,
                       help="print every step and its timings too")

    g = sub.add_parser("generate", parents=[common], help="regenerate generated/ from headers/, or one header to a package")
    g.add_argument("--release", action="append", default=[], help="a vendored release (repeatable); default: all")
    g.add_argument("--header", type=Path, help="any CUDA-style header, instead of the vendored releases")
    _header_options(g)
    g.add_argument("--out", type=Path, help="output package folder (with --header), or generated/ root")
    g.add_argument("--module", help="module name for --header (default: the header's stem)")
    g.add_argument("--rules", type=Path, help="rules file for --header")
    g.add_argument("--headers", type=Path, metavar="DIR",
                   help="the vendored headers (a folder like headers/: libraries.toml and one folder per "
                        "release; default: the checkout's)")
    g.add_argument("--modules", metavar="M,M", help="with one --release and --out: only these modules (driver,runtime,"
                   "nvrtc) and those they need, as one package at --out (vendoring a subset)")
    g.add_argument("--timings", action="store_true", help="print where the time went")

    d = sub.add_parser("dump-ir", parents=[common], help="print the IR as JSON")
    src = d.add_mutually_exclusive_group(required=True)
    src.add_argument("--release")
    src.add_argument("--header", type=Path)
    _header_options(d)

    df = sub.add_parser("diff", parents=[common], help="API and ABI changes between two releases")
    df.add_argument("old", help="a vendored release (12.9) or an api.json path")
    df.add_argument("new", help="a vendored release (13.0) or an api.json path")
    df.add_argument("--format", choices=["md", "json", "text"], default="text")
    df.add_argument("--fail-on", choices=["breaking", "any", "none"], default="none",
                    help="exit 3 when changes of this kind exist")
    df.add_argument("--python", action="store_true",
                    help="only the changes of the generated Python API (every report has them after the C changes)")

    cu = sub.add_parser("check-usage", parents=[common], help="the uses of the generated API in a code base that an upgrade breaks")
    cu.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="Python files or folders to read")
    cu.add_argument("--from", dest="old", required=True,
                    help="the release the code uses: 12.9, an api.json or a generated package folder (a vendored copy)")
    cu.add_argument("--to", dest="new", required=True, help="the release to upgrade to (same forms)")
    cu.add_argument("--package-name", action="append", default=[], metavar="NAME",
                    help="a name the code imports the package by (repeatable; dotted for a subpackage: "
                         "myapp.vendor.cuda); the package's own name (cuda_12_9) always counts")
    cu.add_argument("--format", choices=["text", "md", "json", "github"], default="text",
                    help="github: workflow annotations (::error file=...,line=...::)")
    cu.add_argument("--fail-on", choices=["breaking", "any", "none"], default="breaking",
                    help="exit 3 when uses of this kind exist (any: deprecated uses too)")

    b = sub.add_parser("build", parents=[common], help="compile the generated packages' compiled backend, in place, for this Python")
    b.add_argument("--release", action="append", default=[], help="a generated release (repeatable); default: all")
    b.add_argument("--out", type=Path, help="the folder holding the generated packages (default: generated/)")
    b.add_argument("--cc", help="the C compiler (default: $CC, else Python's)")

    w = sub.add_parser("wheel", parents=[common], help="one installable wheel per generated release, its backend compiled for this Python")
    w.add_argument("--release", action="append", default=[], help="a generated release (repeatable); default: all")
    w.add_argument("--out", type=Path, default=Path("dist"), help="where the wheels go (default: dist/)")
    w.add_argument("--cc", help="the C compiler (default: $CC, else Python's)")
    w.add_argument("--modules", metavar="M,M", help="with one --release: a wheel of only these modules and those "
                   "they need")

    r = sub.add_parser("release", parents=[common], help="add a CUDA release from cuda-toolkit's pins, or say whether a newer one is out")
    rsub = r.add_subparsers(dest="release_command", required=True)
    where = argparse.ArgumentParser(add_help=False)
    where.add_argument("--index-url", metavar="URL",
                       help="a PEP 691 package index (default: $PIP_INDEX_URL, else https://pypi.org/simple)")
    where.add_argument("--find-links", type=Path, metavar="DIR",
                       help="a folder of wheel files to read instead of an index (offline)")
    where.add_argument("--headers", type=Path, metavar="DIR", help="the headers folder (default: the checkout's)")
    ra = rsub.add_parser("add", parents=[common, where],
                         help="vendor a CUDA release: pins from cuda-toolkit, headers, generated package, diff, changelog")
    ra.add_argument("release", metavar="X.Y", help="the CUDA release (13.2)")
    ra.add_argument("--toolkit", metavar="VERSION", help="the cuda-toolkit version to read (default: X.Y's newest patch)")
    ra.add_argument("--out", type=Path, metavar="DIR", help="the generated/ folder (default: the checkout's)")
    ra.add_argument("--changelog", type=Path, metavar="FILE", help="where the entry goes (default: the checkout's "
                                                                     "CHANGELOG.md; 'none' for none)")
    ra.add_argument("--cache-dir", type=Path, metavar="DIR",
                    help="where wheels' headers are cached (default: ~/.cache/cudagen/wheel-headers)")
    rc = rsub.add_parser("check", parents=[common, where],
                         help="is a CUDA release newer than the vendored ones published? (exit 3 when one is)")
    rc.add_argument("--format", choices=["text", "github"], default="text",
                    help="github: workflow annotations (::warning ...::)")

    e = sub.add_parser("explain", parents=[common], help="how a function's parameters were classified, and why")
    e.add_argument("name", nargs="?", help="a function (public or versioned name); omit with --summary")
    e.add_argument("--release", default=None, help="a vendored release (default: the newest)")
    e.add_argument("--header", type=Path, help="any CUDA-style header, instead of a vendored release")
    _header_options(e)
    e.add_argument("--module", help="module name for --header (default: the header's stem)")
    e.add_argument("--rules", type=Path, help="rules file for --header")
    e.add_argument("--summary", action="store_true",
                   help="count functions decided by heuristics alone and by the rules file")
    e.add_argument("--audit", action="store_true",
                   help="list every pointer parameter C treats as an array and how it is bound, and what the "
                        "heuristics assumed; exit 3 if one is bound as a single value without a justification "
                        "(default: every vendored release; --header: that header, with --rules if given)")
    return p


def _header_options(p: argparse.ArgumentParser) -> None:
    """What a header given with --header is parsed with (generate, dump-ir, explain)."""
    p.add_argument("-I", dest="include", action="append", type=Path, default=[], metavar="DIR",
                   help="include folder (repeatable)")
    p.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VALUE]",
                   help="define a macro, as for a C compiler (repeatable)")
    p.add_argument("--with", dest="with_", action="append", default=[], metavar="MODULE=RELEASE",
                   help="take CUDA's types (cudaStream_t, cuComplex, ...) from a vendored release's headers, "
                        "as its MODULE declares them: --with runtime=13.0 (or MODULE=DIR, a CUDA include folder)")
    p.add_argument("--owned", action="append", default=[], metavar="HEADER",
                   help="another header of the main one's folder whose functions the module binds too (repeatable); "
                        "those it includes are bound by default")
    p.add_argument("--not-owned", action="append", default=[], metavar="HEADER",
                   help="a header of the main one's folder that it includes but whose functions the module does "
                        "not bind (repeatable)")
    p.add_argument("--no-system-includes", dest="system_includes", action="store_false",
                   help="do not search the C compiler's include folders after cudagen's C library stand-ins")
    p.add_argument("--lang", choices=["auto", "c", "c++"], default=None,
                   help="parse the header as C, or as C++ (a C API in a C++ header: its extern \"C\" functions "
                        "and C types bind, the rest is listed as left out); default auto: C, then C++ where "
                        "the C parse meets C++")


def _header_source(args: argparse.Namespace, module: str | None = None,
                   need_functions: bool = True) -> clang_frontend.Source:
    options = header.HeaderOptions(args.header, args.include, args.defines, args.with_, args.owned, module,
                                   args.system_includes, args.not_owned, need_functions, args.lang or "auto")
    return header.header_source(options)


def _latest() -> str:
    layout.need_checkout("a vendored release", "pass --header FILE [-I DIR] instead")
    found = layout.releases()
    if not found:
        raise GeneratorError(f"{layout.HEADERS}: no vendored release")
    return found[-1]


RESERVED_MODULES = header.RESERVED_MODULES
_HEADER_ONLY = ("--module", "--rules", "-I", "-D", "--with", "--owned", "--not-owned", "--no-system-includes",
                "--lang")


def _header_only_given(args: argparse.Namespace) -> bool:
    return bool(args.module or args.rules or args.include or args.defines or args.with_ or args.owned
                or args.not_owned or not args.system_includes or args.lang is not None)


def _check_usage(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Usage errors exit 2 through argparse, before any work."""
    if args.command == "explain":
        if args.header is not None and args.release:
            parser.error("explain: --header goes without --release")
        if args.header is None and _header_only_given(args):
            parser.error(f"{', '.join(_HEADER_ONLY)} go with --header")
        return
    if args.command != "generate":
        return
    if args.header is not None and args.out is None:
        parser.error("generate --header needs --out DIR")
    if args.header is None and _header_only_given(args):
        parser.error(f"{', '.join(_HEADER_ONLY)} go with --header")
    if args.header is not None and (args.headers or args.release):
        parser.error("--headers and --release go without --header")
    if args.module is not None and (not args.module.isidentifier() or args.module in RESERVED_MODULES
                                    or keyword.iskeyword(args.module)):
        parser.error(f"--module {args.module!r}: must be a Python identifier other than "
                     f"{', '.join(sorted(RESERVED_MODULES))}")


def parsed_as(api: ir.Api) -> list[str]:
    """What a user should know of a header parsed as C++: that it was, why, and each declaration
    left out (one line each, with where and why)."""
    if api.language == "c":
        return []
    return [f"{api.library}: parsed as C++ ({api.language_reason}); {len(api.refused)} declaration(s) left out",
            *(f"  left out: {r}" for r in api.refused)]


def _timings(console: ui.Console, args: argparse.Namespace, timings: pipeline.Timings) -> None:
    (console.info if args.timings else console.detail)(f"  {timings.report()}")


def cmd_generate(args: argparse.Namespace) -> int:
    console: ui.Console = args.console
    if args.header is not None:
        src = _header_source(args, args.module)
        timings = pipeline.Timings()
        start = time.perf_counter()
        # In a checkout, black's output for the pieces a vendored module shares with this one is
        # read from generated/ (a table library's header, as installed: cold in 1 s, not 20).
        known = layout.GENERATED if layout.in_checkout() else None
        try:
            package = pipeline.generate([src], args.out, timings, args.rules, known=known,
                                        step=lambda what: console.step(f"{src.library}: {what}"))
        finally:
            console.clear()
        for line in (line for api in package.libraries for line in parsed_as(api)):
            console.info(line)
        console.info(f"wrote {args.out} in {time.perf_counter() - start:.2f}s")
        _timings(console, args, timings)
        return 0
    if args.modules is not None:
        return _generate_subset(args)
    if args.headers is None:
        layout.need_checkout("generate without --header",
                              "pass --header FILE [-I DIR] --out DIR to generate a package from a header")
    elif args.out is None:
        raise GeneratorError("generate --headers DIR needs --out DIR (generated/ is the checkout's headers')")
    headers = args.headers or layout.HEADERS
    root = args.out or layout.GENERATED
    vendored = layout.releases(headers)
    releases = args.release or vendored
    begin = time.perf_counter()
    for counter, release in console.steps(releases, "CUDA"):
        timings = pipeline.Timings()
        start = time.perf_counter()

        def step(what: str, counter: str = counter, release: str = release) -> None:
            console.step(f"{counter} CUDA {release}: {what}")

        # Docs pages that did not change since the release before are kept once (its package).
        before = vendored[vendored.index(release) - 1] if release in vendored[1:] else None
        package = pipeline.generate(libraries.sources(release, headers), root / layout.package_name(release), timings,
                                    format_index=True, step=step, vendored=headers,
                                    previous=root / layout.package_name(before) if before else None)
        counts = ", ".join(f"{a.library}: {len(a.functions)} functions" for a in package.libraries)
        console.info(f"{paint(release, 'bold', console.out)}: wrote {root / layout.package_name(release)} "
                     f"({counts}) in {time.perf_counter() - start:.2f}s")
        _timings(console, args, timings)
    console.step("writing the diff reports")
    written = write_release_diffs(root, args.release or None)
    console.clear()
    for path in written:
        console.detail(f"wrote {path}")
    console.info(f"generated {len(releases)} release(s) and {len(written)} diff report(s) in "
                 f"{time.perf_counter() - begin:.2f}s")
    return 0


def subset_modules(release: str, wanted: Sequence[str], headers: Path) -> tuple[list[str], list[str]]:
    """The modules of a subset package: those asked for and those they need (the table's
    `uses`; NVRTC beside the driver, for the object layer's Program), in module order; and
    what a user should know of what is left out."""
    entries = [e for e in read_table(headers / TABLE_NAME) if (headers / release / e.main).is_file()]
    known = {e.module: e for e in entries}
    unknown = [m for m in wanted if m not in known]
    if unknown:
        raise GeneratorError(f"--modules: no module {', '.join(unknown)} in CUDA {release} "
                             f"(it has {', '.join(known)})")
    chosen = set(wanted)
    notes = []
    if "driver" in chosen and "nvrtc" not in chosen and "nvrtc" in known:
        chosen.add("nvrtc")
        notes.append("nvrtc added: the object layer (core, with the driver) compiles programs with it")
    todo = list(chosen)
    while todo:
        for used in known[todo.pop()].uses:
            if used in known and used not in chosen:
                chosen.add(used)
                todo.append(used)
                notes.append(f"{used} added: a module asked for takes its types")
    if "driver" in chosen and "nvml" in known and "nvml" not in chosen:
        notes.append("nvml left out: core.system's NVML queries raise RuntimeError naming it (add nvml to have them)")
    if "driver" in chosen and "nvjitlink" in known and "nvjitlink" not in chosen:
        notes.append("nvjitlink left out: core's Linker uses the driver's cuLink* instead")
    return [e.module for e in entries if e.module in chosen], notes


def _generate_subset(args: argparse.Namespace) -> int:
    console: ui.Console = args.console
    if len(args.release) != 1 or args.out is None:
        raise GeneratorError("generate --modules needs one --release R and --out DIR (the package folder)")
    if args.headers is None:
        layout.need_checkout("generate --modules", "pass --headers DIR (a folder like headers/)")
    headers = args.headers or layout.HEADERS
    release = args.release[0]
    modules, notes = subset_modules(release, [m.strip() for m in args.modules.split(",") if m.strip()], headers)
    start = time.perf_counter()
    sources = [s for s in libraries.sources(release, headers) if s.library in modules]
    known = layout.GENERATED if layout.in_checkout() else None
    try:
        pipeline.generate(sources, args.out, vendored=headers, known=known,
                          step=lambda what: console.step(f"CUDA {release} ({', '.join(modules)}): {what}"))
    finally:
        console.clear()
    for note in notes:
        console.info(f"  {note}")
    core = " and the object layer (core)" if (args.out / "core" / "__init__.py").is_file() else ""
    console.info(f"wrote {args.out}: CUDA {release}, {', '.join(modules)}{core}; "
                 f"{_mib(_size(args.out))} in {time.perf_counter() - start:.1f}s")
    return 0


def _package_name(spec: str) -> str:
    """The name a generated package is imported by: a release's (cuda_12_9), or its folder's."""
    path = Path(spec)
    if path.is_dir():
        return path.resolve().name
    if path.is_file():
        return path.resolve().parent.name
    return layout.package_name(spec)


def cmd_check_usage(args: argparse.Namespace) -> int:
    for path in args.paths:
        if not path.exists():
            raise GeneratorError(f"{path}: no such file or folder")
    old, old_label = _load_package(args.old)
    new, new_label = _load_package(args.new)
    names = [n for n in [_package_name(args.old), *args.package_name] if n]
    for name in names:
        if not all(part.isidentifier() for part in name.split(".")):
            raise GeneratorError(f"--package-name {name!r}: not a Python module name")
    result = usage.check(args.paths, pyapi.from_package(old), pyapi.from_package(new), list(dict.fromkeys(names)),
                         old_label, new_label)
    for skipped in result.skipped:
        args.console.warn(f"cudagen: warning: {skipped} (not checked)")
    usage.write(result, args.format)
    return 3 if result.fails(args.fail_on) else 0


def _load_package(spec: str) -> tuple[ir.Package, str]:
    """A release name (its committed api.json), an api.json path or a generated package's
    folder (a vendored copy), and a label for it."""
    path = Path(spec)
    if path.is_dir() and (path / "api.json").is_file():
        path = path / "api.json"
    if not path.is_file():
        if not path.exists():
            layout.need_checkout(f"{spec!r} (a release name)",
                                  "pass api.json files or generated package folders instead")
        path = layout.GENERATED / layout.package_name(spec) / "api.json"
        if not path.is_file():
            known = ", ".join(layout.releases()) or "none"
            raise GeneratorError(f"{spec}: not an api.json file, a generated package nor a generated release "
                                 f"(generated: {known})")
    try:
        package = ir.from_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, TypeError, KeyError) as exc:
        raise GeneratorError(f"{path}: not a cudagen api.json: {exc}") from exc
    return package, package.release or spec


def release_report(old: ir.Package, new: ir.Package, old_label: str, new_label: str, python_only: bool = False,
                   models: dict[int, pyapi.PyApi] | None = None) -> diff.Report:
    """The C and Python changes between two packages (`models`: Python API models already
    built, by id of their package)."""
    models = {} if models is None else models
    for package in (old, new):
        if id(package) not in models:
            models[id(package)] = pyapi.from_package(package)
    return diff.Report(old_label, new_label, None if python_only else diff.diff_packages(old, new),
                       pydiff.diff_apis(models[id(old)], models[id(new)]))


def cmd_diff(args: argparse.Namespace) -> int:
    old, old_label = _load_package(args.old)
    new, new_label = _load_package(args.new)
    report = release_report(old, new, old_label, new_label, args.python)
    sys.stdout.write(report.render(args.format, colour=args.format == "text" and ui.use_colour(sys.stdout)))
    return 3 if report.fails(args.fail_on) else 0


def write_release_diffs(root: Path, changed: Sequence[str] | None = None) -> list[Path]:
    """generated/diffs/A..B.md for each pair of consecutive generated releases; with
    `changed`, only the pairs that involve one of those releases (the others are as
    they were). Each api.json is read once."""
    found = sorted(
        (tuple(int(x) for x in p.parent.name[len("cuda_"):].split("_")), p)
        for p in root.glob("cuda_*/api.json")
    )
    loaded: dict[Path, ir.Package] = {}
    models: dict[int, pyapi.PyApi] = {}

    def load(path: Path) -> ir.Package:
        if path not in loaded:
            loaded[path] = ir.from_json(path.read_text())
        return loaded[path]

    written = []
    for (va, pa), (vb, pb) in itertools.pairwise(found):
        ra, rb = ".".join(map(str, va)), ".".join(map(str, vb))
        if changed is not None and ra not in changed and rb not in changed:
            continue
        a, b = load(pa), load(pb)
        text = release_report(a, b, a.release, b.release, models=models).render("md")
        write_file(root / "diffs" / f"{ra}..{rb}.md", text.encode("utf-8"))
        written.append(root / "diffs" / f"{ra}..{rb}.md")
    return written


def _packages(args: argparse.Namespace, root: Path) -> list[Path]:
    """The generated packages a build or wheel command is about."""
    found = sorted(p.parent for p in root.glob("cuda_*/_build.py"))
    if args.release:
        wanted = {layout.package_name(r) for r in args.release}
        missing = sorted(wanted - {p.name for p in found})
        if missing:
            raise GeneratorError(f"{root}: no generated package {', '.join(missing)} (run cudagen generate first)")
        found = [p for p in found if p.name in wanted]
    if not found:
        raise GeneratorError(f"{root}: no generated package with a compiled backend (run cudagen generate first)")
    return found


def cmd_build(args: argparse.Namespace) -> int:
    import subprocess

    if args.out is None:
        layout.need_checkout("build without --out", "pass --out DIR, the folder that holds the generated packages")
    for package in _packages(args, args.out or layout.GENERATED):
        cmd = [sys.executable, str(package / "_build.py"), *(["--cc", args.cc] if args.cc else []),
               *(["--quiet"] if args.level == ui.QUIET else [])]
        if subprocess.run(cmd, check=False).returncode:
            raise GeneratorError(f"{package}: building the compiled backend failed (the compiler's output is above)")
    return 0


def cmd_wheel(args: argparse.Namespace) -> int:
    from .tools.wheel import build_wheel

    layout.need_checkout("wheel", "run it in a checkout, or vendor a generated package and run "
                          "python -m <package>._build in it")
    if args.modules is not None:
        import tempfile

        if len(args.release) != 1:
            raise GeneratorError("wheel --modules needs one --release R")
        with tempfile.TemporaryDirectory() as tmp:
            package = Path(tmp) / layout.package_name(args.release[0])
            _generate_subset(argparse.Namespace(**{**vars(args), "out": package, "headers": None}))
            args.console.step(f"building the wheel of {package.name} ({args.modules})")
            built = build_wheel(package, args.out, args.cc)
        args.console.info(f"wrote {built} ({_mib(built.stat().st_size)})")
        return 0
    for package in _packages(args, layout.GENERATED):
        args.console.step(f"building the wheel of {package.name}")
        args.console.info(f"wrote {build_wheel(package, args.out, args.cc)}")
    return 0


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink()) if path.is_dir() else 0


def _mib(n: int) -> str:
    return f"{n / (1 << 20):.1f} MiB"


def cmd_release(args: argparse.Namespace) -> int:
    release = release_tool
    console: ui.Console = args.console
    if args.headers is None:
        layout.need_checkout(f"release {args.release_command}", "pass --headers DIR (and --out DIR)")
    headers = args.headers or layout.HEADERS
    index = release.Index(args.index_url, args.find_links)
    if args.release_command == "check":
        newer = release.newer_releases(layout.releases(headers), index)
        for n in newer:
            than = f"newer than the vendored {n.than}" if n.than else "a new CUDA major"
            if args.format == "github":
                print(f"::warning title=CUDA {n.release} is out::CUDA {n.release} (cuda-toolkit {n.toolkit}) is "
                      f"{than}: {n.command}")
            else:
                print(f"CUDA {n.release} (cuda-toolkit {n.toolkit}) is {than}: {n.command}")
        if not newer:
            console.info(f"up to date: no CUDA release newer than {', '.join(layout.releases(headers))} on {index}")
        return 3 if newer else 0
    return _release_add(args, index, headers)


def _release_add(args: argparse.Namespace, index: release_tool.Index, headers: Path) -> int:
    """Plan, stage, generate (the new release and the one after it, whose shared docs pages
    now point to it), then move everything into place; on any error before that, nothing of
    headers/ or generated/ has changed."""
    import os
    import shutil
    import tempfile

    rel = release_tool
    console: ui.Console = args.console
    begin = time.perf_counter()
    name = args.release
    root = args.out or (layout.GENERATED if args.headers is None else None)
    if root is None:
        raise GeneratorError("release add --headers DIR needs --out DIR (generated/ is the checkout's)")
    vendored = layout.releases(headers)
    if name in vendored:
        raise GeneratorError(f"{headers / name}: release {name} is vendored already")
    console.step(f"CUDA {name}: reading cuda-toolkit's pins from {index}")
    cache = args.cache_dir or default_cache()
    manifest_path = headers / MANIFEST_NAME
    manifest = load_manifest(manifest_path) if manifest_path.is_file() else {}
    plan = rel.plan(name, read_table(headers / TABLE_NAME), index, cache, args.toolkit, manifest)
    console.clear()
    for module, why in plan.left_out.items():
        console.warn(f"cudagen: {name}: {module} left out: {why}")
    for note in plan.notes:
        console.warn(f"cudagen: {name}: {note}")
    after = [r for r in vendored if layout.release_key(r) > layout.release_key(name)]
    before = [r for r in vendored if layout.release_key(r) < layout.release_key(name)]
    previous = before[-1] if before else None
    following = after[0] if after else None
    with tempfile.TemporaryDirectory(prefix=".cudagen-release-", dir=root.parent if root.parent.is_dir() else None) as tmp:
        staged = rel.stage(headers, plan, Path(tmp) / "headers")
        for p in headers.iterdir():  # rules files beside the table
            if p.is_file() and p.name not in (TABLE_NAME, MANIFEST_NAME) and not (staged / p.name).exists():
                (staged / p.name).symlink_to(p.resolve())
        out = Path(tmp) / "generated"
        (out / ".format").mkdir(parents=True)
        if root.is_dir():
            for p in root.glob("cuda_*"):
                if p.is_dir():
                    (out / p.name).symlink_to(p.resolve(), target_is_directory=True)
            for p in (root / ".format").glob("*.json"):
                shutil.copyfile(p, out / ".format" / p.name)
        todo = [name] + ([following] if following else [])
        for release_name in todo:
            package = out / layout.package_name(release_name)
            if package.is_symlink():
                package.unlink()
            prev = previous if release_name == name else name
            console.step(f"CUDA {release_name}: generating")
            start = time.perf_counter()

            def step(what: str, r: str = release_name) -> None:
                console.step(f"CUDA {r}: {what}")

            generated = pipeline.generate(
                libraries.sources(release_name, staged), package, format_index=True, vendored=staged,
                previous=out / layout.package_name(prev) if prev else None, step=step)
            console.clear()
            console.info(f"{release_name}: generated {len(generated.libraries)} libraries in "
                         f"{time.perf_counter() - start:.1f}s")
        # Everything worked: move it into place.
        rel.install_headers(staged, headers, name)
        root.mkdir(parents=True, exist_ok=True)
        (root / ".format").mkdir(exist_ok=True)
        for release_name in todo:
            package_name = layout.package_name(release_name)
            target = root / package_name
            if target.exists():
                shutil.rmtree(target)
            shutil.move(str(out / package_name), str(target))
            os.replace(out / ".format" / f"{package_name}.json", root / ".format" / f"{package_name}.json")
    if previous and following:  # the pair the new release now stands between
        (root / "diffs" / f"{previous}..{following}.md").unlink(missing_ok=True)
    write_release_diffs(root, [name])
    new_pkg, _ = _load_package(str(root / layout.package_name(name) / "api.json"))
    lines = [f"CUDA {name} added (cuda-toolkit {plan.toolkit}): {len(new_pkg.libraries)} libraries "
             f"({', '.join(a.library for a in new_pkg.libraries)})"]
    if plan.left_out:
        lines.append(f"  left out: {', '.join(f'{m} ({why})' for m, why in plan.left_out.items())}")
    entry = ""
    if previous:
        old_pkg, _ = _load_package(str(root / layout.package_name(previous) / "api.json"))
        report = release_report(old_pkg, new_pkg, previous, name)
        changes = report.c or ()
        added = sum(c.kind == "function" and c.change == "added" for c in changes)
        removed = sum(c.kind == "function" and c.change == "removed" for c in changes)
        breaking = sum(c.severity in ("api", "abi") for c in changes)
        py_breaking = sum(c.severity == "breaking" for c in report.python)
        lines.append(f"  against {previous}: {added} functions added, {removed} removed, {breaking} breaking C "
                     f"changes, {py_breaking} breaking Python API changes "
                     f"({root / 'diffs' / f'{previous}..{name}.md'})")
        entry = (f"; against {previous}: {added} functions added, {removed} removed, {breaking} breaking C changes, "
                 f"{py_breaking} breaking Python API changes (`generated/diffs/{previous}..{name}.md`)")
    lines.append(f"  sizes: headers/{name} {_mib(_size(headers / name))}, {layout.package_name(name)} "
                 f"{_mib(_size(root / layout.package_name(name)))}")
    lines.append(f"  took {time.perf_counter() - begin:.1f}s")
    changelog = args.changelog if args.changelog is not None else (layout.ROOT / "CHANGELOG.md"
                                                                    if args.headers is None else Path("none"))
    if str(changelog) != "none":
        _changelog(changelog, f"- CUDA {name} vendored (`cudagen release add {name}`, cuda-toolkit {plan.toolkit}): "
                              f"{', '.join(a.library for a in new_pkg.libraries)}{entry}.")
        lines.append(f"  {changelog}: entry added under Unreleased")
    for line in lines:
        console.info(line)
    return 0


def _changelog(path: Path, entry: str) -> None:
    """Add `entry` first under the changelog's `## Unreleased` heading (made when missing)."""
    text = path.read_text(encoding="utf-8") if path.is_file() else "# Changelog\n"
    marker = "## Unreleased\n"
    if marker in text:
        head, tail = text.split(marker, 1)
        text = f"{head}{marker}\n{entry}\n{tail.lstrip(chr(10))}"
    else:
        text = text.rstrip("\n") + f"\n\n{marker}\n{entry}\n"
    write_file(path, text.encode("utf-8"))


def cmd_dump_ir(args: argparse.Namespace) -> int:
    if args.header is not None:
        sources = [_header_source(args, need_functions=False)]  # the IR of a types-only header too
    else:
        layout.need_checkout("dump-ir --release", "pass --header FILE [-I DIR] instead")
        sources = libraries.sources(args.release)
    package = pipeline.parse_sources(sources, pipeline.Timings())
    sys.stdout.write(ir.to_json(package))
    return 0


def _summary(package: ir.Package, label: str, rules_path: Path | None = None) -> int:
    for api in package.libraries:
        view = libraries.view(api, rules_path)
        by_rules = [f for f in view.functions if any(r.source.startswith("rules file") for r in f.rules.params)
                    or f.rules.answers or f.rules.forget_kernel_layouts]
        kinds: dict[str, int] = {}
        for f in view.functions:
            for r in f.rules.params:
                kinds[r.kind] = kinds.get(r.kind, 0) + 1
        total = len(view.functions)
        compiled = sum(f.compiled for f in view.functions)
        print(f"{api.library} ({label}): {total} functions; {total - len(by_rules)} on heuristics alone, "
              f"{len(by_rules)} with the rules file; {compiled} compiled ({100 * compiled / max(total, 1):.1f}%)")
        for f in view.functions:
            if not f.compiled:
                print(f"  python only: {f.name} ({f.c_reason})")
        for kind, n in sorted(kinds.items(), key=lambda kv: -kv[1]):
            print(f"  {kind:<18} {n:>5} parameters")
        for line in parsed_as(api):
            print(line)
    return 0


def cmd_audit(args: argparse.Namespace) -> int:
    unjustified = 0
    if args.header is not None:  # a user's header: its rules file (--rules), else the heuristics alone
        package = pipeline.parse_sources([_header_source(args, args.module)], pipeline.Timings())
        findings = [f for api in package.libraries for f in audit.audit_api(api, load_rules(api.library, args.rules))]
        sys.stdout.write(audit.render(findings, "", args.header.name))
        return 3 if any(not f.ok for f in findings) else 0
    layout.need_checkout("explain --audit", "it reads the vendored releases")
    for release in [args.release] if args.release else layout.releases():
        package = pipeline.parse_sources(libraries.sources(release), pipeline.Timings())
        findings = [f for api in package.libraries for f in audit.audit_api(api, load_rules(api.library))]
        sys.stdout.write(audit.render(findings, release))
        unjustified += sum(not f.ok for f in findings)
    return 3 if unjustified else 0


def cmd_explain(args: argparse.Namespace) -> int:
    if args.audit:
        return cmd_audit(args)
    if args.header is not None:
        package = pipeline.parse_sources([_header_source(args, args.module)],
                                         pipeline.Timings())
        label = args.header.name
    else:
        layout.need_checkout("explain without --header", "pass --header FILE [-I DIR] instead")
        release = args.release or _latest()
        package = pipeline.parse_sources(libraries.sources(release), pipeline.Timings())
        label = f"CUDA {release}"
    if args.summary:
        return _summary(package, label, args.rules)
    if not args.name:
        raise GeneratorError("explain needs a function name, or --summary")
    for api in package.libraries:
        fn = next((f for f in api.functions if f.name == args.name or f.symbol == args.name), None)
        if fn is None:
            continue
        view = libraries.view(api, args.rules)
        fv = next(f for f in view.functions if f.name == fn.name)
        print(f"{fn.name}  ({api.library}, {label}; binds {fn.symbol}; {fn.location})")
        print(f"  C:      {fv.c_signature}")
        print(f"  Python: {fv.signature}")
        backend = ("compiled (where _" + api.library + " is built; other arguments take the Python body)"
                   if fv.compiled else f"python ({fv.c_reason})")
        print(f"  Backend: {backend}")
        for p, rule in zip(fn.params, fv.rules.params, strict=True):
            related = f" [{rule.related}]" if rule.related else ""
            if rule.kind == "struct_query":  # the fields C reads -> what is returned
                related = f" [{', '.join(rule.fields)} -> {rule.returns or 'the struct'}]"
            print(f"  {p.name:<22} {rule.kind:<15}{related:<14} {rule.source}")
        if fv.rules.answers:
            print(f"  returned, not raised: {', '.join(fv.rules.answers)} (rules file)")
        return 0
    refused = [r for api in package.libraries for r in api.refused if args.name in (r.name, r.name.rsplit("::")[-1])]
    if refused:  # a C++ declaration Python cannot call: say why, not "no such function"
        raise GeneratorError(f"{args.name}: left out of {label}", [str(r) for r in refused])
    raise GeneratorError(f"{args.name}: no such function in {label}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    _check_usage(parser, args)
    console = args.console = ui.Console(args.level)
    try:
        handler = {"generate": cmd_generate, "dump-ir": cmd_dump_ir, "explain": cmd_explain, "diff": cmd_diff,
                   "check-usage": cmd_check_usage, "build": cmd_build, "wheel": cmd_wheel,
                   "release": cmd_release}[args.command]
        return handler(args)
    except GeneratorError as exc:
        console.clear()
        console.error("cudagen", exc.render())
        return 1
    except BrokenPipeError:
        return 0
