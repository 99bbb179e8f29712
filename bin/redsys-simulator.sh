#!/usr/bin/env bash
# Runs the local Redsys stand-in (bin/redsys-simulator.php) in the foreground:
# `bash bin/redsys-simulator.sh 8899`. Its environment variables are described there.
set -euo pipefail
port="${1:-8899}"
cd "$(dirname "$0")/.."
echo "Redsys simulator on http://localhost:$port (Ctrl+C stops it)"
exec php -S "127.0.0.1:$port" bin/redsys-simulator.php
