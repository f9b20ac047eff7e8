//===- BufferizableOpInterfaceImpl.cpp - revseq in one-shot bufferization -===//

#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Bufferization/IR/DstBufferizableOpInterfaceImpl.h"
#include "mlir/IR/DialectRegistry.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::revseq;

/// The name of the destination-passing form of a value-form op.
static StringRef getDestinationFormName(Operation *op) {
  return TypeSwitch<Operation *, StringRef>(op)
      .Case([](ReverseSequenceOp) {
        return ReverseSequenceIntoOp::getOperationName();
      })
      .Case([](ReverseOp) { return ReverseIntoOp::getOperationName(); })
      .Case([](ReverseDynamicOp) {
        return ReverseDynamicIntoOp::getOperationName();
      })
      .Case([](ReverseSubsequencesOp) {
        return ReverseSubsequencesIntoOp::getOperationName();
      })
      .Default([](Operation *) { return StringRef(); });
}

/// Creates `name` with `operands` and the properties of `like`: the forms
/// of one op share their attributes.
static Operation *createLike(OpBuilder &b, Operation *like, StringRef name,
                             ValueRange operands, TypeRange resultTypes) {
  OperationState state(like->getLoc(), name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.propertiesAttr = like->getPropertiesAsAttribute();
  for (NamedAttribute attr : like->getDiscardableAttrs())
    state.addAttribute(attr.getName(), attr.getValue());
  return b.create(state);
}

Operation *revseq::buildDestinationForm(OpBuilder &b, Operation *op, Value init,
                                        ValueRange operands) {
  SmallVector<Value> newOperands(operands.empty() ? op->getOperands()
                                                  : operands);
  newOperands.push_back(init);
  SmallVector<Type, 1> resultTypes;
  if (isa<TensorType>(init.getType()))
    resultTypes.push_back(init.getType());
  return createLike(b, op, getDestinationFormName(op), newOperands,
                    resultTypes);
}

namespace {

/// A destination-passing form bufferizes in place: its memref form writes
/// into the buffer of `init`. It overwrites `init` without reading it, so
/// the analysis never copies `init`'s old contents.
template <typename OpTy>
struct DestinationFormModel
    : public DstBufferizableOpInterfaceExternalModel<DestinationFormModel<OpTy>,
                                                     OpTy> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &) const {
    return !cast<DestinationStyleOpInterface>(op).isDpsInit(&operand);
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    auto dstOp = cast<DestinationStyleOpInterface>(op);
    if (dstOp.hasPureBufferSemantics())
      return success();
    SmallVector<Value> buffers;
    for (Value operand : op->getOperands()) {
      FailureOr<Value> buffer = getBuffer(rewriter, operand, options, state);
      if (failed(buffer))
        return failure();
      buffers.push_back(*buffer);
    }
    rewriter.setInsertionPoint(op);
    createLike(rewriter, op, op->getName().getStringRef(), buffers, {});
    replaceOpWithBufferizedValues(rewriter, op, buffers.back());
    return success();
  }
};

/// A value form bufferizes into a new allocation, written by its
/// destination-passing form (which bufferizes in turn).
template <typename OpTy>
struct ValueFormModel
    : public BufferizableOpInterface::ExternalModel<ValueFormModel<OpTy>,
                                                    OpTy> {
  bool bufferizesToAllocation(Operation *, Value) const { return true; }

  bool bufferizesToMemoryRead(Operation *, OpOperand &,
                              const AnalysisState &) const {
    return true;
  }

  bool bufferizesToMemoryWrite(Operation *, OpOperand &,
                               const AnalysisState &) const {
    return false;
  }

  AliasingValueList getAliasingValues(Operation *, OpOperand &,
                                      const AnalysisState &) const {
    return {};
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    rewriter.setInsertionPoint(op);
    FailureOr<Value> alloc = allocateTensorForShapedValue(
        rewriter, op->getLoc(), op->getResult(0), options, state,
        /*copy=*/false);
    if (failed(alloc))
      return failure();
    Operation *destinationForm = buildDestinationForm(rewriter, op, *alloc);
    rewriter.replaceOp(op, destinationForm->getResults());
    return success();
  }
};

/// Attaches both models to the two forms of one op.
template <typename ValueOp, typename DestinationOp>
void attachModels(MLIRContext *context) {
  ValueOp::template attachInterface<ValueFormModel<ValueOp>>(*context);
  DestinationOp::template attachInterface<DestinationFormModel<DestinationOp>>(
      *context);
}

} // namespace

void revseq::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, RevseqDialect *) {
    attachModels<ReverseSequenceOp, ReverseSequenceIntoOp>(context);
    attachModels<ReverseOp, ReverseIntoOp>(context);
    attachModels<ReverseDynamicOp, ReverseDynamicIntoOp>(context);
    attachModels<ReverseSubsequencesOp, ReverseSubsequencesIntoOp>(context);
  });
}
