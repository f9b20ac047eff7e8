//===- Passes.td - passes the pipelines run on upstream IR -*- tablegen -*-===//
//
// Passes on upstream dialects that revseq's pipelines run between the
// conversions (MLIRRevseqPipelinePasses). The dialect's own passes are in
// revseq/Dialect/Revseq/Transforms/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TRANSFORMS_PASSES_TD
#define REVSEQ_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"

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

def ConvertElementwiseToLinalgWithoutFolding
    : Pass<"revseq-convert-elementwise-to-linalg"> {
  let summary = "Upstream's convert-elementwise-to-linalg, without folding";
  let description = [{
    The patterns of upstream's `convert-elementwise-to-linalg`
    (`linalg::populateElementwiseToLinalgConversionPatterns`): every op with
    the elementwise-mappable traits on ranked tensors becomes a
    `linalg.generic`. Upstream's pass runs them in a dialect conversion that
    folds each op first, and in LLVM 22.1.8 some arith folders fold an op on
    a tensor of dynamic shape into a constant of that shape
    (`arith.xori %x, %x : tensor<?xi64>` becomes `arith.constant dense<0> :
    tensor<?xi64>`), an attribute that no later pass can give a buffer
    (`memref.global` needs a static shape): a valid program failed to
    compile. This pass never folds. The pipelines run it in place of
    upstream's.

    Example: `%z = arith.xori %x, %x : tensor<?xi64>` becomes a
    `linalg.generic` over `%x` whose body is `arith.xori %in, %in : i64`.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def CopyRepeatedResults : Pass<"revseq-copy-repeated-results"> {
  let summary = "Copy a tensor returned or yielded by a loop at two positions";
  let description = [{
    One-shot bufferization (LLVM 22.1.8) takes the results of a call and of
    an `scf.for` / `scf.while` for distinct buffers; a function that
    returns one tensor twice, or a loop that yields one new tensor at two
    positions (the tensor itself or a view of it: a `tensor.cast`, slice or
    reshape), gives both results the same buffer, and an op that writes
    one of them in place (a destination-passing op, an in-place revseq
    op) silently overwrote the other. Runs before bufferization: the
    second and later positions of a repeated tensor in a `func.return`, or
    in the `scf.yield` / `scf.condition` of a loop, become copies
    (`bufferization.alloc_tensor() copy(...)`). Other terminators
    (`scf.if`) are bufferized correctly and left as they are. Tensors that
    are views of one tensor are taken for one buffer, even where the views
    do not overlap.

    Example: `return %m, %m` becomes
    `%c = bufferization.alloc_tensor() copy(%m)` and `return %m, %c`.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def SeparateEmptyLoopInits : Pass<"revseq-separate-empty-loop-inits"> {
  let summary = "Give a loop whose init is a shared tensor.empty its own";
  let description = [{
    One-shot bufferization (LLVM 22.1.8) takes a write into a
    `tensor.empty` for one that nothing can read: when the empty is also
    the init of an `scf.for` (directly or through a `tensor.cast`), the
    loop carries the empty's buffer, and a write through another use of the
    empty inside the loop (a fill of a slice of it, which upstream's
    tile-and-fuse makes when it fuses a producer whose init was that empty)
    lands in the buffer that the loop's earlier iterations wrote: a silent
    wrong answer. Runs before bufferization: every loop init (`scf.for`,
    `scf.while`, `scf.forall`) that is a `tensor.empty`, or a chain of
    `tensor.cast` ops from one, where a value of the chain has another use,
    becomes a copy of that chain of its own, built before the loop. An
    empty has no contents, so the copy means the same; the loop then gets a
    buffer nothing else writes (one allocation more, which a correct
    bufferization needs anyway). An init defined by any other op is
    bufferized correctly and left as it is.

    Example: `%e = tensor.empty()` used by `scf.for ... iter_args(%a = %e)`
    and by a `tensor.extract_slice %e` inside the loop: the loop's init
    becomes `%e2 = tensor.empty()`, created before the loop.
  }];
}

def ConstantsToGlobals
    : Pass<"revseq-constants-to-globals", "::mlir::ModuleOp"> {
  let summary = "Give tensor constants their memref.global in module order";
  let description = [{
    Runs right before one-shot bufferization: every `arith.constant` of a
    ranked tensor type becomes a read of the `memref.global` that
    bufferization would create for it (`memref.get_global`, then a
    read-only `bufferization.to_tensor ... restrict`), in the order the
    constants appear in the module.

    One-shot module bufferization visits functions in an order that
    depends on their addresses in memory, and names the globals it creates
    in that order (`@__constant_2xi64`, `@__constant_2xi64_0`, ...): the
    same module printed different IR from run to run. After this pass the
    names follow the module. Bufferization sees the same read-only buffers
    it would have made (same alignment, same sharing of equal constants),
    so a write into a constant is still a copy.

    Example: `%c = arith.constant dense<[1, 2]> : tensor<2xi64>` becomes

    ```mlir
    %0 = memref.get_global @__constant_2xi64 : memref<2xi64>
    %c = bufferization.to_tensor %0 restrict : memref<2xi64> to tensor<2xi64>
    ```
  }];
  let options = [
    Option<"alignment", "alignment", "uint64_t", /*default=*/"64",
           "Alignment of the globals (one-shot bufferization's default)">,
  ];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def ExpandShapesAsReinterpretCasts
    : Pass<"revseq-expand-shapes-as-reinterpret-casts"> {
  let summary = "Rewrite memref.expand_shape ops with several dynamic sizes "
                "in one reassociation group as memref.reinterpret_cast";
  let description = [{
    LLVM 22's `expand-strided-metadata` crashes on a `memref.expand_shape`
    with more than one dynamic size in one reassociation group (it assumes
    at most one and reads a missing size: llvm/llvm-project#186830, fixed
    after LLVM 22). Such an op comes from valid input, for example a
    `tensor.expand_shape` of a `[T * B]` tensor into `[T, B]` with both
    sizes dynamic. This pass, which the named pipelines run before
    `expand-strided-metadata`, rewrites exactly those ops as the
    `memref.reinterpret_cast` of the source's base buffer that the fixed
    upstream pass produces: the sizes are the op's `output_shape`; within a
    group, the innermost dim takes the source dim's stride and each dim
    outward that stride times the sizes inside it; the offset is the
    source's. Other `expand_shape` ops are left to `expand-strided-metadata`.

    Example:

    ```mlir
    func.func @f(%m: memref<?xf32>, %t: index, %b: index) -> memref<?x?xf32> {
      %e = memref.expand_shape %m [[0, 1]] output_shape [%t, %b]
          : memref<?xf32> into memref<?x?xf32>
      return %e : memref<?x?xf32>
    }
    ```

    becomes

    ```mlir
    func.func @f(%m: memref<?xf32>, %t: index, %b: index) -> memref<?x?xf32> {
      %base, %offset, %size, %stride = memref.extract_strided_metadata %m
          : memref<?xf32> -> memref<f32>, index, index, index
      %e = memref.reinterpret_cast %base to offset: [0], sizes: [%t, %b],
          strides: [%b, 1] : memref<f32> to memref<?x?xf32>
      return %e : memref<?x?xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def ReadArgumentsThroughBuffers
    : Pass<"revseq-read-arguments-through-buffers", "::mlir::func::FuncOp"> {
  let summary = "Read tensor arguments that are only read element by element "
                "through one read-only buffer";
  let description = [{
    Runs before bufferization: a tensor argument of the function whose every
    use is a `tensor.extract` or a `tensor.dim` (and at least one extract)
    is read through one `bufferization.to_buffer ... read_only` at the
    function's entry, its extracts becoming `memref.load`s and its dims
    `memref.dim`s of that buffer.

    The revseq lowerings and fusion read a lengths or axes argument once per
    op (the fused loop of a chain of N ops extracts the same lengths N/4
    times, and each `reverse_dynamic` computes its flags from its own
    extracts), and one-shot bufferization's analysis visits every use of a
    value for each of its uses: quadratic in the length of the chain. After
    this pass the argument has one use, and the bufferized IR is the same
    (the `to_buffer` folds into the memref argument). The buffer has an
    identity layout: function boundaries must bufferize to identity
    layouts (`function-boundary-type-conversion=identity-layout-map`), as
    the named pipelines do.

    Example:

    ```mlir
    func.func @f(%l: tensor<4xi64>, %i: index) -> i64 {
      %0 = tensor.extract %l[%i] : tensor<4xi64>
      return %0 : i64
    }
    ```

    becomes

    ```mlir
    func.func @f(%l: tensor<4xi64>, %i: index) -> i64 {
      %b = bufferization.to_buffer %l read_only : tensor<4xi64> to memref<4xi64>
      %0 = memref.load %b[%i] : memref<4xi64>
      return %0 : i64
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::memref::MemRefDialect"
  ];
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

def CheckAllocations
    : Pass<"revseq-check-allocations", "::mlir::func::FuncOp"> {
  let summary = "Stop with a message where an allocation fails";
  let description = [{
    `memref.alloc` lowers to `malloc` (over-allocated and aligned by hand
    when it has an `alignment`) and `gpu.alloc` to `mgpuMemAlloc`, and
    nothing checks what they return: a buffer that the machine cannot hold
    is a NULL pointer that the code after it writes through. This pass
    gives every `memref.alloc` and `gpu.alloc` (synchronous or not: the
    runtime returns the pointer at once) of the function whose memref has
    the default memory space two `revseq.check`s:

    * before it, where a size is dynamic: the byte count (the product of
      the sizes, read as unsigned, times the element's size in the data
      layout) fits in a signed index, unless a size is 0. The lowering
      multiplies without a check, and a product that wraps would allocate
      a buffer too small for its elements;
    * after it: the buffer's aligned pointer
      (`memref.extract_aligned_pointer_as_index`) is not 0, unless it has
      no bytes. A NULL base pointer aligns to 0 (`(p + a - 1) - (p + a -
      1) mod a`), and any other to an address at or above it.

    A failed check stops the program as the other run-time checks do
    (`revseq-lower-asserts`), naming the byte count, `on the device` for a
    `gpu.alloc`, and what the buffer holds: `the result of <op>` for the
    last op in the allocation's block that writes it or a view of it (a
    destination-passing op whose init it is, the target of a copy, a call
    that takes it; a revseq op by its value form's name), `a buffer
    written by <op>` where only ops nested in loops write it, else `a
    buffer`. A static size whose byte count overflows gets a check that
    always fails. Allocations without bytes (a static 0 among the sizes),
    in other memory spaces, inside a `gpu.launch`, of an element type
    without a size in the data layout, and `memref.alloca`s (the stack)
    are left alone.

    Checked allocations get the unit attribute `revseq.allocation_checked`,
    so running the pass again checks only the allocations made since.
    With `runtime-checks`, `revseq-cpu-pipeline` runs it after
    bufferization, where the ops that write the results are still revseq
    and linalg ops, and again after the kernels' lowerings (their scratch
    buffers); `revseq-gpu-emulation-pipeline` once after the host
    emulation, `revseq-gpu-pipeline` once on the host code after
    `gpu-async-region`.

    Example:

    ```mlir
    %a = memref.alloc(%n) {alignment = 64 : i64} : memref<?x4xf32>
    revseq.reverse_into %x into %a axes = [0] : memref<?x4xf32> into memref<?x4xf32>
    ```

    becomes

    ```mlir
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %low, %high = arith.mului_extended %c16, %n : index
    %0 = arith.cmpi eq, %high, %c0 : index
    %1 = arith.cmpi sge, %low, %c0 : index
    %2 = arith.andi %0, %1 : i1
    revseq.check %2, "revseq: cannot allocate {} x 4 elements of 4 bytes for the result of revseq.reverse: the byte count overflows"(%n) : index
    %a = memref.alloc(%n) {alignment = 64 : i64, revseq.allocation_checked} : memref<?x4xf32>
    %p = memref.extract_aligned_pointer_as_index %a : memref<?x4xf32> -> index
    %c0_0 = arith.constant 0 : index
    %3 = arith.cmpi ne, %p, %c0_0 : index
    %4 = arith.cmpi eq, %low, %c0_0 : index
    %5 = arith.ori %3, %4 : i1
    revseq.check %5, "revseq: cannot allocate {} bytes for the result of revseq.reverse"(%low) : index
    revseq.reverse_into %x into %a axes = [0] : memref<?x4xf32> into memref<?x4xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::revseq::RevseqDialect",
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

#endif // REVSEQ_TRANSFORMS_PASSES_TD
