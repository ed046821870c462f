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


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/hi/chi6tx4eejrcnpadfitinrthzr2ffxz3jkvq3hgv5nybmazlpjvi.py
# Topologically Sorted Source Nodes: [view_29, view_30, clone_4, hidden_states_14, mul_34, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_4 => convert_element_type_40
#   hidden_states_14 => convert_element_type_32, mul_26, sub_4
#   mul_34 => mul_34
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %tangents_6 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_6]
#   %mm_2 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %add_19 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_19]
#   %getitem_33 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %rsqrt_4 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %view_29 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 256, 256]), kwargs = {})
#   %add_22 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_6, %view_29), kwargs = {})
#   %convert_element_type_40 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_22, torch.float32), kwargs = {})
#   %convert_element_type_32 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.float32), kwargs = {})
#   %sub_4 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_32, %getitem_33), kwargs = {})
#   %mul_26 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_34 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_40, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   %sum_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_40, [0, 1]), kwargs = {})
#   return %buf3,%buf5
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 802816, 'r0_': 4096}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
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
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp6 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2.to(tl.float32)
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp9 = tmp7 * tmp8
        tmp10 = tmp3 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
        tmp14 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp12, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/m5/cm5ec4ye67shu5lkiqfbokbl64gqykbrxdfqemtnwnu6aigpw3wr.py
# Topologically Sorted Source Nodes: [view_29, view_30, clone_4, hidden_states_14, mul_34, sum_3, convert_element_type_45], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_4 => convert_element_type_40
#   convert_element_type_45 => convert_element_type_45
#   hidden_states_14 => convert_element_type_32, mul_26, sub_4
#   mul_34 => mul_34
#   sum_3 => sum_3
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %buf3 : Tensor "f32[256, 4][1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %sum_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_3]
#   %view_29 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 256, 256]), kwargs = {})
#   %add_22 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_6, %view_29), kwargs = {})
#   %convert_element_type_40 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_22, torch.float32), kwargs = {})
#   %convert_element_type_32 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.float32), kwargs = {})
#   %sub_4 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_32, %getitem_33), kwargs = {})
#   %mul_26 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_34 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_40, %mul_26), kwargs = {})
#   %sum_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_34, [0, 1]), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_3, torch.bfloat16), kwargs = {})
#   return %sum_3,%convert_element_type_45
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp5 = tmp4.to(tl.float32)
    tl.store(out_ptr1 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/m7/cm7gnnjscutfa3tim5bt2rsordhgwnok6mytqpilehvksdc6vh3t.py
# Topologically Sorted Source Nodes: [view_29, view_30, clone_4, clone_6, mul_29, mul_30, sum_1, hidden_states_14, mul_31, sum_2, mul_32, sub_6, sub_7, div, mul_33, convert_element_type_44, convert_element_type_47, mul_35, clone_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   clone_4 => convert_element_type_40
#   clone_6 => convert_element_type_42
#   clone_8 => mul_36
#   convert_element_type_44 => convert_element_type_44
#   convert_element_type_47 => convert_element_type_47
#   div => div
#   hidden_states_14 => convert_element_type_32, mul_26, sub_4
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_35 => mul_35
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_29 => view_29
#   view_30 => add_22
# Graph fragment:
#   %tangents_6 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_6]
#   %mm_2 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_28 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_28]
#   %add_19 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_19]
#   %getitem_33 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_33]
#   %rsqrt_4 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %sum_1 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_2]
#   %convert_element_type_44 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=convert_element_type_44]
#   %gt_4 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt_4]
#   %view_29 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 256, 256]), kwargs = {})
#   %add_22 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_6, %view_29), kwargs = {})
#   %convert_element_type_40 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_22, torch.float32), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_28, torch.float32), kwargs = {})
#   %mul_29 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_40, %convert_element_type_42), kwargs = {})
#   %mul_30 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, 256), kwargs = {})
#   %sum_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [2], True), kwargs = {})
#   %convert_element_type_32 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_19, torch.float32), kwargs = {})
#   %sub_4 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_32, %getitem_33), kwargs = {})
#   %mul_26 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_31 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %mul_26), kwargs = {})
#   %sum_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [2], True), kwargs = {})
#   %mul_32 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %sum_2), kwargs = {})
#   %sub_6 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_30, %sum_1), kwargs = {})
#   %sub_7 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_32), kwargs = {})
#   %div : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_4, 256), kwargs = {})
#   %mul_33 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_7), kwargs = {})
#   %convert_element_type_44 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_33, torch.bfloat16), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.bfloat16), kwargs = {})
#   %mul_35 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_47, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %mul_35), kwargs = {})
#   return %sum_1,%sum_2,%convert_element_type_44,%mul_36
triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1966592}}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr5 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp14 = tmp12 - tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp6 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp23 = tmp15 * tmp22
    tmp24 = tl.full([1, 1], 256.0, tl.float32)
    tmp25 = tmp6 * tmp24
    tmp26 = tmp25 - tmp10
    tmp27 = tmp16 * tmp21
    tmp28 = tmp26 - tmp27
    tmp29 = tmp23 * tmp28
    tmp30 = tmp29.to(tl.float32)
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp34 = tmp32 * tmp33
    tmp35 = tmp30 * tmp34
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp30, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/23/c232rtucgup5beiguoks34sao6ovenmbnpofzpcwpv2pnoknzpkb.py
# Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   clone_8 => mul_36
#   convert_element_type_47 => convert_element_type_47
#   mul_35 => mul_35
#   sum_5 => sum_5
#   view_31 => view_31
# Graph fragment:
#   %mul_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=mul_36]
#   %convert_element_type_47 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.bfloat16), kwargs = {})
#   %mul_35 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_47, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %mul_35), kwargs = {})
#   %view_31 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_36, [512, 256]), kwargs = {})
#   %sum_5 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_31, [0], True), kwargs = {})
#   return %buf13
triton_red_fused_native_dropout_backward_sum_view_3 = async_compile.triton('triton_red_fused_native_dropout_backward_sum_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_dropout_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 270336, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_dropout_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
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


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/n4/cn4dhycnoimzfj6noad43sr726fa4homswkfk4zcig4zsqoalbrv.py
# Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
# Source node to ATen node mapping:
#   clone_8 => mul_36
#   convert_element_type_47 => convert_element_type_47
#   mul_35 => mul_35
#   sum_5 => sum_5
#   view_31 => view_31
# Graph fragment:
#   %buf13 : Tensor "f32[1, 256, 4][1024, 1, 256]cuda:0" = PlaceHolder[target=buf13]
#   %convert_element_type_47 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_4, torch.bfloat16), kwargs = {})
#   %mul_35 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_47, 1.1111111111111112), kwargs = {})
#   %mul_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %mul_35), kwargs = {})
#   %view_31 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_36, [512, 256]), kwargs = {})
#   %sum_5 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_31, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_native_dropout_backward_sum_view_4 = async_compile.triton('triton_per_fused_native_dropout_backward_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_dropout_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_dropout_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/4i/c4iblwbela6q4wqjex3c4hyct6n34g3ssvm47jtj7z6fx3u2dk5z.py
# Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, convert_element_type_52, convert_element_type_53, mul_39, sub_8, mul_40, convert_element_type_54, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
# Source node to ATen node mapping:
#   add_10 => add_18
#   add_23 => add_23
#   add_24 => add_24
#   add_9 => add_17
#   convert_element_type_52 => convert_element_type_52
#   convert_element_type_53 => convert_element_type_53
#   convert_element_type_54 => convert_element_type_54
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_4 => mul_20
#   mul_40 => mul_40
#   mul_41 => mul_41
#   mul_42 => mul_42
#   mul_43 => mul_43
#   mul_44 => mul_44
#   mul_45 => mul_45
#   mul_5 => mul_21
#   mul_6 => mul_22
#   pow_2 => pow_2
#   pow_3 => pow_3
#   sub_8 => sub_8
#   tanh_1 => tanh_1
#   view_33 => view_33
#   x_13 => view_22
# Graph fragment:
#   %mm_3 : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %addmm_6 : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_33 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 256, 1024]), kwargs = {})
#   %view_22 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [2, 256, 1024]), kwargs = {})
#   %mul_20 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_22, 0.5), kwargs = {})
#   %mul_37 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %mul_20), kwargs = {})
#   %pow_2 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 3.0), kwargs = {})
#   %mul_21 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_2, 0.044715), kwargs = {})
#   %add_17 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_22, %mul_21), kwargs = {})
#   %mul_22 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_17, 0.7978845608028654), kwargs = {})
#   %tanh_1 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_22,), kwargs = {})
#   %add_18 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_1, 1.0), kwargs = {})
#   %mul_38 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_33, %add_18), kwargs = {})
#   %convert_element_type_52 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.float32), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%tanh_1, torch.float32), kwargs = {})
#   %mul_39 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_53, %convert_element_type_53), kwargs = {})
#   %sub_8 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_39), kwargs = {})
#   %mul_40 : Tensor "f32[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_52, %sub_8), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_40, torch.bfloat16), kwargs = {})
#   %mul_41 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_54, 0.7978845608028654), kwargs = {})
#   %mul_42 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_41, 0.044715), kwargs = {})
#   %pow_3 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_22, 2.0), kwargs = {})
#   %mul_43 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Scalar](args = (%pow_3, 3.0), kwargs = {})
#   %mul_44 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %mul_43), kwargs = {})
#   %add_23 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %mul_44), kwargs = {})
#   %mul_45 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.5), kwargs = {})
#   %add_24 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_23, %mul_45), kwargs = {})
#   return %add_24
triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5 = async_compile.triton('triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4194304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp1 * tmp1
    tmp7 = tmp6 * tmp1
    tmp8 = tl.full([1], 0.044715, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tmp1 + tmp9
    tmp11 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = libdevice.tanh(tmp12)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tmp14 * tmp14
    tmp16 = tl.full([1], 1.0, tl.float32)
    tmp17 = tmp16 - tmp15
    tmp18 = tmp5 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tmp19 * tmp11
    tmp21 = tmp20 * tmp8
    tmp22 = tl.full([1], 3.0, tl.float32)
    tmp23 = tmp6 * tmp22
    tmp24 = tmp21 * tmp23
    tmp25 = tmp20 + tmp24
    tmp26 = tmp13 + tmp16
    tmp27 = tmp0 * tmp26
    tmp28 = tmp27 * tmp2
    tmp29 = tmp25 + tmp28
    tl.store(in_out_ptr0 + (x0), tmp29, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/bb/cbbzkvv3engrfz65pkqdenpg24pnlp6fwjjzcrwvidbstswihudz.py
# Topologically Sorted Source Nodes: [view_34, sum_6], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
#   view_34 => view_34
# Graph fragment:
#   %add_24 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=add_24]
#   %view_34 : Tensor "bf16[512, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [512, 1024]), kwargs = {})
#   %sum_6 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_34, [0], True), kwargs = {})
#   return %buf18
triton_red_fused_sum_view_6 = async_compile.triton('triton_red_fused_sum_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1081344, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/yg/cygwze7zokk6ahlj4dnqzptq5oii45ocd4exwolzbn4fhsmvunbz.py
# Topologically Sorted Source Nodes: [view_34, sum_6], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_6 => sum_6
#   view_34 => view_34
# Graph fragment:
#   %buf18 : Tensor "f32[1, 1024, 4][4096, 1, 1024]cuda:0" = PlaceHolder[target=buf18]
#   %view_34 : Tensor "bf16[512, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [512, 1024]), kwargs = {})
#   %sum_6 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_34, [0], True), kwargs = {})
#   return %sum_6
triton_per_fused_sum_view_7 = async_compile.triton('triton_per_fused_sum_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_view_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/yp/cypzzdyf4e7opro5huirndvuyu6h4z5yc7buebziv5xsak4rb22c.py
# Topologically Sorted Source Nodes: [view_36, clone_9, hidden_states_10, mul_52, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_9 => convert_element_type_59
#   hidden_states_10 => convert_element_type_24, mul_18, sub_3
#   mul_52 => mul_52
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_36 => view_36
# Graph fragment:
#   %mm_5 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %add_14 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_31 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_31]
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 256, 256]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_36, torch.float32), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_24, %getitem_31), kwargs = {})
#   %mul_18 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_52 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_59, %mul_18), kwargs = {})
#   %sum_9 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_52, [0, 1]), kwargs = {})
#   %sum_10 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_59, [0, 1]), kwargs = {})
#   return %buf22,%buf24
triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 540672, 'r0_': 4096}}
)
@triton.jit
def triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
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
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/7p/c7pwg32xbnwars4zhy56rolq43xh73ctmkzw3oqc7tmt5zxx6ebk.py
# Topologically Sorted Source Nodes: [view_36, clone_9, clone_11, mul_47, mul_48, sum_7, hidden_states_10, mul_49, sum_8, mul_50, sub_10, sub_11, div_1, mul_51, convert_element_type_63, add_25, convert_element_type_66, mul_53, clone_13], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.native_dropout_backward]
# Source node to ATen node mapping:
#   add_25 => add_25
#   clone_11 => convert_element_type_61
#   clone_13 => mul_54
#   clone_9 => convert_element_type_59
#   convert_element_type_63 => convert_element_type_63
#   convert_element_type_66 => convert_element_type_66
#   div_1 => div_1
#   hidden_states_10 => convert_element_type_24, mul_18, sub_3
#   mul_47 => mul_47
#   mul_48 => mul_48
#   mul_49 => mul_49
#   mul_50 => mul_50
#   mul_51 => mul_51
#   mul_53 => mul_53
#   sub_10 => sub_10
#   sub_11 => sub_11
#   sum_7 => sum_7
#   sum_8 => sum_8
#   view_36 => view_36
# Graph fragment:
#   %mm_5 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %primals_22 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %add_14 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_31 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_31]
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %convert_element_type_44 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=convert_element_type_44]
#   %sum_7 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_7]
#   %sum_8 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_8]
#   %add_25 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_25]
#   %gt_3 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %view_36 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 256, 256]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_36, torch.float32), kwargs = {})
#   %convert_element_type_61 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_22, torch.float32), kwargs = {})
#   %mul_47 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_59, %convert_element_type_61), kwargs = {})
#   %mul_48 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, 256), kwargs = {})
#   %sum_7 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_47, [2], True), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_24, %getitem_31), kwargs = {})
#   %mul_18 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_49 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_47, %mul_18), kwargs = {})
#   %sum_8 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_49, [2], True), kwargs = {})
#   %mul_50 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %sum_8), kwargs = {})
#   %sub_10 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_48, %sum_7), kwargs = {})
#   %sub_11 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_10, %mul_50), kwargs = {})
#   %div_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_3, 256), kwargs = {})
#   %mul_51 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_11), kwargs = {})
#   %convert_element_type_63 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_51, torch.bfloat16), kwargs = {})
#   %add_25 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_44, %convert_element_type_63), kwargs = {})
#   %convert_element_type_66 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt_3, torch.bfloat16), kwargs = {})
#   %mul_53 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_66, 1.1111111111111112), kwargs = {})
#   %mul_54 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_25, %mul_53), kwargs = {})
#   return %sum_7,%sum_8,%add_25,%mul_54
triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*i1', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1966592}}
)
@triton.jit
def triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp2 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp9 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp31 = tl.load(in_ptr5 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
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
    tmp21 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp23 = tl.full([1, 1], 256.0, tl.float32)
    tmp24 = tmp4 * tmp23
    tmp25 = tmp24 - tmp8
    tmp26 = tmp14 * tmp19
    tmp27 = tmp25 - tmp26
    tmp28 = tmp22 * tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp20 + tmp29
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp34 = tmp32 * tmp33
    tmp35 = tmp30 * tmp34
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp30, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/bp/cbpy7f5ymv3iden7hapvmfyh2qfdwt56ifnboof5do4j3yj64yxw.py
# Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   clone_14 => clone_14
#   clone_15 => clone_15
#   permute_20 => permute_20
#   permute_21 => permute_21
#   permute_22 => permute_22
#   slice_1 => add_27
#   slice_2 => add_26
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
# Graph fragment:
#   %getitem_34 : Tensor "bf16[2, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_34]
#   %tangents_5 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_5]
#   %getitem_35 : Tensor "bf16[2, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %tangents_4 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0" = PlaceHolder[target=tangents_4]
#   %getitem_36 : Tensor "bf16[2, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_36]
#   %add_26 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_5, %getitem_35), kwargs = {})
#   %add_27 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_4, %getitem_36), kwargs = {})
#   %permute_20 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_34, [0, 2, 1, 3]), kwargs = {})
#   %view_41 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_20, [2, 256, 256]), kwargs = {})
#   %permute_21 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_27, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_21,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [2, 256, 256]), kwargs = {})
#   %permute_22 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_26, [0, 2, 1, 3]), kwargs = {})
#   %clone_15 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_22,), kwargs = {memory_format: torch.contiguous_format})
#   %view_43 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [2, 256, 256]), kwargs = {})
#   %cat : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_41, %view_43, %view_42], 2), kwargs = {})
#   return %cat
triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10 = async_compile.triton('triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2359296}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 768)
    x3 = xindex // 768
    x1 = ((xindex // 768) % 256)
    x2 = xindex // 196608
    x4 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 256, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (256*x3 + (x0)), tmp4, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 512, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tmp6 & tmp8
    tmp10 = tl.load(in_ptr1 + (64*x1 + 16384*(((((-256) + x0) // 64) % 4)) + 65536*x2 + ((((-256) + x0) % 64))), tmp9, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (256*x3 + ((((-256) + x0) % 256))), tmp9, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tl.full(tmp12.shape, 0.0, tmp12.dtype)
    tmp14 = tl.where(tmp9, tmp12, tmp13)
    tmp15 = tmp0 >= tmp7
    tmp16 = tl.full([1], 768, tl.int64)
    tmp17 = tmp0 < tmp16
    tmp18 = tl.load(in_ptr3 + (64*x1 + 16384*(((((-512) + x0) // 64) % 4)) + 65536*x2 + ((((-512) + x0) % 64))), tmp15, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp19 = tl.load(in_ptr4 + (256*x3 + ((((-512) + x0) % 256))), tmp15, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = tl.full(tmp20.shape, 0.0, tmp20.dtype)
    tmp22 = tl.where(tmp15, tmp20, tmp21)
    tmp23 = tl.where(tmp9, tmp14, tmp22)
    tmp24 = tl.where(tmp4, tmp5, tmp23)
    tl.store(out_ptr0 + (x4), tmp24, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/hb/chbnwopphz3nrj6gckfn2k4gqdse43o7ylk2okiig2hyr7c7kqh7.py
# Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   clone_14 => clone_14
#   clone_15 => clone_15
#   permute_20 => permute_20
#   permute_21 => permute_21
#   permute_22 => permute_22
#   slice_1 => add_27
#   slice_2 => add_26
#   sum_12 => sum_12
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
# Graph fragment:
#   %cat : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0" = PlaceHolder[target=cat]
#   %add_26 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_5, %getitem_35), kwargs = {})
#   %add_27 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_4, %getitem_36), kwargs = {})
#   %permute_20 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_34, [0, 2, 1, 3]), kwargs = {})
#   %view_41 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_20, [2, 256, 256]), kwargs = {})
#   %permute_21 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_27, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_21,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [2, 256, 256]), kwargs = {})
#   %permute_22 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_26, [0, 2, 1, 3]), kwargs = {})
#   %clone_15 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_22,), kwargs = {memory_format: torch.contiguous_format})
#   %view_43 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [2, 256, 256]), kwargs = {})
#   %cat : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_41, %view_43, %view_42], 2), kwargs = {})
#   %view_44 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [512, 768]), kwargs = {})
#   %sum_12 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [0], True), kwargs = {})
#   return %buf41
triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11 = async_compile.triton('triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 811008, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 3072
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/cg/ccghiq2uex3o26ykdzewcavhlak62lfqmc4vmhivbj2ntdvc6u3m.py
# Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   clone_14 => clone_14
#   clone_15 => clone_15
#   permute_20 => permute_20
#   permute_21 => permute_21
#   permute_22 => permute_22
#   slice_1 => add_27
#   slice_2 => add_26
#   sum_12 => sum_12
#   view_41 => view_41
#   view_42 => view_42
#   view_43 => view_43
#   view_44 => view_44
# Graph fragment:
#   %buf41 : Tensor "f32[1, 768, 4][3072, 1, 768]cuda:0" = PlaceHolder[target=buf41]
#   %add_26 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_5, %getitem_35), kwargs = {})
#   %add_27 : Tensor "bf16[2, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_4, %getitem_36), kwargs = {})
#   %permute_20 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_34, [0, 2, 1, 3]), kwargs = {})
#   %view_41 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_20, [2, 256, 256]), kwargs = {})
#   %permute_21 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_27, [0, 2, 1, 3]), kwargs = {})
#   %clone_14 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_21,), kwargs = {memory_format: torch.contiguous_format})
#   %view_42 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_14, [2, 256, 256]), kwargs = {})
#   %permute_22 : Tensor "bf16[2, 256, 4, 64][65536, 64, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_26, [0, 2, 1, 3]), kwargs = {})
#   %clone_15 : Tensor "bf16[2, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_22,), kwargs = {memory_format: torch.contiguous_format})
#   %view_43 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_15, [2, 256, 256]), kwargs = {})
#   %cat : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_41, %view_43, %view_42], 2), kwargs = {})
#   %view_44 : Tensor "bf16[512, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [512, 768]), kwargs = {})
#   %sum_12 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [0], True), kwargs = {})
#   return %sum_12
triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12 = async_compile.triton('triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 15360, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/3p/c3p5erk7ubjpmdlnlbdwzu7z5pjc3np6gw2k4q3qjvgvcblg3qnr.py
# Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_4 => full_default_5
# Graph fragment:
#   %full_default_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_embedding_dense_backward_13 = async_compile.triton('triton_poi_fused_embedding_dense_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_13(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/n2/cn2cifhcx3aizrwjqibqxtyzeqbj6nfrafikaba4ky4q2br54ecs.py
# Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   full_5 => full_default_7
# Graph fragment:
#   %full_default_7 : Tensor "f32[2001, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2001, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_1
triton_poi_fused_embedding_dense_backward_14 = async_compile.triton('triton_poi_fused_embedding_dense_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4098048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_14(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/rp/crpsdejj6d4sy456mftriyt5bbcgbhhypjcmkupwvn2lsb3utrj7.py
# Topologically Sorted Source Nodes: [view_62, clone_28, clone_30, mul_83, mul_84, sum_25, hidden_states, hidden_states_1, hidden_states_2, mul_85, sum_26, mul_86, sub_20, sub_21, div_4, mul_87, convert_element_type_114, add_34, convert_element_type_117, mul_89, clone_32, scalar_tensor_4, convert_element_type_120, eq_1, unsqueeze_8, where_3, full_5, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   add_34 => add_34
#   clone_28 => convert_element_type_110
#   clone_30 => convert_element_type_112
#   clone_32 => mul_90
#   convert_element_type_114 => convert_element_type_114
#   convert_element_type_117 => convert_element_type_117
#   convert_element_type_120 => convert_element_type_120
#   div_4 => div_4
#   eq_1 => eq_1
#   full_5 => full_default_7
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_2 => convert_element_type, mul_2, sub
#   index_put_1 => index_put_1
#   mul_83 => mul_83
#   mul_84 => mul_84
#   mul_85 => mul_85
#   mul_86 => mul_86
#   mul_87 => mul_87
#   mul_89 => mul_89
#   scalar_tensor_4 => full_default_4
#   sub_20 => sub_20
#   sub_21 => sub_21
#   sum_25 => sum_25
#   sum_26 => sum_26
#   unsqueeze_8 => unsqueeze_8
#   view_62 => view_62
#   where_3 => where_3
# Graph fragment:
#   %gt : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "bf16[1, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %getitem_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %mm_17 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %primals_4 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %mul_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %add_31 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_31]
#   %sum_25 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_25]
#   %sum_26 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_1 : Tensor "i64[2, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %mul_90 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %index_put_1 : Tensor "f32[2001, 256][256, 1]cuda:0" = PlaceHolder[target=index_put_1]
#   %view_62 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [2, 256, 256]), kwargs = {})
#   %convert_element_type_110 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_62, torch.float32), kwargs = {})
#   %convert_element_type_112 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_4, torch.float32), kwargs = {})
#   %mul_83 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_110, %convert_element_type_112), kwargs = {})
#   %mul_84 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, 256), kwargs = {})
#   %sum_25 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_83, [2], True), kwargs = {})
#   %add_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %convert_element_type : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_85 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, %mul_2), kwargs = {})
#   %sum_26 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_85, [2], True), kwargs = {})
#   %mul_86 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_26), kwargs = {})
#   %sub_20 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_84, %sum_25), kwargs = {})
#   %sub_21 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_20, %mul_86), kwargs = {})
#   %div_4 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_87 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_4, %sub_21), kwargs = {})
#   %convert_element_type_114 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_87, torch.bfloat16), kwargs = {})
#   %add_34 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_31, %convert_element_type_114), kwargs = {})
#   %convert_element_type_117 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%gt, torch.bfloat16), kwargs = {})
#   %mul_89 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_117, 1.1111111111111112), kwargs = {})
#   %mul_90 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_34, %mul_89), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %convert_element_type_120 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_90, torch.float32), kwargs = {})
#   %eq_1 : Tensor "b8[2, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%primals_1, -1), kwargs = {})
#   %unsqueeze_8 : Tensor "b8[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq_1, -1), kwargs = {})
#   %where_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_8, %full_default_4, %convert_element_type_120), kwargs = {})
#   %full_default_7 : Tensor "f32[2001, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2001, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put_1 : Tensor "f32[2001, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_7, [%primals_1], %where_3, True), kwargs = {})
#   return %mul_2,%sum_25,%sum_26,%mul_90,%buf99
triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15 = async_compile.triton('triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i1', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*i64', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15', 'mutated_arg_names': ['in_out_ptr0', 'out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 9, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2621952}}
)
@triton.jit
def triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 256*x3), xmask, other=0.0).to(tl.int1)
    tmp2 = tl.load(in_ptr1 + (r0_2 + 256*x3), xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_ptr2 + (r0_2 + 256*x0), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp9 = tl.load(in_ptr3 + (x3), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x3), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (r0_2 + 256*x3), xmask, other=0.0).to(tl.float32)
    tmp15 = tl.load(in_ptr6 + (r0_2), None, eviction_policy='evict_last').to(tl.float32)
    tmp27 = tl.load(in_out_ptr0 + (r0_2 + 256*x3), xmask, other=0.0).to(tl.float32)
    tmp40 = tl.load(in_ptr7 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp7.to(tl.float32)
    tmp10 = tmp8 - tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13.to(tl.float32)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tmp17 * tmp12
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp28 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp29 = tmp11 * tmp28
    tmp30 = tl.full([1, 1], 256.0, tl.float32)
    tmp31 = tmp17 * tmp30
    tmp32 = tmp31 - tmp21
    tmp33 = tmp12 * tmp26
    tmp34 = tmp32 - tmp33
    tmp35 = tmp29 * tmp34
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tmp27 + tmp36
    tmp38 = tmp1 * tmp6
    tmp39 = tmp37 * tmp38
    tmp41 = tl.full([1, 1], 2001, tl.int32)
    tmp42 = tmp40 + tmp41
    tmp43 = tmp40 < 0
    tmp44 = tl.where(tmp43, tmp42, tmp40)
    tl.device_assert(((0 <= tmp44) & (tmp44 < 2001)) | ~(xmask), "index out of bounds: 0 <= tmp44 < 2001")
    tmp46 = tl.full([1, 1], -1, tl.int64)
    tmp47 = tmp40 == tmp46
    tmp48 = tmp39.to(tl.float32)
    tmp49 = tl.full([1, 1], 0.0, tl.float32)
    tmp50 = tl.where(tmp47, tmp49, tmp48)
    tl.store(out_ptr0 + (r0_2 + 256*x3), tmp12, xmask)
    tl.store(in_out_ptr0 + (r0_2 + 256*x3), tmp39, xmask)
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(r0_2 + 256*tmp44, [XBLOCK, R0_BLOCK])), tmp50, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/g7/cg7axgthlzhrqsm4lh6cgijcr3rvny3c2omxz7x22bmqy4rzteev.py
# Topologically Sorted Source Nodes: [convert_element_type_121], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   convert_element_type_121 => convert_element_type_121
# Graph fragment:
#   %buf99 : Tensor "f32[2001, 256][256, 1]cuda:0" = PlaceHolder[target=buf99]
#   %convert_element_type_121 : Tensor "bf16[2001, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%index_put_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_121
triton_poi_fused_embedding_dense_backward_16 = async_compile.triton('triton_poi_fused_embedding_dense_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2049024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/fk/cfk46v7cfm7x6h6mtoxnjhhborbt3h7tyuwpqjuasqjzgjlupsmf.py
# Topologically Sorted Source Nodes: [view_62, clone_28, mul_88, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   clone_28 => convert_element_type_110
#   mul_88 => mul_88
#   sum_27 => sum_27
#   sum_28 => sum_28
#   view_62 => view_62
# Graph fragment:
#   %mm_17 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_17]
#   %mul_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=mul_2]
#   %view_62 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_17, [2, 256, 256]), kwargs = {})
#   %convert_element_type_110 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_62, torch.float32), kwargs = {})
#   %mul_88 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_110, %mul_2), kwargs = {})
#   %sum_27 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_88, [0, 1]), kwargs = {})
#   %sum_28 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_110, [0, 1]), kwargs = {})
#   return %buf88,%buf90
triton_red_fused_native_layer_norm_backward_view_17 = async_compile.triton('triton_red_fused_native_layer_norm_backward_view_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_layer_norm_backward_view_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 802816, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_native_layer_norm_backward_view_17(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
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
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
        tmp7 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp5, xmask)
    tl.store(out_ptr1 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/jr/cjruj6465n7zvh7xcoymy7azsmt2ibctpdd27kkym756zh32frja.py
# Topologically Sorted Source Nodes: [sum_29, convert_element_type_118, eq, unsqueeze_7, scalar_tensor_4, where_2, full_4, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   convert_element_type_118 => convert_element_type_118
#   eq => eq
#   full_4 => full_default_5
#   index_put => index_put
#   scalar_tensor_4 => full_default_4
#   sum_29 => sum_29
#   unsqueeze_7 => unsqueeze_7
#   where_2 => where_2
# Graph fragment:
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %mul_90 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=mul_90]
#   %index_put : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_29 : Tensor "bf16[1, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_90, [0], True), kwargs = {})
#   %convert_element_type_118 : Tensor "f32[1, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_29, torch.float32), kwargs = {})
#   %eq : Tensor "b8[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%unsqueeze, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "b8[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%eq, -1), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_7, %full_default_4, %convert_element_type_118), kwargs = {})
#   %full_default_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([1024, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default_5, [%unsqueeze], %where_2, True), kwargs = {})
#   return %buf96
triton_poi_fused_embedding_dense_backward_sum_18 = async_compile.triton('triton_poi_fused_embedding_dense_backward_sum_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_sum_18', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2048, 'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_sum_18(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (x1 + 256*y0), xmask & ymask).to(tl.float32)
    tmp9 = tl.load(in_ptr1 + (65536 + x1 + 256*y0), xmask & ymask).to(tl.float32)
    tmp1 = tl.full([1, 1], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1024)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.full([1, 1], -1, tl.int64)
    tmp7 = tmp0 == tmp6
    tmp10 = tmp8 + tmp9
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp7, tmp12, tmp11)
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 256*tmp4, [YBLOCK, XBLOCK])), tmp13, xmask & ymask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/vocab2001/inductor/tmpdsi1319l/ex/cexrram6gq6eysbwuvgurqlzwdm7poa6mmk7aab6myd4u3cfn2ge.py
# Topologically Sorted Source Nodes: [convert_element_type_119], Original ATen: [aten.embedding_dense_backward]
# Source node to ATen node mapping:
#   convert_element_type_119 => convert_element_type_119
# Graph fragment:
#   %buf96 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=buf96]
#   %convert_element_type_119 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%index_put, torch.bfloat16), kwargs = {})
#   return %convert_element_type_119
triton_poi_fused_embedding_dense_backward_19 = async_compile.triton('triton_poi_fused_embedding_dense_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_embedding_dense_backward_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_embedding_dense_backward_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_11, getitem_12, gt_1, add_6, getitem_15, rsqrt_1, addmm_2, gt_2, add_11, getitem_17, rsqrt_2, permute_6, clone_2, clone_3, getitem_21, getitem_22, getitem_27, getitem_28, gt_3, add_14, getitem_31, rsqrt_3, addmm_6, gt_4, add_19, getitem_33, rsqrt_4, view_26, permute_14, permute_16, permute_24, permute_26, permute_28, permute_36, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6 = args
        args.clear()
        assert_size_stride(primals_1, (2, 256), (256, 1))
        assert_size_stride(primals_2, (2001, 256), (256, 1))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_7, (256, 768), (768, 1))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_19, (256, 768), (768, 1))
        assert_size_stride(primals_21, (256, 256), (256, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_25, (256, 1024), (1024, 1))
        assert_size_stride(primals_27, (1024, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(embedding, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(unsqueeze, (1, 256), (256, 1))
        assert_size_stride(embedding_1, (1, 256, 256), (65536, 256, 1))
        assert_size_stride(gt, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(getitem_1, (2, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt, (2, 256, 1), (256, 1, 1))
        assert_size_stride(permute_2, (2, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(clone, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(clone_1, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(where, (2, 1, 256, 256), (65536, 65536, 256, 1))
        assert_size_stride(getitem_5, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_6, (2, 4, 256, 1), (1024, 256, 1, 1))
        assert_size_stride(getitem_11, (), ())
        assert_size_stride(getitem_12, (), ())
        assert_size_stride(gt_1, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(add_6, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(getitem_15, (2, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_1, (2, 256, 1), (256, 1, 1))
        assert_size_stride(addmm_2, (512, 1024), (1024, 1))
        assert_size_stride(gt_2, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(add_11, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(getitem_17, (2, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_2, (2, 256, 1), (256, 1, 1))
        assert_size_stride(permute_6, (2, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(clone_2, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(clone_3, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_21, (2, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_22, (2, 4, 256, 1), (1024, 256, 1, 1))
        assert_size_stride(getitem_27, (), ())
        assert_size_stride(getitem_28, (), ())
        assert_size_stride(gt_3, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(add_14, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(getitem_31, (2, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_3, (2, 256, 1), (256, 1, 1))
        assert_size_stride(addmm_6, (512, 1024), (1024, 1))
        assert_size_stride(gt_4, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(add_19, (2, 256, 256), (65536, 256, 1))
        assert_size_stride(getitem_33, (2, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_4, (2, 256, 1), (256, 1, 1))
        assert_size_stride(view_26, (512, 256), (256, 1))
        assert_size_stride(permute_14, (1024, 512), (1, 1024))
        assert_size_stride(permute_16, (256, 512), (1, 256))
        assert_size_stride(permute_24, (256, 512), (1, 256))
        assert_size_stride(permute_26, (1024, 512), (1, 1024))
        assert_size_stride(permute_28, (256, 512), (1, 256))
        assert_size_stride(permute_36, (256, 512), (1, 256))
        assert_size_stride(tangents_1, (2, 256, 2001), (512256, 2001, 1))
        assert_size_stride(tangents_2, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_3, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_4, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_5, (2, 4, 256, 64), (65536, 16384, 64, 1))
        assert_size_stride(tangents_6, (2, 256, 256), (65536, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_28, logits, permute_11, mm_2], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (512, 2001), (2001, 1), 0), primals_2, out=buf0)
            del primals_2
            buf3 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf5 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_30, clone_4, hidden_states_14, mul_34, sum_3, sum_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0:3
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_0.run(tangents_6, buf0, add_19, getitem_33, rsqrt_4, buf3, buf5, 1024, 128, stream=stream0)
            buf8 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_29, view_30, clone_4, hidden_states_14, mul_34, sum_3, convert_element_type_45], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf3, buf8, 256, 4, stream=stream0)
            del buf3
            buf9 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_29, view_30, clone_4, sum_4, convert_element_type_46], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:5
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf5, buf9, 256, 4, stream=stream0)
            buf7 = reinterpret_tensor(buf0, (2, 256, 256), (65536, 256, 1), 0); del buf0  # reuse
            buf10 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_29, view_30, clone_4, clone_6, mul_29, mul_30, sum_1, hidden_states_14, mul_31, sum_2, mul_32, sub_6, sub_7, div, mul_33, convert_element_type_44, convert_element_type_47, mul_35, clone_8], Original ATen: [aten.view, aten.add, aten.native_layer_norm_backward, aten.native_layer_norm, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2:6
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_2.run(buf7, tangents_6, primals_28, add_19, getitem_33, rsqrt_4, gt_4, buf10, 512, 256, stream=stream0)
            del add_19
            del getitem_33
            del gt_4
            del primals_28
            del rsqrt_4
            del tangents_6
            buf12 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, mm_4], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(permute_14, reinterpret_tensor(buf10, (512, 256), (256, 1), 0), out=buf12)
            del permute_14
            buf13 = reinterpret_tensor(buf5, (1, 256, 4), (1024, 1, 256), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf10, buf13, 1024, 128, stream=stream0)
            buf14 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, sum_5], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_sum_view_4.run(buf13, buf14, 256, 4, stream=stream0)
            del buf13
            buf11 = empty_strided_cuda((512, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_47, mul_35, clone_8, view_31, permute_13, mm_3], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf10, (512, 256), (256, 1), 0), reinterpret_tensor(primals_27, (256, 1024), (1, 256), 0), out=buf11)
            del buf10
            del primals_27
            buf15 = reinterpret_tensor(buf11, (2, 256, 1024), (262144, 1024, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_33, x_13, mul_4, mul_37, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, mul_38, convert_element_type_52, convert_element_type_53, mul_39, sub_8, mul_40, convert_element_type_54, mul_41, mul_42, pow_3, mul_43, mul_44, add_23, mul_45, add_24], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5.run(buf15, addmm_6, 524288, stream=stream0)
            del addmm_6
            buf18 = empty_strided_cuda((1, 1024, 4), (4096, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_34, sum_6], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_6:12
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_6.run(buf15, buf18, 4096, 128, stream=stream0)
            buf19 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_34, sum_6], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_7:13
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_7.run(buf18, buf19, 1024, 4, stream=stream0)
            buf16 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_34, permute_15, mm_5], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf15, (512, 1024), (1024, 1), 0), reinterpret_tensor(primals_25, (1024, 256), (1, 1024), 0), out=buf16)
            del primals_25
            buf17 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_34, mm_6], Original ATen: [aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(permute_16, reinterpret_tensor(buf15, (512, 1024), (1024, 1), 0), out=buf17)
            del permute_16
            buf22 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf24 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_36, clone_9, hidden_states_10, mul_52, sum_9, sum_10], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8:16
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8.run(buf16, add_14, getitem_31, rsqrt_3, buf22, buf24, 1024, 128, stream=stream0)
            buf28 = buf7; del buf7  # reuse
            buf29 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_36, clone_9, clone_11, mul_47, mul_48, sum_7, hidden_states_10, mul_49, sum_8, mul_50, sub_10, sub_11, div_1, mul_51, convert_element_type_63, add_25, convert_element_type_66, mul_53, clone_13], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9:17
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9.run(buf28, buf16, primals_22, add_14, getitem_31, rsqrt_3, gt_3, buf29, 512, 256, stream=stream0)
            del add_14
            del getitem_31
            del gt_3
            del primals_22
            del rsqrt_3
            buf26 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_36, clone_9, hidden_states_10, mul_52, sum_9, convert_element_type_64], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf22, buf26, 256, 4, stream=stream0)
            buf27 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_36, clone_9, sum_10, convert_element_type_65], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf24, buf27, 256, 4, stream=stream0)
            buf32 = reinterpret_tensor(buf24, (1, 256, 4), (1024, 1, 256), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_66, mul_53, clone_13, view_37, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:20
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf29, buf32, 1024, 128, stream=stream0)
            buf33 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_66, mul_53, clone_13, view_37, sum_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_4:21
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_sum_view_4.run(buf32, buf33, 256, 4, stream=stream0)
            buf31 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_66, mul_53, clone_13, view_37, transpose_7, reshape_1, view_17, permute_18, mm_8], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(getitem_21, (256, 512), (1, 256), 0), reinterpret_tensor(buf29, (512, 256), (256, 1), 0), out=buf31)
            buf30 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_66, mul_53, clone_13, view_37, permute_17, mm_7], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf29, (512, 256), (256, 1), 0), reinterpret_tensor(primals_21, (256, 256), (1, 256), 0), out=buf30)
            del buf29
            del primals_21
            # Topologically Sorted Source Nodes: [view_39, view_40, permute_19, _scaled_dot_product_cudnn_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:24
            buf34 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf30, (2, 4, 256, 64), (65536, 64, 256, 1), 0), permute_6, clone_2, clone_3, getitem_21, getitem_22, getitem_27, getitem_28, where, None, None, 256, 256, 0.1, False, scale=0.125)
            del buf30
            del clone_2
            del clone_3
            del getitem_21
            del getitem_22
            del getitem_27
            del getitem_28
            del permute_6
            buf35 = buf34[0]
            assert_size_stride(buf35, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf35, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf36 = buf34[1]
            assert_size_stride(buf36, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf36, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf37 = buf34[2]
            assert_size_stride(buf37, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf37, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf34
            buf38 = empty_strided_cuda((2, 256, 768), (196608, 768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10.run(buf35, tangents_5, buf36, tangents_4, buf37, buf38, 393216, stream=stream0)
            del buf35
            del tangents_4
            del tangents_5
            buf41 = empty_strided_cuda((1, 768, 4), (3072, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11:26
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11.run(buf38, buf41, 3072, 128, stream=stream0)
            buf42 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, sum_12], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:27
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf41, buf42, 768, 4, stream=stream0)
            buf40 = empty_strided_cuda((256, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, mm_10], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(permute_24, reinterpret_tensor(buf38, (512, 768), (768, 1), 0), out=buf40)
            del permute_24
            buf39 = reinterpret_tensor(buf37, (512, 256), (256, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [slice_2, slice_1, permute_20, view_41, permute_21, clone_14, view_42, permute_22, clone_15, view_43, cat, view_44, permute_23, mm_9], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf38, (512, 768), (768, 1), 0), reinterpret_tensor(primals_19, (768, 256), (1, 768), 0), out=buf39)
            del primals_19
            buf45 = reinterpret_tensor(buf32, (256, 4), (1, 256), 0); del buf32  # reuse
            buf47 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [view_46, clone_16, hidden_states_8, mul_61, sum_15, sum_16], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8:30
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8.run(buf39, add_11, getitem_17, rsqrt_2, buf45, buf47, 1024, 128, stream=stream0)
            buf51 = buf28; del buf28  # reuse
            buf52 = reinterpret_tensor(buf36, (2, 256, 256), (65536, 256, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [view_46, clone_16, clone_18, mul_56, mul_57, sum_13, hidden_states_8, mul_58, sum_14, mul_59, sub_13, sub_14, div_2, mul_60, convert_element_type_79, add_28, convert_element_type_82, mul_62, clone_20], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9.run(buf51, buf39, primals_16, add_11, getitem_17, rsqrt_2, gt_2, buf52, 512, 256, stream=stream0)
            del add_11
            del getitem_17
            del gt_2
            del primals_16
            del rsqrt_2
            buf54 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_82, mul_62, clone_20, view_47, mm_12], Original ATen: [aten.native_dropout_backward, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(permute_26, reinterpret_tensor(buf52, (512, 256), (256, 1), 0), out=buf54)
            del permute_26
            buf49 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_46, clone_16, hidden_states_8, mul_61, sum_15, convert_element_type_80], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:33
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf45, buf49, 256, 4, stream=stream0)
            buf50 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_46, clone_16, sum_16, convert_element_type_81], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf47, buf50, 256, 4, stream=stream0)
            buf55 = reinterpret_tensor(buf47, (1, 256, 4), (1024, 1, 256), 0); del buf47  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_82, mul_62, clone_20, view_47, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:35
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf52, buf55, 1024, 128, stream=stream0)
            buf56 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_82, mul_62, clone_20, view_47, sum_17], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_4:36
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_sum_view_4.run(buf55, buf56, 256, 4, stream=stream0)
            buf53 = reinterpret_tensor(buf15, (512, 1024), (1024, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_82, mul_62, clone_20, view_47, permute_25, mm_11], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf52, (512, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 1024), (1, 256), 0), out=buf53)
            del primals_15
            buf57 = reinterpret_tensor(buf53, (2, 256, 1024), (262144, 1024, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [view_49, x_5, mul, mul_64, pow_1, mul_1, add_5, mul_2, tanh, add_6, mul_65, convert_element_type_87, convert_element_type_88, mul_66, sub_15, mul_67, convert_element_type_89, mul_68, mul_69, pow_4, mul_70, mul_71, add_29, mul_72, add_30], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.tanh_backward]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5:38
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_tanh_backward_view_5.run(buf57, addmm_2, 524288, stream=stream0)
            del addmm_2
            buf60 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [view_50, sum_18], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_6:39
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_6.run(buf57, buf60, 4096, 128, stream=stream0)
            buf61 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_50, sum_18], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_7:40
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_7.run(buf60, buf61, 1024, 4, stream=stream0)
            del buf60
            buf58 = reinterpret_tensor(buf52, (512, 256), (256, 1), 0); del buf52  # reuse
            # Topologically Sorted Source Nodes: [view_50, permute_27, mm_13], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf57, (512, 1024), (1024, 1), 0), reinterpret_tensor(primals_13, (1024, 256), (1, 1024), 0), out=buf58)
            del primals_13
            buf59 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_50, mm_14], Original ATen: [aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(permute_28, reinterpret_tensor(buf57, (512, 1024), (1024, 1), 0), out=buf59)
            del buf57
            del permute_28
            buf64 = reinterpret_tensor(buf55, (256, 4), (1, 256), 0); del buf55  # reuse
            buf66 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [view_52, clone_21, hidden_states_4, mul_79, sum_21, sum_22], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8:43
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_native_layer_norm_backward_view_8.run(buf58, add_6, getitem_15, rsqrt_1, buf64, buf66, 1024, 128, stream=stream0)
            buf70 = buf51; del buf51  # reuse
            buf71 = reinterpret_tensor(buf39, (2, 256, 256), (65536, 256, 1), 0); del buf39  # reuse
            # Topologically Sorted Source Nodes: [view_52, clone_21, clone_23, mul_74, mul_75, sum_19, hidden_states_4, mul_76, sum_20, mul_77, sub_17, sub_18, div_3, mul_78, convert_element_type_98, add_31, convert_element_type_101, mul_80, clone_25], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add, aten.native_dropout_backward]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9:44
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_9.run(buf70, buf58, primals_10, add_6, getitem_15, rsqrt_1, gt_1, buf71, 512, 256, stream=stream0)
            del add_6
            del getitem_15
            del gt_1
            del primals_10
            del rsqrt_1
            buf68 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_52, clone_21, hidden_states_4, mul_79, sum_21, convert_element_type_99], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:45
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf64, buf68, 256, 4, stream=stream0)
            buf69 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_52, clone_21, sum_22, convert_element_type_100], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:46
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf66, buf69, 256, 4, stream=stream0)
            buf74 = reinterpret_tensor(buf66, (1, 256, 4), (1024, 1, 256), 0); del buf66  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_101, mul_80, clone_25, view_53, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_native_dropout_backward_sum_view_3:47
            stream0 = get_raw_stream(0)
            triton_red_fused_native_dropout_backward_sum_view_3.run(buf71, buf74, 1024, 128, stream=stream0)
            buf75 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_101, mul_80, clone_25, view_53, sum_23], Original ATen: [aten.native_dropout_backward, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_native_dropout_backward_sum_view_4:48
            stream0 = get_raw_stream(0)
            triton_per_fused_native_dropout_backward_sum_view_4.run(buf74, buf75, 256, 4, stream=stream0)
            buf73 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_101, mul_80, clone_25, view_53, transpose_3, reshape, view_6, permute_30, mm_16], Original ATen: [aten.native_dropout_backward, aten.view, aten.transpose, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(getitem_5, (256, 512), (1, 256), 0), reinterpret_tensor(buf71, (512, 256), (256, 1), 0), out=buf73)
            buf72 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_101, mul_80, clone_25, view_53, permute_29, mm_15], Original ATen: [aten.native_dropout_backward, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(reinterpret_tensor(buf71, (512, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf72)
            del buf71
            del primals_9
            # Topologically Sorted Source Nodes: [view_55, view_56, permute_31, _scaled_dot_product_cudnn_attention_backward_1], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:51
            buf76 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf72, (2, 4, 256, 64), (65536, 64, 256, 1), 0), permute_2, clone, clone_1, getitem_5, getitem_6, getitem_11, getitem_12, where, None, None, 256, 256, 0.1, False, scale=0.125)
            del buf72
            del clone
            del clone_1
            del getitem_11
            del getitem_12
            del getitem_5
            del getitem_6
            del permute_2
            del where
            buf77 = buf76[0]
            assert_size_stride(buf77, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf77, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf78 = buf76[1]
            assert_size_stride(buf78, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf78, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf79 = buf76[2]
            assert_size_stride(buf79, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf79, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf76
            buf80 = buf38; del buf38  # reuse
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_32, view_57, permute_33, clone_26, view_58, permute_34, clone_27, view_59, cat_1], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_cat_clone_transpose_view_10.run(buf77, tangents_3, buf78, tangents_2, buf79, buf80, 393216, stream=stream0)
            del buf77
            del buf78
            del tangents_2
            del tangents_3
            buf83 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_32, view_57, permute_33, clone_26, view_58, permute_34, clone_27, view_59, cat_1, view_60, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11:53
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_cat_clone_sum_transpose_view_11.run(buf80, buf83, 3072, 128, stream=stream0)
            buf84 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_32, view_57, permute_33, clone_26, view_58, permute_34, clone_27, view_59, cat_1, view_60, sum_24], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12:54
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_cat_clone_sum_transpose_view_12.run(buf83, buf84, 768, 4, stream=stream0)
            del buf83
            buf82 = empty_strided_cuda((256, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_32, view_57, permute_33, clone_26, view_58, permute_34, clone_27, view_59, cat_1, view_60, mm_18], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:55
            extern_kernels.mm(permute_36, reinterpret_tensor(buf80, (512, 768), (768, 1), 0), out=buf82)
            del permute_36
            buf81 = reinterpret_tensor(buf79, (512, 256), (256, 1), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [slice_4, slice_3, permute_32, view_57, permute_33, clone_26, view_58, permute_34, clone_27, view_59, cat_1, view_60, permute_35, mm_17], Original ATen: [aten.add, aten.transpose, aten.view, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf80, (512, 768), (768, 1), 0), reinterpret_tensor(primals_7, (768, 256), (1, 768), 0), out=buf81)
            del buf80
            del primals_7
            buf95 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_4], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_13:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_13.run(buf95, 262144, stream=stream0)
            buf98 = empty_strided_cuda((2001, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full_5], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_14:58
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_14.run(buf98, 512256, stream=stream0)
            buf86 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.float32)
            buf94 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [view_62, clone_28, clone_30, mul_83, mul_84, sum_25, hidden_states, hidden_states_1, hidden_states_2, mul_85, sum_26, mul_86, sub_20, sub_21, div_4, mul_87, convert_element_type_114, add_34, convert_element_type_117, mul_89, clone_32, scalar_tensor_4, convert_element_type_120, eq_1, unsqueeze_8, where_3, full_5, index_put_1], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_dropout, aten.native_layer_norm, aten.native_dropout_backward, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15:59
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_dense_backward_native_dropout_native_dropout_backward_native_layer_norm_native_layer_norm_backward_view_15.run(buf94, gt, embedding, embedding_1, getitem_1, rsqrt, buf81, primals_4, primals_1, buf86, buf98, 512, 256, stream=stream0)
            del embedding
            del embedding_1
            del getitem_1
            del gt
            del primals_1
            del primals_4
            del rsqrt
            buf100 = empty_strided_cuda((2001, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_121], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_16:60
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_16.run(buf98, buf100, 512256, stream=stream0)
            del buf98
            buf88 = reinterpret_tensor(buf74, (256, 4), (1, 256), 0); del buf74  # reuse
            buf90 = buf64; del buf64  # reuse
            # Topologically Sorted Source Nodes: [view_62, clone_28, mul_88, sum_27, sum_28], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_layer_norm_backward_view_17:61
            stream0 = get_raw_stream(0)
            triton_red_fused_native_layer_norm_backward_view_17.run(buf81, buf86, buf88, buf90, 1024, 128, stream=stream0)
            del buf81
            del buf86
            # Topologically Sorted Source Nodes: [sum_29, convert_element_type_118, eq, unsqueeze_7, scalar_tensor_4, where_2, full_4, index_put], Original ATen: [aten.sum, aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_sum_18:62
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_sum_18.run(unsqueeze, buf94, buf95, 256, 256, stream=stream0)
            del buf94
            del unsqueeze
            buf97 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_119], Original ATen: [aten.embedding_dense_backward]
            # [Provenance debug handles] triton_poi_fused_embedding_dense_backward_19:63
            stream0 = get_raw_stream(0)
            triton_poi_fused_embedding_dense_backward_19.run(buf95, buf97, 262144, stream=stream0)
            del buf95
            buf101 = empty_strided_cuda((2001, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_28, permute_9, convert_element_type_121, ], Original ATen: [aten.view, aten.t, aten.embedding_dense_backward, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:64
            extern_kernels.addmm(buf100, reinterpret_tensor(tangents_1, (2001, 512), (1, 2001), 0), view_26, alpha=1, beta=1, out=buf101)
            del buf100
            del tangents_1
            del view_26
            buf92 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_62, clone_28, mul_88, sum_27, convert_element_type_115], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:65
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf88, buf92, 256, 4, stream=stream0)
            del buf88
            buf93 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_62, clone_28, sum_28, convert_element_type_116], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1:66
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_1.run(buf90, buf93, 256, 4, stream=stream0)
            del buf90
        return (None, buf101, buf97, buf92, buf93, reinterpret_tensor(buf84, (768, ), (1, ), 0), buf82, reinterpret_tensor(buf75, (256, ), (1, ), 0), buf73, buf68, buf69, reinterpret_tensor(buf61, (1024, ), (1, ), 0), buf59, reinterpret_tensor(buf56, (256, ), (1, ), 0), buf54, buf49, buf50, reinterpret_tensor(buf42, (768, ), (1, ), 0), buf40, reinterpret_tensor(buf33, (256, ), (1, ), 0), buf31, buf26, buf27, reinterpret_tensor(buf19, (1024, ), (1, ), 0), buf17, reinterpret_tensor(buf14, (256, ), (1, ), 0), buf12, buf8, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((2001, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    embedding = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    unsqueeze = rand_strided((1, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    embedding_1 = rand_strided((1, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    gt = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bool)
    getitem_1 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_2 = rand_strided((2, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    clone = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    clone_1 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    where = rand_strided((2, 1, 256, 256), (65536, 65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_5 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_6 = rand_strided((2, 4, 256, 1), (1024, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_11 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_12 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_1 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bool)
    add_6 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_15 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((512, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    gt_2 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bool)
    add_11 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_17 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    permute_6 = rand_strided((2, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    clone_2 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    clone_3 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_21 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_22 = rand_strided((2, 4, 256, 1), (1024, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_27 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_28 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    gt_3 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bool)
    add_14 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_31 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    addmm_6 = rand_strided((512, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    gt_4 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bool)
    add_19 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_33 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((2, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_26 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_14 = rand_strided((1024, 512), (1, 1024), device='cuda:0', dtype=torch.bfloat16)
    permute_16 = rand_strided((256, 512), (1, 256), device='cuda:0', dtype=torch.bfloat16)
    permute_24 = rand_strided((256, 512), (1, 256), device='cuda:0', dtype=torch.bfloat16)
    permute_26 = rand_strided((1024, 512), (1, 1024), device='cuda:0', dtype=torch.bfloat16)
    permute_28 = rand_strided((256, 512), (1, 256), device='cuda:0', dtype=torch.bfloat16)
    permute_36 = rand_strided((256, 512), (1, 256), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((2, 256, 2001), (512256, 2001, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_2 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_3 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_4 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_5 = rand_strided((2, 4, 256, 64), (65536, 16384, 64, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_6 = rand_strided((2, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, embedding, unsqueeze, embedding_1, gt, getitem_1, rsqrt, permute_2, clone, clone_1, where, getitem_5, getitem_6, getitem_11, getitem_12, gt_1, add_6, getitem_15, rsqrt_1, addmm_2, gt_2, add_11, getitem_17, rsqrt_2, permute_6, clone_2, clone_3, getitem_21, getitem_22, getitem_27, getitem_28, gt_3, add_14, getitem_31, rsqrt_3, addmm_6, gt_4, add_19, getitem_33, rsqrt_4, view_26, permute_14, permute_16, permute_24, permute_26, permute_28, permute_36, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
