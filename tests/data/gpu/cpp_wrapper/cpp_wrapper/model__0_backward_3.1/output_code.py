r"""
Compile-time auto-tuning block: 

import torch
from torch._dynamo.testing import rand_strided
from torch._dynamo.utils import preserve_rng_state
from torch._inductor.select_algorithm import AlgorithmSelectorCache
from torch._inductor.async_compile import AsyncCompile

async_compile = AsyncCompile()
generate_example_value = AlgorithmSelectorCache.generate_example_value
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
get_raw_stream = torch._C._cuda_getCurrentRawStream


# kernel path: /tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/ve/cvedfgkmj5uqdkkbsnhsrmxam5buhlgxkaccl6id2gahhax6tvsz.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "bf16[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': True, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33792, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0).to(tl.float32)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/k5/ck5k25txbwwefsviswhuqjrpjhtylibzdoboyxjgzauwa6ahget6.py
# Topologically Sorted Source Nodes: [convert_element_type_14, gelu, mul_6, mul_7, mul_8, exp, mul_9, mul_10, add_5, mul_11, convert_element_type_16, sum_2], Original ATen: [aten.gelu_backward, aten.gelu, aten.sum]
# Source node to ATen node mapping:
#   add_5 => add_5
#   convert_element_type_14 => convert_element_type_14
#   convert_element_type_16 => convert_element_type_16
#   exp => exp
#   gelu => add_2, convert_element_type_5, erf, mul_3
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_6 => mul_6
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sum_2 => sum_2
# Graph fragment:
#   %mm : Tensor "bf16[64, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm : Tensor "bf16[64, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm]
#   %convert_element_type_16 : Tensor "bf16[64, 1024][1024, 1]cuda:0" = PlaceHolder[target=convert_element_type_16]
#   %convert_element_type_14 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm, torch.float32), kwargs = {})
#   %convert_element_type_5 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm, torch.float32), kwargs = {})
#   %mul_3 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_2, 0.5), kwargs = {})
#   %mul_7 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, %convert_element_type_5), kwargs = {})
#   %mul_8 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, -0.5), kwargs = {})
#   %exp : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_8,), kwargs = {})
#   %mul_9 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_10 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_5, %mul_9), kwargs = {})
#   %add_5 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %mul_10), kwargs = {})
#   %mul_11 : Tensor "f32[64, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_14, %add_5), kwargs = {})
#   %convert_element_type_16 : Tensor "bf16[64, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_11, torch.bfloat16), kwargs = {})
#   %sum_2 : Tensor "bf16[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_16, [0], True), kwargs = {})
#   return %convert_element_type_16,%sum_2
triton_per_fused_gelu_gelu_backward_sum_1 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': True, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 528384, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_1(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_out_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp5 = tmp3 * tmp4
    tmp6 = libdevice.erf(tmp5)
    tmp7 = tl.full([1, 1], 1.0, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1, 1], 0.5, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp3 * tmp3
    tmp12 = tl.full([1, 1], -0.5, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = libdevice.exp(tmp13)
    tmp15 = tl.full([1, 1], 0.3989422804014327, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp3 * tmp16
    tmp18 = tmp10 + tmp17
    tmp19 = tmp1 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (x0 + 1024*r0_1), tmp20, xmask)
    tl.store(out_ptr0 + (x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/ke/cke4k5yik3la63xqkgxyibiepngk4fc2je5nelz7yd65tbrx6w5o.py
# Topologically Sorted Source Nodes: [clone, layer_norm, mul_18, sum_5, sum_6, convert_element_type_26, convert_element_type_27], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
# Source node to ATen node mapping:
#   clone => convert_element_type_21
#   convert_element_type_26 => convert_element_type_26
#   convert_element_type_27 => convert_element_type_27
#   layer_norm => convert_element_type, mul, sub
#   mul_18 => mul_18
#   sum_5 => sum_5
#   sum_6 => sum_6
# Graph fragment:
#   %mm_2 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_3 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem_1 : Tensor "f32[64, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[64, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_6 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_6]
#   %convert_element_type_21 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_2, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %sub : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_18 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_21, %mul), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_18, [0]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_21, [0]), kwargs = {})
#   %convert_element_type_26 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_5, torch.bfloat16), kwargs = {})
#   %convert_element_type_27 : Tensor "bf16[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_6, torch.bfloat16), kwargs = {})
#   return %sum_5,%sum_6,%convert_element_type_26,%convert_element_type_27
triton_per_fused_native_layer_norm_native_layer_norm_backward_2 = async_compile.triton('triton_per_fused_native_layer_norm_native_layer_norm_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_native_layer_norm_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': True, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 67584, 'r0_': 512}}
)
@triton.jit
def triton_per_fused_native_layer_norm_native_layer_norm_backward_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0 + 256*r0_1), xmask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tmp5 * tmp6
    tmp8 = tmp1 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp12.to(tl.float32)
    tmp18 = tmp16.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp17, xmask)
    tl.store(out_ptr3 + (x0), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/sz/cszbwxhvwg7t5jwn72x73x45lyplz5h22ic24oxruf7octwufxmr.py
# Topologically Sorted Source Nodes: [clone, clone_2, mul_13, mul_14, sum_3, layer_norm, mul_15, sum_4, mul_16, sub_2, sub_3, div, mul_17, convert_element_type_25, add_6], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
# Source node to ATen node mapping:
#   add_6 => add_6
#   clone => convert_element_type_21
#   clone_2 => convert_element_type_23
#   convert_element_type_25 => convert_element_type_25
#   div => div
#   layer_norm => convert_element_type, mul, sub
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   sub_2 => sub_2
#   sub_3 => sub_3
#   sum_3 => sum_3
#   sum_4 => sum_4
# Graph fragment:
#   %mm_2 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_1 : Tensor "bf16[256][1]cuda:0" = PlaceHolder[target=primals_1]
#   %primals_3 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %getitem_1 : Tensor "f32[64, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[64, 1][1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %tangents_1 : Tensor "bf16[64, 256][256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=sum_4]
#   %convert_element_type_21 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_2, torch.float32), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.float32), kwargs = {})
#   %mul_13 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_21, %convert_element_type_23), kwargs = {})
#   %mul_14 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, 256), kwargs = {})
#   %sum_3 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_13, [1], True), kwargs = {})
#   %convert_element_type : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_3, torch.float32), kwargs = {})
#   %sub : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_15 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %mul), kwargs = {})
#   %sum_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_15, [1], True), kwargs = {})
#   %mul_16 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %sum_4), kwargs = {})
#   %sub_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_14, %sum_3), kwargs = {})
#   %sub_3 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_2, %mul_16), kwargs = {})
#   %div : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt, 256), kwargs = {})
#   %mul_17 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div, %sub_3), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_17, torch.bfloat16), kwargs = {})
#   %add_6 : Tensor "bf16[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %convert_element_type_25), kwargs = {})
#   return %sum_3,%sum_4,%add_6
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': True, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 164352}}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last').to(tl.float32)
    tmp9 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (r0_1 + 256*x0), xmask, other=0.0).to(tl.float32)
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

import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
with torch.cuda._DeviceGuard(0):
    stream0 = get_raw_stream(0)
stream0 = get_raw_stream(0)
tangents_1 = generate_example_value((64, 256), (256, 1), 'cuda:0', torch.bfloat16, 0, (64, 256))
buf2 = generate_example_value((1, 256), (256, 1), 'cuda:0', torch.bfloat16, 0, (1, 256))
with torch.cuda._DeviceGuard(0):
    triton_per_fused_sum_0.run(tangents_1, buf2, 256, 64, stream=stream0)
del buf2

stream0 = get_raw_stream(0)
buf3 = generate_example_value((64, 1024), (1024, 1), 'cuda:0', torch.bfloat16, 0, (64, 1024))
addmm = generate_example_value((64, 1024), (1024, 1), 'cuda:0', torch.bfloat16, 0, (64, 1024))
buf6 = generate_example_value((1, 1024), (1024, 1), 'cuda:0', torch.bfloat16, 0, (1, 1024))
with torch.cuda._DeviceGuard(0):
    triton_per_fused_gelu_gelu_backward_sum_1.run(buf3, addmm, buf6, 1024, 64, stream=stream0)
del buf3, addmm, buf6

stream0 = get_raw_stream(0)
buf4 = generate_example_value((64, 256), (256, 1), 'cuda:0', torch.bfloat16, 0, (64, 256))
primals_3 = generate_example_value((64, 256), (256, 1), 'cuda:0', torch.bfloat16, 0, (64, 256))
getitem_1 = generate_example_value((64, 1), (1, 1), 'cuda:0', torch.float32, 0, (64, 1))
rsqrt = generate_example_value((64, 1), (1, 1), 'cuda:0', torch.float32, 0, (64, 1))
buf11 = generate_example_value((256,), (1,), 'cuda:0', torch.bfloat16, 0, (256,))
buf12 = generate_example_value((256,), (1,), 'cuda:0', torch.bfloat16, 0, (256,))
with torch.cuda._DeviceGuard(0):
    triton_per_fused_native_layer_norm_native_layer_norm_backward_2.run(buf4, primals_3, getitem_1, rsqrt, buf11, buf12, 256, 64, stream=stream0)
del buf4, buf11, buf12

stream0 = get_raw_stream(0)
buf13 = generate_example_value((64, 256), (256, 1), 'cuda:0', torch.bfloat16, 0, (64, 256))
primals_1 = generate_example_value((256,), (1,), 'cuda:0', torch.bfloat16, 0, (256,))
with torch.cuda._DeviceGuard(0):
    triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3.run(buf13, primals_1, primals_3, getitem_1, rsqrt, tangents_1, 64, 256, stream=stream0)
del tangents_1, primals_3, getitem_1, rsqrt, buf13, primals_1

"""


import torch
from torch._inductor.codecache import CppWrapperCodeCache

cpp_wrapper_src = (
r'''
#include <torch/csrc/inductor/cpp_wrapper/cuda.h>

#define CUDA_DRIVER_CHECK(EXPR)                    \
do {                                               \
    CUresult code = EXPR;                          \
    const char *msg;                               \
    CUresult code_get_error = cuGetErrorString(code, &msg); \
    if (code_get_error != CUDA_SUCCESS) {          \
        throw std::runtime_error(                  \
            std::string("CUDA driver error: ") +   \
            std::string("invalid error code!"));   \
    }                                              \
    if (code != CUDA_SUCCESS) {                    \
        throw std::runtime_error(                  \
            std::string("CUDA driver error: ") +   \
            std::string(msg));                     \
    }                                              \
} while (0);

static inline CUfunction loadKernel(
        std::string filePath,
        const std::string &funcName,
        uint32_t sharedMemBytes,
        const std::optional<std::string> &cubinDir = std::nullopt) {
    if (cubinDir) {
        std::filesystem::path p1{*cubinDir};
        std::filesystem::path p2{filePath};
        filePath = (p1 / p2.filename()).string();
    }

    CUmodule mod;
    CUfunction func;
    CUDA_DRIVER_CHECK(cuModuleLoad(&mod, filePath.c_str()));
    CUDA_DRIVER_CHECK(cuModuleGetFunction(&func, mod, funcName.c_str()));
    if (sharedMemBytes > 0) {
        CUDA_DRIVER_CHECK(cuFuncSetAttribute(
            func,
            CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            sharedMemBytes
        ))
    }
    return func;
}

static inline CUfunction loadKernel(const void* start, const std::string &funcName, uint32_t sharedMemBytes) {
    CUmodule mod;
    CUfunction func;
    CUDA_DRIVER_CHECK(cuModuleLoadData(&mod, start));
    CUDA_DRIVER_CHECK(cuModuleGetFunction(&func, mod, funcName.c_str()));
    if (sharedMemBytes > 0) {
        CUDA_DRIVER_CHECK(cuFuncSetAttribute(
            func,
            CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
            sharedMemBytes
        ))
    }
    return func;
}

static inline void launchKernel(
        CUfunction func,
        uint32_t gridX,
        uint32_t gridY,
        uint32_t gridZ,
        uint32_t numWarps,
        uint32_t sharedMemBytes,
        void* args[],
        cudaStream_t stream) {
    CUDA_DRIVER_CHECK(cuLaunchKernel(
        func, gridX, gridY, gridZ, 32*numWarps, 1, 1, sharedMemBytes, stream, args, nullptr
    ));
}
CACHE_TORCH_DTYPE(bfloat16);
CACHE_TORCH_DEVICE(cuda);

static CUfunction triton_per_fused_sum_0 = nullptr;
template <typename in_ptr0_type_, typename out_ptr0_type_>
static inline void call_triton_per_fused_sum_0(
    const in_ptr0_type_& in_ptr0,
    const out_ptr0_type_& out_ptr0,
    int64_t xnumel,
    int64_t r0_numel,
    int32_t device_idx_,
    cudaStream_t stream_,
    const std::optional<std::string>& cubin_dir_ = std::nullopt
){
    uint32_t grid_0 = ((xnumel + (32 - 1)) / (32));
    uint32_t grid_1 = 1;
    uint32_t grid_2 = 1;
    if (grid_0 == 0 || grid_1 == 0 || grid_2 == 0) return;
    if (triton_per_fused_sum_0 == nullptr) {
        triton_per_fused_sum_0 = loadKernel("/tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/6d/c6dglddfbxxfjfq4qtpk6zzq6wrxxqz36eidewp75tsjirrmwubg.cubin", "triton_per_fused_sum_0", 1024, cubin_dir_); 
    }
    CUdeviceptr var_2 = reinterpret_cast<CUdeviceptr>(in_ptr0.data_ptr());
    CUdeviceptr var_3 = reinterpret_cast<CUdeviceptr>(out_ptr0.data_ptr());
    int32_t var_4 = xnumel;
    int32_t var_5 = r0_numel;
    CUdeviceptr global_scratch_scratch_6 = 0;
    CUdeviceptr profile_scratch_scratch_7 = 0;
    void* kernel_args_[] = {&var_2, &var_3, &var_4, &var_5, &global_scratch_scratch_6, &profile_scratch_scratch_7};
    launchKernel(triton_per_fused_sum_0, grid_0, grid_1, grid_2, 8, 1024, kernel_args_, stream_);
}

static CUfunction triton_per_fused_gelu_gelu_backward_sum_1 = nullptr;
template <typename in_out_ptr0_type_, typename in_ptr0_type_, typename out_ptr0_type_>
static inline void call_triton_per_fused_gelu_gelu_backward_sum_1(
    const in_out_ptr0_type_& in_out_ptr0,
    const in_ptr0_type_& in_ptr0,
    const out_ptr0_type_& out_ptr0,
    int64_t xnumel,
    int64_t r0_numel,
    int32_t device_idx_,
    cudaStream_t stream_,
    const std::optional<std::string>& cubin_dir_ = std::nullopt
){
    uint32_t grid_0 = ((xnumel + (32 - 1)) / (32));
    uint32_t grid_1 = 1;
    uint32_t grid_2 = 1;
    if (grid_0 == 0 || grid_1 == 0 || grid_2 == 0) return;
    if (triton_per_fused_gelu_gelu_backward_sum_1 == nullptr) {
        triton_per_fused_gelu_gelu_backward_sum_1 = loadKernel("/tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/qo/cqokta2lqgqu23p7tseetqgtgsl4ltfnzsal3j2owf6kzfmddabh.cubin", "triton_per_fused_gelu_gelu_backward_sum_1", 1024, cubin_dir_); 
    }
    CUdeviceptr var_8 = reinterpret_cast<CUdeviceptr>(in_out_ptr0.data_ptr());
    CUdeviceptr var_9 = reinterpret_cast<CUdeviceptr>(in_ptr0.data_ptr());
    CUdeviceptr var_10 = reinterpret_cast<CUdeviceptr>(out_ptr0.data_ptr());
    int32_t var_11 = xnumel;
    int32_t var_12 = r0_numel;
    CUdeviceptr global_scratch_scratch_13 = 0;
    CUdeviceptr profile_scratch_scratch_14 = 0;
    void* kernel_args_[] = {&var_8, &var_9, &var_10, &var_11, &var_12, &global_scratch_scratch_13, &profile_scratch_scratch_14};
    launchKernel(triton_per_fused_gelu_gelu_backward_sum_1, grid_0, grid_1, grid_2, 8, 1024, kernel_args_, stream_);
}

static CUfunction triton_per_fused_native_layer_norm_native_layer_norm_backward_2 = nullptr;
template <typename in_ptr0_type_, typename in_ptr1_type_, typename in_ptr2_type_, typename in_ptr3_type_, typename out_ptr2_type_, typename out_ptr3_type_>
static inline void call_triton_per_fused_native_layer_norm_native_layer_norm_backward_2(
    const in_ptr0_type_& in_ptr0,
    const in_ptr1_type_& in_ptr1,
    const in_ptr2_type_& in_ptr2,
    const in_ptr3_type_& in_ptr3,
    const out_ptr2_type_& out_ptr2,
    const out_ptr3_type_& out_ptr3,
    int64_t xnumel,
    int64_t r0_numel,
    int32_t device_idx_,
    cudaStream_t stream_,
    const std::optional<std::string>& cubin_dir_ = std::nullopt
){
    uint32_t grid_0 = ((xnumel + (32 - 1)) / (32));
    uint32_t grid_1 = 1;
    uint32_t grid_2 = 1;
    if (grid_0 == 0 || grid_1 == 0 || grid_2 == 0) return;
    if (triton_per_fused_native_layer_norm_native_layer_norm_backward_2 == nullptr) {
        triton_per_fused_native_layer_norm_native_layer_norm_backward_2 = loadKernel("/tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/cz/ccziskg64j4tg7pfjfazk3loghox2yzg5ibg52pvtic6lw5gqs6u.cubin", "triton_per_fused_native_layer_norm_native_layer_norm_backward_2", 1024, cubin_dir_); 
    }
    CUdeviceptr var_15 = reinterpret_cast<CUdeviceptr>(in_ptr0.data_ptr());
    CUdeviceptr var_16 = reinterpret_cast<CUdeviceptr>(in_ptr1.data_ptr());
    CUdeviceptr var_17 = reinterpret_cast<CUdeviceptr>(in_ptr2.data_ptr());
    CUdeviceptr var_18 = reinterpret_cast<CUdeviceptr>(in_ptr3.data_ptr());
    CUdeviceptr var_19 = reinterpret_cast<CUdeviceptr>(out_ptr2.data_ptr());
    CUdeviceptr var_20 = reinterpret_cast<CUdeviceptr>(out_ptr3.data_ptr());
    int32_t var_21 = xnumel;
    int32_t var_22 = r0_numel;
    CUdeviceptr global_scratch_scratch_23 = 0;
    CUdeviceptr profile_scratch_scratch_24 = 0;
    void* kernel_args_[] = {&var_15, &var_16, &var_17, &var_18, &var_19, &var_20, &var_21, &var_22, &global_scratch_scratch_23, &profile_scratch_scratch_24};
    launchKernel(triton_per_fused_native_layer_norm_native_layer_norm_backward_2, grid_0, grid_1, grid_2, 8, 1024, kernel_args_, stream_);
}

static CUfunction triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3 = nullptr;
template <typename in_out_ptr0_type_, typename in_ptr0_type_, typename in_ptr1_type_, typename in_ptr2_type_, typename in_ptr3_type_, typename in_ptr4_type_>
static inline void call_triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3(
    const in_out_ptr0_type_& in_out_ptr0,
    const in_ptr0_type_& in_ptr0,
    const in_ptr1_type_& in_ptr1,
    const in_ptr2_type_& in_ptr2,
    const in_ptr3_type_& in_ptr3,
    const in_ptr4_type_& in_ptr4,
    int64_t xnumel,
    int64_t r0_numel,
    int32_t device_idx_,
    cudaStream_t stream_,
    const std::optional<std::string>& cubin_dir_ = std::nullopt
){
    uint32_t grid_0 = xnumel;
    uint32_t grid_1 = 1;
    uint32_t grid_2 = 1;
    if (grid_0 == 0 || grid_1 == 0 || grid_2 == 0) return;
    if (triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3 == nullptr) {
        triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3 = loadKernel("/tmp/gpu/scratch/cpp_wrapper/cpp_wrapper/inductor/tmpsfo74pop/jd/cjdhci4leh5fqdqkkt5d2hrf7jb4f4fposvuccdfbpzbryvqqkfk.cubin", "triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3", 8, cubin_dir_); 
    }
    CUdeviceptr var_25 = reinterpret_cast<CUdeviceptr>(in_out_ptr0.data_ptr());
    CUdeviceptr var_26 = reinterpret_cast<CUdeviceptr>(in_ptr0.data_ptr());
    CUdeviceptr var_27 = reinterpret_cast<CUdeviceptr>(in_ptr1.data_ptr());
    CUdeviceptr var_28 = reinterpret_cast<CUdeviceptr>(in_ptr2.data_ptr());
    CUdeviceptr var_29 = reinterpret_cast<CUdeviceptr>(in_ptr3.data_ptr());
    CUdeviceptr var_30 = reinterpret_cast<CUdeviceptr>(in_ptr4.data_ptr());
    int32_t var_31 = xnumel;
    int32_t var_32 = r0_numel;
    CUdeviceptr global_scratch_scratch_33 = 0;
    CUdeviceptr profile_scratch_scratch_34 = 0;
    void* kernel_args_[] = {&var_25, &var_26, &var_27, &var_28, &var_29, &var_30, &var_31, &var_32, &global_scratch_scratch_33, &profile_scratch_scratch_34};
    launchKernel(triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3, grid_0, grid_1, grid_2, 2, 8, kernel_args_, stream_);
}


void inductor_entry_impl(
    AtenTensorHandle*
        input_handles, // array of input AtenTensorHandle; handles
                        // are stolen; the array itself is borrowed
    AtenTensorHandle*
        output_handles  // array for writing output AtenTensorHandle; handles
                        // will be stolen by the caller; the array itself is
                        // borrowed)
) {
    py::gil_scoped_release_simple release;

    auto inputs = steal_from_raw_handles_to_raii_handles(input_handles, 10);
    auto primals_1 = std::move(inputs[0]);
    auto primals_3 = std::move(inputs[1]);
    auto primals_4 = std::move(inputs[2]);
    auto primals_6 = std::move(inputs[3]);
    auto getitem_1 = std::move(inputs[4]);
    auto rsqrt = std::move(inputs[5]);
    auto convert_element_type_1 = std::move(inputs[6]);
    auto addmm = std::move(inputs[7]);
    auto convert_element_type_6 = std::move(inputs[8]);
    auto tangents_1 = std::move(inputs[9]);

    AOTICudaGuard device_guard(0);
    static constexpr int64_t int_array_0[] = {1L, 256L};
    static constexpr int64_t int_array_1[] = {256L, 1L};
    AtenTensorHandle buf2_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_0, int_array_1, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf2_handle));
    RAIIAtenTensorHandle buf2(buf2_handle);
    // Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
    // [Provenance debug handles] triton_per_fused_sum_0:1
    cudaStream_t stream0;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_get_current_cuda_stream(0, (void**)&stream0));
    call_triton_per_fused_sum_0(tangents_1, buf2, 256L, 64L, 0, stream0);
    static constexpr int64_t int_array_2[] = {64L, 1024L};
    static constexpr int64_t int_array_3[] = {1024L, 1L};
    AtenTensorHandle buf0_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_2, int_array_3, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf0_handle));
    RAIIAtenTensorHandle buf0(buf0_handle);
    // Topologically Sorted Source Nodes: [linear_1, permute_2, mm], Original ATen: [aten.t, aten.mm]
    // [Provenance debug handles] aoti_torch_cuda_mm_out:2
    AtenTensorHandle tmp_primals_6_0;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_new_tensor_handle(primals_6, &tmp_primals_6_0));
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cuda_mm_out(buf0, tangents_1, RAIIAtenTensorHandle(tmp_primals_6_0)));
    primals_6.reset();
    auto buf3 = std::move(buf0);  // reuse
    static constexpr int64_t int_array_4[] = {1L, 1024L};
    static constexpr int64_t int_array_5[] = {1024L, 1L};
    AtenTensorHandle buf6_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_4, int_array_5, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf6_handle));
    RAIIAtenTensorHandle buf6(buf6_handle);
    // Topologically Sorted Source Nodes: [convert_element_type_14, gelu, mul_6, mul_7, mul_8, exp, mul_9, mul_10, add_5, mul_11, convert_element_type_16, sum_2], Original ATen: [aten.gelu_backward, aten.gelu, aten.sum]
    // [Provenance debug handles] triton_per_fused_gelu_gelu_backward_sum_1:3
    call_triton_per_fused_gelu_gelu_backward_sum_1(buf3, addmm, buf6, 1024L, 64L, 0, stream0);
    addmm.reset();
    static constexpr int64_t int_array_6[] = {64L, 256L};
    static constexpr int64_t int_array_7[] = {256L, 1L};
    AtenTensorHandle buf4_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_6, int_array_7, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf4_handle));
    RAIIAtenTensorHandle buf4(buf4_handle);
    // Topologically Sorted Source Nodes: [linear, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
    // [Provenance debug handles] aoti_torch_cuda_mm_out:4
    AtenTensorHandle tmp_primals_4_1;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_new_tensor_handle(primals_4, &tmp_primals_4_1));
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cuda_mm_out(buf4, buf3, RAIIAtenTensorHandle(tmp_primals_4_1)));
    primals_4.reset();
    static constexpr int64_t int_array_8[] = {256L, };
    static constexpr int64_t int_array_9[] = {1L, };
    AtenTensorHandle buf11_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(1, int_array_8, int_array_9, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf11_handle));
    RAIIAtenTensorHandle buf11(buf11_handle);
    AtenTensorHandle buf12_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(1, int_array_8, int_array_9, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf12_handle));
    RAIIAtenTensorHandle buf12(buf12_handle);
    // Topologically Sorted Source Nodes: [clone, layer_norm, mul_18, sum_5, sum_6, convert_element_type_26, convert_element_type_27], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm]
    // [Provenance debug handles] triton_per_fused_native_layer_norm_native_layer_norm_backward_2:5
    call_triton_per_fused_native_layer_norm_native_layer_norm_backward_2(buf4, primals_3, getitem_1, rsqrt, buf11, buf12, 256L, 64L, 0, stream0);
    auto buf13 = std::move(buf4);  // reuse
    // Topologically Sorted Source Nodes: [clone, clone_2, mul_13, mul_14, sum_3, layer_norm, mul_15, sum_4, mul_16, sub_2, sub_3, div, mul_17, convert_element_type_25, add_6], Original ATen: [aten.native_layer_norm_backward, aten.native_layer_norm, aten.add]
    // [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3:6
    call_triton_per_fused_add_native_layer_norm_native_layer_norm_backward_3(buf13, primals_1, primals_3, getitem_1, rsqrt, tangents_1, 64L, 256L, 0, stream0);
    getitem_1.reset();
    primals_1.reset();
    primals_3.reset();
    rsqrt.reset();
    static constexpr int64_t int_array_10[] = {1024L, 256L};
    static constexpr int64_t int_array_11[] = {256L, 1L};
    AtenTensorHandle buf5_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_10, int_array_11, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf5_handle));
    RAIIAtenTensorHandle buf5(buf5_handle);
    // Topologically Sorted Source Nodes: [permute_7, permute_9], Original ATen: [aten.t, aten.mm]
    // [Provenance debug handles] aoti_torch_cuda_mm_out:7
    static constexpr int64_t int_array_12[] = {1024L, 64L};
    static constexpr int64_t int_array_13[] = {1L, 1024L};
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cuda_mm_out(buf5, wrap_with_raii_handle_if_needed(reinterpret_tensor_wrapper(buf3, 2, int_array_12, int_array_13, 0L)), convert_element_type_1));
    buf3.reset();
    convert_element_type_1.reset();
    static constexpr int64_t int_array_14[] = {256L, 1024L};
    static constexpr int64_t int_array_15[] = {1024L, 1L};
    AtenTensorHandle buf1_handle;
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_empty_strided(2, int_array_14, int_array_15, cached_torch_dtype_bfloat16, cached_torch_device_type_cuda,  0, &buf1_handle));
    RAIIAtenTensorHandle buf1(buf1_handle);
    // Topologically Sorted Source Nodes: [permute_3, permute_5], Original ATen: [aten.t, aten.mm]
    // [Provenance debug handles] aoti_torch_cuda_mm_out:8
    static constexpr int64_t int_array_16[] = {256L, 64L};
    static constexpr int64_t int_array_17[] = {1L, 256L};
    AOTI_TORCH_ERROR_CODE_CHECK(aoti_torch_cuda_mm_out(buf1, wrap_with_raii_handle_if_needed(reinterpret_tensor_wrapper(tangents_1, 2, int_array_16, int_array_17, 0L)), convert_element_type_6));
    convert_element_type_6.reset();
    tangents_1.reset();
    static constexpr int64_t int_array_18[] = {1024L, };
    static constexpr int64_t int_array_19[] = {1L, };
    static constexpr int64_t int_array_20[] = {256L, };
    static constexpr int64_t int_array_21[] = {1L, };
    auto var_0 = wrap_with_raii_handle_if_needed(reinterpret_tensor_wrapper(buf6, 1, int_array_18, int_array_19, 0L));
    auto var_1 = wrap_with_raii_handle_if_needed(reinterpret_tensor_wrapper(buf2, 1, int_array_20, int_array_21, 0L));
    output_handles[0] = buf11.release();
    output_handles[1] = buf12.release();
    output_handles[2] = buf13.release();
    output_handles[3] = buf5.release();
    output_handles[4] = var_0.release();
    output_handles[5] = buf1.release();
    output_handles[6] = var_1.release();
} // inductor_entry_impl
'''
)

inductor_entry = CppWrapperCodeCache.load_pybinding(
    argtypes=["std::vector<AtenTensorHandle>"],
    main_code=cpp_wrapper_src,
    device_type="cuda",
    num_outputs=7,
    kernel_code=None,
)

def _wrap_func(f):
    def g(args):
        input_tensors = [arg if isinstance(arg, torch.Tensor) else torch.tensor(arg, device='cpu') for arg in args]
        input_handles = torch._C._aoti.unsafe_alloc_void_ptrs_from_tensors(input_tensors)

        args.clear()
        del input_tensors

        output_handles = f(input_handles)
        output_tensors = torch._C._aoti.alloc_tensors_by_stealing_from_void_ptrs(output_handles)
        return output_tensors

    return g

call = _wrap_func(inductor_entry)


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    getitem_1 = rand_strided((64, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((64, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((64, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_6 = rand_strided((64, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    tangents_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_3, primals_4, primals_6, getitem_1, rsqrt, convert_element_type_1, addmm, convert_element_type_6, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
