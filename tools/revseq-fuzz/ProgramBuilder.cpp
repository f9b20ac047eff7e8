//===- ProgramBuilder.cpp - Blocks, functions and control flow ------------===//
//
// The frame of revseq-fuzz-programs' generator: types and names, the values
// in scope, blocks of statements, the kernel and the functions it calls,
// scf.for and scf.if. The statements on tensors are in
// ProgramStatements.cpp.
//
//===----------------------------------------------------------------------===//

#include "ProgramBuilder.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

#include <algorithm>

using namespace mlir::revseq::fuzz;
using llvm::ArrayRef;
using llvm::StringRef;
using llvm::Twine;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

StringRef mlir::revseq::fuzz::elemName(Elem elem) {
  static const char *const names[] = {"f32", "i32", "f16", "f64",
                                      "i8",  "i16", "i64", "i1"};
  return names[static_cast<unsigned>(elem)];
}

bool mlir::revseq::fuzz::isFloat(Elem elem) {
  return elem == Elem::F32 || elem == Elem::F16 || elem == Elem::F64;
}

Elem mlir::revseq::fuzz::intElem(unsigned width) {
  switch (width) {
  case 1:
    return Elem::I1;
  case 8:
    return Elem::I8;
  case 16:
    return Elem::I16;
  case 32:
    return Elem::I32;
  default:
    return Elem::I64;
  }
}

int64_t TType::numel() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string TType::text() const {
  std::string out = "tensor<";
  for (unsigned d = 0; d < rank(); ++d)
    out += (dyn[d] ? std::string("?") : std::to_string(shape[d])) + "x";
  return out + elemName(elem).str() + ">";
}

TType TType::withDyn(ArrayRef<bool> newDyn) const {
  TType t = *this;
  t.dyn.assign(newDyn.begin(), newDyn.end());
  return t;
}

TType TType::staticType() const {
  return withDyn(llvm::SmallVector<bool, 4>(rank(), false));
}

std::string BodyArgs::name(unsigned k) const {
  return k < numInputs ? "%a" + std::to_string(k)
                       : "%o" + std::to_string(k - numInputs);
}

//===----------------------------------------------------------------------===//
// Names, values and emission helpers
//===----------------------------------------------------------------------===//

std::string ProgramBuilder::fresh(StringRef hint) {
  return ("%" + hint + Twine(++count)).str();
}

Val *ProgramBuilder::newVal(const TType &type, StringRef hint) {
  vals.push_back(Val{fresh(hint), type});
  return &vals.back();
}

Val *ProgramBuilder::param(const TType &type) {
  Val *v = newVal(type, "arg");
  fn->params.push_back(v);
  if (fn->passedOn)
    fn->passedOn->push_back(v);
  return v;
}

Val *ProgramBuilder::boundParam() {
  if (!fn->bound) {
    fn->bound = param(TType());
    fn->bound->isIndex = true;
  }
  return fn->bound;
}

void ProgramBuilder::addToScope(Scope &scope, Val *v) {
  if (!v->isIndex && v->type.elem == elem)
    scope.vals.push_back(v);
}

void ProgramBuilder::line(std::string text) {
  cur->lines.push_back(std::move(text));
}

llvm::SmallVector<bool, 4> ProgramBuilder::randomDyn(unsigned rank,
                                                     unsigned percent) {
  llvm::SmallVector<bool, 4> dyn;
  for (unsigned d = 0; d < rank; ++d)
    dyn.push_back(c.chance(percent));
  return dyn;
}

/// The sizes a dimension takes: small ones most often, 0, and some around
/// the vector widths.
static const int64_t kDims[] = {4,  3, 2, 1, 5,  0,  6,  7,  8,  9,  16,
                                17, 2, 3, 1, 31, 32, 33, 64, 65, 130};
/// The most elements of a program's first arguments.
static constexpr int64_t kMaxElements = 4096;

TType ProgramBuilder::randomShape(unsigned rank) {
  TType t;
  t.elem = elem;
  for (int attempt = 0; attempt < 4; ++attempt) {
    t.shape.clear();
    for (unsigned d = 0; d < rank; ++d)
      t.shape.push_back(c.pick(ArrayRef(kDims)));
    if (t.numel() <= kMaxElements)
      break;
  }
  if (t.numel() > kMaxElements)
    for (int64_t &d : t.shape)
      d = std::min<int64_t>(d, 4);
  t.dyn.assign(rank, false);
  return t;
}

std::string ProgramBuilder::indexConst(int64_t value) {
  std::string name = fresh("c");
  line(name + " = arith.constant " + std::to_string(value) + " : index");
  return name;
}

std::string ProgramBuilder::dim(const Val &v, unsigned d) {
  std::string index = indexConst(d);
  std::string name = fresh("d");
  line(name + " = tensor.dim " + v.name + ", " + index + " : " + v.type.text());
  return name;
}

std::string ProgramBuilder::castTo(const Val &v, const TType &type) {
  if (v.type.text() == type.text())
    return v.name;
  std::string name = fresh("cast");
  line(name + " = tensor.cast " + v.name + " : " + v.type.text() + " to " +
       type.text());
  return name;
}

std::string ProgramBuilder::empty(const TType &type, const Val &like) {
  llvm::SmallVector<std::string> sizes;
  for (unsigned d = 0; d < type.rank(); ++d)
    if (type.dyn[d])
      sizes.push_back(dim(like, d));
  std::string name = fresh("e");
  line(name + " = tensor.empty(" + llvm::join(sizes, ", ") +
       ") : " + type.text());
  return name;
}

std::string ProgramBuilder::constantText(Elem elem, int64_t value) {
  std::string text = "arith.constant " + std::to_string(value);
  if (isFloat(elem))
    text += ".0";
  return text + " : " + elemName(elem).str();
}

std::string ProgramBuilder::scalarConst(Elem elem, int64_t value) {
  std::string name = fresh("s");
  line(name + " = " + constantText(elem, value));
  return name;
}

//===----------------------------------------------------------------------===//
// Picking values in scope
//===----------------------------------------------------------------------===//

std::vector<Val *> ProgramBuilder::dataVals(Scope &scope, Pred pred) {
  std::vector<Val *> out;
  if (scope.parent)
    out = dataVals(*scope.parent, pred);
  for (Val *v : scope.vals)
    if (!v->isIndex && v->type.elem == elem && pred(*v))
      out.push_back(v);
  return out;
}

/// A data value of `scope` satisfying `pred`, most often a recent one that
/// nothing reads yet.
Val *ProgramBuilder::pick(Scope &scope, Pred pred, unsigned freshPercent) {
  std::vector<Val *> cands = dataVals(scope, pred);
  if (cands.empty())
    return nullptr;
  std::vector<Val *> unused;
  for (Val *v : cands)
    if (!v->uses)
      unused.push_back(v);
  if (!unused.empty() && c.chance(freshPercent))
    return use(c.chance(50) ? unused.back() : unused[c.below(unused.size())]);
  return use(cands[c.below(cands.size())]);
}

Val *ProgramBuilder::pickAny(Scope &scope, unsigned freshPercent) {
  return pick(
      scope, [](const Val &) { return true; }, freshPercent);
}

/// One value of `scope`, or two in `percentTwo` of the inputs; none when
/// the scope holds no data value.
std::vector<Val *> ProgramBuilder::pickOneOrTwo(Scope &scope,
                                                unsigned percentTwo) {
  std::vector<Val *> out;
  for (unsigned k = 0, e = c.chance(percentTwo) ? 2 : 1; k < e; ++k) {
    Val *v = pickAny(scope);
    if (!v)
      return {};
    out.push_back(v);
  }
  return out;
}

//===----------------------------------------------------------------------===//
// Blocks and functions
//===----------------------------------------------------------------------===//

namespace {
/// The statement kinds, in the order of their weights.
enum Kind {
  Revseq,
  Arith,
  Named,
  Generic,
  Transpose,
  Slice,
  Insert,
  Cast,
  Reshape,
  Fill,
  For,
  If,
  Call,
  NumKinds
};
} // namespace

bool ProgramBuilder::statement(Scope &scope, unsigned depth) {
  using Generator = bool (ProgramBuilder::*)(Scope &, unsigned);
  static const Generator generators[NumKinds] = {
      &ProgramBuilder::genRevseq,    &ProgramBuilder::genArith,
      &ProgramBuilder::genNamed,     &ProgramBuilder::genGeneric,
      &ProgramBuilder::genTranspose, &ProgramBuilder::genSlice,
      &ProgramBuilder::genInsert,    &ProgramBuilder::genCast,
      &ProgramBuilder::genReshape,   &ProgramBuilder::genFill,
      &ProgramBuilder::genFor,       &ProgramBuilder::genIf,
      &ProgramBuilder::genCall};
  unsigned weights[NumKinds] = {10, 3, 2, 5, 1, 2, 1, 1, 1, 1, 2, 1, 1};
  if (depth >= 2)
    weights[For] = weights[If] = 0;
  if (depth != 0 || numCallees >= 2)
    weights[Call] = 0;
  for (int attempt = 0; attempt < 8; ++attempt)
    if ((this->*generators[c.weighted(weights)])(scope, depth))
      return true;
  return false;
}

void ProgramBuilder::block(Block &out, Scope &scope, unsigned depth,
                           unsigned count) {
  Block *saved = cur;
  cur = &out;
  for (unsigned i = 0; i < count; ++i)
    statement(scope, depth);
  cur = saved;
}

/// Values nothing reads, latest first, then the others, then `fallback`.
std::vector<Val *> ProgramBuilder::sinks(const std::vector<Val *> &scopeVals,
                                         const std::vector<Val *> &fallback) {
  std::vector<Val *> out;
  for (Val *v : llvm::reverse(scopeVals))
    if (!v->isIndex && !v->uses)
      out.push_back(v);
  for (Val *v : llvm::reverse(scopeVals))
    if (!v->isIndex && v->uses)
      out.push_back(v);
  out.insert(out.end(), fallback.begin(), fallback.end());
  return out;
}

/// The last value `body` defines with `like`'s sizes, else `like`.
Val *ProgramBuilder::yieldFor(Scope &body, Val *like) {
  for (Val *v : llvm::reverse(body.vals))
    if (v->type.sameSizes(like->type))
      return use(v);
  return use(like);
}

/// Ends `inner` with an scf.yield of `yields` cast to `types` and appends
/// it, indented, to the current block.
void ProgramBuilder::emitNested(Block &inner, ArrayRef<Val *> yields,
                                ArrayRef<TType> types) {
  Block *saved = cur;
  cur = &inner;
  llvm::SmallVector<std::string> names, typeTexts;
  for (auto [v, type] : llvm::zip(yields, types)) {
    names.push_back(castTo(*v, type));
    typeTexts.push_back(type.text());
  }
  line("scf.yield " + llvm::join(names, ", ") + " : " +
       llvm::join(typeTexts, ", "));
  cur = saved;
  for (const std::string &l : inner.lines)
    line("  " + l);
}

/// Values of `types` defined by one op, and the left-hand side that
/// defines them (`%r`, or `%r:2` for `%r#0` and `%r#1`).
std::vector<Val *> ProgramBuilder::resultVals(ArrayRef<TType> types,
                                              StringRef hint,
                                              std::string &lhs) {
  if (types.size() == 1) {
    Val *v = newVal(types[0], hint);
    lhs = v->name;
    return {v};
  }
  std::string base = fresh(hint);
  lhs = base + ":" + std::to_string(types.size());
  std::vector<Val *> out;
  for (auto [k, type] : llvm::enumerate(types)) {
    vals.push_back(Val{base + "#" + std::to_string(k), type});
    out.push_back(&vals.back());
  }
  return out;
}

static std::string typeText(const Val &v) {
  return v.isIndex ? "index" : v.type.text();
}

std::string ProgramBuilder::functionText(const Function &f, const Block &body,
                                         ArrayRef<Val *> results,
                                         bool isPrivate) {
  llvm::SmallVector<std::string> params, names, types;
  for (Val *p : f.params)
    params.push_back(p->name + ": " + typeText(*p));
  for (Val *r : results) {
    names.push_back(r->name);
    types.push_back(r->type.text());
  }
  std::string text = "func.func " + std::string(isPrivate ? "private " : "") +
                     "@" + f.name + "(" + llvm::join(params, ", ") + ") -> (" +
                     llvm::join(types, ", ") + ") {\n";
  for (const std::string &l : body.lines)
    text += "  " + l + "\n";
  return text + "  return " + llvm::join(names, ", ") + " : " +
         llvm::join(types, ", ") + "\n}\n";
}

//===----------------------------------------------------------------------===//
// Control flow and calls
//===----------------------------------------------------------------------===//

/// scf.for from 0 to the bound argument over one or two tensors.
bool ProgramBuilder::genFor(Scope &scope, unsigned depth) {
  std::vector<Val *> inits = pickOneOrTwo(scope, 30);
  if (inits.empty())
    return false;
  Val *bound = boundParam();
  std::vector<TType> types;
  std::vector<Val *> iterArgs;
  Scope body{&scope, {}};
  for (Val *v : inits) {
    TType t = v->type;
    if (c.chance(30))
      t = t.withDyn(randomDyn(t.rank(), 35));
    types.push_back(t);
    iterArgs.push_back(newVal(t, "it"));
    addToScope(body, iterArgs.back());
  }
  llvm::SmallVector<std::string> args, typeTexts;
  for (auto [it, v, t] : llvm::zip(iterArgs, inits, types)) {
    args.push_back(it->name + " = " + castTo(*v, t));
    typeTexts.push_back(t.text());
  }
  std::string lo = indexConst(0), step = indexConst(1), iv = fresh("iv");
  Block inner;
  block(inner, body, depth + 1, c.between(1, 4));
  std::vector<Val *> yields;
  for (Val *it : iterArgs)
    yields.push_back(yieldFor(body, it));
  std::string lhs;
  std::vector<Val *> outs = resultVals(types, "for", lhs);
  line(lhs + " = scf.for " + iv + " = " + lo + " to " + bound->name + " step " +
       step + " iter_args(" + llvm::join(args, ", ") + ") -> (" +
       llvm::join(typeTexts, ", ") + ") {");
  emitNested(inner, yields, types);
  line("}");
  for (Val *o : outs)
    addToScope(scope, o);
  return true;
}

/// scf.if (bound > k) yielding a tensor from each branch.
bool ProgramBuilder::genIf(Scope &scope, unsigned depth) {
  Val *like = pickAny(scope, 30);
  if (!like)
    return false;
  Val *bound = boundParam();
  Scope thenScope{&scope, {}}, elseScope{&scope, {}};
  Block thenBlock, elseBlock;
  block(thenBlock, thenScope, depth + 1, c.between(0, 3));
  block(elseBlock, elseScope, depth + 1, c.between(0, 3));
  Val *thenYield = yieldFor(thenScope, like);
  Val *elseYield = yieldFor(elseScope, like);
  std::string k = indexConst(c.between(0, 2));
  std::string cond = fresh("cond");
  line(cond + " = arith.cmpi sgt, " + bound->name + ", " + k + " : index");
  std::string lhs;
  std::vector<Val *> outs = resultVals({like->type}, "if", lhs);
  line(lhs + " = scf.if " + cond + " -> (" + like->type.text() + ") {");
  emitNested(thenBlock, {thenYield}, {like->type});
  line("} else {");
  emitNested(elseBlock, {elseYield}, {like->type});
  line("}");
  addToScope(scope, outs[0]);
  return true;
}

/// func.call of a new private function of one or two tensors. Arguments
/// its statements make become arguments of the kernel, which passes them
/// on.
bool ProgramBuilder::genCall(Scope &scope, unsigned depth) {
  std::vector<Val *> args = pickOneOrTwo(scope, 50);
  if (args.empty())
    return false;
  std::vector<Val *> passedOn;
  Function callee{"f" + std::to_string(numCallees++), {}, nullptr, &passedOn};
  Scope body;
  for (Val *a : args) {
    TType t = a->type;
    if (c.chance(30))
      t = t.withDyn(randomDyn(t.rank(), 35));
    callee.params.push_back(newVal(t, "q"));
    addToScope(body, callee.params.back());
  }
  std::vector<Val *> dataParams = callee.params;
  Function *caller = fn;
  fn = &callee;
  Block inner;
  block(inner, body, depth + 1, c.between(1, 4));
  std::vector<Val *> results = sinks(body.vals, dataParams);
  results.resize(c.chance(30) ? 2 : 1, results.front());
  for (Val *r : results)
    use(r);
  fn = caller;
  callees.push_back(functionText(callee, inner, results, /*isPrivate=*/true));

  llvm::SmallVector<std::string> names, paramTypes;
  for (auto [a, p] : llvm::zip(args, dataParams))
    names.push_back(castTo(*a, p->type));
  for (Val *p : passedOn) {
    fn->params.push_back(p);
    names.push_back(p->name);
  }
  for (Val *p : callee.params)
    paramTypes.push_back(typeText(*p));
  std::vector<TType> types;
  llvm::SmallVector<std::string> resultTypes;
  for (Val *r : results) {
    types.push_back(r->type);
    resultTypes.push_back(r->type.text());
  }
  std::string lhs;
  std::vector<Val *> outs = resultVals(types, "call", lhs);
  line(lhs + " = func.call @" + callee.name + "(" + llvm::join(names, ", ") +
       ") : (" + llvm::join(paramTypes, ", ") + ") -> (" +
       llvm::join(resultTypes, ", ") + ")");
  for (Val *o : outs)
    addToScope(scope, o);
  return true;
}

GeneratedProgram ProgramBuilder::build() {
  elem = static_cast<Elem>(c.weighted({5, 4, 2, 2, 2, 2, 2, 1}));
  valid = c.chance(40);
  static const unsigned ranks[] = {2, 3, 1, 4, 0};
  unsigned rank = ranks[c.weighted({8, 6, 4, 2, 1})];
  mainType = randomShape(rank);
  Function kernel{"kernel", {}, nullptr, nullptr};
  fn = &kernel;
  Scope scope;
  for (unsigned k = 0, e = c.between(1, 3); k < e; ++k)
    addToScope(scope, param(mainType.withDyn(randomDyn(rank, 35))));
  Block body;
  block(body, scope, 0, c.between(2, 14));
  std::vector<Val *> results = sinks(scope.vals, {});
  results.resize(std::min<size_t>(results.size(), c.between(1, 3)));
  for (Val *r : results)
    use(r);
  for (const std::string &text : callees)
    result.text += text;
  result.text += functionText(kernel, body, results, /*isPrivate=*/false);
  return result;
}

GeneratedProgram mlir::revseq::fuzz::generateProgram(Choices &choices) {
  return ProgramBuilder(choices).build();
}
