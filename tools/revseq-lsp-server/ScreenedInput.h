//===- ScreenedInput.h - the server's input, screened for parse hazards ---===//
//
// MlirLspServerMain reads JSON-RPC messages from `stdin` and hands every
// document's text to MLIR's parser. Upstream's server API has no hook before
// that parse (its one callback, the DialectRegistryFn, gets a document's URI,
// not its text), so revseq-lsp-server wraps the transport: it puts in `stdin`
// a FILE of its own (fopencookie) that reads the client's messages, screens
// the text of `didOpen` and `didChange` (revseq::findParseHazard) and hands
// each message on, with a hazardous text replaced by an empty document. The
// server reads that FILE on its own thread, and only once it has handled (and
// answered) the previous message, so the screen's diagnostic, sent at the
// next read, follows the server's own for the empty document on the same
// stream, without a thread or a lock.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_REVSEQ_LSP_SERVER_SCREENEDINPUT_H
#define REVSEQ_TOOLS_REVSEQ_LSP_SERVER_SCREENEDINPUT_H

#include "llvm/Support/LSP/Protocol.h"
#include "llvm/Support/LSP/Transport.h"

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <sys/types.h>

namespace mlir::revseq {

/// The client's messages, screened, as a FILE for upstream's server.
class ScreenedInput {
public:
  /// Reads the client's messages from `client`.
  explicit ScreenedInput(std::FILE *client) : client(client) {}

  /// A FILE that reads the screened messages: the server's `stdin`.
  std::FILE *open();

private:
  /// fopencookie's read function, on the ScreenedInput `cookie`.
  static ssize_t readCookie(void *cookie, char *buffer, size_t size);
  /// Copies the bytes of the next screened message into `buffer`; 0 at the
  /// end of the client's input, -1 on an error.
  ssize_t read(char *buffer, size_t size);
  /// Makes the client's input and output, in the server's style.
  void start();
  /// Reads the client's next message into `pending`, screened and framed for
  /// the server; false at the end of the input or on an error.
  bool readNextMessage();
  /// `json` as the server gets it: a document with a parse hazard emptied, its
  /// diagnostics left in `deferredDiagnostics`.
  std::string screen(std::string json);

  std::FILE *client;
  /// The client's input and the output to it, made at the first read: how to
  /// read and write messages is then known from the server's options.
  llvm::lsp::JSONTransportInput *clientInput = nullptr;
  std::unique_ptr<llvm::lsp::JSONTransport> clientTransport;
  llvm::lsp::JSONStreamStyle style = llvm::lsp::JSONStreamStyle::Standard;
  /// The bytes of the current message that the server has not read yet.
  std::string pending;
  size_t pendingStart = 0;
  /// The diagnostics of a screened document, sent after the server handled
  /// the message.
  std::optional<llvm::lsp::PublishDiagnosticsParams> deferredDiagnostics;
};

} // namespace mlir::revseq

#endif // REVSEQ_TOOLS_REVSEQ_LSP_SERVER_SCREENEDINPUT_H
