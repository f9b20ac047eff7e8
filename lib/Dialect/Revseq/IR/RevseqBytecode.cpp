//===- RevseqBytecode.cpp - the dialect's version in bytecode -------------===//
//
// revseq writes its version (revseq/Support/Version.h) into every bytecode
// file that uses the dialect, as three varints (major, minor, patch), and
// reads it back: bytecode from a newer revseq, or from one older than the
// oldest version this one reads, is refused with a message naming both
// versions instead of an obscure verifier error later (docs/CMake.md,
// "Versions"). The op encodings are the generic ones (properties as
// attributes), so every version from kOldestReadable on reads as written.
//
//===----------------------------------------------------------------------===//

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"
#include "revseq/Support/Version.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

using namespace mlir;
using namespace mlir::revseq;

namespace {
/// A revseq version as bytecode stores it.
struct RevseqVersion : public DialectVersion {
  RevseqVersion(uint64_t major, uint64_t minor, uint64_t patch)
      : major(major), minor(minor), patch(patch) {}

  bool operator<(const RevseqVersion &other) const {
    return std::tie(major, minor, patch) <
           std::tie(other.major, other.minor, other.patch);
  }

  /// "major.minor.patch".
  std::string str() const {
    return llvm::formatv("{0}.{1}.{2}", major, minor, patch).str();
  }

  uint64_t major, minor, patch;
};

/// The version this build writes.
const RevseqVersion kCurrent(REVSEQ_VERSION_MAJOR, REVSEQ_VERSION_MINOR,
                             REVSEQ_VERSION_PATCH);
/// The oldest version whose bytecode this build reads: 0.3.0 is the first
/// that writes a version (bytecode without one is read as it is).
const RevseqVersion kOldestReadable(0, 3, 0);

struct RevseqBytecodeInterface : public BytecodeDialectInterface {
  RevseqBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  /// Writes the version a BytecodeWriterConfig asks for, else kCurrent.
  void writeVersion(DialectBytecodeWriter &writer) const override {
    const RevseqVersion *version = &kCurrent;
    FailureOr<const DialectVersion *> requested =
        writer.getDialectVersion<RevseqDialect>();
    if (succeeded(requested))
      version = static_cast<const RevseqVersion *>(*requested);
    writer.writeVarInt(version->major);
    writer.writeVarInt(version->minor);
    writer.writeVarInt(version->patch);
  }

  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    uint64_t major, minor, patch;
    if (failed(reader.readVarInt(major)) || failed(reader.readVarInt(minor)) ||
        failed(reader.readVarInt(patch)))
      return nullptr;
    auto version = std::make_unique<RevseqVersion>(major, minor, patch);
    if (kCurrent < *version) {
      reader.emitError() << "revseq bytecode version " << version->str()
                         << " is newer than this revseq's " << kCurrent.str()
                         << "; read it with revseq " << version->str()
                         << " or later";
      return nullptr;
    }
    if (*version < kOldestReadable) {
      reader.emitError() << "revseq bytecode version " << version->str()
                         << " is older than " << kOldestReadable.str()
                         << ", the oldest that this revseq (" << kCurrent.str()
                         << ") reads";
      return nullptr;
    }
    return version;
  }
};
} // namespace

void RevseqDialect::registerBytecodeInterface() {
  addInterfaces<RevseqBytecodeInterface>();
}
