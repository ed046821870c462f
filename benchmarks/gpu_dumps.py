"""Make real GPU compiler dumps (PyTorch Inductor and XLA) for dumpdiff's issues #13, #14 and #20.

Every scenario is a *case* of named *variants* (a base and what it is compared with); each variant runs in a fresh
process, so compile caches never carry over (a "rerun" is the same program in a new process):

| case | variants | what it shows |
| --- | --- | --- |
| `autotune_inductor` | base, rerun, rerun2, rerun3 | `mode="max-autotune"` mm chain: extern mm vs Triton templates |
| `autotune_xla` | base, rerun, rerun2, rerun3, bigbatch | transformer-block train step: cuBLAS vs Triton gemm fusion |
| `moe` | base, expert2_silu | 4 identical experts; the variant multiplies expert 2's hidden by its sigmoid |
| `rope` | base, nofusion, complex, cat_inputs1 | attention with rotary q and k; `max_fusion_size=1`; complex rotation |
| `checkpoint` | plain, ckpt, ckpt_seed1, ckpt_rerun | dropout block, with and without non-reentrant checkpoint |
| `flex` | relbias, softcap | flex_attention with two score_mods of the same shapes |
| `memory_xla` | base, donate, bigbatch, remat_dots, remat_none, unfused | MLP step: donation, batch x4, remat |
| `schedule_xla` | base, remat_all, lhs, no_command_buffer | the same step: remat saving everything, XLA flags |
| `llama` | seq512, seq512_rerun, seq1024, gqa, tied, rope_theta, eager, loss_bf16, loss_fp32 | 4-layer Llama (bf16) |
| `cpp_wrapper` | base, cpp_wrapper | the MLP with `cpp_wrapper=True` on CUDA |
| `aoti` | base, nofusion | the MLP's inference through AOTInductor (`aoti_compile_and_package`) |
| `log_only` | base, nofusion | the MLP with `TORCH_LOGS=output_code` alone (no debug folder): `output_code.log` |
| `loop_xla` | base, body_extra, rerun, while, unroll2, double_buffering | `fori_loop` body (+ an op); loop forms |
| `offload_xla` | base, offload | remat policy saving an activation on device vs offloading it to `pinned_host` |
| `mlp` | base, nofusion | small MLP forward+backward; `max_fusion_size=1` (also written as `examples/`) |
| `dynamic` | static, dynamic, dynamic_b96 | the MLP with `dynamic=False`, `dynamic=True` (batch 64, 96) |
| `precision` | bf16, fp32 | the MLP in bfloat16 and float32 |
| `settings` | base, cudagraphs, coordinate_descent, combo | reduce-overhead, coordinate descent, combo kernels |
| `branches` | base, swapped, graph_break, combo | two branches: swapped, split by a graph break, combo kernels |
| `branches_log` | base, graph_break | the same as `TORCH_LOGS=ir_post_fusion,output_code` (`compile.log`) |
| `trace` | base, nofusion, dropout, gpt2, ... | `TORCH_TRACE` (`trace.log`); IR and code logged as `%(message)s` |
| `code_log` | base, rerun, batch, nofusion | timm's ViT-Tiny as `TORCH_LOGS=output_code` logs it (`output_code.log`) |
| `code_log_opt` | base, gelu | OPT (from a config) logged the same way, its ReLU for GELU (ReLU runs in place) |
| `code_log_t5` | base, nofusion | T5 (from a config) logged the same way, four frames; `max_fusion_size=1` |
| `swin_reruns` | swin, swin_rerun, swin_rerun2 | timm's Swin-Tiny three times: pad_mm pads another stage's bmms |
| `crossvit_reruns`, `gcvit_reruns`, `convit_reruns` | three runs each | pad_mm splits a fusion, lays out unpadded |
| `swinv2_reruns` | swinv2, swinv2_rerun, swinv2_rerun2 | Swin-V2-CR-Tiny: pad_mm pads its position-bias MLP |
| `mvitv2_reruns` | mvitv2, mvitv2_rerun, mvitv2_rerun2 | MViTv2-Tiny: a padding copy computing a softmax gradient |
| `vit_relpos_reruns` | vit_relpos, vit_relpos_rerun, vit_relpos_rerun2 | ViT-S/16 with relative position MLPs |
| `levit_padding` | padded, plain | LeViT-128S logged, pad_mm forced on and off: copies computing what they pad |
| `gpt2_log`, `block_log` | base, deterministic / base, manual_attention | two `gpt2`, `block_edit` pairs as logs |
| `sdpa` | flash_attention, efficient_attention, math | the attention block under one `sdpa_kernel` backend |
| `reduction` | base, nosplit | row statistics and a whole-tensor sum; `split_reductions=False` |
| `resnet` | base, rerun, channels_last, infer, infer_freezing | timm resnet18: training; inference, `freezing` |
| `bert` | sdpa, eager, layers3 | transformers BertModel, `attn_implementation` sdpa or eager; a layer more |
| `adamw` | base, no_decay, for_loop | a compiled AdamW step: foreach, no weight decay, `foreach=False` |
| `mlp_config` | base, no_pattern_matcher, ..., aten_names, plain_names, benchmark_kernel, ... | settings, names |
| `recompile` | once, twice | the MLP at batch 64, then also at 96 in the same process (a recompile) |
| `collective_torch` | base, allreduce, allreduce2 | the MLP on one NCCL rank, all-reducing its hidden activations |
| `timm_cnn` | convnext_atto, efficientnet_b0, mobilenetv3_small_100 (each `_rerun`, `_b16`) | timm CNNs |
| `vit`, `gpt2` | base, rerun, batch16 / seq512, no_epilogue, budget_*, ..., deterministic, cooperative | |
| `gpt2_autotune` | base, rerun, rerun2 | GPT-2 with `max-autotune-no-cudagraphs` |
| `resnet_autotune` | base, rerun, rerun2 | resnet18 inference, `max-autotune-no-cudagraphs` (conv templates) |
| `kv_decode` | base, rerun, cache4096 | decode steps over a static KV cache updated in place |
| `hf` | t5, ..., phi (each `_rerun`, `_b4`, `_s512`, `_ckpt`, `_eager`) | Transformers: reruns, sizes, settings |
| `gpt2_benchmark_fusion` | base, rerun, rerun2 | GPT-2 with `benchmark_fusion=True` (fusions timed) |
| `attention_xla` | xla, cudnn, seq1024 | `jax.nn.dot_product_attention` through XLA or cuDNN |
| `layers_xla` | unrolled, scan, bf16, no_triton_gemm, layers6, precision_highest, ..., no_multi_output | |
| `embed_xla` | base, rerun, vocab4096, one_hot | a jax embedding lookup (gather, scatter-add), or one-hot |
| `sharded_xla` | data, fsdp | an MLP step over 4 host CPU devices: data parallel or weights sharded (collectives) |
| `block_edit` | base, rerun, gelu_tanh, padding_mask, dropout, ..., manual_attention(_no_pattern_matcher) | one edit |
| `block_edit_xla` | base, gelu_exact, mlp_bias, softmax_bf16, post_norm, ... | `autotune_xla`'s block, one edit |
| `conv_xla` | base, rerun, channels64, stride2, bf16, unfused | a small conv net in jax, one edit; unfused |
| `odd_graphs`, `zero_size_xla` | base, rerun, big / base, width8 | unbacked sizes, views alone, empty tensors |
| `autocast` | bf16, autocast | the MLP in bfloat16, or float32 under `torch.autocast` (weights cast in the graph) |
| `running_stats` | returned, in_place | the MLP and a running mean of its input: returned, or a mutated input |
| `fp8` | bf16, fp8 | two linears in bfloat16, or `torch._scaled_mm` on per-tensor scaled float8_e4m3fn |
| `kv_cache_xla` | donate, no_donate | a decode step's `dynamic_update_slice` into a KV cache, donated or not |
| `selective_checkpoint` | plain, save_matmuls, save_attention | the attention block, a selective checkpoint policy |
| `layout_copy` | base, contiguous_qkv, contiguous_out, transpose_contiguous | the block with a `.contiguous()` added |
| `gqa` | repeat_interleave, enable_gqa | grouped-query attention: K/V heads repeated, or SDPA's `enable_gqa=True` |
| `adamw_fused` | foreach, fused | `adamw`'s compiled step with `foreach=True` or `fused=True` (no graph compiled) |
| `lora` | base, frozen, lora | the MLP; its up linear frozen; and a rank-8 LoRA adapter on it |
| `unet` | base, rerun, b16, gelu, nofusion | a small UNet (GroupNorm, SiLU, upsampling, a skip): batch, activation |
| `gru` | base, rerun, b64, steps16 | a written-out GRU cell over 12 time steps: batch 32 -> 64, 16 steps |
| `dlrm` | base, rerun, b512, mean | EmbeddingBag tables, a bottom and top MLP, pairwise dots: batch, bag mode |
| `swin` | base, base_rerun, base_b8 | timm swin_tiny_patch4_window7_224 trained one step, batch 4 and 8 |
| `timm_more` | densenet121, mixer_s16_224 (each `_rerun`, `_b16`) | timm DenseNet (128 px) and MLP-Mixer |
| `timm_reruns` | regnety_002, levit_128s, ..., maxvit_nano_rw_256 (each `_rerun`) | 23 timm models run twice |
| `batch`, `batch_xla` | moe_b128, moe_b256, block_b4, ... / conv_b32, conv_b64, lora_b512, ... | batch sizes |
| `attention_layout_xla` | bshd, bhsd, heads_proj, bshd_unfused | einsums over [b, s, h, d] or [b, h, s, d]; unfused |
| `lora_xla` | base, frozen, lora | an MLP step in jax; the up weight frozen; and a rank-8 LoRA adapter on it |
| `deep_stack` | base, rerun, layer5_relu, layers7, layer5_graph_break | 8-layer GPT-2; layer 5: ReLU MLP, graph break |
| `deep_stack_xla` | base, rerun, layer5_f32, layer5_remat | `layers_xla`, 8 bf16 layers; layer 5 f32 or remat |
| `mlp_edit` | base, dropout, no_bias, in_place, hidden2048, memory_planning | the MLP, one edit or setting |
| `compiled_autograd` | off, on | the MLP's whole train step compiled, `compiled_autograd` off or on |
| `control_flow`, `control_flow_log` | where, cond, unrolled, while_loop / where, cond | `torch.cond`, `while_loop` |
| `user_triton` | torch, quick_gelu, quick_gelu_biased | a GELU in torch or as a user's `@triton.jit` kernel, edited |
| `int8_weights` | bf16, dequant, int8pack | two linears: bf16, int8 dequantized in the graph, `_weight_int8pack_mm` |
| `bn_net` | train, eval, no_layout_optimization | a BatchNorm conv net trained in `train()` or `eval()` mode |
| `batch_fusion` | base, batch_linear | `moe` with `pre_grad_fusion_options={"batch_linear": {}}` |
| `pallas_xla` | jnp, pallas | x * sigmoid(x) between two gemms in jnp or as a Pallas kernel |
| `map_xla`, `accumulate_xla` | vmap, map, map_batch16 / whole, scan4 | `lax.map`; gradients summed in a scan |
| `chain_xla` | base, barrier, cumsum, unfused | an elementwise chain cut by a barrier or a cumsum; unfused |
| `whole_process_xla` | base, rerun, bigbatch | `memory_xla`'s step, every module of the process dumped |
| `block_config` | base, aggressive_fusion, max_tiles1, no_pattern_matcher, no_upcast, ... | block settings |
| `lm_train` | base, grad_clip, extra_norm, tied, no_residual, label_smoothing, master_weights | a small LM, an edit |
| `flax_lm_xla` | base, ..., cpu, cpu_remat | a flax LM by optax's AdamW: batch, remat, dtype, gemms, on the CPU |
| `optax_mlp_xla` | adamw(_rerun, _unfused), adamw_8layers(_unfused), sgd(_unfused) | an MLP by optax; unfused |
| `per_example_xla` | batch, per_example | an MLP step: the batch's gradient, or `vmap(grad)` per example, averaged |
| `norm_axis_xla` | features, batch | two layers normalised over the features or over the batch (the axis moved) |
| `layered_peak` | base, no_reorder, checkpointed, checkpointed_no_reorder, b8192 | pytorch/pytorch#120381's layers |
| `hf_decoder` | qwen2, whisper (each `_rerun`, `_b4`) | transformers Qwen2 and Whisper, small configs |
| `pairwise_xla` | fused, barrier | a broadcast product reduced (jax-ml/jax#30627's shape), or cut by a barrier |
| `tensor_parallel` | rowwise, rowwise_rerun, colwise | the MLP by tensor parallelism over 2 GPUs (`nvidia-h100-x2`) |
| `sort`, `topk_xla` | sort_n512, topk_n8192, ... / top_k, top_k_n16384, argsort | rows sorted or their top 8 |
| `sharded_xla_gpu` | data, data_rerun, fsdp | `sharded_xla` over 2 GPUs: XLA's async collectives |
| `donate_loop_xla` | in_place, reads_input | a donated state updated in a loop, read as it was (openxla/xla#45912) |
| `complex_gather_xla` | fused, rerun, barrier | gathered columns' complex phases summed (openxla/xla#29620's program) |
| `scan_temps_xla` | base, rerun, no_horizontal | eight scans stacking 16 MiB temporaries (openxla/xla#27322) |
| `densenet_inference` | base, rerun, cat_inputs1 | a DenseNet's bf16 inference (pytorch/pytorch#185346's model) |
| `t5_softmax`, `bn_split` | base, no_online_softmax / base, no_split_reductions | T5; batch norm's reductions |
| `peak_fusion` | base, rerun, nofusion | two products' row sums fused, both live (pytorch/pytorch#138685) |
| `ragged_dot_xla` | instruction, rerun, lowered | a MoE's `ragged_dot` as XLA's instruction or not (marin#5394) |
| `gpt2_settings` | base, rerun, ln_eps, dropout02, autotune, fusion_threshold, ... | constants, a mode, settings |
| `mlp_settings`, `constants_xla` | base, autotune, fusion_threshold, ... / base, norm_eps, softmax_scale | the same |
| `kernel_names`, `kernel_names_log` | base, names_torch, names_node, names_off, not_unique | Inductor's kernel names |
| `custom_op_inplace` | base, rerun, used_after, view, input_view, base_v1, ... | a custom op mutating: reinplaced? |
| `unbacked_fusion` | static, backed, unbacked, unbacked_shared, ... | pytorch/pytorch#133361: a data-dependent size |
| `routed_moe` | dense, gathered, gathered_rerun, gathered5 | experts on the tokens routed to them (`nonzero`) |
| `tiny` | transpose, softmax, norm_gelu, index_add, sums, var, var_two_pass, with settings | repro-sized programs |
| `tiny_xla` | sum_product, two_sums, gemm_gelu, layer_norm, softmax, cumsum, associative_scan, ... | the same in jax |
| `tiny_train` | norm_linear, cross_entropy, rms_norm, each fusion1, budget0 | repro-sized training steps |
| `template_fusion` | base, rerun, no_prologue, no_epilogue | a Triton template's prologue (int8 cast) and epilogue |
| `layer_norm_form` | builtin, manual | a layer norm trained one step: `F.layer_norm` or written out |
| `small_dot_xla` | base, rerun, dots_kept | a small MLP step; dots as loop fusions (gemm rewrite size threshold) |
| `slice_assign` | index, slice | columns of a copy assigned through an index tensor (index_put) or a slice |
| `block_norm` | layer_norm, manual_norm | the attention block with its LayerNorms, or written out in two passes |
| `conv1x1` | base, as_mm, train, train_as_mm | two 1x1 convolutions, or `conv_1x1_as_mm`'s addmm for each |
| `pointwise_cat` | base, forced, train, train_forced | pieces concatenated; `force_pointwise_cat`'s one masked node |
| `tanh_mlp_xla` | f32, f32_rerun, bf16 | a two-layer tanh MLP step in float32 or bfloat16 (the tanh between converts) |
| `xsa` | static, dynamic | pytorch/pytorch#181108's XSA projection; `dynamic=True` copies its result out |
| `layout_opt` | base, no_layout_opt | timm's ConvNeXt-atto trained, with Inductor's `layout_optimization` off |
| `mask_form` | masked_fill, where | a Llama-like LM's causal mask as `masked_fill(~mask)` or `where(mask)` |
| `swiglu_form` | split, merged | the same LM's SwiGLU gate and up projections as two linears or one |
| `seq_len`, `remat_budget` | s256, s1024 / sdpa, budget05 | the same LM with SDPA: on 1024 tokens; a memory budget |
| `rms_weight_xla` | base, w32, no_rename_fusions | a jax LM's RMSNorm weighting in float32 before the cast; names |
| `width` | mobilenetv3_small_100, mobilenetv3_small_075 | timm's MobileNetV3-small trained at two widths |
| `gnn_xla` | base, nodes8192 | jax message passing (`segment_sum`) on 4096 and 8192 nodes, the loss returned |
| `vit_xla` | base, gelu_exact | a flax ViT trained one step; GELU's erf form for its tanh form |
| `scan_batch_xla` | base, b16 | a flax GPT's blocks under `nn.scan` at batch 8 and 16 (activations stacked) |
| `layer_edits(_xla)` | qwen2(_layers3, _wide) / llama_layers4, llama_layers3, t5(_layers3) | a layer more, wider |
| `hf_edits` | phi3(_gelu), cohere(_qk_norm), gpt_bigcode(_mha) | a config edit: GELU, q and k norms, multi-head |
| `hf_more_edits` | jetmoe(_rerun), granitemoe(_top1), megatron_bert(_no_attn_dropout), xlm_roberta(_eager) | the same |
| `layout_beside_padding` | deit, deit_rerun | a DeiT trained twice: pad_mm's choice moves its patch conv's layout |
| `vit_reruns_padding` | vit_run3, vit_run4 | a ViT trained twice more: fusions split beside pad_mm's copies |
| `activation` | whisper, whisper_relu | transformers' Whisper with its FFN's GELU or ReLU |
| `qkv_bias` | starcoder2, starcoder2_no_bias | transformers' Starcoder2 with biases on its linears or none |
| `acc_reads` | gemma3, gemma3_acc_reads1 | transformers' Gemma-3 with `realize_acc_reads_threshold=1` |
| `groupnorm_xla` | base, rerun, gelu | a flax conv net of GroupNorm blocks: rerun; SiLU -> GELU (tanh form) |
| `hf_cpu` | qwen2, qwen2_rerun, qwen2_b4, qwen2_nofusion | transformers' Qwen2 trained on the CPU (C++ kernels) |
| `autotune_level_xla` | vit, vit_autotune0 | the flax ViT with XLA's autotuner on (the default) and off |
| `xla_cpu` | memory, layers, scan_temps, kv_cache, attention | jax programs on the CPU, under each jax release |
| `diff_squares_xla` | cpu, cpu_no_ynn_reduce, cpu_gradient, gpu, ... | jax-ml/jax#37465's regulariser, YNNPACK or not |
| `mean_layout` | contiguous, strided, strided_no_split | a row mean, its axis strided or not (pytorch/pytorch#181442) |
| `var_layout` | contiguous, strided | a row variance (Welford), its axis strided or not |
| `hf_families` | albert, fnet, ..., vit_mae (each `_rerun` and one edit) | 13 Transformers models of unusual ops |

`unfused`: XLA's priority fusion off (`--xla_disable_hlo_passes=priority-fusion`), its older fusion passes left.

Run it on a machine with one CUDA GPU (PyTorch, Triton, JAX with CUDA, transformers):

    python3 benchmarks/gpu_dumps.py --out /tmp/gpu [--only mlp,moe] [--jobs 6] [--deadline 470] [--archive]

It writes `OUT/dumps/<case>/<variant>/` (Inductor graph folders with `ir_pre_fusion.txt`, `ir_post_fusion.txt` and
`output_code.py`, plus `aot_graphs.log`, the run's stderr with `TORCH_LOGS=aot_graphs`; XLA's `*after_optimizations*`
files of the `jit_step` module), `OUT/raw/<case>/<variant>/` (everything the compilers wrote, and the variant's
stderr), `OUT/examples/` (the `mlp` pair without `ir_pre_fusion.txt` and `aot_graphs.log`, which dumpdiff's verdicts
do not need), `OUT/VERSIONS` and `OUT/log`; with `--archive` also `OUT/dumps.tar.gz` and `OUT/raw.tar.gz`. A variant
that fails or runs past `--timeout` is logged and skipped; every variant still running at `--deadline` seconds is
stopped (each runs with the time left as its timeout).

`xla_cpu` runs on the CPU under any jax; pairs across releases come from running it under each release's Python
(the CPU wheels, `pip install "jax[cpu]==0.8.3"` in a venv each), e.g. `venv-0.8.3/bin/python benchmarks/gpu_dumps.py
--out /tmp/jax-0.8.3 --only xla_cpu`.

The dumps under `tests/data/gpu/` (trimmed to what dumpdiff reads, each case folder packed as `<case>.tar.xz`: to add
a variant, `python tests/data/pack.py unpack gpu/<case>`, copy it in, `pack` again) and `examples/` were made by two
runs on one NVIDIA
H100 80GB HBM3 (driver 580.159.04) with torch 2.11.0+cu130, Triton 3.6.0, jax/jaxlib 0.11.2 (CUDA 13) and
transformers 5.17.0 (`examples/VERSIONS`): `--jobs 6 --deadline 470 --timeout 300 --archive` (the cases above less
the variants named next; 35 variants in 176 s), then `--only autotune_inductor/rerun3,autotune_xla/rerun3,
llama/seq512_rerun,schedule_xla,loop_xla/while` (8 variants in 56 s).
`loop_xla/unroll2` was made later the same way (`--only loop_xla/base,loop_xla/unroll2,loop_xla/rerun`, 3 s; the
same versions). The cases from `dynamic` on were made on 2026-11-24 with the same versions (`--only
dynamic,precision,settings,branches,sdpa,reduction,resnet,bert,adamw,attention_xla,layers_xla --jobs 8`: 37 variants
in 135 s; then `--only branches_log,mlp_config,vit,gpt2`: 14 in 84 s); `tests/data/gpu/` keeps `ir_post_fusion.txt`
and `output_code.py` of the variants its pairs read. `block_edit` and `block_edit_xla` were made that evening with the
same versions (`--only block_edit,block_edit_xla --jobs 8`: 8 variants in 42 s; `block_edit_xla/base` is the same
program as `autotune_xla/base`, whose dump the pairs read), then the new `gpt2` variants and
`loop_xla/double_buffering` (`--only gpt2/base,gpt2/no_locality_reorder,gpt2/opcount4,gpt2/vocab2001,
gpt2/vocab2001_unpadded,loop_xla/base,loop_xla/double_buffering --jobs 9`: 44 s), then `--only block_edit/base,
block_edit/rms_norm,block_edit/swiglu,block_edit/residual_scale,block_edit/qkv_no_bias --jobs 5` (32 s; its base
compares with the first one's as a rerun: no findings); then `block_edit_xla` whole (38 s; its base is
`autotune_xla/base` again, no findings), `--only llama/seq512,llama/gqa,llama/tied,llama/rope_theta,llama/eager` (55 s;
`tests/data/gpu/llama/` keeps the forward graphs of `seq512`, `gqa` and `eager`), `--only llama/seq512,llama/seq1024`
and `--only conv_xla` (12 s), `--only odd_graphs,zero_size_xla` (28 s; `tests/data/gpu/odd_graphs/` keeps the graphs
of `base` and `big`). Late on 2026-11-24 (the same versions): `--only block_edit/base,block_edit/manual_attention,
block_edit/manual_attention_no_pattern_matcher,gpt2/base,gpt2/deterministic,mlp_config/base,mlp_config/aten_names,
mlp_config/plain_names,layers_xla/unrolled,layers_xla/precision_highest,layers_xla/autotune0 --jobs 7` (with the
first `llama/loss_*`, whose loss ran outside the compiled graph; 13 variants in 82 s) and `--only
llama/loss_bf16,llama/loss_fp32` (64 s); `tests/data/gpu/` keeps `gpt2`'s backward graph, `block_edit/manual_attention`
and `layers_xla/precision_highest` (the `block_edit` and `layers_xla` bases compare with the earlier ones as reruns);
then `--only block_edit/base,block_edit/manual_attention,block_edit/manual_attention_no_online_softmax,
block_edit/dropout,block_edit/dropout_fallback_random,gpt2/base,gpt2/no_buffer_reuse,gpt2/no_inplace_buffers
--jobs 7` (56 s; checked, none kept) and `--only gpt2_log,block_log` (48 s; the logs read as the folders do); then
`--only layers_xla/unrolled,layers_xla/scan,layers_xla/remat,layers_xla/scan_remat,embed_xla --jobs 8` (17 s;
`tests/data/gpu/embed_xla/` keeps `base` and `rerun`, which the autotuner ran through cuBLAS and Triton), and
`--only aoti --jobs 2` (100 s; `tests/data/gpu/aoti/` keeps the IR and `output_code.cpp` of both), `--only sharded_xla
--jobs 2` (3 s, on the host's CPU devices; kept whole). On 2026-11-25 (the same versions): `--only mlp_config/base,
mlp_config/benchmark_kernel,mlp_config/nan_asserts,mlp_config/profiler_mark,mlp_config/unique_names_off,
mlp_config/size_asserts_off,gpt2/base,gpt2/multi_kernel,gpt2/cooperative,gpt2/no_loop_ordering,gpt2/nd_tiling,
layers_xla/unrolled,layers_xla/no_multi_output --jobs 8` (66 s; `--xla_gpu_enable_reduction_epilogue_fusion` is no
flag of jaxlib 0.11.2); `tests/data/gpu/` keeps `mlp_config/base` and `benchmark_kernel` (IR and code),
`gpt2/cooperative`'s and `gpt2/multi_kernel`'s backward graphs and `layers_xla/no_multi_output`; then `--only
recompile,layers_xla/bf16,layers_xla/bf16_weak_scale,layers_xla/bf16_strong_scale --jobs 5` (37 s; the two scaled
`layers_xla` variants kept), and `--only collective_torch --jobs 3` (24 s; `base` and `allreduce` kept); then
`--only layers_xla/no_triton_gemm,layers_xla/cublaslt,layers_xla/scan,layers_xla/scan_dynamic_slice_fusion,
block_edit_xla/base,block_edit_xla/cudnn_layer_norm,block_edit_xla/custom_fusions --jobs 7` (17 s; the flags changed
no kernel of jaxlib 0.11.2, `custom_fusions` is no flag of it; none kept) and `--only mlp_config/base,
mlp_config/emulate_precision_casts,mlp_config/decompose_mm,mlp_config/base_b16,gpt2/base,gpt2/block_ptr,
gpt2/mix_order,gpt2/no_mix_order --jobs 8` (46 s; `gpt2/block_ptr`'s backward graph kept; the others read right),
then `--only gpt2/base,gpt2/rerun,gpt2/no_upcast --jobs 3` (44 s; read right, not kept), then `--only gpt2/base,
gpt2/vocab2001,gpt2/seq512,embed_xla/base,embed_xla/vocab4096 --jobs 5` (57 s; `tests/data/gpu/gpt2_seq/` keeps the
forward and backward graphs of `base` and `seq512`); then `--only timm_cnn --jobs 9` (140 s; ConvNeXt and MobileNetV3
reruns showed pad_mm padding a gemm along the dimension it contracts in one run, read as 2 new kernels: now the
padding; none kept, 1.3 MB a graph) and `--only mlp_config/width100_unpadded,mlp_config/width100_padded` (25 s; the
forward graphs kept). Later on 2026-11-25 (the same versions): `--only rope/base,rope/complex,rope/cat_inputs1,
autocast,running_stats,fp8,kv_cache_xla,block_edit/base,block_edit/causal_mean,block_edit/realize_reads1,
block_edit_xla/base,block_edit_xla/layer_norm,block_edit_xla/remat_dots_no_batch --jobs 8` (17 variants in 72 s;
`rope/cat_inputs1` compiled to the same kernels as `rope/base`; `tests/data/gpu/` keeps `rope/complex`, `autocast` and
`fp8`, whose improving direction read as a regression, `kv_cache_xla` (the donation the story now names),
`block_edit_xla/base` and `remat_dots_no_batch`, whose
recomputed gemms paired with the forward ones, and `gpt2/vocab2001`'s backward graph from the run before). Then
(2026-11-25, the same versions): `--only selective_checkpoint,layout_copy,gqa,adamw_fused,lora,attention_layout_xla,
lora_xla --jobs 8 --deadline 420 --timeout 300` (20 variants in 75 s; `adamw_fused/fused` compiled no graph, torch
running `_fused_adamw_` under `torch.compiler.disable`; `layout_copy/transpose_contiguous` compiled to the same kernels
as `base`, the cuDNN attention output being contiguous once transposed; `tests/data/gpu/attention_layout_xla/` keeps
the three layouts, whose out-projection transpose read as new and removed, and the backward graphs of
`selective_checkpoint/plain` and `save_matmuls`, whose layer norms' backwards crossed). Then `--only
deep_stack,deep_stack_xla --jobs 9 --deadline 420 --timeout 300` (9 variants in 96 s, the same versions;
`tests/data/gpu/deep_stack_xla/` keeps `base` and `layer5_remat`, whose recomputed gemm had been taken as a piece of
the layer's gradient gemm; `layer5_graph_break` back to `base` had paired a leftover inference graph with a backward
one, now tested on hand-made graphs). On 2026-11-26 (the same versions): `--only mlp_edit,compiled_autograd,
control_flow,user_triton,int8_weights,bn_net,batch_fusion,pallas_xla,map_xla,accumulate_xla,chain_xla,
whole_process_xla,memory_xla/donate,memory_xla/donate_bigbatch,block_edit_xla/base,block_edit_xla/no_triton_gemm
--jobs 8 --deadline 420 --timeout 300` (37 of 40 variants in 96 s: `int8_weights/int8pack` failed, torch 2.11 having no
CUDA `_weight_int8pack_mm`; `user_triton` failed on annotations Inductor compiles without `Any`; `pallas_xla/jnp`
imported the module over its flag), then `--only pallas_xla,user_triton,control_flow_log --jobs 8` (7 variants in 30
s). `tests/data/gpu/` keeps `compiled_autograd` (its backward had been a graph removed and one added),
`memory_xla/donate_bigbatch` (a weight updated by another kernel read as a donation dropped), `user_triton/torch`,
`quick_gelu` and `pallas_xla` (a user's kernel in the compiler's place read as new and removed), and the backward
graphs of `bn_net/train` and `bn_net/eval` (eval's fusion of the ReLU's backward with batch norm's, changed, read as
1 new and 2 removed kernels). Read right and not kept: the `mlp_edit` edits, `memory_planning`,
`int8_weights/dequant`, `chain_xla`, `whole_process_xla` (compared as the folders a user passes),
`user_triton/quick_gelu_biased`.
On 2026-11-26 (the same versions): `--only block_config,lm_train,rope/base,rope/no_split_cat,mlp_config/width100,
mlp_config/width100_no_comprehensive_padding,deep_stack_xla/base,deep_stack_xla/no_triton_gemm,layers_xla/bf16,
layers_xla/bf16_f32_accum,memory_xla/base,memory_xla/remat_whole,per_example_xla,norm_axis_xla --jobs 8 --deadline 420
--timeout 300 --archive` (26 variants in 81 s). `tests/data/gpu/lm_train/` keeps the compiled update step of `base`
and `master_weights` (its one foreach kernel, grown to keep float32 masters, had been read as new and removed one way,
changed the other). `aggressive_fusion`, `max_tiles1`, `no_pattern_matcher`, `rope/no_split_cat` and
`comprehensive_padding=False` at width 100 compiled to the same kernels as their bases; read right and not kept: the
other `lm_train` edits (`grad_clip`: `_foreach_norm`, 16 one-element `stack` kernels and the norm, new),
`no_persistent_reductions`, `per_example_xla` (the per-example gradients' 256 MiB). `memory_xla/remat_whole` is
kept (its remat, the module's only forward, had been read as copies: 8 new kernels one way), and `norm_axis_xla`
(its norm split into more fused kernels had been blamed on a fusion setting). Not settled, not kept:
`layers_xla/bf16_f32_accum` (a lost fusion both ways) and `deep_stack_xla/no_triton_gemm` back to `base` (8 new
kernels where Triton gemms come back; since the cuBLAS call inside a `dynamic_slice_fusion` is read as its dot, 3
new kernels, the Triton gemms' split-K reduces, and `no_triton_gemm` is kept).
Later on 2026-11-26 (the same versions): `--only unet,gru,dlrm,swin --jobs 8 --timeout 280 --deadline 480` (16
variants in 112-131 s), every pair compared both ways. `tests/data/gpu/gru/` keeps the forward graphs of `base` and
`b64`: at batch 32 pad_mm padded the head linear's 10 columns to 12, at 64 it did not, read as 2 new kernels (exit 1)
while the batch also changed; now the padding. Read right, not kept: the reruns, `dlrm` (batch, bag mode), `unet/gelu`,
`unet/nofusion`, `gru/steps16` (28 new kernels: four more unrolled steps). Not settled, not kept: `swin` at batch 8
(its flattened window batches make stage 3's bmms at batch 4 the shapes of stage 4's at batch 8: content-equal
look-alikes from another stage paired first, 12 new kernels; now 10, as equal kernels with no neighbourhood to agree
on keep to their stage while a kernel of their structure sits in a like neighbourhood on the other side, a test on a
hand-made graph; then 7 and 5, as a copy that only pads a library op's operand no longer gives the op another
neighbourhood (another test on a hand-made graph); left: stage 4's bmms at batch 4 and stage 3's at batch 8, look-alike
blocks of every stage that no neighbourhood tells apart, cross by their changed shapes),
`unet/b16` (the bias gradient's reduction split at batch 16 breaks its fusion: a lost fusion whose second reduction
pass reads as a new kernel; the story does not yet say the split). Then `--only batch,batch_xla --jobs 8` (13
variants in 42 s: a batch size changed in `moe`, `block_edit`, `bert`, the MLP, `conv_xla` and `lora_xla`).
`tests/data/gpu/batch/` keeps the backward graphs of `moe_b128` and `moe_b256`: pad_mm padded the router gemm's
weight gradient at 256 only, and the padded mm, whose new neighbour kept it from pairing, paired by its kind with
another mm (1 new kernel back to 128, exit 1); now padded calls pair first. Read right, not kept: `block_edit`, the
MLP at batch 100, `conv_xla`. Not settled, not kept: `bert_b8` -> `bert_b4` (the pooler's tanh backward and its sum
over 8 rows run fused; over 4 rows Inductor unrolls the sum into a kernel of its own: 1 new kernel, the work of one
fused kernel now in two, no lost fusion found because the unrolled sum shares no op with the reduction), `lora_xla`
at 600 rows (every gemm through cuBLAS: no Triton gemm left to tell the autotuner's choice from a setting, so the
Triton gemm whose scaling and update now run apart is a lost fusion). `tests/data/gpu/batch_xla/` keeps `lora_b512`
and `lora_b1024`: at 1024 the autotuner ran one Triton gemm (scaling, dot, SGD update) through cuBLAS, the rest apart,
read as a lost fusion; now the autotuner's choice, as an Inductor template's epilogue is. Then `--only timm_more
--jobs 6 --timeout 400 --deadline 520` (6 variants in 159 s): the reruns of
DenseNet-121 and MLP-Mixer read right (one addmm's operand padded in one DenseNet run: changed), as does the Mixer at
batch 16. Not settled, not kept (1.5 MB a graph): DenseNet at batch 8 and 16, whose batch norms' statistics Inductor
computes another way at each size (a split Welford reduction with a combining kernel at 16, fused with the dense
block's concatenation at 8): 91 new kernels and 16 lost fusions one way, and 3 of the blocks' look-alike
convolutions, whose neighbours all changed, crossed.
Late on 2026-11-26 (the same versions): `--only layered_peak,hf_decoder,pairwise_xla,donate_loop_xla --jobs 8
--timeout 300 --deadline 420` (12 of 15 variants in 53 s; Whisper's config first failed on token ids outside its small
vocabulary). `tests/data/gpu/layered_peak/` keeps the backward graphs of `base` and `no_reorder`: with
`reorder_for_peak_memory=False` the kernels and the peak are the same, but two buffers no longer take over a freed
one's storage, the total growing 64 MiB, which had been flagged with nothing to say why; the total is now attributed
where the peak held still (`reuse_lost`). `pairwise_xla` (a lost fusion writing a 256 MiB product, both ways) and
`donate_loop_xla` (the loop run on a copy: 2 new kernels, the peak doubled) read right and are kept as public
regressions' shapes. Read right, not kept: the Qwen2 rerun and batch 4, `checkpointed` (recomputed forward kernels in
the backward: 16 new kernels, the forward's peak down 64 MiB, the backward's up 46 MiB), `b8192`. Then, on two
H100s (`nvidia-h100-x2`, the same versions): `--only tensor_parallel,sharded_xla_gpu,hf_decoder/whisper,
hf_decoder/whisper_rerun,hf_decoder/whisper_b4 --jobs 6` (the tensor-parallel ranks first hung: an empty TORCH_LOGS
fails torch's import in rank 1; then `--only tensor_parallel --jobs 3`, 27 s). `tests/data/gpu/` keeps
`tensor_parallel/rowwise` and `colwise` (the story had said "+1 all-reduce, -1 all-reduce" for an all-reduce moved
from the forward to the backward: now with the graphs), `sharded_xla_gpu/data` and `fsdp` (XLA's async collectives
on GPUs) and one encoder attention graph of `hf_decoder/whisper` and `whisper_rerun` as `whisper/`: in one run pad_mm
padded a gemm's operand, changed kernels, but 1.47 MiB more allocated (the total's growth, flagged; the padding
copy's buffer is now said as the compiler's choice). Read right, not kept: the reruns of `tensor_parallel` and
`sharded_xla_gpu`, Whisper at batch 4 (reductions split over partial results at 4, said). Traceable FSDP2 (the corpus
seed's collectives in the graph: `fully_shard`, `skip_fsdp_hooks=False`, `compiled_autograd`, `fullgraph=True`)
did not compile with torch 2.11 after four tries (FSDP's lazy initialisation, its debug logging, then
`torch._C._current_graph_task_id` in its post-forward hook break the graph); not kept as a case. Then `--only
sort,topk_xla,layered_peak/base,layered_peak/no_buffer_reuse --jobs 8` (9 variants in 21 s; one H100). Read right,
not kept: `allow_buffer_reuse=False` (16 buffers no longer reusing a freed storage, +257 MiB, said), `lax.top_k`
(XLA's `__gpu$TopK` custom call) against `argsort` (a sort fusion): a kernel new and one removed, the sizes of both.
Not settled, not kept: `sort` at 512 and 8192 values a row, where Inductor's own sort (tanh, sort and sum in one
persistent kernel) falls back to ATen's at 8192 (the tanh, `aten.sort.stable`, the sum fused with the index add
after it): 3 new and 2 removed kernels, no lost fusion found, the fallback's `aten.sort` sharing no op name with the
loop body's `sort`. The Transformers cases were then run again after `case_hf` took in Qwen2 and Whisper (`--only
hf/t5,hf/mixtral,hf_decoder/qwen2,hf_decoder/whisper`: 4 variants in 94 s). Then `--only timm_reruns --jobs 10` (10
variants in 131 s): the RegNetY, MobileViT, EfficientViT and ResNet50-D reruns read right (pad_mm padding a gemm in
one run: changed kernels); LeViT's padded 12 attention bmms in one run and not the other, 6.8 MiB of copies, flagged
as the total's growth on a rerun and its renames blamed on a compiler version: growth the padding makes up is now
the compiler's choice, and the story names pad_mm first (tested on the Whisper rerun, whose two encoder attention
graphs `tests/data/gpu/whisper/` now keeps; LeViT's graphs are 2.2 MB a side, not kept). Then the rest of
`timm_reruns` (12 variants in 170 s, on an H200: both runs of a pair on one card): ConvNeXt-V2, GhostNet, FastViT,
TinyViT and MaxViT reruns read right; EdgeNeXt's did not: pad_mm padded other attention bmms in each run and
Inductor fused the q/k normalisation into the padding copies, read as 2 new and 2 removed kernels (exit 1 on a
rerun); now padding where the op grew by the rounding (`tests/data/gpu/edgenext/` keeps the forward graphs). Left:
its backward, where one run fuses a softmax backward's mul into the copy padding both bmms of its gradient, whose
sizes do not grow (the contracted dimension is padded): a lost fusion on the rerun, one way (the backward graph is
2.2 MB a side).
On 2026-11-26, late at night (the same versions, an H200): reruns of six more Transformers models (`--only hf/opt,
hf/opt_rerun,...`: OPT, GPT-NeoX, BART, DeBERTa-v2, Gemma, Phi; `HF_MODELS` holds their configs) and twelve more timm
models (`timm_reruns`, DeiT to DaViT; `--jobs 12`, 24 variants in 252 s, then 12 in 299 s). 34 of the 36 directions
read right (exit 0; pad_mm's choices said as changed kernels). Two did not: DaViT's backward, where one run padded
one attention bmm's operand along what it contracts and the other run other bmms', paired the two copies as one copy
resized (its +78 % flagged as growth), and GC ViT's forward, whose window-attention bmms padded in one run write
bf16[1024, 49, 49] as [1024, 56, 56] (+30 %, flagged). Now a padding copy pairs by structure only where it sits (what
it copies and the ops it feeds), and a padded op's output is compared with its rounding taken back: both reruns exit
0 both ways (hand-made tests in `tests/test_differ_properties.py`; their graphs are 1.9-2.5 MB a side, not kept).
Then `--only hf/t5_b4,...` (the eight Transformers models at batch 4, 8 variants in 71 s): the six new ones read as
the batch grown both ways (activations grown, kernels changed in one dimension, nothing new). Mixtral's routers sort
their token-expert choices inside a fused persistent reduction at batch 2 and through `aten.sort` at 4: read as two
lost fusions with the library sort a new kernel beside their pieces; now the sort is a piece of each (the other way,
part of each new fusion). `tests/data/gpu/hf/mixtral_b4/` keeps its forward graph. Then `--only hf/t5_s512,...`
(512 tokens instead of 128, 8 variants in 53 s): reductions split over 8 partial results at the longer sequence
(said as the compiler's), kernels scaled in the sequence. Gemma's story said no dimension: 16 kernels changed
256 -> 1024 (batch times sequence) and 11 the sequence's 128 -> 512, neither most alone; now the sequence, counted
with its multiples (`tests/data/gpu/hf/gemma/` and `gemma_s512/` keep the forward graphs). Left: OPT at 512 tokens
moves the dropout backward from the layer norm backward's fused kernel into another, read as 2 new and 2 removed
kernels beside the split reductions, both ways.
Then `--only flax_lm_xla` (a flax language model trained by optax's AdamW, 6 variants in 61 s): its rerun failed the
gate (exit 1): the autotuner ran two gemms through cuBLAS in one run and as Triton fusions in the other, and XLA's
schedule around them raised the peak 6 %. As in the corpus's reruns, growth where every change is such a choice is
now said, not flagged (the two truths that had read it as growth, `embed_xla` and `autotune_xla`'s reruns, now exit
0). Batch 8 -> 16, remat, bfloat16 activations and donation read right (the donation's 112 inputs no longer updated
in place named, the other way round); not kept (1.3 MB a run). Then `--only hf/opt_ckpt,hf/opt_eager,...` (12
variants in 56 s): transformers' gradient checkpointing (a graph break per checkpointed layer's boundary, SDPA run
under `graphsafe_run_with_rng_state`, forward work recomputed in the backward: new kernels, the peak down 24-30 %)
and eager attention (the scores computed by the model: lost fusions or new kernels, the peak up 8-13 %) read as
such, exit 1 both ways. Left: the story names no checkpoint policy for Inductor (the IR does not mark recomputed
nodes, as jax's names do), so checkpointing reads as a graph break and new kernels.
On 2026-11-27 (the same versions, an H100): programs of public regressions, `--only densenet_inference,t5_softmax,
bn_split,complex_gather_xla,scan_temps_xla,flax_lm_xla/base,flax_lm_xla/unfused --jobs 8` (15 variants in 83 s).
`complex_gather_xla` (openxla/xla#29620: a lost fusion writing a c64[100, 100, 100] product, +7.6 MiB, both ways) is
kept in `tests/data/gpu/`. Read right, not kept: T5 without `online_softmax` (6 kernels renamed or changed, nothing
new), batch norm's reductions split or not (pytorch/pytorch#184941's pattern: lost fusions and a split said one way,
new fusions the other), the DenseNet rerun (pad_mm on its classifier's addmm), flax's step with XLA's priority fusion
off (403 new kernels, 62 lost fusions, the peak +68 %). Reproduced nothing, not kept: `max_pointwise_cat_inputs=1`
left the DenseNet's IR as it was (its concatenations are fused with the batch norms after them either way; the
regression came with a later torch), and turning off horizontal loop fusion left the scans' temporaries as they were
(all eight live at the peak in both). Left: flax's unfused step against the fused one reads as 45 new kernels and 21
lost fusions: the unfused run's horizontal fusions of the optimizer's updates are each spread over fused kernels that
also do other base kernels' work, a regrouping into fewer kernels (493 -> 152) that the differ says as lost fusions.
Later that day, XLA's priority fusion off against on in small: `--only optax_mlp_xla,chain_xla/base,chain_xla/unfused,
conv_xla/base,conv_xla/unfused,memory_xla/base,memory_xla/unfused,attention_layout_xla/bshd,
attention_layout_xla/bshd_unfused --jobs 8` (15 variants in 30 s). With priority fusion on as the head, every step had
read as lost fusions (a layer's multi-output fusion of its gradient product and bias sum split, the product fused with
the tanh's derivative and the update): now regroupings, exit 0 (flax's 21 lost fusions too); off as the head, lost
fusions and new kernels as before. `optax_mlp_xla`'s SGD pair is kept in `tests/data/gpu/` (230 KB), pairs both ways,
and `attention_layout_xla/bshd_unfused` (180 KB) beside its `bshd`: with priority fusion on, the fused q, k, v weight
gradient's reduction is recomputed in each slice's update, one update had read as a new kernel.
Then `--only peak_fusion,ragged_dot_xla,block_config/base,block_config/no_upcast,block_config/unroll_reductions1,
block_config/no_pointwise_autotune,block_config/tiling_prevents_fusion --jobs 8` (11 variants in 40 s). Reproduced
nothing: torch 2.11 no longer fuses pytorch/pytorch#138685's two row sums (each is its own reduction, the add fused
into the second; `max_fusion_size=1` reads as that one fusion lost), and jax 0.11 lowers `ragged_dot` densely either
way (a bf16[8, 4096, 1024] masked copy of the tokens per expert), the instruction's path computing the group offsets
in a kernel of its own that jax's lowering recomputes in both masked copies. Left: that pair reads as a lost fusion
(2 of the 12 ops found, in two kernels: the rest carry jax's primitive names on one side only) where one kernel was
folded into two. Read right, not kept: `codegen_upcast_to_fp32=False` (17 kernels' sources changed), and three
settings that left the block's kernels as they were. Then XLA passes off on `block_edit_xla`'s block and `conv_xla`
(`--only block_edit_xla/base,block_edit_xla/no_dot_merger,...,conv_xla/no_cudnn_fusion`, 7 variants in 32 s):
transpose folding, the reduction splitter, the tree reduction rewriter and cuDNN's fused convolutions changed nothing
(no findings, or the autotuner's choice of one gemm). Left: with the dot merger off, the block's q, k and v
projections (one Triton gemm over the concatenated weights, 1536 wide, sliced three ways after it) and their weight
gradients run as three gemms each: exit 1 (kernels 5 -> 9, the peak 65 -> 53 MiB), but said as 9 new and 5 removed
kernels rather than the merged gemms as lost fusions (the merged dot holds one dot op, not three, so no rule of
fused work sees it); the other way, the merged peak's growth (+23 %) is said and flagged. (Now a stage of its own: the
pair is kept, `block_edit_xla/no_dot_merger` beside its `base`.) Last, XLA's Triton softmax rewriter off (`--only
block_edit_xla/base,block_edit_xla/no_triton_softmax_rewriter,...,attention_layout_xla/bshd_no_softmax_rewriter`,
6 variants in 31 s, on an H200: the same program's dumps differ from an H100's, 4 new kernels and 2 lost fusions
between `bshd` made on each): on the attention step the softmax's maximum and exponentials ran in one kernel and the
sum apart, without the rewriter the maximum alone and the rest in the next kernel; it had read as a new and a removed
kernel both ways (exit 1), now a regrouping (kept, `attention_layout_xla/bshd_h200*`). On the block, its softmax
fusion lost: new kernels, exit 1 (`softmax-rewriter-triton` is no pass of this release; `fusion-block-level-rewriter`
changed nothing but the autotuner's choice of one gemm).

On 2026-11-27, the fourth session (the same versions, on an H200: `--only gpt2_settings,mlp_settings,constants_xla
--jobs 8`, 14 variants in 259 s, `max-autotune` the longest): constants alone changed (GPT-2's layer-norm epsilon and
dropout probability, the jax block's norm epsilon and softmax scale) give no findings; `functorch.donated_buffer` off
leaves Inductor's dumps byte for byte the same (the donation is the runtime's); default against
`max-autotune-no-cudagraphs` is the autotuner's backends and epilogues (changed kernels, as many launches, both ways);
`score_fusion_memory_threshold` raised splits the fusions that share less than it (GPT-2: four of twenty backward
fusions, exit 1; fused again the other way, exit 0). All read right; `tests/data/gpu/` keeps `gpt2_settings` (base,
ln_eps, fusion_threshold: the first graph's forward and backward), `mlp_settings` (base, autotune, fusion_threshold)
and `constants_xla` (base, norm_eps, softmax_scale).

On 2026-11-27, the fifth session (the same versions, an H100: `--only kernel_names,kernel_names_log --jobs 8`, 8
variants in 52 s): Inductor's `triton.descriptive_names` set to `"torch"`, `"inductor_node"` or False renames every
kernel of GPT-2 (56-63 of them), the work the same: no findings but the renames, which the story now says as that
setting (it had said "likely a compiler version change"), folder and log alike; `triton.unique_kernel_names=False`
leaves the names as they were in torch 2.11 (no findings). `tests/data/gpu/` keeps `kernel_names` (base,
names_torch, names_node, names_off: the backward graph) and `kernel_names_log` (base, names_off: the whole log).
`benchmarks/warm_cache_dumps.py` made `tests/data/gpu/warm_cache/`: what a warm FX graph cache leaves (its docstring).

On 2026-11-27, the sixth session (the same versions, an H200): `--only custom_op_inplace --jobs 8` (8 variants in 29
s; every compiled result checked against eager: equal), then `--only unbacked_fusion,routed_moe --jobs 10` (10 in 34
s). A custom op mutating its argument that Inductor cannot reinplace runs on a copy: the copies read as new kernels
"(SchedulerNode: load, store)" with no word of why, and an input of no known size no longer updated was said as a
donation dropped (0 B): the story now names the op the copies are for (`copied_for_in_place`). A data-dependent size
(`nonzero`, `.item()`) leaves no memory figure, now said as a size not known at compile time rather than one "only
the IR says (none here)". `tests/data/gpu/` keeps all three cases (IR and code).
Left: `unbacked_fusion/static` against `unbacked`, where the split reduction also goes (an unbacked size is not
split), reads as the pointwise kernel new and the fused first pass removed, the finishing kernel paired with the
unsplit reduction, not as a lost fusion. `unbacked_shared` against `unbacked` (the issue's fix undone by editing the
reduction) read as the fused kernel changed, its reduction a new kernel: a graph of one fused kernel gave the fusion
search no neighbours to place a changed part by; a kernel no kernel feeds or reads now takes as its parts leftovers
that feed and read only one another (a lost fusion, its reduction changed).
Then `--only tiny --jobs 8` (15 variants in 49 s): programs a bug report's repro could be, one graph of one to three
kernels each, under Inductor settings. Read right but for three things, mended: `loop_ordering_after_fusion=False`
prints loop sizes as lists (two kernels read as changed: now read as tuples); the deterministic algorithms' index_put
fallback said only as a new kernel (now `scatter_calls`); one reduction split again (split_reductions on) said as a
new kernel alone (a cause needed two reductions: one now does where a reducing kernel came or went with it).
`online_softmax=False` changed nothing in torch 2.11's IR; `triton.multi_kernel` and `persistent_reductions=False`
read as changed kernels (renamed, the source changed). `tests/data/gpu/tiny/` keeps every variant. Then `--only
tiny_xla --jobs 10` (17 variants in 7 s; a first run had XLA fold programs of constants into their results: the
arrays are arguments now) and `--only tiny/cat,tiny/cat_max_inputs1,tiny/cumsum,tiny/gather,tiny/gather_fusion1`
(one kernel each whatever the setting; not kept): read right, but with Triton gemms off XLA's cuBLASLt call took the
bias and GELU into its epilogue (`BIAS_GELU`), read as a loop fusion removed and the call's inputs changed, which the
changed call and the story now say (`library_epilogue`). `tests/data/gpu/tiny_xla/` keeps every variant. Then
`--only tiny_train --jobs 10` (10 variants in 28 s): fusion off and reruns read right. With functorch's
`activation_memory_budget=0` the backward recomputes forward kernels, read as new kernels with no word of why
(Inductor's IR does not mark a recomputation; its code does: such a kernel's `Topologically Sorted Source Nodes`
are forward nodes, `[layer_norm]`, and `[matmul]` where `call` launches the extern mm): the story now says them
recomputed, as it does `checkpoint/ckpt`'s. Left: the rms_norm and cross_entropy pairs under that budget move fusions
around (not kept as pairs).
`tests/data/gpu/tiny_train/` keeps every variant.

On 2026-11-27, the seventh session: `tiny_train/rms_norm` against `rms_norm_budget0` (read by hand from the code's
source nodes) read as a new kernel and a removed one where the budget only moved rsqrt from saved to recomputed: the
input gradient's kernel reads the inputs instead of the saved rsqrt (one input fewer) and no kernel feeds or reads it
in the base. Gained ops now takes a kernel reading fewer inputs (it computes again what it read), and, for a base
kernel with no neighbour, the head kernel that is its only fit; a changed backward kernel whose source nodes gained
forward nodes is said as now recomputing them (`recomputes_forward`, the `rematerialized` cause). Kept as pairs.
Then `template_fusion` (the same versions, an H200; a helper's run, every pair judged by hand from the code): a Triton
template chosen before fusion (`TritonTemplateBuffer`) with `prologue_fusion=False` or `epilogue_fusion=False` read as
the autotuner's choice, exit 0, and the prologue's 2 MiB cast buffer excused as a rerun's: a template that max-autotune
does not time with its fusions follows the settings, a lost fusion now. `tests/data/gpu/template_fusion/` keeps every
variant. The same settings under the default backends (`MultiTemplateBuffer`, an extern mm chosen against the template
once its prologue may not fuse) still read as the autotuner's choice: a rerun of the same program makes that change.
Then `layer_norm_form` (the same helper's run): `F.layer_norm` against the norm written out read as a new kernel and
a removed one, the input gradient's kernel of 36 ops against one of 63 on the same inputs with no neighbour to place
it by (the reverse read right, lost ops): gained ops now takes a kernel that kept every op and at most doubled them on
the same inputs (as share does), more than that computing something else beside it, as before.
Then `small_dot_xla` (the same run): with the dots kept as XLA loop fusions (`wrapped_dot`, kLoop) against Triton gemm
fusions (kCustom), a gemm taking in the tanh before it as its prologue (1 op to 2: doubled) read as new beside the
loop fusion removed, and the five dots that only changed emitter as renamed by a release: gained ops now takes work
doubled too, and a dot run by another of XLA's emitters is another implementation of the same op (the story's
`implementation_switched`).
Then `slice_assign` (the same run): columns assigned through an index tensor (a copy, a scatter into it, the relu: 3
kernels) against a slice (one kernel selecting by column) read as a new kernel and 3 removed one way: a graph's
kernels that no other kernel feeds or reads, one on one side against a group feeding only one another on the other,
where the one does most of the group's work, are now a new (or lost) fusion. Left from the same run: `var` (a
variance written out in two passes, 4 kernels, against `x.var()`, 2) and `lax.associative_scan` against `jnp.cumsum`
(7 kernels against 3) read as new and removed kernels where the work was rewritten; dropout's mask under
`jax_threefry_partitionable=False` now computed by two kernels is said as one new kernel, not a lost fusion; XLA's
deterministic scatter (a sort and 7 scans) and Inductor's one-hot scatter without its constant-tensor rewrite are
flagged right but named by no cause.

On 2026-11-27, the eighth session (the same versions, an H200: `--only tiny/var,tiny/var_two_pass,tiny_xla/cumsum,
tiny_xla/associative_scan,conv1x1,pointwise_cat,tanh_mlp_xla --jobs 10 --deadline 300 --timeout 250`, 15 variants in
31 s; `tiny_xla/cumsum` made again the same, but for the script's line numbers, so the kept one stays): last session's
`var` and `associative_scan`, and three of the four kinds of change a helper's second round of 28 groups (82
variants, each pair judged by hand) found misread. `tiny/var` against `var_two_pass`: the Welford kernel and the
three two-pass kernels sit beside the finishing kernels, which pair as one changed only after the fused-kernel-for-
many stage ran: it now looks again then (a new fusion one way, a lost one the other). `tiny_xla/associative_scan`
against `cumsum`: nothing alike, the same input into an output of the same size, 5 kernels against 3: fewer are a
regrouping (the story's `computed_another_way`), exit 0; more stay new and removed kernels. `conv1x1` with Inductor's
`conv_1x1_as_mm` (inference and a training step): each convolution an `addmm` over the pixels' rows, its bias taken
in, read as 2-3 new kernels and a lost fusion: the calls now pair before the kernels around them (the same elements
as rows), and kernels alike in work or structure no longer pair past one of the base kernel's very shapes in its
place. `pointwise_cat` with `force_pointwise_cat` (16 kernels writing a concatenation's blocks, or, trained, one fused
kernel of 12 pieces, against one node selecting each piece under a mask): read as 1 new and 16 removed kernels, or a
new and a removed one; a one-node kernel computing exactly what the leftovers between its neighbours compute (but
for moving and indexing data) is their fusion, and two leftovers computing the same in one place are one kernel
changed. `tanh_mlp_xla` in float32 against bfloat16: the tanh computed in float32 between converts read as new where
the gemms beside it changed too; the same work but for converts, beside a neighbour of its own, is that kernel
changed. Left: `triton.native_matmul` (an extern mm as a Triton reduction kernel that takes the GELU's backward in:
13 -> 11 kernels, read as 5 new kernels and 2 lost fusions), float64 against float32 in jax (cuBLAS for every gemm
against split-K Triton gemms and the kernel summing their partial results: 2 new kernels), and right verdicts with
the wrong cause (a reduction unrolled at `unroll_reductions_threshold` said as a new kernel, not a lost fusion; a
cuBLAS epilogue given up said as new and removed kernels in bfloat16; a contraction order changed blamed on a
release). Then `tiny/short_rows` with `unroll_reductions_threshold=32` (the same versions, an H200, 2 variants in 23 s):
the unrolled reductions' kernel and the softmax's against one persistent kernel, which also writes the row maximum and
sum only its own nodes read, read as a new kernel and two removed: a group computing a graph another way may write
such buffers. Then `block_norm` (an H200, 2 variants in 29 s; from a third round of a helper's, which ran the classes
above on real models: resnet50's 1x1 convolutions as mm, DenseNet's concatenations as pointwise nodes, flax in
bfloat16, unrolled reductions in a block, norms and scans written out): the attention block's LayerNorms written out
read as 4 new and 4 removed kernels, the weight and bias gradients' sums stored as `[1, 1, 256]` against `[256]`;
leading sizes of 1 are now no other shape. Left from that round: the reverse of `block_norm` (the written-out norms'
first-stage gradient sums taken for a lost fusion, then regrouped: 3 new kernels; a strict xfail in
`tests/data/gpu/pairs.json`), DenseNet with `force_pointwise_cat` (each copy kernel wrote one feature map into 3-4
layers' concatenations, so each head kernel holds parts of several base kernels: 30 new and 175 removed, where 145
fewer kernels run), a scan written as shift-and-add against `cumsum` in a sequence model's backward (lost ops pairs
one kernel first, so no group is left whole to be computed another way), and `associative_scan` against `cumsum` in a
jax step (share pairs a scan level's slice with a divide four times its size: a false 1 -> 4 MiB buffer growth where
the peak and total stay).

On 2026-11-27, the ninth session: a helper's round of 26 pairs shaped after public regressions (a Llama-like LM's
norms, attention masks, SwiGLU, losses and dynamic shapes; a jax LM's norms, softmax, one-hot loss, clipping and
scan; pytorch/pytorch#181108's XSA projection; ConvNeXt without layout optimization; two runs, an H200 then an H100,
each pair judged by hand both ways): 22 read right. Mended, each kept (`--only xsa,layout_opt,mask_form,
rms_weight_xla --jobs 8`, 8 variants in 65 s on an H100): `xsa` with `dynamic=True` (a third kernel copies the result
out of a 16 MiB buffer into another): the wrapper's allocations whose sizes print calls and brackets (`s63 // s3`,
`max(1, ...)`, `(-1) + s27`) were skipped, so the peak read 16.56 -> 16.00 MiB, now 32.50 MiB (the same skipped
Llama's allocations under `mark_dynamic` on the sequence, said as sizes not known at compile time); `rms_weight_xla`
(an RMSNorm multiplying by its weight in float32 before the cast): the weight multiply moved from the gemm fusions'
prologues into the norms, read as 5 lost fusions and 6 new kernels (exit 1) where 114 kernels run either way, now a
regrouping (the reverse is a strict xfail: the share stage pairs the two norms' gradient reductions across the
layer); `layout_opt` (timm's ConvNeXt-atto with `layout_optimization=False`, 321 -> 310 kernels): a block norm's
backward without its layout copy paired with the downsampling norm's kernel writing that copy's shape, 2 new
kernels (exit 1), now fusions made, exit 0 (which kernels fused still crosses the look-alike norms); `mask_form`
(`masked_fill(~mask)` against `where(mask)`): the backward no longer recomputing the mask's invert was blamed on a
rematerialisation policy, though neither forward computes it. Also mended, its dumps already here: the reverse of
`block_norm` (a kernel found only partly elsewhere, beside itself changed in place, is no lost fusion). Left: the
reverse of `mask_form`'s model's loss written as `log_softmax` and `gather` against `F.cross_entropy` (the
cross-entropy kernel, which also counts the targets not ignored, is more than twice the other's work on the same
inputs: new and removed where the forward direction pairs them by lost ops), jax's scan over layers with `unroll=2`
(144 -> 186 kernels said as 27 new, where launches per step fall 420 -> 320: the trip counts are not weighed; exit 1
stands on the peak's +8 %), a one-hot loss's lost fusion named with the wrong pieces, SwiGLU's two gemms merged into
one said as a buffer grown +100 %, einsum's trailing sizes of 1 said as output shapes changed. `dynamic=True` on the
Llama-like LM failed in Inductor's coalescing analysis (`tiling_utils.get_pw_red_splits`; it compiles with
`triton.coalesce_tiling_analysis=False`). Then `--only swiglu_form,rms_weight_xla/no_rename_fusions,rms_weight_xla/base`
(4 variants in 43 s, an H100): SwiGLU's gate and up linears as one of twice the width had read as 4 buffers grown
+100 % (flagged); library gemm calls now merge as XLA's dots do (the backward's peak growth, 7.26 -> 10.26 MiB, real,
still flagged), and fusions renamed by XLA's `rename_fusions` pass off are said as that pass, not a release. Then a
helper's second round, on memory (20 pairs of a Llama-like LM, its inference, a KV cache, a small ResNet and a jax LM,
judged by hand by replaying the wrapper's allocations and XLA's live ranges, two runs on an H100): every peak and total
dumpdiff printed matched to the byte and no real growth was missed. Mended and kept (`--only seq_len,remat_budget`, 6
variants in two runs of 31-36 s): 1024 tokens instead of 256 said as the batch size (the flattened batch x sequence rows
counted where the sequence sits), and cuDNN SDPA recomputed under `activation_memory_budget=0.5` said as a new kernel of
no cause (a fallback op's call named no FX nodes). Left: a remat trade's backward graph flagged as its own peak's growth
(+28-88 %) where the step's peak, counting the saved activations the backward frees, fell 29.0 -> 25.5, 17.5 or 14.5
MiB (graph inputs are not in a graph's replay; exit 1 stands on the recomputing kernels); a donation's output buffers
(jax aliasing float32 updates into bfloat16 donors by size, +14 MiB) said with the peak's attribution of +3.5 MiB; the
copies XLA inserts for donated parameters (9 new kernels, exit 1) and `inplace_buffers=False` (kernels no longer
writing over their own input) given no cause of their own; an inference graph's sequence growth still read from its
flattened rows when those are the commoner substitution; pad_mm's copy padding a sliced last token (`logits_to_keep=1`)
a new kernel.

On 2026-11-27, the tenth session: a helper's round of 31 pairs (a DiT-style transformer with adaLN modulation in torch
and jax, a GroupNorm UNet encoder and a MobileNetV2 with and without channels_last, a ViT + GPT-2 encoder-decoder; an
H100, two runs, judged by hand both ways; the dumps and judgments under the ignored `.gpuwork/repro11/`): 26 read right,
every byte figure matching an independent replay. Mended and kept: a rerun of the encoder-decoder in which pad_mm padded
both operands of each cross-attention bmm along the 197 tokens it contracts, the probabilities' copy also applying the
dropout, read as 2 new kernels and the backward's peak +7.4 % (exit 1 on a rerun): such a copy now pads what its op
contracts where it writes as many elements as the plain op's operand but for a size rounded up, and kernels only renamed
beside the compiler's choices leave the memory that moved the choice's (`case_vlm`; the kept dumps are the helper's run
of the same model, `tests/data/README.md` says why; `--only vlm`, 6 variants in 51 s on an H200: one of four reruns
padded otherwise, the cross-attention scores' 197 keys as 200 in the bmm's output, read right before and after). Also
mended and kept: removing the DiT's LayerNorm affine (`case_dit`, `norm_affine` -> `base`: the weight and bias
gradients' partial sums gone from the norms' backward reductions, the weight's multiply from their input-gradient
kernels) read as 4 new kernels and 2 lost fusions, exit 1: the fusion search had claimed each input-gradient kernel as a
piece of the reduction beside it for the few ops they share, though it does far more of another base leftover's work,
whose shapes it writes; such a piece no longer makes a lost fusion (the kept dumps are the helper's H100 run: `--only
dit` on an H200, 2 variants in 32 s, compiled the norms so that they read right before the change too). Left: the other
way (`base` -> `norm_affine`) reads as 12 new kernels and 2 lost fusions where 8 finishing kernels are new and no fusion
was lost (a strict xfail; a first try for the mended direction, taking a head leftover in place doing a subset of the
work as the kernel changed, had left it at 2 new and 1 lost and made XLA's lost fusions name fewer pieces elsewhere:
reverted); the DiT without its adaLN gates (`1 + scale` realized by a kernel of its own: 4 lost fusions read as 4 new
kernels); a jax dot whose output went from bfloat16 to float32 with its bias moved out (cuBLASLt for the Triton gemm:
new and removed, not changed); channels_last on the UNet said as reduction splitting (no cause reads strides); regional
compilation (`block.compile()`) compared with the whole model's graph by name.

On 2026-11-27, the eleventh session: a helper's round of 82 pair directions (transformers' T5 and Qwen2 training steps,
timm's ConvNeXt-atto, a flax CNN with BatchNorm in jax, and 15 Inductor settings of the kind a release changes on the
Qwen2 base; an H200 and a fresh H100, judged by hand both ways with launch-list diffs and replays; the dumps and
judgments under the ignored `.gpuwork/repro12/`): 70 right, every rerun (the same machine, H200 against H100) exit 0.
Nothing mended (the session went to speed, issue #19). Wrong, all false regressions: two RMSNorm weight-gradient
reductions fused into one kernel of two outputs, each part also taking in the add a kernel before it had realized
(T5 without dropout; `realize_reads_threshold=1` -> the default on Qwen2), read as a new kernel beside removed ones
(`_parts_with_a_changed_one` allows one changed part, and the fused kernel reads what its parts' producer read: a
first try allowing parts moved in place did not reach it, reverted); Qwen2's `num_key_value_heads` 2 <-> 4 (dK's RoPE
backward regrouped: sin | cos + transpose against the whole RoPE | a transpose copy) read as 4 new kernels both ways;
eager attention -> SDPA (cuDNN's attention replacing bmm, softmax, bmm and a clone in the forward; read as new there,
as the new fusion it is in the backward); `fallback_random=True` -> the default (Triton's fused RNG in the relu and
RMSNorm kernels replacing 22 `aten.native_dropout` calls) read as 6 new kernels; a flax block removed (the global mean
no longer fused with its convert) said as a lost fusion of the removed block's ReLU. Details wrong, exit right: a
kernel gaining a store (drop_path) read as a piece of its neighbour's lost fusion (as repro11's norm_affine), a 1x1
conv MLP's `convolution_backward` calls split between new kernels and new fusions, a mean reduction paired 1:1 read as
split under remat (XLA), a label-shift pad split out of the loss reduction read as new, not a lost fusion.

On 2026-11-28, the twelfth session (the same versions, an H100): `--only norm_weight_grads,extern_moves --jobs 8` (8
variants in 77 s), then `--only norm_weight_grads/t5,norm_weight_grads/t5_dropout0` (60 s) after `case_t5_step`
joined: the first false regression above made again and mended (`tests/data/gpu/norm_weight_grads/` keeps the
backward graph of T5 with and without dropout, and both Qwen2 graphs with `realize_reads_threshold` 1 and the
default). `case_hf`'s T5 compiles the module, whose graph breaks keep each norm's sums apart: both ways read right
there, not kept. `extern_moves` makes the dropout and attention moves above again. T5's `fallback_random` -> the
default (4 new kernels: the seeds' draw and a norm that took its dropout call in, a graph) is mended: the random numbers
drawn in the kernels regroup the calls (`tests/data/gpu/extern_moves/` keeps the two forward graphs of both). Qwen2's
eager attention -> SDPA reads the forward attention as the new fusion it is on this H100 (it did not on the H200
above), but the causal mask SDPA takes as a tensor is a new kernel (eager computed it in each softmax) and the dK
RoPE backward's sum is split off (2 lost fusions): real changes, an arguable exit 1; left, not kept. Then `--only
kv_heads` (47 s) after `case_hf` took a model's config arguments: Qwen2 with 2 and 4 key/value heads groups the keys'
gradient sum otherwise with the rotary backward (4 new kernels both ways), mended by the regrouping in place
(`tests/data/gpu/kv_heads/` keeps the backward graph of both). Then `--only drop_path` (79 s) after `case_timm` took
the model's arguments: ConvNeXt-atto with drop-path 0.1 (a kernel gaining a store read as a piece of its neighbour's
lost fusion above) made again and mended (`tests/data/gpu/drop_path/`, both graphs).

On 2026-11-28, the thirteenth session (the same versions, an H100): a round of 40 variants of new models and settings
outside this script (a Gemma-2 LM under eight Inductor settings, MobileNetV3, CLIP, a jax GNN and a flax ViT; 70
directions read by hand) left three false readings, each made again here and mended: `--only width,gnn_xla,vit_xla
--jobs 6` (6 variants in 90 s), then `--only gnn_xla` (8 s) after its step returned the loss as the round's did.
`width`: MobileNetV3-small at width 1.0 and 0.75, where a narrower block has the channels the next block had (one
buffer read as grown 144 -> 192 channels; `tests/data/gpu/width/`, the backward graphs). `gnn_xla`: at 8192 nodes
XLA's forward fusion summing the loss also computes its gradient's first multiply (a new and a removed kernel, both
ways; `tests/data/gpu/gnn_xla/`). `vit_xla`: GELU's erf form for its tanh form in each layer's fusion (3 lost fusions
of look-alike pieces from other layers, 4 new kernels; `tests/data/gpu/vit_xla/`). A second round of 22 variants
(a small Swin, Whisper, Gemma-2 under five more settings, a flax depthwise CNN; 36 directions) left one more:
`--only activation` (2 variants in 69 s): Whisper's FFN GELU against ReLU, each layer's activation kernel replaced in
its place (3 new and 3 removed kernels both ways; `tests/data/gpu/activation/`, the three forward graphs).

On 2026-11-28, the fourteenth session (the same versions, on an H200): a round of 65 variants outside this script
(seventeen Transformers families new here: Mistral, Qwen3, Qwen3-MoE, GPT-BigCode, Bloom, Falcon, GPT-J, RoBERTa,
OLMo-2, Cohere, Granite, StableLM, Starcoder2, Phi-3, Gemma-3, SmolLM3, ModernBERT, each with a rerun and most with a
config edit; a flax MoE, a flax GroupNorm conv net and the flax LM under XLA flags; 98 directions read) and a second of
47 (Qwen3 and Gemma-3 under thirteen Inductor settings, the flax LM and conv net with single XLA passes disabled)
left four false readings, made again here: `--only qkv_bias,groupnorm_xla --jobs 5` (5 variants in 50 s; the
round's dumps of the same programs compare the same). `qkv_bias`: Starcoder2 without biases, each projection an mm
for its addmm, read as q's addmm split into k's and v's mms (2 new kernels a layer; the forward graphs kept).
`groupnorm_xla`: a rerun whose cuDNN filter gradients chose other algorithms, their workspaces resized (an allocation
growth, exit 1; so were two of the disabled passes, which changed nothing else), and SiLU -> GELU, whose way back
still reads two lost fusions (marked `wrong_now`). Then `--only acc_reads` (2 variants in 50 s): Gemma-3 with
`realize_acc_reads_threshold=1` and back, the sums recomputing their products read as 5 new and 5 removed kernels
(both graphs kept; Qwen3's way back still reads 4 new kernels, the rotary backward regrouped), and `--only
flax_lm_xla/bf16,flax_lm_xla/bf16_no_triton_gemm` (23 s), kept for a reduction losing its convert to a kernel of
its own, which a first form of the GELU -> SiLU mend read as changed.

On 2026-11-29, the fifteenth session (the same versions, on an H200): a round of 74 variants outside this script
(Inductor on the CPU: Llama, GPT-2, RoBERTa, T5, Phi-3 and Qwen2 trained, each rerun, at batch 4 and with a config
edit, two of them in inference; GPU inference in bfloat16 of eight families, rerun, at batch 8, 256 tokens, float16,
float32 and max-autotune; flax programs on the CPU), then 14 of `generate` with a static cache and the forward
compiled (Llama, Qwen2, Gemma-3: rerun, a 512-token cache, batch 4, max-autotune): no false reading among the 142
directions but those left below. Kept: `--only hf_cpu --jobs 4` (4 variants in 102 s, the host's CPU compiling).
Across releases, on the development machine's CPU (venvs of the PyPI wheels): `cpu_dumps.py`'s programs under torch
2.5, 2.6, 2.8, 2.10 and 2.13 and the H200 host's 2.11, read the same but for real changes (2.8's attention block +8 %
peak in its backward, a buffer live longer; 2.13's layer norm in two sums where fusion is off) and 2.5's C++ wrapper,
whose ATen calls were not read (peak 0 B; read now, `tests/data/cpu25/`); `hf_cpu/qwen2` under 2.8, 2.10 and 2.13
(transformers 5.24): 2.8 breaks the forward into three frames, whose graphs paired by name with 2.10's one graph
(48 removed, 49 new kernels; merged now, `graph_break_release`), and a break moved within a model (`cpu_dumps.py`'s
`stack_*`: 87 new, 89 removed; merged now); 16 jax programs under jax
0.4.30, 0.6.2, 0.8.3, 0.10.2 and 0.11.2 (the last on the H200's host). jax 0.10's XLA:CPU sums gradients in YNNPACK
reductions (`ynn_fusion`), where 0.8 ran a tree reduction (`reduce-window` partial sums, then a fusion finishing the
sum and taking the update in): read as lost fusions (3 to 10 new kernels and exit 1 for as many kernels or fewer),
now regrouped; jax 0.11's bfloat16 dots drop their converts: a cache update that no longer converts read as a lost
fusion into a convert of the queries elsewhere, now changed. Kept: `xla_cpu` under each release's Python (the 0.11.2
run `--only xla_cpu --jobs 5`, 5 variants in 12 s). Seen and left: GPT-2 inference float32 -> bfloat16 (2 new
`addmm`s: the layer norms' kernels regrouped across the residual they realize, so the gemms' neighbours crossed),
Llama's float32 -> bfloat16 (a convert of the rotary frequencies, a real kernel), Llama on the CPU with as many
key/value heads as query heads (2 new kernels for the q and k rotary gradients fused horizontally: look-alike gemms
crossed by the exact stage), Gemma-3 inference at batch 8 -> 2 (a norm split in two at the smaller size, real),
jax 0.4.30 -> 0.6.2 (oneDNN matmuls that took the learning rate's multiply in, against plain dots and fused
updates: 3 new kernels, 2 removed), a bfloat16 MLP across 0.8.3 -> 0.10.2 (27 new kernels, 10 lost fusions, in
part real: 66 -> 71 kernels).

On 2026-11-29, the sixteenth session (the same versions, on an H200): `--only diff_squares_xla --jobs 7` (7 variants
in 3 s) and a round of 20 outside this script (transformers' Falcon, BLOOM and Mamba trained: rerun, batch 4, 512
tokens or, for Mamba's unrolled scan, 64, gradient checkpointing; jax-ml/jax#23548's Gaussian of every point's
distance to a grid at 1590, 1600 and 3540 points, on the GPU and the CPU: XLA 0.11 materialises nothing at any size).
jax-ml/jax#37465 reproduced on the CPU under 0.11.2 (and 0.10.2 here): YNNPACK's sums leave `jnp.diff`'s slices
to copies of their own (6 new kernels, 3 lost fusions, the peak +75 %, read right); the other way each axis' sum
is a `reduce-window` first pass between a piece of the lost fusion and the fusion finishing the three, read as 3 new
kernels (exit 1 for 10 kernels as 7 and the peak -43 %): regrouped now. Under 0.4.30 the gradient's three
differences, alike in work, are scheduled in another order: nearest in the schedule crossed two, said as a width
scaled 127 -> 128; crossed pairs of a stage are now swapped where each kernel keeps its score and gets its very
shapes. Kept: `diff_squares_xla`'s CPU variants and 0.4.30's gradient (`tests/data/gpu/diff_squares_xla/`). Tried
and dropped: preferring pairs of the same shapes before the nearest among tied scores in every stage, or in the
share stage alone: it paired one remat's dot right but moved the later stages' claims (a flax LM with and without
remat on the CPU: 1 new kernel -> 7 and 2 lost fusions); the swap changes only which of two pairs' partners go
together. Seen and left: BLOOM at 512 tokens splits a GELU gradient's bias sum over partial results, its pointwise
part apart (2 lost fusions, the reduction splitting said): real at that size. A second round of 18 (`--only
mean_layout` in a round script, transformers' GPTBigCode, OLMo-2 and StableLM trained: rerun, batch 4, 512 tokens):
pytorch/pytorch#181442's row mean along a strided axis runs as a first pass over 2 partial results and the kernel
finishing it, which pairs with the whole mean: 1 new kernel, exit 1, read right, but the story named no cause (the
split was said only where the whole reduction paired with its first pass); a new or removed first pass whose
finisher pairs is now said as the reduction split or joined, which also names the tree reduction rewriter's passes
across jax releases and in XLA's while loops. Kept: `mean_layout` (`tests/data/gpu/mean_layout/`). On the CPU here:
a Swin-style shifted-window block's inference with and without `freezing` (pytorch/pytorch#190757's setting) reads 3
new kernels, one of them a packed linear whose `addmm` reads as removed (its neighbours all changed: left), and the
residual the frozen graph realizes, real; an int8 `_int_mm` MLP with a LoRA adapter trained under torch 2.8, 2.10 and
2.13 (pytorch/pytorch#175058's pattern) saves the same tensors for its backward in each: a reuse lost in 2.10 (+512
KiB of the backward's total), read right. A third round of 18 (a row's sum, variance, maximum, log-sum-exp, layer
norm and softmax along a strided axis or not, each rerun): every rerun reads no findings, every strided layout exit 1
(a first pass apart, said as the reduction split), every way back exit 0; the variance's Welford first pass writes
three buffers the finishing kernel all reads, which counted that kernel three times and left the split unsaid: counted
once now, and a reduction split out of its fusion is said alone too. Kept: `var_layout`. A fourth round of 16
(transformers' Qwen3, Qwen3-MoE, Granite and DeepSeek-V3 trained: rerun, batch 4, 512 tokens; DeepSeek-V3's four
failed in SDPA under dynamo): read right but one. Seen and left: Qwen3-MoE run twice reads 2 new kernels (exit 1,
"recomputing forward work in the backward"): pad_mm padded the router's gemm in one run (its output 256 x 4 as
256 x 8) and not in the other, and the partitioner, whose cost model sees the padded output, saved the router's
softmax in one and its logits in the other, recomputing the softmax in the backward: as many launches, every change
the compiler's per-run choice, but the backward graph's findings do not know the forward's padding. Qwen3 at batch
2 against 4 splits the q-norm's backward from the rotary backward (2 lost fusions): real at that size. A fifth round
(Qwen3-MoE, Qwen2-MoE, OLMoE, GraniteMoE and Mixtral, four runs each, 4 experts): the same false alarm in 4 of the 5
models, one run in four padding the routers; GraniteMoE's routers never padded. Kept as a strict xfail pair:
`moe_rerun_padding` (OLMoE). Mending it needs a way to say new kernels are the compiler's choice (a finding kind the
exit status leaves out, or the backward told the forward's padding), not done this session.

The seventeenth session mended that false alarm: a frame's forward and backward findings are read together, and a
new or removed backward kernel recomputing forward nodes fed by a gemm the forward pads on one side only is the
compiler's choice (`compiler_choice`, no regression); each launch of a Triton kernel now names its own layer's FX
nodes. The fifth round's 30 MoE directions all exit 0. Then reruns (round scripts importing this driver): transformers'
Llama, Mistral, Phi-3, Gemma, GPT-NeoX and BERT and timm's ViT, DeiT, ResNet-18, EfficientNet-B0, LeViT and RegNetX
three times each (54 directions), then Llama, BERT and GPT-NeoX at a vocabulary of 2001 and an MLP of 700 (sizes
pad_mm pads) with Swin, ConvNeXt and MobileNetV3, and seven XLA programs three times each (78 directions): every
rerun exit 0 but BERT's, whose decoder is tied to the word embeddings. There pad_mm padded the decoder's weight
gradient in one run, the embedding's gradient then added to its sliced product in the kernel after it, and in
another run took that add into the gemm as its bias (`addmm`): a new addmm, exit 1. A padded gemm now pairs with the
plain one taking its bias in where the kernel reading the padded product pairs with the one writing the bias. The
third run padded the input gradient's gemm instead: the backward's total grows 10 % with reuses the schedule lost
(its peak held still), flagged until the changes that come with pad_mm's choice (the gemm paired across its padding,
the copies padding other gemms, the kernel whose add the gemm took in) counted as the choice: said, not flagged.
GPT-2's own vocabulary (50257, tied), four runs: every direction exit 0. Llama, BERT and a ViT under max-autotune
(the autotuner timing Triton templates against cuBLAS in every run), three runs each: exit 0 both ways. A sum over
rows whose count is data-dependent (`.item()`: pytorch/pytorch#133361's kind) against a constant: the doubling after
the sum no longer fused over the unbacked size (a lost fusion, read right), a layer norm's persistent reduction
looped (changed); `unbacked` kept, the case added. T5, BART and Whisper at a vocabulary of 2001, three runs each:
T5 and BART exit 0; Whisper reads regressions in 4 of 6 directions (seen and left): pad_mm pads its encoder's 1500
frames (2 x 750) to 1504 for other gemms in each run, in copies that sometimes also transpose and add (fused with the
ops before them) and sometimes only copy, one copy shared by the two cross-attention weight gradients: new copies, lost
fusions of a copy with its transpose, and the backward's peak +17 %. Kept: `tied_vocab` (cases `moe_rerun` and
`tied_vocab` added, with the OLMoE and BERT configs). Seen on the way: the differ's output depended on the hash
seed where a stage took the first producer that fit (jax 0.10 against 0.8's XLA:CPU, one of 788 directions):
producers are in the schedule's order now.

Eighteenth session (2026-11-29): Whisper's reruns, left above, read from the dumps of that round (`whisper_rerun`
keeps the three runs' two encoder layers' backward and one forward, trimmed to those graphs; the case added). pad_mm
pads the encoder's 1500 frames to 1504 where its benchmark says so, differently in each run: one copy of the saved
encoder states for both cross-attention weight gradients, the gradient's two copies (for the weight and the input
gradient gemms) fused into one kernel in one run and apart in another, and in one run the forward returns its padded
copy for the backward to read (the forward's peak +26 % from that buffer living to the end). Kernels that only copy
one buffer under a mask into buffers that only gemms read are pad_mm's copies (`pads_operands`; pad_mm pads mm, addmm
and bmm, so the same copy before a convolution is the model's `F.pad`, which no kept dump has): new, removed
or fused otherwise they are the compiler's choice (said with the ops they pad, never a regression), and their bytes
at each side's peak are the padding's share of a growth; a peak grown by the padding alone reads no total (padded
sizes fit fewer freed buffers). The sixth direction (second -> first) grew the backward's total 12 % with its peak
still, from reuses lost around kernels whose iteration layout followed the padding (the attention gradient iterated
4-d where a plain gemm reads it, flat where a copy pads it): beside pad_mm's choice, a kernel doing the same ops into
the same buffers over as many elements in another layout is that choice too. All six directions exit 0 (two did at
the session's start). A round after (`.gpuwork/repro18`, H200, versions as above; not kept, 16 variants in 109 s):
Whisper at vocabulary 2001 four more runs and at its own vocabulary three, Qwen2 and GPT-NeoX at 750 tokens (1500 rows
a gemm, padded to 1504), three runs each: every direction exit 0 (30; Whisper's odd vocabulary failed 3 of 12 at the
session's start). BERT at batch 4 of 375 tokens (its attention's 375 padded to 376 too) failed 4 of 6: where the
third run pads the attention bmms, two bias-gradient sums read the gradient in the layout the padded product's slice
left and run whole where the others split them over 12 partial results (2 new finishing kernels the other way): a
reduction split on one side only where the other side's whole one reads a padded op's product or its slice is
pad_mm's choice too (a first try, any split beside a padding, took `batch/moe_b256`'s sums split by the batch for
it), and 2 of 6 fail now, left: the backward's
peak 5.2 % above the other runs' once the padded copies live at it are counted out (the peak moved to another step,
a 1.5 MB gradient live there: the floor is 5 %). Kept: `bert_seq375` (two of the three runs, that direction marked
wrong; the case added). Then (`.gpuwork/repro19`, 24 variants in 202 s) OPT, Phi, Starcoder2,
Mixtral, T5 and BART at 750 tokens, DeBERTa-v2 at batch 4 of 375 and a ViT at 192 px in batches of 10 (145 tokens an
image, 1450 rows), three runs each: 45 of 48 directions exit 0, 39 at the session's start (OPT, Mixtral, T5 mended
by this session's rules). BART's third run pads the layer's input for its first gemms where the first pads the
GELU's output for the FFN's second: the two copies, alike, paired with each other, one writing 4 times the other
(a buffer grown 300 %, exit 1): pad_mm's copies paired with each other size what they pad, no growth (`bart_seq750`
kept, one encoder layer's forward of two runs). DeBERTa's second run failed 2 of its 4 directions: where it does
not pad the attention's scores for their bmm, the softmax's gradient and its rows' sums run in one kernel; where it
pads them, the copy computes the gradient's pointwise part and the sums run alone (2 new kernels). A reduction
feeding a copy that pads on its side only is pad_mm's choice too (`deberta_seq375` kept, the backward of two runs):
47 of 48 directions exit 0; left, the second run against the third, the backward's total +28 % with its peak still
(a 12 MB buffer no longer reusing a freed one's storage beside 6 MB of padded copies). The cases of both rounds are
`seq_reruns`. Then real changes at those sizes against those reruns, that pad_mm's choices must
not hide (`.gpuwork/repro20`, 7 variants in 48 s, not kept): Qwen2 with a third layer (47 new kernels, exit 1, each
of three runs), its pattern matcher off (pad_mm is one of its passes: 3 new kernels and a lost fusion, exit 1 both
ways), GPT-NeoX's MLP at 1100 (8 allocation growths), Whisper's FFN with ReLU (the GELU's saved input back: growth
one way, as `activation` reads), OPT with its dropout off and on again (new kernels, lost fusions, growth): each
verdict the same as at the session's start, 34 directions. Last, reruns under max-autotune at those sizes
(`.gpuwork/repro21`, 9 variants in 478 s, not kept): Whisper clean (6 directions); Qwen2 and GPT-NeoX each fail 2 of
6, the same as at the session's start: one run fuses the rotary frequencies' bmm template with its two input kernels
(a prologue), another runs them apart, and no other template of the graph takes in an op, so nothing in that run's
dumps tells the autotuner's choice (`benchmark_epilogue_fusion`) from `prologue_fusion=False`: a lost fusion, as
`autotune_inductor`'s rerun2 -> rerun reads (seen and left).

Nineteenth session (2026-11-29, the same versions, on an H200): `--only hf_families` (run as a round script first, the
case added after; 39 variants in 210 + 176 s, jobs 8 and 9): transformers' ALBERT (one layer's weights shared by four),
FNet (a 2-d FFT for attention, float32), Funnel (pooling between blocks), MobileBERT (bottlenecks, `NoNorm`), ConvBERT
(span convolutions), XLNet (relative attention), ESM (rotary, token dropout), MPT (ALiBi), RecurrentGemma (unrolled
linear recurrences, 32 tokens), Switch Transformers (top-1 experts of fixed capacity), Segformer and ViT-MAE (64 px) and
Wav2Vec2 (1 s of audio, CTC), each trained twice and once with one config edit. At the start, 4 of the 26 rerun
directions stopped with exit 2: Switch's and Wav2Vec2's debug folders hold a graph of views alone (its input returned
reshaped), whose IR files Inductor leaves empty beside an `output_code.py` that launches and allocates nothing, and an
empty IR file read as a damaged one. Such a file is no graph now (an empty IR file beside code that allocates, or beside
none, is still refused): all 26 rerun directions exit 0. The edits, 26 directions: 16 flag what the edit made (ALBERT's
two weight groups, new addmm kernels summing the shared weight's gradient over the layers the other way; MobileBERT's
LayerNorm for `NoNorm`, 61 new kernels; Wav2Vec2's LayerNorm on every convolution, 53; ESM's positions; ConvBERT's
kernel width; GELU's saved input back for ReLU's mask, FNet and XLNet; Segformer's wider decoder; Switch's router over 4
experts, whose softmax and maximum run as pointwise kernels apart where over 8 they are fused reductions: real at that
size, but the story said a fusion setting, that graph's two fused kernels both split; a setting reaches every graph it
compiles, so whole graphs split are said as one only where they are at least half of the graphs that fuse; five of
Switch's graphs kept), and ViT-MAE without `norm_pix_loss` read 2 new kernels where the run with it padded the decoder
attention's probabilities-by-values bmms ([8, 17, 17] @ [8, 17, 64] as [8, 20, 20] @ [8, 20, 64]) in copies that also
lay the probabilities out for the bmm, and this run, padding nothing, laid them out in a plain copy of its own: a kernel
of one side only copying one buffer, computing nothing, for gemms the other side pads is pad_mm's choice too (exit 0
that way; the other way still flags the targets' mean and variance, 3 new kernels). MPT's `no_bias=False` changed
nothing in the model (its dumps identical; exit 0), Funnel's max pooling, RecurrentGemma's convolution width 2 and the
two narrower decoders changed kernels' sizes only; Segformer's decoder at 128 channels for 256 was said as the sequence
length, the number sitting second in NCHW tensors, neither first nor last: the second dimension of shapes of four or
more is a model width (a convolution's channels, a transformer's heads) where it is most of where the number sits. Kept:
`hf_families` (Wav2Vec2's two runs trimmed to four graphs, one of views alone; ViT-MAE's forward with and without
`norm_pix_loss`; Segformer's decoder at both widths; BEiT's backward, below). Two rounds after (round scripts importing
this driver, not kept): 13 more families (`.gpuwork/repro23`, 39 variants in 175 + 242 s): Longformer (sliding-window
chunks), Mamba-2 (the chunked scan in torch), Jamba (Mamba layers unrolled over 32 tokens, experts), PatchTST (a series'
patches, BatchNorm), WavLM (gated relative positions), Speech2Text (a convolutional front end), DINOv2, BEiT (a relative
position bias table), Swin-V2 and BigBird (block-sparse attention over 512 tokens, random blocks); Perceiver, LongT5's
transient-global attention and Nystromformer stopped in dynamo: every rerun direction exit 0 (22), and the edits (a
window of 64, chunks of 64, top-1 experts, LayerNorm for BatchNorm, pre-norm, kernels of 3, SwiGLU, absolute positions,
windows of 8, two random blocks) read as what they change, but for the story of BEiT's absolute positions against its
relative position bias: the bias table's gradient scatters back through `aten.index_put_` beside kernels of the
compiler's (`_unsafe_index_put`), all coming or going with the edit, and the calls were said as torch's deterministic
algorithms switched; where the compiler's scatter kernels come or go with the calls in a graph, that cause is not said
(BEiT's backward kept in `hf_families`). Then eight families of both rounds on the CPU (`.gpuwork/repro24`, float32,
Inductor's C++ kernels; Mamba-2 and one ViT-MAE run past the 380 s allowed): every rerun direction exit 0 (14),
Wav2Vec2's graph of views alone read as nothing to compare there too. Last (`.gpuwork/repro25`, 15 variants in 96 s):
ESM, MobileBERT and ALBERT on 125 tokens, ViT-MAE and DINOv2 on batches of 4, three runs each (sizes pad_mm pads): all
30 directions exit 0. Tried and dropped: a total grown beside more padding with the peak held still read as the
padding's (DeBERTa's second run against its third, left last session): it hid `batch/moe_b256`'s growth (+20 % of a
backward's total, the router's gemm padded at one batch size), a batch doubled.

Twentieth session (2026-11-29, the same versions, on an H200): `--only trace` (5 variants in 43 s): each run's
TORCH_TRACE (tlparse's input) and its IR and code logged with `TORCH_LOGS_FORMAT="%(message)s"`. The message-only logs
read as the same run's glog log does (the MLP without fusion, with dropout; GPT-2 with deterministic algorithms); the
traces read each graph's code alone (its launches the kernels, the peak replayed as from the IR), so a fusion setting
reads as new kernels there, as a log of `output_code` alone does. Kept: `trace` (the MLP's two runs). Then XLA flags a
release or a team changes (`.gpuwork/repro28`, a round script importing this driver; the flax LM and the flax ViT, a
base, a rerun and one flag each, 21 of 28 made: jaxlib 0.11.2 knows no `--xla_gpu_enable_reduction_epilogue_fusion`
or `--xla_gpu_unsupported_enable_generic_triton_emitter_for_gemms`, and the ViT's gemms found no config with
`--xla_gpu_cublas_fallback=false`): every rerun direction exit 0; the analytical latency estimator, fast min/max off,
region analysis in copy insertion, the block-level fusion rewriter and `--xla_gpu_triton_gemm_any` read as nothing or
as the autotuner's backend choice for two gemms (cuBLAS or Triton; exit 0 both ways); `--xla_gpu_deterministic_ops`
(and `--xla_gpu_exclude_nondeterministic_ops`, the same program) and `jax_default_matmul_precision=highest` read as
the regressions they are (the Triton gemm fusions run through cuBLAS with the ops they took in apart: 8-51 new
kernels, lost fusions, the LM's peak +24 %). The story said the regrouping and the lost fusions but not why: gemms
moved between generated Triton gemms and library calls are said as the gemm backend now (`gemm_backend`: "37 gemms
now library calls (cuBLAS) instead of generated Triton gemms, the ops 12 of them fused now run apart"), in 28 of the
788 pair directions of the last sessions' sweep (jax's precision and Triton gemms off, autotuner reruns in XLA and
Inductor's max-autotune), their verdicts unchanged. Left: back from deterministic ops the LM reads one lost fusion
(exit 1): a cuBLAS call running two dots XLA's dot merger joined runs as two Triton gemms again, which `merged_dots`
says as the merge lost. Last (`.gpuwork/repro29`, 24 variants in 161 s): eight Transformers models (Qwen2, BERT,
Mixtral, Gemma, OPT, DeBERTa-v2, Phi, BART) as the `trace` case logs them, a base, a rerun and batch 4 each: every
rerun direction of the traces and the message-only logs exits 0 but Mixtral's, where pad_mm padded the router's
[256, 4] gemm in one run and not in the other, and the partitioner then saved the router's softmax in one and
recomputed it in the other's backward (2 new kernels, exit 1 one way, as recomputation is). It was said without a
why from a log: a log names a frame's forward and backward by one compile id, and only a debug folder said which is
the backward; the backward is now the graph of its compile id reading AOTAutograd's `tangents_*`, so it reads "2 new
kernels recomputing forward work in the backward". Batch 4 reads from the message-only logs as the batch grown (the
activations' growth flagged); from the traces, code alone, as changed kernels and a grown peak where the code sizes
every allocation (BERT, OPT, DeBERTa, BART), nothing where a library call's result has no size there.

Twenty-first session (2026-11-29, the same versions, on an H200; `.gpuwork/repro30`, a round script importing this
driver: 80 variants in 346 s): GPT-2, timm's ViT-Tiny and ResNet-18, Transformers' Qwen2 and BERT, each dumped two
ways, as a debug folder and as a `TORCH_LOGS=output_code` log (the code alone), a base, a rerun and six changes
(`max_fusion_size=1`, `epilogue_fusion=False`, `aggressive_fusion`, no persistent reductions, `split_reductions=False`,
the batch doubled), both directions of each against the base: 70 pairs read from the folders and from the logs. At
the start 17 of the 70 exits from the logs differed from the folders': no lost fusion was read from a log (fusion off:
only new kernels), a batch doubled read as nothing where a library call's result has no size in the code (ViT,
ResNet, Qwen2: no peak, and no buffer to compare), pad_mm's choice in one run and not the other read as two new kernels
(every ViT direction against the base, reruns too). Now: a Triton kernel's nodes are the ATen nodes the comments over
its definition list and the launches' arguments its dataflow, so fusion off reads as lost fusions (102 against the
folders' 397, the pieces of the rest read as new kernels; fusion back as new fusions); the code's allocations are
buffers whose sizes stand for the shapes the code does not type, where some size is unknown too (the batch: 7-10
buffers grown); pad_mm's copies are told by their ATen nodes (`constant_pad_nd`, a concatenation with zeros) and the
library call they feed. 5 exits
still differ: fusion back to the base (ResNet's and Qwen2's: 2-5 kernels new where the folder reads new fusions
only; GPT-2's: the folder's one buffer grown not read), and `split_reductions=False` from the base (ResNet: 10 kernels
new where the folder reads new fusions; BERT: the folder's 2 new kernels and lost fusion not read). Kept:
`code_log` (ViT-Tiny's logs: base, rerun, batch, nofusion). The last session's traces (`.gpuwork/repro29`, the code
alone too) read again: batch 4 is flagged now for Gemma, Phi and Qwen2 too (exit 0 before: an attention call's result
has no size in the code), with 1-2 library gemms new and as many removed beside (a gemm whose result grew pairs with
one of its size, the code typing none); Mixtral's rerun exits 0 one way now, 1 the other (the router's recomputation).
Then model edits the same two ways (`.gpuwork/repro31`,
30 of 34 variants in 137 s: `case_gpt2`'s `relu` and `graph_break` edits need six layers, the round asked two): the MLP
with dropout, without bias, halved in place, wider; GPT-2 with no activation saved (`memory_budget=0`), without
dropout, a layer more; Qwen2 checkpointed and with eager attention; ViT with drop path, each both ways against its base:
22 pairs. Qwen2 checkpointed compiles two frames (a graph break) and its log stopped with exit 2 ("expected the whole
dump, as the other side has it"): graphs merged across a break said nothing of themselves, so the merge of two graphs
of code alone read as a whole dump; merged graphs now keep what all of them say. A kernel of the next layer reached
through the residual's gradient was taken as a second piece of a lost fusion (ViT without drop path: 2 lost fusions
read from the log); a look-alike of the piece holding most is no piece now. Left, 2 of the 22 exits: GPT-2 without
dropout and ViT without drop path read one new kernel from the logs where the folder reads it renamed (a bias
gradient's sum that no longer multiplies by the mask: in the code its ATen nodes and what it writes differ too).

On 2026-11-29 (twenty-second session, the same versions), six other families dumped the same two ways
(`.gpuwork/repro32`, 72 variants in 415 s: T5, Mixtral, OPT, Gemma, Phi from configs and timm's ConvNeXt-atto, each a
base, a rerun, `max_fusion_size=1`, `split_reductions=False`, the batch doubled and one model edit: T5's gated GELU,
Mixtral's one expert a token, OPT's GELU for its ReLU, Gemma's tanh GELU and narrower MLP, Phi's whole rotary,
ConvNeXt's drop path), both directions of each against the base: 60 pairs. At the start 10 exits from the logs differed
from the folders'. The code's dataflow had read the storage a launch takes over (`# reuse`) under its earlier names as
read (a kernel read every buffer that storage ever held), the items a fallback's result gives as written by their first
reader, an input's storage taken over as written by nothing, and no storage taken over as sized; a kernel whose name
lists no op (a layout copy) told by its number; and a kernel of the code alone told by the ATen nodes the comments over
it list, which name nodes whose results it only reads (a gradient's sum listing the dropout mask's scaling). Now a
Triton kernel reads storage taken over only where its source updates it in place (`in_out_ptr0`: ReLU after a gemm), a
fallback's call writes the items of its result, storage taken over is sized as what it took, and two kernels of the same
source are one: 5 exits differ (rounds 30 and 31 read again: 5 of 70 and 0 of 22). The code had no peak where an op's
result has no size there (an attention's, a convolution's): `call` asserts each result's sizes and strides and the
kernels reading it say its dtype, so such graphs have a total and a peak now, equal to the folders' for ViT, ResNet,
GPT-2, Qwen2 and BERT but for an attention's statistics (a few KiB, counted at its output's dtype): 2 of round 30's
exits differ, 0 of round 31's (the buffers grown as the folders read them), 5 of round 32's. Left: Phi's fusion back
read with 4 new kernels (its layer norm gradients: look-alike pieces of its layers taken by each other's fusions),
Mixtral's edit (a router recomputation), ConvNeXt without split reductions (the folder's 2 new kernels). Each frame's
graphs of a log now pair by their compile ids where the two sides' do the same work counting each ATen node once (the
pieces of fusions run apart list the nodes they inline again: T5's fusion back had merged its backward graphs and missed
the folder's peak +6.3 % in one), and of the code alone a pointwise kernel and a reduction do not share work (ConvNeXt's
batch halved had paired a bias gradient's 320 B with a gradient of 490 KiB): 2, 0 and 3 of the three rounds' exits
differ. Kept: `code_log_opt` (OPT's logs: base, gelu; ReLU to GELU reads its peak growth from the logs as from the
folder) and `code_log_t5` (T5's: base, nofusion).

On 2026-11-29 (twenty-third session, the same versions), twelve models no round had run (`.gpuwork/repro33`, 48
variants in 508 s: timm's Swin-Tiny, RegNetX-200MF, MLP-Mixer-S/16, PoolFormer-S12, GhostNet, MobileViT-XXS and
ConvNeXt-V2-atto, transformers' BLOOM, GPTBigCode (multi-query), ELECTRA, DistilBERT and Mistral (a sliding window)
from configs), each run three times and at a doubled batch, as debug folders: 84 pair directions. Every rerun read as
no regression but Swin's (3 of its 6 directions exit 1: two buffers grown, a new and a removed kernel): pad_mm padded
stage 1's attention bmms in one run, stage 2's in another, and the structure stage paired each stage's look-alikes
with the other stage's (their neighbourhoods crossed by the padding copies). Two pairs of equal kernels of other shapes,
each writing the other's but for pad_mm's rounding, are now swapped where a run pads operands (where none does, the
neighbourhood says which: an XLA remat moving two dot fusions' boundaries read 6 more new kernels swapped), and what
a call's padded operand adds to its output is pad_mm's choice whichever stage paired the call: every rerun direction
exit 0. The doubled batches of RegNet, GhostNet, MobileViT and ConvNeXt-V2 read new kernels and lost fusions: their
reductions split over partial results at the larger size, which the story says (Inductor's split_reductions).
Left: two padding copies of other stages' bmms paired as one copy resized (no growth said; the calls they pad said as
pad_mm's choice). Kept: `swin_reruns` (the forward of three runs) and `flax_lm_xla`'s `cpu`, `cpu_remat` (the remat
pair on the CPU, round 15's).

The same day, twelve more (`.gpuwork/repro34`, 48 variants in 506 s: timm's LeViT-128S, EfficientFormer-L1, PVT-v2-b0,
CoaT-Lite-Tiny, XCiT-nano, Visformer-tiny, EfficientViT-B0 and CaiT-XXS24, transformers' Gemma2, StableLM, GPT-J and
OLMo from configs), three runs each as folders and six of them twice as logs of the code alone: 84 rerun directions,
75 exit 0. The 9 others are all beside pad_mm's choices (EfficientViT and CoaT folders, LeViT and XCiT logs): a run
padding an attention bmm cuts the kernels around it otherwise (the padded product's slice fused with what reads it, the
padding with what writes the operand), read as new kernels and lost fusions. Left: pad_mm's rewrite of the FX graph
renumbers its nodes, so the nodes the kernels list differ between such runs (EfficientViT's `div_40` in one run only)
and cannot say that no work is new; a rule reading them excused 2 of EfficientViT's 5 new kernels and no exit.

On 2026-11-29 (twenty-fourth session, the same versions; `.gpuwork/repro35`, 46 variants in 453 s): LeViT-128S and
XCiT-nano (two blocks) as code logs and CoaT-Lite-Tiny, EfficientViT-B0 and XCiT as folders, each with pad_mm forced on
(`force_shape_pad`) and off (`shape_padding=False`), and twelve models no round had run, three times each as folders
(timm's ConViT-Tiny, CrossViT-Tiny, Twins-SVT-S, GC ViT-XXTiny, TinyViT-5M, EVA-02-Tiny, FastViT-T8 and TNT-S,
transformers' Phi, BioGPT, GPT-Neo and XGLM from configs, 100 tokens): 72 rerun directions, 67 exit 0 at the session's
end (63 at its start), 7 of the 10 forced ones (5), and round 34's LeViT and XCiT logs as no regression both ways. Three
rules, each pad_mm's choice: a copy of one side only that pads a gemm's operand as it computes it (XCiT's normalised
query and key, LeViT's batch-normalised attention inputs and softmax gradient), where the other side's gemm reads a
kernel computing it all; a plain copy laying out the operand of such a gemm in two steps (ConViT); a lost fusion whose
fused kernel, a piece or a reader of one pads a gemm whose counterpart reads the other side's kernels of it plainly, at
the same sizes (CrossViT, GC ViT). Left: CoaT and EfficientViT forced on and off (the padded run fuses a layout copy for
the bmm into the kernel before it, with no dataflow to the bmm to read; a concatenation padded in one copy), ConViT's
third run (both runs pad, one after two layout copies), and the peaks that move with the padding (ConViT, GC ViT: a
padded copy lives at the new peak, 5-27 % above once the copies are counted out), as BERT's padded attention (an xfail).
Kept: `levit_padding` (the logs forced on and off), `crossvit_reruns`, `gcvit_reruns` (a backward of two runs each) and
`convit_reruns` (a forward of two runs).

The same day, round 36 (`.gpuwork/repro36`): GC ViT, CrossViT, ConViT (folders) and LeViT (logs) padded on both sides,
with and without `max_fusion_size=4`: every direction adding the limit still reads its 16-52 lost fusions (exit 1), none
excused beside the copies both runs make. Ten more models three times (PiT, MViTv2, CoAtNet, EfficientFormerV2, ResMLP,
VOLO, DeiT III, DLA; Pegasus, CodeGen): every rerun direction exit 0 but MViTv2's; CoAtNet's compiled backward fails at
run time (efficient attention's backward refuses the padded relative-position bias: "last dimension must be
contiguous"), and Pegasus, DLA and CodeGen stopped in part at the round's deadline. MViTv2's padded attention scores
(196 as 200) had paired with a plain relative-position bmm, 14 read as padded to 32 beside 32 heads: a size is now
padded only to the next multiple of 4, 8 or 16. Left: MViTv2's backward, whose structure stage pairs look-alike bmms of
other blocks (5 new, 5 removed).

On 2026-11-30 (twenty-fifth session, the same versions; `.gpuwork/repro37`, 48 variants in 480 s on an H200): twelve
timm models no round had run (BEiT-Base, Swin-V2-CR-Tiny, FocalNet-Tiny-SRF, NesT-Tiny, InceptionNeXt-Tiny,
HRNet-W18-Small, RepViT-M1, HGNetV2-B0, ViT-S/14 with registers, MambaOut-Femto, BoTNet-26T, ECA-NFNet-L0) and four
transformers decoders from configs (Mistral with a sliding window, Falcon, BLOOM, GPTBigCode), three runs each as
folders (Granite and RoBERTa stopped at the round's deadline): 96 rerun directions, 90 exit 0 at the session's start,
93 at its end. The six others are Swin-V2-CR's: pad_mm pads each block's position-bias MLP (a 2401-row table through
two linears) in one run or another, and the first stage's attention bmms. Three rules: a padded call pairs with the
other side's plain call of the same op at the sizes before the rounding even where it shares no place with it (the
blocks' readers, alike, paired across blocks first); a copy computing what it pads is pad_mm's choice where the other
run's gemm reads those values through its own padding copy; the plain operand the head computes where a copy of the
base computes it padded counts with the padding (the total +17 % with copies of both). Left: the first stage's padded
bmms pairing with the second stage's look-alikes, as Swin's did (3 directions; `swinv2_reruns/swinv2 ->
swinv2_rerun`, a strict xfail). Kept: `swinv2_reruns` (the forward of three runs).

The same day, round 38 (`.gpuwork/repro38`, 17 variants in 260 s): MViTv2-Tiny three times again, Granite and RoBERTa
(round 37's deadline), and regressions beside pad_mm's padding: Swin-V2-CR with `max_fusion_size=4` (36 new kernels,
18 lost fusions, exit 1), at batch 16 (growth, the batch said), with `drop_path_rate=0.1` (31 new kernels: the
masks), BEiT-Base with `max_fusion_size=4` (48 new, 24 lost) and drop path (23 new), FocalNet with drop path (the
same graph: its default rate is already set; no regression, right). Every rerun direction of Granite, RoBERTa, BEiT
and FocalNet exit 0; MViTv2 4 of 6 at first (round 36's runs: 1 of 6), 6 of 6 at the session's end: a softmax
gradient's pointwise part computed in the padding copy of one run and with the row sums in the other had read as 1 new
and 1 removed kernel; the sums' kernel grown by what the copy beside it no longer computes is that kernel changed (its
boundary moved), kept as `mvitv2_reruns` (the backward of two runs). Mended: a piece
of a lost fusion recomputing only the forward nodes its fused kernel recomputed was said as a rematerialisation
policy (BEiT's and Switch's backward with fusions limited); and the structure stage pairs library calls whose sizes
differ only by pad_mm's rounding within their rounded sizes (Swin-V2-CR's stages' bmms, crossed before). Left:
Swin-V2-CR's normalised queries and keys, computed plainly in one run where the other computes them into padded
copies (a stage apiece), paired plain with plain across the stages.

The same day, round 39 (`.gpuwork/repro39`, 24 variants in 399 s): eight more attention models three times (timm's
Swin-V2-Tiny (window 8), EfficientViT-M0, Hiera-Tiny, Next-ViT-S, ViT-S/16 with relative position MLPs, XCiT-Tiny,
MaxxViT-RMLP-Nano, Sequencer2D-S): 48 rerun directions, 46 exit 0 with the session's rules, 48 at its end. ViT's
relative position MLP is padded in one run, its padding copy reading the dropout-and-ReLU kernel that the other run
fuses with the ReLU's mask; that run's plain gemm reads the fused kernel, which writes under an index mask (the
relative positions' gather) for that gemm alone and had been taken for a padding copy, so the split fusion was not
read as pad_mm's. A copy pads a gemm only where it writes sizes rounded up from the other side's gemm. Kept:
`vit_relpos_reruns` (the forward of two runs).

On 2026-11-30 (twenty-sixth session, the same versions on an H200), round 40 (`.gpuwork/repro40`, 36 variants in 350 s):
eight larger jax programs, three runs each (a GPT of six blocks under `nn.scan` in bf16, a ResNet with BatchNorm's
running statistics, a Llama-style LM (`case_llama_xla`), a top-2 MoE with capacity dispatch, a Mamba-style selective
scan (`associative_scan`), a UNet with attention and a timestep embedding, a T5-style encoder-decoder (`case_t5_xla`),
an eight-block ViT), all trained by AdamW: every one of the 48 rerun directions exit 0 (the reruns differ in the
autotuner's tilings, the ViT's in its schedule). Each one or two changes (batch doubled, remat, the scan unrolled, bf16,
a longer sequence, a larger capacity, fusion off, a layer more), both ways: each change that adds work or memory exit 1;
back from each, exit 0 where only kernels and bytes go, but for T5's third blocks taken out (4 buffers grown, the peak
down 23 %): the removed encoder block's first RMSNorm pairs with the final norm (both read the block before), so the
merged q, k and v gemm it feeds pairs with the decoders' merged cross-attention key and value gemm (XLA's dot merger:
four projections in one gemm with two layers, six after a concatenation of their own with three), and two self-attention
transposes with cross-attention ones. Round 41 (`.gpuwork/repro41`, 30 variants in 204 s): a layer more and a wider MLP
in eight transformers models (Qwen2, GPT-NeoX, BERT, OPT, Mixtral, T5, Gemma, Phi), a ViT-S of five blocks for four, and
a block fewer in three of round 40's jax programs (unrolled): all 40 directions as they should read (a layer or width
added exit 1; taken out, exit 0, only removed kernels or smaller buffers). Kept: `layer_edits` (Qwen2: base, a layer
more, wider) and `layer_edits_xla` (the Llama-style LM with four and three blocks; T5 with two and three, the crossing
above as a strict xfail). The GPT's batch doubled under `nn.scan` was said as "likely a model width": the scan saves
each block's activations stacked per block, the batch second; a stacked shape is now read as what it stacks (kept:
`scan_batch_xla`, base and b16). Round 42 (`.gpuwork/repro42`): reruns with `max_autotune` and coordinate descent,
twelve at once: Qwen2 and ViT-S three times each within the deadline (ResNet-50, ConvNeXt, BERT and Mixtral autotuning
past it; ResNet-50 and ConvNeXt again past 470 s at six at once, round 43): every one of the 12 directions exit 0, 22
gemms switched between cuBLAS and Triton templates between ViT runs, said as the autotuner's choice.

On 2026-11-30 (twenty-seventh session, the same versions, transformers 5.17.0, on an H200), round 44
(`.gpuwork/repro44`, 54 variants in 316 s): eighteen transformers families never dumped before (Mistral, Qwen3,
Qwen2-MoE, Cohere, StableLM, Granite, OLMo-2, Phi-3, GPT-J, BLOOM, CodeGen, GPTBigCode, Nemotron, ELECTRA, Pegasus,
RoBERTa, DistilBERT, Marian), each run twice and with one config edit: all 36 rerun directions exit 0. Of the edits,
three read wrong, mended: Phi-3's SiLU for GELU (the gradient of its merged gate and up projection written whole by
one masked node with SiLU, in halves by a fusion of two nodes with GELU: one kernel, changed, which had read as a new
and a removed kernel both ways), GPTBigCode's multi-query made multi-head (the bias gradient's first pass, with the
concatenation before it fused in one run and apart in the other, had paired with the other side's finishing pass, a
sum alike but for its outputs' rank and dtype: a false alarm one way, a split reduction said for a lost fusion the
other), and Cohere's q and k LayerNorms taken out (the rotary kernels they were fused with lose the norm and write
their result in float32 too: a kernel that lost ops, which had read as 4 new kernels, exit 1). Kept: `hf_edits`
(phi3, cohere, gpt_bigcode, each with its edit). Seen and left: Pegasus with a third decoder layer compiles to the
very same dumps (a graph break per layer: the layer's graph is compiled once and run three times, which no dump
records); Qwen2-MoE's four experts for eight said with a rematerialisation among its causes (the router's softmax over
four experts is pointwise and recomputed in the backward, a recomputation indeed); RoBERTa's tied LM head grows the
backward's total 5.5 % (two reuses lost, the peak still). Round 45 (`.gpuwork/repro45`, 42 of 45 variants in 234 s;
Nystromformer's landmark attention fails to trace in transformers 5.17): fourteen more families (Mamba's slow path,
JetMoE, GraniteMoE, Persimmon, GLM, Helium, XGLM, BioGPT, XLM-RoBERTa, RoFormer, Megatron-BERT, ERNIE, mBART, M2M100),
each run twice and with one edit of kinds round 44 had not made (eager attention, top-1 routing, partial rotary, no
attention biases or dropout, scaled embeddings, heads of another size, rotary values, a task embedding). 26 of 28
rerun directions exit 0; JetMoE's two read exit 1: pad_mm pads one expert's 118-row gemm to 120 in one run, three
backward gemms in the other, and a padded product read by the experts' concatenation is copied out of its padded
buffer by a kernel of its own (now pad_mm's choice, `product_sliced`). Mended too: GraniteMoE's top-1 routing (the
router's softmax, the same kernel doing less alone in its place: a new and a removed kernel, exit 1), Megatron-BERT
without attention dropout (the forward's cuDNN attention read as a new kernel where the backward's was a new fusion:
the eager kernels' dropout reads the graph's draw of seeds, outside the call's place; and the mask the calls take in,
a new kernel: now said with the fusion, exit 0, as for Llama's eager attention against SDPA, whose expected verdict
changes with it), XLM-RoBERTa's eager attention for SDPA's math path said as "a layer fewer" (kernels replaced by as
many new ones are a rewrite). Kept: `hf_more_edits` (JetMoE twice, GraniteMoE, Megatron-BERT, XLM-RoBERTa, each with
its edit). Seen and left: Helium's attention dropout changes only the cuDNN call's `dropout_p` (exit 0, no finding:
its arguments are no kernel's shape or op); Mamba's `use_associative_scan` compiles to the same loop; JetMoE's eager
attention for SDPA reads one backward call as a new kernel beside pad_mm's choices of that run. Round 46
(`.gpuwork/repro46`, 44 of 45 variants in about 290 s; SwinV2's absolute positions fail to trace in transformers 5.17):
fifteen vision and audio families (EfficientNet, SwinV2, MobileViT, LeViT, WavLM, ViT, DeiT, DINOv2, ConvNeXt,
ConvNeXt-V2, PoolFormer, RegNet, HuBERT, Data2Vec-Audio, AST) trained on pixels, audio or spectrograms, twice and with
one edit each. 29 of 30 rerun directions exit 0 (10 of 15 reruns compiled otherwise, pad_mm's choices); DeiT's read
exit 1 one way: with no gemm padded, Inductor's layout optimisation lays the patch convolution's weight and pixels
out channels-last (two copies of graph inputs, the forward's peak +54 %), now pad_mm's choice too (`input_laid_out`;
kept: `layout_beside_padding`). Seen and left: EfficientNet's stochastic depth taken out reads a lost fusion (the
dropout's backward kernels of look-alike blocks, one claimed as the other's piece; the other way reads right: a rule
counting tied pieces for the kernel in their place mended it and moved three other directions' counts, so not kept);
ViT's qkv biases off grows the backward's total 64 % from pad_mm's padding and the reuses its sizes lose, flagged as
the edit's (the rerun with the same padding reads 0); adding SE blocks or a LeViT block says a rematerialisation
among its causes (the partitioner recomputing cheap forward ops, real); PoolFormer's 5 x 5 pooling and
EfficientNet's stochastic depth add work inside kernels alike in count and memory (exit 0: no kernel, fusion or
allocation grows). Round 47 (`.gpuwork/repro47`, 40 variants in 277 s): two more runs of twenty of rounds 45 and 46's
families, 200 rerun directions: 196 exit 0. ViT's fourth run, as the base, reads exit 1 against the three others: it
pads the backward's input-gradient gemms, so the key gradient's layout copy fuses with the bias gradient's sum, which
the others run apart: one layer's split reads as pad_mm's (a fusion split beside its copy), the other's piece reads a
bmm's padded product and reads as a lost fusion, with the other runs' padded buffers as growth (left, a strict xfail:
`vit_reruns_padding`).
JetMoE's first run against its fourth reads exit 1: the experts' gemms write into one buffer where none is padded, so
the concatenation and the SiLU's gradient fused with pad_mm's copies split apart (seen and left).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import tarfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

INDUCTOR_FILES = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "output_code.cpp")  # .cpp: AOTInductor


# --- Inductor cases (run in the child process) -------------------------------------------------------------------


def _torch_setup(seed: int = 0, **inductor_config: Any) -> None:
    """Sets Inductor's settings (`triton.persistent_reductions`), and the partitioner's where a key starts with
    `functorch.` (`functorch.donated_buffer`)."""
    import torch
    import torch._functorch.config
    import torch._inductor.config

    for key, value in inductor_config.items():
        obj = torch._inductor.config
        if key.startswith("functorch."):
            obj, key = torch._functorch.config, key.removeprefix("functorch.")
        *parents, leaf = key.split(".")
        for parent in parents:
            obj = getattr(obj, parent)
        setattr(obj, leaf, value)
    torch.manual_seed(seed)


def _mlp_module(width: int = 256, hidden: int = 1024, lora_rank: int = 0, edit: str | None = None) -> Any:
    """LayerNorm, a linear up, GELU, a linear down, the residual; `lora_rank`: a LoRA adapter on the up linear
    (`normed @ A @ B` scaled by 16 / rank, added to its output); `edit`: `dropout` (0.1 after the GELU), `no_bias`
    (both linears without bias), `in_place` (the GELU's output halved in place with `mul_`)."""
    import torch
    from torch import nn
    from torch.nn import functional

    class MLP(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm = nn.LayerNorm(width)
            self.up = nn.Linear(width, hidden, bias=edit != "no_bias")
            self.down = nn.Linear(hidden, width, bias=edit != "no_bias")
            self.lora_a = nn.Parameter(torch.randn(width, lora_rank) * 0.01) if lora_rank else None
            self.lora_b = nn.Parameter(torch.randn(lora_rank, hidden) * 0.01) if lora_rank else None

        def forward(self, x: Any) -> Any:
            normed = self.norm(x)
            up = self.up(normed)
            if self.lora_a is not None:
                up = up + (normed @ self.lora_a @ self.lora_b) * (16 / lora_rank)
            hidden_activation = functional.gelu(up)
            if edit == "dropout":
                hidden_activation = functional.dropout(hidden_activation, 0.1, training=True)
            elif edit == "in_place":
                hidden_activation.mul_(0.5)
            return self.down(hidden_activation) + x

    return MLP()


def _train_once(model: Any, *inputs: Any, **compile_options: Any) -> None:
    import torch

    compiled = torch.compile(model, **compile_options)
    loss = compiled(*inputs).float().pow(2).mean()
    loss.backward()
    torch.cuda.synchronize()


def case_mlp(max_fusion_size: int | None = None, cpp_wrapper: bool = False) -> None:
    import torch

    config: dict[str, Any] = {"cpp_wrapper": cpp_wrapper}
    if max_fusion_size is not None:
        config["max_fusion_size"] = max_fusion_size
    _torch_setup(**config)
    model = _mlp_module().cuda().to(torch.bfloat16)
    x = torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def case_mlp_recompile(batches: tuple[int, ...] = (64,)) -> None:
    """The MLP trained once per batch size in one process: a second size recompiles it (dynamo's automatic dynamic
    shapes), a second graph for the same frame."""
    import torch

    _torch_setup()
    model = _mlp_module().cuda().to(torch.bfloat16)
    compiled = torch.compile(model)
    for batch in batches:
        x = torch.randn(batch, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
        compiled(x).float().pow(2).mean().backward()
    torch.cuda.synchronize()


def case_collective_torch(collectives: int = 0) -> None:
    """The MLP on the one rank of an NCCL process group: `collectives` all-reduces of its hidden activations through
    torch's functional collectives (what tensor-parallel code compiles), each a collective kernel and its wait."""
    import socket

    import torch
    import torch.distributed as dist
    import torch.distributed._functional_collectives as funcol
    from torch.nn import functional

    with socket.socket() as probe:  # variants run side by side: each rendezvous on a port of its own
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
    torch.cuda.set_device(0)
    _torch_setup()
    mlp = _mlp_module().cuda().to(torch.bfloat16)

    def forward(x: Any) -> Any:
        hidden = functional.gelu(mlp.up(mlp.norm(x)))
        for _ in range(collectives):
            hidden = funcol.all_reduce(hidden, "sum", dist.group.WORLD)
        return mlp.down(hidden) + x

    _train_once(forward, torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True))
    dist.destroy_process_group()


def case_sort(op: str = "sort", size: int = 512) -> None:
    """Inference over 256 rows of `size` values: a tanh, then each row sorted (`sort`) or its 8 largest taken
    (`topk`), summed with the first index: Inductor writes its own sort kernel for short rows or calls ATen's."""
    import torch

    _torch_setup()

    def forward(x: Any) -> Any:
        scaled = torch.tanh(x) * 2
        values, indices = torch.sort(scaled, dim=-1) if op == "sort" else torch.topk(scaled, 8, dim=-1)
        return values.sum(-1) + indices[..., 0].float()

    torch.compile(forward)(torch.randn(256, size, device="cuda"))
    torch.cuda.synchronize()


def _on_two_ranks() -> bool:
    """In the variant's process: start it again as ranks 0 and 1 of an NCCL process group on GPUs 0 and 1, wait for
    both, and return False. In a rank's process: join the group and return True. Rank 0 dumps and logs the run."""
    import socket

    rank = os.environ.get("DUMPDIFF_RANK")
    if rank is None:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        ranks = []
        for number in range(2):
            env = dict(os.environ, DUMPDIFF_RANK=str(number), DUMPDIFF_PORT=str(port))
            if number:  # an empty TORCH_LOGS fails torch's import: unset it
                env["TORCH_COMPILE_DEBUG"] = "0"
                env.pop("TORCH_LOGS", None)
            ranks.append(
                subprocess.Popen([sys.executable, os.path.abspath(__file__), "--child", *sys.argv[-2:]], env=env)
            )
        if any(process.wait() for process in ranks):
            raise SystemExit("a rank failed")
        return False
    import torch
    import torch.distributed as dist

    torch.cuda.set_device(int(rank))
    address = f"tcp://127.0.0.1:{os.environ['DUMPDIFF_PORT']}"
    dist.init_process_group("nccl", init_method=address, rank=int(rank), world_size=2)
    return True


def case_tensor_parallel(plan: str = "rowwise") -> None:
    """`_mlp_module` (bfloat16, 4096 rows) trained one step over 2 GPUs by tensor parallelism, on two processes of
    which rank 0 dumps its graphs: its up linear column-wise sharded; its down linear `rowwise` (each rank's partial
    product all-reduced) or `colwise` (both linears' outputs all-gathered, so the GELU runs on the whole hidden
    activation): the collectives and what they hold change, not the model."""
    if not _on_two_ranks():
        return
    import torch
    import torch.distributed as dist
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Replicate
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module

    _torch_setup()
    model = _mlp_module(width=1024, hidden=4096).cuda().to(torch.bfloat16)
    down = RowwiseParallel() if plan == "rowwise" else ColwiseParallel(output_layouts=Replicate())
    up = ColwiseParallel() if plan == "rowwise" else ColwiseParallel(output_layouts=Replicate())
    parallelize_module(model, init_device_mesh("cuda", (2,)), {"up": up, "down": down})
    x = torch.randn(4096, 1024, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)
    dist.destroy_process_group()


def case_aoti(max_fusion_size: int | None = None) -> None:
    """The MLP's inference exported and compiled ahead of time by AOTInductor (a C++ wrapper in a package)."""
    import torch

    _torch_setup(**({} if max_fusion_size is None else {"max_fusion_size": max_fusion_size}))
    model = _mlp_module().cuda().to(torch.bfloat16).eval()
    x = torch.randn(64, 256, device="cuda", dtype=torch.bfloat16)
    program = torch.export.export(model, (x,))
    torch._inductor.aoti_compile_and_package(program, package_path=str(Path.cwd() / "mlp.pt2"))


def case_autotune_inductor() -> None:
    import torch

    _torch_setup()

    def chain(x: Any, w1: Any, w2: Any, w3: Any) -> Any:
        y = torch.relu(x @ w1)
        y = torch.relu(y @ w2) * 2 + 1
        return y @ w3

    def randn(*shape: int) -> Any:
        return torch.randn(*shape, device="cuda", dtype=torch.bfloat16)

    with torch.no_grad():
        torch.compile(chain, mode="max-autotune")(
            randn(512, 1024), randn(1024, 2048), randn(2048, 1024), randn(1024, 512)
        )
    torch.cuda.synchronize()


def case_moe(silu_expert: int | None = None, batch: int = 128, **config: Any) -> None:
    """4 identical experts weighted by a softmax gate over `batch` tokens; `silu_expert`: that expert's hidden times
    its sigmoid; `config`: Inductor settings (`pre_grad_fusion_options`: the experts' linears batched)."""
    import torch

    _torch_setup(**config)
    from torch import nn
    from torch.nn import functional

    class Expert(nn.Module):
        def __init__(self, gated: bool) -> None:
            super().__init__()
            self.fc1 = nn.Linear(256, 512)
            self.fc2 = nn.Linear(512, 256)
            self.gated = gated

        def forward(self, x: Any) -> Any:
            hidden = functional.gelu(self.fc1(x))
            if self.gated:
                hidden = hidden * torch.sigmoid(hidden)
            return self.fc2(hidden)

    class MoE(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.gate = nn.Linear(256, 4)
            self.experts = nn.ModuleList(Expert(index == silu_expert) for index in range(4))

        def forward(self, x: Any) -> Any:
            weights = torch.softmax(self.gate(x), dim=-1)
            return sum(weights[..., index : index + 1] * expert(x) for index, expert in enumerate(self.experts))

    model = MoE().cuda().to(torch.bfloat16)
    x = torch.randn(batch, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def _attention_module(rotary: bool, dropout: float, checkpointed: bool, edit: str | None = None) -> Any:
    """A pre-norm transformer block; `edit` changes one thing in its code (`case_block_edit` lists them)."""
    import torch.utils.checkpoint
    from torch import nn
    from torch.nn import functional

    width, heads, seq = 256, 4, 256
    head_dim = width // heads

    def rotate(x: Any, cos: Any, sin: Any) -> Any:
        first, second = x.chunk(2, dim=-1)
        return x * cos + torch.cat((-second, first), dim=-1) * sin

    def rotate_complex(x: Any, freqs: Any) -> Any:  # Meta's Llama: pairs (2i, 2i+1) as complex numbers, multiplied
        pairs = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
        return torch.view_as_real(pairs * torch.view_as_complex(freqs.float())).flatten(-2).type_as(x)

    class ManualNorm(nn.Module):  # `manual_norm`: a layer norm written out, the variance in a second pass
        def __init__(self, width: int) -> None:
            super().__init__()
            self.weight, self.bias = nn.Parameter(torch.ones(width)), nn.Parameter(torch.zeros(width))

        def forward(self, x: Any) -> Any:
            mean = x.mean(-1, keepdim=True)
            variance = ((x - mean) ** 2).mean(-1, keepdim=True)
            return (x - mean) * torch.rsqrt(variance + 1e-5) * self.weight + self.bias

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            norm = nn.RMSNorm if edit == "rms_norm" else ManualNorm if edit == "manual_norm" else nn.LayerNorm
            self.norm1 = norm(width)
            self.qkv = nn.Linear(width, 3 * width, bias=edit != "qkv_no_bias")
            self.proj = nn.Linear(width, width)
            self.norm2 = norm(width)
            self.fc1 = nn.Linear(width, 4 * width)
            self.gate = nn.Linear(width, 4 * width) if edit == "swiglu" else None
            self.fc2 = nn.Linear(4 * width, width)
            self.dropout = nn.Dropout(dropout)
            inverse = 1.0 / (10000 ** (torch.arange(0, head_dim, 2).float() / head_dim))
            angles = torch.outer(torch.arange(seq).float(), inverse).repeat(1, 2)
            self.register_buffer("cos", angles.cos())
            self.register_buffer("sin", angles.sin())
            if edit == "complex_rope":  # (seq, head_dim / 2, 2): cos and sin, a complex number per pair
                half = angles[:, : head_dim // 2]
                self.register_buffer("freqs", torch.stack((half.cos(), half.sin()), dim=-1))

        def attention(self, x: Any) -> Any:
            batch = x.shape[0]
            q, k, v = self.qkv(self.norm1(x)).view(batch, seq, 3, heads, head_dim).permute(2, 0, 3, 1, 4)
            if edit == "contiguous_qkv":  # the permuted heads forced into (batch, heads, seq, head_dim) memory
                q, k, v = q.contiguous(), k.contiguous(), v.contiguous()
            if rotary and edit == "complex_rope":
                q, k = rotate_complex(q, self.freqs), rotate_complex(k, self.freqs)
            elif rotary:
                q, k = rotate(q, self.cos, self.sin), rotate(k, self.cos, self.sin)
            if edit == "manual_attention":  # written out: Inductor's pattern matcher may put the SDPA call back
                scores = (q @ k.transpose(-2, -1)) * head_dim**-0.5
                causal = torch.ones(seq, seq, dtype=torch.bool, device=x.device).tril()
                out = functional.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1) @ v
            elif edit == "padding_mask":  # a causal mask that also hides the last eight keys, as a boolean tensor
                visible = torch.ones(seq, seq, dtype=torch.bool, device=x.device).tril()
                visible[:, -8:] = False
                out = functional.scaled_dot_product_attention(q, k, v, attn_mask=visible, dropout_p=dropout)
            else:
                out = functional.scaled_dot_product_attention(q, k, v, is_causal=True, dropout_p=dropout)
            if edit == "contiguous_out":  # heads-major memory forced on the attention output, then transposed back
                out = out.contiguous()
            merged = out.transpose(1, 2)
            if edit == "transpose_contiguous":  # the merged heads copied, if they are not contiguous already
                merged = merged.contiguous()
            return self.dropout(self.proj(merged.reshape(batch, seq, width)))

        def body(self, x: Any) -> Any:
            x = x + (0.5 * self.attention(x) if edit == "residual_scale" else self.attention(x))
            if edit == "causal_mean":  # each position also adds the mean of the positions up to it (a scan)
                x = x + x.cumsum(dim=1) / torch.arange(1, seq + 1, device=x.device, dtype=x.dtype)[:, None]
            normed = self.norm2(x)
            if self.gate is not None:
                hidden = functional.silu(self.gate(normed)) * self.fc1(normed)
            else:
                hidden = functional.gelu(self.fc1(normed), approximate="tanh" if edit == "gelu_tanh" else "none")
            mlp_out = self.dropout(self.fc2(hidden))
            return mlp_out if edit == "no_mlp_residual" else x + mlp_out

        def forward(self, x: Any) -> Any:
            if checkpointed:
                return torch.utils.checkpoint.checkpoint(self.body, x, use_reentrant=False)
            return self.body(x)

    return Block()


def case_rope(complex_rope: bool = False, **config: Any) -> None:
    """The attention block with rotary q and k trained one step: rotate-half in real numbers, or (`complex_rope`)
    as Meta's original Llama wrote it (`view_as_complex`, a complex multiply, `view_as_real`, in float32);
    `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    edit = "complex_rope" if complex_rope else None
    model = _attention_module(rotary=True, dropout=0.0, checkpointed=False, edit=edit).cuda().to(torch.bfloat16)
    x = torch.randn(4, 256, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def case_checkpoint(checkpointed: bool, seed: int = 0) -> None:
    import torch

    _torch_setup(seed=seed)
    model = _attention_module(rotary=False, dropout=0.1, checkpointed=checkpointed).cuda().to(torch.bfloat16)
    model.train()
    x = torch.randn(4, 256, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def case_block_edit(edit: str | None = None, batch: int = 4, **config: Any) -> None:
    """The attention block trained one step, as it is or with one edit of its code: `gelu_tanh` (the tanh
    approximation), `padding_mask` (a boolean mask instead of `is_causal`), `dropout` (0.1 after attention and MLP),
    `rms_norm` (RMSNorm for LayerNorm), `manual_norm` (each LayerNorm written out: the mean, the mean of the squared
    deviations, rsqrt), `swiglu` (a SiLU-gated MLP: a third matmul), `residual_scale` (the attention
    branch halved), `qkv_no_bias` (the qkv projection without its bias), `manual_attention` (softmax of the scores
    written out), `causal_mean` (the running mean over positions, a cumsum, added after attention),
    `contiguous_qkv` (`.contiguous()` on the permuted q, k and v), `contiguous_out` (`.contiguous()` on the attention
    output before its transpose), `transpose_contiguous` (`.transpose(1, 2).contiguous()` before the reshape);
    `batch`: sequences of 256 tokens; `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    model = _attention_module(rotary=False, dropout=0.1 if edit == "dropout" else 0.0, checkpointed=False, edit=edit)
    model = model.cuda().to(torch.bfloat16).train()
    x = torch.randn(batch, 256, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def case_odd_graphs(size: int = 4096) -> None:
    """Graphs at the edges of the formats: a data-dependent shape (boolean masking: an unbacked size `u0`), a
    function of views alone (no kernel), and an empty tensor through a reduction."""
    import torch

    _torch_setup()
    torch._dynamo.config.capture_dynamic_output_shape_ops = True

    def masked(x: Any) -> Any:
        kept = x[x > 0]
        return (kept * 2).sum() + kept.numel()

    def views(x: Any) -> Any:
        return x.t().reshape(-1)[::2]

    def empty(x: Any) -> Any:
        return x[:0].sum(dim=0) + x.mean(dim=0)

    x = torch.randn(size, device="cuda")
    torch.compile(masked)(x)
    torch.compile(views)(x.reshape(64, -1))
    torch.compile(empty)(x.reshape(64, -1))
    torch.cuda.synchronize()


def case_flex(score_mod: str) -> None:
    import torch

    _torch_setup()
    from torch.nn.attention.flex_attention import flex_attention

    def relative_bias(score: Any, batch: Any, head: Any, q_index: Any, kv_index: Any) -> Any:
        return score + (q_index - kv_index) * 0.01

    def softcap(score: Any, batch: Any, head: Any, q_index: Any, kv_index: Any) -> Any:
        return 20.0 * torch.tanh(score / 20.0)

    mods = {"relbias": relative_bias, "softcap": softcap}

    def attend(q: Any, k: Any, v: Any) -> Any:
        return flex_attention(q, k, v, score_mod=mods[score_mod])

    q, k, v = (torch.randn(2, 4, 256, 64, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    _train_once(attend, q, k, v)


def case_llama(seq: int, attention: str = "sdpa", loss_dtype: str | None = None, **overrides: Any) -> None:
    """transformers' Llama (4 layers, random weights, bf16) trained one step; `overrides` change its config (grouped
    query attention, tied embeddings, the rotary base), `attention` its attention implementation; `loss_dtype`: the
    cross entropy computed here on the logits in that dtype (transformers' own loss upcasts them to float32)."""
    import torch
    from torch.nn import functional

    _torch_setup()
    from transformers import LlamaConfig, LlamaForCausalLM

    config = LlamaConfig(
        **{
            "vocab_size": 1024,
            "hidden_size": 256,
            "intermediate_size": 688,
            "num_hidden_layers": 4,
            "num_attention_heads": 4,
            "num_key_value_heads": 4,
            "max_position_embeddings": 2048,
            "attn_implementation": attention,
            **overrides,
        }
    )
    model = LlamaForCausalLM(config).cuda().to(torch.bfloat16)
    ids = torch.randint(0, config.vocab_size, (1, seq), device="cuda")
    if loss_dtype is None:
        torch.compile(model)(input_ids=ids, labels=ids).loss.backward()
    else:

        def loss(ids: Any) -> Any:
            logits = model(input_ids=ids).logits[:, :-1].flatten(0, 1).to(getattr(torch, loss_dtype))
            return functional.cross_entropy(logits, ids[:, 1:].flatten())

        torch.compile(loss)(ids).backward()
    torch.cuda.synchronize()


def case_mlp_variant(
    batch: int = 64,
    dynamic: bool | None = None,
    dtype: str = "bfloat16",
    compile_mode: str | None = None,
    width: int = 256,
    **config: Any,
) -> None:
    """The MLP under one compile option or Inductor setting (dynamic shapes, fp32, cudagraphs, combo kernels, ...);
    `width`: its input and output width (100: no multiple of 8, which pad_mm may pad)."""
    import torch

    _torch_setup(**config)
    model = _mlp_module(width=width).cuda().to(getattr(torch, dtype))
    x = torch.randn(batch, width, device="cuda", dtype=getattr(torch, dtype), requires_grad=True)
    options: dict[str, Any] = {"dynamic": dynamic}
    if compile_mode is not None:
        options["mode"] = compile_mode
    _train_once(model, x, **options)


def two_branch_module(swapped: bool = False, graph_break: bool = False) -> Any:
    """Two independent branches summed and normalised; `swapped` computes them in the other order (same work, every
    number moves), `graph_break` breaks the graph between them. `benchmarks/cpu_dumps.py` compiles it on the CPU."""
    import torch
    from torch import nn
    from torch.nn import functional

    class TwoBranch(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.left = nn.Sequential(nn.LayerNorm(256), nn.Linear(256, 512), nn.GELU(), nn.Linear(512, 256))
            self.right = nn.Sequential(nn.Linear(256, 384), nn.SiLU(), nn.Linear(384, 256))

        def forward(self, x: Any) -> Any:
            if swapped:
                right = self.right(x)
                if graph_break:
                    torch._dynamo.graph_break()
                left = self.left(x)
            else:
                left = self.left(x)
                if graph_break:
                    torch._dynamo.graph_break()
                right = self.right(x)
            return functional.layer_norm(left + right, (256,))

    return TwoBranch()


def case_two_branch(swapped: bool = False, graph_break: bool = False, **config: Any) -> None:
    """`two_branch_module` trained one step in bfloat16."""
    import torch

    _torch_setup(**config)
    model = two_branch_module(swapped, graph_break).cuda().to(torch.bfloat16)
    x = torch.randn(128, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def case_sdpa_backend(backend: str) -> None:
    """Attention through one SDPA backend: `math` materialises the score matrix (the classic attention regression)."""
    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    _torch_setup()
    model = _attention_module(rotary=False, dropout=0.0, checkpointed=False).cuda().to(torch.bfloat16)
    x = torch.randn(4, 256, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    with sdpa_kernel(getattr(SDPBackend, backend.upper())):
        _train_once(model, x)


def case_mean_layout(strided: bool = False, **config: Any) -> None:
    """pytorch/pytorch#181442's program: each row's mean (doubled) of a float32 640 x 256 tensor laid out row-major or
    (`strided`) column-major, so that the mean runs along a non-contiguous axis: Inductor splits it over partial
    results, two kernels where one ran it whole; `config`: Inductor settings (`split_reductions`)."""
    import torch

    _torch_setup(**config)
    if strided:
        x = torch.empty_strided((640, 256), (1, 640), device="cuda").normal_()
    else:
        x = torch.randn(640, 256, device="cuda")
    torch.compile(lambda t: t.mean(dim=1) * 2, dynamic=False)(x)
    torch.cuda.synchronize()


def case_unbacked(program: str = "pointwise_sum", unbacked: bool = False, rows: int = 1000) -> None:
    """pytorch/pytorch#133361's kind of program: a pointwise op, then a reduction (`pointwise_sum`: a sum doubled;
    `norm`: a layer norm) over `rows` rows whose count is data-dependent (`unbacked`: `.item()`, an unbacked symbol)
    or a constant. Inductor fuses the pointwise op after the sum with the reduction only at the constant size."""
    import torch
    import torch._dynamo.config

    torch._dynamo.config.capture_scalar_outputs = True
    torch.manual_seed(0)
    x = torch.randn(1024, 512, device="cuda")
    w = torch.randn(512, device="cuda")

    def body(x: Any, n: Any) -> Any:
        a = x[:n] * w + 1
        if program == "norm":
            return torch.nn.functional.layer_norm(a, (512,)) * w
        return a.sum(dim=1) * 2

    def unbacked_rows(x: Any, count: Any) -> Any:
        n = count.item()
        torch._check_is_size(n)
        torch._check(n <= 1024)
        return body(x, n)

    def fixed_rows(x: Any, count: Any) -> Any:
        return body(x, rows)

    torch.compile(unbacked_rows if unbacked else fixed_rows, dynamic=False)(x, torch.tensor(rows))
    torch.cuda.synchronize()


def case_var_layout(strided: bool = False) -> None:
    """Each row's variance (plus one) of a float32 2048 x 512 tensor laid out row-major or (`strided`) column-major:
    along the strided axis Inductor splits the Welford reduction over partial results (a mean, an m2 and a weight
    each), its first pass no longer fused with the add after it."""
    import torch

    _torch_setup()
    if strided:
        x = torch.empty_strided((2048, 512), (1, 2048), device="cuda").normal_()
    else:
        x = torch.randn(2048, 512, device="cuda")
    torch.compile(lambda t: t.var(dim=1) + 1, dynamic=False)(x)
    torch.cuda.synchronize()


def case_big_reduction(**config: Any) -> None:
    """Row statistics and a whole-tensor sum: with split_reductions the sum runs as two kernels."""
    import torch

    _torch_setup(**config)

    def stats(x: Any) -> Any:
        centred = x - x.mean(dim=-1, keepdim=True)
        return centred.pow(2).mean(dim=-1).sum() + x.abs().sum()

    x = torch.randn(64, 2**18, device="cuda", dtype=torch.float32, requires_grad=True)
    _train_once(stats, x)


def case_peak_fusion(**config: Any) -> None:
    """pytorch/pytorch#138685's program: `(a @ c).sum(-1) + (b @ c).sum(-1)` over float32 products of 8192 x 8192
    (256 MiB each), inference: Inductor fuses the two row sums into one kernel, which keeps both products live at
    once; without fusion (`max_fusion_size=1`) the first product's storage can be freed before the second is made."""
    import torch

    _torch_setup(**config)

    def two_sums(a: Any, b: Any, c: Any) -> Any:
        return (a @ c).sum(dim=-1) + (b @ c).sum(dim=-1)

    a, b = (torch.randn(8192, 16, device="cuda") for _ in range(2))
    with torch.no_grad():
        torch.compile(two_sums)(a, b, torch.randn(16, 8192, device="cuda"))


def case_resnet(
    channels_last: bool = False, inference: bool = False, compile_mode: str | None = None, **config: Any
) -> None:
    """timm's resnet18 (random weights): a training step, or inference (with `freezing`, say, or max-autotune)."""
    import timm
    import torch

    _torch_setup(**config)
    model = timm.create_model("resnet18", pretrained=False, num_classes=100).cuda()
    x = torch.randn(8, 3, 64, 64, device="cuda")
    if channels_last:
        model, x = model.to(memory_format=torch.channels_last), x.to(memory_format=torch.channels_last)
    if inference:
        model.eval()
        with torch.no_grad():
            (torch.compile(model) if compile_mode is None else torch.compile(model, mode=compile_mode))(x)
        torch.cuda.synchronize()
        return
    _train_once(model, x)


def case_bert(attention: str = "sdpa", layers: int = 2, batch: int = 4) -> None:
    """transformers' BertModel (random weights, a small config) training; eager attention computes the scores itself."""
    import torch

    _torch_setup()
    from transformers import BertConfig, BertModel

    config = BertConfig(
        vocab_size=2048,
        hidden_size=256,
        num_hidden_layers=layers,
        num_attention_heads=4,
        intermediate_size=1024,
        max_position_embeddings=512,
        attn_implementation=attention,
    )
    model = BertModel(config).cuda().to(torch.bfloat16)
    ids = torch.randint(0, config.vocab_size, (batch, 256), device="cuda")
    out = torch.compile(model)(input_ids=ids)
    out.last_hidden_state.float().pow(2).mean().backward()
    torch.cuda.synchronize()


def case_adamw_step(weight_decay: float = 0.01, foreach: bool = True, fused: bool = False) -> None:
    """A compiled AdamW step over the MLP's parameters: in-place updates of every parameter and state; `fused`:
    `AdamW(fused=True)` (ATen's fused CUDA kernel) instead of `foreach`."""
    import torch

    _torch_setup()
    model = _mlp_module().cuda()
    model(torch.randn(64, 256, device="cuda")).pow(2).mean().backward()
    options = {"fused": True} if fused else {"foreach": foreach}
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=weight_decay, **options)
    torch.compile(optimizer.step)()
    torch.cuda.synchronize()


def case_timm(
    name: str = "vit_tiny_patch16_224",
    batch: int = 8,
    image: int = 224,
    model_kwargs: dict[str, Any] | None = None,
    **config: Any,
) -> None:
    """A timm model with random weights, a training step in bf16, under Inductor's settings `config`;
    `model_kwargs`: the model's own arguments (`drop_path_rate`)."""
    import timm
    import torch

    _torch_setup(**config)
    sized = {"img_size": image} if name.startswith("vit") else {}  # convolutional networks take any image size
    model = timm.create_model(name, pretrained=False, num_classes=100, **sized, **(model_kwargs or {}))
    model = model.cuda().to(torch.bfloat16)
    _train_once(model, torch.randn(batch, 3, image, image, device="cuda", dtype=torch.bfloat16))


def case_gpt2(
    seq: int = 256,
    layers: int = 2,
    compile_mode: str | None = None,
    memory_budget: float | None = None,
    vocab: int = 2048,
    deterministic: bool = False,
    edit: str | None = None,
    layer_norm_epsilon: float = 1e-5,
    dropout: float = 0.1,
    **config: Any,
) -> None:
    """transformers' GPT2LMHeadModel (random weights, a small config), a training step in bf16 (`layer_norm_epsilon`
    and `dropout`, every dropout's probability, are constants of its code: GPT-2's own); `memory_budget` is
    the partitioner's activation memory budget (below 1, it recomputes activations in the backward); an odd `vocab`
    (GPT-2's own is 50257) gives the logits rows Inductor's comprehensive padding pads; `edit` changes layer 5 alone:
    `relu` (its MLP activation ReLU, not GELU), `graph_break` (a graph break where its forward starts)."""
    import torch

    _torch_setup(**config)
    if memory_budget is not None:
        import torch._functorch.config

        torch._functorch.config.activation_memory_budget = memory_budget
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.use_deterministic_algorithms(deterministic)
    gpt_config = GPT2Config(
        vocab_size=vocab,
        n_positions=1024,
        n_embd=256,
        n_layer=layers,
        n_head=4,
        layer_norm_epsilon=layer_norm_epsilon,
        resid_pdrop=dropout,
        embd_pdrop=dropout,
        attn_pdrop=dropout,
    )
    model = GPT2LMHeadModel(gpt_config).cuda().to(torch.bfloat16)
    if edit == "relu":
        model.transformer.h[5].mlp.act = torch.nn.ReLU()
    elif edit == "graph_break":
        block_forward = model.transformer.h[5].forward

        def broken_forward(*args: Any, **kwargs: Any) -> Any:
            torch._dynamo.graph_break()
            return block_forward(*args, **kwargs)

        model.transformer.h[5].forward = broken_forward
    ids = torch.randint(0, gpt_config.vocab_size, (2, seq), device="cuda")
    compiled = torch.compile(model) if compile_mode is None else torch.compile(model, mode=compile_mode)
    compiled(input_ids=ids, labels=ids).loss.backward()
    torch.cuda.synchronize()


def case_kv_decode(cache_length: int = 1024, steps: int = 2) -> None:
    """Decode steps of one attention layer over a static KV cache updated in place (`index_copy_`), as generation
    with a static cache runs: graph inputs mutated by the compiled graph."""
    import torch
    from torch.nn import functional

    _torch_setup()
    heads, head_dim, width = 8, 64, 512
    weights = [torch.randn(width, width, device="cuda", dtype=torch.bfloat16) * 0.02 for _ in range(4)]
    k_cache = torch.zeros(1, heads, cache_length, head_dim, device="cuda", dtype=torch.bfloat16)
    v_cache = torch.zeros_like(k_cache)

    def decode(x: Any, position: Any, k_cache: Any, v_cache: Any) -> Any:
        q, k, v = ((x @ w).view(1, 1, heads, head_dim).transpose(1, 2) for w in weights[:3])
        k_cache.index_copy_(2, position, k)
        v_cache.index_copy_(2, position, v)
        out = functional.scaled_dot_product_attention(q, k_cache, v_cache)
        return out.transpose(1, 2).reshape(1, 1, width) @ weights[3]

    compiled = torch.compile(decode)
    x = torch.randn(1, 1, width, device="cuda", dtype=torch.bfloat16)
    with torch.no_grad():
        for step in range(steps):
            x = compiled(x, torch.tensor([step], device="cuda"), k_cache, v_cache)
    torch.cuda.synchronize()


SPECIAL_TOKENS = {"bos_token_id": 1, "eos_token_id": 2}  # within the small vocabulary (their defaults are not)
# A small config of each transformers model `case_hf` trains: (config class, model class, config arguments).
# A decoder of two layers with grouped-query attention, as transformers' Llama-like configs take it.
SMALL_DECODER = {
    "vocab_size": 2048,
    "hidden_size": 256,
    "intermediate_size": 704,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "max_position_embeddings": 1024,
    "pad_token_id": 0,
}
HF_MODELS: dict[str, tuple[str, str, dict[str, Any]]] = {
    # encoder-decoder, relative attention bias
    "t5": (
        "T5Config",
        "T5ForConditionalGeneration",
        {
            "vocab_size": 2048,
            "d_model": 256,
            "d_ff": 1024,
            "num_layers": 2,
            "num_decoder_layers": 2,
            "num_heads": 4,
            "d_kv": 64,
        },
    ),
    # sparse mixture of experts, top-2 routing
    "mixtral": (
        "MixtralConfig",
        "MixtralForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 512,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
            "num_key_value_heads": 2,
            "num_local_experts": 4,
            "num_experts_per_tok": 2,
        },
    ),
    # grouped-query attention, RMSNorm, SwiGLU, rotary positions
    "qwen2": (
        "Qwen2Config",
        "Qwen2ForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 704,
            "num_hidden_layers": 2,
            "num_attention_heads": 8,
            "num_key_value_heads": 2,
        },
    ),
    # a convolutional audio front end, an encoder and a decoder with cross-attention
    "whisper": (
        "WhisperConfig",
        "WhisperForConditionalGeneration",
        {
            "vocab_size": 2048,
            "d_model": 256,
            "encoder_layers": 2,
            "decoder_layers": 2,
            "encoder_attention_heads": 4,
            "decoder_attention_heads": 4,
            "encoder_ffn_dim": 1024,
            "decoder_ffn_dim": 1024,
            "num_mel_bins": 80,
            "max_source_positions": 750,
            "pad_token_id": 0,
            "bos_token_id": 1,
            "eos_token_id": 2,
            "decoder_start_token_id": 1,
        },
    ),
    # learned positions, ReLU, pre-norm
    "opt": (
        "OPTConfig",
        "OPTForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "word_embed_proj_dim": 256,
            "ffn_dim": 1024,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
        },
    ),
    # parallel attention and MLP, partial rotary
    "gpt_neox": (
        "GPTNeoXConfig",
        "GPTNeoXForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 1024,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
        },
    ),
    # encoder-decoder with learned positions, labels shifted into decoder inputs
    "bart": (
        "BartConfig",
        "BartForConditionalGeneration",
        {
            "vocab_size": 2048,
            "d_model": 256,
            "encoder_layers": 2,
            "decoder_layers": 2,
            "encoder_attention_heads": 4,
            "decoder_attention_heads": 4,
            "encoder_ffn_dim": 1024,
            "decoder_ffn_dim": 1024,
        },
    ),
    # disentangled (content-to-position) attention, a masked language model
    "deberta_v2": (
        "DebertaV2Config",
        "DebertaV2ForMaskedLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 1024,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
            "relative_attention": True,
            "pos_att_type": ["p2c", "c2p"],
        },
    ),
    # multi-query attention, one key/value head of 64
    "gemma": (
        "GemmaConfig",
        "GemmaForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 704,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
            "num_key_value_heads": 1,
            "head_dim": 64,
        },
    ),
    # a mixture of experts whose router gemm (4 experts) pad_mm may pad, a softmax over its logits
    "olmoe": (
        "OlmoeConfig",
        "OlmoeForCausalLM",
        SMALL_DECODER | {"num_experts": 4, "num_experts_per_tok": 2},
    ),
    # an encoder whose masked-LM decoder is tied to the word embeddings: one weight, two gradients added
    "bert": (
        "BertConfig",
        "BertForMaskedLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 1024,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
        },
    ),
    # parallel attention and MLP, partial rotary, a dense head with a bias
    "phi": (
        "PhiConfig",
        "PhiForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 1024,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
        },
    ),
    # local sliding-window and global layers, q and k normalised, four norms a layer
    "gemma3": (
        "Gemma3TextConfig",
        "Gemma3ForCausalLM",
        SMALL_DECODER | {"head_dim": 64, "sliding_window": 64},
    ),
    # grouped-query attention, biases on every linear (`use_bias`), GELU MLP
    "starcoder2": (
        "Starcoder2Config",
        "Starcoder2ForCausalLM",
        SMALL_DECODER,
    ),
    # the gate and up projections in one gemm, its gradient written as one tensor of both halves
    "phi3": ("Phi3Config", "Phi3ForCausalLM", SMALL_DECODER | SPECIAL_TOKENS),
    # attention and MLP in parallel from one LayerNorm, rotary interleaved, q and k LayerNorms optional
    "cohere": ("CohereConfig", "CohereForCausalLM", SMALL_DECODER | SPECIAL_TOKENS),
    # multi-query attention: one key and value head for four query heads, in one projection with the query's
    "gpt_bigcode": (
        "GPTBigCodeConfig",
        "GPTBigCodeForCausalLM",
        {"vocab_size": 2048, "n_embd": 256, "n_layer": 2, "n_head": 4, "n_inner": 1024, "n_positions": 1024}
        | {"multi_query": True}
        | SPECIAL_TOKENS,
    ),
    # a mixture of MLP experts routed top-2, a router's softmax over the top two
    "granitemoe": (
        "GraniteMoeConfig",
        "GraniteMoeForCausalLM",
        SMALL_DECODER | SPECIAL_TOKENS | {"intermediate_size": 512, "num_local_experts": 4, "num_experts_per_tok": 2},
    ),
    # a mixture of attention heads and of MLP experts, both routed top-2 (each expert's rows a gemm of their own)
    "jetmoe": (
        "JetMoeConfig",
        "JetMoeForCausalLM",
        {"vocab_size": 2048, "hidden_size": 256, "num_hidden_layers": 2, "num_key_value_heads": 4, "kv_channels": 64}
        | {"intermediate_size": 512, "num_local_experts": 4, "num_experts_per_tok": 2, "max_position_embeddings": 1024}
        | {"pad_token_id": 0}
        | SPECIAL_TOKENS,
    ),
}
SMALL_ENCODER = {
    "vocab_size": 2048,
    "hidden_size": 256,
    "num_hidden_layers": 2,
    "num_attention_heads": 4,
    "intermediate_size": 1024,
    "pad_token_id": 0,
}
HF_MODELS |= {
    # a ViT with a distillation token beside the class token, classifying 64 x 64 pixels in patches of 16
    "deit": (
        "DeiTConfig",
        "DeiTForImageClassification",
        SMALL_ENCODER | {"image_size": 64, "patch_size": 16, "num_labels": 10},
    ),
    # a ViT classifying 64 x 64 pixels in patches of 8 (65 tokens with the class token)
    "vit": (
        "ViTConfig",
        "ViTForImageClassification",
        SMALL_ENCODER | {"image_size": 64, "patch_size": 8, "num_labels": 10},
    ),
    # pre-LayerNorm BERT, attention dropout on its probabilities
    "megatron_bert": ("MegatronBertConfig", "MegatronBertForMaskedLM", SMALL_ENCODER),
    "xlm_roberta": (
        "XLMRobertaConfig",
        "XLMRobertaForMaskedLM",
        SMALL_ENCODER | {"pad_token_id": 1, "max_position_embeddings": 514},
    ),
}
# `hf_families`: models of unusual ops, each with one edit of its config (`HF_FAMILY_EDITS`), read by `case_hf_inputs`.
HF_MODELS |= {
    # one layer's weights shared by four (gradients summed over the layers into one weight)
    "albert": ("AlbertConfig", "AlbertForMaskedLM", SMALL_ENCODER | {"embedding_size": 128, "num_hidden_layers": 4}),
    # token mixing by a 2-d FFT (cuFFT, float32) instead of attention
    "fnet": ("FNetConfig", "FNetForMaskedLM", SMALL_ENCODER | {"max_position_embeddings": 512}),
    # the sequence pooled between blocks, relative attention, upsampled back for the LM head
    "funnel": (
        "FunnelConfig",
        "FunnelForMaskedLM",
        {
            "vocab_size": 2048,
            "block_sizes": [1, 1, 1],
            "d_model": 256,
            "n_head": 4,
            "d_head": 64,
            "d_inner": 1024,
            "pad_token_id": 0,
        },
    ),
    # bottleneck linears around each block, `NoNorm` (an elementwise scale and shift) for LayerNorm
    "mobilebert": (
        "MobileBertConfig",
        "MobileBertForMaskedLM",
        SMALL_ENCODER
        | {"intermediate_size": 512, "embedding_size": 128, "intra_bottleneck_size": 128, "true_hidden_size": 128},
    ),
    # span-based dynamic convolution heads beside attention heads (an unfold)
    "convbert": ("ConvBertConfig", "ConvBertForMaskedLM", SMALL_ENCODER | {"embedding_size": 256}),
    # relative positions attended in einsums, two-stream attention's content stream
    "xlnet": (
        "XLNetConfig",
        "XLNetLMHeadModel",
        {"vocab_size": 2048, "d_model": 256, "n_layer": 2, "n_head": 4, "d_inner": 1024, "pad_token_id": 5},
    ),
    # a protein LM: rotary positions, token dropout rescaling the embeddings by the masked share
    "esm": (
        "EsmConfig",
        "EsmForMaskedLM",
        SMALL_ENCODER
        | {
            "vocab_size": 33,
            "pad_token_id": 1,
            "mask_token_id": 32,
            "position_embedding_type": "rotary",
            "token_dropout": True,
            "max_position_embeddings": 1026,
        },
    ),
    # ALiBi's position bias added to the scores, no biases on the linears
    "mpt": (
        "MptConfig",
        "MptForCausalLM",
        {"vocab_size": 2048, "d_model": 256, "n_heads": 4, "n_layers": 2, "expansion_ratio": 4, "max_seq_len": 1024},
    ),
    # Griffin: two gated linear recurrences (a scan unrolled over the tokens) and a local attention layer
    "recurrent_gemma": (
        "RecurrentGemmaConfig",
        "RecurrentGemmaForCausalLM",
        {
            "vocab_size": 2048,
            "hidden_size": 256,
            "intermediate_size": 768,
            "num_hidden_layers": 3,
            "num_attention_heads": 4,
            "num_key_value_heads": 1,
            "lru_width": 256,
            "head_dim": 64,
            "attention_window_size": 64,
            "block_types": ["recurrent", "recurrent", "attention"],
            "pad_token_id": 0,
        },
    ),
    # top-1 routing to experts of a fixed capacity, in an encoder-decoder (a graph per sparse layer's routing)
    "switch": (
        "SwitchTransformersConfig",
        "SwitchTransformersForConditionalGeneration",
        {
            "vocab_size": 2048,
            "d_model": 256,
            "d_kv": 64,
            "d_ff": 1024,
            "num_layers": 2,
            "num_decoder_layers": 2,
            "num_heads": 4,
            "num_experts": 4,
            "expert_capacity": 96,
            "encoder_sparse_step": 1,
            "decoder_sparse_step": 1,
            "decoder_start_token_id": 0,
            "pad_token_id": 0,
        },
    ),
    # a vision encoder attending over spatially reduced keys (strided convolutions), an all-MLP decoder of 4 scales
    "segformer": ("SegformerConfig", "SegformerForSemanticSegmentation", {"num_labels": 8}),
    # audio: seven strided 1-d convolutions (GroupNorm on the first), a convolutional position embedding, CTC
    "wav2vec2": (
        "Wav2Vec2Config",
        "Wav2Vec2ForCTC",
        SMALL_ENCODER
        | {
            "vocab_size": 32,
            "mask_time_prob": 0.0,
            "layerdrop": 0.0,
            "do_stable_layer_norm": False,
            "num_conv_pos_embeddings": 32,
            "ctc_loss_reduction": "mean",
        },
    ),
    # masked autoencoding: a random quarter of the patches kept (argsort of noise, gathers), a small decoder
    "vit_mae": (
        "ViTMAEConfig",
        "ViTMAEForPreTraining",
        SMALL_ENCODER
        | {
            "image_size": 64,
            "patch_size": 8,
            "decoder_hidden_size": 128,
            "decoder_num_hidden_layers": 1,
            "decoder_intermediate_size": 512,
            "decoder_num_attention_heads": 4,
        },
    ),
}
HF_FAMILY_EDITS: dict[str, tuple[str, dict[str, Any]]] = {
    "albert": ("groups2", {"num_hidden_groups": 2}),
    "fnet": ("relu", {"hidden_act": "relu"}),
    "funnel": ("max_pool", {"pooling_type": "max"}),
    "mobilebert": ("layer_norm", {"normalization_type": "layer_norm"}),
    "convbert": ("kernel5", {"conv_kernel_size": 5}),
    "xlnet": ("relu", {"ff_activation": "relu"}),
    "esm": ("absolute", {"position_embedding_type": "absolute"}),
    "mpt": ("biases", {"no_bias": False}),
    "recurrent_gemma": ("conv2", {"conv1d_width": 2}),
    "switch": ("experts8", {"num_experts": 8}),
    "segformer": ("decoder128", {"decoder_hidden_size": 128}),
    "wav2vec2": ("layer_norm_convs", {"feat_extract_norm": "layer"}),
    "vit_mae": ("norm_pix", {"norm_pix_loss": True}),
}


def _hf_network(
    model: str, attention: str | None = None, model_config: dict[str, Any] | None = None
) -> tuple[Any, Any]:
    """(config, network) of `HF_MODELS`' model, random weights; `attention`: its `attn_implementation` (`eager`
    computes the scores itself); `model_config`: config arguments changed from `HF_MODELS`'."""
    import transformers

    config_class, model_class, arguments = HF_MODELS[model]
    config = getattr(transformers, config_class)(
        **(arguments | (model_config or {})), **({"attn_implementation": attention} if attention else {})
    )
    return config, getattr(transformers, model_class)(config)


def case_hf(
    model: str,
    batch: int = 2,
    tokens: int = 128,
    checkpointing: bool = False,
    attention: str | None = None,
    model_config: dict[str, Any] | None = None,
    **config: Any,
) -> None:
    """`_hf_network`'s model trained one step in bf16 on `batch` sequences of `tokens` (Whisper: 30 s of 80 mel bins
    and 64 decoder tokens); `checkpointing`: transformers' gradient checkpointing on; `attention`: its attention
    implementation; `model_config`: the model's config arguments changed; `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    config, network = _hf_network(model, attention, model_config)
    network = network.cuda().to(torch.bfloat16)
    if checkpointing:
        network.gradient_checkpointing_enable()
    ids = torch.randint(0, config.vocab_size, (batch, 64 if model == "whisper" else tokens), device="cuda")
    inputs = {"input_ids": ids, "labels": ids}
    if model == "t5":
        inputs["decoder_input_ids"] = ids
    elif model == "whisper":
        features = torch.randn(batch, 80, 1500, device="cuda", dtype=torch.bfloat16)
        inputs = {"input_features": features, "decoder_input_ids": ids, "labels": ids}
    torch.compile(network)(**inputs).loss.backward()
    torch.cuda.synchronize()


def case_hf_inputs(model: str, batch: int = 2, model_config: dict[str, Any] | None = None, **config: Any) -> None:
    """`_hf_network`'s model trained one step on what it reads: pixels (64 x 64; Segformer's with a label map, an
    image classifier's with class labels), 1 s of 16 kHz audio with CTC labels, or token ids (128; the recurrent
    Gemma's 32, its scan unrolled); bf16, but FNet in float32 (cuFFT has no bfloat16); `model_config`: the model's
    config arguments changed; `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    hf_config, network = _hf_network(model, None, model_config)
    dtype = torch.float32 if model == "fnet" else torch.bfloat16
    network = network.cuda().to(dtype)
    if model in ("segformer", "vit_mae", "deit", "vit"):
        inputs: dict[str, Any] = {"pixel_values": torch.randn(batch, 3, 64, 64, device="cuda", dtype=dtype)}
        if model == "segformer":
            inputs["labels"] = torch.randint(0, hf_config.num_labels, (batch, 64, 64), device="cuda")
        elif model in ("deit", "vit"):
            inputs["labels"] = torch.randint(0, hf_config.num_labels, (batch,), device="cuda")
    elif model == "wav2vec2":
        audio = torch.randn(batch, 16000, device="cuda", dtype=dtype)
        inputs = {"input_values": audio, "labels": torch.randint(1, 32, (batch, 20), device="cuda")}
    else:
        ids = torch.randint(2, hf_config.vocab_size, (batch, 32 if model == "recurrent_gemma" else 128), device="cuda")
        inputs = {"input_ids": ids, "labels": ids}
    torch.compile(network)(**inputs).loss.backward()
    torch.cuda.synchronize()


def case_hf_cpu(model: str, batch: int = 2, tokens: int = 128, **config: Any) -> None:
    """`_hf_network`'s model trained one step in float32 on the CPU (Inductor's C++ kernels, `cpp_fused_*`) on
    `batch` sequences of `tokens`; `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    config, network = _hf_network(model)
    ids = torch.randint(0, config.vocab_size, (batch, tokens))
    torch.compile(network)(input_ids=ids, labels=ids).loss.backward()


def case_t5_step(dropout: float = 0.1) -> None:
    """transformers' T5 (d_model 256, 8 heads of 32, 2 + 2 layers) in bf16 trained one step as one compiled function
    of the ids and the labels (the model shifts the labels into decoder inputs itself; `case_hf` passes decoder
    inputs and compiles the module, which breaks the graph); `dropout`: its `dropout_rate`."""
    import torch
    import transformers

    _torch_setup()
    overrides = {"d_kv": 32, "num_heads": 8, "decoder_start_token_id": 0, "pad_token_id": 0, "use_cache": False}
    config = transformers.T5Config(**(HF_MODELS["t5"][2] | overrides), dropout_rate=dropout)
    network = transformers.T5ForConditionalGeneration(config).cuda().to(torch.bfloat16).train()
    ids = torch.randint(2, 2048, (8, 128), device="cuda")
    labels = torch.randint(2, 2048, (8, 64), device="cuda")

    def step(ids: Any, labels: Any) -> Any:
        return network(input_ids=ids, labels=labels).loss

    torch.compile(step)(ids, labels).backward()
    torch.cuda.synchronize()


def case_lm_train(edit: str | None = None, **config: Any) -> None:
    """A one-block language model (embedding, the attention block, a final LayerNorm, a 2048-word head; bf16, batch
    4 of 256 tokens) trained one step: its loss (cross entropy of float32 logits) compiled with its backward, then a
    compiled SGD update of every parameter. `edit` changes one thing as users do: `grad_clip`
    (`clip_grad_norm_(1.0)` in the update), `extra_norm` (a second LayerNorm after the block), `tied` (the head's
    weight is the embedding's), `no_residual` (the block's MLP without its residual), `label_smoothing` (0.1),
    `master_weights` (float32 master copies updated, the bf16 weights copied from them); `config`: Inductor
    settings."""
    import torch
    from torch import nn
    from torch.nn import functional

    _torch_setup(**config)
    vocab, width = 2048, 256
    block_edit = "no_mlp_residual" if edit == "no_residual" else None

    class LM(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab, width)
            self.block = _attention_module(rotary=False, dropout=0.0, checkpointed=False, edit=block_edit)
            self.extra_norm = nn.LayerNorm(width) if edit == "extra_norm" else None
            self.norm = nn.LayerNorm(width)
            self.head = nn.Linear(width, vocab, bias=False)
            if edit == "tied":
                self.head.weight = self.embed.weight

        def forward(self, ids: Any) -> Any:
            h = self.block(self.embed(ids))
            if self.extra_norm is not None:
                h = self.extra_norm(h)
            return self.head(self.norm(h))

    model = LM().cuda().to(torch.bfloat16)
    params = list(model.parameters())
    masters = [param.detach().float() for param in params] if edit == "master_weights" else []

    def loss(ids: Any) -> Any:
        logits = model(ids[:, :-1]).float()
        smoothing = 0.1 if edit == "label_smoothing" else 0.0
        return functional.cross_entropy(logits.flatten(0, 1), ids[:, 1:].flatten(), label_smoothing=smoothing)

    @torch.no_grad()
    def update() -> None:
        if edit == "grad_clip":
            torch.nn.utils.clip_grad_norm_(params, 1.0)
        grads = [param.grad for param in params]
        if masters:
            torch._foreach_add_(masters, [grad.float() for grad in grads], alpha=-0.01)
            torch._foreach_copy_(params, masters)
        else:
            torch._foreach_add_(params, grads, alpha=-0.01)

    ids = torch.randint(0, vocab, (4, 257), device="cuda")
    torch.compile(loss)(ids).backward()
    torch.compile(update)()
    torch.cuda.synchronize()


def case_autocast(autocast: bool = False) -> None:
    """The MLP trained one step with bfloat16 parameters and input, or (`autocast`) float32 ones under
    `torch.autocast("cuda", torch.bfloat16)`: the weights cast in the graph, the norm and residual in float32."""
    import torch

    _torch_setup()
    dtype = torch.float32 if autocast else torch.bfloat16
    model = _mlp_module().cuda().to(dtype)
    x = torch.randn(64, 256, device="cuda", dtype=dtype, requires_grad=True)
    compiled = torch.compile(model)
    with torch.autocast("cuda", dtype=torch.bfloat16, enabled=autocast):
        out = compiled(x)
    out.float().pow(2).mean().backward()
    torch.cuda.synchronize()


def case_running_stats(in_place: bool = False) -> None:
    """The MLP trained one step by a function that also keeps a running mean of its input, as BatchNorm does:
    returned as a new tensor, or (`in_place`) updated with `mul_().add_()` (a graph input mutated, copied back)."""
    import torch

    _torch_setup()
    mlp = _mlp_module().cuda().to(torch.bfloat16)
    stats = torch.zeros(256, device="cuda")

    def forward(x: Any, stats: Any) -> Any:
        update = x.detach().float().mean(0)
        if in_place:
            stats.mul_(0.9).add_(update, alpha=0.1)
            return mlp(x)
        return mlp(x), stats * 0.9 + update * 0.1

    x = torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    result = torch.compile(forward)(x, stats)
    (result if in_place else result[0]).float().pow(2).mean().backward()
    torch.cuda.synchronize()


def case_fp8_linear(fp8: bool = False) -> None:
    """Inference through two 1024-wide linear layers (GELU between) in bfloat16, or (`fp8`) each a `torch._scaled_mm`
    of float8_e4m3fn operands quantized in the graph with per-tensor scales (amax / 448), as dynamic float8 does."""
    import torch
    from torch.nn import functional

    _torch_setup()
    weights = [torch.randn(1024, 1024, device="cuda", dtype=torch.bfloat16) * 0.02 for _ in range(2)]

    def quantize(t: Any) -> tuple[Any, Any]:
        scale = t.abs().amax().float().clamp(min=1e-12) / 448.0
        return (t.float() / scale).clamp(-448.0, 448.0).to(torch.float8_e4m3fn), scale

    def linear(x: Any, w: Any) -> Any:
        if not fp8:
            return x @ w.t()
        (xq, x_scale), (wq, w_scale) = quantize(x), quantize(w)
        return torch._scaled_mm(xq, wq.t(), scale_a=x_scale, scale_b=w_scale, out_dtype=torch.bfloat16)

    def forward(x: Any) -> Any:
        return linear(functional.gelu(linear(x, weights[0])), weights[1])

    with torch.no_grad():
        torch.compile(forward)(torch.randn(256, 1024, device="cuda", dtype=torch.bfloat16))
    torch.cuda.synchronize()


def case_selective_checkpoint(save: str | None = None) -> None:
    """The attention block (no dropout) trained one step, as it is or under non-reentrant `checkpoint` with a
    selective policy (`create_selective_checkpoint_contexts`): `save="matmuls"` saves the mm, addmm and SDPA
    outputs and recomputes the rest in the backward; `save="attention"` saves only the SDPA outputs (the gemms
    recomputed too)."""
    import functools

    import torch
    from torch.utils.checkpoint import CheckpointPolicy, checkpoint, create_selective_checkpoint_contexts

    _torch_setup()
    aten = torch.ops.aten
    saved = {
        aten._scaled_dot_product_flash_attention.default,
        aten._scaled_dot_product_efficient_attention.default,
        aten._scaled_dot_product_cudnn_attention.default,
    }
    if save == "matmuls":
        saved |= {aten.mm.default, aten.addmm.default}

    def policy(ctx: Any, op: Any, *args: Any, **kwargs: Any) -> Any:
        return CheckpointPolicy.MUST_SAVE if op in saved else CheckpointPolicy.PREFER_RECOMPUTE

    block = _attention_module(rotary=False, dropout=0.0, checkpointed=False).cuda().to(torch.bfloat16).train()

    def forward(x: Any) -> Any:
        if save is None:
            return block(x)
        contexts = functools.partial(create_selective_checkpoint_contexts, policy)
        return checkpoint(block.body, x, use_reentrant=False, context_fn=contexts)

    _train_once(forward, torch.randn(4, 256, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True))


def case_gqa(enable_gqa: bool = False) -> None:
    """Grouped-query attention (8 query heads, 2 key/value heads of 64; batch 4, seq 256, bf16) trained one step:
    the key and value heads expanded with `repeat_interleave` before SDPA, or SDPA's own `enable_gqa=True`."""
    import torch
    from torch import nn
    from torch.nn import functional

    _torch_setup()
    width, heads, kv_heads, seq = 512, 8, 2, 256
    head_dim = width // heads

    class Attention(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.q = nn.Linear(width, width, bias=False)
            self.kv = nn.Linear(width, 2 * kv_heads * head_dim, bias=False)
            self.o = nn.Linear(width, width, bias=False)

        def forward(self, x: Any) -> Any:
            batch = x.shape[0]
            q = self.q(x).view(batch, seq, heads, head_dim).transpose(1, 2)
            k, v = self.kv(x).view(batch, seq, 2, kv_heads, head_dim).permute(2, 0, 3, 1, 4)
            if enable_gqa:
                out = functional.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
            else:
                groups = heads // kv_heads
                k, v = k.repeat_interleave(groups, dim=1), v.repeat_interleave(groups, dim=1)
                out = functional.scaled_dot_product_attention(q, k, v, is_causal=True)
            return x + self.o(out.transpose(1, 2).reshape(batch, seq, width))

    model = Attention().cuda().to(torch.bfloat16)
    _train_once(model, torch.randn(4, seq, width, device="cuda", dtype=torch.bfloat16, requires_grad=True))


def case_lora(rank: int = 0, frozen: bool = False) -> None:
    """The MLP (bf16) trained one step; `frozen`: its up linear's weight and bias frozen (no gradients); `rank`: a
    LoRA adapter of that rank on the up linear (`normed @ A @ B * 16 / rank`, A and B trained)."""
    import torch

    _torch_setup()
    model = _mlp_module(lora_rank=rank).cuda().to(torch.bfloat16)
    if frozen:
        model.up.requires_grad_(False)
    _train_once(model, torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True))


def case_mlp_edit(edit: str | None = None, hidden: int = 1024, batch: int = 64, **config: Any) -> None:
    """The MLP (bf16, `batch` rows) trained one step with one edit of its code (`_mlp_module` lists them) or a wider
    hidden layer; `config`: Inductor settings."""
    import torch

    _torch_setup(**config)
    model = _mlp_module(hidden=hidden, edit=edit).cuda().to(torch.bfloat16)
    _train_once(model, torch.randn(batch, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True))


def case_compiled_autograd(enabled: bool = False) -> None:
    """The MLP's whole train step (forward, loss, `backward()`) under one `torch.compile`, with dynamo's
    `compiled_autograd` off (AOTAutograd's backward graph) or on (the backward traced again at run time, a graph of
    its own named `CompiledAutograd`)."""
    import torch

    _torch_setup()
    torch._dynamo.config.compiled_autograd = enabled
    model = _mlp_module().cuda().to(torch.bfloat16)

    def train_step(x: Any) -> None:
        model(x).float().pow(2).mean().backward()

    torch.compile(train_step)(torch.randn(64, 256, device="cuda", dtype=torch.bfloat16, requires_grad=True))
    torch.cuda.synchronize()


def case_control_flow(form: str = "where") -> None:
    """Inference through data-dependent control flow (bf16, 256 x 512): `where` (both branches computed, one picked
    by `torch.where`), `cond` (`torch.cond` on the input's sum: each branch a subgraph), `unrolled` (four residual
    tanh layers in a Python loop), `while_loop` (the same four as `torch._higher_order_ops.while_loop`)."""
    import torch
    from torch._higher_order_ops.while_loop import while_loop
    from torch.nn import functional

    _torch_setup()
    w1, w2 = (torch.randn(512, 512, device="cuda", dtype=torch.bfloat16) * 0.02 for _ in range(2))

    def first(x: Any) -> Any:
        return functional.gelu(x @ w1)

    def second(x: Any) -> Any:
        return torch.relu(x @ w2) * 2

    def forward(x: Any) -> Any:
        if form == "where":
            return torch.where(x.sum() > 0, first(x), second(x))
        if form == "cond":
            return torch.cond(x.sum() > 0, first, second, (x,))
        if form == "unrolled":
            for _ in range(4):
                x = torch.tanh(x @ w1) + x
            return x

        def unfinished(step: Any, h: Any) -> Any:
            return step < 4

        def body(step: Any, h: Any) -> tuple[Any, Any]:
            return step + 1, torch.tanh(h @ w1) + h

        return while_loop(unfinished, body, (torch.tensor(0, device="cuda"), x))[1]

    with torch.no_grad():
        torch.compile(forward)(torch.randn(256, 512, device="cuda", dtype=torch.bfloat16))
    torch.cuda.synchronize()


def case_user_triton(kernel: str | None = None) -> None:
    """Inference through two gemms (bf16, 256 x 1024) with a sigmoid-approximated GELU between, written in torch
    (`kernel=None`: Inductor fuses it) or as a user's `@triton.jit` kernel called in the compiled function
    (`quick_gelu`), or that kernel edited (`quick_gelu_biased`: 0.1 added before the store)."""
    import torch
    import triton
    import triton.language as tl

    _torch_setup()

    # Unannotated: Inductor compiles a user kernel from its source text, where `Any` is not defined.
    @triton.jit
    def quick_gelu(x_ptr, out_ptr, count, BLOCK: tl.constexpr):
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offsets < count
        x = tl.load(x_ptr + offsets, mask=mask).to(tl.float32)
        tl.store(out_ptr + offsets, (x * tl.sigmoid(1.702 * x)).to(tl.bfloat16), mask=mask)

    @triton.jit
    def quick_gelu_biased(x_ptr, out_ptr, count, BLOCK: tl.constexpr):
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offsets < count
        x = tl.load(x_ptr + offsets, mask=mask).to(tl.float32)
        tl.store(out_ptr + offsets, (x * tl.sigmoid(1.702 * x) + 0.1).to(tl.bfloat16), mask=mask)

    w1, w2 = (torch.randn(1024, 1024, device="cuda", dtype=torch.bfloat16) * 0.02 for _ in range(2))

    def forward(x: Any) -> Any:
        hidden = x @ w1
        if kernel is None:
            activated = hidden * torch.sigmoid(1.702 * hidden)
        else:
            activated = torch.empty_like(hidden)
            launch = {"quick_gelu": quick_gelu, "quick_gelu_biased": quick_gelu_biased}[kernel]
            launch[(triton.cdiv(hidden.numel(), 1024),)](hidden, activated, hidden.numel(), BLOCK=1024)
        return activated @ w2

    with torch.no_grad():
        torch.compile(forward)(torch.randn(256, 1024, device="cuda", dtype=torch.bfloat16))
    torch.cuda.synchronize()


def case_custom_op_inplace(form: str = "base", **config: Any) -> None:
    """Inference through two float32 gemms (256 x 512 -> 1024 -> 512) where a `torch.library.custom_op` with
    `mutates_args=("x",)` (CUDA body `x.mul_(2).add_(1)`, a `register_fake`) updates a tensor in place between them;
    functionalized as `auto_functionalized(_v2)`, Inductor's reinplace pass calls it in place again or keeps a clone.
    `form`: `base` (the first gemm's output mutated, read after only as mutated: reinplaced), `used_after` (its value
    before the call kept by `y.clone()` and read after it: a copy), `view` (the op mutating `y[:, :512]`),
    `input_view` (the op mutating `state[:, :512]`, a slice of a graph input, copied back); `config`: Inductor settings
    (`enable_auto_functionalized_v2=False`: the v1 functionalization). Checks the result against eager."""
    import torch

    for key in config:
        if not hasattr(torch._inductor.config, key):
            raise SystemExit(f"torch {torch.__version__} has no torch._inductor.config.{key}")
    _torch_setup(**config)

    # Annotated after the fact: this module's annotations are strings (`from __future__ import annotations`), which
    # torch.library's schema inference evaluates where torch is no global.
    def scale_shift(x):
        x.mul_(2).add_(1)

    scale_shift.__annotations__ = {"x": torch.Tensor, "return": None}
    scale_shift_ = torch.library.custom_op("dumpdiff::scale_shift_", mutates_args=("x",))(scale_shift)

    @scale_shift_.register_fake
    def _(x: Any) -> None:
        return None

    w1 = torch.randn(512, 1024, device="cuda") * 0.02
    w2 = torch.randn(1024, 512, device="cuda") * 0.02

    def forward(x: Any, state: Any) -> Any:
        y = x @ w1
        old = y.clone() if form == "used_after" else None
        target = {"view": lambda: y[:, :512], "input_view": lambda: state[:, :512]}.get(form, lambda: y)()
        scale_shift_(target)
        hidden = torch.relu(y) + state
        if old is not None:
            hidden = hidden + old
        return hidden @ w2

    x = torch.randn(256, 512, device="cuda")
    state = torch.randn(256, 1024, device="cuda")
    with torch.no_grad():
        eager_state, compiled_state = state.clone(), state.clone()
        expected = forward(x, eager_state)
        got = torch.compile(forward)(x, compiled_state)
    torch.cuda.synchronize()
    output_diff = (got - expected).abs().max().item()
    state_diff = (compiled_state - eager_state).abs().max().item()
    print(f"{form} {config}: output max abs diff {output_diff:.3g}, state max abs diff {state_diff:.3g}")


def case_unbacked_fusion(rows: str = "static", shared_input: bool = False) -> None:
    """pytorch/pytorch#133361's shape of regression: a broadcast sum over 32 copies of a row (`pointwise`, an output)
    and its total (`reduction`), the copies' count known when compiling (`static`), a backed size (`backed`:
    compiled dynamic) or read from a tensor (`unbacked`: `.item()`, a size `u0`). Inductor fuses the pointwise op
    into the reduction only where they share a buffer whose size it can reason about; `shared_input` also adds `x`
    inside the reduction, as the issue's test does to keep them fused."""
    import torch

    _torch_setup()
    torch._dynamo.config.capture_scalar_outputs = True

    def broadcast_sum(x: Any, y: Any, repeats: Any) -> Any:
        count = repeats.item() if rows == "unbacked" else repeats
        pointwise = y.expand(count, *y.shape) + x
        reduction = torch.sum(pointwise + x if shared_input else pointwise)
        return pointwise, reduction

    x, y = torch.randn(1024, 256, device="cuda"), torch.randn(1, 256, device="cuda")
    repeats = torch.tensor(32, device="cuda") if rows == "unbacked" else 32
    torch.compile(broadcast_sum, fullgraph=True, dynamic=rows == "backed")(x, y, repeats)
    torch.cuda.synchronize()


def case_routed_moe(routing: str = "dense", experts: int = 4) -> None:
    """A mixture of `experts` experts (256 -> 512 -> 256, GELU, float32) over 512 tokens, each token sent to its top
    expert, in inference: `dense` (every expert runs on every token, its result masked by the gate) or `gathered`
    (each expert runs on the tokens routed to it, found by `nonzero`: data-dependent sizes, one per expert, its
    results added back with `index_add`), as dropless mixtures do."""
    import torch
    from torch.nn import functional

    _torch_setup()
    torch._dynamo.config.capture_dynamic_output_shape_ops = True
    weights = [(torch.randn(256, 512, device="cuda"), torch.randn(512, 256, device="cuda")) for _ in range(experts)]
    gate = torch.randn(256, experts, device="cuda") * 0.02

    def forward(x: Any) -> Any:
        choice = (x @ gate).argmax(-1)
        out = torch.zeros_like(x)
        for index, (up, down) in enumerate(weights):
            if routing == "dense":
                out = out + (functional.gelu(x @ up) @ down) * (choice == index).unsqueeze(-1)
            else:
                rows = (choice == index).nonzero().squeeze(-1)
                out = out.index_add(0, rows, functional.gelu(x[rows] @ up) @ down)
        return out

    with torch.no_grad():
        torch.compile(forward, fullgraph=True)(torch.randn(512, 256, device="cuda"))
    torch.cuda.synchronize()


def case_tiny(program: str, deterministic: bool = False, **config: Any) -> None:
    """Programs as small as a bug report's repro, each one graph of a few kernels, compiled under Inductor settings
    (`config`): `transpose` (a product with a transposed operand, then a row sum: loop ordering after fusion),
    `softmax` (over rows of 4096), `norm_gelu` (a layer norm, GELU, a scale), `index_add` (rows added at indices,
    `deterministic`: torch's deterministic algorithms), `sums` (a matrix summed over each axis), `cat` (two pointwise
    results concatenated, then scaled), `cumsum` (over rows), `gather` (64 columns gathered per row), `var` (the
    variance of 64 rows of 16384, scaled: `x.var()`, Welford's one pass), `var_two_pass` (the same written as the
    mean of the squared deviations from the mean) and `short_rows` (a softmax over rows of 16, times each row's sum:
    reductions Inductor unrolls below `unroll_reductions_threshold`)."""
    import torch
    from torch.nn import functional

    _torch_setup(**config)
    torch.use_deterministic_algorithms(deterministic)
    x, y = torch.randn(1024, 1024, device="cuda"), torch.randn(1024, 1024, device="cuda")
    index = torch.randint(0, 256, (1024,), device="cuda")
    rows, short_rows = x.reshape(64, 16384), x.reshape(65536, 16)
    programs = {
        "transpose": lambda: ((x * y.t()).relu() + 1).sum(-1),
        "softmax": lambda: torch.softmax(x * 0.5, dim=-1),
        "norm_gelu": lambda: functional.gelu(functional.layer_norm(x, (1024,))) * 2,
        "index_add": lambda: torch.zeros(256, 1024, device="cuda").index_add(0, index, x * 2),
        "sums": lambda: (x.exp().sum(0), x.exp().sum(1)),
        "cat": lambda: torch.cat([x.sin(), y.cos()], dim=1) * 2,
        "cumsum": lambda: torch.cumsum(x * 2, dim=-1),
        "gather": lambda: x.gather(1, index[:, None].expand(1024, 64)) + 1,
        "var": lambda: x.reshape(64, 16384).var(-1, unbiased=False) * 2,
        "var_two_pass": lambda: ((rows - rows.mean(-1, keepdim=True)) ** 2).mean(-1) * 2,
        "short_rows": lambda: torch.softmax(short_rows, -1) * short_rows.sum(-1, keepdim=True),
    }
    with torch.no_grad():
        torch.compile(programs[program])()
    torch.cuda.synchronize()


def case_tiny_train(program: str, **config: Any) -> None:
    """Training steps as small as a bug report's repro (forward and backward graphs of a few kernels each), under
    Inductor and partitioner settings (`config`): `norm_linear` (a layer norm, a linear, GELU), `cross_entropy` (the
    loss over 4096 classes of 1024 rows), `rms_norm` (x * rsqrt(mean(x^2)) * w)."""
    import torch
    from torch.nn import functional

    _torch_setup(**config)
    x = torch.randn(1024, 1024, device="cuda", requires_grad=True)
    weight = torch.randn(1024, 1024, device="cuda", requires_grad=True)
    scale = torch.ones(1024, device="cuda", requires_grad=True)
    labels = torch.randint(0, 4096, (1024,), device="cuda")
    programs = {
        "norm_linear": lambda: functional.gelu(functional.layer_norm(x, (1024,)) @ weight),
        "cross_entropy": lambda: functional.cross_entropy(x.repeat(1, 4) * scale.repeat(4), labels),
        "rms_norm": lambda: x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * scale,
    }
    _train_once(programs[program])


def case_template_fusion(**config: Any) -> None:
    """`relu(x @ w8.to(bfloat16)) * 2` under max-autotune with Triton templates alone and their fusions not timed
    (`TritonTemplateBuffer`): the int8 weight's cast fuses in as the template's prologue, relu and the scale as its
    epilogue, as the fusion settings (`config`) allow."""
    import torch

    _torch_setup(max_autotune_gemm_backends="TRITON", benchmark_epilogue_fusion=False, **config)
    x = torch.randn(512, 1024, device="cuda", dtype=torch.bfloat16)
    weight = torch.randint(-127, 127, (1024, 1024), device="cuda", dtype=torch.int8)
    with torch.no_grad():
        compiled = torch.compile(
            lambda x, w: torch.relu(x @ w.to(torch.bfloat16)) * 2, mode="max-autotune-no-cudagraphs"
        )
        compiled(x, weight)
    torch.cuda.synchronize()


def case_layer_norm_form(manual: bool = False) -> None:
    """A layer norm over 1024 (4096 rows, float32, affine) trained one step: `F.layer_norm`, or written out as a
    user might (mean, variance, rsqrt), which Inductor differentiates op by op."""
    import torch
    from torch.nn import functional

    _torch_setup()
    x = torch.randn(4096, 1024, device="cuda", requires_grad=True)
    weight = torch.ones(1024, device="cuda", requires_grad=True)
    bias = torch.zeros(1024, device="cuda", requires_grad=True)

    def norm(x: Any, weight: Any, bias: Any) -> Any:
        if not manual:
            return functional.layer_norm(x, (1024,), weight, bias, 1e-5)
        mean = x.mean(-1, keepdim=True)
        variance = ((x - mean) ** 2).mean(-1, keepdim=True)
        return (x - mean) * torch.rsqrt(variance + 1e-5) * weight + bias

    torch.compile(norm)(x, weight, bias).pow(2).mean().backward()
    torch.cuda.synchronize()


def case_slice_assign(form: str = "slice") -> None:
    """`out = x.clone(); out[:, :64] = y * 2; out.relu()` with the columns a slice, or an index tensor (`index`:
    `index_put_`, which Inductor runs as a copy, a scatter into it and the relu after)."""
    import torch

    _torch_setup()
    x = torch.randn(4096, 512, device="cuda")
    y = torch.randn(4096, 64, device="cuda")
    columns = torch.arange(64, device="cuda")

    def assign(x: Any, y: Any, columns: Any) -> Any:
        out = x.clone()
        if form == "slice":
            out[:, :64] = y * 2
        else:
            out[:, columns] = y * 2
        return out.relu()

    with torch.no_grad():
        torch.compile(assign)(x, y, columns)
    torch.cuda.synchronize()


def case_conv1x1(train: bool = False, **config: Any) -> None:
    """Two 1x1 convolutions (64 -> 128 -> 64 channels, a ReLU between, a residual and a ReLU after; bfloat16, 56 x 56
    images): inference over 32 images, or (`train`) a training step over 16. Inductor's `conv_1x1_as_mm` runs each
    convolution as an `addmm` over the pixels' rows, its bias taken in."""
    import torch

    _torch_setup(**config)
    net = torch.nn.Sequential(torch.nn.Conv2d(64, 128, 1), torch.nn.ReLU(), torch.nn.Conv2d(128, 64, 1))
    net = net.cuda().to(torch.bfloat16).train(train)
    x = torch.randn(16 if train else 32, 64, 56, 56, device="cuda", dtype=torch.bfloat16, requires_grad=train)
    with torch.set_grad_enabled(train):
        out = torch.compile(lambda x: (net(x) + x).relu())(x)
        if train:
            out.float().pow(2).mean().backward()
    torch.cuda.synchronize()


def case_pointwise_cat(train: bool = False, **config: Any) -> None:
    """Pointwise pieces concatenated, then a gemm (float32): inference over 16 column blocks of a 1024 x 1024 input
    (`sigmoid(block) * (i + 1)`), or (`train`) a training step of 12 pieces of one 256 x 64 input (`x * sigmoid(x * (i
    + 1))`). Inductor writes each piece into the concatenation by a kernel of its own (inference) or one fused kernel
    of them (training); `force_pointwise_cat` lowers the concatenation as one node selecting each piece under a mask."""
    import torch

    _torch_setup(**config)
    x = torch.randn(*((256, 64) if train else (1024, 1024)), device="cuda", requires_grad=train)
    w = torch.randn(768 if train else 1024, 256, device="cuda", requires_grad=train)

    def pieces(x: Any) -> list[Any]:
        if train:
            return [x * torch.sigmoid(x * (i + 1)) for i in range(12)]
        return [torch.sigmoid(block) * (i + 1) for i, block in enumerate(torch.split(x, 64, dim=1))]

    with torch.set_grad_enabled(train):
        out = torch.compile(lambda x, w: torch.cat(pieces(x), dim=1) @ w)(x, w)
        if train:
            out.pow(2).mean().backward()
    torch.cuda.synchronize()


def case_int8_weights(form: str = "bf16") -> None:
    """Inference through two 1024-wide linears (GELU between, batch 256) with bfloat16 weights, or int8 weights with
    per-channel scales: dequantized in the graph (`dequant`: `w.to(bf16) * scale` then the gemm) or through
    `torch._weight_int8pack_mm` (`int8pack`)."""
    import torch
    from torch.nn import functional

    _torch_setup()
    weights = [torch.randn(1024, 1024, device="cuda", dtype=torch.bfloat16) * 0.02 for _ in range(2)]
    scales = [w.abs().amax(dim=1).float() / 127 for w in weights]
    quantized = [
        (w.float() / s[:, None]).round().clamp(-127, 127).to(torch.int8) for w, s in zip(weights, scales, strict=True)
    ]

    def linear(x: Any, index: int) -> Any:
        if form == "bf16":
            return x @ weights[index].t()
        if form == "dequant":
            return x @ (quantized[index].to(torch.bfloat16) * scales[index][:, None].to(torch.bfloat16)).t()
        return torch._weight_int8pack_mm(x, quantized[index], scales[index].to(torch.bfloat16))

    def forward(x: Any) -> Any:
        return linear(functional.gelu(linear(x, 0)), 1)

    with torch.no_grad():
        torch.compile(forward)(torch.randn(256, 1024, device="cuda", dtype=torch.bfloat16))
    torch.cuda.synchronize()


def case_bn_net(train: bool = True, **config: Any) -> None:
    """A small convolutional network with BatchNorm (two 3x3 convolutions of 32 and 64 channels, each with batch norm
    and ReLU, a mean pool, a linear; float32, batch 16 of 3x32x32) trained one step in `train()` mode (batch
    statistics, running stats updated in place) or `eval()` mode (running statistics); `config`: Inductor settings."""
    import torch
    from torch import nn

    _torch_setup(**config)
    model = nn.Sequential(
        nn.Conv2d(3, 32, 3, padding=1, bias=False),
        nn.BatchNorm2d(32),
        nn.ReLU(),
        nn.Conv2d(32, 64, 3, padding=1, bias=False),
        nn.BatchNorm2d(64),
        nn.ReLU(),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(64, 10),
    ).cuda()
    model.train(train)
    _train_once(model, torch.randn(16, 3, 32, 32, device="cuda"))


def case_densenet_inference(**config: Any) -> None:
    """pytorch/pytorch#185346's model: a DenseNet for 32x32 images as torchbench's `phlippe_densenet` builds one
    (three dense blocks of six layers, each BatchNorm, ReLU, a 1x1 and a 3x3 convolution whose 16 new channels are
    concatenated to its input; transitions halve the channels and the size), inference in bfloat16 on 128 images;
    `config`: Inductor settings (`max_pointwise_cat_inputs` 1: each concatenation written by its own kernels, as the
    release that regressed did)."""
    import torch
    from torch import nn

    _torch_setup(**config)

    class DenseLayer(nn.Module):
        def __init__(self, channels: int) -> None:
            super().__init__()
            self.net = nn.Sequential(
                nn.BatchNorm2d(channels),
                nn.ReLU(),
                nn.Conv2d(channels, 32, 1, bias=False),
                nn.BatchNorm2d(32),
                nn.ReLU(),
                nn.Conv2d(32, 16, 3, padding=1, bias=False),
            )

        def forward(self, x: Any) -> Any:
            return torch.cat([self.net(x), x], dim=1)

    layers: list[Any] = [nn.Conv2d(3, 32, 3, padding=1)]
    channels = 32
    for block in range(3):
        for _ in range(6):
            layers.append(DenseLayer(channels))
            channels += 16
        if block < 2:
            layers += [nn.BatchNorm2d(channels), nn.ReLU(), nn.Conv2d(channels, channels // 2, 1), nn.AvgPool2d(2)]
            channels //= 2
    layers += [nn.BatchNorm2d(channels), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(channels, 10)]
    model = nn.Sequential(*layers).cuda().to(torch.bfloat16).eval()
    with torch.no_grad():
        torch.compile(model)(torch.randn(128, 3, 32, 32, device="cuda", dtype=torch.bfloat16))
    torch.cuda.synchronize()


def case_unet(batch: int = 8, activation: str = "silu", **config: Any) -> None:
    """A small UNet (bf16, 3x64x64 images): two down blocks of 3x3 convolution, GroupNorm and an activation with a
    pool between, a bottleneck, one up block (nearest upsampling, the skip concatenated), trained one step;
    `activation`: `silu` or `gelu` (one edit); `config`: Inductor settings."""
    import torch
    from torch import nn
    from torch.nn import functional

    _torch_setup(**config)
    act = {"silu": nn.SiLU, "gelu": nn.GELU}[activation]

    def block(channels_in: int, channels_out: int) -> Any:
        return nn.Sequential(nn.Conv2d(channels_in, channels_out, 3, padding=1), nn.GroupNorm(8, channels_out), act())

    class UNet(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.down1, self.down2 = block(3, 32), block(32, 64)
            self.middle = block(64, 64)
            self.up = block(96, 32)
            self.out = nn.Conv2d(32, 3, 1)

        def forward(self, x: Any) -> Any:
            skip = self.down1(x)
            low = self.middle(self.down2(functional.avg_pool2d(skip, 2)))
            up = functional.interpolate(low, scale_factor=2, mode="nearest")
            return self.out(self.up(torch.cat([up, skip], dim=1)))

    model = UNet().cuda().to(torch.bfloat16)
    _train_once(model, torch.randn(batch, 3, 64, 64, device="cuda", dtype=torch.bfloat16))


def case_gru(batch: int = 32, steps: int = 12) -> None:
    """A GRU cell written out (two linears, sigmoid gates, tanh) run over `steps` time steps in a Python loop
    (unrolled by dynamo into one graph), then a linear head; float32, trained one step."""
    import torch
    from torch import nn

    _torch_setup()

    class GRU(nn.Module):
        def __init__(self, width: int = 128) -> None:
            super().__init__()
            self.inputs, self.state = nn.Linear(width, 3 * width), nn.Linear(width, 3 * width)
            self.head = nn.Linear(width, 10)

        def forward(self, sequence: Any) -> Any:
            hidden = torch.zeros_like(sequence[0])
            for step in sequence.unbind(0):
                x_reset, x_update, x_new = self.inputs(step).chunk(3, dim=-1)
                h_reset, h_update, h_new = self.state(hidden).chunk(3, dim=-1)
                reset, update = torch.sigmoid(x_reset + h_reset), torch.sigmoid(x_update + h_update)
                hidden = (1 - update) * torch.tanh(x_new + reset * h_new) + update * hidden
            return self.head(hidden)

    model = GRU().cuda()
    _train_once(model, torch.randn(steps, batch, 128, device="cuda"))


def case_dlrm(batch: int = 256, mode: str = "sum") -> None:
    """A DLRM-like recommender (float32): three EmbeddingBag tables (`mode` sum or mean) over bags of 4 ids, a bottom
    MLP on 16 dense features, the pairwise dot products of the four feature vectors, a top MLP; trained one step."""
    import torch
    from torch import nn

    _torch_setup()

    class DLRM(nn.Module):
        def __init__(self, width: int = 64) -> None:
            super().__init__()
            self.tables = nn.ModuleList(nn.EmbeddingBag(10_000, width, mode=mode) for _ in range(3))
            self.bottom = nn.Sequential(nn.Linear(16, 128), nn.ReLU(), nn.Linear(128, width), nn.ReLU())
            self.top = nn.Sequential(nn.Linear(width + 6, 128), nn.ReLU(), nn.Linear(128, 1))
            self.register_buffer("pairs", torch.triu_indices(4, 4, offset=1))

        def forward(self, dense: Any, ids: Any, offsets: Any) -> Any:
            bottom = self.bottom(dense)
            features = torch.stack([bottom, *(table(ids[i], offsets) for i, table in enumerate(self.tables))], dim=1)
            dots = torch.bmm(features, features.transpose(1, 2))
            upper = dots[:, self.pairs[0], self.pairs[1]]
            return self.top(torch.cat([bottom, upper], dim=1))

    model = DLRM().cuda()
    dense = torch.randn(batch, 16, device="cuda")
    ids = torch.randint(0, 10_000, (3, batch * 4), device="cuda")
    offsets = torch.arange(0, batch * 4, 4, device="cuda")
    _train_once(model, dense, ids, offsets)


def case_dit(norm_affine: bool = False, gate: bool = True, **config: Any) -> None:
    """A 2-block DiT (Peebles & Xie) in bfloat16 trained one step on an MSE loss: patch tokens [8, 256, 384], the
    conditioning an MLP of the timestep's sinusoid plus a label's embedding, each block modulated by adaLN-Zero (shift,
    scale and gate twice, from a linear of its SiLU). `norm_affine`: the blocks' LayerNorms with a weight and bias;
    `gate=False`: adaLN without its gates; `config`: Inductor settings."""
    import math

    import torch
    from torch import nn
    from torch.nn import functional as F

    _torch_setup(**config)
    batch, tokens, width, heads, patch = 8, 256, 384, 6, 16

    def sinusoid(t: Any, dim: int = 256) -> Any:
        half = dim // 2
        frequencies = torch.exp(-math.log(10000) * torch.arange(half, device=t.device, dtype=torch.float32) / half)
        angles = t.float()[..., None] * frequencies
        return torch.cat([torch.cos(angles), torch.sin(angles)], dim=-1)

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm1 = nn.LayerNorm(width, elementwise_affine=norm_affine, eps=1e-6)
            self.qkv, self.proj = nn.Linear(width, 3 * width), nn.Linear(width, width)
            self.norm2 = nn.LayerNorm(width, elementwise_affine=norm_affine, eps=1e-6)
            self.fc1, self.fc2 = nn.Linear(width, 4 * width), nn.Linear(4 * width, width)
            self.ada = nn.Linear(width, 6 * width)

        def forward(self, x: Any, c: Any) -> Any:
            shift1, scale1, gate1, shift2, scale2, gate2 = self.ada(F.silu(c))[:, None].chunk(6, dim=-1)
            b, s, _ = x.shape
            h = self.norm1(x) * (1 + scale1) + shift1
            q, k, v = self.qkv(h).view(b, s, 3, heads, width // heads).permute(2, 0, 3, 1, 4)
            a = self.proj(F.scaled_dot_product_attention(q, k, v).transpose(1, 2).reshape(b, s, width))
            x = x + (gate1 * a if gate else a)
            h = self.norm2(x) * (1 + scale2) + shift2
            m = self.fc2(F.gelu(self.fc1(h), approximate="tanh"))
            return x + (gate2 * m if gate else m)

    class Final(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm = nn.LayerNorm(width, elementwise_affine=False, eps=1e-6)
            self.ada, self.linear = nn.Linear(width, 2 * width), nn.Linear(width, patch)

        def forward(self, x: Any, c: Any) -> Any:
            shift, scale = self.ada(F.silu(c))[:, None].chunk(2, dim=-1)
            return self.linear(self.norm(x) * (1 + scale) + shift)

    class DiT(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.patch = nn.Linear(patch, width)
            self.position = nn.Parameter(torch.randn(1, tokens, width) * 0.02)
            self.time = nn.Sequential(nn.Linear(256, width), nn.SiLU(), nn.Linear(width, width))
            self.label = nn.Embedding(1001, width)
            self.blocks = nn.ModuleList(Block() for _ in range(2))
            self.final = Final()

        def forward(self, latents: Any, t: Any, y: Any) -> Any:
            x = self.patch(latents) + self.position
            c = self.time(sinusoid(t).to(x.dtype)) + self.label(y)
            for block in self.blocks:
                x = block(x, c)
            return self.final(x, c)

    model = DiT().cuda().to(torch.bfloat16)
    latents, noise = (torch.randn(batch, tokens, patch, device="cuda", dtype=torch.bfloat16) for _ in range(2))
    t, y = torch.randint(0, 1000, (batch,), device="cuda"), torch.randint(0, 1001, (batch,), device="cuda")

    def step(latents: Any, t: Any, y: Any, noise: Any) -> Any:
        return F.mse_loss(model(latents, t, y).float(), noise.float())

    torch.compile(step)(latents, t, y, noise).backward()
    torch.cuda.synchronize()


def case_vlm(image: int = 224, batch: int = 8, text: int = 64, **config: Any) -> None:
    """transformers' VisionEncoderDecoderModel (a 2-layer ViT-256 encoder of 16-pixel patches, a 2-layer GPT-2-256
    decoder with cross attention over its 197 tokens, 2048 words) in bfloat16, trained one step on captions of
    `text` tokens (labels given: the model's own shift and cross entropy); `config`: Inductor settings."""
    import torch
    from transformers import GPT2Config, VisionEncoderDecoderConfig, VisionEncoderDecoderModel, ViTConfig

    _torch_setup(**config)
    encoder = ViTConfig(
        hidden_size=256,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=1024,
        image_size=image,
        patch_size=16,
    )
    decoder = GPT2Config(
        n_embd=256, n_layer=2, n_head=4, vocab_size=2048, n_positions=128, add_cross_attention=True, is_decoder=True
    )
    model_config = VisionEncoderDecoderConfig.from_encoder_decoder_configs(encoder, decoder)
    model_config.decoder_start_token_id, model_config.pad_token_id = 1, 0
    model = VisionEncoderDecoderModel(config=model_config).cuda().to(torch.bfloat16).train()
    pixels = torch.randn(batch, 3, image, image, device="cuda", dtype=torch.bfloat16)
    labels = torch.randint(2, 2048, (batch, text), device="cuda")

    def step(pixels: Any, labels: Any) -> Any:
        return model(pixel_values=pixels, labels=labels).loss

    torch.compile(step)(pixels, labels).backward()
    torch.cuda.synchronize()


def case_xsa(dynamic: bool = False) -> None:
    """pytorch/pytorch#181108's XSA projection (inference): the output's heads projected off their value heads'
    directions, compiled with static shapes or `dynamic=True` (which copies the result out: a third kernel)."""
    import torch
    from torch.nn import functional as F

    def xsa_unsqueeze(output: Any, xv: Any) -> Any:
        head_dim, n_kv, n_heads = xv.shape[-1], xv.shape[2], output.shape[2]
        torch._check(output.shape[3] == head_dim)
        torch._check(n_heads % n_kv == 0)
        vn = F.normalize(xv, dim=-1, eps=1e-6).unsqueeze(3)
        y = output.view(*output.shape[:2], n_kv, n_heads // n_kv, head_dim)
        ps = (y * vn).sum(dim=-1, keepdim=True)
        cos_sim = ps.squeeze(-1).abs()
        proj_frac = cos_sim / y.norm(dim=-1).clamp(min=1e-6)
        return (y - ps * vn).view_as(output), cos_sim, proj_frac

    _torch_setup()
    output = torch.randn(8, 512, 16, 64, device="cuda")
    xv = torch.randn(8, 512, 4, 64, device="cuda")
    with torch.no_grad():
        torch.compile(xsa_unsqueeze, dynamic=dynamic, fullgraph=True)(output, xv)
    torch.cuda.synchronize()


def case_llama_like(attention: str = "masked_fill", mlp: str = "split", seq: int = 256, **config: Any) -> None:
    """A 2-layer Llama-like LM in bf16 (RMSNorm weighting its bf16 result, causal attention written out and softmaxed
    in float32, SwiGLU, a 2048-word head, float32 cross entropy) trained one step; the causal mask applied as
    `scores.masked_fill(~mask, -inf)` or `torch.where(mask, scores, -inf)`, or attention through SDPA (`sdpa`);
    SwiGLU's gate and up projections as two linears (`split`) or one of twice the width, chunked (`merged`)."""
    import torch
    from torch import nn
    from torch.nn import functional as F

    _torch_setup(**config)
    vocab, width, heads, head_dim, hidden, layers, batch = 2048, 256, 4, 64, 768, 2, 4

    class RMSNorm(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.weight = nn.Parameter(torch.ones(width))

        def forward(self, x: Any) -> Any:
            h = x.float()
            return self.weight * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype)

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm1, self.norm2 = RMSNorm(), RMSNorm()
            self.qkv = nn.Linear(width, 3 * width, bias=False)
            self.proj = nn.Linear(width, width, bias=False)
            if mlp == "merged":
                self.gate_up = nn.Linear(width, 2 * hidden, bias=False)
            else:
                self.gate = nn.Linear(width, hidden, bias=False)
                self.up = nn.Linear(width, hidden, bias=False)
            self.down = nn.Linear(hidden, width, bias=False)
            causal = torch.ones(seq, seq, dtype=torch.bool).tril()
            self.register_buffer("causal", causal)
            # Unused, but registered as the original program did: its buffers are the compiled graph's inputs.
            self.register_buffer("additive", torch.zeros(seq, seq).masked_fill(~causal, float("-inf")))

        def attend(self, x: Any) -> Any:
            b, s, _ = x.shape
            q, k, v = self.qkv(x).view(b, s, 3, heads, head_dim).permute(2, 0, 3, 1, 4)
            if attention == "sdpa":
                return self.proj(
                    F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, s, width)
                )
            scores = (q @ k.transpose(-2, -1)) * head_dim**-0.5
            if attention == "where":
                scores = torch.where(self.causal, scores, float("-inf"))
            else:
                scores = scores.masked_fill(~self.causal, float("-inf"))
            probs = F.softmax(scores.float(), dim=-1).to(q.dtype)
            return self.proj((probs @ v).transpose(1, 2).reshape(b, s, width))

        def forward(self, x: Any) -> Any:
            x = x + self.attend(self.norm1(x))
            h = self.norm2(x)
            gate, up = self.gate_up(h).chunk(2, dim=-1) if mlp == "merged" else (self.gate(h), self.up(h))
            return x + self.down(F.silu(gate) * up)

    class LM(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed = nn.Embedding(vocab, width)
            self.blocks = nn.ModuleList(Block() for _ in range(layers))
            self.norm = RMSNorm()
            self.head = nn.Linear(width, vocab, bias=False)

    model = LM().cuda().to(torch.bfloat16)

    def step(ids: Any) -> Any:
        inputs, targets = ids[:, :-1], ids[:, 1:]
        h = model.embed(inputs)
        for block in model.blocks:
            h = block(h)
        logits = model.head(model.norm(h)).float()
        return F.cross_entropy(logits.flatten(0, 1), targets.flatten())

    torch.compile(step)(torch.randint(0, vocab, (batch, seq + 1), device="cuda")).backward()
    torch.cuda.synchronize()


# --- XLA cases (run in the child process) ------------------------------------------------------------------------


def case_layered_peak(checkpointed: bool = False, batch: int = 4096, **config: Any) -> None:
    """pytorch/pytorch#120381's model: five layers of Linear(2048), LayerNorm and GELU in bfloat16, trained one step;
    `checkpointed`: each layer under a non-reentrant checkpoint (the issue's higher peak); `config`: Inductor settings
    (`reorder_for_peak_memory`, whose scheduling for the peak pytorch/pytorch#138756 extended)."""
    import torch
    from torch import nn
    from torch.utils.checkpoint import checkpoint

    _torch_setup(**config)
    dim = 2048
    layers = nn.ModuleList(nn.Sequential(nn.Linear(dim, dim), nn.LayerNorm(dim), nn.GELU()) for _ in range(5))

    class Layered(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = layers

        def forward(self, x: Any) -> Any:
            for layer in self.layers:
                x = checkpoint(layer, x, use_reentrant=False) if checkpointed else layer(x)
            return x

    model = Layered().cuda().to(torch.bfloat16)
    x = torch.randn(batch, dim, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    _train_once(model, x)


def _host_params(shapes: dict[str, tuple[int, ...]], dtype: str = "float32") -> dict[str, Any]:
    # numpy on the host, so no jitted initialiser adds modules to the dump
    import numpy

    rng = numpy.random.default_rng(0)
    return {name: (rng.standard_normal(shape) * 0.02).astype(dtype) for name, shape in shapes.items()}


def _sgd_step(loss: Callable[[dict[str, Any], Any], Any]) -> Callable[[dict[str, Any], Any], Any]:
    """A train step, jitted as `jit_step`: every parameter moved by 0.01 of its gradient of `loss(params, x)`."""
    import jax

    def step(p: dict[str, Any], x: Any) -> Any:
        grads = jax.grad(loss)(p, x)
        return jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    return step


def case_autotune_xla(batch: int = 8, edit: str | None = None) -> None:
    """A transformer block's train step; `edit` changes its code: `gelu_exact` (erf instead of the tanh
    approximation), `mlp_bias` (a bias added after the first MLP matmul), `softmax_bf16` (the softmax in bf16, not
    upcast), `post_norm` (the norm after the attention residual, not before), `two_blocks` (the block applied twice,
    with its own weights each time), `shared_kv` (the keys reuse the values' projection), `layer_norm` (the norm
    mean-centred first: LayerNorm, not RMSNorm), `remat_dots_no_batch` (the block under `jax.checkpoint` saving only
    the dots without batch dimensions: the attention scores recomputed in the backward), `norm_eps` (the norm's
    epsilon 1e-5, not 1e-6), `softmax_scale` (the scores divided by 11.3, not 8: constants alone changed)."""
    import jax

    jnp = jax.numpy
    width, seq, heads = 512, 128, 8
    params = _host_params(
        {
            "wq": (width, width),
            "wk": (width, width),
            "wv": (width, width),
            "wo": (width, width),
            "w1": (width, 4 * width),
            "w2": (4 * width, width),
            **({"b1": (4 * width,)} if edit == "mlp_bias" else {}),
        }
    )
    params = {name: jnp.asarray(value, dtype=jnp.bfloat16) for name, value in params.items()}

    if edit == "two_blocks":
        params.update({f"{name}_2": value + 0.01 for name, value in params.items()})

    def norm(x: Any) -> Any:
        if edit == "layer_norm":
            x = x - jnp.mean(x.astype(jnp.float32), -1, keepdims=True).astype(x.dtype)
        epsilon = 1e-5 if edit == "norm_eps" else 1e-6
        return x / jnp.sqrt(jnp.mean(x.astype(jnp.float32) ** 2, -1, keepdims=True) + epsilon).astype(x.dtype)

    def block(p: dict[str, Any], x: Any) -> Any:
        def split(t: Any) -> Any:
            return t.reshape(batch, seq, heads, width // heads).transpose(0, 2, 1, 3)

        normed = x if edit == "post_norm" else norm(x)
        # In the order the unedited block computes them (the same program, op for op).
        q = split(normed @ p["wq"])
        k = None if edit == "shared_kv" else split(normed @ p["wk"])
        v = split(normed @ p["wv"])
        k = v if k is None else k
        logits = q @ k.transpose(0, 1, 3, 2)
        scale = 11.3 if edit == "softmax_scale" else 8.0
        if edit == "softmax_bf16":
            scores = jax.nn.softmax(logits / scale, axis=-1)
        else:
            scores = jax.nn.softmax(logits.astype(jnp.float32) / scale, axis=-1).astype(x.dtype)
        x = x + (scores @ v).transpose(0, 2, 1, 3).reshape(batch, seq, width) @ p["wo"]
        x = norm(x) if edit == "post_norm" else x
        up = x @ p["w1"] + p["b1"] if edit == "mlp_bias" else x @ p["w1"]
        return x + jax.nn.gelu(up, approximate=edit != "gelu_exact") @ p["w2"]

    saving = block
    if edit == "remat_dots_no_batch":
        saving = jax.checkpoint(block, policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable)

    def model(p: dict[str, Any], x: Any) -> Any:
        x = saving(p, x)
        if edit == "two_blocks":
            x = block({name: p[f"{name}_2"] for name in p if not name.endswith("_2")}, x)
        return x

    step = _sgd_step(lambda p, x: jnp.mean(model(p, x).astype(jnp.float32) ** 2))

    x = jnp.ones((batch, seq, width), jnp.bfloat16)
    jax.block_until_ready(jax.jit(step)(params, x))


TANH_MLP_WIDTH = 1024


def _tanh_mlp(remat: str | None = None) -> tuple[dict[str, Any], Callable[[dict[str, Any], Any], Any]]:
    """`memory_xla`'s model: its parameters and loss, three tanh layers `TANH_MLP_WIDTH` wide (float32) and the mean
    square of their output; `remat`: each layer under `jax.checkpoint` with that policy (`all`, `dots`, `none`)."""
    import jax

    jnp = jax.numpy
    shapes: dict[str, tuple[int, ...]] = {}
    for index in range(3):
        shapes[f"w{index}"], shapes[f"b{index}"] = (TANH_MLP_WIDTH, TANH_MLP_WIDTH), (TANH_MLP_WIDTH,)
    params = {name: jnp.asarray(value) for name, value in _host_params(shapes).items()}

    def layer(w: Any, b: Any, h: Any) -> Any:
        return jnp.tanh(h @ w + b)

    if remat is not None:
        policy = {
            "all": jax.checkpoint_policies.everything_saveable,
            "dots": jax.checkpoint_policies.dots_saveable,
            "none": jax.checkpoint_policies.nothing_saveable,
        }
        layer = jax.checkpoint(layer, policy=policy[remat])

    def loss(p: dict[str, Any], x: Any) -> Any:
        h = x
        for index in range(3):
            h = layer(p[f"w{index}"], p[f"b{index}"], h)
        return jnp.mean(h**2)

    return params, loss


def case_memory_xla(
    batch: int = 256, donate: bool = False, remat: str | None = None, remat_whole: bool = False
) -> None:
    """`_tanh_mlp`'s step; `donate`: the parameters donated; `remat`: each layer under `jax.checkpoint` with that
    policy; `remat_whole`: the whole loss under one `jax.checkpoint` (nothing saved)."""
    import jax

    params, loss = _tanh_mlp(remat)
    jitted = jax.jit(_sgd_step(jax.checkpoint(loss) if remat_whole else loss), donate_argnums=(0,) if donate else ())
    jax.block_until_ready(jitted(params, jax.numpy.ones((batch, TANH_MLP_WIDTH), jax.numpy.float32)))


def case_loop_xla(body_extra: bool = False, data_dependent: bool = False, unroll: int = 1) -> None:
    import jax

    jnp = jax.numpy
    weight = jnp.asarray(_host_params({"w": (512, 512)})["w"])

    def step(x: Any, w: Any) -> Any:
        def body(h: Any) -> Any:
            out = jnp.tanh(h @ w) + h
            return out * jax.nn.sigmoid(out) if body_extra else out

        if not data_dependent:
            return jax.lax.fori_loop(0, 8, lambda _, h: body(h), x, unroll=unroll)

        def unfinished(state: tuple[Any, Any]) -> Any:
            count, h = state
            return (count < 8) & (jnp.max(jnp.abs(h)) < 1e6)

        return jax.lax.while_loop(unfinished, lambda state: (state[0] + 1, body(state[1])), (0, x))[1]

    jax.block_until_ready(jax.jit(step)(jnp.ones((256, 512), jnp.float32), weight))


def case_offload_xla(offload: bool) -> None:
    import jax

    jnp = jax.numpy
    from jax.ad_checkpoint import checkpoint_name

    params = {
        name: jnp.asarray(value) for name, value in _host_params({"w0": (1024, 1024), "w1": (1024, 1024)}).items()
    }
    if offload:
        policy = jax.checkpoint_policies.save_and_offload_only_these_names(
            names_which_can_be_saved=[],
            names_which_can_be_offloaded=["hidden"],
            offload_src="device",
            offload_dst="pinned_host",
        )
    else:
        policy = jax.checkpoint_policies.save_only_these_names("hidden")

    def loss(p: dict[str, Any], x: Any) -> Any:
        hidden = checkpoint_name(jnp.tanh(x @ p["w0"]), "hidden")
        return jnp.mean(jnp.tanh(hidden @ p["w1"]) ** 2)

    forward = jax.checkpoint(loss, policy=policy)

    step = _sgd_step(forward)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((512, 1024), jnp.float32)))


def case_attention_xla(implementation: str = "xla", dtype: str = "bfloat16", seq: int = 512) -> None:
    """jax.nn.dot_product_attention through XLA's own ops or cuDNN's fused attention (a custom call), fwd+bwd."""
    import jax

    jnp = jax.numpy
    shape = (4, seq, 8, 64)
    q, k, v = (
        jnp.asarray(value, dtype=getattr(jnp, dtype))
        for value in _host_params({"q": shape, "k": shape, "v": shape}).values()
    )

    def loss(q: Any, k: Any, v: Any) -> Any:
        out = jax.nn.dot_product_attention(q, k, v, is_causal=True, implementation=implementation)
        return jnp.mean(out.astype(jnp.float32) ** 2)

    def step(q: Any, k: Any, v: Any) -> Any:
        return jax.grad(loss, argnums=(0, 1, 2))(q, k, v)

    jax.block_until_ready(jax.jit(step)(q, k, v))


def case_layers_xla(
    scan: bool = False,
    dtype: str = "float32",
    layers: int = 4,
    precision: str | None = None,
    remat: bool = False,
    scale: str | None = None,
    edit: str | None = None,
    accumulate_f32: bool = False,
) -> None:
    """A stack of MLP layers, as a Python loop (every layer its own kernels) or `lax.scan` over stacked weights;
    `precision`: jax's default matmul precision (`highest`: full float32 products, no TF32); `remat`: each layer
    under `jax.checkpoint` (its activations recomputed in the backward); `scale`: each layer's output halved by a
    Python float (`weak`: weakly typed, the dtype kept) or a numpy float32 (`strong`: bfloat16 promoted to float32,
    jax's classic silent upcast); `edit` changes layer 5 of the Python loop alone: `f32` (its input and weights cast
    to float32, its output back), `remat` (under `jax.checkpoint`); `accumulate_f32`: each layer's dot accumulating
    and returning float32 (`preferred_element_type`), its bias and GELU in float32 and the output cast back."""
    import jax
    import numpy

    if precision is not None:
        jax.config.update("jax_default_matmul_precision", precision)
    jnp = jax.numpy
    width = 512
    stacked = _host_params({"w": (layers, width, width), "b": (layers, width)}, dtype="float32")
    params = {name: jnp.asarray(value, dtype=getattr(jnp, dtype)) for name, value in stacked.items()}

    half = {None: 1, "weak": 0.5, "strong": numpy.float32(0.5)}[scale]

    def layer(h: Any, wb: tuple[Any, Any]) -> tuple[Any, None]:
        w, b = wb
        if accumulate_f32:
            product = jnp.matmul(h, w, preferred_element_type=jnp.float32)
            out = (jax.nn.gelu(product + b.astype(jnp.float32)) + h.astype(jnp.float32)).astype(h.dtype)
        else:
            out = jax.nn.gelu(h @ w + b) + h
        return (out if scale is None else out * half), None

    step_layer = jax.checkpoint(layer) if remat else layer

    def layer_f32(h: Any, wb: tuple[Any, Any]) -> tuple[Any, None]:
        out, _ = layer(h.astype(jnp.float32), (wb[0].astype(jnp.float32), wb[1].astype(jnp.float32)))
        return out.astype(h.dtype), None

    layer5 = {None: step_layer, "f32": layer_f32, "remat": jax.checkpoint(layer)}[edit]

    def loss(p: dict[str, Any], x: Any) -> Any:
        if scan:
            h, _ = jax.lax.scan(step_layer, x, (p["w"], p["b"]))
        else:
            h = x
            for index in range(layers):
                h, _ = (layer5 if index == 5 else step_layer)(h, (p["w"][index], p["b"][index]))
        return jnp.mean(h.astype(jnp.float32) ** 2)

    step = _sgd_step(loss)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((256, width), getattr(jnp, dtype))))


def case_embed_xla(vocab: int = 1024, one_hot: bool = False) -> None:
    """Token embeddings looked up and projected, a train step: a gather, and its gradient a scatter-add into the
    table; `one_hot`: the lookup as a one-hot matrix times the table (a dot of vocabulary width instead)."""
    import jax
    import numpy

    jnp = jax.numpy
    width = 256
    params = {
        name: jnp.asarray(value) for name, value in _host_params({"table": (vocab, width), "w": (width, width)}).items()
    }

    def loss(p: dict[str, Any], ids: Any) -> Any:
        table = p["table"]
        embedded = jax.nn.one_hot(ids, vocab, dtype=table.dtype) @ table if one_hot else table[ids]
        return jnp.mean((embedded @ p["w"]) ** 2)

    ids = jnp.asarray(numpy.random.default_rng(0).integers(0, vocab, size=(8, 512)), dtype=jnp.int32)
    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, ids))


def case_sharded_xla(strategy: str = "data", devices: int = 4) -> None:
    """An MLP step over `devices` devices (4 host CPU devices where there is one GPU; 2 GPUs): `data` parallel
    (weights replicated, their gradients all-reduced) or `fsdp` (weights sharded by rows: gathered before use,
    gradients reduce-scattered)."""
    import jax
    import numpy
    from jax.sharding import Mesh, NamedSharding, PartitionSpec

    jnp = jax.numpy
    mesh = Mesh(numpy.array(jax.devices()[:devices]), ("d",))
    weights = PartitionSpec("d", None) if strategy == "fsdp" else PartitionSpec()
    host = _host_params({"w1": (512, 1024), "w2": (1024, 512)})
    params = {name: jax.device_put(jnp.asarray(value), NamedSharding(mesh, weights)) for name, value in host.items()}

    def loss(p: dict[str, Any], x: Any) -> Any:
        return jnp.mean((jax.nn.gelu(x @ p["w1"]) @ p["w2"]) ** 2)

    x = jax.device_put(jnp.ones((256, 512), jnp.float32), NamedSharding(mesh, PartitionSpec("d", None)))
    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, x))


def case_zero_size_xla(width: int = 0) -> None:
    """A jax step carrying a zero-size parameter (`width` columns, 0 at first) beside a real one."""
    import jax

    jnp = jax.numpy
    params = {name: jnp.asarray(value) for name, value in _host_params({"w": (256, 256), "z": (256, width)}).items()}

    def loss(p: dict[str, Any], x: Any) -> Any:
        return jnp.mean(jnp.tanh(x @ p["w"]) ** 2) + jnp.sum(x @ p["z"])

    step = _sgd_step(loss)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((128, 256), jnp.float32)))


def case_conv_xla(edit: str | None = None, batch: int = 32) -> None:
    """A small convolutional network's train step in jax (two 3x3 convolutions with ReLU, a mean pool, a dense
    layer; NHWC, `batch` images of 32x32x3); `edit`: `channels64` (the first convolution 64 channels wide, not 32),
    `stride2` (the second convolution strided), `bf16` (weights and inputs in bfloat16)."""
    import jax

    jnp = jax.numpy
    dtype = jnp.bfloat16 if edit == "bf16" else jnp.float32
    width = 64 if edit == "channels64" else 32
    shapes = {"k1": (3, 3, 3, width), "k2": (3, 3, width, 64), "w": (64, 10)}
    params = {name: jnp.asarray(value, dtype=dtype) for name, value in _host_params(shapes).items()}
    stride = (2, 2) if edit == "stride2" else (1, 1)

    def conv(x: Any, kernel: Any, strides: tuple[int, int]) -> Any:
        return jax.lax.conv_general_dilated(x, kernel, strides, "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def loss(p: dict[str, Any], x: Any) -> Any:
        h = jax.nn.relu(conv(x, p["k1"], (1, 1)))
        h = jax.nn.relu(conv(h, p["k2"], stride))
        logits = jnp.mean(h, axis=(1, 2)) @ p["w"]
        return jnp.mean(logits.astype(jnp.float32) ** 2)

    step = _sgd_step(loss)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((batch, 32, 32, 3), dtype)))


def case_kv_cache_xla(donate: bool = True) -> None:
    """A decode step of one attention layer (batch 8, a 2048-long bfloat16 cache of 8 heads of 128) writing the
    token's keys and values into the cache with `lax.dynamic_update_slice` and attending over it; the cache donated
    (updated in place) or not (every step copies both caches, 64 MiB, into new buffers)."""
    import jax
    import numpy

    jnp = jax.numpy
    batch, length, heads, head_dim = 8, 2048, 8, 128
    width = heads * head_dim
    shape = (batch, length, heads, head_dim)
    cache = {name: jnp.asarray(numpy.zeros(shape), dtype=jnp.bfloat16) for name in ("k", "v")}
    shapes: dict[str, tuple[int, ...]] = {name: (width, width) for name in ("wq", "wk", "wv", "wo")}
    weights = {name: jnp.asarray(value, dtype=jnp.bfloat16) for name, value in _host_params(shapes).items()}

    def step(cache: dict[str, Any], w: dict[str, Any], x: Any, position: Any) -> Any:
        q, k, v = ((x @ w[name]).reshape(batch, 1, heads, head_dim) for name in ("wq", "wk", "wv"))
        start = (0, position, 0, 0)
        cache = {
            "k": jax.lax.dynamic_update_slice(cache["k"], k, start),
            "v": jax.lax.dynamic_update_slice(cache["v"], v, start),
        }
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, cache["k"]).astype(jnp.float32) / head_dim**0.5
        scores = jnp.where(jnp.arange(length) <= position, scores, -jnp.inf)
        out = jnp.einsum("bhqk,bkhd->bqhd", jax.nn.softmax(scores, axis=-1).astype(x.dtype), cache["v"])
        return cache, out.reshape(batch, 1, width) @ w["wo"]

    jitted = jax.jit(step, donate_argnums=(0,) if donate else ())
    x = jnp.ones((batch, 1, width), jnp.bfloat16)
    jax.block_until_ready(jitted(cache, weights, x, jnp.int32(7)))


def case_attention_layout_xla(layout: str = "bshd") -> None:
    """A causal attention layer's train step (batch 8, seq 256, 8 heads of 64, bf16) with its einsums in one
    layout: `bshd` (q, k, v kept as [batch, seq, heads, dim]: 'bqhd,bkhd->bhqk'), `bhsd` (each transposed to
    [batch, heads, seq, dim] after its projection and the output transposed back: 'bhqd,bhkd->bhqk'), `heads_proj`
    (the projections themselves einsums to and from [batch, heads, seq, dim], no explicit transpose)."""
    import jax

    jnp = jax.numpy
    batch, seq, heads, head_dim = 8, 256, 8, 64
    width = heads * head_dim
    shapes: dict[str, tuple[int, ...]] = {name: (width, width) for name in ("wq", "wk", "wv", "wo")}
    params = {name: jnp.asarray(value, dtype=jnp.bfloat16) for name, value in _host_params(shapes).items()}
    causal = jnp.tril(jnp.ones((seq, seq), bool))

    def attend(p: dict[str, Any], x: Any) -> Any:
        if layout == "bshd":
            q, k, v = ((x @ p[name]).reshape(batch, seq, heads, head_dim) for name in ("wq", "wk", "wv"))
            logits = jnp.einsum("bqhd,bkhd->bhqk", q, k)
        elif layout == "bhsd":
            q, k, v = (
                (x @ p[name]).reshape(batch, seq, heads, head_dim).transpose(0, 2, 1, 3) for name in ("wq", "wk", "wv")
            )
            logits = jnp.einsum("bhqd,bhkd->bhqk", q, k)
        else:
            q, k, v = (
                jnp.einsum("bsw,whd->bhsd", x, p[name].reshape(width, heads, head_dim)) for name in ("wq", "wk", "wv")
            )
            logits = jnp.einsum("bhqd,bhkd->bhqk", q, k)
        logits = jnp.where(causal, logits.astype(jnp.float32) / head_dim**0.5, -jnp.inf)
        scores = jax.nn.softmax(logits, axis=-1).astype(x.dtype)
        if layout == "bshd":
            merged = jnp.einsum("bhqk,bkhd->bqhd", scores, v).reshape(batch, seq, width) @ p["wo"]
        elif layout == "bhsd":
            out = jnp.einsum("bhqk,bhkd->bhqd", scores, v).transpose(0, 2, 1, 3)
            merged = out.reshape(batch, seq, width) @ p["wo"]
        else:
            out = jnp.einsum("bhqk,bhkd->bhqd", scores, v)
            merged = jnp.einsum("bhqd,hdw->bqw", out, p["wo"].reshape(heads, head_dim, width))
        return x + merged

    step = _sgd_step(lambda p, x: jnp.mean(attend(p, x).astype(jnp.float32) ** 2))

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((batch, seq, width), jnp.bfloat16)))


def case_lora_xla(rank: int = 0, frozen: bool = False, batch: int = 512) -> None:
    """An MLP's train step in jax (float32, `batch` rows, 512 -> 2048 -> 512, GELU, the residual); `frozen`: the up
    weight passed beside the trained parameters (no gradient, no update); `rank`: a LoRA adapter of that rank on
    the up matmul (`x @ a @ b * 16 / rank`, a and b trained)."""
    import jax

    jnp = jax.numpy
    width, hidden = 512, 2048
    shapes: dict[str, tuple[int, ...]] = {"w1": (width, hidden), "w2": (hidden, width)}
    if rank:
        shapes.update(a=(width, rank), b=(rank, hidden))
    params = {name: jnp.asarray(value) for name, value in _host_params(shapes).items()}
    fixed = {"w1": params.pop("w1")} if frozen else {}

    def loss(p: dict[str, Any], fixed: dict[str, Any], x: Any) -> Any:
        w = {**p, **fixed}
        up = x @ w["w1"]
        if rank:
            up = up + (x @ w["a"]) @ w["b"] * (16 / rank)
        return jnp.mean((jax.nn.gelu(up) @ w["w2"] + x) ** 2)

    def step(p: dict[str, Any], fixed: dict[str, Any], x: Any) -> Any:  # jitted as `jit_step`
        grads = jax.grad(loss)(p, fixed, x)
        return jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    jax.block_until_ready(jax.jit(step)(params, fixed, jnp.ones((batch, width), jnp.float32)))


def case_pallas_xla(pallas: bool = False) -> None:
    """Inference through two float32 gemms (512 x 1024 -> 2048 -> 1024) with x * sigmoid(x) between, in jnp (XLA fuses
    it) or as a Pallas kernel (`pallas`: lowered through Triton, a custom call of its own)."""
    import jax
    from jax.experimental import pallas as pl

    jnp = jax.numpy
    weights = {
        name: jnp.asarray(value) for name, value in _host_params({"w1": (1024, 2048), "w2": (2048, 1024)}).items()
    }

    def silu_kernel(x_ref: Any, out_ref: Any) -> None:
        x = x_ref[...]
        out_ref[...] = x * jax.nn.sigmoid(x)

    def silu(x: Any) -> Any:
        if not pallas:
            return x * jax.nn.sigmoid(x)
        rows = 64
        block = pl.BlockSpec((rows, x.shape[1]), lambda index: (index, 0))
        return pl.pallas_call(
            silu_kernel,
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
            grid=(x.shape[0] // rows,),
            in_specs=[block],
            out_specs=block,
        )(x)

    def step(w: dict[str, Any], x: Any) -> Any:  # jitted as `jit_step`
        return silu(x @ w["w1"]) @ w["w2"]

    jax.block_until_ready(jax.jit(step)(weights, jnp.ones((512, 1024), jnp.float32)))


def case_map_xla(form: str = "vmap") -> None:
    """A per-example loss (a float32 residual tanh layer of 512, 64 examples of 128 x 512) trained one step, batched
    with `vmap`, looped with `lax.map` (`map`: a while loop over the examples), or `lax.map` in batches of 16
    (`map_batch16`)."""
    import jax

    jnp = jax.numpy
    params = {name: jnp.asarray(value) for name, value in _host_params({"w": (512, 512), "b": (512,)}).items()}

    def loss(p: dict[str, Any], xs: Any) -> Any:
        def per_example(x: Any) -> Any:
            return jnp.mean((jnp.tanh(x @ p["w"] + p["b"]) + x) ** 2)

        if form == "vmap":
            return jnp.mean(jax.vmap(per_example)(xs))
        return jnp.mean(jax.lax.map(per_example, xs, batch_size=16 if form == "map_batch16" else None))

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, jnp.ones((64, 128, 512), jnp.float32)))


def case_accumulate_xla(microbatches: int = 1) -> None:
    """`memory_xla`'s three-layer MLP step (batch 1024, float32) over the whole batch, or with its gradient
    accumulated over `microbatches` slices of it in a `lax.scan` (the same work, a quarter of the activations)."""
    import jax

    jnp = jax.numpy
    width = TANH_MLP_WIDTH
    params, loss = _tanh_mlp()

    def step(p: dict[str, Any], x: Any) -> Any:  # jitted as `jit_step`
        if microbatches == 1:
            grads = jax.grad(loss)(p, x)
        else:

            def accumulate(total: dict[str, Any], chunk: Any) -> tuple[dict[str, Any], None]:
                return jax.tree.map(jnp.add, total, jax.grad(loss)(p, chunk)), None

            chunks = x.reshape(microbatches, -1, width)
            summed, _ = jax.lax.scan(accumulate, jax.tree.map(jnp.zeros_like, p), chunks)
            grads = jax.tree.map(lambda g: g / microbatches, summed)
        return jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((1024, width), jnp.float32)))


def case_chain_xla(edit: str | None = None) -> None:
    """A float32 train step whose activation is a chain of elementwise ops XLA fuses (tanh(h) * 2 + sigmoid(h) after
    a gemm, 512 x 1024 -> 2048 -> 1024); `edit` puts something in the middle of the chain: `barrier`
    (`lax.optimization_barrier` on tanh(h) * 2: the fusion cut in two), `cumsum` (a cumulative sum along the hidden
    axis, a scan XLA runs as a kernel of its own)."""
    import jax

    jnp = jax.numpy
    params = {
        name: jnp.asarray(value) for name, value in _host_params({"w1": (1024, 2048), "w2": (2048, 1024)}).items()
    }

    def loss(p: dict[str, Any], x: Any) -> Any:
        h = x @ p["w1"]
        scaled = jnp.tanh(h) * 2
        if edit == "barrier":
            scaled = jax.lax.optimization_barrier(scaled)
        elif edit == "cumsum":
            scaled = jnp.cumsum(scaled, axis=-1) / 2048
        return jnp.mean(((scaled + jax.nn.sigmoid(h)) @ p["w2"]) ** 2)

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, jnp.ones((512, 1024), jnp.float32)))


def case_flax_lm_xla(batch: int = 8, remat: bool = False, dtype: str = "float32", donate: bool = False) -> None:
    """A flax (linen) language model as jax users write one: an embedding, two pre-norm blocks (causal attention of
    4 heads, a GELU MLP; 256 wide), a 2048-word head, trained one step on `batch` sequences of 128 tokens by optax's
    AdamW, the step jitted as `jit_step`; `remat`: each block under `nn.remat`; `dtype`: the activations' (the
    parameters stay float32); `donate`: the parameters and optimizer state donated."""
    import flax.linen as nn
    import jax
    import optax

    jnp = jax.numpy
    activations = jnp.dtype(dtype)

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x: Any) -> Any:
            h = nn.LayerNorm(dtype=activations)(x)
            mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
            x = x + nn.MultiHeadDotProductAttention(num_heads=4, dtype=activations)(h, h, mask=mask)
            h = nn.LayerNorm(dtype=activations)(x)
            return x + nn.Dense(256, dtype=activations)(nn.gelu(nn.Dense(1024, dtype=activations)(h)))

    class LanguageModel(nn.Module):
        @nn.compact
        def __call__(self, ids: Any) -> Any:
            x = nn.Embed(2048, 256, dtype=activations)(ids)
            for _ in range(2):
                x = (nn.remat(Block) if remat else Block)()(x)
            return nn.Dense(2048, dtype=activations)(nn.LayerNorm(dtype=activations)(x)).astype(jnp.float32)

    model, optimizer = LanguageModel(), optax.adamw(1e-3)
    ids = jnp.tile(jnp.arange(128, dtype=jnp.int32) * 7 % 2048, (batch, 1))
    params = model.init(jax.random.PRNGKey(0), ids)

    def loss(p: Any, ids: Any) -> Any:
        logits = model.apply(p, ids)
        return optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], ids[:, 1:]).mean()

    def step(p: Any, state: Any, ids: Any) -> Any:  # jitted as `jit_step`
        updates, state = optimizer.update(jax.grad(loss)(p, ids), state, p)
        return optax.apply_updates(p, updates), state

    jitted = jax.jit(step, donate_argnums=(0, 1) if donate else ())
    jax.block_until_ready(jitted(params, optimizer.init(params), ids))


def case_gnn_xla(nodes: int = 4096) -> None:
    """Message passing in plain jax: three layers of `relu(h W1 + segment_sum(h[src] * e) W2)` over `nodes` nodes and
    8 edges a node (random, fixed), a mean squared loss, one SGD step returning the loss. At 8192 nodes XLA fuses the
    loss's sum with the start of its gradient (a forward fusion taking in a gradient op as a second output)."""
    import jax
    import numpy

    jnp = jax.numpy
    rng = numpy.random.default_rng(0)
    edges, width, layers = 8 * nodes, 128, 3
    src, dst = (jnp.asarray(rng.integers(0, nodes, edges), jnp.int32) for _ in range(2))
    weights = jnp.asarray(rng.standard_normal((edges, 1)), jnp.float32)
    target = jnp.asarray(rng.standard_normal((nodes, 1)), jnp.float32)
    shapes = {f"w{i}": (width, width) for i in range(2 * layers)} | {"out": (width, 1)}
    params = {name: jnp.asarray(value) for name, value in _host_params(shapes).items()}

    def loss(p: dict[str, Any], x: Any) -> Any:
        h = x
        for layer in range(layers):
            incoming = jax.ops.segment_sum(h[src] * weights, dst, nodes)
            h = jax.nn.relu(h @ p[f"w{2 * layer}"] + incoming @ p[f"w{2 * layer + 1}"])
        return jnp.mean((h @ p["out"] - target) ** 2)

    def step(p: dict[str, Any], x: Any) -> Any:  # jitted as `jit_step`: the loss returned with the new parameters
        value, grads = jax.value_and_grad(loss)(p, x)
        return value, jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    x = jnp.asarray(rng.standard_normal((nodes, width)), jnp.float32)
    jax.block_until_ready(jax.jit(step)(params, x))


def case_vit_xla(exact_gelu: bool = False) -> None:
    """A flax (linen) ViT as jax users write one: 4x4 patches of 64 32x32 images and a class token, four pre-norm
    blocks (3 heads, 192 wide, a 768-wide GELU MLP), ten classes, cross entropy, one SGD step jitted as `jit_step`;
    `exact_gelu`: GELU's erf form (`approximate=False`) for its tanh form, one fusion each layer computing otherwise
    (and writing one more output for the gradient)."""
    import flax.linen as nn
    import jax
    import numpy
    import optax

    jnp = jax.numpy

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x: Any) -> Any:
            h = nn.LayerNorm()(x)
            x = x + nn.MultiHeadDotProductAttention(num_heads=3)(h, h)
            h = nn.gelu(nn.Dense(768)(nn.LayerNorm()(x)), approximate=not exact_gelu)
            return x + nn.Dense(192)(h)

    class ViT(nn.Module):
        @nn.compact
        def __call__(self, images: Any) -> Any:
            x = nn.Conv(192, (4, 4), strides=(4, 4))(images).reshape(images.shape[0], -1, 192)
            token = jnp.broadcast_to(self.param("cls", nn.initializers.zeros, (1, 1, 192)), (x.shape[0], 1, 192))
            x = jnp.concatenate([token, x], axis=1)
            x = x + self.param("pos", nn.initializers.normal(0.02), (1, x.shape[1], 192))
            for _ in range(4):
                x = Block()(x)
            return nn.Dense(10)(nn.LayerNorm()(x[:, 0]))

    model, rng = ViT(), numpy.random.default_rng(0)
    images = jnp.asarray(rng.standard_normal((64, 32, 32, 3)), jnp.float32)
    labels = jnp.asarray(rng.integers(0, 10, 64), jnp.int32)
    params = model.init(jax.random.PRNGKey(0), images)

    def loss(p: Any, images: Any) -> Any:
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, images), labels).mean()

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, images))


def _adamw_flax_step(model: Any, inputs: tuple[Any, ...], loss_of: Callable[[Any], Any]) -> None:
    """Trains a flax (linen) `model` one step on `inputs` by optax's AdamW, the step jitted as `jit_step`; `loss_of`
    takes the model's output."""
    import jax
    import optax

    optimizer = optax.adamw(1e-3)
    params = model.init(jax.random.PRNGKey(0), *inputs)

    def step(p: Any, state: Any) -> Any:
        grads = jax.grad(lambda p: loss_of(model.apply(p, *inputs)))(p)
        updates, state = optimizer.update(grads, state, p)
        return optax.apply_updates(p, updates), state

    jax.block_until_ready(jax.jit(step)(params, optimizer.init(params)))


def case_llama_xla(layers: int = 4, seq: int = 512, batch: int = 4) -> None:
    """A Llama-style flax LM as MaxText-like code writes it: RMSNorm, rotary positions, grouped-query attention (8
    query heads, 2 key-value heads of 64) through `jax.nn.dot_product_attention`, a SwiGLU MLP (1408 wide), 512
    wide, an 8192-word head, all in bf16, `layers` blocks unrolled, trained one step by AdamW on `batch` sequences of
    `seq` tokens."""
    import flax.linen as nn
    import jax
    import optax

    jnp = jax.numpy
    width, heads, kv_heads, head = 512, 8, 2, 64

    def rotary(x: Any) -> Any:
        angles = jnp.arange(x.shape[1])[:, None] / (10000 ** (jnp.arange(0, head, 2) / head))[None, :]
        cos, sin = jnp.cos(angles)[None, :, None, :], jnp.sin(angles)[None, :, None, :]
        even, odd = x[..., ::2], x[..., 1::2]
        return jnp.stack([even * cos - odd * sin, even * sin + odd * cos], axis=-1).reshape(x.shape).astype(x.dtype)

    def dense(features: Any, **arguments: Any) -> Any:
        return nn.DenseGeneral(features, dtype=jnp.bfloat16, use_bias=False, **arguments)

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x: Any) -> Any:
            h = nn.RMSNorm(dtype=jnp.bfloat16)(x)
            q, k, v = dense((heads, head))(h), dense((kv_heads, head))(h), dense((kv_heads, head))(h)
            attended = jax.nn.dot_product_attention(rotary(q), rotary(k), v, is_causal=True)
            x = x + dense(width, axis=(-2, -1))(attended)
            h = nn.RMSNorm(dtype=jnp.bfloat16)(x)
            return x + dense(width)(nn.silu(dense(1408)(h)) * dense(1408)(h))

    class Llama(nn.Module):
        @nn.compact
        def __call__(self, ids: Any) -> Any:
            x = nn.Embed(8192, width, dtype=jnp.bfloat16)(ids)
            for _ in range(layers):
                x = Block()(x)
            return dense(8192)(nn.RMSNorm(dtype=jnp.bfloat16)(x)).astype(jnp.float32)

    ids = jnp.tile(jnp.arange(seq, dtype=jnp.int32) * 31 % 8192, (batch, 1))
    _adamw_flax_step(
        Llama(),
        (ids,),
        lambda logits: optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], ids[:, 1:]).mean(),
    )


def case_gpt_scan_xla(batch: int = 8, layers: int = 6) -> None:
    """A flax GPT of `layers` pre-norm blocks (6 heads, 384 wide, a 1536-wide GELU MLP) under `nn.scan`, as jax LMs
    stack their layers, in bf16 (the parameters float32), a 4096-word head, trained one step by AdamW on `batch`
    sequences of 256 tokens: the scan saves each block's activations for the backward into buffers stacking the
    blocks in front ([layers, batch, 256, 384])."""
    import flax.linen as nn
    import jax
    import optax

    jnp = jax.numpy

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x: Any, _: Any) -> Any:
            h = nn.LayerNorm(dtype=jnp.bfloat16)(x)
            mask = nn.make_causal_mask(jnp.ones(x.shape[:2]))
            x = x + nn.MultiHeadDotProductAttention(num_heads=6, dtype=jnp.bfloat16)(h, h, mask=mask)
            h = nn.LayerNorm(dtype=jnp.bfloat16)(x)
            return x + nn.Dense(384, dtype=jnp.bfloat16)(nn.gelu(nn.Dense(1536, dtype=jnp.bfloat16)(h))), None

    class GPT(nn.Module):
        @nn.compact
        def __call__(self, ids: Any) -> Any:
            x = nn.Embed(4096, 384, dtype=jnp.bfloat16)(ids)
            stack = nn.scan(Block, variable_axes={"params": 0}, split_rngs={"params": True}, length=layers)
            x, _ = stack()(x, None)
            return nn.Dense(4096, dtype=jnp.bfloat16)(nn.LayerNorm(dtype=jnp.bfloat16)(x)).astype(jnp.float32)

    ids = jnp.tile(jnp.arange(256, dtype=jnp.int32) * 13 % 4096, (batch, 1))
    _adamw_flax_step(
        GPT(),
        (ids,),
        lambda logits: optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], ids[:, 1:]).mean(),
    )


def case_t5_xla(layers: int = 2, batch: int = 8) -> None:
    """A T5-style flax encoder-decoder (float32): `layers` encoder blocks (RMSNorm, 4-head attention without biases, a
    ReLU MLP 1024 wide) over 128 source tokens, `layers` decoder blocks (causal self-attention, cross-attention to
    the encoder's output) over 64 target tokens, 256 wide, the 4096-word embedding tied to the head, trained one step
    by AdamW. XLA's dot merger concatenates the weights of dots reading one input: the decoders' cross-attention key
    and value projections of the encoder's output become one gemm, as wide as the layers make it."""
    import flax.linen as nn
    import jax
    import optax

    jnp = jax.numpy

    def attention() -> Any:
        return nn.MultiHeadDotProductAttention(num_heads=4, use_bias=False)

    def mlp(x: Any) -> Any:
        return nn.Dense(256, use_bias=False)(nn.relu(nn.Dense(1024, use_bias=False)(nn.RMSNorm()(x))))

    class Encoder(nn.Module):
        @nn.compact
        def __call__(self, x: Any) -> Any:
            h = nn.RMSNorm()(x)
            x = x + attention()(h, h)
            return x + mlp(x)

    class Decoder(nn.Module):
        @nn.compact
        def __call__(self, y: Any, memory: Any) -> Any:
            h = nn.RMSNorm()(y)
            y = y + attention()(h, h, mask=nn.make_causal_mask(jnp.ones(y.shape[:2])))
            y = y + attention()(nn.RMSNorm()(y), memory)
            return y + mlp(y)

    class T5(nn.Module):
        @nn.compact
        def __call__(self, source: Any, target: Any) -> Any:
            embed = nn.Embed(4096, 256)
            x = embed(source)
            for _ in range(layers):
                x = Encoder()(x)
            memory, y = nn.RMSNorm()(x), embed(target)
            for _ in range(layers):
                y = Decoder()(y, memory)
            return embed.attend(nn.RMSNorm()(y))

    source = jnp.tile(jnp.arange(128, dtype=jnp.int32) * 7 % 4096, (batch, 1))
    target = jnp.tile(jnp.arange(64, dtype=jnp.int32) * 11 % 4096, (batch, 1))
    _adamw_flax_step(
        T5(),
        (source, target),
        lambda logits: optax.softmax_cross_entropy_with_integer_labels(logits[:, :-1], target[:, 1:]).mean(),
    )


def case_groupnorm_xla(activation: str = "silu") -> None:
    """A flax (linen) conv net as diffusion models' blocks are written: residual blocks of GroupNorm (8 groups), an
    activation and a 3x3 convolution, twice, at 32 and 64 channels, average-pooled down, upsampled and concatenated
    with the skip, trained one step by SGD on 16 32x32 images (a reconstruction loss), jitted as `jit_step`;
    `activation`: `silu` or `gelu` (jax's tanh form, which also writes what its gradient reads)."""
    import flax.linen as nn
    import jax
    import numpy

    jnp = jax.numpy
    act = jax.nn.silu if activation == "silu" else jax.nn.gelu

    class Residual(nn.Module):
        width: int

        @nn.compact
        def __call__(self, x: Any) -> Any:
            h = nn.Conv(self.width, (3, 3))(act(nn.GroupNorm(num_groups=8)(x)))
            h = nn.Conv(self.width, (3, 3))(act(nn.GroupNorm(num_groups=8)(h)))
            return h + (nn.Conv(self.width, (1, 1))(x) if x.shape[-1] != self.width else x)

    class Net(nn.Module):
        @nn.compact
        def __call__(self, x: Any) -> Any:
            skip = Residual(32)(nn.Conv(32, (3, 3))(x))
            h = Residual(64)(nn.avg_pool(skip, (2, 2), strides=(2, 2)))
            h = jax.image.resize(h, (h.shape[0], h.shape[1] * 2, h.shape[2] * 2, h.shape[3]), "nearest")
            h = Residual(32)(jnp.concatenate([h, skip], axis=-1))
            return nn.Conv(3, (3, 3))(act(nn.GroupNorm(num_groups=8)(h)))

    model, rng = Net(), numpy.random.default_rng(0)
    images = jnp.asarray(rng.standard_normal((16, 32, 32, 3)), jnp.float32)
    params = model.init(jax.random.PRNGKey(0), images)

    def loss(p: Any, x: Any) -> Any:
        return jnp.mean((model.apply(p, x) - x) ** 2)

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, images))


def case_optax_mlp_xla(optimizer: str = "adamw", layers: int = 4, width: int = 256) -> None:
    """An MLP of `layers` tanh layers (`width` wide, float32, with biases; batch 64) trained one step by optax's
    `optimizer` (`adamw`, `sgd`), the step jitted as `jit_step`: each parameter's update a few elementwise ops, which
    XLA's priority fusion fuses with the gradient computing it and, with that pass off, its older fusion passes run
    as horizontal fusions of all parameters' updates."""
    import jax
    import optax

    jnp = jax.numpy
    shapes = {f"w{i}": (width, width) for i in range(layers)} | {f"b{i}": (width,) for i in range(layers)}
    params = {name: jnp.asarray(value) for name, value in _host_params(shapes).items()}
    transform = optax.adamw(1e-3) if optimizer == "adamw" else optax.sgd(1e-2)

    def loss(p: dict[str, Any], x: Any) -> Any:
        for i in range(layers):
            x = jnp.tanh(x @ p[f"w{i}"] + p[f"b{i}"])
        return jnp.mean(x**2)

    def step(p: dict[str, Any], state: Any, x: Any) -> Any:  # jitted as `jit_step`
        updates, state = transform.update(jax.grad(loss)(p, x), state, p)
        return optax.apply_updates(p, updates), state

    x = jnp.ones((64, width), jnp.float32)
    jax.block_until_ready(jax.jit(step)(params, transform.init(params), x))


def case_per_example_xla(per_example: bool = False) -> None:
    """An MLP's step (float32, 512 -> 2048 -> 512, GELU, batch 64 of 32 rows): the gradient of the mean loss, or
    (`per_example`) each example's gradient by `vmap(grad(...))`, averaged after (as DP-SGD clips them): every
    weight's gradient held once per example."""
    import jax

    jnp = jax.numpy
    params = {name: jnp.asarray(value) for name, value in _host_params({"w1": (512, 2048), "w2": (2048, 512)}).items()}

    def loss(p: dict[str, Any], x: Any) -> Any:
        return jnp.mean((jax.nn.gelu(x @ p["w1"]) @ p["w2"] + x) ** 2)

    def step(p: dict[str, Any], xs: Any) -> Any:  # jitted as `jit_step`
        if per_example:
            grads = jax.tree.map(lambda g: jnp.mean(g, axis=0), jax.vmap(jax.grad(loss), in_axes=(None, 0))(p, xs))
        else:
            grads = jax.grad(lambda q, batch: jnp.mean(jax.vmap(loss, in_axes=(None, 0))(q, batch)))(p, xs)
        return jax.tree.map(lambda w, g: w - 0.01 * g, p, grads)

    jax.block_until_ready(jax.jit(step)(params, jnp.ones((64, 32, 512), jnp.float32)))


def case_norm_axis_xla(axis: int = -1) -> None:
    """A float32 step (batch 512, 1024 wide, two layers) normalising each layer's product over `axis` before its tanh:
    -1 over the features (a layer norm), 0 over the batch (a batch norm): the same ops, the reduction's axis moved."""
    import jax

    jnp = jax.numpy
    params = {
        name: jnp.asarray(value) for name, value in _host_params({"w0": (1024, 1024), "w1": (1024, 1024)}).items()
    }

    def loss(p: dict[str, Any], x: Any) -> Any:
        h = x
        for index in range(2):
            product = h @ p[f"w{index}"]
            mean = jnp.mean(product, axis=axis, keepdims=True)
            centred = product - mean
            h = jnp.tanh(centred / jnp.sqrt(jnp.mean(centred**2, axis=axis, keepdims=True) + 1e-5))
        return jnp.mean(h**2)

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, jnp.ones((512, 1024), jnp.float32)))


def case_whole_process_xla(batch: int = 256) -> None:
    """`memory_xla`'s step in a process dumped whole (no `--xla_dump_hlo_module_re`): the eager ops around it (the
    input made on the device, the loss read back) compile small `jit_*` modules of their own beside `jit_step`."""
    import jax

    jnp = jax.numpy
    params, loss = _tanh_mlp()
    x = jnp.ones((batch, TANH_MLP_WIDTH), jnp.float32) * 0.5
    params = jax.jit(_sgd_step(loss))(params, x)
    jax.block_until_ready(jnp.sum(params["w0"]) + loss(params, x))


def case_pairwise_xla(barrier: bool = False) -> None:
    """jax-ml/jax#30627's shape of regression: a broadcast product reduced over its last axis (a Gaussian kernel
    between 1024 points and 1024 centres of 64 dimensions, float32), which XLA fuses into its reduction; `barrier`
    puts `lax.optimization_barrier` between them, so the 256 MiB product is written out, as a release that stopped
    fusing them would."""
    import jax

    jnp = jax.numpy

    def step(points: Any, centres: Any) -> Any:  # jitted as `jit_step`
        difference = points[:, None, :] - centres[None, :, :]
        squared = difference * difference
        if barrier:
            squared = jax.lax.optimization_barrier(squared)
        return jnp.exp(-0.5 * jnp.sum(squared, axis=-1)) @ centres

    points = jnp.linspace(0, 1, 1024 * 64, dtype=jnp.float32).reshape(1024, 64)
    jax.block_until_ready(jax.jit(step)(points, points[::-1] * 0.5))


def case_tiny_xla(program: str) -> None:
    """jax programs as small as a bug report's repro, one jitted function (`jit_step`) of a few kernels each, compiled
    under XLA flags: `sum_product` (a product summed over rows), `two_sums` (a matrix summed over each axis),
    `gemm_gelu` (a gemm, a bias and GELU), `layer_norm` (over rows of 1024), `softmax` (over rows of 4096), `cumsum`
    (over rows), `associative_scan` (the same sums as `lax.associative_scan` of adds), `gather_add` (rows gathered
    at indices, then scatter-added back)."""
    import jax

    jnp = jax.numpy
    x = jnp.linspace(-1, 1, 1024 * 1024, dtype=jnp.float32).reshape(1024, 1024)
    w = x[::-1] * 0.01
    index = (jnp.arange(512) * 7) % 1024
    programs = {
        "sum_product": lambda x, w, index: jnp.sum(x * w, axis=-1),
        "two_sums": lambda x, w, index: (jnp.sum(jnp.exp(x), axis=0), jnp.sum(jnp.exp(x), axis=1)),
        "gemm_gelu": lambda x, w, index: jax.nn.gelu(x @ w + x[0]),
        "layer_norm": lambda x, w, index: (
            (x - x.mean(-1, keepdims=True)) * jax.lax.rsqrt(x.var(-1, keepdims=True) + 1e-5)
        ),
        "softmax": lambda x, w, index: jax.nn.softmax(x.reshape(256, 4096) * 0.5, axis=-1),
        "cumsum": lambda x, w, index: jnp.cumsum(x, axis=-1),
        "associative_scan": lambda x, w, index: jax.lax.associative_scan(jnp.add, x, axis=-1),
        "gather_add": lambda x, w, index: jnp.zeros_like(x).at[index].add(x[index] * 2),
    }

    # Arguments, not constants the function closes over: XLA would fold the whole program into its result.
    def step(x: Any, w: Any, index: Any) -> Any:  # jitted as `jit_step`
        return programs[program](x, w, index)

    jax.block_until_ready(jax.jit(step)(x, w, index))


def case_tanh_mlp_xla(dtype: str = "float32") -> None:
    """A two-layer tanh MLP's training step (512 x 1024, 1024 wide, the mean of the squared outputs, SGD) in float32 or
    `dtype`: in bfloat16 XLA computes each tanh in float32, converting around it."""
    import jax

    jnp = jax.numpy
    dt = getattr(jnp, dtype)
    w1 = jnp.linspace(-0.02, 0.02, 1024 * 1024, dtype=dt).reshape(1024, 1024)
    x = jnp.linspace(-1, 1, 512 * 1024, dtype=dt).reshape(512, 1024)

    def loss(params: list[Any], x: Any) -> Any:
        return jnp.mean(jnp.tanh(jnp.tanh(x @ params[0]) @ params[1]) ** 2)

    def step(params: list[Any], x: Any) -> Any:  # jitted as `jit_step`
        return [p - 0.01 * g for p, g in zip(params, jax.grad(loss)(params, x), strict=True)]

    jax.block_until_ready(jax.jit(step)([w1, w1[::-1]], x))


def case_small_dot_xla() -> None:
    """A small MLP step (256 x 64, three 64-wide tanh layers, float32), whose dots XLA runs as Triton gemm fusions, or
    as loop fusions (`wrapped_dot`) below `--xla_gpu_gemm_rewrite_size_threshold`."""
    import jax

    jnp = jax.numpy
    params = [jnp.full((64, 64), 0.01 * (i + 1), dtype=jnp.float32) for i in range(3)]
    x = jnp.linspace(-1, 1, 256 * 64, dtype=jnp.float32).reshape(256, 64)

    def loss(params: list[Any], x: Any) -> Any:
        for weight in params:
            x = jnp.tanh(x @ weight)
        return jnp.mean(x**2)

    def step(params: list[Any], x: Any) -> Any:  # jitted as `jit_step`
        return [p - 0.01 * g for p, g in zip(params, jax.grad(loss)(params, x), strict=True)]

    jax.block_until_ready(jax.jit(step)(params, x))


def case_donate_loop_xla(reads_input: bool = False) -> None:
    """openxla/xla#45912's shape of regression: a donated 64 MiB state updated row by row in a `fori_loop` (each row
    `tanh` of itself and its neighbour's mean), in place; `reads_input`: the loop's body also reads the state as it
    was before the loop, so XLA keeps that value and the loop runs on a copy (the peak grows by the array)."""
    import jax

    jnp = jax.numpy

    def step(state: Any) -> Any:  # jitted as `jit_step`
        before = state

        def body(row: Any, current: Any) -> Any:
            neighbour = jnp.mean(current[(row + 1) % 16], axis=0)
            update = jnp.tanh(current[row] + neighbour)
            if reads_input:
                update = update + 0.5 * before[row]
            return current.at[row].set(update)

        return jax.lax.fori_loop(0, 16, body, state)

    state = jnp.linspace(0, 1, 16 * 1024 * 1024, dtype=jnp.float32).reshape(16, 1024, 1024)
    jax.block_until_ready(jax.jit(step, donate_argnums=(0,))(state))


def case_complex_gather_xla(barrier: bool = False) -> None:
    """openxla/xla#29620's program: columns gathered by two index vectors from three float32 arrays of 100 x 200 x
    100, multiplied as complex phases (`a[:, i] * conj(b[:, j]) * exp(1j * (c[:, j] - c[:, i]))`) and summed over the
    first axis; XLA fuses the gathers and the complex product into the reduction; `barrier`: the complex64 product
    (100 x 100 x 100) is written out first, as the release that regressed did."""
    import jax

    jnp = jax.numpy

    def step(a: Any, b: Any, c: Any, first: Any, second: Any) -> Any:  # jitted as `jit_step`
        product = a[:, first] * jnp.conjugate(b[:, second]) * jnp.exp(1.0j * (c[:, second] - c[:, first]))
        if barrier:
            product = jax.lax.optimization_barrier(product)
        return jnp.sum(product, axis=0)

    values = jnp.linspace(-1, 1, 100 * 200 * 100, dtype=jnp.float32).reshape(100, 200, 100)
    first = jnp.arange(100, dtype=jnp.int32) * 2
    second = (first + 7) % 200
    jax.block_until_ready(jax.jit(step)(values, values * 0.5, values[::-1], first, second))


def case_ragged_dot_xla(instruction: bool = True) -> None:
    """marin-community/marin#5394's pattern: a mixture of experts' grouped matmul by `jax.lax.ragged_dot` (4096
    bfloat16 tokens of 1024 over 8 experts' 1024 x 1024 weights, 512 tokens each), trained one step; `instruction`:
    `jax_ragged_dot_use_ragged_dot_instruction` (XLA's ragged dot, which jax turned on by default in 0.9) or off
    (jax's own lowering)."""
    import jax

    jax.config.update("jax_ragged_dot_use_ragged_dot_instruction", instruction)
    jnp = jax.numpy
    experts, tokens, width = 8, 4096, 1024
    params = {"w": jnp.asarray(_host_params({"w": (experts, width, width)})["w"], dtype=jnp.bfloat16)}
    sizes = jnp.full((experts,), tokens // experts, jnp.int32)

    def loss(p: dict[str, Any], x: Any) -> Any:
        return jnp.mean(jax.lax.ragged_dot(x, p["w"], sizes).astype(jnp.float32) ** 2)

    jax.block_until_ready(jax.jit(_sgd_step(loss))(params, jnp.ones((tokens, width), jnp.bfloat16)))


def case_scan_temps_xla() -> None:
    """openxla/xla#27322's program: eight `lax.scan`s in a row, each carrying a 2048-vector and stacking every step's
    carry (a 16 MiB temporary), the stack's row sums added to the carry; horizontal loop fusion can join the
    stacks' reductions and keep all eight temporaries live at once (the case's variants turn the pass off)."""
    import jax

    jnp = jax.numpy

    def step(x: Any) -> Any:  # jitted as `jit_step`
        for _ in range(8):
            x, stacked = jax.lax.scan(lambda carry, y: (carry + y, carry + y), x, jnp.ones(2048))
            x = x + jnp.sum(stacked, axis=-1)
        return x

    jax.block_until_ready(jax.jit(step)(jnp.ones(2048)))


def case_diff_squares_xla(size: int = 128, gradient: bool = False) -> None:
    """jax-ml/jax#37465's program: a tomography regulariser, the squared differences of a `size`-cubed volume's
    neighbours along each axis (`jnp.diff`) summed; XLA:CPU 0.11 sums through YNNPACK and leaves the slices `jnp.diff`
    takes unfused, copying each out (`--xla_cpu_experimental_ynn_fusion_type=-reduce` keeps them in the sum's fusion);
    `gradient`: the regulariser's gradient too, as an optimiser step takes it."""
    import jax

    jnp = jax.numpy

    def regulariser(volume: Any) -> Any:
        return sum(jnp.sum(jnp.diff(volume, axis=axis) ** 2) for axis in range(3))

    def step(volume: Any) -> Any:  # jitted as `jit_step`
        return jax.value_and_grad(regulariser)(volume) if gradient else regulariser(volume)

    volume = jnp.linspace(-1, 1, size**3, dtype=jnp.float32).reshape(size, size, size)
    jax.block_until_ready(jax.jit(step)(volume))


def case_topk_xla(op: str = "top_k", size: int = 1024) -> None:
    """`case_sort`'s step in jax: each row's 8 largest by `lax.top_k`, or by a whole `argsort` sliced (`argsort`)."""
    import jax

    jnp = jax.numpy

    def step(x: Any) -> Any:  # jitted as `jit_step`
        scaled = jnp.tanh(x) * 2
        if op == "top_k":
            values, indices = jax.lax.top_k(scaled, 8)
        else:
            indices = jnp.argsort(-scaled, axis=-1)[:, :8]
            values = jnp.take_along_axis(scaled, indices, axis=-1)
        return values.sum(-1) + indices[:, 0]

    x = jnp.linspace(-1, 1, 256 * size, dtype=jnp.float32).reshape(256, size)
    jax.block_until_ready(jax.jit(step)(x))


def case_rms_weight_xla(norm: str = "bf16") -> None:
    """A 2-layer jax LM in bfloat16 (RMSNorm, causal attention, GELU MLP, a 2048-word head) trained one SGD step; its
    RMSNorm weights the bf16 result (`bf16`) or multiplies by the weight in float32 and then casts (`w32`)."""
    import jax
    import numpy as np

    jnp = jax.numpy
    vocab, width, heads, head_dim, hidden, seq, batch = 2048, 256, 4, 64, 1024, 256, 4
    bf16, f32 = jnp.bfloat16, jnp.float32
    rng = np.random.default_rng(0)

    def weights(*shape: int) -> Any:
        return jnp.asarray(rng.standard_normal(shape, dtype=np.float32) * 0.02, dtype=bf16)

    def layer() -> dict[str, Any]:
        return {
            "n1": jnp.ones((width,), bf16),
            "wqkv": weights(width, 3 * width),
            "wo": weights(width, width),
            "n2": jnp.ones((width,), bf16),
            "w1": weights(width, hidden),
            "w2": weights(hidden, width),
        }

    layers = [layer() for _ in range(2)]
    params = {"embed": weights(vocab, width), "layers": layers, "norm": jnp.ones((width,), bf16)}
    params["head"] = weights(width, vocab)
    causal = jnp.tril(jnp.ones((seq, seq), bool))

    def rms(x: Any, weight: Any) -> Any:
        h = x.astype(f32)
        h = h * jax.lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6)
        return (h * weight.astype(f32)).astype(bf16) if norm == "w32" else weight * h.astype(bf16)

    def block(x: Any, p: dict[str, Any]) -> Any:
        qkv = (rms(x, p["n1"]) @ p["wqkv"]).reshape(x.shape[0], seq, 3, heads, head_dim)
        q, k, v = qkv[:, :, 0], qkv[:, :, 1], qkv[:, :, 2]
        scores = jnp.einsum("bqhd,bkhd->bhqk", q, k).astype(f32) * head_dim**-0.5
        probs = jax.nn.softmax(jnp.where(causal, scores, -jnp.inf), axis=-1)
        out = jnp.einsum("bhqk,bkhd->bqhd", probs.astype(bf16), v).reshape(x.shape[0], seq, width)
        x = x + out @ p["wo"]
        return x + jax.nn.gelu(rms(x, p["n2"]) @ p["w1"]) @ p["w2"]

    def loss(params: dict[str, Any], ids: Any) -> Any:
        inputs, targets = ids[:, :-1], ids[:, 1:]
        h = params["embed"][inputs]
        for p in params["layers"]:
            h = block(h, p)
        logits = (rms(h, params["norm"]) @ params["head"]).astype(f32)
        picked = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
        return jnp.mean(jax.nn.logsumexp(logits, axis=-1) - picked)

    def step(params: dict[str, Any], ids: Any) -> Any:  # jitted as `jit_step`
        value, grads = jax.value_and_grad(loss)(params, ids)
        update = jax.tree.map(lambda p, g: (p.astype(f32) - 0.01 * g.astype(f32)).astype(p.dtype), params, grads)
        return value, update

    ids = jnp.asarray(rng.integers(0, vocab, (batch, seq + 1)), dtype=jnp.int32)
    jax.block_until_ready(jax.jit(step)(params, ids))


# --- the cases and their variants --------------------------------------------------------------------------------

# case -> (compiler, {variant: (function, keyword arguments, environment appended to the case's own)})
Variant = tuple[Callable[..., None], dict[str, Any], dict[str, str]]
# What each Transformers model is run as: (name suffix, `case_hf`'s arguments).
RERUNS = ("", "_rerun", "_rerun2", "_rerun3")  # a variant's name suffixes, the same program run again
HF_VARIANTS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("", {}),
    ("_rerun", {}),
    ("_b4", {"batch": 4}),
    ("_s512", {"tokens": 512}),
    ("_ckpt", {"checkpointing": True}),
    ("_eager", {"attention": "eager"}),
)


def _timm_reruns(variant: str, name: str, **arguments: Any) -> tuple[str, dict[str, Variant]]:
    """A timm model (`case_timm`'s `name` and `arguments`) run three times, the same program in fresh processes."""
    return "inductor", {f"{variant}{suffix}": (case_timm, {"name": name, **arguments}, {}) for suffix in RERUNS[:3]}


def _hf_cases(models: tuple[str, ...], variants: tuple[tuple[str, dict[str, Any]], ...]) -> dict[str, Variant]:
    return {
        f"{model}{suffix}": (case_hf, {"model": model, **arguments}, {})
        for model in models
        for suffix, arguments in variants
    }


# XLA's fusion before priority fusion (its older passes: instruction fusion, multi-output and horizontal fusion).
UNFUSED_XLA = {"XLA_FLAGS": "--xla_disable_hlo_passes=priority-fusion"}

TINY_PROGRAMS = (
    "transpose",
    "softmax",
    "norm_gelu",
    "index_add",
    "sums",
    "cat",
    "cumsum",
    "gather",
    "var",
    "var_two_pass",
    "short_rows",
)
TINY_XLA_PROGRAMS = (
    "sum_product",
    "two_sums",
    "gemm_gelu",
    "layer_norm",
    "softmax",
    "cumsum",
    "associative_scan",
    "gather_add",
)
TINY_TRAIN_PROGRAMS = ("norm_linear", "cross_entropy", "rms_norm")
CASES: dict[str, tuple[str, dict[str, Variant]]] = {
    "llama": (
        "inductor",
        {
            "seq512": (case_llama, {"seq": 512}, {}),
            "seq512_rerun": (case_llama, {"seq": 512}, {}),
            "seq1024": (case_llama, {"seq": 1024}, {}),
            "gqa": (case_llama, {"seq": 512, "num_key_value_heads": 2}, {}),
            "tied": (case_llama, {"seq": 512, "tie_word_embeddings": True}, {}),
            "rope_theta": (case_llama, {"seq": 512, "rope_theta": 500000.0}, {}),
            "eager": (case_llama, {"seq": 512, "attention": "eager"}, {}),
            "loss_bf16": (case_llama, {"seq": 512, "loss_dtype": "bfloat16"}, {}),
            "loss_fp32": (case_llama, {"seq": 512, "loss_dtype": "float32"}, {}),
        },
    ),
    "autotune_inductor": (
        "inductor",
        {name: (case_autotune_inductor, {}, {}) for name in ("base", "rerun", "rerun2", "rerun3")},
    ),
    "flex": ("inductor", {mod: (case_flex, {"score_mod": mod}, {}) for mod in ("relbias", "softcap")}),
    "aoti": (
        "inductor",
        {"base": (case_aoti, {}, {}), "nofusion": (case_aoti, {"max_fusion_size": 1}, {})},
    ),
    "cpp_wrapper": (
        "inductor",
        {"base": (case_mlp, {}, {}), "cpp_wrapper": (case_mlp, {"cpp_wrapper": True}, {})},
    ),
    "moe": ("inductor", {"base": (case_moe, {}, {}), "expert2_silu": (case_moe, {"silu_expert": 2}, {})}),
    "rope": (
        "inductor",
        {
            "base": (case_rope, {}, {}),
            "nofusion": (case_rope, {"max_fusion_size": 1}, {}),
            "complex": (case_rope, {"complex_rope": True}, {}),
            "cat_inputs1": (case_rope, {"max_pointwise_cat_inputs": 1}, {}),
            "no_split_cat": (case_rope, {"split_cat_fx_passes": False}, {}),
        },
    ),
    "autocast": (
        "inductor",
        {"bf16": (case_autocast, {}, {}), "autocast": (case_autocast, {"autocast": True}, {})},
    ),
    "running_stats": (
        "inductor",
        {"returned": (case_running_stats, {}, {}), "in_place": (case_running_stats, {"in_place": True}, {})},
    ),
    "fp8": ("inductor", {"bf16": (case_fp8_linear, {}, {}), "fp8": (case_fp8_linear, {"fp8": True}, {})}),
    "kv_cache_xla": (
        "xla",
        {"donate": (case_kv_cache_xla, {}, {}), "no_donate": (case_kv_cache_xla, {"donate": False}, {})},
    ),
    "checkpoint": (
        "inductor",
        {
            "plain": (case_checkpoint, {"checkpointed": False}, {}),
            "ckpt": (case_checkpoint, {"checkpointed": True}, {}),
            "ckpt_seed1": (case_checkpoint, {"checkpointed": True, "seed": 1}, {}),
            "ckpt_rerun": (case_checkpoint, {"checkpointed": True}, {}),
        },
    ),
    "mlp": ("inductor", {"base": (case_mlp, {}, {}), "nofusion": (case_mlp, {"max_fusion_size": 1}, {})}),
    "log_only": (
        "torch_log",
        {"base": (case_mlp, {}, {}), "nofusion": (case_mlp, {"max_fusion_size": 1}, {})},
    ),
    "autotune_xla": (
        "xla",
        {
            **{name: (case_autotune_xla, {}, {}) for name in ("base", "rerun", "rerun2", "rerun3")},
            "bigbatch": (case_autotune_xla, {"batch": 32}, {}),
        },
    ),
    "memory_xla": (
        "xla",
        {
            "base": (case_memory_xla, {}, {}),
            "donate": (case_memory_xla, {"donate": True}, {}),
            "donate_bigbatch": (case_memory_xla, {"donate": True, "batch": 1024}, {}),
            "bigbatch": (case_memory_xla, {"batch": 1024}, {}),
            "remat_dots": (case_memory_xla, {"remat": "dots"}, {}),
            "remat_none": (case_memory_xla, {"remat": "none"}, {}),
            "remat_whole": (case_memory_xla, {"remat_whole": True}, {}),
            "unfused": (case_memory_xla, {}, UNFUSED_XLA),
        },
    ),
    "schedule_xla": (
        "xla",
        {
            "base": (case_memory_xla, {}, {}),
            "remat_all": (case_memory_xla, {"remat": "all"}, {}),
            "lhs": (case_memory_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_latency_hiding_scheduler=true"}),
            "no_command_buffer": (case_memory_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_command_buffer="}),
        },
    ),
    "loop_xla": (
        "xla",
        {
            "base": (case_loop_xla, {}, {}),
            "body_extra": (case_loop_xla, {"body_extra": True}, {}),
            "rerun": (case_loop_xla, {}, {}),
            "while": (case_loop_xla, {"data_dependent": True}, {}),
            "unroll2": (case_loop_xla, {"unroll": 2}, {}),
            "double_buffering": (
                case_loop_xla,
                {},
                {"XLA_FLAGS": "--xla_gpu_enable_while_loop_double_buffering=true"},
            ),
        },
    ),
    "dynamic": (
        "inductor",
        {
            "static": (case_mlp_variant, {"dynamic": False}, {}),
            "dynamic": (case_mlp_variant, {"dynamic": True}, {}),
            "dynamic_b96": (case_mlp_variant, {"dynamic": True, "batch": 96}, {}),
        },
    ),
    "precision": (
        "inductor",
        {"bf16": (case_mlp_variant, {}, {}), "fp32": (case_mlp_variant, {"dtype": "float32"}, {})},
    ),
    "settings": (
        "inductor",
        {
            "base": (case_mlp_variant, {}, {}),
            "cudagraphs": (case_mlp_variant, {"compile_mode": "reduce-overhead"}, {}),
            "coordinate_descent": (case_mlp_variant, {"coordinate_descent_tuning": True}, {}),
            "combo": (case_mlp_variant, {"combo_kernels": True}, {}),
        },
    ),
    "branches": (
        "inductor",
        {
            "base": (case_two_branch, {}, {}),
            "swapped": (case_two_branch, {"swapped": True}, {}),
            "graph_break": (case_two_branch, {"graph_break": True}, {}),
            "combo": (case_two_branch, {"combo_kernels": True}, {}),
        },
    ),
    "sdpa": (
        "inductor",
        {
            backend: (case_sdpa_backend, {"backend": backend}, {})
            for backend in ("flash_attention", "efficient_attention", "math")
        },
    ),
    "reduction": (
        "inductor",
        {"base": (case_big_reduction, {}, {}), "nosplit": (case_big_reduction, {"split_reductions": False}, {})},
    ),
    "resnet": (
        "inductor",
        {
            "base": (case_resnet, {}, {}),
            "rerun": (case_resnet, {}, {}),
            "channels_last": (case_resnet, {"channels_last": True}, {}),
            "infer": (case_resnet, {"inference": True}, {}),
            "infer_freezing": (case_resnet, {"inference": True, "freezing": True}, {}),
        },
    ),
    "bert": (
        "inductor",
        {
            "sdpa": (case_bert, {}, {}),
            "eager": (case_bert, {"attention": "eager"}, {}),
            "layers3": (case_bert, {"layers": 3}, {}),
        },
    ),
    "adamw": (
        "inductor",
        {
            "base": (case_adamw_step, {}, {}),
            "no_decay": (case_adamw_step, {"weight_decay": 0.0}, {}),
            "for_loop": (case_adamw_step, {"foreach": False}, {}),
        },
    ),
    "attention_xla": (
        "xla",
        {
            "xla": (case_attention_xla, {}, {}),
            "cudnn": (case_attention_xla, {"implementation": "cudnn"}, {}),
            "seq1024": (case_attention_xla, {"seq": 1024}, {}),
        },
    ),
    "layers_xla": (
        "xla",
        {
            "unrolled": (case_layers_xla, {}, {}),
            "scan": (case_layers_xla, {"scan": True}, {}),
            "bf16": (case_layers_xla, {"dtype": "bfloat16"}, {}),
            "no_triton_gemm": (case_layers_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false"}),
            "layers6": (case_layers_xla, {"layers": 6}, {}),
            "precision_highest": (case_layers_xla, {"precision": "highest"}, {}),
            "autotune0": (case_layers_xla, {}, {"XLA_FLAGS": "--xla_gpu_autotune_level=0"}),
            "remat": (case_layers_xla, {"remat": True}, {}),
            "scan_remat": (case_layers_xla, {"scan": True, "remat": True}, {}),
            "no_multi_output": (case_layers_xla, {}, {"XLA_FLAGS": "--xla_disable_hlo_passes=multi_output_fusion"}),
            "cublaslt": (
                case_layers_xla,
                {},
                {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false --xla_gpu_enable_cublaslt=true"},
            ),
            "scan_dynamic_slice_fusion": (
                case_layers_xla,
                {"scan": True},
                {"XLA_FLAGS": "--xla_gpu_enable_dynamic_slice_fusion=true"},
            ),
            "bf16_weak_scale": (case_layers_xla, {"dtype": "bfloat16", "scale": "weak"}, {}),
            "bf16_strong_scale": (case_layers_xla, {"dtype": "bfloat16", "scale": "strong"}, {}),
            "bf16_f32_accum": (case_layers_xla, {"dtype": "bfloat16", "accumulate_f32": True}, {}),
        },
    ),
    "sharded_xla": (
        "xla",
        {
            strategy: (
                case_sharded_xla,
                {"strategy": strategy},
                {"XLA_FLAGS": "--xla_force_host_platform_device_count=4", "JAX_PLATFORMS": "cpu"},
            )
            for strategy in ("data", "fsdp")
        },
    ),
    "embed_xla": (
        "xla",
        {
            "base": (case_embed_xla, {}, {}),
            "rerun": (case_embed_xla, {}, {}),
            "vocab4096": (case_embed_xla, {"vocab": 4096}, {}),
            "one_hot": (case_embed_xla, {"one_hot": True}, {}),
        },
    ),
    "trace": (
        "torch_trace",
        {
            "base": (case_mlp_edit, {}, {}),
            "nofusion": (case_mlp_edit, {"max_fusion_size": 1}, {}),
            "dropout": (case_mlp_edit, {"edit": "dropout"}, {}),
            "gpt2": (case_gpt2, {}, {}),
            "gpt2_deterministic": (case_gpt2, {"deterministic": True}, {"CUBLAS_WORKSPACE_CONFIG": ":4096:8"}),
        },
    ),
    "code_log": (
        "torch_log",
        {
            variant: (case_timm, {"name": "vit_tiny_patch16_224", **change}, {})
            for variant, change in (
                ("base", {}),
                ("rerun", {}),
                ("batch", {"batch": 16}),
                ("nofusion", {"max_fusion_size": 1}),
            )
        },
    ),
    **{
        f"code_log_{model}": (
            "torch_log",
            {"base": (case_hf, {"model": model}, {}), variant: (case_hf, {"model": model, **change}, {})},
        )
        for model, variant, change in (
            ("opt", "gelu", {"model_config": {"activation_function": "gelu"}}),
            ("t5", "nofusion", {"max_fusion_size": 1}),
        )
    },
    "branches_log": (
        "torch_log_ir",
        {"base": (case_two_branch, {}, {}), "graph_break": (case_two_branch, {"graph_break": True}, {})},
    ),
    "gpt2_log": (
        "torch_log_ir",
        {
            "base": (case_gpt2, {}, {}),
            "deterministic": (case_gpt2, {"deterministic": True}, {"CUBLAS_WORKSPACE_CONFIG": ":4096:8"}),
        },
    ),
    "block_log": (
        "torch_log",
        {"base": (case_block_edit, {}, {}), "manual_attention": (case_block_edit, {"edit": "manual_attention"}, {})},
    ),
    "collective_torch": (
        "inductor",
        {
            "base": (case_collective_torch, {}, {}),
            "allreduce": (case_collective_torch, {"collectives": 1}, {}),
            "allreduce2": (case_collective_torch, {"collectives": 2}, {}),
        },
    ),
    "recompile": (
        "inductor",
        {
            "once": (case_mlp_recompile, {}, {}),
            "twice": (case_mlp_recompile, {"batches": (64, 96)}, {}),
        },
    ),
    "mlp_config": (
        "inductor",
        {
            "base": (case_mlp_variant, {}, {}),
            "no_pattern_matcher": (case_mlp_variant, {"pattern_matcher": False}, {}),
            "aggressive_fusion": (case_mlp_variant, {"aggressive_fusion": True}, {}),
            "no_persistent_reductions": (case_mlp_variant, {"triton.persistent_reductions": False}, {}),
            "dynamic_b128": (case_mlp_variant, {"dynamic": True, "batch": 128}, {}),
            "aten_names": (case_mlp_variant, {"triton.descriptive_names": "original_aten"}, {}),
            "plain_names": (case_mlp_variant, {"triton.descriptive_names": False}, {}),
            "benchmark_kernel": (case_mlp_variant, {"benchmark_kernel": True}, {}),
            "nan_asserts": (case_mlp_variant, {"nan_asserts": True}, {}),
            "profiler_mark": (case_mlp_variant, {"profiler_mark_wrapper_call": True}, {}),
            "unique_names_off": (case_mlp_variant, {"triton.unique_kernel_names": False}, {}),
            "size_asserts_off": (case_mlp_variant, {"size_asserts": False}, {}),
            "emulate_precision_casts": (case_mlp_variant, {"emulate_precision_casts": True}, {}),
            "decompose_mm": (case_mlp_variant, {"decompose_mem_bound_mm": True, "batch": 16}, {}),
            "base_b16": (case_mlp_variant, {"batch": 16}, {}),
            "width100_unpadded": (case_mlp_variant, {"width": 100, "shape_padding": False}, {}),
            "width100_padded": (case_mlp_variant, {"width": 100, "force_shape_pad": True}, {}),
            "width100": (case_mlp_variant, {"width": 100}, {}),
            "width100_no_comprehensive_padding": (case_mlp_variant, {"width": 100, "comprehensive_padding": False}, {}),
        },
    ),
    "timm_cnn": (
        "inductor",
        {
            f"{name}{suffix}": (case_timm, {"name": name, "batch": batch}, {})
            for name in ("convnext_atto", "efficientnet_b0", "mobilenetv3_small_100")
            for suffix, batch in (("", 8), ("_rerun", 8), ("_b16", 16))
        },
    ),
    "vit": (
        "inductor",
        {
            "base": (case_timm, {}, {}),
            "rerun": (case_timm, {}, {}),
            "batch16": (case_timm, {"batch": 16}, {}),
        },
    ),
    "gpt2": (
        "inductor",
        {
            "base": (case_gpt2, {}, {}),
            "rerun": (case_gpt2, {}, {}),
            "seq512": (case_gpt2, {"seq": 512}, {}),
            "no_epilogue": (case_gpt2, {"epilogue_fusion": False}, {}),
            "no_peak_reorder": (case_gpt2, {"reorder_for_peak_memory": False}, {}),
            "memory_planning": (case_gpt2, {"memory_planning": True}, {}),
            "budget_half": (case_gpt2, {"memory_budget": 0.5}, {}),
            "budget_low": (case_gpt2, {"memory_budget": 0.1}, {}),
            "no_locality_reorder": (case_gpt2, {"reorder_for_locality": False}, {}),
            "opcount4": (case_gpt2, {"realize_opcount_threshold": 4}, {}),
            "vocab2001": (case_gpt2, {"vocab": 2001}, {}),
            "vocab2001_unpadded": (case_gpt2, {"vocab": 2001, "comprehensive_padding": False}, {}),
            "deterministic": (case_gpt2, {"deterministic": True}, {"CUBLAS_WORKSPACE_CONFIG": ":4096:8"}),
            "no_buffer_reuse": (case_gpt2, {"allow_buffer_reuse": False}, {}),
            "no_inplace_buffers": (case_gpt2, {"inplace_buffers": False}, {}),
            "multi_kernel": (case_gpt2, {"triton.multi_kernel": 1}, {}),
            "cooperative": (case_gpt2, {"triton.cooperative_reductions": True}, {}),
            "no_loop_ordering": (case_gpt2, {"loop_ordering_after_fusion": False}, {}),
            "nd_tiling": (case_gpt2, {"triton.prefer_nd_tiling": True}, {}),
            "block_ptr": (case_gpt2, {"triton.use_block_ptr": True}, {}),
            "no_upcast": (case_gpt2, {"triton.codegen_upcast_to_fp32": False}, {}),
            "mix_order": (case_gpt2, {"triton.mix_order_reduction": True}, {}),
            "no_mix_order": (case_gpt2, {"triton.mix_order_reduction": False}, {}),
        },
    ),
    "resnet_autotune": (
        "inductor",
        {
            name: (case_resnet, {"inference": True, "compile_mode": "max-autotune-no-cudagraphs"}, {})
            for name in ("base", "rerun", "rerun2")
        },
    ),
    "kv_decode": (
        "inductor",
        {
            "base": (case_kv_decode, {}, {}),
            "rerun": (case_kv_decode, {}, {}),
            "cache4096": (case_kv_decode, {"cache_length": 4096}, {}),
        },
    ),
    "hf": (
        "inductor",
        _hf_cases(("t5", "mixtral", "opt", "gpt_neox", "bart", "deberta_v2", "gemma", "phi"), HF_VARIANTS),
    ),
    "gpt2_benchmark_fusion": (
        "inductor",
        {name: (case_gpt2, {"benchmark_fusion": True}, {}) for name in ("base", "rerun", "rerun2")},
    ),
    "gpt2_autotune": (
        "inductor",
        {name: (case_gpt2, {"compile_mode": "max-autotune-no-cudagraphs"}, {}) for name in ("base", "rerun", "rerun2")},
    ),
    "block_edit": (
        "inductor",
        {
            "base": (case_block_edit, {}, {}),
            "rerun": (case_block_edit, {}, {}),
            **{
                edit: (case_block_edit, {"edit": edit}, {})
                for edit in (
                    "gelu_tanh",
                    "padding_mask",
                    "dropout",
                    "rms_norm",
                    "swiglu",
                    "residual_scale",
                    "qkv_no_bias",
                    "manual_attention",
                    "causal_mean",
                )
            },
            "manual_attention_no_pattern_matcher": (
                case_block_edit,
                {"edit": "manual_attention", "pattern_matcher": False},
                {},
            ),
            "manual_attention_no_online_softmax": (
                case_block_edit,
                {"edit": "manual_attention", "online_softmax": False},
                {},
            ),
            "dropout_fallback_random": (case_block_edit, {"edit": "dropout", "fallback_random": True}, {}),
            "realize_reads1": (case_block_edit, {"realize_reads_threshold": 1}, {}),
        },
    ),
    "block_edit_xla": (
        "xla",
        {
            "base": (case_autotune_xla, {}, {}),
            **{
                edit: (case_autotune_xla, {"edit": edit}, {})
                for edit in (
                    "gelu_exact",
                    "mlp_bias",
                    "softmax_bf16",
                    "post_norm",
                    "two_blocks",
                    "shared_kv",
                    "layer_norm",
                    "remat_dots_no_batch",
                )
            },
            "cudnn_layer_norm": (case_autotune_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_cudnn_layer_norm=true"}),
            "custom_fusions": (case_autotune_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_custom_fusions=true"}),
            "no_triton_gemm": (case_autotune_xla, {}, {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false"}),
            **{
                f"no_{name.replace('-', '_')}": (
                    case_autotune_xla,
                    {},
                    {"XLA_FLAGS": f"--xla_disable_hlo_passes={name}"},
                )
                for name in ("dot-merger", "transpose-folding", "reduction-splitter", "tree_reduction_rewriter")
            },
            **{
                f"no_{name.replace('-', '_')}": (
                    case_autotune_xla,
                    {},
                    {"XLA_FLAGS": f"--xla_disable_hlo_passes={name}"},
                )
                for name in ("triton-softmax-rewriter", "softmax-rewriter-triton", "fusion-block-level-rewriter")
            },
        },
    ),
    "gpt2_settings": (
        "inductor",
        {
            "base": (case_gpt2, {}, {}),
            "rerun": (case_gpt2, {}, {}),
            "ln_eps": (case_gpt2, {"layer_norm_epsilon": 1e-6}, {}),
            "dropout02": (case_gpt2, {"dropout": 0.2}, {}),
            "autotune": (case_gpt2, {"compile_mode": "max-autotune-no-cudagraphs"}, {}),
            "fusion_threshold": (case_gpt2, {"score_fusion_memory_threshold": 300_000}, {}),
            "no_donated_buffer": (case_gpt2, {"functorch.donated_buffer": False}, {}),
        },
    ),
    "mlp_settings": (
        "inductor",
        {
            "base": (case_mlp_variant, {}, {}),
            "autotune": (case_mlp_variant, {"compile_mode": "max-autotune-no-cudagraphs"}, {}),
            "no_donated_buffer": (case_mlp_variant, {"functorch.donated_buffer": False}, {}),
            "fusion_threshold": (case_mlp_variant, {"score_fusion_memory_threshold": 100_000}, {}),
        },
    ),
    "kernel_names": (
        "inductor",
        {
            "base": (case_gpt2, {}, {}),
            "names_torch": (case_gpt2, {"triton.descriptive_names": "torch"}, {}),
            "names_node": (case_gpt2, {"triton.descriptive_names": "inductor_node"}, {}),
            "names_off": (case_gpt2, {"triton.descriptive_names": False}, {}),
            "not_unique": (case_gpt2, {"triton.unique_kernel_names": False}, {}),
        },
    ),
    "kernel_names_log": (
        "torch_log_ir",
        {
            "base": (case_gpt2, {}, {}),
            "names_off": (case_gpt2, {"triton.descriptive_names": False}, {}),
            "not_unique": (case_gpt2, {"triton.unique_kernel_names": False}, {}),
        },
    ),
    "constants_xla": (
        "xla",
        {
            "base": (case_autotune_xla, {}, {}),
            "norm_eps": (case_autotune_xla, {"edit": "norm_eps"}, {}),
            "softmax_scale": (case_autotune_xla, {"edit": "softmax_scale"}, {}),
        },
    ),
    "odd_graphs": (
        "inductor",
        {
            "base": (case_odd_graphs, {}, {}),
            "rerun": (case_odd_graphs, {}, {}),
            "big": (case_odd_graphs, {"size": 8192}, {}),
        },
    ),
    "zero_size_xla": (
        "xla",
        {"base": (case_zero_size_xla, {}, {}), "width8": (case_zero_size_xla, {"width": 8}, {})},
    ),
    "conv_xla": (
        "xla",
        {
            "base": (case_conv_xla, {}, {}),
            "rerun": (case_conv_xla, {}, {}),
            **{edit: (case_conv_xla, {"edit": edit}, {}) for edit in ("channels64", "stride2", "bf16")},
            "unfused": (case_conv_xla, {}, UNFUSED_XLA),
            "no_cudnn_fusion": (
                case_conv_xla,
                {},
                {"XLA_FLAGS": "--xla_disable_hlo_passes=cudnn-fused-convolution-rewriter"},
            ),
        },
    ),
    "offload_xla": (
        "xla",
        {"base": (case_offload_xla, {"offload": False}, {}), "offload": (case_offload_xla, {"offload": True}, {})},
    ),
    "selective_checkpoint": (
        "inductor",
        {
            "plain": (case_selective_checkpoint, {}, {}),
            "save_matmuls": (case_selective_checkpoint, {"save": "matmuls"}, {}),
            "save_attention": (case_selective_checkpoint, {"save": "attention"}, {}),
        },
    ),
    "layout_copy": (
        "inductor",
        {
            "base": (case_block_edit, {}, {}),
            **{
                edit: (case_block_edit, {"edit": edit}, {})
                for edit in ("contiguous_qkv", "contiguous_out", "transpose_contiguous")
            },
        },
    ),
    "gqa": (
        "inductor",
        {"repeat_interleave": (case_gqa, {}, {}), "enable_gqa": (case_gqa, {"enable_gqa": True}, {})},
    ),
    "adamw_fused": (
        "inductor",
        {"foreach": (case_adamw_step, {}, {}), "fused": (case_adamw_step, {"fused": True}, {})},
    ),
    "lora": (
        "inductor",
        {
            "base": (case_lora, {}, {}),
            "frozen": (case_lora, {"frozen": True}, {}),
            "lora": (case_lora, {"rank": 8, "frozen": True}, {}),
        },
    ),
    "attention_layout_xla": (
        "xla",
        {
            **{name: (case_attention_layout_xla, {"layout": name}, {}) for name in ("bshd", "bhsd", "heads_proj")},
            "bshd_unfused": (case_attention_layout_xla, {}, UNFUSED_XLA),
            "bshd_no_softmax_rewriter": (
                case_attention_layout_xla,
                {},
                {"XLA_FLAGS": "--xla_disable_hlo_passes=triton-softmax-rewriter,softmax-rewriter-triton"},
            ),
        },
    ),
    "lora_xla": (
        "xla",
        {
            "base": (case_lora_xla, {}, {}),
            "frozen": (case_lora_xla, {"frozen": True}, {}),
            "lora": (case_lora_xla, {"rank": 8, "frozen": True}, {}),
        },
    ),
    "deep_stack": (
        "inductor",
        {
            "base": (case_gpt2, {"layers": 8}, {}),
            "rerun": (case_gpt2, {"layers": 8}, {}),
            "layer5_relu": (case_gpt2, {"layers": 8, "edit": "relu"}, {}),
            "layers7": (case_gpt2, {"layers": 7}, {}),
            "layer5_graph_break": (case_gpt2, {"layers": 8, "edit": "graph_break"}, {}),
        },
    ),
    "mlp_edit": (
        "inductor",
        {
            "base": (case_mlp_edit, {}, {}),
            **{edit: (case_mlp_edit, {"edit": edit}, {}) for edit in ("dropout", "no_bias", "in_place")},
            "hidden2048": (case_mlp_edit, {"hidden": 2048}, {}),
            "memory_planning": (case_mlp_edit, {"memory_planning": True}, {}),
        },
    ),
    "compiled_autograd": (
        "inductor",
        {"off": (case_compiled_autograd, {}, {}), "on": (case_compiled_autograd, {"enabled": True}, {})},
    ),
    "control_flow": (
        "inductor",
        {form: (case_control_flow, {"form": form}, {}) for form in ("where", "cond", "unrolled", "while_loop")},
    ),
    "control_flow_log": (
        "torch_log_ir",
        {form: (case_control_flow, {"form": form}, {}) for form in ("where", "cond")},
    ),
    "user_triton": (
        "inductor",
        {
            "torch": (case_user_triton, {}, {}),
            **{kernel: (case_user_triton, {"kernel": kernel}, {}) for kernel in ("quick_gelu", "quick_gelu_biased")},
        },
    ),
    "custom_op_inplace": (
        "inductor",
        {
            "base": (case_custom_op_inplace, {}, {}),
            "rerun": (case_custom_op_inplace, {}, {}),
            "used_after": (case_custom_op_inplace, {"form": "used_after"}, {}),
            "view": (case_custom_op_inplace, {"form": "view"}, {}),
            "input_view": (case_custom_op_inplace, {"form": "input_view"}, {}),
            **{
                f"{form}_v1": (case_custom_op_inplace, {"form": form, "enable_auto_functionalized_v2": False}, {})
                for form in ("base", "view", "input_view")
            },
        },
    ),
    "unbacked_fusion": (
        "inductor",
        {
            "static": (case_unbacked_fusion, {}, {}),
            "backed": (case_unbacked_fusion, {"rows": "backed"}, {}),
            "unbacked": (case_unbacked_fusion, {"rows": "unbacked"}, {}),
            "unbacked_rerun": (case_unbacked_fusion, {"rows": "unbacked"}, {}),
            "unbacked_shared": (case_unbacked_fusion, {"rows": "unbacked", "shared_input": True}, {}),
            "static_shared": (case_unbacked_fusion, {"shared_input": True}, {}),
        },
    ),
    "routed_moe": (
        "inductor",
        {
            "dense": (case_routed_moe, {}, {}),
            "gathered": (case_routed_moe, {"routing": "gathered"}, {}),
            "gathered_rerun": (case_routed_moe, {"routing": "gathered"}, {}),
            "gathered5": (case_routed_moe, {"routing": "gathered", "experts": 5}, {}),
        },
    ),
    "tiny": (
        "inductor",
        {
            **{program: (case_tiny, {"program": program}, {}) for program in TINY_PROGRAMS},
            "transpose_rerun": (case_tiny, {"program": "transpose"}, {}),
            "transpose_no_loop_ordering": (
                case_tiny,
                {"program": "transpose", "loop_ordering_after_fusion": False},
                {},
            ),
            "softmax_no_online": (case_tiny, {"program": "softmax", "online_softmax": False}, {}),
            "softmax_no_persistent": (case_tiny, {"program": "softmax", "triton.persistent_reductions": False}, {}),
            "norm_gelu_opcount1": (case_tiny, {"program": "norm_gelu", "realize_opcount_threshold": 1}, {}),
            "norm_gelu_fusion1": (case_tiny, {"program": "norm_gelu", "max_fusion_size": 1}, {}),
            "index_add_deterministic": (
                case_tiny,
                {"program": "index_add", "deterministic": True},
                {"CUBLAS_WORKSPACE_CONFIG": ":4096:8"},
            ),
            "sums_no_persistent": (case_tiny, {"program": "sums", "triton.persistent_reductions": False}, {}),
            "sums_no_split": (case_tiny, {"program": "sums", "split_reductions": False}, {}),
            "short_rows_unroll32": (case_tiny, {"program": "short_rows", "unroll_reductions_threshold": 32}, {}),
            "sums_multi_kernel": (case_tiny, {"program": "sums", "triton.multi_kernel": 1}, {}),
            "cat_max_inputs1": (case_tiny, {"program": "cat", "max_pointwise_cat_inputs": 1}, {}),
            "gather_fusion1": (case_tiny, {"program": "gather", "max_fusion_size": 1}, {}),
        },
    ),
    "int8_weights": (
        "inductor",
        {form: (case_int8_weights, {"form": form}, {}) for form in ("bf16", "dequant", "int8pack")},
    ),
    "bn_net": (
        "inductor",
        {
            "train": (case_bn_net, {}, {}),
            "eval": (case_bn_net, {"train": False}, {}),
            "no_layout_optimization": (case_bn_net, {"layout_optimization": False}, {}),
        },
    ),
    "batch": (
        "inductor",
        {
            "moe_b128": (case_moe, {}, {}),
            "moe_b256": (case_moe, {"batch": 256}, {}),
            "block_b4": (case_block_edit, {}, {}),
            "block_b8": (case_block_edit, {"batch": 8}, {}),
            "bert_b4": (case_bert, {}, {}),
            "bert_b8": (case_bert, {"batch": 8}, {}),
            "mlp_b64": (case_mlp_edit, {}, {}),
            "mlp_b100": (case_mlp_edit, {"batch": 100}, {}),
        },
    ),
    "batch_xla": (
        "xla",
        {
            "conv_b32": (case_conv_xla, {}, {}),
            "conv_b64": (case_conv_xla, {"batch": 64}, {}),
            "lora_b512": (case_lora_xla, {}, {}),
            "lora_b1024": (case_lora_xla, {"batch": 1024}, {}),
            "lora_b600": (case_lora_xla, {"batch": 600}, {}),
        },
    ),
    "timm_more": (
        "inductor",
        {
            f"{name}{suffix}": (case_timm, {"name": name, "batch": batch, "image": image}, {})
            for name, image in (("densenet121", 128), ("mixer_s16_224", 224))
            for suffix, batch in (("", 8), ("_rerun", 8), ("_b16", 16))
        },
    ),
    "timm_reruns": (
        "inductor",
        {
            f"{name}{suffix}": (case_timm, {"name": name, "batch": 8, "image": image}, {})
            for name in (
                "regnety_002",
                "levit_128s",
                "mobilevit_xxs",
                "efficientvit_b0",
                "resnet50d",
                "convnextv2_atto",
                "edgenext_xx_small",
                "ghostnet_100",
                "fastvit_t8",
                "tiny_vit_5m_224",
                "maxvit_nano_rw_256",
                "deit_tiny_patch16_224",
                "pvt_v2_b0",
                "xcit_nano_12_p16_224",
                "poolformer_s12",
                "resmlp_12_224",
                "dla34",
                "cait_xxs24_224",
                "coat_lite_tiny",
                "mobileone_s0",
                "rexnet_100",
                "gcvit_xxtiny",
                "davit_tiny",
            )
            for image in [256 if name.endswith("_256") else 224]
            for suffix in ("", "_rerun")
        },
    ),
    "unet": (
        "inductor",
        {
            "base": (case_unet, {}, {}),
            "rerun": (case_unet, {}, {}),
            "b16": (case_unet, {"batch": 16}, {}),
            "gelu": (case_unet, {"activation": "gelu"}, {}),
            "nofusion": (case_unet, {"max_fusion_size": 1}, {}),
        },
    ),
    "gru": (
        "inductor",
        {
            "base": (case_gru, {}, {}),
            "rerun": (case_gru, {}, {}),
            "b64": (case_gru, {"batch": 64}, {}),
            "steps16": (case_gru, {"steps": 16}, {}),
        },
    ),
    "dlrm": (
        "inductor",
        {
            "base": (case_dlrm, {}, {}),
            "rerun": (case_dlrm, {}, {}),
            "b512": (case_dlrm, {"batch": 512}, {}),
            "mean": (case_dlrm, {"mode": "mean"}, {}),
        },
    ),
    "swin": (
        "inductor",
        {
            f"base{suffix}": (case_timm, {"name": "swin_tiny_patch4_window7_224", "batch": batch}, {})
            for suffix, batch in (("", 4), ("_rerun", 4), ("_b8", 8))
        },
    ),
    "batch_fusion": (
        "inductor",
        {
            "base": (case_moe, {}, {}),
            "batch_linear": (case_moe, {"pre_grad_fusion_options": {"batch_linear": {}}}, {}),
        },
    ),
    "pallas_xla": (
        "xla",
        {"jnp": (case_pallas_xla, {}, {}), "pallas": (case_pallas_xla, {"pallas": True}, {})},
    ),
    "map_xla": (
        "xla",
        {form: (case_map_xla, {"form": form}, {}) for form in ("vmap", "map", "map_batch16")},
    ),
    "accumulate_xla": (
        "xla",
        {"whole": (case_accumulate_xla, {}, {}), "scan4": (case_accumulate_xla, {"microbatches": 4}, {})},
    ),
    "chain_xla": (
        "xla",
        {
            "base": (case_chain_xla, {}, {}),
            **{edit: (case_chain_xla, {"edit": edit}, {}) for edit in ("barrier", "cumsum")},
            "unfused": (case_chain_xla, {}, UNFUSED_XLA),
        },
    ),
    "whole_process_xla": (
        "xla_whole",
        {
            "base": (case_whole_process_xla, {}, {}),
            "rerun": (case_whole_process_xla, {}, {}),
            "bigbatch": (case_whole_process_xla, {"batch": 1024}, {}),
        },
    ),
    "deep_stack_xla": (
        "xla",
        {
            "base": (case_layers_xla, {"layers": 8, "dtype": "bfloat16"}, {}),
            "rerun": (case_layers_xla, {"layers": 8, "dtype": "bfloat16"}, {}),
            **{
                f"layer5_{edit}": (case_layers_xla, {"layers": 8, "dtype": "bfloat16", "edit": edit}, {})
                for edit in ("f32", "remat")
            },
            "no_triton_gemm": (
                case_layers_xla,
                {"layers": 8, "dtype": "bfloat16"},
                {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false"},
            ),
        },
    ),
    "block_config": (
        "inductor",
        {
            "base": (case_block_edit, {}, {}),
            "aggressive_fusion": (case_block_edit, {"aggressive_fusion": True}, {}),
            "max_tiles1": (case_block_edit, {"triton.max_tiles": 1}, {}),
            "no_pattern_matcher": (case_block_edit, {"pattern_matcher": False}, {}),
            "no_persistent_reductions": (case_block_edit, {"triton.persistent_reductions": False}, {}),
            "no_upcast": (case_block_edit, {"triton.codegen_upcast_to_fp32": False}, {}),
            "unroll_reductions1": (case_block_edit, {"unroll_reductions_threshold": 1}, {}),
            "no_pointwise_autotune": (case_block_edit, {"triton.autotune_pointwise": False}, {}),
            "tiling_prevents_fusion": (
                case_block_edit,
                {"triton.tiling_prevents_pointwise_fusion": False, "triton.tiling_prevents_reduction_fusion": False},
                {},
            ),
        },
    ),
    "lm_train": (
        "inductor",
        {
            "base": (case_lm_train, {}, {}),
            **{
                edit: (case_lm_train, {"edit": edit}, {})
                for edit in ("grad_clip", "extra_norm", "tied", "no_residual", "label_smoothing", "master_weights")
            },
        },
    ),
    "flax_lm_xla": (
        "xla",
        {
            "base": (case_flax_lm_xla, {}, {}),
            "rerun": (case_flax_lm_xla, {}, {}),
            "b16": (case_flax_lm_xla, {"batch": 16}, {}),
            "remat": (case_flax_lm_xla, {"remat": True}, {}),
            "bf16": (case_flax_lm_xla, {"dtype": "bfloat16"}, {}),
            "donate": (case_flax_lm_xla, {"donate": True}, {}),
            "unfused": (case_flax_lm_xla, {}, UNFUSED_XLA),
            "bf16_no_triton_gemm": (
                case_flax_lm_xla,
                {"dtype": "bfloat16"},
                {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false"},
            ),
            "cpu": (case_flax_lm_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "cpu_remat": (case_flax_lm_xla, {"remat": True}, {"JAX_PLATFORMS": "cpu"}),
        },
    ),
    "peak_fusion": (
        "inductor",
        {
            "base": (case_peak_fusion, {}, {}),
            "rerun": (case_peak_fusion, {}, {}),
            "nofusion": (case_peak_fusion, {"max_fusion_size": 1}, {}),
        },
    ),
    "ragged_dot_xla": (
        "xla",
        {
            "instruction": (case_ragged_dot_xla, {}, {}),
            "rerun": (case_ragged_dot_xla, {}, {}),
            "lowered": (case_ragged_dot_xla, {"instruction": False}, {}),
        },
    ),
    "optax_mlp_xla": (
        "xla",
        {
            "adamw": (case_optax_mlp_xla, {}, {}),
            "adamw_rerun": (case_optax_mlp_xla, {}, {}),
            "adamw_unfused": (case_optax_mlp_xla, {}, UNFUSED_XLA),
            "adamw_8layers": (case_optax_mlp_xla, {"layers": 8}, {}),
            "adamw_8layers_unfused": (case_optax_mlp_xla, {"layers": 8}, UNFUSED_XLA),
            "sgd": (case_optax_mlp_xla, {"optimizer": "sgd"}, {}),
            "sgd_unfused": (case_optax_mlp_xla, {"optimizer": "sgd"}, UNFUSED_XLA),
        },
    ),
    "per_example_xla": (
        "xla",
        {"batch": (case_per_example_xla, {}, {}), "per_example": (case_per_example_xla, {"per_example": True}, {})},
    ),
    "norm_axis_xla": (
        "xla",
        {"features": (case_norm_axis_xla, {}, {}), "batch": (case_norm_axis_xla, {"axis": 0}, {})},
    ),
    "layered_peak": (
        "inductor",
        {
            "base": (case_layered_peak, {}, {}),
            "no_reorder": (case_layered_peak, {"reorder_for_peak_memory": False}, {}),
            "no_buffer_reuse": (case_layered_peak, {"allow_buffer_reuse": False}, {}),
            "checkpointed": (case_layered_peak, {"checkpointed": True}, {}),
            "checkpointed_no_reorder": (
                case_layered_peak,
                {"checkpointed": True, "reorder_for_peak_memory": False},
                {},
            ),
            "b8192": (case_layered_peak, {"batch": 8192}, {}),
        },
    ),
    "hf_decoder": (
        "inductor",
        _hf_cases(("qwen2", "whisper"), HF_VARIANTS[:3]),
    ),
    "tiny_train": (
        "inductor",
        {
            **{program: (case_tiny_train, {"program": program}, {}) for program in TINY_TRAIN_PROGRAMS},
            "norm_linear_rerun": (case_tiny_train, {"program": "norm_linear"}, {}),
            **{
                f"{program}_fusion1": (case_tiny_train, {"program": program, "max_fusion_size": 1}, {})
                for program in TINY_TRAIN_PROGRAMS
            },
            **{
                f"{program}_budget0": (
                    case_tiny_train,
                    {"program": program, "functorch.activation_memory_budget": 0.0},
                    {},
                )
                for program in TINY_TRAIN_PROGRAMS
            },
        },
    ),
    "slice_assign": (
        "inductor",
        {"index": (case_slice_assign, {"form": "index"}, {}), "slice": (case_slice_assign, {"form": "slice"}, {})},
    ),
    "block_norm": (
        "inductor",
        {"layer_norm": (case_block_edit, {}, {}), "manual_norm": (case_block_edit, {"edit": "manual_norm"}, {})},
    ),
    "conv1x1": (
        "inductor",
        {
            "base": (case_conv1x1, {}, {}),
            "as_mm": (case_conv1x1, {"conv_1x1_as_mm": True}, {}),
            "train": (case_conv1x1, {"train": True}, {}),
            "train_as_mm": (case_conv1x1, {"train": True, "conv_1x1_as_mm": True}, {}),
        },
    ),
    "pointwise_cat": (
        "inductor",
        {
            "base": (case_pointwise_cat, {}, {}),
            "forced": (case_pointwise_cat, {"force_pointwise_cat": True}, {}),
            "train": (case_pointwise_cat, {"train": True}, {}),
            "train_forced": (case_pointwise_cat, {"train": True, "force_pointwise_cat": True}, {}),
        },
    ),
    "dit": (
        "inductor",
        {"base": (case_dit, {}, {}), "norm_affine": (case_dit, {"norm_affine": True}, {})},
    ),
    "vlm": (
        "inductor",
        {
            "base": (case_vlm, {}, {}),
            **{f"rerun{index}": (case_vlm, {}, {}) for index in range(1, 5)},
            "force_pad": (case_vlm, {"force_shape_pad": True}, {}),
        },
    ),
    "xsa": (
        "inductor",
        {"static": (case_xsa, {}, {}), "dynamic": (case_xsa, {"dynamic": True}, {})},
    ),
    "layout_opt": (
        "inductor",
        {
            "base": (case_timm, {"name": "convnext_atto"}, {}),
            "no_layout_opt": (case_timm, {"name": "convnext_atto", "layout_optimization": False}, {}),
        },
    ),
    "mask_form": (
        "inductor",
        {
            "masked_fill": (case_llama_like, {"attention": "masked_fill"}, {}),
            "where": (case_llama_like, {"attention": "where"}, {}),
        },
    ),
    "seq_len": (
        "inductor",
        {
            "s256": (case_llama_like, {"attention": "sdpa"}, {}),
            "s1024": (case_llama_like, {"attention": "sdpa", "seq": 1024}, {}),
        },
    ),
    "remat_budget": (
        "inductor",
        {
            "sdpa": (case_llama_like, {"attention": "sdpa"}, {}),
            "budget05": (
                case_llama_like,
                {"attention": "sdpa", "functorch.activation_memory_budget": 0.5},
                {},
            ),
        },
    ),
    "swiglu_form": (
        "inductor",
        {
            "split": (case_llama_like, {}, {}),
            "merged": (case_llama_like, {"mlp": "merged"}, {}),
        },
    ),
    "rms_weight_xla": (
        "xla",
        {
            "base": (case_rms_weight_xla, {}, {}),
            "w32": (case_rms_weight_xla, {"norm": "w32"}, {}),
            "no_rename_fusions": (case_rms_weight_xla, {}, {"XLA_FLAGS": "--xla_disable_hlo_passes=rename_fusions"}),
        },
    ),
    "tanh_mlp_xla": (
        "xla",
        {
            "f32": (case_tanh_mlp_xla, {}, {}),
            "f32_rerun": (case_tanh_mlp_xla, {}, {}),
            "bf16": (case_tanh_mlp_xla, {"dtype": "bfloat16"}, {}),
        },
    ),
    "small_dot_xla": (
        "xla",
        {
            "base": (case_small_dot_xla, {}, {}),
            "rerun": (case_small_dot_xla, {}, {}),
            "dots_kept": (case_small_dot_xla, {}, {"XLA_FLAGS": "--xla_gpu_gemm_rewrite_size_threshold=10000000"}),
        },
    ),
    "layer_norm_form": (
        "inductor",
        {"builtin": (case_layer_norm_form, {}, {}), "manual": (case_layer_norm_form, {"manual": True}, {})},
    ),
    "template_fusion": (
        "inductor",
        {
            "base": (case_template_fusion, {"prologue_fusion": True}, {}),
            "rerun": (case_template_fusion, {"prologue_fusion": True}, {}),
            "no_prologue": (case_template_fusion, {"prologue_fusion": False}, {}),
            "no_epilogue": (case_template_fusion, {"prologue_fusion": True, "epilogue_fusion": False}, {}),
        },
    ),
    "tiny_xla": (
        "xla",
        {
            **{program: (case_tiny_xla, {"program": program}, {}) for program in TINY_XLA_PROGRAMS},
            "sum_product_rerun": (case_tiny_xla, {"program": "sum_product"}, {}),
            **{
                f"{program}_unfused": (case_tiny_xla, {"program": program}, UNFUSED_XLA)
                for program in TINY_XLA_PROGRAMS
            },
            "two_sums_no_multi_output": (
                case_tiny_xla,
                {"program": "two_sums"},
                {"XLA_FLAGS": "--xla_disable_hlo_passes=multi_output_fusion"},
            ),
            "gemm_gelu_no_triton_gemm": (
                case_tiny_xla,
                {"program": "gemm_gelu"},
                {"XLA_FLAGS": "--xla_gpu_enable_triton_gemm=false"},
            ),
        },
    ),
    "pairwise_xla": (
        "xla",
        {"fused": (case_pairwise_xla, {}, {}), "barrier": (case_pairwise_xla, {"barrier": True}, {})},
    ),
    "tensor_parallel": (
        "inductor",
        {
            "rowwise": (case_tensor_parallel, {}, {}),
            "rowwise_rerun": (case_tensor_parallel, {}, {}),
            "colwise": (case_tensor_parallel, {"plan": "colwise"}, {}),
        },
    ),
    "sort": (
        "inductor",
        {f"{op}_n{size}": (case_sort, {"op": op, "size": size}, {}) for op in ("sort", "topk") for size in (512, 8192)},
    ),
    "topk_xla": (
        "xla",
        {
            "top_k": (case_topk_xla, {}, {}),
            "top_k_n16384": (case_topk_xla, {"size": 16384}, {}),
            "argsort": (case_topk_xla, {"op": "argsort"}, {}),
        },
    ),
    "sharded_xla_gpu": (
        "xla",
        {
            "data": (case_sharded_xla, {"devices": 2}, {}),
            "data_rerun": (case_sharded_xla, {"devices": 2}, {}),
            "fsdp": (case_sharded_xla, {"strategy": "fsdp", "devices": 2}, {}),
        },
    ),
    "donate_loop_xla": (
        "xla",
        {
            "in_place": (case_donate_loop_xla, {}, {}),
            "reads_input": (case_donate_loop_xla, {"reads_input": True}, {}),
        },
    ),
    "densenet_inference": (
        "inductor",
        {
            "base": (case_densenet_inference, {}, {}),
            "rerun": (case_densenet_inference, {}, {}),
            "cat_inputs1": (case_densenet_inference, {"max_pointwise_cat_inputs": 1}, {}),
        },
    ),
    # Two norms' weight-gradient sums run as one kernel of two outputs on one side only.
    "norm_weight_grads": (
        "inductor",
        {
            "t5": (case_t5_step, {}, {}),
            "t5_dropout0": (case_t5_step, {"dropout": 0.0}, {}),
            "qwen2": (case_hf, {"model": "qwen2"}, {}),
            "qwen2_realize_reads1": (case_hf, {"model": "qwen2", "realize_reads_threshold": 1}, {}),
        },
    ),
    # ConvNeXt with and without stochastic depth: each block's gradient also applies the drop-path mask.
    "drop_path": (
        "inductor",
        {
            "convnext_atto": (case_timm, {"name": "convnext_atto", "batch": 32, "image": 128}, {}),
            "convnext_atto_drop_path": (
                case_timm,
                {"name": "convnext_atto", "batch": 32, "image": 128, "model_kwargs": {"drop_path_rate": 0.1}},
                {},
            ),
        },
    ),
    # Grouped-query attention with 2 and 4 key/value heads: Inductor groups the keys' rotary backward otherwise.
    "kv_heads": (
        "inductor",
        {
            "qwen2": (case_hf, {"model": "qwen2"}, {}),
            "qwen2_kv4": (case_hf, {"model": "qwen2", "model_config": {"num_key_value_heads": 4}}, {}),
        },
    ),
    # Work moving between a library or fallback op and Triton kernels: aten's dropout against Inductor's fused random
    # numbers, cuDNN's attention against bmm, softmax and bmm.
    "extern_moves": (
        "inductor",
        {
            "t5": (case_hf, {"model": "t5"}, {}),
            "t5_fallback_random": (case_hf, {"model": "t5", "fallback_random": True}, {}),
            "qwen2": (case_hf, {"model": "qwen2"}, {}),
            "qwen2_eager": (case_hf, {"model": "qwen2", "attention": "eager"}, {}),
        },
    ),
    "t5_softmax": (
        "inductor",
        {
            "base": (case_hf, {"model": "t5"}, {}),
            "no_online_softmax": (case_hf, {"model": "t5", "online_softmax": False}, {}),
        },
    ),
    "bn_split": (
        "inductor",
        {
            "base": (case_bn_net, {}, {}),
            "no_split_reductions": (case_bn_net, {"split_reductions": False}, {}),
        },
    ),
    "complex_gather_xla": (
        "xla",
        {
            "fused": (case_complex_gather_xla, {}, {}),
            "rerun": (case_complex_gather_xla, {}, {}),
            "barrier": (case_complex_gather_xla, {"barrier": True}, {}),
        },
    ),
    "mean_layout": (
        "inductor",
        {
            "contiguous": (case_mean_layout, {}, {}),
            "strided": (case_mean_layout, {"strided": True}, {}),
            "strided_no_split": (case_mean_layout, {"strided": True, "split_reductions": False}, {}),
        },
    ),
    # Reruns of one program: pad_mm times each gemm padded and plain in every run, so runs differ in what they pad.
    "moe_rerun": ("inductor", {f"olmoe{suffix}": (case_hf, {"model": "olmoe"}, {}) for suffix in RERUNS}),
    "tied_vocab": (
        "inductor",
        {
            f"bert{suffix}": (
                case_hf,
                {"model": "bert", "tokens": 200, "model_config": {"vocab_size": 2001, "intermediate_size": 700}},
                {},
            )
            for suffix in RERUNS
        },
    ),
    "bert_seq375": (
        "inductor",
        {f"bert{suffix}": (case_hf, {"model": "bert", "batch": 4, "tokens": 375}, {}) for suffix in RERUNS[:3]},
    ),
    "seq_reruns": (
        "inductor",
        {
            **{
                f"{model}_seq750{suffix}": (case_hf, {"model": model, "tokens": 750}, {})
                for model in ("qwen2", "gpt_neox", "opt", "phi", "starcoder2", "mixtral", "t5", "bart")
                for suffix in RERUNS[:3]
            },
            **{
                f"deberta_b4_seq375{suffix}": (case_hf, {"model": "deberta_v2", "batch": 4, "tokens": 375}, {})
                for suffix in RERUNS[:3]
            },
            **{
                f"vit_b10_img192{suffix}": (case_timm, {"name": "vit_tiny_patch16_224", "batch": 10, "image": 192}, {})
                for suffix in RERUNS[:3]
            },
        },
    ),
    "swin_reruns": _timm_reruns("swin", "swin_tiny_patch4_window7_224"),
    "crossvit_reruns": _timm_reruns("crossvit", "crossvit_tiny_240", image=240),
    "gcvit_reruns": _timm_reruns("gcvit", "gcvit_xxtiny"),
    "convit_reruns": _timm_reruns("convit", "convit_tiny"),
    "mvitv2_reruns": _timm_reruns("mvitv2", "mvitv2_tiny"),
    "vit_relpos_reruns": _timm_reruns("vit_relpos", "vit_relpos_small_patch16_224"),
    "swinv2_reruns": _timm_reruns("swinv2", "swinv2_cr_tiny_ns_224"),
    "levit_padding": (
        "torch_log",
        {
            variant: (case_timm, {"name": "levit_128s", **settings}, {})
            for variant, settings in (("padded", {"force_shape_pad": True}), ("plain", {"shape_padding": False}))
        },
    ),
    "hf_families": (
        "inductor",
        {
            f"{model}{suffix}": (case_hf_inputs, {"model": model, **arguments}, {})
            for model, (edit, change) in HF_FAMILY_EDITS.items()
            for suffix, arguments in (("", {}), ("_rerun", {}), (f"_{edit}", {"model_config": change}))
        },
    ),
    "whisper_rerun": (
        "inductor",
        {
            f"whisper{suffix}": (case_hf, {"model": "whisper", "model_config": {"vocab_size": 2001}}, {})
            for suffix in RERUNS[:3]
        },
    ),
    "unbacked": (
        "inductor",
        {
            f"{program}_{name}": (case_unbacked, {"program": program, **arguments}, {})
            for program in ("pointwise_sum", "norm")
            for name, arguments in (
                ("static", {}),
                ("unbacked", {"unbacked": True}),
                ("unbacked_rerun", {"unbacked": True}),
            )
        },
    ),
    "var_layout": (
        "inductor",
        {"contiguous": (case_var_layout, {}, {}), "strided": (case_var_layout, {"strided": True}, {})},
    ),
    "diff_squares_xla": (
        "xla",
        {
            "cpu": (case_diff_squares_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "cpu_rerun": (case_diff_squares_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "cpu_no_ynn_reduce": (
                case_diff_squares_xla,
                {},
                {"JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_cpu_experimental_ynn_fusion_type=-reduce"},
            ),
            "cpu_gradient": (case_diff_squares_xla, {"gradient": True}, {"JAX_PLATFORMS": "cpu"}),
            "cpu_gradient_no_ynn_reduce": (
                case_diff_squares_xla,
                {"gradient": True},
                {"JAX_PLATFORMS": "cpu", "XLA_FLAGS": "--xla_cpu_experimental_ynn_fusion_type=-reduce"},
            ),
            "gpu": (case_diff_squares_xla, {}, {}),
            "gpu_gradient": (case_diff_squares_xla, {"gradient": True}, {}),
        },
    ),
    "scan_temps_xla": (
        "xla",
        {
            "base": (case_scan_temps_xla, {}, {}),
            "rerun": (case_scan_temps_xla, {}, {}),
            "no_horizontal": (
                case_scan_temps_xla,
                {},
                {"XLA_FLAGS": "--xla_disable_hlo_passes=horizontal_loop_fusion"},
            ),
        },
    ),
    # A narrower MobileNetV3: blocks take the channels the block after them had at full width.
    "width": (
        "inductor",
        {
            "mobilenetv3_small_100": (case_timm, {"name": "mobilenetv3_small_100", "batch": 32, "image": 128}, {}),
            "mobilenetv3_small_075": (case_timm, {"name": "mobilenetv3_small_075", "batch": 32, "image": 128}, {}),
        },
    ),
    "gnn_xla": (
        "xla",
        {
            "base": (case_gnn_xla, {}, {}),
            "nodes8192": (case_gnn_xla, {"nodes": 8192}, {}),
        },
    ),
    "layer_edits": (
        "inductor",
        {
            "qwen2": (case_hf, {"model": "qwen2"}, {}),
            "qwen2_layers3": (case_hf, {"model": "qwen2", "model_config": {"num_hidden_layers": 3}}, {}),
            "qwen2_wide": (case_hf, {"model": "qwen2", "model_config": {"intermediate_size": 1024}}, {}),
        },
    ),
    "hf_edits": (
        "inductor",
        {
            "phi3": (case_hf, {"model": "phi3"}, {}),
            "phi3_gelu": (case_hf, {"model": "phi3", "model_config": {"hidden_act": "gelu_new"}}, {}),
            "cohere": (case_hf, {"model": "cohere"}, {}),
            "cohere_qk_norm": (case_hf, {"model": "cohere", "model_config": {"use_qk_norm": True}}, {}),
            "gpt_bigcode": (case_hf, {"model": "gpt_bigcode"}, {}),
            "gpt_bigcode_mha": (case_hf, {"model": "gpt_bigcode", "model_config": {"multi_query": False}}, {}),
        },
    ),
    "hf_more_edits": (
        "inductor",
        {
            "jetmoe": (case_hf, {"model": "jetmoe"}, {}),
            "jetmoe_rerun": (case_hf, {"model": "jetmoe"}, {}),
            "granitemoe": (case_hf, {"model": "granitemoe"}, {}),
            "granitemoe_top1": (case_hf, {"model": "granitemoe", "model_config": {"num_experts_per_tok": 1}}, {}),
            "megatron_bert": (case_hf, {"model": "megatron_bert"}, {}),
            "megatron_bert_no_attn_dropout": (
                case_hf,
                {"model": "megatron_bert", "model_config": {"attention_probs_dropout_prob": 0.0}},
                {},
            ),
            "xlm_roberta": (case_hf, {"model": "xlm_roberta"}, {}),
            "xlm_roberta_eager": (case_hf, {"model": "xlm_roberta", "attention": "eager"}, {}),
        },
    ),
    "layout_beside_padding": (
        "inductor",
        {name: (case_hf_inputs, {"model": "deit"}, {}) for name in ("deit", "deit_rerun")},
    ),
    "vit_reruns_padding": (
        "inductor",
        {name: (case_hf_inputs, {"model": "vit"}, {}) for name in ("vit_run3", "vit_run4")},
    ),
    "layer_edits_xla": (
        "xla",
        {
            "llama_layers4": (case_llama_xla, {}, {}),
            "llama_layers3": (case_llama_xla, {"layers": 3}, {}),
            "t5": (case_t5_xla, {}, {}),
            "t5_layers3": (case_t5_xla, {"layers": 3}, {}),
        },
    ),
    "scan_batch_xla": (
        "xla",
        {
            "base": (case_gpt_scan_xla, {}, {}),
            "b16": (case_gpt_scan_xla, {"batch": 16}, {}),
        },
    ),
    "vit_xla": (
        "xla",
        {
            "base": (case_vit_xla, {}, {}),
            "gelu_exact": (case_vit_xla, {"exact_gelu": True}, {}),
        },
    ),
    # Whisper's feed-forward activation: GELU (one erf node) against ReLU and its mask (two nodes fused).
    "activation": (
        "inductor",
        {
            "whisper": (case_hf, {"model": "whisper"}, {}),
            "whisper_relu": (case_hf, {"model": "whisper", "model_config": {"activation_function": "relu"}}, {}),
        },
    ),
    "qkv_bias": (
        "inductor",
        {
            "starcoder2": (case_hf, {"model": "starcoder2"}, {}),
            "starcoder2_no_bias": (case_hf, {"model": "starcoder2", "model_config": {"use_bias": False}}, {}),
        },
    ),
    "acc_reads": (
        "inductor",
        {
            "gemma3": (case_hf, {"model": "gemma3"}, {}),
            "gemma3_acc_reads1": (case_hf, {"model": "gemma3", "realize_acc_reads_threshold": 1}, {}),
        },
    ),
    # XLA's autotuner off: every dot a Triton gemm as emitted, against the ones it times as cuBLAS calls.
    "autotune_level_xla": (
        "xla",
        {
            "vit": (case_vit_xla, {}, {}),
            "vit_autotune0": (case_vit_xla, {}, {"XLA_FLAGS": "--xla_gpu_autotune_level=0"}),
        },
    ),
    # XLA on the CPU, for pairs across jax releases: run under each release's Python (see the module's docstring).
    "xla_cpu": (
        "xla",
        {
            "memory": (case_memory_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "layers": (case_layers_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "scan_temps": (case_scan_temps_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "kv_cache": (case_kv_cache_xla, {}, {"JAX_PLATFORMS": "cpu"}),
            "attention": (case_attention_xla, {"dtype": "float32", "seq": 256}, {"JAX_PLATFORMS": "cpu"}),
        },
    ),
    # Inductor on the CPU: a transformers model's C++ kernels, as a team without GPUs in CI compiles it.
    "hf_cpu": (
        "inductor",
        {
            "qwen2": (case_hf_cpu, {"model": "qwen2"}, {}),
            "qwen2_rerun": (case_hf_cpu, {"model": "qwen2"}, {}),
            "qwen2_b4": (case_hf_cpu, {"model": "qwen2", "batch": 4}, {}),
            "qwen2_nofusion": (case_hf_cpu, {"model": "qwen2", "max_fusion_size": 1}, {}),
        },
    ),
    "groupnorm_xla": (
        "xla",
        {
            "base": (case_groupnorm_xla, {}, {}),
            "rerun": (case_groupnorm_xla, {}, {}),
            "gelu": (case_groupnorm_xla, {"activation": "gelu"}, {}),
        },
    ),
}


# --- the driver ---------------------------------------------------------------------------------------------------


def _versions() -> str:
    lines = [f"python {sys.version.split()[0]}"]
    try:
        import torch
        import triton

        lines += [
            f"torch {torch.__version__}",
            f"cuda (torch) {torch.version.cuda}",
            f"triton {triton.__version__}",
            f"gpu {torch.cuda.get_device_name(0)}",
        ]
    except Exception as error:
        lines.append(f"torch unavailable: {error}")
    for module in ("jax", "jaxlib", "transformers"):
        try:
            lines.append(f"{module} {__import__(module).__version__}")
        except Exception as error:
            lines.append(f"{module} unavailable: {error}")
    if shutil.which("nvidia-smi"):
        query = ["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"]
        smi = subprocess.run(query, capture_output=True, text=True, check=False)
        lines.append(f"nvidia-smi {smi.stdout.strip()}")
    return "\n".join(lines) + "\n"


def _environment(compiler: str, raw: Path, scratch: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONUNBUFFERED="1", TRITON_CACHE_DIR=str(scratch / "triton"))
    if compiler in ("inductor", "torch_log", "torch_log_ir", "torch_trace"):
        env.update(
            TORCHINDUCTOR_CACHE_DIR=str(scratch / "inductor"),
            TORCHINDUCTOR_FORCE_DISABLE_CACHES="1",
            TORCHINDUCTOR_COMPILE_THREADS="4",
        )
    if compiler == "inductor":
        env.update(TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=str(raw), TORCH_LOGS="aot_graphs")
    elif compiler == "torch_log":
        env.update(TORCH_LOGS="output_code")
    elif compiler == "torch_log_ir":
        env.update(TORCH_LOGS="ir_post_fusion,output_code")
    elif compiler == "torch_trace":  # tlparse's trace, and the same run's IR and code logged in its messages alone
        env.update(
            TORCH_TRACE=str(raw / "trace"), TORCH_LOGS="ir_post_fusion,output_code", TORCH_LOGS_FORMAT="%(message)s"
        )
    elif compiler == "xla":
        env.update(
            XLA_PYTHON_CLIENT_PREALLOCATE="false",
            XLA_FLAGS=f"--xla_dump_to={raw / 'xla'} --xla_dump_hlo_as_text --xla_dump_hlo_module_re=jit_step",
        )
    elif compiler == "xla_whole":  # every module the process compiles, as a user dumping it whole gets them
        env.update(
            XLA_PYTHON_CLIENT_PREALLOCATE="false", XLA_FLAGS=f"--xla_dump_to={raw / 'xla'} --xla_dump_hlo_as_text"
        )
    return env


def _keep_for_dumpdiff(compiler: str, raw: Path, stderr: Path, dumps: Path) -> int:
    """Copy what dumpdiff reads from the raw output into `dumps`; return the number of files copied."""
    dumps.mkdir(parents=True, exist_ok=True)
    copied = 0
    if compiler == "inductor":
        for graph in sorted(raw.glob("torch_compile_debug/run_*/torchinductor/*")):
            for name in INDUCTOR_FILES:
                if (graph / name).is_file():
                    (dumps / graph.name).mkdir(exist_ok=True)
                    shutil.copy2(graph / name, dumps / graph.name / name)
                    copied += 1
        shutil.copy2(stderr, dumps / "aot_graphs.log")
    elif compiler in ("torch_log", "torch_log_ir"):
        shutil.copy2(stderr, dumps / ("output_code.log" if compiler == "torch_log" else "compile.log"))
        copied += 1
    elif compiler == "torch_trace":
        shutil.copy2(stderr, dumps / "messages.log")
        for trace in sorted((raw / "trace").glob("*.log")):
            shutil.copy2(trace, dumps / "trace.log")
        copied += 2
    else:
        modules = "*jit_step*" if compiler == "xla" else "*"
        for path in sorted((raw / "xla").glob(f"{modules}after_optimizations*")):
            shutil.copy2(path, dumps / path.name)
            copied += 1
    return copied


def _run_variant(case: str, variant: str, out: Path, timeout: float, log: Callable[[str], None]) -> bool:
    compiler, variants = CASES[case]
    raw = out / "raw" / case / variant
    scratch = out / "scratch" / case / variant
    raw.mkdir(parents=True, exist_ok=True)
    scratch.mkdir(parents=True, exist_ok=True)
    stderr = raw / "stderr.log"
    env = _environment(compiler, raw, scratch)
    for name, value in variants[variant][2].items():
        env[name] = f"{env.get(name, '')} {value}".strip()
    started = time.monotonic()
    with stderr.open("w") as err, (raw / "stdout.log").open("w") as stdout:
        try:
            process = subprocess.run(
                [sys.executable, os.path.abspath(__file__), "--child", case, variant],
                cwd=raw,
                env=env,
                stdout=stdout,
                stderr=err,
                timeout=timeout,
                check=False,
            )
            status = f"rc {process.returncode}"
            ok = process.returncode == 0
        except subprocess.TimeoutExpired:
            status, ok = f"timed out after {timeout:.0f}s", False
    shutil.rmtree(scratch, ignore_errors=True)
    seconds = time.monotonic() - started
    if not ok:
        tail = stderr.read_text(errors="replace").splitlines()[-25:]
        log(f"FAIL {case}/{variant}: {status} in {seconds:.0f}s\n    " + "\n    ".join(tail))
        return False
    copied = _keep_for_dumpdiff(compiler, raw, stderr, out / "dumps" / case / variant)
    log(f"ok   {case}/{variant}: {seconds:.0f}s, {copied} files kept")
    return True


def _write_examples(out: Path) -> None:
    for variant in ("base", "nofusion"):
        source = out / "dumps" / "mlp" / variant
        target = out / "examples" / f"mlp_{variant}"
        # what dumpdiff does not read stays out of the repository
        ignored = shutil.ignore_patterns("aot_graphs.log", "ir_pre_fusion.txt")
        shutil.copytree(source, target, ignore=ignored, dirs_exist_ok=True)
    shutil.copy2(out / "VERSIONS", out / "examples" / "VERSIONS")


def _archive(out: Path, name: str, log: Callable[[str], None]) -> None:
    with tarfile.open(out / f"{name}.tar.gz", "w:gz") as archive:
        archive.add(out / name, arcname=name)
        archive.add(out / "VERSIONS", arcname=f"{name}/VERSIONS")
    log(f"archive {name}.tar.gz: {(out / f'{name}.tar.gz').stat().st_size / 2**20:.1f} MiB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="output folder")
    parser.add_argument("--only", default="", help="comma-separated cases or case/variant (default: all)")
    parser.add_argument("--jobs", type=int, default=6, help="variants run at once")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one variant may run")
    parser.add_argument("--deadline", type=float, default=500, help="seconds after which every variant is stopped")
    parser.add_argument("--archive", action="store_true", help="also write dumps.tar.gz and raw.tar.gz")
    parser.add_argument("--child", nargs=2, metavar=("CASE", "VARIANT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        function, kwargs, _ = CASES[args.child[0]][1][args.child[1]]
        function(**kwargs)
        return 0
    if args.out is None:
        parser.error("--out is required")
    out: Path = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    log_file = (out / "log").open("a")

    log_lock = threading.Lock()

    def log(line: str) -> None:
        with log_lock:  # variants finish on several threads at once
            print(line, flush=True)
            log_file.write(line + "\n")
            log_file.flush()

    versions = _versions()
    (out / "VERSIONS").write_text(versions)
    log(versions)
    only = set(args.only.split(",")) - {""}
    chosen = [
        (case, variant)
        for case, (_, variants) in CASES.items()
        for variant in variants
        if not only or case in only or f"{case}/{variant}" in only
    ]
    started = time.monotonic()

    def scheduled(case: str, variant: str) -> bool:
        remaining = args.deadline - (time.monotonic() - started)
        if remaining < 30:
            log(f"SKIP {case}/{variant}: too close to the deadline")
            return False
        return _run_variant(case, variant, out, min(args.timeout, remaining), log)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(scheduled, case, variant) for case, variant in chosen]
        results = [future.result() for future in futures]
    log(f"{sum(results)}/{len(results)} variants made in {time.monotonic() - started:.0f}s")
    if (out / "dumps" / "mlp" / "base").is_dir() and (out / "dumps" / "mlp" / "nofusion").is_dir():
        _write_examples(out)
    if args.archive:
        shutil.rmtree(out / "scratch", ignore_errors=True)
        for name in ("dumps", "raw"):
            if (out / name).is_dir():
                _archive(out, name, log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
