# AOT ID: ['5_forward']
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


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/mr/cmrhteyi52xujb26lpujnj2iuo6yl3nsinzipg6xuirovqk52vx6.py
# Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states => add, add_1, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %buf1 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_1), kwargs = {})
#   %add_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_2), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%convert_element_type_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 197632}}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/vb/cvbis4xlpss5am2jd64qpmz422kn56r5srsy6p47fbhorenbf6mc.py
# Topologically Sorted Source Nodes: [linear, mul, view, transpose, query_states], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   linear => view_1
#   mul => mul_2
#   query_states => clone
#   transpose => permute_1
#   view => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 64, 256]), kwargs = {})
#   %mul_2 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.125), kwargs = {})
#   %view_2 : Tensor "bf16[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_2, [2, 64, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "bf16[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_clone_mul_transpose_view_1 = async_compile.triton('triton_poi_fused_clone_mul_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_mul_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_mul_transpose_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 64)
    x2 = ((xindex // 4096) % 4)
    x3 = xindex // 16384
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 16384*x3), None).to(tl.float32)
    tmp1 = tl.full([1], 0.125, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/75/c7556goenqzsqq2bisukmxh7kckaq2hqouu2oh6u3wdylu7ie526.py
# Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, key_states], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   key_states => clone_1
#   linear_1 => view_4
#   transpose_1 => permute_3
#   view_1 => view_5
# Graph fragment:
#   %mm : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %view_4 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 256]), kwargs = {})
#   %view_5 : Tensor "bf16[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_4, [2, -1, 4, 64]), kwargs = {})
#   %permute_3 : Tensor "bf16[2, 4, 64, 64][16384, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "bf16[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused__unsafe_view_clone_transpose_view_2 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 64)
    x2 = ((xindex // 4096) % 4)
    x3 = xindex // 16384
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 16384*x3), None).to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/jd/cjdo6l3erlqmi7rdiagjs6sykhdgidjtqnywa6qjb5qmhyhnkcl6.py
# Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   attn_output => full_default, full_default_1, where
# Graph fragment:
#   %primals_9 : Tensor "b8[2, 1, 64, 64][0, 4096, 64, 1]cuda:0" = PlaceHolder[target=primals_9]
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[2, 1, 64, 64][4096, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%primals_9, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_scalar_tensor_where_3 = async_compile.triton('triton_poi_fused_scalar_tensor_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_scalar_tensor_where_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 36864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_scalar_tensor_where_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 4096)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tl.full([1], -65536.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp1, tmp2)
    tl.store(out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/c4/cc4io3zcbfj432gsvoh3sykh2qmtqusefthh5ur6gdhm3jkd474u.py
# Topologically Sorted Source Nodes: [transpose_3, attn_output_1], Original ATen: [aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output_1 => clone_5
#   transpose_3 => permute_6
# Graph fragment:
#   %getitem_2 : Tensor "bf16[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %permute_6 : Tensor "bf16[2, 64, 4, 64][16384, 64, 4096, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_2, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "bf16[2, 64, 4, 64][16384, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_6,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused_clone_transpose_4 = async_compile.triton('triton_poi_fused_clone_transpose_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 196608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x2 = ((xindex // 256) % 64)
    x3 = xindex // 16384
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 4096*x1 + 16384*x3), None).to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/hd/chdiqxjoi6pidszcircwmhwv3qiul52fdm3wzdfooxzntvf7nfgk.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_2, hidden_states_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   attn_output_3 => view_11
#   hidden_states_2 => add_2
#   hidden_states_3 => add_3, add_4, convert_element_type_13, convert_element_type_14, mul_3, mul_4, rsqrt_1, sub_1, var_mean_1
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %addmm_2 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %buf20 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf20]
#   %getitem_12 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_12]
#   %rsqrt_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_13 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_14 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_14]
#   %view_11 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 64, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_11), kwargs = {})
#   %convert_element_type_13 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_2, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_13, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_1 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_13, %getitem_12), kwargs = {})
#   %mul_3 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %primals_13), kwargs = {})
#   %add_4 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %primals_14), kwargs = {})
#   %convert_element_type_14 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   return %getitem_12,%buf20,%rsqrt_1,%convert_element_type_14
triton_per_fused_add_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_5', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 263168}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/x6/cx63r2eav67xzgbdzvqkvgsbsmdi2uscfkkpqd6sljkpgtofc2ou.py
# Topologically Sorted Source Nodes: [linear_5, view_4, transpose_5, key_states_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   key_states_1 => clone_8
#   linear_5 => view_16
#   transpose_5 => permute_11
#   view_4 => view_17
# Graph fragment:
#   %mm_1 : Tensor "bf16[1500, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %view_16 : Tensor "bf16[2, 750, 256][192000, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 750, 256]), kwargs = {})
#   %view_17 : Tensor "bf16[2, 750, 4, 64][192000, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_16, [2, -1, 4, 64]), kwargs = {})
#   %permute_11 : Tensor "bf16[2, 4, 750, 64][192000, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_17, [0, 2, 1, 3]), kwargs = {})
#   %clone_8 : Tensor "bf16[2, 4, 750, 64][192000, 48000, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_11,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_8
triton_poi_fused__unsafe_view_clone_transpose_view_6 = async_compile.triton('triton_poi_fused__unsafe_view_clone_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2304000}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_clone_transpose_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 384000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 750)
    x2 = ((xindex // 48000) % 4)
    x3 = xindex // 192000
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 192000*x3), xmask).to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/sr/csrg75ug363bgy6yxaakgm3meoohisrjyb4svxwwk2icool5rwnp.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_2, attn_output_7, hidden_states_5, hidden_states_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   attn_output_3 => view_11
#   attn_output_7 => view_23
#   hidden_states_2 => add_2
#   hidden_states_5 => add_5
#   hidden_states_6 => add_6, add_7, convert_element_type_26, convert_element_type_27, mul_6, mul_7, rsqrt_2, sub_2, var_mean_2
# Graph fragment:
#   %primals_3 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %addmm_2 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %addmm_5 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_5 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_5]
#   %buf39 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=buf39]
#   %getitem_23 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_23]
#   %rsqrt_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_22 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_23]
#   %view_11 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 64, 256]), kwargs = {})
#   %add_2 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %view_11), kwargs = {})
#   %view_23 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [2, 64, 256]), kwargs = {})
#   %add_5 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_2, %view_23), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_26, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_2 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_26, %getitem_23), kwargs = {})
#   %mul_6 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_7 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_22), kwargs = {})
#   %add_7 : Tensor "f32[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_23), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_7, torch.bfloat16), kwargs = {})
#   return %add_5,%getitem_23,%buf39,%rsqrt_2,%convert_element_type_27
triton_per_fused_add_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_7', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_7', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 459776}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_7(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp29 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp32 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 256, tl.int32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp12 / tmp14)
    tmp16 = tmp6 - tmp15
    tmp17 = tmp16 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = (tmp21 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp5 - tmp15
    tmp28 = tmp27 * tmp26
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp28 * tmp30
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp31 + tmp33
    tmp35 = tmp34.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp26, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp35, xmask)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/h4/ch4yyhvhjyoat6ydw3igaj7ja5wnwsh2ohqrw3f5c3iocwppggl4.py
# Topologically Sorted Source Nodes: [linear_8, hidden_states_7], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   hidden_states_7 => add_8, convert_element_type_31, convert_element_type_32, erf, mul_10, mul_8, mul_9
#   linear_8 => view_25
# Graph fragment:
#   %addmm_6 : Tensor "bf16[128, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_25 : Tensor "bf16[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [2, 64, 1024]), kwargs = {})
#   %convert_element_type_31 : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_31, 0.5), kwargs = {})
#   %mul_9 : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_31, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_9,), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_10 : Tensor "f32[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %add_8), kwargs = {})
#   %convert_element_type_32 : Tensor "bf16[2, 64, 1024][65536, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_10, torch.bfloat16), kwargs = {})
#   return %convert_element_type_32
triton_poi_fused_gelu_view_8 = async_compile.triton('triton_poi_fused_gelu_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
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


# kernel path: /tmp/gd2/scratch/hf_decoder/whisper_rerun/inductor/tmpd0545di7/sq/csq4hlzlbi4lusev7rbuki7tcd35t5eggdazf2iexj53knbupzx4.py
# Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_11], Original ATen: [aten.view, aten.add]
# Source node to ATen node mapping:
#   hidden_states_11 => add_9
#   hidden_states_9 => view_27
# Graph fragment:
#   %add_5 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=add_5]
#   %addmm_7 : Tensor "bf16[128, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %view_27 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [2, 64, 256]), kwargs = {})
#   %add_9 : Tensor "bf16[2, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %view_27), kwargs = {})
#   return %add_9
triton_poi_fused_add_view_9 = async_compile.triton('triton_poi_fused_add_view_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_view_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27 = args
        args.clear()
        assert_size_stride(primals_1, (256, ), (1, ))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_3, (2, 64, 256), (16384, 256, 1))
        assert_size_stride(primals_4, (256, 256), (256, 1))
        assert_size_stride(primals_5, (256, ), (1, ))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_7, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (2, 1, 64, 64), (0, 4096, 64, 1))
        assert_size_stride(primals_10, (256, 256), (256, 1))
        assert_size_stride(primals_11, (256, ), (1, ))
        assert_size_stride(primals_12, (2, 750, 256), (192000, 256, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (256, ), (1, ))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_17, (256, 256), (256, 1))
        assert_size_stride(primals_18, (256, 256), (256, 1))
        assert_size_stride(primals_19, (256, ), (1, ))
        assert_size_stride(primals_20, (256, 256), (256, 1))
        assert_size_stride(primals_21, (256, ), (1, ))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, ), (1, ))
        assert_size_stride(primals_24, (1024, 256), (256, 1))
        assert_size_stride(primals_25, (1024, ), (1, ))
        assert_size_stride(primals_26, (256, 1024), (1024, 1))
        assert_size_stride(primals_27, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 64, 1), (64, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((2, 64, 1), (64, 1, 128), torch.float32)
            buf3 = reinterpret_tensor(buf1, (2, 64, 1), (64, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf3, primals_3, primals_1, primals_2, buf0, buf4, 128, 256, stream=stream0)
            del primals_2
            buf5 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(primals_5, reinterpret_tensor(buf4, (128, 256), (256, 1), 0), reinterpret_tensor(primals_4, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf5)
            del primals_5
            buf6 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear, mul, view, transpose, query_states], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_mul_transpose_view_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_mul_transpose_view_1.run(buf5, buf6, 32768, stream=stream0)
            buf7 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [hidden_states, linear, linear_1], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf4, (128, 256), (256, 1), 0), reinterpret_tensor(primals_6, (256, 256), (1, 256), 0), out=buf7)
            buf8 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_1, view_1, transpose_1, key_states], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_2:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_2.run(buf7, buf8, 32768, stream=stream0)
            buf9 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [hidden_states, linear, linear_2], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:6
            extern_kernels.addmm(primals_8, reinterpret_tensor(buf4, (128, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf9)
            del primals_8
            buf10 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, view_2, transpose_2, value_states], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_2:7
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_2.run(buf9, buf10, 32768, stream=stream0)
            buf11 = empty_strided_cuda((2, 1, 64, 64), (4096, 4096, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_scalar_tensor_where_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_scalar_tensor_where_3.run(primals_9, buf11, 8192, stream=stream0)
            del primals_9
            # Topologically Sorted Source Nodes: [attn_output], Original ATen: [aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:9
            buf12 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf6, buf8, buf10, buf11, True, scale=1.0)
            buf13 = buf12[0]
            assert_size_stride(buf13, (2, 4, 64, 64), (16384, 4096, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf13, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf14 = buf12[1]
            assert_size_stride(buf14, (2, 4, 64, 1), (256, 64, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf15 = buf12[6]
            assert_size_stride(buf15, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf16 = buf12[7]
            assert_size_stride(buf16, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf12
            buf17 = reinterpret_tensor(buf9, (2, 64, 4, 64), (16384, 256, 64, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, attn_output_1], Original ATen: [aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_4:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_4.run(buf13, buf17, 32768, stream=stream0)
            buf18 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_3, attn_output_1, reshape, attn_output_3], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:11
            extern_kernels.addmm(primals_11, reinterpret_tensor(buf17, (128, 256), (256, 1), 0), reinterpret_tensor(primals_10, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf18)
            del primals_11
            buf19 = empty_strided_cuda((2, 64, 1), (64, 1, 1), torch.float32)
            buf20 = empty_strided_cuda((2, 64, 1), (64, 1, 128), torch.float32)
            buf22 = reinterpret_tensor(buf20, (2, 64, 1), (64, 1, 1), 0); del buf20  # reuse
            buf23 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_2, hidden_states_3], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_5:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_5.run(buf22, primals_3, buf18, primals_13, primals_14, buf19, buf23, 128, 256, stream=stream0)
            del primals_14
            buf24 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_2, hidden_states_3, linear_4], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(primals_16, reinterpret_tensor(buf23, (128, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf24)
            del primals_16
            buf25 = empty_strided_cuda((2, 4, 64, 64), (16384, 4096, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, mul_1, view_3, transpose_4, query_states_1], Original ATen: [aten.view, aten.mul, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_mul_transpose_view_1:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_mul_transpose_view_1.run(buf24, buf25, 32768, stream=stream0)
            buf26 = empty_strided_cuda((1500, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(primals_12, (1500, 256), (256, 1), 0), reinterpret_tensor(primals_17, (256, 256), (1, 256), 0), out=buf26)
            buf27 = empty_strided_cuda((2, 4, 750, 64), (192000, 48000, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_5, view_4, transpose_5, key_states_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_6:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_6.run(buf26, buf27, 384000, stream=stream0)
            buf28 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [linear_5, linear_6], Original ATen: [aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:17
            extern_kernels.addmm(primals_19, reinterpret_tensor(primals_12, (1500, 256), (256, 1), 0), reinterpret_tensor(primals_18, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf28)
            del primals_19
            buf29 = empty_strided_cuda((2, 4, 750, 64), (192000, 48000, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, view_5, transpose_6, value_states_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_clone_transpose_view_6:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_clone_transpose_view_6.run(buf28, buf29, 384000, stream=stream0)
            del buf28
            # Topologically Sorted Source Nodes: [attn_output_4], Original ATen: [aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:19
            buf30 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf25, buf27, buf29, None, True, scale=1.0)
            buf31 = buf30[0]
            assert_size_stride(buf31, (2, 4, 64, 64), (16384, 4096, 64, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf32 = buf30[1]
            assert_size_stride(buf32, (2, 4, 64, 1), (256, 64, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf32, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf33 = buf30[6]
            assert_size_stride(buf33, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf33, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf34 = buf30[7]
            assert_size_stride(buf34, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf34, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf30
            buf35 = reinterpret_tensor(buf24, (2, 64, 4, 64), (16384, 256, 64, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [transpose_7, attn_output_5], Original ATen: [aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_4:20
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_4.run(buf31, buf35, 32768, stream=stream0)
            buf36 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_7, attn_output_5, reshape_1, attn_output_7], Original ATen: [aten.transpose, aten.clone, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:21
            extern_kernels.addmm(primals_21, reinterpret_tensor(buf35, (128, 256), (256, 1), 0), reinterpret_tensor(primals_20, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf36)
            del primals_21
            buf37 = reinterpret_tensor(buf36, (2, 64, 256), (16384, 256, 1), 0); del buf36  # reuse
            buf38 = empty_strided_cuda((2, 64, 1), (64, 1, 1), torch.float32)
            buf39 = empty_strided_cuda((2, 64, 1), (64, 1, 128), torch.float32)
            buf41 = reinterpret_tensor(buf39, (2, 64, 1), (64, 1, 1), 0); del buf39  # reuse
            buf42 = empty_strided_cuda((2, 64, 256), (16384, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_2, attn_output_7, hidden_states_5, hidden_states_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_view_7:22
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_7.run(buf37, buf41, primals_3, buf18, primals_22, primals_23, buf38, buf42, 128, 256, stream=stream0)
            del primals_23
            buf43 = empty_strided_cuda((128, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_6, linear_8], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:23
            extern_kernels.addmm(primals_25, reinterpret_tensor(buf42, (128, 256), (256, 1), 0), reinterpret_tensor(primals_24, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf43)
            del primals_25
            buf44 = empty_strided_cuda((2, 64, 1024), (65536, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8, hidden_states_7], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_8:24
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_8.run(buf43, buf44, 131072, stream=stream0)
            buf45 = empty_strided_cuda((128, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_8, hidden_states_7, hidden_states_9], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:25
            extern_kernels.addmm(primals_27, reinterpret_tensor(buf44, (128, 1024), (1024, 1), 0), reinterpret_tensor(primals_26, (1024, 256), (1, 1024), 0), alpha=1, beta=1, out=buf45)
            del primals_27
            buf46 = reinterpret_tensor(buf45, (2, 64, 256), (16384, 256, 1), 0); del buf45  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_9, hidden_states_11], Original ATen: [aten.view, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_view_9:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_view_9.run(buf46, buf37, 32768, stream=stream0)
        return (buf46, buf10, buf8, buf29, buf27, primals_1, primals_3, primals_4, primals_6, primals_7, primals_10, primals_13, primals_15, primals_17, primals_18, primals_20, primals_22, primals_24, primals_26, buf0, buf3, reinterpret_tensor(buf4, (128, 256), (256, 1), 0), buf6, buf8, buf10, buf11, buf13, buf14, buf15, buf16, reinterpret_tensor(buf17, (128, 256), (256, 1), 0), buf18, buf19, buf22, reinterpret_tensor(buf23, (128, 256), (256, 1), 0), buf25, reinterpret_tensor(primals_12, (1500, 256), (256, 1), 0), buf27, buf29, buf31, buf32, buf33, buf34, reinterpret_tensor(buf35, (128, 256), (256, 1), 0), buf37, buf38, buf41, reinterpret_tensor(buf42, (128, 256), (256, 1), 0), buf43, reinterpret_tensor(buf44, (128, 1024), (1024, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((2, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((2, 1, 64, 64), (0, 4096, 64, 1), device='cuda:0', dtype=torch.bool)
    primals_10 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((2, 750, 256), (192000, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_24 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_26 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
