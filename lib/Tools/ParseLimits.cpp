//===- ParseLimits.cpp - nesting limit of MLIR text read by the tools -----===//

#include "revseq/Tools/ParseLimits.h"

#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
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

/// `text` with the contents of its string literals and its `//` comments
/// blanked out, offsets kept: the code that MLIR's lexer makes tokens of. A
/// `//` inside a string starts no comment, and a quoted name (the generic
/// form's `"linalg.transpose"`) is no op name.
static std::string blankStringsAndComments(StringRef text) {
  std::string code(text);
  for (size_t i = 0, e = code.size(); i < e; ++i) {
    if (code[i] == '"') {
      // Up to the closing quote; the lexer ends a string at a line's end.
      for (++i; i < e && code[i] != '"' && code[i] != '\n'; ++i) {
        if (code[i] == '\\' && i + 1 < e && code[i + 1] != '\n')
          code[i++] = ' ';
        code[i] = ' ';
      }
    } else if (code[i] == '/' && i + 1 < e && code[i + 1] == '/') {
      for (; i < e && code[i] != '\n'; ++i)
        code[i] = ' ';
    }
  }
  return code;
}

/// Whether `c` may continue a bare identifier or a sigil's name (`-` only
/// the latter: `%a-permutation` is one SSA name).
static bool isIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}

/// Whether the text at `at` of `code` continues a name: an identifier
/// character or a sigil (`%`, `^`, `@`, `#`, `!`) right before it.
static bool continuesName(StringRef code, size_t at) {
  return at > 0 && (isIdentifierChar(code[at - 1]) ||
                    StringRef("%^@#!").contains(code[at - 1]));
}

/// The offset of the first `word` in `code` at or after `from` that is a
/// whole bare identifier (not part of a longer name), or npos.
static size_t findBareWord(StringRef code, StringRef word, size_t from) {
  for (size_t at = code.find(word, from); at != StringRef::npos;
       at = code.find(word, at + 1)) {
    size_t after = at + word.size();
    if (!continuesName(code, at) &&
        (after == code.size() || !isIdentifierChar(code[after])))
      return at;
  }
  return StringRef::npos;
}

std::optional<size_t>
mlir::revseq::findMalformedLinalgDimsList(StringRef text) {
  static const std::pair<StringRef, StringRef> ops[] = {
      {"linalg.transpose", "permutation"},
      {"linalg.broadcast", "dimensions"},
      {"linalg.reduce", "dimensions"}};
  std::string code = blankStringsAndComments(text);
  std::optional<size_t> first;
  for (auto [op, keyword] : ops) {
    for (size_t at = findBareWord(code, op, 0); at != StringRef::npos;
         at = findBareWord(code, op, at + 1)) {
      // The parser reads up to the first bare `keyword` after the op's
      // name; anything odd before it fails to parse first.
      size_t key = findBareWord(code, keyword, at + op.size());
      if (key == StringRef::npos)
        break;
      StringRef rest =
          skipBlanks(StringRef(code).drop_front(key + keyword.size()));
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
  std::string code = blankStringsAndComments(text);
  StringRef view(code);
  constexpr StringRef prefix = "linalg.";
  for (size_t at = view.find(prefix); at != StringRef::npos;
       at = view.find(prefix, at + 1)) {
    // `#linalg.` and `!linalg.` name attributes and types, not ops.
    if (continuesName(view, at))
      continue;
    size_t end = view.find_first_not_of(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.",
        at + prefix.size());
    if (end == StringRef::npos)
      break;
    StringRef rest = skipBlanks(view.drop_front(end));
    if (!rest.starts_with("<"))
      continue;
    if (!skipBlanks(rest.drop_front()).starts_with("{"))
      return view.size() - rest.size();
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

std::unique_ptr<llvm::MemoryBuffer>
mlir::revseq::openScreenedInput(StringRef filename) {
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(filename, &errorMessage);
  if (!input) {
    llvm::errs() << errorMessage << "\n";
    return nullptr;
  }
  // The SourceMgr only borrows the buffer for the message.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef(),
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  if (failed(checkParseHazards(sourceMgr)))
    return nullptr;
  return input;
}
