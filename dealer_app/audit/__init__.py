"""Verification of the tamper-evident log: the whole chain, the projections, four eyes, every round."""
