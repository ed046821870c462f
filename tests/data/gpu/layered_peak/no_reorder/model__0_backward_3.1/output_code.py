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


# kernel path: /tmp/gd1/scratch/layered_peak/no_reorder/inductor/tmp32fdi5x5/jc/cjc7keqqberx3ywreba4tfi5q6qlhhq7xj7ex74mtsu5s4jrwiua.py
# Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.native_layer_norm, aten.gelu]
# Source node to ATen node mapping:
#   input_14 => add_13, convert_element_type_31, convert_element_type_32, mul_20, mul_21, sub_4
#   input_15 => convert_element_type_33
# Graph fragment:
#   %addmm_4 : Tensor "bf16[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %getitem_9 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_20 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=primals_20]
#   %primals_21 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=primals_21]
#   %convert_element_type_31 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm_4, torch.float32), kwargs = {})
#   %sub_4 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_31, %getitem_9), kwargs = {})
#   %mul_20 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_21 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %primals_20), kwargs = {})
#   %add_13 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %primals_21), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   %convert_element_type_33 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_32, torch.float32), kwargs = {})
#   return %convert_element_type_33
triton_poi_fused_gelu_native_layer_norm_0 = async_compile.triton('triton_poi_fused_gelu_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8388608}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 83894272}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_native_layer_norm_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8388608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x1 = xindex // 2048
    x0 = (xindex % 2048)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tmp3 * tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 * tmp7
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tmp8 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp12.to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/gd1/scratch/layered_peak/no_reorder/inductor/tmp32fdi5x5/3k/c3kvcz2ofwrtyv7ofcijnse7skt3hgaozafonsui767shfxsuogd.py
# Topologically Sorted Source Nodes: [convert_element_type_35, input_14, input_15, mul_26, mul_27, mul_28, exp, mul_29, mul_30, add_16, convert_element_type_default_4, clone_2, mul_33, mul_34, sum_1, mul_35, sum_2, mul_36, sub_6, sub_7, div, mul_37, mul_38, sum_3, sum_4, convert_element_type_42], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_16 => add_16
#   clone_2 => convert_element_type_40
#   convert_element_type_35 => convert_element_type_35
#   convert_element_type_42 => convert_element_type_42
#   convert_element_type_default_4 => mul_31
#   div => div
#   exp => exp
#   input_14 => convert_element_type_31, mul_20, sub_4
#   input_15 => add_14, erf_4, mul_23
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_1 => sum_1
#   sum_2 => sum_2
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %tangents_1 : Tensor "bf16[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_33 : Tensor "f32[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=convert_element_type_33]
#   %primals_20 : Tensor "bf16[2048][1]cuda:0" = PlaceHolder[target=primals_20]
#   %addmm_4 : Tensor "bf16[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %getitem_9 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[4096, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %sum_1 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "f32[4096, 1][1, 4096]cuda:0" = PlaceHolder[target=sum_2]
#   %sub_7 : Tensor "f32[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=sub_7]
#   %convert_element_type_35 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%tangents_1, torch.float32), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm_4, torch.float32), kwargs = {})
#   %sub_4 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_31, %getitem_9), kwargs = {})
#   %mul_20 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_23 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_33, 0.7071067811865476), kwargs = {})
#   %erf_4 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_23,), kwargs = {})
#   %add_14 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_4, 1), kwargs = {})
#   %mul_26 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_14, 0.5), kwargs = {})
#   %mul_27 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_33, %convert_element_type_33), kwargs = {})
#   %mul_28 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, -0.5), kwargs = {})
#   %exp : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_28,), kwargs = {})
#   %mul_29 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_30 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_33, %mul_29), kwargs = {})
#   %add_16 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_26, %mul_30), kwargs = {})
#   %mul_31 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %add_16), kwargs = {})
#   %convert_element_type_40 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_20, torch.float32), kwargs = {})
#   %mul_33 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, %convert_element_type_40), kwargs = {})
#   %mul_34 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, 2048), kwargs = {})
#   %sum_1 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_33, [1], True), kwargs = {})
#   %mul_35 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_33, %mul_20), kwargs = {})
#   %sum_2 : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_35, [1], True), kwargs = {})
#   %mul_36 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_20, %sum_2), kwargs = {})
#   %sub_6 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_34, %sum_1), kwargs = {})
#   %sub_7 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_36), kwargs = {})
#   %div : Tensor "f32[4096, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_4, 2048), kwargs = {})
#   %mul_37 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_7), kwargs = {})
#   %mul_38 : Tensor "f32[4096, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_31, %mul_20), kwargs = {})
#   %sum_3 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_38, [0]), kwargs = {})
#   %sum_4 : Tensor "f32[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [0]), kwargs = {})
#   %convert_element_type_42 : Tensor "bf16[4096, 2048][2048, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_37, torch.bfloat16), kwargs = {})
#   return %sum_1,%sum_2,%sub_7,%convert_element_type_42
triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1 = async_compile.triton('triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr3': '*bf16', 'ws_ptr': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'RSPLIT_SIZE': 'constexpr', 'NUM_STAGES': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'MixOrderReductionGrid', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': -2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'RSPLIT_SIZE': 16}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr3, ws_ptr, xnumel, r0_numel, XBLOCK : tl.constexpr, RSPLIT_SIZE : tl.constexpr, NUM_STAGES : tl.constexpr):
    xnumel = 4096
    r0_numel = 2048
    R0_BLOCK: tl.constexpr = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * RSPLIT_SIZE
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    accum0 = tl.full([R0_BLOCK], 0, tl.float32)[None, :]
    accum1 = tl.full([R0_BLOCK], 0, tl.float32)[None, :]
    split_size = min(RSPLIT_SIZE, xnumel - xoffset)
    for _ in tl.range(0, split_size, XBLOCK, num_stages=NUM_STAGES):
        x0 = xindex
        xindex += XBLOCK
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2048*x0), None).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (r0_1 + 2048*x0), None)
        tmp19 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
        tmp25 = tl.load(in_ptr3 + (r0_1 + 2048*x0), None).to(tl.float32)
        tmp27 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
        tmp29 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
        tmp1 = tmp0.to(tl.float32)
        tmp3 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp4 = tmp2 * tmp3
        tmp5 = libdevice.erf(tmp4)
        tmp6 = tl.full([1, 1], 1.0, tl.float32)
        tmp7 = tmp5 + tmp6
        tmp8 = tl.full([1, 1], 0.5, tl.float32)
        tmp9 = tmp7 * tmp8
        tmp10 = tmp2 * tmp2
        tmp11 = tl.full([1, 1], -0.5, tl.float32)
        tmp12 = tmp10 * tmp11
        tmp13 = libdevice.exp(tmp12)
        tmp14 = tl.full([1, 1], 0.3989422804014327, tl.float32)
        tmp15 = tmp13 * tmp14
        tmp16 = tmp2 * tmp15
        tmp17 = tmp9 + tmp16
        tmp18 = tmp1 * tmp17
        tmp20 = tmp19.to(tl.float32)
        tmp21 = tmp18 * tmp20
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
        tmp26 = tmp25.to(tl.float32)
        tmp28 = tmp26 - tmp27
        tmp30 = tmp28 * tmp29
        tmp31 = tmp21 * tmp30
        tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
        tmp34 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
        tmp35 = tl.full([1, 1], 2048.0, tl.float32)
        tmp36 = tmp21 * tmp35
        tmp37 = tmp36 - tmp24
        tmp38 = tmp30 * tmp34
        tmp39 = tmp37 - tmp38
        tmp40 = tl.full([1, 1], 0.00048828125, tl.float32)
        tmp41 = tmp29 * tmp40
        tmp42 = tmp41 * tmp39
        tmp43 = tmp42.to(tl.float32)
        tmp44 = tmp18 * tmp30
        tl.store(out_ptr3 + (r0_1 + 2048*x0), tmp43, None)
        tmp45 = tl.sum(tmp44, 0)
        tmp46 = accum0 + tmp45
        accum0 = tmp46
        tmp47 = tl.sum(tmp18, 0)
        tmp48 = accum1 + tmp47
        accum1 = tmp48
    tl.store(ws_ptr + (tl.program_id(0) + 0 * tl.num_programs(0)) * r0_numel + r0_index, accum0, r0_mask)
    tl.store(ws_ptr + (tl.program_id(0) + 1 * tl.num_programs(0)) * r0_numel + r0_index, accum1, r0_mask)
''', device_str='cuda')


# kernel path: /tmp/gd1/scratch/layered_peak/no_reorder/inductor/tmp32fdi5x5/jp/cjp4ztpgoa3i7wd57iahepmzlksvkmfoqygtfuptvajyetw2vvxw.py
# Topologically Sorted Source Nodes: [convert_element_type_43], Original ATen: [aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_43 => convert_element_type_43
# Graph fragment:
#   %sum_3 : Tensor "f32[2048][1]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type_43 : Tensor "bf16[2048][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_3, torch.bfloat16), kwargs = {})
#   return %convert_element_type_43
triton_poi_fused_native_layer_norm_backward_2 = async_compile.triton('triton_poi_fused_native_layer_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_backward_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd1/scratch/layered_peak/no_reorder/inductor/tmp32fdi5x5/hb/chbadsslnjc6kcecomuue7chk7vxy3igoo6ydr7leeo7rhae5sam.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %convert_element_type_42 : Tensor "bf16[4096, 2048][2048, 1]cuda:0" = PlaceHolder[target=convert_element_type_42]
#   %sum_5 : Tensor "bf16[1, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_42, [0], True), kwargs = {})
#   return %buf13
triton_red_fused_sum_3 = async_compile.triton('triton_red_fused_sum_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 65536, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 17301504, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 65536
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 2048)
    x1 = xindex // 2048
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 2048*r0_2 + 262144*x1), r0_mask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/gd1/scratch/layered_peak/no_reorder/inductor/tmp32fdi5x5/rk/crkclo4wu7lblrduup2snbkwkves6pyehgessooizezlwrtqwtlj.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %buf13 : Tensor "f32[1, 2048, 32][65536, 1, 2048]cuda:0" = PlaceHolder[target=buf13]
#   %sum_5 : Tensor "bf16[1, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_42, [0], True), kwargs = {})
#   return %sum_5
triton_per_fused_sum_4 = async_compile.triton('triton_per_fused_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 270336, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 2048*r0_1), xmask, other=0.0)
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
        primals_1, primals_3, primals_4, primals_5, primals_6, primals_8, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_17, primals_18, primals_20, primals_21, addmm, getitem_1, rsqrt, convert_element_type_6, addmm_1, getitem_3, rsqrt_1, convert_element_type_13, addmm_2, getitem_5, rsqrt_2, convert_element_type_20, addmm_3, getitem_7, rsqrt_3, convert_element_type_27, addmm_4, getitem_9, rsqrt_4, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (2048, 2048), (2048, 1))
        assert_size_stride(primals_3, (4096, 2048), (2048, 1))
        assert_size_stride(primals_4, (2048, ), (1, ))
        assert_size_stride(primals_5, (2048, ), (1, ))
        assert_size_stride(primals_6, (2048, 2048), (2048, 1))
        assert_size_stride(primals_8, (2048, ), (1, ))
        assert_size_stride(primals_9, (2048, ), (1, ))
        assert_size_stride(primals_10, (2048, 2048), (2048, 1))
        assert_size_stride(primals_12, (2048, ), (1, ))
        assert_size_stride(primals_13, (2048, ), (1, ))
        assert_size_stride(primals_14, (2048, 2048), (2048, 1))
        assert_size_stride(primals_16, (2048, ), (1, ))
        assert_size_stride(primals_17, (2048, ), (1, ))
        assert_size_stride(primals_18, (2048, 2048), (2048, 1))
        assert_size_stride(primals_20, (2048, ), (1, ))
        assert_size_stride(primals_21, (2048, ), (1, ))
        assert_size_stride(addmm, (4096, 2048), (2048, 1))
        assert_size_stride(getitem_1, (4096, 1), (1, 1))
        assert_size_stride(rsqrt, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type_6, (4096, 2048), (2048, 1))
        assert_size_stride(addmm_1, (4096, 2048), (2048, 1))
        assert_size_stride(getitem_3, (4096, 1), (1, 1))
        assert_size_stride(rsqrt_1, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type_13, (4096, 2048), (2048, 1))
        assert_size_stride(addmm_2, (4096, 2048), (2048, 1))
        assert_size_stride(getitem_5, (4096, 1), (1, 1))
        assert_size_stride(rsqrt_2, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type_20, (4096, 2048), (2048, 1))
        assert_size_stride(addmm_3, (4096, 2048), (2048, 1))
        assert_size_stride(getitem_7, (4096, 1), (1, 1))
        assert_size_stride(rsqrt_3, (4096, 1), (1, 1))
        assert_size_stride(convert_element_type_27, (4096, 2048), (2048, 1))
        assert_size_stride(addmm_4, (4096, 2048), (2048, 1))
        assert_size_stride(getitem_9, (4096, 1), (1, 1))
        assert_size_stride(rsqrt_4, (4096, 1), (1, 1))
        assert_size_stride(tangents_1, (4096, 2048), (2048, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.native_layer_norm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_native_layer_norm_0.run(addmm_4, getitem_9, rsqrt_4, primals_20, primals_21, buf0, 8388608, stream=stream0)
            del primals_21
            buf8 = empty_strided_cuda((4096, 2048), (2048, 1), torch.bfloat16)
            # Call mix order reduction kernel
            # Topologically Sorted Source Nodes: [convert_element_type_35, input_14, input_15, mul_26, mul_27, mul_28, exp, mul_29, mul_30, add_16, convert_element_type_default_4, clone_2, mul_33, mul_34, sum_1, mul_35, sum_2, mul_36, sub_6, sub_7, div, mul_37, mul_38, sum_3, sum_4, convert_element_type_42], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
            workspace_0 = empty_strided_cuda((1048576, ), (1, ), torch.float32)
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1.run(tangents_1, buf0, primals_20, addmm_4, getitem_9, rsqrt_4, buf8, workspace_0, 4096, 2048, stream=stream0)
            buf5 = workspace_0[0 * 256 * 2048 : (0 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            buf7 = workspace_0[1 * 256 * 2048 : (1 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            del addmm_4
            del buf0
            del getitem_9
            del primals_20
            del rsqrt_4
            del tangents_1
            buf9 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_43], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf5, buf9, 2048, stream=stream0)
            del buf5
            buf10 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_44], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf7, buf10, 2048, stream=stream0)
            del buf7
            buf11 = empty_strided_cuda((4096, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_13, permute_5, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(buf8, primals_18, out=buf11)
            del primals_18
            buf12 = empty_strided_cuda((2048, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_6, permute_8], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf8, (2048, 4096), (1, 2048), 0), convert_element_type_27, out=buf12)
            del convert_element_type_27
            buf13 = empty_strided_cuda((1, 2048, 32), (65536, 1, 2048), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:6
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf8, buf13, 65536, 128, stream=stream0)
            buf14 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_4:7
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf13, buf14, 2048, 32, stream=stream0)
            buf15 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_11, input_12], Original ATen: [aten.native_layer_norm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_native_layer_norm_0:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_native_layer_norm_0.run(addmm_3, getitem_7, rsqrt_3, primals_16, primals_17, buf15, 8388608, stream=stream0)
            del primals_17
            buf23 = buf8; del buf8  # reuse
            # Call mix order reduction kernel
            # Topologically Sorted Source Nodes: [convert_element_type_49, input_11, input_12, mul_40, mul_41, mul_42, exp_1, mul_43, mul_44, add_18, convert_element_type_default_3, clone_6, mul_47, mul_48, sum_6, mul_49, sum_7, mul_50, sub_9, sub_10, div_1, mul_51, mul_52, sum_8, sum_9, convert_element_type_56], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
            workspace_1 = workspace_0; del workspace_0  # reuse
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1.run(buf11, buf15, primals_16, addmm_3, getitem_7, rsqrt_3, buf23, workspace_1, 4096, 2048, stream=stream0)
            buf20 = workspace_1[0 * 256 * 2048 : (0 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            buf22 = workspace_1[1 * 256 * 2048 : (1 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            del addmm_3
            del buf15
            del getitem_7
            del primals_16
            del rsqrt_3
            buf24 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_57], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf20, buf24, 2048, stream=stream0)
            del buf20
            buf25 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_58], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf22, buf25, 2048, stream=stream0)
            del buf22
            buf26 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [input_10, permute_9, mm_2], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(buf23, primals_14, out=buf26)
            del primals_14
            buf27 = empty_strided_cuda((2048, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_10, permute_12], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf23, (2048, 4096), (1, 2048), 0), convert_element_type_20, out=buf27)
            del convert_element_type_20
            buf28 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:13
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf23, buf28, 65536, 128, stream=stream0)
            buf29 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_10], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_4:14
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf28, buf29, 2048, 32, stream=stream0)
            buf30 = empty_strided_cuda((4096, 2048), (2048, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.native_layer_norm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_native_layer_norm_0:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_native_layer_norm_0.run(addmm_2, getitem_5, rsqrt_2, primals_12, primals_13, buf30, 8388608, stream=stream0)
            del primals_13
            buf38 = buf23; del buf23  # reuse
            # Call mix order reduction kernel
            # Topologically Sorted Source Nodes: [convert_element_type_63, input_8, input_9, mul_54, mul_55, mul_56, exp_2, mul_57, mul_58, add_20, convert_element_type_default_2, clone_10, mul_61, mul_62, sum_11, mul_63, sum_12, mul_64, sub_12, sub_13, div_2, mul_65, mul_66, sum_13, sum_14, convert_element_type_70], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
            workspace_2 = workspace_1; del workspace_1  # reuse
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1.run(buf26, buf30, primals_12, addmm_2, getitem_5, rsqrt_2, buf38, workspace_2, 4096, 2048, stream=stream0)
            buf35 = workspace_2[0 * 256 * 2048 : (0 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            buf37 = workspace_2[1 * 256 * 2048 : (1 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            del addmm_2
            del getitem_5
            del primals_12
            del rsqrt_2
            buf39 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_71], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:16
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf35, buf39, 2048, stream=stream0)
            del buf35
            buf40 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_72], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf37, buf40, 2048, stream=stream0)
            del buf37
            buf41 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [input_7, permute_13, mm_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(buf38, primals_10, out=buf41)
            del primals_10
            buf42 = empty_strided_cuda((2048, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_14, permute_16], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf38, (2048, 4096), (1, 2048), 0), convert_element_type_13, out=buf42)
            del convert_element_type_13
            buf43 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:20
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf38, buf43, 65536, 128, stream=stream0)
            buf44 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_15], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_4:21
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf43, buf44, 2048, 32, stream=stream0)
            buf45 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.native_layer_norm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_native_layer_norm_0:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_native_layer_norm_0.run(addmm_1, getitem_3, rsqrt_1, primals_8, primals_9, buf45, 8388608, stream=stream0)
            del primals_9
            buf53 = buf38; del buf38  # reuse
            # Call mix order reduction kernel
            # Topologically Sorted Source Nodes: [convert_element_type_77, input_5, input_6, mul_68, mul_69, mul_70, exp_3, mul_71, mul_72, add_22, convert_element_type_default_1, clone_14, mul_75, mul_76, sum_16, mul_77, sum_17, mul_78, sub_15, sub_16, div_3, mul_79, mul_80, sum_18, sum_19, convert_element_type_84], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
            workspace_3 = workspace_2; del workspace_2  # reuse
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1.run(buf41, buf45, primals_8, addmm_1, getitem_3, rsqrt_1, buf53, workspace_3, 4096, 2048, stream=stream0)
            buf50 = workspace_3[0 * 256 * 2048 : (0 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            buf52 = workspace_3[1 * 256 * 2048 : (1 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            del addmm_1
            del getitem_3
            del primals_8
            del rsqrt_1
            buf54 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_85], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf50, buf54, 2048, stream=stream0)
            del buf50
            buf55 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_86], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf52, buf55, 2048, stream=stream0)
            del buf52
            buf56 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [input_4, permute_17, mm_6], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(buf53, primals_6, out=buf56)
            del primals_6
            buf57 = empty_strided_cuda((2048, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_18, permute_20], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf53, (2048, 4096), (1, 2048), 0), convert_element_type_6, out=buf57)
            del convert_element_type_6
            buf58 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:27
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf53, buf58, 65536, 128, stream=stream0)
            buf59 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_4:28
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf58, buf59, 2048, 32, stream=stream0)
            buf60 = buf45; del buf45  # reuse
            # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.native_layer_norm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_native_layer_norm_0:29
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_native_layer_norm_0.run(addmm, getitem_1, rsqrt, primals_4, primals_5, buf60, 8388608, stream=stream0)
            del primals_5
            buf68 = buf53; del buf53  # reuse
            # Call mix order reduction kernel
            # Topologically Sorted Source Nodes: [convert_element_type_91, input_2, input_3, mul_82, mul_83, mul_84, exp_4, mul_85, mul_86, add_24, convert_element_type_default, clone_18, mul_89, mul_90, sum_21, mul_91, sum_22, mul_92, sub_18, sub_19, div_4, mul_93, mul_94, sum_23, sum_24, convert_element_type_98], Original ATen: [aten.gelu_backward, aten.native_layer_norm, aten.gelu, aten.native_layer_norm_backward]
            workspace_4 = workspace_3; del workspace_3  # reuse
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_1.run(buf56, buf60, primals_4, addmm, getitem_1, rsqrt, buf68, workspace_4, 4096, 2048, stream=stream0)
            buf65 = workspace_4[0 * 256 * 2048 : (0 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            buf67 = workspace_4[1 * 256 * 2048 : (1 + 1) * 256 * 2048].view(256, 2048).sum(dim=0)
            del workspace_4
            del addmm
            del buf60
            del getitem_1
            del primals_4
            del rsqrt
            buf69 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_99], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:30
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf65, buf69, 2048, stream=stream0)
            del buf65
            buf70 = empty_strided_cuda((2048, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [convert_element_type_100], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_backward_2:31
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_backward_2.run(buf67, buf70, 2048, stream=stream0)
            del buf67
            buf71 = buf56; del buf56  # reuse
            # Topologically Sorted Source Nodes: [input_1, permute_21, mm_8], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(buf68, primals_1, out=buf71)
            del primals_1
            buf72 = empty_strided_cuda((2048, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_22, permute_24], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf68, (2048, 4096), (1, 2048), 0), primals_3, out=buf72)
            del primals_3
            buf73 = buf58; del buf58  # reuse
            # Topologically Sorted Source Nodes: [sum_25], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_3:34
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_3.run(buf68, buf73, 65536, 128, stream=stream0)
            del buf68
            buf74 = empty_strided_cuda((1, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_25], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_4:35
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_4.run(buf73, buf74, 2048, 32, stream=stream0)
            del buf73
        return (buf72, reinterpret_tensor(buf74, (2048, ), (1, ), 0), buf71, buf69, buf70, buf57, reinterpret_tensor(buf59, (2048, ), (1, ), 0), buf54, buf55, buf42, reinterpret_tensor(buf44, (2048, ), (1, ), 0), buf39, buf40, buf27, reinterpret_tensor(buf29, (2048, ), (1, ), 0), buf24, buf25, buf12, reinterpret_tensor(buf14, (2048, ), (1, ), 0), buf9, buf10, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((2048, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((2048, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_6 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_1 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_13 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_5 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_2 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_20 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_3 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_7 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_3 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_27 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_4 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_9 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_4 = rand_strided((4096, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((4096, 2048), (2048, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_3, primals_4, primals_5, primals_6, primals_8, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_17, primals_18, primals_20, primals_21, addmm, getitem_1, rsqrt, convert_element_type_6, addmm_1, getitem_3, rsqrt_1, convert_element_type_13, addmm_2, getitem_5, rsqrt_2, convert_element_type_20, addmm_3, getitem_7, rsqrt_3, convert_element_type_27, addmm_4, getitem_9, rsqrt_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
