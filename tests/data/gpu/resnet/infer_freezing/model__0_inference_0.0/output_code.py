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
_frozen_param61 = None  # device(type='cuda', index=0) torch.float32 (100,) (1,) 7f928b2c3a20
_frozen_param260 = None  # device(type='cuda', index=0) torch.float32 (64, 3, 7, 7) (147, 1, 21, 3) 7f9050353200
_frozen_param300 = None  # device(type='cuda', index=0) torch.float32 (64,) (1,) 7f90503a0230
_frozen_param262 = None  # device(type='cuda', index=0) torch.float32 (64, 64, 3, 3) (576, 1, 192, 64) 7f9050353480
_frozen_param301 = None  # device(type='cuda', index=0) torch.float32 (64,) (1,) 7f90503a0410
_frozen_param264 = None  # device(type='cuda', index=0) torch.float32 (64, 64, 3, 3) (576, 1, 192, 64) 7f9050353570
_frozen_param302 = None  # device(type='cuda', index=0) torch.float32 (64,) (1,) 7f90503a02d0
_frozen_param266 = None  # device(type='cuda', index=0) torch.float32 (64, 64, 3, 3) (576, 1, 192, 64) 7f9050353750
_frozen_param303 = None  # device(type='cuda', index=0) torch.float32 (64,) (1,) 7f90503a03c0
_frozen_param268 = None  # device(type='cuda', index=0) torch.float32 (64, 64, 3, 3) (576, 1, 192, 64) 7f90503537f0
_frozen_param304 = None  # device(type='cuda', index=0) torch.float32 (64,) (1,) 7f90503a0460
_frozen_param270 = None  # device(type='cuda', index=0) torch.float32 (128, 64, 3, 3) (576, 1, 192, 64) 7f9050353ac0
_frozen_param305 = None  # device(type='cuda', index=0) torch.float32 (128,) (1,) 7f90503a04b0
_frozen_param272 = None  # device(type='cuda', index=0) torch.float32 (128, 128, 3, 3) (1152, 1, 384, 128) 7f9050353840
_frozen_param306 = None  # device(type='cuda', index=0) torch.float32 (128,) (1,) 7f90503a0500
_frozen_param274 = None  # device(type='cuda', index=0) torch.float32 (128, 64, 1, 1) (64, 1, 1, 1) 7f9050353a20
_frozen_param307 = None  # device(type='cuda', index=0) torch.float32 (128,) (1,) 7f90503a0550
_frozen_param276 = None  # device(type='cuda', index=0) torch.float32 (128, 128, 3, 3) (1152, 1, 384, 128) 7f9050353930
_frozen_param308 = None  # device(type='cuda', index=0) torch.float32 (128,) (1,) 7f90503a05a0
_frozen_param278 = None  # device(type='cuda', index=0) torch.float32 (128, 128, 3, 3) (1152, 1, 384, 128) 7f9050353b10
_frozen_param309 = None  # device(type='cuda', index=0) torch.float32 (128,) (1,) 7f90503a05f0
_frozen_param280 = None  # device(type='cuda', index=0) torch.float32 (256, 128, 3, 3) (1152, 1, 384, 128) 7f9050353bb0
_frozen_param310 = None  # device(type='cuda', index=0) torch.float32 (256,) (1,) 7f90503a0640
_frozen_param282 = None  # device(type='cuda', index=0) torch.float32 (256, 256, 3, 3) (2304, 1, 768, 256) 7f9050353e30
_frozen_param311 = None  # device(type='cuda', index=0) torch.float32 (256,) (1,) 7f90503a0690
_frozen_param284 = None  # device(type='cuda', index=0) torch.float32 (256, 128, 1, 1) (128, 1, 1, 1) 7f9050353d40
_frozen_param312 = None  # device(type='cuda', index=0) torch.float32 (256,) (1,) 7f90503a06e0
_frozen_param286 = None  # device(type='cuda', index=0) torch.float32 (256, 256, 3, 3) (2304, 1, 768, 256) 7f9050353c50
_frozen_param313 = None  # device(type='cuda', index=0) torch.float32 (256,) (1,) 7f90503a0730
_frozen_param288 = None  # device(type='cuda', index=0) torch.float32 (256, 256, 3, 3) (2304, 1, 768, 256) 7f9050353d90
_frozen_param314 = None  # device(type='cuda', index=0) torch.float32 (256,) (1,) 7f90503a0780
_frozen_param290 = None  # device(type='cuda', index=0) torch.float32 (512, 256, 3, 3) (2304, 1, 768, 256) 7f9050353ca0
_frozen_param315 = None  # device(type='cuda', index=0) torch.float32 (512,) (1,) 7f90503a07d0
_frozen_param292 = None  # device(type='cuda', index=0) torch.float32 (512, 512, 3, 3) (4608, 1, 1536, 512) 7f9050353ed0
_frozen_param316 = None  # device(type='cuda', index=0) torch.float32 (512,) (1,) 7f90503a0820
_frozen_param294 = None  # device(type='cuda', index=0) torch.float32 (512, 256, 1, 1) (256, 1, 1, 1) 7f9050353de0
_frozen_param317 = None  # device(type='cuda', index=0) torch.float32 (512,) (1,) 7f90503a0870
_frozen_param296 = None  # device(type='cuda', index=0) torch.float32 (512, 512, 3, 3) (4608, 1, 1536, 512) 7f9050353fc0
_frozen_param318 = None  # device(type='cuda', index=0) torch.float32 (512,) (1,) 7f90503a08c0
_frozen_param298 = None  # device(type='cuda', index=0) torch.float32 (512, 512, 3, 3) (4608, 1, 1536, 512) 7f90503700a0
_frozen_param319 = None  # device(type='cuda', index=0) torch.float32 (512,) (1,) 7f90503a0910
_frozen_param199 = None  # device(type='cuda', index=0) torch.float32 (512, 100) (1, 512) 7f905046d720


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/a7/ca755gxkiur5uelnibqfi2hxmxfgbm443wfgx2doypgby3hpodmw.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   x => convolution_default_79
# Graph fragment:
#   %arg102_1 : Tensor "f32[8, 3, 64, 64][12288, 4096, 64, 1]cuda:0" = PlaceHolder[target=arg102_1]
#   %convolution_default_79 : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg102_1, %mul_tensor_78, %add_tensor_19, [2, 2], [3, 3], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %buf0
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 4096}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 786432, 'x': 393216}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 24
    xnumel = 4096
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = tl.full([XBLOCK], True, tl.int1)[None, :]
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 4096*y3), ymask, eviction_policy='evict_last')
    tl.store(out_ptr0 + (y0 + 3*x2 + 12288*y1), tmp0, ymask)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/rm/crmhezrrytvyulptvh32ec34nemtyfqvipjdjo5ucgqkqiqsiwxp.py
# Topologically Sorted Source Nodes: [x, x_2], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   x => convolution_default_79
#   x_2 => relu
# Graph fragment:
#   %buf1 : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0" = PlaceHolder[target=buf1]
#   %_frozen_param300 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=_frozen_param300]
#   %convolution_default_79 : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg102_1, %mul_tensor_78, %add_tensor_19, [2, 2], [3, 3], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_79,), kwargs = {})
#   return %relu
triton_poi_fused_convolution_relu_1 = async_compile.triton('triton_poi_fused_convolution_relu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291712}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/db/cdb4rplqdsedyk4fzaxuqkjque5ktzhfdfhsioohuiphw7pyglca.py
# Topologically Sorted Source Nodes: [x, x_2, x_3], Original ATen: [aten.convolution, aten.relu, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   x => convolution_default_79
#   x_2 => relu
#   x_3 => _low_memory_max_pool_with_offsets
# Graph fragment:
#   %relu : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0" = PlaceHolder[target=relu]
#   %convolution_default_79 : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%arg102_1, %mul_tensor_78, %add_tensor_19, [2, 2], [3, 3], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu : Tensor "f32[8, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_79,), kwargs = {})
#   %_low_memory_max_pool_with_offsets : [num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%relu, [3, 3], [2, 2], [1, 1], [1, 1], False), kwargs = {})
#   return %getitem
triton_poi_fused_convolution_max_pool2d_with_indices_relu_2 = async_compile.triton('triton_poi_fused_convolution_max_pool2d_with_indices_relu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_max_pool2d_with_indices_relu_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5767168}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_max_pool2d_with_indices_relu_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = ((xindex // 1024) % 16)
    x1 = ((xindex // 64) % 16)
    x0 = (xindex % 64)
    x5 = xindex // 1024
    x6 = xindex
    tmp0 = (-1) + 2*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-2112) + x0 + 128*x1 + 4096*x5), tmp10, other=float("-inf"))
    tmp12 = 2*x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-2048) + x0 + 128*x1 + 4096*x5), tmp16, other=float("-inf"))
    tmp18 = triton_helpers.maximum(tmp11, tmp17)
    tmp19 = 1 + 2*x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-1984) + x0 + 128*x1 + 4096*x5), tmp23, other=float("-inf"))
    tmp25 = triton_helpers.maximum(tmp18, tmp24)
    tmp26 = 2*x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128*x1 + 4096*x5), tmp30, other=float("-inf"))
    tmp32 = triton_helpers.maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128*x1 + 4096*x5), tmp33, other=float("-inf"))
    tmp35 = triton_helpers.maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128*x1 + 4096*x5), tmp36, other=float("-inf"))
    tmp38 = triton_helpers.maximum(tmp35, tmp37)
    tmp39 = 1 + 2*x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (1984 + x0 + 128*x1 + 4096*x5), tmp43, other=float("-inf"))
    tmp45 = triton_helpers.maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (2048 + x0 + 128*x1 + 4096*x5), tmp46, other=float("-inf"))
    tmp48 = triton_helpers.maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (2112 + x0 + 128*x1 + 4096*x5), tmp49, other=float("-inf"))
    tmp51 = triton_helpers.maximum(tmp48, tmp50)
    tl.store(out_ptr0 + (x6), tmp51, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/7t/c7twisvghwpbgxkqtdq737zt73tjpbvtplabmzmldsx7cpbjrjfx.py
# Topologically Sorted Source Nodes: [x_4, x_6], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   x_4 => convolution_default_78
#   x_6 => relu_1
# Graph fragment:
#   %buf4 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=buf4]
#   %_frozen_param301 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=_frozen_param301]
#   %convolution_default_78 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem, %mul_tensor_76, %add_tensor_18, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_78,), kwargs = {})
#   return %relu_1
triton_poi_fused_convolution_relu_3 = async_compile.triton('triton_poi_fused_convolution_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1573120}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/fa/cfac7gdss5lxaix65dq4apkxaj7yewyxhdni32zzoxfhpijnasny.py
# Topologically Sorted Source Nodes: [x_4, x_6, x_7, x_9, x_10], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   x_10 => relu_2
#   x_4 => convolution_default_78
#   x_6 => relu_1
#   x_7 => convolution_default_77
#   x_9 => add_6
# Graph fragment:
#   %buf6 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=buf6]
#   %_frozen_param302 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=_frozen_param302]
#   %getitem : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem]
#   %convolution_default_78 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%getitem, %mul_tensor_76, %add_tensor_18, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_1 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_78,), kwargs = {})
#   %convolution_default_77 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_1, %mul_tensor_74, %add_tensor_17, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_6 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_77, %getitem), kwargs = {})
#   %relu_2 : Tensor "f32[8, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_6,), kwargs = {})
#   return %relu_2
triton_poi_fused_add_convolution_relu_4 = async_compile.triton('triton_poi_fused_add_convolution_relu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2097408}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_4(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0, tl.int32)
    tmp6 = triton_helpers.maximum(tmp5, tmp4)
    tl.store(in_out_ptr0 + (x2), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/r6/cr6b6k73nqkdmur6swfy5htzb7aptijylt2xu4hfpds3ih73xw6r.py
# Topologically Sorted Source Nodes: [x_18, x_20], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   x_18 => convolution_default_74
#   x_20 => relu_5
# Graph fragment:
#   %buf12 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=buf12]
#   %_frozen_param305 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=_frozen_param305]
#   %convolution_default_74 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_4, %mul_tensor_68, %add_tensor_14, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_5 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_74,), kwargs = {})
#   return %relu_5
triton_poi_fused_convolution_relu_5 = async_compile.triton('triton_poi_fused_convolution_relu_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 786944}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/mo/cmowlyv3wzsqp4tzfuyohuwlad5npvzmwwmn5vlotqlifqlzwybz.py
# Topologically Sorted Source Nodes: [x_18, x_20, x_21, input_1, x_23, x_24], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   input_1 => convolution_default_72
#   x_18 => convolution_default_74
#   x_20 => relu_5
#   x_21 => convolution_default_73
#   x_23 => add_18
#   x_24 => relu_6
# Graph fragment:
#   %buf14 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=buf14]
#   %_frozen_param306 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=_frozen_param306]
#   %buf15 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=buf15]
#   %_frozen_param307 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=_frozen_param307]
#   %convolution_default_74 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_4, %mul_tensor_68, %add_tensor_14, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_5 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_74,), kwargs = {})
#   %convolution_default_73 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_5, %mul_tensor_66, %add_tensor_13, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convolution_default_72 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_4, %mul_tensor_64, %add_tensor_12, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_18 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_73, %convolution_default_72), kwargs = {})
#   %relu_6 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_18,), kwargs = {})
#   return %relu_6
triton_poi_fused_add_convolution_relu_6 = async_compile.triton('triton_poi_fused_add_convolution_relu_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1049600}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.full([1], 0, tl.int32)
    tmp8 = triton_helpers.maximum(tmp7, tmp6)
    tl.store(in_out_ptr0 + (x2), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/gx/cgxlwlweep7g3p6zsydbcxzvk2fkc2cym56dujs5huiiuym64ley.py
# Topologically Sorted Source Nodes: [x_25, x_27, x_28, x_30, x_31], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   x_25 => convolution_default_71
#   x_27 => relu_7
#   x_28 => convolution_default_70
#   x_30 => add_23
#   x_31 => relu_8
# Graph fragment:
#   %buf19 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=buf19]
#   %_frozen_param309 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=_frozen_param309]
#   %relu_6 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %convolution_default_71 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_6, %mul_tensor_62, %add_tensor_11, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_7 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_71,), kwargs = {})
#   %convolution_default_70 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_7, %mul_tensor_60, %add_tensor_10, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_23 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_70, %relu_6), kwargs = {})
#   %relu_8 : Tensor "f32[8, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_23,), kwargs = {})
#   return %relu_8
triton_poi_fused_add_convolution_relu_7 = async_compile.triton('triton_poi_fused_add_convolution_relu_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1049088}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_7(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0, tl.int32)
    tmp6 = triton_helpers.maximum(tmp5, tmp4)
    tl.store(in_out_ptr0 + (x2), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/gm/cgmwnpykeqtvpgjv3by72lqeb6crmrqpepc6vtri4bdwwlra7ggf.py
# Topologically Sorted Source Nodes: [x_32, x_34], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   x_32 => convolution_default_69
#   x_34 => relu_9
# Graph fragment:
#   %buf21 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=buf21]
#   %_frozen_param310 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=_frozen_param310]
#   %convolution_default_69 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_8, %mul_tensor_58, %add_tensor_9, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_9 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_69,), kwargs = {})
#   return %relu_9
triton_poi_fused_convolution_relu_8 = async_compile.triton('triton_poi_fused_convolution_relu_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 394240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_8(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/pm/cpm4rtssp3sqrzs4v4bymolgatiup6d74hrikeuiixpzt3nvlwfn.py
# Topologically Sorted Source Nodes: [x_32, x_34, x_35, input_3, x_37, x_38], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   input_3 => convolution_default_67
#   x_32 => convolution_default_69
#   x_34 => relu_9
#   x_35 => convolution_default_68
#   x_37 => add_30
#   x_38 => relu_10
# Graph fragment:
#   %buf23 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=buf23]
#   %_frozen_param311 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=_frozen_param311]
#   %buf24 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=buf24]
#   %_frozen_param312 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=_frozen_param312]
#   %convolution_default_69 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_8, %mul_tensor_58, %add_tensor_9, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_9 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_69,), kwargs = {})
#   %convolution_default_68 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_9, %mul_tensor_56, %add_tensor_8, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convolution_default_67 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_8, %mul_tensor_54, %add_tensor_7, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_30 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_68, %convolution_default_67), kwargs = {})
#   %relu_10 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_30,), kwargs = {})
#   return %relu_10
triton_poi_fused_add_convolution_relu_9 = async_compile.triton('triton_poi_fused_add_convolution_relu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 526336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.full([1], 0, tl.int32)
    tmp8 = triton_helpers.maximum(tmp7, tmp6)
    tl.store(in_out_ptr0 + (x2), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/gm/cgmz56o53lgplf3ffbp7fucyrtayzhhnh66t4z77ixsfkfddy5rd.py
# Topologically Sorted Source Nodes: [x_39, x_41, x_42, x_44, x_45], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   x_39 => convolution_default_66
#   x_41 => relu_11
#   x_42 => convolution_default_65
#   x_44 => add_35
#   x_45 => relu_12
# Graph fragment:
#   %buf28 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=buf28]
#   %_frozen_param314 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=_frozen_param314]
#   %relu_10 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %convolution_default_66 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_10, %mul_tensor_52, %add_tensor_6, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_11 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_66,), kwargs = {})
#   %convolution_default_65 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_11, %mul_tensor_50, %add_tensor_5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_35 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_65, %relu_10), kwargs = {})
#   %relu_12 : Tensor "f32[8, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_35,), kwargs = {})
#   return %relu_12
triton_poi_fused_add_convolution_relu_10 = async_compile.triton('triton_poi_fused_add_convolution_relu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 525312}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_10(in_out_ptr0, in_ptr0, in_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0, tl.int32)
    tmp6 = triton_helpers.maximum(tmp5, tmp4)
    tl.store(in_out_ptr0 + (x2), tmp6, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/mp/cmp2ajnz7hyuddz3lvt5xe27u46532tiuj23n4t5yckbdbr4ojji.py
# Topologically Sorted Source Nodes: [x_46, x_48], Original ATen: [aten.convolution, aten.relu]
# Source node to ATen node mapping:
#   x_46 => convolution_default_64
#   x_48 => relu_13
# Graph fragment:
#   %buf30 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=buf30]
#   %_frozen_param315 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=_frozen_param315]
#   %convolution_default_64 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_12, %mul_tensor_48, %add_tensor_4, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_13 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_64,), kwargs = {})
#   return %relu_13
triton_poi_fused_convolution_relu_11 = async_compile.triton('triton_poi_fused_convolution_relu_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_convolution_relu_11', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 198656}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_relu_11(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/ew/cew73wchstoozz3ks5v3uiwvv2qa47ysyhtuqfant4an37ey562h.py
# Topologically Sorted Source Nodes: [x_46, x_48, x_49, input_5, x_51, x_52], Original ATen: [aten.convolution, aten.relu, aten.add]
# Source node to ATen node mapping:
#   input_5 => convolution_default_62
#   x_46 => convolution_default_64
#   x_48 => relu_13
#   x_49 => convolution_default_63
#   x_51 => add_42
#   x_52 => relu_14
# Graph fragment:
#   %buf32 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=buf32]
#   %_frozen_param316 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=_frozen_param316]
#   %buf33 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=buf33]
#   %_frozen_param317 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=_frozen_param317]
#   %convolution_default_64 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_12, %mul_tensor_48, %add_tensor_4, [2, 2], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_13 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_64,), kwargs = {})
#   %convolution_default_63 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_13, %mul_tensor_46, %add_tensor_3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %convolution_default_62 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_12, %mul_tensor_44, %add_tensor_2, [2, 2], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_42 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_63, %convolution_default_62), kwargs = {})
#   %relu_14 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_42,), kwargs = {})
#   return %relu_14
triton_poi_fused_add_convolution_relu_12 = async_compile.triton('triton_poi_fused_add_convolution_relu_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_relu_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 266240}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_relu_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 512)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = tl.full([1], 0, tl.int32)
    tmp8 = triton_helpers.maximum(tmp7, tmp6)
    tl.store(in_out_ptr0 + (x2), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/gpu/scratch/resnet/infer_freezing/inductor/tmphkqen1hk/wq/cwq2qndwk7gzqn4d4xc7bbu3dhlz34bb6qahfh2ukcm4qstrgmx6.py
# Topologically Sorted Source Nodes: [x_53, x_55, x_56, x_58, x_59, x_60], Original ATen: [aten.convolution, aten.relu, aten.add, aten.mean]
# Source node to ATen node mapping:
#   x_53 => convolution_default_61
#   x_55 => relu_15
#   x_56 => convolution_default_60
#   x_58 => add_47
#   x_59 => relu_16
#   x_60 => mean
# Graph fragment:
#   %buf37 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=buf37]
#   %_frozen_param319 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=_frozen_param319]
#   %relu_14 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %convolution_default_61 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_14, %mul_tensor_42, %add_tensor_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %relu_15 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%convolution_default_61,), kwargs = {})
#   %convolution_default_60 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.convolution.default](args = (%relu_15, %mul_tensor_40, %add_tensor, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   %add_47 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convolution_default_60, %relu_14), kwargs = {})
#   %relu_16 : Tensor "f32[8, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_47,), kwargs = {})
#   %mean : Tensor "f32[8, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu_16, [-1, -2], True), kwargs = {})
#   return %mean
triton_poi_fused_add_convolution_mean_relu_13 = async_compile.triton('triton_poi_fused_add_convolution_mean_relu_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_convolution_mean_relu_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 165888}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_convolution_mean_relu_13(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x1 = xindex // 512
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 2048*x1), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0 + 2048*x1), None)
    tmp7 = tl.load(in_ptr0 + (512 + x0 + 2048*x1), None)
    tmp9 = tl.load(in_ptr2 + (512 + x0 + 2048*x1), None)
    tmp13 = tl.load(in_ptr0 + (1024 + x0 + 2048*x1), None)
    tmp15 = tl.load(in_ptr2 + (1024 + x0 + 2048*x1), None)
    tmp19 = tl.load(in_ptr0 + (1536 + x0 + 2048*x1), None)
    tmp21 = tl.load(in_ptr2 + (1536 + x0 + 2048*x1), None)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tmp5 = tl.full([1], 0, tl.int32)
    tmp6 = triton_helpers.maximum(tmp5, tmp4)
    tmp8 = tmp7 + tmp1
    tmp10 = tmp8 + tmp9
    tmp11 = triton_helpers.maximum(tmp5, tmp10)
    tmp12 = tmp6 + tmp11
    tmp14 = tmp13 + tmp1
    tmp16 = tmp14 + tmp15
    tmp17 = triton_helpers.maximum(tmp5, tmp16)
    tmp18 = tmp12 + tmp17
    tmp20 = tmp19 + tmp1
    tmp22 = tmp20 + tmp21
    tmp23 = triton_helpers.maximum(tmp5, tmp22)
    tmp24 = tmp18 + tmp23
    tmp25 = tl.full([1], 4.0, tl.float32)
    tmp26 = (tmp24 / tmp25)
    tl.store(out_ptr0 + (x2), tmp26, None)
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
        arg102_1, = args
        args.clear()
        assert_size_stride(arg102_1, (8, 3, 64, 64), (12288, 4096, 64, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((8, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(arg102_1, buf0, 24, 4096, stream=stream0)
            del arg102_1
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:2
            buf1 = extern_kernels.convolution(buf0, _frozen_param260, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf1, (8, 64, 32, 32), (65536, 1, 2048, 64), 'torch.ops.aten.convolution.default')
            del buf0
            buf2 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [x, x_2], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_1.run(buf2, _frozen_param300, 524288, stream=stream0)
            buf3 = empty_strided_cuda((8, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x, x_2, x_3], Original ATen: [aten.convolution, aten.relu, aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_convolution_max_pool2d_with_indices_relu_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_max_pool2d_with_indices_relu_2.run(buf2, buf3, 131072, stream=stream0)
            del buf2
            # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:5
            buf4 = extern_kernels.convolution(buf3, _frozen_param262, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf4, (8, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [x_4, x_6], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_3:6
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_3.run(buf5, _frozen_param301, 131072, stream=stream0)
            # Topologically Sorted Source Nodes: [x_4, x_6, x_7], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:7
            buf6 = extern_kernels.convolution(buf5, _frozen_param264, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf6, (8, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
            del buf5
            buf7 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [x_4, x_6, x_7, x_9, x_10], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_4:8
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_4.run(buf7, _frozen_param302, buf3, 131072, stream=stream0)
            del buf3
            # Topologically Sorted Source Nodes: [x_11], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:9
            buf8 = extern_kernels.convolution(buf7, _frozen_param266, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf8, (8, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
            buf9 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [x_11, x_13], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_3:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_3.run(buf9, _frozen_param303, 131072, stream=stream0)
            # Topologically Sorted Source Nodes: [x_11, x_13, x_14], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:11
            buf10 = extern_kernels.convolution(buf9, _frozen_param268, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf10, (8, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution.default')
            del buf9
            buf11 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [x_11, x_13, x_14, x_16, x_17], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_4:12
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_4.run(buf11, _frozen_param304, buf7, 131072, stream=stream0)
            del buf7
            # Topologically Sorted Source Nodes: [x_18], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:13
            buf12 = extern_kernels.convolution(buf11, _frozen_param270, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf12, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
            buf13 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [x_18, x_20], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_5:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_5.run(buf13, _frozen_param305, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [x_18, x_20, x_21], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:15
            buf14 = extern_kernels.convolution(buf13, _frozen_param272, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf14, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
            del buf13
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:16
            buf15 = extern_kernels.convolution(buf11, _frozen_param274, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf15, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
            del buf11
            buf16 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [x_18, x_20, x_21, input_1, x_23, x_24], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_6:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_6.run(buf16, _frozen_param306, buf15, _frozen_param307, 65536, stream=stream0)
            del buf15
            # Topologically Sorted Source Nodes: [x_25], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:18
            buf17 = extern_kernels.convolution(buf16, _frozen_param276, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf17, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
            buf18 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [x_25, x_27], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_5:19
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_5.run(buf18, _frozen_param308, 65536, stream=stream0)
            # Topologically Sorted Source Nodes: [x_25, x_27, x_28], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:20
            buf19 = extern_kernels.convolution(buf18, _frozen_param278, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf19, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution.default')
            del buf18
            buf20 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [x_25, x_27, x_28, x_30, x_31], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_7:21
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_7.run(buf20, _frozen_param309, buf16, 65536, stream=stream0)
            del buf16
            # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:22
            buf21 = extern_kernels.convolution(buf20, _frozen_param280, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf21, (8, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
            buf22 = buf21; del buf21  # reuse
            # Topologically Sorted Source Nodes: [x_32, x_34], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_8:23
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_8.run(buf22, _frozen_param310, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [x_32, x_34, x_35], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:24
            buf23 = extern_kernels.convolution(buf22, _frozen_param282, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf23, (8, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
            del buf22
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:25
            buf24 = extern_kernels.convolution(buf20, _frozen_param284, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (8, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
            del buf20
            buf25 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [x_32, x_34, x_35, input_3, x_37, x_38], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_9:26
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_9.run(buf25, _frozen_param311, buf24, _frozen_param312, 32768, stream=stream0)
            del buf24
            # Topologically Sorted Source Nodes: [x_39], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:27
            buf26 = extern_kernels.convolution(buf25, _frozen_param286, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf26, (8, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [x_39, x_41], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_8:28
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_8.run(buf27, _frozen_param313, 32768, stream=stream0)
            # Topologically Sorted Source Nodes: [x_39, x_41, x_42], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:29
            buf28 = extern_kernels.convolution(buf27, _frozen_param288, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf28, (8, 256, 4, 4), (4096, 1, 1024, 256), 'torch.ops.aten.convolution.default')
            del buf27
            buf29 = buf28; del buf28  # reuse
            # Topologically Sorted Source Nodes: [x_39, x_41, x_42, x_44, x_45], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_10:30
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_10.run(buf29, _frozen_param314, buf25, 32768, stream=stream0)
            del buf25
            # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:31
            buf30 = extern_kernels.convolution(buf29, _frozen_param290, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf30, (8, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
            buf31 = buf30; del buf30  # reuse
            # Topologically Sorted Source Nodes: [x_46, x_48], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_11:32
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_11.run(buf31, _frozen_param315, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [x_46, x_48, x_49], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:33
            buf32 = extern_kernels.convolution(buf31, _frozen_param292, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf32, (8, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
            del buf31
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:34
            buf33 = extern_kernels.convolution(buf29, _frozen_param294, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf33, (8, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
            del buf29
            buf34 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [x_46, x_48, x_49, input_5, x_51, x_52], Original ATen: [aten.convolution, aten.relu, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_convolution_relu_12:35
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_relu_12.run(buf34, _frozen_param316, buf33, _frozen_param317, 16384, stream=stream0)
            del buf33
            # Topologically Sorted Source Nodes: [x_53], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:36
            buf35 = extern_kernels.convolution(buf34, _frozen_param296, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf35, (8, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
            buf36 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [x_53, x_55], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] triton_poi_fused_convolution_relu_11:37
            stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_relu_11.run(buf36, _frozen_param318, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [x_53, x_55, x_56], Original ATen: [aten.convolution, aten.relu]
            # [Provenance debug handles] extern_kernels.convolution:38
            buf37 = extern_kernels.convolution(buf36, _frozen_param298, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf37, (8, 512, 2, 2), (2048, 1, 1024, 512), 'torch.ops.aten.convolution.default')
            del buf36
            buf38 = empty_strided_cuda((8, 512, 1, 1), (512, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_53, x_55, x_56, x_58, x_59, x_60], Original ATen: [aten.convolution, aten.relu, aten.add, aten.mean]
            # [Provenance debug handles] triton_poi_fused_add_convolution_mean_relu_13:39
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_convolution_mean_relu_13.run(buf37, _frozen_param319, buf34, buf38, 4096, stream=stream0)
            del buf34
            del buf37
            buf39 = empty_strided_cuda((8, 100), (100, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_61, x_62], Original ATen: [aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:40
            extern_kernels.addmm(_frozen_param61, reinterpret_tensor(buf38, (8, 512), (512, 1), 0), _frozen_param199, alpha=1, beta=1, out=buf39)
            del buf38
        return (buf39, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    global _frozen_param61
    _frozen_param61 = rand_strided((100, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param260
    _frozen_param260 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.float32)
    global _frozen_param300
    _frozen_param300 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param262
    _frozen_param262 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    global _frozen_param301
    _frozen_param301 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param264
    _frozen_param264 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    global _frozen_param302
    _frozen_param302 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param266
    _frozen_param266 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    global _frozen_param303
    _frozen_param303 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param268
    _frozen_param268 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    global _frozen_param304
    _frozen_param304 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param270
    _frozen_param270 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    global _frozen_param305
    _frozen_param305 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param272
    _frozen_param272 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    global _frozen_param306
    _frozen_param306 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param274
    _frozen_param274 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    global _frozen_param307
    _frozen_param307 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param276
    _frozen_param276 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    global _frozen_param308
    _frozen_param308 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param278
    _frozen_param278 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    global _frozen_param309
    _frozen_param309 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param280
    _frozen_param280 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    global _frozen_param310
    _frozen_param310 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param282
    _frozen_param282 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    global _frozen_param311
    _frozen_param311 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param284
    _frozen_param284 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    global _frozen_param312
    _frozen_param312 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param286
    _frozen_param286 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    global _frozen_param313
    _frozen_param313 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param288
    _frozen_param288 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    global _frozen_param314
    _frozen_param314 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param290
    _frozen_param290 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    global _frozen_param315
    _frozen_param315 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param292
    _frozen_param292 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    global _frozen_param316
    _frozen_param316 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param294
    _frozen_param294 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    global _frozen_param317
    _frozen_param317 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param296
    _frozen_param296 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    global _frozen_param318
    _frozen_param318 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param298
    _frozen_param298 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    global _frozen_param319
    _frozen_param319 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    global _frozen_param199
    _frozen_param199 = rand_strided((512, 100), (1, 512), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((8, 3, 64, 64), (12288, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    return [arg102_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
