#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing (as root: apt-get).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "ensure-chromium: /usr/bin/chromium is missing; installing Debian's chromium" >&2
if [ "$(id -u)" -eq 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation
else
  sudo apt-get update
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation
fi
