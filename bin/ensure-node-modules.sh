#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	step "Installing npm packages"
	quiet npm ci --no-audit --no-fund
fi
