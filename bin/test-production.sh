#!/usr/bin/env bash
# The production stack end to end (`npm run test:production`, part of `npm test`): a
# throwaway MariaDB site on nginx and two PHP-FPM nodes, checked by
# bin/check-production.mjs, then stopped. RUEDA_PROD_TEST_PORT (8884), the next port,
# and the one after for the Redsys simulator the card payment is checked against.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_PROD_TEST_PORT:-8884}"
export RUEDA_PROD_SITE=prod-test RUEDA_PROD_PORT="$port" RUEDA_PROD_REDSYS_PORT=$((port + 2))
[ -f build/blocks/workshop-info/block.json ] && export RUEDA_SKIP_BUILD=1
trap 'bash bin/start-production.sh --stop >/dev/null' EXIT
bash bin/start-production.sh --reset >/dev/null
node bin/check-production.mjs "http://localhost:$port" "$RUEDA_SITES/prod-test.run"
