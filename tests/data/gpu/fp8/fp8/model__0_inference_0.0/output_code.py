# AOT ID: ['0_inference']
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


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/kw/ckwj53bd4a7bx5qf7fexic2fpdjaupmmhwoew6j7mzjvp6bgl4zj.py
# Topologically Sorted Source Nodes: [abs_1, amax], Original ATen: [aten.abs, aten.amax]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   amax => amax
# Graph fragment:
#   %arg0_1 : Tensor "bf16[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %abs_1 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%arg0_1,), kwargs = {})
#   %amax : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%abs_1,), kwargs = {})
#   return %buf1
triton_red_fused_abs_amax_0 = async_compile.triton('triton_red_fused_abs_amax_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_abs_amax_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 524288}}
)
@triton.jit
def triton_red_fused_abs_amax_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl_math.abs(tmp0)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = triton_helpers.maximum(_tmp3, tmp2)
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
    tmp3 = triton_helpers.max2(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/sn/csnim5lngzpvhb7ydbug3o6qbcvgwkurq47bqgxypfq2ydit5kst.py
# Topologically Sorted Source Nodes: [abs_1, amax, float_1, clamp, scale], Original ATen: [aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
# Source node to ATen node mapping:
#   abs_1 => abs_1
#   amax => amax
#   clamp => clamp_min
#   float_1 => convert_element_type
#   scale => div
# Graph fragment:
#   %buf1 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=buf1]
#   %amax : Tensor "bf16[][]cuda:0" = PlaceHolder[target=amax]
#   %abs_1 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%arg0_1,), kwargs = {})
#   %amax : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%abs_1,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax, torch.float32), kwargs = {})
#   %clamp_min : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type, 1e-12), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min, 448.0), kwargs = {})
#   return %amax,%div
triton_per_fused__to_copy_abs_amax_clamp_div_1 = async_compile.triton('triton_per_fused__to_copy_abs_amax_clamp_div_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_abs_amax_clamp_div_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 128}}
)
@triton.jit
def triton_per_fused__to_copy_abs_amax_clamp_div_1(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = triton_helpers.max2(tmp1, 1)[:, None].to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.full([1, 1], 1e-12, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 0.002232142857142857, tl.float32)
    tmp8 = tmp6 * tmp7
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp8, None)
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/zl/czl4hpf6u56s43kh4gsfoulyrmdocerk5qhqvcz3ybuhjx336pgh.py
# Topologically Sorted Source Nodes: [abs_2, amax_1], Original ATen: [aten.abs, aten.amax]
# Source node to ATen node mapping:
#   abs_2 => abs_2
#   amax_1 => amax_1
# Graph fragment:
#   %arg1_1 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %abs_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%arg1_1,), kwargs = {})
#   %amax_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%abs_2,), kwargs = {})
#   return %buf4
triton_red_fused_abs_amax_2 = async_compile.triton('triton_red_fused_abs_amax_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_abs_amax_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 2097152}}
)
@triton.jit
def triton_red_fused_abs_amax_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp3 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl_math.abs(tmp0)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp4 = triton_helpers.maximum(_tmp3, tmp2)
        _tmp3 = tl.where(r0_mask & xmask, tmp4, _tmp3)
    tmp3 = triton_helpers.max2(_tmp3, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/le/cleizhw24rgkph2y3eqnhz7vlxbyebt27zxxws5o4ledgmylxutw.py
# Topologically Sorted Source Nodes: [abs_2, amax_1, float_3, clamp_2, scale_1], Original ATen: [aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
# Source node to ATen node mapping:
#   abs_2 => abs_2
#   amax_1 => amax_1
#   clamp_2 => clamp_min_2
#   float_3 => convert_element_type_3
#   scale_1 => div_2
# Graph fragment:
#   %buf4 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=buf4]
#   %amax_1 : Tensor "bf16[][]cuda:0" = PlaceHolder[target=amax_1]
#   %abs_2 : Tensor "bf16[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%arg1_1,), kwargs = {})
#   %amax_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%abs_2,), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax_1, torch.float32), kwargs = {})
#   %clamp_min_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_3, 1e-12), kwargs = {})
#   %div_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min_2, 448.0), kwargs = {})
#   return %amax_1,%div_2
triton_per_fused__to_copy_abs_amax_clamp_div_3 = async_compile.triton('triton_per_fused__to_copy_abs_amax_clamp_div_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_abs_amax_clamp_div_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 512}}
)
@triton.jit
def triton_per_fused__to_copy_abs_amax_clamp_div_3(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = triton_helpers.max2(tmp1, 1)[:, None].to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.full([1, 1], 1e-12, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1, 1], 0.002232142857142857, tl.float32)
    tmp8 = tmp6 * tmp7
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp8, None)
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp3, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/ez/cezgbqx3755zwnf4uy774zq4g6lbp6owg2gga7zek7ohn2lyxwf5.py
# Topologically Sorted Source Nodes: [float_2, float_1, clamp, scale, truediv_1, clamp_1, xq, float_4, float_3, clamp_2, scale_1, truediv_3, clamp_3, wq, t, _scaled_mm], Original ATen: [aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
# Source node to ATen node mapping:
#   _scaled_mm => _scaled_mm
#   clamp => clamp_min
#   clamp_1 => clamp_max, clamp_min_1
#   clamp_2 => clamp_min_2
#   clamp_3 => clamp_max_1, clamp_min_3
#   float_1 => convert_element_type
#   float_2 => convert_element_type_1
#   float_3 => convert_element_type_3
#   float_4 => convert_element_type_4
#   scale => div
#   scale_1 => div_2
#   t => permute
#   truediv_1 => div_1
#   truediv_3 => div_3
#   wq => convert_element_type_5
#   xq => convert_element_type_2
# Graph fragment:
#   %arg0_1 : Tensor "bf16[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %amax : Tensor "bf16[][]cuda:0" = PlaceHolder[target=amax]
#   %convert_element_type_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax, torch.float32), kwargs = {})
#   %clamp_min : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type, 1e-12), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min, 448.0), kwargs = {})
#   %div_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, %div), kwargs = {})
#   %clamp_min_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_1, -448.0), kwargs = {})
#   %clamp_max : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 448.0), kwargs = {})
#   %convert_element_type_2 : Tensor "f8e4m3fn[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max, torch.float8_e4m3fn), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax_1, torch.float32), kwargs = {})
#   %clamp_min_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_3, 1e-12), kwargs = {})
#   %div_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min_2, 448.0), kwargs = {})
#   %div_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_4, %div_2), kwargs = {})
#   %clamp_min_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_3, -448.0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 448.0), kwargs = {})
#   %convert_element_type_5 : Tensor "f8e4m3fn[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max_1, torch.float8_e4m3fn), kwargs = {})
#   %permute : Tensor "f8e4m3fn[1024, 1024][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_5, [1, 0]), kwargs = {})
#   %_scaled_mm : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._scaled_mm.default](args = (%convert_element_type_2, %permute, %div, %div_2, None, None, torch.bfloat16), kwargs = {})
#   return %buf6
triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4 = async_compile.triton('triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp8e4nv', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=2
)
@triton.jit
def triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (0)).to(tl.float32)
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK])
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.full([1], 1e-12, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1], 0.002232142857142857, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = (tmp1 / tmp8)
    tmp10 = tl.full([1], -448.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = tl.full([1], 448.0, tl.float32)
    tmp13 = triton_helpers.minimum(tmp11, tmp12)
    tmp14 = tmp13.to(tl.float8e4nv)
    tl.store(out_ptr0 + (x0), tmp14, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/om/comggovqn5tnsia5widhmgcj57gpss3nbcsta2rqmg7fuluaw73y.py
# Topologically Sorted Source Nodes: [float_2, float_1, clamp, scale, truediv_1, clamp_1, xq, float_4, float_3, clamp_2, scale_1, truediv_3, clamp_3, wq, t, _scaled_mm], Original ATen: [aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
# Source node to ATen node mapping:
#   _scaled_mm => _scaled_mm
#   clamp => clamp_min
#   clamp_1 => clamp_max, clamp_min_1
#   clamp_2 => clamp_min_2
#   clamp_3 => clamp_max_1, clamp_min_3
#   float_1 => convert_element_type
#   float_2 => convert_element_type_1
#   float_3 => convert_element_type_3
#   float_4 => convert_element_type_4
#   scale => div
#   scale_1 => div_2
#   t => permute
#   truediv_1 => div_1
#   truediv_3 => div_3
#   wq => convert_element_type_5
#   xq => convert_element_type_2
# Graph fragment:
#   %arg1_1 : Tensor "bf16[1024, 1024][1024, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %amax_1 : Tensor "bf16[][]cuda:0" = PlaceHolder[target=amax_1]
#   %convert_element_type_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg0_1, torch.float32), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax, torch.float32), kwargs = {})
#   %clamp_min : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type, 1e-12), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min, 448.0), kwargs = {})
#   %div_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_1, %div), kwargs = {})
#   %clamp_min_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_1, -448.0), kwargs = {})
#   %clamp_max : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 448.0), kwargs = {})
#   %convert_element_type_2 : Tensor "f8e4m3fn[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max, torch.float8_e4m3fn), kwargs = {})
#   %convert_element_type_4 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.float32), kwargs = {})
#   %convert_element_type_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax_1, torch.float32), kwargs = {})
#   %clamp_min_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_3, 1e-12), kwargs = {})
#   %div_2 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min_2, 448.0), kwargs = {})
#   %div_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_4, %div_2), kwargs = {})
#   %clamp_min_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_3, -448.0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_3, 448.0), kwargs = {})
#   %convert_element_type_5 : Tensor "f8e4m3fn[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max_1, torch.float8_e4m3fn), kwargs = {})
#   %permute : Tensor "f8e4m3fn[1024, 1024][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_5, [1, 0]), kwargs = {})
#   %_scaled_mm : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._scaled_mm.default](args = (%convert_element_type_2, %permute, %div, %div_2, None, None, torch.bfloat16), kwargs = {})
#   return %buf7
triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5 = async_compile.triton('triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp8e4nv', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4194304}},
    min_elem_per_thread=2
)
@triton.jit
def triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1048576
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (0)).to(tl.float32)
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK])
    tmp1 = tmp0.to(tl.float32)
    tmp4 = tmp3.to(tl.float32)
    tmp5 = tl.full([1], 1e-12, tl.float32)
    tmp6 = triton_helpers.maximum(tmp4, tmp5)
    tmp7 = tl.full([1], 0.002232142857142857, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = (tmp1 / tmp8)
    tmp10 = tl.full([1], -448.0, tl.float32)
    tmp11 = triton_helpers.maximum(tmp9, tmp10)
    tmp12 = tl.full([1], 448.0, tl.float32)
    tmp13 = triton_helpers.minimum(tmp11, tmp12)
    tmp14 = tmp13.to(tl.float8e4nv)
    tl.store(out_ptr0 + (x0), tmp14, None)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/55/c556wz4xbzs6rkiqxfsqfeyl6rrjc3el5rskd25feyz7gb64irjc.py
# Topologically Sorted Source Nodes: [gelu, abs_3, amax_2], Original ATen: [aten.gelu, aten.abs, aten.amax]
# Source node to ATen node mapping:
#   abs_3 => abs_3
#   amax_2 => amax_2
#   gelu => add, convert_element_type_6, convert_element_type_7, erf, mul, mul_1, mul_2
# Graph fragment:
#   %_scaled_mm : Tensor "bf16[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=_scaled_mm]
#   %convert_element_type_6 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%_scaled_mm, torch.float32), kwargs = {})
#   %mul : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 0.5), kwargs = {})
#   %mul_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_1,), kwargs = {})
#   %add : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_2 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %add), kwargs = {})
#   %convert_element_type_7 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %abs_3 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.abs.default](args = (%convert_element_type_7,), kwargs = {})
#   %amax_2 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%abs_3,), kwargs = {})
#   return %buf12
triton_red_fused_abs_amax_gelu_6 = async_compile.triton('triton_red_fused_abs_amax_gelu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_abs_amax_gelu_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 256, 'r0_': 524288}}
)
@triton.jit
def triton_red_fused_abs_amax_gelu_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], float("-inf"), tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_1 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.full([1, 1], 0.5, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp5 = tmp1 * tmp4
        tmp6 = libdevice.erf(tmp5)
        tmp7 = tl.full([1, 1], 1.0, tl.float32)
        tmp8 = tmp6 + tmp7
        tmp9 = tmp3 * tmp8
        tmp10 = tmp9.to(tl.float32)
        tmp11 = tl_math.abs(tmp10)
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = triton_helpers.maximum(_tmp13, tmp12)
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp13 = triton_helpers.max2(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/g/scratch/fp8/fp8/inductor/tmpz0pf583g/z6/cz6mtoo3ovqg6mrblx6rjwioemmttphd45hudizinhhf43xpvzfp.py
# Topologically Sorted Source Nodes: [gelu, float_6, float_5, clamp_4, scale_2, truediv_5, clamp_5, xq_1, float_8, float_7, clamp_6, scale_3, truediv_7, clamp_7, wq_1, t_1, _scaled_mm_1], Original ATen: [aten.gelu, aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
# Source node to ATen node mapping:
#   _scaled_mm_1 => _scaled_mm_1
#   clamp_4 => clamp_min_4
#   clamp_5 => clamp_max_2, clamp_min_5
#   clamp_6 => clamp_min_6
#   clamp_7 => clamp_max_3, clamp_min_7
#   float_5 => convert_element_type_8
#   float_6 => convert_element_type_9
#   float_7 => convert_element_type_11
#   float_8 => convert_element_type_12
#   gelu => add, convert_element_type_6, convert_element_type_7, erf, mul, mul_1, mul_2
#   scale_2 => div_4
#   scale_3 => div_6
#   t_1 => permute_1
#   truediv_5 => div_5
#   truediv_7 => div_7
#   wq_1 => convert_element_type_13
#   xq_1 => convert_element_type_10
# Graph fragment:
#   %_scaled_mm : Tensor "bf16[256, 1024][1024, 1]cuda:0" = PlaceHolder[target=_scaled_mm]
#   %amax_2 : Tensor "bf16[][]cuda:0" = PlaceHolder[target=amax_2]
#   %convert_element_type_6 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%_scaled_mm, torch.float32), kwargs = {})
#   %mul : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 0.5), kwargs = {})
#   %mul_1 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_6, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_1,), kwargs = {})
#   %add : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_2 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %add), kwargs = {})
#   %convert_element_type_7 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_2, torch.bfloat16), kwargs = {})
#   %convert_element_type_9 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_7, torch.float32), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax_2, torch.float32), kwargs = {})
#   %clamp_min_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_8, 1e-12), kwargs = {})
#   %div_4 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min_4, 448.0), kwargs = {})
#   %div_5 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_9, %div_4), kwargs = {})
#   %clamp_min_5 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_5, -448.0), kwargs = {})
#   %clamp_max_2 : Tensor "f32[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_5, 448.0), kwargs = {})
#   %convert_element_type_10 : Tensor "f8e4m3fn[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max_2, torch.float8_e4m3fn), kwargs = {})
#   %convert_element_type_12 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg2_1, torch.float32), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%amax_3, torch.float32), kwargs = {})
#   %clamp_min_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_11, 1e-12), kwargs = {})
#   %div_6 : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%clamp_min_6, 448.0), kwargs = {})
#   %div_7 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%convert_element_type_12, %div_6), kwargs = {})
#   %clamp_min_7 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%div_7, -448.0), kwargs = {})
#   %clamp_max_3 : Tensor "f32[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_7, 448.0), kwargs = {})
#   %convert_element_type_13 : Tensor "f8e4m3fn[1024, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clamp_max_3, torch.float8_e4m3fn), kwargs = {})
#   %permute_1 : Tensor "f8e4m3fn[1024, 1024][1, 1024]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_13, [1, 0]), kwargs = {})
#   %_scaled_mm_1 : Tensor "bf16[256, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten._scaled_mm.default](args = (%convert_element_type_10, %permute_1, %div_4, %div_6, None, None, torch.bfloat16), kwargs = {})
#   return %buf17
triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7 = async_compile.triton('triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*fp8e4nv', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}},
    min_elem_per_thread=2
)
@triton.jit
def triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp12 = tl.load(in_ptr1 + (0)).to(tl.float32)
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK])
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
    tmp11 = tmp10.to(tl.float32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = tl.full([1], 1e-12, tl.float32)
    tmp16 = triton_helpers.maximum(tmp14, tmp15)
    tmp17 = tl.full([1], 0.002232142857142857, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = (tmp11 / tmp18)
    tmp20 = tl.full([1], -448.0, tl.float32)
    tmp21 = triton_helpers.maximum(tmp19, tmp20)
    tmp22 = tl.full([1], 448.0, tl.float32)
    tmp23 = triton_helpers.minimum(tmp21, tmp22)
    tmp24 = tmp23.to(tl.float8e4nv)
    tl.store(out_ptr0 + (x0), tmp24, None)
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
        arg0_1, arg1_1, arg2_1 = args
        args.clear()
        assert_size_stride(arg0_1, (256, 1024), (1024, 1))
        assert_size_stride(arg1_1, (1024, 1024), (1024, 1))
        assert_size_stride(arg2_1, (1024, 1024), (1024, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [abs_1, amax], Original ATen: [aten.abs, aten.amax]
            # [Provenance debug handles] triton_red_fused_abs_amax_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_abs_amax_0.run(arg0_1, buf1, 32, 8192, stream=stream0)
            buf2 = empty_strided_cuda((), (), torch.bfloat16)
            buf8 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [abs_1, amax, float_1, clamp, scale], Original ATen: [aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_abs_amax_clamp_div_1:2
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_abs_amax_clamp_div_1.run(buf1, buf2, buf8, 1, 32, stream=stream0)
            del buf1
            buf4 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [abs_2, amax_1], Original ATen: [aten.abs, aten.amax]
            # [Provenance debug handles] triton_red_fused_abs_amax_2:3
            stream0 = get_raw_stream(0)
            triton_red_fused_abs_amax_2.run(arg1_1, buf4, 128, 8192, stream=stream0)
            buf5 = empty_strided_cuda((), (), torch.bfloat16)
            buf9 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [abs_2, amax_1, float_3, clamp_2, scale_1], Original ATen: [aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_abs_amax_clamp_div_3:4
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_abs_amax_clamp_div_3.run(buf4, buf5, buf9, 1, 128, stream=stream0)
            del buf4
            buf6 = empty_strided_cuda((256, 1024), (1024, 1), torch.float8_e4m3fn)
            # Topologically Sorted Source Nodes: [float_2, float_1, clamp, scale, truediv_1, clamp_1, xq, float_4, float_3, clamp_2, scale_1, truediv_3, clamp_3, wq, t, _scaled_mm], Original ATen: [aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_mm__to_copy_clamp_div_t_4.run(arg0_1, buf2, buf6, 262144, stream=stream0)
            del arg0_1
            del buf2
            buf7 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float8_e4m3fn)
            # Topologically Sorted Source Nodes: [float_2, float_1, clamp, scale, truediv_1, clamp_1, xq, float_4, float_3, clamp_2, scale_1, truediv_3, clamp_3, wq, t, _scaled_mm], Original ATen: [aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5.run(arg1_1, buf5, buf7, 1048576, stream=stream0)
            del arg1_1
            del buf5
            buf10 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [float_2, float_1, clamp, scale, truediv_1, clamp_1, xq, float_4, float_3, clamp_2, scale_1, truediv_3, clamp_3, wq, t, _scaled_mm], Original ATen: [aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] extern_kernels._scaled_mm:7
            extern_kernels._scaled_mm(buf6, buf7, buf8, buf9, out_dtype=torch.bfloat16, use_fast_accum=False, out=buf10)
            del buf7
            buf12 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [gelu, abs_3, amax_2], Original ATen: [aten.gelu, aten.abs, aten.amax]
            # [Provenance debug handles] triton_red_fused_abs_amax_gelu_6:8
            stream0 = get_raw_stream(0)
            triton_red_fused_abs_amax_gelu_6.run(buf10, buf12, 32, 8192, stream=stream0)
            buf13 = empty_strided_cuda((), (), torch.bfloat16)
            buf19 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [gelu, abs_3, amax_2, float_5, clamp_4, scale_2], Original ATen: [aten.gelu, aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_abs_amax_clamp_div_1:9
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_abs_amax_clamp_div_1.run(buf12, buf13, buf19, 1, 32, stream=stream0)
            del buf12
            buf15 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [abs_4, amax_3], Original ATen: [aten.abs, aten.amax]
            # [Provenance debug handles] triton_red_fused_abs_amax_2:10
            stream0 = get_raw_stream(0)
            triton_red_fused_abs_amax_2.run(arg2_1, buf15, 128, 8192, stream=stream0)
            buf16 = empty_strided_cuda((), (), torch.bfloat16)
            buf20 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [abs_4, amax_3, float_7, clamp_6, scale_3], Original ATen: [aten.abs, aten.amax, aten._to_copy, aten.clamp, aten.div]
            # [Provenance debug handles] triton_per_fused__to_copy_abs_amax_clamp_div_3:11
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_abs_amax_clamp_div_3.run(buf15, buf16, buf20, 1, 128, stream=stream0)
            del buf15
            buf17 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [gelu, float_6, float_5, clamp_4, scale_2, truediv_5, clamp_5, xq_1, float_8, float_7, clamp_6, scale_3, truediv_7, clamp_7, wq_1, t_1, _scaled_mm_1], Original ATen: [aten.gelu, aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_mm__to_copy_clamp_div_gelu_t_7.run(buf10, buf13, buf17, 262144, stream=stream0)
            del buf10
            del buf13
            buf18 = empty_strided_cuda((1024, 1024), (1, 1024), torch.float8_e4m3fn)
            # Topologically Sorted Source Nodes: [gelu, float_6, float_5, clamp_4, scale_2, truediv_5, clamp_5, xq_1, float_8, float_7, clamp_6, scale_3, truediv_7, clamp_7, wq_1, t_1, _scaled_mm_1], Original ATen: [aten.gelu, aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_mm__to_copy_clamp_div_t_5.run(arg2_1, buf16, buf18, 1048576, stream=stream0)
            del arg2_1
            del buf16
            buf21 = empty_strided_cuda((256, 1024), (1024, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [gelu, float_6, float_5, clamp_4, scale_2, truediv_5, clamp_5, xq_1, float_8, float_7, clamp_6, scale_3, truediv_7, clamp_7, wq_1, t_1, _scaled_mm_1], Original ATen: [aten.gelu, aten._to_copy, aten.clamp, aten.div, aten.t, aten._scaled_mm]
            # [Provenance debug handles] extern_kernels._scaled_mm:14
            extern_kernels._scaled_mm(buf17, buf18, buf19, buf20, out_dtype=torch.bfloat16, use_fast_accum=False, out=buf21)
            del buf17
            del buf18
            del buf19
            del buf20
        return (buf21, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg1_1 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    arg2_1 = rand_strided((1024, 1024), (1024, 1), device='cuda:0', dtype=torch.bfloat16)
    return [arg0_1, arg1_1, arg2_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
