"""The layer classes of yaten.nn, one family per file."""
from yaten.nn.modules.activation_attention import MultiheadAttention
from yaten.nn.modules.activation import GELU, LogSoftmax, ReLU, Sigmoid, SiLU, Softmax, Tanh
from yaten.nn.modules.activation import (  # issue 19's activations
    CELU, ELU, GLU, SELU, Hardshrink, Hardsigmoid, Hardswish, Hardtanh, LeakyReLU, LogSigmoid, Mish, PReLU, ReLU6,
    RReLU, Softmax2d, Softmin, Softplus, Softshrink, Softsign, Tanhshrink, Threshold)
from yaten.nn.modules.batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d
from yaten.nn.modules.container import ModuleDict, ModuleList, ParameterDict, ParameterList, Sequential
from yaten.nn.modules.conv import Conv1d, Conv2d
from yaten.nn.modules.conv_variants import Conv3d, ConvTranspose1d, ConvTranspose2d, ConvTranspose3d
from yaten.nn.modules.distance import CosineSimilarity, PairwiseDistance
from yaten.nn.modules.channelshuffle import ChannelShuffle
from yaten.nn.modules.dropout import AlphaDropout, Dropout, Dropout1d, Dropout2d, Dropout3d, FeatureAlphaDropout
from yaten.nn.modules.flatten import Flatten, Unflatten
from yaten.nn.modules.fold import Fold, Unfold
from yaten.nn.modules.linear import Bilinear, Identity, Linear
from yaten.nn.modules.loss import BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, L1Loss, MSELoss, NLLLoss
from yaten.nn.modules.loss import (  # issue 19's losses
    CosineEmbeddingLoss, GaussianNLLLoss, HingeEmbeddingLoss, HuberLoss, KLDivLoss, MarginRankingLoss,
    MultiLabelMarginLoss, MultiLabelSoftMarginLoss, MultiMarginLoss, PoissonNLLLoss, SmoothL1Loss, SoftMarginLoss,
    TripletMarginLoss, TripletMarginWithDistanceLoss)
from yaten.nn.modules.loss import CTCLoss
from yaten.nn.modules.module import Module
from yaten.nn.modules.normalization import GroupNorm, LayerNorm
from yaten.nn.modules.padding import (
    ConstantPad1d, ConstantPad2d, ConstantPad3d, ReflectionPad1d, ReflectionPad2d, ReflectionPad3d, ReplicationPad1d,
    ReplicationPad2d, ReplicationPad3d, ZeroPad2d)
from yaten.nn.modules.pixelshuffle import PixelShuffle, PixelUnshuffle
from yaten.nn.modules.instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, LocalResponseNorm
from yaten.nn.modules.pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from yaten.nn.modules.pooling_more import (AdaptiveAvgPool1d, AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d,
                                           AdaptiveMaxPool3d, AvgPool1d, AvgPool3d, LPPool1d, LPPool2d, MaxPool1d,
                                           MaxPool3d, MaxUnpool1d, MaxUnpool2d, MaxUnpool3d)
from yaten.nn.modules.fractional_pooling import FractionalMaxPool2d, FractionalMaxPool3d
from yaten.nn.modules.adaptive import AdaptiveLogSoftmaxWithLoss
from yaten.nn.modules.deprecated import Container, NLLLoss2d
from yaten.nn.modules.rnn import GRU, GRUCell, LSTM, LSTMCell, RNN, RNNBase, RNNCell, RNNCellBase
from yaten.nn.modules.lazy import (
    LazyBatchNorm1d, LazyBatchNorm2d, LazyBatchNorm3d, LazyConv1d, LazyConv2d, LazyConv3d, LazyConvTranspose1d,
    LazyConvTranspose2d, LazyConvTranspose3d, LazyInstanceNorm1d, LazyInstanceNorm2d, LazyInstanceNorm3d, LazyLinear)
from yaten.nn.modules.sparse import Embedding, EmbeddingBag
from yaten.nn.modules.upsampling import Upsample, UpsamplingBilinear2d, UpsamplingNearest2d
from yaten.nn.modules.transformer import (Transformer, TransformerDecoder, TransformerDecoderLayer,
                                          TransformerEncoder, TransformerEncoderLayer)

__all__ = [
    "AdaptiveAvgPool2d", "AvgPool2d", "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d", "BatchNorm2d", "Bilinear",
    "Conv1d", "Conv2d", "CrossEntropyLoss", "Dropout", "Embedding", "Flatten", "GELU", "GroupNorm", "Identity", "L1Loss",
    "LayerNorm", "Linear", "LogSoftmax", "MSELoss", "MaxPool2d", "Module", "ModuleDict", "ModuleList", "NLLLoss",
    "ReLU", "SiLU", "Sequential", "Sigmoid", "Softmax", "Tanh",
    # issue 19's activations
    "CELU", "ELU", "GLU", "SELU", "Hardshrink", "Hardsigmoid", "Hardswish", "Hardtanh", "LeakyReLU", "LogSigmoid",
    "Mish", "PReLU", "ReLU6", "RReLU", "Softmax2d", "Softmin", "Softplus", "Softshrink", "Softsign", "Tanhshrink",
    "Threshold",
    # issue 19's losses
    "CosineEmbeddingLoss", "GaussianNLLLoss", "HingeEmbeddingLoss", "HuberLoss", "KLDivLoss", "MarginRankingLoss",
    "MultiLabelMarginLoss", "MultiLabelSoftMarginLoss", "MultiMarginLoss", "PoissonNLLLoss", "SmoothL1Loss",
    "SoftMarginLoss", "TripletMarginLoss", "TripletMarginWithDistanceLoss", "CosineSimilarity", "PairwiseDistance",
    "CTCLoss", "LazyBatchNorm1d", "LazyBatchNorm2d", "LazyBatchNorm3d", "LazyConv1d", "LazyConv2d", "LazyConv3d",
    "LazyConvTranspose1d", "LazyConvTranspose2d", "LazyConvTranspose3d", "LazyInstanceNorm1d", "LazyInstanceNorm2d", "LazyInstanceNorm3d",
    # issue 19's padding, resampling, rearranging and dropout layers
    "ConstantPad1d", "ConstantPad2d", "ConstantPad3d", "ReflectionPad1d", "ReflectionPad2d", "ReflectionPad3d",
    "ReplicationPad1d", "ReplicationPad2d", "ReplicationPad3d", "ZeroPad2d", "Upsample", "UpsamplingBilinear2d",
    "UpsamplingNearest2d", "PixelShuffle", "PixelUnshuffle", "ChannelShuffle", "Unflatten", "AlphaDropout",
    "Dropout1d", "Dropout2d", "Dropout3d", "FeatureAlphaDropout", "ParameterDict", "ParameterList", "EmbeddingBag", "LazyLinear", "Fold", "Unfold",
    # attention and transformers
    "MultiheadAttention", "Transformer", "TransformerDecoder", "TransformerDecoderLayer", "TransformerEncoder",
    "TransformerEncoderLayer",
    # recurrent layers
    "GRU", "GRUCell", "LSTM", "LSTMCell", "RNN", "RNNBase", "RNNCell", "RNNCellBase",
    # convolutions, pools and normalizations
    "AdaptiveAvgPool1d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d",
    "AvgPool1d", "AvgPool3d", "MaxPool3d", "BatchNorm3d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
    "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "LPPool1d", "LPPool2d", "LocalResponseNorm", "MaxPool1d",
    "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d", "FractionalMaxPool2d", "FractionalMaxPool3d",
    "AdaptiveLogSoftmaxWithLoss", "Container", "NLLLoss2d",
]

# Classes that yaten defines in another file than torch does, made reachable
# at torch's path too (torch.nn.modules.activation.MultiheadAttention, ...),
# which scripts name in safe_globals lists, isinstance checks and imports.
_AT_TORCH_PATH = {
    "activation": ["MultiheadAttention"],
    "batchnorm": ["LazyBatchNorm1d", "LazyBatchNorm2d", "LazyBatchNorm3d"],
    "container": ["Container"],
    "conv": ["Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d", "LazyConv1d", "LazyConv2d",
             "LazyConv3d", "LazyConvTranspose1d", "LazyConvTranspose2d", "LazyConvTranspose3d"],
    "instancenorm": ["LazyInstanceNorm1d", "LazyInstanceNorm2d", "LazyInstanceNorm3d"],
    "linear": ["LazyLinear"],
    "loss": ["NLLLoss2d"],
    "normalization": ["LocalResponseNorm"],
    "pooling": ["MaxPool1d", "MaxPool3d", "MaxUnpool1d", "MaxUnpool2d", "MaxUnpool3d", "AvgPool1d", "AvgPool3d",
                "FractionalMaxPool2d", "FractionalMaxPool3d", "LPPool1d", "LPPool2d", "AdaptiveMaxPool1d",
                "AdaptiveMaxPool2d", "AdaptiveMaxPool3d", "AdaptiveAvgPool1d", "AdaptiveAvgPool3d"],
}


def _place_at_torch_paths():
    import importlib
    for module_name, class_names in _AT_TORCH_PATH.items():
        module = importlib.import_module(f"{__name__}.{module_name}")
        for class_name in class_names:
            setattr(module, class_name, globals()[class_name])


_place_at_torch_paths()
