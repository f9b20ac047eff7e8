// The in-place swap kernels move 16-bit floats as bits: a bf16 or f16 value
// that a kernel passed through a register as a float could be changed by a
// target that promotes it (on x86, bf16 subnormals flush to zero and
// signalling NaNs quieten). Each function reverses, in place, rows holding
// subnormals, signalling NaNs and negative zero, and prints the bits: two
// through the scalar swap kernel (some points do not swap), two through
// the 16-byte one (rows swapped whole, and a row mirrored in groups whose
// lanes are reversed).
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="fuse=false in-place=true" \
// RUN: | mlir-runner -e main -entry-point-result=void \
// RUN:     -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils \
// RUN: | FileCheck %s
// The four ops write their input's buffer:
// RUN: revseq-opt %s --revseq-gpu-emulation-pipeline="fuse=false in-place=true" \
// RUN:     -mlir-print-ir-after=one-shot-bufferize -o /dev/null 2>&1 \
// RUN: | grep -cE '_into %arg0(, %arg1)? into %arg0 ' | FileCheck %s --check-prefix=IN-PLACE
// IN-PLACE: {{^}}4{{$}}

func.func private @printMemrefI32(tensor<*xi32>)

func.func @bf16(%x: tensor<2x5xbf16>, %l: tensor<2xi32>) -> tensor<2x5xbf16> {
  %r = revseq.reverse_sequence %x, %l batch_axis = 0, seq_axis = 1
      : tensor<2x5xbf16>, tensor<2xi32>
  return %r : tensor<2x5xbf16>
}

func.func @f16(%x: tensor<5x2xf16>, %l: tensor<1x2xi32>) -> tensor<5x2xf16> {
  %r = revseq.reverse_subsequences %x, %l axis = 0
      : tensor<5x2xf16>, tensor<1x2xi32>
  return %r : tensor<5x2xf16>
}

// Rows of 8 bf16 move whole: the 16-byte swap kernel (8 lanes of i16).
func.func @rows(%x: tensor<3x8xbf16>) -> tensor<3x8xbf16> {
  %r = revseq.reverse %x axes = [0] : tensor<3x8xbf16>
  return %r : tensor<3x8xbf16>
}

// A row of 16 bf16 mirrored: two groups of 8 lanes swap, lanes reversed.
func.func @mirrored(%x: tensor<1x16xbf16>) -> tensor<1x16xbf16> {
  %r = revseq.reverse %x axes = [1] : tensor<1x16xbf16>
  return %r : tensor<1x16xbf16>
}

func.func @print(%bits: tensor<?x?xi16>) {
  %wide = arith.extui %bits : tensor<?x?xi16> to tensor<?x?xi32>
  %u = tensor.cast %wide : tensor<?x?xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %b = arith.constant dense<[[0x0001, 0x7F81, 0x8000, 0x0080, 0x3F80],
                             [0xFF81, 0x8001, 0x007F, 0x4000, 0x0002]]> : tensor<2x5xbf16>
  %bl = arith.constant dense<[4, 5]> : tensor<2xi32>
  %bw = bufferization.alloc_tensor() copy(%b) : tensor<2x5xbf16>
  %br = func.call @bf16(%bw, %bl) : (tensor<2x5xbf16>, tensor<2xi32>) -> tensor<2x5xbf16>
  %bi = arith.bitcast %br : tensor<2x5xbf16> to tensor<2x5xi16>
  %bd = tensor.cast %bi : tensor<2x5xi16> to tensor<?x?xi16>
  func.call @print(%bd) : (tensor<?x?xi16>) -> ()
  // CHECK:      [128, 32768, 32641, 1, 16256]
  // CHECK-NEXT: [2, 16384, 127, 32769, 65409]

  %h = arith.constant dense<[[0x0001, 0x7C01], [0x8000, 0x03FF],
                             [0x7D00, 0x8001], [0x3C00, 0xFC01],
                             [0x0002, 0x0003]]> : tensor<5x2xf16>
  %hl = arith.constant dense<[[4, 5]]> : tensor<1x2xi32>
  %hw = bufferization.alloc_tensor() copy(%h) : tensor<5x2xf16>
  %hr = func.call @f16(%hw, %hl) : (tensor<5x2xf16>, tensor<1x2xi32>) -> tensor<5x2xf16>
  %hi = arith.bitcast %hr : tensor<5x2xf16> to tensor<5x2xi16>
  %hd = tensor.cast %hi : tensor<5x2xi16> to tensor<?x?xi16>
  func.call @print(%hd) : (tensor<?x?xi16>) -> ()
  // CHECK:      [15360, 3]
  // CHECK-NEXT: [32000, 64513]
  // CHECK-NEXT: [32768, 32769]
  // CHECK-NEXT: [1, 1023]
  // CHECK-NEXT: [2, 31745]

  %v = arith.constant dense<[[1, 2, 3, 4, 5, 6, 7, 8],
                             [0x0001, 0x7F81, 0x8000, 0x8001, 0xFF81, 0x007F, 0x0080, 0x3F80],
                             [9, 10, 11, 12, 13, 14, 15, 16]]> : tensor<3x8xi16>
  %vb = arith.bitcast %v : tensor<3x8xi16> to tensor<3x8xbf16>
  %vw = bufferization.alloc_tensor() copy(%vb) : tensor<3x8xbf16>
  %vr = func.call @rows(%vw) : (tensor<3x8xbf16>) -> tensor<3x8xbf16>
  %vi = arith.bitcast %vr : tensor<3x8xbf16> to tensor<3x8xi16>
  %vd = tensor.cast %vi : tensor<3x8xi16> to tensor<?x?xi16>
  func.call @print(%vd) : (tensor<?x?xi16>) -> ()
  // CHECK:      [9, 10, 11, 12, 13, 14, 15, 16]
  // CHECK-NEXT: [1, 32641, 32768, 32769, 65409, 127, 128, 16256]
  // CHECK-NEXT: [1, 2, 3, 4, 5, 6, 7, 8]

  %m = arith.constant dense<[[0x0001, 0x7F81, 0x8000, 0x8001, 0xFF81, 0x007F, 0x0080, 0x3F80,
                              1, 2, 3, 4, 5, 6, 7, 8]]> : tensor<1x16xi16>
  %mb = arith.bitcast %m : tensor<1x16xi16> to tensor<1x16xbf16>
  %mw = bufferization.alloc_tensor() copy(%mb) : tensor<1x16xbf16>
  %mr = func.call @mirrored(%mw) : (tensor<1x16xbf16>) -> tensor<1x16xbf16>
  %mi = arith.bitcast %mr : tensor<1x16xbf16> to tensor<1x16xi16>
  %md = tensor.cast %mi : tensor<1x16xi16> to tensor<?x?xi16>
  func.call @print(%md) : (tensor<?x?xi16>) -> ()
  // CHECK: [8, 7, 6, 5, 4, 3, 2, 1, 16256, 128, 127, 65409, 32769, 32768, 32641, 1]
  return
}
