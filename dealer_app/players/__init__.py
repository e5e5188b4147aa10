"""Players at the boxes, their rating sessions and the cash transaction records
(anti-money-laundering): the pure parts, folded from the audit log, which both the
services and ``audit verify`` use (docs/PLAYERS.md)."""
