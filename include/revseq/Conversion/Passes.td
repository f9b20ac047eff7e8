//===- Passes.td - revseq conversion passes ----------------*- tablegen -*-===//

#ifndef REVSEQ_CONVERSION_PASSES_TD
#define REVSEQ_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    checked with `cf.assert`. With `runtime-checks`, the lowering also
    asserts that every length is in `[0, T]`, that every `reverse_dynamic`
    index is in `[-rank, rank)` and that a dynamic mask has one flag per
    dimension.
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
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Stop with a message on out-of-range lengths, axes and masks">,
  ];
}

def ConvertRevseqToVector : Pass<"convert-revseq-to-vector"> {
  let summary = "Lower revseq ops to vectorised loops on buffers";
  let description = [{
    The fast path of `revseq-cpu-pipeline`. Each revseq op whose element
    type is an integer of 8 to 64 bits or f16, bf16, f32, f64 becomes
    `bufferization.to_buffer` of its operands, a fresh `memref.alloc`, loops
    that fill it, and `bufferization.to_tensor`. The loops are chosen per
    layout: contiguous vector copies of whole rows when the innermost axis
    is not reversed, a contiguous load plus a lane-reversing
    `vector.shuffle` when it is (rows of the lengths ops split into the
    reversed part `[0, L)` and the copied part `[L, T)`), and, when the
    lengths vary along the innermost axis, whole-row copies if they are all
    equal (checked at run time), else column strips: each strip is staged
    transposed in a scratch buffer, every column reversed like a row, and
    blocks transposed back in registers with `vector.shuffle`s; axes too
    long for an 8 MiB scratch buffer use strips of masked
    `vector.gather`s. Outer loops are `scf.parallel`, ready for
    `convert-scf-to-openmp`.
    Outputs of at least `nontemporal-bytes` bytes store full row vectors
    with `nontemporal` aligned `vector.store`s after peeling to the next
    aligned column, as `memcpy` does for copies larger than the caches: the
    output then costs no read-for-ownership and does not evict the input.
    Static shapes decide at compile time; dynamic ones check the size at run
    time, in one version of the loops (an empty peel and a branch per store
    when small).
    Other ops are left for `convert-revseq-to-linalg`. The run-time checks
    are the same as there.
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
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Stop with a message on out-of-range lengths, axes and masks">,
    Option<"vectorBits", "vector-bits", "unsigned", /*default=*/"0",
           "Vector register width in bits (0: the host CPU's)">,
    Option<"nontemporalBytes", "nontemporal-bytes", "uint64_t",
           /*default=*/"8388608",
           "Store rows non-temporally (aligned, bypassing the caches) when "
           "the output has at least this many bytes; 0: never">,
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

def ResultsToOutParams
    : Pass<"revseq-results-to-out-params", "::mlir::ModuleOp"> {
  let summary = "Destination-passing ABI: memref results become out-params";
  let description = [{
    Runs right after bufferization: every `memref` result of every defined
    `func.func`, public ones included, becomes a trailing argument that the
    caller allocates, and call sites in the module are updated (upstream's
    `promoteBufferResultsToOutParams`). A result that the function
    allocates itself with `memref.alloc` is hoisted: the function writes
    straight into the caller's buffer, with no allocation and no copy;
    other results (an argument, a global) are copied into it.

    The caller can only allocate what the signature tells it, so every
    result must have a static shape: a dynamic one is an error that names
    the function and the result. The out buffers must not overlap the
    inputs.

    Example: `func.func @f(%x: memref<4x8xf32>) -> memref<4x8xf32>` becomes
    `func.func @f(%x: memref<4x8xf32>, %out: memref<4x8xf32>)`; with
    `llvm.emit_c_interface` the C wrapper is
    `void _mlir_ciface_f(MemRef2DFloat *x, MemRef2DFloat *out)`.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def LowerAssertsToStderr : Pass<"revseq-lower-asserts", "::mlir::ModuleOp"> {
  let summary = "Lower cf.assert to an unbuffered message on stderr and abort()";
  let description = [{
    Upstream's `cf.assert` lowering prints its message with `puts`, i.e. into
    the buffered stdout, and then calls `abort()`, which does not flush it:
    when stdout is a pipe the message is lost. This pass rewrites every
    `cf.assert` that sits directly in a CFG region into a conditional branch
    to a block that writes the message to file descriptor 2 with `write` and
    calls `abort()`. Run it after `convert-scf-to-cf` and before the final
    conversion to LLVM. Asserts nested in single-block regions are left to
    the upstream lowering.
  }];
  let dependentDialects = [
    "::mlir::cf::ControlFlowDialect",
    "::mlir::LLVM::LLVMDialect",
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
    Each revseq op whose element type is an integer of 1, 8, 16, 32 or 64
    bits, `index`, f16, bf16, f32 or f64 and whose rank is at least 1
    becomes: the op's run-time checks (as in `convert-revseq-to-linalg`) and
    the `reverse_dynamic` flags on the host, `gpu.alloc` + `gpu.memcpy` of
    the flattened operands to the device, one 1-D `gpu.launch` of
    `min(ceil(n / block-size), max-blocks)` blocks whose threads walk the
    flattened output with a grid-stride loop (thread `k` writes elements
    `k`, `k + grid`, ...: coalesced), a `gpu.memcpy` of the result into a
    `memref.alloc` and `gpu.dealloc` of the device buffers (marked
    `bufferization.manual_deallocation`). Index math is `index`, so element
    counts above 2^31 work; with `narrow-index` (the default) each kernel
    also exists with i32 index math (32-bit division is several times
    cheaper on GPUs), chosen on the host when the element count plus the
    grid stride is below 2^31. Where whole rows move (`reverse`,
    `reverse_dynamic`, and `reverse_sequence` with neither axis innermost)
    a second kernel moves
    `vector-bytes` per aligned `vector.load` / `vector.store`, launched
    when the innermost size is a multiple of the lane count. Other ops are
    left for `convert-revseq-to-linalg`. See docs/GPU.md.
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
    Option<"runtimeChecks", "runtime-checks", "bool", /*default=*/"false",
           "Stop with a message on out-of-range lengths, axes and masks">,
    Option<"blockSize", "block-size", "int64_t", /*default=*/"256",
           "Threads per block">,
    Option<"maxBlocks", "max-blocks", "int64_t", /*default=*/"65535",
           "Most blocks per launch (threads loop over the rest)">,
    Option<"vectorBytes", "vector-bytes", "int64_t", /*default=*/"16",
           "Bytes per vector access where rows allow (0: scalar only)">,
    Option<"narrowIndex", "narrow-index", "bool", /*default=*/"true",
           "Also emit each kernel with 32-bit index math, launched when the "
           "element count plus the grid stride is below 2^31">,
  ];
}

def GPUHostEmulation : Pass<"revseq-gpu-host-emulation"> {
  let summary = "Run gpu.launch bodies on the host as loops over the grid";
  let description = [{
    Rewrites every `gpu.launch` into `scf.for` loops over the block ids and
    thread ids (z, y, x, outermost first) around the body, with
    `gpu.block_id`, `gpu.thread_id`, `gpu.grid_dim` and `gpu.block_dim`
    replaced by the loop variables and the launch sizes, and turns
    `gpu.alloc` / `gpu.memcpy` / `gpu.dealloc` into `memref.alloc` /
    `memref.copy` / `memref.dealloc`. Exact for kernels without shared
    memory, barriers or other communication between threads (every revseq
    kernel): each thread's work is then independent of the order in which
    threads run. Async GPU ops and launches with workgroup memory are
    rejected. With `defer-deallocation` the `gpu.dealloc`s are dropped
    instead and the host buffers left to bufferization's deallocation
    passes (which reject `memref.dealloc`s already in the IR), for use
    before `buffer-deallocation-pipeline`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"deferDeallocation", "defer-deallocation", "bool",
           /*default=*/"false",
           "Drop gpu.dealloc; buffer-deallocation-pipeline frees the buffers">,
  ];
}

#endif // REVSEQ_CONVERSION_PASSES_TD
