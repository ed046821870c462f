#!/usr/bin/env bash
# Remakes docs/compare-page.png (the README's picture) from the browser test's screenshot of the compare page of
# examples/mlp_base vs examples/mlp_nofusion. Needs Debian's chromium and the test extras.
set -euo pipefail
cd "$(dirname "$0")/.."
shots="$(mktemp -d)"
DUMPDIFF_SCREENSHOTS="$shots" python -m pytest -q -p no:cacheprovider tests/test_browser.py
cp "$shots/compare-page-top.png" docs/compare-page.png
rm -rf "$shots"
echo "docs/compare-page.png"
