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


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/l5/cl5gsejrc7ccnjwpcwta5liey3ett7zbl3psz2vjotneapuhb67o.py
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
#   %primals_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %embedding : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %buf4 : Tensor "f32[1, 512, 1][512, 1, 512]cuda:0" = PlaceHolder[target=buf4]
#   %primals_4 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %rsqrt : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %embedding : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%embedding, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_4, 2), kwargs = {})
#   %mean : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_1, [-1], True), kwargs = {})
#   %add_3 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_4, %rsqrt), kwargs = {})
#   %convert_element_type_5 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %mul_3 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, %convert_element_type_5), kwargs = {})
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
    tmp1 = tl.full([1, 1], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1024)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*tmp4), xmask, other=0.0).to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp7 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 256.0, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1, 1], 1e-06, tl.float32)
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


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/7c/c7cxai7boels5yylenhjmfqeirwnq6aovzqa7za7fpql7clzdbhf.py
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


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/uu/cuurmxlc4wayble43lvzdkterweegusmt6fecr7m46wa4e5dr7sx.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_expanded => convert_element_type_1
#   q_indices => unsqueeze_2
# Graph fragment:
#   %iota : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %convert_element_type_1 : Tensor "f32[1, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%unsqueeze_2, torch.float32), kwargs = {})
#   return %expand_3
triton_poi_fused__to_copy_add_arange_unsqueeze_2 = async_compile.triton('triton_poi_fused__to_copy_add_arange_unsqueeze_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_arange_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_arange_unsqueeze_2(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/m6/cm6aje4elknsa3qmugpnevrl72nrjelo4zshsbsrv3ll57egdzvv.py
# Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, linear_1, view_1, key_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, matmul_1, permute_184], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
# Source node to ATen node mapping:
#    => unsqueeze_default
#   cat_1 => cat
#   cat_2 => cat_1
#   cos => cos
#   cos_1 => mul
#   cos_2 => convert_element_type_2
#   cos_3 => unsqueeze_11
#   emb => clone, expand_4, unsqueeze_10, view_3
#   freqs => permute
#   k_embed => add_5
#   key_states => permute_4
#   linear => view_5
#   linear_1 => view_8
#   matmul_1 => view_13
#   mul_4 => mul_4
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   neg => neg
#   neg_1 => neg_1
#   permute_184 => permute_184
#   q_embed => add_4
#   query_states => permute_2
#   sin => sin
#   sin_1 => mul_1
#   sin_2 => convert_element_type_3
#   sin_3 => unsqueeze_12
#   view => view_6
#   view_1 => view_9
#   x1 => slice_1
#   x1_1 => slice_3
#   x2 => slice_2
#   x2_1 => slice_4
# Graph fragment:
#   %mm_1 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %mm_default : Tensor "f32[32, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %mm : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm]
#   %expand_5 : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0" = PlaceHolder[target=expand_5]
#   %unsqueeze_default : Tensor "f32[1, 32, 512][16384, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mm_default, 0), kwargs = {})
#   %permute : Tensor "f32[1, 512, 32][16384, 1, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%unsqueeze_default, [0, 2, 1]), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 512, 1, 32][16384, 1, 16384, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%permute, 2), kwargs = {})
#   %expand_4 : Tensor "f32[1, 512, 2, 32][16384, 1, 0, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze_10, [1, 512, 2, 32]), kwargs = {})
#   %clone : Tensor "f32[1, 512, 2, 32][32768, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_4,), kwargs = {memory_format: torch.contiguous_format})
#   %view_3 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone, [1, 512, 64]), kwargs = {})
#   %cos : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cos.default](args = (%view_3,), kwargs = {})
#   %mul : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cos, 1.0), kwargs = {})
#   %sin : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%view_3,), kwargs = {})
#   %mul_1 : Tensor "f32[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sin, 1.0), kwargs = {})
#   %convert_element_type_2 : Tensor "bf16[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul, torch.bfloat16), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 512, 64][32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.bfloat16), kwargs = {})
#   %view_5 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 512, 256]), kwargs = {})
#   %view_6 : Tensor "bf16[1, 512, 4, 64][131072, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_5, [1, 512, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %view_8 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [1, 512, 256]), kwargs = {})
#   %view_9 : Tensor "bf16[1, 512, 4, 64][131072, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_8, [1, 512, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_9, [0, 2, 1, 3]), kwargs = {})
#   %unsqueeze_11 : Tensor "bf16[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_2, 1), kwargs = {})
#   %unsqueeze_12 : Tensor "bf16[1, 1, 512, 64][32768, 32768, 64, 1]cuda:0"[num_users=8] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%convert_element_type_3, 1), kwargs = {})
#   %mul_4 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_2, %unsqueeze_11), kwargs = {})
#   %slice_1 : Tensor "bf16[1, 4, 512, 32][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 0, 32), kwargs = {})
#   %slice_2 : Tensor "bf16[1, 4, 512, 32][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_2, 3, 32, 9223372036854775807), kwargs = {})
#   %neg : Tensor "bf16[1, 4, 512, 32][65536, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_2,), kwargs = {})
#   %cat : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %slice_1], -1), kwargs = {})
#   %mul_5 : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_12), kwargs = {})
#   %add_4 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %mul_6 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%permute_4, %unsqueeze_11), kwargs = {})
#   %slice_3 : Tensor "bf16[1, 4, 512, 32][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 0, 32), kwargs = {})
#   %slice_4 : Tensor "bf16[1, 4, 512, 32][131072, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%permute_4, 3, 32, 9223372036854775807), kwargs = {})
#   %neg_1 : Tensor "bf16[1, 4, 512, 32][65536, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%slice_4,), kwargs = {})
#   %cat_1 : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %slice_3], -1), kwargs = {})
#   %mul_7 : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_12), kwargs = {})
#   %add_5 : Tensor "bf16[1, 4, 512, 64][131072, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_7), kwargs = {})
#   %view_13 : Tensor "bf16[4, 512, 64][64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_5, [4, 512, 64]), kwargs = {})
#   %permute_184 : Tensor "bf16[4, 64, 512][64, 1, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_13, [0, 2, 1]), kwargs = {})
#   return %add_5,%expand_5,%permute_184
triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3 = async_compile.triton('triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 65536, 'x': 3145728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2048
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 512)
    y1 = yindex // 512
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (x2 + 64*y1 + 256*y0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0 + 512*((x2 % 32))), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr2 + (x2 + 64*y1 + 256*y0), xmask, eviction_policy='evict_last').to(tl.float32)
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
    tmp12 = tl.load(in_ptr0 + (32 + 64*y1 + 256*y0 + (x2)), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp13 = -tmp12
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp11, tmp13, tmp14)
    tmp16 = tmp7 >= tmp10
    tmp17 = tl.full([1, 1], 64, tl.int64)
    tmp18 = tmp7 < tmp17
    tmp19 = tl.load(in_ptr0 + (64*y1 + 256*y0 + ((-32) + x2)), tmp16 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp20 = tl.where(tmp11, tmp15, tmp19)
    tmp21 = tl_math.sin(tmp1)
    tmp22 = tmp21 * tmp3
    tmp23 = tmp22.to(tl.float32)
    tmp24 = tmp20 * tmp23
    tmp25 = tmp6 + tmp24
    tmp27 = tmp26 * tmp5
    tmp28 = tl.load(in_ptr2 + (32 + 64*y1 + 256*y0 + (x2)), tmp11 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp29 = -tmp28
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp11, tmp29, tmp30)
    tmp32 = tl.load(in_ptr2 + (64*y1 + 256*y0 + ((-32) + x2)), tmp16 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp33 = tl.where(tmp11, tmp31, tmp32)
    tmp34 = tmp33 * tmp23
    tmp35 = tmp27 + tmp34
    tl.store(out_ptr0 + (x2 + 64*y1 + 256*y0), tmp25, xmask)
    tl.store(out_ptr1 + (x2 + 64*y3), tmp35, xmask)
    tl.store(out_ptr2 + (x2 + 64*y1 + 256*y0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/5s/c5sduwwkdax3qgtrssjrp5cf2lqti5pe53o7drj52w5qflqabznw.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_1, attn_weights, attn_weights_1, softmax, , attn_weights_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default_4, prepare_softmax_online_default_4, sub_tensor_4
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_weights => mul_8
#   attn_weights_1 => add_6
#   attn_weights_2 => convert_element_type_15
#   kv_indices => unsqueeze_6
#   mask => full_default_1, where
#   matmul_1 => view_15
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
#   softmax => convert_element_type_14, div
#   tensor => full_default
# Graph fragment:
#   %bmm_1 : Tensor "bf16[4, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %getitem_8 : Tensor "f32[1, 4, 512, 1][2048, 512, 1, 1]cuda:0" = PlaceHolder[target=getitem_8]
#   %getitem_9 : Tensor "f32[1, 4, 512, 1][2048, 512, 1, 1]cuda:0" = PlaceHolder[target=getitem_9]
#   %iota : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 512][512, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [1, -1, 512, 512]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.3895313892515355e+38), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default, %full_default_1), kwargs = {})
#   %view_15 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [1, 4, 512, 512]), kwargs = {})
#   %mul_8 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, 0.125), kwargs = {})
#   %add_6 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %where), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %prepare_softmax_online_default_4 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_14, -1), kwargs = {})
#   %sub_tensor_4 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %getitem_8), kwargs = {})
#   %exp_default_4 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_4,), kwargs = {})
#   %div : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_4, %getitem_9), kwargs = {})
#   %convert_element_type_15 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div, torch.bfloat16), kwargs = {})
#   return %getitem_8,%getitem_9,%expand_7
triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4 = async_compile.triton('triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 6291456}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 512*x3), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], 0.125, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = r0_2
    tmp4 = x0
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1, 1], 0.0, tl.float32)
    tmp7 = tl.full([1, 1], -3.3895313892515355e+38, tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tmp2 + tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, float("-inf"))
    tmp16 = triton_helpers.max2(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp11 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp10 - tmp16
    tmp24 = libdevice.exp(tmp23)
    tmp25 = (tmp24 / tmp22)
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr2 + (r0_2 + 512*x3), tmp26, xmask)
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/ft/cft22tivn5agy5ttq6vktsyq7d6zr3nhhs5zbq52ijkocp6epizv.py
# Topologically Sorted Source Nodes: [attn_output, transpose_5, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   attn_output => view_18
#   attn_output_1 => clone_5
#   transpose_5 => permute_8
# Graph fragment:
#   %bmm_2 : Tensor "bf16[4, 512, 64][32768, 64, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %view_18 : Tensor "bf16[1, 4, 512, 64][131072, 32768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [1, 4, 512, 64]), kwargs = {})
#   %permute_8 : Tensor "bf16[1, 512, 4, 64][131072, 64, 32768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "bf16[1, 512, 4, 64][131072, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x2 = xindex // 256
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 32768*x1), None).to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/3o/c3ohnrilpk5vhoedcnetye532okj6zyjzppommk4iyi6m25kxlhu.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_4, pow_2, variance_1, add_8, rsqrt_1, hidden_states_5, to_7, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_8 => add_8
#   attn_output_3 => view_21
#   hidden_states_3 => add_7
#   hidden_states_4 => convert_element_type_20
#   hidden_states_5 => mul_9
#   hidden_states_6 => mul_10
#   pow_2 => pow_2
#   rsqrt_1 => rsqrt_1
#   to_7 => convert_element_type_21
#   variance_1 => mean_1
# Graph fragment:
#   %embedding : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %buf19 : Tensor "f32[1, 512, 1][512, 1, 512]cuda:0" = PlaceHolder[target=buf19]
#   %primals_9 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %rsqrt_1 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %view_21 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 512, 256]), kwargs = {})
#   %add_7 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_21), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_7, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_20, 2), kwargs = {})
#   %mean_1 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_2, [-1], True), kwargs = {})
#   %add_8 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_1, 1e-06), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_8,), kwargs = {})
#   %mul_9 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_20, %rsqrt_1), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_9, torch.bfloat16), kwargs = {})
#   %mul_10 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_9, %convert_element_type_21), kwargs = {})
#   return %buf19,%rsqrt_1,%mul_10
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1049088}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp15 = tmp3 * tmp13
    tmp16 = tmp15.to(tl.float32)
    tmp17 = tmp14 * tmp16
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/ng/cng5f6cfhhyaqp7u6qwo7m45exumtx7b7e2qtldy2uoq24rzt5st.py
# Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
# Source node to ATen node mapping:
#   linear_4 => view_23
#   linear_5 => view_25
#   mul_11 => mul_11
#   silu => add_9, convert_element_type_24, convert_element_type_25, div_1, exp_1, neg_2
# Graph fragment:
#   %mm_4 : Tensor "bf16[512, 688][688, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %mm_5 : Tensor "bf16[512, 688][688, 1]cuda:0" = PlaceHolder[target=mm_5]
#   %view_23 : Tensor "bf16[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [1, 512, 688]), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[1, 512, 688][352256, 688, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_23, torch.float32), kwargs = {})
#   %neg_2 : Tensor "f32[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%convert_element_type_24,), kwargs = {})
#   %exp_1 : Tensor "f32[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg_2,), kwargs = {})
#   %add_9 : Tensor "f32[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp_1, 1), kwargs = {})
#   %div_1 : Tensor "f32[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_24, %add_9), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_1, torch.bfloat16), kwargs = {})
#   %view_25 : Tensor "bf16[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_5, [1, 512, 688]), kwargs = {})
#   %mul_11 : Tensor "bf16[1, 512, 688][352256, 688, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_25, %view_25), kwargs = {})
#   return %mul_11
triton_poi_fused__unsafe_view_mul_silu_7 = async_compile.triton('triton_poi_fused__unsafe_view_mul_silu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_mul_silu_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2818048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_mul_silu_7(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 352256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = -tmp1
    tmp3 = libdevice.exp(tmp2)
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = (tmp1 / tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(out_ptr0 + (x0), tmp9, None)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/34/c34jj252nyizp3geo3ep5uecouhdkavmnjjro2ivq34gbhgzgsxb.py
# Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, hidden_states_8, pow_3, variance_2, add_10, rsqrt_2, hidden_states_9, to_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_10 => add_11
#   attn_output_3 => view_21
#   down_proj => view_27
#   hidden_states_10 => mul_13
#   hidden_states_3 => add_7
#   hidden_states_7 => add_10
#   hidden_states_8 => convert_element_type_30
#   hidden_states_9 => mul_12
#   pow_3 => pow_3
#   rsqrt_2 => rsqrt_2
#   to_9 => convert_element_type_31
#   variance_2 => mean_2
# Graph fragment:
#   %embedding : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %mm_3 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_3]
#   %mm_6 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %add_10 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=add_10]
#   %buf27 : Tensor "f32[1, 512, 1][512, 1, 512]cuda:0" = PlaceHolder[target=buf27]
#   %primals_13 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %rsqrt_2 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %view_21 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_3, [1, 512, 256]), kwargs = {})
#   %add_7 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %view_21), kwargs = {})
#   %view_27 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [1, 512, 256]), kwargs = {})
#   %add_10 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %view_27), kwargs = {})
#   %convert_element_type_30 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_10, torch.float32), kwargs = {})
#   %pow_3 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_30, 2), kwargs = {})
#   %mean_2 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_3, [-1], True), kwargs = {})
#   %add_11 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_2, 1e-06), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_12 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_30, %rsqrt_2), kwargs = {})
#   %convert_element_type_31 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_12, torch.bfloat16), kwargs = {})
#   %mul_13 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_13, %convert_element_type_31), kwargs = {})
#   return %add_10,%buf27,%rsqrt_2,%mul_13
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1835520}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp3 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp16 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp5 * tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 256.0, tl.float32)
    tmp12 = (tmp10 / tmp11)
    tmp13 = tl.full([1, 1], 1e-06, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = libdevice.rsqrt(tmp14)
    tmp17 = tmp5 * tmp15
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tmp16 * tmp18
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp4, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp15, xmask)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp19, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/6o/c6ou742jxuywjdvzebys5vvrwzc7h5qslikzjgnnljeawqwsdvjt.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_3, attn_weights_4, attn_weights_5, softmax_1, , attn_weights_6], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default_3, prepare_softmax_online_default_3, sub_tensor_3
#   arange => iota
#   attention_mask => le
#   attention_mask_1 => expand
#   attn_weights_4 => mul_18
#   attn_weights_5 => add_14
#   attn_weights_6 => convert_element_type_41
#   kv_indices => unsqueeze_6
#   mask => full_default_1, where
#   matmul_3 => view_39
#   position_ids => add
#   position_ids_1 => unsqueeze
#   q_indices => unsqueeze_2, unsqueeze_3
#   softmax_1 => convert_element_type_40, div_2
#   tensor => full_default
# Graph fragment:
#   %bmm_3 : Tensor "bf16[4, 512, 512][262144, 512, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %add_14 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_6 : Tensor "f32[1, 4, 512, 1][2048, 512, 1, 1]cuda:0" = PlaceHolder[target=getitem_6]
#   %getitem_7 : Tensor "f32[1, 4, 512, 1][2048, 512, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %iota : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 512, 1][512, 512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 512][512, 512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [1, -1, 512, 512]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -3.3895313892515355e+38), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[1, 1, 512, 512][262144, 262144, 512, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default, %full_default_1), kwargs = {})
#   %view_39 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [1, 4, 512, 512]), kwargs = {})
#   %mul_18 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_39, 0.125), kwargs = {})
#   %add_14 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %where), kwargs = {})
#   %convert_element_type_40 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %prepare_softmax_online_default_3 : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_40, -1), kwargs = {})
#   %sub_tensor_3 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_40, %getitem_6), kwargs = {})
#   %exp_default_3 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor_3,), kwargs = {})
#   %div_2 : Tensor "f32[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default_3, %getitem_7), kwargs = {})
#   %convert_element_type_41 : Tensor "bf16[1, 4, 512, 512][1048576, 262144, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_2, torch.bfloat16), kwargs = {})
#   return %add_14,%getitem_6,%getitem_7,%expand_11
triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9 = async_compile.triton('triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 10485760}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9(in_out_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 512*x3), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.full([1, 1], 0.125, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = r0_2
    tmp4 = x0
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1, 1], 0.0, tl.float32)
    tmp7 = tl.full([1, 1], -3.3895313892515355e+38, tl.float32)
    tmp8 = tl.where(tmp5, tmp6, tmp7)
    tmp9 = tmp2 + tmp8
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, float("-inf"))
    tmp16 = triton_helpers.max2(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp11 - tmp16
    tmp18 = libdevice.exp(tmp17)
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp10 - tmp16
    tmp24 = libdevice.exp(tmp23)
    tmp25 = (tmp24 / tmp22)
    tmp26 = tmp25.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_2 + 512*x3), tmp9, xmask)
    tl.store(out_ptr2 + (r0_2 + 512*x3), tmp26, xmask)
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/ih/cihqkckvjp34423o7nvbw5xpqe2swspwutlphajhovuhahx72jbi.py
# Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, hidden_states_12, pow_4, variance_3, add_15, rsqrt_3, hidden_states_13, to_12, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
# Source node to ATen node mapping:
#   add_15 => add_16
#   attn_output_7 => view_45
#   hidden_states_11 => add_15
#   hidden_states_12 => convert_element_type_46
#   hidden_states_13 => mul_19
#   hidden_states_14 => mul_20
#   pow_4 => pow_4
#   rsqrt_3 => rsqrt_3
#   to_12 => convert_element_type_47
#   variance_3 => mean_3
# Graph fragment:
#   %add_10 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=add_10]
#   %mm_10 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=mm_10]
#   %add_15 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0" = PlaceHolder[target=add_15]
#   %buf44 : Tensor "f32[1, 512, 1][512, 1, 512]cuda:0" = PlaceHolder[target=buf44]
#   %primals_18 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_18]
#   %rsqrt_3 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %view_45 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_10, [1, 512, 256]), kwargs = {})
#   %add_15 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %view_45), kwargs = {})
#   %convert_element_type_46 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_15, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_46, 2), kwargs = {})
#   %mean_3 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%pow_4, [-1], True), kwargs = {})
#   %add_16 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mean_3, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_16,), kwargs = {})
#   %mul_19 : Tensor "f32[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_46, %rsqrt_3), kwargs = {})
#   %convert_element_type_47 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_19, torch.bfloat16), kwargs = {})
#   %mul_20 : Tensor "bf16[1, 512, 256][131072, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_18, %convert_element_type_47), kwargs = {})
#   return %add_15,%buf44,%rsqrt_3,%mul_20
triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10 = async_compile.triton('triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 1573376}}
)
@triton.jit
def triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
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


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/4q/c4qm5blj3lo5vcx5rhim5d4l5otfjrytfo7kpfxwfcfcx5vwdda5.py
# Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
# Source node to ATen node mapping:
#   labels => constant_pad_nd
# Graph fragment:
#   %primals_1 : Tensor "i64[1, 512][512, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %constant_pad_nd : Tensor "i64[1, 513][513, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%primals_1, [0, 1], -100.0), kwargs = {})
#   return %constant_pad_nd
triton_poi_fused_constant_pad_nd_11 = async_compile.triton('triton_poi_fused_constant_pad_nd_11', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_constant_pad_nd_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 12304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_constant_pad_nd_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 513
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 512, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x0), tmp2 & xmask, other=-100)
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/24/c24s4njeu5a3vf3wx2jbllz25bv2k5qhiblj5uaq735cr665xd6s.py
# Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default
#   logits => view_101
#   logits_1 => convert_element_type_112
#   logits_2 => view_102
#   loss => log
# Graph fragment:
#   %mm_28 : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem_1 : Tensor "f32[512, 1][1, 512]cuda:0" = PlaceHolder[target=getitem_1]
#   %view_101 : Tensor "bf16[1, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [1, 512, 1024]), kwargs = {})
#   %convert_element_type_112 : Tensor "f32[1, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_101, torch.float32), kwargs = {})
#   %view_102 : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_112, [-1, 1024]), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%view_102, 1), kwargs = {})
#   %log : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   return %getitem,%getitem_1,%log
triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12 = async_compile.triton('triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1048576}}
)
@triton.jit
def triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, float("-inf"))
    tmp7 = triton_helpers.max2(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(xmask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl_math.log(tmp13)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp14, xmask)
    tl.store(out_ptr0 + (x0), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/g5/scratch/llama/eager/inductor/tmpfj7keh07/6h/c6hnsiaatuspruxrwlxoxmpp3a5upt6eejto2u4335zzomnr54em.py
# Topologically Sorted Source Nodes: [logits, logits_1, getitem_23, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => sub_tensor
#   getitem_23 => slice_17
#   logits => view_101
#   logits_1 => convert_element_type_112
#   logits_2 => view_102
#   loss => convert_element_type_113, div_8, full_default_2, full_default_3, gather, ne, neg_12, squeeze, sub_5, sum_6, sum_7, unsqueeze_19, where_1, where_2
#   shift_labels_1 => view_103
# Graph fragment:
#   %constant_pad_nd : Tensor "i64[1, 513][513, 1]cuda:0" = PlaceHolder[target=constant_pad_nd]
#   %mm_28 : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm_28]
#   %getitem : Tensor "f32[512, 1][1, 1]cuda:0" = PlaceHolder[target=getitem]
#   %log : Tensor "f32[512, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_6 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_6]
#   %sum_7 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_7]
#   %convert_element_type_113 : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type_113]
#   %view_101 : Tensor "bf16[1, 512, 1024][524288, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_28, [1, 512, 1024]), kwargs = {})
#   %convert_element_type_112 : Tensor "f32[1, 512, 1024][524288, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_101, torch.float32), kwargs = {})
#   %slice_17 : Tensor "i64[1, 512][513, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, 1, 1, 9223372036854775807), kwargs = {})
#   %view_102 : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_112, [-1, 1024]), kwargs = {})
#   %view_103 : Tensor "i64[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%slice_17, [-1]), kwargs = {})
#   %sub_tensor : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_102, %getitem), kwargs = {})
#   %sub_5 : Tensor "f32[512, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%view_103, -100), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %view_103, %full_default_2), kwargs = {})
#   %unsqueeze_19 : Tensor "i64[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where_1, 1), kwargs = {})
#   %gather : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_5, 1, %unsqueeze_19), kwargs = {})
#   %squeeze : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg_12 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg_12, %full_default_3), kwargs = {})
#   %sum_6 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_113 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.float32), kwargs = {})
#   %sum_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_2,), kwargs = {})
#   %div_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_7, %convert_element_type_113), kwargs = {})
#   return %sum_6,%sum_7,%convert_element_type_113,%div_8
triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13 = async_compile.triton('triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 8192}}
)
@triton.jit
def triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (1 + r0_0), None)
    tmp16 = tl.load(in_ptr2 + (r0_0), None)
    tmp18 = tl.load(in_ptr3 + (r0_0), None)
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tmp2.to(tl.int64)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.int64)
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tl.where(tmp2, tmp0, tmp7)
    tmp9 = tl.full([1, 1], 1024, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 1024), "index out of bounds: 0 <= tmp12 < 1024")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 1024*r0_0), None, eviction_policy='evict_last').to(tl.float32)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41 = args
        args.clear()
        assert_size_stride(primals_1, (1, 512), (512, 1))
        assert_size_stride(primals_2, (1024, 256), (256, 1))
        assert_size_stride(primals_3, (32, ), (1, ))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, 256), (256, 1))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_7, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, 256), (256, 1))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (688, 256), (256, 1))
        assert_size_stride(primals_11, (688, 256), (256, 1))
        assert_size_stride(primals_12, (256, 688), (688, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (256, 256), (256, 1))
        assert_size_stride(primals_15, (256, 256), (256, 1))
        assert_size_stride(primals_16, (256, 256), (256, 1))
        assert_size_stride(primals_17, (256, 256), (256, 1))
        assert_size_stride(primals_18, (256, ), (1, ))
        assert_size_stride(primals_19, (688, 256), (256, 1))
        assert_size_stride(primals_20, (688, 256), (256, 1))
        assert_size_stride(primals_21, (256, 688), (688, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, 256), (256, 1))
        assert_size_stride(primals_24, (256, 256), (256, 1))
        assert_size_stride(primals_25, (256, 256), (256, 1))
        assert_size_stride(primals_26, (256, 256), (256, 1))
        assert_size_stride(primals_27, (256, ), (1, ))
        assert_size_stride(primals_28, (688, 256), (256, 1))
        assert_size_stride(primals_29, (688, 256), (256, 1))
        assert_size_stride(primals_30, (256, 688), (688, 1))
        assert_size_stride(primals_31, (256, ), (1, ))
        assert_size_stride(primals_32, (256, 256), (256, 1))
        assert_size_stride(primals_33, (256, 256), (256, 1))
        assert_size_stride(primals_34, (256, 256), (256, 1))
        assert_size_stride(primals_35, (256, 256), (256, 1))
        assert_size_stride(primals_36, (256, ), (1, ))
        assert_size_stride(primals_37, (688, 256), (256, 1))
        assert_size_stride(primals_38, (688, 256), (256, 1))
        assert_size_stride(primals_39, (256, 688), (688, 1))
        assert_size_stride(primals_40, (256, ), (1, ))
        assert_size_stride(primals_41, (1024, 256), (256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            buf4 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf5 = reinterpret_tensor(buf4, (1, 512, 1), (512, 1, 1), 0); del buf4  # reuse
            buf6 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
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
            buf2 = empty_strided_cuda((1, 1, 512), (512, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, position_ids_expanded], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_arange_unsqueeze_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_arange_unsqueeze_2.run(buf2, 512, stream=stream0)
            buf3 = empty_strided_cuda((32, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, getitem_4, expand_1, inv_freq_expanded, position_ids_expanded, ], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten._to_copy, aten.bmm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf1, (32, 1), (1, 0), 0), reinterpret_tensor(buf2, (1, 512), (0, 1), 0), out=buf3)
            del buf1
            del buf2
            buf7 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:5
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_5, (256, 256), (1, 256), 0), out=buf7)
            buf8 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_1], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_6, (256, 256), (1, 256), 0), out=buf8)
            buf9 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, to_4, hidden_states_2, linear, linear_2], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 256), (1, 256), 0), out=buf9)
            buf10 = empty_strided_cuda((1, 4, 512, 64), (131072, 64, 256, 1), torch.bfloat16)
            buf11 = empty_strided_cuda((1, 4, 512, 64), (131072, 32768, 64, 1), torch.bfloat16)
            buf116 = empty_strided_cuda((4, 64, 512), (64, 1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, linear_1, view_1, key_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, mul_6, x1_1, x2_1, neg_1, cat_2, mul_7, k_embed, matmul_1, permute_184], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf8, buf3, buf7, buf10, buf11, buf116, 2048, 64, stream=stream0)
            del buf7
            del buf8
            buf12 = empty_strided_cuda((4, 512, 512), (262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, linear, view, query_states, cos_3, sin_3, mul_4, x1, x2, neg, cat_1, mul_5, q_embed, transpose_4, matmul_1], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten._unsafe_view, aten.view, aten.unsqueeze, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] extern_kernels.bmm:9
            extern_kernels.bmm(reinterpret_tensor(buf11, (4, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf10, (4, 64, 512), (64, 1, 256), 0), out=buf12)
            del buf11
            buf13 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf14 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf15 = empty_strided_cuda((1, 4, 512, 512), (1048576, 262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_1, attn_weights, attn_weights_1, softmax, , attn_weights_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4:10
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_4.run(buf12, buf13, buf14, buf15, 2048, 512, stream=stream0)
            buf16 = empty_strided_cuda((4, 512, 64), (32768, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, linear_2, view_2, value_states, matmul_1, attn_weights, attn_weights_1, softmax, , attn_weights_2, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten._unsafe_view, aten.view, aten.transpose, aten.mul, aten._to_copy, aten.sub, aten.exp, aten._softmax, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:11
            extern_kernels.bmm(reinterpret_tensor(buf15, (4, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf9, (4, 512, 64), (64, 256, 1), 0), out=buf16)
            buf17 = empty_strided_cuda((1, 512, 4, 64), (131072, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output, transpose_5, attn_output_1], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf16, buf17, 131072, stream=stream0)
            buf18 = reinterpret_tensor(buf16, (512, 256), (256, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [attn_output, transpose_5, attn_output_1, reshape, attn_output_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:13
            extern_kernels.mm(reinterpret_tensor(buf17, (512, 256), (256, 1), 0), reinterpret_tensor(primals_8, (256, 256), (1, 256), 0), out=buf18)
            buf19 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf20 = reinterpret_tensor(buf19, (1, 512, 1), (512, 1, 1), 0); del buf19  # reuse
            buf21 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_4, pow_2, variance_1, add_8, rsqrt_1, hidden_states_5, to_7, hidden_states_6], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6:14
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_6.run(buf20, buf0, buf18, primals_9, buf21, 512, 256, stream=stream0)
            buf22 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_4, hidden_states_5, to_7, hidden_states_6, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:15
            extern_kernels.mm(reinterpret_tensor(buf21, (512, 256), (256, 1), 0), reinterpret_tensor(primals_10, (256, 688), (1, 256), 0), out=buf22)
            buf23 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, hidden_states_4, hidden_states_5, to_7, hidden_states_6, linear_4, linear_5], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf21, (512, 256), (256, 1), 0), reinterpret_tensor(primals_11, (256, 688), (1, 256), 0), out=buf23)
            buf24 = empty_strided_cuda((1, 512, 688), (352256, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_7:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_7.run(buf22, buf23, buf24, 352256, stream=stream0)
            buf25 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_11, down_proj], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf24, (512, 688), (688, 1), 0), reinterpret_tensor(primals_12, (688, 256), (1, 688), 0), out=buf25)
            buf26 = reinterpret_tensor(buf25, (1, 512, 256), (131072, 256, 1), 0); del buf25  # reuse
            buf27 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf28 = reinterpret_tensor(buf27, (1, 512, 1), (512, 1, 1), 0); del buf27  # reuse
            buf29 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_3, hidden_states_3, down_proj, hidden_states_7, hidden_states_8, pow_3, variance_2, add_10, rsqrt_2, hidden_states_9, to_9, hidden_states_10], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8:19
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_8.run(buf26, buf28, buf0, buf18, primals_13, buf29, 512, 256, stream=stream0)
            buf30 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8, hidden_states_9, to_9, hidden_states_10, linear_7], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf29, (512, 256), (256, 1), 0), reinterpret_tensor(primals_14, (256, 256), (1, 256), 0), out=buf30)
            buf31 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8, hidden_states_9, to_9, hidden_states_10, linear_7, linear_8], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf29, (512, 256), (256, 1), 0), reinterpret_tensor(primals_15, (256, 256), (1, 256), 0), out=buf31)
            buf32 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8, hidden_states_9, to_9, hidden_states_10, linear_7, linear_9], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf29, (512, 256), (256, 1), 0), reinterpret_tensor(primals_16, (256, 256), (1, 256), 0), out=buf32)
            buf33 = empty_strided_cuda((1, 4, 512, 64), (131072, 64, 256, 1), torch.bfloat16)
            buf34 = empty_strided_cuda((1, 4, 512, 64), (131072, 32768, 64, 1), torch.bfloat16)
            buf115 = empty_strided_cuda((4, 64, 512), (64, 1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_7, view_3, query_states_1, linear_8, view_4, key_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1, mul_16, x1_3, x2_3, neg_3, cat_6, mul_17, k_embed_1, matmul_3, permute_147], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf31, buf3, buf30, buf33, buf34, buf115, 2048, 64, stream=stream0)
            del buf30
            del buf31
            buf35 = empty_strided_cuda((4, 512, 512), (262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_7, view_3, query_states_1, mul_14, x1_2, x2_2, neg_2, cat_5, mul_15, q_embed_1, transpose_9, matmul_3], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] extern_kernels.bmm:24
            extern_kernels.bmm(reinterpret_tensor(buf34, (4, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf33, (4, 64, 512), (64, 1, 256), 0), out=buf35)
            del buf34
            buf36 = reinterpret_tensor(buf35, (1, 4, 512, 512), (1048576, 262144, 512, 1), 0); del buf35  # reuse
            buf37 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf38 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf39 = empty_strided_cuda((1, 4, 512, 512), (1048576, 262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_3, attn_weights_4, attn_weights_5, softmax_1, , attn_weights_6], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9:25
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9.run(buf36, buf37, buf38, buf39, 2048, 512, stream=stream0)
            buf40 = empty_strided_cuda((4, 512, 64), (32768, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_9, view_5, value_states_1, softmax_1, , attn_weights_6, attn_output_4], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._to_copy, aten.sub, aten.exp, aten._softmax, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:26
            extern_kernels.bmm(reinterpret_tensor(buf39, (4, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf32, (4, 512, 64), (64, 256, 1), 0), out=buf40)
            buf41 = empty_strided_cuda((1, 512, 4, 64), (131072, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_10, attn_output_5], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf40, buf41, 131072, stream=stream0)
            buf42 = reinterpret_tensor(buf40, (512, 256), (256, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [attn_output_4, transpose_10, attn_output_5, reshape_1, attn_output_7], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf41, (512, 256), (256, 1), 0), reinterpret_tensor(primals_17, (256, 256), (1, 256), 0), out=buf42)
            buf43 = reinterpret_tensor(buf42, (1, 512, 256), (131072, 256, 1), 0); del buf42  # reuse
            buf44 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf45 = reinterpret_tensor(buf44, (1, 512, 1), (512, 1, 1), 0); del buf44  # reuse
            buf46 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_7, hidden_states_11, hidden_states_12, pow_4, variance_3, add_15, rsqrt_3, hidden_states_13, to_12, hidden_states_14], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:29
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf43, buf45, buf26, primals_18, buf46, 512, 256, stream=stream0)
            buf47 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_12, hidden_states_13, to_12, hidden_states_14, linear_11], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf46, (512, 256), (256, 1), 0), reinterpret_tensor(primals_19, (256, 688), (1, 256), 0), out=buf47)
            buf48 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_12, hidden_states_13, to_12, hidden_states_14, linear_11, linear_12], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf46, (512, 256), (256, 1), 0), reinterpret_tensor(primals_20, (256, 688), (1, 256), 0), out=buf48)
            buf49 = empty_strided_cuda((1, 512, 688), (352256, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_21], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_7:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_7.run(buf47, buf48, buf49, 352256, stream=stream0)
            buf50 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_21, down_proj_1], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:33
            extern_kernels.mm(reinterpret_tensor(buf49, (512, 688), (688, 1), 0), reinterpret_tensor(primals_21, (688, 256), (1, 688), 0), out=buf50)
            buf51 = reinterpret_tensor(buf50, (1, 512, 256), (131072, 256, 1), 0); del buf50  # reuse
            buf52 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf53 = reinterpret_tensor(buf52, (1, 512, 1), (512, 1, 1), 0); del buf52  # reuse
            buf54 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_1, hidden_states_15, hidden_states_16, pow_5, variance_4, add_17, rsqrt_4, hidden_states_17, to_14, hidden_states_18], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:34
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf51, buf53, buf43, primals_22, buf54, 512, 256, stream=stream0)
            buf55 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, hidden_states_17, to_14, hidden_states_18, linear_14], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:35
            extern_kernels.mm(reinterpret_tensor(buf54, (512, 256), (256, 1), 0), reinterpret_tensor(primals_23, (256, 256), (1, 256), 0), out=buf55)
            buf56 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, hidden_states_17, to_14, hidden_states_18, linear_14, linear_15], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf54, (512, 256), (256, 1), 0), reinterpret_tensor(primals_24, (256, 256), (1, 256), 0), out=buf56)
            buf57 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_16, hidden_states_17, to_14, hidden_states_18, linear_14, linear_16], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:37
            extern_kernels.mm(reinterpret_tensor(buf54, (512, 256), (256, 1), 0), reinterpret_tensor(primals_25, (256, 256), (1, 256), 0), out=buf57)
            buf58 = empty_strided_cuda((1, 4, 512, 64), (131072, 64, 256, 1), torch.bfloat16)
            buf59 = empty_strided_cuda((1, 4, 512, 64), (131072, 32768, 64, 1), torch.bfloat16)
            buf114 = empty_strided_cuda((4, 64, 512), (64, 1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_14, view_6, query_states_2, linear_15, view_7, key_states_2, mul_24, x1_4, x2_4, neg_4, cat_9, mul_25, q_embed_2, mul_26, x1_5, x2_5, neg_5, cat_10, mul_27, k_embed_2, matmul_5, permute_110], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:38
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf56, buf3, buf55, buf58, buf59, buf114, 2048, 64, stream=stream0)
            del buf55
            del buf56
            buf60 = empty_strided_cuda((4, 512, 512), (262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_14, view_6, query_states_2, mul_24, x1_4, x2_4, neg_4, cat_9, mul_25, q_embed_2, transpose_14, matmul_5], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] extern_kernels.bmm:39
            extern_kernels.bmm(reinterpret_tensor(buf59, (4, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf58, (4, 64, 512), (64, 1, 256), 0), out=buf60)
            del buf59
            buf61 = reinterpret_tensor(buf60, (1, 4, 512, 512), (1048576, 262144, 512, 1), 0); del buf60  # reuse
            buf62 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf63 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf64 = empty_strided_cuda((1, 4, 512, 512), (1048576, 262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_5, attn_weights_8, attn_weights_9, softmax_2, , attn_weights_10], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9:40
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9.run(buf61, buf62, buf63, buf64, 2048, 512, stream=stream0)
            buf65 = empty_strided_cuda((4, 512, 64), (32768, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_16, view_8, value_states_2, softmax_2, , attn_weights_10, attn_output_8], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._to_copy, aten.sub, aten.exp, aten._softmax, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:41
            extern_kernels.bmm(reinterpret_tensor(buf64, (4, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf57, (4, 512, 64), (64, 256, 1), 0), out=buf65)
            buf66 = empty_strided_cuda((1, 512, 4, 64), (131072, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_8, transpose_15, attn_output_9], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:42
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf65, buf66, 131072, stream=stream0)
            buf67 = reinterpret_tensor(buf65, (512, 256), (256, 1), 0); del buf65  # reuse
            # Topologically Sorted Source Nodes: [attn_output_8, transpose_15, attn_output_9, reshape_2, attn_output_11], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf66, (512, 256), (256, 1), 0), reinterpret_tensor(primals_26, (256, 256), (1, 256), 0), out=buf67)
            buf68 = reinterpret_tensor(buf67, (1, 512, 256), (131072, 256, 1), 0); del buf67  # reuse
            buf69 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf70 = reinterpret_tensor(buf69, (1, 512, 1), (512, 1, 1), 0); del buf69  # reuse
            buf71 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_11, hidden_states_19, hidden_states_20, pow_6, variance_5, add_22, rsqrt_5, hidden_states_21, to_17, hidden_states_22], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:44
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf68, buf70, buf51, primals_27, buf71, 512, 256, stream=stream0)
            buf72 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_20, hidden_states_21, to_17, hidden_states_22, linear_18], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf71, (512, 256), (256, 1), 0), reinterpret_tensor(primals_28, (256, 688), (1, 256), 0), out=buf72)
            buf73 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_20, hidden_states_21, to_17, hidden_states_22, linear_18, linear_19], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf71, (512, 256), (256, 1), 0), reinterpret_tensor(primals_29, (256, 688), (1, 256), 0), out=buf73)
            buf74 = empty_strided_cuda((1, 512, 688), (352256, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_31], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_7:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_7.run(buf72, buf73, buf74, 352256, stream=stream0)
            buf75 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_18, silu_2, linear_19, mul_31, down_proj_2], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:48
            extern_kernels.mm(reinterpret_tensor(buf74, (512, 688), (688, 1), 0), reinterpret_tensor(primals_30, (688, 256), (1, 688), 0), out=buf75)
            buf76 = reinterpret_tensor(buf75, (1, 512, 256), (131072, 256, 1), 0); del buf75  # reuse
            buf77 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf78 = reinterpret_tensor(buf77, (1, 512, 1), (512, 1, 1), 0); del buf77  # reuse
            buf79 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_2, hidden_states_23, hidden_states_24, pow_7, variance_6, add_24, rsqrt_6, hidden_states_25, to_19, hidden_states_26], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:49
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf76, buf78, buf68, primals_31, buf79, 512, 256, stream=stream0)
            buf80 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24, hidden_states_25, to_19, hidden_states_26, linear_21], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:50
            extern_kernels.mm(reinterpret_tensor(buf79, (512, 256), (256, 1), 0), reinterpret_tensor(primals_32, (256, 256), (1, 256), 0), out=buf80)
            buf81 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24, hidden_states_25, to_19, hidden_states_26, linear_21, linear_22], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(reinterpret_tensor(buf79, (512, 256), (256, 1), 0), reinterpret_tensor(primals_33, (256, 256), (1, 256), 0), out=buf81)
            buf82 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_24, hidden_states_25, to_19, hidden_states_26, linear_21, linear_23], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:52
            extern_kernels.mm(reinterpret_tensor(buf79, (512, 256), (256, 1), 0), reinterpret_tensor(primals_34, (256, 256), (1, 256), 0), out=buf82)
            buf83 = empty_strided_cuda((1, 4, 512, 64), (131072, 64, 256, 1), torch.bfloat16)
            buf84 = empty_strided_cuda((1, 4, 512, 64), (131072, 32768, 64, 1), torch.bfloat16)
            buf113 = empty_strided_cuda((4, 64, 512), (64, 1, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_21, view_9, query_states_3, linear_22, view_10, key_states_3, mul_34, x1_6, x2_6, neg_6, cat_13, mul_35, q_embed_3, mul_36, x1_7, x2_7, neg_7, cat_14, mul_37, k_embed_3, matmul_7, permute_73], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy__unsafe_view_add_bmm_cat_cos_mul_neg_sin_slice_transpose_unsqueeze_view_3.run(buf81, buf3, buf80, buf83, buf84, buf113, 2048, 64, stream=stream0)
            del buf80
            del buf81
            buf85 = empty_strided_cuda((4, 512, 512), (262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, freqs, emb, cos, cos_1, sin, sin_1, cos_2, sin_2, cos_3, sin_3, linear_21, view_9, query_states_3, mul_34, x1_6, x2_6, neg_6, cat_13, mul_35, q_embed_3, transpose_19, matmul_7], Original ATen: [aten.bmm, aten.transpose, aten.cat, aten.cos, aten.mul, aten.sin, aten._to_copy, aten.unsqueeze, aten._unsafe_view, aten.view, aten.slice, aten.neg, aten.add]
            # [Provenance debug handles] extern_kernels.bmm:54
            extern_kernels.bmm(reinterpret_tensor(buf84, (4, 512, 64), (32768, 64, 1), 0), reinterpret_tensor(buf83, (4, 64, 512), (64, 1, 256), 0), out=buf85)
            del buf84
            buf86 = reinterpret_tensor(buf85, (1, 4, 512, 512), (1048576, 262144, 512, 1), 0); del buf85  # reuse
            buf87 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf88 = empty_strided_cuda((1, 4, 512, 1), (2048, 512, 1, 1), torch.float32)
            buf89 = empty_strided_cuda((1, 4, 512, 512), (1048576, 262144, 512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, tensor, mask, matmul_7, attn_weights_12, attn_weights_13, softmax_3, , attn_weights_14], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.lift_fresh, aten.scalar_tensor, aten.where, aten.view, aten.mul, aten._to_copy, prims.prepare_softmax_online, aten.sub, aten.exp, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9:55
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_add_arange_exp_expand_le_lift_fresh_mul_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where_9.run(buf86, buf87, buf88, buf89, 2048, 512, stream=stream0)
            buf90 = empty_strided_cuda((4, 512, 64), (32768, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_23, view_11, value_states_3, softmax_3, , attn_weights_14, attn_output_12], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten._to_copy, aten.sub, aten.exp, aten._softmax, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:56
            extern_kernels.bmm(reinterpret_tensor(buf89, (4, 512, 512), (262144, 512, 1), 0), reinterpret_tensor(buf82, (4, 512, 64), (64, 256, 1), 0), out=buf90)
            buf91 = empty_strided_cuda((1, 512, 4, 64), (131072, 256, 64, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_20, attn_output_13], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_5:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf90, buf91, 131072, stream=stream0)
            buf92 = reinterpret_tensor(buf90, (512, 256), (256, 1), 0); del buf90  # reuse
            # Topologically Sorted Source Nodes: [attn_output_12, transpose_20, attn_output_13, reshape_3, attn_output_15], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:58
            extern_kernels.mm(reinterpret_tensor(buf91, (512, 256), (256, 1), 0), reinterpret_tensor(primals_35, (256, 256), (1, 256), 0), out=buf92)
            buf93 = reinterpret_tensor(buf92, (1, 512, 256), (131072, 256, 1), 0); del buf92  # reuse
            buf94 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf95 = reinterpret_tensor(buf94, (1, 512, 1), (512, 1, 1), 0); del buf94  # reuse
            buf96 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [attn_output_15, hidden_states_27, hidden_states_28, pow_8, variance_7, add_29, rsqrt_7, hidden_states_29, to_22, hidden_states_30], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:59
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf93, buf95, buf76, primals_36, buf96, 512, 256, stream=stream0)
            buf97 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_28, hidden_states_29, to_22, hidden_states_30, linear_25], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:60
            extern_kernels.mm(reinterpret_tensor(buf96, (512, 256), (256, 1), 0), reinterpret_tensor(primals_37, (256, 688), (1, 256), 0), out=buf97)
            buf98 = empty_strided_cuda((512, 688), (688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_28, hidden_states_29, to_22, hidden_states_30, linear_25, linear_26], Original ATen: [aten._to_copy, aten.mul, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:61
            extern_kernels.mm(reinterpret_tensor(buf96, (512, 256), (256, 1), 0), reinterpret_tensor(primals_38, (256, 688), (1, 256), 0), out=buf98)
            buf99 = empty_strided_cuda((1, 512, 688), (352256, 688, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_41], Original ATen: [aten._unsafe_view, aten.silu, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_mul_silu_7:62
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_mul_silu_7.run(buf97, buf98, buf99, 352256, stream=stream0)
            buf100 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_25, silu_3, linear_26, mul_41, down_proj_3], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:63
            extern_kernels.mm(reinterpret_tensor(buf99, (512, 688), (688, 1), 0), reinterpret_tensor(primals_39, (688, 256), (1, 688), 0), out=buf100)
            buf101 = reinterpret_tensor(buf100, (1, 512, 256), (131072, 256, 1), 0); del buf100  # reuse
            buf102 = empty_strided_cuda((1, 512, 1), (512, 1, 512), torch.float32)
            buf103 = reinterpret_tensor(buf102, (1, 512, 1), (512, 1, 1), 0); del buf102  # reuse
            buf104 = empty_strided_cuda((1, 512, 256), (131072, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [down_proj_3, hidden_states_31, hidden_states_32, pow_9, variance_8, add_31, rsqrt_8, hidden_states_33, to_24, hidden_states_34], Original ATen: [aten._unsafe_view, aten.add, aten._to_copy, aten.pow, aten.mean, aten.rsqrt, aten.mul]
            # [Provenance debug handles] triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10:64
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy__unsafe_view_add_mean_mul_pow_rsqrt_10.run(buf101, buf103, buf93, primals_40, buf104, 512, 256, stream=stream0)
            buf105 = empty_strided_cuda((512, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_32, hidden_states_33, to_24, hidden_states_34, logits], Original ATen: [aten._to_copy, aten.mul, aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:65
            extern_kernels.mm(reinterpret_tensor(buf104, (512, 256), (256, 1), 0), reinterpret_tensor(primals_41, (256, 1024), (1, 256), 0), out=buf105)
            buf106 = empty_strided_cuda((1, 513), (513, 1), torch.int64)
            # Topologically Sorted Source Nodes: [labels], Original ATen: [aten.constant_pad_nd]
            # [Provenance debug handles] triton_poi_fused_constant_pad_nd_11:66
            stream0 = get_raw_stream(0)
            triton_poi_fused_constant_pad_nd_11.run(primals_1, buf106, 513, stream=stream0)
            buf107 = empty_strided_cuda((512, 1), (1, 1), torch.float32)
            buf108 = empty_strided_cuda((512, 1), (1, 512), torch.float32)
            buf109 = reinterpret_tensor(buf108, (512, 1), (1, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, logits_2, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.view, prims.prepare_softmax_online, aten._log_softmax]
            # [Provenance debug handles] triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12:67
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__to_copy__unsafe_view_prepare_softmax_online_view_12.run(buf109, buf105, buf107, 512, 1024, stream=stream0)
            buf112 = empty_strided_cuda((), (), torch.float32)
            buf111 = empty_strided_cuda((), (), torch.float32)
            buf117 = buf112; del buf112  # reuse
            # Topologically Sorted Source Nodes: [logits, logits_1, getitem_23, logits_2, shift_labels_1, , loss], Original ATen: [aten._unsafe_view, aten._to_copy, aten.slice, aten.view, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13:68
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__to_copy__unsafe_view_nll_loss_forward_slice_sub_view_13.run(buf117, buf106, buf105, buf107, buf109, buf111, 1, 512, stream=stream0)
        return (reinterpret_tensor(buf9, (1, 4, 512, 64), (131072, 64, 256, 1), 0), buf10, reinterpret_tensor(buf32, (1, 4, 512, 64), (131072, 64, 256, 1), 0), buf33, reinterpret_tensor(buf57, (1, 4, 512, 64), (131072, 64, 256, 1), 0), buf58, reinterpret_tensor(buf82, (1, 4, 512, 64), (131072, 64, 256, 1), 0), buf83, buf117, reinterpret_tensor(buf105, (1, 512, 1024), (524288, 1024, 1), 0), primals_1, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, buf0, buf3, buf5, reinterpret_tensor(buf6, (512, 256), (256, 1), 0), buf12, buf13, buf14, reinterpret_tensor(buf17, (512, 256), (256, 1), 0), buf18, buf20, reinterpret_tensor(buf21, (512, 256), (256, 1), 0), buf22, buf23, reinterpret_tensor(buf24, (512, 688), (688, 1), 0), buf26, buf28, reinterpret_tensor(buf29, (512, 256), (256, 1), 0), buf36, buf37, buf38, reinterpret_tensor(buf41, (512, 256), (256, 1), 0), buf43, buf45, reinterpret_tensor(buf46, (512, 256), (256, 1), 0), buf47, buf48, reinterpret_tensor(buf49, (512, 688), (688, 1), 0), buf51, buf53, reinterpret_tensor(buf54, (512, 256), (256, 1), 0), buf61, buf62, buf63, reinterpret_tensor(buf66, (512, 256), (256, 1), 0), buf68, buf70, reinterpret_tensor(buf71, (512, 256), (256, 1), 0), buf72, buf73, reinterpret_tensor(buf74, (512, 688), (688, 1), 0), buf76, buf78, reinterpret_tensor(buf79, (512, 256), (256, 1), 0), buf86, buf87, buf88, reinterpret_tensor(buf91, (512, 256), (256, 1), 0), buf93, buf95, reinterpret_tensor(buf96, (512, 256), (256, 1), 0), buf97, buf98, reinterpret_tensor(buf99, (512, 688), (688, 1), 0), buf101, buf103, reinterpret_tensor(buf104, (512, 256), (256, 1), 0), reinterpret_tensor(buf105, (1, 512, 1024), (524288, 1024, 1), 0), buf106, buf107, buf109, buf111, reinterpret_tensor(buf89, (4, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf82, (4, 64, 512), (64, 1, 256), 0), buf113, reinterpret_tensor(buf83, (4, 512, 64), (64, 256, 1), 0), reinterpret_tensor(buf64, (4, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf57, (4, 64, 512), (64, 1, 256), 0), buf114, reinterpret_tensor(buf58, (4, 512, 64), (64, 256, 1), 0), reinterpret_tensor(buf39, (4, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf32, (4, 64, 512), (64, 1, 256), 0), buf115, reinterpret_tensor(buf33, (4, 512, 64), (64, 256, 1), 0), reinterpret_tensor(buf15, (4, 512, 512), (262144, 1, 512), 0), reinterpret_tensor(buf9, (4, 64, 512), (64, 1, 256), 0), buf116, reinterpret_tensor(buf10, (4, 512, 64), (64, 256, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_24 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_26 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_28 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_29 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_30 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_31 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_32 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_33 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_34 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_35 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_36 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_37 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_38 = rand_strided((688, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_39 = rand_strided((256, 688), (688, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_41 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
