"""L-BFGS, as torch 1.13's: quasi-Newton steps from the last history_size
gradient and step differences, with a fixed step (lr) or a strong-Wolfe
line search; step(closure) runs up to max_iter iterations."""
import yaten
from yaten.autograd.grad_mode import enable_grad, no_grad
from yaten.optim._line_search import strong_wolfe
from yaten.optim.optimizer import Optimizer


class LBFGS(Optimizer):
    """One parameter group only; its state lives under the first parameter, with torch's keys."""

    def __init__(self, params, lr=1, max_iter=20, max_eval=None, tolerance_grad=1e-7, tolerance_change=1e-9,
                 history_size=100, line_search_fn=None):
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        super().__init__(params, dict(lr=lr, max_iter=max_iter, max_eval=max_eval, tolerance_grad=tolerance_grad,
                                      tolerance_change=tolerance_change, history_size=history_size,
                                      line_search_fn=line_search_fn))
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params = self.param_groups[0]["params"]

    def _flat_grad(self):
        return yaten.cat([p.grad.reshape(-1) if p.grad is not None else yaten.zeros(p.numel(), dtype=p.dtype)
                          for p in self._params])

    def _move(self, step_size, direction):
        offset = 0
        for p in self._params:
            n = p.numel()
            p.add_(direction[offset:offset + n].reshape(p.shape), alpha=step_size)
            offset += n

    def _evaluate_along(self, closure, direction):
        """evaluate(t): loss and flat gradient at x + t * direction, leaving the parameters at x."""
        x = [p.clone() for p in self._params]

        def evaluate(t):
            self._move(t, direction)
            loss = float(closure())
            grad = self._flat_grad()
            for p, saved in zip(self._params, x):
                p.copy_(saved)
            return loss, grad
        return evaluate

    @staticmethod
    def _direction(flat_grad, state, history_size):
        """-H g by the two-loop recursion over the stored (y, s) pairs.
        Scalars are read with float(): a torch checkpoint holds them as 0-d tensors."""
        old_dirs, old_stps = state["old_dirs"], state["old_stps"]
        ro = [float(value) for value in state["ro"]]
        al = state.setdefault("al", [None] * history_size)
        q = flat_grad.neg()
        for i in range(len(old_dirs) - 1, -1, -1):
            al[i] = old_stps[i].dot(q).item() * ro[i]
            q.add_(old_dirs[i], alpha=-al[i])
        r = q * float(state["H_diag"])
        for i in range(len(old_dirs)):
            be_i = old_dirs[i].dot(r).item() * ro[i]
            r.add_(old_stps[i], alpha=al[i] - be_i)
        return r

    @staticmethod
    def _remember(flat_grad, state, history_size):
        y = flat_grad.sub(state["prev_flat_grad"])
        s = state["d"].mul(state["t"])
        ys = y.dot(s).item()
        if ys > 1e-10:  # keep only pairs that preserve positive definiteness
            if len(state["old_dirs"]) == history_size:
                for key in ("old_dirs", "old_stps", "ro"):
                    state[key].pop(0)
            state["old_dirs"].append(y)
            state["old_stps"].append(s)
            state["ro"].append(1.0 / ys)
            state["H_diag"] = ys / y.dot(y).item()

    @no_grad()
    def step(self, closure):
        """Up to max_iter L-BFGS iterations; closure re-evaluates the model and returns the loss."""
        group = self.param_groups[0]
        closure = enable_grad()(closure)
        lr, max_iter, max_eval = group["lr"], group["max_iter"], group["max_eval"]
        tolerance_grad, tolerance_change = group["tolerance_grad"], group["tolerance_change"]
        state = self.state[self._params[0]]
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)
        orig_loss = closure()
        loss = float(orig_loss)
        evaluations = 1
        state["func_evals"] += 1
        flat_grad = self._flat_grad()
        if flat_grad.abs().max().item() <= tolerance_grad:
            return orig_loss
        n_iter = 0
        while n_iter < max_iter:
            n_iter += 1
            state["n_iter"] += 1
            if state["n_iter"] == 1:
                state.update(d=flat_grad.neg(), old_dirs=[], old_stps=[], ro=[], H_diag=1)
            else:
                self._remember(flat_grad, state, group["history_size"])
                state["d"] = self._direction(flat_grad, state, group["history_size"])
            d = state["d"]
            if state.get("prev_flat_grad") is None:
                state["prev_flat_grad"] = flat_grad.clone()
            else:
                state["prev_flat_grad"].copy_(flat_grad)
            state["prev_loss"] = loss
            t = min(1.0, 1.0 / flat_grad.abs().sum().item()) * lr if state["n_iter"] == 1 else lr
            state["t"] = t
            gtd = flat_grad.dot(d).item()
            if gtd > -tolerance_change:
                break
            line_evaluations = 0
            if group["line_search_fn"] is not None:
                if group["line_search_fn"] != "strong_wolfe":
                    raise RuntimeError("only 'strong_wolfe' is supported")
                loss, flat_grad, t, line_evaluations = strong_wolfe(self._evaluate_along(closure, d), t, d, loss,
                                                                    flat_grad, gtd)
                state["t"] = t
                self._move(t, d)
                optimal = flat_grad.abs().max().item() <= tolerance_grad
            else:
                self._move(t, d)
                optimal = False
                if n_iter != max_iter:
                    loss = float(closure())
                    flat_grad = self._flat_grad()
                    optimal = flat_grad.abs().max().item() <= tolerance_grad
                    line_evaluations = 1
            evaluations += line_evaluations
            state["func_evals"] += line_evaluations
            if (n_iter == max_iter or evaluations >= max_eval or optimal
                    or d.mul(t).abs().max().item() <= tolerance_change
                    or abs(loss - state["prev_loss"]) < tolerance_change):
                break
        return orig_loss
