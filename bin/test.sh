#!/usr/bin/env bash
# `npm test`: typecheck, lint (JS, PHP, translations), jest, PHPUnit on SQLite and MariaDB,
# Playwright. Runs every suite even after a failure, prints each result, and ends with one
# line "N passed, N failed" summing them; exits non-zero on any failure.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
rm -rf artifacts && mkdir -p artifacts/checks

bash bin/ensure-node-modules.sh
bash bin/ensure-composer.sh
step "Building the blocks"
quiet npm run build

# A check without a JUnit report of its own counts as one test.
check() {
	local name="$1"
	shift
	step "$name"
	if "$@"; then echo pass >"artifacts/checks/$name"; else echo fail >"artifacts/checks/$name"; fi
}

check typecheck npx tsc --noEmit
check lint-js npm run --silent lint:js
check lint-php bash bin/lint-php.sh
check i18n node bin/i18n.mjs --check

step "jest"
npx wp-scripts test-unit-js --config jest.config.js || true
bash bin/test-php.sh || true
step "playwright"
npx playwright test || true

node bin/test-summary.mjs artifacts
