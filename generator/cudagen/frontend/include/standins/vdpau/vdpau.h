/* cudagen's stand-in for <vdpau/vdpau.h>: only what CUDA's VDPAU interop headers (cudaVDPAU.h,
 * cuda_vdpau_interop.h) use. Handles are uint32_t as in libvdpau; VdpStatus is an enum there
 * (4 bytes, values from 0) and a uint32_t here, so that no partial enum is generated.
 * tests/test_standins.py compiles each against the system's header where installed. */
#ifndef __CUDAGEN_VDPAU_VDPAU_H
#define __CUDAGEN_VDPAU_VDPAU_H
#include <stdint.h>
typedef uint32_t VdpStatus;
typedef uint32_t VdpFuncId;
typedef uint32_t VdpDevice;
typedef uint32_t VdpVideoSurface;
typedef uint32_t VdpOutputSurface;
typedef VdpStatus VdpGetProcAddress(VdpDevice device, VdpFuncId function_id, void **function_pointer);
#endif
