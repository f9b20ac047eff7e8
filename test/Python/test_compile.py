"""revseq.compile, run_pipeline and parse; results that own their memory;
calls from several Python threads."""

import ctypes
import threading

import numpy as np
import pytest

import reference as ref
import revseq
from revseq import _capi

MODULE = """
func.func @chain(%x: tensor<?x?xf32>, %l: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = revseq.reverse_sequence %x, %l batch_axis = 1, seq_axis = 0
      : tensor<?x?xf32>, tensor<?xi64>
  %1 = arith.addf %0, %0 : tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
func.func @two(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = revseq.reverse %x axes = [0] : tensor<4xi32>
  return %0, %x : tensor<4xi32>, tensor<4xi32>
}
func.func @scalar(%x: tensor<?xf64>, %k: i64) -> i64 {
  return %k : i64
}
func.func @constant() -> tensor<3xi16> {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi16>
  return %c : tensor<3xi16>
}
"""


@pytest.fixture(scope="module")
def module():
    return revseq.compile(MODULE, runtime_checks=True, num_threads=2)


def test_functions(module):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((5, 6)).astype(np.float32)
    lengths = rng.integers(0, 6, 6)
    np.testing.assert_array_equal(module.chain(x, lengths),
                                  2 * ref.reverse_sequence(x, lengths, 1, 0))
    a, b = module["two"](np.arange(4, dtype=np.int32))
    np.testing.assert_array_equal(a, [3, 2, 1, 0])
    np.testing.assert_array_equal(b, [0, 1, 2, 3])
    assert module.scalar(np.zeros(2), 7) == 7
    c1, c2 = module.constant(), module.constant()
    c1[0] = 9
    np.testing.assert_array_equal(c2, [1, 2, 3])
    # A non-contiguous argument is passed as a contiguous copy.
    np.testing.assert_array_equal(module.chain(x.T, lengths[:5]),
                                  2 * ref.reverse_sequence(x.T, lengths[:5],
                                                           1, 0))
    assert set(module.functions) == {"chain", "two", "scalar", "constant"}


def test_errors(module):
    with pytest.raises(revseq.Error, match=r"lengths\[1\] = 40 is outside"):
        module.chain(np.zeros((3, 2), np.float32), np.array([1, 40]))
    with pytest.raises(revseq.Error, match="has dtype float64"):
        module.chain(np.zeros((3, 2)), np.array([1, 1]))
    with pytest.raises(revseq.Error, match="takes 2 arguments"):
        module.chain(np.zeros((3, 2), np.float32))
    with pytest.raises(revseq.Error, match="shape"):
        module.two(np.arange(5, dtype=np.int32))
    with pytest.raises(revseq.Error, match="no function @missing"):
        module.missing
    with pytest.raises(revseq.Error, match=r"reverse_c3"):
        revseq.compile("func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                       "  %0 = revseq.reverse %x axes = [4] : tensor<2xf32>\n"
                       "  return %0 : tensor<2xf32>\n}\n")


def test_compile_a_file(tmp_path):
    path = tmp_path / "k.mlir"
    path.write_text("func.func @f(%x: tensor<?xi8>) -> tensor<?xi8> {\n"
                    "  %0 = revseq.reverse %x axes = [0] : tensor<?xi8>\n"
                    "  return %0 : tensor<?xi8>\n}\n")
    m = revseq.compile(path, vectorize=False)
    np.testing.assert_array_equal(m.f(np.arange(5, dtype=np.int8)),
                                  [4, 3, 2, 1, 0])
    m2 = revseq.compile(str(path))
    np.testing.assert_array_equal(m2.f(np.arange(3, dtype=np.int8)), [2, 1, 0])


def resident_bytes():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096


def test_results_own_their_memory(module):
    x = np.ones((512, 512), np.float32)  # 1 MiB results
    lengths = np.full(512, 3)
    for _ in range(20):
        module.chain(x, lengths)
    before = resident_bytes()
    for _ in range(300):
        r = module.chain(x, lengths)
        assert r.base is not None and not r.flags.owndata
    kept = [module.chain(x, lengths) for _ in range(3)]
    del r, kept
    grown = resident_bytes() - before
    # 300 leaked results would be 300 MiB.
    assert grown < 32 << 20, grown


def test_freed_when_last_view_dies(module, monkeypatch):
    freed = []
    real_free = _capi.libc.free

    def free(address):
        freed.append(address)
        real_free(address)
    monkeypatch.setattr(_capi.libc, "free", free)
    r = module.chain(np.ones((4, 4), np.float32), np.ones(4, np.int64))
    view = r[1:]
    del r
    assert not freed
    del view
    assert len(freed) == 1
    a, b = module.two(np.arange(4, dtype=np.int32))
    del a, b
    assert len(freed) == 3


def test_run_pipeline_and_parse():
    text = ("func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {\n"
            "  %0 = revseq.reverse %x axes = [0] : tensor<?xf32>\n"
            "  %1 = revseq.reverse %0 axes = [0] : tensor<?xf32>\n"
            "  return %1 : tensor<?xf32>\n}\n")
    assert "revseq.reverse %arg0 axes = [0]" in revseq.parse(text)
    assert "revseq." not in revseq.run_pipeline(text, "canonicalize")
    lowered = revseq.run_pipeline(
        text, "revseq-cpu-pipeline{emit-c-interface=true num-threads=2}")
    assert "llvm.func @_mlir_ciface_f" in lowered and "revseq." not in lowered
    with pytest.raises(revseq.Error, match="reverse_c3"):
        revseq.parse(text.replace("axes = [0]", "axes = [1]", 1))
    with pytest.raises(revseq.Error, match="'no-such-pass' does not refer"):
        revseq.run_pipeline(text, "no-such-pass")


def test_threads_share_kernels():
    """Eight Python threads, each compiling (the same and different keys)
    and calling kernels at once; the cache compiles each key once."""
    rng = np.random.default_rng(7)
    errors = []
    dtypes = [np.int8, np.float32]

    def work(seed):
        try:
            for i in range(20):
                dtype = dtypes[(seed + i) % 2]
                x = ref.random_array(rng, (33, 17 + seed), dtype)
                lengths = np.arange(17 + seed) % 40
                got = revseq.reverse_sequence(x, lengths, 1, 0, num_threads=2)
                np.testing.assert_array_equal(
                    got, ref.reverse_sequence(x, lengths, 1, 0))
        except Exception as e:  # reported by the main thread
            errors.append(e)
    threads = [threading.Thread(target=work, args=(s,)) for s in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors


def test_gil_released_during_calls():
    """A kernel asks CPython whether its thread holds the GIL: JIT code
    resolves PyGILState_Check in the interpreter, and ctypes.CDLL calls
    release the GIL around the kernel."""
    module = revseq.compile("""
      llvm.func @PyGILState_Check() -> i32
      func.func @gil_held() -> i32 {
        %held = llvm.call @PyGILState_Check() : () -> i32
        return %held : i32
      }""")
    assert module.gil_held() == 0
    assert ctypes.pythonapi.PyGILState_Check() == 1
