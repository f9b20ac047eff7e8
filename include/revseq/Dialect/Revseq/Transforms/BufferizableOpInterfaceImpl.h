//===- BufferizableOpInterfaceImpl.h - revseq in bufferization --*- C++ -*-===//
//
// External models that make the revseq ops first-class in upstream one-shot
// bufferization (docs/Embedding.md):
//   * the destination-passing forms (`revseq.*_into`) bufferize in place:
//     their memref form writes into whatever buffer the analysis chose for
//     `init` (a function result, a `materialize_in_destination` target, a
//     `tensor.insert_slice` destination, an `scf.for` iter_arg, ...);
//   * the value forms bufferize into a new allocation written by their
//     memref destination form, so plain `one-shot-bufferize` takes any revseq
//     IR; run `revseq-destination-style` and `eliminate-empty-tensors` first
//     to avoid the allocation where a destination exists.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_DIALECT_REVSEQ_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define REVSEQ_DIALECT_REVSEQ_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

#include "mlir/IR/Builders.h"

namespace mlir {
class Dialect;
class DialectRegistry;
namespace revseq {

/// Registers the BufferizableOpInterface models of every revseq op.
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);

/// Attaches the same model to every op of `dialect` defined by an index
/// map (IndexMapOpInterface), both forms of each: revseq's, or those of an
/// extension point such as a test dialect.
void attachBufferizableOpModels(Dialect *dialect);

/// Builds the destination-passing form of the value-form revseq op `op`
/// writing into the tensor or memref `init`, with the operands `operands`
/// (the op's own by default) and its attributes. Returns the new op.
Operation *buildDestinationForm(OpBuilder &b, Operation *op, Value init,
                                ValueRange operands = {});

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_DIALECT_REVSEQ_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
