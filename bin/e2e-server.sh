#!/usr/bin/env bash
# Recreates the throwaway end-to-end site (known state: fresh install + demo seed) and
# serves it on port 8889. Started by Playwright's webServer.
source "$(dirname "$0")/lib.sh"
port="${RUEDA_E2E_PORT:-8889}"
site="${RUEDA_E2E_SITE:-e2e}"
RUEDA_ADMIN_PASSWORD="${WP_PASSWORD:-password}" bash "$RUEDA_ROOT/bin/site.sh" "$site" "$port" --reset >/dev/null
exec bash "$RUEDA_ROOT/bin/serve.sh" "$site" "$port"
