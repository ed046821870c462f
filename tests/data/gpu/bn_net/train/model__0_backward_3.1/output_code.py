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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/xd/cxdbgid5p4ctxvngappnzfd5caqjkszpajhf2pyd6gpyq7y2cg4y.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[16, 10][10, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 10][10, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 720, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/7a/c7a7ssat2cgzqglmcpjgbryjqziqn6jumidmierj5un2725vmcpn.py
# Topologically Sorted Source Nodes: [view_2, expand, div, input_5, input_6, le, scalar_tensor, where], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   div => div
#   expand => expand
#   input_5 => add_9, mul_13, mul_7, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   input_6 => relu_1
#   le => le
#   scalar_tensor => full_default
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %convolution_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %mm : Tensor "f32[16, 64][64, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_2 : Tensor "f32[16, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 64, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[16, 64, 32, 32][64, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [16, 64, 32, 32]), kwargs = {})
#   %div : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 1024), kwargs = {})
#   %sub_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_7 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_13 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_9 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_7), kwargs = {})
#   %relu_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_9,), kwargs = {})
#   %le : Tensor "b8[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   return %where
triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12582912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tmp5 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x4), None, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1], 0, tl.int32)
    tmp10 = triton_helpers.maximum(tmp9, tmp8)
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tmp10 <= tmp11
    tmp14 = tl.full([1], 0.0009765625, tl.float32)
    tmp15 = tmp13 * tmp14
    tmp16 = tl.where(tmp12, tmp11, tmp15)
    tl.store(out_ptr0 + (x3), tmp16, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/2c/c2csjn7zc3ab474aahngx2zh3746bgqblepuipxiek2wfurn7lv4.py
# Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sum_2, sub_2, mul_14, sum_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   input_5 => squeeze_3
#   mul_14 => mul_14
#   sub_2 => sub_2
#   sum_2 => sum_2
#   sum_3 => sum_3
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where]
#   %convolution_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 3), kwargs = {})
#   %sum_2 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_10), kwargs = {})
#   %mul_14 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_2), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [0, 2, 3]), kwargs = {})
#   return %buf4,%buf6
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304, 'r0_': 8388608}}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/fe/cfe3jeyjgim3g6466obidbdcuiv64zz5rvk6g5fedfbofih2ra4x.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %buf4 : Tensor "f32[64, 2][1, 64]cuda:0" = PlaceHolder[target=buf4]
#   %sum_2 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_per_fused_native_batch_norm_backward_3 = async_compile.triton('triton_per_fused_native_batch_norm_backward_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/5z/c5zlo6jgbdz4fxk43loibbds4nwqmggzde7ewtgzr2fwivtf55gk.py
# Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sub_2, mul_14, sum_3, mul_22], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   input_5 => squeeze_3, squeeze_4
#   mul_14 => mul_14
#   mul_22 => mul_22
#   sub_2 => sub_2
#   sum_3 => sum_3
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %buf6 : Tensor "f32[64, 2][1, 64]cuda:0" = PlaceHolder[target=buf6]
#   %sum_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_3]
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 3), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_10), kwargs = {})
#   %mul_14 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_2), kwargs = {})
#   %sum_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_14, [0, 2, 3]), kwargs = {})
#   %squeeze_4 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3]), kwargs = {})
#   %mul_22 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_4), kwargs = {})
#   return %sum_3,%mul_22
triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1792, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/my/cmycahebv2ukgfuice5tonpk2y4p33bqu5fembejilp7pl6fadhz.py
# Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sub_2, mul_15, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_16, mul_17, mul_18, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_19, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_20, sub_4, sub_5, mul_21, convolution_backward], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   input_5 => squeeze_3, squeeze_4
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   sub_2 => sub_2
#   sub_4 => sub_4
#   sub_5 => sub_5
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
# Graph fragment:
#   %where : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where]
#   %convolution_1 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %sum_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_3]
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sum_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_2]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 3), kwargs = {})
#   %sub_2 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_10), kwargs = {})
#   %mul_15 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, 6.103515625e-05), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_15, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, 2), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 3), kwargs = {})
#   %mul_16 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 6.103515625e-05), kwargs = {})
#   %squeeze_4 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3]), kwargs = {})
#   %mul_17 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %squeeze_4), kwargs = {})
#   %mul_18 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %mul_17), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_18, 0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 2), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 3), kwargs = {})
#   %mul_19 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_12), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_19, 0), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 2), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 3), kwargs = {})
#   %mul_20 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %unsqueeze_16), kwargs = {})
#   %sub_4 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_20), kwargs = {})
#   %sub_5 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %unsqueeze_13), kwargs = {})
#   %mul_21 : Tensor "f32[16, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %unsqueeze_19), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_21, %relu, %primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf9
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16777216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 64)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp1 = tl.load(in_ptr0 + (x3), None)
    tmp2 = tl.load(in_ptr1 + (x1), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x1), None, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 6.103515625e-05, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7 * tmp7
    tmp9 = tmp6 * tmp8
    tmp10 = tmp3 * tmp9
    tmp11 = tmp0 - tmp10
    tmp13 = tmp12 * tmp5
    tmp14 = tmp11 - tmp13
    tmp16 = tmp7 * tmp15
    tmp17 = tmp14 * tmp16
    tl.store(in_out_ptr0 + (x3), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/pc/cpc4zmsrn3wmk2exw3o7tdnq4qhyuiej4dpqfdexgtvdf5rkvv24.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4, sub_6, mul_23, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_1 => le_1
#   mul_23 => mul_23
#   scalar_tensor => full_default
#   sub_6 => sub_6
#   sum_4 => sum_4
#   sum_5 => sum_5
#   where_1 => where_1
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_4 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_22 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_22]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_4), kwargs = {})
#   %sum_4 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_6 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_22), kwargs = {})
#   %mul_23 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_6), kwargs = {})
#   %sum_5 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_23, [0, 2, 3]), kwargs = {})
#   return %buf13,%buf15
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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/n7/cn7mnpzq3pfgknsslzzkl4liqywhkai322n23i4jjr5pssayzf3l.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_1 => le_1
#   scalar_tensor => full_default
#   sum_4 => sum_4
#   where_1 => where_1
# Graph fragment:
#   %buf13 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf13]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_4), kwargs = {})
#   %sum_4 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
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


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/rz/crz5izkcryzv45xxngkftlq7plcsudurpojvtl5uey7uyoyhgunf.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sub_6, mul_23, sum_5, mul_31], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_1 => le_1
#   mul_23 => mul_23
#   mul_31 => mul_31
#   scalar_tensor => full_default
#   sub_6 => sub_6
#   sum_5 => sum_5
#   where_1 => where_1
# Graph fragment:
#   %buf15 : Tensor "f32[32, 2][1, 32]cuda:0" = PlaceHolder[target=buf15]
#   %sum_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_5]
#   %squeeze_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_4), kwargs = {})
#   %sub_6 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_22), kwargs = {})
#   %mul_23 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_6), kwargs = {})
#   %sum_5 : Tensor "f32[32][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_23, [0, 2, 3]), kwargs = {})
#   %mul_31 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_1), kwargs = {})
#   return %sum_5,%mul_31
triton_per_fused_native_batch_norm_backward_threshold_backward_8 = async_compile.triton('triton_per_fused_native_batch_norm_backward_threshold_backward_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_batch_norm_backward_threshold_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 896, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_native_batch_norm_backward_threshold_backward_8(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/bn_net/train/inductor/tmpm22h2y11/6k/c6kohr2sqyhjrxqs6gfpj3ihbwm62kkdlcrvmdngp5nxmoen7qow.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sub_6, mul_24, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_25, mul_26, mul_27, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_29, sub_8, sub_9, mul_30, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_1 => convolution_backward_1
#   le_1 => le_1
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   scalar_tensor => full_default
#   sub_6 => sub_6
#   sub_8 => sub_8
#   sub_9 => sub_9
#   unsqueeze_23 => unsqueeze_23
#   unsqueeze_24 => unsqueeze_24
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   unsqueeze_31 => unsqueeze_31
#   where_1 => where_1
# Graph fragment:
#   %relu : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_4 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %convolution : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_22 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_22]
#   %sum_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_5]
#   %squeeze_1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_4 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_6 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_6]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_4), kwargs = {})
#   %sub_6 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_22), kwargs = {})
#   %mul_24 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 6.103515625e-05), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_24, 0), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_23, 2), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 3), kwargs = {})
#   %mul_25 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 6.103515625e-05), kwargs = {})
#   %mul_26 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_27 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %mul_26), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_27, 0), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 2), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 3), kwargs = {})
#   %mul_28 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_28, 0), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 2), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 3), kwargs = {})
#   %mul_29 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_28), kwargs = {})
#   %sub_8 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_29), kwargs = {})
#   %sub_9 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %unsqueeze_25), kwargs = {})
#   %mul_30 : Tensor "f32[16, 32, 32, 32][32768, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %unsqueeze_31), kwargs = {})
#   %convolution_backward_1 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_30, %primals_2, %primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %buf18
triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 10485760}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x3 = xindex
    x1 = ((xindex // 1024) % 32)
    tmp0 = tl.load(in_out_ptr0 + (x3), None)
    tmp3 = tl.load(in_ptr0 + (x3), None)
    tmp5 = tl.load(in_ptr1 + (x3), None)
    tmp6 = tl.load(in_ptr2 + (x1), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x1), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x1), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x1), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x1), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 6.103515625e-05, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x3), tmp21, None)
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
        primals_1, primals_2, primals_6, primals_8, primals_12, primals_13, primals_14, convolution, squeeze_1, relu, convolution_1, getitem_3, rsqrt_1, view, unsqueeze_22, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (32, 3, 3, 3), (27, 9, 3, 1))
        assert_size_stride(primals_2, (16, 3, 32, 32), (3072, 1024, 32, 1))
        assert_size_stride(primals_6, (32, ), (1, ))
        assert_size_stride(primals_8, (64, 32, 3, 3), (288, 9, 3, 1))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (10, 64), (64, 1))
        assert_size_stride(convolution, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(squeeze_1, (32, ), (1, ))
        assert_size_stride(relu, (16, 32, 32, 32), (32768, 1024, 32, 1))
        assert_size_stride(convolution_1, (16, 64, 32, 32), (65536, 1024, 32, 1))
        assert_size_stride(getitem_3, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(rsqrt_1, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(view, (16, 64), (64, 1))
        assert_size_stride(unsqueeze_22, (1, 32, 1, 1), (32, 1, 1, 1))
        assert_size_stride(tangents_1, (16, 10), (10, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_9, permute_1, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(tangents_1, primals_14, out=buf0)
            del primals_14
            buf1 = empty_strided_cuda((10, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 16), (1, 10), 0), view, out=buf1)
            del view
            buf2 = empty_strided_cuda((1, 10), (10, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_0:3
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf2, 10, 16, stream=stream0)
            del tangents_1
            buf3 = empty_strided_cuda((16, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, input_5, input_6, le, scalar_tensor, where], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_div_expand_relu_threshold_backward_view_1.run(convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, buf0, buf3, 1048576, stream=stream0)
            del buf0
            del primals_13
            buf4 = empty_strided_cuda((64, 2), (1, 64), torch.float32)
            buf6 = empty_strided_cuda((64, 2), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sum_2, sub_2, mul_14, sum_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2:5
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_2.run(buf3, convolution_1, getitem_3, buf4, buf6, 128, 8192, stream=stream0)
            buf5 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_3:6
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_3.run(buf4, buf5, 64, 2, stream=stream0)
            del buf4
            buf7 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf8 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sub_2, mul_14, sum_3, mul_22], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4:7
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_4.run(buf6, rsqrt_1, buf7, buf8, 64, 2, stream=stream0)
            del buf6
            buf9 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sub_2, mul_15, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_16, mul_17, mul_18, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_19, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_20, sub_4, sub_5, mul_21, convolution_backward], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5.run(buf9, convolution_1, getitem_3, buf7, rsqrt_1, buf5, primals_12, 1048576, stream=stream0)
            del convolution_1
            del getitem_3
            del primals_12
            del rsqrt_1
            # Topologically Sorted Source Nodes: [input_5, unsqueeze_8, unsqueeze_9, unsqueeze_10, sub_2, mul_15, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_16, mul_17, mul_18, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_19, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_20, sub_4, sub_5, mul_21, convolution_backward], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:9
            buf10 = torch.ops.aten.convolution_backward.default(buf9, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf9
            del primals_8
            buf11 = buf10[0]
            assert_size_stride(buf11, (16, 32, 32, 32), (32768, 1024, 32, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            buf12 = buf10[1]
            assert_size_stride(buf12, (64, 32, 3, 3), (288, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            del buf10
            buf13 = reinterpret_tensor(buf7, (32, 2), (1, 32), 0); del buf7  # reuse
            buf15 = empty_strided_cuda((32, 2), (1, 32), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4, sub_6, mul_23, sum_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_6:10
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_6.run(relu, buf11, convolution, unsqueeze_22, buf13, buf15, 64, 8192, stream=stream0)
            buf14 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sum_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_7:11
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_7.run(buf13, buf14, 32, 2, stream=stream0)
            del buf13
            buf16 = empty_strided_cuda((32, ), (1, ), torch.float32)
            buf17 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sub_6, mul_23, sum_5, mul_31], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_native_batch_norm_backward_threshold_backward_8:12
            stream0 = get_raw_stream(0)
            triton_per_fused_native_batch_norm_backward_threshold_backward_8.run(buf15, squeeze_1, buf16, buf17, 32, 2, stream=stream0)
            del buf15
            buf18 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sub_6, mul_24, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_25, mul_26, mul_27, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_29, sub_8, sub_9, mul_30, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9.run(buf18, buf11, convolution, unsqueeze_22, buf16, squeeze_1, buf14, primals_6, 524288, stream=stream0)
            del buf11
            del buf16
            del convolution
            del primals_6
            del squeeze_1
            del unsqueeze_22
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, sub_6, mul_24, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_25, mul_26, mul_27, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_29, sub_8, sub_9, mul_30, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:14
            buf19 = torch.ops.aten.convolution_backward.default(buf18, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf18
            del primals_1
            del primals_2
            buf20 = buf19[1]
            assert_size_stride(buf20, (32, 3, 3, 3), (27, 9, 3, 1), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            del buf19
        return (buf20, None, None, None, None, buf17, buf14, buf12, None, None, None, buf8, buf5, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, 3, 32, 32), (3072, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((10, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((16, 32, 32, 32), (32768, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((16, 64, 32, 32), (65536, 1024, 32, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((16, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_22 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((16, 10), (10, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_8, primals_12, primals_13, primals_14, convolution, squeeze_1, relu, convolution_1, getitem_3, rsqrt_1, view, unsqueeze_22, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
