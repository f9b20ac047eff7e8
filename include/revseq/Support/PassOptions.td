//===- PassOptions.td - help texts that passes share -------*- tablegen -*-===//
//
// An option that several revseq passes take means the same in each, so each
// says it in the same words: the passes' `Option`s take their text from
// here, and the pipelines' C++ options (Pipelines.h, GPUPipeline.h) repeat
// it word for word. test/Tools/option-texts.test checks that every option
// name of `revseq-opt --help` has one text across the revseq passes and
// pipelines, apart from the exceptions it lists with their reasons.
//
//===----------------------------------------------------------------------===//

#ifndef REVSEQ_SUPPORT_PASSOPTIONS_TD
#define REVSEQ_SUPPORT_PASSOPTIONS_TD

def RevseqOptionText {
  string runtimeChecks =
    "Stop with a message on out-of-range lengths, axes and masks instead of "
    "clamping or ignoring them";
  string vectorBits =
    "Vector register width in bits (0: the host CPU's: 512 with AVX-512, 256 "
    "with AVX, else 128)";
  string nontemporalBytes =
    "Store rows non-temporally (aligned, bypassing the caches) when an op's "
    "output has at least this many bytes; 0: never";
  string fuseGathers =
    "Also fuse the gather layouts (reverse_sequence with the batch axis "
    "innermost, reverse_subsequences of an outer axis), whose fused points "
    "each read a row of their own";
  string blockSize = "Threads per block (1-D blocks)";
  string maxBlocks =
    "Most blocks per launch; the grid-stride loop covers the remaining "
    "elements";
  string narrowIndex =
    "Also emit each kernel with 32-bit index math, used when every index its "
    "grid-stride loop reaches is below 2^31";
  string gatherTileBytes =
    "Workgroup memory per block of the gather layouts' tiles of rows, in [0, "
    "49152]; tiles of whole columns take up to 49152 (0: no tiles, read the "
    "sources straight from global memory)";
  string deviceBuffers =
    "The memref arguments and returned allocations of public functions are "
    "device memory: no copies between host and device except for host code "
    "that reads them";
}

// The `runtime-checks` option of the lowerings, its default read from
// RevseqLoweringOptions.
def RevseqRuntimeChecksOption
    : Option<"runtimeChecks", "runtime-checks", "bool",
             /*default=*/"::mlir::revseq::RevseqLoweringOptions().runtimeChecks",
             RevseqOptionText.runtimeChecks>;

#endif // REVSEQ_SUPPORT_PASSOPTIONS_TD
