"""The parsed, validated model of ops.yaml that every generator reads."""
