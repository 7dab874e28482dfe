"""The `cudagen` command line."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from . import __version__, clang_frontend, ir, pipeline, project
from .errors import GeneratorError


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cudagen", description="Python bindings from CUDA's C headers.")
    p.add_argument("--version", action="version", version=f"cudagen {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    g = sub.add_parser("generate", help="regenerate generated/ from headers/, or one header to a package")
    g.add_argument("--release", action="append", default=[], help="a vendored release (repeatable); default: all")
    g.add_argument("--header", type=Path, help="any CUDA-style header, instead of the vendored releases")
    g.add_argument("-I", dest="include", action="append", type=Path, default=[], help="include directory")
    g.add_argument("--out", type=Path, help="output package folder (with --header), or generated/ root")
    g.add_argument("--module", help="module name for --header (default: the header's stem)")
    g.add_argument("--rules", type=Path, help="rules file for --header")
    g.add_argument("--timings", action="store_true", help="print where the time went")

    d = sub.add_parser("dump-ir", help="print the IR as JSON")
    src = d.add_mutually_exclusive_group(required=True)
    src.add_argument("--release")
    src.add_argument("--header", type=Path)
    d.add_argument("-I", dest="include", action="append", type=Path, default=[])

    e = sub.add_parser("explain", help="how a function's parameters were classified, and why")
    e.add_argument("name")
    e.add_argument("--release", default=None)
    return p


def _header_source(header: Path, include: Sequence[Path], module: str | None) -> clang_frontend.Source:
    name = module or header.stem.replace("-", "_").replace(".", "_")
    return clang_frontend.Source(name, "", header.resolve(), header.resolve().parent, (header.name,),
                                 tuple(include))


def _latest() -> str:
    found = project.releases()
    if not found:
        raise GeneratorError(f"{project.HEADERS}: no vendored release")
    return found[-1]


def cmd_generate(args: argparse.Namespace) -> int:
    if args.header is not None:
        if args.out is None:
            raise GeneratorError("--header needs --out DIR")
        src = _header_source(args.header, args.include, args.module)
        timings = pipeline.Timings()
        start = time.perf_counter()
        pipeline.generate([src], args.out, timings, args.rules)
        print(f"wrote {args.out} in {time.perf_counter() - start:.2f}s")
        if args.timings:
            print(f"  {timings.report()}")
        return 0
    root = args.out or project.GENERATED
    for release in args.release or project.releases():
        timings = pipeline.Timings()
        start = time.perf_counter()
        package = pipeline.generate(project.sources(release), root / project.package_name(release), timings)
        counts = ", ".join(f"{a.library}: {len(a.functions)} functions" for a in package.libraries)
        print(f"{release}: wrote {root / project.package_name(release)} ({counts}) in "
              f"{time.perf_counter() - start:.2f}s")
        if args.timings:
            print(f"  {timings.report()}")
    return 0


def cmd_dump_ir(args: argparse.Namespace) -> int:
    if args.header is not None:
        sources = [_header_source(args.header, args.include, None)]
    else:
        sources = project.sources(args.release)
    package = pipeline.parse_sources(sources, pipeline.Timings())
    sys.stdout.write(ir.to_json(package))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    release = args.release or _latest()
    package = pipeline.parse_sources(project.sources(release), pipeline.Timings())
    for api in package.libraries:
        fn = next((f for f in api.functions if f.name == args.name or f.symbol == args.name), None)
        if fn is None:
            continue
        view = pipeline.module_view(api)
        fv = next(f for f in view.functions if f.name == fn.name)
        print(f"{fn.name}  ({api.library}, CUDA {release}; binds {fn.symbol}; {fn.location})")
        print(f"  C:      {fv.c_signature}")
        print(f"  Python: {fv.signature}")
        for p, rule in zip(fn.params, fv.rules.params, strict=True):
            related = f" [{rule.related}]" if rule.related else ""
            print(f"  {p.name:<22} {rule.kind:<15}{related:<14} {rule.source}")
        if fv.rules.answers:
            print(f"  returned, not raised: {', '.join(fv.rules.answers)} (rules file)")
        return 0
    raise GeneratorError(f"{args.name}: no such function in CUDA {release}")


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        handler = {"generate": cmd_generate, "dump-ir": cmd_dump_ir, "explain": cmd_explain}[args.command]
        return handler(args)
    except GeneratorError as exc:
        print(f"cudagen: error: {exc.render()}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
