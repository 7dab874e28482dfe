"""Strided views, written for cuda.core: utils.StridedMemoryView describes any array (NumPy on
the host; CuPy and PyTorch on the device; a Buffer given a shape) by pointer, shape, strides and
dtype, without a copy. A kernel that takes pointer and strides scales a non-contiguous view in
place, whichever library made it; the functions taking arrays use
utils.args_viewable_as_strided_memory. A library that is not installed is skipped.

    python examples/strided_views.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/strided_views.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void scale2d(float *p, int rows, int cols, long long row_stride,
                                   long long col_stride, float factor) {
    int r = blockIdx.y * blockDim.y + threadIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows && c < cols) p[r * row_stride + c * col_stride] *= factor;
}
"""


def describe(label: str, view) -> None:
    print(f"{label}: shape {tuple(view.shape)}, strides {view.strides}, dtype {view.dtype}, "
          f"device accessible {view.is_device_accessible}, readonly {view.readonly}")


def scale_view(view, factor: float, stream, kernel) -> None:
    """Scale a 2-D float32 view in place, whatever its strides (counted in elements)."""
    assert view.is_device_accessible and view.dtype == np.float32 and len(view.shape) == 2
    rows, cols = view.shape
    row_stride, col_stride = view.strides if view.strides is not None else (cols, 1)
    config = core.LaunchConfig(grid=((cols + 15) // 16, (rows + 15) // 16), block=(16, 16))
    core.launch(stream, config, kernel, view.ptr, np.int32(rows), np.int32(cols), np.int64(row_stride),
                np.int64(col_stride), np.float32(factor))


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("scale2d")

    @core.utils.args_viewable_as_strided_memory((0,))
    def scale(array, factor: float) -> None:
        scale_view(array.view(int(stream.handle)), factor, stream, kernel)

    # NumPy: host memory, described without a copy.
    host = np.arange(48, dtype=np.float32).reshape(6, 8)
    for label, array in (("NumPy", host), ("NumPy [::2, 1::3]", host[::2, 1::3]), ("NumPy .T", host.T)):
        view = core.utils.StridedMemoryView.from_any_interface(array, stream_ptr=-1)
        assert view.ptr == array.ctypes.data and view.exporting_obj is array and view.device_id == -1
        describe(label, view)

    # A Buffer given a shape: the kernel scales every other column of a 6x8 matrix.
    rows, cols = 6, 8
    buffer = dev.allocate(4 * rows * cols, stream=stream)
    pinned = core.LegacyPinnedMemoryResource().allocate(4 * rows * cols)
    staged = np.from_dlpack(pinned).view(np.float32).reshape(rows, cols)
    staged[:] = host
    buffer.copy_from(pinned, stream=stream)
    float32 = np.dtype(np.float32)  # a dtype (cuda.core reads its itemsize), not the scalar type
    whole = core.utils.StridedMemoryView.from_buffer(buffer, shape=(rows, cols), dtype=float32)
    describe("Buffer as 6x8", whole)
    every_other = core.utils.StridedMemoryView.from_buffer(buffer, shape=(rows, cols // 2), strides=(cols, 2),
                                                           dtype=float32)
    describe("Buffer, every other column", every_other)
    scale_view(every_other, 10.0, stream, kernel)
    pinned.copy_from(buffer, stream=stream)
    stream.sync()
    expected = host.copy()
    expected[:, ::2] *= 10
    np.testing.assert_array_equal(staged, expected)
    print(f"Buffer: scaled through a strided view, sum {float(staged.sum()):.1f}")

    try:
        import cupy as cp
    except ImportError:
        print("CuPy: not installed, skipped")
    else:
        with cp.cuda.ExternalStream(int(stream.handle)):
            matrix = cp.arange(48, dtype=cp.float32).reshape(6, 8)
            describe("CuPy [1:, ::3]", core.utils.StridedMemoryView.from_any_interface(matrix[1:, ::3], -1))
            scale(matrix[1:, ::3], 3.0)
            stream.sync()
            expected = host.copy()
            expected[1:, ::3] *= 3
            np.testing.assert_array_equal(cp.asnumpy(matrix), expected)
            print(f"CuPy: scaled through a strided view, sum {float(matrix.sum()):.1f}")

    try:
        import torch
    except ImportError:
        print("PyTorch: not installed, skipped")
    else:
        if not torch.cuda.is_available():
            print("PyTorch: no CUDA support in this build, skipped")
        else:
            tensor = torch.arange(48, dtype=torch.float32, device="cuda").reshape(6, 8)
            torch.cuda.synchronize()
            describe("PyTorch .t()[::2]", core.utils.StridedMemoryView.from_any_interface(tensor.t()[::2], -1))
            scale(tensor.t()[::2], 0.5)
            stream.sync()
            expected = host.copy()
            expected[:, ::2] *= 0.5
            np.testing.assert_array_equal(tensor.cpu().numpy(), expected)
            print(f"PyTorch: scaled through a strided view, sum {float(tensor.sum()):.1f}")

    buffer.close(stream)
    pinned.close()
    print("strided views over NumPy, Buffers, CuPy and PyTorch: correct")


if __name__ == "__main__":
    main()
