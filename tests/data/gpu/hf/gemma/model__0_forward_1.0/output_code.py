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


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/ld/cldex4pgia3glqbjhtkdgpoikqwsmabn3yuqjwxnhhjv27kkll26.py
# Topologically Sorted Source Nodes: [embedding, inputs_embeds, float_2, pow_1, mean, add_3, rsqrt, output, float_3, add_4, output_1, hidden_states], Original ATen: [aten.embedding, aten.mul, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt]
# Source node to ATen node mapping:
#   add_3 => add_3
#   add_4 => add_4
#   embedding => embedding
#   float_2 => convert_element_type_4
#   float_3 => convert_element_type_5
#   hidden_states => convert_element_type_6
#   inputs_embeds => mul
#   mean => mean
#   output => mul_3
#   output_1 => mul_4
#   pow_1 => pow_1
#   rsqrt => rsqrt
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[2048, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_3 : Tensor "bf16[][]cuda:0" = PlaceHolder[target=primals_3]
#   %buf4 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf4]
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_5 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_5]
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1, 0), kwargs = {})
#   %mul : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %primals_3), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_5, torch.float32), kwargs = {})
#   %add_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_5, 1.0), kwargs = {})
#   %mul_4 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %add_4), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_4, torch.bfloat16), kwargs = {})
#   return %embedding,%buf4,%rsqrt,%convert_element_type_6
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 524800}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (0)).to(tl.float32)
    tmp8 = tl.broadcast_to(tmp7, [1, 1])
    tmp22 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 2048, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2048")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0).to(tl.float32)
    tmp9 = tmp6 * tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 256.0, tl.float32)
    tmp17 = (tmp15 / tmp16)
    tmp18 = tl.full([1, 1], 1e-06, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp10 * tmp20
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tl.full([1, 1], 1.0, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = tmp21 * tmp25
    tmp27 = tmp26.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp20, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp27, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/7c/c7cxai7boels5yylenhjmfqeirwnq6aovzqa7za7fpql7clzdbhf.py
# Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
# Source node to ATen node mapping:
#   expand_1 => expand_1
#   getitem_4 => unsqueeze_7, unsqueeze_8
#   inv_freq_expanded => convert_element_type
# Graph fragment:
#   %primals_4 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=primals_4]
#   %unsqueeze_7 : Tensor "bf16[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %expand_1 : Tensor "bf16[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_8, [1, -1, 1]), kwargs = {})
#   %convert_element_type : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%expand_1, torch.float32), kwargs = {})
#   return %expand_2
triton_poi_fused__to_copy_expand_unsqueeze_1 = async_compile.triton('triton_poi_fused__to_copy_expand_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_expand_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 320}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_expand_unsqueeze_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/45/c45jdpqyvwbopdxxzrovqawgtqwgxltuujibo3l72wfs5crh3ktz.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type_1
#   q_indices => unsqueeze_2
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_2 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/e3/ce3ulkfo3p7kcnyutyo73hjxnr6fbvqocbwx7tfrmrl4ptjgkb5k.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_5, x1, x2, neg, cat_1, mul_6, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul_1
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   linear => view_5
#   mul_5 => mul_5
#   mul_6 => mul_6
#   neg => neg
#   q_embed => add_5
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_2
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %mm : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 128, 256]), kwargs = {})
#   %view_6 : Tensor "bf16[2, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [2, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_5 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "bf16[2, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[2, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_6 : Tensor "bf16[2, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "bf16[2, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_6), kwargs = {})
#   return %add_5
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x5 = xindex
    y4 = yindex
    x2 = (xindex % 64)
    y0 = (yindex % 128)
    x3 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x5 + 256*y4), xmask & ymask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = x2
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*x3 + 256*y4 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x3 + 256*y4 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x5 + 256*y4), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/a6/ca66io5gwrd4keoenc22dvhgnu4ybjb5rpudlipchifqizksklw3.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_7, x1_1, x2_1, neg_1, cat_2, mul_8, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul_1
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   k_embed => add_6
#   key_states => permute_4
#   linear_1 => view_8
#   mul_7 => mul_7
#   mul_8 => mul_8
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_2
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view_1 => view_9
#   x1_1 => slice_3
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "bf16[256, 64][64, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %view_8 : Tensor "bf16[2, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [2, 128, 64]), kwargs = {})
#   %view_9 : Tensor "bf16[2, 128, 1, 64][8192, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [2, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[2, 1, 128, 64][8192, 64, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_7 : Tensor "bf16[2, 1, 128, 64][8192, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "bf16[2, 1, 128, 32][8192, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "bf16[2, 1, 128, 32][8192, 64, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[2, 1, 128, 32][4096, 32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "bf16[2, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_8 : Tensor "bf16[2, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_6 : Tensor "bf16[2, 1, 128, 64][8192, 64, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %mul_8), kwargs = {})
#   return %add_6
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 163840}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2 + 64*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0 + 128*((x2 % 32))), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tl_math.cos(tmp1)
    tmp3 = tl.full([1, 1], 1.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp0 * tmp5
    tmp7 = x2
    tmp8 = tl.full([1, 1], 0, tl.int64)
    tmp9 = tmp7 >= tmp8
    tmp10 = tl.full([1, 1], 32, tl.int64)
    tmp11 = tmp7 < tmp10
    tmp12 = tl.load(in_ptr0 + (32 + 64*y3 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*y3 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x2 + 64*y3), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/rr/crrxovmana4dq37ewydo6lotepnidbhf23o36xqgmlikoh23xisn.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
# Source node to ATen node mapping:
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_output => full_default, full_default_1, where
#   kv_indices => unsqueeze_6
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[2, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131072}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = ((xindex // 128) % 128)
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -65536.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/4i/c4i4mard5dt7jjxsty3cb4eyarhecv5xowdz74jwrgvovj4oysp5.py
# Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_3, float_4, pow_2, mean_1, add_8, rsqrt_1, output_2, float_5, add_9, output_3, hidden_states_4], Original ATen: [aten.mul, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_8 => add_8
#   add_9 => add_9
#   attn_output_3 => view_17
#   float_4 => convert_element_type_15
#   float_5 => convert_element_type_16
#   hidden_states_3 => add_7
#   hidden_states_4 => convert_element_type_17
#   inputs_embeds => mul
#   mean_1 => mean_1
#   output_2 => mul_9
#   output_3 => mul_10
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
# Graph fragment:
#   %embedding : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %primals_3 : Tensor "bf16[][]cuda:0" = PlaceHolder[target=primals_3]
#   %mm_3 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %add_7 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %buf20 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf20]
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_10 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %mul : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%embedding, %primals_3), kwargs = {})
#   %view_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [2, 128, 256]), kwargs = {})
#   %add_7 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, %view_17), kwargs = {})
#   %convert_element_type_15 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_7, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_15, 2), kwargs = {})
#   %mean_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_9 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_15, %rsqrt_1), kwargs = {})
#   %convert_element_type_16 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_10, torch.float32), kwargs = {})
#   %add_9 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_16, 1.0), kwargs = {})
#   %mul_10 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %add_9), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_10, torch.bfloat16), kwargs = {})
#   return %add_7,%buf20,%rsqrt_1,%convert_element_type_17
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 786944}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
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
    tmp1 = tl.load(in_ptr1 + (0)).to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [1, 1])
    tmp4 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tmp0 * tmp2
    tmp5 = tmp3 + tmp4
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tmp6 * tmp6
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256.0, tl.float32)
    tmp13 = (tmp11 / tmp12)
    tmp14 = tl.full([1, 1], 1e-06, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tmp6 * tmp16
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.full([1, 1], 1.0, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = tmp17 * tmp21
    tmp23 = tmp22.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp5, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp16, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/wi/cwi4zmg733h4zodbk7xiutssrx4ixl4vusmqegwv2u4faaxf7hhy.py
# Topologically Sorted Source Nodes: [linear_4, gelu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul]
# Source node to ATen node mapping:
#   gelu => add_10, add_11, convert_element_type_20, convert_element_type_21, mul_11, mul_12, mul_13, mul_14, mul_15, mul_16, tanh
#   linear_4 => view_19
#   linear_5 => view_21
#   mul_11 => mul_17
# Graph fragment:
#   %mm_4 : Tensor "bf16[256, 704][704, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "bf16[256, 704][704, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_19 : Tensor "bf16[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 128, 704]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_19, torch.float32), kwargs = {})
#   %mul_11 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, %convert_element_type_20), kwargs = {})
#   %mul_12 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, %convert_element_type_20), kwargs = {})
#   %mul_13 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 0.044715), kwargs = {})
#   %add_10 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_20, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, 0.7978845608028654), kwargs = {})
#   %mul_15 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, 0.5), kwargs = {})
#   %tanh : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_14,), kwargs = {})
#   %add_11 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1), kwargs = {})
#   %mul_16 : Tensor "f32[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %add_11), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_16, torch.bfloat16), kwargs = {})
#   %view_21 : Tensor "bf16[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [2, 128, 704]), kwargs = {})
#   %mul_17 : Tensor "bf16[2, 128, 704][90112, 704, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_21, %view_21), kwargs = {})
#   return %mul_17
triton_poi_fused__unsafe_view_gelu_mul_7 = async_compile.triton('triton_poi_fused__unsafe_view_gelu_mul_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_gelu_mul_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1441792}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_gelu_mul_7(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 180224
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp16 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp1 * tmp1
    tmp5 = tmp4 * tmp1
    tmp6 = tl.full([1], 0.044715, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp1 + tmp7
    tmp9 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = libdevice.tanh(tmp10)
    tmp12 = tl.full([1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp3 * tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 * tmp16
    tl.store(out_ptr0 + (x0), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/px/cpxn5vgsohpk7icb5s36tlrsithzfxkrvcen45mwt5ilphxnlyxp.py
# Topologically Sorted Source Nodes: [down_proj, hidden_states_5, float_6, pow_3, mean_2, add_11, rsqrt_2, output_4, float_7, add_12, output_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_11 => add_13
#   add_12 => add_14
#   down_proj => view_23
#   float_6 => convert_element_type_26
#   float_7 => convert_element_type_27
#   hidden_states_5 => add_12
#   hidden_states_6 => convert_element_type_28
#   mean_2 => mean_2
#   output_4 => mul_18
#   output_5 => mul_19
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
# Graph fragment:
#   %add_7 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_7]
#   %mm_6 : Tensor "bf16[256, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_12 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_12]
#   %buf28 : Tensor "f32[2, 128, 1][128, 1, 256]cuda:0" = PlaceHolder[target=buf28]
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_14 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_14]
#   %view_23 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 128, 256]), kwargs = {})
#   %add_12 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_23), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_12, torch.float32), kwargs = {})
#   %pow_3 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_26, 2), kwargs = {})
#   %mean_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_13 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_13,), kwargs = {})
#   %mul_18 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_26, %rsqrt_2), kwargs = {})
#   %convert_element_type_27 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_14, torch.float32), kwargs = {})
#   %add_14 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_27, 1.0), kwargs = {})
#   %mul_19 : Tensor "f32[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %add_14), kwargs = {})
#   %convert_element_type_28 : Tensor "bf16[2, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_19, torch.bfloat16), kwargs = {})
#   return %add_12,%buf28,%rsqrt_2,%convert_element_type_28
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2048, 'r0_': 786944}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
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
    tmp15 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tl.full([1, 1], 1.0, tl.float32)
    tmp18 = tmp16 + tmp17
    tmp19 = tmp14 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp20, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/yv/cyvyhzknzuu42s4gu2vkymx4urihigc6m73trmlalqwt7pgbygex.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_1 : Tensor "i64[2, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %constant_pad_nd : Tensor "i64[2, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_1, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_9 = async_compile.triton('triton_poi_fused_constant_pad_nd_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6176}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 258
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 129)
    x1 = xindex // 129
    x2 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 128, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0 + 128*x1), tmp2 & xmask, other=-100)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/tn/ctnwtgxkbx3ksywo2bouwby67cyuvtn2w63zwvhu4c5c6ex55ljt.py
# Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   logits => view_45
#   logits_1 => convert_element_type_53
#   logits_2 => view_46
#   loss => log
# Graph fragment:
#   %mm_14 : Tensor "bf16[256, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %getitem_18 : Tensor "f32[256, 1][1, 256]cuda:0" = PlaceHolder[target=getitem_18]
#   %view_45 : Tensor "bf16[2, 128, 2048][262144, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [2, 128, 2048]), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[2, 128, 2048][262144, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_45, torch.float32), kwargs = {})
#   %view_46 : Tensor "f32[256, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_53, [-1, 2048]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_46, 1), kwargs = {})
#   %log : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_18,), kwargs = {})
#   return %getitem_17,%getitem_18,%log
triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10 = async_compile.triton('triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1048576}}
)
@triton.jit
def triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2048
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp3_max = tl.full([XBLOCK, R0_BLOCK], float('-inf'), tl.float32)
    _tmp3_sum = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 2048*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])

        _tmp3_max_next, _tmp3_sum_next = triton_helpers.online_softmax_combine(
            _tmp3_max, _tmp3_sum, tmp2, False
        )

        _tmp3_max = tl.where(r0_mask & xmask, _tmp3_max_next, _tmp3_max)
        _tmp3_sum = tl.where(r0_mask & xmask, _tmp3_sum_next, _tmp3_sum)

    tmp3, tmp4 = triton_helpers.online_softmax_reduce(
        _tmp3_max, _tmp3_sum, 1, False)
    tmp3 = tmp3[:, None]
    tmp4 = tmp4[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
    tmp5 = tl_math.log(tmp4)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdA/scratch/hf/gemma/inductor/tmpwntpem1z/76/c76223ay6h2rzy75cacj3bhlwx4cs2qobf6ydsc3fmetgdwhhzqy.py
# Topologically Sorted Source Nodes: [logits, logits_1, getitem_19, shift_labels, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   getitem_19 => slice_9
#   logits => view_45
#   logits_1 => convert_element_type_53
#   logits_2 => view_46
#   loss => convert_element_type_54, div, full_default_4, full_default_5, gather, ne, neg_4, squeeze, sub_1, sum_2, sum_3, unsqueeze_19, where_2, where_3
#   shift_labels => clone_6
#   shift_labels_1 => view_47
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[2, 129][129, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %mm_14 : Tensor "bf16[256, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_14]
#   %getitem_17 : Tensor "f32[256, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %log : Tensor "f32[256, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type_54 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_54]
#   %view_45 : Tensor "bf16[2, 128, 2048][262144, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_14, [2, 128, 2048]), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[2, 128, 2048][262144, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_45, torch.float32), kwargs = {})
#   %slice_9 : Tensor "i64[2, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_6 : Tensor "i64[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_46 : Tensor "f32[256, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_53, [-1, 2048]), kwargs = {})
#   %view_47 : Tensor "i64[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[256, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_46, %getitem_17), kwargs = {})
#   %sub_1 : Tensor "f32[256, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[256][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_47, -100), kwargs = {})
#   %full_default_4 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_47, %full_default_4), kwargs = {})
#   %unsqueeze_19 : Tensor "i64[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_2, 1), kwargs = {})
#   %gather : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_1, 1, %unsqueeze_19), kwargs = {})
#   %squeeze : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_4 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_4, %full_default_5), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_3,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type_54), kwargs = {})
#   return %sum_2,%sum_3,%convert_element_type_54,%div
triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11 = async_compile.triton('triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 4096}}
)
@triton.jit
def triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (1 + 129*(r0_0 // 128) + ((r0_0 % 128))), None)
    tmp16 = tl.load(in_ptr2 + (r0_0), None)
    tmp18 = tl.load(in_ptr3 + (r0_0), None)
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tmp2.to(tl.int64)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.int64)
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tl.where(tmp2, tmp0, tmp7)
    tmp9 = tl.full([1, 1], 2048, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 2048), "index out of bounds: 0 <= tmp12 < 2048")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 2048*r0_0), None, eviction_policy='evict_last').to(tl.float32)
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 - tmp16
    tmp19 = tmp17 - tmp18
    tmp20 = -tmp19
    tmp21 = tl.full([1, 1], 0.0, tl.float32)
    tmp22 = tl.where(tmp2, tmp20, tmp21)
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp26 = tmp6.to(tl.float32)
    tmp27 = (tmp25 / tmp26)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp26, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp27, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23 = args
        args.clear()
        assert_size_stride(primals_1, (2, 128), (128, 1))
        assert_size_stride(primals_2, (2048, 256), (256, 1))
        assert_size_stride(primals_3, (), ())
        assert_size_stride(primals_4, (32, ), (1, ))
        assert_size_stride(primals_5, (256, ), (1, ))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_7, (64, 256), (256, 1))
        assert_size_stride(primals_8, (64, 256), (256, 1))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (704, 256), (256, 1))
        assert_size_stride(primals_12, (704, 256), (256, 1))
        assert_size_stride(primals_13, (256, 704), (704, 1))
        assert_size_stride(primals_14, (256, ), (1, ))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (64, 256), (256, 1))
        assert_size_stride(primals_17, (64, 256), (256, 1))
        assert_size_stride(primals_18, (256, 256), (256, 1))
        assert_size_stride(primals_19, (256, ), (1, ))
        assert_size_stride(primals_20, (704, 256), (256, 1))
        assert_size_stride(primals_21, (704, 256), (256, 1))
        assert_size_stride(primals_22, (256, 704), (704, 1))
        assert_size_stride(primals_23, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            buf4 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf5 = reinterpret_tensor(buf4, (2, 128, 1), (128, 1, 1), 0); del buf4  # reuse
            buf6 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [embedding, inputs_embeds, float_2, pow_1, mean, add_3, rsqrt, output, float_3, add_4, output_1, hidden_states], Original ATen: [aten.embedding, aten.mul, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(buf5, primals_1, primals_2, primals_3, primals_5, buf0, buf6, 256, 256, stream=stream0)
            buf1 = empty_strided_cuda((1, 32, 1), (32, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_expand_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_expand_unsqueeze_1.run(primals_4, buf1, 32, stream=stream0)
            del primals_4
            buf2 = empty_strided_cuda((1, 1, 128), (128, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_2.run(buf2, 128, stream=stream0)
            buf3 = empty_strided_cuda((32, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, inv_freq_expanded, position_ids_expanded, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf1, (32, 1), (1, 0), 0), reinterpret_tensor(buf2, (1, 128), (0, 1), 0), out=buf3)
            del buf1
            del buf2
            buf7 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, float_2, output, float_3, add_4, output_1, hidden_states, linear], Original ATen: [aten.mul, aten._to_copy, aten.add, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), reinterpret_tensor(primals_6, (256, 256), (1, 256), 0), out=buf7)
            buf8 = empty_strided_cuda((256, 64), (64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, float_2, output, float_3, add_4, output_1, hidden_states, linear, linear_1], Original ATen: [aten.mul, aten._to_copy, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 64), (1, 256), 0), out=buf8)
            buf9 = empty_strided_cuda((256, 64), (64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, float_2, output, float_3, add_4, output_1, hidden_states, linear, linear_2], Original ATen: [aten.mul, aten._to_copy, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf6, (256, 256), (256, 1), 0), reinterpret_tensor(primals_8, (256, 64), (1, 256), 0), out=buf9)
            buf10 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_5, x1, x2, neg, cat_1, mul_6, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf7, buf3, buf10, 256, 256, stream=stream0)
            del buf7
            buf11 = empty_strided_cuda((2, 1, 128, 64), (8192, 64, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_7, x1_1, x2_1, neg_1, cat_2, mul_8, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf8, buf3, buf11, 256, 64, stream=stream0)
            del buf8
            buf12 = empty_strided_cuda((2, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5.run(buf12, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_10, hidden_states_1, key, getitem_11, hidden_states_2, value, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:11
            buf13 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf10, reinterpret_tensor(buf11, (2, 4, 128, 64), (8192, 0, 64, 1), 0), reinterpret_tensor(buf9, (2, 4, 128, 64), (8192, 0, 64, 1), 0), buf12, True, scale=0.125)
            buf14 = buf13[0]
            assert_size_stride(buf14, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf14, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf15 = buf13[1]
            assert_size_stride(buf15, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf16 = buf13[6]
            assert_size_stride(buf16, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf17 = buf13[7]
            assert_size_stride(buf17, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf13
            buf18 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(reinterpret_tensor(buf14, (256, 256), (256, 1), 0), reinterpret_tensor(primals_9, (256, 256), (1, 256), 0), out=buf18)
            buf19 = reinterpret_tensor(buf18, (2, 128, 256), (32768, 256, 1), 0); del buf18  # reuse
            buf20 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf21 = reinterpret_tensor(buf20, (2, 128, 1), (128, 1, 1), 0); del buf20  # reuse
            buf22 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, hidden_states_3, float_4, pow_2, mean_1, add_8, rsqrt_1, output_2, float_5, add_9, output_3, hidden_states_4], Original ATen: [aten.mul, aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6:13
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6.run(buf19, buf21, buf0, primals_3, primals_10, buf22, 256, 256, stream=stream0)
            buf23 = empty_strided_cuda((256, 704), (704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_4, output_2, float_5, add_9, output_3, hidden_states_4, linear_4], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf22, (256, 256), (256, 1), 0), reinterpret_tensor(primals_11, (256, 704), (1, 256), 0), out=buf23)
            buf24 = empty_strided_cuda((256, 704), (704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_4, output_2, float_5, add_9, output_3, hidden_states_4, linear_4, linear_5], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf22, (256, 256), (256, 1), 0), reinterpret_tensor(primals_12, (256, 704), (1, 256), 0), out=buf24)
            buf25 = empty_strided_cuda((2, 128, 704), (90112, 704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, gelu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_gelu_mul_7:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_gelu_mul_7.run(buf23, buf24, buf25, 180224, stream=stream0)
            buf26 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, gelu, linear_5, mul_11, down_proj], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf25, (256, 704), (704, 1), 0), reinterpret_tensor(primals_13, (704, 256), (1, 704), 0), out=buf26)
            buf27 = reinterpret_tensor(buf26, (2, 128, 256), (32768, 256, 1), 0); del buf26  # reuse
            buf28 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf29 = reinterpret_tensor(buf28, (2, 128, 1), (128, 1, 1), 0); del buf28  # reuse
            buf30 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj, hidden_states_5, float_6, pow_3, mean_2, add_11, rsqrt_2, output_4, float_7, add_12, output_5, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:18
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf27, buf29, buf19, primals_14, buf30, 256, 256, stream=stream0)
            buf31 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_6, output_4, float_7, add_12, output_5, hidden_states_6, linear_7], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf30, (256, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 256), (1, 256), 0), out=buf31)
            buf32 = empty_strided_cuda((256, 64), (64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_6, output_4, float_7, add_12, output_5, hidden_states_6, linear_7, linear_8], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf30, (256, 256), (256, 1), 0), reinterpret_tensor(primals_16, (256, 64), (1, 256), 0), out=buf32)
            buf33 = empty_strided_cuda((256, 64), (64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_6, output_4, float_7, add_12, output_5, hidden_states_6, linear_7, linear_9], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf30, (256, 256), (256, 1), 0), reinterpret_tensor(primals_17, (256, 64), (1, 256), 0), out=buf33)
            buf34 = empty_strided_cuda((2, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_7, view_3, query_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf31, buf3, buf34, 256, 256, stream=stream0)
            del buf31
            buf35 = empty_strided_cuda((2, 1, 128, 64), (8192, 64, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_8, view_4, key_states_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf32, buf3, buf35, 256, 64, stream=stream0)
            del buf32
            # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_1, getitem_16, hidden_states_7, key_1, getitem_17, hidden_states_8, value_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:24
            buf36 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf34, reinterpret_tensor(buf35, (2, 4, 128, 64), (8192, 0, 64, 1), 0), reinterpret_tensor(buf33, (2, 4, 128, 64), (8192, 0, 64, 1), 0), buf12, True, scale=0.125)
            buf37 = buf36[0]
            assert_size_stride(buf37, (2, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf37, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf38 = buf36[1]
            assert_size_stride(buf38, (2, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf39 = buf36[6]
            assert_size_stride(buf39, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf40 = buf36[7]
            assert_size_stride(buf40, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf36
            buf41 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_8, reshape_5, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:25
            extern_kernels.mm(reinterpret_tensor(buf37, (256, 256), (256, 1), 0), reinterpret_tensor(primals_18, (256, 256), (1, 256), 0), out=buf41)
            buf42 = reinterpret_tensor(buf41, (2, 128, 256), (32768, 256, 1), 0); del buf41  # reuse
            buf43 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf44 = reinterpret_tensor(buf43, (2, 128, 1), (128, 1, 1), 0); del buf43  # reuse
            buf45 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_9, float_8, pow_4, mean_3, add_16, rsqrt_3, output_6, float_9, add_17, output_7, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:26
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf42, buf44, buf27, primals_19, buf45, 256, 256, stream=stream0)
            buf46 = empty_strided_cuda((256, 704), (704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_8, output_6, float_9, add_17, output_7, hidden_states_10, linear_11], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf45, (256, 256), (256, 1), 0), reinterpret_tensor(primals_20, (256, 704), (1, 256), 0), out=buf46)
            buf47 = empty_strided_cuda((256, 704), (704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_8, output_6, float_9, add_17, output_7, hidden_states_10, linear_11, linear_12], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf45, (256, 256), (256, 1), 0), reinterpret_tensor(primals_21, (256, 704), (1, 256), 0), out=buf47)
            buf48 = empty_strided_cuda((2, 128, 704), (90112, 704, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, gelu_1, linear_12, mul_20], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_gelu_mul_7:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_gelu_mul_7.run(buf46, buf47, buf48, 180224, stream=stream0)
            buf49 = empty_strided_cuda((256, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, gelu_1, linear_12, mul_20, down_proj_1], Original ATen: [aten._unsafe_view, aten.gelu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf48, (256, 704), (704, 1), 0), reinterpret_tensor(primals_22, (704, 256), (1, 704), 0), out=buf49)
            buf50 = reinterpret_tensor(buf49, (2, 128, 256), (32768, 256, 1), 0); del buf49  # reuse
            buf51 = empty_strided_cuda((2, 128, 1), (128, 1, 256), torch.float32)
            buf52 = reinterpret_tensor(buf51, (2, 128, 1), (128, 1, 1), 0); del buf51  # reuse
            buf53 = empty_strided_cuda((2, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_11, float_10, pow_5, mean_4, add_19, rsqrt_4, output_8, float_11, add_20, output_9, hidden_states_12], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:31
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf50, buf52, buf42, primals_23, buf53, 256, 256, stream=stream0)
            buf54 = empty_strided_cuda((256, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_10, output_8, float_11, add_20, output_9, hidden_states_12, logits], Original ATen: [aten._to_copy, aten.mul, aten.add, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf53, (256, 256), (256, 1), 0), reinterpret_tensor(primals_2, (256, 2048), (1, 256), 0), out=buf54)
            buf55 = empty_strided_cuda((2, 129), (129, 1), torch.int64)
            # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
            # [Provenance debug handles] triton_poi_fused_constant_pad_nd_9:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_9.run(primals_1, buf55, 258, stream=stream0)
            buf56 = empty_strided_cuda((256, 1), (1, 1), torch.float32)
            buf57 = empty_strided_cuda((256, 1), (1, 256), torch.float32)
            buf58 = reinterpret_tensor(buf57, (256, 1), (1, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10:34
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_10.run(buf58, buf54, buf56, 256, 2048, stream=stream0)
            buf61 = empty_strided_cuda((), (), torch.float32)
            buf60 = empty_strided_cuda((), (), torch.float32)
            buf62 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, getitem_19, shift_labels, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11:35
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_11.run(buf62, buf55, buf54, buf56, buf58, buf60, 1, 256, stream=stream0)
        return (reinterpret_tensor(buf9, (2, 1, 128, 64), (8192, 64, 64, 1), 0), buf11, reinterpret_tensor(buf33, (2, 1, 128, 64), (8192, 64, 64, 1), 0), buf35, buf62, reinterpret_tensor(buf54, (2, 128, 2048), (262144, 2048, 1), 0), primals_1, primals_2, primals_3, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, buf0, buf3, buf5, reinterpret_tensor(buf6, (256, 256), (256, 1), 0), reinterpret_tensor(buf9, (2, 1, 128, 64), (8192, 64, 64, 1), 0), buf10, buf11, buf12, buf14, buf15, buf16, buf17, buf19, buf21, reinterpret_tensor(buf22, (256, 256), (256, 1), 0), buf23, buf24, reinterpret_tensor(buf25, (256, 704), (704, 1), 0), buf27, buf29, reinterpret_tensor(buf30, (256, 256), (256, 1), 0), reinterpret_tensor(buf33, (2, 1, 128, 64), (8192, 64, 64, 1), 0), buf34, buf35, buf37, buf38, buf39, buf40, buf42, buf44, reinterpret_tensor(buf45, (256, 256), (256, 1), 0), buf46, buf47, reinterpret_tensor(buf48, (256, 704), (704, 1), 0), buf50, buf52, reinterpret_tensor(buf53, (256, 256), (256, 1), 0), reinterpret_tensor(buf54, (2, 128, 2048), (262144, 2048, 1), 0), buf55, buf56, buf58, buf60, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((), (), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((704, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((704, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, 704), (704, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((704, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((704, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, 704), (704, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
