"""Share device memory with another process, written for cuda.core: an IPC-enabled memory pool
and a buffer from it, plus an IPC event, are sent to a child process (multiprocessing pickles
them: the pool as its shareable handle, the buffer as its IPC descriptor, the event as its
handle). The child waits on the parent's event, maps the buffer and writes it with a kernel; the
parent checks what it wrote.

    python examples/ipc_pool.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/ipc_pool.py   # the same on cuda.core
"""

import multiprocessing as mp

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void square_plus(int *p, int add, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = p[i] * p[i] + add;
}
"""
N = 4096


def child(mr, buffer, ready) -> None:
    """Runs in the child process: `mr` arrives mapped, `buffer` mapped from it, `ready` opened."""
    dev = core.Device(0)
    dev.set_current()
    options = core.ProgramOptions(arch=f"sm_{dev.arch}")
    kernel = core.Program(SOURCE, code_type="c++", options=options).compile("cubin").get_kernel("square_plus")
    stream = dev.create_stream()
    stream.wait(ready)  # the parent's fill is done before the kernel reads
    config = core.LaunchConfig(grid=(N + 255) // 256, block=256)
    core.launch(stream, config, kernel, buffer, np.int32(7), np.int32(N))
    stream.sync()
    assert buffer.is_mapped and mr.is_mapped
    buffer.close()


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    if not dev.properties.memory_pools_supported or not dev.properties.handle_type_posix_file_descriptor_supported:
        print("skipped: this device cannot share memory pools by file descriptor")
        return
    stream = dev.create_stream()
    options = core.DeviceMemoryResourceOptions(ipc_enabled=True, max_size=1 << 21)
    mr = core.DeviceMemoryResource(dev, options=options)
    print(f"pool: ipc enabled {mr.is_ipc_enabled}, mapped {mr.is_mapped}")
    buffer = mr.allocate(4 * N, stream=stream)
    host = core.LegacyPinnedMemoryResource().allocate(4 * N)
    values = np.from_dlpack(host).view(np.int32)
    values[:] = np.arange(N, dtype=np.int32) % 100
    buffer.copy_from(host, stream=stream)
    ready = stream.record(options=core.EventOptions(ipc_enabled=True))  # cuda.core: IPC events come from record
    print(f"event: ipc enabled {ready.is_ipc_enabled}, timing {ready.is_timing_enabled}")

    ctx = mp.get_context("spawn")
    process = ctx.Process(target=child, args=(mr, buffer, ready))
    process.start()
    process.join(timeout=120)
    print(f"child exit code: {process.exitcode}")
    assert process.exitcode == 0

    buffer.copy_to(host, stream=stream)
    stream.sync()
    expected = (np.arange(N, dtype=np.int32) % 100) ** 2 + 7
    np.testing.assert_array_equal(values, expected)
    print(f"written by the child: {values[:6].tolist()} ... sum {int(values.sum())}")
    buffer.close(stream)
    host.close()
    stream.sync()
    mr.close()
    print("IPC pool and event across two processes: correct")


if __name__ == "__main__":
    main()
