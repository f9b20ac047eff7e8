//===- Passes.td - GPU code generation ---------------------*- tablegen -*-===//
//
// The passes of revseq's GPU code generation (MLIRRevseqCodegenGPU): the
// GPU kernels of the revseq ops, the launch of parallel linalg ops, and the
// passes that place buffers, outline and deduplicate kernels, and prepare
// them for each GPU target.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_CODEGEN_GPU_PASSES_TD
#define REVSEQ_CODEGEN_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

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
    threads run.

    A launch with `gpu.barrier`s or workgroup buffers (`workgroup(...)`
    attributions of static shape) is emulated too, when its body is one
    block and its barriers are at the top level of it: the body is cut at
    the barriers, and for each block of the grid each stretch runs for
    every thread of the block before the next stretch starts, as the
    barriers guarantee on a GPU. Workgroup buffers become `memref.alloca`s
    in the default memory space (one per launch, reused by the blocks,
    which run one after the other); a value that a thread defines before a
    barrier and uses after it is stored in a per-thread `memref.alloca`
    array (integers, index, floats and vectors only). A barrier nested in
    other ops is an error.

    Async GPU ops, shuffles and reductions, private attributions, dynamic
    shared memory and clusters are rejected. With `defer-deallocation` the `gpu.dealloc`s are dropped
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

def AttachSPIRVEntryPointABI
    : Pass<"revseq-attach-spirv-entry-point-abi", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give every kernel of a gpu.module a spirv.entry_point_abi";
  let description = [{
    `convert-gpu-to-spirv` requires a `spirv.entry_point_abi` on every
    kernel. This pass sets one with a workgroup size of `block-size` x 1 x 1
    (the 1-D blocks of the revseq GPU kernels) on each `gpu.func` kernel of
    the `gpu.module` that has none; kernels that have one keep it. A
    `block-size` outside [1, 1024] is an error.
    `revseq-gpu-pipeline` runs it with its own `block-size` for
    `target=spirv`.
  }];
  let dependentDialects = ["::mlir::spirv::SPIRVDialect"];
  let options = [
    Option<"blockSize", "block-size", "int64_t",
           /*default=*/"::mlir::revseq::kDefaultGPUBlockSize",
           "Threads per block: the entry point's workgroup size in x">,
  ];
}

def GPUKernelModule : Pass<"revseq-gpu-kernel-module", "::mlir::ModuleOp"> {
  let summary = "Name one gpu.module for every gpu.launch, so that outlining "
                "puts all kernels in one device object";
  let description = [{
    `gpu-kernel-outlining` outlines each `gpu.launch` into a `gpu.module` of
    its own unless the launch names one (`module(@name)`). One module per
    kernel is one device object per kernel: `gpu-module-to-binary`
    translates, optimises and generates code for each on its own, links
    libdevice into each, and for NVVM's `bin` and `fatbin` formats runs
    `ptxas` (and `fatbinary`) once per kernel. This pass sets `module(@name)`
    on every `gpu.launch` of the module (not of nested modules) that names
    none, so that outlining puts those kernels, named after their functions
    as before, into one `gpu.module`: one object, compiled once, loaded once
    at run time. Where a symbol of the module other than a `gpu.module`
    already has the name, the first free one of `name_0`, `name_1`, ... is
    used; launches that name a module keep it. An empty `name` is an error.
    `revseq-gpu-pipeline` runs it before outlining unless
    `one-kernel-module=false`.
  }];
  let options = [
    Option<"moduleName", "name", "std::string",
           /*default=*/"\"revseq_kernels\"",
           "The gpu.module that the kernels are outlined into">,
  ];
}

def GPUDeduplicateKernels
    : Pass<"revseq-gpu-deduplicate-kernels", "::mlir::ModuleOp"> {
  let summary = "Keep one of each set of identical kernels of a gpu.module";
  let description = [{
    Ops of one kind and element type, or one shape, outline into kernels
    that differ only in their names: a model that reverses every layer's
    sequence the same way outlines the same kernels once per op, and
    `gpu-module-to-binary` translates, optimises and compiles each of them
    (`ptxas` included) again. This pass keeps, in each `gpu.module`, the
    first of every set of `gpu.func` kernels (in the module's order) whose
    attributes other than their names and whose bodies are the same
    (`OperationEquivalence`, locations ignored), points every
    `gpu.launch_func` of the module at the kept kernel, and erases the
    others. Kernels of different `gpu.module`s, functions that are not
    kernels, and any kernel another op than a `gpu.launch_func` of the
    module refers to are left alone. `revseq-gpu-pipeline` runs it after
    outlining unless `deduplicate-kernels=false`.
  }];
}

def GPUWorkgroupBuffersToAllocs
    : Pass<"revseq-gpu-workgroup-buffers-to-allocs", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Turn the workgroup attributions of kernels into allocations "
                "that convert-gpu-to-spirv converts";
  let description = [{
    `convert-gpu-to-spirv` converts no workgroup attribution of a
    `gpu.func` (it fails with `failed to legalize memory space`), but it
    turns a `memref.alloc` of static shape in memory space 3 into a
    `Workgroup` variable of the SPIR-V module. This pass rewrites each
    workgroup attribution of each `gpu.func` of the `gpu.module` into such
    an allocation at the start of the function, and the
    `#gpu.address_space<workgroup>` of every type in the function into
    memory space 3. A workgroup attribution of dynamic shape is an error.
    `revseq-gpu-pipeline` runs it for `target=spirv` (the tile kernel of
    the gather layouts has two workgroup buffers).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GPUDynamicEmptyBuffers
    : Pass<"revseq-gpu-dynamic-empty-buffers", "::mlir::func::FuncOp"> {
  let summary = "Give the empty buffers that gpu.launch bodies load and store "
                "a dynamic shape";
  let description = [{
    `convert-gpu-to-spirv` has no SPIR-V type for a memref with a static
    size of 0 (`memref<0xi1>`: it fails to legalize the kernel), but the
    kernels of revseq-gpu-pipeline can meet one: a static empty tensor, or
    a lengths tensor whose size-0 dim the canonicalizer made static after
    convert-revseq-to-gpu. Such a kernel loops over no element of it. For
    every memref with identity layout and a static size-0 dim that is
    defined above a `gpu.launch` and used in its body only by
    `memref.load` and `memref.store`, this pass casts it to the same memref
    with every dim dynamic before the launch and makes the body use the
    cast. `revseq-gpu-pipeline` runs it for `target=spirv`, before
    outlining.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GPULinearizeDynamicBuffers
    : Pass<"revseq-gpu-linearize-dynamic-buffers", "::mlir::func::FuncOp"> {
  let summary = "Flatten the dynamic buffers that gpu.launch bodies index "
                "dim by dim";
  let description = [{
    `convert-gpu-to-spirv` lowers a `memref.load` or `memref.store` of a
    buffer with more than one dim only where its strides are static: a
    kernel that indexes a buffer of dynamic shape dim by dim fails to
    legalize (the in-place swap kernel of a dynamic `reverse_subsequences`
    reads its lengths so). For every memref with identity layout, more than
    one dim and a dynamic one, that is defined above a `gpu.launch` and used
    in its body only by `memref.load` and `memref.store`, this pass reads
    its sizes (`memref.dim`) and collapses it to one dim before the launch,
    and the loads and stores in the body take the row-major linear index of
    their indices. `revseq-gpu-pipeline` runs it for `target=spirv`, before
    the host's memrefs are lowered to loops and strided metadata.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def SPIRVInitLoopResults
    : Pass<"revseq-spirv-init-loop-results", "::mlir::spirv::ModuleOp"> {
  let summary = "Store the initial values of the loops that "
                "convert-scf-to-spirv made from scf.for results";
  let description = [{
    Upstream `convert-scf-to-spirv` (LLVM 22, run by `convert-gpu-to-spirv`)
    turns the results of an `scf.for` into `Function` variables, declared
    just before the `spirv.mlir.loop`, that only the loop's yield stores: a
    loop that runs no iteration leaves them undefined, where they must be the
    `iter_args`' initial values (llvm/llvm-project#211981, fixed after
    LLVM 22 by #206280 in the same way). The kernels' remainder loops start
    where an unrolled loop stopped, so a kernel read an undefined index and
    wrote wrong elements or out of bounds (found by running the SPIR-V
    kernels on PoCL). For every `spirv.mlir.loop` whose header takes the
    induction variable and N values, preceded by N `Function` variables
    without an initializer whose types are those values', this pass stores
    the values that the loop's entry branch passes (the initial values) into
    the variables before the loop. It adds no control flow (an `scf.if`
    around such loops, tried first, made a CFG around the tile kernel's
    barriers that PoCL 3.1's work-group compiler rejects).
    `revseq-gpu-pipeline` runs it for `target=spirv`.
  }];
}

def GPUDeviceBuffers
    : Pass<"revseq-gpu-device-buffers", "::mlir::func::FuncOp"> {
  let summary = "Keep the buffers of GPU kernels in device memory";
  let description = [{
    Runs after the GPU lowering (`convert-revseq-to-gpu`), whose
    `gpu.launch` kernels address the buffers bufferization chose. Gives
    every buffer that a kernel uses a home in host or device memory and,
    where code of the other side touches it, a mirror in the other memory,
    and copies between the two (`gpu.memcpy` of the whole buffer) only
    where code needs contents that the other side wrote last:

    - an allocation that only kernels touch becomes a `gpu.alloc`, freed
      with `gpu.dealloc` where bufferization freed it: intermediate results
      of a chain of kernels never leave the device;
    - a function argument gets a device mirror, copied in before the first
      kernel that reads it and, if a kernel wrote it, copied back before
      the function returns;
    - a returned allocation that a kernel writes is copied out once, before
      the `func.return`.

    A function chaining N revseq ops therefore copies each argument in once
    and each result out once, whatever N is. With `device-buffers`, the
    memref arguments of public functions and the allocations they return
    are device memory (the caller's `gpu.alloc` / `mgpuMemAlloc` buffers,
    freed with `mgpuMemFree`), also where one function of the module calls
    another public one: kernels use them in place, and only host code that
    reads them (run-time checks of a lengths tensor, the axes of
    `reverse_dynamic`, upstream ops lowered to host loops) gets a host copy.

    At the boundaries of regions (loop bodies, `scf.if` branches) the home
    copy of a buffer is current, so loops need no further analysis; buffers
    carried by loops, returned by calls or read from globals have their
    home made current after every op that uses them. Function arguments
    are assumed not to alias each other, as bufferization assumes at
    function boundaries. Device arguments must be aligned to 16 bytes, as
    every device allocation is. Regions with several blocks are rejected:
    run the pass before `scf-to-cf`.
  }];
  let options = [
    Option<"deviceBuffers", "device-buffers", "bool", /*default=*/"false",
           RevseqOptionText.deviceBuffers>,
  ];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
  ];
}

def RevseqGPUMove16BitFloatsAsIntegers
    : Pass<"revseq-gpu-move-16bit-floats-as-integers"> {
  let summary = "Make gpu.launch bodies move f16 and bf16 values as i16";
  let description = [{
    OpenCL does not allow SPIR-V's `Float16` capability, yet the revseq
    kernels only move values: each buffer of 16-bit floats (f16, bf16) that
    a `gpu.launch` body reads or writes is passed to it as a buffer of `i16`
    (a `builtin.unrealized_conversion_cast` of the memref before the launch,
    which folds away in the LLVM lowering of the host code), and its
    `memref.load`s load `i16`. Run before `gpu-kernel-outlining`;
    `revseq-gpu-pipeline` runs it for `target=spirv`, whose target
    environment then lists no `Float16` capability.

    A launch body that does anything else with a 16-bit float (arithmetic, a
    vector access, a buffer of its own) is an error: its values cannot be
    moved as integers.

    Example:

    ```mlir
    gpu.launch ... {
      %v = memref.load %in[%i] : memref<?xf16>
      memref.store %v, %out[%j] : memref<?xf16>
    }
    // becomes
    %in16 = builtin.unrealized_conversion_cast %in : memref<?xf16> to memref<?xi16>
    %out16 = builtin.unrealized_conversion_cast %out : memref<?xf16> to memref<?xi16>
    gpu.launch ... {
      %v = memref.load %in16[%i] : memref<?xi16>
      memref.store %v, %out16[%j] : memref<?xi16>
    }
    ```
  }];
}

#endif // REVSEQ_CODEGEN_GPU_PASSES_TD
