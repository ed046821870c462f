# AOT ID: ['0_forward']
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


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/pe/cpef4axkc72s3mlj3lbqzc4sbzpxnuikwqqqrkwuneneiejncw4j.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf1 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_2 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_3 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %convert_element_type : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_2), kwargs = {})
#   %add_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_3), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%convert_element_type_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 1573888}}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp25 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 256.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp1 - tmp11
    tmp24 = tmp23 * tmp22
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp24 * tmp26
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp27 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp22, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp31, xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/up/cupdgclzap4ncthqkh22wu6emyohxrxqwmfd2qymcgcv5kdcal2n.py
# Topologically Sorted Source Nodes: [linear, view, permute, q, float_1, reshape, pairs], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
# Source node to ATen node mapping:
#   float_1 => convert_element_type_5
#   linear => view_1
#   pairs => view_as_complex
#   permute => permute_1
#   q => select
#   reshape => view_3
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[1024, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 256, 768]), kwargs = {})
#   %view_2 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [4, 256, 3, 4, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[3, 4, 4, 256, 64][256, 196608, 64, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "bf16[4, 4, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 0), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select, torch.float32), kwargs = {})
#   %view_3 : Tensor "f32[4, 4, 256, 32, 2][65536, 64, 256, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_5, [4, 4, 256, 32, 2]), kwargs = {})
#   %view_as_complex : Tensor "c64[4, 4, 256, 32][32768, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%view_3,), kwargs = {})
#   return %buf6
triton_poi_fused__to_copy_permute_select_view_view_as_complex_1 = async_compile.triton('triton_poi_fused__to_copy_permute_select_view_view_as_complex_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_permute_select_view_view_as_complex_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_permute_select_view_view_as_complex_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 256)
    x2 = ((xindex // 16384) % 4)
    x3 = xindex // 65536
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 768*x1 + 196608*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/7q/c7qtg7kcwvnvdwmmnvtrhbopwumanfxwyefgviguurtgdl7braci.py
# Topologically Sorted Source Nodes: [float_2, view_as_complex_1], Original ATen: [aten._to_copy, aten.view_as_complex]
# Source node to ATen node mapping:
#   float_2 => convert_element_type_6
#   view_as_complex_1 => view_as_complex_1
# Graph fragment:
#   %primals_6 : Tensor "bf16[256, 32, 2][64, 2, 1]cuda:0" = PlaceHolder[target=primals_6]
#   %convert_element_type_6 : Tensor "f32[256, 32, 2][64, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_6, torch.float32), kwargs = {})
#   %view_as_complex_1 : Tensor "c64[256, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%convert_element_type_6,), kwargs = {})
#   return %buf9
triton_poi_fused__to_copy_view_as_complex_2 = async_compile.triton('triton_poi_fused__to_copy_view_as_complex_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_view_as_complex_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 163840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_view_as_complex_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/77/c77e6gczgcck3xm4xaxwcauqckswrreytkdccezdluxujd443gz5.py
# Topologically Sorted Source Nodes: [flatten, q_1], Original ATen: [aten.view, aten._to_copy]
# Source node to ATen node mapping:
#   flatten => view_4
#   q_1 => convert_element_type_7
# Graph fragment:
#   %view_as_real : Tensor "f32[4, 4, 256, 32, 2][65536, 16384, 64, 2, 1]cuda:0" = PlaceHolder[target=view_as_real]
#   %view_4 : Tensor "f32[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_as_real, [4, 4, 256, 64]), kwargs = {})
#   %convert_element_type_7 : Tensor "bf16[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_4, torch.bfloat16), kwargs = {})
#   return %convert_element_type_7
triton_poi_fused__to_copy_view_3 = async_compile.triton('triton_poi_fused__to_copy_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097152}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 256)
    x2 = ((xindex // 16384) % 4)
    x3 = xindex // 65536
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 64*x2 + 256*x1 + 65536*x3), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/ee/ceevtgg2ckrzvq6vlmbvvtas26fcsyw4c3kuzewtkblske7zthdp.py
# Topologically Sorted Source Nodes: [linear, view, permute, k, float_3, reshape_1, pairs_1], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
# Source node to ATen node mapping:
#   float_3 => convert_element_type_8
#   k => select_1
#   linear => view_1
#   pairs_1 => view_as_complex_2
#   permute => permute_1
#   reshape_1 => view_5
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[1024, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[4, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [4, 256, 768]), kwargs = {})
#   %view_2 : Tensor "bf16[4, 256, 3, 4, 64][196608, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [4, 256, 3, 4, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[3, 4, 4, 256, 64][256, 196608, 64, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_1 : Tensor "bf16[4, 4, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 1), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[4, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%select_1, torch.float32), kwargs = {})
#   %view_5 : Tensor "f32[4, 4, 256, 32, 2][65536, 64, 256, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_8, [4, 4, 256, 32, 2]), kwargs = {})
#   %view_as_complex_2 : Tensor "c64[4, 4, 256, 32][32768, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.view_as_complex.default](args = (%view_5,), kwargs = {})
#   return %buf17
triton_poi_fused__to_copy_permute_select_view_view_as_complex_4 = async_compile.triton('triton_poi_fused__to_copy_permute_select_view_view_as_complex_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_permute_select_view_view_as_complex_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_permute_select_view_view_as_complex_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 256)
    x2 = ((xindex // 16384) % 4)
    x3 = xindex // 65536
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 64*x2 + 768*x1 + 196608*x3), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp1, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/k2/ck2ome3b5pumfh5zla4tci2hlb5fncah2rnjbzw2ufp7ptnn2qgb.py
# Topologically Sorted Source Nodes: [linear_1, x, normed], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   linear_1 => view_9
#   normed => add_3, add_4, convert_element_type_14, convert_element_type_15, mul_4, mul_5, rsqrt_1, sub_1, var_mean_1
#   x => add_2
# Graph fragment:
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %buf32 : Tensor "f32[4, 256, 1][256, 1, 1024]cuda:0" = PlaceHolder[target=buf32]
#   %getitem_12 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %view_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_9), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_12), kwargs = {})
#   %mul_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_5 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_9), kwargs = {})
#   %add_4 : Tensor "f32[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_10), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   return %getitem_12,%buf32,%rsqrt_1,%convert_element_type_15
triton_per_fused_add_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_5', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 2098176}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 256, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 256.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-05, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp3 - tmp13
    tmp26 = tmp25 * tmp24
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp24, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp33, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/uo/cuossen2c3i6pwlbqc7j67so6cvcg2vozc7youo5f5h6wvbpqvpy.py
# Topologically Sorted Source Nodes: [linear_2, hidden], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden => add_5, convert_element_type_19, convert_element_type_20, erf, mul_6, mul_7, mul_8
#   linear_2 => view_11
# Graph fragment:
#   %addmm_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_11 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [4, 256, 1024]), kwargs = {})
#   %convert_element_type_19 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.float32), kwargs = {})
#   %mul_6 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_19, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_7,), kwargs = {})
#   %add_5 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_8 : Tensor "f32[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %add_5), kwargs = {})
#   %convert_element_type_20 : Tensor "bf16[4, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   return %convert_element_type_20
triton_poi_fused_gelu_view_6 = async_compile.triton('triton_poi_fused_gelu_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
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
    tl.store(out_ptr0 + (x0), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/rope/complex/inductor/tmpgyqke3ej/o4/co4w4733i7pgheorpiufppscptokob2vo6uzjueprjg32zh4l5zs.py
# Topologically Sorted Source Nodes: [linear_1, x, linear_3, add_1], Original ATen: [aten.view, aten.add]
# Source node to ATen node mapping:
#   add_1 => add_6
#   linear_1 => view_9
#   linear_3 => view_13
#   x => add_2
# Graph fragment:
#   %primals_1 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %addmm_3 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %view_9 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [4, 256, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_9), kwargs = {})
#   %view_13 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [4, 256, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[4, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_2, %view_13), kwargs = {})
#   return %add_6
triton_poi_fused_add_view_7 = async_compile.triton('triton_poi_fused_add_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2621440}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_7(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp3 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(in_out_ptr0 + (x0), tmp4, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14 = args
        args.clear()
        assert_size_stride(primals_1, (4, 256, 256), (65536, 256, 1))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_3, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_5, (768, ), (1, ))
        assert_size_stride(primals_6, (256, 32, 2), (64, 2, 1))
        assert_size_stride(primals_7, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (1024, 256), (256, 1))
        assert_size_stride(primals_12, (1024, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_14, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4, 256, 1), (256, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf3 = reinterpret_tensor(buf1, (4, 256, 1), (256, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf3, primals_1, primals_2, primals_3, buf0, buf4, 1024, 256, stream=stream0)
            del primals_3
            buf5 = empty_strided_cuda((1024, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(primals_5, reinterpret_tensor(buf4, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_4, (256, 768), (1, 256), 0), alpha=1, beta=1, out=buf5)
            del primals_5
            buf6 = empty_strided_cuda((4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, float_1, reshape, pairs], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__to_copy_permute_select_view_view_as_complex_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_permute_select_view_view_as_complex_1.run(buf5, buf6, 262144, stream=stream0)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, float_1, reshape, pairs], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:4
            buf7 = torch.ops.aten.view_as_complex.default(buf6)
            buf8 = buf7
            assert_size_stride(buf8, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.view_as_complex.default')
            buf9 = empty_strided_cuda((256, 32, 2), (64, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [float_2, view_as_complex_1], Original ATen: [aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__to_copy_view_as_complex_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_view_as_complex_2.run(primals_6, buf9, 16384, stream=stream0)
            del primals_6
            # Topologically Sorted Source Nodes: [float_2, view_as_complex_1], Original ATen: [aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:6
            buf10 = torch.ops.aten.view_as_complex.default(buf9)
            buf11 = buf10
            assert_size_stride(buf11, (256, 32), (32, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:7
            buf12 = torch.ops.aten.mul.Tensor(buf8, buf11)
            del buf6
            del buf7
            del buf8
            buf13 = buf12
            assert_size_stride(buf13, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf13, 16, 'torch.ops.aten.mul.Tensor')
            del buf12
            # Topologically Sorted Source Nodes: [view_as_real], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:8
            buf14 = torch.ops.aten.view_as_real.default(buf13)
            buf15 = buf14
            assert_size_stride(buf15, (4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf15, 16, 'torch.ops.aten.view_as_real.default')
            buf16 = empty_strided_cuda((4, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [flatten, q_1], Original ATen: [aten.view, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_view_3:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_view_3.run(buf15, buf16, 262144, stream=stream0)
            del buf13
            del buf14
            del buf15
            buf17 = empty_strided_cuda((4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, k, float_3, reshape_1, pairs_1], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] triton_poi_fused__to_copy_permute_select_view_view_as_complex_4:10
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_permute_select_view_view_as_complex_4.run(buf5, buf17, 262144, stream=stream0)
            # Topologically Sorted Source Nodes: [linear, view, permute, k, float_3, reshape_1, pairs_1], Original ATen: [aten.view, aten.permute, aten.select, aten._to_copy, aten.view_as_complex]
            # [Provenance debug handles] torch.ops.aten.view_as_complex.default:11
            buf18 = torch.ops.aten.view_as_complex.default(buf17)
            buf19 = buf18
            assert_size_stride(buf19, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.view_as_complex.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.view_as_complex.default')
            # Topologically Sorted Source Nodes: [mul_1], Original ATen: [aten.mul]
            # [Provenance debug handles] torch.ops.aten.mul.Tensor:12
            buf20 = torch.ops.aten.mul.Tensor(buf19, buf11)
            del buf17
            del buf18
            del buf19
            buf21 = buf20
            assert_size_stride(buf21, (4, 4, 256, 32), (32768, 8192, 32, 1), 'torch.ops.aten.mul.Tensor')
            assert_alignment(buf21, 16, 'torch.ops.aten.mul.Tensor')
            del buf20
            # Topologically Sorted Source Nodes: [view_as_real_1], Original ATen: [aten.view_as_real]
            # [Provenance debug handles] torch.ops.aten.view_as_real.default:13
            buf22 = torch.ops.aten.view_as_real.default(buf21)
            buf23 = buf22
            assert_size_stride(buf23, (4, 4, 256, 32, 2), (65536, 16384, 64, 2, 1), 'torch.ops.aten.view_as_real.default')
            assert_alignment(buf23, 16, 'torch.ops.aten.view_as_real.default')
            buf24 = empty_strided_cuda((4, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [flatten_1, k_1], Original ATen: [aten.view, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_view_3:14
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_view_3.run(buf23, buf24, 262144, stream=stream0)
            del buf21
            del buf22
            del buf23
            # Topologically Sorted Source Nodes: [linear, view, permute, v, out], Original ATen: [aten.view, aten.permute, aten.select, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:15
            buf25 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf16, buf24, reinterpret_tensor(buf5, (4, 4, 256, 64), (196608, 64, 768, 1), 512), None, True, 0.0, True)
            buf26 = buf25[0]
            assert_size_stride(buf26, (4, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf26, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf27 = buf25[1]
            assert_size_stride(buf27, (4, 4, 256, 1), (1024, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf27, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf28 = buf25[6]
            assert_size_stride(buf28, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf29 = buf25[7]
            assert_size_stride(buf29, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf29, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf25
            buf30 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose, reshape_2, linear_1], Original ATen: [aten.transpose, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:16
            extern_kernels.addmm(primals_8, reinterpret_tensor(buf26, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf30)
            del primals_8
            buf31 = empty_strided_cuda((4, 256, 1), (256, 1, 1), torch.float32)
            buf32 = empty_strided_cuda((4, 256, 1), (256, 1, 1024), torch.float32)
            buf34 = reinterpret_tensor(buf32, (4, 256, 1), (256, 1, 1), 0); del buf32  # reuse
            buf35 = empty_strided_cuda((4, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, normed], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_5:17
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_5.run(buf34, primals_1, buf30, primals_9, primals_10, buf31, buf35, 1024, 256, stream=stream0)
            del primals_10
            buf36 = empty_strided_cuda((1024, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, x, normed, linear_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf35, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_11, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf36)
            del primals_12
            buf37 = empty_strided_cuda((4, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, hidden], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf36, buf37, 1048576, stream=stream0)
            buf38 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, hidden, linear_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(primals_14, reinterpret_tensor(buf37, (1024, 1024), (1024, 1), 0), reinterpret_tensor(primals_13, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf38)
            del primals_14
            buf39 = reinterpret_tensor(buf38, (4, 256, 256), (65536, 256, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [linear_1, x, linear_3, add_1], Original ATen: [aten.view, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_view_7:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_7.run(buf39, primals_1, buf30, 262144, stream=stream0)
            # Topologically Sorted Source Nodes: [_conj], Original ATen: [aten._conj]
            # [Provenance debug handles] torch.ops.aten._conj.default:22
            buf40 = torch.ops.aten._conj.default(buf11)
            buf41 = buf40
            assert_size_stride(buf41, (256, 32), (32, 1), 'torch.ops.aten._conj.default')
            assert_alignment(buf41, 16, 'torch.ops.aten._conj.default')
        return (buf39, primals_1, primals_2, primals_4, primals_7, primals_9, primals_11, primals_13, buf0, buf3, reinterpret_tensor(buf4, (1024, 256), (256, 1), 0), reinterpret_tensor(buf5, (4, 4, 256, 64), (196608, 64, 768, 1), 512), buf16, buf24, buf26, buf27, buf28, buf29, buf30, buf31, buf34, reinterpret_tensor(buf35, (1024, 256), (256, 1), 0), buf36, reinterpret_tensor(buf37, (1024, 1024), (1024, 1), 0), buf41, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 256, 256), (65536, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 32, 2), (64, 2, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
