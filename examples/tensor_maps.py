"""TMA tensor maps, written for cuda.core: a StridedMemoryView of a device Buffer becomes a
TensorMapDescriptor (`as_tensor_map`, cuTensorMapEncodeTiled), passed to `launch` by value for a
`const __grid_constant__ CUtensorMap` parameter. Each block of the kernel has the Tensor Memory
Accelerator copy one 2-D tile into shared memory (cp.async.bulk.tensor, completing on an
mbarrier) and writes it out transposed; what lies past the tensor's edges arrives as zeros. The
same kernel then runs with a descriptor made from TensorMapDescriptorOptions (another box), with
one re-pointed by `replace_address`, and with one over a strided view (every other row).
Needs compute capability 9.0 (Hopper) or later: elsewhere it says "skipped".

    python examples/tensor_maps.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/tensor_maps.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
// CUtensorMap as CUDA 13's cuda.h lays it out (128 opaque bytes, 128-byte aligned), declared
// here so that NVRTC needs no <cuda.h>.
typedef struct alignas(128) CUtensorMap_st { unsigned long long opaque[16]; } CUtensorMap;

constexpr int MAX_TILE = 16 * 64;  // floats: the largest box this program asks for

// Block (bx, by) copies the box_rows x box_cols tile whose first element is row by * box_rows,
// column bx * box_cols of the tensor the map describes into shared memory through the TMA, then
// writes it transposed: element (r, c) of the tile goes to out[(column) * out_width + (row)].
extern "C" __global__ void tile_transpose(const __grid_constant__ CUtensorMap map, float *out,
                                          int out_width, int box_rows, int box_cols) {
    __shared__ alignas(128) float tile[MAX_TILE];
    __shared__ alignas(8) unsigned long long barrier;
    const unsigned bar = (unsigned)__cvta_generic_to_shared(&barrier);
    const int col0 = blockIdx.x * box_cols, row0 = blockIdx.y * box_rows;
    const unsigned bytes = box_rows * box_cols * (unsigned)sizeof(float);
    if (threadIdx.x == 0) {
        asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" :: "r"(bar) : "memory");
        asm volatile("fence.proxy.async.shared::cta;" ::: "memory");  // visible to the TMA
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        // One arrival that expects `bytes` more, then the copy (coordinates innermost first),
        // which completes them on the barrier.
        asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
                     :: "r"(bar), "r"(bytes) : "memory");
        asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
                     " [%0], [%1, {%2, %3}], [%4];"
                     :: "r"((unsigned)__cvta_generic_to_shared(tile)),
                        "l"((unsigned long long)&map), "r"(col0), "r"(row0), "r"(bar)
                     : "memory");
    }
    unsigned done = 0;  // every thread waits for the barrier's phase 0: the tile has arrived
    while (!done) {
        asm volatile("{\n .reg .pred p;\n mbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0;\n"
                     " selp.u32 %0, 1, 0, p;\n}" : "=r"(done) : "r"(bar) : "memory");
    }
    for (int i = threadIdx.x; i < box_rows * box_cols; i += blockDim.x) {
        int r = i / box_cols, c = i % box_cols;
        out[(long long)(col0 + c) * out_width + row0 + r] = tile[i];
    }
}
"""

ROWS, COLS = 50, 72  # the tensor: float32, rows of 288 bytes (a multiple of 16, as the TMA needs)
FLOAT32 = np.dtype(np.float32)  # a dtype (cuda.core reads its itemsize), not the scalar type


def expected_transpose(tensor: np.ndarray, box: tuple[int, int]) -> np.ndarray:
    """What the kernel writes: the tensor padded with zeros to whole boxes, transposed."""
    rows = -(-tensor.shape[0] // box[0]) * box[0]
    cols = -(-tensor.shape[1] // box[1]) * box[1]
    padded = np.zeros((rows, cols), dtype=np.float32)
    padded[: tensor.shape[0], : tensor.shape[1]] = tensor
    return padded.T


class Runner:
    """Launches the kernel over a whole tensor and reads its output back."""

    def __init__(self, dev, stream, kernel) -> None:
        self.dev, self.stream, self.kernel = dev, stream, kernel
        capacity = 4 * 128 * 56  # bytes of the largest output here: 72 columns padded to 128, 50 rows to 56
        self.out = dev.allocate(capacity, stream=stream)
        self.host = core.LegacyPinnedMemoryResource().allocate(capacity)

    def transpose(self, descriptor, box: tuple[int, int]) -> np.ndarray:
        rows, cols = -(-ROWS // box[0]) * box[0], -(-COLS // box[1]) * box[1]
        self.out.fill(np.float32(-1).tobytes(), stream=self.stream)  # every element must be written
        config = core.LaunchConfig(grid=(cols // box[1], rows // box[0]), block=128)
        core.launch(self.stream, config, self.kernel, descriptor, self.out, np.int32(rows), np.int32(box[0]),
                    np.int32(box[1]))
        self.host.copy_from(self.out, stream=self.stream)
        self.stream.sync()
        return np.from_dlpack(self.host).view(np.float32)[: rows * cols].reshape(cols, rows).copy()

    def close(self) -> None:
        self.out.close(self.stream)
        self.host.close()


def upload(dev, stream, array: np.ndarray):
    """A device Buffer holding `array` (through pinned memory)."""
    staging = core.LegacyPinnedMemoryResource().allocate(array.nbytes)
    np.from_dlpack(staging).view(array.dtype)[:] = array.ravel()
    buffer = dev.allocate(array.nbytes, stream=stream)
    buffer.copy_from(staging, stream=stream)
    stream.sync()
    staging.close()
    return buffer


def check(label: str, got: np.ndarray, expected: np.ndarray) -> None:
    np.testing.assert_array_equal(got, expected)
    print(f"{label}: output {got.shape[0]} x {got.shape[1]}, sum {float(got.sum()):.1f}, "
          f"out[1, :4] {got[1, :4].tolist()}, zeros past the edges {int((got == 0).sum())}: ok")


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    cc = dev.compute_capability
    if cc.major < 9:
        print(f"skipped: TMA needs compute capability 9.0 or later, device 0 has {cc.major}.{cc.minor}")
        return
    stream = dev.create_stream()
    options = core.ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("tile_transpose")

    rng = np.random.default_rng(2026)
    first = rng.integers(1, 1000, size=(ROWS, COLS)).astype(np.float32)  # no zeros: OOB zeros stand out
    second = first * 2 + 1
    src = upload(dev, stream, first)
    view = core.utils.StridedMemoryView.from_buffer(src, shape=(ROWS, COLS), dtype=FLOAT32)
    print(f"tensor {tuple(view.shape)} {view.dtype}, sum {float(first.sum()):.1f}")
    runner = Runner(dev, stream, kernel)

    # Tiles of 16 rows x 32 columns: a 4 x 3 grid of blocks, the last row and column of tiles
    # partly past the tensor.
    tiles = view.as_tensor_map(box_dim=(16, 32))
    check("16 x 32 tiles", runner.transpose(tiles, (16, 32)), expected_transpose(first, (16, 32)))

    # The same tensor in tiles of 8 x 64, the box given as TensorMapDescriptorOptions.
    wide = view.as_tensor_map(options=core.TensorMapDescriptorOptions(box_dim=(8, 64), data_type=FLOAT32))
    check("8 x 64 tiles (options)", runner.transpose(wide, (8, 64)), expected_transpose(first, (8, 64)))

    # The first descriptor re-pointed at another tensor of the same shape: no new encoding.
    other = upload(dev, stream, second)
    tiles.replace_address(core.utils.StridedMemoryView.from_buffer(other, shape=(ROWS, COLS), dtype=FLOAT32))
    check("replace_address", runner.transpose(tiles, (16, 32)), expected_transpose(second, (16, 32)))

    # A strided view: every other row of a 100 x 72 tensor (a row stride of 2 * 72 elements).
    tall = np.zeros((2 * ROWS, COLS), dtype=np.float32)
    tall[::2] = first
    tall[1::2] = -5.0  # rows the view skips
    spaced = upload(dev, stream, tall)
    every_other = core.utils.StridedMemoryView.from_buffer(spaced, shape=(ROWS, COLS), strides=(2 * COLS, 1),
                                                           dtype=FLOAT32)
    strided = every_other.as_tensor_map(box_dim=(16, 32))
    check("strided view, every other row", runner.transpose(strided, (16, 32)), expected_transpose(first, (16, 32)))

    runner.close()
    for buffer in (src, other, spaced):
        buffer.close(stream)
    stream.sync()
    print("TMA tiles loaded through tensor map descriptors: correct")


if __name__ == "__main__":
    main()
