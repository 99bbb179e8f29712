#!/usr/bin/env bash
# `npm run bench`: serves a fresh benchmark site on port 8892 and prints figures (page and
# Store API times against a bare REST route, queries per request, bundle sizes, the admin
# routes and screens, the appointment slots with a month of bookings, Lighthouse on Inicio,
# Tienda, Carrito and Finalizar compra, the cart
# and checkout JS with and without the example extension), then shoppers under load on
# MariaDB: 10 and 50 for two minutes each (RUEDA_BENCH_SECONDS to change it) on PHP's
# built-in server and on the production stack, and 10 there past its page cache; then 10
# and 50 there again with every other shopper paying by card at the Redsys simulator.
# Figures only: it asserts nothing.
# RUEDA_BENCH_ONLY=load runs the load tests alone; RUEDA_BENCH_THINK_MS gives the shoppers
# a pause before each step; RUEDA_BENCH_SLOTS=1 has each of them book a workshop time.
# Ports: RUEDA_BENCH_PORT (8892) to +4 (the Redsys simulator).
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_BENCH_PORT:-8892}"
seconds="${RUEDA_BENCH_SECONDS:-120}"
bash bin/ensure-node-modules.sh
quiet npm run build
pids=()
cleanup() {
	for pid in "${pids[@]}"; do
		pkill -P "$pid" 2>/dev/null || true
		kill "$pid" 2>/dev/null || true
	done
	RUEDA_PROD_SITE=prod-bench bash bin/start-production.sh --stop >/dev/null
}
trap cleanup EXIT
wait_for() {
	for _ in $(seq 50); do
		curl -fs -o /dev/null "http://localhost:$1/wp-login.php" && return 0
		sleep 0.2
	done
}

if [ "${RUEDA_BENCH_ONLY:-}" != load ]; then
	bash bin/site.sh bench "$port" --reset >/dev/null
	# The bare REST route and the query count header, no rate limit; this site only.
	cp bin/query-count-mu-plugin.php "$RUEDA_SITES/bench/wp-content/mu-plugins/rueda-query-count.php"
	cp bin/bench-mu-plugin.php "$RUEDA_SITES/bench/wp-content/mu-plugins/rueda-bench.php"
	# Redsys on, for the notification's timing (bin/bench.mjs signs it; no simulator runs).
	"$(bash bin/ensure-php.sh)" bin/demo-redsys.php "$RUEDA_SITES/bench" "http://localhost:$((port + 4))" 2>/dev/null
	bash bin/serve.sh bench "$port" &
	pids+=($!)
	wait_for "$port"
	node bin/bench.mjs "http://localhost:$port"
	node bin/bench-storefront.mjs "http://localhost:$port"
	# Workshop slots with a month of bookings, against the bare route.
	"$(bash bin/ensure-php.sh)" bin/bench-seed-appointments.php "$RUEDA_SITES/bench"
	node bin/bench-appointments.mjs "http://localhost:$port"
	node bin/bench-lighthouse.mjs "http://localhost:$port"
	node bin/bench-admin.mjs "http://localhost:$port" "$(cat "$RUEDA_SITES/bench.login")"
	# The example extension's weight on the cart and the checkout: without it, then active.
	cp -r examples/rueda-hotel-neumaticos "$RUEDA_SITES/bench/wp-content/plugins/"
	node bin/bench-extension.mjs "http://localhost:$port" "no extension"
	"$(bash bin/ensure-php.sh)" -r '$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php"; require_once ABSPATH . "wp-admin/includes/plugin.php"; activate_plugin( "rueda-hotel-neumaticos/rueda-hotel-neumaticos.php" );' "$RUEDA_SITES/bench"
	node bin/bench-extension.mjs "http://localhost:$port" "the example extension active"
fi

# Shoppers under load, the shop's rate limits on: the same MariaDB shop on PHP's built-in
# server with 10 workers, then on the production stack (nginx + two PHP-FPM nodes).
load_site() {
	cp bin/bench-mu-plugin.php "$RUEDA_SITES/$1/wp-content/mu-plugins/rueda-bench.php"
	"$(bash bin/ensure-php.sh)" -r '$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php"; update_option( "rueda_bench_keep_rate_limits", 1 );' "$RUEDA_SITES/$1"
}
cport=$((port + 1))
RUEDA_DB=mariadb bash bin/site.sh bench-mariadb "$cport" --reset >/dev/null
load_site bench-mariadb
PHP_CLI_SERVER_WORKERS=10 bash bin/serve.sh bench-mariadb "$cport" &
pids+=($!)
wait_for "$cport"
for shoppers in 10 50; do
	node bin/bench-shoppers.mjs "http://localhost:$cport" "$seconds" "$shoppers" "PHP's built-in server, 10 workers"
done
cleanup
pids=()

pport=$((port + 2))
# Its shoppers pay with the sandbox card: the owner's switch for test payments is on; the
# Redsys simulator runs beside it for the last runs.
RUEDA_PROD_SITE=prod-bench RUEDA_PROD_PORT="$pport" RUEDA_PROD_REDSYS_PORT=$((port + 4)) RUEDA_SKIP_BUILD=1 RUEDA_ALLOW_TEST_PAYMENTS=1 \
	bash bin/start-production.sh --reset >/dev/null
load_site prod-bench
for shoppers in 10 50; do
	node bin/bench-shoppers.mjs "http://localhost:$pport" "$seconds" "$shoppers" "nginx + 2 PHP-FPM nodes"
done
# The same 10 shoppers with every Tienda visit made by PHP: what the page cache saves.
RUEDA_BENCH_PAGE_CACHE=off node bin/bench-shoppers.mjs "http://localhost:$pport" "$seconds" 10 "nginx + 2 PHP-FPM nodes"
# Every other shopper pays by card at the Redsys simulator, which notifies the shop
# through nginx before sending the shopper back to the confirmation page.
for shoppers in 10 50; do
	RUEDA_BENCH_REDSYS=half node bin/bench-shoppers.mjs "http://localhost:$pport" "$seconds" "$shoppers" "nginx + 2 PHP-FPM nodes"
done
