#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing (as root: apt-get).
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
command_line "Usage: bash scripts/setup/ensure-chromium.sh

Installs Debian's chromium (and fonts-liberation) with apt-get when /usr/bin/chromium is missing;
does nothing otherwise. Exit code 1 when the installation fails." "$@"
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "ensure-chromium: /usr/bin/chromium is missing; installing Debian's chromium" >&2
install_packages chromium fonts-liberation
