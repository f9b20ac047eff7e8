//===- ImportNpy.cpp - NumPy .npy files to DenseElementsAttr --------------===//
//
// Reads the .npy format (versions 1 to 3, C order, little-endian). Every
// size in the file is checked before it is used: the header length against
// the file, each dimension for sign, the element count and the byte count
// for int64 overflow, the payload against the byte count.
//
//===----------------------------------------------------------------------===//

#include "revseq/Import/Npy.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;

std::optional<int64_t> mlir::revseq::getExchangeElementBytes(Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    std::optional<int64_t> part =
        getExchangeElementBytes(complex.getElementType());
    if (!part || !isa<FloatType>(complex.getElementType()))
      return std::nullopt;
    return 2 * *part;
  }
  if (type.isInteger(1))
    return 1;
  if (type.isSignlessInteger(8) || type.isSignlessInteger(16) ||
      type.isSignlessInteger(32) || type.isSignlessInteger(64) ||
      type.isF16() || type.isBF16() || type.isF32() || type.isF64())
    return type.getIntOrFloatBitWidth() / 8;
  return std::nullopt;
}

std::vector<char> mlir::revseq::getExchangeBytes(DenseElementsAttr value) {
  std::vector<char> bytes;
  if (value.getElementType().isInteger(1)) {
    for (bool flag : value.getValues<bool>())
      bytes.push_back(flag ? 1 : 0);
    return bytes;
  }
  ArrayRef<char> raw = value.getRawData();
  int64_t copies = value.isSplat() ? value.getNumElements() : 1;
  for (int64_t i = 0; i < copies; ++i)
    bytes.insert(bytes.end(), raw.begin(), raw.end());
  return bytes;
}

DenseElementsAttr mlir::revseq::getFromExchangeBytes(RankedTensorType type,
                                                     ArrayRef<char> bytes) {
  int64_t n = type.getNumElements();
  if (type.getElementType().isInteger(1)) {
    SmallVector<bool> flags;
    for (char c : bytes.take_front(n))
      flags.push_back(c != 0);
    return DenseElementsAttr::get(type, ArrayRef<bool>(flags));
  }
  if (n == 0)
    return DenseElementsAttr::get(type, ArrayRef<Attribute>());
  return DenseElementsAttr::getFromRawBuffer(
      type,
      bytes.take_front(n * *getExchangeElementBytes(type.getElementType())));
}

/// The element type of a little-endian NumPy dtype (`descr`), or null.
static Type convertNpyDescr(StringRef descr, Builder &b) {
  return llvm::StringSwitch<Type>(descr)
      .Case("<f2", b.getF16Type())
      .Case("<f4", b.getF32Type())
      .Case("<f8", b.getF64Type())
      .Case("|b1", b.getI1Type())
      .Cases({"|i1", "|u1"}, b.getIntegerType(8))
      .Cases({"<i2", "<u2"}, b.getIntegerType(16))
      .Cases({"<i4", "<u4"}, b.getIntegerType(32))
      .Cases({"<i8", "<u8"}, b.getIntegerType(64))
      .Case("<c8", ComplexType::get(b.getF32Type()))
      .Case("<c16", ComplexType::get(b.getF64Type()))
      .Default(Type());
}

/// The text after `'key':` in a .npy header dictionary, or empty.
static StringRef headerField(StringRef header, StringRef key) {
  size_t at = header.find(("'" + key + "'").str());
  if (at == StringRef::npos)
    return {};
  return header.substr(at + key.size() + 2).ltrim(" :");
}

/// Splits the .npy magic string and header lengths off `bytes`.
static LogicalResult splitNpyHeader(StringRef bytes, StringRef &header,
                                    StringRef &data, Location loc) {
  if (bytes.size() < 10 || !bytes.starts_with("\x93NUMPY"))
    return emitError(loc) << "not a .npy file (no \\x93NUMPY magic string)";
  unsigned major = uint8_t(bytes[6]);
  uint64_t headerLen, headerStart;
  if (major == 1) {
    headerLen = uint8_t(bytes[8]) | (uint8_t(bytes[9]) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12)
      return emitError(loc) << "truncated .npy header";
    headerLen = uint32_t(uint8_t(bytes[8])) | uint32_t(uint8_t(bytes[9])) << 8 |
                uint32_t(uint8_t(bytes[10])) << 16 |
                uint32_t(uint8_t(bytes[11])) << 24;
    headerStart = 12;
  } else {
    return emitError(loc) << "unsupported .npy format version " << major;
  }
  if (bytes.size() - headerStart < headerLen)
    return emitError(loc) << "truncated .npy header: " << headerLen
                          << " bytes announced, " << bytes.size() - headerStart
                          << " present";
  header = bytes.substr(headerStart, headerLen);
  data = bytes.substr(headerStart + headerLen);
  return success();
}

/// Parses the `shape` tuple of a .npy header.
static FailureOr<SmallVector<int64_t>> parseNpyShape(StringRef header,
                                                     Location loc) {
  StringRef text = headerField(header, "shape");
  if (!text.consume_front("("))
    return emitError(loc) << "no shape in the .npy header";
  text = text.take_until([](char c) { return c == ')'; });
  SmallVector<StringRef> dims;
  text.split(dims, ',', -1, /*KeepEmpty=*/false);
  SmallVector<int64_t> shape;
  for (StringRef dim : dims) {
    int64_t size;
    if (dim.trim().getAsInteger(10, size))
      return emitError(loc) << "bad dimension '" << dim.trim()
                            << "' in the .npy shape (not an int64)";
    if (size < 0)
      return emitError(loc)
             << "negative dimension " << size << " in the .npy shape";
    shape.push_back(size);
  }
  return shape;
}

FailureOr<int64_t> mlir::revseq::checkTensorBytes(ArrayRef<int64_t> shape,
                                                  int64_t elementBytes,
                                                  Location loc) {
  // The product of the nonzero dims bounds every stride (in elements and in
  // bytes), including those of an empty tensor's descriptor.
  int64_t span = elementBytes;
  bool empty = false;
  for (int64_t dim : shape) {
    if (dim < 0)
      return emitError(loc) << "negative dimension " << dim;
    empty |= dim == 0;
    std::optional<int64_t> next =
        llvm::checkedMul(span, std::max<int64_t>(dim, 1));
    if (!next)
      return emitError(loc) << "the shape's size in bytes overflows int64 "
                               "(more than 9223372036854775807 bytes of "
                            << elementBytes << "-byte elements)";
    span = *next;
  }
  return empty ? 0 : span;
}

FailureOr<DenseElementsAttr>
mlir::revseq::importNpyTensor(StringRef bytes, StringRef bufferName,
                              MLIRContext *context) {
  Location loc = FileLineColLoc::get(context, bufferName, 0, 0);
  StringRef header, data;
  if (failed(splitNpyHeader(bytes, header, data, loc)))
    return failure();
  StringRef descr = headerField(header, "descr");
  if (!descr.consume_front("'"))
    return emitError(loc) << "no descr in the .npy header";
  descr = descr.take_until([](char c) { return c == '\''; });
  if (headerField(header, "fortran_order").starts_with("True"))
    return emitError(loc) << "Fortran-order arrays are not supported";
  FailureOr<SmallVector<int64_t>> shape = parseNpyShape(header, loc);
  if (failed(shape))
    return failure();
  Builder b(context);
  Type type = convertNpyDescr(descr, b);
  if (!type)
    return emitError(loc) << "unsupported dtype '" << descr
                          << "' (supported: <f2 <f4 <f8 |b1 |i1 |u1 <i2 <u2 "
                             "<i4 <u4 <i8 <u8 <c8 <c16)";
  int64_t elementBytes = *getExchangeElementBytes(type);
  FailureOr<int64_t> size = checkTensorBytes(*shape, elementBytes, loc);
  if (failed(size))
    return failure();
  if (int64_t(data.size()) < *size)
    return emitError(loc) << "truncated .npy data: the shape needs " << *size
                          << " bytes, the file holds " << data.size();
  return getFromExchangeBytes(RankedTensorType::get(*shape, type),
                              ArrayRef<char>(data.data(), *size));
}
