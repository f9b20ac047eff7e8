//===- CudaRuntimeWrappers.cpp - the mgpu* GPU runtime ABI on CUDA --------===//
//
// Host code lowered by upstream `gpu-to-llvm` and translated by
// `mlir-translate` calls a fixed set of `mgpu*` functions (the ABI of
// upstream's mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp). Debian ships
// no libmlir_cuda_runtime, so this library implements that ABI on the CUDA
// driver API: every call runs in the primary context of one device
// (mgpuSetDefaultDevice, default 0), a failed CUDA call prints the call and
// the error name on stderr and, unlike upstream, stops the program (a
// kernel that could not be loaded or launched must not look like success).
//
//===----------------------------------------------------------------------===//

#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "cuda.h"

#define REVSEQ_GPU_EXPORT extern "C" __attribute__((visibility("default")))

static void reportAndAbort(CUresult result, const char *call) {
  const char *name = nullptr;
  cuGetErrorName(result, &name);
  fprintf(stderr, "revseq GPU runtime: '%s' failed with '%s' (%d)\n", call,
          name ? name : "<unknown error>", static_cast<int>(result));
  // What the program printed so far is not lost with the abort.
  fflush(nullptr);
  abort();
}

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    CUresult result = (expr);                                                  \
    if (result != CUDA_SUCCESS)                                                \
      reportAndAbort(result, #expr);                                           \
  } while (false)

static int32_t defaultDevice = 0;
static bool kernelTiming = false;
static double kernelMillis = 0;
static int64_t kernelLaunches = 0;

/// The primary context of the default device, retained on first use
/// (cuInit included) and kept for the life of the process.
static CUcontext getContext() {
  static CUcontext context = [] {
    CUDA_CHECK(cuInit(/*flags=*/0));
    CUdevice device;
    CUDA_CHECK(cuDeviceGet(&device, defaultDevice));
    CUcontext primary;
    CUDA_CHECK(cuDevicePrimaryCtxRetain(&primary, device));
    return primary;
  }();
  return context;
}

namespace {
/// Makes the primary context current for the duration of a call.
class ScopedContext {
public:
  ScopedContext() { CUDA_CHECK(cuCtxPushCurrent(getContext())); }
  ~ScopedContext() { CUDA_CHECK(cuCtxPopCurrent(nullptr)); }
};
} // namespace

REVSEQ_GPU_EXPORT CUmodule mgpuModuleLoad(void *data, size_t /*size*/) {
  ScopedContext scoped;
  CUmodule module = nullptr;
  CUDA_CHECK(cuModuleLoadData(&module, data));
  return module;
}

/// PTX (`format=isa`): JIT-compiled by the driver at `optLevel`.
REVSEQ_GPU_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  ScopedContext scoped;
  CUmodule module = nullptr;
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log)),
                    reinterpret_cast<void *>(static_cast<intptr_t>(optLevel))};
  CUresult result = cuModuleLoadDataEx(&module, data, 3, options, values);
  if (result != CUDA_SUCCESS) {
    fprintf(stderr, "revseq GPU runtime: PTX JIT log:\n%s\n", log);
    reportAndAbort(result, "cuModuleLoadDataEx");
  }
  return module;
}

/// Called from the module's global destructor. At process exit the driver
/// may have shut down first (its exit handler, registered by cuInit, runs
/// before the executable's destructors); it has then released the module
/// itself, and there is nothing left to unload. Any other failure is
/// reported but does not stop the program: its work is done.
REVSEQ_GPU_EXPORT void mgpuModuleUnload(CUmodule module) {
  CUresult pushed = cuCtxPushCurrent(getContext());
  if (pushed == CUDA_ERROR_DEINITIALIZED)
    return;
  if (pushed != CUDA_SUCCESS) {
    fprintf(stderr,
            "revseq GPU runtime: module not unloaded at exit (error %d)\n",
            static_cast<int>(pushed));
    return;
  }
  CUDA_CHECK(cuModuleUnload(module));
  CUDA_CHECK(cuCtxPopCurrent(nullptr));
}

REVSEQ_GPU_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                                   const char *name) {
  ScopedContext scoped;
  CUfunction function = nullptr;
  CUDA_CHECK(cuModuleGetFunction(&function, module, name));
  return function;
}

REVSEQ_GPU_EXPORT void mgpuLaunchKernel(CUfunction function, intptr_t gridX,
                                        intptr_t gridY, intptr_t gridZ,
                                        intptr_t blockX, intptr_t blockY,
                                        intptr_t blockZ, int32_t smem,
                                        CUstream stream, void **params,
                                        void **extra, size_t /*paramsCount*/) {
  ScopedContext scoped;
  if (smem > 0) {
    // Opt in to more than 48 KiB of dynamic shared memory when asked for.
    CUDA_CHECK(cuFuncSetAttribute(
        function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
  }
  if (!kernelTiming) {
    CUDA_CHECK(cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                              blockZ, smem, stream, params, extra));
    return;
  }
  CUevent start, stop;
  CUDA_CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  CUDA_CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
  CUDA_CHECK(cuEventRecord(start, stream));
  CUDA_CHECK(cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                            blockZ, smem, stream, params, extra));
  CUDA_CHECK(cuEventRecord(stop, stream));
  CUDA_CHECK(cuEventSynchronize(stop));
  float millis = 0;
  CUDA_CHECK(cuEventElapsedTime(&millis, start, stop));
  kernelMillis += millis;
  ++kernelLaunches;
  CUDA_CHECK(cuEventDestroy(start));
  CUDA_CHECK(cuEventDestroy(stop));
}

/// Timing of kernel launches, for benchmarks (bench/gpu): while enabled,
/// every mgpuLaunchKernel is bracketed by CUDA events and waited for, and
/// its time is added up. Not part of the upstream ABI.
REVSEQ_GPU_EXPORT void revseqGpuEnableKernelTiming(bool enable) {
  kernelTiming = enable;
}

/// Returns the milliseconds and the number of launches timed since the last
/// call, and resets both.
REVSEQ_GPU_EXPORT double revseqGpuTakeKernelMillis(int64_t *launches) {
  double millis = kernelMillis;
  if (launches)
    *launches = kernelLaunches;
  kernelMillis = 0;
  kernelLaunches = 0;
  return millis;
}

REVSEQ_GPU_EXPORT CUstream mgpuStreamCreate() {
  ScopedContext scoped;
  CUstream stream = nullptr;
  CUDA_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  return stream;
}

REVSEQ_GPU_EXPORT void mgpuStreamDestroy(CUstream stream) {
  ScopedContext scoped;
  CUDA_CHECK(cuStreamDestroy(stream));
}

REVSEQ_GPU_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  ScopedContext scoped;
  CUDA_CHECK(cuStreamSynchronize(stream));
}

REVSEQ_GPU_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ScopedContext scoped;
  CUDA_CHECK(cuStreamWaitEvent(stream, event, /*flags=*/0));
}

REVSEQ_GPU_EXPORT CUevent mgpuEventCreate() {
  ScopedContext scoped;
  CUevent event = nullptr;
  CUDA_CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

REVSEQ_GPU_EXPORT void mgpuEventDestroy(CUevent event) {
  ScopedContext scoped;
  CUDA_CHECK(cuEventDestroy(event));
}

REVSEQ_GPU_EXPORT void mgpuEventSynchronize(CUevent event) {
  ScopedContext scoped;
  CUDA_CHECK(cuEventSynchronize(event));
}

REVSEQ_GPU_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  ScopedContext scoped;
  CUDA_CHECK(cuEventRecord(event, stream));
}

/// Zero bytes give a null pointer: cuMemAlloc rejects a size of 0, and an
/// empty tensor is valid input.
REVSEQ_GPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream /*stream*/,
                                     bool isHostShared) {
  ScopedContext scoped;
  CUdeviceptr ptr = 0;
  if (sizeBytes == 0)
    return nullptr;
  if (isHostShared)
    CUDA_CHECK(cuMemAllocManaged(&ptr, sizeBytes, CU_MEM_ATTACH_GLOBAL));
  else
    CUDA_CHECK(cuMemAlloc(&ptr, sizeBytes));
  return reinterpret_cast<void *>(ptr);
}

REVSEQ_GPU_EXPORT void mgpuMemFree(void *ptr, CUstream /*stream*/) {
  if (!ptr)
    return;
  ScopedContext scoped;
  CUDA_CHECK(cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)));
}

/// Any direction: with unified addressing the driver infers it.
REVSEQ_GPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                  CUstream stream) {
  if (sizeBytes == 0)
    return;
  ScopedContext scoped;
  CUDA_CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                           reinterpret_cast<CUdeviceptr>(src), sizeBytes,
                           stream));
}

REVSEQ_GPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                    CUstream stream) {
  if (count == 0)
    return;
  ScopedContext scoped;
  CUDA_CHECK(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                              stream));
}

REVSEQ_GPU_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                    size_t count, CUstream stream) {
  if (count == 0)
    return;
  ScopedContext scoped;
  CUDA_CHECK(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                              stream));
}

/// Page-locks host memory so that copies from and to it are asynchronous.
REVSEQ_GPU_EXPORT void mgpuMemHostRegister(void *ptr, uint64_t sizeBytes) {
  ScopedContext scoped;
  CUDA_CHECK(cuMemHostRegister(ptr, sizeBytes, /*flags=*/0));
}

REVSEQ_GPU_EXPORT void mgpuMemHostUnregister(void *ptr) {
  ScopedContext scoped;
  CUDA_CHECK(cuMemHostUnregister(ptr));
}

/// The memref form: `descriptor` is a ranked descriptor of `rank` dims
/// (allocated, aligned, offset, sizes[rank], strides[rank]).
REVSEQ_GPU_EXPORT void mgpuMemHostRegisterMemRef(int64_t rank, void *descriptor,
                                                 int64_t elementSizeBytes) {
  auto *fields = static_cast<int64_t *>(descriptor);
  char *aligned = reinterpret_cast<char *>(fields[1]);
  int64_t offset = fields[2];
  const int64_t *sizes = fields + 3;
  const int64_t *strides = sizes + rank;
  int64_t extent = 1;
  for (int64_t d = 0; d < rank; ++d) {
    if (sizes[d] == 0)
      return;
    extent += (sizes[d] - 1) * strides[d];
  }
  mgpuMemHostRegister(aligned + offset * elementSizeBytes,
                      extent * elementSizeBytes);
}

REVSEQ_GPU_EXPORT void mgpuMemHostUnregisterMemRef(int64_t rank,
                                                   void *descriptor,
                                                   int64_t elementSizeBytes) {
  auto *fields = static_cast<int64_t *>(descriptor);
  char *aligned = reinterpret_cast<char *>(fields[1]);
  int64_t offset = fields[2];
  const int64_t *sizes = fields + 3;
  for (int64_t d = 0; d < rank; ++d)
    if (sizes[d] == 0)
      return;
  mgpuMemHostUnregister(aligned + offset * elementSizeBytes);
}

/// Selects the device used by every later call; call it before any other.
REVSEQ_GPU_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}
