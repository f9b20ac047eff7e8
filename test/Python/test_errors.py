"""Errors become revseq.Error, never a dead process: the verifier's labelled
messages, failed run-time checks (threads included), refused arguments."""

import re

import numpy as np
import pytest

import revseq
from revseq import _kernels

X = np.arange(12, dtype=np.float32).reshape(3, 4)


def test_verifier_labels():
    with pytest.raises(revseq.Error, match=r"^revseq.reverse: the arguments "
                       r"break a rule of the op: .*violates reverse_into_c3: "
                       r"axis 2 is out of range"):
        revseq.reverse(X, [2])
    with pytest.raises(revseq.Error, match=r"reverse_sequence_into_c\d+"):
        revseq.reverse_sequence(X, [1, 2, 3], batch_axis=0, seq_axis=0)
    with pytest.raises(revseq.Error, match=r"reverse_subsequences_into_c5"):
        revseq.reverse_subsequences(X, np.ones(4, np.int64), 0)
    with pytest.raises(revseq.Error, match=r"reverse_dynamic_into_c4"):
        revseq.reverse_dynamic(X, np.array([True]), mode="index")


def test_size_rules_checked_always():
    with pytest.raises(revseq.Error, match=r"\(reverse_sequence_c9\)"):
        revseq.reverse_sequence(X, [1, 2, 3], 1, 0)
    with pytest.raises(revseq.Error, match=r"reverse_subsequences_c8"):
        revseq.reverse_subsequences(X, np.ones((1, 5), np.int64), 0)


@pytest.mark.parametrize("threads", [1, 4])
def test_runtime_checks(threads):
    # 4 MiB: with 4 threads the kernel forks, after its checks.
    x = np.zeros((1024, 1024), np.float32)
    lengths = np.full(1024, 3)
    lengths[700] = 5000
    with pytest.raises(revseq.Error, match=re.escape(
            "lengths[700] = 5000 is outside [0, T] = [0, 1024]")):
        revseq.reverse_sequence(x, lengths, 1, 0, num_threads=threads,
                                runtime_checks=True)
    # Without the option the length is clamped; the process goes on, and
    # the same kernel runs again.
    revseq.reverse_sequence(x, lengths, 1, 0, num_threads=threads)
    lengths[700] = 2
    y = revseq.reverse_sequence(np.arange(1024 * 1024, dtype=np.float32)
                                .reshape(1024, 1024), lengths, 1, 0,
                                num_threads=threads, runtime_checks=True)
    assert y[0, 0] == 2 * 1024 and y[3, 5] == 3 * 1024 + 5
    with pytest.raises(revseq.Error, match=r"reverse_dynamic_c7"):
        revseq.reverse_dynamic(x, [0, 9], runtime_checks=True,
                               num_threads=threads)
    with pytest.raises(revseq.Error, match=r"reverse_dynamic_c6"):
        revseq.reverse_dynamic(x, [True], mode="mask", runtime_checks=True,
                               num_threads=threads)


def test_checks_run_before_parallel_regions():
    """The decision of revseq-c/Runtime.h: a check inside an OpenMP region
    would abort, so every check of an operand's value or size must come
    before the fork; inside regions only allocation checks remain."""
    texts = [_kernels.kernel_text(
        "reverse_sequence",
        [("x", _kernels.memref_type(2, "f32", True)),
         ("l", _kernels.memref_type(1, "i64", False))],
        "batch_axis = 1, seq_axis = 0", in_place)
        for in_place in (False, True)]
    texts.append(_kernels.kernel_text(
        "reverse_subsequences",
        [("x", _kernels.memref_type(2, "f32", True)),
         ("l", _kernels.memref_type(2, "i32", False))], "axis = 0", False))
    texts.append(_kernels.kernel_text(
        "reverse_dynamic",
        [("x", _kernels.memref_type(3, "f32", True)),
         ("a", _kernels.memref_type(1, "i64", False))], "mode = index",
        False))
    inside = 0
    for text in texts:
        lowered = revseq.run_pipeline(
            text, "revseq-cpu-pipeline{runtime-checks=true num-threads=4}")
        formats = dict(re.findall(
            r'llvm.mlir.global internal constant @(revseq_check_\w+)\("([^"]*)', lowered))
        inside += _checks_inside_regions(lowered, formats)
    assert inside  # the scan found the allocation checks inside regions


def _checks_inside_regions(lowered, formats):
    """The dprintf calls inside omp.parallel regions of `lowered`, each
    asserted to print an allocation failure: a call's format is a
    getelementptr of an addressof of a revseq_check_ global."""
    depth, calls, bases = 0, 0, {}
    for line in lowered.splitlines():
        if "omp.parallel" in line:
            depth += 1
        elif "omp.terminator" in line:
            depth -= 1
        m = re.search(r"(%\w+) = llvm.mlir.addressof @(revseq_check_\w+)",
                      line)
        if m:
            bases[m.group(1)] = m.group(2)
        m = re.search(r"(%\w+) = llvm.getelementptr (%\w+)\[", line)
        if m and m.group(2) in bases:
            bases[m.group(1)] = bases[m.group(2)]
        m = re.search(r"llvm.call @dprintf\(%\w+, (%\w+)", line)
        if m and depth:
            message = formats[bases[m.group(1)]]
            assert "cannot allocate" in message, message
            calls += 1
    return calls


def test_refused_arguments():
    with pytest.raises(revseq.Error, match="no element type"):
        revseq.reverse(np.array(["a", "b"]), [0])
    with pytest.raises(revseq.Error, match="no element type"):
        revseq.reverse(np.zeros(3, ">f4"), [0])
    with pytest.raises(revseq.Error, match="lengths must be integers"):
        revseq.reverse_sequence(X, [1.5, 2, 3, 4])
    with pytest.raises(revseq.Error, match="mode must be"):
        revseq.reverse_dynamic(X, [0], mode="bits")
    with pytest.raises(revseq.Error, match="out has shape"):
        revseq.reverse(X, [0], out=np.zeros((4, 3), np.float32))
    with pytest.raises(revseq.Error, match="out has shape .* dtype"):
        revseq.reverse(X, [0], out=np.zeros((3, 4), np.float64))
    read_only = np.zeros((3, 4), np.float32)
    read_only.flags.writeable = False
    with pytest.raises(revseq.Error, match="read-only"):
        revseq.reverse(X, [0], out=read_only)
    base = np.zeros((4, 4), np.float32)
    with pytest.raises(revseq.Error, match="overlaps"):
        revseq.reverse(base[:3], [0], out=base[1:])
    with pytest.raises(TypeError):
        revseq.reverse(X, [0], threads=2)
    with pytest.raises(TypeError):
        revseq.reverse_sequence(X, [1, 2, 3, 4], batch_axis=1.5)
    assert issubclass(revseq.Error, Exception)
    assert revseq.Error.__module__ == "revseq"


def test_hostile_inputs_do_not_crash():
    for lengths in ([2**63 - 1] * 4, [-(2**63)] * 4):
        revseq.reverse_sequence(X, np.array(lengths, np.int64))
    with pytest.raises(revseq.Error):
        revseq.reverse(X, [2**40])
    with pytest.raises(revseq.Error):
        revseq.parse("func.func @f(")
    with pytest.raises(revseq.Error, match="does not parse"):
        revseq.run_pipeline("module {}", "revseq-cpu-pipeline{num-threads=0")
    with pytest.raises(revseq.Error, match=r"type tensor<\*xf32>; compile"):
        revseq.compile("func.func @f(%x: tensor<*xf32>) { return }")
