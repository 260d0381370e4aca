"""yaten.utils.benchmark.Compare: Measurements as tables, one per label, a
row per (thread count, env, sub_label) and a column per description, each
cell the median in the table's unit; optionally trimmed to the figures the
spread supports and coloured against the best of its column (or row)."""
import collections

from yaten.utils.benchmark.measurement import Measurement, select_unit, trim_sigfig, unit_to_english

__all__ = ["Colorize", "Compare"]

BEST = "\033[92m\033[1m"
WORSE = "\033[31m\033[1m"
MUCH_WORSE = "\033[31m\033[2m"
END = "\033[0m\033[0m"


class Colorize:
    NONE = "none"
    COLUMNWISE = "columnwise"
    ROWWISE = "rowwise"


class Compare:
    def __init__(self, results):
        self._results = []
        self._trim = False
        self._colorize = Colorize.NONE
        self._highlight_warnings = False
        self.extend_results(results)

    def extend_results(self, results):
        for r in results:
            if not isinstance(r, Measurement):
                raise ValueError(f"Expected an instance of `Measurement`, got {type(r)} instead.")
        self._results.extend(results)

    def trim_significant_figures(self):
        self._trim = True

    def colorize(self, rowwise=False):
        self._colorize = Colorize.ROWWISE if rowwise else Colorize.COLUMNWISE

    def highlight_warnings(self):
        self._highlight_warnings = True

    def print(self):
        print(str(self))

    def __str__(self):
        groups = collections.OrderedDict()
        for m in Measurement.merge(self._results):
            groups.setdefault(m.label, []).append(m)
        return "\n".join(self._table(label, group) for label, group in groups.items())

    def _table(self, label, measurements):
        unit, scale = select_unit(min(m.median for m in measurements))
        columns = list(dict.fromkeys(m.description for m in measurements))
        rows = list(dict.fromkeys((m.num_threads, m.env, m.as_row_name) for m in measurements))
        # Grouped by thread count and env (a heading each), in order of first appearance within a group.
        groups = list(dict.fromkeys((threads, env) for threads, env, _ in rows))
        rows.sort(key=lambda row: groups.index(row[:2]))
        cells = {((m.num_threads, m.env, m.as_row_name), m.description): m for m in measurements}
        text = {key: self._number(m, scale) for key, m in cells.items()}
        best = self._best(cells, rows, columns)

        row_width = max(len(name) for _, _, name in rows) + 4
        widths = [max([len(c or "")] + [len(text.get((r, c), "")) for r in rows]) + 4 for c in columns]
        header = " " * (row_width + 2) + "|" + "|".join(f"{c or '':^{w}}" for c, w in zip(columns, widths))
        width = len(header)
        title = f" {label} " if label else ""
        dashes = max(width - len(title) - 2, 2)
        lines = [f"[{'-' * (dashes // 2)}{title}{'-' * (dashes - dashes // 2)}]", header]
        previous = None
        for row in rows:
            threads, env, name = row
            if (threads, env) != previous:
                heading = f"{threads} threads: " + (f"{env} " if env != "Unspecified env" else "")
                lines.append(heading + "-" * max(width - len(heading), 2))
                previous = (threads, env)
            parts = []
            for c, w in zip(columns, widths):
                value = text.get((row, c), "")
                cell = f"{value:^{w}}"
                m = cells.get((row, c))
                if m is not None:
                    cell = self._paint(cell, m, best, row, c)
                parts.append(cell)
            lines.append(f"  {name:^{row_width}}|" + "|".join(parts))
        lines.append("")
        lines.append(f"Times are in {unit_to_english(unit)} ({unit}).")
        if self._highlight_warnings and any(m.has_warnings for m in measurements):
            lines.append("(! XX%) Measurement has high variance, where XX is the IQR / median * 100.")
        lines.append("")
        return "\n".join(lines)

    def _number(self, m, scale):
        value = m.median / scale
        text = f"{trim_sigfig(value, m.significant_figures):.0f}" if self._trim and value >= 10 else (
            f"{trim_sigfig(value, m.significant_figures):g}" if self._trim else f"{value:.1f}")
        if self._highlight_warnings and m.has_warnings:
            text += f" (! {m.iqr / m.median * 100:.0f}%)"
        return text

    def _best(self, cells, rows, columns):
        if self._colorize == Colorize.NONE:
            return {}
        lines = rows if self._colorize == Colorize.ROWWISE else columns
        best = {}
        for line in lines:
            members = [m for (r, c), m in cells.items() if (r if self._colorize == Colorize.ROWWISE else c) == line]
            best[line] = min(m.median for m in members)
        return best

    def _paint(self, cell, m, best, row, column):
        if not best:
            return cell
        reference = best[row if self._colorize == Colorize.ROWWISE else column]
        ratio = m.median / reference
        if ratio <= 1.01:
            return BEST + cell + END
        if ratio >= 2:
            return MUCH_WORSE + cell + END
        if ratio >= 1.1:
            return WORSE + cell + END
        return cell
