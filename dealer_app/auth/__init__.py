"""Users' credentials and the role matrix."""

from dealer_app.auth.roles import MATRIX, Permission, PermissionDenied, Role, allowed, require

__all__ = ["MATRIX", "Permission", "PermissionDenied", "Role", "allowed", "require"]
