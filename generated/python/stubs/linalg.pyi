# @generated from ops.yaml by codegen (template: stub_module.pyi.j2). Do not edit.
"""Type stubs of yaten.linalg: every function ops.yaml exposes here. Names
written in Python (not from ops.yaml) resolve through __getattr__ below."""
from typing import Any, Sequence, overload

from yaten._C import Number, dtype, device, layout, memory_format, Generator
from yaten._C import strided, contiguous_format, preserve_format, channels_last, channels_last_3d
from yaten._tensor import Tensor

def vander(x: Tensor | Number, *, N: int | None = None) -> Tensor:
    'The Vandermonde matrix of x (batched over leading dims), N increasing powers x**0 ... x**(N-1) (len of the last dim when None).'

def cross(input: Tensor | Number, other: Tensor | Number, *, dim: int = -1, out: Tensor | None = None) -> Tensor:
    'The cross product of 3-vectors along dim, broadcasting self and other.'

def vector_norm(input: Tensor | Number, ord: Number = 2, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'The ord-norm of self as a vector over dim (all elements when None), computed in dtype when given.'

def multi_dot(tensors: Sequence[Tensor], *, out: Tensor | None = None) -> Tensor:
    'The product of the tensors (the first and last may be 1-D, the others 2-D), multiplied in the order that costs the fewest operations.'

def lu_factor_ex(A: Tensor | Number, *, pivot: bool = True, check_errors: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor, Tensor]:
    "The LU factorisation with partial pivoting of each matrix of A (LAPACK getrf), L and U packed in LU, 1-based pivots, and LAPACK's info per matrix (an error on failure only with check_errors)."

def solve_ex(A: Tensor | Number, B: Tensor | Number, *, left: bool = True, check_errors: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "Solves A X = B (X A = B when not left) for square A, batched and broadcast (LAPACK getrf and getrs), with LAPACK's info per matrix (an error on singular A only with check_errors)."

def solve_triangular(input: Tensor | Number, B: Tensor | Number, *, upper: bool, left: bool = True, unitriangular: bool = False, out: Tensor | None = None) -> Tensor:
    'Solves A X = B (X A = B when not left) for triangular A (the upper or lower triangle of self; ones on its diagonal when unitriangular), batched and broadcast (BLAS trsm).'

def cholesky_ex(input: Tensor | Number, *, upper: bool = False, check_errors: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "The Cholesky factor of each symmetric positive-definite matrix of self (lower, or upper when upper; LAPACK potrf), with LAPACK's info per matrix (an error only with check_errors)."

def lu_factor(A: Tensor | Number, *, pivot: bool = True, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    'The LU factorisation with partial pivoting of each matrix of A (L and U packed in LU, 1-based pivots); an error when some U has a zero on its diagonal.'

def lu(A: Tensor | Number, *, pivot: bool = True, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor, Tensor]:
    'A = P L U for each matrix of A: a permutation P, a unit lower triangular L and an upper triangular U.'

def lu_solve(LU: Tensor | Number, pivots: Tensor | Number, B: Tensor | Number, *, left: bool = True, adjoint: bool = False, out: Tensor | None = None) -> Tensor:
    "Solves A X = B (X A = B when not left; with A's transpose when adjoint) from linalg.lu_factor's LU and pivots of A."

def solve(A: Tensor | Number, B: Tensor | Number, *, left: bool = True, out: Tensor | None = None) -> Tensor:
    'Solves A X = B (X A = B when not left) for square A, batched and broadcast; LinAlgError when A is singular.'

def inv_ex(A: Tensor | Number, *, check_errors: bool = False, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "The inverse of each square matrix of A, with LAPACK's info per matrix (an error on singular A only with check_errors)."

def inv(A: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    'The inverse of each square matrix of A; LinAlgError when one is singular.'

def cholesky(input: Tensor | Number, *, upper: bool = False, out: Tensor | None = None) -> Tensor:
    'The Cholesky factor of each symmetric positive-definite matrix of self (lower, or upper when upper); LinAlgError when one is not positive-definite.'

def eigh(input: Tensor | Number, UPLO: str = 'L', *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "The eigenvalues (ascending) and eigenvectors of each symmetric matrix of self, reading its lower (UPLO='L') or upper triangle."

def eigvalsh(input: Tensor | Number, UPLO: str = 'L', *, out: Tensor | None = None) -> Tensor:
    "The eigenvalues (ascending) of each symmetric matrix of self, reading its lower (UPLO='L') or upper triangle."

def svd(A: Tensor | Number, full_matrices: bool = True, *, driver: str | None = None, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor, Tensor]:
    'A = U diag(S) Vh for each matrix of A, singular values descending; U and Vh square when full_matrices.'

def svdvals(A: Tensor | Number, *, driver: str | None = None, out: Tensor | None = None) -> Tensor:
    'The singular values of each matrix of A, descending.'

def qr(A: Tensor | Number, mode: str = 'reduced', *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "A = Q R for each matrix of A: Q with orthonormal columns, R upper triangular; mode 'reduced', 'complete' or 'r' (R only, Q empty)."

def det(A: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "The determinant of each square matrix of A (from LAPACK's LU); its gradient is the cofactor matrix, through the SVD where A is singular."

def slogdet(A: Tensor | Number, *, out: tuple[Tensor, ...] | None = None) -> tuple[Tensor, Tensor]:
    "The sign and the log of the absolute value of the determinant of each square matrix of A (from LAPACK's LU); the sign has no gradient and a zero tangent, as torch's."

def matrix_power(input: Tensor | Number, n: int, *, out: Tensor | None = None) -> Tensor:
    "Each square matrix of self to the integer power n (its inverse's for n < 0, the identity for 0), by repeated squaring."

@overload
def matrix_norm(input: Tensor | Number, ord: Number, dim: Sequence[int] = (-2, -1,), keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'The ord-norm (inf, -inf, 1, -1, 2, -2) of the matrices over dims dim of self.'
@overload
def matrix_norm(input: Tensor | Number, ord: str = 'fro', dim: Sequence[int] = (-2, -1,), keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    "The Frobenius ('fro') or nuclear ('nuc') norm of the matrices over dims dim of self."

@overload
def norm(input: Tensor | Number, ord: Number | None = None, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    'A vector norm (one dim, or a 1-D input) or a matrix norm (two dims, or a 2-D input) of self; the 2-norm of all elements flattened when ord and dim are None.'
@overload
def norm(input: Tensor | Number, ord: str, dim: int | Sequence[int] | None = None, keepdim: bool = False, *, dtype: dtype | None = None, out: Tensor | None = None) -> Tensor:
    "The Frobenius ('fro') or nuclear ('nuc') norm of the matrices of self over dim (the last two dims when None)."

@overload
def cond(input: Tensor | Number, p: Number | None = None, *, out: Tensor | None = None) -> Tensor:
    'The condition number of each matrix of self in the p-norm (the 2-norm, from singular values, when None).'
@overload
def cond(input: Tensor | Number, p: str, *, out: Tensor | None = None) -> Tensor:
    "The condition number of each square matrix of self in the Frobenius ('fro') or nuclear ('nuc') norm."

@overload
def pinv(input: Tensor | Number, *, atol: float | None = None, rtol: float | None = None, hermitian: bool = False, out: Tensor | None = None) -> Tensor:
    'The pseudo-inverse of each matrix of self, dropping singular values at most max(atol, rtol * the largest); from eigh when hermitian.'
@overload
def pinv(input: Tensor | Number, rcond: float, hermitian: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The pseudo-inverse of each matrix of self, dropping singular values at most rcond times the largest.'
@overload
def pinv(input: Tensor | Number, *, atol: Tensor | Number | None = None, rtol: Tensor | Number | None = None, hermitian: bool = False, out: Tensor | None = None) -> Tensor:
    'linalg_pinv.atol_rtol_float with tensor tolerances, which broadcast against the batch dims of self (one per matrix).'
@overload
def pinv(input: Tensor | Number, rcond: Tensor | Number, hermitian: bool = False, *, out: Tensor | None = None) -> Tensor:
    'linalg_pinv with a tensor rcond, which broadcasts against the batch dims of self.'

@overload
def matrix_rank(input: Tensor | Number, *, atol: float | None = None, rtol: float | None = None, hermitian: bool = False, out: Tensor | None = None) -> Tensor:
    "The number of singular values of each matrix of self above max(atol, rtol * the largest) (eigenvalues' absolute values when hermitian)."
@overload
def matrix_rank(input: Tensor | Number, tol: float, hermitian: bool = False, *, out: Tensor | None = None) -> Tensor:
    'The number of singular values of each matrix of self above tol.'
@overload
def matrix_rank(input: Tensor | Number, *, atol: Tensor | Number | None = None, rtol: Tensor | Number | None = None, hermitian: bool = False, out: Tensor | None = None) -> Tensor:
    'linalg_matrix_rank.atol_rtol_float with tensor tolerances, which broadcast against the batch dims of self (one per matrix).'
@overload
def matrix_rank(input: Tensor | Number, tol: Tensor | Number, hermitian: bool = False, *, out: Tensor | None = None) -> Tensor:
    'linalg_matrix_rank with a tensor tol (an absolute tolerance), which broadcasts against the batch dims of self.'

def lstsq(input: Tensor | Number, b: Tensor | Number, rcond: float | None = None, *, driver: str | None = None) -> tuple[Tensor, Tensor, Tensor, Tensor]:
    "The least-squares solution X of self X = b for each matrix (b's batch broadcast; a batch of vectors when b has one dim less), by LAPACK's driver (gelsy by default, gels, gelsd, gelss); residuals, rank and singular values where that driver gives them, as torch. Only the solution is differentiable."

def vecdot(x: Tensor | Number, y: Tensor | Number, *, dim: int = -1, out: Tensor | None = None) -> Tensor:
    'The dot product of x and y (broadcast) along dim.'

def householder_product(input: Tensor | Number, tau: Tensor | Number, *, out: Tensor | None = None) -> Tensor:
    "The first n columns of the product of the Householder reflectors I - tau_i v_i v_i^T whose vectors v_i are input's columns below the diagonal (a unit diagonal implied), batched (LAPACK orgqr)."

def diagonal(A: Tensor | Number, *, offset: int = 0, dim1: int = -2, dim2: int = -1) -> Tensor:
    "The diagonals of A's matrices (the last two dims by default) as a view (diagonal)."

def matrix_exp(input: Tensor | Number) -> Tensor:
    "The exponential of each square matrix of self (float32 or float64; bfloat16 computed in float32), by scaling and squaring around a Taylor polynomial whose degree the matrix's 1-norm chooses."


def __getattr__(name: str) -> Any: ...
