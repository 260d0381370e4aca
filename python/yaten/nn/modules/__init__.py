"""The layer classes of yaten.nn, one family per file."""
from yaten.nn.modules.activation_attention import MultiheadAttention
from yaten.nn.modules.activation import GELU, LogSoftmax, ReLU, Sigmoid, SiLU, Softmax, Tanh
from yaten.nn.modules.batchnorm import BatchNorm1d, BatchNorm2d, BatchNorm3d
from yaten.nn.modules.container import ModuleDict, ModuleList, Sequential
from yaten.nn.modules.conv import Conv1d, Conv2d
from yaten.nn.modules.conv_variants import Conv3d, ConvTranspose1d, ConvTranspose2d
from yaten.nn.modules.dropout import Dropout
from yaten.nn.modules.flatten import Flatten
from yaten.nn.modules.linear import Bilinear, Identity, Linear
from yaten.nn.modules.loss import BCELoss, BCEWithLogitsLoss, CrossEntropyLoss, L1Loss, MSELoss, NLLLoss
from yaten.nn.modules.module import Module
from yaten.nn.modules.normalization import LayerNorm
from yaten.nn.modules.instancenorm import InstanceNorm1d, InstanceNorm2d, InstanceNorm3d, LocalResponseNorm
from yaten.nn.modules.pooling import AdaptiveAvgPool2d, AvgPool2d, MaxPool2d
from yaten.nn.modules.pooling_more import (AdaptiveAvgPool1d, AdaptiveAvgPool3d, AdaptiveMaxPool1d, AdaptiveMaxPool2d,
                                           AdaptiveMaxPool3d, AvgPool1d, AvgPool3d, LPPool1d, LPPool2d, MaxPool1d,
                                           MaxPool3d, MaxUnpool1d, MaxUnpool2d)
from yaten.nn.modules.rnn import GRU, GRUCell, LSTM, LSTMCell, RNN, RNNBase, RNNCell, RNNCellBase
from yaten.nn.modules.sparse import Embedding
from yaten.nn.modules.transformer import (Transformer, TransformerDecoder, TransformerDecoderLayer,
                                          TransformerEncoder, TransformerEncoderLayer)

__all__ = [
    "AdaptiveAvgPool2d", "AvgPool2d", "BCELoss", "BCEWithLogitsLoss", "BatchNorm1d", "BatchNorm2d", "Bilinear",
    "Conv1d", "Conv2d", "CrossEntropyLoss", "Dropout", "Embedding", "Flatten", "GELU", "Identity", "L1Loss",
    "LayerNorm", "Linear", "LogSoftmax", "MSELoss", "MaxPool2d", "Module", "ModuleDict", "ModuleList", "NLLLoss",
    "ReLU", "SiLU", "Sequential", "Sigmoid", "Softmax", "Tanh",
    # attention and transformers
    "MultiheadAttention", "Transformer", "TransformerDecoder", "TransformerDecoderLayer", "TransformerEncoder",
    "TransformerEncoderLayer",
    # recurrent layers
    "GRU", "GRUCell", "LSTM", "LSTMCell", "RNN", "RNNBase", "RNNCell", "RNNCellBase",
    # convolutions, pools and normalizations
    "AdaptiveAvgPool1d", "AdaptiveAvgPool3d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d",
    "AvgPool1d", "AvgPool3d", "MaxPool3d", "BatchNorm3d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d",
    "InstanceNorm1d", "InstanceNorm2d", "InstanceNorm3d", "LPPool1d", "LPPool2d", "LocalResponseNorm", "MaxPool1d",
    "MaxUnpool1d", "MaxUnpool2d",
]
