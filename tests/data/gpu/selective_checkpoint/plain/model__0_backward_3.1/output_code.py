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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/wl/cwlb372x4atea76fwegbs5j3jk2oej7nwtltmct56tvyyrevb7et.py
# Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_10 => view_10
# Graph fragment:
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_10 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0], True), kwargs = {})
#   return %buf2
triton_red_fused_sum_view_0 = async_compile.triton('triton_red_fused_sum_view_0', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 540672, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_sum_view_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/6q/c6qlj7nrch3ljvb7jfft2mfhmdluud5ai7ynbj6msfqyqyiaprrz.py
# Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_10 => view_10
# Graph fragment:
#   %buf2 : Tensor "f32[1, 256, 8][2048, 1, 256]cuda:0" = PlaceHolder[target=buf2]
#   %view_10 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_10, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_view_1 = async_compile.triton('triton_per_fused_sum_view_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/5f/c5ftrfebwytrpgyvanffbr75d2qvkrt7gh7mh3icyuf2547lsnsf.py
# Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
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
#   view_12 => view_12
# Graph fragment:
#   %mm : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %convert_element_type_13), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_10,), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, %mul_11), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_12), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_22, %add_8), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_13, torch.bfloat16), kwargs = {})
#   return %convert_element_type_24
triton_poi_fused_gelu_gelu_backward_view_2 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8388608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_2(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/7w/c7wrrh73sjy7qh5zcad73hfri7u47jznjer76naf6qfgis2tupz6.py
# Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
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
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
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
#   return %buf7
triton_red_fused_gelu_gelu_backward_sum_view_3 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2162688, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/6y/c6y2dgeohqxnrsygqhpljxdevbztzmisugxfg6jmlgz7bfb3dibk.py
# Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
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
#   %buf7 : Tensor "f32[1, 1024, 8][8192, 1, 1024]cuda:0" = PlaceHolder[target=buf7]
#   %view_12 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_12, torch.float32), kwargs = {})
#   %view_7 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_7, torch.float32), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
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
triton_per_fused_gelu_gelu_backward_sum_view_4 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/zo/czog57y4csqchscytoco2ju4v2v4uunuzgc47uhltzu52ig5thwh.py
# Topologically Sorted Source Nodes: [view_15, clone_2, clone_4, mul_15, mul_16, sum_3, linear_1, x, normed, mul_17, sum_4, mul_18, sub_3, sub_4, div, mul_19, convert_element_type_33, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
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
#   normed => convert_element_type_8, mul_2, sub_1
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
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_8, torch.float32), kwargs = {})
#   %mul_15 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %convert_element_type_31), kwargs = {})
#   %mul_16 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, 256), kwargs = {})
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_15, [2], True), kwargs = {})
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_17 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %mul_2), kwargs = {})
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [2], True), kwargs = {})
#   %mul_18 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %sum_4), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_16, %sum_3), kwargs = {})
#   %sub_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %mul_18), kwargs = {})
#   %div : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_19 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_4), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_19, torch.bfloat16), kwargs = {})
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %convert_element_type_33), kwargs = {})
#   return %sum_3,%sum_4,%add_9
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 3146240}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp22 = tl.load(in_ptr6 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp11.to(tl.float32)
    tmp14 = tmp12 - tmp13
    tmp16 = tmp14 * tmp15
    tmp17 = tmp4 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp23 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp24 = tmp15 * tmp23
    tmp25 = tl.full([1, 1], 256.0, tl.float32)
    tmp26 = tmp4 * tmp25
    tmp27 = tmp26 - tmp8
    tmp28 = tmp16 * tmp21
    tmp29 = tmp27 - tmp28
    tmp30 = tmp24 * tmp29
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp22 + tmp31
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp32, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/yf/cyf646vd7htojt2qir22mc5xqlrplnxozwabjs3if24xumkcknx2.py
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/x6/cx6s2syszeswzdd5n4g5pt3aazeq6h33c6vdwi7ohoed3jrq5l3d.py
# Topologically Sorted Source Nodes: [view_15, clone_2, linear_1, x, normed, mul_20, sum_5, sum_6, view_23, clone_7, layer_norm, mul_27, sum_11, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_29
#   clone_7 => convert_element_type_44
#   layer_norm => convert_element_type, mul, sub
#   linear_1 => view_5
#   mul_20 => mul_20
#   mul_27 => mul_27
#   normed => convert_element_type_8, mul_2, sub_1
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
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %mul_2), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_29, [0, 1]), kwargs = {})
#   %view_23 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_23, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_27 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %mul), kwargs = {})
#   %sum_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [0, 1]), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_44, [0, 1]), kwargs = {})
#   return %buf11,%buf13,%buf33,%buf35
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2162688, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp26 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
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
        tmp17 = tl.load(in_ptr5 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tmp0.to(tl.float32)
        tmp4 = tmp2 + tmp3
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp9 = tmp7 * tmp8
        tmp10 = tmp1 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
        tmp14 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
        tmp18 = tmp17.to(tl.float32)
        tmp19 = tmp2.to(tl.float32)
        tmp21 = tmp19 - tmp20
        tmp23 = tmp21 * tmp22
        tmp24 = tmp18 * tmp23
        tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
        tmp27 = _tmp26 + tmp25
        _tmp26 = tl.where(r0_mask & xmask, tmp27, _tmp26)
        tmp28 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tmp26 = tl.sum(_tmp26, 1)[:, None]
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp12, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
    tl.store(out_ptr2 + (x3), tmp26, xmask)
    tl.store(out_ptr3 + (x3), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/ww/cwwbvscj7hwma46fhyhost5rrwnddorv7hlervj7cjnxtujihq3s.py
# Topologically Sorted Source Nodes: [view_15, clone_2, linear_1, x, normed, mul_20, sum_5, convert_element_type_34], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_29
#   convert_element_type_34 => convert_element_type_34
#   linear_1 => view_5
#   mul_20 => mul_20
#   normed => convert_element_type_8, mul_2, sub_1
#   sum_5 => sum_5
#   view_15 => view_15
#   x => add_2
# Graph fragment:
#   %buf11 : Tensor "f32[256, 8][1, 256]cuda:0" = PlaceHolder[target=buf11]
#   %sum_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_5]
#   %view_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_15, torch.float32), kwargs = {})
#   %view_5 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_5), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_12), kwargs = {})
#   %mul_2 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, %mul_2), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 1]), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_5, torch.bfloat16), kwargs = {})
#   return %sum_5,%convert_element_type_34
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/j3/cj32jroydfpmlocdwumjueyl7ufa643gx26gooubuwbxjsi5gdie.py
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
#   return %buf29
triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1622016, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/di/cdivfbxnhbhjzsbn3de6fyyrphed6fwcvvf3ycqmk5leyjbdq3se.py
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
#   %buf29 : Tensor "f32[1, 768, 8][6144, 1, 768]cuda:0" = PlaceHolder[target=buf29]
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
triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/selective_checkpoint/plain/inductor/tmpa8q41ttg/pa/cpagkbskcs27f5yawi4xg4ueypfkpmpfyryj27soi7uibyb66zos.py
# Topologically Sorted Source Nodes: [view_23, clone_7, clone_9, mul_22, mul_23, sum_9, layer_norm, mul_24, sum_10, mul_25, sub_6, sub_7, div_1, mul_26, convert_element_type_48, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   clone_7 => convert_element_type_44
#   clone_9 => convert_element_type_46
#   convert_element_type_48 => convert_element_type_48
#   div_1 => div_1
#   layer_norm => convert_element_type, mul, sub
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
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_9]
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_10]
#   %view_23 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_23, torch.float32), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.float32), kwargs = {})
#   %mul_22 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_44, %convert_element_type_46), kwargs = {})
#   %mul_23 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, 256), kwargs = {})
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [2], True), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_24 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_22, %mul), kwargs = {})
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [2], True), kwargs = {})
#   %mul_25 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_10), kwargs = {})
#   %sub_6 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_23, %sum_9), kwargs = {})
#   %sub_7 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_25), kwargs = {})
#   %div_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_26 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_7), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_26, torch.bfloat16), kwargs = {})
#   %add_12 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %convert_element_type_48), kwargs = {})
#   return %sum_9,%sum_10,%add_12
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2621952}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
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
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp30, xmask)
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
        primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, select, select_1, select_2, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, getitem_12, rsqrt_1, view_6, addmm_2, view_8, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (4, 256, 256), (65536, 256, 1))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_10, (1024, 256), (256, 1))
        assert_size_stride(primals_12, (256, 1024), (1024, 1))
        assert_size_stride(getitem_1, (4, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt, (4, 256, 1), (256, 1, 1))
        assert_size_stride(view, (1024, 256), (256, 1))
        assert_size_stride(select, (4, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(select_1, (4, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(select_2, (4, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(getitem_2, (4, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_3, (4, 4, 256, 1), (1024, 256, 1, 1))
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(getitem_9, (), ())
        assert_size_stride(addmm_1, (1024, 256), (256, 1))
        assert_size_stride(getitem_12, (4, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_1, (4, 256, 1), (256, 1, 1))
        assert_size_stride(view_6, (1024, 256), (256, 1))
        assert_size_stride(addmm_2, (1024, 1024), (1024, 1))
        assert_size_stride(view_8, (1024, 1024), (1024, 1))
        assert_size_stride(tangents_1, (4, 256, 256), (65536, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, linear_3, permute_6, mm], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 256), (256, 1), 0), primals_12, out=buf0)
            del primals_12
            buf1 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, permute_7, permute_9], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 1024), (1, 256), 0), view_8, out=buf1)
            del view_8
            buf2 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:3
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(tangents_1, buf2, 2048, 128, stream=stream0)
            buf3 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_10, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf2, buf3, 256, 8, stream=stream0)
            del buf2
            buf4 = reinterpret_tensor(buf0, (4, 256, 1024), (262144, 1024, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_2.run(buf4, addmm_2, 1048576, stream=stream0)
            del addmm_2
            buf5 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, permute_10, mm_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1024, 1), 0), primals_10, out=buf5)
            del primals_10
            buf6 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, permute_11, permute_13], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1, 1024), 0), view_6, out=buf6)
            del view_6
            buf7 = empty_strided_cuda((1, 1024, 8), (8192, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_3.run(buf4, buf7, 8192, 128, stream=stream0)
            del buf4
            buf8 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_12, convert_element_type_22, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, convert_element_type_24, view_13, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_4.run(buf7, buf8, 1024, 8, stream=stream0)
            del buf7
            buf17 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_15, clone_2, clone_4, mul_15, mul_16, sum_3, linear_1, x, normed, mul_17, sum_4, mul_18, sub_3, sub_4, div, mul_19, convert_element_type_33, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5.run(buf5, primals_8, primals_1, addmm_1, getitem_12, rsqrt_1, tangents_1, buf17, 1024, 256, stream=stream0)
            del primals_8
            del tangents_1
            buf18 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, linear_1, permute_14, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf17, (1024, 256), (256, 1), 0), primals_6, out=buf18)
            del primals_6
            # Topologically Sorted Source Nodes: [view_18, view_19, permute_18, _scaled_dot_product_cudnn_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:12
            buf22 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf18, (4, 4, 256, 64), (65536, 64, 256, 1), 0), select, select_1, select_2, getitem_2, getitem_3, getitem_8, getitem_9, None, None, None, 256, 256, 0.0, True)
            del buf18
            del getitem_3
            del getitem_8
            del getitem_9
            del select
            del select_1
            del select_2
            buf23 = buf22[0]
            assert_size_stride(buf23, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf24 = buf22[1]
            assert_size_stride(buf24, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf25 = buf22[2]
            assert_size_stride(buf25, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf22
            buf26 = empty_strided_cuda((4, 256, 3, 4, 64), (196608, 768, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_add_clone_permute_select_backward_6:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_permute_select_backward_6.run(buf25, buf24, buf23, buf26, 786432, stream=stream0)
            del buf23
            del buf24
            buf27 = reinterpret_tensor(buf25, (1024, 256), (256, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, linear, permute_20, mm_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf26, (1024, 768), (768, 1), 0), primals_4, out=buf27)
            del primals_4
            buf11 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf13 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf33 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf35 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_15, clone_2, linear_1, x, normed, mul_20, sum_5, sum_6, view_23, clone_7, layer_norm, mul_27, sum_11, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7:15
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7.run(buf5, primals_1, addmm_1, getitem_12, rsqrt_1, buf27, getitem_1, rsqrt, buf11, buf13, buf33, buf35, 2048, 128, stream=stream0)
            del addmm_1
            del buf5
            del getitem_12
            del rsqrt_1
            buf15 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_15, clone_2, linear_1, x, normed, mul_20, sum_5, convert_element_type_34], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8:16
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf11, buf15, 256, 8, stream=stream0)
            del buf11
            buf16 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_15, clone_2, sum_6, convert_element_type_35], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8:17
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf13, buf16, 256, 8, stream=stream0)
            buf19 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, permute_15, merged, reshape, linear_1, permute_17], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 1024), (1, 256), 0), reinterpret_tensor(getitem_2, (1024, 256), (256, 1), 0), out=buf19)
            del getitem_2
            buf20 = reinterpret_tensor(buf13, (1, 256, 8), (2048, 1, 256), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_16, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:19
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(buf17, buf20, 2048, 128, stream=stream0)
            buf21 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:20
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf20, buf21, 256, 8, stream=stream0)
            del buf20
            buf28 = empty_strided_cuda((768, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, permute_21, permute_23], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf26, (768, 1024), (1, 768), 0), view, out=buf28)
            del view
            buf29 = empty_strided_cuda((1, 768, 8), (6144, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9:22
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_view_9.run(buf26, buf29, 6144, 128, stream=stream0)
            del buf26
            buf30 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_6, view_20, view_21, sum_8], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10:23
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_view_10.run(buf29, buf30, 768, 8, stream=stream0)
            del buf29
            buf39 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_23, clone_7, clone_9, mul_22, mul_23, sum_9, layer_norm, mul_24, sum_10, mul_25, sub_6, sub_7, div_1, mul_26, convert_element_type_48, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11:24
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_11.run(buf39, buf27, primals_2, primals_1, getitem_1, rsqrt, 1024, 256, stream=stream0)
            del buf27
            del getitem_1
            del primals_1
            del primals_2
            del rsqrt
            buf37 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_23, clone_7, layer_norm, mul_27, sum_11, convert_element_type_49], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf33, buf37, 256, 8, stream=stream0)
            del buf33
            buf38 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_23, clone_7, sum_12, convert_element_type_50], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf35, buf38, 256, 8, stream=stream0)
            del buf35
        return (buf39, buf37, buf38, buf28, reinterpret_tensor(buf30, (768, ), (1, ), 0), buf19, reinterpret_tensor(buf21, (256, ), (1, ), 0), buf15, buf16, buf6, reinterpret_tensor(buf8, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf3, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    select = rand_strided((4, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    select_1 = rand_strided((4, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    select_2 = rand_strided((4, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((4, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 256, 1), (1024, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    addmm_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_12 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_6 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    view_8 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, select, select_1, select_2, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, getitem_12, rsqrt_1, view_6, addmm_2, view_8, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
