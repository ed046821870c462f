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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/wl/cwlb372x4atea76fwegbs5j3jk2oej7nwtltmct56tvyyrevb7et.py
# Topologically Sorted Source Nodes: [view_16, sum_2], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
#   view_16 => view_16
# Graph fragment:
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_16 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/6q/c6qlj7nrch3ljvb7jfft2mfhmdluud5ai7ynbj6msfqyqyiaprrz.py
# Topologically Sorted Source Nodes: [view_16, sum_2], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
#   view_16 => view_16
# Graph fragment:
#   %buf2 : Tensor "f32[1, 256, 8][2048, 1, 256]cuda:0" = PlaceHolder[target=buf2]
#   %view_16 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [1024, 256]), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [0], True), kwargs = {})
#   return %sum_2
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/5f/c5ftrfebwytrpgyvanffbr75d2qvkrt7gh7mh3icyuf2547lsnsf.py
# Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp_1 => exp_1
#   hidden => add_5, convert_element_type_19, erf, mul_6
#   linear_2 => view_13
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   view_18 => view_18
# Graph fragment:
#   %mm : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_18 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_18, torch.float32), kwargs = {})
#   %view_13 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.float32), kwargs = {})
#   %mul_6 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_12), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_14, torch.bfloat16), kwargs = {})
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/7w/c7wrrh73sjy7qh5zcad73hfri7u47jznjer76naf6qfgis2tupz6.py
# Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp_1 => exp_1
#   hidden => add_5, convert_element_type_19, erf, mul_6
#   linear_2 => view_13
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   sum_3 => sum_3
#   view_18 => view_18
#   view_19 => view_19
# Graph fragment:
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0" = PlaceHolder[target=convert_element_type_30]
#   %view_18 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_18, torch.float32), kwargs = {})
#   %view_13 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.float32), kwargs = {})
#   %mul_6 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_12), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_14, torch.bfloat16), kwargs = {})
#   %view_19 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_30, [1024, 1024]), kwargs = {})
#   %sum_3 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_19, [0], True), kwargs = {})
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/6y/c6y2dgeohqxnrsygqhpljxdevbztzmisugxfg6jmlgz7bfb3dibk.py
# Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   convert_element_type_28 => convert_element_type_28
#   convert_element_type_30 => convert_element_type_30
#   exp_1 => exp_1
#   hidden => add_5, convert_element_type_19, erf, mul_6
#   linear_2 => view_13
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   sum_3 => sum_3
#   view_18 => view_18
#   view_19 => view_19
# Graph fragment:
#   %buf7 : Tensor "f32[1, 1024, 8][8192, 1, 1024]cuda:0" = PlaceHolder[target=buf7]
#   %view_18 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_28 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_18, torch.float32), kwargs = {})
#   %view_13 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.float32), kwargs = {})
#   %mul_6 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %convert_element_type_19), kwargs = {})
#   %mul_11 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, %mul_12), kwargs = {})
#   %add_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_28, %add_8), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_14, torch.bfloat16), kwargs = {})
#   %view_19 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_30, [1024, 1024]), kwargs = {})
#   %sum_3 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_19, [0], True), kwargs = {})
#   return %sum_3
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/zo/czog57y4csqchscytoco2ju4v2v4uunuzgc47uhltzu52ig5thwh.py
# Topologically Sorted Source Nodes: [view_21, clone_6, clone_8, mul_16, mul_17, sum_4, linear_1, x, normed, mul_18, sum_5, mul_19, sub_5, sub_6, div_1, mul_20, convert_element_type_39, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_9 => add_9
#   clone_6 => convert_element_type_35
#   clone_8 => convert_element_type_37
#   convert_element_type_39 => convert_element_type_39
#   div_1 => div_1
#   linear_1 => view_11
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   normed => convert_element_type_14, mul_3, sub_3
#   sub_5 => sub_5
#   sub_6 => sub_6
#   sum_4 => sum_4
#   sum_5 => sum_5
#   view_21 => view_21
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_8 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_5]
#   %view_21 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.float32), kwargs = {})
#   %convert_element_type_37 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_8, torch.float32), kwargs = {})
#   %mul_16 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %convert_element_type_37), kwargs = {})
#   %mul_17 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 256), kwargs = {})
#   %sum_4 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [2], True), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_18 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %mul_3), kwargs = {})
#   %sum_5 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_18, [2], True), kwargs = {})
#   %mul_19 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %sum_5), kwargs = {})
#   %sub_5 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_17, %sum_4), kwargs = {})
#   %sub_6 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %mul_19), kwargs = {})
#   %div_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_20 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_6), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_20, torch.bfloat16), kwargs = {})
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %convert_element_type_39), kwargs = {})
#   return %sum_4,%sum_5,%add_9
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/s2/cs2asp6bv3fxu3esxz7swsoubtnzqthj3zdvmvuqigkekoe3c7kr.py
# Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_10], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_10 => clone_10
#   permute_19 => permute_19
#   view_24 => view_24
#   view_25 => view_25
# Graph fragment:
#   %mm_4 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_24 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [4, 256, 256]), kwargs = {})
#   %view_25 : Tensor "bf16[4, 256, 4, 64][65536, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_24, [4, 256, 4, 64]), kwargs = {})
#   %permute_19 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [0, 2, 1, 3]), kwargs = {})
#   %clone_10 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_10
triton_poi_fused_clone_transpose_view_6 = async_compile.triton('triton_poi_fused_clone_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
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
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/fl/cflqehuyioxpyqvuiatma5s2zjp5e4hawvtxzadwd42pv4bd3mzh.py
# Topologically Sorted Source Nodes: [view_28, convert_element_type_50, convert_element_type_51, mul_22, sum_9, neg, fma, convert_element_type_52, scalar_tensor_1, where_1, mul_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul]
# Source node to ATen node mapping:
#   convert_element_type_50 => convert_element_type_50
#   convert_element_type_51 => convert_element_type_51
#   convert_element_type_52 => convert_element_type_52
#   fma => fma
#   mul_22 => mul_22
#   mul_23 => mul_23
#   neg => neg
#   scalar_tensor_1 => full_default_2
#   sum_9 => sum_9
#   view_28 => view_28
#   where_1 => where_1
# Graph fragment:
#   %bmm_3 : Tensor "bf16[16, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %expand_2 : Tensor "bf16[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %bitwise_not : Tensor "b8[256, 256][256, 1]cuda:0" = PlaceHolder[target=bitwise_not]
#   %sum_9 : Tensor "f32[4, 4, 256, 1][1024, 256, 1, 4096]cuda:0" = PlaceHolder[target=sum_9]
#   %view_28 : Tensor "bf16[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [4, 4, 256, 256]), kwargs = {})
#   %convert_element_type_50 : Tensor "f32[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_28, torch.float32), kwargs = {})
#   %convert_element_type_51 : Tensor "f32[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_8, torch.float32), kwargs = {})
#   %mul_22 : Tensor "f32[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_50, %convert_element_type_51), kwargs = {})
#   %sum_9 : Tensor "f32[4, 4, 256, 1][1024, 256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [-1], True), kwargs = {})
#   %neg : Tensor "f32[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_51,), kwargs = {})
#   %fma : Tensor "f32[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_9, %mul_22), kwargs = {})
#   %convert_element_type_52 : Tensor "bf16[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%fma, torch.bfloat16), kwargs = {})
#   %full_default_2 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "bf16[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%bitwise_not, %full_default_2, %convert_element_type_52), kwargs = {})
#   %mul_23 : Tensor "bf16[4, 4, 256, 256][262144, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, 0.125), kwargs = {})
#   return %sum_9,%mul_23
triton_per_fused__softmax_backward_data_masked_fill_mul_view_7 = async_compile.triton('triton_per_fused__softmax_backward_data_masked_fill_mul_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4096, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_masked_fill_mul_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 8454144}}
)
@triton.jit
def triton_per_fused__softmax_backward_data_masked_fill_mul_view_7(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), None).to(tl.float32)
    tmp2 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (r0_1 + 256*x2), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp1 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp9 = -tmp3
    tmp10 = tl.fma(tmp9, tmp7, tmp4)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp8, tmp12, tmp11)
    tmp14 = tl.full([1, 1], 0.125, tl.float32)
    tmp15 = tmp13 * tmp14
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp15, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/e5/ce57edityfimmdaatu6shxthney5jbksdfklvx6ne4knpu4cppzi.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_11 => clone_11
#   full_1 => full_default_3
#   permute_24 => permute_24
#   permute_25 => permute_25
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
# Graph fragment:
#   %bmm_2 : Tensor "bf16[16, 256, 64][16384, 64, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %bmm_4 : Tensor "bf16[16, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %bmm_5 : Tensor "bf16[16, 256, 64][16384, 64, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_27 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [4, 4, 256, 64]), kwargs = {})
#   %view_30 : Tensor "bf16[4, 4, 64, 256][65536, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [4, 4, 64, 256]), kwargs = {})
#   %view_31 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [4, 4, 256, 64]), kwargs = {})
#   %permute_24 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_11 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_11
triton_poi_fused_add_clone_permute_select_backward_transpose_view_8 = async_compile.triton('triton_poi_fused_add_clone_permute_select_backward_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_permute_select_backward_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 524288, 'x': 4194304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_permute_select_backward_transpose_view_8(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1024
    xnumel = 768
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x4 = xindex // 256
    x2 = (xindex % 64)
    x3 = ((xindex // 64) % 4)
    y0 = (yindex % 256)
    y1 = yindex // 256
    x5 = (xindex % 256)
    x7 = xindex
    y6 = yindex
    tmp3 = tl.load(in_ptr0 + (x2 + 64*y0 + 16384*x3 + 65536*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (y0 + 256*x5 + 65536*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp13 = tl.load(in_ptr2 + (x2 + 64*y0 + 16384*x3 + 65536*y1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp0 = x4
    tmp1 = tl.full([1, 1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1, 1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x7 + 768*y6), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/u4/cu4v6yzngnc444qvzj3ky27w4eijt65eit6v33sx3jriuv32sh62.py
# Topologically Sorted Source Nodes: [view_21, clone_6, linear_1, x, normed, mul_21, sum_6, sum_7, view_35, clone_12, layer_norm, mul_30, sum_13, sum_14], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_12 => convert_element_type_61
#   clone_6 => convert_element_type_35
#   layer_norm => convert_element_type, mul, sub
#   linear_1 => view_11
#   mul_21 => mul_21
#   mul_30 => mul_30
#   normed => convert_element_type_14, mul_3, sub_3
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_21 => view_21
#   view_35 => view_35
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_21 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.float32), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_21 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %mul_3), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 1]), kwargs = {})
#   %sum_7 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_35, [0, 1]), kwargs = {})
#   %view_35 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_61 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_35, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_30 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_61, %mul), kwargs = {})
#   %sum_13 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_30, [0, 1]), kwargs = {})
#   %sum_14 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_61, [0, 1]), kwargs = {})
#   return %buf11,%buf13,%buf36,%buf38
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2162688, 'r0_': 16384}}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/nb/cnbfxdji6645tcihkshc66crerqbpx62elqbichkrotwejnace47.py
# Topologically Sorted Source Nodes: [view_21, clone_6, linear_1, x, normed, mul_21, sum_6, convert_element_type_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone_6 => convert_element_type_35
#   convert_element_type_40 => convert_element_type_40
#   linear_1 => view_11
#   mul_21 => mul_21
#   normed => convert_element_type_14, mul_3, sub_3
#   sum_6 => sum_6
#   view_21 => view_21
#   x => add_2
# Graph fragment:
#   %buf11 : Tensor "f32[256, 8][1, 256]cuda:0" = PlaceHolder[target=buf11]
#   %sum_6 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_6]
#   %view_21 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [4, 256, 256]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.float32), kwargs = {})
#   %view_11 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_21 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_35, %mul_3), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 1]), kwargs = {})
#   %convert_element_type_40 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.bfloat16), kwargs = {})
#   return %sum_6,%convert_element_type_40
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 9216, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10(in_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/qn/cqnz4x5ursmfm66snmrg67gaxzqrbfup6ojagxekstird5fa67oa.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_11 => clone_11
#   full_1 => full_default_3
#   permute_24 => permute_24
#   permute_25 => permute_25
#   sum_10 => sum_10
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %clone_11 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_11]
#   %view_27 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [4, 4, 256, 64]), kwargs = {})
#   %view_30 : Tensor "bf16[4, 4, 64, 256][65536, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [4, 4, 64, 256]), kwargs = {})
#   %view_31 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [4, 4, 256, 64]), kwargs = {})
#   %permute_24 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_11 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_32 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_11, [4, 256, 768]), kwargs = {})
#   %view_33 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_32, [1024, 768]), kwargs = {})
#   %sum_10 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_33, [0], True), kwargs = {})
#   return %buf32
triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1622016, 'r0_': 0}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/52/c52abdgpf7igk2dck7xjpwes6yf5rahx6cm37hd5bpc2l6jrx73x.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   _generalized_scatter_1 => select_scatter_default_1
#   _generalized_scatter_2 => select_scatter_default_2
#   add_10 => add_10
#   add_11 => add_11
#   clone_11 => clone_11
#   full_1 => full_default_3
#   permute_24 => permute_24
#   permute_25 => permute_25
#   sum_10 => sum_10
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %buf32 : Tensor "f32[1, 768, 8][6144, 1, 768]cuda:0" = PlaceHolder[target=buf32]
#   %view_27 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [4, 4, 256, 64]), kwargs = {})
#   %view_30 : Tensor "bf16[4, 4, 64, 256][65536, 16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [4, 4, 64, 256]), kwargs = {})
#   %view_31 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [4, 4, 256, 64]), kwargs = {})
#   %permute_24 : Tensor "bf16[4, 4, 256, 64][65536, 16384, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default_3 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 4, 4, 256, 64], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default_3, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "bf16[3, 4, 4, 256, 64][262144, 65536, 16384, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "bf16[4, 256, 3, 4, 64][65536, 64, 262144, 16384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_11 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_32 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_11, [4, 256, 768]), kwargs = {})
#   %view_33 : Tensor "bf16[1024, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_32, [1024, 768]), kwargs = {})
#   %sum_10 : Tensor "bf16[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_33, [0], True), kwargs = {})
#   return %sum_10
triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648, 'r0_': 0}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/g/scratch/block_edit/manual_attention/inductor/tmpirt0xaux/hg/chgcuqmegp3faaukmlqylmoeah5x3x4k2ml3vdh25g4m6r7pxp2u.py
# Topologically Sorted Source Nodes: [view_35, clone_12, clone_14, mul_25, mul_26, sum_11, layer_norm, mul_27, sum_12, mul_28, sub_8, sub_9, div_2, mul_29, convert_element_type_65, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   add_12 => add_12
#   clone_12 => convert_element_type_61
#   clone_14 => convert_element_type_63
#   convert_element_type_65 => convert_element_type_65
#   div_2 => div_2
#   layer_norm => convert_element_type, mul, sub
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   sub_8 => sub_8
#   sub_9 => sub_9
#   sum_11 => sum_11
#   sum_12 => sum_12
#   view_35 => view_35
# Graph fragment:
#   %mm_6 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %primals_2 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %sum_11 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_11]
#   %sum_12 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=sum_12]
#   %view_35 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [4, 256, 256]), kwargs = {})
#   %convert_element_type_61 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_35, torch.float32), kwargs = {})
#   %convert_element_type_63 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.float32), kwargs = {})
#   %mul_25 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_61, %convert_element_type_63), kwargs = {})
#   %mul_26 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, 256), kwargs = {})
#   %sum_11 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_25, [2], True), kwargs = {})
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_27 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %mul), kwargs = {})
#   %sum_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_27, [2], True), kwargs = {})
#   %mul_28 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_12), kwargs = {})
#   %sub_8 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_26, %sum_11), kwargs = {})
#   %sub_9 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_8, %mul_28), kwargs = {})
#   %div_2 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_29 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_2, %sub_9), kwargs = {})
#   %convert_element_type_65 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_29, torch.bfloat16), kwargs = {})
#   %add_12 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %convert_element_type_65), kwargs = {})
#   return %sum_11,%sum_12,%add_12
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2621952}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
        primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, bitwise_not, convert_element_type_8, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, permute_21, permute_22, permute_23, tangents_1 = args
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
        assert_size_stride(bitwise_not, (256, 256), (256, 1))
        assert_size_stride(convert_element_type_8, (4, 4, 256, 256), (262144, 65536, 256, 1))
        assert_size_stride(view_10, (1024, 256), (256, 1))
        assert_size_stride(addmm_1, (1024, 256), (256, 1))
        assert_size_stride(getitem_3, (4, 256, 1), (256, 1, 1))
        assert_size_stride(rsqrt_1, (4, 256, 1), (256, 1, 1))
        assert_size_stride(view_12, (1024, 256), (256, 1))
        assert_size_stride(addmm_2, (1024, 1024), (1024, 1))
        assert_size_stride(view_14, (1024, 1024), (1024, 1))
        assert_size_stride(permute_21, (16, 64, 256), (16384, 1, 64))
        assert_size_stride(permute_22, (16, 64, 256), (16384, 1, 64))
        assert_size_stride(permute_23, (16, 256, 64), (16384, 1, 256))
        assert_size_stride(tangents_1, (4, 256, 256), (65536, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, linear_3, permute_7, mm], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1024, 256), (256, 1), 0), primals_12, out=buf0)
            del primals_12
            buf1 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, permute_8, permute_10], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 1024), (1, 256), 0), view_14, out=buf1)
            del view_14
            buf2 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_16, sum_2], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:3
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(tangents_1, buf2, 2048, 128, stream=stream0)
            buf3 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_16, sum_2], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:4
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf2, buf3, 256, 8, stream=stream0)
            del buf2
            buf4 = reinterpret_tensor(buf0, (4, 256, 1024), (262144, 1024, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30], Original ATen: [aten.view, aten.gelu_backward, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_2.run(buf4, addmm_2, 1048576, stream=stream0)
            del addmm_2
            buf5 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, permute_11, mm_2], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1024, 1), 0), primals_10, out=buf5)
            del primals_10
            buf6 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, permute_12, permute_14], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf4, (1024, 1024), (1, 1024), 0), view_12, out=buf6)
            del view_12
            buf7 = empty_strided_cuda((1, 1024, 8), (8192, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_3:8
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_3.run(buf4, buf7, 8192, 128, stream=stream0)
            buf8 = empty_strided_cuda((1, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_18, convert_element_type_28, linear_2, hidden, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, convert_element_type_30, view_19, sum_3], Original ATen: [aten.view, aten.gelu_backward, aten.gelu, aten.sum]
            # [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_view_4:9
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_4.run(buf7, buf8, 1024, 8, stream=stream0)
            del buf7
            buf17 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_21, clone_6, clone_8, mul_16, mul_17, sum_4, linear_1, x, normed, mul_18, sum_5, mul_19, sub_5, sub_6, div_1, mul_20, convert_element_type_39, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5:10
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5.run(buf5, primals_8, primals_1, addmm_1, getitem_3, rsqrt_1, tangents_1, buf17, 1024, 256, stream=stream0)
            del primals_8
            del tangents_1
            buf18 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_22, linear_1, permute_15, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf17, (1024, 256), (256, 1), 0), primals_6, out=buf18)
            del primals_6
            buf22 = empty_strided_cuda((4, 4, 256, 64), (65536, 16384, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_10], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_6.run(buf18, buf22, 262144, stream=stream0)
            buf23 = reinterpret_tensor(buf18, (16, 256, 64), (16384, 64, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_10, view_26, out, permute_20, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:13
            extern_kernels.bmm(reinterpret_tensor(convert_element_type_8, (16, 256, 256), (65536, 1, 256), 0), reinterpret_tensor(buf22, (16, 256, 64), (16384, 64, 1), 0), out=buf23)
            buf24 = reinterpret_tensor(buf4, (16, 256, 256), (65536, 256, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_10, view_26, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:14
            extern_kernels.bmm(reinterpret_tensor(buf22, (16, 256, 64), (16384, 64, 1), 0), permute_21, out=buf24)
            del permute_21
            buf26 = convert_element_type_8; del convert_element_type_8  # reuse
            # Topologically Sorted Source Nodes: [view_28, convert_element_type_50, convert_element_type_51, mul_22, sum_9, neg, fma, convert_element_type_52, scalar_tensor_1, where_1, mul_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_masked_fill_mul_view_7:15
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_masked_fill_mul_view_7.run(buf26, buf24, bitwise_not, 4096, 256, stream=stream0)
            del bitwise_not
            del buf24
            buf27 = reinterpret_tensor(buf22, (16, 64, 256), (16384, 256, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [view_28, convert_element_type_50, convert_element_type_51, mul_22, neg, fma, convert_element_type_52, scalar_tensor_1, where_1, mul_23, view_29, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:16
            extern_kernels.bmm(permute_22, reinterpret_tensor(buf26, (16, 256, 256), (65536, 256, 1), 0), out=buf27)
            del permute_22
            buf28 = empty_strided_cuda((16, 256, 64), (16384, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_28, convert_element_type_50, convert_element_type_51, mul_22, neg, fma, convert_element_type_52, scalar_tensor_1, where_1, mul_23, view_29, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:17
            extern_kernels.bmm(reinterpret_tensor(buf26, (16, 256, 256), (65536, 256, 1), 0), permute_23, out=buf28)
            del buf26
            del permute_23
            buf29 = empty_strided_cuda((4, 256, 3, 4, 64), (196608, 768, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_add_clone_permute_select_backward_transpose_view_8:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_permute_select_backward_transpose_view_8.run(buf23, buf27, buf28, buf29, 1024, 768, stream=stream0)
            del buf23
            del buf27
            buf30 = reinterpret_tensor(buf28, (1024, 256), (256, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, linear, permute_26, mm_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf29, (1024, 768), (768, 1), 0), primals_4, out=buf30)
            del primals_4
            buf11 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf13 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf36 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            buf38 = empty_strided_cuda((256, 8), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_21, clone_6, linear_1, x, normed, mul_21, sum_6, sum_7, view_35, clone_12, layer_norm, mul_30, sum_13, sum_14], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9:20
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_9.run(buf5, primals_1, addmm_1, getitem_3, rsqrt_1, buf30, getitem_1, rsqrt, buf11, buf13, buf36, buf38, 2048, 128, stream=stream0)
            del addmm_1
            del buf5
            del getitem_3
            del rsqrt_1
            buf15 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_21, clone_6, linear_1, x, normed, mul_21, sum_6, convert_element_type_40], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10:21
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf11, buf15, 256, 8, stream=stream0)
            del buf11
            buf16 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_21, clone_6, sum_7, convert_element_type_41], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10:22
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf13, buf16, 256, 8, stream=stream0)
            buf19 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_22, permute_16, permute_18], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf17, (256, 1024), (1, 256), 0), view_10, out=buf19)
            del view_10
            buf20 = reinterpret_tensor(buf13, (1, 256, 8), (2048, 1, 256), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [view_22, sum_8], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:24
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(buf17, buf20, 2048, 128, stream=stream0)
            buf21 = empty_strided_cuda((1, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_22, sum_8], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:25
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf20, buf21, 256, 8, stream=stream0)
            del buf20
            buf31 = empty_strided_cuda((768, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, permute_27, permute_29], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf29, (768, 1024), (1, 768), 0), view, out=buf31)
            del view
            buf32 = empty_strided_cuda((1, 768, 8), (6144, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11:27
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_11.run(buf29, buf32, 6144, 128, stream=stream0)
            del buf29
            buf33 = empty_strided_cuda((1, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_1, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_25, clone_11, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12:28
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12.run(buf32, buf33, 768, 8, stream=stream0)
            del buf32
            buf42 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_35, clone_12, clone_14, mul_25, mul_26, sum_11, layer_norm, mul_27, sum_12, mul_28, sub_8, sub_9, div_2, mul_29, convert_element_type_65, add_12], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13:29
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(buf42, buf30, primals_2, primals_1, getitem_1, rsqrt, 1024, 256, stream=stream0)
            del buf30
            del getitem_1
            del primals_1
            del primals_2
            del rsqrt
            buf40 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_35, clone_12, layer_norm, mul_30, sum_13, convert_element_type_66], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10:30
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf36, buf40, 256, 8, stream=stream0)
            del buf36
            buf41 = empty_strided_cuda((256, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [view_35, clone_12, sum_14, convert_element_type_67], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_10.run(buf38, buf41, 256, 8, stream=stream0)
            del buf38
        return (buf42, buf40, buf41, buf31, reinterpret_tensor(buf33, (768, ), (1, ), 0), buf19, reinterpret_tensor(buf21, (256, ), (1, ), 0), buf15, buf16, buf6, reinterpret_tensor(buf8, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf3, (256, ), (1, ), 0), )

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
    bitwise_not = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bool)
    convert_element_type_8 = rand_strided((4, 4, 256, 256), (262144, 65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    view_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((4, 256, 1), (256, 1, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm_2 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    view_14 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    permute_21 = rand_strided((16, 64, 256), (16384, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    permute_22 = rand_strided((16, 64, 256), (16384, 1, 64), device='cuda:0', dtype=torch.bfloat16)
    permute_23 = rand_strided((16, 256, 64), (16384, 1, 256), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, bitwise_not, convert_element_type_8, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, permute_21, permute_22, permute_23, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
