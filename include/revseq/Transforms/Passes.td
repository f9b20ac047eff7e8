//===- Passes.td - target-free passes on upstream IR -------*- tablegen -*-===//
//
// Target-free passes on upstream dialects that revseq's pipelines run
// around bufferization (MLIRRevseqTransforms): the function ABI, constants,
// shapes and allocation checks. The dialect's own passes are in
// revseq/Dialect/Revseq/Transforms/Passes.td, code generation for each target
// in revseq/Codegen/{CPU,GPU}/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_TRANSFORMS_PASSES_TD
#define REVSEQ_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"
include "revseq/Support/PassOptions.td"



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





















#endif // REVSEQ_TRANSFORMS_PASSES_TD
