#!/usr/bin/env bash
# `npm test`: typecheck, lint (JS, PHP, translations), jest, PHPUnit on SQLite and MariaDB,
# the production stack's end-to-end check and its faults under load, Playwright, then
# PHPUnit (MariaDB) and Playwright again with a persistent object cache (Redis, test-only
# drop-in tests/object-cache/). Runs every suite even after a failure, prints each result,
# and ends with one line "N passed, N failed" summing them; exits non-zero on any failure.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
rm -rf artifacts && mkdir -p artifacts/checks artifacts/timings

# Runs a stage and notes its seconds for the summary; a failing stage never stops the run.
stages=0
timed() {
	local name="$1" start=$SECONDS
	shift
	stages=$((stages + 1))
	"$@" || true
	echo $((SECONDS - start)) >"artifacts/timings/$(printf '%02d' "$stages") $name"
}
# A check without a JUnit report of its own counts as one test.
check() {
	local name="$1"
	shift
	step "$name"
	if "$@"; then echo pass >"artifacts/checks/$name"; else echo fail >"artifacts/checks/$name"; fi
}
build() {
	bash bin/ensure-node-modules.sh
	bash bin/ensure-composer.sh
	step "Building the blocks"
	quiet npm run build
}

timed build build
timed typecheck check typecheck npx tsc --noEmit
timed lint-js check lint-js npm run --silent lint:js
timed lint-php check lint-php bash bin/lint-php.sh
timed i18n check i18n node bin/i18n.mjs --check

step "jest"
timed jest npx wp-scripts test-unit-js --config jest.config.js
timed phpunit bash bin/test-php.sh
timed production-stack check production-stack bash bin/test-production.sh
step "resilience: faults under load on the production stack"
RUEDA_JUNIT="$RUEDA_ROOT/artifacts/resilience.xml" timed resilience bash bin/test-resilience.sh
step "playwright"
timed playwright npx playwright test

# The same again as production hosts run it: PHP workers sharing a Redis object cache, on
# MariaDB (the SQLite integration flushes the whole object cache at every redirect).
RUEDA_OBJECT_CACHE=redis RUEDA_PHP_DBS=mariadb RUEDA_PHP_PORT=8892 timed phpunit-redis bash bin/test-php.sh
step "playwright on MariaDB with the Redis object cache"
RUEDA_OBJECT_CACHE=redis RUEDA_DB=mariadb RUEDA_E2E_SUITE=playwright-redis RUEDA_E2E_SITE=e2e-redis RUEDA_E2E_PORT=8893 \
	WP_BASE_URL=http://localhost:8893 STORAGE_STATE_PATH="$RUEDA_ROOT/artifacts/storage-states/admin-redis.json" \
	timed playwright-redis npx playwright test

node bin/test-summary.mjs artifacts
