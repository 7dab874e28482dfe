/* A fake libnvidia-ml for the object layer's `system` (tests/test_core_system.py): two GPUs,
 * answers derived from the device, and a record of event sets so tests can assert that each is
 * freed exactly once and that nothing else is ever freed. Built against the vendored 13.0 nvml.h,
 * written with the versioned names the header maps the plain ones to (nvmlInit_v2, ...). */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "nvml.h"

#define NDEV 2
#define BASE 0x1000UL
#define MAXSETS 512

static int initialized;
static unsigned long sets[MAXSETS];  /* device event sets made (0x5000 + n) */
static int set_freed[MAXSETS];
static unsigned long sys_sets[MAXSETS];  /* system event sets made (0x6000 + n) */
static int sys_set_freed[MAXSETS];
static int nsets, nsys_sets, foreign_frees, double_frees, registered_mask;

/* What tests read back (ctypes): counts of sets made, freed once, freed again, foreign frees. */
void fakenvml_counts(int *out) {
    int freed = 0, sys_freed = 0;
    for (int i = 0; i < nsets; i++) freed += set_freed[i] > 0;
    for (int i = 0; i < nsys_sets; i++) sys_freed += sys_set_freed[i] > 0;
    out[0] = nsets; out[1] = freed; out[2] = nsys_sets; out[3] = sys_freed;
    out[4] = double_frees; out[5] = foreign_frees; out[6] = registered_mask; out[7] = initialized;
}

/* At unload (after the interpreter's exit), FAKENVML_REPORT names a file to get the counts. */
__attribute__((destructor)) static void report(void) {
    const char *path = getenv("FAKENVML_REPORT");
    if (!path) return;
    int c[8];
    fakenvml_counts(c);
    FILE *f = fopen(path, "w");
    if (!f) return;
    for (int k = 0; k < 8; k++) fprintf(f, "%d ", c[k]);
    fclose(f);
}

static int dev_index(nvmlDevice_t d) {
    unsigned long h = (unsigned long)d;
    return (h >= BASE && h < BASE + NDEV) ? (int)(h - BASE) : -1;
}
#define DEV(d) int i = dev_index(d); if (i < 0) return NVML_ERROR_INVALID_ARGUMENT;

nvmlReturn_t nvmlInit_v2(void) { initialized = 1; return NVML_SUCCESS; }
nvmlReturn_t nvmlShutdown(void) { initialized = 0; return NVML_SUCCESS; }
const char *nvmlErrorString(nvmlReturn_t r) { return r == NVML_ERROR_NOT_FOUND ? "fake: not found" : "fake"; }
nvmlReturn_t nvmlDeviceGetCount_v2(unsigned int *n) { *n = NDEV; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetHandleByIndex_v2(unsigned int i, nvmlDevice_t *d) {
    if (i >= NDEV) return NVML_ERROR_INVALID_ARGUMENT;
    *d = (nvmlDevice_t)(BASE + i); return NVML_SUCCESS;
}
/* The fake driver's UUIDs (tests/fakecuda/fakecuda.c: byte k of device d is 0x10 * d + k), so
 * core.Device.to_system_device and system.Device.to_cuda_device map one to the other. */
static void uuid_of(int i, char *buf, unsigned int n) {
    unsigned char b[16];
    for (int k = 0; k < 16; k++) b[k] = (unsigned char)(0x10 * i + k);
    snprintf(buf, n, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1], b[2], b[3],
             b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
}
/* Bus 1 + i, as the fake driver's cuDeviceGetPCIBusId. */
static void bus_id_of(int i, char *buf, unsigned int n) { snprintf(buf, n, "00000000:%02X:00.0", 0x01 + i); }
nvmlReturn_t nvmlDeviceGetHandleByUUID(const char *uuid, nvmlDevice_t *d) {
    char buf[96];
    for (int i = 0; i < NDEV; i++) {
        uuid_of(i, buf, sizeof buf);
        /* with its "GPU-" prefix or without, as cuda.core's to_system_device passes it */
        if (!strcmp(buf, uuid) || !strcmp(buf + 4, uuid)) { *d = (nvmlDevice_t)(BASE + i); return NVML_SUCCESS; }
    }
    return NVML_ERROR_NOT_FOUND;
}
nvmlReturn_t nvmlDeviceGetHandleByPciBusId_v2(const char *bus, nvmlDevice_t *d) {
    char buf[32];
    for (int i = 0; i < NDEV; i++) {
        bus_id_of(i, buf, sizeof buf);
        if (!strcmp(buf, bus)) { *d = (nvmlDevice_t)(BASE + i); return NVML_SUCCESS; }
    }
    return NVML_ERROR_NOT_FOUND;
}
nvmlReturn_t nvmlDeviceGetIndex(nvmlDevice_t d, unsigned int *index) { DEV(d) *index = i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetUUID(nvmlDevice_t d, char *uuid, unsigned int n) { DEV(d) uuid_of(i, uuid, n); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetName(nvmlDevice_t d, char *name, unsigned int n) { DEV(d) snprintf(name, n, "Fake GPU %d", i); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetSerial(nvmlDevice_t d, char *s, unsigned int n) { DEV(d) snprintf(s, n, "SN%d", 100 + i); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetBrand(nvmlDevice_t d, nvmlBrandType_t *b) { DEV(d) *b = NVML_BRAND_TESLA; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetArchitecture(nvmlDevice_t d, nvmlDeviceArchitecture_t *a) { DEV(d) *a = NVML_DEVICE_ARCH_HOPPER; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetNumaNodeId(nvmlDevice_t d, unsigned int *n) { DEV(d) *n = i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetModuleId(nvmlDevice_t d, unsigned int *n) { DEV(d) *n = 10 + i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMinorNumber(nvmlDevice_t d, unsigned int *n) { DEV(d) *n = 20 + i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetCudaComputeCapability(nvmlDevice_t d, int *major, int *minor) { DEV(d) *major = 9; *minor = 0; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetPersistenceMode(nvmlDevice_t d, nvmlEnableState_t *m) { DEV(d) *m = i ? NVML_FEATURE_DISABLED : NVML_FEATURE_ENABLED; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMemoryInfo_v2(nvmlDevice_t d, nvmlMemory_v2_t *m) {
    DEV(d)
    if (m->version != nvmlMemory_v2) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->total = 80ULL << 30; m->reserved = 1 << 20; m->used = (1ULL << 30) * (i + 1); m->free = m->total - m->used - m->reserved;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetBAR1MemoryInfo(nvmlDevice_t d, nvmlBAR1Memory_t *m) {
    DEV(d) m->bar1Total = 1 << 28; m->bar1Used = 1 << 20; m->bar1Free = m->bar1Total - m->bar1Used; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetPciInfoExt(nvmlDevice_t d, nvmlPciInfoExt_t *p) {
    DEV(d)
    if (p->version != nvmlPciInfoExt_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    p->domain = 0; p->bus = 0x01 + i; p->device = 0; p->pciDeviceId = 0x233010DE; p->pciSubSystemId = 0x16C110DE;
    p->baseClass = 3; p->subClass = 2; bus_id_of(i, p->busId, sizeof p->busId);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetPciInfo_v3(nvmlDevice_t d, nvmlPciInfo_t *p) {
    DEV(d) memset(p, 0, sizeof *p); p->bus = 0x01 + i; p->pciDeviceId = 0x233010DE; bus_id_of(i, p->busId, sizeof p->busId);
    bus_id_of(i, p->busIdLegacy, sizeof p->busIdLegacy); return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCurrPcieLinkGeneration(nvmlDevice_t d, unsigned int *g) { DEV(d) *g = 5; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetCurrPcieLinkWidth(nvmlDevice_t d, unsigned int *w) { DEV(d) *w = 16; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetPcieThroughput(nvmlDevice_t d, nvmlPcieUtilCounter_t c, unsigned int *v) { DEV(d) *v = c == NVML_PCIE_UTIL_RX_BYTES ? 200 : 100; return NVML_SUCCESS; }
/* Clocks: type * 1000 + id, so a wrong mapping shows. */
nvmlReturn_t nvmlDeviceGetClock(nvmlDevice_t d, nvmlClockType_t t, nvmlClockId_t id, unsigned int *mhz) { DEV(d) *mhz = 1000 * (t + 1) + id; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMaxClockInfo(nvmlDevice_t d, nvmlClockType_t t, unsigned int *mhz) { DEV(d) *mhz = 4980 + t; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMinMaxClockOfPState(nvmlDevice_t d, nvmlClockType_t t, nvmlPstates_t p, unsigned int *lo, unsigned int *hi) {
    DEV(d) if ((int)p > 15) return NVML_ERROR_INVALID_ARGUMENT; *lo = 100 * p; *hi = 100 * p + 50 + t; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetClockOffsets(nvmlDevice_t d, nvmlClockOffset_t *o) {
    DEV(d) if (o->version != nvmlClockOffset_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    o->clockOffsetMHz = o->type * 10 + o->pstate; o->minClockOffsetMHz = -100; o->maxClockOffsetMHz = 100; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCurrentClocksEventReasons(nvmlDevice_t d, unsigned long long *r) { DEV(d) *r = 0x1 | 0x40; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetSupportedClocksEventReasons(nvmlDevice_t d, unsigned long long *r) { DEV(d) *r = 0x7FF; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetAutoBoostedClocksEnabled(nvmlDevice_t d, nvmlEnableState_t *cur, nvmlEnableState_t *def) { DEV(d) *cur = NVML_FEATURE_DISABLED; *def = NVML_FEATURE_ENABLED; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetPerformanceState(nvmlDevice_t d, nvmlPstates_t *p) { DEV(d) *p = i ? NVML_PSTATE_UNKNOWN : NVML_PSTATE_2; return NVML_SUCCESS; }
/* The size of the last call's pstates array, as NVML got it (tests/test_nvml_byte_sizes.py). */
static unsigned int pstates_size;
unsigned int fakenvml_pstates_size(void) { return pstates_size; }
nvmlReturn_t nvmlDeviceGetSupportedPerformanceStates(nvmlDevice_t d, nvmlPstates_t *p, unsigned int size) {
    /* size is in bytes (nvml.h), as NVML reads it: every entry it has room for is written, the
     * ones past the three supported UNKNOWN (a binding passing an element count gets zeros
     * after the first size / 4, one passing more bytes than it has writes past its array) */
    unsigned int n = size / sizeof *p;
    pstates_size = size;
    DEV(d) if (n < 3) return NVML_ERROR_INSUFFICIENT_SIZE;
    for (unsigned int k = 0; k < n; k++) p[k] = NVML_PSTATE_UNKNOWN;
    p[0] = NVML_PSTATE_0; p[1] = NVML_PSTATE_2; p[2] = NVML_PSTATE_8;
    return NVML_SUCCESS;
}
/* vGPU metadata: a struct followed by opaque data past its declared opaqueData[4], whose size
 * (in bytes) NVML tells first; nvmlGetVgpuCompatibility checks the data it gets back whole. */
#define OPAQUE 260
#define VGPU_NEED ((unsigned int)(offsetof(nvmlVgpuMetadata_t, opaqueData) + OPAQUE))
#define PGPU_NEED ((unsigned int)(offsetof(nvmlVgpuPgpuMetadata_t, opaqueData) + OPAQUE))
static void opaque_fill(char *data, int salt) { for (int k = 0; k < OPAQUE; k++) data[k] = (char)(k + salt); }
static int opaque_ok(const char *data, unsigned int n, int salt) {
    if (n != OPAQUE) return 0;
    for (int k = 0; k < OPAQUE; k++) if (data[k] != (char)(k + salt)) return 0;
    return 1;
}
nvmlReturn_t nvmlVgpuInstanceGetMetadata(nvmlVgpuInstance_t v, nvmlVgpuMetadata_t *m, unsigned int *size) {
    if (size == NULL || v == 0 || (m == NULL && *size != 0)) return NVML_ERROR_INVALID_ARGUMENT;
    if (*size < VGPU_NEED) { *size = VGPU_NEED; return NVML_ERROR_INSUFFICIENT_SIZE; }
    memset(m, 0, VGPU_NEED);
    m->version = 1; m->revision = v; m->guestInfoState = NVML_VGPU_INSTANCE_GUEST_INFO_STATE_INITIALIZED;
    strcpy(m->guestDriverVersion, "580.1"); strcpy(m->hostDriverVersion, "580.2");
    m->opaqueDataSize = OPAQUE; opaque_fill(m->opaqueData, 1);
    *size = VGPU_NEED; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetVgpuMetadata(nvmlDevice_t d, nvmlVgpuPgpuMetadata_t *m, unsigned int *size) {
    DEV(d) if (size == NULL || (m == NULL && *size != 0)) return NVML_ERROR_INVALID_ARGUMENT;
    if (*size < PGPU_NEED) { *size = PGPU_NEED; return NVML_ERROR_INSUFFICIENT_SIZE; }
    memset(m, 0, PGPU_NEED);
    m->version = 1; m->revision = 10 + i; strcpy(m->hostDriverVersion, "580.2");
    m->opaqueDataSize = OPAQUE; opaque_fill(m->opaqueData, 2);
    *size = PGPU_NEED; return NVML_SUCCESS;
}
nvmlReturn_t nvmlGetVgpuCompatibility(nvmlVgpuMetadata_t *v, nvmlVgpuPgpuMetadata_t *p, nvmlVgpuPgpuCompatibility_t *c) {
    if (v == NULL || p == NULL || c == NULL) return NVML_ERROR_INVALID_ARGUMENT;
    /* the opaque data as NVML wrote them, past the declared struct: only then compatible */
    if (!opaque_ok(v->opaqueData, v->opaqueDataSize, 1) || !opaque_ok(p->opaqueData, p->opaqueDataSize, 2))
        return NVML_ERROR_INVALID_ARGUMENT;
    c->vgpuVmCompatibility = NVML_VGPU_VM_COMPATIBILITY_LIVE;
    c->compatibilityLimitCode = NVML_VGPU_COMPATIBILITY_LIMIT_NONE;
    return NVML_SUCCESS;
}
/* Text into the caller's buffer of *size bytes: NULL refused; the documented bound (64, a PCI id's
 * 32) required; the metadata string's size asked with NULL and 0 (NVML_ERROR_INSUFFICIENT_SIZE
 * and the size needed, as for a buffer too small). */
nvmlReturn_t nvmlVgpuTypeGetClass(nvmlVgpuTypeId_t t, char *c, unsigned int *size) {
    if (t == 0 || c == NULL || size == NULL) return NVML_ERROR_INVALID_ARGUMENT;
    if (*size < NVML_DEVICE_NAME_BUFFER_SIZE) return NVML_ERROR_INSUFFICIENT_SIZE;
    snprintf(c, *size, "Compute%u", t); return NVML_SUCCESS;
}
nvmlReturn_t nvmlVgpuTypeGetName(nvmlVgpuTypeId_t t, char *name, unsigned int *size) {
    if (t == 0 || name == NULL || size == NULL) return NVML_ERROR_INVALID_ARGUMENT;
    if (*size < NVML_DEVICE_NAME_BUFFER_SIZE) return NVML_ERROR_INSUFFICIENT_SIZE;
    snprintf(name, *size, "GRID H100-%uQ", t); return NVML_SUCCESS;
}
nvmlReturn_t nvmlVgpuInstanceGetGpuPciId(nvmlVgpuInstance_t v, char *id, unsigned int *length) {
    if (v == 0 || id == NULL || length == NULL) return NVML_ERROR_INVALID_ARGUMENT;
    if (*length < 17) { *length = 17; return NVML_ERROR_INSUFFICIENT_SIZE; }
    snprintf(id, *length, "00000000:00:%02x.0", v); *length = 17; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetPgpuMetadataString(nvmlDevice_t d, char *m, unsigned int *size) {
    char text[301];
    DEV(d) if (size == NULL || (m == NULL && *size != 0)) return NVML_ERROR_INVALID_ARGUMENT;
    for (int k = 0; k < 300; k++) text[k] = (char)('a' + (k + i) % 26);
    text[300] = 0;
    if (*size < sizeof text) { *size = sizeof text; return NVML_ERROR_INSUFFICIENT_SIZE; }
    memcpy(m, text, sizeof text); *size = sizeof text; return NVML_SUCCESS;
}
/* The branch is written to a field of NVML_SYSTEM_DRIVER_VERSION_BUFFER_SIZE bytes: a length
 * that is not that field's size is refused (a larger one would let NVML write past it). */
nvmlReturn_t nvmlSystemGetDriverBranch(nvmlSystemDriverBranchInfo_t *b, unsigned int n) {
    if (b->version != nvmlSystemDriverBranchInfo_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (n != sizeof b->branch) return NVML_ERROR_INVALID_ARGUMENT;
    snprintf(b->branch, n, "r580_00"); return NVML_SUCCESS;
}
/* Temperatures */
nvmlReturn_t nvmlDeviceGetTemperatureV(nvmlDevice_t d, nvmlTemperature_t *t) {
    DEV(d) if (t->version != nvmlTemperature_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (t->sensorType != NVML_TEMPERATURE_GPU) return NVML_ERROR_INVALID_ARGUMENT;
    t->temperature = 40 + i; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetTemperatureThreshold(nvmlDevice_t d, nvmlTemperatureThresholds_t t, unsigned int *v) { DEV(d) *v = 80 + t; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMarginTemperature(nvmlDevice_t d, nvmlMarginTemperature_t *m) {
    DEV(d) if (m->version != nvmlMarginTemperature_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->marginTemperature = 25; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetThermalSettings(nvmlDevice_t d, unsigned int index, nvmlGpuThermalSettings_t *s) {
    DEV(d) s->count = 2;
    s->sensor[0].controller = NVML_THERMAL_CONTROLLER_GPU_INTERNAL; s->sensor[0].target = NVML_THERMAL_TARGET_GPU;
    s->sensor[0].defaultMinTemp = 0; s->sensor[0].defaultMaxTemp = 90; s->sensor[0].currentTemp = 40 + (int)index;
    s->sensor[1].controller = NVML_THERMAL_CONTROLLER_UNKNOWN; s->sensor[1].target = NVML_THERMAL_TARGET_MEMORY;
    s->sensor[1].defaultMinTemp = 0; s->sensor[1].defaultMaxTemp = 95; s->sensor[1].currentTemp = 50;
    return NVML_SUCCESS;
}
/* Fans: device 0 has two, device 1 none */
nvmlReturn_t nvmlDeviceGetNumFans(nvmlDevice_t d, unsigned int *n) { DEV(d) *n = i ? 0 : 2; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetFanSpeed_v2(nvmlDevice_t d, unsigned int fan, unsigned int *s) { DEV(d) *s = 30 + fan; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetFanSpeedRPM(nvmlDevice_t d, nvmlFanSpeedInfo_t *f) {
    DEV(d) if (f->version != nvmlFanSpeedInfo_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    f->speed = 1500 + f->fan; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetTargetFanSpeed(nvmlDevice_t d, unsigned int fan, unsigned int *s) { DEV(d) *s = 40 + fan; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMinMaxFanSpeed(nvmlDevice_t d, unsigned int *lo, unsigned int *hi) { DEV(d) *lo = 20; *hi = 100; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetFanControlPolicy_v2(nvmlDevice_t d, unsigned int fan, nvmlFanControlPolicy_t *p) { DEV(d) *p = fan ? NVML_FAN_POLICY_MANUAL : NVML_FAN_POLICY_TEMPERATURE_CONTINOUS_SW; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetCoolerInfo(nvmlDevice_t d, nvmlCoolerInfo_t *c) {
    DEV(d) if (c->version != nvmlCoolerInfo_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    c->signalType = NVML_THERMAL_COOLER_SIGNAL_VARIABLE; c->target = NVML_THERMAL_COOLER_TARGET_GPU_RELATED; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetUtilizationRates(nvmlDevice_t d, nvmlUtilization_t *u) { DEV(d) u->gpu = 70 + i; u->memory = 30; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetDisplayMode(nvmlDevice_t d, nvmlEnableState_t *m) { DEV(d) *m = NVML_FEATURE_DISABLED; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetDisplayActive(nvmlDevice_t d, nvmlEnableState_t *m) { DEV(d) *m = NVML_FEATURE_ENABLED; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetComputeRunningProcesses_v3(nvmlDevice_t d, unsigned int *count, nvmlProcessInfo_t *infos) {
    DEV(d) if (*count < 2) { *count = 2; return NVML_ERROR_INSUFFICIENT_SIZE; }
    for (int k = 0; k < 2; k++) { infos[k].pid = 4000 + k; infos[k].usedGpuMemory = (k + 1) << 20; infos[k].gpuInstanceId = 0xFFFFFFFF; infos[k].computeInstanceId = 0xFFFFFFFF; }
    *count = 2; return NVML_SUCCESS;
}
/* NVLink: field NVML_FI_DEV_NVLINK_LINK_COUNT answers 4 links on device 0, none on 1; other fields fail. */
nvmlReturn_t nvmlDeviceGetFieldValues(nvmlDevice_t d, int n, nvmlFieldValue_t *v) {
    DEV(d)
    for (int k = 0; k < n; k++) {
        if (v[k].fieldId == NVML_FI_DEV_NVLINK_LINK_COUNT) {
            v[k].nvmlReturn = NVML_SUCCESS; v[k].valueType = NVML_VALUE_TYPE_UNSIGNED_INT; v[k].value.uiVal = i ? 0 : 4;
        } else if (v[k].fieldId == 1) {
            v[k].nvmlReturn = NVML_SUCCESS; v[k].valueType = NVML_VALUE_TYPE_DOUBLE; v[k].value.dVal = 2.5 + v[k].scopeId;
        } else {
            v[k].nvmlReturn = NVML_ERROR_NOT_SUPPORTED;
        }
        v[k].timestamp = 1234; v[k].latencyUsec = 5;
    }
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetNvLinkState(nvmlDevice_t d, unsigned int link, nvmlEnableState_t *s) { DEV(d) if (link >= 4) return NVML_ERROR_INVALID_ARGUMENT; *s = link == 3 ? NVML_FEATURE_DISABLED : NVML_FEATURE_ENABLED; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetNvLinkVersion(nvmlDevice_t d, unsigned int link, unsigned int *v) { DEV(d) *v = NVML_NVLINK_VERSION_4_0; return NVML_SUCCESS; }
/* Topology and peer-to-peer between the two */
nvmlReturn_t nvmlDeviceGetTopologyCommonAncestor(nvmlDevice_t a, nvmlDevice_t b, nvmlGpuTopologyLevel_t *l) {
    if (dev_index(a) < 0 || dev_index(b) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    *l = a == b ? NVML_TOPOLOGY_INTERNAL : NVML_TOPOLOGY_NODE; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetP2PStatus(nvmlDevice_t a, nvmlDevice_t b, nvmlGpuP2PCapsIndex_t idx, nvmlGpuP2PStatus_t *s) {
    if (dev_index(a) < 0 || dev_index(b) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    *s = idx == NVML_P2P_CAPS_INDEX_NVLINK ? NVML_P2P_STATUS_OK : (idx == NVML_P2P_CAPS_INDEX_ATOMICS ? NVML_P2P_STATUS_NOT_SUPPORTED : NVML_P2P_STATUS_OK);
    return NVML_SUCCESS;
}
/* MIG (off), attributes, InfoROM, repair status, addressing mode, C2C, dynamic P-states */
nvmlReturn_t nvmlDeviceIsMigDeviceHandle(nvmlDevice_t d, unsigned int *is_mig) { DEV(d) *is_mig = 0; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMigMode(nvmlDevice_t d, unsigned int *cur, unsigned int *pending) { DEV(d) *cur = 0; *pending = i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMaxMigDeviceCount(nvmlDevice_t d, unsigned int *n) { DEV(d) *n = 7; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetAttributes_v2(nvmlDevice_t d, nvmlDeviceAttributes_t *a) {
    DEV(d) memset(a, 0, sizeof *a);
    a->multiprocessorCount = 132; a->sharedCopyEngineCount = 8 + i; a->sharedDecoderCount = 7; a->sharedEncoderCount = 0;
    a->sharedJpegCount = 7; a->sharedOfaCount = 1; a->gpuInstanceSliceCount = 7; a->computeInstanceSliceCount = 7;
    a->memorySizeMB = 81559; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetInforomImageVersion(nvmlDevice_t d, char *v, unsigned int n) { DEV(d) snprintf(v, n, "G520.0200.00.0%d", i); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetInforomVersion(nvmlDevice_t d, nvmlInforomObject_t o, char *v, unsigned int n) { DEV(d) snprintf(v, n, "%d.%d", (int)o, i); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetInforomConfigurationChecksum(nvmlDevice_t d, unsigned int *c) { DEV(d) *c = 0xC0FFEE + i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceValidateInforom(nvmlDevice_t d) { DEV(d) return i ? NVML_ERROR_CORRUPTED_INFOROM : NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetBoardPartNumber(nvmlDevice_t d, char *v, unsigned int n) { DEV(d) snprintf(v, n, "699-2G530-020%d", i); return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetLastBBXFlushTime(nvmlDevice_t d, unsigned long long *t, unsigned long *us) { DEV(d) *t = 1700000000ULL; *us = 250; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetRepairStatus(nvmlDevice_t d, nvmlRepairStatus_t *r) {
    DEV(d) if (r->version != nvmlRepairStatus_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    r->bChannelRepairPending = i; r->bTpcRepairPending = !i; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetAddressingMode(nvmlDevice_t d, nvmlDeviceAddressingMode_t *m) {
    DEV(d) if (m->version != nvmlDeviceAddressingMode_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    m->value = i ? NVML_DEVICE_ADDRESSING_MODE_ATS : NVML_DEVICE_ADDRESSING_MODE_HMM; return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetC2cModeInfoV(nvmlDevice_t d, nvmlC2cModeInfo_v1_t *c) { DEV(d) c->isC2cEnabled = i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetDynamicPstatesInfo(nvmlDevice_t d, nvmlGpuDynamicPstatesInfo_t *p) {
    DEV(d) memset(p, 0, sizeof *p);
    for (int k = 0; k < NVML_MAX_GPU_UTILIZATIONS; k++) {
        p->utilization[k].bIsPresent = k < 4; p->utilization[k].percentage = 10 * k + i;
        p->utilization[k].incThreshold = 60 + k; p->utilization[k].decThreshold = 30 + k;
    }
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetMaxPcieLinkGeneration(nvmlDevice_t d, unsigned int *g) { DEV(d) *g = 5; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetGpuMaxPcieLinkGeneration(nvmlDevice_t d, unsigned int *g) { DEV(d) *g = 6; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMaxPcieLinkWidth(nvmlDevice_t d, unsigned int *w) { DEV(d) *w = 16; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetPcieReplayCounter(nvmlDevice_t d, unsigned int *c) { DEV(d) *c = 3 + i; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceGetMaxCustomerBoostClock(nvmlDevice_t d, nvmlClockType_t t, unsigned int *mhz) { DEV(d) *mhz = 1755 + t; return NVML_SUCCESS; }
/* Affinity: NUMA node i, CPUs 0-3 for device 0 and 64-67 for device 1 (when the caller's set has room). */
nvmlReturn_t nvmlDeviceGetMemoryAffinity(nvmlDevice_t d, unsigned int n, unsigned long *set, nvmlAffinityScope_t scope) {
    DEV(d) if (n < 1) return NVML_ERROR_INSUFFICIENT_SIZE;
    memset(set, 0, n * sizeof *set); set[0] = 1UL << (i + scope); return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetCpuAffinityWithinScope(nvmlDevice_t d, unsigned int n, unsigned long *set, nvmlAffinityScope_t scope) {
    DEV(d) if (n < 1) return NVML_ERROR_INSUFFICIENT_SIZE;
    memset(set, 0, n * sizeof *set);
    if (i && n > 1) set[1] = 0xF; else set[0] = 0xFUL << (4 * scope);
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetTopologyNearestGpus(nvmlDevice_t d, nvmlGpuTopologyLevel_t level, unsigned int *count, nvmlDevice_t *out) {
    DEV(d) unsigned int found = level >= NVML_TOPOLOGY_NODE ? 1 : 0;
    if (!out || *count < found) { *count = found; return found ? NVML_ERROR_INSUFFICIENT_SIZE : NVML_SUCCESS; }
    if (found) out[0] = (nvmlDevice_t)(BASE + (1 - i));
    *count = found; return NVML_SUCCESS;
}
/* Device events */
nvmlReturn_t nvmlEventSetCreate(nvmlEventSet_t *set) {
    if (nsets == MAXSETS) return NVML_ERROR_MEMORY;
    sets[nsets] = 0x5000 + nsets; *set = (nvmlEventSet_t)sets[nsets]; nsets++; return NVML_SUCCESS;
}
static int set_index(nvmlEventSet_t set) {
    unsigned long h = (unsigned long)set;
    return (h >= 0x5000 && h < 0x5000UL + nsets) ? (int)(h - 0x5000) : -1;
}
nvmlReturn_t nvmlEventSetFree(nvmlEventSet_t set) {
    int k = set_index(set);
    if (k < 0) { foreign_frees++; return NVML_ERROR_INVALID_ARGUMENT; }
    if (set_freed[k]++) double_frees++;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlDeviceGetSupportedEventTypes(nvmlDevice_t d, unsigned long long *t) { DEV(d) *t = nvmlEventTypeXidCriticalError | nvmlEventTypePState; return NVML_SUCCESS; }
nvmlReturn_t nvmlDeviceRegisterEvents(nvmlDevice_t d, unsigned long long types, nvmlEventSet_t set) {
    DEV(d) if (set_index(set) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    if (types & ~(unsigned long long)(nvmlEventTypeXidCriticalError | nvmlEventTypePState)) return NVML_ERROR_NOT_SUPPORTED;
    registered_mask = (int)types; return NVML_SUCCESS;
}
/* Waiting: with a timeout of 1 ms nothing comes; otherwise one Xid 79 event on device 1. */
nvmlReturn_t nvmlEventSetWait_v2(nvmlEventSet_t set, nvmlEventData_t *data, unsigned int timeoutms) {
    if (set_index(set) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    if (timeoutms == 1) return NVML_ERROR_TIMEOUT;
    data->device = (nvmlDevice_t)(BASE + 1); data->eventType = nvmlEventTypeXidCriticalError; data->eventData = 79;
    data->gpuInstanceId = 7; data->computeInstanceId = 8;
    return NVML_SUCCESS;
}
/* System events */
nvmlReturn_t nvmlSystemEventSetCreate(nvmlSystemEventSetCreateRequest_t *r) {
    if (r->version != nvmlSystemEventSetCreateRequest_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (nsys_sets == MAXSETS) return NVML_ERROR_MEMORY;
    sys_sets[nsys_sets] = 0x6000 + nsys_sets; r->set = (nvmlSystemEventSet_t)sys_sets[nsys_sets]; nsys_sets++;
    return NVML_SUCCESS;
}
static int sys_set_index(nvmlSystemEventSet_t set) {
    unsigned long h = (unsigned long)set;
    return (h >= 0x6000 && h < 0x6000UL + nsys_sets) ? (int)(h - 0x6000) : -1;
}
nvmlReturn_t nvmlSystemEventSetFree(nvmlSystemEventSetFreeRequest_t *r) {
    if (r->version != nvmlSystemEventSetFreeRequest_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    int k = sys_set_index(r->set);
    if (k < 0) { foreign_frees++; return NVML_ERROR_INVALID_ARGUMENT; }
    if (sys_set_freed[k]++) double_frees++;
    return NVML_SUCCESS;
}
nvmlReturn_t nvmlSystemRegisterEvents(nvmlSystemRegisterEventRequest_t *r) {
    if (r->version != nvmlSystemRegisterEventRequest_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (sys_set_index(r->set) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    if (r->eventTypes & ~3ULL) return NVML_ERROR_NOT_SUPPORTED;
    registered_mask = (int)r->eventTypes; return NVML_SUCCESS;
}
/* Two events when the buffer takes them: an unbind of device 1 (bus 0x02), a bind of device 0. */
nvmlReturn_t nvmlSystemEventSetWait(nvmlSystemEventSetWaitRequest_t *r) {
    if (r->version != nvmlSystemEventSetWaitRequest_v1) return NVML_ERROR_ARGUMENT_VERSION_MISMATCH;
    if (sys_set_index(r->set) < 0) return NVML_ERROR_INVALID_ARGUMENT;
    if (r->timeoutms == 1) return NVML_ERROR_TIMEOUT;
    unsigned int n = r->dataSize < 2 ? r->dataSize : 2;
    for (unsigned int k = 0; k < n; k++) {
        r->data[k].eventType = k ? nvmlSystemEventTypeGpuDriverBind : nvmlSystemEventTypeGpuDriverUnbind;
        r->data[k].gpuId = ((0x02 - k) << 8);
    }
    r->numEvent = n; return NVML_SUCCESS;
}
