//===- ProgramGenerator.h - Valid revseq programs from choices --*- C++ -*-===//
//
// The generator of revseq-fuzz-programs: a module of valid functions, grown
// statement by statement from the values in scope as utils/progen's
// generate.py grows its programs, each decision read from a fuzzer input.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMGENERATOR_H
#define REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMGENERATOR_H

#include <string>

namespace mlir::revseq::fuzz {

class Choices;

/// The module text and what a tiling schedule may match in it.
struct GeneratedProgram {
  std::string text;
  /// Bit r set: some revseq op of rank r carries the unit attribute
  /// `tile<r>`.
  unsigned tiledRanks = 0;
  /// Bit r set: some `linalg.generic` of rank r carries `progen_fuse<r>`
  /// (the names of utils/progen's schedules).
  unsigned fusedRanks = 0;
};

/// A module of one public kernel function (and the private functions it
/// calls) mixing the four revseq ops, in value and `_into` forms with
/// lengths and axes of every class, with elementwise code (arith on
/// tensors, named linalg ops, `linalg.generic` with transposed and broadcast
/// inputs, read inits, `linalg.index`, one or two results), slices and
/// inserts, casts, reshapes, transposes, fills, `scf.for` and `scf.if` on
/// tensors and calls, in static and dynamic shapes of rank 0 to 4 and one
/// element type of i1, i8, i16, i32, i64, f16, f32, f64. Valid by
/// construction: text that does not verify is a bug of the generator.
GeneratedProgram generateProgram(Choices &choices);

} // namespace mlir::revseq::fuzz

#endif // REVSEQ_TOOLS_REVSEQ_FUZZ_PROGRAMGENERATOR_H
