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


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/v2/cv2wubnxo3hbih6a7odm7g2pi2svsv6jcoearncsinhumbpbxnvx.py
# Topologically Sorted Source Nodes: [clone, mul_7, sum_1, layer_norm_1, mul_8, sum_2, mul_9, sub_3, sub_4, div_1, mul_10, convert_element_type_22], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone => convert_element_type_20
#   convert_element_type_22 => convert_element_type_22
#   div_1 => div_1
#   layer_norm_1 => convert_element_type_18, mul_5, sub_1
#   mul_10 => mul_10
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sub_3 => sub_3
#   sub_4 => sub_4
#   sum_1 => sum_1
#   sum_2 => sum_2
# Graph fragment:
#   %tangents_1 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %add_4 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=add_4]
#   %getitem_3 : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_1 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=sum_2]
#   %convert_element_type_20 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%tangents_1, torch.float32), kwargs = {})
#   %mul_7 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 256), kwargs = {})
#   %sum_1 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_20, [1], True), kwargs = {})
#   %convert_element_type_18 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_18, %getitem_3), kwargs = {})
#   %mul_5 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_8 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, %mul_5), kwargs = {})
#   %sum_2 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_8, [1], True), kwargs = {})
#   %mul_9 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %sum_2), kwargs = {})
#   %sub_3 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_7, %sum_1), kwargs = {})
#   %sub_4 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %mul_9), kwargs = {})
#   %div_1 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_10 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_4), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[128, 256][256, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_10, torch.bfloat16), kwargs = {})
#   return %sum_1,%sum_2,%convert_element_type_22
triton_per_fused_native_layer_norm_native_layer_norm_backward_0 = async_compile.triton('triton_per_fused_native_layer_norm_native_layer_norm_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_native_layer_norm_backward_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 262144}}
)
@triton.jit
def triton_per_fused_native_layer_norm_native_layer_norm_backward_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp6 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.sum(tmp4, 1)[:, None].to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tmp9 * tmp10
    tmp12 = tmp1 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp18 = tmp10 * tmp17
    tmp19 = tl.full([1, 1], 256.0, tl.float32)
    tmp20 = tmp1 * tmp19
    tmp21 = tmp20 - tmp5
    tmp22 = tmp11 * tmp16
    tmp23 = tmp21 - tmp22
    tmp24 = tmp18 * tmp23
    tmp25 = tmp24.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/kw/ckwssxwblqcehuxpi33wv2iddeetxkxeft7wp7u6ssdyun4pi5vb.py
# Topologically Sorted Source Nodes: [sum_3, sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_3 => sum_3
#   sum_5 => sum_5
# Graph fragment:
#   %convert_element_type_22 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=convert_element_type_22]
#   %sum_3 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_22, [0], True), kwargs = {})
#   %sum_5 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_22, [0], True), kwargs = {})
#   return %sum_3,%sum_5
triton_red_fused_sum_1 = async_compile.triton('triton_red_fused_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67584, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/tl/ctlvx63zxashbzumajxaz6ztu4tjbaqhqozbqn2msdgoevhtsrw2.py
# Topologically Sorted Source Nodes: [convert_element_type_27, input_6, reciprocal, mul_11, mul_12, sub_5, mul_13, add_7, mul_14, convert_element_type_29, sum_4], Original ATen: [aten.silu_backward, aten.silu, aten.sum]
# Source node to ATen node mapping:
#   add_7 => add_7
#   convert_element_type_27 => convert_element_type_27
#   convert_element_type_29 => convert_element_type_29
#   input_6 => add_3, convert_element_type_13, exp, neg
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   reciprocal => reciprocal
#   sub_5 => sub_5
#   sum_4 => sum_4
# Graph fragment:
#   %mm : Tensor "bf16[128, 384][384, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "bf16[128, 384][384, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %convert_element_type_29 : Tensor "bf16[128, 384][384, 1]cuda:0" = PlaceHolder[target=convert_element_type_29]
#   %convert_element_type_27 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm_2, torch.float32), kwargs = {})
#   %neg : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_13,), kwargs = {})
#   %exp : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_3 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %reciprocal : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%add_3,), kwargs = {})
#   %mul_11 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal, 1), kwargs = {})
#   %mul_12 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_27, %mul_11), kwargs = {})
#   %sub_5 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_11), kwargs = {})
#   %mul_13 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %sub_5), kwargs = {})
#   %add_7 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, 1), kwargs = {})
#   %mul_14 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, %add_7), kwargs = {})
#   %convert_element_type_29 : Tensor "bf16[128, 384][384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_14, torch.bfloat16), kwargs = {})
#   %sum_4 : Tensor "bf16[1, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_29, [0], True), kwargs = {})
#   return %convert_element_type_29,%sum_4
triton_red_fused_silu_silu_backward_sum_2 = async_compile.triton('triton_red_fused_silu_silu_backward_sum_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_silu_silu_backward_sum_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 394752, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_silu_silu_backward_sum_2(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 384*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr0 + (x0 + 384*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = -tmp3
        tmp5 = libdevice.exp(tmp4)
        tmp6 = tl.full([1, 1], 1.0, tl.float32)
        tmp7 = tmp5 + tmp6
        tmp8 = tl.full([1, 1], 1, tl.int32)
        tmp9 = (tmp8 / tmp7)
        tmp10 = tmp9 * tmp6
        tmp11 = tmp1 * tmp10
        tmp12 = tmp6 - tmp10
        tmp13 = tmp3 * tmp12
        tmp14 = tmp13 + tmp6
        tmp15 = tmp11 * tmp14
        tmp16 = tmp15.to(tl.float32)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
        tl.store(in_out_ptr0 + (x0 + 384*r0_1), tmp16, r0_mask & xmask)
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/po/cpop6fvuy7qw2uwnosqyjtiqenpiuxj77agtfj6l657thkxsgb3o.py
# Topologically Sorted Source Nodes: [convert_element_type_38, input_3, mul_16, mul_17, mul_18, exp_2, mul_19, mul_20, add_9, mul_21, convert_element_type_40, sum_6], Original ATen: [aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_9 => add_9
#   convert_element_type_38 => convert_element_type_38
#   convert_element_type_40 => convert_element_type_40
#   exp_2 => exp_2
#   input_3 => add_2, convert_element_type_5, erf, mul_3
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   sum_6 => sum_6
# Graph fragment:
#   %mm_4 : Tensor "bf16[128, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm : Tensor "bf16[128, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %convert_element_type_40 : Tensor "bf16[128, 512][512, 1]cuda:0" = PlaceHolder[target=convert_element_type_40]
#   %convert_element_type_38 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_4, torch.float32), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm, torch.float32), kwargs = {})
#   %mul_3 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_16 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_2, 0.5), kwargs = {})
#   %mul_17 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, %convert_element_type_5), kwargs = {})
#   %mul_18 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, -0.5), kwargs = {})
#   %exp_2 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_18,), kwargs = {})
#   %mul_19 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_2, 0.3989422804014327), kwargs = {})
#   %mul_20 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, %mul_19), kwargs = {})
#   %add_9 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_16, %mul_20), kwargs = {})
#   %mul_21 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_38, %add_9), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[128, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_21, torch.bfloat16), kwargs = {})
#   %sum_6 : Tensor "bf16[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_40, [0], True), kwargs = {})
#   return %convert_element_type_40,%sum_6
triton_red_fused_gelu_gelu_backward_sum_3 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 526336, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_3(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp5 = tmp3 * tmp4
        tmp6 = libdevice.erf(tmp5)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 0.5, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp11 = tmp3 * tmp3
        tmp12 = tl.full([1, 1], -0.5, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = libdevice.exp(tmp13)
        tmp15 = tl.full([1, 1], 0.3989422804014327, tl.float32)
        tmp16 = tmp14 * tmp15
        tmp17 = tmp3 * tmp16
        tmp18 = tmp10 + tmp17
        tmp19 = tmp1 * tmp18
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
        tl.store(in_out_ptr0 + (x0 + 512*r0_1), tmp20, r0_mask & xmask)
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/vy/cvydlq2gxmjwgnqissxbbtbv5achmnhpyf2gliee4stxruzfsfe7.py
# Topologically Sorted Source Nodes: [clone_2, input_1, mul_28, sum_9, sum_10, convert_element_type_50, convert_element_type_51], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_45
#   convert_element_type_50 => convert_element_type_50
#   convert_element_type_51 => convert_element_type_51
#   input_1 => convert_element_type, mul, sub
#   mul_28 => mul_28
#   sum_10 => sum_10
#   sum_9 => sum_9
# Graph fragment:
#   %mm_6 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_3 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem_1 : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_9 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_9]
#   %sum_10 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_10]
#   %convert_element_type_45 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_6, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %sub : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_28 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_45, %mul), kwargs = {})
#   %sum_9 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_28, [0]), kwargs = {})
#   %sum_10 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_45, [0]), kwargs = {})
#   %convert_element_type_50 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_9, torch.bfloat16), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_10, torch.bfloat16), kwargs = {})
#   return %sum_9,%sum_10,%convert_element_type_50,%convert_element_type_51
triton_red_fused_native_layer_norm_native_layer_norm_backward_4 = async_compile.triton('triton_red_fused_native_layer_norm_native_layer_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_native_layer_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 133120, 'r0_': 1024}}
)
@triton.jit
def triton_red_fused_native_layer_norm_native_layer_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp2.to(tl.float32)
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp1 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp15 = tmp10.to(tl.float32)
    tmp16 = tmp13.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp15, xmask)
    tl.store(out_ptr3 + (x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/branches/base/inductor/tmpm8tazk15/nc/cncqfy7wxp5q3jfbegrc6fvm5x7yv3pywcvumenhfbv7vy2ihaht.py
# Topologically Sorted Source Nodes: [clone_2, clone_4, mul_23, mul_24, sum_7, input_1, mul_25, sum_8, mul_26, sub_7, sub_8, div_2, mul_27, convert_element_type_49], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_45
#   clone_4 => convert_element_type_47
#   convert_element_type_49 => convert_element_type_49
#   div_2 => div_2
#   input_1 => convert_element_type, mul, sub
#   mul_23 => mul_23
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   sub_7 => sub_7
#   sub_8 => sub_8
#   sum_7 => sum_7
#   sum_8 => sum_8
# Graph fragment:
#   %mm_6 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_3 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem_1 : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[128, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_7 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[128, 1][1, 128]cuda:0" = PlaceHolder[target=sum_8]
#   %convert_element_type_45 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_6, torch.float32), kwargs = {})
#   %convert_element_type_47 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %mul_23 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_45, %convert_element_type_47), kwargs = {})
#   %mul_24 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, 256), kwargs = {})
#   %sum_7 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_23, [1], True), kwargs = {})
#   %convert_element_type : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %sub : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_25 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_23, %mul), kwargs = {})
#   %sum_8 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_25, [1], True), kwargs = {})
#   %mul_26 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_8), kwargs = {})
#   %sub_7 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_24, %sum_7), kwargs = {})
#   %sub_8 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_7, %mul_26), kwargs = {})
#   %div_2 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_27 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_8), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_27, torch.bfloat16), kwargs = {})
#   return %sum_7,%sum_8,%convert_element_type_49
triton_per_fused_native_layer_norm_native_layer_norm_backward_5 = async_compile.triton('triton_per_fused_native_layer_norm_native_layer_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_native_layer_norm_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 262656}}
)
@triton.jit
def triton_per_fused_native_layer_norm_native_layer_norm_backward_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp9 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp9.to(tl.float32)
    tmp12 = tmp10 - tmp11
    tmp14 = tmp12 * tmp13
    tmp15 = tmp4 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp21 = tmp13 * tmp20
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = tmp4 * tmp22
    tmp24 = tmp23 - tmp8
    tmp25 = tmp14 * tmp19
    tmp26 = tmp24 - tmp25
    tmp27 = tmp21 * tmp26
    tmp28 = tmp27.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp28, xmask)
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, getitem_1, rsqrt, convert_element_type_1, addmm, convert_element_type_6, addmm_2, convert_element_type_14, add_4, getitem_3, rsqrt_1, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (256, ), (1, ))
        assert_size_stride(primals_3, (128, 256), (256, 1))
        assert_size_stride(primals_4, (512, 256), (256, 1))
        assert_size_stride(primals_6, (256, 512), (512, 1))
        assert_size_stride(primals_8, (384, 256), (256, 1))
        assert_size_stride(primals_10, (256, 384), (384, 1))
        assert_size_stride(getitem_1, (128, 1), (1, 1))
        assert_size_stride(rsqrt, (128, 1), (1, 1))
        assert_size_stride(convert_element_type_1, (128, 256), (256, 1))
        assert_size_stride(addmm, (128, 512), (512, 1))
        assert_size_stride(convert_element_type_6, (128, 512), (512, 1))
        assert_size_stride(addmm_2, (128, 384), (384, 1))
        assert_size_stride(convert_element_type_14, (128, 384), (384, 1))
        assert_size_stride(add_4, (128, 256), (256, 1))
        assert_size_stride(getitem_3, (128, 1), (1, 1))
        assert_size_stride(rsqrt_1, (128, 1), (1, 1))
        assert_size_stride(tangents_1, (128, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf2 = add_4; del add_4  # reuse
            # Topologically Sorted Source Nodes: [clone, mul_7, sum_1, layer_norm_1, mul_8, sum_2, mul_9, sub_3, sub_4, div_1, mul_10, convert_element_type_22], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_native_layer_norm_backward_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_native_layer_norm_backward_0.run(buf2, tangents_1, getitem_3, rsqrt_1, 128, 256, stream=stream0)
            del getitem_3
            del rsqrt_1
            del tangents_1
            buf5 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            buf11 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_3, sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_1:2
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf2, buf5, buf11, 256, 128, stream=stream0)
            buf3 = empty_strided_cuda((128, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_7, permute_4, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(buf2, primals_10, out=buf3)
            del primals_10
            buf6 = buf3; del buf3  # reuse
            buf8 = empty_strided_cuda((1, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_27, input_6, reciprocal, mul_11, mul_12, sub_5, mul_13, add_7, mul_14, convert_element_type_29, sum_4], Original ATen: [aten.silu_backward, aten.silu, aten.sum]
            # [Provenance debug handles] triton_red_fused_silu_silu_backward_sum_2:4
            stream0 = get_raw_stream(0)
            triton_red_fused_silu_silu_backward_sum_2.run(buf6, addmm_2, buf8, 384, 128, stream=stream0)
            del addmm_2
            buf4 = empty_strided_cuda((256, 384), (384, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_5, permute_7], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf2, (256, 128), (1, 256), 0), convert_element_type_14, out=buf4)
            del convert_element_type_14
            buf9 = empty_strided_cuda((128, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_4, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(buf2, primals_6, out=buf9)
            del primals_6
            buf12 = buf9; del buf9  # reuse
            buf15 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_38, input_3, mul_16, mul_17, mul_18, exp_2, mul_19, mul_20, add_9, mul_21, convert_element_type_40, sum_6], Original ATen: [aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_3:7
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_3.run(buf12, addmm, buf15, 512, 128, stream=stream0)
            del addmm
            buf10 = empty_strided_cuda((256, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_5, permute_15], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf2, (256, 128), (1, 256), 0), convert_element_type_6, out=buf10)
            del convert_element_type_6
            buf13 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_2, permute_16, mm_6], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(buf12, primals_4, out=buf13)
            del primals_4
            buf20 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            buf21 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [clone_2, input_1, mul_28, sum_9, sum_10, convert_element_type_50, convert_element_type_51], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_native_layer_norm_backward_4:10
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_native_layer_norm_backward_4.run(buf13, primals_3, getitem_1, rsqrt, buf20, buf21, 256, 128, stream=stream0)
            buf22 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [clone_2, clone_4, mul_23, mul_24, sum_7, input_1, mul_25, sum_8, mul_26, sub_7, sub_8, div_2, mul_27, convert_element_type_49], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_native_layer_norm_backward_5:11
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_native_layer_norm_backward_5.run(buf22, primals_1, primals_3, getitem_1, rsqrt, 128, 256, stream=stream0)
            del getitem_1
            del primals_1
            del rsqrt
            buf23 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_5, permute_8, clone_2, clone_4, mul_23, mul_24, input_1, mul_26, sub_7, sub_8, div_2, mul_27, convert_element_type_49, ], Original ATen: [aten.t, aten.native_layer_norm_backward, aten.native_layer_norm, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(buf22, buf6, primals_8, alpha=1, beta=1, out=buf23)
            del buf22
            del primals_8
            buf7 = empty_strided_cuda((384, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_27, input_6, reciprocal, mul_11, mul_12, sub_5, mul_13, add_7, mul_14, convert_element_type_29, permute_9, permute_11], Original ATen: [aten.silu_backward, aten.silu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(reinterpret_tensor(buf6, (384, 128), (1, 384), 0), primals_3, out=buf7)
            del buf6
            del primals_3
            buf14 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_17, permute_19], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf12, (512, 128), (1, 512), 0), convert_element_type_1, out=buf14)
            del buf12
            del convert_element_type_1
        return (buf20, buf21, buf23, buf14, reinterpret_tensor(buf15, (512, ), (1, ), 0), buf10, reinterpret_tensor(buf11, (256, ), (1, ), 0), buf7, reinterpret_tensor(buf8, (384, ), (1, ), 0), buf4, reinterpret_tensor(buf5, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((384, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_6 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((128, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_14 = rand_strided((128, 384), (384, 1), device='cuda:0', dtype=torch.bfloat16)
    add_4 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((128, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, getitem_1, rsqrt, convert_element_type_1, addmm, convert_element_type_6, addmm_2, convert_element_type_14, add_4, getitem_3, rsqrt_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
