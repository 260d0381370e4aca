"""Translations of the model into the languages the outputs are written in."""
