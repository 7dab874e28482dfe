"""struct_query: a struct C reads some fields of and writes the others, bound as the fields it
reads in and the field it writes out (`nvmlDeviceGetTemperatureV(device, sensorType) -> int`, as
pynvml's and cuda.bindings'), or the whole struct where C writes several
(`nvmlDeviceGetClockOffsets(device, type, pstate) -> nvmlClockOffset_v1_t`).

- The rules: what a struct_query entry may say, and each mistake an error naming the rules file,
  the function and the parameter (against the committed 13.0 IR: no build).
- Both backends of the generated 13.0 package against a fake NVML compiled from the vendored
  header, which records what it was given: the value returned is what the fake wrote for the
  sensor (fan, vGPU type) asked, the version it saw is sizeof | 1 << 24, the rest of the struct
  reached it zeroed, a bad argument raises naming it, an error result raises NVMLError's class
  of that code, and the compiled backend answers in C without making any Python struct.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import committed
import pytest
from test_new_libraries import _fake

from cudagen import ir
from cudagen.errors import GeneratorError
from cudagen.rules.classify import Classifier, FunctionRules, load_rules
from cudagen.rules.typemap import TypeMap
from cudagen.views.module import module_view

# ------------------------------------------------------------------ the rules


def _nvml_13_0() -> ir.Api:
    return next(a for a in committed.release("13.0").libraries if a.library == "nvml")


def _classify(tmp_path: Path, entry: str, function: str = "nvmlDeviceGetTemperatureV") -> FunctionRules:
    rules = tmp_path / "nvml.toml"
    rules.write_text(entry)
    api = _nvml_13_0()
    fn = next(f for f in api.functions if f.name == function)
    return Classifier(api, TypeMap(api), load_rules("nvml", rules)).classify(fn)


@pytest.mark.version_independent
def test_a_struct_query_rule_decides_the_fields_and_the_result(tmp_path: Path) -> None:
    rules = _classify(tmp_path, '[nvmlDeviceGetTemperatureV.params]\n'
                                'temperature = { kind = "struct_query", fields = ["sensorType"], '
                                'returns = "temperature" }\n')
    rule = rules.param("temperature")
    assert (rule.kind, rule.fields, rule.returns, rule.source) == ("struct_query", ("sensorType",), "temperature",
                                                                    "rules file")


@pytest.mark.version_independent
@pytest.mark.parametrize(("spec", "error"), [
    # checked as the rules file loads
    ('{ kind = "struct_query", fields = ["sensorType"], returns = "sensorType" }',
     r"nvml.toml: nvmlDeviceGetTemperatureV.params.temperature.returns: 'sensorType' is an input"),
    ('{ kind = "struct_query", returns = "temperature" }',
     r"nvml.toml: nvmlDeviceGetTemperatureV.params.temperature: struct_query needs `fields`"),
    ('{ kind = "struct_query", fields = [] }', r"temperature: struct_query needs `fields`, a non-empty list"),
    ('{ kind = "struct_query", fields = ["sensorType", "sensorType"] }',
     r"temperature.fields: sensorType listed twice"),
    ('{ kind = "struct_query", fields = ["sensorType"], returns = 3 }',
     r"temperature.returns: expected the name of the field C writes"),
    ('{ kind = "inout", fields = ["sensorType"] }',
     r"temperature.fields: only a struct_query parameter has fields \(this one is 'inout'\)"),
    # checked against the release's struct, as a function is classified
    ('{ kind = "struct_query", fields = ["sensor"], returns = "temperature" }',
     r"nvml.toml: nvmlDeviceGetTemperatureV.params.temperature.fields: nvmlTemperature_v1_t has no field "
     r"'sensor' \(its fields: version, sensorType, temperature\)"),
    ('{ kind = "struct_query", fields = ["sensorType"], returns = "reading" }',
     r"temperature.returns: nvmlTemperature_v1_t has no field 'reading'"),
    ('{ kind = "struct_query", fields = ["version", "sensorType"] }',
     r"temperature.fields: nvmlTemperature_v1_t.version is the struct's version, which the binding fills"),
])
def test_struct_query_rule_errors_name_the_file_function_and_parameter(tmp_path: Path, spec: str,
                                                                       error: str) -> None:
    with pytest.raises(GeneratorError, match=error):
        _classify(tmp_path, f"[nvmlDeviceGetTemperatureV.params]\ntemperature = {spec}\n")


@pytest.mark.version_independent
def test_struct_query_fields_are_scalars_of_a_struct_c_writes(tmp_path: Path) -> None:
    # A text field (char[32]) is no scalar: neither an input nor the result.
    with pytest.raises(GeneratorError, match=r"nvml.toml: nvmlDeviceGetPciInfoExt.params.pci.returns: "
                                             r"nvmlPciInfoExt_v1_t.busId is char \[32\], not an integer, enum, "
                                             r"bool or float"):
        _classify(tmp_path, '[nvmlDeviceGetPciInfoExt.params]\npci = { kind = "struct_query", fields = ["bus"], '
                            'returns = "busId" }\n', "nvmlDeviceGetPciInfoExt")
    with pytest.raises(GeneratorError, match=r"nvmlDeviceGetPciInfoExt.params.pci.fields: nvmlPciInfoExt_v1_t.busId "
                                             r"is char \[32\], not an integer"):
        _classify(tmp_path, '[nvmlDeviceGetPciInfoExt.params]\npci = { kind = "struct_query", fields = ["busId"] }\n',
                  "nvmlDeviceGetPciInfoExt")
    # A parameter that is no struct pointer.
    with pytest.raises(GeneratorError, match=r"nvmlDeviceGetTemperature.params.temp: struct_query needs a pointer "
                                             r"to a struct C writes, not unsigned int \*"):
        _classify(tmp_path, '[nvmlDeviceGetTemperature.params]\ntemp = { kind = "struct_query", fields = ["x"] }\n',
                  "nvmlDeviceGetTemperature")
    # An input named as another parameter of the function would be two Python parameters of one name.
    with pytest.raises(GeneratorError, match=r"nvmlDeviceGetPciInfoExt.params.pci.fields: device: another "
                                             r"parameter of nvmlDeviceGetPciInfoExt has that Python name"):
        _classify(tmp_path, '[nvmlDeviceGetPciInfoExt.params]\npci = { kind = "struct_query", fields = ["device"] }\n',
                  "nvmlDeviceGetPciInfoExt")
    # Patterns match many functions: a struct's fields are one function's.
    (tmp_path / "nvml.toml").write_text('[[pattern]]\nwhy = "w"\nparam = "x"\nkind = "struct_query"\nfields = ["a"]\n')
    with pytest.raises(GeneratorError, match=r"nvml.toml: pattern 1: struct_query is a function's own rule"):
        load_rules("nvml", tmp_path / "nvml.toml")


@pytest.mark.version_independent
def test_struct_query_signature_stub_and_docs(tmp_path: Path) -> None:
    """The Python signature, the stub's annotations and the docstring come from the same records:
    the input fields as parameters (an enum: its class or an int), the returned field's type."""
    view = module_view(_nvml_13_0())
    fns = {f.name: f for f in view.functions}
    temp = fns["nvmlDeviceGetTemperatureV"]
    assert temp.signature == "nvmlDeviceGetTemperatureV(device, sensorType) -> int"
    assert [(p.name, p.annotation) for p in temp.params][1:] == [("sensorType", "nvmlTemperatureSensors_t | int")]
    assert temp.compiled, temp.c_reason
    assert "Returns:\n    int: temperature.temperature in C" in temp.docstring
    assert "sensorType: temperature.sensorType in C: Structure specifying the sensor type" in temp.docstring
    fan = fns["nvmlDeviceGetFanSpeedRPM"]
    assert fan.signature == "nvmlDeviceGetFanSpeedRPM(device, fan) -> int"
    assert "fan: The fan index (fanSpeed.fan in C)" in fan.docstring  # the field's own doc
    assert "int: The fan speed in RPM (fanSpeed.speed in C)" in fan.docstring  # "OUT: " dropped
    offsets = fns["nvmlDeviceGetClockOffsets"]
    assert offsets.signature == "nvmlDeviceGetClockOffsets(device, type, pstate) -> nvmlClockOffset_v1_t"
    assert offsets.compiled, offsets.c_reason
    assert fns["nvmlVgpuTypeGetMaxInstancesPerGpuInstance"].signature == \
        "nvmlVgpuTypeGetMaxInstancesPerGpuInstance(vgpuTypeId) -> int"


# ------------------------------------------------------------------ a fake NVML, both backends

FAKE_NVML = r"""
#include <string.h>
#include "nvml.h"
/* What the last call was given: the version, the input field, and whether the rest was zero. */
static unsigned int seen[3];
void fake_seen(unsigned int *out) { memcpy(out, seen, sizeof seen); }
unsigned int fake_temperature_version(void) { return nvmlTemperature_v1; }
nvmlReturn_t nvmlInit_v2(void) { return NVML_SUCCESS; }
const char *nvmlErrorString(nvmlReturn_t r) { return r == NVML_ERROR_INVALID_ARGUMENT ? "fake: bad sensor" : "fake"; }
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int i, nvmlDevice_t *d) {
    *d = (nvmlDevice_t)(unsigned long)(0x1000 + i);
    return NVML_SUCCESS;
}
/* Sensor 0 (the GPU's) of device i: -12 - i (a signed value); any other sensor is refused. */
nvmlReturn_t nvmlDeviceGetTemperatureV(nvmlDevice_t d, nvmlTemperature_t *t) {
    seen[0] = t->version; seen[1] = (unsigned int)t->sensorType; seen[2] = t->temperature == 0;
    if (t->version != nvmlTemperature_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (t->sensorType != NVML_TEMPERATURE_GPU) return NVML_ERROR_INVALID_ARGUMENT;
    t->temperature = -12 - (int)((unsigned long)d - 0x1000);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetFanSpeedRPM(nvmlDevice_t d, nvmlFanSpeedInfo_t *f) {
    seen[0] = f->version; seen[1] = f->fan; seen[2] = f->speed == 0;
    if (f->version != nvmlFanSpeedInfo_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    f->speed = 1000 + 100 * f->fan;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetClockOffsets(nvmlDevice_t d, nvmlClockOffset_t *o) {
    seen[0] = o->version; seen[1] = o->type * 100 + o->pstate; seen[2] = o->clockOffsetMHz == 0;
    if (o->version != nvmlClockOffset_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    o->clockOffsetMHz = o->type * 10 + o->pstate; o->minClockOffsetMHz = -100; o->maxClockOffsetMHz = 100;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlVgpuTypeGetMaxInstancesPerGpuInstance(nvmlVgpuTypeMaxInstance_t *m) {
    seen[0] = m->version; seen[1] = m->vgpuTypeId; seen[2] = m->maxInstancePerGI == 0;
    if (m->version != nvmlVgpuTypeMaxInstance_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (m->vgpuTypeId == 0) return NVML_ERROR_NOT_SUPPORTED;
    m->maxInstancePerGI = 2 * m->vgpuTypeId;
    return NVML_SUCCESS;
}
"""

SCRIPT = r"""
import ctypes, json, os, sys
from cuda_13_0 import nvml
fake = ctypes.CDLL(os.environ["CUDAGEN_LIB_NVIDIA_ML"])
ns = vars(nvml)
ext = sys.modules.get("cuda_13_0._nvml")

def seen():
    out = (ctypes.c_uint * 3)()
    fake.fake_seen(out)
    return list(out)

def outcome(call):
    try:
        return ["ok", call()]
    except Exception as exc:
        return [type(exc).__name__, str(exc), getattr(exc, "code", None)]

r = {"backend": nvml.BACKEND, "kind": type(nvml.nvmlDeviceGetTemperatureV).__name__,
     "header_version": fake.fake_temperature_version()}
nvml.nvmlInit()
dev = nvml.nvmlDeviceGetHandleByIndex(3)
r["temperature"] = [nvml.nvmlDeviceGetTemperatureV(dev, 0), seen()]
r["keyword"] = nvml.nvmlDeviceGetTemperatureV(device=dev, sensorType=0)
r["rpm"] = [nvml.nvmlDeviceGetFanSpeedRPM(dev, 2), seen()]
r["max_instances"] = [nvml.nvmlVgpuTypeGetMaxInstancesPerGpuInstance(21), seen()]
# the int-returning calls so far made no struct, nor handed over to the Python body
r["structs_made"] = bool(ns.get("_TYPES_MADE")) or "nvmlTemperature_v1_t" in ns
r["fell_back"] = sorted(ext.fallbacks()) if ext is not None and nvml.BACKEND == "compiled" else []
r["types"] = [type(r["temperature"][0]).__name__, type(r["rpm"][0]).__name__]
r["enum"] = nvml.nvmlDeviceGetTemperatureV(dev, nvml.NVML_TEMPERATURE_GPU)
r["refused"] = [outcome(lambda: nvml.nvmlDeviceGetTemperatureV(dev, 1)), seen()]
r["not_supported"] = outcome(lambda: nvml.nvmlVgpuTypeGetMaxInstancesPerGpuInstance(0))
r["bad"] = [outcome(lambda: nvml.nvmlDeviceGetTemperatureV(dev, -1)),
            outcome(lambda: nvml.nvmlDeviceGetTemperatureV(dev, "gpu")),
            outcome(lambda: nvml.nvmlDeviceGetFanSpeedRPM(dev, 1 << 32)),
            outcome(lambda: nvml.nvmlDeviceGetTemperatureV(dev, 0, 0))]
o = nvml.nvmlDeviceGetClockOffsets(dev, nvml.NVML_CLOCK_MEM, 2)
r["offsets"] = [type(o).__name__, o.version, o.type, o.pstate, o.clockOffsetMHz, o.minClockOffsetMHz,
                o.maxClockOffsetMHz, seen()]
r["sizes"] = [ctypes.sizeof(nvml.nvmlTemperature_v1_t), ctypes.sizeof(nvml.nvmlFanSpeedInfo_v1_t),
              ctypes.sizeof(nvml.nvmlClockOffset_v1_t), ctypes.sizeof(nvml.nvmlVgpuTypeMaxInstance_v1_t)]
print(json.dumps(r))
"""


@pytest.fixture(scope="module")
def fake_nvml(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(_fake(tmp_path_factory.mktemp("struct_query"), "nvml", FAKE_NVML))


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["python", "compiled"])
def test_struct_query_against_a_fake_nvml(backend: str, package_copy: Path, fake_nvml: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CUDAGEN_")}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=False,
                          env={**env, "CUDAGEN_LIB_NVIDIA_ML": fake_nvml, "PYTHONPATH": str(package_copy),
                               "CUDAGEN_BACKEND": backend})
    assert done.returncode == 0, done.stderr[-3000:]
    r = json.loads(done.stdout.strip().splitlines()[-1])
    assert r["backend"] == backend
    assert r["kind"] == ("builtin_function_or_method" if backend == "compiled" else "function")
    temp_size, fan_size, offsets_size, max_size = r["sizes"]
    # the value the fake wrote for what was asked; the version it saw (sizeof | 1 << 24, the header's
    # nvmlTemperature_v1); the sensor it was given; the output field zero as it came in
    assert r["header_version"] == temp_size | 1 << 24 == 12 | 1 << 24
    assert r["temperature"] == [-15, [temp_size | 1 << 24, 0, 1]]
    assert r["keyword"] == r["enum"] == -15
    assert r["rpm"] == [1200, [fan_size | 1 << 24, 2, 1]]
    assert r["max_instances"] == [42, [max_size | 1 << 24, 21, 1]]
    assert r["types"] == ["int", "int"]
    # compiled: answered in C, no Python struct made (a C buffer of the struct's size), no fallback
    if backend == "compiled":
        assert r["structs_made"] is False
        assert r["fell_back"] == []
    # an error result: the library's exception class of that code, with NVML's text
    assert r["refused"][0] == ["NvmlErrorInvalidArgument", r["refused"][0][1], 2]
    assert "fake: bad sensor" in r["refused"][0][1]
    assert r["refused"][1][:2] == [temp_size | 1 << 24, 1]
    assert r["not_supported"][0] == "NvmlErrorNotSupported" and r["not_supported"][2] == 3
    # bad arguments: refused before any call, naming the argument (either backend: the Python body's)
    negative, text, too_wide, extra = r["bad"]
    assert negative[0] == "OverflowError" and "nvmlDeviceGetTemperatureV() argument 'sensorType'" in negative[1]
    assert text[0] == "TypeError" and "nvmlDeviceGetTemperatureV() argument 'sensorType'" in text[1]
    assert too_wide[0] == "OverflowError" and "nvmlDeviceGetFanSpeedRPM() argument 'fan'" in too_wide[1]
    assert extra[0] == "TypeError"
    # several outputs: the struct, its inputs as given and the version filled
    clock_mem = 2  # NVML_CLOCK_MEM
    assert r["offsets"] == ["nvmlClockOffset_v1_t", offsets_size | 1 << 24, clock_mem, 2, 22, -100, 100,
                            [offsets_size | 1 << 24, 202, 1]]
