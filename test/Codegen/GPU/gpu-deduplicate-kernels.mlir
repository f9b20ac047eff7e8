// RUN: revseq-opt %s --split-input-file --allow-unregistered-dialect --revseq-gpu-deduplicate-kernels | FileCheck %s

// @k1 is @k0 under another name (locations differ): its launch goes to @k0
// and it is erased. @k2 differs in a constant, @k3 in an argument type, @k4
// in its block size, @k5 is not a kernel: all four stay. @k6 is @k2 again.
// CHECK-LABEL: func.func @host(
// CHECK: gpu.launch_func @kernels::@k0 blocks
// CHECK: gpu.launch_func @kernels::@k0 blocks
// CHECK: gpu.launch_func @kernels::@k2 blocks
// CHECK: gpu.launch_func @kernels::@k3 blocks
// CHECK: gpu.launch_func @kernels::@k4 blocks
// CHECK: gpu.launch_func @kernels::@k2 blocks
// CHECK: gpu.module @kernels {
// CHECK-NEXT: gpu.func @k0(
// CHECK-NOT: gpu.func @k1(
// CHECK: gpu.func @k2(
// CHECK: gpu.func @k3(
// CHECK: gpu.func @k4(
// CHECK: gpu.func @k5(
// CHECK-NOT: gpu.func @k6(
module attributes {gpu.container_module} {
  func.func @host(%m: memref<4xf32>, %n: memref<4xf64>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k3 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : memref<4xf64>)
    gpu.launch_func @kernels::@k4 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k6 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @k0(%m: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %v = memref.load %m[%c0] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c0] : memref<4xf32>
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index loc("elsewhere")
      %v = memref.load %m[%c0] : memref<4xf32> loc("elsewhere")
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c0] : memref<4xf32>
      gpu.return
    }
    gpu.func @k2(%m: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c1 = arith.constant 1 : index
      %v = memref.load %m[%c1] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c1] : memref<4xf32>
      gpu.return
    }
    gpu.func @k3(%m: memref<4xf64>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %v = memref.load %m[%c0] : memref<4xf64>
      %w = arith.addf %v, %v : f64
      memref.store %w, %m[%c0] : memref<4xf64>
      gpu.return
    }
    gpu.func @k4(%m: memref<4xf32>) kernel attributes {known_block_size = array<i32: 2, 1, 1>} {
      %c0 = arith.constant 0 : index
      %v = memref.load %m[%c0] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c0] : memref<4xf32>
      gpu.return
    }
    gpu.func @k5(%m: memref<4xf32>) {
      %c0 = arith.constant 0 : index
      %v = memref.load %m[%c0] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c0] : memref<4xf32>
      gpu.return
    }
    gpu.func @k6(%m: memref<4xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c1 = arith.constant 1 : index
      %v = memref.load %m[%c1] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%c1] : memref<4xf32>
      gpu.return
    }
  }
}

// -----

// Identical kernels of two gpu.modules stay: each module is one object.
// CHECK-LABEL: func.func @two_modules(
// CHECK: gpu.launch_func @a::@k
// CHECK: gpu.launch_func @b::@k
// CHECK: gpu.module @a
// CHECK: gpu.module @b
// CHECK-NEXT: gpu.func @k(
module attributes {gpu.container_module} {
  func.func @two_modules(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @a::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @b::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @a {
    gpu.func @k(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @k(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A kernel that an op other than a launch refers to keeps its name, and so
// does the kernel identical to it (neither is a duplicate the other
// replaces); a later copy of the pinned kernel's twin still goes.
// CHECK-LABEL: func.func @pinned(
// CHECK-SAME: revseq.kernel = @kernels::@k1
// CHECK: gpu.launch_func @kernels::@k0
// CHECK: gpu.launch_func @kernels::@k1
// CHECK: gpu.launch_func @kernels::@k0
// CHECK: gpu.func @k0(
// CHECK: gpu.func @k1(
// CHECK-NOT: gpu.func @k2(
module attributes {gpu.container_module} {
  func.func @pinned(%m: memref<4xf32>) attributes {revseq.kernel = @kernels::@k1} {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k2 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @k0(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @k2(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A launch in a nested module names that module's gpu.module: the outer
// pass leaves it alone.
// CHECK-LABEL: module @inner
// CHECK: gpu.launch_func @kernels::@k1
// CHECK: gpu.func @k0(
// CHECK: gpu.func @k1(
module attributes {gpu.container_module} {
  module @inner attributes {gpu.container_module} {
    func.func @f(%m: memref<4xf32>) {
      %c1 = arith.constant 1 : index
      gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
      return
    }
    gpu.module @kernels {
      gpu.func @k0(%m: memref<4xf32>) kernel {
        gpu.return
      }
      gpu.func @k1(%m: memref<4xf32>) kernel {
        gpu.return
      }
    }
  }
}

// -----

// An unregistered op may refer to any kernel: nothing is merged.
// CHECK-LABEL: func.func @unknown(
// CHECK: gpu.launch_func @kernels::@k0
// CHECK: gpu.launch_func @kernels::@k1
// CHECK: gpu.func @k0(
// CHECK: gpu.func @k1(
module attributes {gpu.container_module} {
  func.func @unknown(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    "test.op"() ({
      "test.inner"() : () -> ()
    }) : () -> ()
    return
  }
  gpu.module @kernels {
    gpu.func @k0(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A launch from within the module (dynamic parallelism) refers to its
// kernel by a name the pass does not rewrite: that kernel stays.
// CHECK-LABEL: func.func @device_launch(
// CHECK: gpu.launch_func @kernels::@k0
// CHECK: gpu.func @k0(
// CHECK: gpu.func @k1(
// CHECK: gpu.launch_func @kernels::@k1
module attributes {gpu.container_module} {
  func.func @device_launch(%m: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @k0(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @parent(%m: memref<4xf32>) {
      %c1 = arith.constant 1 : index
      gpu.launch_func @kernels::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
      gpu.return
    }
  }
}

// -----

// Each gpu.module merges its own duplicates (the same names in both).
// CHECK-LABEL: func.func @per_module(
// CHECK: gpu.launch_func @a::@k0
// CHECK: gpu.launch_func @a::@k0
// CHECK: gpu.launch_func @b::@k0
// CHECK: gpu.launch_func @b::@k0
// CHECK: gpu.module @a {
// CHECK-NEXT: gpu.func @k0(
// CHECK-NOT: gpu.func @k1(
// CHECK: gpu.module @b {
// CHECK-NEXT: gpu.func @k0(
// CHECK-NOT: gpu.func @k1(
module attributes {gpu.container_module} {
  func.func @per_module(%m: memref<4xf32>, %n: memref<4xf64>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @a::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @a::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<4xf32>)
    gpu.launch_func @b::@k0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : memref<4xf64>)
    gpu.launch_func @b::@k1 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%n : memref<4xf64>)
    return
  }
  gpu.module @a {
    gpu.func @k0(%m: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @k0(%m: memref<4xf64>) kernel {
      gpu.return
    }
    gpu.func @k1(%m: memref<4xf64>) kernel {
      gpu.return
    }
  }
}
