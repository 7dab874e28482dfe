"""Output: render (Jinja), format (black, in-process), write (atomic)."""
