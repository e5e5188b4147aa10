"""The tamper-evident audit log: keys, the hash chain, and full verification."""
