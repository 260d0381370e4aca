"""The strong-Wolfe line search LBFGS uses (Nocedal & Wright, algorithms
3.5 and 3.6, with minFunc's safeguarded cubic interpolation): first grow
the step until a bracket holds a point satisfying both Wolfe conditions,
then shrink the bracket around it."""
import math


def cubic_minimum(x1, f1, g1, x2, f2, g2, bounds=None):
    """Minimiser of the cubic through (x1, f1, slope g1) and (x2, f2, slope
    g2), clamped to bounds (default: the interval between x1 and x2); the
    bounds' midpoint when the cubic has no minimum."""
    low, high = bounds if bounds is not None else (min(x1, x2), max(x1, x2))
    d1 = g1 + g2 - 3 * (f1 - f2) / (x1 - x2)
    discriminant = d1 * d1 - g1 * g2
    if discriminant < 0:
        return (low + high) / 2.0
    d2 = math.sqrt(discriminant)
    if x1 <= x2:
        position = x2 - (x2 - x1) * ((g2 + d2 - d1) / (g2 - g1 + 2 * d2))
    else:
        position = x1 - (x1 - x2) * ((g1 + d2 - d1) / (g1 - g2 + 2 * d2))
    return min(max(position, low), high)


class _Point:
    """A trial step t with its loss, flat gradient and directional derivative."""

    __slots__ = ("t", "f", "g", "gtd")

    def __init__(self, t, f, g, gtd):
        self.t, self.f, self.g, self.gtd = t, f, g, gtd


def strong_wolfe(evaluate, t, d, f, g, gtd, c1=1e-4, c2=0.9, tolerance_change=1e-9, max_ls=25):
    """(loss, flat gradient, step, evaluations) of a step along d meeting
    the strong Wolfe conditions; evaluate(t) -> (loss, flat gradient) at x + t d."""
    d_norm = d.abs().max().item()
    start = _Point(0, f, g.clone(), gtd)

    def trial(step):
        loss, grad = evaluate(step)
        return _Point(step, loss, grad, grad.dot(d).item())

    def sufficient_decrease(point):
        return point.f <= f + c1 * point.t * gtd

    def curvature(point):
        return abs(point.gtd) <= -c2 * gtd

    current, previous = trial(t), start
    evaluations, iteration = 1, 0
    bracket, done = None, False
    while iteration < max_ls:
        if not sufficient_decrease(current) or (iteration > 1 and current.f >= previous.f):
            bracket = [previous, current]
            break
        if curvature(current):
            bracket, done = [current], True
            break
        if current.gtd >= 0:
            bracket = [previous, current]
            break
        step = cubic_minimum(previous.t, previous.f, previous.gtd, current.t, current.f, current.gtd,
                             bounds=(current.t + 0.01 * (current.t - previous.t), current.t * 10))
        previous, current = current, trial(step)
        evaluations += 1
        iteration += 1
    if iteration == max_ls:
        bracket = [start, current]

    insufficient_progress = False
    low, high = (0, 1) if bracket[0].f <= bracket[-1].f else (1, 0)
    while not done and iteration < max_ls:
        if abs(bracket[1].t - bracket[0].t) * d_norm < tolerance_change:
            break
        a, b = bracket
        step = cubic_minimum(a.t, a.f, a.gtd, b.t, b.f, b.gtd)
        top, bottom = max(a.t, b.t), min(a.t, b.t)
        margin = 0.1 * (top - bottom)
        if min(top - step, step - bottom) < margin:
            # Too near an end: accept it once, then move it inside the bracket.
            if insufficient_progress or step >= top or step <= bottom:
                step = top - margin if abs(step - top) < abs(step - bottom) else bottom + margin
                insufficient_progress = False
            else:
                insufficient_progress = True
        else:
            insufficient_progress = False
        point = trial(step)
        evaluations += 1
        iteration += 1
        if not sufficient_decrease(point) or point.f >= bracket[low].f:
            bracket[high] = point
            low, high = (0, 1) if bracket[0].f <= bracket[1].f else (1, 0)
        else:
            if curvature(point):
                done = True
            elif point.gtd * (bracket[high].t - bracket[low].t) >= 0:
                bracket[high] = bracket[low]
            bracket[low] = point
    best = bracket[low]
    return best.f, best.g, best.t, evaluations
