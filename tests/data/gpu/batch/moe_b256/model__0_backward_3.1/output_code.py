# AOT ID: ['0_backward']
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


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/rc/crciarklued5eaanlyqn4nl4tqss55naw4zul7tx3rannetsu2nt.py
# Topologically Sorted Source Nodes: [weights, ], Original ATen: [aten._softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   weights => convert_element_type_3, convert_element_type_4, div
# Graph fragment:
#   %addmm : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=addmm]
#   %convert_element_type_3 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm, torch.float32), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_3, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_3, %getitem), kwargs = {})
#   %exp_default : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_1), kwargs = {})
#   %convert_element_type_4 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   return %convert_element_type_4
triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0 = async_compile.triton('triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp7 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp10 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = triton_helpers.maximum(tmp3, tmp5)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = triton_helpers.maximum(tmp6, tmp8)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = triton_helpers.maximum(tmp9, tmp11)
    tmp13 = tmp1 - tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tmp3 - tmp12
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp5 - tmp12
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp16 + tmp18
    tmp20 = tmp8 - tmp12
    tmp21 = libdevice.exp(tmp20)
    tmp22 = tmp19 + tmp21
    tmp23 = tmp11 - tmp12
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tmp22 + tmp24
    tmp26 = (tmp14 / tmp25)
    tmp27 = tmp26.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/n2/cn2n3kexve7j5ltfkbkyky46m2hyzyo74kwp7tf7obj62ehn4gji.py
# Topologically Sorted Source Nodes: [getitem_3, mul_16, mul_17, sum_2, getitem_2, mul_25, mul_26, sum_5, getitem_1, mul_34, mul_35, sum_8, getitem, mul_43, mul_44, sum_11], Original ATen: [aten.slice, aten.mul, aten.sum]
# Source node to ATen node mapping:
#   getitem => slice_1
#   getitem_1 => slice_2
#   getitem_2 => slice_3
#   getitem_3 => slice_4
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_43 => mul_43
#   mul_44 => mul_44
#   sum_11 => sum_11
#   sum_2 => sum_2
#   sum_5 => sum_5
#   sum_8 => sum_8
# Graph fragment:
#   %tangents_1 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_4 : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=convert_element_type_4]
#   %addmm_8 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_8]
#   %addmm_6 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %addmm_4 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %addmm_2 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %slice_4 : Tensor "bf16[256, 1][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_4, 1, 3, 4), kwargs = {})
#   %mul_16 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %slice_4), kwargs = {})
#   %mul_17 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %addmm_8), kwargs = {})
#   %sum_2 : Tensor "bf16[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [1], True), kwargs = {})
#   %slice_3 : Tensor "bf16[256, 1][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_4, 1, 2, 3), kwargs = {})
#   %mul_25 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %slice_3), kwargs = {})
#   %mul_26 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %addmm_6), kwargs = {})
#   %sum_5 : Tensor "bf16[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [1], True), kwargs = {})
#   %slice_2 : Tensor "bf16[256, 1][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_4, 1, 1, 2), kwargs = {})
#   %mul_34 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %slice_2), kwargs = {})
#   %mul_35 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %addmm_4), kwargs = {})
#   %sum_8 : Tensor "bf16[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_35, [1], True), kwargs = {})
#   %slice_1 : Tensor "bf16[256, 1][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%convert_element_type_4, 1, 0, 1), kwargs = {})
#   %mul_43 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %slice_1), kwargs = {})
#   %mul_44 : Tensor "bf16[256, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %addmm_2), kwargs = {})
#   %sum_11 : Tensor "bf16[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_44, [1], True), kwargs = {})
#   return %mul_16,%mul_25,%mul_34,%mul_43,%sum_2,%sum_5,%sum_8,%sum_11
triton_red_fused_mul_slice_sum_1 = async_compile.triton('triton_red_fused_mul_slice_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'out_ptr4': '*bf16', 'out_ptr5': '*bf16', 'out_ptr6': '*bf16', 'out_ptr7': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_mul_slice_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 8, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1703936}}
)
@triton.jit
def triton_red_fused_mul_slice_sum_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp1 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp7 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last').to(tl.float32)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp14 = tl.load(in_ptr3 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp19 = tl.load(in_ptr4 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp24 = tl.load(in_ptr5 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = tmp0 * tmp3
        tmp6 = tmp0 * tmp5
        tmp8 = tmp0 * tmp7
        tmp10 = tmp0 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
        tmp15 = tmp0 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp20 = tmp0 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
        tmp25 = tmp0 * tmp24
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(out_ptr0 + (r0_1 + 256*x0), tmp2, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp4, r0_mask & xmask)
        tl.store(out_ptr2 + (r0_1 + 256*x0), tmp6, r0_mask & xmask)
        tl.store(out_ptr3 + (r0_1 + 256*x0), tmp8, r0_mask & xmask)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr4 + (x0), tmp12, xmask)
    tl.store(out_ptr5 + (x0), tmp17, xmask)
    tl.store(out_ptr6 + (x0), tmp22, xmask)
    tl.store(out_ptr7 + (x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/2i/c2iu5b5z7gfcaku6e53mgdnm55nbhe2nktgxd3nzawezrhu2qnnb.py
# Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_3 => sum_3
# Graph fragment:
#   %mul_16 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mul_16]
#   %sum_3 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [0], True), kwargs = {})
#   return %buf5
triton_red_fused_sum_2 = async_compile.triton('triton_red_fused_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 135168, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/w2/cw2hvrgy3swalnwfbuud5bgobaaxtmvhu2oh3eqpe5mlsp6chhaq.py
# Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_3 => sum_3
# Graph fragment:
#   %buf5 : Tensor "f32[1, 256, 2][512, 1, 256]cuda:0" = PlaceHolder[target=buf5]
#   %sum_3 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [0], True), kwargs = {})
#   return %sum_3
triton_per_fused_sum_3 = async_compile.triton('triton_per_fused_sum_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3072, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/63/c636xeuxo5yw2xamazys5r3rki7ql73bcp7kzgu6s5gpgknc57uv.py
# Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_13, _generalized_scatter_2, add_17, _generalized_scatter_3, add_21, convert_element_type_81, convert_element_type_82, mul_52], Original ATen: [aten.slice_backward, aten.add, aten._softmax_backward_data]
# Source node to ATen node mapping:
#   _generalized_scatter => slice_scatter_default
#   _generalized_scatter_1 => slice_scatter_default_1
#   _generalized_scatter_2 => slice_scatter_default_2
#   _generalized_scatter_3 => slice_scatter_default_3
#   add_13 => add_13
#   add_17 => add_17
#   add_21 => add_21
#   convert_element_type_81 => convert_element_type_81
#   convert_element_type_82 => convert_element_type_82
#   full => full_default
#   mul_52 => mul_52
# Graph fragment:
#   %sum_2 : Tensor "bf16[256, 1][1, 256]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_5 : Tensor "bf16[256, 1][1, 256]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_8 : Tensor "bf16[256, 1][1, 256]cuda:0" = PlaceHolder[target=sum_8]
#   %sum_11 : Tensor "bf16[256, 1][1, 256]cuda:0" = PlaceHolder[target=sum_11]
#   %convert_element_type_4 : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=convert_element_type_4]
#   %full_default : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.full.default](args = ([256, 4], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %slice_scatter_default : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default, %sum_2, 1, 3, 4), kwargs = {})
#   %slice_scatter_default_1 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default, %sum_5, 1, 2, 3), kwargs = {})
#   %add_13 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_scatter_default, %slice_scatter_default_1), kwargs = {})
#   %slice_scatter_default_2 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default, %sum_8, 1, 1, 2), kwargs = {})
#   %add_17 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %slice_scatter_default_2), kwargs = {})
#   %slice_scatter_default_3 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice_scatter.default](args = (%full_default, %sum_11, 1, 0, 1), kwargs = {})
#   %add_21 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_17, %slice_scatter_default_3), kwargs = {})
#   %convert_element_type_81 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_21, torch.float32), kwargs = {})
#   %convert_element_type_82 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_4, torch.float32), kwargs = {})
#   %mul_52 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_81, %convert_element_type_82), kwargs = {})
#   return %mul_52
triton_poi_fused__softmax_backward_data_add_slice_backward_4 = async_compile.triton('triton_poi_fused__softmax_backward_data_add_slice_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_backward_data_add_slice_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_backward_data_add_slice_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 4)
    x1 = xindex // 4
    x2 = xindex
    tmp25 = tl.load(in_ptr4 + (x2), xmask).to(tl.float32)
    tmp0 = x0
    tmp1 = tl.full([1], 3, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.load(in_ptr0 + (x1), tmp2 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 2, tl.int64)
    tmp7 = tmp0 >= tmp6
    tmp8 = tmp0 < tmp1
    tmp9 = tmp7 & tmp8
    tmp10 = tl.load(in_ptr1 + (x1), tmp9 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tl.where(tmp9, tmp10, tmp4)
    tmp12 = tmp5 + tmp11
    tmp13 = tl.full([1], 1, tl.int64)
    tmp14 = tmp0 >= tmp13
    tmp15 = tmp0 < tmp6
    tmp16 = tmp14 & tmp15
    tmp17 = tl.load(in_ptr2 + (x1), tmp16 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp18 = tl.where(tmp16, tmp17, tmp4)
    tmp19 = tmp12 + tmp18
    tmp20 = tmp0 < tmp13
    tmp21 = tl.load(in_ptr3 + (x1), tmp20 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp22 = tl.where(tmp20, tmp21, tmp4)
    tmp23 = tmp19 + tmp22
    tmp24 = tmp23.to(tl.float32)
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp24 * tmp26
    tl.store(out_ptr0 + (x2), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/tv/ctvfrrjhosoinqn3xt45nxmxvosnzjuewx2nv53rasy7elhpmdgr.py
# Topologically Sorted Source Nodes: [convert_element_type_82, sum_14, neg, fma, convert_element_type_83], Original ATen: [aten._softmax_backward_data]
# Source node to ATen node mapping:
#   convert_element_type_82 => convert_element_type_82
#   convert_element_type_83 => convert_element_type_83
#   fma => fma
#   neg => neg
#   sum_14 => sum_14
# Graph fragment:
#   %convert_element_type_4 : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=convert_element_type_4]
#   %mul_52 : Tensor "f32[256, 4][4, 1]cuda:0" = PlaceHolder[target=mul_52]
#   %convert_element_type_82 : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_4, torch.float32), kwargs = {})
#   %sum_14 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_52, [-1], True), kwargs = {})
#   %neg : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_82,), kwargs = {})
#   %fma : Tensor "f32[256, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_14, %mul_52), kwargs = {})
#   %convert_element_type_83 : Tensor "bf16[256, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%fma, torch.bfloat16), kwargs = {})
#   return %convert_element_type_83
triton_poi_fused__softmax_backward_data_5 = async_compile.triton('triton_poi_fused__softmax_backward_data_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_backward_data_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_backward_data_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp5 = tmp3 + tmp4
    tmp7 = tmp5 + tmp6
    tmp9 = tmp7 + tmp8
    tmp11 = tl.fma(tmp2, tmp9, tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/oy/coy36fillxdyf7yogvp6cqwoqcxl3zkhf2qfohtytkfln572s62c.py
# Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_15 => sum_15
# Graph fragment:
#   %convert_element_type_83 : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=convert_element_type_83]
#   %sum_15 : Tensor "bf16[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_83, [0], True), kwargs = {})
#   return %buf49
triton_red_fused_sum_6 = async_compile.triton('triton_red_fused_sum_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2112, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 4)
    x1 = xindex // 4
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 4*r0_2 + 512*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/xd/cxddthzj6qo7x7i77xomqqlee42czckxw5fxlelbqywssr4vtd5k.py
# Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_15 => sum_15
# Graph fragment:
#   %buf49 : Tensor "f32[1, 4, 2][8, 1, 4]cuda:0" = PlaceHolder[target=buf49]
#   %sum_15 : Tensor "bf16[1, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_83, [0], True), kwargs = {})
#   return %sum_15
triton_per_fused_sum_7 = async_compile.triton('triton_per_fused_sum_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 4*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/dm/cdmpjrwsn4x435sevxvusfx5emjvbwjj57sak6rwebhjdux7wix7.py
# Topologically Sorted Source Nodes: [permute_42, ], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default
#   permute_42 => permute_42
# Graph fragment:
#   %convert_element_type_83 : Tensor "bf16[256, 4][4, 1]cuda:0" = PlaceHolder[target=convert_element_type_83]
#   %permute_42 : Tensor "bf16[4, 256][1, 4]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_83, [1, 0]), kwargs = {})
#   %constant_pad_nd_default : Tensor "bf16[8, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_42, [0, 0, 0, 4]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_mm_t_8 = async_compile.triton('triton_poi_fused_mm_t_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_t_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_t_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 8)
    x1 = xindex // 8
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 4, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 4*x1), tmp2 & xmask, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/5z/c5zsmzcw55maiiayb57ump76jm5hrs25lvieg2whivt6wp3hx2ji.py
# Topologically Sorted Source Nodes: [convert_element_type_41, hidden_3, mul_19, mul_20, mul_21, exp_1, mul_22, mul_23, add_9, mul_24, convert_element_type_43], Original ATen: [aten.gelu_backward, aten.gelu]
# Source node to ATen node mapping:
#   add_9 => add_9
#   convert_element_type_41 => convert_element_type_41
#   convert_element_type_43 => convert_element_type_43
#   exp_1 => exp_1
#   hidden_3 => add_6, convert_element_type_32, erf_3, mul_13
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_23 => mul_23
#   mul_24 => mul_24
# Graph fragment:
#   %mm : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_7 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %convert_element_type_41 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %convert_element_type_32 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm_7, torch.float32), kwargs = {})
#   %mul_13 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_32, 0.7071067811865476), kwargs = {})
#   %erf_3 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_13,), kwargs = {})
#   %add_6 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_3, 1), kwargs = {})
#   %mul_19 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, 0.5), kwargs = {})
#   %mul_20 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_32, %convert_element_type_32), kwargs = {})
#   %mul_21 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_21,), kwargs = {})
#   %mul_22 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_23 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_32, %mul_22), kwargs = {})
#   %add_9 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %mul_23), kwargs = {})
#   %mul_24 : Tensor "f32[256, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_41, %add_9), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[256, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_24, torch.bfloat16), kwargs = {})
#   return %convert_element_type_43
triton_poi_fused_gelu_gelu_backward_9 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1], 0.5, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp3 * tmp3
    tmp12 = tl.full([1], -0.5, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp3 * tmp16
    tmp18 = tmp10 + tmp17
    tmp19 = tmp1 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp20, None)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/oq/coqijooynbxkqmmlsw4ghyddlfpcwvmkim6wilamoztxfs3u4otq.py
# Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_4 => sum_4
# Graph fragment:
#   %convert_element_type_43 : Tensor "bf16[256, 512][512, 1]cuda:0" = PlaceHolder[target=convert_element_type_43]
#   %sum_4 : Tensor "bf16[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_43, [0], True), kwargs = {})
#   return %buf10
triton_red_fused_sum_10 = async_compile.triton('triton_red_fused_sum_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 270336, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/batch/moe_b256/inductor/tmpfovl3z1l/uo/cuo55ulcuy2kgufo27lvdlllsbgmbe5vl6ylnkuaxlsmwkacnwca.py
# Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_4 => sum_4
# Graph fragment:
#   %buf10 : Tensor "f32[1, 512, 2][1024, 1, 512]cuda:0" = PlaceHolder[target=buf10]
#   %sum_4 : Tensor "bf16[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_43, [0], True), kwargs = {})
#   return %sum_4
triton_per_fused_sum_11 = async_compile.triton('triton_per_fused_sum_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
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
        primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, addmm, addmm_1, convert_element_type_9, addmm_2, addmm_3, convert_element_type_17, addmm_4, addmm_5, convert_element_type_25, addmm_6, addmm_7, convert_element_type_33, addmm_8, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (256, 256), (256, 1))
        assert_size_stride(primals_2, (4, 256), (256, 1))
        assert_size_stride(primals_4, (512, 256), (256, 1))
        assert_size_stride(primals_6, (256, 512), (512, 1))
        assert_size_stride(primals_8, (512, 256), (256, 1))
        assert_size_stride(primals_10, (256, 512), (512, 1))
        assert_size_stride(primals_12, (512, 256), (256, 1))
        assert_size_stride(primals_14, (256, 512), (512, 1))
        assert_size_stride(primals_16, (512, 256), (256, 1))
        assert_size_stride(primals_18, (256, 512), (512, 1))
        assert_size_stride(addmm, (256, 4), (4, 1))
        assert_size_stride(addmm_1, (256, 512), (512, 1))
        assert_size_stride(convert_element_type_9, (256, 512), (512, 1))
        assert_size_stride(addmm_2, (256, 256), (256, 1))
        assert_size_stride(addmm_3, (256, 512), (512, 1))
        assert_size_stride(convert_element_type_17, (256, 512), (512, 1))
        assert_size_stride(addmm_4, (256, 256), (256, 1))
        assert_size_stride(addmm_5, (256, 512), (512, 1))
        assert_size_stride(convert_element_type_25, (256, 512), (512, 1))
        assert_size_stride(addmm_6, (256, 256), (256, 1))
        assert_size_stride(addmm_7, (256, 512), (512, 1))
        assert_size_stride(convert_element_type_33, (256, 512), (512, 1))
        assert_size_stride(addmm_8, (256, 256), (256, 1))
        assert_size_stride(tangents_1, (256, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((256, 4), (4, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [weights, ], Original ATen: [aten._softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
            # [Provenance debug handles] triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_exp_prepare_softmax_online_sub_0.run(addmm, buf0, 1024, stream=stream0)
            del addmm
            buf1 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            buf12 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            buf23 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            buf34 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            buf2 = empty_strided_cuda((256, 1), (1, 256), torch.bfloat16)
            buf13 = empty_strided_cuda((256, 1), (1, 256), torch.bfloat16)
            buf24 = empty_strided_cuda((256, 1), (1, 256), torch.bfloat16)
            buf35 = empty_strided_cuda((256, 1), (1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_3, mul_16, mul_17, sum_2, getitem_2, mul_25, mul_26, sum_5, getitem_1, mul_34, mul_35, sum_8, getitem, mul_43, mul_44, sum_11], Original ATen: [aten.slice, aten.mul, aten.sum]
            # [Provenance debug handles] triton_red_fused_mul_slice_sum_1:2
            stream0 = get_raw_stream(0)
            triton_red_fused_mul_slice_sum_1.run(tangents_1, buf0, addmm_8, addmm_6, addmm_4, addmm_2, buf1, buf12, buf23, buf34, buf2, buf13, buf24, buf35, 256, 256, stream=stream0)
            del addmm_2
            del addmm_4
            del addmm_6
            del addmm_8
            del tangents_1
            buf4 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_10, permute_12], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(buf1, (256, 256), (1, 256), 0), convert_element_type_33, out=buf4)
            del convert_element_type_33
            buf15 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_18, permute_20], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf12, (256, 256), (1, 256), 0), convert_element_type_25, out=buf15)
            del convert_element_type_25
            buf26 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_26, permute_28], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 256), (1, 256), 0), convert_element_type_17, out=buf26)
            del convert_element_type_17
            buf37 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_34, permute_36], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf34, (256, 256), (1, 256), 0), convert_element_type_9, out=buf37)
            del convert_element_type_9
            buf5 = empty_strided_cuda((1, 256, 2), (512, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_2:7
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_2.run(buf1, buf5, 512, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_3:8
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_3.run(buf5, buf6, 256, 2, stream=stream0)
            buf16 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_2:9
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_2.run(buf12, buf16, 512, 128, stream=stream0)
            buf17 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_3:10
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_3.run(buf16, buf17, 256, 2, stream=stream0)
            buf27 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_2:11
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_2.run(buf23, buf27, 512, 128, stream=stream0)
            buf28 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_9], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_3:12
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_3.run(buf27, buf28, 256, 2, stream=stream0)
            buf38 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [sum_12], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_2:13
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_2.run(buf34, buf38, 512, 128, stream=stream0)
            buf39 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_12], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_3:14
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_3.run(buf38, buf39, 256, 2, stream=stream0)
            del buf38
            buf45 = empty_strided_cuda((256, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_13, _generalized_scatter_2, add_17, _generalized_scatter_3, add_21, convert_element_type_81, convert_element_type_82, mul_52], Original ATen: [aten.slice_backward, aten.add, aten._softmax_backward_data]
            # [Provenance debug handles] triton_poi_fused__softmax_backward_data_add_slice_backward_4:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_backward_data_add_slice_backward_4.run(buf2, buf13, buf24, buf35, buf0, buf45, 1024, stream=stream0)
            del buf13
            del buf2
            del buf24
            del buf35
            buf46 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_82, sum_14, neg, fma, convert_element_type_83], Original ATen: [aten._softmax_backward_data]
            # [Provenance debug handles] triton_poi_fused__softmax_backward_data_5:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_backward_data_5.run(buf46, buf45, 1024, stream=stream0)
            buf49 = empty_strided_cuda((1, 4, 2), (8, 1, 4), torch.float32)
            # Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_6:17
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_6.run(buf46, buf49, 8, 128, stream=stream0)
            buf50 = empty_strided_cuda((1, 4), (4, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_7:18
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_7.run(buf49, buf50, 4, 2, stream=stream0)
            del buf49
            buf47 = empty_strided_cuda((8, 256), (1, 8), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_42, ], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] triton_poi_fused_mm_t_8:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_t_8.run(buf46, buf47, 2048, stream=stream0)
            buf48 = empty_strided_cuda((8, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_42, ], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(buf47, primals_1, out=buf48)
            del buf47
            buf3 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8, permute_9, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(buf1, primals_18, out=buf3)
            del buf1
            del primals_18
            buf7 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_41, hidden_3, mul_19, mul_20, mul_21, exp_1, mul_22, mul_23, add_9, mul_24, convert_element_type_43], Original ATen: [aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_9:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_9.run(buf7, addmm_7, 131072, stream=stream0)
            del addmm_7
            buf10 = reinterpret_tensor(buf45, (1, 512, 2), (1024, 1, 512), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_10:23
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_10.run(buf7, buf10, 1024, 128, stream=stream0)
            buf11 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_4], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_11:24
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_11.run(buf10, buf11, 512, 2, stream=stream0)
            buf8 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_7, permute_13, mm_2], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(buf7, primals_16, out=buf8)
            del primals_16
            buf9 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_14, permute_16], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf7, (512, 256), (1, 512), 0), primals_1, out=buf9)
            buf14 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [linear_6, permute_17, mm_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(buf12, primals_14, out=buf14)
            del buf12
            del primals_14
            buf18 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_52, hidden_2, mul_28, mul_29, mul_30, exp_2, mul_31, mul_32, add_11, mul_33, convert_element_type_54], Original ATen: [aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_9:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_9.run(buf18, addmm_5, 131072, stream=stream0)
            del addmm_5
            buf22 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_5, permute_21, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:29
            extern_kernels.addmm(buf8, buf18, primals_12, alpha=1, beta=1, out=buf22)
            del buf8
            del primals_12
            buf20 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_10:30
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_10.run(buf18, buf20, 1024, 128, stream=stream0)
            buf21 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_11:31
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_11.run(buf20, buf21, 512, 2, stream=stream0)
            buf19 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_52, hidden_2, mul_28, mul_29, mul_30, exp_2, mul_31, mul_32, add_11, mul_33, convert_element_type_54, permute_22, permute_24], Original ATen: [aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf18, (512, 256), (1, 512), 0), primals_1, out=buf19)
            buf25 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [linear_4, permute_25, mm_8], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(buf23, primals_10, out=buf25)
            del primals_10
            buf29 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_63, hidden_1, mul_37, mul_38, mul_39, exp_3, mul_40, mul_41, add_15, mul_42, convert_element_type_65], Original ATen: [aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_9:34
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_9.run(buf29, addmm_3, 131072, stream=stream0)
            del addmm_3
            buf33 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [linear_3, permute_29, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:35
            extern_kernels.addmm(buf22, buf29, primals_8, alpha=1, beta=1, out=buf33)
            del buf22
            del primals_8
            buf31 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_10:36
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_10.run(buf29, buf31, 1024, 128, stream=stream0)
            buf32 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_11:37
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_11.run(buf31, buf32, 512, 2, stream=stream0)
            buf30 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_63, hidden_1, mul_37, mul_38, mul_39, exp_3, mul_40, mul_41, add_15, mul_42, convert_element_type_65, permute_30, permute_32], Original ATen: [aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf29, (512, 256), (1, 512), 0), primals_1, out=buf30)
            buf36 = buf29; del buf29  # reuse
            # Topologically Sorted Source Nodes: [linear_2, permute_33, mm_12], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(buf34, primals_6, out=buf36)
            del primals_6
            buf40 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_74, hidden, mul_46, mul_47, mul_48, exp_4, mul_49, mul_50, add_19, mul_51, convert_element_type_76], Original ATen: [aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_9:40
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_9.run(buf40, addmm_1, 131072, stream=stream0)
            del addmm_1
            buf44 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [linear_1, permute_37, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:41
            extern_kernels.addmm(buf33, buf40, primals_4, alpha=1, beta=1, out=buf44)
            del primals_4
            buf51 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [linear, permute_41, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf44, buf46, primals_2, alpha=1, beta=1, out=buf51)
            del buf44
            del buf46
            del primals_2
            buf42 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [sum_13], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_10:43
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_10.run(buf40, buf42, 1024, 128, stream=stream0)
            buf43 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_13], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_11:44
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_11.run(buf42, buf43, 512, 2, stream=stream0)
            del buf42
            buf41 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_74, hidden, mul_46, mul_47, mul_48, exp_4, mul_49, mul_50, add_19, mul_51, convert_element_type_76, permute_38, permute_40], Original ATen: [aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf40, (512, 256), (1, 512), 0), primals_1, out=buf41)
            del buf40
            del primals_1
        return (buf51, reinterpret_tensor(buf48, (4, 256), (256, 1), 0), reinterpret_tensor(buf50, (4, ), (1, ), 0), buf41, reinterpret_tensor(buf43, (512, ), (1, ), 0), buf37, reinterpret_tensor(buf39, (256, ), (1, ), 0), buf30, reinterpret_tensor(buf32, (512, ), (1, ), 0), buf26, reinterpret_tensor(buf28, (256, ), (1, ), 0), buf19, reinterpret_tensor(buf21, (512, ), (1, ), 0), buf15, reinterpret_tensor(buf17, (256, ), (1, ), 0), buf9, reinterpret_tensor(buf11, (512, ), (1, ), 0), buf4, reinterpret_tensor(buf6, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((256, 4), (4, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_9 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_3 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_17 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_4 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_5 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_25 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_7 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_33 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, addmm, addmm_1, convert_element_type_9, addmm_2, addmm_3, convert_element_type_17, addmm_4, addmm_5, convert_element_type_25, addmm_6, addmm_7, convert_element_type_33, addmm_8, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
