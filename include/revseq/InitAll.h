//===- InitAll.h - register revseq's dialect, passes, pipelines -*- C++ -*-===//

#ifndef REVSEQ_INITALL_H
#define REVSEQ_INITALL_H

namespace mlir {
class DialectRegistry;
namespace revseq {

/// Adds the revseq dialect to `registry` with its external models
/// (bufferization, TilingInterface) and reduction patterns (revseq-reduce),
/// and registers the GPU dialect's LLVM IR translations that
/// gpu-module-to-binary needs.
void registerAllDialects(DialectRegistry &registry);

/// Registers every revseq pass and named pipeline with the global registry.
void registerAllPasses();

/// The registry of the revseq tools (revseq-opt, revseq-reduce,
/// revseq-lsp-server): every upstream dialect and extension, and what
/// registerAllDialects adds.
void registerAllDialectsWithUpstream(DialectRegistry &registry);

/// Every upstream pass, and every revseq pass and pipeline.
void registerAllPassesWithUpstream();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_INITALL_H
