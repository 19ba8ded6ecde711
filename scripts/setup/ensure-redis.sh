#!/usr/bin/env bash
# Installs Debian's redis-server for the multi-process tests when it is missing (as root: apt-get).
# The tests start their own redis-server on a free port and stop it; nothing runs as a service.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
echo "ensure-redis: redis-server is missing; installing Debian's redis-server" >&2
if [ "$(id -u)" -eq 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server
else
  sudo apt-get update
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server
fi
