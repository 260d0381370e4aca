"""The demo `./dev demo` runs: tensors, broadcasting arithmetic, a backward
pass, and op signatures from ops.yaml, as yaten.ops describes them."""
import yaten as torch


def main():
    print("== tensors")
    a = torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])
    b = torch.arange(3)
    print("a =", a)
    print("b =", b, b.dtype)

    print("\n== broadcasting and type promotion")
    print("a + b =", a + b)
    print("a * 2 - 1 =", a * 2 - 1)
    print("(a > 2).sum() =", (a > 2).sum())
    print("a.mean(1) =", a.mean(1))
    print("a @ a.T =", a @ a.T)

    print("\n== backward")
    w = torch.randn(3, 2, requires_grad=True)
    x = torch.ones(4, 3)
    loss = (x.mm(w).tanh() ** 2).mean()
    print("loss =", loss)
    loss.backward()
    print("w.grad =", w.grad)

    print("\n== signatures from ops.yaml")
    for name in ("add", "sum", "max", "cross_entropy"):
        for overload in torch.ops.schema(name).overloads:
            print(f"  {overload.schema}")
            for arg, formula in overload.derivatives:
                print(f"      d/d{arg}: {formula}")


if __name__ == "__main__":
    main()
