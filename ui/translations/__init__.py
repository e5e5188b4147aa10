"""Qt translation catalogues: dealer_<lang>.ts (sources) and .qm (compiled); a package so that they ship as package data."""
