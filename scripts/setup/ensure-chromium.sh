#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing (as root: apt-get).
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
command_line "Usage: bash scripts/setup/ensure-chromium.sh

Installs Debian's chromium and chromium-headless-shell (the same build without the browser's own
layer, which most browser tests run in) and fonts-liberation with apt-get when
/usr/bin/chromium or /usr/bin/chromium-headless-shell is missing; does nothing otherwise. Exit
code 1 when the installation fails." "$@"
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then
  exit 0
fi
echo "ensure-chromium: installing Debian's chromium and chromium-headless-shell" >&2
install_packages chromium chromium-headless-shell fonts-liberation
