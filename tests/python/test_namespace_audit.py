"""The whole of torch 1.13's public namespace against yaten's: every
torch.* callable (functions and classes), every torch submodule and every
public Tensor attribute either exists in yaten or is listed in MISSING
with why. The test fails when the list is wrong either way: a name yaten
lacks that is not listed, or a listed name that yaten now has (take it
off). Both namespaces are read in a fresh process, so what other tests
import does not change the answer.
Run as a script to print what is missing and unlisted."""
import json
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("torch")

TORCHSCRIPT = "TorchScript internals: the JIT's IR, type system and runtime; yaten has no graph compiler (yaten.jit runs code as Python)"
QUANTIZED = "quantization: yaten has no quantized dtypes"
SPARSE = "sparse layouts: yaten has COO tensors for products with dense matrices only (yaten.sparse); no CSR/CSC/BSR, no sparse methods on dense tensors"
COMPLEX = "complex dtypes: yaten has the ten real dtypes only"
BACKENDS = "a CUDA, cuDNN, MIOpen, MKL-DNN, FBGEMM or Vulkan backend's own entry point; yaten computes on the CPU alone"
STORAGE = "the storage base classes and file-backed storages: not written yet"
INTERNAL = "an internal or deprecated entry point of torch's own machinery that scripts do not call"
NOT_YET = "not written yet"

_GROUPS = {
    ("callable", TORCHSCRIPT): """AggregationType AliasDb AnyType Argument ArgumentSpec BenchmarkConfig BenchmarkExecutionStats Block
        BoolType BufferDict CallStack Capsule ClassType Code CompilationUnit CompleteArgumentSpec
        ComplexType ConcreteModuleType ConcreteModuleTypeBuilder DeepCopyMemoTable
        DeserializationStorageContext DeviceObjType DictType EnumType ErrorReport ExecutionPlan FileCheck
        FloatType FunctionSchema Future FutureType Gradient Graph GraphExecutorState IODescriptor
        InferredType IntType InterfaceType JITException ListType LiteScriptModule LockingLogger LoggerBase
        MobileOptimizerType ModuleDict Node NoneType NoopLogger NumberType OperatorInfo OptionalType
        ParameterDict PyObjectType PyTorchFileReader PyTorchFileWriter RRefType ScriptClass
        ScriptClassFunction ScriptDict ScriptDictIterator ScriptDictKeyIterator ScriptFunction ScriptList
        ScriptListIterator ScriptMethod ScriptModule ScriptModuleSerializer ScriptObject
        ScriptObjectProperty SerializationStorageContext StaticModule StreamObjType StringType SymFloatNode
        SymIntNode SymIntType Tag TensorType ThroughputBenchmark TracingState TupleType Type UnionType Use
        Value fork wait import_ir_module import_ir_module_from_buffer merge_type_from_type_comment parse_ir
        parse_schema parse_type_comment unify_type_list""",
    ("callable", "typing re-exports of torch's namespace"): "Any Callable Set Union",
    ("callable", STORAGE): "Storage StorageBase from_file",
    ("callable", QUANTIZED): """QInt32Storage QInt8Storage QUInt2x4Storage QUInt4x2Storage QUInt8Storage choose_qparams_optimized
        dequantize empty_quantized fake_quantize_per_channel_affine fake_quantize_per_tensor_affine
        fused_moving_avg_obs_fake_quant int_repr q_per_channel_axis q_per_channel_scales
        q_per_channel_zero_points q_scale q_zero_point qscheme quantize_per_channel quantize_per_tensor
        quantize_per_tensor_dynamic quantized_batch_norm quantized_gru quantized_gru_cell quantized_lstm
        quantized_lstm_cell quantized_max_pool1d quantized_max_pool2d quantized_rnn_relu_cell
        quantized_rnn_tanh_cell""",
    ("callable", SPARSE): """ccol_indices_copy col_indices_copy crow_indices_copy dsmm hsmm hspmm indices_copy resize_as_sparse_
        row_indices_copy saddmm smm sparse_bsc_tensor sparse_bsr_tensor sparse_compressed_tensor
        sparse_csc_tensor sparse_csr_tensor sspaddmm values_copy""",
    ("callable", COMPLEX): """ComplexDoubleStorage ComplexFloatStorage complex polar view_as_complex view_as_real angle
        view_as_complex_copy view_as_real_copy""",
    ("callable", BACKENDS): """cudnn_affine_grid_generator cudnn_batch_norm cudnn_convolution cudnn_convolution_add_relu
        cudnn_convolution_relu cudnn_convolution_transpose cudnn_grid_sampler cudnn_is_acceptable
        fbgemm_linear_fp16_weight fbgemm_linear_fp16_weight_fp32_activation fbgemm_linear_int8_weight
        fbgemm_linear_int8_weight_fp32_activation fbgemm_linear_quantize_weight fbgemm_pack_gemm_matrix_fp16
        fbgemm_pack_quantized_matrix miopen_batch_norm miopen_convolution miopen_convolution_add_relu
        miopen_convolution_relu miopen_convolution_transpose miopen_depthwise_convolution miopen_rnn
        mkldnn_adaptive_avg_pool2d mkldnn_convolution mkldnn_linear_backward_weights mkldnn_max_pool2d
        mkldnn_max_pool3d is_vulkan_available Stream get_autocast_gpu_dtype set_autocast_gpu_dtype""",
    ("callable", "the native entry points of nn ops whose F forms yaten has (convolution and grid_sampler_* take torch's internal argument sets): not written yet"): """convolution
        grid_sampler_2d grid_sampler_3d""",
    ("callable", INTERNAL): """DisableTorchFunction DispatchKey DispatchKeySet ExcludeDispatchKeyGuard FatalError
        autocast_decrement_nesting autocast_increment_nesting batch_norm_backward_elemt
        batch_norm_backward_reduce batch_norm_elemt batch_norm_gather_stats
        batch_norm_gather_stats_with_counts batch_norm_stats batch_norm_update_stats candidate classproperty
        clear_autocast_cache compiled_with_cxx11_abi get_file_path
        is_autocast_cache_enabled native_norm obj prepare_multiprocessing_environment read_vitals
        set_autocast_cache_enabled set_autocast_enabled set_vital vitals_enabled segment_reduce
        align_tensors""",
    ("callable", NOT_YET): """istft lobpcg stft
        to_dlpack""",
    ("submodule", "Python modules torch's namespace happens to import"): "builtins ctypes inspect os platform sys textwrap types torch",
    ("submodule", TORCHSCRIPT): "classes cpp",
    ("submodule", QUANTIZED): "ao quantization",
    ("submodule", NOT_YET): "fft fx hub masked nested onnx package quasirandom",
    ("tensor", SPARSE): """ccol_indices coalesce col_indices crow_indices dense_dim indices is_coalesced row_indices smm
        sparse_dim sparse_mask sparse_resize_ sparse_resize_and_clear_ sspaddmm to_dense
        to_sparse_bsc to_sparse_bsr to_sparse_coo to_sparse_csc to_sparse_csr values resize_as_sparse_""",
    ("tensor", QUANTIZED): """dequantize int_repr q_per_channel_axis q_per_channel_scales q_per_channel_zero_points q_scale
        q_zero_point qscheme""",
    ("tensor", COMPLEX): "angle cdouble cfloat chalf",
    ("tensor", BACKENDS): "ipu xpu to_mkldnn record_stream",
    ("tensor", "deprecated in torch 1.13 and removed from torch 2"): "reinforce",
    ("tensor", INTERNAL): "name to_padded_tensor",
    ("tensor", NOT_YET): "istft stft",
}
MISSING = {(kind, name): why for (kind, why), names in _GROUPS.items() for name in names.split()}

_READ_NAMESPACES = textwrap.dedent("""
    import json, types, torch, yaten
    def public(obj):
        return [n for n in dir(obj) if not n.startswith("_")]
    modules = [n for n in public(torch) if isinstance(getattr(torch, n), types.ModuleType)]
    callables = [n for n in public(torch) if n not in modules and callable(getattr(torch, n))]
    out = {"submodule": [[n, hasattr(yaten, n)] for n in modules],
           "callable": [[n, hasattr(yaten, n)] for n in callables],
           "tensor": [[n, hasattr(yaten.Tensor, n)] for n in public(torch.Tensor)]}
    print(json.dumps(out))
""")


def audit():
    """(missing and unlisted, listed but present) as lists of (kind, name)."""
    found = json.loads(subprocess.run([sys.executable, "-c", _READ_NAMESPACES], check=True, capture_output=True,
                                      text=True).stdout)
    unlisted, present = [], []
    for kind, rows in found.items():
        for name, has in rows:
            if not has and (kind, name) not in MISSING:
                unlisted.append((kind, name))
            if has and (kind, name) in MISSING:
                present.append((kind, name))
    known = {(kind, name) for kind, rows in found.items() for name, _ in rows}
    stale = [key for key in MISSING if key not in known]
    return unlisted, present, stale


def test_every_torch_name_exists_in_yaten_or_is_listed_with_why():
    unlisted, present, stale = audit()
    assert unlisted == [], f"torch has these, yaten lacks them, and MISSING does not say why: {unlisted}"
    assert present == [], f"listed in MISSING but present in yaten now (take them off): {present}"
    assert stale == [], f"listed in MISSING but not in torch 1.13's namespace: {stale}"


if __name__ == "__main__":
    for label, rows in zip(("missing, unlisted", "listed, present", "listed, not in torch"), audit()):
        print(f"{label}: {' '.join(f'{k}:{n}' for k, n in rows)}")
