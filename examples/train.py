"""The main job, `./dev train`: --model mlp or cnn trains the digits
classifier (examples/train_digits.py), --model gpt the character-level
transformer (examples/train_gpt.py); every other option goes to that script
(`--model gpt --help` lists the transformer's)."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    choose = argparse.ArgumentParser(add_help=False)
    choose.add_argument("--model", default="mlp")
    chosen, rest = choose.parse_known_args(argv)
    if chosen.model == "gpt":
        import train_gpt
        return train_gpt.main(rest)
    import train_digits
    return train_digits.main(argv)


if __name__ == "__main__":
    main()
