# AOT ID: ['1_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/g/scratch/lm_train/base/inductor/tmpijn5nzds/uv/cuvx3hcfc5dpbndn635hbarfuhkemapqlegi2c5jui7pptujwspm.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_0 = async_compile.triton('triton_for_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'in_ptr8': '*bf16', 'in_ptr9': '*bf16', 'in_ptr10': '*bf16', 'in_ptr11': '*bf16', 'in_ptr12': '*bf16', 'in_ptr13': '*bf16', 'in_ptr14': '*bf16', 'in_ptr15': '*bf16', 'in_ptr16': '*bf16', 'in_ptr17': '*bf16', 'in_ptr18': '*bf16', 'in_ptr19': '*bf16', 'in_ptr20': '*bf16', 'in_ptr21': '*bf16', 'in_ptr22': '*bf16', 'in_ptr23': '*bf16', 'in_ptr24': '*bf16', 'in_ptr25': '*bf16', 'in_ptr26': '*bf16', 'in_ptr27': '*bf16', 'in_ptr28': '*bf16', 'in_ptr29': '*bf16', 'in_ptr30': '*bf16', 'in_ptr31': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'out_ptr5': '*bf16', 'out_ptr6': '*bf16', 'out_ptr7': '*bf16', 'out_ptr8': '*bf16', 'out_ptr9': '*bf16', 'out_ptr10': '*bf16', 'out_ptr11': '*bf16', 'out_ptr12': '*bf16', 'out_ptr13': '*bf16', 'out_ptr14': '*bf16', 'out_ptr15': '*bf16'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]], (32,): [['tt.divisibility', 16]], (33,): [['tt.divisibility', 16]], (34,): [['tt.divisibility', 16]], (35,): [['tt.divisibility', 16]], (36,): [['tt.divisibility', 16]], (37,): [['tt.divisibility', 16]], (38,): [['tt.divisibility', 16]], (39,): [['tt.divisibility', 16]], (40,): [['tt.divisibility', 16]], (41,): [['tt.divisibility', 16]], (42,): [['tt.divisibility', 16]], (43,): [['tt.divisibility', 16]], (44,): [['tt.divisibility', 16]], (45,): [['tt.divisibility', 16]], (46,): [['tt.divisibility', 16]], (47,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 16, 'min_blocks': 0, 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 524288, 'no_x_dim_1': False, 'xnumel_1': 256, 'no_x_dim_2': False, 'xnumel_2': 256, 'no_x_dim_3': False, 'xnumel_3': 196608, 'no_x_dim_4': False, 'xnumel_4': 768, 'no_x_dim_5': False, 'xnumel_5': 65536, 'no_x_dim_6': False, 'xnumel_6': 256, 'no_x_dim_7': False, 'xnumel_7': 256, 'no_x_dim_8': False, 'xnumel_8': 256, 'no_x_dim_9': False, 'xnumel_9': 262144, 'no_x_dim_10': False, 'xnumel_10': 1024, 'no_x_dim_11': False, 'xnumel_11': 262144, 'no_x_dim_12': False, 'xnumel_12': 256, 'no_x_dim_13': False, 'xnumel_13': 256, 'no_x_dim_14': False, 'xnumel_14': 256, 'no_x_dim_15': False, 'xnumel_15': 524288}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr14', 'in_ptr16', 'in_ptr18', 'in_ptr2', 'in_ptr20', 'in_ptr22', 'in_ptr24', 'in_ptr26', 'in_ptr28', 'in_ptr30', 'in_ptr4', 'in_ptr6', 'in_ptr8', 'out_ptr0', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr12', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr2', 'out_ptr3', 'out_ptr4', 'out_ptr5', 'out_ptr6', 'out_ptr7', 'out_ptr8', 'out_ptr9'], 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, in_ptr20, in_ptr21, in_ptr22, in_ptr23, in_ptr24, in_ptr25, in_ptr26, in_ptr27, in_ptr28, in_ptr29, in_ptr30, in_ptr31, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, out_ptr8, out_ptr9, out_ptr10, out_ptr11, out_ptr12, out_ptr13, out_ptr14, out_ptr15):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(524288, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(256, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(256, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(196608, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(768, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(65536, XBLOCK)
    num_xblocks_6 = num_xblocks_5 + tl.cdiv(256, XBLOCK)
    num_xblocks_7 = num_xblocks_6 + tl.cdiv(256, XBLOCK)
    num_xblocks_8 = num_xblocks_7 + tl.cdiv(256, XBLOCK)
    num_xblocks_9 = num_xblocks_8 + tl.cdiv(262144, XBLOCK)
    num_xblocks_10 = num_xblocks_9 + tl.cdiv(1024, XBLOCK)
    num_xblocks_11 = num_xblocks_10 + tl.cdiv(262144, XBLOCK)
    num_xblocks_12 = num_xblocks_11 + tl.cdiv(256, XBLOCK)
    num_xblocks_13 = num_xblocks_12 + tl.cdiv(256, XBLOCK)
    num_xblocks_14 = num_xblocks_13 + tl.cdiv(256, XBLOCK)
    num_xblocks_15 = num_xblocks_14 + tl.cdiv(524288, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 524288
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
        tmp2 = tl.full([1], -0.01, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 + tmp3
        tl.store(out_ptr0 + (x0), tmp4, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp5 = tl.load(in_ptr2 + (x1), xmask).to(tl.float32)
        tmp6 = tl.load(in_ptr3 + (x1), xmask).to(tl.float32)
        tmp7 = tl.full([1], -0.01, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp5 + tmp8
        tl.store(out_ptr1 + (x1), tmp9, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp10 = tl.load(in_ptr4 + (x2), xmask).to(tl.float32)
        tmp11 = tl.load(in_ptr5 + (x2), xmask).to(tl.float32)
        tmp12 = tl.full([1], -0.01, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = tmp10 + tmp13
        tl.store(out_ptr2 + (x2), tmp14, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 196608
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x3 = xindex
        tmp15 = tl.load(in_ptr6 + (x3), None).to(tl.float32)
        tmp16 = tl.load(in_ptr7 + (x3), None).to(tl.float32)
        tmp17 = tl.full([1], -0.01, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tmp15 + tmp18
        tl.store(out_ptr3 + (x3), tmp19, None)
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 768
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x4 = xindex
        tmp20 = tl.load(in_ptr8 + (x4), xmask).to(tl.float32)
        tmp21 = tl.load(in_ptr9 + (x4), xmask).to(tl.float32)
        tmp22 = tl.full([1], -0.01, tl.float32)
        tmp23 = tmp21 * tmp22
        tmp24 = tmp20 + tmp23
        tl.store(out_ptr4 + (x4), tmp24, xmask)
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 65536
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x5 = xindex
        tmp25 = tl.load(in_ptr10 + (x5), None).to(tl.float32)
        tmp26 = tl.load(in_ptr11 + (x5), None).to(tl.float32)
        tmp27 = tl.full([1], -0.01, tl.float32)
        tmp28 = tmp26 * tmp27
        tmp29 = tmp25 + tmp28
        tl.store(out_ptr5 + (x5), tmp29, None)
    elif pid < num_xblocks_6:
        pid_offset = pid - num_xblocks_5
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x6 = xindex
        tmp30 = tl.load(in_ptr12 + (x6), xmask).to(tl.float32)
        tmp31 = tl.load(in_ptr13 + (x6), xmask).to(tl.float32)
        tmp32 = tl.full([1], -0.01, tl.float32)
        tmp33 = tmp31 * tmp32
        tmp34 = tmp30 + tmp33
        tl.store(out_ptr6 + (x6), tmp34, xmask)
    elif pid < num_xblocks_7:
        pid_offset = pid - num_xblocks_6
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x7 = xindex
        tmp35 = tl.load(in_ptr14 + (x7), xmask).to(tl.float32)
        tmp36 = tl.load(in_ptr15 + (x7), xmask).to(tl.float32)
        tmp37 = tl.full([1], -0.01, tl.float32)
        tmp38 = tmp36 * tmp37
        tmp39 = tmp35 + tmp38
        tl.store(out_ptr7 + (x7), tmp39, xmask)
    elif pid < num_xblocks_8:
        pid_offset = pid - num_xblocks_7
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x8 = xindex
        tmp40 = tl.load(in_ptr16 + (x8), xmask).to(tl.float32)
        tmp41 = tl.load(in_ptr17 + (x8), xmask).to(tl.float32)
        tmp42 = tl.full([1], -0.01, tl.float32)
        tmp43 = tmp41 * tmp42
        tmp44 = tmp40 + tmp43
        tl.store(out_ptr8 + (x8), tmp44, xmask)
    elif pid < num_xblocks_9:
        pid_offset = pid - num_xblocks_8
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x9 = xindex
        tmp45 = tl.load(in_ptr18 + (x9), None).to(tl.float32)
        tmp46 = tl.load(in_ptr19 + (x9), None).to(tl.float32)
        tmp47 = tl.full([1], -0.01, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tmp45 + tmp48
        tl.store(out_ptr9 + (x9), tmp49, None)
    elif pid < num_xblocks_10:
        pid_offset = pid - num_xblocks_9
        xnumel = 1024
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x10 = xindex
        tmp50 = tl.load(in_ptr20 + (x10), xmask).to(tl.float32)
        tmp51 = tl.load(in_ptr21 + (x10), xmask).to(tl.float32)
        tmp52 = tl.full([1], -0.01, tl.float32)
        tmp53 = tmp51 * tmp52
        tmp54 = tmp50 + tmp53
        tl.store(out_ptr10 + (x10), tmp54, xmask)
    elif pid < num_xblocks_11:
        pid_offset = pid - num_xblocks_10
        xnumel = 262144
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x11 = xindex
        tmp55 = tl.load(in_ptr22 + (x11), None).to(tl.float32)
        tmp56 = tl.load(in_ptr23 + (x11), None).to(tl.float32)
        tmp57 = tl.full([1], -0.01, tl.float32)
        tmp58 = tmp56 * tmp57
        tmp59 = tmp55 + tmp58
        tl.store(out_ptr11 + (x11), tmp59, None)
    elif pid < num_xblocks_12:
        pid_offset = pid - num_xblocks_11
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x12 = xindex
        tmp60 = tl.load(in_ptr24 + (x12), xmask).to(tl.float32)
        tmp61 = tl.load(in_ptr25 + (x12), xmask).to(tl.float32)
        tmp62 = tl.full([1], -0.01, tl.float32)
        tmp63 = tmp61 * tmp62
        tmp64 = tmp60 + tmp63
        tl.store(out_ptr12 + (x12), tmp64, xmask)
    elif pid < num_xblocks_13:
        pid_offset = pid - num_xblocks_12
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x13 = xindex
        tmp65 = tl.load(in_ptr26 + (x13), xmask).to(tl.float32)
        tmp66 = tl.load(in_ptr27 + (x13), xmask).to(tl.float32)
        tmp67 = tl.full([1], -0.01, tl.float32)
        tmp68 = tmp66 * tmp67
        tmp69 = tmp65 + tmp68
        tl.store(out_ptr13 + (x13), tmp69, xmask)
    elif pid < num_xblocks_14:
        pid_offset = pid - num_xblocks_13
        xnumel = 256
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x14 = xindex
        tmp70 = tl.load(in_ptr28 + (x14), xmask).to(tl.float32)
        tmp71 = tl.load(in_ptr29 + (x14), xmask).to(tl.float32)
        tmp72 = tl.full([1], -0.01, tl.float32)
        tmp73 = tmp71 * tmp72
        tmp74 = tmp70 + tmp73
        tl.store(out_ptr14 + (x14), tmp74, xmask)
    elif pid < num_xblocks_15:
        pid_offset = pid - num_xblocks_14
        xnumel = 524288
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x15 = xindex
        tmp75 = tl.load(in_ptr30 + (x15), None).to(tl.float32)
        tmp76 = tl.load(in_ptr31 + (x15), None).to(tl.float32)
        tmp77 = tl.full([1], -0.01, tl.float32)
        tmp78 = tmp76 * tmp77
        tmp79 = tmp75 + tmp78
        tl.store(out_ptr15 + (x15), tmp79, None)
    else:
        pass
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2048, 256), (256, 1))
        assert_size_stride(arg1_1, (256, ), (1, ))
        assert_size_stride(arg2_1, (256, ), (1, ))
        assert_size_stride(arg3_1, (768, 256), (256, 1))
        assert_size_stride(arg4_1, (768, ), (1, ))
        assert_size_stride(arg5_1, (256, 256), (256, 1))
        assert_size_stride(arg6_1, (256, ), (1, ))
        assert_size_stride(arg7_1, (256, ), (1, ))
        assert_size_stride(arg8_1, (256, ), (1, ))
        assert_size_stride(arg9_1, (1024, 256), (256, 1))
        assert_size_stride(arg10_1, (1024, ), (1, ))
        assert_size_stride(arg11_1, (256, 1024), (1024, 1))
        assert_size_stride(arg12_1, (256, ), (1, ))
        assert_size_stride(arg13_1, (256, ), (1, ))
        assert_size_stride(arg14_1, (256, ), (1, ))
        assert_size_stride(arg15_1, (2048, 256), (256, 1))
        assert_size_stride(arg16_1, (2048, 256), (256, 1))
        assert_size_stride(arg17_1, (256, ), (1, ))
        assert_size_stride(arg18_1, (256, ), (1, ))
        assert_size_stride(arg19_1, (768, 256), (256, 1))
        assert_size_stride(arg20_1, (768, ), (1, ))
        assert_size_stride(arg21_1, (256, 256), (256, 1))
        assert_size_stride(arg22_1, (256, ), (1, ))
        assert_size_stride(arg23_1, (256, ), (1, ))
        assert_size_stride(arg24_1, (256, ), (1, ))
        assert_size_stride(arg25_1, (1024, 256), (256, 1))
        assert_size_stride(arg26_1, (1024, ), (1, ))
        assert_size_stride(arg27_1, (256, 1024), (1024, 1))
        assert_size_stride(arg28_1, (256, ), (1, ))
        assert_size_stride(arg29_1, (256, ), (1, ))
        assert_size_stride(arg30_1, (256, ), (1, ))
        assert_size_stride(arg31_1, (2048, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_0:1
            stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg0_1, arg16_1, arg1_1, arg17_1, arg2_1, arg18_1, arg3_1, arg19_1, arg4_1, arg20_1, arg5_1, arg21_1, arg6_1, arg22_1, arg7_1, arg23_1, arg8_1, arg24_1, arg9_1, arg25_1, arg10_1, arg26_1, arg11_1, arg27_1, arg12_1, arg28_1, arg13_1, arg29_1, arg14_1, arg30_1, arg15_1, arg31_1, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, stream=stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            del arg1_1
            del arg20_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg24_1
            del arg25_1
            del arg26_1
            del arg27_1
            del arg28_1
            del arg29_1
            del arg2_1
            del arg30_1
            del arg31_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            del arg8_1
            del arg9_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg1_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg3_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg4_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg5_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg6_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg7_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg8_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg9_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg10_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg11_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg12_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg13_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg14_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg15_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg16_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg17_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg18_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg19_1 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg20_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg21_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg22_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg23_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg24_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg25_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    arg26_1 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg27_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg28_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg29_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg30_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    arg31_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
