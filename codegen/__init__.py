"""yaten's code generator: ops.yaml -> generated/ (run `python3 -m codegen`)."""
