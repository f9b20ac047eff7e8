//===- Passes.td - revseq conversion passes ----------------*- tablegen -*-===//

#ifndef REVSEQ_CONVERSION_PASSES_TD
#define REVSEQ_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

// The defaults of the options below that C++ users of the populate functions
// also get are read from the option structs of the headers
// (RevseqVectorOptions, RevseqGPUOptions), as upstream's canonicalize reads
// GreedyRewriteConfig's: one source of truth for both.

def RevseqRuntimeChecksOption
    : Option<"runtimeChecks", "runtime-checks", "bool",
             /*default=*/"::mlir::revseq::RevseqLoweringOptions().runtimeChecks",
             RevseqOptionText.runtimeChecks>;

def ConvertRevseqToLinalg : Pass<"convert-revseq-to-linalg"> {
  let summary = "Lower revseq ops to linalg.generic on tensors or memrefs";
  let description = [{
    Rewrites every revseq op into a `linalg.generic` writing its
    destination (a new `tensor.empty` for a value form, `init` for a
    destination-passing form, on tensors or on memrefs of any layout) whose
    body computes the mirrored source index with `linalg.index` and reads
    the input with `tensor.extract` or `memref.load` (the form TOSA's
    reverse lowering uses; an affine map with a negative coefficient would
    break tiling and vectorisation). Lengths are read as signed integers of their width and
    clamped to `[0, T]`, so the result never reads out of bounds.

    Sizes that the verifier could not compare because they are dynamic
    (`reverse_sequence_c9`, `reverse_subsequences_c7`/`c8`) are always
    checked with `revseq.check`, whose message reports both sizes. With
    `runtime-checks`, the lowering also checks that every length is in
    `[0, T]`, that every `reverse_dynamic` index is in `[-rank, rank)` and
    that a dynamic mask has one flag per dimension; a failure reports the
    offending element's index and value.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    RevseqRuntimeChecksOption,
  ];
}

def ConvertRevseqToVector : Pass<"convert-revseq-to-vector"> {
  let summary = "Lower revseq ops to vectorised loops on buffers";
  let description = [{
    The fast path of `revseq-cpu-pipeline`, after bufferization. Each
    destination-passing revseq op on memrefs (the `*_into` forms) of rank 1
    or more whose element type is an integer of 8, 16, 32 or 64 bits or
    f16, bf16, f32, f64 (16-bit floats move as i16), and whose input and
    destination have a unit innermost stride (in any strided layout),
    becomes loops that read the input buffer and write the destination
    buffer in place: the pass allocates no result, only the scratch buffers
    of the column strips. The loops are chosen per layout: contiguous
    vector copies of whole rows when the innermost axis is not reversed, a
    contiguous load plus a lane-reversing `vector.shuffle` when it is (rows
    of the lengths ops split into the reversed part `[0, L)` and the copied
    part `[L, T)`), and, when the lengths vary along the innermost axis,
    whole-row copies if they are all equal (checked at run time), else
    column strips: each strip is staged transposed in a scratch buffer,
    every column reversed like a row, and blocks transposed back in
    registers with `vector.shuffle`s; axes too long for an 8 MiB scratch
    buffer use strips of masked `vector.gather`s. Outer loops are
    `scf.parallel`, ready for `convert-scf-to-openmp`.
    Outputs of at least `nontemporal-bytes` bytes store full row vectors
    with `nontemporal` aligned `vector.store`s after peeling to the next
    aligned column, as `memcpy` does for copies larger than the caches: the
    output then costs no read-for-ownership and does not evict the input.
    Static shapes decide at compile time; dynamic ones check the size at run
    time, in one version of the loops (an empty peel and a branch per store
    when small).
    Other ops, the tensor forms among them, are left for
    `convert-revseq-to-linalg`. The run-time checks are the same as there.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    RevseqRuntimeChecksOption,
    Option<"vectorBits", "vector-bits", "unsigned",
           /*default=*/"::mlir::revseq::RevseqVectorOptions().vectorBits",
           RevseqOptionText.vectorBits>,
    Option<"nontemporalBytes", "nontemporal-bytes", "uint64_t",
           /*default=*/"::mlir::revseq::RevseqVectorOptions().nontemporalBytes",
           RevseqOptionText.nontemporalBytes>,
  ];
}

def ConvertTosaReverseToRevseq : Pass<"convert-tosa-reverse-to-revseq"> {
  let summary = "Rewrite tosa.reverse into revseq.reverse";
  let description = [{
    Rewrites every `tosa.reverse` whose input is a ranked tensor of an
    element type a memref can hold into `revseq.reverse` with the one axis
    as its `axes` list, so that TOSA programs get revseq's vectorised
    lowering through `revseq-cpu-pipeline`. When TOSA's result type differs
    from the input type (more or less static), a `tensor.cast` restores it.
    Other ops are left alone. The patterns are public as
    `populateTosaReverseToRevseqPatterns`.

    Example: `tosa.reverse %x {axis = 1 : i32} : (tensor<2x3xf32>) ->
    tensor<2x3xf32>` becomes `revseq.reverse %x axes = [1] : tensor<2x3xf32>`.
  }];
  let dependentDialects = [
    "::mlir::revseq::RevseqDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def ConvertRevseqToGPU : Pass<"convert-revseq-to-gpu"> {
  let summary = "Lower revseq ops to grid-stride gpu.launch kernels";
  let description = [{
    Each destination-passing revseq op on identity-layout memrefs (after
    bufferization) whose element type is an integer of 1, 8, 16, 32 or 64
    bits, `index`, f16, bf16, f32 or f64 and whose rank is at least 1
    becomes: the op's run-time checks (as in `convert-revseq-to-linalg`) and
    the `reverse_dynamic` flags on the host, then one 1-D `gpu.launch` on
    the flattened operand buffers, of `min(ceil(n / block-size),
    max-blocks)` blocks whose threads walk the flattened output with a
    grid-stride loop (thread `k` writes elements `k`, `k + grid`, ...:
    coalesced stores and, where a row of the output comes from one row of
    the input, coalesced loads). The gather layouts, where the lanes of a
    row read rows of different lengths (`reverse_sequence` with the batch
    axis innermost, `reverse_subsequences` along an outer axis), take a
    tile kernel instead. Where a block can hold whole columns of the axis
    (at least a 32-byte sector of them, or every column, in the 48 KiB of
    workgroup memory; decided on the host), a tile is every row of as many
    columns as fit: the block stages the rows below their greatest length,
    each element read once (coalesced loads), then writes its columns
    (coalesced stores). Longer axes take tiles of up to 32 columns and a run
    of rows, which stage the input rows their reversed elements come from
    in `gather-tile-bytes` of workgroup memory; a tile whose lengths spread
    too far for the buffer reads its sources directly. A host loop
    launches at most `max-blocks` tiles at a time; `gather-tile-bytes=0`
    turns every tile off. The pattern
    allocates and copies nothing:
    `revseq-gpu-device-buffers` then places the buffers in device memory
    and copies only where host code needs them. Index math is `index`, so
    element counts above 2^31 work; with `narrow-index` (the default) each
    kernel also exists with i32 index math (32-bit division is several
    times cheaper on GPUs), chosen on the host when the element count plus
    the grid stride is below 2^31. Where whole rows move (`reverse`,
    `reverse_dynamic`, and `reverse_sequence` with neither axis innermost)
    the kernel moves `vector-bytes` per aligned `vector.load` /
    `vector.store` when the innermost size is a multiple of the lane
    count; otherwise each group inside a row loads its unaligned window
    with two aligned loads and the groups at row ends move element by
    element (buffers must be aligned to `vector-bytes`, as device
    allocations are; i1 buffers move as bytes). An op in the in-place form
    (its destination is its input) becomes one swap kernel per swap nest
    instead: each thread owns whole pairs of elements, takes 4 pairs per
    grid-stride step and loads them all before it stores, and a pair that
    does not swap reads nothing; where rows pair column by column or are
    mirrored whole and hold whole `vector-bytes` groups (chosen on the
    host), a pair is two such groups, their lanes reversed for mirrored
    rows. The gather layouts in place, where the tiles of whole columns
    apply, take them instead: a block writes back only the reversed
    prefixes of its columns. Other ops are left for
    `convert-revseq-to-linalg`. See docs/GPU.md.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    RevseqRuntimeChecksOption,
    Option<"blockSize", "block-size", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().blockSize",
           RevseqOptionText.blockSize>,
    Option<"maxBlocks", "max-blocks", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().maxBlocks",
           RevseqOptionText.maxBlocks>,
    Option<"vectorBytes", "vector-bytes", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().vectorBytes",
           "Bytes per vector access where rows allow (0: scalar only)">,
    Option<"narrowIndex", "narrow-index", "bool",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().narrowIndex",
           RevseqOptionText.narrowIndex>,
    Option<"gatherTileBytes", "gather-tile-bytes", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().gatherTileBytes",
           RevseqOptionText.gatherTileBytes>,
  ];
}

def ConvertParallelLinalgToGPU : Pass<"convert-parallel-linalg-to-gpu"> {
  let summary = "Run the parallel linalg ops on buffers as grid-stride "
                "gpu.launch kernels";
  let description = [{
    Each linalg op on memrefs whose loops are all parallel (elementwise ops,
    fills, copies, transposes, broadcasts, and the `linalg.generic`s that
    `revseq-fuse-elementwise` makes, which read a revseq op's input at the
    mirrored index with `memref.load`) becomes one 1-D `gpu.launch` of the
    same geometry as `convert-revseq-to-gpu`'s kernels: a grid-stride loop
    over the flattened iteration space, each index delinearized into the
    loop coordinates, the operands loaded through their indexing maps, the
    body cloned, and the yielded values stored through the outputs' maps.
    The op is taken when every memref it or its body reads or writes has
    a kernel element type (as for `convert-revseq-to-gpu`; i1, f16 and bf16
    only with `narrow-types`) and an identity layout, or is a strided view
    (a subview: an `extract_slice` input, a tile of upstream tiling) of a
    buffer with one, addressed through its base buffer at offset +
    sum(index * stride),
    each output's indexing map is a permutation
    (no two iterations write one element), and the body has no memory
    effects other than those loads; other ops stay on the host. The pattern
    allocates and copies nothing: `revseq-gpu-device-buffers` places the
    buffers afterwards. `populateParallelLinalgToGPUPatterns` adds the
    pattern to a stack's own pipeline. See docs/GPU.md.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"blockSize", "block-size", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().blockSize",
           RevseqOptionText.blockSize>,
    Option<"maxBlocks", "max-blocks", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().maxBlocks",
           RevseqOptionText.maxBlocks>,
    Option<"narrowIndex", "narrow-index", "bool",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().narrowIndex",
           RevseqOptionText.narrowIndex>,
    Option<"elementsPerThread", "elements-per-thread", "int64_t",
           /*default=*/"::mlir::revseq::RevseqGPUOptions().elementsPerThread",
           "Points each thread takes per grid-stride step, one grid stride "
           "apart, all loaded before any is stored (in [1, 16]); the grid "
           "has that many times fewer blocks">,
    Option<"narrowTypes", "narrow-types", "bool", /*default=*/"true",
           "Also run ops on i1, f16 and bf16 values (off for SPIR-V, whose "
           "OpenCL kernels have neither i1 buffers nor Float16)">,
  ];
}

def LowerAssertsToStderr : Pass<"revseq-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert and revseq.check to an unbuffered message "
                "on stderr and abort()";
  let description = [{
    Upstream's `cf.assert` lowering prints its message with `puts`, i.e. into
    the buffered stdout, and then calls `abort()`, which does not flush it:
    when stdout is a pipe the message is lost. This pass rewrites every
    `cf.assert` and `revseq.check` that sits directly in a CFG region into a
    conditional branch to a block that writes the message to file
    descriptor 2 with `dprintf` (a `revseq.check`'s values in place of its
    `{}`s) and calls `abort()`. Run it after `convert-scf-to-cf` and before
    the final conversion to LLVM. Checks nested in single-block regions are
    left to the upstream lowering (`cf.assert`) and to `convert-to-llvm`
    (`revseq.check`, through the dialect's `ConvertToLLVMPatternInterface`).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // REVSEQ_CONVERSION_PASSES_TD
