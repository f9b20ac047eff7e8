//===- Passes.td - CPU code generation ---------------------*- tablegen -*-===//
//
// The passes of revseq's CPU code generation (MLIRRevseqCodegenCPU): the
// vector kernels of the revseq ops, the elementwise vectorizer, the fences
// of non-temporal stores and the small-region pass.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CODEGEN_CPU_PASSES_TD
#define REVSEQ_CODEGEN_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

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

def FenceNontemporalStores : Pass<"revseq-fence-nontemporal-stores"> {
  let summary = "Order non-temporal vector stores with fences";
  let description = [{
    Non-temporal stores (`vector.store {nontemporal = true}`, x86 `movnt`)
    are weakly ordered: an ordinary store that follows them, such as the
    release store that hands a result to another thread (a plain `mov` on
    x86), can become visible first, and LLVM adds no fence for them
    (llvm/llvm-project#64521). This pass adds a sequentially consistent
    `llvm.fence` (x86 `mfence`, AArch64 `dmb ish`) after them:
    * inside an `omp.parallel`, before the region's terminator: once per
      thread;
    * inside an `scf.parallel`, at the end of its body: once per iteration,
      since the loop may still become threads;
    * elsewhere, after the outermost loop around them in the enclosing
      function (or the pass's root), or after the store outside loops.
    Run it after bufferization and buffer deallocation, which reject ops
    with unknown memory effects such as `llvm.fence`, and after
    `convert-scf-to-openmp` (or `scf-parallel-for-to-nested-fors` for
    sequential code), so that loops get one fence per thread or per call
    rather than per iteration.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def SequentialSmallParallelRegions
    : Pass<"revseq-sequential-small-parallel-regions"> {
  let summary = "Run OpenMP regions that write too few bytes on one thread";
  let description = [{
    Forking a team of threads and joining it costs microseconds, more than
    a copy of a few hundred KiB takes on one core. This pass gives every
    `omp.parallel` (as `convert-scf-to-openmp` makes them) an `if` clause
    that is false when the region writes fewer than `min-parallel-bytes`
    bytes: libomp then runs the region on the calling thread, without a
    fork (`__kmpc_fork_call_if`), and its worksharing loops give that
    thread every iteration.

    The bytes a region writes are the sizes of the buffers it writes, as
    they are seen above the region: each write (any op with a memory
    write effect on a memref, such as `vector.store` or `memref.store`) is
    followed back through view-like ops (`memref.subview`,
    `memref.reinterpret_cast`, `memref.extract_strided_metadata`, ...) to
    a memref defined above the `omp.parallel`, and those memrefs' bytes
    (elements times the element's size in the data layout) are summed.
    For the loops of a revseq kernel or a linalg op that is the op's
    output. Buffers allocated inside the region (per-thread scratch) do not
    count, nor does a `revseq.check` (its message goes to stderr). With
    static shapes the condition is a constant: a region that writes at
    least `min-parallel-bytes` keeps its threads and gets no `if`; a
    smaller one is replaced by its ops on the calling thread, each
    `omp.wsloop` by `scf.for` loops over its loop nest, so that no OpenMP
    runtime call is left (the same loops `num-threads=1` builds). That
    takes a region whose only OpenMP ops are worksharing loops without
    clause operands (no reduction, no private copies) directly in it, whose
    loop steps are positive constants, and that allocates nothing on the
    stack; any other small static region
    gets `if(false)`. With dynamic shapes the byte count is computed before
    the region from `memref.dim`s and compared at run time. A region whose
    writes cannot be followed (a call, an op with unknown effects, a write
    through a pointer) keeps its threads. An existing `if` is combined with
    the new condition by `arith.andi`. `min-parallel-bytes=0` changes
    nothing.

    Example (`min-parallel-bytes=1024`):

    ```mlir
    omp.parallel {
      ... memref.store %v, %out[%i] : memref<?xf32> ...
    }
    // becomes
    %n = memref.dim %out, %c0 : memref<?xf32>
    %bytes = arith.muli %n, %c4 : index
    %large = arith.cmpi uge, %bytes, %c1024 : index
    omp.parallel if(%large) {
      ...
    }
    ```

    `revseq-cpu-pipeline` runs it after `convert-scf-to-openmp` with its
    own `min-parallel-bytes` option (see docs/Performance.md for the
    measured default).
  }];
  let options = [
    Option<"minParallelBytes", "min-parallel-bytes", "uint64_t",
           /*default=*/"0",
           "Regions that write fewer bytes than this run on one thread "
           "(0: every region keeps its threads); at most 2^63 - 1">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

def VectorizeElementwise : Pass<"revseq-vectorize-elementwise"> {
  let summary = "Vector loops for elementwise linalg.generic ops on buffers";
  let description = [{
    Rewrites every elementwise `linalg.generic` on buffers (all loops
    parallel, projected-permutation maps, identity output maps, unit-stride
    innermost dims, element types of 8 to 64 bits) whose body holds only
    `linalg.index`, scalar arith/math ops and `memref.load`s of
    identity-layout or strided buffers (subviews: the slices of a tile)
    defined above it, into an `scf.parallel` over the
    outer dims around a vector loop over the innermost dim and a scalar loop
    for its tail. Fused revseq ops are such generics, and so are their tiles:
    the `affine.apply`s that upstream tiling puts in a tile's body (`tile
    offset + linalg.index`) are expanded into arith ops first.

    The body is emitted once per vector of `lanes` points (the register width
    over the widest operand element). A value that does not depend on the
    innermost index stays a scalar (a fused op's length, its clamp, a
    mirrored outer index); an index that moves by +1 or -1 per lane stays a
    scalar base, so a load at it is one contiguous vector load, reversed in
    registers for -1 (a mirrored innermost axis) where the buffer's innermost
    stride is 1. Only other indices (the lengths of a batch-innermost
    ReverseSequence) become `vector.gather`s, from a strided buffer's base
    buffer at offset + sum(index * stride).

    An output of at least `nontemporal-bytes` bytes (checked at run time for
    a dynamic shape) takes non-temporal vector stores, as the revseq kernels'
    outputs do: each row runs scalar steps up to its first column whose
    address is a multiple of the vector's size, then the vector loop, then
    scalar steps for its tail. Generics with several outputs keep plain
    stores. `revseq-fence-nontemporal-stores` orders the stores.
    Generics that do not qualify are left to `convert-linalg-to-loops`.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           RevseqOptionText.vectorBits>,
    Option<"nontemporalBytes", "nontemporal-bytes", "uint64_t",
           /*default=*/"::mlir::revseq::kDefaultNontemporalBytes",
           RevseqOptionText.nontemporalBytes>,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
  ];
}

#endif // REVSEQ_CODEGEN_CPU_PASSES_TD
