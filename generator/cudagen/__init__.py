"""cudagen: Python bindings generated from CUDA's C headers."""

__version__ = "0.1.0"
