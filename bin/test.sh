#!/usr/bin/env bash
# `npm test`: typecheck, lint (JS, PHP, translations), the shipped zip on an empty shop,
# jest, PHPUnit on SQLite and MariaDB, the production stack end to end and under faults,
# Playwright, then the tests that cross the object cache (PHPUnit @group object-cache,
# Playwright @object-cache) again on MariaDB with a persistent object cache (Redis,
# test-only drop-in tests/object-cache/). The stages run in three lanes side by side (CI
# has two cores; browser tests wait more than they compute), each lane into its own log,
# printed whole at the end. Runs every suite even
# after a failure, prints each result and each stage's seconds, and ends with one line
# "N passed, N failed" summing them; exits non-zero on any failure.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
rm -rf artifacts && mkdir -p artifacts/checks artifacts/timings artifacts/logs
# Every suite's site is copied from one seeded site per database engine (bin/site.sh).
export RUEDA_SEED_ONCE=1
rm -rf "$RUEDA_SITES"/seed-* "$RUEDA_SITES"/.seed-*

# Runs a stage and notes its seconds for the summary; a failing stage never stops the run.
# A stage that hangs (a lock never released, a server that never answers) is stopped with
# everything it started after RUEDA_STAGE_LIMIT seconds and counts as a failure, so the
# run still ends with its summary.
stage_limit="${RUEDA_STAGE_LIMIT:-1200}"
timed() {
	local name="$1" start=$SECONDS status=0
	shift
	timeout --kill-after=30 "$stage_limit" bash -c '"$@"' "$name" "$@" || status=$?
	if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
		echo fail >"artifacts/checks/$name stopped after ${stage_limit} s"
		printf '  %s: stopped after %s s\n' "$name" "$stage_limit" >&3
	fi
	echo $((SECONDS - start)) >"artifacts/timings/$(printf '%05d' "$start") $name"
	printf '  %s: %s s\n' "$name" $((SECONDS - start)) >&3
}
# A check without a JUnit report of its own counts as one test.
check() {
	local name="$1"
	shift
	step "$name"
	if "$@"; then echo pass >"artifacts/checks/$name"; else echo fail >"artifacts/checks/$name"; fi
}
# Runs lanes of stages side by side, each into its own log (printed whole at the end);
# a line on the terminal says when each stage ends.
side_by_side() {
	local lane pids=()
	for lane in "$@"; do
		"$lane" >"artifacts/logs/$lane.log" 2>&1 &
		pids+=($!)
	done
	wait "${pids[@]}" || true
	for lane in "$@"; do cat "artifacts/logs/$lane.log"; done
}
# A stage of one lane that needs the build of the other waits for it.
built() { until [ -f artifacts/.built ]; do sleep 1; done; }

build() {
	step "Building the blocks"
	timed build quiet npm run build
	touch artifacts/.built
}
phpunit_sqlite() { RUEDA_PHP_DBS=sqlite timed phpunit-sqlite bash bin/test-php.sh; }
phpunit_mariadb() { RUEDA_PHP_DBS=mariadb RUEDA_PHP_PORT=8891 timed phpunit-mariadb bash bin/test-php.sh; }
# A test server an earlier, interrupted run left on the port would be taken for this one's.
free_port() { pkill -f -- "-S 127.0.0.1:$1 " || true; }
# Playwright in three parts (whole spec files each), each against its own site, side by
# side: a browser test mostly waits on its page, so three keep two cores busier than two.
# No traces (they cost a tenth of its time, and CI keeps no artifacts).
playwright_part() {
	local part="$1" port="$2"
	step "playwright, part $part of 3"
	free_port "$port"
	free_port $((port + 1000)) # its Redsys simulator (playwright.config.ts)
	RUEDA_E2E_TRACE=off RUEDA_E2E_SUITE="playwright.$part" RUEDA_E2E_SITE="e2e-$part" RUEDA_E2E_PORT="$port" WP_BASE_URL="http://localhost:$port" \
		STORAGE_STATE_PATH="$RUEDA_ROOT/artifacts/storage-states/admin-$part.json" \
		timed "playwright-$part" npx playwright test --shard="$part/3"
	# The summary merges the parts: one that never reported must fail on its own.
	[ -f "artifacts/playwright.$part.xml" ] || echo fail >"artifacts/checks/playwright part $part (no report)"
}
playwright_1() { playwright_part 1 8889; }
playwright_2() { playwright_part 2 8895; }
playwright_3() { playwright_part 3 8897; }
# As production hosts run it: PHP workers sharing a Redis object cache, on MariaDB (the
# SQLite integration flushes the whole object cache at every redirect).
phpunit_redis() { RUEDA_OBJECT_CACHE=redis RUEDA_PHP_DBS=mariadb RUEDA_PHP_PORT=8892 timed phpunit-redis bash bin/test-php.sh; }
playwright_redis() {
	step "playwright on MariaDB with the Redis object cache (@object-cache)"
	free_port 8893
	free_port 9893
	RUEDA_E2E_TRACE=off RUEDA_OBJECT_CACHE=redis RUEDA_DB=mariadb RUEDA_E2E_SUITE=playwright-redis RUEDA_E2E_SITE=e2e-redis RUEDA_E2E_PORT=8893 \
		WP_BASE_URL=http://localhost:8893 STORAGE_STATE_PATH="$RUEDA_ROOT/artifacts/storage-states/admin-redis.json" \
		timed playwright-redis npx playwright test --grep @object-cache
}

production_stack() {
	step "The production stack: end to end, then faults under load"
	echo fail >artifacts/checks/production-stack
	RUEDA_PRODUCTION_RESULT=artifacts/checks/production-stack RUEDA_JUNIT="$RUEDA_ROOT/artifacts/resilience.xml" \
		timed production-stack bash bin/test-resilience.sh
}
# Three lanes on two cores, of about equal length: the first two start with the CPU-bound
# stages (build, jest, lints, PHPUnit), the third runs a Playwright part as soon as the
# build is there; the other two parts follow in the first two.
lane_a() {
	build
	timed i18n check i18n node bin/i18n.mjs --check
	timed plugin-zip check plugin-zip bash bin/test-plugin-zip.sh
	phpunit_sqlite
	production_stack
	playwright_1
}
lane_b() {
	step "jest" && timed jest npx wp-scripts test-unit-js --config jest.config.js
	timed typecheck check typecheck npx tsc --noEmit --incremental --tsBuildInfoFile .cache/tsbuildinfo
	timed lint-js check lint-js npm run --silent lint:js -- --cache --cache-location .cache/eslint
	timed lint-php check lint-php bash bin/lint-php.sh
	built
	phpunit_mariadb
	playwright_2
}
lane_c() {
	built
	playwright_3
	phpunit_redis
	playwright_redis
}

# The stages run in a shell of their own (under timeout): they need these functions.
export -f $(compgen -A function)
exec 3>&1
step "Installing what the suites need"
timed install bash -c 'bash bin/ensure-node-modules.sh && bash bin/ensure-composer.sh && bash bin/provision-core.sh'
side_by_side lane_a lane_b lane_c

echo "$SECONDS" >artifacts/timings/wall-clock
node bin/test-summary.mjs artifacts
