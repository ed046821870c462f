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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/wl/cwlb372x4atea76fwegbs5j3jk2oej7nwtltmct56tvyyrevb7et.py
# Topologically Sorted Source Nodes: [view_14, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_14 => view_14
# Graph fragment:
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_14 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_14, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/6q/c6qlj7nrch3ljvb7jfft2mfhmdluud5ai7ynbj6msfqyqyiaprrz.py
# Topologically Sorted Source Nodes: [view_14, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_14 => view_14
# Graph fragment:
#   %buf2 : Tensor "f32[1, 256, 8][2048, 1, 256]cuda:0" = PlaceHolder[target=buf2]
#   %view_14 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_14, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/5f/c5ftrfebwytrpgyvanffbr75d2qvkrt7gh7mh3icyuf2547lsnsf.py
# Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp => exp
#   hidden => add_5, convert_element_type_19, erf, mul_7
#   linear_2 => view_11
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   view_16 => view_16
# Graph fragment:
#   %mm : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_16 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_16, torch.float32), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.float32), kwargs = {})
#   %mul_7 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_12,), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_13), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %mul_14), kwargs = {})
#   %mul_15 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_15, torch.bfloat16), kwargs = {})
#   return %convert_element_type_30
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/7w/c7wrrh73sjy7qh5zcad73hfri7u47jznjer76naf6qfgis2tupz6.py
# Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp => exp
#   hidden => add_5, convert_element_type_19, erf, mul_7
#   linear_2 => view_11
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   sum_2 => sum_2
#   view_16 => view_16
#   view_17 => view_17
# Graph fragment:
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=convert_element_type_30]
#   %view_16 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_16, torch.float32), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.float32), kwargs = {})
#   %mul_7 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_12,), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_13), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %mul_14), kwargs = {})
#   %mul_15 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_15, torch.bfloat16), kwargs = {})
#   %view_17 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_30, [1024, 1024]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/6y/c6y2dgeohqxnrsygqhpljxdevbztzmisugxfg6jmlgz7bfb3dibk.py
# Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp => exp
#   hidden => add_5, convert_element_type_19, erf, mul_7
#   linear_2 => view_11
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   sum_2 => sum_2
#   view_16 => view_16
#   view_17 => view_17
# Graph fragment:
#   %buf7 : Tensor "f32[1, 1024, 8][8192, 1, 1024]cuda:0" = PlaceHolder[target=buf7]
#   %view_16 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_16, torch.float32), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.float32), kwargs = {})
#   %mul_7 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, -0.5), kwargs = {})
#   %exp : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_12,), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_13), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_10, %mul_14), kwargs = {})
#   %mul_15 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_15, torch.bfloat16), kwargs = {})
#   %view_17 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_30, [1024, 1024]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/zo/czog57y4csqchscytoco2ju4v2v4uunuzgc47uhltzu52ig5thwh.py
# Topologically Sorted Source Nodes: [view_19, clone_2, clone_4, mul_17, mul_18, sum_3, linear_1, x, normed, mul_19, sum_4, mul_20, sub_3, sub_4, div, mul_21, convert_element_type_39, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_9 => add_9
#   clone_2 => convert_element_type_35
#   clone_4 => convert_element_type_37
#   convert_element_type_39 => convert_element_type_39
#   div => div
#   linear_1 => view_9
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   normed => convert_element_type_14, mul_4, sub_1
#   sub_3 => sub_3
#   sub_4 => sub_4
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_19 => view_19
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %view_19 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %convert_element_type_37 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_9, torch.float32), kwargs = {})
#   %mul_17 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %convert_element_type_37), kwargs = {})
#   %mul_18 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, 256), kwargs = {})
#   %sum_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [2], True), kwargs = {})
#   %view_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_9), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_12), kwargs = {})
#   %mul_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_19 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_17, %mul_4), kwargs = {})
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_19, [2], True), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %sum_4), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_18, %sum_3), kwargs = {})
#   %sub_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %mul_20), kwargs = {})
#   %div : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_21 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_4), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_21, torch.bfloat16), kwargs = {})
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %convert_element_type_39), kwargs = {})
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/qw/cqwjyalyzh276o2cmnv3kghhgmf2vdtgrumcz7zuhd2gthlyjima.py
# Topologically Sorted Source Nodes: [convert_element_type_46, view_24, clone_6, view_as_complex_4], Original ATen: [aten._to_copy, aten.view, aten.clone, aten.view_as_complex]
# Source node to ATen node mapping:
#   clone_6 => clone_6
#   convert_element_type_46 => convert_element_type_46
#   view_24 => view_24
#   view_as_complex_4 => view_as_complex_4
# Graph fragment:
#   %getitem_14 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_14]
#   %convert_element_type_46 : Tensor "f32[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_14, torch.float32), kwargs = {})
#   %view_24 : Tensor "f32[4, 4, 256, 32, 2][65536, 64, 256, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_46, [4, 4, 256, 32, 2]), kwargs = {})
#   %clone_6 : Tensor "f32[4, 4, 256, 32, 2][65536, 16384, 64, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_24,), kwargs = {memory_format: torch.contiguous_format})
#   %view_as_complex_4 : Tensor "c64[4, 4, 256, 32][32768, 8192, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%clone_6,), kwargs = {})
#   return %buf26
triton_poi_fused__to_copy_clone_view_view_as_complex_6 = async_compile.triton('triton_poi_fused__to_copy_clone_view_view_as_complex_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_clone_view_view_as_complex_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_clone_view_view_as_complex_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 256)
    x2 = ((xindex // 16384) % 4)
    x3 = xindex // 65536
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 65536*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/x7/cx73uldods4sxqfkwtokmdpyv5psz4wrotqagudjbhu7ddxe4l7g.py
# Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_10 => clone_10
#   convert_element_type_47 => convert_element_type_47
#   convert_element_type_49 => convert_element_type_49
#   full => full_default
#   permute_19 => permute_19
#   view_25 => view_25
#   view_27 => view_27
# Graph fragment:
#   %getitem_15 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %view_as_real_2 : Tensor "f32[4, 4, 256, 32, 2][65536, 16384, 64, 2, 1]cuda:0" = PlaceHolder[target=view_as_real_2]
#   %view_as_real_3 : Tensor "f32[4, 4, 256, 32, 2][65536, 16384, 64, 2, 1]cuda:0" = PlaceHolder[target=view_as_real_3]
#   %view_25 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_2, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.bfloat16), kwargs = {})
#   %view_27 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_3, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_27, torch.bfloat16), kwargs = {})
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_47, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_49, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_10 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_10
triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7 = async_compile.triton('triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5767168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 786432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = ((xindex // 256) % 3)
    x5 = (xindex % 256)
    x6 = xindex // 768
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x3 = ((xindex // 768) % 256)
    x4 = xindex // 196608
    x7 = xindex
    tmp3 = tl.load(in_ptr0 + (x5 + 256*x6), None, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0 + 64*x3 + 16384*x1 + 65536*x4), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr2 + (x0 + 64*x3 + 16384*x1 + 65536*x4), None, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = tl.full([1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tmp8.to(tl.float32)
    tmp10 = tl.where(tmp7, tmp9, tmp4)
    tmp11 = tmp5 + tmp10
    tmp12 = tl.full([1], 0, tl.int32)
    tmp13 = tmp0 == tmp12
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.where(tmp13, tmp15, tmp4)
    tmp17 = tmp11 + tmp16
    tl.store(out_ptr0 + (x7), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/3n/c3nl56sokffetigmkgiglah34kkpuymg3xbc6vmvveeqrewwscm7.py
# Topologically Sorted Source Nodes: [view_19, clone_2, linear_1, x, normed, mul_22, sum_5, sum_6, view_31, clone_11, layer_norm, mul_31, sum_11, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_11 => convert_element_type_54
#   clone_2 => convert_element_type_35
#   layer_norm => convert_element_type, mul, sub
#   linear_1 => view_9
#   mul_22 => mul_22
#   mul_31 => mul_31
#   normed => convert_element_type_14, mul_4, sub_1
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_19 => view_19
#   view_31 => view_31
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
#   %view_19 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %view_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_9), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_12), kwargs = {})
#   %mul_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_22 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %mul_4), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_35, [0, 1]), kwargs = {})
#   %view_31 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_31, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_31 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_54, %mul), kwargs = {})
#   %sum_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [0, 1]), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_54, [0, 1]), kwargs = {})
#   return %buf11,%buf13,%buf49,%buf51
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/5i/c5ihrez3yhyvhefdanoolqmyyoaqji4xuhjmphcvc6j3il6zgl6z.py
# Topologically Sorted Source Nodes: [view_19, clone_2, linear_1, x, normed, mul_22, sum_5, convert_element_type_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_2 => convert_element_type_35
#   convert_element_type_40 => convert_element_type_40
#   linear_1 => view_9
#   mul_22 => mul_22
#   normed => convert_element_type_14, mul_4, sub_1
#   sum_5 => sum_5
#   view_19 => view_19
#   x => add_2
# Graph fragment:
#   %buf11 : Tensor "f32[256, 8][1, 256]cuda:0" = PlaceHolder[target=buf11]
#   %sum_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_5]
#   %view_19 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %view_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_9), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_12), kwargs = {})
#   %mul_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_22 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %mul_4), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [0, 1]), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_5, torch.bfloat16), kwargs = {})
#   return %sum_5,%convert_element_type_40
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/n4/cn4fud45dcfx33v4f3u4raytj4jsavahpjqqkrl7ewdb75xwhppr.py
# Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, sum_8], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_10 => clone_10
#   convert_element_type_47 => convert_element_type_47
#   convert_element_type_49 => convert_element_type_49
#   full => full_default
#   permute_19 => permute_19
#   sum_8 => sum_8
#   view_25 => view_25
#   view_27 => view_27
#   view_28 => view_28
#   view_29 => view_29
# Graph fragment:
#   %clone_10 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_10]
#   %view_25 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_2, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.bfloat16), kwargs = {})
#   %view_27 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_3, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_27, torch.bfloat16), kwargs = {})
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_47, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_49, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_10 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_28 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [4, 256, 768]), kwargs = {})
#   %view_29 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_28, [1024, 768]), kwargs = {})
#   %sum_8 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_29, [0], True), kwargs = {})
#   return %buf45
triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1622016, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/jg/cjgqxnm724pfqwe2rjppys6oc2ep73pg7ttkydsp27jwtrjge7ch.py
# Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, sum_8], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_10 => clone_10
#   convert_element_type_47 => convert_element_type_47
#   convert_element_type_49 => convert_element_type_49
#   full => full_default
#   permute_19 => permute_19
#   sum_8 => sum_8
#   view_25 => view_25
#   view_27 => view_27
#   view_28 => view_28
#   view_29 => view_29
# Graph fragment:
#   %buf45 : Tensor "f32[1, 768, 8][6144, 1, 768]cuda:0" = PlaceHolder[target=buf45]
#   %view_25 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_2, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.bfloat16), kwargs = {})
#   %view_27 : Tensor "f32[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real_3, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_27, torch.bfloat16), kwargs = {})
#   %full_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %getitem_15, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_47, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %convert_element_type_49, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_10 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   %view_28 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_10, [4, 256, 768]), kwargs = {})
#   %view_29 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_28, [1024, 768]), kwargs = {})
#   %sum_8 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_29, [0], True), kwargs = {})
#   return %sum_8
triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpet6sil3j/s4/cs4alxmpe4beoqiltvgrm47gjm4sivog45oct2bnp46cl7wuilza.py
# Topologically Sorted Source Nodes: [view_31, clone_11, clone_13, mul_26, mul_27, sum_9, layer_norm, mul_28, sum_10, mul_29, sub_6, sub_7, div_1, mul_30, convert_element_type_58, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   clone_11 => convert_element_type_54
#   clone_13 => convert_element_type_56
#   convert_element_type_58 => convert_element_type_58
#   div_1 => div_1
#   layer_norm => convert_element_type, mul, sub
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_10 => sum_10
#   sum_9 => sum_9
#   view_31 => view_31
# Graph fragment:
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_2 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_9]
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_10]
#   %view_31 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_31, torch.float32), kwargs = {})
#   %convert_element_type_56 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.float32), kwargs = {})
#   %mul_26 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_54, %convert_element_type_56), kwargs = {})
#   %mul_27 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, 256), kwargs = {})
#   %sum_9 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_26, [2], True), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_28 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_26, %mul), kwargs = {})
#   %sum_10 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_28, [2], True), kwargs = {})
#   %mul_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_10), kwargs = {})
#   %sub_6 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_27, %sum_9), kwargs = {})
#   %sub_7 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_29), kwargs = {})
#   %div_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_30 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_7), kwargs = {})
#   %convert_element_type_58 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_30, torch.bfloat16), kwargs = {})
#   %add_12 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %convert_element_type_58), kwargs = {})
#   return %sum_9,%sum_10,%add_12
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2621952}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, getitem_1, rsqrt, view, select_2, convert_element_type_7, convert_element_type_10, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, getitem_12, rsqrt_1, view_10, addmm_2, view_12, _conj, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (4, 256, 256), (65536, 256, 1))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_7, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_11, (1024, 256), (256, 1))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(getitem_1, (4, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt, (4, 256, 1), (256, 1, 1))
        assert_size_stride(view, (1024, 256), (256, 1))
        assert_size_stride(select_2, (4, 4, 256, 64), (196608, 64, 768, 1))
        assert_size_stride(convert_element_type_7, (4, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(convert_element_type_10, (4, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_2, (4, 4, 256, 64), (65536, 64, 256, 1))
        assert_size_stride(getitem_3, (4, 4, 256, 1), (1024, 256, 1, 1))
        assert_size_stride(getitem_8, (), ())
        assert_size_stride(getitem_9, (), ())
        assert_size_stride(addmm_1, (1024, 256), (256, 1))
        assert_size_stride(getitem_12, (4, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_1, (4, 256, 1), (256, 1, 1))
        assert_size_stride(view_10, (1024, 256), (256, 1))
        assert_size_stride(addmm_2, (1024, 1024), (1024, 1))
        assert_size_stride(view_12, (1024, 1024), (1024, 1))
        assert_size_stride(_conj, (256, 32), (32, 1))
        assert_size_stride(tangents_1, (4, 256, 256), (65536, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_14, linear_3, permute_6, mm], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 256), (256, 1), 0), primals_13, out=buf0)
            del primals_13
            buf1 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_14, permute_7, permute_9], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 1024), (1, 256), 0), view_12, out=buf1)
            del view_12
            buf2 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_14, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:3
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(tangents_1, buf2, 2048, 128, stream=stream0)
            buf3 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_14, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf2, buf3, 256, 8, stream=stream0)
            del buf2
            buf4 = reinterpret_tensor(buf0, (4, 256, 1024), (262144, 1024, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_2.run(buf4, addmm_2, 1048576, stream=stream0)
            del addmm_2
            buf5 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, permute_10, mm_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1024, 1), 0), primals_11, out=buf5)
            del primals_11
            buf6 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, permute_11, permute_13], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1, 1024), 0), view_10, out=buf6)
            del view_10
            buf7 = empty_strided_cuda((1, 1024, 8), (8192, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_3.run(buf4, buf7, 8192, 128, stream=stream0)
            del buf4
            buf8 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, convert_element_type_28, linear_2, hidden, mul_10, mul_11, mul_12, exp, mul_13, mul_14, add_8, mul_15, convert_element_type_30, view_17, sum_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_4.run(buf7, buf8, 1024, 8, stream=stream0)
            del buf7
            buf17 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_19, clone_2, clone_4, mul_17, mul_18, sum_3, linear_1, x, normed, mul_19, sum_4, mul_20, sub_3, sub_4, div, mul_21, convert_element_type_39, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5.run(buf5, primals_9, primals_1, addmm_1, getitem_12, rsqrt_1, tangents_1, buf17, 1024, 256, stream=stream0)
            del primals_9
            del tangents_1
            buf18 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_20, linear_1, permute_14, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf17, (1024, 256), (256, 1), 0), primals_7, out=buf18)
            del primals_7
            # Topologically Sorted Source Nodes: [view_22, view_23, permute_18, _scaled_dot_product_cudnn_attention_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_cudnn_attention_backward]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default:12
            buf22 = torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default(reinterpret_tensor(buf18, (4, 4, 256, 64), (65536, 64, 256, 1), 0), convert_element_type_7, convert_element_type_10, select_2, getitem_2, getitem_3, getitem_8, getitem_9, None, None, None, 256, 256, 0.0, True)
            del buf18
            del convert_element_type_10
            del convert_element_type_7
            del getitem_3
            del getitem_8
            del getitem_9
            del select_2
            buf25 = buf22[2]
            assert_size_stride(buf25, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf25, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf24 = buf22[1]
            assert_size_stride(buf24, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            buf26 = empty_strided_cuda((4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_46, view_24, clone_6, view_as_complex_4], Original ATen: [aten._to_copy, aten.view, aten.clone, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_view_view_as_complex_6:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_view_view_as_complex_6.run(buf24, buf26, 262144, stream=stream0)
            del buf24
            # Topologically Sorted Source Nodes: [convert_element_type_46, view_24, clone_6, view_as_complex_4], Original ATen: [aten._to_copy, aten.view, aten.clone, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:14
            buf27 = torch.ops.aten.view_as_complex.default(buf26)
            buf28 = buf27
            assert_size_stride(buf28, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [clone_7], Original ATen: [aten.clone]
            # [Provenance debug handles] torch.ops.aten.clone.default:15
            buf29 = torch.ops.aten.clone.default(_conj)
            del _conj
            buf30 = buf29
            assert_size_stride(buf30, (256, 32), (32, 1), 'torch.ops.aten.clone.default')
            assert_alignment(buf30, 16, 'torch.ops.aten.clone.default')
            del buf29
            # Topologically Sorted Source Nodes: [mul_23], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:16
            buf31 = torch.ops.aten.mul.Tensor(buf28, buf30)
            del buf27
            del buf28
            buf32 = buf31
            assert_size_stride(buf32, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf32, 16, 'torch.ops.aten.mul.Tensor')
            del buf31
            # Topologically Sorted Source Nodes: [view_as_real_2], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:17
            buf33 = torch.ops.aten.view_as_real.default(buf32)
            buf34 = buf33
            assert_size_stride(buf34, (4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf34, 16, 'torch.ops.aten.view_as_real.default')
            buf23 = buf22[0]
            assert_size_stride(buf23, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention_backward.default')
            del buf22
            buf35 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_48, view_26, clone_8, view_as_complex_5], Original ATen: [aten._to_copy, aten.view, aten.clone, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__to_copy_clone_view_view_as_complex_6:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_clone_view_view_as_complex_6.run(buf23, buf35, 262144, stream=stream0)
            del buf23
            # Topologically Sorted Source Nodes: [convert_element_type_48, view_26, clone_8, view_as_complex_5], Original ATen: [aten._to_copy, aten.view, aten.clone, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:19
            buf36 = torch.ops.aten.view_as_complex.default(buf35)
            buf37 = buf36
            assert_size_stride(buf37, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf37, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_24], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:20
            buf38 = torch.ops.aten.mul.Tensor(buf37, buf30)
            del buf30
            del buf35
            del buf36
            del buf37
            buf39 = buf38
            assert_size_stride(buf39, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf39, 16, 'torch.ops.aten.mul.Tensor')
            del buf38
            # Topologically Sorted Source Nodes: [view_as_real_3], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:21
            buf40 = torch.ops.aten.view_as_real.default(buf39)
            buf41 = buf40
            assert_size_stride(buf41, (4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf41, 16, 'torch.ops.aten.view_as_real.default')
            buf42 = empty_strided_cuda((4, 256, 3, 4, 64), (196608, 768, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_clone_permute_select_backward_view_7.run(buf25, buf34, buf41, buf42, 786432, stream=stream0)
            del buf32
            del buf33
            del buf34
            del buf39
            del buf40
            del buf41
            buf43 = reinterpret_tensor(buf25, (1024, 256), (256, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, linear, permute_20, mm_6], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf42, (1024, 768), (768, 1), 0), primals_4, out=buf43)
            del primals_4
            buf11 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf13 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf49 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf51 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, clone_2, linear_1, x, normed, mul_22, sum_5, sum_6, view_31, clone_11, layer_norm, mul_31, sum_11, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8:24
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_8.run(buf5, primals_1, addmm_1, getitem_12, rsqrt_1, buf43, getitem_1, rsqrt, buf11, buf13, buf49, buf51, 2048, 128, stream=stream0)
            del addmm_1
            del buf5
            del getitem_12
            del rsqrt_1
            buf15 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_19, clone_2, linear_1, x, normed, mul_22, sum_5, convert_element_type_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf11, buf15, 256, 8, stream=stream0)
            del buf11
            buf16 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_19, clone_2, sum_6, convert_element_type_41], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:26
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf13, buf16, 256, 8, stream=stream0)
            buf19 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_20, permute_15, transpose, reshape_2, linear_1, permute_17], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 1024), (1, 256), 0), reinterpret_tensor(getitem_2, (1024, 256), (256, 1), 0), out=buf19)
            del getitem_2
            buf20 = reinterpret_tensor(buf13, (1, 256, 8), (2048, 1, 256), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_20, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:28
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(buf17, buf20, 2048, 128, stream=stream0)
            buf21 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_20, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:29
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf20, buf21, 256, 8, stream=stream0)
            del buf20
            buf44 = empty_strided_cuda((768, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, permute_21, permute_23], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf42, (768, 1024), (1, 768), 0), view, out=buf44)
            del view
            buf45 = empty_strided_cuda((1, 768, 8), (6144, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, sum_8], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10:31
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_10.run(buf42, buf45, 6144, 128, stream=stream0)
            del buf42
            buf46 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_25, convert_element_type_47, view_27, convert_element_type_49, full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_10, view_28, view_29, sum_8], Original ATen: [aten.view, aten._to_copy, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11:32
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_clone_permute_select_backward_sum_view_11.run(buf45, buf46, 768, 8, stream=stream0)
            del buf45
            buf55 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_31, clone_11, clone_13, mul_26, mul_27, sum_9, layer_norm, mul_28, sum_10, mul_29, sub_6, sub_7, div_1, mul_30, convert_element_type_58, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12:33
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_12.run(buf55, buf43, primals_2, primals_1, getitem_1, rsqrt, 1024, 256, stream=stream0)
            del buf43
            del getitem_1
            del primals_1
            del primals_2
            del rsqrt
            buf53 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_31, clone_11, layer_norm, mul_31, sum_11, convert_element_type_59], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:34
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf49, buf53, 256, 8, stream=stream0)
            del buf49
            buf54 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_31, clone_11, sum_12, convert_element_type_60], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9:35
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf51, buf54, 256, 8, stream=stream0)
            del buf51
        return (buf55, buf53, buf54, buf44, reinterpret_tensor(buf46, (768, ), (1, ), 0), None, buf19, reinterpret_tensor(buf21, (256, ), (1, ), 0), buf15, buf16, buf6, reinterpret_tensor(buf8, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf3, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    select_2 = rand_strided((4, 4, 256, 64), (196608, 64, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_7 = rand_strided((4, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_10 = rand_strided((4, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((4, 4, 256, 64), (65536, 64, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 4, 256, 1), (1024, 256, 1, 1), device='cuda:0', dtype=torch.float32)
    getitem_8 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    getitem_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    addmm_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_12 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    view_12 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    _conj = rand_strided((256, 32), (32, 1), device='cuda:0', dtype=torch.complex64)
    tangents_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, getitem_1, rsqrt, view, select_2, convert_element_type_7, convert_element_type_10, getitem_2, getitem_3, getitem_8, getitem_9, addmm_1, getitem_12, rsqrt_1, view_10, addmm_2, view_12, _conj, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
