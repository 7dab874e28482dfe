"""Textures and surfaces, written for cuda.core (core.texture): a 2-D CUDA array (OpaqueArray)
filled from host data, read by kernels through a TextureObject with linear filtering and
normalized coordinates (clamped at the edges): once to resample the image at twice its size, once
to average each 2 x 2 block with a single filtered fetch, written through a SurfaceObject into a
second array; that array is copied back to the host, then read through a point-sampled texture
of its own. Each result is checked against NumPy on the host.

    python examples/textures.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/textures.py   # the same on cuda.core
"""

import numpy as np
from _path import core

SOURCE = r"""
// Sample `tex` at the centre of each pixel of an out_width x out_height grid laid over [0, 1]^2.
extern "C" __global__ void resample(cudaTextureObject_t tex, float *out, int out_width, int out_height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < out_width && y < out_height) {
        float u = (x + 0.5f) / out_width, v = (y + 0.5f) / out_height;
        out[y * out_width + x] = tex2D<float>(tex, u, v);
    }
}

// Texel (x, y) of the surface: the mean of texels (x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)
// of a width x height texture, in one linearly filtered fetch at the corner they share (the
// texture clamps at its last row and column).
extern "C" __global__ void box_to_surface(cudaTextureObject_t tex, cudaSurfaceObject_t surf, int width,
                                          int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float mean = tex2D<float>(tex, (x + 1.0f) / width, (y + 1.0f) / height);
        surf2Dwrite(mean, surf, x * (int)sizeof(float), y);  // x in bytes
    }
}
"""

WIDTH, HEIGHT = 32, 16  # powers of two: every coordinate above is exact in float32


def bilinear(image: np.ndarray, u: np.ndarray, v: np.ndarray) -> np.ndarray:
    """Linear filtering of `image` at normalized (u, v) as CUDA's textures do it, clamped at the
    edges: texel centres at i + 0.5, each sample weighted by how far past the lower centre it
    lies."""
    height, width = image.shape
    x, y = u * width - 0.5, v * height - 0.5
    x0, y0 = np.floor(x).astype(int), np.floor(y).astype(int)
    a, b = x - x0, y - y0
    xs = np.clip(x0, 0, width - 1), np.clip(x0 + 1, 0, width - 1)
    ys = np.clip(y0, 0, height - 1), np.clip(y0 + 1, 0, height - 1)
    return ((1 - a) * (1 - b) * image[ys[0], xs[0]] + a * (1 - b) * image[ys[0], xs[1]]
            + (1 - a) * b * image[ys[1], xs[0]] + a * b * image[ys[1], xs[1]])


def pixel_centres(width: int, height: int) -> tuple[np.ndarray, np.ndarray]:
    """(u, v) of each pixel centre of a width x height grid over [0, 1]^2, as the kernel computes them."""
    u = (np.arange(width) + 0.5) / width
    v = (np.arange(height) + 0.5) / height
    return np.meshgrid(u, v)


def main() -> None:
    dev = core.Device(0)
    dev.set_current()
    stream = dev.create_stream()
    options = core.ProgramOptions(std="c++17", arch=f"sm_{dev.arch}")
    code = core.Program(SOURCE, code_type="c++", options=options).compile("cubin")
    resample, box_to_surface = code.get_kernel("resample"), code.get_kernel("box_to_surface")
    linear = core.texture.TextureObjectOptions(address_mode="clamp", filter_mode="linear", normalized_coords=True)

    rng = np.random.default_rng(29)
    image = rng.integers(0, 256, size=(HEIGHT, WIDTH)).astype(np.float32)  # HEIGHT rows of WIDTH texels
    print(f"image {HEIGHT} x {WIDTH} float32, sum {float(image.sum()):.1f}, first row {image[0, :4].tolist()}")

    # The CUDA array's shape is (width, height); the host data is its rows, one after another.
    array_options = core.texture.OpaqueArrayOptions(shape=(WIDTH, HEIGHT), format="float32", num_channels=1)
    source = dev.create_opaque_array(array_options)
    source.copy_from(image, stream=stream)
    back = source.copy_to(np.zeros_like(image), stream=stream)
    stream.sync()
    np.testing.assert_array_equal(back, image)
    print(f"OpaqueArray {tuple(source.shape)}, {source.size_bytes} bytes, copied in and back: ok")

    # Upsampled to 64 x 32 by linear filtering.
    out_w, out_h = 2 * WIDTH, 2 * HEIGHT
    out = dev.allocate(4 * out_w * out_h, stream=stream)
    host = core.LegacyPinnedMemoryResource().allocate(4 * out_w * out_h)
    tex = dev.create_texture_object(resource=core.texture.ResourceDescriptor.from_opaque_array(source),
                                    options=linear)
    blocks = core.LaunchConfig(grid=((out_w + 15) // 16, (out_h + 15) // 16), block=(16, 16))
    core.launch(stream, blocks, resample, np.uint64(tex.handle), out, np.int32(out_w), np.int32(out_h))
    host.copy_from(out, stream=stream)
    stream.sync()
    upsampled = np.from_dlpack(host).view(np.float32).reshape(out_h, out_w).copy()
    u, v = pixel_centres(out_w, out_h)
    expected = bilinear(image.astype(np.float64), u, v)
    np.testing.assert_allclose(upsampled, expected, atol=255 / 256)  # the hardware's weights: 8 fractional bits
    print(f"resampled to {out_h} x {out_w} with linear filtering: sum {float(upsampled.sum()):.2f}, "
          f"first row {upsampled[0, :4].tolist()}, agrees with NumPy's bilinear interpolation: ok")

    # 2 x 2 means, each one filtered fetch, written through a surface into a second array.
    means = dev.create_opaque_array(core.texture.OpaqueArrayOptions(shape=(WIDTH, HEIGHT), format="float32",
                                                                    num_channels=1, is_surface_load_store=True))
    surf = dev.create_surface_object(resource=core.texture.ResourceDescriptor.from_opaque_array(means))
    blocks = core.LaunchConfig(grid=((WIDTH + 15) // 16, (HEIGHT + 15) // 16), block=(16, 16))
    core.launch(stream, blocks, box_to_surface, np.uint64(tex.handle), np.uint64(surf.handle), np.int32(WIDTH),
                np.int32(HEIGHT))
    written = means.copy_to(np.zeros_like(image), stream=stream)
    stream.sync()
    right = np.concatenate([image[:, 1:], image[:, -1:]], axis=1)  # clamped: the last column again
    below = np.concatenate([image[1:], image[-1:]], axis=0)
    below_right = np.concatenate([right[1:], right[-1:]], axis=0)
    expected = (image + right + below + below_right) / 4
    np.testing.assert_allclose(written, expected, atol=255 / 256)
    print(f"2 x 2 means written through a surface: sum {float(written.sum()):.2f}, "
          f"first row {written[0, :4].tolist()}, agree with NumPy: ok")

    # The surface's array read through a texture of its own: point sampling gives each texel.
    point_options = core.texture.TextureObjectOptions(filter_mode="point", normalized_coords=True)
    point = dev.create_texture_object(resource=core.texture.ResourceDescriptor.from_opaque_array(means),
                                      options=point_options)
    core.launch(stream, blocks, resample, np.uint64(point.handle), out, np.int32(WIDTH), np.int32(HEIGHT))
    host.copy_from(out, stream=stream)
    stream.sync()
    sampled = np.from_dlpack(host).view(np.float32)[: WIDTH * HEIGHT].reshape(HEIGHT, WIDTH)
    np.testing.assert_array_equal(sampled, written)
    print(f"the surface's array through a point-sampled texture: sum {float(sampled.sum()):.2f}: ok")

    for obj in (point, surf, tex, means, source):  # kernels done (synchronized): textures first, arrays last
        obj.close()
    out.close(stream)
    host.close()
    print("textures, surfaces and CUDA arrays: correct")


if __name__ == "__main__":
    main()
