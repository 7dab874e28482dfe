"""Program caches, written for cuda.core: Program.compile(cache=...) looks the compiled binary up
by a key of the code, the options and the target (utils.make_program_cache_key) and compiles
only on a miss. An in-memory cache serves a second round of compiles; a file cache in a
directory serves another cache object opened on it later, as it would another process.

    python examples/program_cache.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/program_cache.py   # the same on cuda.core
"""

import tempfile

import numpy as np
from _path import core

SOURCE = r"""
extern "C" __global__ void scale(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = FACTOR * i;
}
"""
FACTORS = (2, 3, 5)
ELF = b"\x7fELF"  # how a cubin starts


def options_for(dev, factor: int):
    return core.ProgramOptions(arch=f"sm_{dev.arch}", define_macro=("FACTOR", str(factor)))


def check(dev, stream, code, factor: int, n: int = 1024) -> int:
    """Run `code`'s kernel and check it; the sum of what it wrote."""
    kernel = code.get_kernel("scale")
    data = dev.allocate(4 * n, stream=stream)
    core.launch(stream, core.LaunchConfig(grid=(n + 255) // 256, block=256), kernel, data, np.int32(n))
    host = core.LegacyPinnedMemoryResource().allocate(4 * n)
    data.copy_to(host, stream=stream)
    stream.sync()
    got = np.from_dlpack(host).view(np.int32)
    np.testing.assert_array_equal(got, factor * np.arange(n, dtype=np.int32))
    total = int(got.sum())
    data.close(stream)
    host.close()
    return total


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()

    cache = core.utils.InMemoryProgramCache()
    for round_ in (1, 2):
        sums = []
        for factor in FACTORS:
            program = core.Program(SOURCE, code_type="c++", options=options_for(dev, factor))
            code = program.compile("cubin", cache=cache)
            sums.append(check(dev, stream, code, factor))
            program.close()
        print(f"in-memory cache, round {round_}: {len(cache)} entries, kernels wrote sums {sums}")
    assert len(cache) == len(FACTORS)  # the second round compiled nothing new

    # The key is the cache's own: a plain bytes mapping a program can also use by hand.
    key = core.utils.make_program_cache_key(code=SOURCE, code_type="c++", options=options_for(dev, 3),
                                            target_type="cubin")
    cubin = cache.get(key)
    assert cubin is not None and cache.get(b"no such key") is None
    print(f"key for FACTOR=3 found by hand: {cubin is not None}; bytes are a cubin: {cubin[:4] == ELF}")
    print(f"from the cached bytes: sum {check(dev, stream, core.ObjectCode.from_cubin(cubin), 3)}")

    with tempfile.TemporaryDirectory() as directory:
        with core.utils.FileStreamProgramCache(directory) as on_disk:
            for factor in FACTORS:
                core.Program(SOURCE, code_type="c++", options=options_for(dev, factor)).compile("cubin", cache=on_disk)
            print(f"file cache: {len(on_disk)} entries written")
        with core.utils.FileStreamProgramCache(directory) as reopened:  # as another process would
            before = len(reopened)
            code = core.Program(SOURCE, code_type="c++", options=options_for(dev, 5)).compile("cubin", cache=reopened)
            print(f"file cache reopened: {before} entries, FACTOR=5 served from it ({len(reopened)} entries "
                  f"after), sum {check(dev, stream, code, 5)}")
    print("program caches: correct")


if __name__ == "__main__":
    main()
