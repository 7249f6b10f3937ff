"""Benchmarks: `python3 packaging/dev.py bench`. Not part of the test run."""
