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


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/kj/ckjwd4cx7smejsloo4l2dnrgqbbp7t52vpye55pkkmedrgdackmq.py
# Topologically Sorted Source Nodes: [permute_2, ], Original ATen: [aten.t, aten.mm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default
#   permute_2 => permute_2
# Graph fragment:
#   %tangents_1 : Tensor "f32[16, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %permute_2 : Tensor "f32[10, 16][1, 10]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%tangents_1, [1, 0]), kwargs = {})
#   %constant_pad_nd_default : Tensor "f32[12, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_2, [0, 0, 0, 2]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused_mm_t_0 = async_compile.triton('triton_poi_fused_mm_t_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mm_t_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2176}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mm_t_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 12)
    x1 = xindex // 12
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 10, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 10*x1), tmp2 & xmask, other=0.0)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/aa/caanqk3xya3zndq6547rwgb4727fmmdmcw2rbq367rpbop4oweri.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[16, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_1 = async_compile.triton('triton_per_fused_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 16},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 720, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 10
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 10*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/hf/chfl6rlh5svsly2qawylwlnhfva276k4krfl72zlds2jppih6ume.py
# Topologically Sorted Source Nodes: [view_2, expand, div, input_5, input_6, le, scalar_tensor, where, rsqrt, mul_11, unsqueeze_25, unsqueeze_26, unsqueeze_27, mul_12, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_no_training, aten.relu, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   div => div
#   expand => expand
#   input_5 => add_2, add_3, mul_3, mul_4, mul_5, reciprocal_1, sqrt_1, sub_1, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14, unsqueeze_15, unsqueeze_8, unsqueeze_9
#   input_6 => relu_1
#   le => le
#   mul_11 => mul_11
#   mul_12 => mul_12
#   rsqrt => rsqrt
#   scalar_tensor => full_default
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %convolution_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_9 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_11]
#   %mm : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where]
#   %view_2 : Tensor "f32[16, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 64, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[16, 64, 32, 32][64, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [16, 64, 32, 32]), kwargs = {})
#   %div : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 1024), kwargs = {})
#   %add_2 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_9, 1e-05), kwargs = {})
#   %sqrt_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sqrt.default](args = (%add_2,), kwargs = {})
#   %reciprocal_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reciprocal.default](args = (%sqrt_1,), kwargs = {})
#   %mul_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%reciprocal_1, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_3, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %sub_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_9), kwargs = {})
#   %mul_4 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %unsqueeze_11), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %mul_5 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %unsqueeze_13), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_11, -1), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, -1), kwargs = {})
#   %add_3 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %unsqueeze_15), kwargs = {})
#   %relu_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_3,), kwargs = {})
#   %le : Tensor "b8[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %rsqrt : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %mul_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%rsqrt, %primals_10), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_11, 0), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_25, 2), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 3), kwargs = {})
#   %mul_12 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %unsqueeze_27), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_12, %relu, %primals_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %where,%buf10
triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20971520}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 64)
    x4 = xindex // 1024
    tmp0 = tl.load(in_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr5 + (x4), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = (tmp7 / tmp6)
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tmp18 = tl.full([1], 0.0, tl.float32)
    tmp19 = tmp17 <= tmp18
    tmp21 = tl.full([1], 0.0009765625, tl.float32)
    tmp22 = tmp20 * tmp21
    tmp23 = tl.where(tmp19, tmp18, tmp22)
    tmp24 = libdevice.rsqrt(tmp5)
    tmp25 = tmp24 * tmp12
    tmp26 = tmp23 * tmp25
    tl.store(out_ptr0 + (x3), tmp23, None)
    tl.store(out_ptr1 + (x3), tmp26, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/5c/c5ckibd7wc55wvsw55x4geg6my4acirfycbqju7krwi7fxvu2s3p.py
# Topologically Sorted Source Nodes: [unsqueeze_16, unsqueeze_17, unsqueeze_18, sum_2, sub_2, mul_6, sum_3], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_6 => mul_6
#   sub_2 => sub_2
#   sum_2 => sum_2
#   sum_3 => sum_3
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
# Graph fragment:
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where]
#   %convolution_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %primals_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_8]
#   %unsqueeze_16 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 2), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 3), kwargs = {})
#   %sum_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_18), kwargs = {})
#   %mul_6 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_2), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_6, [0, 2, 3]), kwargs = {})
#   return %buf5,%buf7
triton_red_fused_native_batch_norm_backward_3 = async_compile.triton('triton_red_fused_native_batch_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 8388608}}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (1024*x0 + 65536*(r0_2 // 1024) + 524288*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (1024*x0 + 65536*(r0_2 // 1024) + 524288*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/pm/cpmanrhqmiudl7hw6ypbgz3llzgendhswpnnorgyagw5nvixhmia.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %buf5 : Tensor "f32[64, 2][1, 64]cuda:0" = PlaceHolder[target=buf5]
#   %sum_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_per_fused_native_batch_norm_backward_4 = async_compile.triton('triton_per_fused_native_batch_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/at/catnmqlojxntibu2yjs5cnlbwuoy2tftxs4unsgappknmb45yp2o.py
# Topologically Sorted Source Nodes: [input_5, rsqrt, unsqueeze_16, unsqueeze_17, unsqueeze_18, sub_2, mul_6, sum_3, mul_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   input_5 => add_2
#   mul_13 => mul_13
#   mul_6 => mul_6
#   rsqrt => rsqrt
#   sub_2 => sub_2
#   sum_3 => sum_3
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
# Graph fragment:
#   %buf7 : Tensor "f32[64, 2][1, 64]cuda:0" = PlaceHolder[target=buf7]
#   %sum_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_3]
#   %primals_9 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_9]
#   %add_2 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_9, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_2,), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, 0), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, 2), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 3), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_18), kwargs = {})
#   %mul_6 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_2), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_6, [0, 2, 3]), kwargs = {})
#   %mul_13 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %rsqrt), kwargs = {})
#   return %sum_3,%mul_13
triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1280, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp4 * tmp8
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/pc/cpc4zmsrn3wmk2exw3o7tdnq4qhyuiej4dpqfdexgtvdf5rkvv24.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, unsqueeze_28, unsqueeze_29, unsqueeze_30, sum_4, sub_3, mul_14, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_1 => le_1
#   mul_14 => mul_14
#   scalar_tensor => full_default
#   sub_3 => sub_3
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   where_1 => where_1
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %primals_3 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_3]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_3, 0), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 2), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 3), kwargs = {})
#   %sum_4 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_3 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_30), kwargs = {})
#   %mul_14 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_3), kwargs = {})
#   %sum_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [0, 2, 3]), kwargs = {})
#   return %buf14,%buf16
triton_red_fused_native_batch_norm_backward_threshold_backward_6 = async_compile.triton('triton_red_fused_native_batch_norm_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_threshold_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1152, 'r0_': 6291456}}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_threshold_backward_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 32)
    x1 = xindex // 32
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (1024*x0 + 32768*(r0_2 // 1024) + 262144*x1 + ((r0_2 % 1024))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/n7/cn7mnpzq3pfgknsslzzkl4liqywhkai322n23i4jjr5pssayzf3l.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_1 => le_1
#   scalar_tensor => full_default
#   sum_4 => sum_4
#   where_1 => where_1
# Graph fragment:
#   %buf14 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf14]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem), kwargs = {})
#   %sum_4 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   return %sum_4
triton_per_fused_native_batch_norm_backward_threshold_backward_7 = async_compile.triton('triton_per_fused_native_batch_norm_backward_threshold_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_threshold_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_threshold_backward_7(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/x3/cx3vj7teyufebwvkrtbu6yb5b4vsnqmv3j4knkcpjupvlm3ddx2k.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, input_2, rsqrt_1, unsqueeze_28, unsqueeze_29, unsqueeze_30, sub_3, mul_14, sum_5, mul_21], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   input_2 => add
#   le_1 => le_1
#   mul_14 => mul_14
#   mul_21 => mul_21
#   rsqrt_1 => rsqrt_1
#   scalar_tensor => full_default
#   sub_3 => sub_3
#   sum_5 => sum_5
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   where_1 => where_1
# Graph fragment:
#   %buf16 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf16]
#   %sum_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_5]
#   %primals_4 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_4]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem), kwargs = {})
#   %add : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_3, 0), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, 2), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 3), kwargs = {})
#   %sub_3 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_30), kwargs = {})
#   %mul_14 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_3), kwargs = {})
#   %sum_5 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [0, 2, 3]), kwargs = {})
#   %mul_21 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %rsqrt_1), kwargs = {})
#   return %sum_5,%mul_21
triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8 = async_compile.triton('triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 640, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp4 * tmp8
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/eval/inductor/tmppbo0hpts/o5/co5ivhgl2fxsoktzsezg7vi6amk2eol5dctq46za557f3rnoobx5.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, input_2, rsqrt_1, mul_19, unsqueeze_37, unsqueeze_38, unsqueeze_39, mul_20, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_1 => convolution_backward_1
#   input_2 => add
#   le_1 => le_1
#   mul_19 => mul_19
#   mul_20 => mul_20
#   rsqrt_1 => rsqrt_1
#   scalar_tensor => full_default
#   unsqueeze_37 => unsqueeze_37
#   unsqueeze_38 => unsqueeze_38
#   unsqueeze_39 => unsqueeze_39
#   where_1 => where_1
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem]
#   %primals_4 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_5]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem), kwargs = {})
#   %add : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul_19 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%rsqrt_1, %primals_5), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_19, 0), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_37, 2), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, 3), kwargs = {})
#   %mul_20 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %unsqueeze_39), kwargs = {})
#   %convolution_backward_1 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_20, %primals_2, %primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %buf19
triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp3 = tl.load(in_ptr0 + (x3), None)
    tmp5 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp4 * tmp10
    tl.store(in_out_ptr0 + (x3), tmp11, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, convolution, relu, convolution_1, view, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_2, (16, 3, 32, 32), (3072, 1024, 32, 1))
        assert_size_stride(primals_3, (32, ), (1, ))
        assert_size_stride(primals_4, (32, ), (1, ))
        assert_size_stride(primals_5, (32, ), (1, ))
        assert_size_stride(primals_7, (64, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_8, (64, ), (1, ))
        assert_size_stride(primals_9, (64, ), (1, ))
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (10, 64), (64, 1))
        assert_size_stride(convolution, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(relu, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(convolution_1, (16, 64, 32, 32), (65536, 1024, 32, 1))
        assert_size_stride(view, (16, 64), (64, 1))
        assert_size_stride(tangents_1, (16, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_9, permute_1, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(tangents_1, primals_12, out=buf0)
            del primals_12
            buf1 = empty_strided_cuda((12, 16), (1, 12), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, ], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] triton_poi_fused_mm_t_0:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_mm_t_0.run(tangents_1, buf1, 192, stream=stream0)
            buf2 = empty_strided_cuda((12, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, ], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(buf1, view, out=buf2)
            del buf1
            del view
            buf3 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_1.run(tangents_1, buf3, 10, 16, stream=stream0)
            del tangents_1
            buf4 = empty_strided_cuda((16, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
            buf10 = empty_strided_cuda((16, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, input_5, input_6, le, scalar_tensor, where, rsqrt, mul_11, unsqueeze_25, unsqueeze_26, unsqueeze_27, mul_12, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_no_training, aten.relu, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_div_expand_native_batch_norm_backward_relu_threshold_backward_view_2.run(convolution_1, primals_8, primals_9, primals_10, primals_11, buf0, buf4, buf10, 1048576, stream=stream0)
            del buf0
            del primals_10
            del primals_11
            buf5 = empty_strided_cuda((64, 2), (1, 64), torch.float32)
            buf7 = empty_strided_cuda((64, 2), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze_16, unsqueeze_17, unsqueeze_18, sum_2, sub_2, mul_6, sum_3], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_3:6
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_3.run(buf4, convolution_1, primals_8, buf5, buf7, 128, 8192, stream=stream0)
            del buf4
            del convolution_1
            del primals_8
            buf6 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_4:7
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_4.run(buf5, buf6, 64, 2, stream=stream0)
            del buf5
            buf8 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [input_5, rsqrt, unsqueeze_16, unsqueeze_17, unsqueeze_18, sub_2, mul_6, sum_3, mul_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5:8
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_5.run(buf9, buf7, primals_9, 64, 2, stream=stream0)
            del buf7
            del primals_9
            # Topologically Sorted Source Nodes: [input_5, rsqrt, mul_11, unsqueeze_25, unsqueeze_26, unsqueeze_27, mul_12, convolution_backward], Original ATen: [aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:9
            buf11 = torch.ops.aten.convolution_backward.default(buf10, relu, primals_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf10
            del primals_7
            buf12 = buf11[0]
            assert_size_stride(buf12, (16, 32, 32, 32), (32768, 1024, 32, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            buf13 = buf11[1]
            assert_size_stride(buf13, (64, 32, 3, 3), (288, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf13, 16, 'torch.ops.aten.convolution_backward.default')
            del buf11
            buf14 = empty_strided_cuda((32, 2), (1, 32), torch.float32)
            buf16 = empty_strided_cuda((32, 2), (1, 32), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, unsqueeze_28, unsqueeze_29, unsqueeze_30, sum_4, sub_3, mul_14, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_6:10
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_6.run(relu, buf12, convolution, primals_3, buf14, buf16, 64, 8192, stream=stream0)
            del convolution
            del primals_3
            buf15 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_7:11
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_7.run(buf14, buf15, 32, 2, stream=stream0)
            del buf14
            buf17 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf18 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, input_2, rsqrt_1, unsqueeze_28, unsqueeze_29, unsqueeze_30, sub_3, mul_14, sum_5, mul_21], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8:12
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_no_training_native_batch_norm_backward_threshold_backward_8.run(buf18, buf16, primals_4, 32, 2, stream=stream0)
            del buf16
            buf19 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, input_2, rsqrt_1, mul_19, unsqueeze_37, unsqueeze_38, unsqueeze_39, mul_20, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_no_training_convolution_backward_native_batch_norm_backward_threshold_backward_9.run(buf19, buf12, primals_4, primals_5, 524288, stream=stream0)
            del buf12
            del primals_4
            del primals_5
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, input_2, rsqrt_1, mul_19, unsqueeze_37, unsqueeze_38, unsqueeze_39, mul_20, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_no_training, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:14
            buf20 = torch.ops.aten.convolution_backward.default(buf19, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf19
            del primals_1
            del primals_2
            buf21 = buf20[1]
            assert_size_stride(buf21, (32, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf21, 16, 'torch.ops.aten.convolution_backward.default')
            del buf20
        return (buf21, None, None, None, buf18, buf15, buf13, None, None, buf9, buf6, reinterpret_tensor(buf2, (10, 64), (64, 1), 0), reinterpret_tensor(buf3, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, 3, 32, 32), (3072, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((10, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((16, 64, 32, 32), (65536, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((16, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((16, 10), (10, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, convolution, relu, convolution_1, view, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
