//===- Passes.cpp - C API for the revseq passes ---------------------------===//

#include "revseq-c/Passes.h"

#include "revseq/Codegen/CPU/Passes.h"
#include "revseq/Codegen/GPU/Passes.h"
#include "revseq/Conversion/Passes.h"
#include "revseq/Dialect/Revseq/Transforms/Passes.h"
#include "revseq/Transforms/Passes.h"

#include "mlir/CAPI/Pass.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;
using namespace mlir::revseq;

#ifdef __cplusplus
extern "C" {
#endif

#include "revseq-c/CodegenCPU.capi.cpp.inc"
#include "revseq-c/CodegenGPU.capi.cpp.inc"
#include "revseq-c/DialectTransforms.capi.cpp.inc"
#include "revseq-c/Passes.capi.cpp.inc"
#include "revseq-c/Transforms.capi.cpp.inc"

#ifdef __cplusplus
}
#endif
