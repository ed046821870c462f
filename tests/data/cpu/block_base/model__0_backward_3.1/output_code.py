# AOT ID: ['0_backward']
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


cpp_fused_gelu_gelu_backward_sum_view_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(524288L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(524288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(256.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 1024L*x0), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 1024L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_clone_permute_select_backward_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int32_t>(tmp0);
                                auto tmp2 = static_cast<int32_t>(2);
                                auto tmp3 = tmp1 == tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::VecMask<float,1>::from(tmp3);
                                auto tmp7 = at::vec::Vectorized<float>(tmp5);
                                auto tmp8 = decltype(tmp4)::blendv(tmp7, tmp4, tmp6.template cast<float,1>());
                                auto tmp9 = static_cast<int32_t>(1);
                                auto tmp10 = tmp1 == tmp9;
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp10);
                                auto tmp13 = decltype(tmp11)::blendv(tmp7, tmp11, tmp12.template cast<float,1>());
                                auto tmp14 = tmp8 + tmp13;
                                auto tmp15 = static_cast<int32_t>(0);
                                auto tmp16 = tmp1 == tmp15;
                                auto tmp18 = at::vec::VecMask<float,1>::from(tmp16);
                                auto tmp19 = decltype(tmp17)::blendv(tmp7, tmp17, tmp18.template cast<float,1>());
                                auto tmp20 = tmp14 + tmp19;
                                tmp20.store(out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 768L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                                auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp1 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp11 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                tmp_acc2_vec = tmp_acc2_vec + tmp18;
                                tmp_acc3_vec = tmp_acc3_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_permute_select_backward_sum_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                                auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp7 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp2 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp13 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp18 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(256.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp16 = at::vec::Vectorized<float>(tmp1);
                            auto tmp17 = tmp15 * tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp11 - tmp20;
                            auto tmp22 = at::vec::Vectorized<float>(tmp3);
                            auto tmp23 = tmp22 * tmp21;
                            auto tmp24 = tmp0 + tmp23;
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, select, select_1, select_2, getitem_2, getitem_3, addmm_1, getitem_5, rsqrt_1, view_6, addmm_2, view_8, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 256, 256), (65536, 256, 1), 'input')
        assert_size_stride(primals_12, (256, 1024), (1024, 1), 'input')
        buf0 = empty_strided_cpu((512, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_10, linear_3, permute_6, mm], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(reinterpret_tensor(tangents_1, (512, 256), (256, 1), 0), primals_12, out=buf0)
        del primals_12
        assert_size_stride(view_8, (512, 1024), (1024, 1), 'input')
        buf1 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_10, permute_7, permute_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 512), (1, 256), 0), view_8, out=buf1)
        del view_8
        buf2 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_2, (512, 1024), (1024, 1), 'input')
        buf3 = reinterpret_tensor(buf0, (2, 256, 1024), (262144, 1024, 1), 0); del buf0  # reuse
        assert_size_stride(primals_10, (1024, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_sum_view_0:3
        cpp_fused_gelu_gelu_backward_sum_view_0(buf3, tangents_1, addmm_2, buf2)
        del addmm_2
        buf4 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_12, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, view_13, permute_10, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf3, (512, 1024), (1024, 1), 0), primals_10, out=buf4)
        del primals_10
        assert_size_stride(view_6, (512, 256), (256, 1), 'input')
        buf5 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_12, linear_2, hidden, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, view_13, permute_11, permute_13], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf3, (1024, 512), (1, 1024), 0), view_6, out=buf5)
        del view_6
        buf6 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride(primals_8, (256, ), (1, ), 'input')
        assert_size_stride(primals_1, (2, 256, 256), (65536, 256, 1), 'input')
        assert_size_stride(addmm_1, (512, 256), (256, 1), 'input')
        assert_size_stride(getitem_5, (2, 256, 1), (256, 1, 1), 'input')
        assert_size_stride(rsqrt_1, (2, 256, 1), (256, 1, 1), 'input')
        buf7 = empty_strided_cpu((2, 256, 1), (256, 1, 512), torch.float32)
        buf8 = empty_strided_cpu((2, 256, 1), (256, 1, 512), torch.float32)
        buf11 = empty_strided_cpu((2, 256, 256), (65536, 256, 1), torch.float32)
        assert_size_stride(primals_6, (256, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_1:6
        cpp_fused_add_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_view_1(buf3, buf4, primals_8, primals_1, addmm_1, getitem_5, rsqrt_1, tangents_1, buf6, buf7, buf8, buf11)
        del buf3
        del primals_8
        del tangents_1
        buf12 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_16, linear_1, permute_14, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf11, (512, 256), (256, 1), 0), primals_6, out=buf12)
        del primals_6
        assert_size_stride(getitem_3, (2, 4, 256), (1024, 1, 4), 'input')
        buf15 = empty_strided_cpu((2, 4, 256), (1024, 256, 1), torch.float32)
        assert_size_stride(select, (2, 4, 256, 64), (196608, 64, 768, 1), 'input')
        assert_size_stride(select_1, (2, 4, 256, 64), (196608, 64, 768, 1), 'input')
        assert_size_stride(select_2, (2, 4, 256, 64), (196608, 64, 768, 1), 'input')
        assert_size_stride(getitem_2, (2, 4, 256, 64), (65536, 64, 256, 1), 'input')
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2:8
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_transpose_view_2(getitem_3, buf15)
        del getitem_3
        # Topologically Sorted Source Nodes: [view_18, view_19, permute_18, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:9
        buf16 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf12, (2, 4, 256, 64), (65536, 64, 256, 1), 0), select, select_1, select_2, getitem_2, buf15, 0.0, True)
        del buf15
        del select
        del select_1
        del select_2
        buf17 = buf16[0]
        assert_size_stride(buf17, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf17 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf18 = buf16[1]
        assert_size_stride(buf18, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf18 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf19 = buf16[2]
        assert_size_stride(buf19, (2, 4, 256, 64), (65536, 64, 256, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf19 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf16
        buf20 = empty_strided_cpu((2, 256, 3, 4, 64), (196608, 768, 256, 64, 1), torch.float32)
        assert_size_stride(primals_4, (768, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_clone_permute_select_backward_3:10
        cpp_fused_add_clone_permute_select_backward_3(buf19, buf18, buf17, buf20)
        del buf17
        del buf18
        del buf19
        buf21 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_2, view_20, view_21, linear, permute_20, mm_6], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf20, (512, 768), (768, 1), 0), primals_4, out=buf21)
        del primals_4
        assert_size_stride(getitem_1, (2, 256, 1), (256, 1, 1), 'input')
        assert_size_stride(rsqrt, (2, 256, 1), (256, 1, 1), 'input')
        buf9 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf26 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((256, ), (1, ), torch.float32)
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4:12
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4(buf4, primals_1, addmm_1, getitem_5, rsqrt_1, buf21, getitem_1, rsqrt, buf9, buf10, buf26, buf27)
        del addmm_1
        del buf4
        del getitem_5
        del rsqrt_1
        buf13 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_16, permute_15, merged, reshape, linear_1, permute_17], Original ATen: [aten.view, aten.t, aten.transpose, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf11, (256, 512), (1, 256), 0), reinterpret_tensor(getitem_2, (512, 256), (256, 1), 0), out=buf13)
        del getitem_2
        buf14 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(view, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_view_5:14
        cpp_fused_sum_view_5(buf11, buf14)
        buf22 = empty_strided_cpu((768, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [full, _generalized_scatter, _generalized_scatter_1, add_10, _generalized_scatter_2, add_11, permute_19, clone_2, view_20, view_21, permute_21, permute_23], Original ATen: [aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf20, (768, 512), (1, 768), 0), view, out=buf22)
        del view
        buf23 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride(primals_2, (256, ), (1, ), 'input')
        buf24 = buf8; del buf8  # reuse
        buf25 = buf7; del buf7  # reuse
        buf28 = buf11; del buf11  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_permute_select_backward_sum_view_6:16
        cpp_fused__unsafe_view_add_clone_native_layer_norm_native_layer_norm_backward_permute_select_backward_sum_view_6(buf28, buf20, buf21, primals_2, primals_1, getitem_1, rsqrt, buf23, buf24, buf25)
        del buf20
        del buf21
        del buf24
        del buf25
        del getitem_1
        del primals_1
        del primals_2
        del rsqrt
        return (buf28, buf26, buf27, buf22, reinterpret_tensor(buf23, (768, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (256, ), (1, ), 0), buf9, buf10, buf5, reinterpret_tensor(buf6, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (256, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_10 = rand_strided((393216,), (1,), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((2, 256, 256), (65536, 256, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((256, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    select = torch.as_strided(_shared_storage_10, (2, 4, 256, 64), (196608, 64, 768, 1))
    select_1 = torch.as_strided(_shared_storage_10, (2, 4, 256, 64), (196608, 64, 768, 1))
    select_2 = torch.as_strided(_shared_storage_10, (2, 4, 256, 64), (196608, 64, 768, 1))
    getitem_2 = rand_strided((2, 4, 256, 64), (65536, 64, 256, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 4, 256), (1024, 1, 4), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((2, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 256, 1), (256, 1, 1), device='cpu', dtype=torch.float32)
    view_6 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((512, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    view_8 = rand_strided((512, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 256, 256), (65536, 256, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, select, select_1, select_2, getitem_2, getitem_3, addmm_1, getitem_5, rsqrt_1, view_6, addmm_2, view_8, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
