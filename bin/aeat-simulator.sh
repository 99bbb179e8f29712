#!/usr/bin/env bash
# Runs the local AEAT stand-in (bin/aeat-simulator.php) in the foreground:
# `bash bin/aeat-simulator.sh 8898`. Its environment variables are described there.
set -euo pipefail
port="${1:-8898}"
cd "$(dirname "$0")/.."
echo "AEAT simulator (VERI*FACTU) on http://localhost:$port (Ctrl+C stops it)"
echo "SOAP endpoint: http://localhost:$port/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP"
exec php -S "127.0.0.1:$port" bin/aeat-simulator.php
