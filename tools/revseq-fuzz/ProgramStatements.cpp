//===- ProgramStatements.cpp - The statements on tensors ------------------===//
//
// The statements of revseq-fuzz-programs' generator that compute tensors:
// the revseq ops with their lengths and axes, elementwise arith and linalg
// code, linalg.generic, transposes, fills, slices, inserts, casts and
// reshapes. Each is valid by construction from the sizes of the values it
// picks, as in utils/progen/generate.py.
//
//===----------------------------------------------------------------------===//

#include "ProgramBuilder.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <functional>
#include <numeric>

using namespace mlir::revseq::fuzz;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::SmallVectorImpl;
using llvm::StringRef;

template <typename T> static std::string joined(ArrayRef<T> values) {
  SmallVector<std::string> parts;
  for (const T &v : values)
    parts.push_back(std::to_string(v));
  return llvm::join(parts, ", ");
}

static std::string elementLiteral(Elem elem, int64_t value) {
  if (elem == Elem::I1)
    return value ? "true" : "false";
  return std::to_string(value);
}

/// A `dense<...>` literal of `values` in the row-major order of `shape`.
static std::string denseText(ArrayRef<int64_t> shape, ArrayRef<int64_t> values,
                             Elem elem) {
  if (values.empty())
    return "dense<" + elementLiteral(elem, 0) + ">";
  if (values.size() > 1 && llvm::all_equal(values))
    return "dense<" + elementLiteral(elem, values.front()) + ">";
  std::function<std::string(unsigned, size_t &)> nest =
      [&](unsigned d, size_t &next) -> std::string {
    if (d == shape.size())
      return elementLiteral(elem, values[next++]);
    SmallVector<std::string> parts;
    for (int64_t i = 0; i < shape[d]; ++i)
      parts.push_back(nest(d + 1, next));
    return "[" + llvm::join(parts, ", ") + "]";
  };
  size_t next = 0;
  return "dense<" + nest(0, next) + ">";
}

/// A random permutation of [0, n).
static SmallVector<unsigned> permutation(Choices &c, unsigned n) {
  SmallVector<unsigned> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  for (unsigned i = n; i > 1; --i)
    std::swap(perm[i - 1], perm[c.below(i)]);
  return perm;
}

/// `k` distinct numbers of [0, n), in the order they were drawn.
static SmallVector<unsigned> sample(Choices &c, unsigned n, unsigned k) {
  SmallVector<unsigned> pool(n), out;
  std::iota(pool.begin(), pool.end(), 0);
  for (unsigned i = 0; i < k; ++i) {
    unsigned j = c.below(pool.size());
    out.push_back(pool[j]);
    pool.erase(pool.begin() + j);
  }
  return out;
}

static auto sameSizes(const Val &v) {
  return [&v](const Val &w) { return w.type.sameSizes(v.type); };
}

//===----------------------------------------------------------------------===//
// revseq ops
//===----------------------------------------------------------------------===//

std::string ProgramBuilder::spellAxis(unsigned axis, unsigned rank) {
  return std::to_string(c.chance(25) ? int64_t(axis) - int64_t(rank)
                                     : int64_t(axis));
}

/// `count` lengths for an axis of `size` elements, of mixed classes: 0, 1,
/// between, the size and, in a program that may break the run-time rules,
/// negative, above the size and the extremes of `width` bits.
std::vector<int64_t> ProgramBuilder::lengthValues(unsigned count, int64_t size,
                                                  unsigned width) {
  unsigned classes = valid ? 4 : 8;
  bool uniform = c.chance(40);
  unsigned first = c.below(classes);
  int64_t max = int64_t((uint64_t(1) << (width - 1)) - 1), min = -max - 1;
  std::vector<int64_t> out;
  for (unsigned i = 0; i < count; ++i) {
    int64_t v = 0;
    switch (uniform ? first : c.below(classes)) {
    case 1:
      v = std::min<int64_t>(1, size);
      break;
    case 2:
      v = c.between(0, size);
      break;
    case 3:
      v = size;
      break;
    case 4:
      v = -c.between(1, 5);
      break;
    case 5:
      v = size + c.between(1, 5);
      break;
    case 6:
      v = min;
      break;
    case 7:
      v = max;
      break;
    default:
      break;
    }
    out.push_back(std::clamp(v, min, max));
  }
  return out;
}

/// An integer operand tensor of `type`: an argument or a constant, now and
/// then through an elementwise op that keeps its values.
Val *ProgramBuilder::intTensor(Scope &scope, const TType &type,
                               ArrayRef<int64_t> values) {
  bool mask = type.elem == Elem::I1;
  Val *v;
  if (c.chance(mask ? 60 : 50)) {
    v = param(type);
  } else {
    TType st = type.staticType();
    std::string lit = "arith.constant " +
                      denseText(type.shape, values, type.elem) + " : " +
                      st.text();
    v = newVal(type, "k");
    if (st.text() == type.text()) {
      line(v->name + " = " + lit);
    } else {
      std::string s = fresh("k");
      line(s + " = " + lit);
      line(v->name + " = tensor.cast " + s + " : " + st.text() + " to " +
           type.text());
    }
  }
  addToScope(scope, v);
  if (mask || !c.chance(15))
    return v;
  // max(l, l): the same values through elementwise code.
  TType t = c.chance(50) ? type.staticType() : type;
  std::string a = castTo(*v, t);
  Val *w = newVal(t, "l");
  line(w->name + " = arith.maxsi " + a + ", " + a + " : " + t.text());
  addToScope(scope, w);
  return w;
}

Val *ProgramBuilder::lengths(Scope &scope, ArrayRef<int64_t> shape,
                             int64_t size) {
  static const unsigned widths[] = {8, 16, 32, 64};
  unsigned width = c.pick(ArrayRef(widths));
  TType t;
  t.shape.assign(shape.begin(), shape.end());
  t.dyn = randomDyn(shape.size(), 30);
  t.elem = intElem(width);
  return intTensor(scope, t, lengthValues(t.numel(), size, width));
}

/// The axes of reverse_dynamic: a mask of the rank's length (of another
/// length, dynamic, in a program that may break the run-time rules) or
/// indices in [-rank, rank) (and outside it).
Val *ProgramBuilder::axesOperand(Scope &scope, bool mask, unsigned rank) {
  TType t;
  std::vector<int64_t> values;
  if (mask) {
    int64_t n = rank;
    if (!valid && c.chance(30))
      n = std::max<int64_t>(0, n + (c.chance(50) ? 1 : -1));
    for (int64_t i = 0; i < n; ++i)
      values.push_back(c.chance(50));
    t.shape = {n};
    // A static mask must have the rank's length.
    t.dyn = {n != rank || c.chance(30)};
    t.elem = Elem::I1;
    return intTensor(scope, t, values);
  }
  int64_t n = c.between(0, rank + 1);
  int64_t lo = valid ? -int64_t(rank) : -int64_t(rank) - 2;
  int64_t hi = valid ? int64_t(rank) - 1 : int64_t(rank) + 1;
  for (int64_t i = 0; lo <= hi && i < n; ++i)
    values.push_back(c.between(lo, hi));
  t.shape = {int64_t(values.size())};
  t.dyn = randomDyn(1, 30);
  t.elem = c.chance(50) ? Elem::I64 : Elem::I32;
  return intTensor(scope, t, values);
}

/// The attributes of revseq op `op` on `x` and its lengths or axes operand.
void ProgramBuilder::revseqOperands(Scope &scope, const Val &x, StringRef op,
                                    std::string &attrs, Val *&operand) {
  unsigned rank = x.type.rank();
  ArrayRef<int64_t> shape = x.type.shape;
  if (op == "reverse_sequence") {
    unsigned b = c.below(rank);
    unsigned s = (b + 1 + c.below(rank - 1)) % rank;
    attrs = "batch_axis = " + spellAxis(b, rank) +
            ", seq_axis = " + spellAxis(s, rank);
    operand = lengths(scope, {shape[b]}, shape[s]);
  } else if (op == "reverse") {
    SmallVector<std::string> axes;
    for (unsigned a : sample(c, rank, c.between(0, rank)))
      axes.push_back(spellAxis(a, rank));
    attrs = "axes = [" + llvm::join(axes, ", ") + "]";
  } else if (op == "reverse_dynamic") {
    bool mask = c.chance(50);
    attrs = mask ? "mode = mask" : "mode = index";
    operand = axesOperand(scope, mask, rank);
  } else {
    unsigned a = c.below(rank);
    attrs = "axis = " + spellAxis(a, rank);
    SmallVector<int64_t> lengthsShape(shape);
    lengthsShape[a] = 1;
    operand = lengths(scope, lengthsShape, shape[a]);
  }
}

/// A revseq op, in its value form or its `_into` form.
bool ProgramBuilder::genRevseq(Scope &scope, unsigned) {
  Val *x = pickAny(scope);
  if (!x)
    return false;
  unsigned rank = x->type.rank();
  SmallVector<StringRef> ops;
  if (rank >= 2)
    ops.push_back("reverse_sequence");
  ops.append({"reverse", "reverse_dynamic"});
  if (rank >= 1)
    ops.push_back("reverse_subsequences");
  StringRef op = c.pick(ArrayRef(ops));
  std::string attrs;
  Val *operand = nullptr;
  revseqOperands(scope, *x, op, attrs, operand);
  Val *init = nullptr;
  if (c.chance(30)) {
    if (c.chance(60))
      init = pick(scope, sameSizes(*x), 20);
    if (!init)
      init = fillLike(scope, *x, 0);
  }
  if (c.chance(30)) {
    attrs += " {tile" + std::to_string(rank) + "}";
    result.tiledRanks |= 1u << rank;
  }
  std::string t = x->type.text();
  std::string operands = x->name, types = t;
  if (operand) {
    operands += ", " + operand->name;
    types += ", " + operand->type.text();
  }
  std::string into = init ? castTo(*init, x->type) : "";
  Val *r = newVal(x->type, "v");
  if (init)
    line(r->name + " = revseq." + op.str() + "_into " + operands + " into " +
         into + " " + attrs + " : " + types + " into " + t + " -> " + t);
  else
    line(r->name + " = revseq." + op.str() + " " + operands + " " + attrs +
         " : " + types);
  addToScope(scope, r);
  return true;
}

/// A linalg.fill of `value` with `like`'s type (also the `_into` forms'
/// destinations, whose contents are overwritten).
Val *ProgramBuilder::fillLike(Scope &scope, const Val &like, int64_t value) {
  const TType &t = like.type;
  std::string init = empty(t, like);
  std::string s = scalarConst(elem, value);
  Val *r = newVal(t, "v");
  line(r->name + " = linalg.fill ins(" + s + " : " + elemName(elem).str() +
       ") outs(" + init + " : " + t.text() + ") -> " + t.text());
  addToScope(scope, r);
  return r;
}

//===----------------------------------------------------------------------===//
// Elementwise code
//===----------------------------------------------------------------------===//

ArrayRef<StringRef> ProgramBuilder::binops() const {
  static const StringRef bools[] = {"xori", "andi", "ori"};
  static const StringRef floats[] = {"addf", "subf", "mulf", "maximumf",
                                     "minimumf"};
  static const StringRef ints[] = {"addi",  "subi",  "muli",
                                   "maxsi", "minsi", "xori"};
  if (elem == Elem::I1)
    return bools;
  return isFloat(elem) ? ArrayRef<StringRef>(floats)
                       : ArrayRef<StringRef>(ints);
}

int64_t ProgramBuilder::constValue() {
  return elem == Elem::I1 ? c.chance(50) : c.between(-3, 3);
}

/// `arith.<op>` on two tensors of the same sizes.
bool ProgramBuilder::genArith(Scope &scope, unsigned) {
  Val *a = pickAny(scope);
  if (!a)
    return false;
  Val *b = pick(scope, sameSizes(*a), 30);
  TType t = c.chance(30) ? b->type : a->type;
  StringRef op = c.pick(binops());
  std::string an = castTo(*a, t), bn = castTo(*b, t);
  Val *r = newVal(t, "v");
  line(r->name + " = arith." + op.str() + " " + an + ", " + bn + " : " +
       t.text());
  addToScope(scope, r);
  return true;
}

/// A named binary linalg op, its init not read.
bool ProgramBuilder::genNamed(Scope &scope, unsigned) {
  if (elem == Elem::I1)
    return false;
  Val *a = pickAny(scope);
  if (!a)
    return false;
  Val *b = pick(scope, sameSizes(*a), 30);
  Val *init = c.chance(40) ? pick(scope, sameSizes(*a), 20) : nullptr;
  static const StringRef ops[] = {"add", "sub", "mul", "max", "min"};
  StringRef op = c.pick(ArrayRef(ops));
  const TType &t = a->type;
  std::string an = castTo(*a, t), bn = castTo(*b, t);
  std::string in = init ? castTo(*init, t) : empty(t, *a);
  Val *r = newVal(t, "v");
  line(r->name + " = linalg." + op.str() + " ins(" + an + ", " + bn + " : " +
       t.text() + ", " + t.text() + ") outs(" + in + " : " + t.text() +
       ") -> " + t.text());
  addToScope(scope, r);
  return true;
}

/// A further input of a generic over `base`'s sizes, read through the
/// identity, a permutation or a broadcast (`map`: the loop dim of each of
/// its dims).
Val *ProgramBuilder::genericInput(Scope &scope, const Val &base,
                                  SmallVectorImpl<unsigned> &map) {
  const TType &t = base.type;
  unsigned rank = t.rank();
  unsigned form = c.below(3);
  if (form == 0 || rank == 0) {
    for (unsigned d = 0; d < rank; ++d)
      map.push_back(d);
    return pick(scope, sameSizes(base), 30);
  }
  SmallVector<int64_t, 4> want;
  if (form == 1) {
    map = permutation(c, rank);
  } else {
    map = sample(c, rank, c.between(0, rank - 1));
    llvm::sort(map);
  }
  for (unsigned d : map)
    want.push_back(t.shape[d]);
  Val *v = pick(
      scope, [&](const Val &w) { return w.type.shape == want; }, 30);
  if (v)
    return v;
  if (form == 1) {
    // An input of the permuted sizes read through the permutation.
    Val *src = pick(scope, sameSizes(base), 30);
    return use(transposed(scope, src, map));
  }
  TType in;
  in.shape = want;
  in.dyn = randomDyn(want.size(), 35);
  in.elem = elem;
  return use(param(in));
}

/// A leaf of a generic's body: a block argument, a constant or a
/// linalg.index converted to the element type.
std::string ProgramBuilder::bodyLeaf(Block &body, BodyArgs &args) {
  unsigned k = c.below(100);
  std::string et = elemName(elem).str();
  if (k < 65 || (args.rank == 0 && k < 85)) {
    unsigned j = c.pick(ArrayRef(args.readable));
    args.read[j] = true;
    return args.name(j);
  }
  if (k < 85 || args.rank == 0) {
    std::string s = fresh("s");
    body.lines.push_back(s + " = " + constantText(elem, constValue()));
    return s;
  }
  std::string i = fresh("i");
  body.lines.push_back(i + " = linalg.index " +
                       std::to_string(c.below(args.rank)) + " : index");
  std::string v = fresh("i");
  if (!isFloat(elem)) {
    body.lines.push_back(v + " = arith.index_cast " + i + " : index to " + et);
    return v;
  }
  body.lines.push_back(v + " = arith.index_cast " + i + " : index to i32");
  std::string f = fresh("i");
  body.lines.push_back(f + " = arith.sitofp " + v + " : i32 to " + et);
  return f;
}

/// An expression of a generic's body, `depth` levels at most: binary arith
/// ops and selects on comparisons over leaves.
std::string ProgramBuilder::genericBody(Block &body, BodyArgs &args,
                                        unsigned depth) {
  if (depth == 0 || c.chance(30))
    return bodyLeaf(body, args);
  std::string et = elemName(elem).str();
  if (elem != Elem::I1 && c.chance(20)) {
    static const StringRef fpreds[] = {"olt", "ogt", "oeq"};
    static const StringRef ipreds[] = {"slt", "sgt", "eq"};
    StringRef pred = c.pick(ArrayRef(isFloat(elem) ? fpreds : ipreds));
    std::string l = genericBody(body, args, depth - 1);
    std::string r = genericBody(body, args, depth - 1);
    std::string p = fresh("p");
    body.lines.push_back(p + " = arith." + (isFloat(elem) ? "cmpf " : "cmpi ") +
                         pred.str() + ", " + l + ", " + r + " : " + et);
    std::string y = genericBody(body, args, depth - 1);
    std::string z = genericBody(body, args, depth - 1);
    std::string n = fresh("b");
    body.lines.push_back(n + " = arith.select " + p + ", " + y + ", " + z +
                         " : " + et);
    return n;
  }
  std::string a = genericBody(body, args, depth - 1);
  std::string b = genericBody(body, args, depth - 1);
  std::string n = fresh("b");
  body.lines.push_back(n + " = arith." + c.pick(binops()).str() + " " + a +
                       ", " + b + " : " + et);
  return n;
}

static std::string affineMap(unsigned rank, ArrayRef<unsigned> results) {
  SmallVector<std::string> dims, exprs;
  for (unsigned d = 0; d < rank; ++d)
    dims.push_back("d" + std::to_string(d));
  for (unsigned d : results)
    exprs.push_back("d" + std::to_string(d));
  return "affine_map<(" + llvm::join(dims, ", ") + ") -> (" +
         llvm::join(exprs, ", ") + ")>";
}

/// A linalg.generic over a value's sizes, all loops parallel: up to two
/// more inputs (identity, transposed, broadcast), one or two results whose
/// inits are read or not.
bool ProgramBuilder::genGeneric(Scope &scope, unsigned) {
  Val *base = pickAny(scope);
  if (!base)
    return false;
  const TType &t = base->type;
  unsigned rank = t.rank();
  SmallVector<unsigned> identity(rank);
  std::iota(identity.begin(), identity.end(), 0);
  std::vector<Val *> ins = {base};
  SmallVector<std::string> maps = {affineMap(rank, identity)};
  for (unsigned k = 0, e = c.between(0, 2); k < e; ++k) {
    SmallVector<unsigned> map;
    ins.push_back(genericInput(scope, *base, map));
    maps.push_back(affineMap(rank, map));
  }
  unsigned numOuts = c.chance(20) ? 2 : 1;
  BodyArgs args;
  args.numInputs = ins.size();
  args.rank = rank;
  args.read.assign(ins.size() + numOuts, false);
  for (unsigned k = 0; k < ins.size(); ++k)
    args.readable.push_back(k);
  std::vector<Val *> inits;
  for (unsigned k = 0; k < numOuts; ++k) {
    inits.push_back(c.chance(50) ? pick(scope, sameSizes(*base), 40) : nullptr);
    if (inits.back() && c.chance(60))
      args.readable.push_back(ins.size() + k);
  }
  Block body;
  SmallVector<std::string> yields;
  for (unsigned k = 0; k < numOuts; ++k)
    yields.push_back(genericBody(body, args, 2));
  std::string et = elemName(elem).str();
  // Every init that the body may read is read.
  for (unsigned j : ArrayRef(args.readable).drop_front(ins.size())) {
    if (args.read[j])
      continue;
    unsigned k = j - ins.size();
    std::string n = fresh("b");
    body.lines.push_back(n + " = arith." + binops().front().str() + " " +
                         args.name(j) + ", " + yields[k] + " : " + et);
    yields[k] = n;
  }
  std::string tag;
  if (c.chance(20)) {
    tag = ", progen_fuse" + std::to_string(rank);
    result.fusedRanks |= 1u << rank;
  }

  SmallVector<std::string> inNames, inTypes, outNames, outTypes, iters,
      blockArgs;
  for (Val *v : ins) {
    inNames.push_back(v->name);
    inTypes.push_back(v->type.text());
    blockArgs.push_back("%a" + std::to_string(blockArgs.size()) + ": " + et);
  }
  for (auto [k, init] : llvm::enumerate(inits)) {
    outNames.push_back(init ? castTo(*init, t) : empty(t, *base));
    outTypes.push_back(t.text());
    maps.push_back(affineMap(rank, identity));
    blockArgs.push_back("%o" + std::to_string(k) + ": " + et);
  }
  iters.assign(rank, "\"parallel\"");
  std::string lhs;
  std::vector<Val *> outs =
      resultVals(std::vector<TType>(numOuts, t), "g", lhs);
  std::string resultTypes = llvm::join(outTypes, ", ");
  line(lhs + " = linalg.generic {indexing_maps = [" + llvm::join(maps, ", ") +
       "], iterator_types = [" + llvm::join(iters, ", ") + "]" + tag +
       "} ins(" + llvm::join(inNames, ", ") + " : " +
       llvm::join(inTypes, ", ") + ") outs(" + llvm::join(outNames, ", ") +
       " : " + resultTypes + ") {");
  line("^bb0(" + llvm::join(blockArgs, ", ") + "):");
  for (const std::string &l : body.lines)
    line("  " + l);
  line("  linalg.yield " + llvm::join(yields, ", ") + " : " +
       llvm::join(SmallVector<std::string>(numOuts, et), ", "));
  line("} -> " + (numOuts == 1 ? resultTypes : "(" + resultTypes + ")"));
  for (Val *o : outs)
    addToScope(scope, o);
  return true;
}

//===----------------------------------------------------------------------===//
// Transposes, fills, slices, inserts, casts, reshapes
//===----------------------------------------------------------------------===//

/// linalg.transpose of `x` by `perm` (each dim keeps its static size).
Val *ProgramBuilder::transposed(Scope &scope, Val *x, ArrayRef<unsigned> perm) {
  TType t;
  t.elem = elem;
  for (unsigned p : perm) {
    t.shape.push_back(x->type.shape[p]);
    t.dyn.push_back(x->type.dyn[p]);
  }
  SmallVector<std::string> sizes;
  for (unsigned d = 0; d < t.rank(); ++d)
    if (t.dyn[d])
      sizes.push_back(dim(*x, perm[d]));
  std::string init = fresh("e");
  line(init + " = tensor.empty(" + llvm::join(sizes, ", ") + ") : " + t.text());
  Val *r = newVal(t, "v");
  line(r->name + " = linalg.transpose ins(" + x->name + " : " + x->type.text() +
       ") outs(" + init + " : " + t.text() + ") permutation = [" +
       joined(perm) + "]");
  addToScope(scope, r);
  return r;
}

bool ProgramBuilder::genTranspose(Scope &scope, unsigned) {
  Val *x = pick(scope, [](const Val &v) { return v.type.rank() >= 2; });
  if (!x)
    return false;
  transposed(scope, x, permutation(c, x->type.rank()));
  return true;
}

bool ProgramBuilder::genFill(Scope &scope, unsigned) {
  Val *x = pickAny(scope, 10);
  if (!x)
    return false;
  fillLike(scope, *x, constValue());
  return true;
}

/// `[offsets] [sizes] [strides]` of a slice.
static std::string sliceText(ArrayRef<int64_t> offsets, ArrayRef<int64_t> sizes,
                             ArrayRef<int64_t> strides) {
  return "[" + joined(offsets) + "] [" + joined(sizes) + "] [" +
         joined(strides) + "]";
}

/// tensor.extract_slice with unit or non-unit strides, empty sizes too.
bool ProgramBuilder::genSlice(Scope &scope, unsigned) {
  Val *x = pick(scope, [](const Val &v) {
    return v.type.rank() >= 1 && v.type.numel() > 0;
  });
  if (!x)
    return false;
  SmallVector<int64_t> offsets, strides;
  SmallVector<int64_t, 4> sizes;
  for (int64_t n : x->type.shape) {
    int64_t s = n >= 3 && c.chance(20) ? 2 : 1;
    int64_t size = c.between(c.chance(20) ? 0 : 1, (n - 1) / s + 1);
    // An offset is inside the dim even for an empty slice.
    offsets.push_back(size ? c.between(0, n - ((size - 1) * s + 1))
                           : c.between(0, n - 1));
    sizes.push_back(size);
    strides.push_back(s);
  }
  TType t;
  t.shape = sizes;
  t.dyn.assign(sizes.size(), false);
  t.elem = elem;
  Val *r = newVal(t, "v");
  line(r->name + " = tensor.extract_slice " + x->name +
       sliceText(offsets, sizes, strides) + " : " + x->type.text() + " to " +
       t.text());
  addToScope(scope, r);
  return true;
}

/// tensor.insert_slice of a value into a larger one of the same rank.
bool ProgramBuilder::genInsert(Scope &scope, unsigned) {
  Val *src = pick(scope, [](const Val &v) { return v.type.rank() >= 1; });
  if (!src)
    return false;
  ArrayRef<int64_t> n = src->type.shape;
  // Offsets are inside the destination's dims, even for empty sizes.
  Val *dst = pick(
      scope,
      [&](const Val &v) {
        if (&v == src || v.type.rank() != n.size())
          return false;
        for (auto [big, small] : llvm::zip(v.type.shape, n))
          if (big < std::max<int64_t>(small, 1))
            return false;
        return true;
      },
      30);
  if (!dst)
    return false;
  SmallVector<int64_t> offsets, strides;
  for (auto [big, small] : llvm::zip(dst->type.shape, n)) {
    int64_t s =
        small >= 1 && (small - 1) * 2 + 1 <= big && c.chance(20) ? 2 : 1;
    int64_t span = small ? (small - 1) * s + 1 : 1;
    offsets.push_back(c.between(0, big - span));
    strides.push_back(s);
  }
  TType st = src->type.staticType();
  std::string source = castTo(*src, st);
  Val *r = newVal(dst->type, "v");
  line(r->name + " = tensor.insert_slice " + source + " into " + dst->name +
       sliceText(offsets, n, strides) + " : " + st.text() + " into " +
       dst->type.text());
  addToScope(scope, r);
  return true;
}

/// tensor.cast to other static and dynamic dims.
bool ProgramBuilder::genCast(Scope &scope, unsigned) {
  Val *x = pick(
      scope, [](const Val &v) { return v.type.rank() >= 1; }, 30);
  if (!x)
    return false;
  TType t = x->type.withDyn(randomDyn(x->type.rank(), 50));
  Val *r = newVal(t, "v");
  line(r->name + " = tensor.cast " + x->name + " : " + x->type.text() + " to " +
       t.text());
  addToScope(scope, r);
  return true;
}

static std::string groupsText(ArrayRef<SmallVector<int64_t, 2>> groups) {
  SmallVector<std::string> parts;
  for (const SmallVector<int64_t, 2> &g : groups)
    parts.push_back("[" + joined<int64_t>(g) + "]");
  return "[" + llvm::join(parts, ", ") + "]";
}

/// tensor.collapse_shape of two neighbouring dims, or tensor.expand_shape of
/// one dim into two (static types).
bool ProgramBuilder::genReshape(Scope &scope, unsigned) {
  Val *x = pick(scope, [](const Val &v) { return v.type.rank() >= 1; });
  if (!x)
    return false;
  TType st = x->type.staticType();
  ArrayRef<int64_t> shape = st.shape;
  unsigned rank = st.rank();
  TType t = st;
  SmallVector<SmallVector<int64_t, 2>> groups;
  bool collapse = rank >= 2 && c.chance(50);
  unsigned k = c.below(collapse ? rank - 1 : rank);
  if (collapse) {
    t.shape.erase(t.shape.begin() + k);
    t.shape[k] = shape[k] * shape[k + 1];
    for (int64_t d = 0; d < rank; ++d)
      if (d != k + 1)
        groups.push_back(d == k ? SmallVector<int64_t, 2>{d, d + 1}
                                : SmallVector<int64_t, 2>{d});
  } else {
    int64_t n = shape[k], a = 1, b = n;
    if (n == 0) {
      std::tie(a, b) = c.chance(50) ? std::pair(2, 0) : std::pair(0, 3);
    } else {
      SmallVector<int64_t> divisors;
      for (int64_t d = 1; d <= n; ++d)
        if (n % d == 0)
          divisors.push_back(d);
      a = c.pick(ArrayRef(divisors));
      b = n / a;
    }
    t.shape[k] = b;
    t.shape.insert(t.shape.begin() + k, a);
    for (int64_t d = 0, next = 0; d < rank; ++d) {
      groups.push_back(d == k ? SmallVector<int64_t, 2>{next, next + 1}
                              : SmallVector<int64_t, 2>{next});
      next += d == k ? 2 : 1;
    }
  }
  t.dyn.assign(t.rank(), false);
  std::string src = castTo(*x, st);
  Val *r = newVal(t, "v");
  if (collapse)
    line(r->name + " = tensor.collapse_shape " + src + " " +
         groupsText(groups) + " : " + st.text() + " into " + t.text());
  else
    line(r->name + " = tensor.expand_shape " + src + " " + groupsText(groups) +
         " output_shape [" + joined<int64_t>(t.shape) + "] : " + st.text() +
         " into " + t.text());
  addToScope(scope, r);
  return true;
}
