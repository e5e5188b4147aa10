"""The headless ``dealer-app`` commands (one module each, run by ``dealer_main``) and
their shared scaffolding (:mod:`.scaffold`)."""
