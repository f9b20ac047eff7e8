//===- OpenCLRuntimeWrappers.cpp - the mgpu* GPU runtime ABI on OpenCL ----===//
//
// The same ABI as CudaRuntimeWrappers.cpp, for host code from
// `revseq-gpu-pipeline="target=spirv"`: the embedded object is an OpenCL
// SPIR-V module, run on an OpenCL platform through the ICD (libOpenCL.so).
// A platform that takes no SPIR-V (PoCL 3.1 lists no IL version) gets the
// module as LLVM bitcode, translated at load time by `llvm-spirv -r` (the
// version of the platform's LLVM, run as a subprocess on a temporary file).
//
// Memory is shared virtual memory (clSVMAlloc): a device buffer is a plain
// address, so host code can offset into it as into a CUDA buffer, and a
// kernel takes it with clSetKernelArgSVMPointer. Which kernel parameters are
// pointers is read from the SPIR-V module itself (the bare-pointer ABI of
// gpu-to-llvm passes a pointer per buffer and an integer per index). Streams
// are in-order command queues; copies wait for their queue, as CUDA's copies
// between pageable host memory and the device do. A failed OpenCL call
// prints the call and the error's name and exits with status 1.
//
//===----------------------------------------------------------------------===//

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <memory>
#include <set>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#define REVSEQ_GPU_EXPORT extern "C" __attribute__((visibility("default")))

extern char **environ;

/// The name of an OpenCL error code, as the headers spell it.
static const char *getErrorName(cl_int status) {
  switch (status) {
#define REVSEQ_CL_ERROR(name)                                                  \
  case name:                                                                   \
    return #name;
    REVSEQ_CL_ERROR(CL_DEVICE_NOT_FOUND)
    REVSEQ_CL_ERROR(CL_DEVICE_NOT_AVAILABLE)
    REVSEQ_CL_ERROR(CL_COMPILER_NOT_AVAILABLE)
    REVSEQ_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    REVSEQ_CL_ERROR(CL_OUT_OF_RESOURCES)
    REVSEQ_CL_ERROR(CL_OUT_OF_HOST_MEMORY)
    REVSEQ_CL_ERROR(CL_PROFILING_INFO_NOT_AVAILABLE)
    REVSEQ_CL_ERROR(CL_MEM_COPY_OVERLAP)
    REVSEQ_CL_ERROR(CL_IMAGE_FORMAT_MISMATCH)
    REVSEQ_CL_ERROR(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    REVSEQ_CL_ERROR(CL_BUILD_PROGRAM_FAILURE)
    REVSEQ_CL_ERROR(CL_MAP_FAILURE)
    REVSEQ_CL_ERROR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    REVSEQ_CL_ERROR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    REVSEQ_CL_ERROR(CL_COMPILE_PROGRAM_FAILURE)
    REVSEQ_CL_ERROR(CL_LINKER_NOT_AVAILABLE)
    REVSEQ_CL_ERROR(CL_LINK_PROGRAM_FAILURE)
    REVSEQ_CL_ERROR(CL_DEVICE_PARTITION_FAILED)
    REVSEQ_CL_ERROR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    REVSEQ_CL_ERROR(CL_INVALID_VALUE)
    REVSEQ_CL_ERROR(CL_INVALID_DEVICE_TYPE)
    REVSEQ_CL_ERROR(CL_INVALID_PLATFORM)
    REVSEQ_CL_ERROR(CL_INVALID_DEVICE)
    REVSEQ_CL_ERROR(CL_INVALID_CONTEXT)
    REVSEQ_CL_ERROR(CL_INVALID_QUEUE_PROPERTIES)
    REVSEQ_CL_ERROR(CL_INVALID_COMMAND_QUEUE)
    REVSEQ_CL_ERROR(CL_INVALID_HOST_PTR)
    REVSEQ_CL_ERROR(CL_INVALID_MEM_OBJECT)
    REVSEQ_CL_ERROR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
    REVSEQ_CL_ERROR(CL_INVALID_IMAGE_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_SAMPLER)
    REVSEQ_CL_ERROR(CL_INVALID_BINARY)
    REVSEQ_CL_ERROR(CL_INVALID_BUILD_OPTIONS)
    REVSEQ_CL_ERROR(CL_INVALID_PROGRAM)
    REVSEQ_CL_ERROR(CL_INVALID_PROGRAM_EXECUTABLE)
    REVSEQ_CL_ERROR(CL_INVALID_KERNEL_NAME)
    REVSEQ_CL_ERROR(CL_INVALID_KERNEL_DEFINITION)
    REVSEQ_CL_ERROR(CL_INVALID_KERNEL)
    REVSEQ_CL_ERROR(CL_INVALID_ARG_INDEX)
    REVSEQ_CL_ERROR(CL_INVALID_ARG_VALUE)
    REVSEQ_CL_ERROR(CL_INVALID_ARG_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_KERNEL_ARGS)
    REVSEQ_CL_ERROR(CL_INVALID_WORK_DIMENSION)
    REVSEQ_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_WORK_ITEM_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_GLOBAL_OFFSET)
    REVSEQ_CL_ERROR(CL_INVALID_EVENT_WAIT_LIST)
    REVSEQ_CL_ERROR(CL_INVALID_EVENT)
    REVSEQ_CL_ERROR(CL_INVALID_OPERATION)
    REVSEQ_CL_ERROR(CL_INVALID_GL_OBJECT)
    REVSEQ_CL_ERROR(CL_INVALID_BUFFER_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_MIP_LEVEL)
    REVSEQ_CL_ERROR(CL_INVALID_GLOBAL_WORK_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_PROPERTY)
    REVSEQ_CL_ERROR(CL_INVALID_IMAGE_DESCRIPTOR)
    REVSEQ_CL_ERROR(CL_INVALID_COMPILER_OPTIONS)
    REVSEQ_CL_ERROR(CL_INVALID_LINKER_OPTIONS)
    REVSEQ_CL_ERROR(CL_INVALID_DEVICE_PARTITION_COUNT)
    REVSEQ_CL_ERROR(CL_INVALID_PIPE_SIZE)
    REVSEQ_CL_ERROR(CL_INVALID_DEVICE_QUEUE)
    REVSEQ_CL_ERROR(CL_INVALID_SPEC_ID)
    REVSEQ_CL_ERROR(CL_MAX_SIZE_RESTRICTION_EXCEEDED)
#undef REVSEQ_CL_ERROR
  case -1001: // CL_PLATFORM_NOT_FOUND_KHR, from the ICD loader.
    return "CL_PLATFORM_NOT_FOUND_KHR";
  default:
    return "<unknown OpenCL error>";
  }
}

/// Stops the program after a message. Not abort(): a kernel that fails to
/// build or launch is an error of the program, reported like the run-time
/// checks' errors, not a crash. What the program printed so far is kept.
[[noreturn]] static void fail(const std::string &message) {
  fprintf(stderr, "revseq OpenCL runtime: %s\n", message.c_str());
  fflush(nullptr);
  _Exit(EXIT_FAILURE);
}

/// "'call' [context ]failed with 'CL_...' (code)".
[[noreturn]] static void failCall(const char *call, cl_int status,
                                  const std::string &context = "") {
  fail("'" + std::string(call) + "' " + (context.empty() ? "" : context + " ") +
       "failed with '" + getErrorName(status) + "' (" + std::to_string(status) +
       ")");
}

#define CL_CHECK(expr)                                                         \
  do {                                                                         \
    cl_int status = (expr);                                                    \
    if (status != CL_SUCCESS)                                                  \
      failCall(#expr, status);                                                 \
  } while (false)

/// For the calls that return their object and report through a pointer.
#define CL_CHECK_STATUS(status, what)                                          \
  do {                                                                         \
    if ((status) != CL_SUCCESS)                                                \
      failCall(what, status);                                                  \
  } while (false)

namespace {
/// How a kernel parameter is set: a buffer's address (an SVM pointer) or
/// the bytes of a scalar.
struct KernelArg {
  bool isPointer = false;
  size_t bytes = 0;
};

/// What mgpuModuleGetFunction returns.
struct Kernel {
  cl_kernel kernel = nullptr;
  std::vector<KernelArg> args;
  std::string name;
};

/// What mgpuModuleLoad returns: the program and the kernels made from it,
/// each created once.
struct Module {
  cl_program program = nullptr;
  std::map<std::string, std::vector<KernelArg>> signatures;
  std::map<std::string, std::unique_ptr<Kernel>> kernels;
};

/// A CUDA-style event: the marker last recorded on a queue.
struct Event {
  cl_event event = nullptr;
};

/// The platform, device and context every call uses, made on first use and
/// kept for the life of the process.
struct Runtime {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  /// For calls that name no stream.
  cl_command_queue defaultQueue = nullptr;
  /// The queues of every live stream, finished before a buffer is freed.
  std::set<cl_command_queue> queues;
  /// Start and size of every live device buffer: a kernel's pointer must lie
  /// in one (a host pointer would be a missing copy, which a GPU faults on
  /// and PoCL, whose device memory is host memory, would not).
  std::map<uintptr_t, size_t> buffers;
  bool takesSPIRV = false;
  bool fineGrainedSVM = false;
  std::string platformName;
  std::string platformVersion;
};
} // namespace

static int32_t defaultDevice = 0;

static std::string getPlatformString(cl_platform_id platform,
                                     cl_platform_info what) {
  size_t size = 0;
  CL_CHECK(clGetPlatformInfo(platform, what, 0, nullptr, &size));
  std::string text(size, '\0');
  CL_CHECK(clGetPlatformInfo(platform, what, size, text.data(), nullptr));
  text.resize(strnlen(text.c_str(), size));
  return text;
}

static std::string getDeviceString(cl_device_id device, cl_device_info what) {
  size_t size = 0;
  if (clGetDeviceInfo(device, what, 0, nullptr, &size) != CL_SUCCESS)
    return "";
  std::string text(size, '\0');
  CL_CHECK(clGetDeviceInfo(device, what, size, text.data(), nullptr));
  text.resize(strnlen(text.c_str(), size));
  return text;
}

/// REVSEQ_OPENCL_PLATFORM (part of a platform's name) chooses the platform;
/// without it PoCL ("Portable Computing Language") where installed, since
/// another platform (Mesa's rusticl or clover) may come first and take
/// neither these kernels nor their bitcode, else the first platform.
static cl_platform_id choosePlatform() {
  cl_uint count = 0;
  CL_CHECK(clGetPlatformIDs(0, nullptr, &count));
  if (count == 0)
    fail("no OpenCL platform is installed");
  std::vector<cl_platform_id> platforms(count);
  CL_CHECK(clGetPlatformIDs(count, platforms.data(), nullptr));
  const char *wanted = getenv("REVSEQ_OPENCL_PLATFORM");
  std::string pattern = wanted ? wanted : "Portable Computing Language";
  for (cl_platform_id platform : platforms) {
    std::string name = getPlatformString(platform, CL_PLATFORM_NAME);
    if (name.find(pattern) != std::string::npos)
      return platform;
  }
  if (wanted)
    fail("no OpenCL platform's name contains REVSEQ_OPENCL_PLATFORM='" +
         pattern + "'");
  return platforms.front();
}

/// The device of index `defaultDevice` (mgpuSetDefaultDevice) on the
/// platform; it must have shared virtual memory (OpenCL 2.0).
static void chooseDevice(Runtime &rt) {
  cl_uint count = 0;
  CL_CHECK(clGetDeviceIDs(rt.platform, CL_DEVICE_TYPE_ALL, 0, nullptr, &count));
  if (defaultDevice < 0 || static_cast<cl_uint>(defaultDevice) >= count)
    fail("the OpenCL platform '" + rt.platformName + "' has no device " +
         std::to_string(defaultDevice));
  std::vector<cl_device_id> devices(count);
  CL_CHECK(clGetDeviceIDs(rt.platform, CL_DEVICE_TYPE_ALL, count,
                          devices.data(), nullptr));
  rt.device = devices[defaultDevice];
  cl_device_svm_capabilities svm = 0;
  if (clGetDeviceInfo(rt.device, CL_DEVICE_SVM_CAPABILITIES, sizeof(svm), &svm,
                      nullptr) != CL_SUCCESS ||
      !(svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER))
    fail("the OpenCL device of '" + rt.platformName +
         "' has no shared virtual memory (OpenCL 2.0), which buffers need");
  rt.fineGrainedSVM = svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER;
  std::string il = getDeviceString(rt.device, CL_DEVICE_IL_VERSION);
  rt.takesSPIRV = il.find("SPIR-V") != std::string::npos;
}

static Runtime &getRuntime() {
  static Runtime *runtime = [] {
    auto *rt = new Runtime;
    rt->platform = choosePlatform();
    rt->platformName = getPlatformString(rt->platform, CL_PLATFORM_NAME);
    rt->platformVersion = getPlatformString(rt->platform, CL_PLATFORM_VERSION);
    chooseDevice(*rt);
    cl_int status = CL_SUCCESS;
    rt->context =
        clCreateContext(nullptr, 1, &rt->device, nullptr, nullptr, &status);
    CL_CHECK_STATUS(status, "clCreateContext");
    rt->defaultQueue = clCreateCommandQueueWithProperties(
        rt->context, rt->device, nullptr, &status);
    CL_CHECK_STATUS(status, "clCreateCommandQueueWithProperties");
    return rt;
  }();
  return *runtime;
}

/// The stream's queue, or the default one for a null stream.
static cl_command_queue getQueue(cl_command_queue stream) {
  return stream ? stream : getRuntime().defaultQueue;
}

//===----------------------------------------------------------------------===//
// Modules: SPIR-V, its kernels' parameters, and its translation
//===----------------------------------------------------------------------===//

namespace {
/// The SPIR-V opcodes the kernels' parameters are read from.
enum SPIRVOp : uint32_t {
  OpEntryPoint = 15,
  OpTypeBool = 20,
  OpTypeInt = 21,
  OpTypeFloat = 22,
  OpTypePointer = 32,
  OpFunction = 54,
  OpFunctionParameter = 55,
};
} // namespace

static constexpr uint32_t kSPIRVMagic = 0x07230203;

/// The parameters of every entry point of a SPIR-V module: for each
/// `OpEntryPoint` the `OpFunctionParameter`s of its function, a pointer or a
/// scalar of the width its type declares.
static std::map<std::string, std::vector<KernelArg>>
readKernelSignatures(const std::vector<uint32_t> &words) {
  std::map<uint32_t, std::string> entryNames;
  std::map<uint32_t, KernelArg> types;
  std::map<std::string, std::vector<KernelArg>> signatures;
  std::vector<KernelArg> *current = nullptr;
  for (size_t at = 5; at < words.size();) {
    uint32_t count = words[at] >> 16, op = words[at] & 0xffff;
    if (count == 0 || at + count > words.size())
      fail("the SPIR-V module is malformed (an instruction of 0 words or "
           "past the end)");
    const uint32_t *operands = &words[at + 1];
    if (op == OpEntryPoint && count > 3)
      entryNames[operands[1]] =
          reinterpret_cast<const char *>(&operands[2]); // NUL-terminated.
    else if ((op == OpTypeInt || op == OpTypeFloat) && count > 2)
      types[operands[0]] = {false, operands[1] / 8};
    else if (op == OpTypeBool && count > 1)
      types[operands[0]] = {false, 1};
    else if (op == OpTypePointer && count > 1)
      types[operands[0]] = {true, sizeof(void *)};
    else if (op == OpFunction && count > 2) {
      auto entry = entryNames.find(operands[1]);
      current =
          entry == entryNames.end() ? nullptr : &signatures[entry->second];
    } else if (op == OpFunctionParameter && current && count > 1) {
      auto type = types.find(operands[0]);
      if (type == types.end())
        fail("a kernel parameter of the SPIR-V module has a type that is "
             "neither a pointer nor a scalar");
      current->push_back(type->second);
    }
    at += count;
  }
  return signatures;
}

/// The `llvm-spirv` of the platform's LLVM (PoCL names its LLVM version in
/// the platform version, "... LLVM 15.0.6 ..."), unless REVSEQ_LLVM_SPIRV
/// names one.
static std::string getTranslator(const Runtime &rt) {
  if (const char *tool = getenv("REVSEQ_LLVM_SPIRV"))
    return tool;
  size_t at = rt.platformVersion.find("LLVM ");
  if (at == std::string::npos)
    return "llvm-spirv";
  std::string major;
  for (size_t i = at + 5;
       i < rt.platformVersion.size() && isdigit(rt.platformVersion[i]); ++i)
    major += rt.platformVersion[i];
  return major.empty() ? "llvm-spirv" : "llvm-spirv-" + major;
}

static void writeFile(const std::string &path, const void *data, size_t size) {
  FILE *file = fopen(path.c_str(), "wb");
  if (!file || fwrite(data, 1, size, file) != size || fclose(file) != 0)
    fail("cannot write '" + path + "': " + strerror(errno));
}

static std::vector<unsigned char> readFile(const std::string &path) {
  FILE *file = fopen(path.c_str(), "rb");
  if (!file)
    fail("cannot read '" + path + "': " + strerror(errno));
  std::vector<unsigned char> bytes;
  unsigned char buffer[65536];
  size_t got = 0;
  while ((got = fread(buffer, 1, sizeof(buffer), file)) > 0)
    bytes.insert(bytes.end(), buffer, buffer + got);
  fclose(file);
  return bytes;
}

/// Runs `tool -r in.spv -o out.bc` and waits for it.
static void runTranslator(const std::string &tool, const std::string &input,
                          const std::string &output) {
  std::vector<std::string> args = {tool, "-r", input, "-o", output};
  std::vector<char *> argv;
  for (std::string &arg : args)
    argv.push_back(arg.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  int spawned =
      posix_spawnp(&pid, tool.c_str(), nullptr, nullptr, argv.data(), environ);
  if (spawned != 0)
    fail("cannot run '" + tool + "' (" + strerror(spawned) +
         "), which translates the SPIR-V kernels for a platform without "
         "SPIR-V; install it or name it in REVSEQ_LLVM_SPIRV");
  int waitStatus = 0;
  if (waitpid(pid, &waitStatus, 0) != pid || !WIFEXITED(waitStatus) ||
      WEXITSTATUS(waitStatus) != 0)
    fail("'" + tool + " -r' failed on the SPIR-V kernels");
}

/// The module as LLVM bitcode, through a temporary directory.
static std::vector<unsigned char>
translateToBitcode(const Runtime &rt, const std::vector<uint32_t> &words) {
  const char *tmp = getenv("TMPDIR");
  std::string pattern =
      std::string(tmp && *tmp ? tmp : "/tmp") + "/revseq-opencl-XXXXXX";
  if (!mkdtemp(pattern.data()))
    fail("cannot make a temporary directory '" + pattern +
         "': " + strerror(errno));
  std::string input = pattern + "/kernels.spv";
  std::string output = pattern + "/kernels.bc";
  writeFile(input, words.data(), words.size() * sizeof(uint32_t));
  runTranslator(getTranslator(rt), input, output);
  std::vector<unsigned char> bitcode = readFile(output);
  unlink(input.c_str());
  unlink(output.c_str());
  rmdir(pattern.c_str());
  return bitcode;
}

/// Builds the program; a failure prints the compiler's log first.
static void buildProgram(const Runtime &rt, cl_program program) {
  cl_int status = clBuildProgram(program, 1, &rt.device, "", nullptr, nullptr);
  if (status == CL_SUCCESS)
    return;
  size_t size = 0;
  clGetProgramBuildInfo(program, rt.device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                        &size);
  std::string log(size, '\0');
  clGetProgramBuildInfo(program, rt.device, CL_PROGRAM_BUILD_LOG, size,
                        log.data(), nullptr);
  fprintf(stderr, "revseq OpenCL runtime: build log:\n%s\n", log.c_str());
  failCall("clBuildProgram", status);
}

static cl_program createProgram(const Runtime &rt,
                                const std::vector<uint32_t> &words) {
  cl_int status = CL_SUCCESS;
  if (rt.takesSPIRV) {
    cl_program program = clCreateProgramWithIL(
        rt.context, words.data(), words.size() * sizeof(uint32_t), &status);
    CL_CHECK_STATUS(status, "clCreateProgramWithIL");
    return program;
  }
  std::vector<unsigned char> bitcode = translateToBitcode(rt, words);
  const unsigned char *binary = bitcode.data();
  size_t size = bitcode.size();
  cl_int binaryStatus = CL_SUCCESS;
  cl_program program = clCreateProgramWithBinary(
      rt.context, 1, &rt.device, &size, &binary, &binaryStatus, &status);
  CL_CHECK_STATUS(status, "clCreateProgramWithBinary");
  CL_CHECK_STATUS(binaryStatus, "clCreateProgramWithBinary (the binary)");
  return program;
}

/// `data` is the SPIR-V object of the `gpu.binary` (`format=bin`), `size`
/// its bytes.
REVSEQ_GPU_EXPORT Module *mgpuModuleLoad(void *data, size_t size) {
  Runtime &rt = getRuntime();
  if (size % sizeof(uint32_t) != 0 || size < 5 * sizeof(uint32_t))
    fail("the GPU object is not a SPIR-V module (" + std::to_string(size) +
         " bytes)");
  // The object's global may not be aligned to a word.
  std::vector<uint32_t> words(size / sizeof(uint32_t));
  memcpy(words.data(), data, size);
  if (words[0] != kSPIRVMagic)
    fail("the GPU object is not a SPIR-V module (no SPIR-V magic number); "
         "the OpenCL runtime runs revseq-gpu-pipeline=\"target=spirv\"");
  auto module = std::make_unique<Module>();
  module->signatures = readKernelSignatures(words);
  module->program = createProgram(rt, words);
  buildProgram(rt, module->program);
  return module.release();
}

/// `format=isa` embeds the module without its size, which SPIR-V does not
/// record either.
REVSEQ_GPU_EXPORT Module *mgpuModuleLoadJIT(void * /*data*/, int /*optLevel*/) {
  fail("a module embedded with format=isa cannot be loaded: its size is "
       "not known; compile with revseq-gpu-pipeline=\"target=spirv "
       "format=bin\" (the default)");
}

REVSEQ_GPU_EXPORT void mgpuModuleUnload(Module *module) {
  for (auto &entry : module->kernels)
    clReleaseKernel(entry.second->kernel);
  clReleaseProgram(module->program);
  delete module;
}

REVSEQ_GPU_EXPORT Kernel *mgpuModuleGetFunction(Module *module,
                                                const char *name) {
  std::unique_ptr<Kernel> &kernel = module->kernels[name];
  if (kernel)
    return kernel.get();
  auto signature = module->signatures.find(name);
  if (signature == module->signatures.end())
    fail(std::string("the SPIR-V module has no kernel '") + name + "'");
  kernel = std::make_unique<Kernel>();
  kernel->name = name;
  kernel->args = signature->second;
  cl_int status = CL_SUCCESS;
  kernel->kernel = clCreateKernel(module->program, name, &status);
  CL_CHECK_STATUS(status, "clCreateKernel");
  return kernel.get();
}

//===----------------------------------------------------------------------===//
// Launches, streams and events
//===----------------------------------------------------------------------===//

/// Whether `pointer` lies in a live device buffer, or one past its end (an
/// empty view at the end of a buffer).
static bool isDevicePointer(const void *pointer) {
  const std::map<uintptr_t, size_t> &buffers = getRuntime().buffers;
  auto address = reinterpret_cast<uintptr_t>(pointer);
  auto after = buffers.upper_bound(address);
  if (after == buffers.begin())
    return false;
  auto buffer = std::prev(after);
  return address - buffer->first <= buffer->second;
}

static void setKernelArgs(Kernel &kernel, void **params, size_t count) {
  if (count != kernel.args.size())
    fail("kernel '" + kernel.name + "' takes " +
         std::to_string(kernel.args.size()) + " parameters, launched with " +
         std::to_string(count));
  for (size_t i = 0; i < count; ++i) {
    const KernelArg &arg = kernel.args[i];
    cl_uint index = static_cast<cl_uint>(i);
    void *pointer = arg.isPointer ? *static_cast<void **>(params[i]) : nullptr;
    // The buffer of an empty tensor is null (mgpuMemAlloc of 0 bytes), which
    // SVM does not take as a pointer: a null buffer argument instead.
    if (pointer && !isDevicePointer(pointer))
      fail("kernel '" + kernel.name + "' is launched with parameter " +
           std::to_string(i) + " outside every device buffer");
    if (arg.isPointer && pointer)
      CL_CHECK(clSetKernelArgSVMPointer(kernel.kernel, index, pointer));
    else if (arg.isPointer)
      CL_CHECK(clSetKernelArg(kernel.kernel, index, sizeof(cl_mem), nullptr));
    else
      CL_CHECK(clSetKernelArg(kernel.kernel, index, arg.bytes, params[i]));
  }
}

REVSEQ_GPU_EXPORT void mgpuLaunchKernel(Kernel *kernel, intptr_t gridX,
                                        intptr_t gridY, intptr_t gridZ,
                                        intptr_t blockX, intptr_t blockY,
                                        intptr_t blockZ, int32_t smem,
                                        cl_command_queue stream, void **params,
                                        void ** /*extra*/, size_t paramsCount) {
  if (smem > 0)
    fail("kernel '" + kernel->name +
         "' is launched with dynamic workgroup memory, which the OpenCL "
         "runtime does not provide");
  setKernelArgs(*kernel, params, paramsCount);
  size_t local[3] = {static_cast<size_t>(blockX), static_cast<size_t>(blockY),
                     static_cast<size_t>(blockZ)};
  size_t global[3] = {static_cast<size_t>(gridX) * local[0],
                      static_cast<size_t>(gridY) * local[1],
                      static_cast<size_t>(gridZ) * local[2]};
  if (global[0] == 0 || global[1] == 0 || global[2] == 0)
    return;
  cl_int status =
      clEnqueueNDRangeKernel(getQueue(stream), kernel->kernel, 3, nullptr,
                             global, local, 0, nullptr, nullptr);
  if (status == CL_SUCCESS)
    return;
  failCall("clEnqueueNDRangeKernel", status,
           "of kernel '" + kernel->name + "' (" + std::to_string(gridX) +
               " x " + std::to_string(gridY) + " x " + std::to_string(gridZ) +
               " work-groups of " + std::to_string(blockX) + " x " +
               std::to_string(blockY) + " x " + std::to_string(blockZ) + ")");
}

/// A stream is an in-order command queue.
REVSEQ_GPU_EXPORT cl_command_queue mgpuStreamCreate() {
  Runtime &rt = getRuntime();
  cl_int status = CL_SUCCESS;
  cl_command_queue queue = clCreateCommandQueueWithProperties(
      rt.context, rt.device, nullptr, &status);
  CL_CHECK_STATUS(status, "clCreateCommandQueueWithProperties");
  rt.queues.insert(queue);
  return queue;
}

REVSEQ_GPU_EXPORT void mgpuStreamDestroy(cl_command_queue stream) {
  CL_CHECK(clFinish(stream));
  getRuntime().queues.erase(stream);
  CL_CHECK(clReleaseCommandQueue(stream));
}

REVSEQ_GPU_EXPORT void mgpuStreamSynchronize(cl_command_queue stream) {
  CL_CHECK(clFinish(getQueue(stream)));
}

REVSEQ_GPU_EXPORT Event *mgpuEventCreate() { return new Event; }

REVSEQ_GPU_EXPORT void mgpuEventDestroy(Event *event) {
  if (event->event)
    CL_CHECK(clReleaseEvent(event->event));
  delete event;
}

REVSEQ_GPU_EXPORT void mgpuEventRecord(Event *event, cl_command_queue stream) {
  if (event->event)
    CL_CHECK(clReleaseEvent(event->event));
  event->event = nullptr;
  CL_CHECK(
      clEnqueueMarkerWithWaitList(getQueue(stream), 0, nullptr, &event->event));
}

REVSEQ_GPU_EXPORT void mgpuEventSynchronize(Event *event) {
  if (event->event)
    CL_CHECK(clWaitForEvents(1, &event->event));
}

REVSEQ_GPU_EXPORT void mgpuStreamWaitEvent(cl_command_queue stream,
                                           Event *event) {
  if (event->event)
    CL_CHECK(clEnqueueBarrierWithWaitList(getQueue(stream), 1, &event->event,
                                          nullptr));
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// Zero bytes give a null pointer, as in the CUDA runtime. An allocation
/// that fails stops the program (the CUDA runtime does the same).
REVSEQ_GPU_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes,
                                     cl_command_queue /*stream*/,
                                     bool isHostShared) {
  if (sizeBytes == 0)
    return nullptr;
  Runtime &rt = getRuntime();
  cl_svm_mem_flags flags = CL_MEM_READ_WRITE;
  if (isHostShared && rt.fineGrainedSVM)
    flags |= CL_MEM_SVM_FINE_GRAIN_BUFFER;
  void *ptr = clSVMAlloc(rt.context, flags, sizeBytes, /*alignment=*/0);
  if (!ptr)
    fail("'clSVMAlloc' of " + std::to_string(sizeBytes) +
         " bytes returned NULL");
  rt.buffers[reinterpret_cast<uintptr_t>(ptr)] = sizeBytes;
  return ptr;
}

/// clSVMFree does not wait for the kernels that use the buffer (cuMemFree
/// does): every live queue is finished first.
REVSEQ_GPU_EXPORT void mgpuMemFree(void *ptr, cl_command_queue /*stream*/) {
  if (!ptr)
    return;
  Runtime &rt = getRuntime();
  CL_CHECK(clFinish(rt.defaultQueue));
  for (cl_command_queue queue : rt.queues)
    CL_CHECK(clFinish(queue));
  rt.buffers.erase(reinterpret_cast<uintptr_t>(ptr));
  clSVMFree(rt.context, ptr);
}

/// Any direction; host memory or SVM on either side. Blocking, as CUDA's
/// copies from and to pageable host memory are for the host.
REVSEQ_GPU_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                  cl_command_queue stream) {
  if (sizeBytes == 0)
    return;
  CL_CHECK(clEnqueueSVMMemcpy(getQueue(stream), CL_TRUE, dst, src, sizeBytes, 0,
                              nullptr, nullptr));
}

/// Fills `count` elements of type T at `dst` with `value`, in order on the
/// stream.
template <typename T>
static void fill(void *dst, T value, size_t count, cl_command_queue stream) {
  if (count == 0)
    return;
  CL_CHECK(clEnqueueSVMMemFill(getQueue(stream), dst, &value, sizeof(value),
                               count * sizeof(value), 0, nullptr, nullptr));
}

REVSEQ_GPU_EXPORT void mgpuMemset32(void *dst, unsigned int value, size_t count,
                                    cl_command_queue stream) {
  fill(dst, value, count, stream);
}

REVSEQ_GPU_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                    size_t count, cl_command_queue stream) {
  fill(dst, value, count, stream);
}

/// Host memory needs no registration: copies from it are blocking.
REVSEQ_GPU_EXPORT void mgpuMemHostRegister(void * /*ptr*/,
                                           uint64_t /*sizeBytes*/) {}

REVSEQ_GPU_EXPORT void mgpuMemHostUnregister(void * /*ptr*/) {}

REVSEQ_GPU_EXPORT void mgpuMemHostRegisterMemRef(int64_t /*rank*/,
                                                 void * /*descriptor*/,
                                                 int64_t /*elementSizeBytes*/) {
}

REVSEQ_GPU_EXPORT void
mgpuMemHostUnregisterMemRef(int64_t /*rank*/, void * /*descriptor*/,
                            int64_t /*elementSizeBytes*/) {}

/// Selects the platform's device used by every later call; call it before
/// any other.
REVSEQ_GPU_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  defaultDevice = device;
}
