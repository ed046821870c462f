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


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/gq/cgqohfdohy66hlc54bzwhs5lelkczperf5j6oylo3nky47mnmlzm.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4608, 'x': 2304}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 72
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 16*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x2 + 48*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/3e/c3ehb43wghq74nylcvtcduqkssfjb67r4tnhkm5qkow53z3cmsja.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_1 = async_compile.triton('triton_poi_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 65536}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4816896, 'x': 2408448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 24
    xnumel = 50176
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 50176*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x2 + 150528*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/yv/cyv4y4rbfa4beuiesvvbjqnaaswh3itki25vl3xm3hdpy7ohb6jw.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_2 = async_compile.triton('triton_poi_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 18432, 'x': 4608}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_2(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1152
    xnumel = 4
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 24)
    y1 = yindex // 24
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (y0 + 24*x2 + 96*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/wp/cwplj7asrvply6ri7ejb2xvew67uh3c4w7gxqgczlm2eyvs7qiy2.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_3 = async_compile.triton('triton_poi_fused_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 67584, 'x': 16896}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_3(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4224
    xnumel = 4
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 48)
    y1 = yindex // 48
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (y0 + 48*x2 + 192*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ie/ciecyjcmvfvmf6prsw75fi2llly43kweuxvp6v65iauujowt4yab.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_4 = async_compile.triton('triton_poi_fused_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16384, 'x': 4}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 236544, 'x': 59136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_4(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 14784
    xnumel = 4
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 88)
    y1 = yindex // 88
    tmp0 = tl.load(in_ptr0 + (x2 + 4*y3), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (y0 + 88*x2 + 352*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/nf/cnf7wvadmampatdtvfyzbgh5iz2d4dbxoppjtivbt42osy5mdkjo.py
# Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   input_1 => convolution
#   x => permute
#   x_1 => add, add_1, clone, convert_element_type, convert_element_type_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %buf5 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = PlaceHolder[target=buf5]
#   %primals_2 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = PlaceHolder[target=convolution]
#   %buf8 : Tensor "f32[8, 56, 56, 1][3136, 56, 1, 25088]cuda:0" = PlaceHolder[target=buf8]
#   %getitem_1 : Tensor "f32[8, 56, 56, 1][3136, 1, 56, 56]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 56, 56, 1][3136, 1, 56, 56]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_5]
#   %convolution : Tensor "bf16[8, 24, 56, 56][75264, 3136, 56, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_3, %primals_1, %primals_2, [4, 4], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %permute : Tensor "bf16[8, 56, 56, 24][75264, 56, 1, 3136]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %convert_element_type : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clone, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type, [3]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[8, 56, 56, 1][3136, 56, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-06), kwargs = {})
#   %rsqrt : Tensor "f32[8, 56, 56, 1][3136, 56, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_4), kwargs = {})
#   %add_1 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_5), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   return %convolution,%getitem_1,%buf8,%rsqrt,%convert_element_type_1
triton_per_fused_convolution_native_layer_norm_permute_5 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 6021264}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 56)
    x3 = ((xindex // 56) % 56)
    x4 = xindex // 3136
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 24*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 24, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 24.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp3 - tmp13
    tmp26 = tmp25 * tmp24
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 24*x0), tmp2, r0_mask & xmask)
    tl.store(out_ptr2 + (x3 + 56*x2 + 3136*x4), tmp24, xmask)
    tl.store(out_ptr3 + (r0_1 + 24*x0), tmp33, r0_mask & xmask)
    tl.store(out_ptr0 + (x3 + 56*x2 + 3136*x4), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ho/chotjbcpupgobhokwjesj2nojwe4ofrvudrgoc7eacvbt53dvaa3.py
# Topologically Sorted Source Nodes: [x_6, x_7], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_6 => view_1
#   x_7 => add_4, convert_element_type_7, convert_element_type_8, erf, mul_4, mul_5, mul_6
# Graph fragment:
#   %addmm : Tensor "bf16[25088, 96][96, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "bf16[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 56, 56, 96]), kwargs = {})
#   %convert_element_type_7 : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.float32), kwargs = {})
#   %mul_4 : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_7, 0.5), kwargs = {})
#   %mul_5 : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_7, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_5,), kwargs = {})
#   %add_4 : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_6 : Tensor "f32[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_4), kwargs = {})
#   %convert_element_type_8 : Tensor "bf16[8, 56, 56, 96][301056, 5376, 96, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_6, torch.bfloat16), kwargs = {})
#   return %convert_element_type_8
triton_poi_fused_gelu_view_6 = async_compile.triton('triton_poi_fused_gelu_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14450688}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2408448
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


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/s7/cs7dsqu527ox53vwrjuyyuluzo3mvtacmnc6udlhgrfdjnhin4xe.py
# Topologically Sorted Source Nodes: [x, x_1, x_2, x_9, x_11, x_12, x_13], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.mul, aten.add]
# Source node to ATen node mapping:
#   x => permute
#   x_1 => add_1, clone, convert_element_type, convert_element_type_1, mul, mul_1, sub
#   x_11 => mul_7
#   x_12 => permute_5
#   x_13 => add_5
#   x_2 => permute_1
#   x_9 => view_3
# Graph fragment:
#   %convert_element_type_1 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0" = PlaceHolder[target=convert_element_type_1]
#   %primals_14 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_14]
#   %addmm_1 : Tensor "bf16[25088, 24][24, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %permute : Tensor "bf16[8, 56, 56, 24][75264, 56, 1, 3136]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution, [0, 2, 3, 1]), kwargs = {})
#   %clone : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute,), kwargs = {memory_format: torch.contiguous_format})
#   %convert_element_type : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%clone, torch.float32), kwargs = {})
#   %sub : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_4), kwargs = {})
#   %add_1 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_5), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_1, torch.bfloat16), kwargs = {})
#   %permute_1 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_1, [0, 3, 1, 2]), kwargs = {})
#   %view_3 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [8, 56, 56, 24]), kwargs = {})
#   %mul_7 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_14, %view_3), kwargs = {})
#   %permute_5 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_7, [0, 3, 1, 2]), kwargs = {})
#   %add_5 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_1, %permute_5), kwargs = {})
#   return %add_5
triton_poi_fused_add_mul_native_layer_norm_permute_view_7 = async_compile.triton('triton_poi_fused_add_mul_native_layer_norm_permute_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_native_layer_norm_permute_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4816944}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_native_layer_norm_permute_view_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 602112
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 24)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/qv/cqvi3xhw3yog27d7td4qnwaxs3qxatst2ehf3g5ctzr2ci2v4ck6.py
# Topologically Sorted Source Nodes: [x_20, x_22, x_23, x_24, x_25, x_26], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_20 => view_7
#   x_22 => mul_13
#   x_23 => permute_9
#   x_24 => add_9
#   x_25 => permute_10
#   x_26 => add_10, add_11, convert_element_type_22, convert_element_type_23, mul_14, mul_15, rsqrt_3, sub_3, var_mean_3
# Graph fragment:
#   %add_5 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = PlaceHolder[target=add_5]
#   %primals_23 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_23]
#   %addmm_3 : Tensor "bf16[25088, 24][24, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_9 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0" = PlaceHolder[target=add_9]
#   %permute_10 : Tensor "bf16[8, 56, 56, 24][75264, 1, 1344, 56]cuda:0" = PlaceHolder[target=permute_10]
#   %buf36 : Tensor "f32[8, 56, 56, 1][3136, 1, 56, 25088]cuda:0" = PlaceHolder[target=buf36]
#   %getitem_7 : Tensor "f32[8, 56, 56, 1][3136, 1, 56, 56]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_3 : Tensor "f32[8, 56, 56, 1][3136, 1, 56, 56]cuda:0" = PlaceHolder[target=rsqrt_3]
#   %primals_24 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_24]
#   %primals_25 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_25]
#   %view_7 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [8, 56, 56, 24]), kwargs = {})
#   %mul_13 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_23, %view_7), kwargs = {})
#   %permute_9 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_13, [0, 3, 1, 2]), kwargs = {})
#   %add_9 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %permute_9), kwargs = {})
#   %permute_10 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_9, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_22 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_10, torch.float32), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_22, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_10 : Tensor "f32[8, 56, 56, 1][3136, 56, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-06), kwargs = {})
#   %rsqrt_3 : Tensor "f32[8, 56, 56, 1][3136, 56, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_10,), kwargs = {})
#   %sub_3 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_22, %getitem_7), kwargs = {})
#   %mul_14 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_15 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_24), kwargs = {})
#   %add_11 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_25), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.bfloat16), kwargs = {})
#   return %add_9,%permute_10,%getitem_7,%buf36,%rsqrt_3,%convert_element_type_23
triton_per_fused_add_mul_native_layer_norm_permute_view_8 = async_compile.triton('triton_per_fused_add_mul_native_layer_norm_permute_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32768, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_native_layer_norm_permute_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2809856, 'r0_': 4817040}}
)
@triton.jit
def triton_per_fused_add_mul_native_layer_norm_permute_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 25088
    r0_numel = 24
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x0 = (xindex % 56)
    x1 = ((xindex // 56) % 56)
    x2 = xindex // 3136
    x4 = xindex // 56
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + 24*x1 + 1344*x0 + 75264*x2), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (r0_3 + 24*x1 + 1344*x0 + 75264*x2), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp29 = tl.load(in_ptr3 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp32 = tl.load(in_ptr4 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 24, tl.int32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp12 / tmp14)
    tmp16 = tmp6 - tmp15
    tmp17 = tmp16 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 24.0, tl.float32)
    tmp23 = (tmp21 / tmp22)
    tmp24 = tl.full([1, 1], 1e-06, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp5 - tmp15
    tmp28 = tmp27 * tmp26
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp28 * tmp30
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp31 + tmp33
    tmp35 = tmp34.to(tl.float32)
    tl.store(out_ptr1 + (x0 + 56*r0_3 + 1344*x4), tmp4, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x5), tmp26, xmask)
    tl.store(out_ptr3 + (r0_3 + 24*x1 + 1344*x0 + 75264*x2), tmp35, r0_mask & xmask)
    tl.store(out_ptr2 + (x5), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/tj/ctjzyeldh2cfjz3aifd66aoy6myjhz6fvysrx3xfnixprwqpwphf.py
# Topologically Sorted Source Nodes: [x_26, x_27, input_2], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
# Source node to ATen node mapping:
#   input_2 => convolution_3
#   x_26 => add_11, convert_element_type_22, convert_element_type_23, mul_14, mul_15, sub_3
#   x_27 => permute_11
# Graph fragment:
#   %buf40 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=buf40]
#   %primals_27 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_27]
#   %convert_element_type_22 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_10, torch.float32), kwargs = {})
#   %sub_3 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_22, %getitem_7), kwargs = {})
#   %mul_14 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_15 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %primals_24), kwargs = {})
#   %add_11 : Tensor "f32[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %primals_25), kwargs = {})
#   %convert_element_type_23 : Tensor "bf16[8, 56, 56, 24][75264, 1344, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_11, torch.bfloat16), kwargs = {})
#   %permute_11 : Tensor "bf16[8, 24, 56, 56][75264, 1, 1344, 24]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_23, [0, 3, 1, 2]), kwargs = {})
#   %convolution_3 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_11, %primals_26, %primals_27, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_3
triton_poi_fused_convolution_native_layer_norm_permute_9 = async_compile.triton('triton_poi_fused_convolution_native_layer_norm_permute_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_layer_norm_permute_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1806432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_layer_norm_permute_9(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 301056
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/a7/ca7me5xpbk5izkdn4j5locymsv57wsdzeefoychhvyjwx4skndrh.py
# Topologically Sorted Source Nodes: [x_28, x_29, x_30], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_28 => convolution_4
#   x_29 => permute_12
#   x_30 => add_12, add_13, convert_element_type_24, convert_element_type_25, mul_16, mul_17, rsqrt_4, sub_4, var_mean_4
# Graph fragment:
#   %buf42 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=buf42]
#   %primals_29 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_29]
#   %convolution_4 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=convolution_4]
#   %buf45 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 6272]cuda:0" = PlaceHolder[target=buf45]
#   %getitem_9 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=getitem_9]
#   %rsqrt_4 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=rsqrt_4]
#   %primals_30 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_30]
#   %primals_31 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_31]
#   %convolution_4 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_3, %primals_28, %primals_29, [1, 1], [2, 2], [1, 1], False, [0, 0], 48), kwargs = {})
#   %permute_12 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_4, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_24 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_12, torch.float32), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_24, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_12 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_8, 1e-06), kwargs = {})
#   %rsqrt_4 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %sub_4 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_24, %getitem_9), kwargs = {})
#   %mul_16 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_17 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %primals_30), kwargs = {})
#   %add_13 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %primals_31), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_13, torch.bfloat16), kwargs = {})
#   return %convolution_4,%getitem_9,%buf45,%rsqrt_4,%convert_element_type_25
triton_per_fused_convolution_native_layer_norm_permute_10 = async_compile.triton('triton_per_fused_convolution_native_layer_norm_permute_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_convolution_native_layer_norm_permute_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 3010848}}
)
@triton.jit
def triton_per_fused_convolution_native_layer_norm_permute_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 48
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 28)
    x3 = ((xindex // 28) % 28)
    x4 = xindex // 784
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 48, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 48.0, tl.float32)
    tmp21 = (tmp19 / tmp20)
    tmp22 = tl.full([1, 1], 1e-06, tl.float32)
    tmp23 = tmp21 + tmp22
    tmp24 = libdevice.rsqrt(tmp23)
    tmp25 = tmp3 - tmp13
    tmp26 = tmp25 * tmp24
    tmp28 = tmp27.to(tl.float32)
    tmp29 = tmp26 * tmp28
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 + tmp31
    tmp33 = tmp32.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 48*x0), tmp2, r0_mask & xmask)
    tl.store(out_ptr2 + (x3 + 28*x2 + 784*x4), tmp24, xmask)
    tl.store(out_ptr3 + (r0_1 + 48*x0), tmp33, r0_mask & xmask)
    tl.store(out_ptr0 + (x3 + 28*x2 + 784*x4), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/y5/cy5obd3ml72qhsrq4gxgplfgzv7emrit6iywzf2wvllwaekja4d2.py
# Topologically Sorted Source Nodes: [x_31, x_32], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_31 => view_9
#   x_32 => add_14, convert_element_type_29, convert_element_type_30, erf_2, mul_18, mul_19, mul_20
# Graph fragment:
#   %addmm_4 : Tensor "bf16[6272, 192][192, 1]cuda:0" = PlaceHolder[target=addmm_4]
#   %view_9 : Tensor "bf16[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [8, 28, 28, 192]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_9, torch.float32), kwargs = {})
#   %mul_18 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_29, 0.7071067811865476), kwargs = {})
#   %erf_2 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_19,), kwargs = {})
#   %add_14 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_2, 1), kwargs = {})
#   %mul_20 : Tensor "f32[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %add_14), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[8, 28, 28, 192][150528, 5376, 192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_20, torch.bfloat16), kwargs = {})
#   return %convert_element_type_30
triton_poi_fused_gelu_view_11 = async_compile.triton('triton_poi_fused_gelu_view_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7225344}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1204224
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


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4e/c4eqgtb52cwa4sooxbgcsmv4pj6iapdm7a4wl3pi3pzyfrnb74d7.py
# Topologically Sorted Source Nodes: [x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
# Source node to ATen node mapping:
#   x_34 => view_11
#   x_36 => mul_21
#   x_37 => permute_15
#   x_38 => add_15
# Graph fragment:
#   %convolution_3 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=convolution_3]
#   %primals_36 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_36]
#   %addmm_5 : Tensor "bf16[6272, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %view_11 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [8, 28, 28, 48]), kwargs = {})
#   %mul_21 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_36, %view_11), kwargs = {})
#   %permute_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_21, [0, 3, 1, 2]), kwargs = {})
#   %add_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_3, %permute_15), kwargs = {})
#   return %add_15
triton_poi_fused_add_mul_permute_view_12 = async_compile.triton('triton_poi_fused_add_mul_permute_view_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_permute_view_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2408544}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_permute_view_12(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 301056
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/yt/cytctx2ga3lenyee6m42wkdugac5zczuia7bi3p2er6yrk4ipxgq.py
# Topologically Sorted Source Nodes: [cat_1], Original ATen: [aten.cat]
# Source node to ATen node mapping:
#   cat_1 => cat_3
# Graph fragment:
#   %cat_3 : Tensor "f32[8, 28, 28, 64][50176, 1792, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_14, %view_13], 3), kwargs = {})
#   return %cat_3
triton_poi_fused_cat_13 = async_compile.triton('triton_poi_fused_cat_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16384, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_13', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 3211264, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_13(out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 14336
    xnumel = 28
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y1 = ((yindex // 28) % 64)
    y0 = (yindex % 28)
    x3 = xindex
    y2 = yindex // 1792
    y6 = (yindex % 1792)
    tmp0 = y1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to(((y1) % 2), [YBLOCK, XBLOCK])
    tmp6 = tl.full([1, 1], 0, tl.int64)
    tmp7 = tmp5 >= tmp6
    tmp8 = tl.full([1, 1], 1, tl.int64)
    tmp9 = tmp5 < tmp8
    tmp10 = tmp9 & tmp4
    tmp11 = tl.broadcast_to(1 + y0, [YBLOCK, XBLOCK])
    tmp12 = tmp11.to(tl.float32)
    tmp13 = tl.full([1, 1], 28.000001, tl.float32)
    tmp14 = (tmp12 / tmp13)
    tmp15 = tl.full([1, 1], 6.283185307179586, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp17 = tl.broadcast_to(2*((((y1) // 2) % 16)), [YBLOCK, XBLOCK])
    tmp18 = tmp17.to(tl.float32)
    tmp19 = tl.full([1, 1], 0.5, tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = libdevice.floor(tmp20)
    tmp22 = tl.full([1, 1], 2.0, tl.float32)
    tmp23 = tmp21 * tmp22
    tmp24 = tl.full([1, 1], 0.03125, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tl.full([1, 1], 10000.0, tl.float32)
    tmp27 = libdevice.pow(tmp26, tmp25)
    tmp28 = (tmp16 / tmp27)
    tmp29 = tl_math.sin(tmp28)
    tmp30 = tl.full(tmp29.shape, 0.0, tmp29.dtype)
    tmp31 = tl.where(tmp10, tmp29, tmp30)
    tmp32 = tmp5 >= tmp8
    tmp33 = tl.full([1, 1], 2, tl.int64)
    tmp34 = tmp5 < tmp33
    tmp35 = tmp32 & tmp4
    tmp36 = tl.broadcast_to(1 + y0, [YBLOCK, XBLOCK])
    tmp37 = tmp36.to(tl.float32)
    tmp38 = tl.full([1, 1], 28.000001, tl.float32)
    tmp39 = (tmp37 / tmp38)
    tmp40 = tl.full([1, 1], 6.283185307179586, tl.float32)
    tmp41 = tmp39 * tmp40
    tmp42 = tl.broadcast_to(1 + 2*((((y1) // 2) % 16)), [YBLOCK, XBLOCK])
    tmp43 = tmp42.to(tl.float32)
    tmp44 = tl.full([1, 1], 0.5, tl.float32)
    tmp45 = tmp43 * tmp44
    tmp46 = libdevice.floor(tmp45)
    tmp47 = tl.full([1, 1], 2.0, tl.float32)
    tmp48 = tmp46 * tmp47
    tmp49 = tl.full([1, 1], 0.03125, tl.float32)
    tmp50 = tmp48 * tmp49
    tmp51 = tl.full([1, 1], 10000.0, tl.float32)
    tmp52 = libdevice.pow(tmp51, tmp50)
    tmp53 = (tmp41 / tmp52)
    tmp54 = tl_math.cos(tmp53)
    tmp55 = tl.full(tmp54.shape, 0.0, tmp54.dtype)
    tmp56 = tl.where(tmp35, tmp54, tmp55)
    tmp57 = tl.where(tmp9, tmp31, tmp56)
    tmp58 = tl.full(tmp57.shape, 0.0, tmp57.dtype)
    tmp59 = tl.where(tmp4, tmp57, tmp58)
    tmp60 = tmp0 >= tmp3
    tmp61 = tl.full([1, 1], 64, tl.int64)
    tmp62 = tmp0 < tmp61
    tmp63 = tl.broadcast_to((((-32) + y1) % 2), [YBLOCK, XBLOCK])
    tmp64 = tl.full([1, 1], 0, tl.int64)
    tmp65 = tmp63 >= tmp64
    tmp66 = tl.full([1, 1], 1, tl.int64)
    tmp67 = tmp63 < tmp66
    tmp68 = tmp67 & tmp60
    tmp69 = tl.broadcast_to(1 + x3, [YBLOCK, XBLOCK])
    tmp70 = tmp69.to(tl.float32)
    tmp71 = tl.full([1, 1], 28.000001, tl.float32)
    tmp72 = (tmp70 / tmp71)
    tmp73 = tl.full([1, 1], 6.283185307179586, tl.float32)
    tmp74 = tmp72 * tmp73
    tmp75 = tl.broadcast_to(2*(((((-32) + y1) // 2) % 16)), [YBLOCK, XBLOCK])
    tmp76 = tmp75.to(tl.float32)
    tmp77 = tl.full([1, 1], 0.5, tl.float32)
    tmp78 = tmp76 * tmp77
    tmp79 = libdevice.floor(tmp78)
    tmp80 = tl.full([1, 1], 2.0, tl.float32)
    tmp81 = tmp79 * tmp80
    tmp82 = tl.full([1, 1], 0.03125, tl.float32)
    tmp83 = tmp81 * tmp82
    tmp84 = tl.full([1, 1], 10000.0, tl.float32)
    tmp85 = libdevice.pow(tmp84, tmp83)
    tmp86 = (tmp74 / tmp85)
    tmp87 = tl_math.sin(tmp86)
    tmp88 = tl.full(tmp87.shape, 0.0, tmp87.dtype)
    tmp89 = tl.where(tmp68, tmp87, tmp88)
    tmp90 = tmp63 >= tmp66
    tmp91 = tl.full([1, 1], 2, tl.int64)
    tmp92 = tmp63 < tmp91
    tmp93 = tmp90 & tmp60
    tmp94 = tl.broadcast_to(1 + x3, [YBLOCK, XBLOCK])
    tmp95 = tmp94.to(tl.float32)
    tmp96 = tl.full([1, 1], 28.000001, tl.float32)
    tmp97 = (tmp95 / tmp96)
    tmp98 = tl.full([1, 1], 6.283185307179586, tl.float32)
    tmp99 = tmp97 * tmp98
    tmp100 = tl.broadcast_to(1 + 2*(((((-32) + y1) // 2) % 16)), [YBLOCK, XBLOCK])
    tmp101 = tmp100.to(tl.float32)
    tmp102 = tl.full([1, 1], 0.5, tl.float32)
    tmp103 = tmp101 * tmp102
    tmp104 = libdevice.floor(tmp103)
    tmp105 = tl.full([1, 1], 2.0, tl.float32)
    tmp106 = tmp104 * tmp105
    tmp107 = tl.full([1, 1], 0.03125, tl.float32)
    tmp108 = tmp106 * tmp107
    tmp109 = tl.full([1, 1], 10000.0, tl.float32)
    tmp110 = libdevice.pow(tmp109, tmp108)
    tmp111 = (tmp99 / tmp110)
    tmp112 = tl_math.cos(tmp111)
    tmp113 = tl.full(tmp112.shape, 0.0, tmp112.dtype)
    tmp114 = tl.where(tmp93, tmp112, tmp113)
    tmp115 = tl.where(tmp67, tmp89, tmp114)
    tmp116 = tl.full(tmp115.shape, 0.0, tmp115.dtype)
    tmp117 = tl.where(tmp60, tmp115, tmp116)
    tmp118 = tl.where(tmp4, tmp59, tmp117)
    tl.store(out_ptr0 + (y6 + 1792*x3 + 50176*y2), tmp118, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ng/cng6paklm7kh2p3jz3d5rn3qfejxnjnrppzbakbcbniyaaka2ctm.py
# Topologically Sorted Source Nodes: [pos, to_2], Original ATen: [aten.permute, aten._to_copy]
# Source node to ATen node mapping:
#   pos => permute_17
#   to_2 => convert_element_type_36
# Graph fragment:
#   %cat_3 : Tensor "f32[8, 28, 28, 64][50176, 1, 1792, 28]cuda:0" = PlaceHolder[target=cat_3]
#   %permute_17 : Tensor "f32[8, 64, 28, 28][50176, 1, 1792, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%cat_3, [0, 3, 1, 2]), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[8, 64, 28, 28][50176, 1, 1792, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_17, torch.bfloat16), kwargs = {})
#   return %convert_element_type_36
triton_poi_fused__to_copy_permute_14 = async_compile.triton('triton_poi_fused__to_copy_permute_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'z': 512, 'y': 32, 'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'znumel': 'i32', 'ynumel': 'i32', 'xnumel': 'i32', 'ZBLOCK': 'constexpr', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid3D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_permute_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'z': 1605632, 'y': 1605632, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_permute_14(in_ptr0, out_ptr0, znumel, ynumel, xnumel, ZBLOCK : tl.constexpr, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    znumel = 512
    ynumel = 28
    xnumel = 28
    zoffset = tl.program_id(2) * ZBLOCK
    zindex = zoffset + tl.arange(0, ZBLOCK)[:, None, None]
    zmask = zindex < znumel
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[None, :, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex
    z0 = (zindex % 64)
    z1 = zindex // 64
    tmp0 = tl.load(in_ptr0 + (y2 + 28*z0 + 1792*x3 + 50176*z1), xmask & ymask & zmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (z0 + 64*x3 + 1792*y2 + 50176*z1), tmp1, xmask & ymask & zmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/yl/cylqpyvnuzoy6mrdzpp5chspwwp75qis5z5zftmrvgxzxq6dpgro.py
# Topologically Sorted Source Nodes: [x_34, x_36, x_37, x_38, chunk, sp_1, x_39, reshape, x_40, pos_1, reshape_1, pos_encoding, x_41, layer_norm_5], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
# Source node to ATen node mapping:
#   chunk => split
#   layer_norm_5 => add_19, add_20, convert_element_type_37, convert_element_type_38, mul_25, mul_26, rsqrt_5, sub_5, var_mean_5
#   pos_1 => convolution_6
#   pos_encoding => permute_18
#   reshape => view_12
#   reshape_1 => view_15
#   sp_1 => convolution_5
#   x_34 => view_11
#   x_36 => mul_21
#   x_37 => permute_15
#   x_38 => add_15
#   x_39 => cat
#   x_40 => permute_16
#   x_41 => add_18
# Graph fragment:
#   %buf53 : Tensor "bf16[8, 24, 28, 28][18816, 1, 672, 24]cuda:0" = PlaceHolder[target=buf53]
#   %primals_38 : Tensor "bf16[24][1]cuda:0" = PlaceHolder[target=primals_38]
#   %add_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=add_15]
#   %buf58 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=buf58]
#   %primals_40 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_40]
#   %add_18 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0" = PlaceHolder[target=add_18]
#   %buf61 : Tensor "f32[8, 784, 1][784, 1, 6272]cuda:0" = PlaceHolder[target=buf61]
#   %getitem_13 : Tensor "f32[8, 784, 1][784, 1, 1]cuda:0" = PlaceHolder[target=getitem_13]
#   %rsqrt_5 : Tensor "f32[8, 784, 1][784, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_5]
#   %primals_42 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_42]
#   %primals_43 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_43]
#   %view_11 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [8, 28, 28, 48]), kwargs = {})
#   %mul_21 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_36, %view_11), kwargs = {})
#   %permute_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_21, [0, 3, 1, 2]), kwargs = {})
#   %add_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_3, %permute_15), kwargs = {})
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_15, 24, 1), kwargs = {})
#   %convolution_5 : Tensor "bf16[8, 24, 28, 28][18816, 1, 672, 24]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_10, %primals_37, %primals_38, [1, 1], [1, 1], [1, 1], False, [0, 0], 24), kwargs = {})
#   %cat : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%convolution_5, %getitem_11], 1), kwargs = {})
#   %view_12 : Tensor "bf16[8, 48, 784][37632, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [8, 48, 784]), kwargs = {})
#   %permute_16 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_12, [0, 2, 1]), kwargs = {})
#   %convolution_6 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%convert_element_type_36, %primals_39, %primals_40, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %view_15 : Tensor "bf16[8, 48, 784][37632, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_6, [8, 48, 784]), kwargs = {})
#   %permute_18 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1]), kwargs = {})
#   %add_18 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_16, %permute_18), kwargs = {})
#   %convert_element_type_37 : Tensor "f32[8, 784, 48][37632, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_18, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_37, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_19 : Tensor "f32[8, 784, 1][784, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-06), kwargs = {})
#   %rsqrt_5 : Tensor "f32[8, 784, 1][784, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %sub_5 : Tensor "f32[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_37, %getitem_13), kwargs = {})
#   %mul_25 : Tensor "f32[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %mul_26 : Tensor "f32[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_25, %primals_42), kwargs = {})
#   %add_20 : Tensor "f32[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_26, %primals_43), kwargs = {})
#   %convert_element_type_38 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_20, torch.bfloat16), kwargs = {})
#   return %add_18,%getitem_13,%buf61,%rsqrt_5,%convert_element_type_38
triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15 = async_compile.triton('triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 100352, 'r0_': 3311904}}
)
@triton.jit
def triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 48
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp15 = tl.load(in_out_ptr0 + (r0_1 + 48*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp16 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp43 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp46 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp0 = r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 24, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (24*x0 + (r0_1)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1, 1], 48, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tl.load(in_ptr2 + (24 + 48*x0 + ((-24) + r0_1)), r0_mask & tmp10 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp14 = tl.where(tmp4, tmp9, tmp13)
    tmp17 = tmp15 + tmp16
    tmp18 = tmp14 + tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = tl.full([1, 1], 48, tl.int32)
    tmp28 = tmp27.to(tl.float32)
    tmp29 = (tmp26 / tmp28)
    tmp30 = tmp20 - tmp29
    tmp31 = tmp30 * tmp30
    tmp32 = tl.broadcast_to(tmp31, [XBLOCK, R0_BLOCK])
    tmp34 = tl.where(r0_mask & xmask, tmp32, 0)
    tmp35 = tl.sum(tmp34, 1)[:, None].to(tl.float32)
    tmp36 = tl.full([1, 1], 48.0, tl.float32)
    tmp37 = (tmp35 / tmp36)
    tmp38 = tl.full([1, 1], 1e-06, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = libdevice.rsqrt(tmp39)
    tmp41 = tmp19 - tmp29
    tmp42 = tmp41 * tmp40
    tmp44 = tmp43.to(tl.float32)
    tmp45 = tmp42 * tmp44
    tmp47 = tmp46.to(tl.float32)
    tmp48 = tmp45 + tmp47
    tmp49 = tmp48.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 48*x0), tmp18, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x0), tmp40, xmask)
    tl.store(out_ptr1 + (r0_1 + 48*x0), tmp49, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp29, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/uw/cuw7btabau7f77jhrh7ntqw7umqh3ueneovlg23yvmxgk7eft6yi.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   normalize => convert_element_type_42, pow_2, sum_1
#   qkv => permute_20
#   reshape_2 => view_18
#   unbind => unbind
# Graph fragment:
#   %addmm_6 : Tensor "bf16[6272, 144][144, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_14, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_42, 2.0), kwargs = {})
#   %sum_1 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_2, [-1], True), kwargs = {})
#   return %buf66
triton_red_fused_linalg_vector_norm_permute_unbind_view_16 = async_compile.triton('triton_red_fused_linalg_vector_norm_permute_unbind_view_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_linalg_vector_norm_permute_unbind_view_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 623616, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_linalg_vector_norm_permute_unbind_view_16(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2688
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 48)
    x1 = xindex // 48
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 144*r0_2 + 16128*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ha/chancphfcqteh5iodypnhpkei6k7rmsvi2ooq5vzz7jflkvta5hb.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   normalize => convert_element_type_42, convert_element_type_43, pow_2, pow_3, sum_1
#   qkv => permute_20
#   reshape_2 => view_18
#   unbind => unbind
# Graph fragment:
#   %buf66 : Tensor "f32[8, 4, 12, 1, 7][336, 12, 1, 2688, 48]cuda:0" = PlaceHolder[target=buf66]
#   %sum_1 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 384]cuda:0" = PlaceHolder[target=sum_1]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %convert_element_type_42 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_14, torch.float32), kwargs = {})
#   %pow_2 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_42, 2.0), kwargs = {})
#   %sum_1 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_2, [-1], True), kwargs = {})
#   %pow_3 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_1, 0.5), kwargs = {})
#   %convert_element_type_43 : Tensor "bf16[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%pow_3, torch.bfloat16), kwargs = {})
#   return %sum_1,%convert_element_type_43
triton_per_fused_linalg_vector_norm_permute_unbind_view_17 = async_compile.triton('triton_per_fused_linalg_vector_norm_permute_unbind_view_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'y': 32, 'x': 16, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_linalg_vector_norm_permute_unbind_view_17', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1536, 'x': 10752, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_linalg_vector_norm_permute_unbind_view_17(in_ptr0, out_ptr1, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 12
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x2 = xindex
    y0 = (yindex % 4)
    y1 = yindex // 4
    y4 = yindex
    tmp0 = tl.load(in_ptr0 + (x2 + 12*y0 + 48*r0_3 + 336*y1), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [YBLOCK, XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask & ymask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 2)[:, :, None].to(tl.float32)
    tmp5 = tl.sqrt_rn(tmp4)
    tmp6 = tmp5.to(tl.float32)
    tl.store(out_ptr1 + (y0 + 4*x2 + 48*y1), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/bb/cbbore4dcpmitgxo5cozorex4zothb3xtzhn3u7lbqqsy3inubih.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize_1], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   normalize_1 => convert_element_type_44, pow_4, sum_2
#   qkv => permute_20
#   reshape_2 => view_18
#   unbind => unbind
# Graph fragment:
#   %addmm_6 : Tensor "bf16[6272, 144][144, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_15, torch.float32), kwargs = {})
#   %pow_4 : Tensor "f32[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_44, 2.0), kwargs = {})
#   %sum_2 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_4, [-1], True), kwargs = {})
#   return %buf69
triton_red_fused_linalg_vector_norm_permute_unbind_view_18 = async_compile.triton('triton_red_fused_linalg_vector_norm_permute_unbind_view_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_linalg_vector_norm_permute_unbind_view_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 623616, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_linalg_vector_norm_permute_unbind_view_18(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2688
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 48)
    x1 = xindex // 48
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (48 + x0 + 144*r0_2 + 16128*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/nz/cnz34pem5akxgffhdx6nelzfwophugvzy3zp6yuniuq2qdxazzac.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize, matmul], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   matmul => clone_7
#   normalize => clamp_min, div_6, expand
#   qkv => permute_20
#   reshape_2 => view_18
#   unbind => unbind
# Graph fragment:
#   %addmm_6 : Tensor "bf16[6272, 144][144, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %convert_element_type_43 : Tensor "bf16[8, 4, 12, 1][48, 1, 4, 4]cuda:0" = PlaceHolder[target=convert_element_type_43]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %clamp_min : Tensor "bf16[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_43, 1e-12), kwargs = {})
#   %expand : Tensor "bf16[8, 4, 12, 784][48, 12, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min, [8, 4, 12, 784]), kwargs = {})
#   %div_6 : Tensor "bf16[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_14, %expand), kwargs = {})
#   %clone_7 : Tensor "bf16[8, 4, 12, 784][37632, 9408, 784, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_2,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_7
triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19 = async_compile.triton('triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 602112, 'x': 1204224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 384
    xnumel = 784
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 48
    y4 = (yindex % 48)
    y0 = (yindex % 12)
    y1 = ((yindex // 12) % 4)
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (y4 + 144*x3 + 112896*y2), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y1 + 4*y0 + 48*y2), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1, 1], 1e-12, tl.float32)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp4 = (tmp0 / tmp3)
    tl.store(out_ptr0 + (x3 + 784*y5), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/lv/clvtquz46u6v7pi5oncgraillzkz3vc6kzazgkyzlnrwpq3hofgl.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize_1, transpose, matmul], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   matmul => clone_8
#   normalize_1 => clamp_min_1, div_7, expand_1
#   qkv => permute_20
#   reshape_2 => view_18
#   transpose => permute_21
#   unbind => unbind
# Graph fragment:
#   %addmm_6 : Tensor "bf16[6272, 144][144, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %convert_element_type_45 : Tensor "bf16[8, 4, 12, 1][48, 1, 4, 4]cuda:0" = PlaceHolder[target=convert_element_type_45]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %clamp_min_1 : Tensor "bf16[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_45, 1e-12), kwargs = {})
#   %expand_1 : Tensor "bf16[8, 4, 12, 784][48, 12, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_1, [8, 4, 12, 784]), kwargs = {})
#   %div_7 : Tensor "bf16[8, 4, 12, 784][37632, 12, 1, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_15, %expand_1), kwargs = {})
#   %permute_21 : Tensor "bf16[8, 4, 784, 12][37632, 12, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_7, [0, 1, 3, 2]), kwargs = {})
#   %clone_8 : Tensor "bf16[8, 4, 784, 12][37632, 9408, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_8
triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20 = async_compile.triton('triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1806336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 301056
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 12)
    x1 = ((xindex // 12) % 784)
    x2 = ((xindex // 9408) % 4)
    x3 = xindex // 37632
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (48 + x0 + 12*x2 + 144*x1 + 112896*x3), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2 + 4*x0 + 48*x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1], 1e-12, tl.float32)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp4 = (tmp0 / tmp3)
    tl.store(out_ptr0 + (x4), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/gr/cgr6gnh5enne6p6frlzjyy5ee2qzzqqkkcewxr6vld676ijxyxzg.py
# Topologically Sorted Source Nodes: [matmul, , attn_1], Original ATen: [aten.view, aten._to_copy, aten.scalar_tensor, aten.ge, aten.neg, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#    => amax_default_2, convert_element_type_default_2, ge_scalar_2, mul_tensor_6, mul_tensor_7, mul_tensor_8, neg_default_2, scalar_tensor_default_2, sub_tensor_2, where_self_2
#   attn_1 => convert_element_type_49, div_8, exp, sum_3
#   matmul => view_21
# Graph fragment:
#   %bmm : Tensor "bf16[32, 12, 12][144, 12, 1]cuda:0" = PlaceHolder[target=bmm]
#   %primals_46 : Tensor "bf16[4, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=primals_46]
#   %amax_default_2 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 384]cuda:0" = PlaceHolder[target=amax_default_2]
#   %sum_3 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 384]cuda:0" = PlaceHolder[target=sum_3]
#   %view_21 : Tensor "bf16[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [8, 4, 12, 12]), kwargs = {})
#   %convert_element_type_default_2 : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.float32), kwargs = {})
#   %scalar_tensor_default_2 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (1,), kwargs = {dtype: torch.float32, device: cuda:0, pin_memory: False})
#   %ge_scalar_2 : Tensor "b8[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_46, 0), kwargs = {})
#   %neg_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.neg.default](args = (%scalar_tensor_default_2,), kwargs = {})
#   %where_self_2 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%ge_scalar_2, %scalar_tensor_default_2, %neg_default_2), kwargs = {})
#   %mul_tensor_6 : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_default_2, %where_self_2), kwargs = {})
#   %amax_default_2 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%mul_tensor_6, [-1], True), kwargs = {})
#   %sub_tensor_2 : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor_6, %amax_default_2), kwargs = {})
#   %mul_tensor_7 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self_2, %primals_46), kwargs = {})
#   %mul_tensor_8 : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_tensor_2, %mul_tensor_7), kwargs = {})
#   %exp : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_tensor_8,), kwargs = {})
#   %sum_3 : Tensor "f32[8, 4, 12, 1][48, 12, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp, [-1], True), kwargs = {})
#   %div_8 : Tensor "f32[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_3), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[8, 4, 12, 12][576, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_8, torch.bfloat16), kwargs = {})
#   return %amax_default_2,%sum_3,%expand_4
triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21 = async_compile.triton('triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 27648}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21(in_ptr0, in_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 384
    r0_numel = 12
    R0_BLOCK: tl.constexpr = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x4 = xindex
    x1 = ((xindex // 12) % 4)
    tmp0 = tl.load(in_ptr0 + (r0_3 + 12*x4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = tmp2 >= tmp3
    tmp5 = tl.full([1, 1], 1.0, tl.float32)
    tmp6 = tl.full([1, 1], -1.0, tl.float32)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp1 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, float("-inf"))
    tmp12 = triton_helpers.max2(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tmp8 - tmp12
    tmp14 = tmp2.to(tl.float32)
    tmp15 = tmp7 * tmp14
    tmp16 = tmp13 * tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = (tmp17 / tmp21)
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr2 + (r0_3 + 12*x4), tmp23, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/kn/cknvy5qtdud5slawve2a575uw32aszjvlw373zcvb6arrolo5sow.py
# Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, x_42], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
# Source node to ATen node mapping:
#   linear_6 => view_17
#   qkv => permute_20
#   reshape_2 => view_18
#   unbind => unbind
#   x_42 => clone_10
# Graph fragment:
#   %addmm_6 : Tensor "bf16[6272, 144][144, 1]cuda:0" = PlaceHolder[target=addmm_6]
#   %view_17 : Tensor "bf16[8, 784, 144][112896, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_6, [8, 784, 144]), kwargs = {})
#   %view_18 : Tensor "bf16[8, 784, 3, 4, 12][112896, 144, 48, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_17, [8, 784, 3, 4, -1]), kwargs = {})
#   %permute_20 : Tensor "bf16[3, 8, 4, 12, 784][48, 112896, 12, 1, 144]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_20,), kwargs = {})
#   %clone_10 : Tensor "bf16[8, 4, 12, 784][37632, 9408, 784, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_5,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_10
triton_poi_fused_clone_permute_unbind_view_22 = async_compile.triton('triton_poi_fused_clone_permute_unbind_view_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 1024}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_unbind_view_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 602112, 'x': 1204224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_unbind_view_22(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 384
    xnumel = 784
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 48)
    y1 = yindex // 48
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (96 + y0 + 144*x2 + 112896*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x2 + 784*y3), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/k7/ck7dp63kje2fjy3nkgvh2wf6ewuq3pceaoapw6ufyadhy3wmbwcy.py
# Topologically Sorted Source Nodes: [x_42, permute_14, x_43, x_44], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   permute_14 => permute_22
#   x_42 => view_24
#   x_43 => view_25
#   x_44 => clone_11
# Graph fragment:
#   %bmm_1 : Tensor "bf16[32, 12, 784][9408, 784, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_24 : Tensor "bf16[8, 4, 12, 784][37632, 9408, 784, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [8, 4, 12, 784]), kwargs = {})
#   %permute_22 : Tensor "bf16[8, 784, 4, 12][37632, 1, 9408, 784]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_24, [0, 3, 1, 2]), kwargs = {})
#   %view_25 : Tensor "bf16[8, 784, 48][37632, 1, 784]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_22, [8, 784, 48]), kwargs = {})
#   %clone_11 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_25,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_11
triton_poi_fused_clone_permute_view_23 = async_compile.triton('triton_poi_fused_clone_permute_view_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 602112, 'x': 1204224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_23(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 6272
    xnumel = 48
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 784)
    y1 = yindex // 784
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 784*x2 + 37632*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x2 + 48*y3), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/jh/cjhfytbh2vszo6nbnvgofj4dipbh7qqs62qqko5y6ysumcezftwi.py
# Topologically Sorted Source Nodes: [x_44, mul_7, x_46], Original ATen: [aten._unsafe_view, aten.add, aten.mul]
# Source node to ATen node mapping:
#   mul_7 => mul_28
#   x_44 => add_21, view_27
#   x_46 => add_22
# Graph fragment:
#   %add_18 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0" = PlaceHolder[target=add_18]
#   %primals_41 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_41]
#   %mm : Tensor "bf16[6272, 48][48, 1]cuda:0" = PlaceHolder[target=mm]
#   %primals_48 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_48]
#   %view_27 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 784, 48]), kwargs = {})
#   %add_21 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_27, %primals_48), kwargs = {})
#   %mul_28 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_41, %add_21), kwargs = {})
#   %add_22 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %mul_28), kwargs = {})
#   return %add_22
triton_poi_fused__unsafe_view_add_mul_24 = async_compile.triton('triton_poi_fused__unsafe_view_add_mul_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_mul_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2408640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_mul_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 301056
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 48)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tmp0 + tmp5
    tl.store(out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/5k/c5kohhxts43o7ucjclp6kjnarqaamj5xk2bqsxc3mhfycw2ghcez.py
# Topologically Sorted Source Nodes: [x_44, mul_7, x_46, x_47, x_48], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#   mul_7 => mul_28
#   x_44 => add_21, view_27
#   x_46 => add_22
#   x_47 => view_28
#   x_48 => add_23, add_24, convert_element_type_54, convert_element_type_55, mul_29, mul_30, rsqrt_6, sub_7, var_mean_6
# Graph fragment:
#   %add_22 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0" = PlaceHolder[target=add_22]
#   %view_28 : Tensor "bf16[8, 28, 28, 48][37632, 1, 1344, 28]cuda:0" = PlaceHolder[target=view_28]
#   %buf85 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 6272]cuda:0" = PlaceHolder[target=buf85]
#   %getitem_18 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=getitem_18]
#   %rsqrt_6 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=rsqrt_6]
#   %primals_49 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_49]
#   %primals_50 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_50]
#   %view_27 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 784, 48]), kwargs = {})
#   %add_21 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_27, %primals_48), kwargs = {})
#   %mul_28 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_41, %add_21), kwargs = {})
#   %add_22 : Tensor "bf16[8, 784, 48][37632, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_18, %mul_28), kwargs = {})
#   %view_28 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_22, [8, 28, 28, 48]), kwargs = {})
#   %convert_element_type_54 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_28, torch.float32), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_54, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_23 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_17, 1e-06), kwargs = {})
#   %rsqrt_6 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_23,), kwargs = {})
#   %sub_7 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_54, %getitem_18), kwargs = {})
#   %mul_29 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_6), kwargs = {})
#   %mul_30 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_29, %primals_49), kwargs = {})
#   %add_24 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_30, %primals_50), kwargs = {})
#   %convert_element_type_55 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_24, torch.bfloat16), kwargs = {})
#   return %view_28,%getitem_18,%buf85,%rsqrt_6,%convert_element_type_55
triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25 = async_compile.triton('triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1304576, 'r0_': 1806528}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 48
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x0 = (xindex % 28)
    x1 = ((xindex // 28) % 28)
    x2 = xindex // 784
    x4 = xindex // 28
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + 48*x1 + 1344*x0 + 37632*x2), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp28 = tl.load(in_ptr2 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 48, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 48.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-06, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp1 - tmp11
    tmp24 = tmp23 * tmp22
    tmp26 = tmp25.to(tl.float32)
    tmp27 = tmp24 * tmp26
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp27 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 28*r0_3 + 1344*x4), tmp0, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x5), tmp22, xmask)
    tl.store(out_ptr2 + (r0_3 + 48*x1 + 1344*x0 + 37632*x2), tmp31, r0_mask & xmask)
    tl.store(out_ptr1 + (x5), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/yq/cyq6d2ptnon5mbhhlsdru2huuh2auu5cvewat2mumj63oiam2h6x.py
# Topologically Sorted Source Nodes: [x_52, x_54, x_55, x_56, x_57, x_58], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_52 => view_32
#   x_54 => mul_34
#   x_55 => permute_26
#   x_56 => add_26
#   x_57 => permute_27
#   x_58 => add_27, add_28, convert_element_type_64, convert_element_type_65, mul_35, mul_36, rsqrt_7, sub_8, var_mean_7
# Graph fragment:
#   %add_15 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=add_15]
#   %primals_55 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_55]
#   %addmm_8 : Tensor "bf16[6272, 48][48, 1]cuda:0" = PlaceHolder[target=addmm_8]
#   %add_26 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0" = PlaceHolder[target=add_26]
#   %permute_27 : Tensor "bf16[8, 28, 28, 48][37632, 1, 1344, 28]cuda:0" = PlaceHolder[target=permute_27]
#   %buf95 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 6272]cuda:0" = PlaceHolder[target=buf95]
#   %getitem_20 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=getitem_20]
#   %rsqrt_7 : Tensor "f32[8, 28, 28, 1][784, 1, 28, 28]cuda:0" = PlaceHolder[target=rsqrt_7]
#   %primals_56 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_56]
#   %primals_57 : Tensor "bf16[48][1]cuda:0" = PlaceHolder[target=primals_57]
#   %view_32 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [8, 28, 28, 48]), kwargs = {})
#   %mul_34 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_55, %view_32), kwargs = {})
#   %permute_26 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_34, [0, 3, 1, 2]), kwargs = {})
#   %add_26 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_15, %permute_26), kwargs = {})
#   %permute_27 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_26, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_64 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_27, torch.float32), kwargs = {})
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_64, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_27 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_19, 1e-06), kwargs = {})
#   %rsqrt_7 : Tensor "f32[8, 28, 28, 1][784, 28, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_27,), kwargs = {})
#   %sub_8 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_64, %getitem_20), kwargs = {})
#   %mul_35 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt_7), kwargs = {})
#   %mul_36 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %primals_56), kwargs = {})
#   %add_28 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %primals_57), kwargs = {})
#   %convert_element_type_65 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_28, torch.bfloat16), kwargs = {})
#   return %add_26,%permute_27,%getitem_20,%buf95,%rsqrt_7,%convert_element_type_65
triton_per_fused_add_mul_native_layer_norm_permute_view_26 = async_compile.triton('triton_per_fused_add_mul_native_layer_norm_permute_view_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8192, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mul_native_layer_norm_permute_view_26', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1304576, 'r0_': 2408736}}
)
@triton.jit
def triton_per_fused_add_mul_native_layer_norm_permute_view_26(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 48
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x0 = (xindex % 28)
    x1 = ((xindex // 28) % 28)
    x2 = xindex // 784
    x4 = xindex // 28
    x5 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_3 + 48*x1 + 1344*x0 + 37632*x2), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_3 + 48*x1 + 1344*x0 + 37632*x2), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp29 = tl.load(in_ptr2 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp32 = tl.load(in_ptr3 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tl.full([1, 1], 48, tl.int32)
    tmp14 = tmp13.to(tl.float32)
    tmp15 = (tmp12 / tmp14)
    tmp16 = tmp6 - tmp15
    tmp17 = tmp16 * tmp16
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 48.0, tl.float32)
    tmp23 = (tmp21 / tmp22)
    tmp24 = tl.full([1, 1], 1e-06, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp5 - tmp15
    tmp28 = tmp27 * tmp26
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp28 * tmp30
    tmp33 = tmp32.to(tl.float32)
    tmp34 = tmp31 + tmp33
    tmp35 = tmp34.to(tl.float32)
    tl.store(out_ptr0 + (x0 + 28*r0_3 + 1344*x4), tmp4, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr1 + (x5), tmp26, xmask)
    tl.store(out_ptr2 + (r0_3 + 48*x1 + 1344*x0 + 37632*x2), tmp35, r0_mask & xmask)
    tl.store(out_ptr1 + (x5), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ox/coxxxwyskqtky2si4mjqvowqvuwmhmc2cacosz2dgbj2tdfbnm33.py
# Topologically Sorted Source Nodes: [x_58, x_59, input_3], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
# Source node to ATen node mapping:
#   input_3 => convolution_7
#   x_58 => add_28, convert_element_type_64, convert_element_type_65, mul_35, mul_36, sub_8
#   x_59 => permute_28
# Graph fragment:
#   %buf99 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=buf99]
#   %primals_59 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_59]
#   %convert_element_type_64 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_27, torch.float32), kwargs = {})
#   %sub_8 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_64, %getitem_20), kwargs = {})
#   %mul_35 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt_7), kwargs = {})
#   %mul_36 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %primals_56), kwargs = {})
#   %add_28 : Tensor "f32[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %primals_57), kwargs = {})
#   %convert_element_type_65 : Tensor "bf16[8, 28, 28, 48][37632, 1344, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_28, torch.bfloat16), kwargs = {})
#   %permute_28 : Tensor "bf16[8, 48, 28, 28][37632, 1, 1344, 48]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_65, [0, 3, 1, 2]), kwargs = {})
#   %convolution_7 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_28, %primals_58, %primals_59, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_7
triton_poi_fused_convolution_native_layer_norm_permute_27 = async_compile.triton('triton_poi_fused_convolution_native_layer_norm_permute_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_layer_norm_permute_27', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 828080}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_layer_norm_permute_27(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 137984
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 88)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ei/ceipj7orgyvquvsl3bdv4flyw27lin7hjb2ea3wjrrpygrawln54.py
# Topologically Sorted Source Nodes: [x_60, x_61, x_62], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_60 => convolution_8
#   x_61 => permute_29
#   x_62 => add_29, add_30, convert_element_type_66, convert_element_type_67, mul_37, mul_38, rsqrt_8, sub_9, var_mean_8
# Graph fragment:
#   %buf101 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=buf101]
#   %primals_61 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_61]
#   %convolution_8 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=convolution_8]
#   %buf104 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1568]cuda:0" = PlaceHolder[target=buf104]
#   %getitem_22 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=getitem_22]
#   %rsqrt_8 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=rsqrt_8]
#   %primals_62 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_62]
#   %primals_63 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_63]
#   %convolution_8 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_7, %primals_60, %primals_61, [1, 1], [3, 3], [1, 1], False, [0, 0], 88), kwargs = {})
#   %permute_29 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_8, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_66 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_29, torch.float32), kwargs = {})
#   %var_mean_8 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_66, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_29 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_21, 1e-06), kwargs = {})
#   %rsqrt_8 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_29,), kwargs = {})
#   %sub_9 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_66, %getitem_22), kwargs = {})
#   %mul_37 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_8), kwargs = {})
#   %mul_38 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_37, %primals_62), kwargs = {})
#   %add_30 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_38, %primals_63), kwargs = {})
#   %convert_element_type_67 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_30, torch.bfloat16), kwargs = {})
#   return %convolution_8,%getitem_22,%buf104,%rsqrt_8,%convert_element_type_67
triton_red_fused_convolution_native_layer_norm_permute_28 = async_compile.triton('triton_red_fused_convolution_native_layer_norm_permute_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_layer_norm_permute_28', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1380368}}
)
@triton.jit
def triton_red_fused_convolution_native_layer_norm_permute_28(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1568
    r0_numel = 88
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp5_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp5_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp5_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x2 = (xindex % 14)
    x3 = ((xindex // 14) % 14)
    x4 = xindex // 196
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 88*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp5_mean_next, tmp5_m2_next, tmp5_weight_next = triton_helpers.welford_reduce(
            tmp4, tmp5_mean, tmp5_m2, tmp5_weight, roffset == 0
        )
        tmp5_mean = tl.where(r0_mask & xmask, tmp5_mean_next, tmp5_mean)
        tmp5_m2 = tl.where(r0_mask & xmask, tmp5_m2_next, tmp5_m2)
        tmp5_weight = tl.where(r0_mask & xmask, tmp5_weight_next, tmp5_weight)
        tl.store(in_out_ptr0 + (r0_1 + 88*x0), tmp2, r0_mask & xmask)
    tmp6, tmp7, tmp8 = triton_helpers.welford(tmp5_mean, tmp5_m2, tmp5_weight, 1)
    tmp5 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tl.store(out_ptr0 + (x3 + 14*x2 + 196*x4), tmp5, xmask)
    tmp11 = tl.full([1, 1], 88.0, tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tl.full([1, 1], 1e-06, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = libdevice.rsqrt(tmp14)
    tl.store(out_ptr2 + (x3 + 14*x2 + 196*x4), tmp15, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp16 = tl.load(in_out_ptr0 + (r0_1 + 88*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp23 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tmp17 - tmp5
        tmp19 = tmp18 * tmp15
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 * tmp21
        tmp24 = tmp23.to(tl.float32)
        tmp25 = tmp22 + tmp24
        tmp26 = tmp25.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 88*x0), tmp26, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/dr/cdrfvxbv3igvyp5t25zugjsbnt5h6guwboq67shjeoojoazbydbk.py
# Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_63 => view_34
#   x_64 => add_31, convert_element_type_71, convert_element_type_72, erf_4, mul_39, mul_40, mul_41
# Graph fragment:
#   %addmm_9 : Tensor "bf16[1568, 352][352, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %view_34 : Tensor "bf16[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [8, 14, 14, 352]), kwargs = {})
#   %convert_element_type_71 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_34, torch.float32), kwargs = {})
#   %mul_39 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_71, 0.5), kwargs = {})
#   %mul_40 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_71, 0.7071067811865476), kwargs = {})
#   %erf_4 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_40,), kwargs = {})
#   %add_31 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_4, 1), kwargs = {})
#   %mul_41 : Tensor "f32[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_39, %add_31), kwargs = {})
#   %convert_element_type_72 : Tensor "bf16[8, 14, 14, 352][68992, 4928, 352, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_41, torch.bfloat16), kwargs = {})
#   return %convert_element_type_72
triton_poi_fused_gelu_view_29 = async_compile.triton('triton_poi_fused_gelu_view_29', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 3311616}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_29(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 551936
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
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
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/x5/cx527pjgeaoosut22hoep52oih7cpijxs7l2bp3yrhexczgnrimg.py
# Topologically Sorted Source Nodes: [x_66, x_68, x_69, x_70], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
# Source node to ATen node mapping:
#   x_66 => view_36
#   x_68 => mul_42
#   x_69 => permute_32
#   x_70 => add_32
# Graph fragment:
#   %convolution_7 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=convolution_7]
#   %primals_68 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_68]
#   %addmm_10 : Tensor "bf16[1568, 88][88, 1]cuda:0" = PlaceHolder[target=addmm_10]
#   %view_36 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_10, [8, 14, 14, 88]), kwargs = {})
#   %mul_42 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_68, %view_36), kwargs = {})
#   %permute_32 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_42, [0, 3, 1, 2]), kwargs = {})
#   %add_32 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_7, %permute_32), kwargs = {})
#   return %add_32
triton_poi_fused_add_mul_permute_view_30 = async_compile.triton('triton_poi_fused_add_mul_permute_view_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_permute_view_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1104048}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_permute_view_30(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 137984
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 88)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/d5/cd5ut5i3c3n27jdlpem7dyaerfwxet6s37mir3t5wtr5sqitwmxr.py
# Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114, chunk_1, sp_3, sp_4], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
# Source node to ATen node mapping:
#   chunk_1 => split_1
#   sp_3 => convolution_13
#   sp_4 => add_49
#   x_110 => view_52
#   x_112 => mul_66
#   x_113 => permute_48
#   x_114 => add_48
# Graph fragment:
#   %buf156 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0" = PlaceHolder[target=buf156]
#   %primals_106 : Tensor "bf16[30][1]cuda:0" = PlaceHolder[target=primals_106]
#   %add_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=add_48]
#   %view_52 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_18, [8, 14, 14, 88]), kwargs = {})
#   %mul_66 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_104, %view_52), kwargs = {})
#   %permute_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_66, [0, 3, 1, 2]), kwargs = {})
#   %add_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_44, %permute_48), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_48, 30, 1), kwargs = {})
#   %convolution_13 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_31, %primals_105, %primals_106, [1, 1], [1, 1], [1, 1], False, [0, 0], 30), kwargs = {})
#   %add_49 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_13, %getitem_32), kwargs = {})
#   return %add_49
triton_poi_fused_add_convolution_mul_permute_split_view_31 = async_compile.triton('triton_poi_fused_add_convolution_mul_permute_split_view_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_mul_permute_split_view_31', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 376380}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_mul_permute_split_view_31(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 47040
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 30)
    x1 = xindex // 30
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr2 + (30 + x0 + 88*x1), xmask).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/rl/crlnekctbumrwokz7rsmw6u2h7kytuoffypsesibcfjk5zkqxi35.py
# Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114, chunk_1, sp_3, sp_5, x_115, reshape_5, x_116, layer_norm_13], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
# Source node to ATen node mapping:
#   chunk_1 => split_1
#   layer_norm_13 => add_50, add_51, convert_element_type_116, convert_element_type_117, mul_67, mul_68, rsqrt_13, sub_14, var_mean_13
#   reshape_5 => view_53
#   sp_3 => convolution_13
#   sp_5 => convolution_14
#   x_110 => view_52
#   x_112 => mul_66
#   x_113 => permute_48
#   x_114 => add_48
#   x_115 => cat_4
#   x_116 => permute_49
# Graph fragment:
#   %buf156 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0" = PlaceHolder[target=buf156]
#   %primals_106 : Tensor "bf16[30][1]cuda:0" = PlaceHolder[target=primals_106]
#   %buf158 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0" = PlaceHolder[target=buf158]
#   %primals_108 : Tensor "bf16[30][1]cuda:0" = PlaceHolder[target=primals_108]
#   %add_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=add_48]
#   %cat_4 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=cat_4]
#   %buf161 : Tensor "f32[8, 196, 1][196, 1, 1568]cuda:0" = PlaceHolder[target=buf161]
#   %getitem_35 : Tensor "f32[8, 196, 1][196, 1, 1]cuda:0" = PlaceHolder[target=getitem_35]
#   %rsqrt_13 : Tensor "f32[8, 196, 1][196, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_13]
#   %primals_110 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_110]
#   %primals_111 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_111]
#   %view_52 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_18, [8, 14, 14, 88]), kwargs = {})
#   %mul_66 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_104, %view_52), kwargs = {})
#   %permute_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_66, [0, 3, 1, 2]), kwargs = {})
#   %add_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_44, %permute_48), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_48, 30, 1), kwargs = {})
#   %convolution_13 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_31, %primals_105, %primals_106, [1, 1], [1, 1], [1, 1], False, [0, 0], 30), kwargs = {})
#   %convolution_14 : Tensor "bf16[8, 30, 14, 14][5880, 1, 420, 30]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_49, %primals_107, %primals_108, [1, 1], [1, 1], [1, 1], False, [0, 0], 30), kwargs = {})
#   %cat_4 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%convolution_13, %convolution_14, %getitem_33], 1), kwargs = {})
#   %view_53 : Tensor "bf16[8, 88, 196][17248, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [8, 88, 196]), kwargs = {})
#   %permute_49 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1]), kwargs = {})
#   %convert_element_type_116 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_49, torch.float32), kwargs = {})
#   %var_mean_13 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_116, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_50 : Tensor "f32[8, 196, 1][196, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-06), kwargs = {})
#   %rsqrt_13 : Tensor "f32[8, 196, 1][196, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_50,), kwargs = {})
#   %sub_14 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_116, %getitem_35), kwargs = {})
#   %mul_67 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_13), kwargs = {})
#   %mul_68 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_67, %primals_110), kwargs = {})
#   %add_51 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_68, %primals_111), kwargs = {})
#   %convert_element_type_117 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_51, torch.bfloat16), kwargs = {})
#   return %cat_4,%getitem_35,%buf161,%rsqrt_13,%convert_element_type_117
triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32 = async_compile.triton('triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25088, 'r0_': 1844440}}
)
@triton.jit
def triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1568
    r0_numel = 88
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 196)
    x3 = xindex // 196
    tmp49 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp52 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp0 = r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 30, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (30*x0 + (r0_1)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1, 1], 60, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tmp10 & tmp12
    tmp14 = tl.load(in_ptr2 + (30*x0 + ((-30) + r0_1)), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp15 = tl.load(in_ptr3 + (tl.broadcast_to((-30) + r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp13, tmp16, tmp17)
    tmp19 = tmp0 >= tmp11
    tmp20 = tl.full([1, 1], 88, tl.int64)
    tmp21 = tmp0 < tmp20
    tmp22 = tl.load(in_ptr4 + (60 + 88*x0 + ((-60) + r0_1)), r0_mask & tmp19 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp23 = tl.where(tmp13, tmp18, tmp22)
    tmp24 = tl.where(tmp4, tmp9, tmp23)
    tmp25 = tmp24.to(tl.float32)
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp31 = tl.where(r0_mask & xmask, tmp29, 0)
    tmp32 = tl.sum(tmp31, 1)[:, None].to(tl.float32)
    tmp33 = tl.full([1, 1], 88, tl.int32)
    tmp34 = tmp33.to(tl.float32)
    tmp35 = (tmp32 / tmp34)
    tmp36 = tmp26 - tmp35
    tmp37 = tmp36 * tmp36
    tmp38 = tl.broadcast_to(tmp37, [XBLOCK, R0_BLOCK])
    tmp40 = tl.where(r0_mask & xmask, tmp38, 0)
    tmp41 = tl.sum(tmp40, 1)[:, None].to(tl.float32)
    tmp42 = tl.full([1, 1], 88.0, tl.float32)
    tmp43 = (tmp41 / tmp42)
    tmp44 = tl.full([1, 1], 1e-06, tl.float32)
    tmp45 = tmp43 + tmp44
    tmp46 = libdevice.rsqrt(tmp45)
    tmp47 = tmp25 - tmp35
    tmp48 = tmp47 * tmp46
    tmp50 = tmp49.to(tl.float32)
    tmp51 = tmp48 * tmp50
    tmp53 = tmp52.to(tl.float32)
    tmp54 = tmp51 + tmp53
    tmp55 = tmp54.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 88*x0), tmp24, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp46, xmask)
    tl.store(out_ptr2 + (r0_1 + 88*x2 + 17280*x3), tmp55, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4b/c4bcobefrz7e4o7pxar4k4iyjnjbnb4oapc6q2epzhuk7ukzmq46.py
# Topologically Sorted Source Nodes: [reshape_5, x_116, layer_norm_13, linear_20], Original ATen: [aten.view, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_13 => add_51, convert_element_type_116, convert_element_type_117, mul_67, mul_68, sub_14
#   linear_20 => view_54
#   reshape_5 => view_53
#   x_116 => permute_49
# Graph fragment:
#   %convert_element_type_117 : Tensor "bf16[8, 196, 88][17280, 88, 1]cuda:0" = PlaceHolder[target=convert_element_type_117]
#   %view_53 : Tensor "bf16[8, 88, 196][17248, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [8, 88, 196]), kwargs = {})
#   %permute_49 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1]), kwargs = {})
#   %convert_element_type_116 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_49, torch.float32), kwargs = {})
#   %sub_14 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_116, %getitem_35), kwargs = {})
#   %mul_67 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_13), kwargs = {})
#   %mul_68 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_67, %primals_110), kwargs = {})
#   %add_51 : Tensor "f32[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_68, %primals_111), kwargs = {})
#   %convert_element_type_117 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_51, torch.bfloat16), kwargs = {})
#   %view_54 : Tensor "bf16[1568, 88][88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_117, [1568, 88]), kwargs = {})
#   return %view_54
triton_poi_fused_native_layer_norm_permute_view_33 = async_compile.triton('triton_poi_fused_native_layer_norm_permute_view_33', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_permute_view_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 827904}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_permute_view_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 137984
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 88)
    x1 = xindex // 88
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 88*((x1 % 196)) + 17280*(x1 // 196)), xmask).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4o/c4oyqitksdoykcavejdcfoejgsho3s6vqui5alpaup6fwdqi3sdt.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   normalize_2 => convert_element_type_121, pow_6, sum_4
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_36, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_121, 2.0), kwargs = {})
#   %sum_4 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_6, [-1], True), kwargs = {})
#   return %buf167
triton_red_fused_linalg_vector_norm_permute_unbind_view_34 = async_compile.triton('triton_red_fused_linalg_vector_norm_permute_unbind_view_34', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_linalg_vector_norm_permute_unbind_view_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 287232, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_linalg_vector_norm_permute_unbind_view_34(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1408
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 88)
    x1 = xindex // 88
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 264*r0_2 + 25872*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/2b/c2bfvv5zw36yqfsmfdczwu2bjt4iblpqj7c7cf2pmxodlcyrmb4f.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   normalize_2 => convert_element_type_121, convert_element_type_122, pow_6, pow_7, sum_4
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
# Graph fragment:
#   %buf167 : Tensor "f32[8, 4, 22, 1, 2][176, 22, 1, 1408, 88]cuda:0" = PlaceHolder[target=buf167]
#   %sum_4 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 704]cuda:0" = PlaceHolder[target=sum_4]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_36, torch.float32), kwargs = {})
#   %pow_6 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_121, 2.0), kwargs = {})
#   %sum_4 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_6, [-1], True), kwargs = {})
#   %pow_7 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_4, 0.5), kwargs = {})
#   %convert_element_type_122 : Tensor "bf16[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%pow_7, torch.bfloat16), kwargs = {})
#   return %sum_4,%convert_element_type_122
triton_per_fused_linalg_vector_norm_permute_unbind_view_35 = async_compile.triton('triton_per_fused_linalg_vector_norm_permute_unbind_view_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'y': 32, 'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_linalg_vector_norm_permute_unbind_view_35', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2816, 'x': 5632, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_linalg_vector_norm_permute_unbind_view_35(in_ptr0, out_ptr1, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 22
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x2 = xindex
    y0 = (yindex % 4)
    y1 = yindex // 4
    y4 = yindex
    tmp0 = tl.load(in_ptr0 + (x2 + 22*y0 + 88*r0_3 + 176*y1), xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [YBLOCK, XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask & ymask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 2)[:, :, None].to(tl.float32)
    tmp5 = tl.sqrt_rn(tmp4)
    tmp6 = tmp5.to(tl.float32)
    tl.store(out_ptr1 + (y0 + 4*x2 + 88*y1), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/c7/cc7wpohkmy5te3ris5grvysq74a566bgshcplkak26w72netbosh.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_3], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   normalize_3 => convert_element_type_123, pow_8, sum_5
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %convert_element_type_123 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_37, torch.float32), kwargs = {})
#   %pow_8 : Tensor "f32[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_123, 2.0), kwargs = {})
#   %sum_5 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_8, [-1], True), kwargs = {})
#   return %buf170
triton_red_fused_linalg_vector_norm_permute_unbind_view_36 = async_compile.triton('triton_red_fused_linalg_vector_norm_permute_unbind_view_36', '''
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
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_linalg_vector_norm_permute_unbind_view_36', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 287232, 'r0_': 0}}
)
@triton.jit
def triton_red_fused_linalg_vector_norm_permute_unbind_view_36(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1408
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 88)
    x1 = xindex // 88
    _tmp4 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (88 + x0 + 264*r0_2 + 25872*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tmp1 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp5 = _tmp4 + tmp3
        _tmp4 = tl.where(r0_mask & xmask, tmp5, _tmp4)
    tmp4 = tl.sum(_tmp4, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/6h/c6hez6egouzkzxlgtk4msa3tgnukg5i2t62vcqeeyaalbuw7lmpl.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2, matmul_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   matmul_2 => clone_25
#   normalize_2 => clamp_min_2, div_9, expand_6
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %convert_element_type_122 : Tensor "bf16[8, 4, 22, 1][88, 1, 4, 4]cuda:0" = PlaceHolder[target=convert_element_type_122]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %clamp_min_2 : Tensor "bf16[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_122, 1e-12), kwargs = {})
#   %expand_6 : Tensor "bf16[8, 4, 22, 196][88, 22, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_2, [8, 4, 22, 196]), kwargs = {})
#   %div_9 : Tensor "bf16[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_36, %expand_6), kwargs = {})
#   %clone_25 : Tensor "bf16[8, 4, 22, 196][17248, 4312, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_8,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_25
triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37 = async_compile.triton('triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 275968, 'x': 551936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 704
    xnumel = 196
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 88
    y4 = (yindex % 88)
    y0 = (yindex % 22)
    y1 = ((yindex // 22) % 4)
    y5 = yindex
    tmp0 = tl.load(in_ptr0 + (y4 + 264*x3 + 51744*y2), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y1 + 4*y0 + 88*y2), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1, 1], 1e-12, tl.float32)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp4 = (tmp0 / tmp3)
    tl.store(out_ptr0 + (x3 + 196*y5), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/oz/cozahby3qdi3ex2byr7bfxcpuhian55uauk6lt5nlwmprqpkgndo.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_3, transpose_1, matmul_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   matmul_2 => clone_26
#   normalize_3 => clamp_min_3, div_10, expand_7
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   transpose_1 => permute_52
#   unbind_1 => unbind_1
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %convert_element_type_124 : Tensor "bf16[8, 4, 22, 1][88, 1, 4, 4]cuda:0" = PlaceHolder[target=convert_element_type_124]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %clamp_min_3 : Tensor "bf16[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_124, 1e-12), kwargs = {})
#   %expand_7 : Tensor "bf16[8, 4, 22, 196][88, 22, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_3, [8, 4, 22, 196]), kwargs = {})
#   %div_10 : Tensor "bf16[8, 4, 22, 196][17248, 22, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_37, %expand_7), kwargs = {})
#   %permute_52 : Tensor "bf16[8, 4, 196, 22][17248, 22, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_10, [0, 1, 3, 2]), kwargs = {})
#   %clone_26 : Tensor "bf16[8, 4, 196, 22][17248, 4312, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_9,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_26
triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38 = async_compile.triton('triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 827904}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 137984
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 22)
    x1 = ((xindex // 22) % 196)
    x2 = ((xindex // 4312) % 4)
    x3 = xindex // 17248
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (88 + x0 + 22*x2 + 264*x1 + 51744*x3), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x2 + 4*x0 + 88*x3), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.full([1], 1e-12, tl.float32)
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp4 = (tmp0 / tmp3)
    tl.store(out_ptr0 + (x4), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/34/c3464m5mh6jcodiniwetlzdcge7kdqmhvo4ervqudr3daey3tn7b.py
# Topologically Sorted Source Nodes: [, matmul_2, attn_4], Original ATen: [aten.scalar_tensor, aten.neg, aten.view, aten._to_copy, aten.ge, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#    => amax_default_1, convert_element_type_default_1, ge_scalar_1, mul_tensor_3, mul_tensor_4, mul_tensor_5, neg_default_2, scalar_tensor_default_2, sub_tensor_1, where_self_1
#   attn_4 => convert_element_type_128, div_11, exp_1, sum_6
#   matmul_2 => view_59
# Graph fragment:
#   %bmm_2 : Tensor "bf16[32, 22, 22][484, 22, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %primals_114 : Tensor "bf16[4, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=primals_114]
#   %amax_default_1 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 704]cuda:0" = PlaceHolder[target=amax_default_1]
#   %sum_6 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 704]cuda:0" = PlaceHolder[target=sum_6]
#   %scalar_tensor_default_2 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (1,), kwargs = {dtype: torch.float32, device: cuda:0, pin_memory: False})
#   %neg_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.neg.default](args = (%scalar_tensor_default_2,), kwargs = {})
#   %view_59 : Tensor "bf16[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [8, 4, 22, 22]), kwargs = {})
#   %convert_element_type_default_1 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_59, torch.float32), kwargs = {})
#   %ge_scalar_1 : Tensor "b8[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_114, 0), kwargs = {})
#   %where_self_1 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%ge_scalar_1, %scalar_tensor_default_2, %neg_default_2), kwargs = {})
#   %mul_tensor_3 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_default_1, %where_self_1), kwargs = {})
#   %amax_default_1 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%mul_tensor_3, [-1], True), kwargs = {})
#   %sub_tensor_1 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor_3, %amax_default_1), kwargs = {})
#   %mul_tensor_4 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self_1, %primals_114), kwargs = {})
#   %mul_tensor_5 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_tensor_1, %mul_tensor_4), kwargs = {})
#   %exp_1 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_tensor_5,), kwargs = {})
#   %sum_6 : Tensor "f32[8, 4, 22, 1][88, 22, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_1, [-1], True), kwargs = {})
#   %div_11 : Tensor "f32[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_1, %sum_6), kwargs = {})
#   %convert_element_type_128 : Tensor "bf16[8, 4, 22, 22][1936, 484, 22, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_11, torch.bfloat16), kwargs = {})
#   return %amax_default_1,%sum_6,%expand_10
triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39 = async_compile.triton('triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1024, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 92928}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39(in_ptr0, in_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 704
    r0_numel = 22
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x4 = xindex
    x1 = ((xindex // 22) % 4)
    tmp0 = tl.load(in_ptr0 + (r0_3 + 22*x4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = tmp2 >= tmp3
    tmp5 = tl.full([1, 1], 1.0, tl.float32)
    tmp6 = tl.full([1, 1], -1.0, tl.float32)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp1 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, float("-inf"))
    tmp12 = triton_helpers.max2(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tmp8 - tmp12
    tmp14 = tmp2.to(tl.float32)
    tmp15 = tmp7 * tmp14
    tmp16 = tmp13 * tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = (tmp17 / tmp21)
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr2 + (r0_3 + 22*x4), tmp23, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/u5/cu52mbhcymjnw3wbc3lijxltxkhksth477j55uhsdjssfo3clbor.py
# Topologically Sorted Source Nodes: [x_117, ], Original ATen: [aten.view, aten.bmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_5
#   x_117 => view_60
# Graph fragment:
#   %expand_10 : Tensor "bf16[8, 4, 22, 22][1936, 484, 22, 1]cuda:0" = PlaceHolder[target=expand_10]
#   %view_60 : Tensor "bf16[32, 22, 22][484, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%expand_10, [32, 22, 22]), kwargs = {})
#   %constant_pad_nd_default_5 : Tensor "bf16[32, 24, 24][576, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_60, [0, 2, 0, 2, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_5
triton_poi_fused_bmm_view_40 = async_compile.triton('triton_poi_fused_bmm_view_40', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_bmm_view_40', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 104704}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_bmm_view_40(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 18432
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 24) % 24)
    x0 = (xindex % 24)
    x2 = xindex // 576
    x3 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 22, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = x0
    tmp4 = tmp3 < tmp1
    tmp5 = tmp2 & tmp4
    tmp6 = tl.load(in_ptr0 + (x0 + 22*x1 + 484*x2), tmp5 & xmask, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/kn/ckn7y24b43ypwdenvcxxprdxe4pkwjed2dr4f52ayluuk7f2lllm.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, x_117, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_6
#   linear_20 => view_55
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
#   x_117 => clone_28, view_61
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %clone_28 : Tensor "bf16[8, 4, 22, 196][17248, 4312, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_11,), kwargs = {memory_format: torch.contiguous_format})
#   %view_61 : Tensor "bf16[32, 22, 196][4312, 196, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_28, [32, 22, 196]), kwargs = {})
#   %constant_pad_nd_default_6 : Tensor "bf16[32, 24, 200][4800, 200, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_61, [0, 4, 0, 2, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_6
triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41 = async_compile.triton('triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 921600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 153600
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 24)
    x2 = xindex // 768
    x1 = ((xindex // 24) % 32)
    x3 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 22, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = x2
    tmp4 = tl.full([1], 196, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (176 + x0 + 22*((x1 % 4)) + 264*x2 + 51744*(x1 // 4)), tmp6 & xmask, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/mc/cmc4kg5luljutfyjbn4lar7vsclidnedqsa3r5cgzljm54hascej.py
# Topologically Sorted Source Nodes: [, x_117, permute_30, x_118, x_119], Original ATen: [aten.bmm, aten.view, aten.permute, aten._unsafe_view]
# Source node to ATen node mapping:
#    => slice_tensor_4, slice_tensor_5
#   permute_30 => permute_53
#   x_117 => view_62
#   x_118 => view_63
#   x_119 => view_64
# Graph fragment:
#   %bmm_default_2 : Tensor "bf16[32, 24, 200][4800, 200, 1]cuda:0" = PlaceHolder[target=bmm_default_2]
#   %slice_tensor_4 : Tensor "bf16[32, 22, 200][4800, 200, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%bmm_default_2, 1, 0, -2), kwargs = {})
#   %slice_tensor_5 : Tensor "bf16[32, 22, 196][4800, 200, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_tensor_4, 2, 0, -4), kwargs = {})
#   %view_62 : Tensor "bf16[8, 4, 22, 196][19200, 4800, 200, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%slice_tensor_5, [8, 4, 22, 196]), kwargs = {})
#   %permute_53 : Tensor "bf16[8, 196, 4, 22][19200, 1, 4800, 200]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_62, [0, 3, 1, 2]), kwargs = {})
#   %view_63 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_53, [8, 196, 88]), kwargs = {})
#   %view_64 : Tensor "bf16[1568, 88][88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%view_63, [1568, 88]), kwargs = {})
#   return %view_64
triton_poi_fused__unsafe_view_bmm_permute_view_42 = async_compile.triton('triton_poi_fused__unsafe_view_bmm_permute_view_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 128}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_bmm_permute_view_42', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 275968, 'x': 551936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_bmm_permute_view_42(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1568
    xnumel = 88
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (200*((x1 % 22)) + 4800*(x1 // 22) + 19200*(y0 // 196) + ((y0 % 196))), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x1 + 88*y0), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/jz/cjzxlgf53deomy5fpqibekcf45nf6jvzztf3bwimjnf4o4m3uhpb.py
# Topologically Sorted Source Nodes: [reshape_5, x_116, x_119, mul_15, x_121], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul]
# Source node to ATen node mapping:
#   mul_15 => mul_70
#   reshape_5 => view_53
#   x_116 => permute_49
#   x_119 => add_52, view_65
#   x_121 => add_53
# Graph fragment:
#   %cat_4 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=cat_4]
#   %primals_109 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_109]
#   %mm_1 : Tensor "bf16[1568, 88][88, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %primals_116 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_116]
#   %view_53 : Tensor "bf16[8, 88, 196][17248, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [8, 88, 196]), kwargs = {})
#   %permute_49 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1]), kwargs = {})
#   %view_65 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 196, 88]), kwargs = {})
#   %add_52 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_65, %primals_116), kwargs = {})
#   %mul_70 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_109, %add_52), kwargs = {})
#   %add_53 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_49, %mul_70), kwargs = {})
#   return %add_53
triton_poi_fused__unsafe_view_add_mul_permute_view_43 = async_compile.triton('triton_poi_fused__unsafe_view_add_mul_permute_view_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_add_mul_permute_view_43', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1104224}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_mul_permute_view_43(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 137984
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 88)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tmp0 + tmp5
    tl.store(out_ptr0 + (x2), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/kr/ckreovy7bq2fvukiodujfiejlu7a4xg3y2m4blpf27r6l6xwh3gy.py
# Topologically Sorted Source Nodes: [reshape_5, x_116, x_119, mul_15, x_121, x_122, x_123], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul, aten.native_layer_norm]
# Source node to ATen node mapping:
#   mul_15 => mul_70
#   reshape_5 => view_53
#   x_116 => permute_49
#   x_119 => add_52, view_65
#   x_121 => add_53
#   x_122 => view_66
#   x_123 => add_54, add_55, convert_element_type_133, convert_element_type_134, mul_71, mul_72, rsqrt_14, sub_16, var_mean_14
# Graph fragment:
#   %add_53 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0" = PlaceHolder[target=add_53]
#   %view_66 : Tensor "bf16[8, 14, 14, 88][17248, 1, 1232, 14]cuda:0" = PlaceHolder[target=view_66]
#   %buf187 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 1568]cuda:0" = PlaceHolder[target=buf187]
#   %getitem_40 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=getitem_40]
#   %rsqrt_14 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=rsqrt_14]
#   %primals_117 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_117]
#   %primals_118 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_118]
#   %view_53 : Tensor "bf16[8, 88, 196][17248, 1, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [8, 88, 196]), kwargs = {})
#   %permute_49 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1]), kwargs = {})
#   %view_65 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_1, [8, 196, 88]), kwargs = {})
#   %add_52 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_65, %primals_116), kwargs = {})
#   %mul_70 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_109, %add_52), kwargs = {})
#   %add_53 : Tensor "bf16[8, 196, 88][17248, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_49, %mul_70), kwargs = {})
#   %view_66 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_53, [8, 14, 14, 88]), kwargs = {})
#   %convert_element_type_133 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_66, torch.float32), kwargs = {})
#   %var_mean_14 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_133, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_54 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_39, 1e-06), kwargs = {})
#   %rsqrt_14 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_54,), kwargs = {})
#   %sub_16 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_133, %getitem_40), kwargs = {})
#   %mul_71 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_14), kwargs = {})
#   %mul_72 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_71, %primals_117), kwargs = {})
#   %add_55 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_72, %primals_118), kwargs = {})
#   %convert_element_type_134 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_55, torch.bfloat16), kwargs = {})
#   return %view_66,%getitem_40,%buf187,%rsqrt_14,%convert_element_type_134
triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44 = async_compile.triton('triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 577024, 'r0_': 828256}}
)
@triton.jit
def triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1568
    r0_numel = 88
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 14)
    x1 = ((xindex // 14) % 14)
    x2 = xindex // 196
    x4 = xindex // 14
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x5 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + 88*x1 + 1232*x0 + 17248*x2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
        tl.store(out_ptr0 + (x0 + 14*r0_3 + 1232*x4), tmp0, r0_mask & xmask)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr1 + (x5), tmp3, xmask)
    tmp9 = tl.full([1, 1], 88.0, tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tl.full([1, 1], 1e-06, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x5), tmp13, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp14 = tl.load(out_ptr0 + (x0 + 14*r0_3 + 1232*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp18 = tl.load(in_ptr1 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp21 = tl.load(in_ptr2 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tmp15 - tmp3
        tmp17 = tmp16 * tmp13
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp17 * tmp19
        tmp22 = tmp21.to(tl.float32)
        tmp23 = tmp20 + tmp22
        tmp24 = tmp23.to(tl.float32)
        tl.store(out_ptr2 + (r0_3 + 88*x1 + 1232*x0 + 17248*x2), tmp24, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/xj/cxjqqf5gvsqskbnq4mkrg2sawgqpzzmu3tmazjh3aqsewis2cr6b.py
# Topologically Sorted Source Nodes: [x_127, x_129, x_130, x_131, x_132, x_133], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_127 => view_70
#   x_129 => mul_76
#   x_130 => permute_57
#   x_131 => add_57
#   x_132 => permute_58
#   x_133 => add_58, add_59, convert_element_type_143, convert_element_type_144, mul_77, mul_78, rsqrt_15, sub_17, var_mean_15
# Graph fragment:
#   %add_48 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=add_48]
#   %primals_123 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_123]
#   %addmm_21 : Tensor "bf16[1568, 88][88, 1]cuda:0" = PlaceHolder[target=addmm_21]
#   %add_57 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0" = PlaceHolder[target=add_57]
#   %permute_58 : Tensor "bf16[8, 14, 14, 88][17248, 1, 1232, 14]cuda:0" = PlaceHolder[target=permute_58]
#   %buf197 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 1568]cuda:0" = PlaceHolder[target=buf197]
#   %getitem_42 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=getitem_42]
#   %rsqrt_15 : Tensor "f32[8, 14, 14, 1][196, 1, 14, 14]cuda:0" = PlaceHolder[target=rsqrt_15]
#   %primals_124 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_124]
#   %primals_125 : Tensor "bf16[88][1]cuda:0" = PlaceHolder[target=primals_125]
#   %view_70 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_21, [8, 14, 14, 88]), kwargs = {})
#   %mul_76 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_123, %view_70), kwargs = {})
#   %permute_57 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_76, [0, 3, 1, 2]), kwargs = {})
#   %add_57 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_48, %permute_57), kwargs = {})
#   %permute_58 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_57, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_143 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_58, torch.float32), kwargs = {})
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_143, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_58 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_41, 1e-06), kwargs = {})
#   %rsqrt_15 : Tensor "f32[8, 14, 14, 1][196, 14, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_58,), kwargs = {})
#   %sub_17 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_143, %getitem_42), kwargs = {})
#   %mul_77 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_15), kwargs = {})
#   %mul_78 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %primals_124), kwargs = {})
#   %add_59 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_78, %primals_125), kwargs = {})
#   %convert_element_type_144 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_59, torch.bfloat16), kwargs = {})
#   return %add_57,%permute_58,%getitem_42,%buf197,%rsqrt_15,%convert_element_type_144
triton_red_fused_add_mul_native_layer_norm_permute_view_45 = async_compile.triton('triton_red_fused_add_mul_native_layer_norm_permute_view_45', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_mul_native_layer_norm_permute_view_45', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 577024, 'r0_': 1104400}}
)
@triton.jit
def triton_red_fused_add_mul_native_layer_norm_permute_view_45(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1568
    r0_numel = 88
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 14)
    x1 = ((xindex // 14) % 14)
    x2 = xindex // 196
    x4 = xindex // 14
    tmp7_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp7_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp7_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x5 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_3 + 88*x1 + 1232*x0 + 17248*x2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr1 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tl.load(in_ptr2 + (r0_3 + 88*x1 + 1232*x0 + 17248*x2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 + tmp3
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp7_mean_next, tmp7_m2_next, tmp7_weight_next = triton_helpers.welford_reduce(
            tmp6, tmp7_mean, tmp7_m2, tmp7_weight, roffset == 0
        )
        tmp7_mean = tl.where(r0_mask & xmask, tmp7_mean_next, tmp7_mean)
        tmp7_m2 = tl.where(r0_mask & xmask, tmp7_m2_next, tmp7_m2)
        tmp7_weight = tl.where(r0_mask & xmask, tmp7_weight_next, tmp7_weight)
        tl.store(out_ptr1 + (x0 + 14*r0_3 + 1232*x4), tmp4, r0_mask & xmask)
    tmp8, tmp9, tmp10 = triton_helpers.welford(tmp7_mean, tmp7_m2, tmp7_weight, 1)
    tmp7 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tmp12 = tmp10[:, None]
    tl.store(out_ptr2 + (x5), tmp7, xmask)
    tmp13 = tl.full([1, 1], 88.0, tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tl.full([1, 1], 1e-06, tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = libdevice.rsqrt(tmp16)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x5), tmp17, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp18 = tl.load(out_ptr1 + (x0 + 14*r0_3 + 1232*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp22 = tl.load(in_ptr3 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp25 = tl.load(in_ptr4 + (r0_3), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp19 = tmp18.to(tl.float32)
        tmp20 = tmp19 - tmp7
        tmp21 = tmp20 * tmp17
        tmp23 = tmp22.to(tl.float32)
        tmp24 = tmp21 * tmp23
        tmp26 = tmp25.to(tl.float32)
        tmp27 = tmp24 + tmp26
        tmp28 = tmp27.to(tl.float32)
        tl.store(out_ptr3 + (r0_3 + 88*x1 + 1232*x0 + 17248*x2), tmp28, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/p4/cp4naw5sltpmdbycrixogdvxk3sf5hsgoycytmmsax2kws2qfqh6.py
# Topologically Sorted Source Nodes: [x_133, x_134, input_4], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
# Source node to ATen node mapping:
#   input_4 => convolution_15
#   x_133 => add_59, convert_element_type_143, convert_element_type_144, mul_77, mul_78, sub_17
#   x_134 => permute_59
# Graph fragment:
#   %buf201 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=buf201]
#   %primals_127 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_127]
#   %convert_element_type_143 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_58, torch.float32), kwargs = {})
#   %sub_17 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_143, %getitem_42), kwargs = {})
#   %mul_77 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_15), kwargs = {})
#   %mul_78 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %primals_124), kwargs = {})
#   %add_59 : Tensor "f32[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_78, %primals_125), kwargs = {})
#   %convert_element_type_144 : Tensor "bf16[8, 14, 14, 88][17248, 1232, 88, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_59, torch.bfloat16), kwargs = {})
#   %permute_59 : Tensor "bf16[8, 88, 14, 14][17248, 1, 1232, 88]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_144, [0, 3, 1, 2]), kwargs = {})
#   %convolution_15 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.convolution.default](args = (%permute_59, %primals_126, %primals_127, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_15
triton_poi_fused_convolution_native_layer_norm_permute_46 = async_compile.triton('triton_poi_fused_convolution_native_layer_norm_permute_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_native_layer_norm_permute_46', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 395472}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_native_layer_norm_permute_46(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65856
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 168)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/sv/csvmqsiz5psas3gtw4z4id2usedbaywdjbdwshsizautp44dlwls.py
# Topologically Sorted Source Nodes: [x_135, x_136, x_137], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_135 => convolution_16
#   x_136 => permute_60
#   x_137 => add_60, add_61, convert_element_type_145, convert_element_type_146, mul_79, mul_80, rsqrt_16, sub_18, var_mean_16
# Graph fragment:
#   %buf203 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=buf203]
#   %primals_129 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_129]
#   %convolution_16 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=convolution_16]
#   %buf206 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 392]cuda:0" = PlaceHolder[target=buf206]
#   %getitem_44 : Tensor "f32[8, 7, 7, 1][49, 1, 7, 7]cuda:0" = PlaceHolder[target=getitem_44]
#   %rsqrt_16 : Tensor "f32[8, 7, 7, 1][49, 1, 7, 7]cuda:0" = PlaceHolder[target=rsqrt_16]
#   %primals_130 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_130]
#   %primals_131 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_131]
#   %convolution_16 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%convolution_15, %primals_128, %primals_129, [1, 1], [4, 4], [1, 1], False, [0, 0], 168), kwargs = {})
#   %permute_60 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_16, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_145 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_60, torch.float32), kwargs = {})
#   %var_mean_16 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_145, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_60 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_43, 1e-06), kwargs = {})
#   %rsqrt_16 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_60,), kwargs = {})
#   %sub_18 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_145, %getitem_44), kwargs = {})
#   %mul_79 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_18, %rsqrt_16), kwargs = {})
#   %mul_80 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_79, %primals_130), kwargs = {})
#   %add_61 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_80, %primals_131), kwargs = {})
#   %convert_element_type_146 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_61, torch.bfloat16), kwargs = {})
#   return %convolution_16,%getitem_44,%buf206,%rsqrt_16,%convert_element_type_146
triton_red_fused_convolution_native_layer_norm_permute_47 = async_compile.triton('triton_red_fused_convolution_native_layer_norm_permute_47', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_convolution_native_layer_norm_permute_47', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 659568}}
)
@triton.jit
def triton_red_fused_convolution_native_layer_norm_permute_47(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 392
    r0_numel = 168
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp5_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp5_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp5_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x2 = (xindex % 7)
    x3 = ((xindex // 7) % 7)
    x4 = xindex // 49
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 168*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp2.to(tl.float32)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp5_mean_next, tmp5_m2_next, tmp5_weight_next = triton_helpers.welford_reduce(
            tmp4, tmp5_mean, tmp5_m2, tmp5_weight, roffset == 0
        )
        tmp5_mean = tl.where(r0_mask & xmask, tmp5_mean_next, tmp5_mean)
        tmp5_m2 = tl.where(r0_mask & xmask, tmp5_m2_next, tmp5_m2)
        tmp5_weight = tl.where(r0_mask & xmask, tmp5_weight_next, tmp5_weight)
        tl.store(in_out_ptr0 + (r0_1 + 168*x0), tmp2, r0_mask & xmask)
    tmp6, tmp7, tmp8 = triton_helpers.welford(tmp5_mean, tmp5_m2, tmp5_weight, 1)
    tmp5 = tmp6[:, None]
    tmp9 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tl.store(out_ptr0 + (x3 + 7*x2 + 49*x4), tmp5, xmask)
    tmp11 = tl.full([1, 1], 168.0, tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tl.full([1, 1], 1e-06, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = libdevice.rsqrt(tmp14)
    tl.store(out_ptr2 + (x3 + 7*x2 + 49*x4), tmp15, xmask)
    x5 = xindex // 7
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp16 = tl.load(in_out_ptr0 + (r0_1 + 168*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp20 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp23 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tmp17 - tmp5
        tmp19 = tmp18 * tmp15
        tmp21 = tmp20.to(tl.float32)
        tmp22 = tmp19 * tmp21
        tmp24 = tmp23.to(tl.float32)
        tmp25 = tmp22 + tmp24
        tmp26 = tmp25.to(tl.float32)
        tl.store(out_ptr3 + (r0_1 + 168*x2 + 1216*x5), tmp26, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/yj/cyj7cufdizaza6jzm5l5kaas6p5zvkbf7cinn5ojsctmqvyioyhy.py
# Topologically Sorted Source Nodes: [x_136, x_137, x_138], Original ATen: [aten.permute, aten.native_layer_norm, aten.view]
# Source node to ATen node mapping:
#   x_136 => permute_60
#   x_137 => add_61, convert_element_type_145, convert_element_type_146, mul_79, mul_80, sub_18
#   x_138 => view_71
# Graph fragment:
#   %convert_element_type_146 : Tensor "bf16[8, 7, 7, 168][8512, 1216, 168, 1]cuda:0" = PlaceHolder[target=convert_element_type_146]
#   %permute_60 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convolution_16, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_145 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_60, torch.float32), kwargs = {})
#   %sub_18 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_145, %getitem_44), kwargs = {})
#   %mul_79 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_18, %rsqrt_16), kwargs = {})
#   %mul_80 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_79, %primals_130), kwargs = {})
#   %add_61 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_80, %primals_131), kwargs = {})
#   %convert_element_type_146 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_61, torch.bfloat16), kwargs = {})
#   %view_71 : Tensor "bf16[392, 168][168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_146, [392, 168]), kwargs = {})
#   return %view_71
triton_poi_fused_native_layer_norm_permute_view_48 = async_compile.triton('triton_poi_fused_native_layer_norm_permute_view_48', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_permute_view_48', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 395136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_permute_view_48(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65856
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 168)
    x1 = xindex // 168
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 168*((x1 % 7)) + 1216*(x1 // 7)), xmask).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/lk/clkdfe5n6tbhemvcnvc3nxmshq4wzkl5it2eswm7pnz3ldycyihz.py
# Topologically Sorted Source Nodes: [x_138, x_139], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_138 => view_72
#   x_139 => add_62, convert_element_type_150, convert_element_type_151, erf_10, mul_81, mul_82, mul_83
# Graph fragment:
#   %addmm_22 : Tensor "bf16[392, 672][672, 1]cuda:0" = PlaceHolder[target=addmm_22]
#   %view_72 : Tensor "bf16[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_22, [8, 7, 7, 672]), kwargs = {})
#   %convert_element_type_150 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_72, torch.float32), kwargs = {})
#   %mul_81 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_150, 0.5), kwargs = {})
#   %mul_82 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_150, 0.7071067811865476), kwargs = {})
#   %erf_10 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_82,), kwargs = {})
#   %add_62 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_10, 1), kwargs = {})
#   %mul_83 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_81, %add_62), kwargs = {})
#   %convert_element_type_151 : Tensor "bf16[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_83, torch.bfloat16), kwargs = {})
#   return %convert_element_type_151
triton_poi_fused_gelu_view_49 = async_compile.triton('triton_poi_fused_gelu_view_49', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_49', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1580544}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_49(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 263424
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 4704)
    x1 = xindex // 4704
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
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
    tl.store(out_ptr0 + (x0 + 4736*x1), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/tv/ctv7udmremeqb77aqt76dod7cnydhui57z3h73evyhvafb3i4ipu.py
# Topologically Sorted Source Nodes: [x_138, x_139, x_141], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   x_138 => view_72
#   x_139 => add_62, convert_element_type_150, convert_element_type_151, erf_10, mul_81, mul_82, mul_83
#   x_141 => view_73
# Graph fragment:
#   %convert_element_type_151 : Tensor "bf16[8, 7, 7, 672][33152, 4736, 672, 1]cuda:0" = PlaceHolder[target=convert_element_type_151]
#   %view_72 : Tensor "bf16[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_22, [8, 7, 7, 672]), kwargs = {})
#   %convert_element_type_150 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_72, torch.float32), kwargs = {})
#   %mul_81 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_150, 0.5), kwargs = {})
#   %mul_82 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_150, 0.7071067811865476), kwargs = {})
#   %erf_10 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_82,), kwargs = {})
#   %add_62 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf_10, 1), kwargs = {})
#   %mul_83 : Tensor "f32[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_81, %add_62), kwargs = {})
#   %convert_element_type_151 : Tensor "bf16[8, 7, 7, 672][32928, 4704, 672, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_83, torch.bfloat16), kwargs = {})
#   %view_73 : Tensor "bf16[392, 672][672, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_151, [392, 672]), kwargs = {})
#   return %view_73
triton_poi_fused_gelu_view_50 = async_compile.triton('triton_poi_fused_gelu_view_50', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_50', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1580544}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_50(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 263424
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 672)
    x1 = xindex // 672
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 672*((x1 % 7)) + 4736*(x1 // 7)), xmask).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/s3/cs3mkoo6ti6vmmvk3av3hda22tvgg4nkxfde7buy2aguxzona4gj.py
# Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
# Source node to ATen node mapping:
#   x_141 => view_74
#   x_143 => mul_84
#   x_144 => permute_63
#   x_145 => add_63
# Graph fragment:
#   %convolution_15 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=convolution_15]
#   %primals_136 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_136]
#   %addmm_23 : Tensor "bf16[392, 168][168, 1]cuda:0" = PlaceHolder[target=addmm_23]
#   %view_74 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_23, [8, 7, 7, 168]), kwargs = {})
#   %mul_84 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_136, %view_74), kwargs = {})
#   %permute_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_84, [0, 3, 1, 2]), kwargs = {})
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_15, %permute_63), kwargs = {})
#   return %add_63
triton_poi_fused_add_mul_permute_view_51 = async_compile.triton('triton_poi_fused_add_mul_permute_view_51', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_mul_permute_view_51', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 527184, 'x': 0}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_permute_view_51(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1344
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 168)
    y1 = yindex // 168
    tmp0 = tl.load(in_ptr0 + (y0 + 168*x2 + 8232*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (y0 + 168*x2 + 8232*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tl.store(out_ptr0 + (y0 + 168*x2 + 8232*y1), tmp4, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/kk/ckk5r5gtvdvcq46c2foak3nsbmzcgdzmw3vbkl4gilouoem3hbuy.py
# Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_7, sp_8], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
# Source node to ATen node mapping:
#   chunk_2 => split_2
#   sp_7 => convolution_17
#   sp_8 => add_64
#   x_141 => view_74
#   x_143 => mul_84
#   x_144 => permute_63
#   x_145 => add_63
# Graph fragment:
#   %buf216 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0" = PlaceHolder[target=buf216]
#   %primals_138 : Tensor "bf16[42][1]cuda:0" = PlaceHolder[target=primals_138]
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=add_63]
#   %view_74 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_23, [8, 7, 7, 168]), kwargs = {})
#   %mul_84 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_136, %view_74), kwargs = {})
#   %permute_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_84, [0, 3, 1, 2]), kwargs = {})
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_15, %permute_63), kwargs = {})
#   %split_2 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_63, 42, 1), kwargs = {})
#   %convolution_17 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_45, %primals_137, %primals_138, [1, 1], [1, 1], [1, 1], False, [0, 0], 42), kwargs = {})
#   %add_64 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_17, %getitem_46), kwargs = {})
#   return %add_64
triton_poi_fused_add_convolution_mul_permute_split_view_52 = async_compile.triton('triton_poi_fused_add_convolution_mul_permute_split_view_52', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_mul_permute_split_view_52', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131796}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_mul_permute_split_view_52(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16464
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 42)
    x1 = xindex // 42
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr2 + (42 + x0 + 168*x1), xmask).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/3d/c3doglxxkhzowp4fyhx5ucvd2fvho432krvsh2brdvf6bsclc7fb.py
# Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_9, sp_10], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
# Source node to ATen node mapping:
#   chunk_2 => split_2
#   sp_10 => add_65
#   sp_9 => convolution_18
#   x_141 => view_74
#   x_143 => mul_84
#   x_144 => permute_63
#   x_145 => add_63
# Graph fragment:
#   %buf218 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0" = PlaceHolder[target=buf218]
#   %primals_140 : Tensor "bf16[42][1]cuda:0" = PlaceHolder[target=primals_140]
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=add_63]
#   %view_74 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_23, [8, 7, 7, 168]), kwargs = {})
#   %mul_84 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_136, %view_74), kwargs = {})
#   %permute_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_84, [0, 3, 1, 2]), kwargs = {})
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_15, %permute_63), kwargs = {})
#   %split_2 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_63, 42, 1), kwargs = {})
#   %convolution_18 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%add_64, %primals_139, %primals_140, [1, 1], [1, 1], [1, 1], False, [0, 0], 42), kwargs = {})
#   %add_65 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_18, %getitem_47), kwargs = {})
#   return %add_65
triton_poi_fused_add_convolution_mul_permute_split_view_53 = async_compile.triton('triton_poi_fused_add_convolution_mul_permute_split_view_53', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_mul_permute_split_view_53', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 131796}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_mul_permute_split_view_53(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16464
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 42)
    x1 = xindex // 42
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp3 = tl.load(in_ptr2 + (84 + x0 + 168*x1), xmask).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (x2), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4s/c4spgofzwnjtf26zu4qwedjo5ezcgnjm4luxlxdgmmhtiuqkdvdh.py
# Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_7, sp_9, sp_11, x_146, reshape_9, x_147, layer_norm_17], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
# Source node to ATen node mapping:
#   chunk_2 => split_2
#   layer_norm_17 => add_66, add_67, convert_element_type_155, convert_element_type_156, mul_85, mul_86, rsqrt_17, sub_19, var_mean_17
#   reshape_9 => view_75
#   sp_11 => convolution_19
#   sp_7 => convolution_17
#   sp_9 => convolution_18
#   x_141 => view_74
#   x_143 => mul_84
#   x_144 => permute_63
#   x_145 => add_63
#   x_146 => cat_5
#   x_147 => permute_64
# Graph fragment:
#   %buf216 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0" = PlaceHolder[target=buf216]
#   %primals_138 : Tensor "bf16[42][1]cuda:0" = PlaceHolder[target=primals_138]
#   %buf218 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0" = PlaceHolder[target=buf218]
#   %primals_140 : Tensor "bf16[42][1]cuda:0" = PlaceHolder[target=primals_140]
#   %buf220 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0" = PlaceHolder[target=buf220]
#   %primals_142 : Tensor "bf16[42][1]cuda:0" = PlaceHolder[target=primals_142]
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=add_63]
#   %cat_5 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=cat_5]
#   %buf223 : Tensor "f32[8, 49, 1][49, 1, 392]cuda:0" = PlaceHolder[target=buf223]
#   %getitem_50 : Tensor "f32[8, 49, 1][49, 1, 1]cuda:0" = PlaceHolder[target=getitem_50]
#   %rsqrt_17 : Tensor "f32[8, 49, 1][49, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_17]
#   %primals_144 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_144]
#   %primals_145 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_145]
#   %view_74 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_23, [8, 7, 7, 168]), kwargs = {})
#   %mul_84 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_136, %view_74), kwargs = {})
#   %permute_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_84, [0, 3, 1, 2]), kwargs = {})
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_15, %permute_63), kwargs = {})
#   %split_2 : [num_users=4] = call_function[target=torch.ops.aten.split.Tensor](args = (%add_63, 42, 1), kwargs = {})
#   %convolution_17 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem_45, %primals_137, %primals_138, [1, 1], [1, 1], [1, 1], False, [0, 0], 42), kwargs = {})
#   %convolution_18 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%add_64, %primals_139, %primals_140, [1, 1], [1, 1], [1, 1], False, [0, 0], 42), kwargs = {})
#   %convolution_19 : Tensor "bf16[8, 42, 7, 7][2058, 1, 294, 42]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%add_65, %primals_141, %primals_142, [1, 1], [1, 1], [1, 1], False, [0, 0], 42), kwargs = {})
#   %cat_5 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%convolution_17, %convolution_18, %convolution_19, %getitem_48], 1), kwargs = {})
#   %view_75 : Tensor "bf16[8, 168, 49][8232, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_5, [8, 168, 49]), kwargs = {})
#   %permute_64 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_75, [0, 2, 1]), kwargs = {})
#   %convert_element_type_155 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_64, torch.float32), kwargs = {})
#   %var_mean_17 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_155, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_66 : Tensor "f32[8, 49, 1][49, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_49, 1e-06), kwargs = {})
#   %rsqrt_17 : Tensor "f32[8, 49, 1][49, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_66,), kwargs = {})
#   %sub_19 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_155, %getitem_50), kwargs = {})
#   %mul_85 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_17), kwargs = {})
#   %mul_86 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_85, %primals_144), kwargs = {})
#   %add_67 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_86, %primals_145), kwargs = {})
#   %convert_element_type_156 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_67, torch.bfloat16), kwargs = {})
#   return %cat_5,%getitem_50,%buf223,%rsqrt_17,%convert_element_type_156
triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54 = async_compile.triton('triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'in_ptr6': '*bf16', 'in_ptr7': '*bf16', 'in_ptr8': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 9, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6272, 'r0_': 889980}}
)
@triton.jit
def triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 392
    r0_numel = 168
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    x2 = (xindex % 49)
    x3 = xindex // 49
    tmp59 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp62 = tl.load(in_ptr8 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp0 = r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 42, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (42*x0 + (r0_1)), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.full(tmp7.shape, 0.0, tmp7.dtype)
    tmp9 = tl.where(tmp4, tmp7, tmp8)
    tmp10 = tmp0 >= tmp3
    tmp11 = tl.full([1, 1], 84, tl.int64)
    tmp12 = tmp0 < tmp11
    tmp13 = tmp10 & tmp12
    tmp14 = tl.load(in_ptr2 + (42*x0 + ((-42) + r0_1)), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp15 = tl.load(in_ptr3 + (tl.broadcast_to((-42) + r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp13 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp16 = tmp14 + tmp15
    tmp17 = tl.full(tmp16.shape, 0.0, tmp16.dtype)
    tmp18 = tl.where(tmp13, tmp16, tmp17)
    tmp19 = tmp0 >= tmp11
    tmp20 = tl.full([1, 1], 126, tl.int64)
    tmp21 = tmp0 < tmp20
    tmp22 = tmp19 & tmp21
    tmp23 = tl.load(in_ptr4 + (42*x0 + ((-84) + r0_1)), r0_mask & tmp22 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp24 = tl.load(in_ptr5 + (tl.broadcast_to((-84) + r0_1, [XBLOCK, R0_BLOCK])), r0_mask & tmp22 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = tl.full(tmp25.shape, 0.0, tmp25.dtype)
    tmp27 = tl.where(tmp22, tmp25, tmp26)
    tmp28 = tmp0 >= tmp20
    tmp29 = tl.full([1, 1], 168, tl.int64)
    tmp30 = tmp0 < tmp29
    tmp31 = tl.load(in_ptr6 + (126 + 168*x0 + ((-126) + r0_1)), r0_mask & tmp28 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp32 = tl.where(tmp22, tmp27, tmp31)
    tmp33 = tl.where(tmp13, tmp18, tmp32)
    tmp34 = tl.where(tmp4, tmp9, tmp33)
    tmp35 = tmp34.to(tl.float32)
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
    tmp41 = tl.where(r0_mask & xmask, tmp39, 0)
    tmp42 = tl.sum(tmp41, 1)[:, None].to(tl.float32)
    tmp43 = tl.full([1, 1], 168, tl.int32)
    tmp44 = tmp43.to(tl.float32)
    tmp45 = (tmp42 / tmp44)
    tmp46 = tmp36 - tmp45
    tmp47 = tmp46 * tmp46
    tmp48 = tl.broadcast_to(tmp47, [XBLOCK, R0_BLOCK])
    tmp50 = tl.where(r0_mask & xmask, tmp48, 0)
    tmp51 = tl.sum(tmp50, 1)[:, None].to(tl.float32)
    tmp52 = tl.full([1, 1], 168.0, tl.float32)
    tmp53 = (tmp51 / tmp52)
    tmp54 = tl.full([1, 1], 1e-06, tl.float32)
    tmp55 = tmp53 + tmp54
    tmp56 = libdevice.rsqrt(tmp55)
    tmp57 = tmp35 - tmp45
    tmp58 = tmp57 * tmp56
    tmp60 = tmp59.to(tl.float32)
    tmp61 = tmp58 * tmp60
    tmp63 = tmp62.to(tl.float32)
    tmp64 = tmp61 + tmp63
    tmp65 = tmp64.to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 168*x0), tmp34, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp56, xmask)
    tl.store(out_ptr2 + (r0_1 + 168*x2 + 8256*x3), tmp65, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/a5/ca5wrreah2j4l475boyjoj4seb67bkrtkl2kkxvnxkbfw6bqokls.py
# Topologically Sorted Source Nodes: [reshape_9, x_147, layer_norm_17, linear_26], Original ATen: [aten.view, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_17 => add_67, convert_element_type_155, convert_element_type_156, mul_85, mul_86, sub_19
#   linear_26 => view_76
#   reshape_9 => view_75
#   x_147 => permute_64
# Graph fragment:
#   %convert_element_type_156 : Tensor "bf16[8, 49, 168][8256, 168, 1]cuda:0" = PlaceHolder[target=convert_element_type_156]
#   %view_75 : Tensor "bf16[8, 168, 49][8232, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_5, [8, 168, 49]), kwargs = {})
#   %permute_64 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_75, [0, 2, 1]), kwargs = {})
#   %convert_element_type_155 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_64, torch.float32), kwargs = {})
#   %sub_19 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_155, %getitem_50), kwargs = {})
#   %mul_85 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_17), kwargs = {})
#   %mul_86 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_85, %primals_144), kwargs = {})
#   %add_67 : Tensor "f32[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_86, %primals_145), kwargs = {})
#   %convert_element_type_156 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_67, torch.bfloat16), kwargs = {})
#   %view_76 : Tensor "bf16[392, 168][168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convert_element_type_156, [392, 168]), kwargs = {})
#   return %view_76
triton_poi_fused_native_layer_norm_permute_view_55 = async_compile.triton('triton_poi_fused_native_layer_norm_permute_view_55', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_native_layer_norm_permute_view_55', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 395136}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_layer_norm_permute_view_55(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65856
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 168)
    x1 = xindex // 168
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 168*((x1 % 49)) + 8256*(x1 // 49)), xmask).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/6p/c6pjw5gk76ottsgvamwlczg6tz6b3tbjq5aaw2bcecqu26egfvk3.py
# Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_4, matmul_4], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
# Source node to ATen node mapping:
#   linear_26 => view_77
#   matmul_4 => clone_35
#   normalize_4 => clamp_min_4, convert_element_type_160, convert_element_type_161, div_12, expand_12, pow_10, pow_11, sum_7
#   qkv_2 => permute_66
#   reshape_10 => view_78
#   unbind_2 => unbind_2
# Graph fragment:
#   %addmm_24 : Tensor "bf16[392, 504][504, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %sum_7 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1344]cuda:0" = PlaceHolder[target=sum_7]
#   %convert_element_type_161 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_161]
#   %view_77 : Tensor "bf16[8, 49, 504][24696, 504, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [8, 49, 504]), kwargs = {})
#   %view_78 : Tensor "bf16[8, 49, 3, 4, 42][24696, 504, 168, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [8, 49, 3, 4, -1]), kwargs = {})
#   %permute_66 : Tensor "bf16[3, 8, 4, 42, 49][168, 24696, 42, 1, 504]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_2 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_66,), kwargs = {})
#   %convert_element_type_160 : Tensor "f32[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_51, torch.float32), kwargs = {})
#   %pow_10 : Tensor "f32[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_160, 2.0), kwargs = {})
#   %sum_7 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_10, [-1], True), kwargs = {})
#   %pow_11 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_7, 0.5), kwargs = {})
#   %convert_element_type_161 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%pow_11, torch.bfloat16), kwargs = {})
#   %clamp_min_4 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_161, 1e-12), kwargs = {})
#   %expand_12 : Tensor "bf16[8, 4, 42, 49][168, 42, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_4, [8, 4, 42, 49]), kwargs = {})
#   %div_12 : Tensor "bf16[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_51, %expand_12), kwargs = {})
#   %clone_35 : Tensor "bf16[8, 4, 42, 49][8232, 2058, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_14,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_7,%convert_element_type_161,%clone_35
triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56 = async_compile.triton('triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 137088, 'r0_': 263424}}
)
@triton.jit
def triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56(in_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1344
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 168)
    x1 = xindex // 168
    x3 = xindex
    x4 = (xindex % 42)
    x6 = xindex // 42
    tmp0 = tl.load(in_ptr0 + (x0 + 504*r0_2 + 24696*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tl.sqrt_rn(tmp6)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.full([1, 1], 1e-12, tl.float32)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp11 = (tmp0 / tmp10)
    tl.store(out_ptr1 + (x3), tmp8, xmask)
    tl.store(out_ptr2 + (r0_2 + 49*x4 + 2112*x6), tmp11, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/xu/cxu2rl6maeiingyi76jufhbiof2jh7h3x7x5ypqsfjkus5kxdhq7.py
# Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_5, transpose_2, matmul_4], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   linear_26 => view_77
#   matmul_4 => clone_36
#   normalize_5 => clamp_min_5, convert_element_type_162, convert_element_type_163, div_13, expand_13, pow_12, pow_13, sum_8
#   qkv_2 => permute_66
#   reshape_10 => view_78
#   transpose_2 => permute_67
#   unbind_2 => unbind_2
# Graph fragment:
#   %addmm_24 : Tensor "bf16[392, 504][504, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %sum_8 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1344]cuda:0" = PlaceHolder[target=sum_8]
#   %convert_element_type_163 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_163]
#   %view_77 : Tensor "bf16[8, 49, 504][24696, 504, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [8, 49, 504]), kwargs = {})
#   %view_78 : Tensor "bf16[8, 49, 3, 4, 42][24696, 504, 168, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [8, 49, 3, 4, -1]), kwargs = {})
#   %permute_66 : Tensor "bf16[3, 8, 4, 42, 49][168, 24696, 42, 1, 504]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_2 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_66,), kwargs = {})
#   %convert_element_type_162 : Tensor "f32[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_52, torch.float32), kwargs = {})
#   %pow_12 : Tensor "f32[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_162, 2.0), kwargs = {})
#   %sum_8 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%pow_12, [-1], True), kwargs = {})
#   %pow_13 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sum_8, 0.5), kwargs = {})
#   %convert_element_type_163 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%pow_13, torch.bfloat16), kwargs = {})
#   %clamp_min_5 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_163, 1e-12), kwargs = {})
#   %expand_13 : Tensor "bf16[8, 4, 42, 49][168, 42, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_5, [8, 4, 42, 49]), kwargs = {})
#   %div_13 : Tensor "bf16[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_52, %expand_13), kwargs = {})
#   %permute_67 : Tensor "bf16[8, 4, 49, 42][8232, 42, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_13, [0, 1, 3, 2]), kwargs = {})
#   %clone_36 : Tensor "bf16[8, 4, 49, 42][8232, 2058, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_15,), kwargs = {memory_format: torch.contiguous_format})
#   return %sum_8,%convert_element_type_163,%clone_36
triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57 = async_compile.triton('triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 137088, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57(in_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1344
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 168)
    x1 = xindex // 168
    x3 = xindex
    x4 = (xindex % 42)
    x6 = xindex // 42
    tmp0 = tl.load(in_ptr0 + (168 + x0 + 504*r0_2 + 24696*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tmp1 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp7 = tl.sqrt_rn(tmp6)
    tmp8 = tmp7.to(tl.float32)
    tmp9 = tl.full([1, 1], 1e-12, tl.float32)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp11 = (tmp0 / tmp10)
    tl.store(out_ptr1 + (x3), tmp8, xmask)
    tl.store(out_ptr2 + (x4 + 42*r0_2 + 2112*x6), tmp11, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ku/ckuzq7e2wifdgna3rlaqhnofikpmlht2bix3jrlzcyjlrxibridj.py
# Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_4, matmul_4, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_3
#   linear_26 => view_77
#   matmul_4 => clone_35, view_79
#   normalize_4 => clamp_min_4, div_12, expand_12
#   qkv_2 => permute_66
#   reshape_10 => view_78
#   unbind_2 => unbind_2
# Graph fragment:
#   %addmm_24 : Tensor "bf16[392, 504][504, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %convert_element_type_161 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_161]
#   %view_77 : Tensor "bf16[8, 49, 504][24696, 504, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [8, 49, 504]), kwargs = {})
#   %view_78 : Tensor "bf16[8, 49, 3, 4, 42][24696, 504, 168, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [8, 49, 3, 4, -1]), kwargs = {})
#   %permute_66 : Tensor "bf16[3, 8, 4, 42, 49][168, 24696, 42, 1, 504]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_2 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_66,), kwargs = {})
#   %clamp_min_4 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_161, 1e-12), kwargs = {})
#   %expand_12 : Tensor "bf16[8, 4, 42, 49][168, 42, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_4, [8, 4, 42, 49]), kwargs = {})
#   %div_12 : Tensor "bf16[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_51, %expand_12), kwargs = {})
#   %clone_35 : Tensor "bf16[8, 4, 42, 49][8232, 2058, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_14,), kwargs = {memory_format: torch.contiguous_format})
#   %view_79 : Tensor "bf16[32, 42, 49][2058, 49, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_35, [32, 42, 49]), kwargs = {})
#   %constant_pad_nd_default_3 : Tensor "bf16[32, 48, 56][2688, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_79, [0, 7, 0, 6, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_3
triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58 = async_compile.triton('triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 518784}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 86016
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 48)
    x2 = xindex // 1536
    x1 = ((xindex // 48) % 32)
    x3 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 42, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = x2
    tmp4 = tl.full([1], 49, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (x0 + 42*((x1 % 4)) + 504*x2 + 24696*(x1 // 4)), tmp6, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0 + 42*x1), tmp6, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp9 = tl.full([1], 1e-12, tl.float32)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp11 = (tmp7 / tmp10)
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp6, tmp11, tmp12)
    tl.store(out_ptr0 + (x3), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/5g/c5gez6tn5b3mfof2cegnd5a7uea2d4a3dwfadb4gsjqod4nidxci.py
# Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_5, transpose_2, matmul_4, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_4
#   linear_26 => view_77
#   matmul_4 => clone_36, view_80
#   normalize_5 => clamp_min_5, div_13, expand_13
#   qkv_2 => permute_66
#   reshape_10 => view_78
#   transpose_2 => permute_67
#   unbind_2 => unbind_2
# Graph fragment:
#   %addmm_24 : Tensor "bf16[392, 504][504, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %convert_element_type_163 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0" = PlaceHolder[target=convert_element_type_163]
#   %view_77 : Tensor "bf16[8, 49, 504][24696, 504, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [8, 49, 504]), kwargs = {})
#   %view_78 : Tensor "bf16[8, 49, 3, 4, 42][24696, 504, 168, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [8, 49, 3, 4, -1]), kwargs = {})
#   %permute_66 : Tensor "bf16[3, 8, 4, 42, 49][168, 24696, 42, 1, 504]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_2 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_66,), kwargs = {})
#   %clamp_min_5 : Tensor "bf16[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%convert_element_type_163, 1e-12), kwargs = {})
#   %expand_13 : Tensor "bf16[8, 4, 42, 49][168, 42, 1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%clamp_min_5, [8, 4, 42, 49]), kwargs = {})
#   %div_13 : Tensor "bf16[8, 4, 42, 49][8232, 42, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem_52, %expand_13), kwargs = {})
#   %permute_67 : Tensor "bf16[8, 4, 49, 42][8232, 42, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%div_13, [0, 1, 3, 2]), kwargs = {})
#   %clone_36 : Tensor "bf16[8, 4, 49, 42][8232, 2058, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_15,), kwargs = {memory_format: torch.contiguous_format})
#   %view_80 : Tensor "bf16[32, 49, 42][2058, 42, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_36, [32, 49, 42]), kwargs = {})
#   %constant_pad_nd_default_4 : Tensor "bf16[32, 56, 48][2688, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%view_80, [0, 6, 0, 7, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_4
triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59 = async_compile.triton('triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 518784}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 86016
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 1536
    x0 = (xindex % 48)
    x1 = ((xindex // 48) % 32)
    x3 = xindex
    tmp0 = x2
    tmp1 = tl.full([1], 49, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 42, tl.int64)
    tmp5 = tmp3 < tmp4
    tmp6 = tmp2 & tmp5
    tmp7 = tl.load(in_ptr0 + (168 + x0 + 42*((x1 % 4)) + 504*x2 + 24696*(x1 // 4)), tmp6, other=0.0).to(tl.float32)
    tmp8 = tl.load(in_ptr1 + (x0 + 42*x1), tmp6, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp9 = tl.full([1], 1e-12, tl.float32)
    tmp10 = triton_helpers.maximum(tmp8, tmp9)
    tmp11 = (tmp7 / tmp10)
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp6, tmp11, tmp12)
    tl.store(out_ptr0 + (x3), tmp13, None)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/xq/cxqv32mzxyii4pegfdxbxirugrso3q4yidd3hanc2ybkwaambd6d.py
# Topologically Sorted Source Nodes: [, matmul_4, attn_7], Original ATen: [aten.scalar_tensor, aten.neg, aten.bmm, aten.view, aten._to_copy, aten.ge, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#    => amax_default, convert_element_type_default, ge_scalar, mul_tensor, mul_tensor_1, mul_tensor_2, neg_default_2, scalar_tensor_default_2, slice_tensor_2, slice_tensor_3, sub_tensor, where_self
#   attn_7 => convert_element_type_167, div_14, exp_2, sum_9
#   matmul_4 => view_81
# Graph fragment:
#   %bmm_default_1 : Tensor "bf16[32, 48, 48][2304, 48, 1]cuda:0" = PlaceHolder[target=bmm_default_1]
#   %primals_148 : Tensor "bf16[4, 1, 1][1, 1, 1]cuda:0" = PlaceHolder[target=primals_148]
#   %amax_default : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1344]cuda:0" = PlaceHolder[target=amax_default]
#   %sum_9 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1344]cuda:0" = PlaceHolder[target=sum_9]
#   %scalar_tensor_default_2 : Tensor "f32[][]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (1,), kwargs = {dtype: torch.float32, device: cuda:0, pin_memory: False})
#   %neg_default_2 : Tensor "f32[][]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.neg.default](args = (%scalar_tensor_default_2,), kwargs = {})
#   %slice_tensor_2 : Tensor "bf16[32, 42, 48][2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%bmm_default_1, 1, 0, -6), kwargs = {})
#   %slice_tensor_3 : Tensor "bf16[32, 42, 42][2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%slice_tensor_2, 2, 0, -6), kwargs = {})
#   %view_81 : Tensor "bf16[8, 4, 42, 42][9216, 2304, 48, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%slice_tensor_3, [8, 4, 42, 42]), kwargs = {})
#   %convert_element_type_default : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_81, torch.float32), kwargs = {})
#   %ge_scalar : Tensor "b8[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ge.Scalar](args = (%primals_148, 0), kwargs = {})
#   %where_self : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%ge_scalar, %scalar_tensor_default_2, %neg_default_2), kwargs = {})
#   %mul_tensor : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_default, %where_self), kwargs = {})
#   %amax_default : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%mul_tensor, [-1], True), kwargs = {})
#   %sub_tensor : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor, %amax_default), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[4, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %primals_148), kwargs = {})
#   %mul_tensor_2 : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_tensor, %mul_tensor_1), kwargs = {})
#   %exp_2 : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_tensor_2,), kwargs = {})
#   %sum_9 : Tensor "f32[8, 4, 42, 1][168, 42, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp_2, [-1], True), kwargs = {})
#   %div_14 : Tensor "f32[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_2, %sum_9), kwargs = {})
#   %convert_element_type_167 : Tensor "bf16[8, 4, 42, 42][7056, 1764, 42, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%div_14, torch.bfloat16), kwargs = {})
#   return %amax_default,%sum_9,%expand_16
triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60 = async_compile.triton('triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 338688}}
)
@triton.jit
def triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60(in_ptr0, in_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1344
    r0_numel = 42
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_3 = r0_index
    x0 = (xindex % 42)
    x4 = xindex // 42
    x1 = ((xindex // 42) % 4)
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_3 + 48*x0 + 2304*x4), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 0.0, tl.float32)
    tmp4 = tmp2 >= tmp3
    tmp5 = tl.full([1, 1], 1.0, tl.float32)
    tmp6 = tl.full([1, 1], -1.0, tl.float32)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp1 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, float("-inf"))
    tmp12 = triton_helpers.max2(tmp11, 1)[:, None].to(tl.float32)
    tmp13 = tmp8 - tmp12
    tmp14 = tmp2.to(tl.float32)
    tmp15 = tmp7 * tmp14
    tmp16 = tmp13 * tmp15
    tmp17 = libdevice.exp(tmp16)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = (tmp17 / tmp21)
    tmp23 = tmp22.to(tl.float32)
    tl.store(out_ptr2 + (r0_3 + 42*x0 + 1792*x4), tmp23, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/os/cos46egmg6ijto66xnjvkzb7c5vduizpgfa5wyy7xtwaej7zbqx3.py
# Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, x_148], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
# Source node to ATen node mapping:
#   linear_26 => view_77
#   qkv_2 => permute_66
#   reshape_10 => view_78
#   unbind_2 => unbind_2
#   x_148 => clone_38
# Graph fragment:
#   %addmm_24 : Tensor "bf16[392, 504][504, 1]cuda:0" = PlaceHolder[target=addmm_24]
#   %view_77 : Tensor "bf16[8, 49, 504][24696, 504, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_24, [8, 49, 504]), kwargs = {})
#   %view_78 : Tensor "bf16[8, 49, 3, 4, 42][24696, 504, 168, 42, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_77, [8, 49, 3, 4, -1]), kwargs = {})
#   %permute_66 : Tensor "bf16[3, 8, 4, 42, 49][168, 24696, 42, 1, 504]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_78, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_2 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_66,), kwargs = {})
#   %clone_38 : Tensor "bf16[8, 4, 42, 49][8232, 2058, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_17,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_38
triton_poi_fused_clone_permute_unbind_view_61 = async_compile.triton('triton_poi_fused_clone_permute_unbind_view_61', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2048, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_unbind_view_61', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 131712, 'x': 263424}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_unbind_view_61(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 1344
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 168
    y4 = (yindex % 168)
    y0 = (yindex % 42)
    y5 = yindex // 42
    tmp0 = tl.load(in_ptr0 + (336 + y4 + 504*x3 + 24696*y2), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x3 + 49*y0 + 2112*y5), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/vk/cvkzzltnzdx3i4bnjy5cjnlvnaws6sfzz7fxmaiikfiwonl5utde.py
# Topologically Sorted Source Nodes: [x_148, permute_38, x_149, x_150], Original ATen: [aten.view, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   permute_38 => permute_68
#   x_148 => view_84
#   x_149 => view_85
#   x_150 => clone_39
# Graph fragment:
#   %bmm_5 : Tensor "bf16[32, 42, 49][2058, 49, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_84 : Tensor "bf16[8, 4, 42, 49][8232, 2058, 49, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [8, 4, 42, 49]), kwargs = {})
#   %permute_68 : Tensor "bf16[8, 49, 4, 42][8232, 1, 2058, 49]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_84, [0, 3, 1, 2]), kwargs = {})
#   %view_85 : Tensor "bf16[8, 49, 168][8232, 1, 49]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_68, [8, 49, 168]), kwargs = {})
#   %clone_39 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%view_85,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_39
triton_poi_fused_clone_permute_view_62 = async_compile.triton('triton_poi_fused_clone_permute_view_62', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 256}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_view_62', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 131712, 'x': 263424}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_view_62(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 392
    xnumel = 168
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 49)
    y1 = yindex // 49
    tmp0 = tl.load(in_ptr0 + (y0 + 49*x2 + 8232*y1), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x2 + 168*y0 + 8256*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/2d/c2dpvqm24hiakagyicnq65znlxezy2drjmst6bnkpude5eomfwvv.py
# Topologically Sorted Source Nodes: [reshape_9, x_147, x_150, mul_19, x_152, x_153, x_154], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul, aten.native_layer_norm]
# Source node to ATen node mapping:
#   mul_19 => mul_88
#   reshape_9 => view_75
#   x_147 => permute_64
#   x_150 => add_68, view_87
#   x_152 => add_69
#   x_153 => view_88
#   x_154 => add_70, add_71, convert_element_type_172, convert_element_type_173, mul_89, mul_90, rsqrt_18, sub_21, var_mean_18
# Graph fragment:
#   %cat_5 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=cat_5]
#   %primals_143 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_143]
#   %mm_2 : Tensor "bf16[392, 168][168, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_150 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_150]
#   %add_69 : Tensor "bf16[8, 49, 168][8256, 168, 1]cuda:0" = PlaceHolder[target=add_69]
#   %buf246 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 392]cuda:0" = PlaceHolder[target=buf246]
#   %getitem_55 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0" = PlaceHolder[target=getitem_55]
#   %rsqrt_18 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_18]
#   %primals_151 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_151]
#   %primals_152 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_152]
#   %view_75 : Tensor "bf16[8, 168, 49][8232, 1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_5, [8, 168, 49]), kwargs = {})
#   %permute_64 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%view_75, [0, 2, 1]), kwargs = {})
#   %view_87 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 49, 168]), kwargs = {})
#   %add_68 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_87, %primals_150), kwargs = {})
#   %mul_88 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_143, %add_68), kwargs = {})
#   %add_69 : Tensor "bf16[8, 49, 168][8232, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%permute_64, %mul_88), kwargs = {})
#   %view_88 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_69, [8, 7, 7, 168]), kwargs = {})
#   %convert_element_type_172 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_88, torch.float32), kwargs = {})
#   %var_mean_18 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_172, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_70 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_54, 1e-06), kwargs = {})
#   %rsqrt_18 : Tensor "f32[8, 7, 7, 1][49, 7, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_70,), kwargs = {})
#   %sub_21 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_172, %getitem_55), kwargs = {})
#   %mul_89 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_21, %rsqrt_18), kwargs = {})
#   %mul_90 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_89, %primals_151), kwargs = {})
#   %add_71 : Tensor "f32[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_90, %primals_152), kwargs = {})
#   %convert_element_type_173 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_71, torch.bfloat16), kwargs = {})
#   return %add_69,%getitem_55,%buf246,%rsqrt_18,%convert_element_type_173
triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63 = async_compile.triton('triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6272, 'r0_': 1055040}}
)
@triton.jit
def triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 392
    r0_numel = 168
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 49)
    x1 = xindex // 49
    x4 = (xindex % 7)
    x6 = xindex // 7
    tmp0 = tl.load(in_ptr0 + (r0_2 + 168*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (r0_2 + 168*x3), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp31 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp34 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp1 * tmp4
    tmp6 = tmp0 + tmp5
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(r0_mask & xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tl.full([1, 1], 168, tl.int32)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tmp8 - tmp17
    tmp19 = tmp18 * tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp24 = tl.full([1, 1], 168.0, tl.float32)
    tmp25 = (tmp23 / tmp24)
    tmp26 = tl.full([1, 1], 1e-06, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp7 - tmp17
    tmp30 = tmp29 * tmp28
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tmp30 * tmp32
    tmp35 = tmp34.to(tl.float32)
    tmp36 = tmp33 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 168*x0 + 8256*x1), tmp6, r0_mask & xmask)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x3), tmp28, xmask)
    tl.store(out_ptr2 + (r0_2 + 168*x4 + 1216*x6), tmp37, r0_mask & xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4e/c4ebsbq3fi7w5afvo6tfhjo5w2kj2b7vnfs7ytut3bygxjt4aad2.py
# Topologically Sorted Source Nodes: [x_158, x_160, x_161, x_162, x_163], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.mean]
# Source node to ATen node mapping:
#   x_158 => view_92
#   x_160 => mul_94
#   x_161 => permute_72
#   x_162 => add_73
#   x_163 => mean
# Graph fragment:
#   %add_63 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0" = PlaceHolder[target=add_63]
#   %primals_157 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_157]
#   %addmm_26 : Tensor "bf16[392, 168][168, 1]cuda:0" = PlaceHolder[target=addmm_26]
#   %buf255 : Tensor "f32[8, 168, 1, 1][168, 1, 1344, 1344]cuda:0" = PlaceHolder[target=buf255]
#   %view_92 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_26, [8, 7, 7, 168]), kwargs = {})
#   %mul_94 : Tensor "bf16[8, 7, 7, 168][8232, 1176, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_157, %view_92), kwargs = {})
#   %permute_72 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%mul_94, [0, 3, 1, 2]), kwargs = {})
#   %add_73 : Tensor "bf16[8, 168, 7, 7][8232, 1, 1176, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_63, %permute_72), kwargs = {})
#   %mean : Tensor "bf16[8, 168, 1, 1][168, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%add_73, [-1, -2], True), kwargs = {})
#   return %buf255,%mean
triton_per_fused_add_mean_mul_permute_view_64 = async_compile.triton('triton_per_fused_add_mean_mul_permute_view_64', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2048, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mean_mul_permute_view_64', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 269136, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_add_mean_mul_permute_view_64(in_ptr0, in_ptr1, in_ptr2, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1344
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 168)
    x1 = xindex // 168
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 168*r0_2 + 8232*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp2 = tl.load(in_ptr2 + (x0 + 168*r0_2 + 8232*x1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 49.0, tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(out_ptr1 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/4q/c4qhqjsyqeqlb2jwmjismuhwspwojgs3nryz7tldutghjvbmvm62.py
# Topologically Sorted Source Nodes: [x_163, x_164, x_165], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm]
# Source node to ATen node mapping:
#   x_163 => as_strided
#   x_164 => permute_73
#   x_165 => add_74, add_75, convert_element_type_182, convert_element_type_183, mul_95, mul_96, rsqrt_19, sub_22, var_mean_19
# Graph fragment:
#   %mean : Tensor "bf16[8, 168, 1, 1][168, 1, 1, 1]cuda:0" = PlaceHolder[target=mean]
#   %buf258 : Tensor "f32[8, 1, 1, 1][1, 8, 8, 8]cuda:0" = PlaceHolder[target=buf258]
#   %getitem_57 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_57]
#   %rsqrt_19 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_19]
#   %primals_158 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_158]
#   %primals_159 : Tensor "bf16[168][1]cuda:0" = PlaceHolder[target=primals_159]
#   %as_strided : Tensor "bf16[8, 168, 1, 1][168, 1, 168, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.as_strided.default](args = (%mean, [8, 168, 1, 1], [168, 1, 168, 168]), kwargs = {})
#   %permute_73 : Tensor "bf16[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%as_strided, [0, 2, 3, 1]), kwargs = {})
#   %convert_element_type_182 : Tensor "f32[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%permute_73, torch.float32), kwargs = {})
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_182, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_74 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_56, 1e-06), kwargs = {})
#   %rsqrt_19 : Tensor "f32[8, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_74,), kwargs = {})
#   %sub_22 : Tensor "f32[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_182, %getitem_57), kwargs = {})
#   %mul_95 : Tensor "f32[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_22, %rsqrt_19), kwargs = {})
#   %mul_96 : Tensor "f32[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_95, %primals_158), kwargs = {})
#   %add_75 : Tensor "f32[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_96, %primals_159), kwargs = {})
#   %convert_element_type_183 : Tensor "bf16[8, 1, 1, 168][168, 168, 168, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_75, torch.bfloat16), kwargs = {})
#   return %getitem_57,%buf258,%rsqrt_19,%convert_element_type_183
triton_per_fused_as_strided_native_layer_norm_permute_65 = async_compile.triton('triton_per_fused_as_strided_native_layer_norm_permute_65', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_as_strided_native_layer_norm_permute_65', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 128, 'r0_': 8736}}
)
@triton.jit
def triton_per_fused_as_strided_native_layer_norm_permute_65(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 168
    R0_BLOCK: tl.constexpr = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 168*x0), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 168, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 168.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-06, tl.float32)
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
    tl.store(out_ptr1 + (r0_1 + 168*x0), tmp31, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/nj/cnj25oe5u7dpk27kg5qcbh7eeexoox2yji6dudypjoakndz4dbd3.py
# Topologically Sorted Source Nodes: [x_169, ], Original ATen: [aten.t, aten.addmm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default_2
#   x_169 => permute_75
# Graph fragment:
#   %primals_160 : Tensor "bf16[100, 168][168, 1]cuda:0" = PlaceHolder[target=primals_160]
#   %permute_75 : Tensor "bf16[168, 100][1, 168]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%primals_160, [1, 0]), kwargs = {})
#   %constant_pad_nd_default_2 : Tensor "bf16[168, 104][104, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_75, [0, 4, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default_2
triton_poi_fused_addmm_t_66 = async_compile.triton('triton_poi_fused_addmm_t_66', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_t_66', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 103488}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_t_66(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 17472
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 168
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 100, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp3, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/qs/cqsnnevymub63yqb3zctqyszzqixzvhbo2scwkxhh24qp52c26hk.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
# Source node to ATen node mapping:
#    => cat_default, full_default_13
# Graph fragment:
#   %primals_161 : Tensor "bf16[100][1]cuda:0" = PlaceHolder[target=primals_161]
#   %full_default_13 : Tensor "bf16[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([4], 0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %cat_default : Tensor "bf16[104][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%primals_161, %full_default_13],), kwargs = {})
#   return %cat_default
triton_poi_fused_addmm_67 = async_compile.triton('triton_poi_fused_addmm_67', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_67', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 616}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_67(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 104
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = x0
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 100, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0), tmp4 & xmask, eviction_policy='evict_last', other=0.0).to(tl.float32)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 104, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp6, tmp9, tmp10)
    tmp12 = tl.where(tmp4, tmp5, tmp11)
    tl.store(out_ptr0 + (x0), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/gd11/scratch/timm_reruns/edgenext_xx_small_rerun/inductor/tmp3x_f2m55/ud/cudput5pshjb7zv5d35pti22riy6zeldjbm4nrryuv6xlokltjw3.py
# Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, x_117], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
# Source node to ATen node mapping:
#   linear_20 => view_55
#   qkv_1 => permute_51
#   reshape_6 => view_56
#   unbind_1 => unbind_1
#   x_117 => clone_28
# Graph fragment:
#   %addmm_19 : Tensor "bf16[1568, 264][264, 1]cuda:0" = PlaceHolder[target=addmm_19]
#   %view_55 : Tensor "bf16[8, 196, 264][51744, 264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_19, [8, 196, 264]), kwargs = {})
#   %view_56 : Tensor "bf16[8, 196, 3, 4, 22][51744, 264, 88, 22, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_55, [8, 196, 3, 4, -1]), kwargs = {})
#   %permute_51 : Tensor "bf16[3, 8, 4, 22, 196][88, 51744, 22, 1, 264]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_56, [2, 0, 3, 4, 1]), kwargs = {})
#   %unbind_1 : [num_users=3] = call_function[target=torch.ops.aten.unbind.int](args = (%permute_51,), kwargs = {})
#   %clone_28 : Tensor "bf16[8, 4, 22, 196][17248, 4312, 196, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_11,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_28
triton_poi_fused_clone_permute_unbind_view_68 = async_compile.triton('triton_poi_fused_clone_permute_unbind_view_68', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 1024, 'x': 256}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_permute_unbind_view_68', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 275968, 'x': 551936}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_permute_unbind_view_68(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 704
    xnumel = 196
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 88
    y4 = (yindex % 88)
    y0 = (yindex % 22)
    y5 = yindex // 22
    tmp0 = tl.load(in_ptr0 + (176 + y4 + 264*x3 + 51744*y2), xmask & ymask, eviction_policy='evict_last').to(tl.float32)
    tl.store(out_ptr0 + (x3 + 196*y0 + 4352*y5), tmp0, xmask & ymask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161 = args
        args.clear()
        assert_size_stride(primals_1, (24, 3, 4, 4), (48, 16, 4, 1))
        assert_size_stride(primals_2, (24, ), (1, ))
        assert_size_stride(primals_3, (8, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(primals_4, (24, ), (1, ))
        assert_size_stride(primals_5, (24, ), (1, ))
        assert_size_stride(primals_6, (24, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_7, (24, ), (1, ))
        assert_size_stride(primals_8, (24, ), (1, ))
        assert_size_stride(primals_9, (24, ), (1, ))
        assert_size_stride(primals_10, (96, 24), (24, 1))
        assert_size_stride(primals_11, (96, ), (1, ))
        assert_size_stride(primals_12, (24, 96), (96, 1))
        assert_size_stride(primals_13, (24, ), (1, ))
        assert_size_stride(primals_14, (24, ), (1, ))
        assert_size_stride(primals_15, (24, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_16, (24, ), (1, ))
        assert_size_stride(primals_17, (24, ), (1, ))
        assert_size_stride(primals_18, (24, ), (1, ))
        assert_size_stride(primals_19, (96, 24), (24, 1))
        assert_size_stride(primals_20, (96, ), (1, ))
        assert_size_stride(primals_21, (24, 96), (96, 1))
        assert_size_stride(primals_22, (24, ), (1, ))
        assert_size_stride(primals_23, (24, ), (1, ))
        assert_size_stride(primals_24, (24, ), (1, ))
        assert_size_stride(primals_25, (24, ), (1, ))
        assert_size_stride(primals_26, (48, 24, 2, 2), (96, 4, 2, 1))
        assert_size_stride(primals_27, (48, ), (1, ))
        assert_size_stride(primals_28, (48, 1, 5, 5), (25, 25, 5, 1))
        assert_size_stride(primals_29, (48, ), (1, ))
        assert_size_stride(primals_30, (48, ), (1, ))
        assert_size_stride(primals_31, (48, ), (1, ))
        assert_size_stride(primals_32, (192, 48), (48, 1))
        assert_size_stride(primals_33, (192, ), (1, ))
        assert_size_stride(primals_34, (48, 192), (192, 1))
        assert_size_stride(primals_35, (48, ), (1, ))
        assert_size_stride(primals_36, (48, ), (1, ))
        assert_size_stride(primals_37, (24, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_38, (24, ), (1, ))
        assert_size_stride(primals_39, (48, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_40, (48, ), (1, ))
        assert_size_stride(primals_41, (48, ), (1, ))
        assert_size_stride(primals_42, (48, ), (1, ))
        assert_size_stride(primals_43, (48, ), (1, ))
        assert_size_stride(primals_44, (144, 48), (48, 1))
        assert_size_stride(primals_45, (144, ), (1, ))
        assert_size_stride(primals_46, (4, 1, 1), (1, 1, 1))
        assert_size_stride(primals_47, (48, 48), (48, 1))
        assert_size_stride(primals_48, (48, ), (1, ))
        assert_size_stride(primals_49, (48, ), (1, ))
        assert_size_stride(primals_50, (48, ), (1, ))
        assert_size_stride(primals_51, (192, 48), (48, 1))
        assert_size_stride(primals_52, (192, ), (1, ))
        assert_size_stride(primals_53, (48, 192), (192, 1))
        assert_size_stride(primals_54, (48, ), (1, ))
        assert_size_stride(primals_55, (48, ), (1, ))
        assert_size_stride(primals_56, (48, ), (1, ))
        assert_size_stride(primals_57, (48, ), (1, ))
        assert_size_stride(primals_58, (88, 48, 2, 2), (192, 4, 2, 1))
        assert_size_stride(primals_59, (88, ), (1, ))
        assert_size_stride(primals_60, (88, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(primals_61, (88, ), (1, ))
        assert_size_stride(primals_62, (88, ), (1, ))
        assert_size_stride(primals_63, (88, ), (1, ))
        assert_size_stride(primals_64, (352, 88), (88, 1))
        assert_size_stride(primals_65, (352, ), (1, ))
        assert_size_stride(primals_66, (88, 352), (352, 1))
        assert_size_stride(primals_67, (88, ), (1, ))
        assert_size_stride(primals_68, (88, ), (1, ))
        assert_size_stride(primals_69, (88, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(primals_70, (88, ), (1, ))
        assert_size_stride(primals_71, (88, ), (1, ))
        assert_size_stride(primals_72, (88, ), (1, ))
        assert_size_stride(primals_73, (352, 88), (88, 1))
        assert_size_stride(primals_74, (352, ), (1, ))
        assert_size_stride(primals_75, (88, 352), (352, 1))
        assert_size_stride(primals_76, (88, ), (1, ))
        assert_size_stride(primals_77, (88, ), (1, ))
        assert_size_stride(primals_78, (88, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(primals_79, (88, ), (1, ))
        assert_size_stride(primals_80, (88, ), (1, ))
        assert_size_stride(primals_81, (88, ), (1, ))
        assert_size_stride(primals_82, (352, 88), (88, 1))
        assert_size_stride(primals_83, (352, ), (1, ))
        assert_size_stride(primals_84, (88, 352), (352, 1))
        assert_size_stride(primals_85, (88, ), (1, ))
        assert_size_stride(primals_86, (88, ), (1, ))
        assert_size_stride(primals_87, (88, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(primals_88, (88, ), (1, ))
        assert_size_stride(primals_89, (88, ), (1, ))
        assert_size_stride(primals_90, (88, ), (1, ))
        assert_size_stride(primals_91, (352, 88), (88, 1))
        assert_size_stride(primals_92, (352, ), (1, ))
        assert_size_stride(primals_93, (88, 352), (352, 1))
        assert_size_stride(primals_94, (88, ), (1, ))
        assert_size_stride(primals_95, (88, ), (1, ))
        assert_size_stride(primals_96, (88, 1, 7, 7), (49, 49, 7, 1))
        assert_size_stride(primals_97, (88, ), (1, ))
        assert_size_stride(primals_98, (88, ), (1, ))
        assert_size_stride(primals_99, (88, ), (1, ))
        assert_size_stride(primals_100, (352, 88), (88, 1))
        assert_size_stride(primals_101, (352, ), (1, ))
        assert_size_stride(primals_102, (88, 352), (352, 1))
        assert_size_stride(primals_103, (88, ), (1, ))
        assert_size_stride(primals_104, (88, ), (1, ))
        assert_size_stride(primals_105, (30, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_106, (30, ), (1, ))
        assert_size_stride(primals_107, (30, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_108, (30, ), (1, ))
        assert_size_stride(primals_109, (88, ), (1, ))
        assert_size_stride(primals_110, (88, ), (1, ))
        assert_size_stride(primals_111, (88, ), (1, ))
        assert_size_stride(primals_112, (264, 88), (88, 1))
        assert_size_stride(primals_113, (264, ), (1, ))
        assert_size_stride(primals_114, (4, 1, 1), (1, 1, 1))
        assert_size_stride(primals_115, (88, 88), (88, 1))
        assert_size_stride(primals_116, (88, ), (1, ))
        assert_size_stride(primals_117, (88, ), (1, ))
        assert_size_stride(primals_118, (88, ), (1, ))
        assert_size_stride(primals_119, (352, 88), (88, 1))
        assert_size_stride(primals_120, (352, ), (1, ))
        assert_size_stride(primals_121, (88, 352), (352, 1))
        assert_size_stride(primals_122, (88, ), (1, ))
        assert_size_stride(primals_123, (88, ), (1, ))
        assert_size_stride(primals_124, (88, ), (1, ))
        assert_size_stride(primals_125, (88, ), (1, ))
        assert_size_stride(primals_126, (168, 88, 2, 2), (352, 4, 2, 1))
        assert_size_stride(primals_127, (168, ), (1, ))
        assert_size_stride(primals_128, (168, 1, 9, 9), (81, 81, 9, 1))
        assert_size_stride(primals_129, (168, ), (1, ))
        assert_size_stride(primals_130, (168, ), (1, ))
        assert_size_stride(primals_131, (168, ), (1, ))
        assert_size_stride(primals_132, (672, 168), (168, 1))
        assert_size_stride(primals_133, (672, ), (1, ))
        assert_size_stride(primals_134, (168, 672), (672, 1))
        assert_size_stride(primals_135, (168, ), (1, ))
        assert_size_stride(primals_136, (168, ), (1, ))
        assert_size_stride(primals_137, (42, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_138, (42, ), (1, ))
        assert_size_stride(primals_139, (42, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_140, (42, ), (1, ))
        assert_size_stride(primals_141, (42, 1, 3, 3), (9, 9, 3, 1))
        assert_size_stride(primals_142, (42, ), (1, ))
        assert_size_stride(primals_143, (168, ), (1, ))
        assert_size_stride(primals_144, (168, ), (1, ))
        assert_size_stride(primals_145, (168, ), (1, ))
        assert_size_stride(primals_146, (504, 168), (168, 1))
        assert_size_stride(primals_147, (504, ), (1, ))
        assert_size_stride(primals_148, (4, 1, 1), (1, 1, 1))
        assert_size_stride(primals_149, (168, 168), (168, 1))
        assert_size_stride(primals_150, (168, ), (1, ))
        assert_size_stride(primals_151, (168, ), (1, ))
        assert_size_stride(primals_152, (168, ), (1, ))
        assert_size_stride(primals_153, (672, 168), (168, 1))
        assert_size_stride(primals_154, (672, ), (1, ))
        assert_size_stride(primals_155, (168, 672), (672, 1))
        assert_size_stride(primals_156, (168, ), (1, ))
        assert_size_stride(primals_157, (168, ), (1, ))
        assert_size_stride(primals_158, (168, ), (1, ))
        assert_size_stride(primals_159, (168, ), (1, ))
        assert_size_stride(primals_160, (100, 168), (168, 1))
        assert_size_stride(primals_161, (100, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((24, 3, 4, 4), (48, 1, 12, 3), torch.bfloat16)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_0.run(primals_1, buf0, 72, 16, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((8, 3, 224, 224), (150528, 1, 672, 3), torch.bfloat16)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused_1.run(primals_3, buf1, 24, 50176, stream=stream0)
            del primals_3
            buf2 = empty_strided_cuda((48, 24, 2, 2), (96, 1, 48, 24), torch.bfloat16)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_2.run(primals_26, buf2, 1152, 4, stream=stream0)
            del primals_26
            buf3 = empty_strided_cuda((88, 48, 2, 2), (192, 1, 96, 48), torch.bfloat16)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_3.run(primals_58, buf3, 4224, 4, stream=stream0)
            del primals_58
            buf4 = empty_strided_cuda((168, 88, 2, 2), (352, 1, 176, 88), torch.bfloat16)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_4:5
            stream0 = get_raw_stream(0)
            triton_poi_fused_4.run(primals_126, buf4, 14784, 4, stream=stream0)
            del primals_126
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:6
            buf5 = extern_kernels.convolution(buf1, buf0, stride=(4, 4), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf5, (8, 24, 56, 56), (75264, 1, 1344, 24), 'torch.ops.aten.convolution.default')
            buf6 = buf5; del buf5  # reuse
            buf7 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf10 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf11 = empty_strided_cuda((8, 56, 56, 24), (75264, 1344, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1, x, x_1], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_5:7
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_5.run(buf6, primals_2, primals_4, primals_5, buf7, buf10, buf11, 25088, 24, stream=stream0)
            del primals_2
            del primals_5
            # Topologically Sorted Source Nodes: [x, x_1, x_2, x_3], Original ATen: [aten.permute, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:8
            buf12 = extern_kernels.convolution(reinterpret_tensor(buf11, (8, 24, 56, 56), (75264, 1, 1344, 24), 0), reinterpret_tensor(primals_6, (24, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf12, (8, 24, 56, 56), (75264, 1, 1344, 24), 'torch.ops.aten.convolution.default')
            buf13 = buf12; del buf12  # reuse
            buf14 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf17 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf18 = empty_strided_cuda((8, 56, 56, 24), (75264, 1344, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, x_1, x_2, x_3, x_4, x_5], Original ATen: [aten.permute, aten.native_layer_norm, aten.convolution]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_5:9
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_5.run(buf13, primals_7, primals_8, primals_9, buf14, buf17, buf18, 25088, 24, stream=stream0)
            del primals_7
            del primals_9
            buf19 = empty_strided_cuda((25088, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(primals_11, reinterpret_tensor(buf18, (25088, 24), (24, 1), 0), reinterpret_tensor(primals_10, (24, 96), (1, 24), 0), alpha=1, beta=1, out=buf19)
            del primals_11
            buf20 = empty_strided_cuda((8, 56, 56, 96), (301056, 5376, 96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6, x_7], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:11
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf19, buf20, 2408448, stream=stream0)
            buf21 = empty_strided_cuda((25088, 24), (24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6, x_7, x_9], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(primals_13, reinterpret_tensor(buf20, (25088, 96), (96, 1), 0), reinterpret_tensor(primals_12, (96, 24), (1, 96), 0), alpha=1, beta=1, out=buf21)
            del primals_13
            buf22 = empty_strided_cuda((8, 24, 56, 56), (75264, 1, 1344, 24), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x, x_1, x_2, x_9, x_11, x_12, x_13], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.mul, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_native_layer_norm_permute_view_7:13
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_native_layer_norm_permute_view_7.run(buf11, primals_14, buf21, buf22, 602112, stream=stream0)
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:14
            buf23 = extern_kernels.convolution(buf22, reinterpret_tensor(primals_15, (24, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf23, (8, 24, 56, 56), (75264, 1, 1344, 24), 'torch.ops.aten.convolution.default')
            buf24 = buf23; del buf23  # reuse
            buf25 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf28 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf29 = empty_strided_cuda((8, 56, 56, 24), (75264, 1344, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_14, x_15, x_16], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_5:15
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_5.run(buf24, primals_16, primals_17, primals_18, buf25, buf28, buf29, 25088, 24, stream=stream0)
            del primals_16
            del primals_18
            buf30 = empty_strided_cuda((25088, 96), (96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_15, x_16, x_17], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:16
            extern_kernels.addmm(primals_20, reinterpret_tensor(buf29, (25088, 24), (24, 1), 0), reinterpret_tensor(primals_19, (24, 96), (1, 24), 0), alpha=1, beta=1, out=buf30)
            del primals_20
            buf31 = empty_strided_cuda((8, 56, 56, 96), (301056, 5376, 96, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_17, x_18], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_6:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_6.run(buf30, buf31, 2408448, stream=stream0)
            buf32 = empty_strided_cuda((25088, 24), (24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_17, x_18, x_20], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(primals_22, reinterpret_tensor(buf31, (25088, 96), (96, 1), 0), reinterpret_tensor(primals_21, (96, 24), (1, 96), 0), alpha=1, beta=1, out=buf32)
            del primals_22
            buf34 = empty_strided_cuda((8, 56, 56, 24), (75264, 1, 1344, 56), torch.bfloat16)
            buf35 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 56), torch.float32)
            buf36 = empty_strided_cuda((8, 56, 56, 1), (3136, 1, 56, 25088), torch.float32)
            buf38 = reinterpret_tensor(buf36, (8, 56, 56, 1), (3136, 1, 56, 56), 0); del buf36  # reuse
            buf39 = empty_strided_cuda((8, 56, 56, 24), (75264, 1344, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_20, x_22, x_23, x_24, x_25, x_26], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_mul_native_layer_norm_permute_view_8:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_native_layer_norm_permute_view_8.run(buf38, buf22, primals_23, buf32, primals_24, primals_25, buf34, buf35, buf39, 25088, 24, stream=stream0)
            del primals_25
            # Topologically Sorted Source Nodes: [x_26, x_27, input_2], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:20
            buf40 = extern_kernels.convolution(reinterpret_tensor(buf39, (8, 24, 56, 56), (75264, 1, 1344, 24), 0), buf2, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf40, (8, 48, 28, 28), (37632, 1, 1344, 48), 'torch.ops.aten.convolution.default')
            buf41 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [x_26, x_27, input_2], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_native_layer_norm_permute_9:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_layer_norm_permute_9.run(buf41, primals_27, 301056, stream=stream0)
            del primals_27
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:22
            buf42 = extern_kernels.convolution(buf41, reinterpret_tensor(primals_28, (48, 1, 5, 5), (25, 1, 5, 1), 0), stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=48, bias=None)
            assert_size_stride(buf42, (8, 48, 28, 28), (37632, 1, 1344, 48), 'torch.ops.aten.convolution.default')
            buf43 = buf42; del buf42  # reuse
            buf44 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 28), torch.float32)
            buf47 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 28), torch.float32)
            buf48 = empty_strided_cuda((8, 28, 28, 48), (37632, 1344, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_28, x_29, x_30], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_convolution_native_layer_norm_permute_10:23
            stream0 = get_raw_stream(0)
            triton_per_fused_convolution_native_layer_norm_permute_10.run(buf43, primals_29, primals_30, primals_31, buf44, buf47, buf48, 6272, 48, stream=stream0)
            del primals_29
            del primals_31
            buf49 = empty_strided_cuda((6272, 192), (192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_29, x_30, x_31], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:24
            extern_kernels.addmm(primals_33, reinterpret_tensor(buf48, (6272, 48), (48, 1), 0), reinterpret_tensor(primals_32, (48, 192), (1, 48), 0), alpha=1, beta=1, out=buf49)
            del primals_33
            buf50 = empty_strided_cuda((8, 28, 28, 192), (150528, 5376, 192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_31, x_32], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf49, buf50, 1204224, stream=stream0)
            buf51 = empty_strided_cuda((6272, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_31, x_32, x_34], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(primals_35, reinterpret_tensor(buf50, (6272, 192), (192, 1), 0), reinterpret_tensor(primals_34, (192, 48), (1, 192), 0), alpha=1, beta=1, out=buf51)
            del primals_35
            buf52 = empty_strided_cuda((8, 48, 28, 28), (37632, 1, 1344, 48), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_34, x_36, x_37, x_38], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_12:27
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_12.run(buf41, primals_36, buf51, buf52, 301056, stream=stream0)
            # Topologically Sorted Source Nodes: [x_34, x_36, x_37, x_38, chunk, sp_1], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:28
            buf53 = extern_kernels.convolution(reinterpret_tensor(buf52, (8, 24, 28, 28), (37632, 1, 1344, 48), 0), reinterpret_tensor(primals_37, (24, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
            assert_size_stride(buf53, (8, 24, 28, 28), (18816, 1, 672, 24), 'torch.ops.aten.convolution.default')
            buf56 = empty_strided_cuda((8, 28, 28, 64), (50176, 1, 1792, 28), torch.float32)
            # Topologically Sorted Source Nodes: [cat_1], Original ATen: [aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_13:29
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_13.run(buf56, 14336, 28, stream=stream0)
            buf57 = empty_strided_cuda((8, 64, 28, 28), (50176, 1, 1792, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [pos, to_2], Original ATen: [aten.permute, aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_permute_14:30
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_permute_14.run(buf56, buf57, 512, 28, 28, stream=stream0)
            del buf56
            # Topologically Sorted Source Nodes: [pos_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:31
            buf58 = extern_kernels.convolution(buf57, reinterpret_tensor(primals_39, (48, 64, 1, 1), (64, 1, 64, 64), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf58, (8, 48, 28, 28), (37632, 1, 1344, 48), 'torch.ops.aten.convolution.default')
            buf59 = reinterpret_tensor(buf58, (8, 784, 48), (37632, 48, 1), 0); del buf58  # reuse
            buf60 = empty_strided_cuda((8, 784, 1), (784, 1, 1), torch.float32)
            buf61 = empty_strided_cuda((8, 784, 1), (784, 1, 6272), torch.float32)
            buf63 = reinterpret_tensor(buf61, (8, 784, 1), (784, 1, 1), 0); del buf61  # reuse
            buf64 = empty_strided_cuda((8, 784, 48), (37632, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_34, x_36, x_37, x_38, chunk, sp_1, x_39, reshape, x_40, pos_1, reshape_1, pos_encoding, x_41, layer_norm_5], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15:32
            stream0 = get_raw_stream(0)
            triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_15.run(buf59, buf63, buf53, primals_38, buf52, primals_40, primals_42, primals_43, buf60, buf64, 6272, 48, stream=stream0)
            del buf53
            del primals_38
            del primals_40
            del primals_43
            buf65 = empty_strided_cuda((6272, 144), (144, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [layer_norm_5, linear_6], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:33
            extern_kernels.addmm(primals_45, reinterpret_tensor(buf64, (6272, 48), (48, 1), 0), reinterpret_tensor(primals_44, (48, 144), (1, 48), 0), alpha=1, beta=1, out=buf65)
            del primals_45
            buf66 = empty_strided_cuda((8, 4, 12, 1, 7), (336, 12, 1, 2688, 48), torch.float32)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_red_fused_linalg_vector_norm_permute_unbind_view_16:34
            stream0 = get_raw_stream(0)
            triton_red_fused_linalg_vector_norm_permute_unbind_view_16.run(buf65, buf66, 2688, 112, stream=stream0)
            buf68 = empty_strided_cuda((8, 4, 12, 1), (48, 1, 4, 4), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_per_fused_linalg_vector_norm_permute_unbind_view_17:35
            stream0 = get_raw_stream(0)
            triton_per_fused_linalg_vector_norm_permute_unbind_view_17.run(buf66, buf68, 32, 12, 7, stream=stream0)
            buf69 = buf66; del buf66  # reuse
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize_1], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_red_fused_linalg_vector_norm_permute_unbind_view_18:36
            stream0 = get_raw_stream(0)
            triton_red_fused_linalg_vector_norm_permute_unbind_view_18.run(buf65, buf69, 2688, 112, stream=stream0)
            buf71 = empty_strided_cuda((8, 4, 12, 1), (48, 1, 4, 4), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize_1], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_per_fused_linalg_vector_norm_permute_unbind_view_17:37
            stream0 = get_raw_stream(0)
            triton_per_fused_linalg_vector_norm_permute_unbind_view_17.run(buf69, buf71, 32, 12, 7, stream=stream0)
            del buf69
            buf72 = empty_strided_cuda((8, 4, 12, 784), (37632, 9408, 784, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize, matmul], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19:38
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_19.run(buf65, buf68, buf72, 384, 784, stream=stream0)
            buf73 = empty_strided_cuda((8, 4, 784, 12), (37632, 9408, 12, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize_1, transpose, matmul], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20:39
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_20.run(buf65, buf71, buf73, 301056, stream=stream0)
            buf74 = empty_strided_cuda((32, 12, 12), (144, 12, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, normalize, normalize_1, transpose, matmul], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:40
            extern_kernels.bmm(reinterpret_tensor(buf72, (32, 12, 784), (9408, 784, 1), 0), reinterpret_tensor(buf73, (32, 784, 12), (9408, 12, 1), 0), out=buf74)
            buf77 = empty_strided_cuda((8, 4, 12, 12), (576, 144, 12, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [matmul, , attn_1], Original ATen: [aten.view, aten._to_copy, aten.scalar_tensor, aten.ge, aten.neg, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21:41
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_21.run(buf74, primals_46, buf77, 384, 12, stream=stream0)
            buf78 = empty_strided_cuda((8, 4, 12, 784), (37632, 9408, 784, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, x_42], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_unbind_view_22:42
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_unbind_view_22.run(buf65, buf78, 384, 784, stream=stream0)
            buf79 = empty_strided_cuda((32, 12, 784), (9408, 784, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_6, reshape_2, qkv, unbind, x_42], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:43
            extern_kernels.bmm(reinterpret_tensor(buf77, (32, 12, 12), (144, 12, 1), 0), reinterpret_tensor(buf78, (32, 12, 784), (9408, 784, 1), 0), out=buf79)
            buf80 = empty_strided_cuda((8, 784, 48), (37632, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_42, permute_14, x_43, x_44], Original ATen: [aten.view, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_view_23:44
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_23.run(buf79, buf80, 6272, 48, stream=stream0)
            buf81 = reinterpret_tensor(buf79, (6272, 48), (48, 1), 0); del buf79  # reuse
            # Topologically Sorted Source Nodes: [x_42, permute_14, x_43, x_44], Original ATen: [aten.view, aten.permute, aten.t, aten.clone, aten._unsafe_view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf80, (6272, 48), (48, 1), 0), reinterpret_tensor(primals_47, (48, 48), (1, 48), 0), out=buf81)
            buf82 = empty_strided_cuda((8, 784, 48), (37632, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_44, mul_7, x_46], Original ATen: [aten._unsafe_view, aten.add, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_mul_24:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_mul_24.run(buf59, primals_41, buf81, primals_48, buf82, 301056, stream=stream0)
            buf83 = empty_strided_cuda((8, 28, 28, 48), (37632, 1, 1344, 28), torch.bfloat16)
            buf84 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 28), torch.float32)
            buf85 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 6272), torch.float32)
            buf87 = reinterpret_tensor(buf85, (8, 28, 28, 1), (784, 1, 28, 28), 0); del buf85  # reuse
            buf88 = empty_strided_cuda((8, 28, 28, 48), (37632, 1344, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_44, mul_7, x_46, x_47, x_48], Original ATen: [aten._unsafe_view, aten.add, aten.mul, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25:47
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mul_native_layer_norm_view_25.run(buf87, buf82, primals_49, primals_50, buf83, buf84, buf88, 6272, 48, stream=stream0)
            del buf82
            del primals_50
            buf89 = empty_strided_cuda((6272, 192), (192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_48, x_49], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:48
            extern_kernels.addmm(primals_52, reinterpret_tensor(buf88, (6272, 48), (48, 1), 0), reinterpret_tensor(primals_51, (48, 192), (1, 48), 0), alpha=1, beta=1, out=buf89)
            del primals_52
            buf90 = empty_strided_cuda((8, 28, 28, 192), (150528, 5376, 192, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_49, x_50], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_11:49
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_11.run(buf89, buf90, 1204224, stream=stream0)
            buf91 = empty_strided_cuda((6272, 48), (48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_49, x_50, x_52], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(primals_54, reinterpret_tensor(buf90, (6272, 192), (192, 1), 0), reinterpret_tensor(primals_53, (192, 48), (1, 192), 0), alpha=1, beta=1, out=buf91)
            del primals_54
            buf92 = buf52; del buf52  # reuse
            buf93 = empty_strided_cuda((8, 28, 28, 48), (37632, 1, 1344, 28), torch.bfloat16)
            buf94 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 28), torch.float32)
            buf95 = empty_strided_cuda((8, 28, 28, 1), (784, 1, 28, 6272), torch.float32)
            buf97 = reinterpret_tensor(buf95, (8, 28, 28, 1), (784, 1, 28, 28), 0); del buf95  # reuse
            buf98 = empty_strided_cuda((8, 28, 28, 48), (37632, 1344, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_52, x_54, x_55, x_56, x_57, x_58], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_mul_native_layer_norm_permute_view_26:51
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mul_native_layer_norm_permute_view_26.run(buf92, buf97, primals_55, buf91, primals_56, primals_57, buf93, buf94, buf98, 6272, 48, stream=stream0)
            del buf92
            del primals_57
            # Topologically Sorted Source Nodes: [x_58, x_59, input_3], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:52
            buf99 = extern_kernels.convolution(reinterpret_tensor(buf98, (8, 48, 28, 28), (37632, 1, 1344, 48), 0), buf3, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf99, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf100 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [x_58, x_59, input_3], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_native_layer_norm_permute_27:53
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_layer_norm_permute_27.run(buf100, primals_59, 137984, stream=stream0)
            del primals_59
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:54
            buf101 = extern_kernels.convolution(buf100, reinterpret_tensor(primals_60, (88, 1, 7, 7), (49, 1, 7, 1), 0), stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf101, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf102 = buf101; del buf101  # reuse
            buf103 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf106 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf107 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_60, x_61, x_62], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_28:55
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_28.run(buf102, primals_61, primals_62, primals_63, buf103, buf106, buf107, 1568, 88, stream=stream0)
            del primals_61
            del primals_63
            buf108 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_61, x_62, x_63], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:56
            extern_kernels.addmm(primals_65, reinterpret_tensor(buf107, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_64, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf108)
            del primals_65
            buf109 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_63, x_64], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:57
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf108, buf109, 551936, stream=stream0)
            buf110 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_63, x_64, x_66], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:58
            extern_kernels.addmm(primals_67, reinterpret_tensor(buf109, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_66, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf110)
            del primals_67
            buf111 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_66, x_68, x_69, x_70], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_30:59
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_30.run(buf100, primals_68, buf110, buf111, 137984, stream=stream0)
            # Topologically Sorted Source Nodes: [x_71], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:60
            buf112 = extern_kernels.convolution(buf111, reinterpret_tensor(primals_69, (88, 1, 7, 7), (49, 1, 7, 1), 0), stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf112, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf113 = buf112; del buf112  # reuse
            buf114 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf117 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf118 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_71, x_72, x_73], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_28:61
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_28.run(buf113, primals_70, primals_71, primals_72, buf114, buf117, buf118, 1568, 88, stream=stream0)
            del primals_70
            del primals_72
            buf119 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_72, x_73, x_74], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:62
            extern_kernels.addmm(primals_74, reinterpret_tensor(buf118, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_73, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf119)
            del primals_74
            buf120 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_74, x_75], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:63
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf119, buf120, 551936, stream=stream0)
            buf121 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_74, x_75, x_77], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:64
            extern_kernels.addmm(primals_76, reinterpret_tensor(buf120, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_75, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf121)
            del primals_76
            buf122 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_77, x_79, x_80, x_81], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_30:65
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_30.run(buf111, primals_77, buf121, buf122, 137984, stream=stream0)
            # Topologically Sorted Source Nodes: [x_82], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:66
            buf123 = extern_kernels.convolution(buf122, reinterpret_tensor(primals_78, (88, 1, 7, 7), (49, 1, 7, 1), 0), stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf123, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf124 = buf123; del buf123  # reuse
            buf125 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf128 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf129 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_82, x_83, x_84], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_28:67
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_28.run(buf124, primals_79, primals_80, primals_81, buf125, buf128, buf129, 1568, 88, stream=stream0)
            del primals_79
            del primals_81
            buf130 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_83, x_84, x_85], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:68
            extern_kernels.addmm(primals_83, reinterpret_tensor(buf129, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_82, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf130)
            del primals_83
            buf131 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_85, x_86], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:69
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf130, buf131, 551936, stream=stream0)
            buf132 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_85, x_86, x_88], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:70
            extern_kernels.addmm(primals_85, reinterpret_tensor(buf131, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_84, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf132)
            del primals_85
            buf133 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_88, x_90, x_91, x_92], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_30:71
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_30.run(buf122, primals_86, buf132, buf133, 137984, stream=stream0)
            # Topologically Sorted Source Nodes: [x_93], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:72
            buf134 = extern_kernels.convolution(buf133, reinterpret_tensor(primals_87, (88, 1, 7, 7), (49, 1, 7, 1), 0), stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf134, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf135 = buf134; del buf134  # reuse
            buf136 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf139 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf140 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_93, x_94, x_95], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_28:73
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_28.run(buf135, primals_88, primals_89, primals_90, buf136, buf139, buf140, 1568, 88, stream=stream0)
            del primals_88
            del primals_90
            buf141 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_94, x_95, x_96], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:74
            extern_kernels.addmm(primals_92, reinterpret_tensor(buf140, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_91, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf141)
            del primals_92
            buf142 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_96, x_97], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:75
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf141, buf142, 551936, stream=stream0)
            buf143 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_96, x_97, x_99], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:76
            extern_kernels.addmm(primals_94, reinterpret_tensor(buf142, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_93, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf143)
            del primals_94
            buf144 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_99, x_101, x_102, x_103], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_30:77
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_30.run(buf133, primals_95, buf143, buf144, 137984, stream=stream0)
            # Topologically Sorted Source Nodes: [x_104], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:78
            buf145 = extern_kernels.convolution(buf144, reinterpret_tensor(primals_96, (88, 1, 7, 7), (49, 1, 7, 1), 0), stride=(1, 1), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=88, bias=None)
            assert_size_stride(buf145, (8, 88, 14, 14), (17248, 1, 1232, 88), 'torch.ops.aten.convolution.default')
            buf146 = buf145; del buf145  # reuse
            buf147 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf150 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf151 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_104, x_105, x_106], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_28:79
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_28.run(buf146, primals_97, primals_98, primals_99, buf147, buf150, buf151, 1568, 88, stream=stream0)
            del primals_97
            del primals_99
            buf152 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_105, x_106, x_107], Original ATen: [aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:80
            extern_kernels.addmm(primals_101, reinterpret_tensor(buf151, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_100, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf152)
            del primals_101
            buf153 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_107, x_108], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:81
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf152, buf153, 551936, stream=stream0)
            buf154 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_107, x_108, x_110], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:82
            extern_kernels.addmm(primals_103, reinterpret_tensor(buf153, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_102, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf154)
            del primals_103
            buf155 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_30:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_30.run(buf144, primals_104, buf154, buf155, 137984, stream=stream0)
            # Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114, chunk_1, sp_3], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:84
            buf156 = extern_kernels.convolution(reinterpret_tensor(buf155, (8, 30, 14, 14), (17248, 1, 1232, 88), 0), reinterpret_tensor(primals_105, (30, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=30, bias=None)
            assert_size_stride(buf156, (8, 30, 14, 14), (5880, 1, 420, 30), 'torch.ops.aten.convolution.default')
            buf157 = empty_strided_cuda((8, 30, 14, 14), (5880, 1, 420, 30), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114, chunk_1, sp_3, sp_4], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_convolution_mul_permute_split_view_31:85
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_mul_permute_split_view_31.run(buf156, primals_106, buf155, buf157, 47040, stream=stream0)
            # Topologically Sorted Source Nodes: [sp_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:86
            buf158 = extern_kernels.convolution(buf157, reinterpret_tensor(primals_107, (30, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=30, bias=None)
            assert_size_stride(buf158, (8, 30, 14, 14), (5880, 1, 420, 30), 'torch.ops.aten.convolution.default')
            buf159 = empty_strided_cuda((8, 88, 14, 14), (17248, 1, 1232, 88), torch.bfloat16)
            buf160 = empty_strided_cuda((8, 196, 1), (196, 1, 1), torch.float32)
            buf161 = empty_strided_cuda((8, 196, 1), (196, 1, 1568), torch.float32)
            buf163 = reinterpret_tensor(buf161, (8, 196, 1), (196, 1, 1), 0); del buf161  # reuse
            buf164 = empty_strided_cuda((8, 196, 88), (17280, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_110, x_112, x_113, x_114, chunk_1, sp_3, sp_5, x_115, reshape_5, x_116, layer_norm_13], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32:87
            stream0 = get_raw_stream(0)
            triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_32.run(buf163, buf156, primals_106, buf158, primals_108, buf155, primals_110, primals_111, buf159, buf160, buf164, 1568, 88, stream=stream0)
            del buf156
            del buf158
            del primals_106
            del primals_108
            del primals_111
            buf165 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [reshape_5, x_116, layer_norm_13, linear_20], Original ATen: [aten.view, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_permute_view_33:88
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_permute_view_33.run(buf164, buf165, 137984, stream=stream0)
            del buf164
            buf166 = empty_strided_cuda((1568, 264), (264, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:89
            extern_kernels.addmm(primals_113, buf165, reinterpret_tensor(primals_112, (88, 264), (1, 88), 0), alpha=1, beta=1, out=buf166)
            del primals_113
            buf167 = empty_strided_cuda((8, 4, 22, 1, 2), (176, 22, 1, 1408, 88), torch.float32)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_red_fused_linalg_vector_norm_permute_unbind_view_34:90
            stream0 = get_raw_stream(0)
            triton_red_fused_linalg_vector_norm_permute_unbind_view_34.run(buf166, buf167, 1408, 98, stream=stream0)
            buf169 = empty_strided_cuda((8, 4, 22, 1), (88, 1, 4, 4), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_per_fused_linalg_vector_norm_permute_unbind_view_35:91
            stream0 = get_raw_stream(0)
            triton_per_fused_linalg_vector_norm_permute_unbind_view_35.run(buf167, buf169, 32, 22, 2, stream=stream0)
            buf170 = buf167; del buf167  # reuse
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_3], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_red_fused_linalg_vector_norm_permute_unbind_view_36:92
            stream0 = get_raw_stream(0)
            triton_red_fused_linalg_vector_norm_permute_unbind_view_36.run(buf166, buf170, 1408, 98, stream=stream0)
            buf172 = empty_strided_cuda((8, 4, 22, 1), (88, 1, 4, 4), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_3], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm]
            # [Provenance debug handles] triton_per_fused_linalg_vector_norm_permute_unbind_view_35:93
            stream0 = get_raw_stream(0)
            triton_per_fused_linalg_vector_norm_permute_unbind_view_35.run(buf170, buf172, 32, 22, 2, stream=stream0)
            del buf170
            buf173 = empty_strided_cuda((8, 4, 22, 196), (17248, 4312, 196, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2, matmul_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37:94
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_min_clone_div_expand_permute_unbind_view_37.run(buf166, buf169, buf173, 704, 196, stream=stream0)
            buf174 = empty_strided_cuda((8, 4, 196, 22), (17248, 4312, 22, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_3, transpose_1, matmul_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38:95
            stream0 = get_raw_stream(0)
            triton_poi_fused_clamp_min_clone_div_expand_permute_transpose_unbind_view_38.run(buf166, buf172, buf174, 137984, stream=stream0)
            buf175 = empty_strided_cuda((32, 22, 22), (484, 22, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, normalize_2, normalize_3, transpose_1, matmul_2], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:96
            extern_kernels.bmm(reinterpret_tensor(buf173, (32, 22, 196), (4312, 196, 1), 0), reinterpret_tensor(buf174, (32, 196, 22), (4312, 22, 1), 0), out=buf175)
            buf178 = empty_strided_cuda((8, 4, 22, 22), (1936, 484, 22, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, matmul_2, attn_4], Original ATen: [aten.scalar_tensor, aten.neg, aten.view, aten._to_copy, aten.ge, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39:97
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_amax_ge_mul_neg_scalar_tensor_sub_view_where_39.run(buf175, primals_114, buf178, 704, 22, stream=stream0)
            buf179 = empty_strided_cuda((32, 24, 24), (576, 24, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_117, ], Original ATen: [aten.view, aten.bmm]
            # [Provenance debug handles] triton_poi_fused_bmm_view_40:98
            stream0 = get_raw_stream(0)
            triton_poi_fused_bmm_view_40.run(buf178, buf179, 18432, stream=stream0)
            buf180 = empty_strided_cuda((32, 24, 200), (24, 1, 768), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, x_117, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41:99
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_clone_permute_unbind_view_41.run(buf166, buf180, 153600, stream=stream0)
            buf181 = empty_strided_cuda((32, 24, 200), (4800, 200, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, x_117, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:100
            extern_kernels.bmm(buf179, buf180, out=buf181)
            del buf179
            del buf180
            buf182 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, x_117, permute_30, x_118, x_119], Original ATen: [aten.bmm, aten.view, aten.permute, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_permute_view_42:101
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_permute_view_42.run(buf181, buf182, 1568, 88, stream=stream0)
            del buf181
            buf183 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:102
            extern_kernels.mm(buf182, reinterpret_tensor(primals_115, (88, 88), (1, 88), 0), out=buf183)
            buf184 = empty_strided_cuda((8, 196, 88), (17248, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [reshape_5, x_116, x_119, mul_15, x_121], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_mul_permute_view_43:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_mul_permute_view_43.run(buf159, primals_109, buf183, primals_116, buf184, 137984, stream=stream0)
            buf185 = empty_strided_cuda((8, 14, 14, 88), (17248, 1, 1232, 14), torch.bfloat16)
            buf186 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf187 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 1568), torch.float32)
            buf189 = reinterpret_tensor(buf187, (8, 14, 14, 1), (196, 1, 14, 14), 0); del buf187  # reuse
            buf190 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [reshape_5, x_116, x_119, mul_15, x_121, x_122, x_123], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44:104
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_mul_native_layer_norm_permute_view_44.run(buf189, buf184, primals_117, primals_118, buf185, buf186, buf190, 1568, 88, stream=stream0)
            del buf184
            del primals_118
            buf191 = empty_strided_cuda((1568, 352), (352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_123, x_124], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:105
            extern_kernels.addmm(primals_120, reinterpret_tensor(buf190, (1568, 88), (88, 1), 0), reinterpret_tensor(primals_119, (88, 352), (1, 88), 0), alpha=1, beta=1, out=buf191)
            del primals_120
            buf192 = empty_strided_cuda((8, 14, 14, 352), (68992, 4928, 352, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_124, x_125], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_29:106
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_29.run(buf191, buf192, 551936, stream=stream0)
            buf193 = empty_strided_cuda((1568, 88), (88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_124, x_125, x_127], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:107
            extern_kernels.addmm(primals_122, reinterpret_tensor(buf192, (1568, 352), (352, 1), 0), reinterpret_tensor(primals_121, (352, 88), (1, 352), 0), alpha=1, beta=1, out=buf193)
            del primals_122
            buf195 = empty_strided_cuda((8, 14, 14, 88), (17248, 1, 1232, 14), torch.bfloat16)
            buf196 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 14), torch.float32)
            buf197 = empty_strided_cuda((8, 14, 14, 1), (196, 1, 14, 1568), torch.float32)
            buf199 = reinterpret_tensor(buf197, (8, 14, 14, 1), (196, 1, 14, 14), 0); del buf197  # reuse
            buf200 = empty_strided_cuda((8, 14, 14, 88), (17248, 1232, 88, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_127, x_129, x_130, x_131, x_132, x_133], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_mul_native_layer_norm_permute_view_45:108
            stream0 = get_raw_stream(0)
            triton_red_fused_add_mul_native_layer_norm_permute_view_45.run(buf199, buf155, primals_123, buf193, primals_124, primals_125, buf195, buf196, buf200, 1568, 88, stream=stream0)
            del primals_125
            # Topologically Sorted Source Nodes: [x_133, x_134, input_4], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:109
            buf201 = extern_kernels.convolution(reinterpret_tensor(buf200, (8, 88, 14, 14), (17248, 1, 1232, 88), 0), buf4, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf201, (8, 168, 7, 7), (8232, 1, 1176, 168), 'torch.ops.aten.convolution.default')
            buf202 = buf201; del buf201  # reuse
            # Topologically Sorted Source Nodes: [x_133, x_134, input_4], Original ATen: [aten.native_layer_norm, aten.permute, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_native_layer_norm_permute_46:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_native_layer_norm_permute_46.run(buf202, primals_127, 65856, stream=stream0)
            del primals_127
            # Topologically Sorted Source Nodes: [x_135], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:111
            buf203 = extern_kernels.convolution(buf202, reinterpret_tensor(primals_128, (168, 1, 9, 9), (81, 1, 9, 1), 0), stride=(1, 1), padding=(4, 4), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=168, bias=None)
            assert_size_stride(buf203, (8, 168, 7, 7), (8232, 1, 1176, 168), 'torch.ops.aten.convolution.default')
            buf204 = buf203; del buf203  # reuse
            buf205 = empty_strided_cuda((8, 7, 7, 1), (49, 1, 7, 7), torch.float32)
            buf208 = empty_strided_cuda((8, 7, 7, 1), (49, 1, 7, 7), torch.float32)
            buf209 = empty_strided_cuda((8, 7, 7, 168), (8512, 1216, 168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_135, x_136, x_137], Original ATen: [aten.convolution, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_convolution_native_layer_norm_permute_47:112
            stream0 = get_raw_stream(0)
            triton_red_fused_convolution_native_layer_norm_permute_47.run(buf204, primals_129, primals_130, primals_131, buf205, buf208, buf209, 392, 168, stream=stream0)
            del primals_129
            del primals_131
            buf210 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_136, x_137, x_138], Original ATen: [aten.permute, aten.native_layer_norm, aten.view]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_permute_view_48:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_permute_view_48.run(buf209, buf210, 65856, stream=stream0)
            buf211 = empty_strided_cuda((392, 672), (672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_138], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:114
            extern_kernels.addmm(primals_133, buf210, reinterpret_tensor(primals_132, (168, 672), (1, 168), 0), alpha=1, beta=1, out=buf211)
            del primals_133
            buf212 = empty_strided_cuda((8, 7, 7, 672), (33152, 4736, 672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_138, x_139], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_49:115
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_49.run(buf211, buf212, 263424, stream=stream0)
            buf213 = empty_strided_cuda((392, 672), (672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_138, x_139, x_141], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_50:116
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_50.run(buf212, buf213, 263424, stream=stream0)
            del buf212
            buf214 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:117
            extern_kernels.addmm(primals_135, buf213, reinterpret_tensor(primals_134, (672, 168), (1, 672), 0), alpha=1, beta=1, out=buf214)
            del primals_135
            buf215 = empty_strided_cuda((8, 168, 7, 7), (8232, 1, 1176, 168), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145], Original ATen: [aten.view, aten.mul, aten.permute, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_mul_permute_view_51:118
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_mul_permute_view_51.run(buf202, primals_136, buf214, buf215, 1344, 49, stream=stream0)
            # Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_7], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:119
            buf216 = extern_kernels.convolution(reinterpret_tensor(buf215, (8, 42, 7, 7), (8232, 1, 1176, 168), 0), reinterpret_tensor(primals_137, (42, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=42, bias=None)
            assert_size_stride(buf216, (8, 42, 7, 7), (2058, 1, 294, 42), 'torch.ops.aten.convolution.default')
            buf217 = empty_strided_cuda((8, 42, 7, 7), (2058, 1, 294, 42), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_7, sp_8], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_convolution_mul_permute_split_view_52:120
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_mul_permute_split_view_52.run(buf216, primals_138, buf215, buf217, 16464, stream=stream0)
            # Topologically Sorted Source Nodes: [sp_9], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:121
            buf218 = extern_kernels.convolution(buf217, reinterpret_tensor(primals_139, (42, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=42, bias=None)
            assert_size_stride(buf218, (8, 42, 7, 7), (2058, 1, 294, 42), 'torch.ops.aten.convolution.default')
            buf219 = empty_strided_cuda((8, 42, 7, 7), (2058, 1, 294, 42), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_9, sp_10], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution]
            # [Provenance debug handles] triton_poi_fused_add_convolution_mul_permute_split_view_53:122
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_mul_permute_split_view_53.run(buf218, primals_140, buf215, buf219, 16464, stream=stream0)
            # Topologically Sorted Source Nodes: [sp_11], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:123
            buf220 = extern_kernels.convolution(buf219, reinterpret_tensor(primals_141, (42, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=42, bias=None)
            assert_size_stride(buf220, (8, 42, 7, 7), (2058, 1, 294, 42), 'torch.ops.aten.convolution.default')
            buf221 = empty_strided_cuda((8, 168, 7, 7), (8232, 1, 1176, 168), torch.bfloat16)
            buf222 = empty_strided_cuda((8, 49, 1), (49, 1, 1), torch.float32)
            buf223 = empty_strided_cuda((8, 49, 1), (49, 1, 392), torch.float32)
            buf225 = reinterpret_tensor(buf223, (8, 49, 1), (49, 1, 1), 0); del buf223  # reuse
            buf226 = empty_strided_cuda((8, 49, 168), (8256, 168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_141, x_143, x_144, x_145, chunk_2, sp_7, sp_9, sp_11, x_146, reshape_9, x_147, layer_norm_17], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.split, aten.convolution, aten.cat, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54:124
            stream0 = get_raw_stream(0)
            triton_per_fused_add_cat_convolution_mul_native_layer_norm_permute_split_view_54.run(buf225, buf216, primals_138, buf218, primals_140, buf220, primals_142, buf215, primals_144, primals_145, buf221, buf222, buf226, 392, 168, stream=stream0)
            del buf216
            del buf218
            del buf220
            del primals_138
            del primals_140
            del primals_142
            del primals_145
            buf227 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [reshape_9, x_147, layer_norm_17, linear_26], Original ATen: [aten.view, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_permute_view_55:125
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_permute_view_55.run(buf226, buf227, 65856, stream=stream0)
            buf228 = empty_strided_cuda((392, 504), (504, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:126
            extern_kernels.addmm(primals_147, buf227, reinterpret_tensor(primals_146, (168, 504), (1, 168), 0), alpha=1, beta=1, out=buf228)
            del primals_147
            buf230 = empty_strided_cuda((8, 4, 42, 1), (168, 42, 1, 1), torch.bfloat16)
            buf265 = empty_strided_cuda((8, 4, 42, 49), (8448, 2112, 49, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_4, matmul_4], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.clone]
            # [Provenance debug handles] triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56:127
            stream0 = get_raw_stream(0)
            triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_unbind_view_56.run(buf228, buf230, buf265, 1344, 49, stream=stream0)
            buf232 = empty_strided_cuda((8, 4, 42, 1), (168, 42, 1, 1), torch.bfloat16)
            buf266 = empty_strided_cuda((8, 4, 49, 42), (8448, 2112, 42, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_5, transpose_2, matmul_4], Original ATen: [aten.view, aten.permute, aten.unbind, aten.linalg_vector_norm, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57:128
            stream0 = get_raw_stream(0)
            triton_per_fused_clamp_min_clone_div_expand_linalg_vector_norm_permute_transpose_unbind_view_57.run(buf228, buf232, buf266, 1344, 49, stream=stream0)
            buf233 = empty_strided_cuda((32, 48, 56), (48, 1, 1536), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_4, matmul_4, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58:129
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_unbind_view_58.run(buf228, buf230, buf233, 86016, stream=stream0)
            buf234 = empty_strided_cuda((32, 56, 48), (48, 1536, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_5, transpose_2, matmul_4, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59:130
            stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_bmm_clamp_min_clone_div_expand_permute_transpose_unbind_view_59.run(buf228, buf232, buf234, 86016, stream=stream0)
            buf235 = empty_strided_cuda((32, 48, 48), (2304, 48, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, normalize_4, normalize_5, transpose_2, matmul_4, ], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clamp_min, aten.expand, aten.div, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:131
            extern_kernels.bmm(buf233, buf234, out=buf235)
            del buf233
            del buf234
            buf238 = empty_strided_cuda((8, 4, 42, 42), (7168, 1792, 42, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [, matmul_4, attn_7], Original ATen: [aten.scalar_tensor, aten.neg, aten.bmm, aten.view, aten._to_copy, aten.ge, aten.where, aten.mul, aten.amax, aten.sub, aten._softmax]
            # [Provenance debug handles] triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60:132
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax__to_copy_amax_bmm_ge_mul_neg_scalar_tensor_sub_view_where_60.run(buf235, primals_148, buf238, 1344, 42, stream=stream0)
            buf239 = empty_strided_cuda((8, 4, 42, 49), (8448, 2112, 49, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, x_148], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_unbind_view_61:133
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_unbind_view_61.run(buf228, buf239, 1344, 49, stream=stream0)
            buf240 = empty_strided_cuda((32, 42, 49), (2058, 49, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_26, reshape_10, qkv_2, unbind_2, x_148], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:134
            extern_kernels.bmm(reinterpret_tensor(buf238, (32, 42, 42), (1792, 42, 1), 0), reinterpret_tensor(buf239, (32, 42, 49), (2112, 49, 1), 0), out=buf240)
            buf241 = buf226; del buf226  # reuse
            # Topologically Sorted Source Nodes: [x_148, permute_38, x_149, x_150], Original ATen: [aten.view, aten.permute, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_view_62:135
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_view_62.run(buf240, buf241, 392, 168, stream=stream0)
            buf242 = reinterpret_tensor(buf240, (392, 168), (168, 1), 0); del buf240  # reuse
            # Topologically Sorted Source Nodes: [x_148, permute_38, x_149, x_150], Original ATen: [aten.view, aten.permute, aten.clone, aten._unsafe_view]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_permute_view_55:136
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_permute_view_55.run(buf241, buf242, 65856, stream=stream0)
            buf243 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_150], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:137
            extern_kernels.mm(buf242, reinterpret_tensor(primals_149, (168, 168), (1, 168), 0), out=buf243)
            buf244 = buf241; del buf241  # reuse
            buf245 = empty_strided_cuda((8, 7, 7, 1), (49, 7, 1, 1), torch.float32)
            buf246 = empty_strided_cuda((8, 7, 7, 1), (49, 7, 1, 392), torch.float32)
            buf248 = reinterpret_tensor(buf246, (8, 7, 7, 1), (49, 7, 1, 1), 0); del buf246  # reuse
            buf249 = buf209; del buf209  # reuse
            # Topologically Sorted Source Nodes: [reshape_9, x_147, x_150, mul_19, x_152, x_153, x_154], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63:138
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_mul_native_layer_norm_permute_view_63.run(buf248, buf221, primals_143, buf243, primals_150, primals_151, primals_152, buf244, buf245, buf249, 392, 168, stream=stream0)
            del primals_152
            buf250 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [reshape_9, x_147, x_150, mul_19, x_152, x_153, x_154, x_155], Original ATen: [aten.view, aten.permute, aten._unsafe_view, aten.add, aten.mul, aten.native_layer_norm]
            # [Provenance debug handles] triton_poi_fused_native_layer_norm_permute_view_48:139
            stream0 = get_raw_stream(0)
            triton_poi_fused_native_layer_norm_permute_view_48.run(buf249, buf250, 65856, stream=stream0)
            del buf249
            buf251 = empty_strided_cuda((392, 672), (672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_155], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:140
            extern_kernels.addmm(primals_154, buf250, reinterpret_tensor(primals_153, (168, 672), (1, 168), 0), alpha=1, beta=1, out=buf251)
            del primals_154
            buf252 = empty_strided_cuda((8, 7, 7, 672), (33152, 4736, 672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_155, x_156], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_49:141
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_49.run(buf251, buf252, 263424, stream=stream0)
            buf253 = empty_strided_cuda((392, 672), (672, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_155, x_156, x_158], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_50:142
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_50.run(buf252, buf253, 263424, stream=stream0)
            del buf252
            buf254 = empty_strided_cuda((392, 168), (168, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:143
            extern_kernels.addmm(primals_156, buf253, reinterpret_tensor(primals_155, (672, 168), (1, 672), 0), alpha=1, beta=1, out=buf254)
            del primals_156
            buf256 = empty_strided_cuda((8, 168, 1, 1), (168, 1, 1, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_158, x_160, x_161, x_162, x_163], Original ATen: [aten.view, aten.mul, aten.permute, aten.add, aten.mean]
            # [Provenance debug handles] triton_per_fused_add_mean_mul_permute_view_64:144
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mean_mul_permute_view_64.run(buf215, primals_157, buf254, buf256, 1344, 49, stream=stream0)
            del buf215
            buf257 = empty_strided_cuda((8, 1, 1, 1), (1, 1, 1, 1), torch.float32)
            buf258 = empty_strided_cuda((8, 1, 1, 1), (1, 8, 8, 8), torch.float32)
            buf260 = reinterpret_tensor(buf258, (8, 1, 1, 1), (1, 1, 1, 1), 0); del buf258  # reuse
            buf261 = empty_strided_cuda((8, 1, 1, 168), (168, 1, 1344, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_163, x_164, x_165], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_as_strided_native_layer_norm_permute_65:145
            stream0 = get_raw_stream(0)
            triton_per_fused_as_strided_native_layer_norm_permute_65.run(buf260, buf256, primals_158, primals_159, buf257, buf261, 8, 168, stream=stream0)
            del primals_159
            buf262 = empty_strided_cuda((168, 104), (1, 168), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_169, ], Original ATen: [aten.t, aten.addmm]
            # [Provenance debug handles] triton_poi_fused_addmm_t_66:146
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_t_66.run(primals_160, buf262, 17472, stream=stream0)
            buf263 = empty_strided_cuda((104, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.addmm]
            # [Provenance debug handles] triton_poi_fused_addmm_67:147
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_67.run(primals_161, buf263, 104, stream=stream0)
            del primals_161
            buf264 = empty_strided_cuda((8, 104), (104, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_163, x_164, x_165, x_166, x_167, x_169, ], Original ATen: [aten.as_strided, aten.permute, aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:148
            extern_kernels.addmm(buf263, reinterpret_tensor(buf261, (8, 168), (168, 1), 0), buf262, alpha=1, beta=1, out=buf264)
            del buf262
            del buf263
            buf267 = empty_strided_cuda((8, 4, 22, 196), (17408, 4352, 196, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [linear_20, reshape_6, qkv_1, unbind_1, x_117], Original ATen: [aten.view, aten.permute, aten.unbind, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_permute_unbind_view_68:149
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_permute_unbind_view_68.run(buf166, buf267, 704, 196, stream=stream0)
        return (reinterpret_tensor(buf264, (8, 100), (104, 1), 0), buf0, buf1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_15, primals_17, primals_19, primals_21, primals_23, primals_24, buf2, primals_28, primals_30, primals_32, primals_34, primals_36, primals_37, primals_39, primals_41, primals_42, primals_44, primals_46, primals_47, primals_48, primals_49, primals_51, primals_53, primals_55, primals_56, buf3, primals_60, primals_62, primals_64, primals_66, primals_68, primals_69, primals_71, primals_73, primals_75, primals_77, primals_78, primals_80, primals_82, primals_84, primals_86, primals_87, primals_89, primals_91, primals_93, primals_95, primals_96, primals_98, primals_100, primals_102, primals_104, primals_105, primals_107, primals_109, primals_110, primals_112, primals_114, primals_115, primals_116, primals_117, primals_119, primals_121, primals_123, primals_124, buf4, primals_128, primals_130, primals_132, primals_134, primals_136, primals_137, primals_139, primals_141, primals_143, primals_144, primals_146, primals_148, primals_149, primals_150, primals_151, primals_153, primals_155, primals_157, primals_158, primals_160, buf6, buf7, buf10, reinterpret_tensor(buf11, (8, 24, 56, 56), (75264, 1, 1344, 24), 0), buf13, buf14, buf17, reinterpret_tensor(buf18, (25088, 24), (24, 1), 0), buf19, reinterpret_tensor(buf20, (25088, 96), (96, 1), 0), buf21, buf22, buf24, buf25, buf28, reinterpret_tensor(buf29, (25088, 24), (24, 1), 0), buf30, reinterpret_tensor(buf31, (25088, 96), (96, 1), 0), buf32, buf34, buf35, buf38, reinterpret_tensor(buf39, (8, 24, 56, 56), (75264, 1, 1344, 24), 0), buf41, buf43, buf44, buf47, reinterpret_tensor(buf48, (6272, 48), (48, 1), 0), buf49, reinterpret_tensor(buf50, (6272, 192), (192, 1), 0), buf51, buf57, buf59, buf60, buf63, reinterpret_tensor(buf64, (6272, 48), (48, 1), 0), reinterpret_tensor(buf65, (8, 4, 12, 784), (112896, 12, 1, 144), 0), reinterpret_tensor(buf65, (8, 4, 12, 784), (112896, 12, 1, 144), 48), buf68, buf71, buf74, buf77, reinterpret_tensor(buf80, (6272, 48), (48, 1), 0), buf81, buf83, buf84, buf87, reinterpret_tensor(buf88, (6272, 48), (48, 1), 0), buf89, reinterpret_tensor(buf90, (6272, 192), (192, 1), 0), buf91, buf93, buf94, buf97, reinterpret_tensor(buf98, (8, 48, 28, 28), (37632, 1, 1344, 48), 0), buf100, buf102, buf103, buf106, reinterpret_tensor(buf107, (1568, 88), (88, 1), 0), buf108, reinterpret_tensor(buf109, (1568, 352), (352, 1), 0), buf110, buf111, buf113, buf114, buf117, reinterpret_tensor(buf118, (1568, 88), (88, 1), 0), buf119, reinterpret_tensor(buf120, (1568, 352), (352, 1), 0), buf121, buf122, buf124, buf125, buf128, reinterpret_tensor(buf129, (1568, 88), (88, 1), 0), buf130, reinterpret_tensor(buf131, (1568, 352), (352, 1), 0), buf132, buf133, buf135, buf136, buf139, reinterpret_tensor(buf140, (1568, 88), (88, 1), 0), buf141, reinterpret_tensor(buf142, (1568, 352), (352, 1), 0), buf143, buf144, buf146, buf147, buf150, reinterpret_tensor(buf151, (1568, 88), (88, 1), 0), buf152, reinterpret_tensor(buf153, (1568, 352), (352, 1), 0), buf154, reinterpret_tensor(buf155, (8, 30, 14, 14), (17248, 1, 1232, 88), 0), buf157, buf159, buf160, buf163, buf165, reinterpret_tensor(buf166, (8, 4, 22, 196), (51744, 22, 1, 264), 0), reinterpret_tensor(buf166, (8, 4, 22, 196), (51744, 22, 1, 264), 88), buf169, buf172, buf175, buf178, buf182, buf183, buf185, buf186, buf189, reinterpret_tensor(buf190, (1568, 88), (88, 1), 0), buf191, reinterpret_tensor(buf192, (1568, 352), (352, 1), 0), buf193, buf195, buf196, buf199, reinterpret_tensor(buf200, (8, 88, 14, 14), (17248, 1, 1232, 88), 0), buf202, buf204, buf205, buf208, buf210, buf211, buf213, buf214, buf217, buf219, buf221, buf222, buf225, buf227, reinterpret_tensor(buf228, (8, 4, 42, 49), (24696, 42, 1, 504), 0), reinterpret_tensor(buf228, (8, 4, 42, 49), (24696, 42, 1, 504), 168), buf230, buf232, buf235, buf238, buf242, buf243, reinterpret_tensor(buf244, (8, 7, 7, 168), (8256, 1176, 168, 1), 0), buf245, buf248, buf250, buf251, buf253, buf254, reinterpret_tensor(buf256, (8, 1, 1, 168), (168, 168, 168, 1), 0), buf257, buf260, reinterpret_tensor(buf261, (8, 168), (168, 1), 0), reinterpret_tensor(buf239, (32, 49, 42), (2112, 1, 49), 0), reinterpret_tensor(buf265, (32, 49, 42), (2112, 1, 49), 0), reinterpret_tensor(buf266, (32, 42, 49), (2112, 1, 42), 0), reinterpret_tensor(buf267, (32, 196, 22), (4352, 1, 196), 0), reinterpret_tensor(buf173, (32, 196, 22), (4312, 1, 196), 0), reinterpret_tensor(buf174, (32, 22, 196), (4312, 1, 22), 0), reinterpret_tensor(buf78, (32, 784, 12), (9408, 1, 784), 0), reinterpret_tensor(buf72, (32, 784, 12), (9408, 1, 784), 0), reinterpret_tensor(buf73, (32, 12, 784), (9408, 1, 12), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((24, 3, 4, 4), (48, 16, 4, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_2 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_3 = rand_strided((8, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_4 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_5 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_6 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_7 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_8 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_9 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_10 = rand_strided((96, 24), (24, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_11 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_12 = rand_strided((24, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_13 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_14 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_15 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_16 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_17 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_18 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_19 = rand_strided((96, 24), (24, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_20 = rand_strided((96, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_21 = rand_strided((24, 96), (96, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_22 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_23 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_24 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_25 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_26 = rand_strided((48, 24, 2, 2), (96, 4, 2, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_27 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_28 = rand_strided((48, 1, 5, 5), (25, 25, 5, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_29 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_30 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_31 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_32 = rand_strided((192, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_33 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_34 = rand_strided((48, 192), (192, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_35 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_36 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_37 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_38 = rand_strided((24, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_39 = rand_strided((48, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_40 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_41 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_42 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_43 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_44 = rand_strided((144, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_45 = rand_strided((144, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_46 = rand_strided((4, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_47 = rand_strided((48, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_48 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_49 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_50 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_51 = rand_strided((192, 48), (48, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_52 = rand_strided((192, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_53 = rand_strided((48, 192), (192, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_54 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_55 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_56 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_57 = rand_strided((48, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_58 = rand_strided((88, 48, 2, 2), (192, 4, 2, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_59 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_60 = rand_strided((88, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_61 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_62 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_63 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_64 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_65 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_66 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_67 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_68 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_69 = rand_strided((88, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_70 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_71 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_72 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_73 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_74 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_75 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_76 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_77 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_78 = rand_strided((88, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_79 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_80 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_81 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_82 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_83 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_84 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_85 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_86 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_87 = rand_strided((88, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_88 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_89 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_90 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_91 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_92 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_93 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_94 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_95 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_96 = rand_strided((88, 1, 7, 7), (49, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_97 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_98 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_99 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_100 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_101 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_102 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_103 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_104 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_105 = rand_strided((30, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_106 = rand_strided((30, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_107 = rand_strided((30, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_108 = rand_strided((30, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_109 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_110 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_111 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_112 = rand_strided((264, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_113 = rand_strided((264, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_114 = rand_strided((4, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_115 = rand_strided((88, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_116 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_117 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_118 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_119 = rand_strided((352, 88), (88, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_120 = rand_strided((352, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_121 = rand_strided((88, 352), (352, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_122 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_123 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_124 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_125 = rand_strided((88, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_126 = rand_strided((168, 88, 2, 2), (352, 4, 2, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_127 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_128 = rand_strided((168, 1, 9, 9), (81, 81, 9, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_129 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_130 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_131 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_132 = rand_strided((672, 168), (168, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_133 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_134 = rand_strided((168, 672), (672, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_135 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_136 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_137 = rand_strided((42, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_138 = rand_strided((42, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_139 = rand_strided((42, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_140 = rand_strided((42, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_141 = rand_strided((42, 1, 3, 3), (9, 9, 3, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_142 = rand_strided((42, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_143 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_144 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_145 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_146 = rand_strided((504, 168), (168, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_147 = rand_strided((504, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_148 = rand_strided((4, 1, 1), (1, 1, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_149 = rand_strided((168, 168), (168, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_150 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_151 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_152 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_153 = rand_strided((672, 168), (168, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_154 = rand_strided((672, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_155 = rand_strided((168, 672), (672, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_156 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_157 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_158 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_159 = rand_strided((168, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    primals_160 = rand_strided((100, 168), (168, 1), device='cuda:0', dtype=torch.bfloat16)
    primals_161 = rand_strided((100, ), (1, ), device='cuda:0', dtype=torch.bfloat16)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
