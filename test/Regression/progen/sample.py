# The fixed-seed sample of utils/progen that the test command runs: 40
# generated programs (the four revseq ops in both forms amid elementwise
# linalg code, slices, casts, reshapes, loops, branches and calls), each
# through every pipeline variant (progen.py --list-variants) and compared
# with numpy inside the program. Same seed, same programs, same answer on
# every run; open-ended campaigns are utils/progen-campaign.sh. Only a lit
# test (lit reads the RUN line; nothing here is executed by Python). On a
# failure progen names the program and variant; rerun it with
# `progen.py --seed 1 --only ID --variants NAME --keep-failures DIR`.
#
# RUN: %python %revseq_src_root/utils/progen/progen.py --revseq-opt revseq-opt --seed 1 --programs 40 --jobs 2 | FileCheck %s
# CHECK: {{^}}652 passed, 0 failed, 0 not generated
