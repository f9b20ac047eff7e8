//===- CompareTensors.cpp - a computed tensor against the expected one ----===//

#include "revseq/Tools/CompareTensors.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <complex>

using namespace mlir;
using namespace mlir::revseq;

static bool closeEnough(double x, double y, Tolerance tolerance) {
  if (std::isnan(x) && std::isnan(y))
    return true;
  return std::fabs(x - y) <=
         tolerance.absolute + tolerance.relative * std::fabs(y);
}

static std::string mismatchAt(int64_t i, const Twine &actual,
                              const Twine &expected) {
  return ("element " + Twine(i) + " is " + actual + ", expected " + expected)
      .str();
}

static std::string complexString(double real, double imag) {
  return "(" + std::to_string(real) + ", " + std::to_string(imag) + ")";
}

static std::optional<std::string>
findComplexMismatch(DenseElementsAttr actual, DenseElementsAttr expected,
                    Tolerance tolerance) {
  auto a = actual.getValues<std::complex<APFloat>>();
  auto e = expected.getValues<std::complex<APFloat>>();
  for (int64_t i = 0, n = actual.getNumElements(); i < n; ++i) {
    std::complex<APFloat> x = a[i], y = e[i];
    double xr = x.real().convertToDouble(), xi = x.imag().convertToDouble();
    double yr = y.real().convertToDouble(), yi = y.imag().convertToDouble();
    if (!closeEnough(xr, yr, tolerance) || !closeEnough(xi, yi, tolerance))
      return mismatchAt(i, complexString(xr, xi), complexString(yr, yi));
  }
  return std::nullopt;
}

static std::optional<std::string> findFloatMismatch(DenseElementsAttr actual,
                                                    DenseElementsAttr expected,
                                                    Tolerance tolerance) {
  auto a = actual.getValues<APFloat>();
  auto e = expected.getValues<APFloat>();
  for (int64_t i = 0, n = actual.getNumElements(); i < n; ++i) {
    double x = a[i].convertToDouble(), y = e[i].convertToDouble();
    if (!closeEnough(x, y, tolerance))
      return mismatchAt(i, std::to_string(x), std::to_string(y));
  }
  return std::nullopt;
}

static std::optional<std::string>
findIntegerMismatch(DenseElementsAttr actual, DenseElementsAttr expected) {
  auto a = actual.getValues<APInt>();
  auto e = expected.getValues<APInt>();
  for (int64_t i = 0, n = actual.getNumElements(); i < n; ++i)
    if (a[i] != e[i])
      return mismatchAt(i, std::to_string(a[i].getSExtValue()),
                        std::to_string(e[i].getSExtValue()));
  return std::nullopt;
}

std::optional<std::string>
mlir::revseq::findMismatch(DenseElementsAttr actual, DenseElementsAttr expected,
                           Tolerance tolerance) {
  if (actual.getType() != expected.getType()) {
    std::string why;
    llvm::raw_string_ostream os(why);
    os << "type " << actual.getType() << " but expected " << expected.getType();
    return why;
  }
  Type elementType = actual.getElementType();
  if (isa<ComplexType>(elementType))
    return findComplexMismatch(actual, expected, tolerance);
  if (isa<FloatType>(elementType))
    return findFloatMismatch(actual, expected, tolerance);
  return findIntegerMismatch(actual, expected);
}
