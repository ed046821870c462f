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


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/ms/cmsfnnx3lbml4e7wpwqaiqxwizhwcvuyr7gcthpa7vwvxtkdoowr.py
# Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
# Source node to ATen node mapping:
#   arange => iota
#   position_ids => add
# Graph fragment:
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   return %add
triton_poi_fused_add_arange_0 = async_compile.triton('triton_poi_fused_add_arange_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/t3/ct3efdtb2p7ad3olu2d2eptxg4admna5udcentvojarzqdvluihw.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
# Source node to ATen node mapping:
#   arange => iota
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %add : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=add]
#   %primals_3 : Tensor "bf16[1024, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "bf16[1, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_3, %unsqueeze), kwargs = {})
#   return %embedding_1
triton_poi_fused_add_arange_embedding_unsqueeze_1 = async_compile.triton('triton_poi_fused_add_arange_embedding_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_embedding_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2048, 'x': 262144}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_embedding_unsqueeze_1(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 256
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 1024, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 1024)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 1024")
    tmp6 = tl.load(in_ptr1 + (x1 + 256*tmp4), xmask & ymask).to(tl.float32)
    tl.store(out_ptr0 + (x1 + 256*y0), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/uq/cuq7hxmrhvu7f65w44bzkzf46cgoui2lro5x4353jeelhmrnm7mk.py
# Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, , convert_element_type, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default, inductor_random_default_4
#   convert_element_type => convert_element_type_default_4
#   hidden_states => add_1
#   hidden_states_1 => gt, mul, mul_1
#   hidden_states_2 => add_4, add_5, convert_element_type, convert_element_type_1, mul_2, mul_3, rsqrt, sub, var_mean
#   inputs_embeds => embedding
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_4 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_4]
#   %primals_1 : Tensor "i64[2, 256][256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_2 : Tensor "bf16[2048, 256][256, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %gt : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "bf16[1, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %buf7 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf7]
#   %getitem_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_5]
#   %embedding : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.embedding.default](args = (%primals_2, %primals_1), kwargs = {})
#   %add_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default_4 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 256, 256], %inductor_lookup_seed_default, rand), kwargs = {})
#   %convert_element_type_default_4 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_random_default_4, torch.bfloat16), kwargs = {})
#   %gt : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_default_4, 0.1), kwargs = {})
#   %mul : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %convert_element_type : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_1, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %primals_4), kwargs = {})
#   %add_5 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %primals_5), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_5, torch.bfloat16), kwargs = {})
#   return %inductor_random_default_4,%gt,%embedding,%getitem_1,%buf7,%rsqrt,%convert_element_type_1
triton_per_fused_add_embedding_native_dropout_native_layer_norm_2 = async_compile.triton('triton_per_fused_add_embedding_native_dropout_native_layer_norm_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i64', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr1': '*i1', 'out_ptr2': '*bf16', 'out_ptr3': '*fp32', 'out_ptr4': '*bf16', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_embedding_native_dropout_native_layer_norm_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1442816}}
)
@triton.jit
def triton_per_fused_add_embedding_native_dropout_native_layer_norm_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr3, out_ptr4, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 256)
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr3 + (r0_1 + 256*x2), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp43 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp46 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1, 1], 0.1, tl.float32)
    tmp5 = tmp3 > tmp4
    tmp7 = tl.full([1, 1], 2048, tl.int32)
    tmp8 = tmp6 + tmp7
    tmp9 = tmp6 < 0
    tmp10 = tl.where(tmp9, tmp8, tmp6)
    tl.device_assert(((0 <= tmp10) & (tmp10 < 2048)) | ~(xmask), "index out of bounds: 0 <= tmp10 < 2048")
    tmp12 = tl.load(in_ptr2 + (r0_1 + 256*tmp10), xmask, other=0.0).to(tl.float32)
    tmp13 = tmp5.to(tl.float32)
    tmp15 = tmp12 + tmp14
    tmp16 = tmp13 * tmp15
    tmp17 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 256, tl.int32)
    tmp28 = tmp27.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tmp20 - tmp29
    tmp31 = tmp30 * tmp30
    tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
    tmp34 = tl.where(xmask, tmp32, 0)
    tmp35 = tl.sum(tmp34, 1)[:, None].to(tl.float32)
    tmp36 = tl.full([1, 1], 256.0, tl.float32)
    tmp37 = (tmp35 / tmp36)
    tmp38 = tl.full([1, 1], 1e-05, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = libdevice.rsqrt(tmp39)
    tmp41 = tmp19 - tmp29
    tmp42 = tmp41 * tmp40
    tmp44 = tmp43.to(tl.float32)
    tmp45 = tmp42 * tmp44
    tmp47 = tmp46.to(tl.float32)
    tmp48 = tmp45 + tmp47
    tmp49 = tmp48.to(tl.float32)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp5, xmask)
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp12, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp40, xmask)
    tl.store(out_ptr4 + (r0_1 + 256*x0), tmp49, xmask)
    tl.store(out_ptr3 + (x0), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/vq/cvqi2dmn7cwo3ie4tc27dy2usenybsi2mpcv6flwmwyhgbgsprun.py
# Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => clone
#   split => split
#   view_3 => view_3
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 256, 768]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 256, 2), kwargs = {})
#   %view_3 : Tensor "bf16[2, 256, 4, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [2, 256, -1, 64]), kwargs = {})
#   %permute : Tensor "bf16[2, 4, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "bf16[2, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {})
#   return %clone
triton_poi_fused_cat_split_transpose_view_3 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 768*x1), None).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/zm/czmhga6uuvuaq2zncyci6ujpoyc3hqf4xsbsz2ypvdscbm2w63az.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => clone_1
#   view_4 => view_4
#   x_1 => view_2
# Graph fragment:
#   %addmm : Tensor "bf16[512, 768][768, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "bf16[2, 256, 768][196608, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 256, 768]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 256, 2), kwargs = {})
#   %view_4 : Tensor "bf16[2, 256, 4, 64][196608, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [2, 256, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[2, 4, 256, 64][196608, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "bf16[2, 4, 256, 64][65536, 64, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {})
#   return %clone_1
triton_poi_fused_cat_split_transpose_view_4 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 768*x1), None).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/43/c43uqntvnlcz4ax6vbz7n5ofciwkgghwirm64jjbdxiphoaqlt33.py
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
#   %add : Tensor "i64[256][1]cuda:0" = PlaceHolder[target=add]
#   %iota : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (256,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 256][256, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 1), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 256, 1][256, 256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 1, 256][256, 256, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %le : Tensor "b8[1, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_6, %unsqueeze_3), kwargs = {})
#   %expand : Tensor "b8[2, 1, 256, 256][0, 65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%le, [2, -1, 256, 256]), kwargs = {})
#   %full_default : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[2, 1, 256, 256][65536, 65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_1, %full_default), kwargs = {})
#   return %where
triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5 = async_compile.triton('triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 526336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 256)
    x1 = ((xindex // 256) % 256)
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], -65536.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/wi/cwird57sp3qrcttbmqrx7fvpbpu4pxanztv6ip5vl6hpm4vo366j.py
# Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, x_3, , convert_element_type, attn_output_3, hidden_states_3, hidden_states_4], Original ATen: [aten.add, aten.native_dropout, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default_1, inductor_random_default_3
#   attn_output_3 => gt_1, mul_4, mul_5
#   convert_element_type => convert_element_type_default_3
#   hidden_states => add_1
#   hidden_states_1 => mul, mul_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, convert_element_type_8, convert_element_type_9, mul_6, mul_7, rsqrt_1, sub_1, var_mean_1
#   x_3 => view_8
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_3]
#   %gt_1 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt_1]
#   %addmm_1 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %gt : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt]
#   %embedding : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding]
#   %embedding_1 : Tensor "bf16[1, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=embedding_1]
#   %add_6 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %buf25 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf25]
#   %getitem_15 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_15]
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_10 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_11]
#   %add_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %mul : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %add_1), kwargs = {})
#   %mul_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, 1.1111111111111112), kwargs = {})
#   %view_8 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [2, 256, 256]), kwargs = {})
#   %inductor_lookup_seed_default_1 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 1), kwargs = {})
#   %inductor_random_default_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 256, 256], %inductor_lookup_seed_default_1, rand), kwargs = {})
#   %convert_element_type_default_3 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_random_default_3, torch.bfloat16), kwargs = {})
#   %gt_1 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_default_3, 0.1), kwargs = {})
#   %mul_4 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_1, %view_8), kwargs = {})
#   %mul_5 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, 1.1111111111111112), kwargs = {})
#   %add_6 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %mul_1), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_6, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %sub_1 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %getitem_15), kwargs = {})
#   %mul_6 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_7 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_6, %primals_10), kwargs = {})
#   %add_8 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_7, %primals_11), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_8, torch.bfloat16), kwargs = {})
#   return %inductor_random_default_3,%gt_1,%add_6,%getitem_15,%buf25,%rsqrt_1,%convert_element_type_9
triton_per_fused_add_native_dropout_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_native_dropout_native_layer_norm_view_6', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*i1', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'load_seed_offset': 'constexpr', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'load_seed_offset': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_native_layer_norm_view_6', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 2098176}}
)
@triton.jit
def triton_per_fused_add_native_dropout_native_layer_norm_view_6(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr1, out_ptr2, out_ptr3, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x2 = (xindex % 256)
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.int1)
    tmp13 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp14 = tl.load(in_ptr3 + (r0_1 + 256*x2), xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp43 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp46 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1, 1], 0.1, tl.float32)
    tmp5 = tmp3 > tmp4
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11.to(tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp12 * tmp15
    tmp17 = tmp16 * tmp9
    tmp18 = tmp10 + tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 256, tl.int32)
    tmp28 = tmp27.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tmp20 - tmp29
    tmp31 = tmp30 * tmp30
    tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
    tmp34 = tl.where(xmask, tmp32, 0)
    tmp35 = tl.sum(tmp34, 1)[:, None].to(tl.float32)
    tmp36 = tl.full([1, 1], 256.0, tl.float32)
    tmp37 = (tmp35 / tmp36)
    tmp38 = tl.full([1, 1], 1e-05, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = libdevice.rsqrt(tmp39)
    tmp41 = tmp19 - tmp29
    tmp42 = tmp41 * tmp40
    tmp44 = tmp43.to(tl.float32)
    tmp45 = tmp42 * tmp44
    tmp47 = tmp46.to(tl.float32)
    tmp48 = tmp45 + tmp47
    tmp49 = tmp48.to(tl.float32)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp5, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp18, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp40, xmask)
    tl.store(out_ptr3 + (r0_1 + 256*x0), tmp49, xmask)
    tl.store(out_ptr2 + (x0), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/tc/ctczgoptf2aet7d2dsbgs75cmmeuvn7gaeovmpd6lvehmueuzpxg.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_11
#   mul => mul_8
#   mul_1 => mul_9
#   mul_2 => mul_10
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %addmm_2 : Tensor "bf16[512, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 256, 1024]), kwargs = {})
#   %mul_8 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_9 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_9), kwargs = {})
#   %mul_10 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_10,), kwargs = {})
#   %add_10 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_11 : Tensor "bf16[2, 256, 1024][262144, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %add_10), kwargs = {})
#   return %mul_11
triton_poi_fused_add_mul_pow_tanh_view_7 = async_compile.triton('triton_poi_fused_add_mul_pow_tanh_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_pow_tanh_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3145728}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_pow_tanh_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp0 * tmp0
    tmp4 = tmp3 * tmp0
    tmp5 = tl.full([1], 0.044715, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tmp0 + tmp6
    tmp8 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = libdevice.tanh(tmp9)
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp2 * tmp12
    tl.store(out_ptr0 + (x0), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/fh/cfhwk7y3nrxjjw3o3zuelzygr3fnyagnrjy5mqg3rtw722s5b4ay.py
# Topologically Sorted Source Nodes: [x_7, , convert_element_type, hidden_states_6, hidden_states_7, hidden_states_8], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default_2, inductor_random_default_2
#   convert_element_type => convert_element_type_default_2
#   hidden_states_6 => gt_2, mul_12, mul_13
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, convert_element_type_16, convert_element_type_17, mul_14, mul_15, rsqrt_2, sub_2, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_2]
#   %add_6 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_6]
#   %gt_2 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt_2]
#   %addmm_3 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_11 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_11]
#   %buf36 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf36]
#   %getitem_17 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_17]
#   %rsqrt_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_2]
#   %primals_16 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %view_12 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [2, 256, 256]), kwargs = {})
#   %inductor_lookup_seed_default_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 2), kwargs = {})
#   %inductor_random_default_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 256, 256], %inductor_lookup_seed_default_2, rand), kwargs = {})
#   %convert_element_type_default_2 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_random_default_2, torch.bfloat16), kwargs = {})
#   %gt_2 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_default_2, 0.1), kwargs = {})
#   %mul_12 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_2, %view_12), kwargs = {})
#   %mul_13 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, 1.1111111111111112), kwargs = {})
#   %add_11 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %mul_13), kwargs = {})
#   %convert_element_type_16 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_16, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_12 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %sub_2 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_16, %getitem_17), kwargs = {})
#   %mul_14 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_15 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_16), kwargs = {})
#   %add_13 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_17), kwargs = {})
#   %convert_element_type_17 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   return %inductor_random_default_2,%gt_2,%add_11,%getitem_17,%buf36,%rsqrt_2,%convert_element_type_17
triton_per_fused_add_native_dropout_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_native_dropout_native_layer_norm_view_8', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1836032}}
)
@triton.jit
def triton_per_fused_add_native_dropout_native_layer_norm_view_8(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, out_ptr2, out_ptr3, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp37 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp40 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1, 1], 0.1, tl.float32)
    tmp5 = tmp3 > tmp4
    tmp7 = tmp5.to(tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = tmp6 + tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 256.0, tl.float32)
    tmp31 = (tmp29 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp13 - tmp23
    tmp36 = tmp35 * tmp34
    tmp38 = tmp37.to(tl.float32)
    tmp39 = tmp36 * tmp38
    tmp41 = tmp40.to(tl.float32)
    tmp42 = tmp39 + tmp41
    tmp43 = tmp42.to(tl.float32)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp5, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp12, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp34, xmask)
    tl.store(out_ptr3 + (r0_1 + 256*x0), tmp43, xmask)
    tl.store(out_ptr2 + (x0), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/g7/scratch/gpt2/base/inductor/tmp58pfbpgy/kk/ckkvxjpwz2afy27z7fuf5bzjj5uroetbuscv2c2su4h7despjwh4.py
# Topologically Sorted Source Nodes: [x_11, , convert_element_type, attn_output_7, hidden_states_9, hidden_states_10], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default_3, inductor_random_default_1
#   attn_output_7 => gt_3, mul_16, mul_17
#   convert_element_type => convert_element_type_default_1
#   hidden_states_10 => add_15, add_16, convert_element_type_24, convert_element_type_25, mul_18, mul_19, rsqrt_3, sub_3, var_mean_3
#   hidden_states_9 => add_14
#   x_11 => view_20
# Graph fragment:
#   %inductor_seeds_default : Tensor "i64[5][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %inductor_random_default_1 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=inductor_random_default_1]
#   %gt_3 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=gt_3]
#   %addmm_5 : Tensor "bf16[512, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_11]
#   %add_14 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0" = PlaceHolder[target=add_14]
#   %buf53 : Tensor "f32[2, 256, 1][256, 1, 512]cuda:0" = PlaceHolder[target=buf53]
#   %getitem_31 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=getitem_31]
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_22 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_22]
#   %primals_23 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_23]
#   %view_20 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [2, 256, 256]), kwargs = {})
#   %inductor_lookup_seed_default_3 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 3), kwargs = {})
#   %inductor_random_default_1 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([2, 256, 256], %inductor_lookup_seed_default_3, rand), kwargs = {})
#   %convert_element_type_default_1 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%inductor_random_default_1, torch.bfloat16), kwargs = {})
#   %gt_3 : Tensor "b8[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.gt.Scalar](args = (%convert_element_type_default_1, 0.1), kwargs = {})
#   %mul_16 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt_3, %view_20), kwargs = {})
#   %mul_17 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 1.1111111111111112), kwargs = {})
#   %add_14 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %add_11), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.float32), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_24, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_15 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 256, 1][256, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %sub_3 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_24, %getitem_31), kwargs = {})
#   %mul_18 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_19 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %primals_22), kwargs = {})
#   %add_16 : Tensor "f32[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %primals_23), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[2, 256, 256][65536, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_16, torch.bfloat16), kwargs = {})
#   return %inductor_random_default_1,%gt_3,%add_14,%getitem_31,%buf53,%rsqrt_3,%convert_element_type_25
triton_per_fused_add_native_dropout_native_layer_norm_view_9 = async_compile.triton('triton_per_fused_add_native_dropout_native_layer_norm_view_9', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_dropout_native_layer_norm_view_9', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8192, 'r0_': 1836032}}
)
@triton.jit
def triton_per_fused_add_native_dropout_native_layer_norm_view_9(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, out_ptr2, out_ptr3, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp37 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp40 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp0 = tl.load(in_ptr0 + load_seed_offset)
    tmp1 = r0_1 + 256*x0
    tmp2 = tl.rand(tmp0, (tmp1).to(tl.uint32))
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1, 1], 0.1, tl.float32)
    tmp5 = tmp3 > tmp4
    tmp6 = tmp5.to(tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp10 + tmp11
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tl.full([1, 1], 256, tl.int32)
    tmp22 = tmp21.to(tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tmp14 - tmp23
    tmp25 = tmp24 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 256.0, tl.float32)
    tmp31 = (tmp29 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp13 - tmp23
    tmp36 = tmp35 * tmp34
    tmp38 = tmp37.to(tl.float32)
    tmp39 = tmp36 * tmp38
    tmp41 = tmp40.to(tl.float32)
    tmp42 = tmp39 + tmp41
    tmp43 = tmp42.to(tl.float32)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp5, xmask)
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp12, xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp34, xmask)
    tl.store(out_ptr3 + (r0_1 + 256*x0), tmp43, xmask)
    tl.store(out_ptr2 + (x0), tmp23, xmask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29 = args
        args.clear()
        assert_size_stride(primals_1, (2, 256), (256, 1))
        assert_size_stride(primals_2, (2048, 256), (256, 1))
        assert_size_stride(primals_3, (1024, 256), (256, 1))
        assert_size_stride(primals_4, (256, ), (1, ))
        assert_size_stride(primals_5, (256, ), (1, ))
        assert_size_stride(primals_6, (768, ), (1, ))
        assert_size_stride(primals_7, (256, 768), (768, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, 256), (256, 1))
        assert_size_stride(primals_10, (256, ), (1, ))
        assert_size_stride(primals_11, (256, ), (1, ))
        assert_size_stride(primals_12, (1024, ), (1, ))
        assert_size_stride(primals_13, (256, 1024), (1024, 1))
        assert_size_stride(primals_14, (256, ), (1, ))
        assert_size_stride(primals_15, (1024, 256), (256, 1))
        assert_size_stride(primals_16, (256, ), (1, ))
        assert_size_stride(primals_17, (256, ), (1, ))
        assert_size_stride(primals_18, (768, ), (1, ))
        assert_size_stride(primals_19, (256, 768), (768, 1))
        assert_size_stride(primals_20, (256, ), (1, ))
        assert_size_stride(primals_21, (256, 256), (256, 1))
        assert_size_stride(primals_22, (256, ), (1, ))
        assert_size_stride(primals_23, (256, ), (1, ))
        assert_size_stride(primals_24, (1024, ), (1, ))
        assert_size_stride(primals_25, (256, 1024), (1024, 1))
        assert_size_stride(primals_26, (256, ), (1, ))
        assert_size_stride(primals_27, (1024, 256), (256, 1))
        assert_size_stride(primals_28, (256, ), (1, ))
        assert_size_stride(primals_29, (256, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((256, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids], Original ATen: [aten.arange, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_arange_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_0.run(buf1, 256, stream=stream0)
            buf2 = empty_strided_cuda((1, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_embeds], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding]
            # [Provenance debug handles] triton_poi_fused_add_arange_embedding_unsqueeze_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_embedding_unsqueeze_1.run(buf1, primals_3, buf2, 256, 256, stream=stream0)
            del primals_3
            buf3 = empty_strided_cuda((5, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] aten.randint.low_out:3
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [5], out=buf3)
            buf5 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bool)
            buf0 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            buf6 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf7 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf9 = reinterpret_tensor(buf7, (2, 256, 1), (256, 1, 1), 0); del buf7  # reuse
            buf10 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, hidden_states, , convert_element_type, hidden_states_1, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_dropout, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_embedding_native_dropout_native_layer_norm_2:4
            stream0 = get_raw_stream(0)
            triton_per_fused_add_embedding_native_dropout_native_layer_norm_2.run(buf9, buf3, primals_1, primals_2, buf2, primals_4, primals_5, buf5, buf0, buf6, buf10, 0, 512, 256, stream=stream0)
            del primals_5
            buf11 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, hidden_states_2, view_1, x], Original ATen: [aten.add, aten.native_dropout, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:5
            extern_kernels.addmm(primals_6, reinterpret_tensor(buf10, (512, 256), (256, 1), 0), primals_7, alpha=1, beta=1, out=buf11)
            del primals_6
            buf12 = empty_strided_cuda((2, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf11, buf12, 131072, stream=stream0)
            buf13 = empty_strided_cuda((2, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf11, buf13, 131072, stream=stream0)
            buf14 = empty_strided_cuda((2, 1, 256, 256), (65536, 65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, q_indices, kv_indices, attention_mask, attention_mask_1, attn_output], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor, aten.where]
            # [Provenance debug handles] triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_arange_expand_le_scalar_tensor_unsqueeze_where_5.run(buf1, buf14, 131072, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:9
            buf15 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf11, (2, 4, 256, 64), (196608, 64, 768, 1), 0), buf12, buf13, buf14, True, 0.1, scale=0.125)
            buf16 = buf15[0]
            assert_size_stride(buf16, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf16, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf17 = buf15[1]
            assert_size_stride(buf17, (2, 4, 256, 1), (1024, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf17, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf18 = buf15[6]
            assert_size_stride(buf18, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf18, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf19 = buf15[7]
            assert_size_stride(buf19, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf19, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf15
            buf20 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, x_2], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(primals_8, reinterpret_tensor(buf16, (512, 256), (256, 1), 0), primals_9, alpha=1, beta=1, out=buf20)
            del primals_8
            buf22 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bool)
            buf23 = reinterpret_tensor(buf20, (2, 256, 256), (65536, 256, 1), 0); del buf20  # reuse
            buf24 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf25 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf27 = reinterpret_tensor(buf25, (2, 256, 1), (256, 1, 1), 0); del buf25  # reuse
            buf28 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states, hidden_states_1, x_3, , convert_element_type, attn_output_3, hidden_states_3, hidden_states_4], Original ATen: [aten.add, aten.native_dropout, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_native_layer_norm_view_6:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_native_layer_norm_view_6.run(buf23, buf27, buf3, buf5, buf0, buf2, primals_10, primals_11, buf22, buf24, buf28, 1, 512, 256, stream=stream0)
            del primals_11
            buf29 = empty_strided_cuda((512, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, x_4], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(primals_12, reinterpret_tensor(buf28, (512, 256), (256, 1), 0), primals_13, alpha=1, beta=1, out=buf29)
            del primals_12
            buf30 = empty_strided_cuda((2, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf29, buf30, 524288, stream=stream0)
            buf31 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(primals_14, reinterpret_tensor(buf30, (512, 1024), (1024, 1), 0), primals_15, alpha=1, beta=1, out=buf31)
            del primals_14
            buf33 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bool)
            buf34 = reinterpret_tensor(buf31, (2, 256, 256), (65536, 256, 1), 0); del buf31  # reuse
            buf35 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf36 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf38 = reinterpret_tensor(buf36, (2, 256, 1), (256, 1, 1), 0); del buf36  # reuse
            buf39 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_7, , convert_element_type, hidden_states_6, hidden_states_7, hidden_states_8], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_native_layer_norm_view_8:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_native_layer_norm_view_8.run(buf34, buf38, buf3, buf23, primals_16, primals_17, buf33, buf35, buf39, 2, 512, 256, stream=stream0)
            del primals_17
            buf40 = empty_strided_cuda((512, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:16
            extern_kernels.addmm(primals_18, reinterpret_tensor(buf39, (512, 256), (256, 1), 0), primals_19, alpha=1, beta=1, out=buf40)
            del primals_18
            buf41 = empty_strided_cuda((2, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_3:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_3.run(buf40, buf41, 131072, stream=stream0)
            buf42 = empty_strided_cuda((2, 4, 256, 64), (65536, 64, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_4:18
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_4.run(buf40, buf42, 131072, stream=stream0)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_16, query_states_3, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:19
            buf43 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf40, (2, 4, 256, 64), (196608, 64, 768, 1), 0), buf41, buf42, buf14, True, 0.1, scale=0.125)
            buf44 = buf43[0]
            assert_size_stride(buf44, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf44, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf45 = buf43[1]
            assert_size_stride(buf45, (2, 4, 256, 1), (1024, 256, 1, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf45, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf46 = buf43[6]
            assert_size_stride(buf46, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf46, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            buf47 = buf43[7]
            assert_size_stride(buf47, (), (), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf47, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf43
            buf48 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, x_10], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(primals_20, reinterpret_tensor(buf44, (512, 256), (256, 1), 0), primals_21, alpha=1, beta=1, out=buf48)
            del primals_20
            buf50 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bool)
            buf51 = reinterpret_tensor(buf48, (2, 256, 256), (65536, 256, 1), 0); del buf48  # reuse
            buf52 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf53 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf55 = reinterpret_tensor(buf53, (2, 256, 1), (256, 1, 1), 0); del buf53  # reuse
            buf56 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_11, , convert_element_type, attn_output_7, hidden_states_9, hidden_states_10], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_native_layer_norm_view_9:21
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_native_layer_norm_view_9.run(buf51, buf55, buf3, buf34, primals_22, primals_23, buf50, buf52, buf56, 3, 512, 256, stream=stream0)
            del primals_23
            buf57 = empty_strided_cuda((512, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, x_12], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(primals_24, reinterpret_tensor(buf56, (512, 256), (256, 1), 0), primals_25, alpha=1, beta=1, out=buf57)
            del primals_24
            buf58 = empty_strided_cuda((2, 256, 1024), (262144, 1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_mul_pow_tanh_view_7:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_pow_tanh_view_7.run(buf57, buf58, 524288, stream=stream0)
            buf59 = empty_strided_cuda((512, 256), (256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:24
            extern_kernels.addmm(primals_26, reinterpret_tensor(buf58, (512, 1024), (1024, 1), 0), primals_27, alpha=1, beta=1, out=buf59)
            del primals_26
            buf61 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bool)
            buf62 = reinterpret_tensor(buf59, (2, 256, 256), (65536, 256, 1), 0); del buf59  # reuse
            buf63 = empty_strided_cuda((2, 256, 1), (256, 1, 1), torch.float32)
            buf64 = empty_strided_cuda((2, 256, 1), (256, 1, 512), torch.float32)
            buf66 = reinterpret_tensor(buf64, (2, 256, 1), (256, 1, 1), 0); del buf64  # reuse
            buf67 = empty_strided_cuda((2, 256, 256), (65536, 256, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, , convert_element_type, hidden_states_12, hidden_states_13, hidden_states_14], Original ATen: [aten.view, aten.native_dropout, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_dropout_native_layer_norm_view_8:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_dropout_native_layer_norm_view_8.run(buf62, buf66, buf3, buf51, primals_28, primals_29, buf61, buf63, buf67, 4, 512, 256, stream=stream0)
            del buf3
            del primals_29
            buf68 = empty_strided_cuda((512, 2048), (2048, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten.t, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf67, (512, 256), (256, 1), 0), reinterpret_tensor(primals_2, (256, 2048), (1, 256), 0), out=buf68)
        return (reinterpret_tensor(buf68, (2, 256, 2048), (524288, 2048, 1), 0), buf13, buf12, buf42, buf41, buf67, primals_1, primals_2, primals_4, primals_7, primals_9, primals_10, primals_13, primals_15, primals_16, primals_19, primals_21, primals_22, primals_25, primals_27, primals_28, buf0, reinterpret_tensor(buf1, (1, 256), (256, 1), 0), buf2, buf5, buf6, buf9, reinterpret_tensor(buf11, (2, 4, 256, 64), (196608, 64, 768, 1), 0), buf12, buf13, buf14, buf16, buf17, buf18, buf19, buf22, buf23, buf24, buf27, buf29, buf33, buf34, buf35, buf38, reinterpret_tensor(buf40, (2, 4, 256, 64), (196608, 64, 768, 1), 0), buf41, buf42, buf44, buf45, buf46, buf47, buf50, buf51, buf52, buf55, buf57, buf61, buf62, buf63, buf66, reinterpret_tensor(buf67, (512, 256), (256, 1), 0), reinterpret_tensor(buf58, (1024, 512), (1, 1024), 0), reinterpret_tensor(buf56, (256, 512), (1, 256), 0), reinterpret_tensor(buf39, (256, 512), (1, 256), 0), reinterpret_tensor(buf30, (1024, 512), (1, 1024), 0), reinterpret_tensor(buf28, (256, 512), (1, 256), 0), reinterpret_tensor(buf10, (256, 512), (1, 256), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 256), (256, 1), device='cuda:0', dtype=torch.int64)
    primals_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((256, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_24 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_26 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_28 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_29 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
