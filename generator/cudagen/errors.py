"""Generator errors are data: what went wrong and where, printed without a traceback."""

from __future__ import annotations

from collections.abc import Sequence


class GeneratorError(Exception):
    """A problem with the input or the run. `problems` are "file:line: message" strings."""

    def __init__(self, summary: str, problems: Sequence[str] = ()) -> None:
        self.summary = summary
        self.problems = tuple(problems)
        super().__init__(self.render())

    def render(self) -> str:
        lines = [self.summary] + [f"  {p}" for p in self.problems]
        return "\n".join(lines)
