//===- ProgramBuilder.h - revseq-fuzz-programs' generator -------*- C++ -*-===//
//
// Private to ProgramBuilder.cpp (types, names, blocks, functions, control
// flow) and ProgramStatements.cpp (the statements on tensors).
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMBUILDER_H
#define REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMBUILDER_H

#include "FuzzChoices.h"
#include "ProgramGenerator.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

namespace mlir::revseq::fuzz {

/// The element types, in the order of the generator's weights.
enum class Elem { F32, I32, F16, F64, I8, I16, I64, I1 };

llvm::StringRef elemName(Elem elem);
bool isFloat(Elem elem);
/// The integer type of `width` bits.
Elem intElem(unsigned width);

/// A tensor type: the sizes the program would run with, which of them the
/// IR leaves dynamic (`?`), the element type.
struct TType {
  llvm::SmallVector<int64_t, 4> shape;
  llvm::SmallVector<bool, 4> dyn;
  Elem elem = Elem::F32;

  unsigned rank() const { return shape.size(); }
  int64_t numel() const;
  std::string text() const;
  TType withDyn(llvm::ArrayRef<bool> newDyn) const;
  TType staticType() const;
  bool sameSizes(const TType &other) const { return shape == other.shape; }
};

/// An SSA value: a tensor, or the index bound of loops and branches.
struct Val {
  std::string name;
  TType type;
  bool isIndex = false;
  unsigned uses = 0;
};

/// The values a block sees: its own and its parents'.
struct Scope {
  Scope *parent = nullptr;
  std::vector<Val *> vals;
};

/// The lines of one block, without their indentation.
struct Block {
  std::vector<std::string> lines;
};

/// The function being generated.
struct Function {
  std::string name;
  std::vector<Val *> params;
  /// The index argument that bounds its loops and branches, made on first
  /// use.
  Val *bound = nullptr;
  /// Parameters made while generating a callee, which the kernel passes on.
  std::vector<Val *> *passedOn = nullptr;
};

/// The block arguments of a `linalg.generic` body that its expressions
/// read: the inputs (`%a<k>`), then the inits (`%o<k>`) it reads.
struct BodyArgs {
  unsigned numInputs = 0;
  unsigned rank = 0;
  llvm::SmallVector<unsigned> readable;
  /// Which block arguments some expression reads.
  llvm::SmallVector<bool> read;
  std::string name(unsigned k) const;
};

class ProgramBuilder {
public:
  explicit ProgramBuilder(Choices &choices) : c(choices) {}
  GeneratedProgram build();

private:
  using Pred = llvm::function_ref<bool(const Val &)>;

  // --- ProgramBuilder.cpp: names, values, emission helpers.
  std::string fresh(llvm::StringRef hint);
  Val *newVal(const TType &type, llvm::StringRef hint);
  Val *param(const TType &type);
  Val *boundParam();
  void addToScope(Scope &scope, Val *v);
  void line(std::string text);
  llvm::SmallVector<bool, 4> randomDyn(unsigned rank, unsigned percent);
  TType randomShape(unsigned rank);
  std::string indexConst(int64_t value);
  std::string dim(const Val &v, unsigned d);
  std::string castTo(const Val &v, const TType &type);
  std::string empty(const TType &type, const Val &like);
  std::string scalarConst(Elem elem, int64_t value);
  static std::string constantText(Elem elem, int64_t value);

  // Picking values in scope.
  std::vector<Val *> dataVals(Scope &scope, Pred pred);
  Val *pick(Scope &scope, Pred pred, unsigned freshPercent = 60);
  Val *pickAny(Scope &scope, unsigned freshPercent = 60);
  std::vector<Val *> pickOneOrTwo(Scope &scope, unsigned percentTwo);
  Val *use(Val *v) {
    ++v->uses;
    return v;
  }

  // Blocks, functions, control flow.
  bool statement(Scope &scope, unsigned depth);
  void block(Block &out, Scope &scope, unsigned depth, unsigned count);
  std::vector<Val *> sinks(const std::vector<Val *> &vals,
                           const std::vector<Val *> &fallback);
  Val *yieldFor(Scope &body, Val *like);
  void emitNested(Block &inner, llvm::ArrayRef<Val *> yields,
                  llvm::ArrayRef<TType> types);
  std::vector<Val *> resultVals(llvm::ArrayRef<TType> types,
                                llvm::StringRef hint, std::string &lhs);
  bool genFor(Scope &scope, unsigned depth);
  bool genIf(Scope &scope, unsigned depth);
  bool genCall(Scope &scope, unsigned depth);
  std::string functionText(const Function &fn, const Block &body,
                           llvm::ArrayRef<Val *> results, bool isPrivate);

  // --- ProgramStatements.cpp: statements on tensors.
  bool genRevseq(Scope &scope, unsigned depth);
  void revseqOperands(Scope &scope, const Val &x, llvm::StringRef op,
                      std::string &attrs, Val *&operand);
  std::string spellAxis(unsigned axis, unsigned rank);
  std::vector<int64_t> lengthValues(unsigned count, int64_t size,
                                    unsigned width);
  Val *intTensor(Scope &scope, const TType &type,
                 llvm::ArrayRef<int64_t> values);
  Val *lengths(Scope &scope, llvm::ArrayRef<int64_t> shape, int64_t size);
  Val *axesOperand(Scope &scope, bool mask, unsigned rank);
  Val *fillLike(Scope &scope, const Val &like, int64_t value);
  llvm::ArrayRef<llvm::StringRef> binops() const;
  bool genArith(Scope &scope, unsigned depth);
  bool genNamed(Scope &scope, unsigned depth);
  bool genGeneric(Scope &scope, unsigned depth);
  Val *genericInput(Scope &scope, const Val &base,
                    llvm::SmallVectorImpl<unsigned> &map);
  std::string genericBody(Block &body, BodyArgs &args, unsigned depth);
  std::string bodyLeaf(Block &body, BodyArgs &args);
  Val *transposed(Scope &scope, Val *x, llvm::ArrayRef<unsigned> perm);
  bool genTranspose(Scope &scope, unsigned depth);
  bool genFill(Scope &scope, unsigned depth);
  bool genSlice(Scope &scope, unsigned depth);
  bool genInsert(Scope &scope, unsigned depth);
  bool genCast(Scope &scope, unsigned depth);
  bool genReshape(Scope &scope, unsigned depth);
  int64_t constValue();

  Choices &c;
  Elem elem = Elem::F32;
  /// Whether lengths and axes stay within the run-time rules.
  bool valid = false;
  TType mainType;
  unsigned count = 0;
  std::deque<Val> vals;
  Function *fn = nullptr;
  Block *cur = nullptr;
  unsigned numCallees = 0;
  /// The private functions' text, in the order they were made.
  std::vector<std::string> callees;
  GeneratedProgram result;
};

} // namespace mlir::revseq::fuzz

#endif // REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMBUILDER_H
