//===- TargetLimits.cpp - the host's vector width, vector element types ---===//

#include "revseq/Support/TargetLimits.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

unsigned revseq::getHostVectorBits() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return 512;
  if (features.lookup("avx"))
    return 256;
  return 128;
}

bool revseq::isVectorizableElementType(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return llvm::is_contained({8u, 16u, 32u, 64u}, intType.getWidth());
  return isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(type);
}
