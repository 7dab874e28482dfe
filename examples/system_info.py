"""The system as NVML sees it, written for cuda.core (core.system): driver and NVML versions,
each GPU's name, UUID, PCI bus, memory and compute capability, and how pairs of GPUs connect
(topology, P2P status). Each NVML device is matched to its CUDA device by UUID and the two
must agree.

    python examples/system_info.py
    CUDAGEN_EXAMPLE_CORE=cuda.core python examples/system_info.py   # the same on cuda.core
"""

from _path import core


def version(numbers) -> str:
    return ".".join(str(n) for n in numbers)


def main() -> None:
    system = core.system
    count = system.get_num_devices()
    print(f"NVML sees {count} device(s); CUDA sees {len(core.Device.get_all_devices())}")
    print(f"driver {version(system.get_user_mode_driver_version())} "
          f"(kernel mode {version(system.get_kernel_mode_driver_version())}), "
          f"NVML {version(system.get_nvml_version())}")
    devices = list(system.Device.get_all_devices())
    assert len(devices) == count == system.Device.get_device_count()
    for dev in devices:
        memory = dev.memory_info
        print(f"device {dev.index}: {dev.name}, {dev.uuid}, PCI {dev.pci_info.bus_id}, "
              f"{memory.total} bytes of memory, compute capability {dev.cuda_compute_capability}")
        assert memory.used <= memory.total
        cuda_dev = dev.to_cuda_device()  # matched by UUID
        assert cuda_dev.uuid == dev.uuid_without_prefix, (cuda_dev.uuid, dev.uuid)
        assert tuple(cuda_dev.compute_capability) == tuple(dev.cuda_compute_capability)
        assert cuda_dev.name == dev.name
        assert cuda_dev.to_system_device().uuid == dev.uuid
        print(f"  is CUDA device {cuda_dev.device_id}: name, UUID and compute capability agree")
    for first in devices:
        for second in devices:
            if first.index < second.index:
                level = system.get_topology_common_ancestor(first, second)
                read = system.get_p2p_status(first, second, "read")
                print(f"devices {first.index} and {second.index}: common ancestor {level}, P2P read {read}")
    print("system information from NVML: correct")


if __name__ == "__main__":
    main()
