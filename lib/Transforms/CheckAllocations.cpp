//===- CheckAllocations.cpp - stop where an allocation fails --------------===//
//
// The revseq-check-allocations pass: a memref.alloc or gpu.alloc whose byte
// count overflows, or that returns NULL, stops the program with a
// revseq.check naming the bytes and what the buffer holds, instead of
// writing through a pointer to nothing.
//
//===----------------------------------------------------------------------===//

#include "revseq/Transforms/Passes.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Dialect/Revseq/Utils/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::revseq {
#define GEN_PASS_DEF_CHECKALLOCATIONS
#include "revseq/Transforms/Passes.h.inc"
} // namespace mlir::revseq

using namespace mlir;
using namespace mlir::revseq;

/// Marks an allocation that already has its checks.
static constexpr StringLiteral kCheckedAttrName = "revseq.allocation_checked";

namespace {
/// A heap allocation: a `memref.alloc`, or a `gpu.alloc` (`device`).
struct Allocation {
  Operation *op;
  TypedValue<MemRefType> buffer;
  ValueRange dynamicSizes;
  bool device;
};

/// An allocation's byte count as an index, and whether it fits in one (null
/// when every size is static, where the pass decides it).
struct ByteCount {
  Value bytes;
  Value fits;
};
} // namespace

/// `op` as an allocation the pass may check, if it is one.
static std::optional<Allocation> getAllocation(Operation *op) {
  if (auto alloc = dyn_cast<memref::AllocOp>(op))
    return Allocation{op, alloc.getMemref(), alloc.getDynamicSizes(),
                      /*device=*/false};
  if (auto alloc = dyn_cast<gpu::AllocOp>(op))
    return Allocation{op, alloc.getMemref(), alloc.getDynamicSizes(),
                      /*device=*/true};
  return std::nullopt;
}

/// Whether the pass checks `allocation`: not yet checked, on the heap of
/// the host or the device (the default memory space, outside kernels), and
/// with bytes to allocate.
static bool needsCheck(const Allocation &allocation) {
  MemRefType type = allocation.buffer.getType();
  return !allocation.op->hasAttr(kCheckedAttrName) && !type.getMemorySpace() &&
         !allocation.op->getParentOfType<gpu::LaunchOp>() &&
         !llvm::is_contained(type.getShape(), 0);
}

/// The bytes of one element of `type` as the LLVM lowering counts them (its
/// size rounded up to its alignment); none for a type the data layout does
/// not know.
static std::optional<int64_t> getElementBytes(const DataLayout &layout,
                                              Type type) {
  if (auto vector = dyn_cast<VectorType>(type); vector && vector.isScalable())
    return std::nullopt;
  if (!isa<IntegerType, FloatType, IndexType, ComplexType, VectorType,
           DataLayoutTypeInterface>(type))
    return std::nullopt;
  return llvm::alignTo(layout.getTypeSize(type).getFixedValue(),
                       layout.getTypeABIAlignment(type));
}

/// `elementBytes` times the static sizes of `type`; none if that
/// overflows int64.
static std::optional<int64_t> getStaticBytes(MemRefType type,
                                             int64_t elementBytes) {
  int64_t bytes = elementBytes;
  for (int64_t size : type.getShape())
    if (!ShapedType::isDynamic(size) && llvm::MulOverflow(bytes, size, bytes))
      return std::nullopt;
  return bytes;
}

/// `acc && value`, or `value` where there is no `acc` yet.
static Value appendAnd(OpBuilder &b, Location loc, Value acc, Value value) {
  if (!acc)
    return value;
  return arith::AndIOp::create(b, loc, acc, value);
}

/// `acc || value`, or `value` where there is no `acc` yet.
static Value appendOr(OpBuilder &b, Location loc, Value acc, Value value) {
  if (!acc)
    return value;
  return arith::OrIOp::create(b, loc, acc, value);
}

/// `staticBytes` times `dynamicSizes` (read as unsigned), with whether the
/// product is at most the largest signed index: no partial product carries
/// and the last is not negative, or a size is 0 (the product then is 0,
/// whatever carried before it).
static ByteCount emitByteCount(OpBuilder &b, Location loc, int64_t staticBytes,
                               ValueRange dynamicSizes) {
  ByteCount count;
  count.bytes = arith::ConstantIndexOp::create(b, loc, staticBytes);
  if (dynamicSizes.empty())
    return count;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value anyZero;
  for (Value size : dynamicSizes) {
    auto product = arith::MulUIExtendedOp::create(b, loc, count.bytes, size);
    Value noCarry = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                          product.getHigh(), zero);
    count.fits = appendAnd(b, loc, count.fits, noCarry);
    count.bytes = product.getLow();
    if (dynamicSizes.size() == 1)
      continue;
    Value isZero =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size, zero);
    anyZero = appendOr(b, loc, anyZero, isZero);
  }
  Value signedFits = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge,
                                           count.bytes, zero);
  count.fits = appendAnd(b, loc, count.fits, signedFits);
  count.fits = appendOr(b, loc, anyZero, count.fits);
  return count;
}

/// The ops that may write `buffer` or a view of it: ops with a write effect
/// on it, and ops with unknown effects that take it (calls, kernel
/// launches).
static void collectWriters(Value buffer,
                           llvm::SmallPtrSetImpl<Operation *> &writers) {
  for (Operation *user : buffer.getUsers()) {
    auto view = dyn_cast<ViewLikeOpInterface>(user);
    if (view && view.getViewSource() == buffer) {
      collectWriters(view.getViewDest(), writers);
      continue;
    }
    bool unknownEffects = !isa<MemoryEffectOpInterface>(user) &&
                          !user->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
    if (unknownEffects || hasEffect<MemoryEffects::Write>(user, buffer))
      writers.insert(user);
  }
}

/// `op` as the messages name it: a revseq op by its value form, a call with
/// its callee (unless the callee's name holds a `{}`, which the check would
/// read as a placeholder).
static std::string getWriterName(Operation *op) {
  std::string name = getUserFacingName(op).str();
  auto call = dyn_cast<CallOpInterface>(op);
  if (!call)
    return name;
  auto callee = dyn_cast<SymbolRefAttr>(call.getCallableForCallee());
  if (!callee)
    return name;
  std::string calleeName;
  llvm::raw_string_ostream os(calleeName);
  os << callee;
  if (StringRef(calleeName).contains("{}"))
    return name;
  return name + " " + calleeName;
}

/// What the buffer of `allocation` holds, for the messages: the result of
/// the last op in the allocation's block that writes it, else a buffer that
/// ops nested there write.
static std::string describeContents(const Allocation &allocation) {
  llvm::SmallPtrSet<Operation *, 8> writers;
  collectWriters(allocation.buffer, writers);
  Block *block = allocation.op->getBlock();
  Operation *direct = nullptr;
  Operation *nested = nullptr;
  block->walk([&](Operation *op) {
    if (!writers.contains(op))
      return;
    if (op->getBlock() == block)
      direct = op;
    else
      nested = op;
  });
  if (direct)
    return "the result of " + getWriterName(direct);
  if (nested)
    return "a buffer written by " + getWriterName(nested);
  return "a buffer";
}

/// The start of both messages: "revseq: cannot allocate <what>[ on the
/// device] for <contents>".
static std::string formatMessage(const Allocation &allocation, StringRef what,
                                 StringRef contents) {
  std::string where = allocation.device ? " on the device" : "";
  return ("revseq: cannot allocate " + what + where + " for " + contents).str();
}

/// Stops the program before `allocation` where its byte count overflows
/// (always where its static sizes already do); the message lists the sizes.
static void emitOverflowCheck(OpBuilder &b, Location loc,
                              const Allocation &allocation, Value fits,
                              int64_t elementBytes, StringRef contents) {
  SmallVector<std::string> sizes;
  for (int64_t size : allocation.buffer.getType().getShape())
    sizes.push_back(ShapedType::isDynamic(size) ? "{}" : std::to_string(size));
  std::string elements = llvm::join(sizes, " x ") + " elements of " +
                         std::to_string(elementBytes) +
                         (elementBytes == 1 ? " byte" : " bytes");
  CheckOp::create(b, loc, fits,
                  formatMessage(allocation, elements, contents) +
                      ": the byte count overflows",
                  allocation.dynamicSizes);
}

/// Stops the program after `allocation` where it returned NULL (its aligned
/// pointer is 0 then) for a buffer with bytes.
static void emitNullCheck(OpBuilder &b, Location loc,
                          const Allocation &allocation, const ByteCount &count,
                          StringRef contents) {
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, allocation.buffer);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value allocated =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, pointer, zero);
  if (!allocation.dynamicSizes.empty()) {
    // malloc(0) may return NULL.
    Value empty = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                        count.bytes, zero);
    allocated = arith::OrIOp::create(b, loc, allocated, empty);
  }
  CheckOp::create(b, loc, allocated,
                  formatMessage(allocation, "{} bytes", contents),
                  ValueRange{count.bytes});
}

/// Checks `allocation` (see the pass description).
static void checkAllocation(const Allocation &allocation,
                            const DataLayout &layout) {
  Operation *op = allocation.op;
  std::optional<int64_t> elementBytes =
      getElementBytes(layout, allocation.buffer.getType().getElementType());
  if (!elementBytes)
    return;
  op->setAttr(kCheckedAttrName, UnitAttr::get(op->getContext()));
  std::string contents = describeContents(allocation);
  OpBuilder b(op);
  Location loc = op->getLoc();
  std::optional<int64_t> staticBytes =
      getStaticBytes(allocation.buffer.getType(), *elementBytes);
  if (!staticBytes) {
    Value never = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
    emitOverflowCheck(b, loc, allocation, never, *elementBytes, contents);
    return;
  }
  ByteCount count =
      emitByteCount(b, loc, *staticBytes, allocation.dynamicSizes);
  if (count.fits)
    emitOverflowCheck(b, loc, allocation, count.fits, *elementBytes, contents);
  b.setInsertionPointAfter(op);
  emitNullCheck(b, loc, allocation, count, contents);
}

namespace {
struct CheckAllocationsPass
    : public revseq::impl::CheckAllocationsBase<CheckAllocationsPass> {
  void runOnOperation() override {
    SmallVector<Allocation> allocations;
    getOperation().walk([&](Operation *op) {
      std::optional<Allocation> allocation = getAllocation(op);
      if (allocation && needsCheck(*allocation))
        allocations.push_back(*allocation);
    });
    DataLayout layout = DataLayout::closest(getOperation());
    for (const Allocation &allocation : allocations)
      checkAllocation(allocation, layout);
  }
};
} // namespace
