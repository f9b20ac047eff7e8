//===- ParseLimits.cpp - nesting limit of MLIR text read by the tools -----===//

#include "revseq/Support/ParseLimits.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::optional<size_t> mlir::revseq::findExcessiveNesting(StringRef text,
                                                         unsigned maxDepth) {
  unsigned depth = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    switch (c) {
    case '"':
      // A string literal: skip to its closing quote, past escapes.
      for (++i; i < e && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      break;
    case '/':
      if (i + 1 < e && text[i + 1] == '/')
        i = std::min(text.find('\n', i), e);
      break;
    case '(':
    case '[':
    case '{':
    case '<':
      if (++depth > maxDepth)
        return i;
      break;
    case '>':
      // `->` is an arrow, not a bracket.
      if (i > 0 && text[i - 1] == '-')
        break;
      [[fallthrough]];
    case ')':
    case ']':
    case '}':
      // Unbalanced closers (`>=` in an integer set) only ever lower the
      // count; the parser reports real imbalance.
      if (depth > 0)
        --depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}

LogicalResult mlir::revseq::checkNestingDepth(llvm::SourceMgr &sourceMgr,
                                              unsigned maxDepth) {
  for (unsigned id = 1, e = sourceMgr.getNumBuffers(); id <= e; ++id) {
    const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(id);
    StringRef text = buffer->getBuffer();
    std::optional<size_t> at = findExcessiveNesting(text, maxDepth);
    if (!at)
      continue;
    // Not SourceMgr::PrintMessage: it would echo the offending line, which
    // is as long as the nesting is deep.
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(text.data() + *at), id);
    llvm::errs() << buffer->getBufferIdentifier() << ":" << line << ":"
                 << column << ": error: nesting deeper than " << maxDepth
                 << " levels of (), [], {} or <>: revseq's tools reject it "
                    "before parsing (MLIR's parser recurses once per "
                    "level)\n";
    return failure();
  }
  return success();
}
