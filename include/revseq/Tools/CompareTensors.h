//===- CompareTensors.h - a result against the expected one -----*- C++ -*-===//

#ifndef REVSEQ_TOOLS_COMPARETENSORS_H
#define REVSEQ_TOOLS_COMPARETENSORS_H

#include "mlir/IR/BuiltinAttributes.h"

#include <optional>
#include <string>

namespace mlir::revseq {

/// How far a float may be from the expected one: |x - y| <= absolute +
/// relative * |y|; NaN equals NaN.
struct Tolerance {
  double relative = 1e-3;
  double absolute = 1e-7;
};

/// Compares `actual` with `expected`: types equal, integers exactly, floats
/// (and both parts of complex numbers) within `tolerance`. Returns why they
/// differ (`element 3 is 1.000000, expected 2.000000`, or the types), or
/// std::nullopt when they match.
std::optional<std::string> findMismatch(DenseElementsAttr actual,
                                        DenseElementsAttr expected,
                                        Tolerance tolerance);

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_COMPARETENSORS_H
