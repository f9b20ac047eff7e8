//===- InitAll.h - register every revseq dialect, pass and pipeline -*- C++ -*-===//

#ifndef REVSEQ_INITALL_H
#define REVSEQ_INITALL_H

namespace mlir {
class DialectRegistry;
namespace revseq {

/// Adds the revseq dialect to `registry`.
void registerAllDialects(DialectRegistry &registry);

/// Registers every revseq pass and named pipeline with the global registry.
void registerAllPasses();

} // namespace revseq
} // namespace mlir

#endif // REVSEQ_INITALL_H
