"""Print what the object layer knows about each device: name, UUID, compute capability and a
few of the generated properties (one exists per CU_DEVICE_ATTRIBUTE_* of the release).

    python examples/device_info.py
"""

import _path  # noqa: F401 - generated/ on sys.path when run from a checkout
from cuda_13_0.core import Device


def main() -> None:
    for dev in Device.get_all_devices():
        p = dev.properties
        print(f"device {dev.device_id}: {dev.name} (sm_{dev.arch}), uuid {dev.uuid}, PCI {dev.pci_bus_id}")
        print(f"  {p.multiprocessor_count} SMs, warp {p.warp_size}, {p.max_threads_per_block} threads/block, "
              f"L2 {p.l2_cache_size} bytes, unified addressing {p.unified_addressing}, "
              f"memory pools {p.memory_pools_supported}, compute mode {p.compute_mode!r}")
        others = [other for other in Device.get_all_devices() if other is not dev]
        for other in others:
            print(f"  can access device {other.device_id}: {dev.can_access_peer(other)}")


if __name__ == "__main__":
    main()
