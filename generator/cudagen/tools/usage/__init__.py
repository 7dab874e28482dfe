"""`cudagen check-usage`: the uses a code base makes of the generated API that an upgrade
from one release to another breaks, found with Python's `ast` (nothing is imported or run).

Names are resolved as Python would: `import cuda_12_9.driver as cu`, `from cuda_12_9 import
driver`, `from cuda_12_9.driver import cuInit as init`, `from cuda_12_9.runtime import *`,
attribute chains (`cuda_12_9.driver.cuInit`), a vendored copy under another name
(`--package-name myapp.cuda`), function and class scopes (a parameter or local named `cu`
is not the module). A name bound by an import and also by anything else in the same scope
is left alone: what it holds depends on the run. Struct instances are followed where their
type is visible: a variable assigned once from a call that returns the struct, from its
constructor, or a parameter annotated with it.

Each use is checked against the two releases' Python API models (pyapi.py) and the changes
between them (pydiff.py): names, enum members and struct fields removed (also as keyword
arguments of a struct's constructor), calls whose arguments no longer bind as they did
(parameters added, removed, derived, renamed when passed by keyword, moved when passed by
position, retyped), values unpacked or used whose returned arity changed, and uses of what
the new release deprecates (warnings). A call is only checked when it binds to the old
signature: code that was already wrong is not this tool's business.

The modules, in the order a run goes through them:

- files.py: the Python files to read, and `check`, which runs both passes over each of them.
- scopes.py: the first pass (`Binder`): a file's scopes and what binds each name in them.
- refs.py: what a name can refer to: the package, a module, a name, an enum member, a struct
  instance.
- api.py: the two releases' models and the changes between them, indexed for lookups (`Api`).
- checker.py: the second pass (`Checker`): walks the scopes and hands each use to its check.
- resolve.py: what a name or an expression refers to where it is used (`Resolver`).
- names.py: the checks of names, enum members and struct fields (`NameChecks`).
- calls.py: the checks of calls, their arguments and returned values (`CallChecks`).
- findings.py: `Finding`, `Result`, and the `Reporter` the checks report to.
- render.py: the result as text, Markdown, JSON or GitHub Actions annotations.
"""

from .files import SKIP_DIRS, check, display_path, python_files
from .findings import SEVERITIES, Finding, Result
from .render import RENDERERS, render_github, render_json, render_markdown, render_text, write
from .render import _escape as _escape  # tests/test_usage.py checks the escaping

__all__ = [
    "RENDERERS", "SEVERITIES", "SKIP_DIRS", "Finding", "Result", "check", "display_path", "python_files",
    "render_github", "render_json", "render_markdown", "render_text", "write",
]
