#!/usr/bin/env bash
# Installs Debian's redis-server for the multi-process tests when it is missing (as root: apt-get).
# The tests start their own redis-server on a free port and stop it; nothing runs as a service.
set -euo pipefail
source "$(dirname "$0")/debian-packages.sh"
command_line "Usage: bash scripts/setup/ensure-redis.sh

Installs Debian's redis-server with apt-get when there is none; does nothing otherwise. The tests
start their own redis-server on a free port. Exit code 1 when the installation fails." "$@"
if command -v redis-server >/dev/null 2>&1; then
  exit 0
fi
echo "ensure-redis: redis-server is missing; installing Debian's redis-server" >&2
install_packages redis-server
