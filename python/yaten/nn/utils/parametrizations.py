"""nn.utils.parametrizations, as torch 1.13's: orthogonal (a weight kept
orthogonal through the matrix exponential, the Cayley map or Householder
products of an unconstrained matrix) and spectral_norm (a weight divided by
its largest singular value, estimated by power iteration), both registered
with nn.utils.parametrize."""
import math
from enum import Enum, auto

import yaten
from yaten._tensor import Tensor
from yaten.autograd.grad_mode import no_grad
from yaten.nn import functional as F
from yaten.nn.modules.conv_variants import _ConvTransposeNd
from yaten.nn.modules.module import Module
from yaten.nn.utils import parametrize

__all__ = ["orthogonal", "spectral_norm"]


def _matrix_exp(a):
    """exp(a) of a (batch of) square matrices: a Taylor series of degree 18
    on a / 2**s (norm at most 1/2), squared s times; autograd goes through it."""
    with no_grad():
        norm = a.abs().sum(-2).amax().item() if a.numel() else 0.0
    squarings = max(0, math.ceil(math.log2(norm)) + 1) if norm > 0 else 0
    a = a / (2.0 ** squarings)
    eye = yaten.eye(a.size(-1), dtype=a.dtype).expand_as(a)
    result = eye
    for k in range(18, 0, -1):  # Horner: I + a/1 (I + a/2 (I + ... a/18))
        result = eye + (a @ result) / k
    for _ in range(squarings):
        result = result @ result
    return result


def _geqrf(a):
    """LAPACK's geqrf of a (batch of) matrices: R on and above the diagonal,
    the Householder vectors below it (their leading 1 implied), and tau."""
    a = a.clone()
    rows, cols = a.shape[-2:]
    tau = a.new_zeros(*a.shape[:-2], min(rows, cols))
    for j in range(min(rows, cols)):
        column = a[..., j:, j]
        alpha, rest = column[..., 0], column[..., 1:]
        rest_norm = rest.norm(dim=-1) if rest.shape[-1] else yaten.zeros_like(alpha)
        reflects = rest_norm != 0
        beta = -yaten.copysign(yaten.hypot(alpha, rest_norm), alpha)
        t = yaten.where(reflects, (beta - alpha) / yaten.where(reflects, beta, yaten.ones_like(beta)),
                        yaten.zeros_like(beta))
        scale = yaten.where(reflects, 1 / yaten.where(reflects, alpha - beta, yaten.ones_like(beta)),
                            yaten.zeros_like(beta))
        v = yaten.cat([yaten.ones_like(alpha).unsqueeze(-1), rest * scale.unsqueeze(-1)], dim=-1)
        trailing = a[..., j:, j + 1:]
        a[..., j:, j + 1:] = trailing - t[..., None, None] * v.unsqueeze(-1) * (v.unsqueeze(-2) @ trailing)
        a[..., j, j] = yaten.where(reflects, beta, alpha)
        a[..., j + 1:, j] = v[..., 1:]
        tau[..., j] = t
    return a, tau


def _transposed(x):
    return x.transpose(-2, -1)


def _is_orthogonal(q):
    n, k = q.shape[-2:]
    eps = 10.0 * n * yaten.finfo(q.dtype).eps
    return yaten.allclose(_transposed(q) @ q, yaten.eye(k, dtype=q.dtype), atol=eps)


def _make_orthogonal(a):
    """The Q of a's QR decomposition, with signs making R's diagonal positive."""
    q, r = yaten.linalg.qr(a)
    return q * r.diagonal(dim1=-2, dim2=-1).sgn().unsqueeze(-2)


class _OrthMaps(Enum):
    matrix_exp = auto()
    cayley = auto()
    householder = auto()


class _Orthogonal(Module):
    """Maps an unconstrained matrix to an orthogonal one (times `base`, the
    current point, with the trivialization)."""

    def __init__(self, weight, orthogonal_map, *, use_trivialization=True):
        super().__init__()
        self.shape = weight.shape
        self.orthogonal_map = orthogonal_map
        if use_trivialization:
            self.register_buffer("base", None)

    def forward(self, x):
        n, k = x.shape[-2:]
        transposed = n < k
        if transposed:
            x, n, k = _transposed(x), k, n
        if self.orthogonal_map in (_OrthMaps.matrix_exp, _OrthMaps.cayley):
            x = x.tril()
            if n != k:
                x = yaten.cat([x, x.new_zeros(n, n - k).expand(*x.shape[:-2], -1, -1)], dim=-1)
            skew = x - _transposed(x)
            if self.orthogonal_map == _OrthMaps.matrix_exp:
                q = _matrix_exp(skew)
            else:
                eye = yaten.eye(n, dtype=skew.dtype)
                q = yaten.linalg.solve(yaten.add(eye, skew, alpha=-0.5), yaten.add(eye, skew, alpha=0.5))
            if n != k:
                q = q[..., :k]
        else:
            below = x.tril(diagonal=-1)
            tau = 2.0 / (1.0 + (below * below).sum(dim=-2))
            q = yaten.linalg.householder_product(below, tau)
            q = q * x.diagonal(dim1=-2, dim2=-1).int().unsqueeze(-2)
        if hasattr(self, "base"):
            q = self.base @ q
        return _transposed(q) if transposed else q

    @no_grad()
    def right_inverse(self, q):
        if q.shape != self.shape:
            raise ValueError(f"Expected a matrix or batch of matrices of shape {self.shape}. "
                             f"Got a tensor of shape {q.shape}.")
        q_given = q
        n, k = q.shape[-2:]
        transpose = n < k
        if transpose:
            q, n, k = _transposed(q), k, n
        if not hasattr(self, "base"):
            if self.orthogonal_map != _OrthMaps.householder:
                raise NotImplementedError("It is not possible to assign to the matrix exponential or the Cayley "
                                          "parametrizations when use_trivialization=False.")
            a, tau = _geqrf(q)
            # forward reads the signs of R's diagonal back from the diagonal.
            diagonal = a.diagonal(dim1=-2, dim2=-1)
            diagonal.sign_()
            diagonal[tau == 0.0] *= -1
            return _transposed(a) if transpose else a
        if n == k:
            q = q.clone() if _is_orthogonal(q) else _make_orthogonal(q)
        else:
            filler = yaten.randn(*(q.shape[:-2] + (n, n - k)), dtype=q.dtype)
            q = _make_orthogonal(yaten.cat([q, filler], dim=-1))
        self.base = q
        # forward(-I) is base with the trivialization: start there.
        minus_eye = yaten.zeros_like(q_given)
        minus_eye.diagonal(dim1=-2, dim2=-1).fill_(-1.0)
        return minus_eye


def orthogonal(module, name="weight", orthogonal_map=None, *, use_trivialization=True):
    """Keeps module.<name> (a matrix or batch of them) orthogonal:
    orthogonal_map is "matrix_exp", "cayley" or "householder" (default:
    matrix_exp for square matrices, householder otherwise). Returns module."""
    weight = getattr(module, name, None)
    if not isinstance(weight, Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if weight.ndim < 2:
        raise ValueError(f"Expected a matrix or batch of matrices. Got a tensor of {weight.ndim} dimensions.")
    if orthogonal_map is None:
        orthogonal_map = "matrix_exp" if weight.size(-2) == weight.size(-1) else "householder"
    kind = getattr(_OrthMaps, orthogonal_map, None)
    if kind is None:
        raise ValueError(f'orthogonal_map has to be one of "matrix_exp", "cayley", "householder". '
                         f"Got: {orthogonal_map}")
    parametrize.register_parametrization(module, name, _Orthogonal(weight, kind, use_trivialization=use_trivialization),
                                         unsafe=True)
    return module


class _SpectralNorm(Module):
    """weight / sigma, sigma its largest singular value as seen by the
    power-iteration vectors _u and _v (updated on each training forward)."""

    def __init__(self, weight, n_power_iterations=1, dim=0, eps=1e-12):
        super().__init__()
        ndim = weight.ndim
        if dim >= ndim or dim < -ndim:
            raise IndexError(f"Dimension out of range (expected to be in range of [-{ndim}, {ndim - 1}] "
                             f"but got {dim})")
        if n_power_iterations <= 0:
            raise ValueError(f"Expected n_power_iterations to be positive, but got "
                             f"n_power_iterations={n_power_iterations}")
        self.dim = dim % ndim
        self.eps = eps
        if ndim > 1:
            self.n_power_iterations = n_power_iterations
            matrix = self._reshape_weight_to_matrix(weight)
            rows, cols = matrix.shape
            self.register_buffer("_u", F.normalize(matrix.new_empty(rows).normal_(0, 1), dim=0, eps=eps))
            self.register_buffer("_v", F.normalize(matrix.new_empty(cols).normal_(0, 1), dim=0, eps=eps))
            self._power_method(matrix, 15)

    def _reshape_weight_to_matrix(self, weight):
        if self.dim != 0:
            weight = weight.permute(self.dim, *(d for d in range(weight.dim()) if d != self.dim))
        return weight.flatten(1)

    @no_grad()
    def _power_method(self, matrix, iterations):
        # In place (out=): DataParallel replicas share these buffers.
        for _ in range(iterations):
            self._u = F.normalize(yaten.mv(matrix, self._v), dim=0, eps=self.eps, out=self._u)
            self._v = F.normalize(yaten.mv(matrix.t(), self._u), dim=0, eps=self.eps, out=self._v)

    def forward(self, weight):
        if weight.ndim == 1:
            return F.normalize(weight, dim=0, eps=self.eps)
        matrix = self._reshape_weight_to_matrix(weight)
        if self.training:
            self._power_method(matrix, self.n_power_iterations)
        # Clones: backward must see the vectors of this forward, not later ones.
        u, v = self._u.clone(), self._v.clone()
        return weight / yaten.dot(u, yaten.mv(matrix, v))

    def right_inverse(self, value):
        return value


def spectral_norm(module, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Divides module.<name> by its spectral norm (power iteration,
    n_power_iterations per training forward); dim is the output dim (1 for
    transposed convolutions by default). Returns module."""
    weight = getattr(module, name, None)
    if not isinstance(weight, Tensor):
        raise ValueError(f"Module '{module}' has no parameter or buffer with name '{name}'")
    if dim is None:
        dim = 1 if isinstance(module, _ConvTransposeNd) else 0
    parametrize.register_parametrization(module, name, _SpectralNorm(weight, n_power_iterations, dim, eps))
    return module
