"""Bundled fonts (DejaVu Sans, see LICENSE-DejaVu.txt); a package so they ship as package data."""
