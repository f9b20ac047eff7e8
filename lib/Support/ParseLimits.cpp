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

/// `text` without its leading blanks as MLIR's lexer skips them: white
/// space and NUL characters (a NUL inside the buffer separates tokens).
static StringRef skipBlanks(StringRef text) {
  return text.ltrim(StringRef(" \t\n\v\f\r\0", 7));
}

/// True when `text` starts with `[`, integers of up to 18 digits separated
/// by commas, and `]` (blanks between): what DenseI64ArrayAttr parses.
static bool isIntegerList(StringRef text) {
  if (!text.consume_front("["))
    return false;
  text = skipBlanks(text);
  if (text.consume_front("]"))
    return true;
  while (true) {
    text.consume_front("-");
    size_t digits = text.find_first_not_of("0123456789");
    if (digits == 0 || digits > 18 || digits == StringRef::npos)
      return false;
    text = skipBlanks(text.drop_front(digits));
    if (text.consume_front("]"))
      return true;
    if (!text.consume_front(","))
      return false;
    text = skipBlanks(text);
  }
}

/// True when the line of `text` holding `offset` has `//` before it.
static bool inComment(StringRef text, size_t offset) {
  size_t lineStart = text.rfind('\n', offset);
  lineStart = lineStart == StringRef::npos ? 0 : lineStart + 1;
  return text.slice(lineStart, offset).contains("//");
}

std::optional<size_t>
mlir::revseq::findMalformedLinalgDimsList(StringRef text) {
  static const std::pair<StringRef, StringRef> ops[] = {
      {"linalg.transpose", "permutation"},
      {"linalg.broadcast", "dimensions"},
      {"linalg.reduce", "dimensions"}};
  std::optional<size_t> first;
  for (auto [op, keyword] : ops) {
    for (size_t at = text.find(op); at != StringRef::npos;
         at = text.find(op, at + 1)) {
      // The generic form quotes the name and parses its attributes safely.
      if ((at > 0 && text[at - 1] == '"') || inComment(text, at))
        continue;
      size_t key = text.find(keyword, at + op.size());
      if (key == StringRef::npos)
        break;
      StringRef rest = skipBlanks(text.drop_front(key + keyword.size()));
      if (!rest.consume_front("=") || isIntegerList(skipBlanks(rest)))
        continue;
      if (!first || key < *first)
        first = key;
    }
  }
  return first;
}

std::optional<size_t>
mlir::revseq::findNonDictionaryLinalgProperties(StringRef text) {
  constexpr StringRef prefix = "linalg.";
  for (size_t at = text.find(prefix); at != StringRef::npos;
       at = text.find(prefix, at + 1)) {
    if ((at > 0 && (text[at - 1] == '"' || text[at - 1] == '#')) ||
        inComment(text, at))
      continue;
    size_t end = text.find_first_not_of(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.",
        at + prefix.size());
    if (end == StringRef::npos)
      break;
    StringRef rest = skipBlanks(text.drop_front(end));
    if (!rest.starts_with("<"))
      continue;
    if (!skipBlanks(rest.drop_front()).starts_with("{"))
      return text.size() - rest.size();
  }
  return std::nullopt;
}

/// Reports an error at `offset` of buffer `id` without echoing its line
/// (SourceMgr::PrintMessage would, and a deeply nested line is huge).
static void reportAt(llvm::SourceMgr &sourceMgr, unsigned id, size_t offset,
                     const Twine &message) {
  const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(id);
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(buffer->getBufferStart() + offset), id);
  llvm::errs() << buffer->getBufferIdentifier() << ":" << line << ":" << column
               << ": error: " << message << "\n";
}

std::optional<mlir::revseq::ParseHazard>
mlir::revseq::findParseHazard(StringRef text, unsigned maxDepth) {
  if (std::optional<size_t> at = findExcessiveNesting(text, maxDepth))
    return ParseHazard{*at, "nesting deeper than " + std::to_string(maxDepth) +
                                " levels of (), [], {} or <>: revseq's tools "
                                "reject it before parsing (MLIR's parser "
                                "recurses once per level)"};
  // The linalg parsers' bugs, each with the error the tools report.
  static const std::pair<std::optional<size_t> (*)(StringRef), const char *>
      linalgHazards[] = {
          {findMalformedLinalgDimsList,
           "a linalg dimension list (`permutation = [...]` or `dimensions = "
           "[...]`) that is not a list of integers: revseq's tools reject it "
           "before parsing (the parser of MLIR 22.1.8 crashes on it)"},
          {findNonDictionaryLinalgProperties,
           "linalg op properties that are not a dictionary (`<{...}>`): "
           "revseq's tools reject them before parsing (the parser of MLIR "
           "22.1.8 reads any attribute there as a dictionary)"}};
  for (auto [find, message] : linalgHazards)
    if (std::optional<size_t> at = find(text))
      return ParseHazard{*at, message};
  return std::nullopt;
}

LogicalResult mlir::revseq::checkParseHazards(llvm::SourceMgr &sourceMgr,
                                              unsigned maxDepth) {
  for (unsigned id = 1, e = sourceMgr.getNumBuffers(); id <= e; ++id) {
    StringRef text = sourceMgr.getMemoryBuffer(id)->getBuffer();
    if (std::optional<ParseHazard> hazard = findParseHazard(text, maxDepth)) {
      reportAt(sourceMgr, id, hazard->offset, hazard->message);
      return failure();
    }
  }
  return success();
}
