//===- ImportElementwise.cpp - Add, Sub, Mul, Div, Neg, Relu, Cast --------===//
//
// The elementwise ops found next to reverses in exported models, as
// `linalg.generic` ops with parallel loops and arith bodies: the elementwise
// code that `revseq-fuse-elementwise` fuses revseq ops into. Operands
// broadcast as in numpy along static dims; a dynamic dim is not broadcast,
// and a `revseq.check` makes a size that differs at run time an error.
//
//===----------------------------------------------------------------------===//

#include "ONNXImporter.h"

#include "revseq/Dialect/Revseq/IR/RevseqOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::revseq::onnx_import;

/// `what` without braces, which a `revseq.check` message reserves.
static std::string checkMessagePrefix(StringRef what) {
  std::string text = what.str();
  for (char &c : text)
    if (c == '{' || c == '}')
      c = c == '{' ? '(' : ')';
  return text;
}

/// The tensor and dim whose size dim `d` of `v` has, through the ops the
/// importer builds that keep sizes: revseq.reverse, linalg.transpose, the
/// elementwise generics (their init's tensor.empty) and tensor.dim.
static std::pair<Value, int64_t> getSizeRoot(Value v, int64_t d) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto reverse = dyn_cast<revseq::ReverseOp>(def)) {
      v = reverse.getInput();
    } else if (auto transpose = dyn_cast<linalg::TransposeOp>(def)) {
      d = transpose.getPermutation()[d];
      v = transpose.getInput();
    } else if (auto generic = dyn_cast<linalg::GenericOp>(def)) {
      v = generic.getDpsInits()[cast<OpResult>(v).getResultNumber()];
    } else if (auto empty = dyn_cast<tensor::EmptyOp>(def)) {
      if (!empty.getType().isDynamicDim(d))
        break;
      auto dim = empty.getDynamicSize(d).getDefiningOp<tensor::DimOp>();
      std::optional<int64_t> index =
          dim ? dim.getConstantIndex() : std::nullopt;
      if (!index)
        break;
      v = dim.getSource();
      d = *index;
    } else {
      break;
    }
  }
  return {v, d};
}

LogicalResult ONNXImporter::broadcastSizes(const Node &node,
                                           ArrayRef<Value> operands,
                                           SmallVector<OpFoldResult> &sizes) {
  int64_t rank = 0;
  for (Value v : operands)
    rank = std::max(rank, cast<RankedTensorType>(v.getType()).getRank());
  std::string prefix = checkMessagePrefix(node.what);
  for (int64_t j = 0; j < rank; ++j) {
    std::optional<int64_t> fixed;
    Value dynamic;
    SmallVector<Value> others;
    SmallVector<std::pair<Value, int64_t>> roots;
    for (Value v : operands) {
      auto type = cast<RankedTensorType>(v.getType());
      int64_t i = j - (rank - type.getRank());
      if (i < 0 || type.getDimSize(i) == 1)
        continue;
      if (type.isDynamicDim(i)) {
        // A size the importer knows equal to one already read needs no
        // check (x + flip(x)).
        std::pair<Value, int64_t> root = getSizeRoot(v, i);
        if (llvm::is_contained(roots, root))
          continue;
        roots.push_back(root);
        Value size =
            tensor::DimOp::create(builder, node.loc, root.first, root.second);
        if (!dynamic)
          dynamic = size;
        else
          others.push_back(size);
        continue;
      }
      if (fixed && *fixed != type.getDimSize(i))
        return error(node) << "the inputs do not broadcast: dim " << j
                           << " of the result is both " << *fixed << " and "
                           << type.getDimSize(i);
      fixed = type.getDimSize(i);
    }
    if (fixed && dynamic)
      others.push_back(dynamic);
    Value expected = dynamic;
    if (fixed && !others.empty())
      expected = arith::ConstantIndexOp::create(builder, node.loc, *fixed);
    for (Value size : others) {
      Value same = arith::CmpIOp::create(
          builder, node.loc, arith::CmpIPredicate::eq, size, expected);
      std::string message =
          prefix + ": dim " + std::to_string(j) +
          " of an input has size {} where the result's has {} (a dynamic "
          "dim is not broadcast)";
      revseq::CheckOp::create(builder, node.loc, same, message,
                              ValueRange{size, expected});
    }
    if (fixed)
      sizes.push_back(builder.getIndexAttr(*fixed));
    else if (dynamic)
      sizes.push_back(dynamic);
    else
      sizes.push_back(builder.getIndexAttr(1));
  }
  return success();
}

FailureOr<Value> ONNXImporter::buildElementwise(
    const Node &node, ArrayRef<Value> operands, Type resultElementType,
    function_ref<Value(OpBuilder &, Location, ValueRange)> body) {
  SmallVector<OpFoldResult> sizes;
  if (failed(broadcastSizes(node, operands, sizes)))
    return failure();
  int64_t rank = sizes.size();
  Value init =
      tensor::EmptyOp::create(builder, node.loc, sizes, resultElementType);
  auto initType = cast<RankedTensorType>(init.getType());
  SmallVector<AffineMap> maps;
  for (Value v : operands) {
    auto type = cast<RankedTensorType>(v.getType());
    SmallVector<AffineExpr> exprs;
    for (int64_t i = 0; i < type.getRank(); ++i) {
      int64_t j = i + rank - type.getRank();
      bool broadcast = type.getDimSize(i) == 1 && initType.getDimSize(j) != 1;
      exprs.push_back(broadcast ? builder.getAffineConstantExpr(0)
                                : builder.getAffineDimExpr(j));
    }
    maps.push_back(AffineMap::get(rank, 0, exprs, context));
  }
  maps.push_back(builder.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      builder, node.loc, TypeRange{initType}, operands, ValueRange{init}, maps,
      iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
        Value result = body(b, loc, args.drop_back());
        linalg::YieldOp::create(b, loc, result);
      });
  return generic.getResult(0);
}

/// Whether the op can compute on `type`: integers other than i1, floats.
static bool isArithmeticType(Type type) {
  return isa<FloatType>(type) ||
         (type.isSignlessInteger() && !type.isInteger(1));
}

/// `a / b` on signed integers, defined where the hardware traps: 0 for a
/// zero divisor, INT_MIN for INT_MIN / -1 (the wrapped quotient).
static Value safeDivSI(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Type type = lhs.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  Value zero = arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, 0));
  Value one = arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, 1));
  Value minusOne =
      arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, -1));
  Value min = arith::ConstantOp::create(
      b, loc, b.getIntegerAttr(type, APInt::getSignedMinValue(width)));
  Value byZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  Value lhsMin =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lhs, min);
  Value rhsMinusOne =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, minusOne);
  Value overflow = arith::AndIOp::create(b, loc, lhsMin, rhsMinusOne);
  Value trap = arith::OrIOp::create(b, loc, byZero, overflow);
  Value divisor = arith::SelectOp::create(b, loc, trap, one, rhs);
  Value quotient = arith::DivSIOp::create(b, loc, lhs, divisor);
  Value wrapped = arith::SelectOp::create(b, loc, overflow, min, quotient);
  return arith::SelectOp::create(b, loc, byZero, zero, wrapped);
}

/// `a / b` on unsigned integers, 0 for a zero divisor.
static Value safeDivUI(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  Type type = lhs.getType();
  Value zero = arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, 0));
  Value one = arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, 1));
  Value byZero =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, rhs, zero);
  Value divisor = arith::SelectOp::create(b, loc, byZero, one, rhs);
  Value quotient = arith::DivUIOp::create(b, loc, lhs, divisor);
  return arith::SelectOp::create(b, loc, byZero, zero, quotient);
}

/// The scalar body of a binary op on floats or integers (unsigned ones
/// differ from signed ones in Div only).
static Value binaryBody(OpBuilder &b, Location loc, StringRef op, Value lhs,
                        Value rhs, bool isUnsigned) {
  bool isFloat = isa<FloatType>(lhs.getType());
  if (op == "Add")
    return isFloat ? arith::AddFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::AddIOp::create(b, loc, lhs, rhs).getResult();
  if (op == "Sub")
    return isFloat ? arith::SubFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::SubIOp::create(b, loc, lhs, rhs).getResult();
  if (op == "Mul")
    return isFloat ? arith::MulFOp::create(b, loc, lhs, rhs).getResult()
                   : arith::MulIOp::create(b, loc, lhs, rhs).getResult();
  if (isFloat)
    return arith::DivFOp::create(b, loc, lhs, rhs);
  return isUnsigned ? safeDivUI(b, loc, lhs, rhs) : safeDivSI(b, loc, lhs, rhs);
}

/// The scalar body of Neg or Relu.
static Value unaryBody(OpBuilder &b, Location loc, StringRef op, Value x) {
  Type type = x.getType();
  Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(type));
  bool isFloat = isa<FloatType>(type);
  if (op == "Neg")
    return isFloat ? arith::NegFOp::create(b, loc, x).getResult()
                   : arith::SubIOp::create(b, loc, zero, x).getResult();
  return isFloat ? arith::MaximumFOp::create(b, loc, x, zero).getResult()
                 : arith::MaxSIOp::create(b, loc, x, zero).getResult();
}

/// Refuses element types the op has no arithmetic for, and unsigned inputs
/// (kept as signless integers) of Neg and Relu, which ONNX defines on
/// signed types only, or next to signed ones.
static LogicalResult
checkArithmeticInputs(const llvm::StringSet<> &unsignedValues,
                      const onnx::NodeProto &proto, ArrayRef<Value> operands,
                      function_ref<InFlightDiagnostic()> error) {
  bool firstUnsigned = unsignedValues.contains(proto.input(0));
  bool signedOnly = proto.op_type() == "Neg" || proto.op_type() == "Relu";
  for (auto [i, v] : llvm::enumerate(operands)) {
    Type type = cast<RankedTensorType>(v.getType()).getElementType();
    bool isUnsigned = unsignedValues.contains(proto.input(i));
    if (isUnsigned && signedOnly)
      return error() << "input " << i << " has an unsigned element type, which "
                     << proto.op_type() << " does not take";
    if (isUnsigned != firstUnsigned)
      return error() << "inputs of different element types (one signed, "
                        "one unsigned)";
    if (!isArithmeticType(type))
      return error() << "input " << i << " has element type " << type
                     << " (supported: integers of 8 to 64 bits and floats)";
    if (type != cast<RankedTensorType>(operands[0].getType()).getElementType())
      return error()
             << "inputs of different element types ("
             << cast<RankedTensorType>(operands[0].getType()).getElementType()
             << ", " << type << ")";
  }
  return success();
}

LogicalResult ONNXImporter::importArithmetic(const Node &node) {
  StringRef op = node.proto.op_type();
  int arity = op == "Neg" || op == "Relu" ? 1 : 2;
  if (failed(checkSignature(node, arity, arity)))
    return failure();
  SmallVector<Value> operands;
  for (int i = 0; i < arity; ++i) {
    FailureOr<Value> operand = input(node, i);
    if (failed(operand))
      return failure();
    operands.push_back(*operand);
  }
  auto report = [&] { return error(node); };
  if (failed(
          checkArithmeticInputs(unsignedValues, node.proto, operands, report)))
    return failure();
  Type type = cast<RankedTensorType>(operands[0].getType()).getElementType();
  bool isUnsigned = unsignedValues.contains(node.proto.input(0));
  FailureOr<Value> result = buildElementwise(
      node, operands, type, [&](OpBuilder &b, Location loc, ValueRange args) {
        return arity == 1
                   ? unaryBody(b, loc, op, args[0])
                   : binaryBody(b, loc, op, args[0], args[1], isUnsigned);
      });
  if (failed(result))
    return failure();
  define(node, *result);
  return success();
}

/// The scalar conversion of Cast: ONNX's bool is `x != 0`, bools read as 0
/// and 1, and unsigned values (signless here) zero-extend and convert as
/// unsigned.
static Value castBody(OpBuilder &b, Location loc, Value x, Type to,
                      bool fromUnsigned, bool toUnsigned) {
  Type from = x.getType();
  if (from == to)
    return x;
  bool fromFloat = isa<FloatType>(from), toFloat = isa<FloatType>(to);
  if (to.isInteger(1)) {
    Value zero = arith::ConstantOp::create(b, loc, b.getZeroAttr(from));
    if (fromFloat)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, x, zero);
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x, zero);
  }
  if (fromFloat && toFloat)
    return from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth()
               ? arith::ExtFOp::create(b, loc, to, x).getResult()
               : arith::TruncFOp::create(b, loc, to, x).getResult();
  if (fromFloat)
    return toUnsigned ? arith::FPToUIOp::create(b, loc, to, x).getResult()
                      : arith::FPToSIOp::create(b, loc, to, x).getResult();
  bool zeroExtends = fromUnsigned || from.isInteger(1);
  if (toFloat)
    return zeroExtends ? arith::UIToFPOp::create(b, loc, to, x).getResult()
                       : arith::SIToFPOp::create(b, loc, to, x).getResult();
  unsigned fromWidth = from.getIntOrFloatBitWidth();
  if (fromWidth == to.getIntOrFloatBitWidth())
    return x;
  if (fromWidth > to.getIntOrFloatBitWidth())
    return arith::TruncIOp::create(b, loc, to, x);
  return zeroExtends ? arith::ExtUIOp::create(b, loc, to, x).getResult()
                     : arith::ExtSIOp::create(b, loc, to, x).getResult();
}

LogicalResult ONNXImporter::importCast(const Node &node) {
  if (failed(checkSignature(node, 1, 1, {"to", "saturate"})))
    return failure();
  FailureOr<int64_t> to = getIntAttr(node, "to", -1);
  if (failed(to))
    return failure();
  if (*to < 0 || *to > std::numeric_limits<int32_t>::max())
    return error(node) << "the attribute 'to' (an element type) is required";
  bool fromUnsigned = unsignedValues.contains(node.proto.input(0));
  bool toUnsigned = isUnsignedONNXType(*to);
  FailureOr<Type> type = convertElementType(*to, node.loc, node.what);
  if (failed(type))
    return failure();
  // Sizes stay sizes through a cast to int64 (tf2onnx casts int32 lengths).
  FailureOr<std::optional<ShapeVector>> shape = inputShape(node, 0);
  if (failed(shape))
    return failure();
  if (*shape && type->isInteger(64) && !toUnsigned) {
    ShapeVector result = **shape;
    result.elementType = *type;
    define(node, result);
    return success();
  }
  FailureOr<Value> x = input(node, 0);
  if (failed(x))
    return failure();
  Type from = cast<RankedTensorType>(x->getType()).getElementType();
  bool supported = (isArithmeticType(from) || from.isInteger(1)) &&
                   (isArithmeticType(*type) || type->isInteger(1));
  if (!supported)
    return error(node) << "cast from " << from << " to " << *type
                       << " is not supported (integers, bool and floats)";
  Type target = *type;
  FailureOr<Value> result = buildElementwise(
      node, {*x}, target, [&](OpBuilder &b, Location loc, ValueRange args) {
        return castBody(b, loc, args[0], target, fromUnsigned, toUnsigned);
      });
  if (failed(result))
    return failure();
  define(node, *result);
  if (toUnsigned)
    unsignedValues.insert(node.proto.output(0));
  return success();
}
