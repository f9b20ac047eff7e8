//===- BufferizableOpInterfaceImpl.cpp - revseq in one-shot bufferization -===//

#include "revseq/Dialect/Revseq/Transforms/BufferizableOpInterfaceImpl.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/CallInterfaces.h"

using namespace mlir;
using namespace mlir::bufferization;
using namespace mlir::revseq;

/// The name of the destination-passing form of a value-form op of the
/// family: its name with `_into` appended (Revseq_ReverseOpForms makes both).
static std::string getDestinationFormName(Operation *op) {
  return (op->getName().getStringRef() + "_into").str();
}

/// The unit attribute through which one-shot bufferization's decision to
/// reverse a value form in its input's buffer goes from `resolveConflicts`
/// (which sees the analysis) to `bufferize` (which does not). The decision
/// cannot be carried out in `resolveConflicts`: replacing the op there frees
/// its result while the analysis still holds it in its alias sets, which
/// later queries of `insertTensorCopies` read.
static constexpr StringLiteral kInPlaceDecisionAttr =
    "__revseq_bufferize_in_place__";

/// Creates `name` with `operands` and the properties of `like`: the forms
/// of one op share their attributes.
static Operation *createLike(OpBuilder &b, Operation *like, StringRef name,
                             ValueRange operands, TypeRange resultTypes) {
  OperationState state(like->getLoc(), name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.propertiesAttr = like->getPropertiesAsAttribute();
  for (NamedAttribute attr : like->getDiscardableAttrs())
    if (attr.getName() != kInPlaceDecisionAttr)
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

/// The operand a revseq op reads its elements from (operand 0 of both
/// forms).
constexpr unsigned kInputOperand = 0;

/// The destination operand of a destination-passing form, or null for a
/// value form.
OpOperand *getInit(Operation *op) {
  auto dstOp = dyn_cast<DestinationStyleOpInterface>(op);
  return dstOp ? dstOp.getDpsInitOperand(0) : nullptr;
}

/// Whether `op` may reverse its input in its input's buffer: a value form
/// (a destination form has committed to its destination). Whether it does
/// is one-shot analysis's decision on the input operand, which a value form
/// declares written. Not for an input that only names part or another shape
/// of a tensor (`tensor.extract_slice`, `tensor.cast`, reshapes: ops that
/// neither read nor write): the analysis, deciding the later op first,
/// would keep the op in place and copy the view instead.
bool mayReuseInput(Operation *op, const AnalysisState &state) {
  if (getInit(op))
    return false;
  // The answer must not change between the analysis and resolveConflicts,
  // which asks again after insertTensorCopies replaced an out-of-place
  // view's uses by a copy of it (`alloc_tensor copy(%view)`): the input is
  // looked at through such copies.
  Value input = op->getOperand(kInputOperand);
  while (auto alloc = input.getDefiningOp<AllocTensorOp>()) {
    if (!alloc.getCopy())
      break;
    input = alloc.getCopy();
  }
  Operation *producer = input.getDefiningOp();
  // A call makes no view, and its model must not be asked before module
  // bufferization has analysed the callee (it reads that analysis).
  if (!producer || isa<CallOpInterface>(producer))
    return true;
  return llvm::none_of(producer->getOpOperands(), [&](OpOperand &operand) {
    return isa<TensorType>(operand.get().getType()) &&
           state.bufferizesToAliasOnly(operand);
  });
}

/// Whether `op` may run several times for one definition of `value`: a
/// repetitive region (a loop body) lies between them.
bool runsRepeatedlyFor(Operation *op, Value value,
                       const BufferizationOptions &options) {
  Region *home = value.getParentRegion();
  for (Region *region = op->getParentRegion(); region && region != home;
       region = region->getParentRegion()) {
    auto parent = options.dynCastBufferizableOp(region->getParentOp());
    if (parent && parent.isRepetitiveRegion(region->getRegionNumber()))
      return true;
  }
  return false;
}

/// Both forms of a revseq op. The input is read; a value form's input
/// (mayReuseInput) is also written, aliasing the result: one-shot analysis
/// bufferizes it in place when nothing reads the input after the op and its
/// buffer is writable, and resolveConflicts then gives the op its input as
/// destination (the in-place form, whose lowerings swap pairs); otherwise
/// the op writes a new buffer. No copy of the input is ever made. A
/// destination form writes its destination, which may be its input.
struct RevseqOpModel
    : public BufferizableOpInterface::ExternalModel<RevseqOpModel,
                                                    IndexMapOpInterface> {
  bool bufferizesToMemoryRead(Operation *op, OpOperand &operand,
                              const AnalysisState &) const {
    return &operand != getInit(op);
  }

  bool bufferizesToMemoryWrite(Operation *op, OpOperand &operand,
                               const AnalysisState &state) const {
    return &operand == getInit(op) || isReusedInput(op, operand, state);
  }

  AliasingValueList getAliasingValues(Operation *op, OpOperand &operand,
                                      const AnalysisState &state) const {
    if (op->getNumResults() == 0 ||
        (&operand != getInit(op) && !isReusedInput(op, operand, state)))
      return {};
    return {{op->getResult(0), BufferRelation::Equivalent}};
  }

  /// The in-place form (`_into %x into %x`) reads its input and writes the
  /// same tensor as its destination: its lowerings swap pairs, so that read
  /// does not conflict with that write. Unless the op runs several times
  /// for one `%x` (a loop around the op, not around `%x`): each run must
  /// read `%x`, not the previous run's result.
  bool isNotConflicting(Operation *op, OpOperand *uRead, OpOperand *uWrite,
                        const AnalysisState &state) const {
    OpOperand *init = getInit(op);
    return init && uWrite == init && uRead->getOwner() == op &&
           uRead->getOperandNumber() == kInputOperand &&
           uRead->get() == init->get() &&
           !runsRepeatedlyFor(op, init->get(), state.getOptions());
  }

  FailureOr<BufferLikeType>
  getBufferType(Operation *op, Value value, const BufferizationOptions &options,
                const BufferizationState &state,
                SmallVector<Value> &invocationStack) const {
    if (OpOperand *init = getInit(op))
      return bufferization::getBufferType(init->get(), options, state,
                                          invocationStack);
    // What `bufferize` makes of a value form: its input's buffer in place,
    // else a new allocation with the identity layout. Asked before the
    // decision (during the analysis) and after it alike, so that a region
    // op that yields the result (an scf.if) types all its branches alike.
    if (op->hasAttr(kInPlaceDecisionAttr))
      return bufferization::getBufferType(op->getOperand(kInputOperand),
                                          options, state, invocationStack);
    auto type = cast<TensorType>(value.getType());
    std::optional<Attribute> memorySpace = options.defaultMemorySpaceFn(type);
    if (!memorySpace)
      return op->emitError("no default memory space for the result");
    return cast<BufferLikeType>(
        getMemRefTypeWithStaticIdentityLayout(type, *memorySpace));
  }

  /// Records the analysis's decision for a value form on the op itself,
  /// without replacing it (the analysis state still refers to its result):
  /// `bufferize` carries it out.
  LogicalResult resolveConflicts(Operation *op, RewriterBase &rewriter,
                                 const AnalysisState &analysisState,
                                 const BufferizationState &state) const {
    // A destination out of place gets a new buffer, not a copy: the op
    // never reads it.
    if (getInit(op))
      return cast<BufferizableOpInterface>(op).resolveTensorOpOperandConflicts(
          rewriter, analysisState, state);
    OpOperand &input = op->getOpOperand(kInputOperand);
    bool inPlace = isReusedInput(op, input, analysisState) &&
                   analysisState.isInPlace(input);
    rewriter.modifyOpInPlace(op, [&] {
      if (inPlace)
        op->setAttr(kInPlaceDecisionAttr, rewriter.getUnitAttr());
      else
        op->removeAttr(kInPlaceDecisionAttr);
    });
    return success();
  }

  LogicalResult bufferize(Operation *op, RewriterBase &rewriter,
                          const BufferizationOptions &options,
                          BufferizationState &state) const {
    // A value form becomes its destination form on tensors, which is
    // bufferized next: into its input where the analysis decided in place,
    // into a new buffer otherwise (or when no analysis ran).
    if (!getInit(op))
      return replaceByDestinationForm(op, rewriter, options, state);
    // One buffer per distinct tensor: an op whose destination is its input
    // must name one buffer twice for its lowerings to swap in place.
    DenseMap<Value, Value> buffers;
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      auto [it, inserted] = buffers.try_emplace(operand);
      if (inserted) {
        FailureOr<Value> buffer = getBuffer(rewriter, operand, options, state);
        if (failed(buffer))
          return failure();
        it->second = *buffer;
      }
      operands.push_back(it->second);
    }
    rewriter.setInsertionPoint(op);
    createLike(rewriter, op, op->getName().getStringRef(), operands, {});
    replaceOpWithBufferizedValues(rewriter, op, operands.back());
    return success();
  }

private:
  static bool isReusedInput(Operation *op, OpOperand &operand,
                            const AnalysisState &state) {
    return operand.getOperandNumber() == kInputOperand &&
           mayReuseInput(op, state);
  }

  /// Replaces the value form `op` by its destination form, writing its
  /// input where `resolveConflicts` recorded an in-place decision and a new
  /// buffer otherwise.
  static LogicalResult
  replaceByDestinationForm(Operation *op, RewriterBase &rewriter,
                           const BufferizationOptions &options,
                           const BufferizationState &state) {
    rewriter.setInsertionPoint(op);
    Value init = op->getOperand(kInputOperand);
    if (!op->hasAttr(kInPlaceDecisionAttr)) {
      FailureOr<Value> alloc = allocateTensorForShapedValue(
          rewriter, op->getLoc(), op->getResult(0), options, state,
          /*copy=*/false);
      if (failed(alloc))
        return failure();
      init = *alloc;
    }
    rewriter.replaceOp(op, buildDestinationForm(rewriter, op, init));
    return success();
  }
};

} // namespace

void revseq::attachBufferizableOpModels(Dialect *dialect) {
  for (RegisteredOperationName name :
       dialect->getContext()->getRegisteredOperations())
    if (&name.getDialect() == dialect &&
        name.hasInterface<IndexMapOpInterface>())
      name.attachInterface<RevseqOpModel>();
}

void revseq::registerBufferizableOpInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, RevseqDialect *dialect) {
    attachBufferizableOpModels(dialect);
  });
}
