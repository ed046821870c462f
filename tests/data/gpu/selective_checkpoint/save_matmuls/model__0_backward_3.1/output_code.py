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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/kt/ckt22iyaibgmnef5dh3imnfn5yulac2t7jsd2vfojjjvbgdjhmrv.py
# Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_22 => convert_element_type_22
#   convert_element_type_24 => convert_element_type_24
#   exp => exp
#   hidden => add_5, convert_element_type_13, convert_element_type_14, erf, mul_4, mul_5, mul_6
#   linear_2 => view_7
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_8 => mul_8
#   mul_9 => mul_9
#   view_12 => view_12
# Graph fragment:
#   %addmm_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %mm : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_5), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %convert_element_type_13), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_10,), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %mul_11), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_12), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_22, %add_8), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_13, torch.bfloat16), kwargs = {})
#   return %convert_element_type_14,%convert_element_type_24
triton_poi_fused_gelu_gelu_backward_view_0 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12582912}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_0(in_out_ptr0, in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp11 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp5 = tmp1 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp3 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tmp8 * tmp2
    tmp14 = tmp1 * tmp1
    tmp15 = tl.full([1], -0.5, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp1 * tmp19
    tmp21 = tmp13 + tmp20
    tmp22 = tmp12 * tmp21
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp10, None)
    tl.store(in_out_ptr0 + (x0), tmp23, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/uy/cuysaeitelehmyux3sd5vhcqt5nxfqu2e5zafz5daxq7aas3tfco.py
# Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_10 => view_10
# Graph fragment:
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_10 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0], True), kwargs = {})
#   return %buf3
triton_red_fused_sum_view_1 = async_compile.triton('triton_red_fused_sum_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 540672, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/ui/cui4e5rd55hqhxrlmvl7ta36s2upinchg5e65k275fmu3cof34fv.py
# Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_10 => view_10
# Graph fragment:
#   %buf3 : Tensor "f32[1, 256, 8][2048, 1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %view_10 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_view_2 = async_compile.triton('triton_per_fused_sum_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/jw/cjwkj2stlw5wy2tbtferanftyszidapmgvazv7z73m2h5i7unq6f.py
# Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, clone_4, mul_15, mul_16, sum_3, mul_17, sum_4, mul_18, sub_3, sub_4, div, mul_19, convert_element_type_33, add_9], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   add_9 => add_9
#   clone_2 => convert_element_type_29
#   clone_4 => convert_element_type_31
#   convert_element_type_33 => convert_element_type_33
#   div => div
#   linear_1 => view_5
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   normed => add_3, add_4, convert_element_type_8, convert_element_type_9, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   sub_3 => sub_3
#   sub_4 => sub_4
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_15 => view_15
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_8 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf8 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf8]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type_33 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=convert_element_type_33]
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_8), kwargs = {})
#   %add_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_9), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_8, torch.float32), kwargs = {})
#   %mul_15 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %convert_element_type_31), kwargs = {})
#   %mul_16 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, 256), kwargs = {})
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_15, [2], True), kwargs = {})
#   %mul_17 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %mul_2), kwargs = {})
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [2], True), kwargs = {})
#   %mul_18 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_4), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_16, %sum_3), kwargs = {})
#   %sub_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %mul_18), kwargs = {})
#   %div : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_19 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_4), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_19, torch.bfloat16), kwargs = {})
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %convert_element_type_33), kwargs = {})
#   return %sum_3,%getitem_12,%buf8,%sum_4,%convert_element_type_9,%convert_element_type_33,%add_9
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 6, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 4195328}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    tmp10 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp42 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp54 = tl.load(in_ptr5 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 256, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 256.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp36 = tmp4 * tmp35
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
    tmp39 = tl.where(xmask, tmp37, 0)
    tmp40 = tl.sum(tmp39, 1)[:, None].to(tl.float32)
    tmp41 = tmp35 * tmp3
    tmp43 = tmp42.to(tl.float32)
    tmp44 = tmp41 + tmp43
    tmp45 = tmp44.to(tl.float32)
    tmp46 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp47 = tmp34 * tmp46
    tmp48 = tmp4 * tmp30
    tmp49 = tmp48 - tmp8
    tmp50 = tmp35 * tmp40
    tmp51 = tmp49 - tmp50
    tmp52 = tmp47 * tmp51
    tmp53 = tmp52.to(tl.float32)
    tmp55 = tmp54 + tmp53
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp45, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp55, xmask)
    tl.store(out_ptr1 + (x0), tmp22, xmask)
    tl.store(out_ptr2 + (x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/c4/cc4eu5lyacosenkazldaduj4cpmyxfpwdxk3bwxpdv22zy7smwzb.py
# Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_22 => convert_element_type_22
#   convert_element_type_24 => convert_element_type_24
#   exp => exp
#   hidden => add_5, convert_element_type_13, erf, mul_5
#   linear_2 => view_7
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sum_2 => sum_2
#   view_12 => view_12
#   view_13 => view_13
# Graph fragment:
#   %convert_element_type_24 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=convert_element_type_24]
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %convert_element_type_13), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_10,), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %mul_11), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_12), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_22, %add_8), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_13, torch.bfloat16), kwargs = {})
#   %view_13 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_24, [1024, 1024]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_13, [0], True), kwargs = {})
#   return %buf12
triton_red_fused_gelu_gelu_backward_sum_view_4 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2162688, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 8192
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/cd/ccdyc3xjfa6cpr6wd4ffqrin3u7332owzr43hgxw4kv4fl6anjub.py
# Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_22 => convert_element_type_22
#   convert_element_type_24 => convert_element_type_24
#   exp => exp
#   hidden => add_5, convert_element_type_13, erf, mul_5
#   linear_2 => view_7
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sum_2 => sum_2
#   view_12 => view_12
#   view_13 => view_13
# Graph fragment:
#   %buf12 : Tensor "f32[1, 1024, 8][8192, 1, 1024]cuda:0" = PlaceHolder[target=buf12]
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %convert_element_type_13), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_10,), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %mul_11), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_12), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_22, %add_8), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_13, torch.bfloat16), kwargs = {})
#   %view_13 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_24, [1024, 1024]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_13, [0], True), kwargs = {})
#   return %sum_2
triton_per_fused_gelu_gelu_backward_sum_view_5 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/yf/cyf646vd7htojt2qir22mc5xqlrplnxozwabjs3if24xumkcknx2.py
# Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_6 => clone_6
#   full => full_default
#   permute_19 => permute_19
# Graph fragment:
#   %getitem_15 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %getitem_14 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %getitem_13 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_14, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_13, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_6 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_6
triton_poi_fused_add_clone_permute_select_backward_6 = async_compile.triton('triton_poi_fused_add_clone_permute_select_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_permute_select_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_permute_select_backward_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 256) % 3)
    x0 = (xindex % 256)
    x2 = xindex // 768
    x3 = xindex
    tmp3 = tl.load(in_ptr0 + (x0 + 256*x2), None, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0 + 256*x2), None, eviction_policy='evict_last').to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (x0 + 256*x2), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = x1
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x3), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/43/c43q4zrohouqy4lnag67n457t6rzlcv46fc4gyoabgn56ekjc4bb.py
# Topologically Sorted Source Nodes: [layer_norm, view_23, clone_7, clone_9, mul_22, mul_23, sum_9, mul_24, sum_10, mul_25, sub_6, sub_7, div_1, mul_26, convert_element_type_48, add_12], Original ATen: [aten.native_layer_norm, aten.view, aten.native_layer_norm_backward, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   clone_7 => convert_element_type_44
#   clone_9 => convert_element_type_46
#   convert_element_type_48 => convert_element_type_48
#   div_1 => div_1
#   layer_norm => add, add_1, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
#   mul_22 => mul_22
#   mul_23 => mul_23
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_23 => view_23
# Graph fragment:
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_2 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf35 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf35]
#   %primals_3 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_9]
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_10]
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_2), kwargs = {})
#   %add_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_3), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   %view_23 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_23, torch.float32), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.float32), kwargs = {})
#   %mul_22 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %convert_element_type_46), kwargs = {})
#   %mul_23 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, 256), kwargs = {})
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [2], True), kwargs = {})
#   %mul_24 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, %mul), kwargs = {})
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [2], True), kwargs = {})
#   %mul_25 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_10), kwargs = {})
#   %sub_6 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_23, %sum_9), kwargs = {})
#   %sub_7 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_25), kwargs = {})
#   %div_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_26 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_7), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_26, torch.bfloat16), kwargs = {})
#   %add_12 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %convert_element_type_48), kwargs = {})
#   return %sum_9,%getitem_1,%buf35,%sum_10,%convert_element_type_1,%add_12
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*bf16', 'out_ptr5': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 6, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 3671040}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
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
    tmp40 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp44 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 256, tl.int32)
    tmp19 = tmp18.to(tl.float32)
    tmp20 = (tmp17 / tmp19)
    tmp21 = tmp11 - tmp20
    tmp22 = tmp21 * tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tmp10 - tmp20
    tmp28 = tl.full([1, 1], 256.0, tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tl.full([1, 1], 1e-05, tl.float32)
    tmp31 = tmp29 + tmp30
    tmp32 = libdevice.rsqrt(tmp31)
    tmp33 = tmp27 * tmp32
    tmp34 = tmp4 * tmp33
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
    tmp37 = tl.where(xmask, tmp35, 0)
    tmp38 = tl.sum(tmp37, 1)[:, None].to(tl.float32)
    tmp39 = tmp33 * tmp3
    tmp41 = tmp40.to(tl.float32)
    tmp42 = tmp39 + tmp41
    tmp43 = tmp42.to(tl.float32)
    tmp45 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp46 = tmp32 * tmp45
    tmp47 = tmp4 * tmp28
    tmp48 = tmp47 - tmp8
    tmp49 = tmp33 * tmp38
    tmp50 = tmp48 - tmp49
    tmp51 = tmp46 * tmp50
    tmp52 = tmp51.to(tl.float32)
    tmp53 = tmp44 + tmp52
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp43, xmask)
    tl.store(out_ptr5 + (r0_1 + 256*x0), tmp53, xmask)
    tl.store(out_ptr1 + (x0), tmp20, xmask)
    tl.store(out_ptr2 + (x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/pe/cpeuoo3xy3igdqv6piorrsnrdb7b6rq454yb3sl3nq6aubpv3nmo.py
# Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, mul_20, sum_5, sum_6, layer_norm, view_23, clone_7, mul_27, sum_11, sum_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_29
#   clone_7 => convert_element_type_44
#   layer_norm => add, convert_element_type, mul, rsqrt, sub, var_mean
#   linear_1 => view_5
#   mul_20 => mul_20
#   mul_27 => mul_27
#   normed => add_3, convert_element_type_8, mul_2, rsqrt_1, sub_1, var_mean_1
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_15 => view_15
#   view_23 => view_23
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf8 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf8]
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf35 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf35]
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %mul_2), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_29, [0, 1]), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %view_23 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_23, torch.float32), kwargs = {})
#   %mul_27 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %mul), kwargs = {})
#   %sum_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [0, 1]), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_44, [0, 1]), kwargs = {})
#   return %buf16,%buf18,%buf43,%buf45
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2162688, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
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
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp34 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp37 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp6 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr5 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp25 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp27 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp9 = tl.full([1, 1], 256.0, tl.float32)
        tmp10 = (tmp8 / tmp9)
        tmp11 = tl.full([1, 1], 1e-05, tl.float32)
        tmp12 = tmp10 + tmp11
        tmp13 = libdevice.rsqrt(tmp12)
        tmp14 = tmp7 * tmp13
        tmp15 = tmp1 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
        tmp19 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tmp2.to(tl.float32)
        tmp26 = tmp24 - tmp25
        tmp28 = (tmp27 / tmp9)
        tmp29 = tmp28 + tmp11
        tmp30 = libdevice.rsqrt(tmp29)
        tmp31 = tmp26 * tmp30
        tmp32 = tmp23 * tmp31
        tmp33 = tl.broadcast_to(tmp32, [XBLOCK, R0_BLOCK])
        tmp35 = _tmp34 + tmp33
        _tmp34 = tl.where(r0_mask & xmask, tmp35, _tmp34)
        tmp36 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
        tmp38 = _tmp37 + tmp36
        _tmp37 = tl.where(r0_mask & xmask, tmp38, _tmp37)
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp34 = tl.sum(_tmp34, 1)[:, None]
    tmp37 = tl.sum(_tmp37, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp17, xmask)
    tl.store(out_ptr1 + (x3), tmp20, xmask)
    tl.store(out_ptr2 + (x3), tmp34, xmask)
    tl.store(out_ptr3 + (x3), tmp37, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/5i/c5ihrez3yhyvhefdanoolqmyyoaqji4xuhjmphcvc6j3il6zgl6z.py
# Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, mul_20, sum_5, convert_element_type_34], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_29
#   convert_element_type_34 => convert_element_type_34
#   linear_1 => view_5
#   mul_20 => mul_20
#   normed => add_3, convert_element_type_8, mul_2, rsqrt_1, sub_1, var_mean_1
#   sum_5 => sum_5
#   view_15 => view_15
#   x => add_2
# Graph fragment:
#   %buf16 : Tensor "f32[256, 8][1, 256]cuda:0" = PlaceHolder[target=buf16]
#   %sum_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_5]
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %mul_2), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 1]), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_5, torch.bfloat16), kwargs = {})
#   return %sum_5,%convert_element_type_34
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/xh/cxhlt4i5sfbg2awkois6danvmord246trjbng453hzyo7vyqbshl.py
# Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_6 => clone_6
#   full => full_default
#   permute_19 => permute_19
#   sum_8 => sum_8
#   view_20 => view_20
#   view_21 => view_21
# Graph fragment:
#   %clone_6 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_6]
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_14, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_13, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_6 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_20 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [4, 256, 768]), kwargs = {})
#   %view_21 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_20, [1024, 768]), kwargs = {})
#   %sum_8 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %buf39
triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1622016, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6144
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


# kernel path: /tmp/g/scratch/selective_checkpoint/save_matmuls/inductor/tmp44khuijs/bd/cbdamg7zkha5cfuua465crgqaqw6fevkw6x7n2ihzakhvk7fbcwy.py
# Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_6 => clone_6
#   full => full_default
#   permute_19 => permute_19
#   sum_8 => sum_8
#   view_20 => view_20
#   view_21 => view_21
# Graph fragment:
#   %buf39 : Tensor "f32[1, 768, 8][6144, 1, 768]cuda:0" = PlaceHolder[target=buf39]
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_14, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_13, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_6 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_20 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [4, 256, 768]), kwargs = {})
#   %view_21 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_20, [1024, 768]), kwargs = {})
#   %sum_8 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %sum_8
triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
        primals_1, primals_2, primals_3, primals_4, primals_6, primals_8, primals_9, primals_10, primals_12, addmm, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, addmm_2, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (4, 256, 256), (65536, 256, 1))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_3, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (1024, 256), (256, 1))
        assert_size_stride(primals_12, (256, 1024), (1024, 1))
        assert_size_stride(addmm, (1024, 768), (768, 1))
        assert_size_stride(getitem_2, (4, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_3, (4, 4, 256, 1), (1024, 256, 1, 1))
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(getitem_9, (), ())
        assert_size_stride(addmm_1, (1024, 256), (256, 1))
        assert_size_stride(addmm_2, (1024, 1024), (1024, 1))
        assert_size_stride(tangents_1, (4, 256, 256), (65536, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, linear_3, permute_6, mm], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 256), (256, 1), 0), primals_12, out=buf0)
            del primals_12
            buf1 = empty_strided_cuda((4, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            buf5 = reinterpret_tensor(buf0, (4, 256, 1024), (262144, 1024, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_0:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_0.run(buf5, addmm_2, buf1, 1048576, stream=stream0)
            del addmm_2
            buf2 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, permute_7, linear_2, hidden, linear_3, permute_9], Original ATen: [aten.view, aten.t, aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:3
            extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 1024), (1, 256), 0), reinterpret_tensor(buf1, (1024, 1024), (1024, 1), 0), out=buf2)
            del buf1
            buf3 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_1:4
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_1.run(tangents_1, buf3, 2048, 128, stream=stream0)
            buf4 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_2.run(buf3, buf4, 256, 8, stream=stream0)
            buf6 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, permute_10, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf5, (1024, 1024), (1024, 1), 0), primals_10, out=buf6)
            del primals_10
            buf7 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf8 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf10 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            buf20 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            buf23 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, clone_4, mul_15, mul_16, sum_3, mul_17, sum_4, mul_18, sub_3, sub_4, div, mul_19, convert_element_type_33, add_9], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3:7
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3.run(buf23, buf6, primals_8, primals_1, addmm_1, primals_9, tangents_1, buf7, buf8, buf10, 1024, 256, stream=stream0)
            del primals_8
            del primals_9
            del tangents_1
            buf11 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, permute_11, linear_1, x, normed, permute_13], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.add, aten.native_layer_norm, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf5, (1024, 1024), (1, 1024), 0), reinterpret_tensor(buf10, (1024, 256), (256, 1), 0), out=buf11)
            buf12 = empty_strided_cuda((1, 1024, 8), (8192, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_4.run(buf5, buf12, 8192, 128, stream=stream0)
            del buf5
            buf13 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, hidden, view_12, convert_element_type_22, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_5.run(buf12, buf13, 1024, 8, stream=stream0)
            del buf12
            buf24 = reinterpret_tensor(buf10, (1024, 256), (256, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [add_9, view_16, linear_1, permute_14, mm_4], Original ATen: [aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf23, (1024, 256), (256, 1), 0), primals_6, out=buf24)
            del primals_6
            # Topologically Sorted Source Nodes: [view_18, view_19, permute_18, linear, view, permute, q, k, v, _scaled_dot_product_cudnn_attention_backward], Original ATen: [aten.view, aten.transpose, aten.permute, aten.select, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:12
            buf28 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf24, (4, 4, 256, 64), (65536, 64, 256, 1), 0), reinterpret_tensor(addmm, (4, 4, 256, 64), (196608, 64, 768, 1), 0), reinterpret_tensor(addmm, (4, 4, 256, 64), (196608, 64, 768, 1), 256), reinterpret_tensor(addmm, (4, 4, 256, 64), (196608, 64, 768, 1), 512), getitem_2, getitem_3, getitem_8, getitem_9, None, None, None, 256, 256, 0.0, True)
            del addmm
            del buf24
            del getitem_3
            del getitem_8
            del getitem_9
            buf29 = buf28[0]
            assert_size_stride(buf29, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf30 = buf28[1]
            assert_size_stride(buf30, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf30, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf31 = buf28[2]
            assert_size_stride(buf31, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf28
            buf32 = empty_strided_cuda((4, 256, 3, 4, 64), (196608, 768, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_add_clone_permute_select_backward_6:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_permute_select_backward_6.run(buf31, buf30, buf29, buf32, 786432, stream=stream0)
            buf33 = reinterpret_tensor(buf31, (1024, 256), (256, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, linear, permute_20, mm_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf32, (1024, 768), (768, 1), 0), primals_4, out=buf33)
            del primals_4
            buf34 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf35 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf37 = reinterpret_tensor(buf30, (4, 256, 256), (65536, 256, 1), 0); del buf30  # reuse
            buf49 = reinterpret_tensor(buf29, (4, 256, 256), (65536, 256, 1), 0); del buf29  # reuse
            # Topologically Sorted Source Nodes: [layer_norm, view_23, clone_7, clone_9, mul_22, mul_23, sum_9, mul_24, sum_10, mul_25, sub_6, sub_7, div_1, mul_26, convert_element_type_48, add_12], Original ATen: [aten.native_layer_norm, aten.view, aten.native_layer_norm_backward, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_7.run(buf33, primals_2, primals_1, primals_3, buf23, buf34, buf35, buf37, buf49, 1024, 256, stream=stream0)
            del primals_2
            del primals_3
            buf16 = reinterpret_tensor(buf3, (256, 8), (1, 256), 0); del buf3  # reuse
            buf18 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf43 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf45 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, mul_20, sum_5, sum_6, layer_norm, view_23, clone_7, mul_27, sum_11, sum_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8:16
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf6, primals_1, addmm_1, buf7, buf8, buf33, buf34, buf35, buf16, buf18, buf43, buf45, 2048, 128, stream=stream0)
            del addmm_1
            del buf33
            del buf34
            del buf35
            del buf6
            del buf7
            del buf8
            del primals_1
            buf21 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, normed, view_15, clone_2, mul_20, sum_5, convert_element_type_34], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:17
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf16, buf21, 256, 8, stream=stream0)
            del buf16
            buf22 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_15, clone_2, sum_6, convert_element_type_35], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf18, buf22, 256, 8, stream=stream0)
            buf25 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [add_9, view_16, permute_15, merged, reshape, linear_1, permute_17], Original ATen: [aten.add, aten.view, aten.t, aten.transpose, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf23, (256, 1024), (1, 256), 0), reinterpret_tensor(getitem_2, (1024, 256), (256, 1), 0), out=buf25)
            del getitem_2
            buf26 = reinterpret_tensor(buf18, (1, 256, 8), (2048, 1, 256), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [add_9, view_16, sum_7], Original ATen: [aten.add, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_1:20
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_1.run(buf23, buf26, 2048, 128, stream=stream0)
            del buf23
            buf27 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [add_9, view_16, sum_7], Original ATen: [aten.add, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_2:21
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_2.run(buf26, buf27, 256, 8, stream=stream0)
            del buf26
            buf38 = empty_strided_cuda((768, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, permute_21, layer_norm, linear, permute_23], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.native_layer_norm, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf32, (768, 1024), (1, 768), 0), reinterpret_tensor(buf37, (1024, 256), (256, 1), 0), out=buf38)
            del buf37
            buf39 = empty_strided_cuda((1, 768, 8), (6144, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10:23
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10.run(buf32, buf39, 6144, 128, stream=stream0)
            del buf32
            buf40 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11:24
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_11.run(buf39, buf40, 768, 8, stream=stream0)
            del buf39
            buf47 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm, view_23, clone_7, mul_27, sum_11, convert_element_type_49], Original ATen: [aten.native_layer_norm, aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf43, buf47, 256, 8, stream=stream0)
            del buf43
            buf48 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_23, clone_7, sum_12, convert_element_type_50], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf45, buf48, 256, 8, stream=stream0)
            del buf45
        return (buf49, buf47, buf48, buf38, reinterpret_tensor(buf40, (768, ), (1, ), 0), buf25, reinterpret_tensor(buf27, (256, ), (1, ), 0), buf21, buf22, buf11, reinterpret_tensor(buf13, (1024, ), (1, ), 0), buf2, reinterpret_tensor(buf4, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((4, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 256, 1), (1024, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    addmm_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_6, primals_8, primals_9, primals_10, primals_12, addmm, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, addmm_2, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
