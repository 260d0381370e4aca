"""svd_lowrank and pca_lowrank, as torch's: a randomized SVD (Halko,
Martinsson and Tropp, 2009: a Gaussian sketch of the range, refined by a
few power iterations, then the SVD of the small projected matrix), on
yaten ops, so batches and autograd come with them. Random: the same seed
gives other numbers than torch's, but the same kind of answer."""
from yaten import _C

_has_torch_function = _C._has_torch_function


def _range_basis(A, q, niter, M):
    """An orthonormal basis (..., m, q) of a sketch of the range of A - M."""
    import yaten

    def times(X):
        return A @ X if M is None else A @ X - M @ X

    def times_t(X):
        return A.mT @ X if M is None else A.mT @ X - M.mT @ X
    sketch = yaten.randn(*A.shape[:-2], A.shape[-1], q, dtype=A.dtype)
    Q = yaten.linalg.qr(times(sketch)).Q
    for _ in range(niter):
        Q = yaten.linalg.qr(times_t(Q)).Q
        Q = yaten.linalg.qr(times(Q)).Q
    return Q


def _check_q(q, A, name):
    # torch refuses such a q with an AssertionError (an internal check of its sketch's shape).
    m, n = A.shape[-2:]
    if not isinstance(q, int) or isinstance(q, bool) or q < 0 or q > min(m, n):
        raise AssertionError(f"{name}: q(={q}) must be a non-negative integer not greater than min(m, n)={min(m, n)}")


def svd_lowrank(A, q=6, niter=2, M=None):
    """(U, S, V) of rank q approximating A - M (M broadcast to A): A - M ~ U diag(S) V^T, computed
    from niter power iterations over a random sketch."""
    if _has_torch_function((A, M)):
        return _C._handle_torch_function(svd_lowrank, (A, M), A, q=q, niter=niter, M=M)
    import yaten
    q = 6 if q is None else q
    _check_q(q, A, "svd_lowrank")
    if M is not None:
        M = M.broadcast_to(A.shape)
    m, n = A.shape[-2:]
    if m < n or n > q:
        # Sketch the transpose: the projected matrix is then (m, q) and V comes from the basis.
        Q = _range_basis(A.mT, q, niter, None if M is None else M.mT)
        projected = A @ Q if M is None else A @ Q - M @ Q
        U, S, Vh = yaten.linalg.svd(projected, full_matrices=False)
        return U, S, Q @ Vh.mT
    Q = _range_basis(A, q, niter, M)
    projected = Q.mT @ A if M is None else Q.mT @ A - Q.mT @ M
    U, S, Vh = yaten.linalg.svd(projected, full_matrices=False)
    return Q @ U, S, Vh.mT


def pca_lowrank(A, q=None, center=True, niter=2):
    """(U, S, V) of the rank-q PCA of the rows of A (centered on their mean unless center=False);
    q defaults to min(6, m, n)."""
    if _has_torch_function((A,)):
        return _C._handle_torch_function(pca_lowrank, (A,), A, q=q, center=center, niter=niter)
    m, n = A.shape[-2:]
    q = min(6, m, n) if q is None else q
    _check_q(q, A, "pca_lowrank")
    if not center:
        return svd_lowrank(A, q, niter=niter)
    return svd_lowrank(A - A.mean(dim=-2, keepdim=True), q, niter=niter)
