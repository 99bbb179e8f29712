#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than the lockfile.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	step "Installing npm packages"
	# Not `npm ci`: npm 11 omits other platforms' optional bindings from the lockfile.
	quiet npm install --no-audit --no-fund
	touch node_modules/.package-lock.json
fi
