"""core.system's NVML devices (cuda.core 1.2.2's system.Device, NvlinkInfo, get_p2p_status,
get_topology_common_ancestor, register_events) against a fake libnvidia-ml (tests/fakecuda/
fakenvml.c: two GPUs whose answers derive from the device and the arguments, so a wrong
mapping shows), on both backends of the generated 13.0 package, each in a fresh interpreter.

The fake records the event sets it makes and frees: each DeviceEvents / RegisteredSystemEvents
frees its set exactly once (dropped, or when registering fails), nothing else is freed, and
nothing is freed at exit after NVML was shut down. 11.8 binds no NVML: its names are there
and say so.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_driver_runtime import Build, fake_driver  # noqa: F401 - fixture

pytestmark = pytest.mark.slow  # a fake NVML built with gcc

REPO = Path(__file__).resolve().parents[1]
FAKE = REPO / "tests" / "fakecuda" / "fakenvml.c"

SCRIPT = r"""
import ctypes, gc, json, os, sys, warnings
from cuda_13_0 import nvml
from cuda_13_0.core import Device as CudaDevice, system
lib = ctypes.CDLL(os.environ["CUDAGEN_LIB_NVIDIA_ML"])
def counts():
    out = (ctypes.c_int * 8)()
    lib.fakenvml_counts(out)
    return list(out)
def err(f):
    try:
        f()
    except Exception as exc:
        return [type(exc).__name__, str(exc)]
    return None
out = {"backend": nvml.BACKEND}
d0 = system.Device(index=0)
d1 = system.Device(uuid="GPU-10111213-1415-1617-1819-1a1b1c1d1e1f")
by_bus = system.Device(pci_bus_id=b"00000000:01:00.0")
out["ids"] = [d0.index, d1.index, by_bus.index, system.Device(1).index, system.Device(uuid=b"GPU-00010203-0405-0607-0809-0a0b0c0d0e0f").index]
out["basic"] = [d0.name, d0.uuid, d0.uuid_without_prefix, d0.pci_bus_id, d1.pci_bus_id, d0.serial, d0.brand,
                d0.arch.name, d0.numa_node_id, d1.module_id, d1.minor_number, list(d0.cuda_compute_capability),
                d0.is_persistence_mode_enabled, d1.is_persistence_mode_enabled, d0.is_display_connected,
                d0.is_display_active]
out["count"] = [system.Device.get_device_count(), [d.index for d in system.Device.get_all_devices()]]
m = d1.memory_info
b = d0.bar1_memory_info
out["memory"] = [m.total, m.used, m.free, m.reserved, b.total, b.used, b.free]
p = d1.pci_info
out["pci"] = [p.bus, p.bus_id, p.device, p.domain, hex(p.vendor_id), hex(p.device_id), hex(p.subsystem_id),
              p.base_class, p.sub_class, p.current_link_generation, p.current_link_width, p.rx_throughput,
              p.tx_throughput]
out["clocks"] = [d0.get_clock(t).get_current_mhz() for t in ("graphics", "sm", "memory", "video")]
c = d0.get_clock(system.typing.ClockType.SM)
off = c.get_offsets(3)
out["clock"] = [c.get_current_mhz("customer_boost_max"), c.get_max_mhz(), list(c.get_min_max_clock_of_pstate_mhz(2)),
                [off.clock_offset_mhz, off.min_offset_mhz, off.max_offset_mhz]]
out["clock_errors"] = [err(lambda: d0.get_clock("cpu")), err(lambda: c.get_current_mhz("app")),
                       err(lambda: c.get_offsets(16))]
out["reasons"] = [[str(r) for r in d0.current_clock_event_reasons], len(d0.supported_clock_event_reasons),
                  list(d0.is_auto_boosted_clocks_enabled)]
out["pstates"] = [d0.performance_state, d1.performance_state, d0.supported_pstates]
t = d1.temperature
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    thresholds = [t.get_threshold("slowdown"), t.get_threshold(system.typing.TemperatureThresholds.ACOUSTIC_MAX)]
settings = t.get_thermal_settings("gpu")
out["temperature"] = [t.get_sensor(), thresholds, [type(w.message).__name__ for w in caught], t.margin, len(settings),
                      [[str(s.controller), str(s.target), s.current_temp, s.default_max_temp] for s in settings]]
fan = d0.get_fan(1)
out["fans"] = [d0.num_fans, fan.speed, fan.speed_rpm, fan.target_speed, list(fan.min_max_speed), str(fan.control_policy),
               str(d0.get_fan().control_policy), err(lambda: d1.get_fan(0)), err(lambda: d0.get_fan(2))]
cooler = d0.cooler
out["cooler"] = [str(cooler.signal_type), [str(x) for x in cooler.target]]
u = d1.utilization
out["utilization"] = [u.gpu, u.memory]
out["processes"] = [[q.pid, q.used_gpu_memory] for q in d0.compute_running_processes]
fv = d0.get_field_values([1, (1, 2), 999])
out["fields"] = [len(fv), fv[0].value, fv[1].value, fv[1].scope_id, fv[0].timestamp, fv[0].latency_usec,
                 err(lambda: fv[2].value), err(fv.validate), len(d0.get_field_values([]))]
links = list(d0.get_nvlinks())
out["nvlink"] = [d0.get_nvlink_count(), d1.get_nvlink_count(), [ln.state for ln in links], list(links[0].version),
                 err(lambda: d0.get_nvlink(4)), err(lambda: d1.get_nvlink(0)), type(d0.get_nvlink(0)).__name__]
out["topology"] = [str(system.get_topology_common_ancestor(d0, d1)), str(system.get_topology_common_ancestor(d0, d0)),
                   str(system.get_p2p_status(d0, d1, "nvlink")),
                   str(system.get_p2p_status(d0, d1, system.typing.GpuP2PCapsIndex.ATOMICS)),
                   err(lambda: system.get_p2p_status(d0, d1, "bogus")),
                   err(lambda: system.get_topology_common_ancestor(d0, 1))]
out["ctor_errors"] = [err(lambda: system.Device()), err(lambda: system.Device(index=0, uuid="x")),
                      err(lambda: system.Device(index=5)), err(lambda: system.Device(uuid="GPU-nope")),
                      err(lambda: system.Device(index="0"))]
# device events: each set freed once, failed registration included, never a foreign one
events = d0.register_events([system.typing.EventType.XID_CRITICAL_ERROR, "pstate"])
mask = counts()[6]
ev = events.wait(timeout_ms=0)
out["event"] = [mask, str(ev.event_type), ev.event_data, ev.gpu_instance_id, ev.compute_instance_id, ev.device.index,
                err(lambda: events.wait(timeout_ms=1)), [str(x) for x in d0.get_supported_event_types()]]
before = counts()
del events, ev
gc.collect()
after_drop = counts()
failed = err(lambda: d0.register_events("clock"))
gc.collect()
out["event_sets"] = [before[:2], after_drop[:2], failed, counts()[:2], err(lambda: d0.register_events("bogus")),
                     err(lambda: d0.register_events(7)), counts()[0]]
# system events
sysev = system.register_events([system.typing.SystemEventType.UNBIND, "bind"])
mask = counts()[6]
got = sysev.wait(timeout_ms=0, buffer_size=4)
one = sysev.wait(buffer_size=1)
out["system_events"] = [mask, len(got), [str(e.event_type) for e in got], [e.gpu_id for e in got],
                        [e.device.index for e in got], len(one), err(lambda: sysev.wait(timeout_ms=1)),
                        err(lambda: sysev.wait(buffer_size=0))]
del sysev
gc.collect()
out["system_sets"] = counts()[2:4]
# to_system_device / to_cuda_device need the driver: the fake NVML has none (CUDA's side is tested on GPUs)
out["typing"] = sorted(system.typing.__all__)
out["max_links"] = err(lambda: None)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    out["max_links"] = [system.NvlinkInfo.max_links, [type(w.message).__name__ for w in caught]]
# an event set alive at exit is not freed after NVML shut down
keep = d0.register_events("pstate")
lib.fakenvml_counts.restype = None
out["final"] = counts()
print(json.dumps(out))
sys.stdout.flush()
"""


def _build(tmp: Path) -> Path:
    compiler = os.environ.get("CC", "gcc")
    if shutil.which(compiler) is None:
        pytest.skip("no C compiler")
    lib = tmp / "libfakenvml.so"
    subprocess.run([compiler, "-shared", "-fPIC", "-w", "-o", str(lib), "-I", str(REPO / "headers" / "13.0"),
                    "-I", str(REPO / "generator/cudagen/frontend/include/cuda_c"), str(FAKE)],
                   check=True, capture_output=True, text=True)
    return lib


@pytest.fixture(scope="module")
def fake_nvml(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _build(tmp_path_factory.mktemp("fakenvml"))


def _run(script: str, package: Path, lib: Path, backend: str, report: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(package), CUDAGEN_BACKEND=backend, CUDAGEN_LIB_NVIDIA_ML=str(lib),
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1", FAKENVML_REPORT=str(report))
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False,
                          env=env)


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_system_device_on_the_fake_nvml(backend: str, package_copy: Path, fake_nvml: Path, tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    done = _run(SCRIPT, package_copy, fake_nvml, backend, report)
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["backend"] == backend
    assert r["ids"] == [0, 1, 0, 1, 0]
    assert r["basic"] == ["Fake GPU 0", "GPU-00010203-0405-0607-0809-0a0b0c0d0e0f",
                          "00010203-0405-0607-0809-0a0b0c0d0e0f", "00000000:01:00.0", "00000000:02:00.0", "SN100",
                          "Tesla", "HOPPER", 0, 11, 21, [9, 0], True, False, False, True]
    assert r["count"] == [2, [0, 1]]
    total, used, reserved = 80 << 30, 2 << 30, 1 << 20
    assert r["memory"] == [total, used, total - used - reserved, reserved, 1 << 28, 1 << 20, (1 << 28) - (1 << 20)]
    assert r["pci"] == [0x02, "00000000:02:00.0", 0, 0, "0x10de", "0x2330", "0x16c110de", 3, 2, 5, 16, 200, 100]
    assert r["clocks"] == [1000, 2000, 3000, 4000]  # graphics, sm, mem, video: NVML 0..3, current (id 0)
    assert r["clock"] == [2003, 4981, [200, 251], [13, -100, 100]]  # customer boost max is id 3
    assert [e[0] for e in r["clock_errors"]] == ["ValueError"] * 3
    assert "Invalid clock type: 'cpu'" in r["clock_errors"][0][1]
    assert r["reasons"] == [["gpu_idle", "hw_thermal_slowdown"], 11, [False, True]]
    assert r["pstates"] == [2, None, [0, 2, 8]]
    assert r["temperature"] == [41, [81, 86], ["DeprecationWarning"], 25, 2,
                                [["gpu_internal", "gpu", 41, 90], ["unknown", "memory", 50, 95]]]
    assert r["fans"][:7] == [2, 31, 1501, 41, [20, 100], "manual", "temperature_controlled"]
    assert r["fans"][7] == ["ValueError", "Fan index 0 is out of range [0, 0)"]
    assert r["fans"][8] == ["ValueError", "Fan index 2 is out of range [0, 2)"]
    assert r["cooler"] == ["variable", ["gpu", "memory", "power_supply"]]
    assert r["utilization"] == [71, 30]
    assert r["processes"] == [[4000, 1 << 20], [4001, 2 << 20]]
    fields = r["fields"]
    assert fields[:6] == [3, 2.5, 4.5, 2, 1234, 5]
    assert fields[6][0] == fields[7][0] == "NvmlErrorNotSupported" and fields[8] == 0
    nvlink = r["nvlink"]
    assert nvlink[:4] == [4, 0, [True, True, True, False], [4, 0]]
    assert nvlink[4] == ["ValueError", "Link index 4 is out of range [0, 4)"]
    assert nvlink[5] == ["ValueError", "Link index 0 is out of range [0, 0)"] and nvlink[6] == "NvlinkInfo"
    topology = r["topology"]
    assert topology[:4] == ["node", "internal", "ok", "not supported"]
    assert topology[4][0] == "ValueError" and "Invalid P2P caps index: 'bogus'" in topology[4][1]
    assert topology[5] == ["TypeError", "device2 must be a system.Device, not int"]
    ctor = r["ctor_errors"]
    assert ctor[0] == ["ValueError", "Handle requires either a device `index`, `uuid`, or `pci_bus_id`."]
    assert ctor[1] == ["ValueError", "Handle requires only one of `index`, `uuid`, or `pci_bus_id`."]
    assert ctor[2][0] == "NvmlErrorInvalidArgument" and ctor[3][0] == "NvmlErrorNotFound"
    assert ctor[4] == ["TypeError", "index must be an int, not str"]
    # events: XID_CRITICAL_ERROR | PSTATE registered, one Xid 79 event on device 1
    assert r["event"][:6] == [0x8 | 0x4, "xid_critical_error", 79, 7, 8, 1]
    assert r["event"][6][0] == "NvmlErrorTimeout"
    assert r["event"][7] == ["pstate", "xid_critical_error"]
    before, after_drop, failed, after_fail, bogus, not_a_list, made = r["event_sets"]
    assert before == [1, 0] and after_drop == [1, 1]  # made once, freed once when dropped
    assert failed[0] == "NvmlErrorNotSupported" and after_fail == [2, 2]  # the failed one's set freed at once
    assert bogus[0] == "ValueError" and "Invalid event type: 'bogus'" in bogus[1]
    assert not_a_list[0] == "TypeError" and made == 2  # argument errors make no set
    sysev = r["system_events"]
    assert sysev[:5] == [0x3, 2, ["unbind", "bind"], [0x0200, 0x0100], [1, 0]]
    assert sysev[5] == 1 and sysev[6][0] == "NvmlErrorTimeout" and sysev[7][0] == "ValueError"
    assert r["system_sets"] == [1, 1]
    assert "ClockType" in r["typing"] and "DeviceArch" in r["typing"] and "SystemEventType" in r["typing"]
    assert r["max_links"] == [18, ["DeprecationWarning"]]
    # at the end: 3 device sets made (the last alive), 2 freed once each, none twice, none foreign
    assert r["final"][:6] == [3, 2, 1, 1, 0, 0]
    # after exit: NVML was shut down and the set still alive then was left to it, not freed
    assert [int(x) for x in report.read_text().split()] == [3, 2, 1, 1, 0, 0, 4, 0]


def test_the_enum_tables_are_nvml_values(package_copy: Path) -> None:
    """The NVML numbers behind cuda.core's enums (written out so 11.8 needs no NVML) are the
    generated nvml module's."""
    script = r"""
import json
from cuda_13_0 import nvml
import cuda_13_0.core.system as s
from cuda_13_0.core.system import _enums as _e
checks = {
  "clock_type": [_e._CLOCK_TYPE[k] == getattr(nvml, n) for k, n in (("graphics", "NVML_CLOCK_GRAPHICS"),
                 ("sm", "NVML_CLOCK_SM"), ("memory", "NVML_CLOCK_MEM"), ("video", "NVML_CLOCK_VIDEO"))],
  "clock_id": [_e._CLOCK_ID["current"] == nvml.NVML_CLOCK_ID_CURRENT,
               _e._CLOCK_ID["customer_boost_max"] == nvml.NVML_CLOCK_ID_CUSTOMER_BOOST_MAX],
  "events": [_e._EVENT_TYPE[e] == getattr(nvml, n) for e, n in (("xid_critical_error", "nvmlEventTypeXidCriticalError"),
             ("pstate", "nvmlEventTypePState"), ("clock", "nvmlEventTypeClock"),
             ("gpu_recovery_action", "nvmlEventTypeGpuRecoveryAction"),
             ("single_bit_ecc_error_storm", "nvmlEventTypeSingleBitEccErrorStorm"),
             ("power_source_change", "nvmlEventTypePowerSourceChange"))],
  "topology": [_e._TOPOLOGY_LEVEL[k] == getattr(nvml, "NVML_TOPOLOGY_" + k.upper()) for k in
               ("internal", "single", "multiple", "hostbridge", "node", "system")],
  "p2p": [_e._P2P_CAPS_INDEX[k] == getattr(nvml, "NVML_P2P_CAPS_INDEX_" + k.upper()) for k in
          ("read", "write", "nvlink", "atomics", "pci", "prop", "unknown")],
  "thresholds": [v == getattr(nvml, "NVML_TEMPERATURE_THRESHOLD_" + k.name) for k, v in _e._TEMPERATURE_THRESHOLD.items()],
  "thermal_target": [v == getattr(nvml, "NVML_THERMAL_TARGET_" + k.name) for k, v in _e._THERMAL_TARGET.items()],
  "thermal_controller": [getattr(nvml, "NVML_THERMAL_CONTROLLER_" + c.name) == v for v, c in
                         _e._THERMAL_CONTROLLER.items()],
  "arch": [int(getattr(nvml, "NVML_DEVICE_ARCH_" + a.name)) == a.value for a in s.DeviceArch],
  "nvlink": [getattr(nvml, f"NVML_NVLINK_VERSION_{v[0]}_{v[1]}") == k for k, v in _e._NVLINK_VERSION.items()],
  "inforom": [v == getattr(nvml, "NVML_INFOROM_" + k.name) for k, v in _e._INFOROM_OBJECT.items()],
  "cooler": [getattr(nvml, "NVML_THERMAL_COOLER_TARGET_" + t.name) == v for v, t in _e._COOLER_TARGET.items()],
  "brand": [_e._BRAND[int(getattr(nvml, "NVML_BRAND_TESLA"))] == "Tesla"],
  "scalars": [_e._PSTATE_UNKNOWN == nvml.NVML_PSTATE_UNKNOWN, _e._NVLINK_LINK_COUNT == nvml.NVML_FI_DEV_NVLINK_LINK_COUNT,
              _e._MAX_GPU_UTILIZATIONS == nvml.NVML_MAX_GPU_UTILIZATIONS,
              _e._FEATURE_ENABLED == nvml.NVML_FEATURE_ENABLED,
              _e._AFFINITY_SCOPE["socket"] == nvml.NVML_AFFINITY_SCOPE_SOCKET,
              _e._ADDRESSING_MODE[int(nvml.NVML_DEVICE_ADDRESSING_MODE_ATS)] == "ats",
              _e._FAN_CONTROL_POLICY[int(nvml.NVML_FAN_POLICY_MANUAL)] == "manual",
              s.NvlinkInfo.__class__.max_links.fget(s.NvlinkInfo) == nvml.NVML_NVLINK_MAX_LINKS],
}
print(json.dumps({k: all(v) and bool(v) for k, v in checks.items()}))
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(package_copy), CUDAGEN_BACKEND="python", PYTHONWARNINGS="ignore")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r == {k: True for k in r}, [k for k, v in r.items() if not v]

# ------------------------------------------------------------------ against cuda.core, same fake
# cuda.core.system (its cuda.bindings.nvml loads libnvidia-ml.so.1 from LD_LIBRARY_PATH) and
# ours on the same fake, in one process: each expression, with d a device of that side and s
# that side's system module, must give the same value, or fail alike (the same built-in
# exception; an NVML error is one of ours, under cuda.core's name in system).
DIFFERENTIAL = [
    "d.index",
    "d.uuid",
    "d.uuid_without_prefix",
    "d.pci_bus_id",
    "d.name",
    "d.brand",
    "d.serial",
    "d.arch",
    "d.module_id",
    "d.minor_number",
    "d.numa_node_id",
    "d.is_persistence_mode_enabled",
    "d.cuda_compute_capability",
    "d.is_display_connected",
    "d.is_display_active",
    "d.num_fans",
    "d.supported_pstates",
    "d.performance_state",
    "d.memory_info.total",
    "d.memory_info.used",
    "d.memory_info.free",
    "d.memory_info.reserved",
    "d.bar1_memory_info.total",
    "d.bar1_memory_info.used",
    "d.bar1_memory_info.free",
    "d.pci_info.bus",
    "d.pci_info.bus_id",
    "d.pci_info.device",
    "d.pci_info.domain",
    "d.pci_info.vendor_id",
    "d.pci_info.device_id",
    "d.pci_info.subsystem_id",
    "d.pci_info.base_class",
    "d.pci_info.sub_class",
    "d.pci_info.current_link_generation",
    "d.pci_info.current_link_width",
    "d.pci_info.rx_throughput",
    "d.pci_info.tx_throughput",
    "d.supported_clock_event_reasons",
    "d.current_clock_event_reasons",
    "d.is_auto_boosted_clocks_enabled",
    "d.cooler.signal_type",
    "d.cooler.target",
    "d.get_supported_event_types()",
    "d.get_nvlink_count()",
    "[n.state for n in d.get_nvlinks()]",
    "[n.version for n in d.get_nvlinks()]",
    "d.get_nvlink(0).state",
    "d.get_clock('sm').get_current_mhz()",
    "d.get_clock('memory').get_max_mhz()",
    "d.get_clock('graphics').get_current_mhz('customer_boost_max')",
    "d.get_clock('sm').get_min_max_clock_of_pstate_mhz(2)",
    "d.get_clock('video').get_offsets(3).clock_offset_mhz",
    "d.get_clock('video').get_offsets(3).min_offset_mhz",
    "d.get_clock('video').get_offsets(3).max_offset_mhz",
    "d.get_clock('bogus')",
    "d.get_clock('sm').get_current_mhz('bogus')",
    "d.get_clock('sm').get_offsets(16)",
    "d.temperature.get_sensor()",
    "d.temperature.get_threshold('slowdown')",
    "d.temperature.get_threshold('gps_curr')",
    "d.temperature.margin",
    "len(d.temperature.get_thermal_settings('gpu'))",
    "[(x.controller, x.target, x.current_temp, x.default_min_temp, x.default_max_temp) for x in d.temperature.get_thermal_settings('all')]",
    "d.get_fan(0).speed",
    "d.get_fan(1).speed_rpm",
    "d.get_fan(1).target_speed",
    "d.get_fan(0).min_max_speed",
    "d.get_fan(0).control_policy",
    "d.get_fan(1).control_policy",
    "d.get_fan(5)",
    "d.utilization.gpu",
    "d.utilization.memory",
    "[(p.pid, p.used_gpu_memory, p.gpu_instance_id, p.compute_instance_id) for p in d.compute_running_processes]",
    "d.get_field_values([1, (1, 3)]).get_all_values()",
    "d.get_field_values([1, 999])[1].value",
    "d.get_field_values([]).__len__()",
    "d.get_field_values([(1, 2)])[0].scope_id",
    "d.get_field_values([1])[0].timestamp",
    "d.get_field_values([1])[0].latency_usec",
    "d.get_field_values([1,999]).validate()",
    "d.get_nvlink(9)",
    "d.register_events('bogus')",
    "d.register_events(5)",
    "d.register_events(['xid_critical_error']).wait(0).event_data",
    "d.register_events('pstate').wait(0).device",
    "d.register_events('pstate').wait(0).event_type",
    "d.register_events('xid_critical_error').wait(1)",
    "d.register_events('clock')",
    "d.register_events('xid_critical_error').wait(0).gpu_instance_id",
    "d.get_topology_nearest_gpus('bogus')",
    "s.get_topology_common_ancestor(d, s.Device(index=1))",
    "s.get_p2p_status(d, s.Device(index=1), 'atomics')",
    "s.get_p2p_status(d, s.Device(index=1), 'prop')",
    "s.get_p2p_status(d, s.Device(index=1), 'bogus')",
    "s.Device()",
    "s.Device(index=0, uuid='x')",
    "s.Device(index=9)",
    "s.Device(uuid='GPU-nope')",
    "s.Device(pci_bus_id='00000000:02:00.0').index",
    "s.Device(uuid=b'GPU-10111213-1415-1617-1819-1a1b1c1d1e1f').index",
    "s.Device.get_device_count()",
    "[x.index for x in s.Device.get_all_devices()]",
    "d.get_memory_affinity('bogus')",
    "len(s.register_events(['unbind', 'bind']).wait(buffer_size=4))",
    "[(e.event_type, e.gpu_id) for e in s.register_events(['unbind', 'bind']).wait(buffer_size=4)]",
    "[e.device.index for e in s.register_events(['unbind', 'bind']).wait(buffer_size=4)]",
    "s.register_events('bogus')",
    "s.register_events(['bind']).wait(timeout_ms=1)",
    "s.NvlinkInfo.max_links",
    "d.mig.is_mig_device",
    "d.mig.mode",
    "d.mig.pending_mode",
    "d.mig.device_count",
    "[d.attributes.multiprocessor_count, d.attributes.shared_copy_engine_count, d.attributes.shared_decoder_count, d.attributes.shared_encoder_count, d.attributes.shared_jpeg_count, d.attributes.shared_ofa_count, d.attributes.gpu_instance_slice_count, d.attributes.compute_instance_slice_count, d.attributes.memory_size_mb]",
    "d.inforom.image_version",
    "d.inforom.get_version('ecc')",
    "d.inforom.get_version('den')",
    "d.inforom.get_version('bogus')",
    "d.inforom.configuration_checksum",
    "d.inforom.validate()",
    "d.inforom.bbx_flush_time",
    "d.inforom.board_part_number",
    "d.repair_status.channel_repair_pending",
    "d.repair_status.tpc_repair_pending",
    "d.addressing_mode",
    "d.is_c2c_enabled",
    "len(d.dynamic_pstates_info)",
    "[(u.is_present, u.percentage, u.inc_threshold, u.dec_threshold) for u in [d.dynamic_pstates_info[k] for k in range(8)]]",
    "d.dynamic_pstates_info[8]",
    "d.pci_info.link_generation",
    "d.pci_info.max_link_generation",
    "d.pci_info.max_link_width",
    "d.pci_info.replay_counter",
    "d.get_clock('sm').get_max_customer_boost_mhz()",
    "d.get_memory_affinity()",
    "d.get_memory_affinity('socket')",
    "d.get_cpu_affinity()",
    "d.get_cpu_affinity('socket')",
    "[x.index for x in d.get_topology_nearest_gpus('node')]",
    "[x.index for x in d.get_topology_nearest_gpus('single')]",
    "[(p.pid, p.used_gpu_memory, p.gpu_instance_id, p.compute_instance_id) for p in d.compute_running_processes]",
    "d.supported_pstates",
    "d.get_fan(1).set_default_speed()"
]
# cuda.core 1.2.2's EventData.device reads a field its cuda.bindings' EventData lacks.
CUDA_CORE_BUGS = {"d.register_events('pstate').wait(0).device"}

DIFFERENTIAL_SCRIPT = r"""
import json, sys, warnings
warnings.simplefilter("ignore")
from cuda.core import system as theirs
from cuda_13_0.core import system as ours
exprs = json.loads(sys.argv[1])
def plain(v):
    if isinstance(v, (list, tuple)) or type(v).__name__ == "generator":  # Cython's generators too
        return [plain(x) for x in v]
    if hasattr(v, "value") and type(v).__module__ != "builtins":
        return v.value
    if type(v).__name__ == "Device":
        return ["Device", v.index]
    return v
def read(s, dev, expr):
    try:
        return ["ok", plain(eval(expr, {"d": dev, "s": s}))]
    except Exception as exc:
        nvml = isinstance(exc, theirs.NvmlError) or isinstance(exc, ours.NvmlError)
        for name in dir(s):  # its name in system, if it is one of system's exceptions
            if name.endswith("Error") and type(exc) is getattr(s, name, None):
                return ["error", name]
        return ["error", type(exc).__name__ + (" (NVML)" if nvml else "")]
out = []
for i in (0, 1):
    for e in exprs:
        out.append([i, e, read(ours, ours.Device(i), e), read(theirs, theirs.Device(index=i), e)])
print(json.dumps(out))
"""


MAPPING = r"""
import json
from cuda_13_0.core import Device, system
out = [[Device(i).to_system_device().index for i in (0, 1)],
       [system.Device(i).to_cuda_device().device_id for i in (0, 1)],
       [Device(i).uuid == system.Device(i).uuid_without_prefix for i in (0, 1)],
       type(Device(1).to_system_device()).__name__]
print(json.dumps(out))
"""


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_cuda_and_nvml_devices_map_by_uuid(backend: str, fake_driver: Build, fake_nvml: Path) -> None:  # noqa: F811
    """core.Device.to_system_device and system.Device.to_cuda_device, on the fake driver and the
    fake NVML (whose UUIDs are the fake driver's)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CUDAGEN_", "FAKECUDA_")) and k not in ("PYTHONPATH", "LD_LIBRARY_PATH")}
    env.update(PYTHONPATH=str(fake_driver.pythonpath), CUDAGEN_BACKEND=backend, CUDAGEN_LIBCUDA=str(fake_driver.lib),
               FAKECUDA_PATH=str(fake_driver.lib), CUDAGEN_LIB_NVIDIA_ML=str(fake_nvml))
    done = subprocess.run([sys.executable, "-c", MAPPING], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [[0, 1], [0, 1], [True, True], "Device"]


@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_against_cuda_core_on_the_same_fake(backend: str, package_copy: Path, fake_nvml: Path) -> None:
    import importlib.metadata

    try:
        version = importlib.metadata.version("cuda-core")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("cuda.core is not installed")
    if version != "1.2.2":
        pytest.skip(f"written for cuda.core 1.2.2, found {version}")
    libdir = fake_nvml.parent / "ld"
    libdir.mkdir(exist_ok=True)
    link = libdir / "libnvidia-ml.so.1"
    if not link.exists():
        link.symlink_to(fake_nvml)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(package_copy), CUDAGEN_BACKEND=backend, CUDAGEN_LIB_NVIDIA_ML=str(link),
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1", LD_LIBRARY_PATH=str(libdir))
    done = subprocess.run([sys.executable, "-c", DIFFERENTIAL_SCRIPT, json.dumps(DIFFERENTIAL)], capture_output=True,
                          text=True, timeout=300, check=False, env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads(done.stdout.strip().splitlines()[-1])
    assert len(results) == 2 * len(DIFFERENTIAL)
    differ = [r for r in results if r[2] != r[3] and r[1] not in CUDA_CORE_BUGS]
    assert not differ, "\n".join(f"device {i}: {e}: ours {a}, cuda.core {b}" for i, e, a, b in differ)
    agreed_ok = sum(r[2][0] == "ok" and r[2] == r[3] for r in results)
    assert agreed_ok > 200  # most expressions answer a value, not an error, on the fake


# The NVML structs' fields core.system reads or fills: a header change that renames one fails
# here, not on a GPU. The functions it calls: each release's nvml module has them (12.9's lacks
# two, which raise RuntimeError saying so).
FIELDS = {
    "nvmlClockOffset_v1_t": "clockOffsetMHz minClockOffsetMHz maxClockOffsetMHz",
    "nvmlCoolerInfo_v1_t": "signalType target",
    "nvmlDeviceAttributes_t": "multiprocessorCount sharedCopyEngineCount sharedDecoderCount sharedEncoderCount "
                              "sharedJpegCount sharedOfaCount gpuInstanceSliceCount computeInstanceSliceCount "
                              "memorySizeMB",
    "nvmlEventData_t": "device eventType eventData gpuInstanceId computeInstanceId",
    "nvmlFieldValue_t": "fieldId scopeId timestamp latencyUsec nvmlReturn valueType value",
    "nvmlValue_t": "dVal uiVal ulVal ullVal sllVal siVal usVal",
    "nvmlBAR1Memory_t": "bar1Total bar1Free bar1Used",
    "nvmlMemory_v2_t": "total reserved free used",
    "nvmlPciInfoExt_v1_t": "domain bus device pciDeviceId pciSubSystemId baseClass subClass busId",
    "nvmlGpuDynamicPstatesInfo_t": "utilization",
    "nvmlGpuDynamicPstatesInfo_t_utilization": "bIsPresent percentage incThreshold decThreshold",
    "nvmlProcessInfo_v2_t": "pid usedGpuMemory gpuInstanceId computeInstanceId",
    "nvmlGpuThermalSettings_t": "count sensor",
    "nvmlGpuThermalSettings_t_sensor": "controller defaultMinTemp defaultMaxTemp currentTemp target",
    "nvmlMarginTemperature_v1_t": "marginTemperature",
    "nvmlUtilization_t": "gpu memory",
    "nvmlC2cModeInfo_v1_t": "isC2cEnabled",
    "nvmlSystemEventSetCreateRequest_v1_t": "set",
    "nvmlSystemEventSetFreeRequest_v1_t": "set",
    "nvmlSystemRegisterEventRequest_v1_t": "eventTypes set",
    "nvmlSystemEventSetWaitRequest_v1_t": "timeoutms set data dataSize numEvent",
    "nvmlSystemEventData_v1_t": "eventType gpuId",
    "nvmlDeviceAddressingMode_v1_t": "value",  # 13.0 on
    "nvmlRepairStatus_v1_t": "bChannelRepairPending bTpcRepairPending",  # 13.0 on
}


@pytest.mark.parametrize("release", ["12.9", "13.0", "13.5"])
def test_the_nvml_structs_and_functions_core_system_uses(release: str) -> None:
    package = "cuda_" + release.replace(".", "_")
    script = rf"""
import json, re
import pathlib
from {package} import nvml
import {package}.core.system as system
source = "".join(p.read_text() for p in pathlib.Path(system.__file__).parent.glob("*.py"))
used = sorted(set(re.findall(r"\b(nvml(?:Device|System|Event)[A-Za-z0-9_]*)[(\"]", source)))
missing = [n for n in used if not hasattr(nvml, n)]
fields = json.loads({json.dumps(FIELDS)!r})
absent = [f"{{s}}.{{f}}" for s, names in fields.items() if hasattr(nvml, s)
          for f in names.split() if f not in {{n for n, *_ in getattr(nvml, s)._fields_}}]
structs = [s for s in fields if not hasattr(nvml, s)]
print(json.dumps([len(used), missing, absent, structs]))
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(REPO / "generated"), CUDAGEN_BACKEND="python", PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    count, missing, absent, structs = json.loads(done.stdout.strip().splitlines()[-1])
    assert count > 80
    newer = ["nvmlDeviceGetAddressingMode", "nvmlDeviceGetRepairStatus"]
    assert missing == (newer if release == "12.9" else [])
    assert absent == []
    assert structs == (["nvmlDeviceAddressingMode_v1_t", "nvmlRepairStatus_v1_t"] if release == "12.9" else [])


def test_without_nvml_the_names_say_so() -> None:
    """11.8 binds no NVML: system.Device and the rest exist and raise RuntimeError saying so."""
    script = r"""
import json
from cuda_11_8.core import system, Device
out = []
for f in (lambda: system.Device(index=0), lambda: system.get_p2p_status(None, None, "nvlink"),
          lambda: system.get_topology_common_ancestor(None, None), lambda: system.register_events("bind"),
          lambda: system.Device.get_device_count()):
    try:
        f()
    except Exception as exc:
        out.append([type(exc).__name__, str(exc)])
out.append([system.CUDA_BINDINGS_NVML_IS_COMPATIBLE, str(system.typing.ClockType.SM), hasattr(Device, "to_system_device")])
print(json.dumps(out))
"""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CUDAGEN_", "FAKECUDA_"))}
    env.update(PYTHONPATH=str(REPO / "generated"), CUDAGEN_BACKEND="python", PYTHONDONTWRITEBYTECODE="1",
               CUDAGEN_LIB_CUDA="/nonexistent/libcuda.so.1")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False,
                          env=env)
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    for kind, message in r[:4]:
        assert kind == "RuntimeError" and "NVML is not available" in message, (kind, message)
    assert r[4][0] == "RuntimeError"
    assert r[5] == [False, "sm", True]


ADDRESSING_MODE_129 = r"""
import json
from cuda_12_9 import nvml
from cuda_12_9.core import system as s
print(json.dumps([hasattr(nvml, "nvmlDeviceGetAddressingMode"), s.Device(0).addressing_mode]))
"""


def test_addressing_mode_is_none_where_the_release_s_nvml_lacks_it(fake_nvml: Path, tmp_path: Path) -> None:
    """12.9's NVML headers have no nvmlDeviceGetAddressingMode: cuda.core 1.2.x answers None
    there, and so does ours (it raised RuntimeError)."""
    done = _run(ADDRESSING_MODE_129, REPO / "generated", fake_nvml, "python", tmp_path / "report.txt")
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [False, None]
