//===- Runtime.cpp - run JIT kernels without aborting ---------------------===//
//
// The check handlers replace the JIT code's abort() and dprintf() by
// functions that capture the message and longjmp back to
// revseqInvokeChecked. Only JIT-compiled C-like code (no destructors) lies
// between the setjmp and the longjmp, so nothing is skipped but the
// kernel's own frames.
//
//===----------------------------------------------------------------------===//

#include "revseq-c/Runtime.h"

#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>

namespace {
/// The recovery point of one revseqInvokeChecked call and its message.
struct CheckGuard {
  std::jmp_buf env;
  char *message;
  size_t capacity;
  size_t length;
};
} // namespace

static thread_local CheckGuard *activeGuard = nullptr;

/// Whether the calling thread runs inside an OpenMP parallel region, where a
/// longjmp would leave the team's barrier waiting. libomp is loaded by the
/// engine (sharedLibPaths) only when a kernel uses threads.
static bool inParallelRegion() {
  using LevelFn = int (*)();
  auto level = reinterpret_cast<LevelFn>(dlsym(RTLD_DEFAULT, "omp_get_level"));
  return level && level() > 0;
}

static int captureDprintf(int fd, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int written;
  CheckGuard *guard = activeGuard;
  if (!guard || fd != 2 || guard->capacity == 0) {
    written = vdprintf(fd, format, args);
  } else {
    size_t room = guard->capacity - guard->length;
    written = vsnprintf(guard->message + guard->length, room, format, args);
    if (written > 0)
      guard->length += static_cast<size_t>(written) < room
                           ? static_cast<size_t>(written)
                           : room - 1;
  }
  va_end(args);
  return written;
}

[[noreturn]] static void captureAbort() {
  CheckGuard *guard = activeGuard;
  if (guard && !inParallelRegion())
    std::longjmp(guard->env, 1);
  if (guard && guard->length)
    fputs(guard->message, stderr);
  std::abort();
}

void revseqExecutionEngineRegisterCheckHandlers(MlirExecutionEngine jit) {
  mlirExecutionEngineRegisterSymbol(jit,
                                    mlirStringRefCreateFromCString("abort"),
                                    reinterpret_cast<void *>(&captureAbort));
  mlirExecutionEngineRegisterSymbol(jit,
                                    mlirStringRefCreateFromCString("dprintf"),
                                    reinterpret_cast<void *>(&captureDprintf));
}

bool revseqInvokeChecked(void (*packedFn)(void **), void **args, char *message,
                         size_t capacity) {
  CheckGuard guard;
  guard.message = message;
  guard.capacity = message ? capacity : 0;
  guard.length = 0;
  if (guard.capacity)
    message[0] = '\0';
  CheckGuard *outer = activeGuard;
  activeGuard = &guard;
  if (setjmp(guard.env)) {
    activeGuard = outer;
    return false;
  }
  packedFn(args);
  activeGuard = outer;
  return true;
}
