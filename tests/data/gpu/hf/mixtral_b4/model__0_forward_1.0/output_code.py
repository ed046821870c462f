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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/rd/crdrbv3cyagp7oi6hsxdql6p6yl2pw6cd5yvslvcpxqteqnp5itt.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_4, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_3 => add_3
#   hidden_states => convert_element_type_4
#   hidden_states_1 => mul_2
#   hidden_states_2 => mul_3
#   inputs_embeds => embedding
#   pow_1 => pow_1
#   rsqrt => rsqrt
#   to_4 => convert_element_type_5
#   variance => mean
# Graph fragment:
#   %primals_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[2048, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf4 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf4]
#   %primals_4 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %rsqrt : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %embedding : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %convert_element_type_5), kwargs = {})
#   return %embedding,%buf4,%rsqrt,%mul_3
triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.triton('triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1049088}}
)
@triton.jit
def triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp18 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.full([1, 1], 2048, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 2048")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0).to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp7 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 256.0, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1, 1], 1e-05, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tmp19 = tmp7 * tmp17
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tmp18 * tmp20
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp6, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp17, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/7c/c7cxai7boels5yylenhjmfqeirwnq6aovzqa7za7fpql7clzdbhf.py
# Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
# Source node to ATen node mapping:
#   expand_1 => expand_1
#   getitem_4 => unsqueeze_7, unsqueeze_8
#   inv_freq_expanded => convert_element_type
# Graph fragment:
#   %primals_3 : Tensor "bf16[32][1]cuda:0" = PlaceHolder[target=primals_3]
#   %unsqueeze_7 : Tensor "bf16[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_3, 0), kwargs = {})
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/45/c45jdpqyvwbopdxxzrovqawgtqwgxltuujibo3l72wfs5crh3ktz.py
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/3k/c3k5tcxcxha5bzbi6fsg6m2aqiacxwjtbu2ark24kz7f3j4v43ca.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_1 => cat
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   linear => view_5
#   mul_4 => mul_4
#   mul_5 => mul_5
#   neg => neg
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view => view_6
#   x1 => slice_1
#   x2 => slice_2
# Graph fragment:
#   %mm : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %mm_default_2 : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default_2, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [4, 128, 256]), kwargs = {})
#   %view_6 : Tensor "bf16[4, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [4, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[4, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[4, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "bf16[4, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "bf16[4, 4, 128, 32][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[4, 4, 128, 32][16384, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "bf16[4, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_5 : Tensor "bf16[4, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[4, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   return %add_4
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 1310720}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
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
    tmp0 = tl.load(in_ptr0 + (x5 + 256*y4), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/dq/cdqxeyaq4us2odm7nb7nt47oxiyaul2ht7wbq5tlbjwwu3reibu3.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   k_embed => add_5
#   key_states => permute_4
#   linear_1 => view_8
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg_1 => neg_1
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view_1 => view_9
#   x1_1 => slice_3
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "bf16[512, 128][128, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default_2 : Tensor "f32[32, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %unsqueeze_default : Tensor "f32[1, 32, 128][4096, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default_2, 0), kwargs = {})
#   %permute : Tensor "f32[1, 128, 32][4096, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 128, 1, 32][4096, 1, 4096, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 128, 2, 32][4096, 1, 0, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 128, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 128, 2, 32][8192, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 128, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 128, 64][8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %view_8 : Tensor "bf16[4, 128, 128][16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [4, 128, 128]), kwargs = {})
#   %view_9 : Tensor "bf16[4, 128, 2, 64][16384, 128, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [4, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[4, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 128, 64][8192, 8192, 64, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_6 : Tensor "bf16[4, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "bf16[4, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "bf16[4, 2, 128, 32][16384, 64, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[4, 2, 128, 32][8192, 32, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "bf16[4, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "bf16[4, 2, 128, 64][16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "bf16[4, 2, 128, 64][16384, 64, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   return %add_5
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 16384, 'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 512
    xnumel = 128
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
    tmp0 = tl.load(in_ptr0 + (x5 + 128*y4), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
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
    tmp12 = tl.load(in_ptr0 + (32 + 64*x3 + 128*y4 + (x2)), tmp11 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*x3 + 128*y4 + ((-32) + x2)), tmp16 & xmask & ymask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tl.store(out_ptr0 + (x5 + 128*y4), tmp25, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/kw/ckwoqdvai3toaq72uelqt4mozbnvgnz3nszpisjhrm7gc3iiek6z.py
# Topologically Sorted Source Nodes: [getitem_10, hidden_states_3, key], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
# Source node to ATen node mapping:
#   getitem_10 => unsqueeze_13
#   hidden_states_3 => expand_5
#   key => clone_4
# Graph fragment:
#   %add_5 : Tensor "bf16[4, 2, 128, 64][16384, 64, 128, 1]cuda:0" = PlaceHolder[target=add_5]
#   %unsqueeze_13 : Tensor "bf16[4, 2, 1, 128, 64][16384, 64, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_5, 2), kwargs = {})
#   %expand_5 : Tensor "bf16[4, 2, 2, 128, 64][16384, 64, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_13, [4, 2, 2, 128, 64]), kwargs = {})
#   %clone_4 : Tensor "bf16[4, 2, 2, 128, 64][32768, 16384, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_expand_unsqueeze_5 = async_compile.triton('triton_poi_fused_clone_expand_unsqueeze_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_expand_unsqueeze_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 655360}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_expand_unsqueeze_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x3 = ((xindex // 16384) % 2)
    x4 = xindex // 32768
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x3 + 128*x1 + 16384*x4), None, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x5), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/2w/c2wf7t23skbrnq7tmvagolyjqpvttrkwdve2mr6nirm2onlobhuq.py
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
#   %expand : Tensor "b8[4, 1, 128, 128][0, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [4, -1, 128, 128]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[4, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/6u/c6ub3afhptiigh7jpod5xj2eel3wvpn6rppksfkmnl22dszflj37.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, to_6, hidden_states_8], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_7 => add_7
#   attn_output_3 => view_17
#   hidden_states_5 => add_6
#   hidden_states_6 => convert_element_type_14
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   to_6 => convert_element_type_15
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf21 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf21]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %rsqrt_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_17 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_14, 2), kwargs = {})
#   %mean_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_7 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_8 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %rsqrt_1), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   %mul_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %convert_element_type_15), kwargs = {})
#   return %buf21,%rsqrt_1,%mul_9
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1049088}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp14 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/6h/c6henufr5s5oyw3em2guisieyfsmkxa2vjgfur2rhenn4bns7ksr.py
# Topologically Sorted Source Nodes: [float_2, , router_probs], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default_2, prepare_softmax_online_default_2, sub_tensor_2
#   float_2 => convert_element_type_18
#   router_probs => div
# Graph fragment:
#   %mm_4 : Tensor "bf16[512, 4][4, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %convert_element_type_18 : Tensor "f32[512, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_4, torch.float32), kwargs = {})
#   %prepare_softmax_online_default_2 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_18, -1), kwargs = {})
#   %sub_tensor_2 : Tensor "f32[512, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_18, %getitem_34), kwargs = {})
#   %exp_default_2 : Tensor "f32[512, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_2,), kwargs = {})
#   %div : Tensor "f32[512, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_2, %getitem_35), kwargs = {})
#   return %div
triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8 = async_compile.triton('triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp7 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp10 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = triton_helpers.maximum(tmp3, tmp5)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = triton_helpers.maximum(tmp6, tmp8)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = triton_helpers.maximum(tmp9, tmp11)
    tmp13 = tmp1 - tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tmp3 - tmp12
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp5 - tmp12
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tmp16 + tmp18
    tmp20 = tmp8 - tmp12
    tmp21 = libdevice.exp(tmp20)
    tmp22 = tmp19 + tmp21
    tmp23 = tmp11 - tmp12
    tmp24 = libdevice.exp(tmp23)
    tmp25 = tmp22 + tmp24
    tmp26 = (tmp14 / tmp25)
    tl.store(out_ptr0 + (x2), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/hk/chk52ytxfohpkc7spvc5baa7lrjvyntjti7w75bj7j352xdwzag6.py
# Topologically Sorted Source Nodes: [floordiv, arange_5, setitem], Original ATen: [aten.floor_divide, aten.arange, aten.index_put]
# Source node to ATen node mapping:
#   arange_5 => iota_5
#   floordiv => div_2
#   setitem => index_put
# Graph fragment:
#   %getitem_12 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=getitem_12]
#   %index_put : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=index_put]
#   %div_2 : Tensor "i64[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor_mode](args = (%getitem_12, 2), kwargs = {rounding_mode: floor})
#   %iota_5 : Tensor "i64[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.iota.default](args = (1024,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %index_put : Tensor "i64[1024][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.index_put_.default](args = (%empty, [%getitem_12], %iota_5), kwargs = {})
#   return %div_2,%buf45
triton_poi_fused_arange_floor_divide_index_put_9 = async_compile.triton('triton_poi_fused_arange_floor_divide_index_put_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_arange_floor_divide_index_put_9', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_arange_floor_divide_index_put_9(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 2, tl.int64)
    tmp2 = tl.where((tmp0 < 0) != (tmp1 < 0), tl.where(tmp0 % tmp1 != 0, tmp0 // tmp1 - 1, tmp0 // tmp1), tmp0 // tmp1)
    tmp3 = tl.full([XBLOCK], 1024, tl.int32)
    tmp4 = tmp0 + tmp3
    tmp5 = tmp0 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp0)
    tl.device_assert(((0 <= tmp6) & (tmp6 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp6 < 1024")
    tmp8 = x0
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (tl.broadcast_to(tmp6, [XBLOCK])), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/pw/cpwct5clytvniefybblfapbdvm7rqozs6kst6avovr2wera57uy2.py
# Topologically Sorted Source Nodes: [histc_input, ge], Original ATen: [aten._to_copy, aten.ge]
# Source node to ATen node mapping:
#   ge => ge
#   histc_input => convert_element_type_19
# Graph fragment:
#   %getitem_11 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=getitem_11]
#   %convert_element_type_19 : Tensor "i32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_11, torch.int32), kwargs = {})
#   %ge : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_11, 4), kwargs = {})
#   return %convert_element_type_19,%ge
triton_poi_fused__to_copy_ge_10 = async_compile.triton('triton_poi_fused__to_copy_ge_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i32', 'out_ptr1': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_ge_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_ge_10(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.int32)
    tmp2 = tl.full([1], 4, tl.int64)
    tmp3 = tmp0 >= tmp2
    tl.store(out_ptr0 + (x0), tmp1, xmask)
    tl.store(out_ptr1 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/zo/czolkaylasiubzczq2xzgrekdkeowsvgenroolwngdrybeikh76u.py
# Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
# Source node to ATen node mapping:
#   offsets => cumsum
# Graph fragment:
#   %histc : Tensor "i32[4][1]cuda:0" = PlaceHolder[target=histc]
#   %cumsum : Tensor "i32[4][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.cumsum.default](args = (%histc, 0), kwargs = {dtype: torch.int32})
#   return %cumsum
triton_per_fused_cumsum_11 = async_compile.triton('triton_per_fused_cumsum_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*i32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_cumsum_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 24}}
)
@triton.jit
def triton_per_fused_cumsum_11(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 4
    R0_BLOCK: tl.constexpr = 4
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
    tmp0 = tl.load(in_out_ptr0 + (r0_0), None)
    tmp1 = tmp0.to(tl.int32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp3, = tl.associative_scan((tmp2,), 1, _triton_helper_fn_add0)
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/sw/cswvrlif7rp6zwf3o2pq5gwhh2evviex65dhsi72qzpeuuxzallp.py
# Topologically Sorted Source Nodes: [attn_output, attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, hidden_states_9, selected_hidden_states_g, ge, sentinel_mask, masked_fill_], Original ATen: [aten.scalar_tensor, aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.view, aten.index, aten.ge, aten.unsqueeze, aten.masked_fill]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   attn_output_3 => view_17
#   ge => ge
#   hidden_states_5 => add_6
#   hidden_states_6 => convert_element_type_14
#   hidden_states_7 => mul_8
#   hidden_states_8 => mul_9
#   hidden_states_9 => view_18
#   masked_fill_ => where_1
#   selected_hidden_states_g => index
#   sentinel_mask => unsqueeze_15
#   to_6 => convert_element_type_15
# Graph fragment:
#   %ge : Tensor "b8[1024][1]cuda:0" = PlaceHolder[target=ge]
#   %div_2 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=div_2]
#   %mul_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_17 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %mul_8 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %rsqrt_1), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_8, torch.bfloat16), kwargs = {})
#   %mul_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %convert_element_type_15), kwargs = {})
#   %view_18 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [-1, 256]), kwargs = {})
#   %index : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_18, [%div_2]), kwargs = {})
#   %ge : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_11, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_1 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_1, %index), kwargs = {})
#   return %where_1
triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*i64', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 9216, 'x': 1048576}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1024
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (y0), None, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 512, tl.int32)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp1 < 0
    tmp5 = tl.where(tmp4, tmp3, tmp1)
    tl.device_assert((0 <= tmp5) & (tmp5 < 512), "index out of bounds: 0 <= tmp5 < 512")
    tmp7 = tl.load(in_ptr2 + (x1 + 256*tmp5), xmask).to(tl.float32)
    tmp8 = tl.full([1, 1], 0.0, tl.float32)
    tmp9 = tl.where(tmp0, tmp8, tmp7)
    tl.store(out_ptr0 + (x1 + 256*y0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/bq/cbqnifjdijftnyyjy6ufel766ojderkno37q342vyelxs35sqzaw.py
# Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   ge => ge
#   proj_out => where_2
#   sentinel_mask => unsqueeze_15
# Graph fragment:
#   %ge : Tensor "b8[1024][1]cuda:0" = PlaceHolder[target=ge]
#   %_grouped_mm : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=_grouped_mm]
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %ge : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_11, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_1, %_grouped_mm), kwargs = {})
#   return %where_2
triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13 = async_compile.triton('triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 1024
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.full([1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp2, tmp1)
    tl.store(in_out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/en/cenqtqhi62yuhy5nbark3lflehz2dxbfuxod3ppssgb3devqg6r4.py
# Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out, chunk, silu, proj_out_1], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill, aten.split, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   chunk => split
#   ge => ge
#   proj_out => where_2
#   proj_out_1 => mul_10
#   sentinel_mask => unsqueeze_15
#   silu => add_8, convert_element_type_20, convert_element_type_21, div_3, exp_1, neg_2
# Graph fragment:
#   %where_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=where_2]
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %ge : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_11, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_1, %_grouped_mm), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%where_2, 512, -1), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_13, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_20,), kwargs = {})
#   %exp_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_8 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_3 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_20, %add_8), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_3, torch.bfloat16), kwargs = {})
#   %mul_10 : Tensor "bf16[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_21, %getitem_14), kwargs = {})
#   return %mul_10
triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14 = async_compile.triton('triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4194304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*x1), None).to(tl.float32)
    tmp8 = tl.load(in_ptr0 + (512 + x0 + 1024*x1), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(out_ptr0 + (x2), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/fy/cfydl7h4s3t3p27e4dpq7njblayre7uvqrbt3wa3rwlzxxrqsqy6.py
# Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out_2], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
# Source node to ATen node mapping:
#   attn_output => full_default_1
#   ge => ge
#   proj_out_2 => where_3
#   sentinel_mask => unsqueeze_15
# Graph fragment:
#   %ge : Tensor "b8[1024][1]cuda:0" = PlaceHolder[target=ge]
#   %_grouped_mm_1 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=_grouped_mm_1]
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=7] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %ge : Tensor "b8[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%getitem_11, 4), kwargs = {})
#   %unsqueeze_15 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%ge, -1), kwargs = {})
#   %where_3 : Tensor "bf16[1024, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%unsqueeze_15, %full_default_1, %_grouped_mm_1), kwargs = {})
#   return %where_3
triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15 = async_compile.triton('triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1572864}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last').to(tl.int1)
    tmp1 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.full([1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp2, tmp1)
    tl.store(in_out_ptr0 + (x2), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/vf/cvfwzmvy5hste3fthxmliboekjrkscxrageca73qd3x6rzstr4ll.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, sum_1, router_top_value_1, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_4, final_hidden_states, hidden_states_11, hidden_states_12, hidden_states_13, hidden_states_14, pow_3, variance_2, add_9, rsqrt_2, hidden_states_15, to_11, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.sum, aten.div, aten.view, aten.index, aten.unsqueeze, aten.mul, aten._to_copy, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_9 => add_10
#   attn_output_3 => view_17
#   final_hidden_states => sum_3
#   hidden_states_11 => convert_element_type_22
#   hidden_states_12 => view_24
#   hidden_states_13 => add_9
#   hidden_states_14 => convert_element_type_23
#   hidden_states_15 => mul_12
#   hidden_states_16 => mul_13
#   hidden_states_5 => add_6
#   pow_3 => pow_3
#   router_top_value_1 => div_1
#   rsqrt_2 => rsqrt_2
#   sample_weights_g => index_1, view_22
#   sum_1 => sum_2
#   to_11 => convert_element_type_24
#   unsqueeze_4 => unsqueeze_16
#   variance_2 => mean_2
#   view_4 => view_23
#   weighted_out => mul_11
#   weighted_out_1 => index_2
# Graph fragment:
#   %buf45 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=buf45]
#   %where_3 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=where_3]
#   %getitem_12 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=getitem_12]
#   %getitem_9 : Tensor "f32[512, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %embedding : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %sum_3 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %add_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %buf48 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf48]
#   %primals_13 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %rsqrt_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_17 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [4, 128, 256]), kwargs = {})
#   %add_6 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_17), kwargs = {})
#   %sum_2 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_9, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[512, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_9, %sum_2), kwargs = {})
#   %view_22 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_1, [-1]), kwargs = {})
#   %index_1 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_22, [%getitem_12]), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_1, -1), kwargs = {})
#   %mul_11 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_3, %unsqueeze_16), kwargs = {})
#   %index_2 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_11, [%index_put]), kwargs = {})
#   %view_23 : Tensor "f32[512, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_2, [512, 2, 256]), kwargs = {})
#   %sum_3 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_23, [1]), kwargs = {})
#   %convert_element_type_22 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_3, torch.bfloat16), kwargs = {})
#   %view_24 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_22, [4, 128, 256]), kwargs = {})
#   %add_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_24), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.float32), kwargs = {})
#   %pow_3 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_23, 2), kwargs = {})
#   %mean_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_10 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %mul_12 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_23, %rsqrt_2), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_12, torch.bfloat16), kwargs = {})
#   %mul_13 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, %convert_element_type_24), kwargs = {})
#   return %sum_3,%add_9,%buf48,%rsqrt_2,%mul_13
triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16 = async_compile.triton('triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1573376}}
)
@triton.jit
def triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp38 = tl.load(in_ptr4 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp39 = tl.load(in_ptr5 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 1024, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1024")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.load(in_ptr2 + (tmp4), xmask, eviction_policy='evict_last')
        tmp9 = tmp8 + tmp1
        tmp10 = tmp8 < 0
        tmp11 = tl.where(tmp10, tmp9, tmp8)
        tl.device_assert(((0 <= tmp11) & (tmp11 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 1024")
        tmp13 = tl.load(in_ptr3 + ((tmp11 % 1024)), xmask, eviction_policy='evict_last')
        tmp14 = tl.load(in_ptr3 + (2*(((tmp11 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp15 = tl.load(in_ptr3 + (1 + 2*(((tmp11 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp16 = tmp14 + tmp15
        tmp17 = (tmp13 / tmp16)
        tmp18 = tmp7 * tmp17
        tmp20 = tmp19 + tmp1
        tmp21 = tmp19 < 0
        tmp22 = tl.where(tmp21, tmp20, tmp19)
        tl.device_assert(((0 <= tmp22) & (tmp22 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp22 < 1024")
        tmp24 = tl.load(in_ptr1 + (r0_1 + 256*tmp22), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tl.load(in_ptr2 + (tmp22), xmask, eviction_policy='evict_last')
        tmp27 = tmp26 + tmp1
        tmp28 = tmp26 < 0
        tmp29 = tl.where(tmp28, tmp27, tmp26)
        tl.device_assert(((0 <= tmp29) & (tmp29 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp29 < 1024")
        tmp31 = tl.load(in_ptr3 + ((tmp29 % 1024)), xmask, eviction_policy='evict_last')
        tmp32 = tl.load(in_ptr3 + (2*(((tmp29 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp33 = tl.load(in_ptr3 + (1 + 2*(((tmp29 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp34 = tmp32 + tmp33
        tmp35 = (tmp31 / tmp34)
        tmp36 = tmp25 * tmp35
        tmp37 = tmp18 + tmp36
        tmp40 = tmp38 + tmp39
        tmp41 = tmp37.to(tl.float32)
        tmp42 = tmp40 + tmp41
        tmp43 = tmp42.to(tl.float32)
        tmp44 = tmp43 * tmp43
        tmp45 = tl.broadcast_to(tmp44, [XBLOCK, R0_BLOCK])
        tmp47 = _tmp46 + tmp45
        _tmp46 = tl.where(r0_mask & xmask, tmp47, _tmp46)
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp42, r0_mask & xmask)
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tmp48 = tl.full([1, 1], 256.0, tl.float32)
    tmp49 = (tmp46 / tmp48)
    tmp50 = tl.full([1, 1], 1e-05, tl.float32)
    tmp51 = tmp49 + tmp50
    tmp52 = libdevice.rsqrt(tmp51)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp52, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp53 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp54 = tl.load(out_ptr1 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp55 = tmp54.to(tl.float32)
        tmp56 = tmp55 * tmp52
        tmp57 = tmp56.to(tl.float32)
        tmp58 = tmp53 * tmp57
        tl.store(out_ptr2 + (r0_1 + 256*x0), tmp58, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/52/c525pqh7j53n2yycx2h6zhbmch2z7pmkxoalxgc7o3xf4ifjgy74.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_19, hidden_states_20, pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, to_13, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_13 => add_14
#   attn_output_7 => view_38
#   hidden_states_19 => add_13
#   hidden_states_20 => convert_element_type_33
#   hidden_states_21 => mul_18
#   hidden_states_22 => mul_19
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   to_13 => convert_element_type_34
#   variance_3 => mean_3
# Graph fragment:
#   %add_9 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %mm_8 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_8]
#   %add_13 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %buf65 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf65]
#   %primals_18 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_18]
#   %rsqrt_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_38 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_8, [4, 128, 256]), kwargs = {})
#   %add_13 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_9, %view_38), kwargs = {})
#   %convert_element_type_33 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_33, 2), kwargs = {})
#   %mean_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_14 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_18 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_33, %rsqrt_3), kwargs = {})
#   %convert_element_type_34 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_18, torch.bfloat16), kwargs = {})
#   %mul_19 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_18, %convert_element_type_34), kwargs = {})
#   return %add_13,%buf65,%rsqrt_3,%mul_19
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1573376}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp14 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 256.0, tl.float32)
    tmp10 = (tmp8 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp2, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/zd/czdim5v255ug2ux43v56f5f3o4vpanlkx3asaehhn46wmvkystig.py
# Topologically Sorted Source Nodes: [sum_3, router_top_value_3, sample_weights_g_1, unsqueeze_8, weighted_out_2, weighted_out_3, view_9, final_hidden_states_1, hidden_states_25, hidden_states_26, hidden_states_27, hidden_states_28, pow_5, variance_4, add_15, rsqrt_4, hidden_states_29, to_18, hidden_states_30], Original ATen: [aten.sum, aten.div, aten.view, aten.index, aten.unsqueeze, aten.mul, aten._to_copy, aten.add, aten.pow, aten.mean, aten.rsqrt]
# Source node to ATen node mapping:
#   add_15 => add_17
#   final_hidden_states_1 => sum_6
#   hidden_states_25 => convert_element_type_41
#   hidden_states_26 => view_45
#   hidden_states_27 => add_16
#   hidden_states_28 => convert_element_type_42
#   hidden_states_29 => mul_22
#   hidden_states_30 => mul_23
#   pow_5 => pow_5
#   router_top_value_3 => div_5
#   rsqrt_4 => rsqrt_4
#   sample_weights_g_1 => index_4, view_43
#   sum_3 => sum_5
#   to_18 => convert_element_type_43
#   unsqueeze_8 => unsqueeze_22
#   variance_4 => mean_4
#   view_9 => view_44
#   weighted_out_2 => mul_21
#   weighted_out_3 => index_5
# Graph fragment:
#   %buf89 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=buf89]
#   %where_7 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=where_7]
#   %getitem_27 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=getitem_27]
#   %getitem_24 : Tensor "f32[512, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_24]
#   %add_13 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %sum_6 : Tensor "f32[512, 256][256, 1]cuda:0" = PlaceHolder[target=sum_6]
#   %add_16 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_16]
#   %buf92 : Tensor "f32[4, 128, 1][128, 1, 512]cuda:0" = PlaceHolder[target=buf92]
#   %primals_22 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %rsqrt_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %sum_5 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_24, [-1], True), kwargs = {})
#   %div_5 : Tensor "f32[512, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_24, %sum_5), kwargs = {})
#   %view_43 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%div_5, [-1]), kwargs = {})
#   %index_4 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%view_43, [%getitem_27]), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_4, -1), kwargs = {})
#   %mul_21 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_7, %unsqueeze_22), kwargs = {})
#   %index_5 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%mul_21, [%index_put_1]), kwargs = {})
#   %view_44 : Tensor "f32[512, 2, 256][512, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%index_5, [512, 2, 256]), kwargs = {})
#   %sum_6 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_44, [1]), kwargs = {})
#   %convert_element_type_41 : Tensor "bf16[512, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.bfloat16), kwargs = {})
#   %view_45 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_41, [4, 128, 256]), kwargs = {})
#   %add_16 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_45), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.float32), kwargs = {})
#   %pow_5 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_42, 2), kwargs = {})
#   %mean_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_5, [-1], True), kwargs = {})
#   %add_17 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_4, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[4, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_17,), kwargs = {})
#   %mul_22 : Tensor "f32[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_42, %rsqrt_4), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_22, torch.bfloat16), kwargs = {})
#   %mul_23 : Tensor "bf16[4, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_22, %convert_element_type_43), kwargs = {})
#   return %sum_6,%add_16,%buf92,%rsqrt_4,%mul_23
triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18 = async_compile.triton('triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1311232}}
)
@triton.jit
def triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (2*x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr0 + (1 + 2*x0), xmask, eviction_policy='evict_last')
    _tmp44 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp38 = tl.load(in_ptr4 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 1024, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1024")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.load(in_ptr2 + (tmp4), xmask, eviction_policy='evict_last')
        tmp9 = tmp8 + tmp1
        tmp10 = tmp8 < 0
        tmp11 = tl.where(tmp10, tmp9, tmp8)
        tl.device_assert(((0 <= tmp11) & (tmp11 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 1024")
        tmp13 = tl.load(in_ptr3 + ((tmp11 % 1024)), xmask, eviction_policy='evict_last')
        tmp14 = tl.load(in_ptr3 + (2*(((tmp11 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp15 = tl.load(in_ptr3 + (1 + 2*(((tmp11 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp16 = tmp14 + tmp15
        tmp17 = (tmp13 / tmp16)
        tmp18 = tmp7 * tmp17
        tmp20 = tmp19 + tmp1
        tmp21 = tmp19 < 0
        tmp22 = tl.where(tmp21, tmp20, tmp19)
        tl.device_assert(((0 <= tmp22) & (tmp22 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp22 < 1024")
        tmp24 = tl.load(in_ptr1 + (r0_1 + 256*tmp22), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp25 = tmp24.to(tl.float32)
        tmp26 = tl.load(in_ptr2 + (tmp22), xmask, eviction_policy='evict_last')
        tmp27 = tmp26 + tmp1
        tmp28 = tmp26 < 0
        tmp29 = tl.where(tmp28, tmp27, tmp26)
        tl.device_assert(((0 <= tmp29) & (tmp29 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp29 < 1024")
        tmp31 = tl.load(in_ptr3 + ((tmp29 % 1024)), xmask, eviction_policy='evict_last')
        tmp32 = tl.load(in_ptr3 + (2*(((tmp29 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp33 = tl.load(in_ptr3 + (1 + 2*(((tmp29 // 2) % 512))), xmask, eviction_policy='evict_last')
        tmp34 = tmp32 + tmp33
        tmp35 = (tmp31 / tmp34)
        tmp36 = tmp25 * tmp35
        tmp37 = tmp18 + tmp36
        tmp39 = tmp37.to(tl.float32)
        tmp40 = tmp38 + tmp39
        tmp41 = tmp40.to(tl.float32)
        tmp42 = tmp41 * tmp41
        tmp43 = tl.broadcast_to(tmp42, [XBLOCK, R0_BLOCK])
        tmp45 = _tmp44 + tmp43
        _tmp44 = tl.where(r0_mask & xmask, tmp45, _tmp44)
        tl.store(out_ptr1 + (r0_1 + 256*x0), tmp40, r0_mask & xmask)
    tmp44 = tl.sum(_tmp44, 1)[:, None]
    tmp46 = tl.full([1, 1], 256.0, tl.float32)
    tmp47 = (tmp44 / tmp46)
    tmp48 = tl.full([1, 1], 1e-05, tl.float32)
    tmp49 = tmp47 + tmp48
    tmp50 = libdevice.rsqrt(tmp49)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp50, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp51 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp52 = tl.load(out_ptr1 + (r0_1 + 256*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp53 = tmp52.to(tl.float32)
        tmp54 = tmp53 * tmp50
        tmp55 = tmp54.to(tl.float32)
        tmp56 = tmp51 * tmp55
        tl.store(out_ptr2 + (r0_1 + 256*x0), tmp56, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/kp/ckpfmy3zuj6n6xsevvhgvxjmhcq7kehpyt7ctddndntqxeacqn5f.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_1 : Tensor "i64[4, 128][128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %constant_pad_nd : Tensor "i64[4, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_1, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_19 = async_compile.triton('triton_poi_fused_constant_pad_nd_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12352}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 516
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/sp/csp733fsy7z4k6aqwkv6ilxd35rk76pr67ra5k62yrrxaphozvla.py
# Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   logits => view_47
#   logits_1 => convert_element_type_46
#   logits_2 => view_48
#   loss => log
# Graph fragment:
#   %mm_10 : Tensor "bf16[512, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %getitem_31 : Tensor "f32[512, 1][1, 512]cuda:0" = PlaceHolder[target=getitem_31]
#   %view_47 : Tensor "bf16[4, 128, 2048][262144, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 128, 2048]), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[4, 128, 2048][262144, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_47, torch.float32), kwargs = {})
#   %view_48 : Tensor "f32[512, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_46, [-1, 2048]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_48, 1), kwargs = {})
#   %log : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_31,), kwargs = {})
#   return %getitem_30,%getitem_31,%log
triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20 = async_compile.triton('triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 2048},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2097152}}
)
@triton.jit
def triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
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


# kernel path: /tmp/gdC/scratch/hf/mixtral_b4/inductor/tmpb92_s461/n7/cn7qwtjsymls3ussefriem74snsm7xa6jo3flekwioqzsfyy7nq5.py
# Topologically Sorted Source Nodes: [logits, logits_1, getitem_45, shift_labels, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   getitem_45 => slice_9
#   logits => view_47
#   logits_1 => convert_element_type_46
#   logits_2 => view_48
#   loss => convert_element_type_47, div_8, full_default_10, full_default_11, gather, ne, neg_6, squeeze, sub_3, sum_8, sum_9, unsqueeze_23, where_8, where_9
#   shift_labels => clone_12
#   shift_labels_1 => view_49
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[4, 129][129, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %mm_10 : Tensor "bf16[512, 2048][2048, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %getitem_30 : Tensor "f32[512, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_30]
#   %log : Tensor "f32[512, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_8 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_8]
#   %sum_9 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_9]
#   %convert_element_type_47 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_47]
#   %view_47 : Tensor "bf16[4, 128, 2048][262144, 2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [4, 128, 2048]), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[4, 128, 2048][262144, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_47, torch.float32), kwargs = {})
#   %slice_9 : Tensor "i64[4, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %clone_12 : Tensor "i64[4, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%slice_9,), kwargs = {memory_format: torch.contiguous_format})
#   %view_48 : Tensor "f32[512, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_46, [-1, 2048]), kwargs = {})
#   %view_49 : Tensor "i64[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_12, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[512, 2048][2048, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_48, %getitem_30), kwargs = {})
#   %sub_3 : Tensor "f32[512, 2048][2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_49, -100), kwargs = {})
#   %full_default_10 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_8 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_49, %full_default_10), kwargs = {})
#   %unsqueeze_23 : Tensor "i64[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_8, 1), kwargs = {})
#   %gather : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_3, 1, %unsqueeze_23), kwargs = {})
#   %squeeze : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_6 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %full_default_11 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_9 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_6, %full_default_11), kwargs = {})
#   %sum_8 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_47 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_8, torch.float32), kwargs = {})
#   %sum_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_9,), kwargs = {})
#   %div_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_9, %convert_element_type_47), kwargs = {})
#   return %sum_8,%sum_9,%convert_element_type_47,%div_8
triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21 = async_compile.triton('triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 8192}}
)
@triton.jit
def triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
        assert_size_stride(primals_1, (4, 128), (128, 1))
        assert_size_stride(primals_2, (2048, 256), (256, 1))
        assert_size_stride(primals_3, (32, ), (1, ))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (128, 256), (256, 1))
        assert_size_stride(primals_7, (128, 256), (256, 1))
        assert_size_stride(primals_8, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (4, 256), (256, 1))
        assert_size_stride(primals_11, (4, 1024, 256), (262144, 256, 1))
        assert_size_stride(primals_12, (4, 256, 512), (131072, 512, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (256, 256), (256, 1))
        assert_size_stride(primals_15, (128, 256), (256, 1))
        assert_size_stride(primals_16, (128, 256), (256, 1))
        assert_size_stride(primals_17, (256, 256), (256, 1))
        assert_size_stride(primals_18, (256, ), (1, ))
        assert_size_stride(primals_19, (4, 256), (256, 1))
        assert_size_stride(primals_20, (4, 1024, 256), (262144, 256, 1))
        assert_size_stride(primals_21, (4, 256, 512), (131072, 512, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (2048, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            buf4 = empty_strided_cuda((4, 128, 1), (128, 1, 512), torch.float32)
            buf5 = reinterpret_tensor(buf4, (4, 128, 1), (128, 1, 1), 0); del buf4  # reuse
            buf6 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, pow_1, variance, add_3, rsqrt, hidden_states_1, to_4, hidden_states_2], Original ATen: [aten.embedding, aten._to_copy, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_embedding_mean_mul_pow_rsqrt_0.run(buf5, primals_1, primals_2, primals_4, buf0, buf6, 512, 256, stream=stream0)
            del primals_2
            buf1 = empty_strided_cuda((1, 32, 1), (32, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [getitem_4, expand_1, inv_freq_expanded], Original ATen: [aten.unsqueeze, aten.expand, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_expand_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_expand_unsqueeze_1.run(primals_3, buf1, 32, stream=stream0)
            del primals_3
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
            buf7 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_5, (256, 256), (1, 256), 0), out=buf7)
            buf8 = empty_strided_cuda((512, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_1], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_6, (256, 128), (1, 256), 0), out=buf8)
            buf9 = empty_strided_cuda((512, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_2], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 128), (1, 256), 0), out=buf9)
            buf10 = empty_strided_cuda((4, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf7, buf3, buf10, 512, 256, stream=stream0)
            del buf7
            buf11 = empty_strided_cuda((4, 2, 128, 64), (16384, 64, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear_1, view_1, key_states, cos_3, sin_3, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf8, buf3, buf11, 512, 128, stream=stream0)
            del buf8
            buf12 = empty_strided_cuda((4, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_10, hidden_states_3, key], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_5.run(buf11, buf12, 131072, stream=stream0)
            buf13 = empty_strided_cuda((4, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_11, hidden_states_4, value], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_5:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_5.run(buf9, buf13, 131072, stream=stream0)
            buf14 = empty_strided_cuda((4, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_6.run(buf14, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_2, view_2, value_states, getitem_10, hidden_states_3, key, getitem_11, hidden_states_4, value, attn_output], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:13
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf10, reinterpret_tensor(buf12, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf13, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, True, scale=0.125)
            buf16 = buf15[0]
            assert_size_stride(buf16, (4, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (4, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf18 = buf15[6]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf19 = buf15[7]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf15
            buf20 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_4, reshape_2, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf16, (512, 256), (256, 1), 0), reinterpret_tensor(primals_8, (256, 256), (1, 256), 0), out=buf20)
            buf21 = empty_strided_cuda((4, 128, 1), (128, 1, 512), torch.float32)
            buf22 = reinterpret_tensor(buf21, (4, 128, 1), (128, 1, 1), 0); del buf21  # reuse
            buf23 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, pow_2, variance_1, add_7, rsqrt_1, hidden_states_7, to_6, hidden_states_8], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7:15
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_7.run(buf22, buf0, buf20, primals_9, buf23, 512, 256, stream=stream0)
            buf24 = empty_strided_cuda((512, 4), (4, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, hidden_states_9, router_logits], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf23, (512, 256), (256, 1), 0), reinterpret_tensor(primals_10, (256, 4), (1, 256), 0), out=buf24)
            buf25 = empty_strided_cuda((512, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [float_2, , router_probs], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8.run(buf24, buf25, 2048, stream=stream0)
            # Topologically Sorted Source Nodes: [float_2, , router_probs, topk], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:18
            buf26 = torch.ops.aten.topk.default(buf25, 2)
            del buf25
            buf27 = buf26[0]
            assert_size_stride(buf27, (512, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf27, 16, 'torch.ops.aten.topk.default')
            buf28 = buf26[1]
            assert_size_stride(buf28, (512, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.topk.default')
            del buf26
            # Topologically Sorted Source Nodes: [expert_ids, sort], Original ATen: [aten.view, aten.sort]
            # [Provenance debug handles] torch.ops.aten.sort.stable:19
            buf29 = torch.ops.aten.sort.stable(reinterpret_tensor(buf28, (1024, ), (1, ), 0), stable=False, dim=0, descending=False)
            buf30 = buf29[0]
            assert_size_stride(buf30, (1024, ), (1, ), 'torch.ops.aten.sort.default')
            assert_alignment(buf30, 16, 'torch.ops.aten.sort.default')
            buf31 = buf29[1]
            assert_size_stride(buf31, (1024, ), (1, ), 'torch.ops.aten.sort.default')
            assert_alignment(buf31, 16, 'torch.ops.aten.sort.default')
            del buf29
            buf44 = empty_strided_cuda((1024, ), (1, ), torch.int64)
            buf32 = empty_strided_cuda((1024, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [floordiv, arange_5, setitem], Original ATen: [aten.floor_divide, aten.arange, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_arange_floor_divide_index_put_9:20
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_floor_divide_index_put_9.run(buf31, buf32, buf44, 1024, stream=stream0)
            buf33 = empty_strided_cuda((1024, ), (1, ), torch.int32)
            buf37 = empty_strided_cuda((1024, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [histc_input, ge], Original ATen: [aten._to_copy, aten.ge]
            # [Provenance debug handles] triton_poi_fused__to_copy_ge_10:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_ge_10.run(buf30, buf33, buf37, 1024, stream=stream0)
            del buf30
            # Topologically Sorted Source Nodes: [histc_input, tokens_per_expert], Original ATen: [aten._to_copy, aten.histc]
            # [Provenance debug handles] torch.ops.aten.histc.default:22
            buf34 = torch.ops.aten.histc.default(buf33, 4, 0, 3)
            del buf33
            buf35 = buf34
            assert_size_stride(buf35, (4, ), (1, ), 'torch.ops.aten.histc.default')
            assert_alignment(buf35, 16, 'torch.ops.aten.histc.default')
            del buf34
            buf36 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [offsets], Original ATen: [aten.cumsum]
            # [Provenance debug handles] triton_per_fused_cumsum_11:23
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_11.run(buf36, 1, 4, stream=stream0)
            buf38 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, attn_output_3, hidden_states_5, hidden_states_6, hidden_states_7, to_6, hidden_states_8, hidden_states_9, selected_hidden_states_g, ge, sentinel_mask, masked_fill_], Original ATen: [aten.scalar_tensor, aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.view, aten.index, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12.run(buf37, buf32, buf23, buf38, 1024, 256, stream=stream0)
            # Topologically Sorted Source Nodes: [transpose_5, out], Original ATen: [aten.transpose, aten._grouped_mm]
            # [Provenance debug handles] extern_kernels._grouped_mm:25
            buf39 = extern_kernels._grouped_mm(buf38, reinterpret_tensor(primals_11, (4, 256, 1024), (262144, 1, 256), 0), buf36, out_dtype=None)
            assert_size_stride(buf39, (1024, 1024), (1024, 1), 'torch.ops.aten._grouped_mm.default')
            buf40 = buf39; del buf39  # reuse
            # Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13.run(buf40, buf37, 1048576, stream=stream0)
            buf41 = empty_strided_cuda((1024, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out, chunk, silu, proj_out_1], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill, aten.split, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14.run(buf40, buf41, 524288, stream=stream0)
            # Topologically Sorted Source Nodes: [transpose_6, out_1], Original ATen: [aten.transpose, aten._grouped_mm]
            # [Provenance debug handles] extern_kernels._grouped_mm:28
            buf42 = extern_kernels._grouped_mm(buf41, reinterpret_tensor(primals_12, (4, 512, 256), (131072, 1, 512), 0), buf36, out_dtype=None)
            assert_size_stride(buf42, (1024, 256), (256, 1), 'torch.ops.aten._grouped_mm.default')
            buf43 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [attn_output, ge, sentinel_mask, proj_out_2], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15:29
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15.run(buf43, buf37, 262144, stream=stream0)
            buf47 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            buf48 = empty_strided_cuda((4, 128, 1), (128, 1, 512), torch.float32)
            buf49 = reinterpret_tensor(buf48, (4, 128, 1), (128, 1, 1), 0); del buf48  # reuse
            buf50 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_5, sum_1, router_top_value_1, sample_weights_g, unsqueeze_4, weighted_out, weighted_out_1, view_4, final_hidden_states, hidden_states_11, hidden_states_12, hidden_states_13, hidden_states_14, pow_3, variance_2, add_9, rsqrt_2, hidden_states_15, to_11, hidden_states_16], Original ATen: [aten._unsafe_view, aten.add, aten.sum, aten.div, aten.view, aten.index, aten.unsqueeze, aten.mul, aten._to_copy, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16:30
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy__unsafe_view_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_16.run(buf49, buf44, buf43, buf31, buf27, buf0, buf20, primals_13, buf47, buf50, 512, 256, stream=stream0)
            buf51 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_14, hidden_states_15, to_11, hidden_states_16, linear_5], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf50, (512, 256), (256, 1), 0), reinterpret_tensor(primals_14, (256, 256), (1, 256), 0), out=buf51)
            buf52 = empty_strided_cuda((512, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_14, hidden_states_15, to_11, hidden_states_16, linear_5, linear_6], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf50, (512, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 128), (1, 256), 0), out=buf52)
            buf53 = empty_strided_cuda((512, 128), (128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_14, hidden_states_15, to_11, hidden_states_16, linear_5, linear_7], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf50, (512, 256), (256, 1), 0), reinterpret_tensor(primals_16, (256, 128), (1, 256), 0), out=buf53)
            buf54 = empty_strided_cuda((4, 4, 128, 64), (32768, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_5, view_5, query_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:34
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf51, buf3, buf54, 512, 256, stream=stream0)
            del buf51
            buf55 = empty_strided_cuda((4, 2, 128, 64), (16384, 64, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_6, view_6, key_states_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4:35
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_4.run(buf52, buf3, buf55, 512, 128, stream=stream0)
            del buf52
            buf56 = empty_strided_cuda((4, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [getitem_29, hidden_states_17, key_1], Original ATen: [aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_5:36
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_5.run(buf55, buf56, 131072, stream=stream0)
            buf57 = empty_strided_cuda((4, 2, 2, 128, 64), (32768, 16384, 8192, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_7, view_7, value_states_1, getitem_30, hidden_states_18, value_1], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_expand_unsqueeze_5:37
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_expand_unsqueeze_5.run(buf53, buf57, 131072, stream=stream0)
            # Topologically Sorted Source Nodes: [linear_7, view_7, value_states_1, getitem_29, hidden_states_17, key_1, getitem_30, hidden_states_18, value_1, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.unsqueeze, aten.expand, aten.clone, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:38
            buf58 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(buf54, reinterpret_tensor(buf56, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf57, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, True, scale=0.125)
            buf59 = buf58[0]
            assert_size_stride(buf59, (4, 4, 128, 64), (32768, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf59, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf60 = buf58[1]
            assert_size_stride(buf60, (4, 4, 128, 1), (512, 128, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf60, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf61 = buf58[6]
            assert_size_stride(buf61, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf61, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf62 = buf58[7]
            assert_size_stride(buf62, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf62, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf58
            buf63 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_10, reshape_9, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(reinterpret_tensor(buf59, (512, 256), (256, 1), 0), reinterpret_tensor(primals_17, (256, 256), (1, 256), 0), out=buf63)
            buf64 = reinterpret_tensor(buf63, (4, 128, 256), (32768, 256, 1), 0); del buf63  # reuse
            buf65 = empty_strided_cuda((4, 128, 1), (128, 1, 512), torch.float32)
            buf66 = reinterpret_tensor(buf65, (4, 128, 1), (128, 1, 1), 0); del buf65  # reuse
            buf67 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_19, hidden_states_20, pow_4, variance_3, add_13, rsqrt_3, hidden_states_21, to_13, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17:40
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_17.run(buf64, buf66, buf47, primals_18, buf67, 512, 256, stream=stream0)
            buf68 = empty_strided_cuda((512, 4), (4, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_20, hidden_states_21, to_13, hidden_states_22, hidden_states_23, router_logits_1], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf67, (512, 256), (256, 1), 0), reinterpret_tensor(primals_19, (256, 4), (1, 256), 0), out=buf68)
            buf69 = empty_strided_cuda((512, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [float_3, , router_probs_1], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8:42
            stream0 = get_raw_stream(0)
            triton_poi_fused__softmax__to_copy_exp_prepare_softmax_online_sub_8.run(buf68, buf69, 2048, stream=stream0)
            # Topologically Sorted Source Nodes: [float_3, , router_probs_1, topk_1], Original ATen: [aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:43
            buf70 = torch.ops.aten.topk.default(buf69, 2)
            del buf69
            buf71 = buf70[0]
            assert_size_stride(buf71, (512, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf71, 16, 'torch.ops.aten.topk.default')
            buf72 = buf70[1]
            assert_size_stride(buf72, (512, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf72, 16, 'torch.ops.aten.topk.default')
            del buf70
            # Topologically Sorted Source Nodes: [expert_ids_1, sort_1], Original ATen: [aten.view, aten.sort]
            # [Provenance debug handles] torch.ops.aten.sort.stable:44
            buf73 = torch.ops.aten.sort.stable(reinterpret_tensor(buf72, (1024, ), (1, ), 0), stable=False, dim=0, descending=False)
            buf74 = buf73[0]
            assert_size_stride(buf74, (1024, ), (1, ), 'torch.ops.aten.sort.default')
            assert_alignment(buf74, 16, 'torch.ops.aten.sort.default')
            buf75 = buf73[1]
            assert_size_stride(buf75, (1024, ), (1, ), 'torch.ops.aten.sort.default')
            assert_alignment(buf75, 16, 'torch.ops.aten.sort.default')
            del buf73
            buf88 = empty_strided_cuda((1024, ), (1, ), torch.int64)
            buf76 = empty_strided_cuda((1024, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [arange_5, floordiv_1, setitem_1], Original ATen: [aten.arange, aten.floor_divide, aten.index_put]
            # [Provenance debug handles] triton_poi_fused_arange_floor_divide_index_put_9:45
            stream0 = get_raw_stream(0)
            triton_poi_fused_arange_floor_divide_index_put_9.run(buf75, buf76, buf88, 1024, stream=stream0)
            buf77 = empty_strided_cuda((1024, ), (1, ), torch.int32)
            buf81 = empty_strided_cuda((1024, ), (1, ), torch.bool)
            # Topologically Sorted Source Nodes: [histc_input_1, ge_1], Original ATen: [aten._to_copy, aten.ge]
            # [Provenance debug handles] triton_poi_fused__to_copy_ge_10:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_ge_10.run(buf74, buf77, buf81, 1024, stream=stream0)
            del buf74
            # Topologically Sorted Source Nodes: [histc_input_1, tokens_per_expert_1], Original ATen: [aten._to_copy, aten.histc]
            # [Provenance debug handles] torch.ops.aten.histc.default:47
            buf78 = torch.ops.aten.histc.default(buf77, 4, 0, 3)
            del buf77
            buf79 = buf78
            assert_size_stride(buf79, (4, ), (1, ), 'torch.ops.aten.histc.default')
            assert_alignment(buf79, 16, 'torch.ops.aten.histc.default')
            del buf78
            buf80 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [offsets_1], Original ATen: [aten.cumsum]
            # [Provenance debug handles] triton_per_fused_cumsum_11:48
            stream0 = get_raw_stream(0)
            triton_per_fused_cumsum_11.run(buf80, 1, 4, stream=stream0)
            buf82 = empty_strided_cuda((1024, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, hidden_states_20, hidden_states_21, to_13, hidden_states_22, hidden_states_23, selected_hidden_states_g_1, ge_1, sentinel_mask_1, masked_fill__1], Original ATen: [aten.scalar_tensor, aten._to_copy, aten.mul, aten.view, aten.index, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_ge_index_masked_fill_mul_scalar_tensor_unsqueeze_view_12.run(buf81, buf76, buf67, buf82, 1024, 256, stream=stream0)
            # Topologically Sorted Source Nodes: [transpose_11, out_2], Original ATen: [aten.transpose, aten._grouped_mm]
            # [Provenance debug handles] extern_kernels._grouped_mm:50
            buf83 = extern_kernels._grouped_mm(buf82, reinterpret_tensor(primals_20, (4, 256, 1024), (262144, 1, 256), 0), buf80, out_dtype=None)
            assert_size_stride(buf83, (1024, 1024), (1024, 1), 'torch.ops.aten._grouped_mm.default')
            buf84 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [attn_output, ge_1, sentinel_mask_1, proj_out_3], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13:51
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_13.run(buf84, buf81, 1048576, stream=stream0)
            buf85 = empty_strided_cuda((1024, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, ge_1, sentinel_mask_1, proj_out_3, chunk_1, silu_1, proj_out_4], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill, aten.split, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14:52
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_mul_scalar_tensor_silu_split_unsqueeze_14.run(buf84, buf85, 524288, stream=stream0)
            # Topologically Sorted Source Nodes: [transpose_12, out_3], Original ATen: [aten.transpose, aten._grouped_mm]
            # [Provenance debug handles] extern_kernels._grouped_mm:53
            buf86 = extern_kernels._grouped_mm(buf85, reinterpret_tensor(primals_21, (4, 512, 256), (131072, 1, 512), 0), buf80, out_dtype=None)
            assert_size_stride(buf86, (1024, 256), (256, 1), 'torch.ops.aten._grouped_mm.default')
            buf87 = buf86; del buf86  # reuse
            # Topologically Sorted Source Nodes: [attn_output, ge_1, sentinel_mask_1, proj_out_5], Original ATen: [aten.scalar_tensor, aten.ge, aten.unsqueeze, aten.masked_fill]
            # [Provenance debug handles] triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15:54
            stream0 = get_raw_stream(0)
            triton_poi_fused_ge_masked_fill_scalar_tensor_unsqueeze_15.run(buf87, buf81, 262144, stream=stream0)
            buf91 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            buf92 = empty_strided_cuda((4, 128, 1), (128, 1, 512), torch.float32)
            buf93 = reinterpret_tensor(buf92, (4, 128, 1), (128, 1, 1), 0); del buf92  # reuse
            buf94 = empty_strided_cuda((4, 128, 256), (32768, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [sum_3, router_top_value_3, sample_weights_g_1, unsqueeze_8, weighted_out_2, weighted_out_3, view_9, final_hidden_states_1, hidden_states_25, hidden_states_26, hidden_states_27, hidden_states_28, pow_5, variance_4, add_15, rsqrt_4, hidden_states_29, to_18, hidden_states_30], Original ATen: [aten.sum, aten.div, aten.view, aten.index, aten.unsqueeze, aten.mul, aten._to_copy, aten.add, aten.pow, aten.mean, aten.rsqrt]
            # [Provenance debug handles] triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18:55
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_div_index_mean_mul_pow_rsqrt_sum_unsqueeze_view_18.run(buf93, buf88, buf87, buf75, buf71, buf64, primals_22, buf91, buf94, 512, 256, stream=stream0)
            buf95 = empty_strided_cuda((512, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_28, hidden_states_29, to_18, hidden_states_30, logits], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:56
            extern_kernels.mm(reinterpret_tensor(buf94, (512, 256), (256, 1), 0), reinterpret_tensor(primals_23, (256, 2048), (1, 256), 0), out=buf95)
            buf96 = empty_strided_cuda((4, 129), (129, 1), torch.int64)
            # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
            # [Provenance debug handles] triton_poi_fused_constant_pad_nd_19:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_19.run(primals_1, buf96, 516, stream=stream0)
            buf97 = empty_strided_cuda((512, 1), (1, 1), torch.float32)
            buf98 = empty_strided_cuda((512, 1), (1, 512), torch.float32)
            buf99 = reinterpret_tensor(buf98, (512, 1), (1, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20:58
            stream0 = get_raw_stream(0)
            triton_red_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_20.run(buf99, buf95, buf97, 512, 2048, stream=stream0)
            buf102 = empty_strided_cuda((), (), torch.float32)
            buf101 = empty_strided_cuda((), (), torch.float32)
            buf103 = buf102; del buf102  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, getitem_45, shift_labels, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.clone, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21:59
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__to_copy__unsafe_view_clone_nll_loss_forward_slice_sub_view_21.run(buf103, buf96, buf95, buf97, buf99, buf101, 1, 512, stream=stream0)
        return (reinterpret_tensor(buf9, (4, 2, 128, 64), (16384, 64, 128, 1), 0), buf11, reinterpret_tensor(buf53, (4, 2, 128, 64), (16384, 64, 128, 1), 0), buf55, buf103, reinterpret_tensor(buf95, (4, 128, 2048), (262144, 2048, 1), 0), primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, buf0, buf3, buf5, reinterpret_tensor(buf6, (512, 256), (256, 1), 0), buf10, reinterpret_tensor(buf12, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf13, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), buf14, buf16, buf17, buf18, buf19, buf20, buf22, reinterpret_tensor(buf23, (512, 256), (256, 1), 0), buf24, buf27, buf28, buf31, buf32, buf36, reinterpret_tensor(buf37, (1024, 1), (1, 1), 0), buf38, reinterpret_tensor(buf40, (1024, 512), (1024, 1), 0), reinterpret_tensor(buf40, (1024, 512), (1024, 1), 512), buf41, buf43, buf44, buf47, buf49, reinterpret_tensor(buf50, (512, 256), (256, 1), 0), buf54, reinterpret_tensor(buf56, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), reinterpret_tensor(buf57, (4, 4, 128, 64), (32768, 8192, 64, 1), 0), buf59, buf60, buf61, buf62, buf64, buf66, reinterpret_tensor(buf67, (512, 256), (256, 1), 0), buf68, buf71, buf72, buf75, buf76, buf80, reinterpret_tensor(buf81, (1024, 1), (1, 1), 0), buf82, reinterpret_tensor(buf84, (1024, 512), (1024, 1), 0), reinterpret_tensor(buf84, (1024, 512), (1024, 1), 512), buf85, buf87, buf88, buf91, buf93, reinterpret_tensor(buf94, (512, 256), (256, 1), 0), reinterpret_tensor(buf95, (4, 128, 2048), (262144, 2048, 1), 0), buf96, buf97, buf99, buf101, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((4, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((4, 1024, 256), (262144, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((128, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((4, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((4, 1024, 256), (262144, 256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((4, 256, 512), (131072, 512, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
