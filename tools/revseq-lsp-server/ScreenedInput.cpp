//===- ScreenedInput.cpp - the server's input, screened for parse hazards -===//

#include "ScreenedInput.h"

#include "revseq/Tools/ParseLimits.h"

#include "mlir/Tools/lsp-server-support/SourceMgrUtils.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstring>
#include <utility>

using namespace mlir;
using llvm::json::Object;

/// How MlirLspServerMain reads and writes messages: its -input-style and
/// -pretty options, after -lit-test. They are local to MlirLspServerMain, but
/// registered with llvm::cl while it runs, which is when this is called; the
/// types are those of upstream's declarations.
static std::pair<llvm::lsp::JSONStreamStyle, bool> getServerStyle() {
  llvm::DenseMap<StringRef, llvm::cl::Option *> &options =
      llvm::cl::getRegisteredOptions();
  auto *style = static_cast<llvm::cl::opt<llvm::lsp::JSONStreamStyle> *>(
      options.lookup("input-style"));
  auto *pretty = static_cast<llvm::cl::opt<bool> *>(options.lookup("pretty"));
  if (!style || !pretty)
    llvm::report_fatal_error("revseq-lsp-server: MlirLspServerMain has no "
                             "-input-style or -pretty option to read");
  return {style->getValue(), pretty->getValue()};
}

/// `json` framed as the server reads a message in `style`.
static std::string frame(StringRef json, llvm::lsp::JSONStreamStyle style) {
  if (style == llvm::lsp::JSONStreamStyle::Delimited)
    return (json + "\n// -----\n").str();
  return ("Content-Length: " + Twine(json.size()) + "\r\n\r\n" + json).str();
}

/// The texts that `message` hands the server as a whole document: a didOpen's
/// text and each change of a didChange (the server takes a change's text as
/// the document, since it asks for full-document changes).
static SmallVector<llvm::json::Value *> getDocumentTexts(Object &message) {
  SmallVector<llvm::json::Value *> texts;
  std::optional<StringRef> method = message.getString("method");
  Object *params = message.getObject("params");
  if (!method || !params)
    return texts;
  if (*method == "textDocument/didOpen") {
    if (Object *document = params->getObject("textDocument"))
      texts.push_back(document->get("text"));
  } else if (*method == "textDocument/didChange") {
    if (llvm::json::Array *changes = params->getArray("contentChanges"))
      for (llvm::json::Value &change : *changes)
        if (Object *object = change.getAsObject())
          texts.push_back(object->get("text"));
  }
  llvm::erase(texts, nullptr);
  return texts;
}

/// The screen's error for `hazard` in `text`, on the token at the hazard, as
/// the server reports a parse error.
static llvm::lsp::Diagnostic getDiagnostic(StringRef text,
                                           const revseq::ParseHazard &hazard) {
  // The text is a std::string's: convertTokenLocToRange stops at its NUL.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBuffer(
                                   text, "", /*RequiresNullTerminator=*/false),
                               llvm::SMLoc());
  llvm::SMLoc loc = llvm::SMLoc::getFromPointer(text.data() + hazard.offset);
  llvm::lsp::Diagnostic diagnostic;
  diagnostic.range =
      llvm::lsp::Range(sourceMgr, mlir::lsp::convertTokenLocToRange(loc));
  diagnostic.severity = llvm::lsp::DiagnosticSeverity::Error;
  diagnostic.source = "revseq";
  diagnostic.message = hazard.message;
  diagnostic.category = "Parse Error";
  return diagnostic;
}

/// Replaces each document text of `message` that has a parse hazard by an
/// empty document; returns the first hazard's diagnostic, or std::nullopt
/// when every text is safe.
static std::optional<llvm::lsp::Diagnostic> screenTexts(Object &message) {
  std::optional<llvm::lsp::Diagnostic> first;
  for (llvm::json::Value *text : getDocumentTexts(message)) {
    std::optional<StringRef> contents = text->getAsString();
    std::optional<revseq::ParseHazard> hazard =
        contents ? revseq::findParseHazard(*contents) : std::nullopt;
    if (!hazard)
      continue;
    if (!first)
      first = getDiagnostic(*contents, *hazard);
    *text = "";
  }
  return first;
}

/// The publishDiagnostics notification of `diagnostic` for the document of
/// `message`, or std::nullopt when the message names no document (the server
/// rejects it too).
static std::optional<llvm::lsp::PublishDiagnosticsParams>
getPublishParams(Object &message, llvm::lsp::Diagnostic diagnostic) {
  Object *params = message.getObject("params");
  llvm::json::Value *document = params ? params->get("textDocument") : nullptr;
  llvm::lsp::VersionedTextDocumentIdentifier identifier;
  llvm::json::Path::Root root;
  if (!document || !fromJSON(*document, identifier, root))
    return std::nullopt;
  llvm::lsp::PublishDiagnosticsParams publish(identifier.uri,
                                              identifier.version);
  publish.diagnostics.push_back(std::move(diagnostic));
  return publish;
}

std::FILE *revseq::ScreenedInput::open() {
  cookie_io_functions_t functions = {&ScreenedInput::readCookie, nullptr,
                                     nullptr, nullptr};
  return fopencookie(this, "r", functions);
}

ssize_t revseq::ScreenedInput::readCookie(void *cookie, char *buffer,
                                          size_t size) {
  return static_cast<ScreenedInput *>(cookie)->read(buffer, size);
}

ssize_t revseq::ScreenedInput::read(char *buffer, size_t size) {
  if (!clientTransport)
    start();
  if (pendingStart == pending.size()) {
    // The server has handled the last message and asks for the next one.
    if (deferredDiagnostics)
      clientTransport->notify("textDocument/publishDiagnostics",
                              toJSON(*std::exchange(deferredDiagnostics, {})));
    if (!readNextMessage())
      return clientInput->hasError() ? -1 : 0;
  }
  size_t count = std::min(size, pending.size() - pendingStart);
  std::memcpy(buffer, pending.data() + pendingStart, count);
  pendingStart += count;
  return count;
}

void revseq::ScreenedInput::start() {
  auto [serverStyle, pretty] = getServerStyle();
  style = serverStyle;
  auto input =
      std::make_unique<llvm::lsp::JSONTransportInputOverFile>(client, style);
  clientInput = input.get();
  clientTransport = std::make_unique<llvm::lsp::JSONTransport>(
      std::move(input), llvm::outs(), pretty);
}

bool revseq::ScreenedInput::readNextMessage() {
  std::string json;
  while (!clientInput->isEndOfInput() && !clientInput->hasError()) {
    if (failed(clientInput->readMessage(json)) ||
        StringRef(json).trim().empty())
      continue;
    pending = frame(screen(std::move(json)), style);
    pendingStart = 0;
    return true;
  }
  return false;
}

std::string revseq::ScreenedInput::screen(std::string json) {
  llvm::Expected<llvm::json::Value> message = llvm::json::parse(json);
  if (!message) {
    // The server reports it.
    llvm::consumeError(message.takeError());
    return json;
  }
  Object *object = message->getAsObject();
  std::optional<llvm::lsp::Diagnostic> diagnostic =
      object ? screenTexts(*object) : std::nullopt;
  if (!diagnostic)
    return json;
  deferredDiagnostics = getPublishParams(*object, std::move(*diagnostic));
  return llvm::formatv("{0}", *message).str();
}
