"""Render packaging/icons/dealer-assistant.svg to the PNG sizes a Linux desktop
asks for (hicolor theme) and to the Windows .ico. A developer tool: the
results are committed, so a build needs nothing but the files.

    .venv/bin/python packaging/make_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
HERE = Path(__file__).resolve().parent / "icons"


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(HERE / "dealer-assistant.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(HERE / f"dealer-assistant-{size}.png"))
        if size == 256 and not image.save(str(HERE / "dealer-assistant.ico")):
            print("no ico image plugin: dealer-assistant.ico not written", file=sys.stderr)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
