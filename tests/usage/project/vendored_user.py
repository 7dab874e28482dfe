"""The bindings vendored as myapp.cuda (cudagen check-usage --package-name myapp.cuda)."""

from myapp import cuda
from myapp.cuda import driver


def init() -> int:
    driver.cuInit(0)
    return cuda.driver.cuCtxCreate_v4(None, 0, 0)  # BREAKS: gone; cuCtxCreate is it now
