#!/usr/bin/env bash
# `npm run bench`: serves a fresh benchmark site on port 8892 and prints figures (page and
# Store API times against a bare REST route, queries per request, bundle sizes, the admin
# routes and screens, Lighthouse on Inicio, Tienda, Carrito and Finalizar compra, the cart
# and checkout JS with and without the example extension), then a
# two-minute checkout load test on MariaDB (RUEDA_BENCH_SECONDS to change it). Figures
# only: it asserts nothing.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_BENCH_PORT:-8892}"
bash bin/ensure-node-modules.sh
quiet npm run build
bash bin/site.sh bench "$port" --reset >/dev/null
# The bare REST route and the query count header; this site only.
cp bin/bench-mu-plugin.php "$RUEDA_SITES/bench/wp-content/mu-plugins/rueda-bench.php"
bash bin/serve.sh bench "$port" &
server=$!
trap 'pkill -P $server 2>/dev/null; kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do
	curl -fs -o /dev/null "http://localhost:$port/wp-login.php" && break
	sleep 0.2
done
node bin/bench.mjs "http://localhost:$port"
node bin/bench-storefront.mjs "http://localhost:$port"
node bin/bench-lighthouse.mjs "http://localhost:$port"
node bin/bench-admin.mjs "http://localhost:$port" "$(cat "$RUEDA_SITES/bench.login")"
# The example extension's weight on the cart and the checkout: without it, then active.
cp -r examples/rueda-hotel-neumaticos "$RUEDA_SITES/bench/wp-content/plugins/"
node bin/bench-extension.mjs "http://localhost:$port" "no extension"
"$(bash bin/ensure-php.sh)" -r '$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php"; require_once ABSPATH . "wp-admin/includes/plugin.php"; activate_plugin( "rueda-hotel-neumaticos/rueda-hotel-neumaticos.php" );' "$RUEDA_SITES/bench"
node bin/bench-extension.mjs "http://localhost:$port" "the example extension active"

# Checkout under load: a MariaDB site served by PHP's built-in server with 10 workers
# (no php-fpm or nginx on these machines).
cport=$((port + 1))
RUEDA_DB=mariadb bash bin/site.sh bench-mariadb "$cport" --reset >/dev/null
cp bin/bench-mu-plugin.php "$RUEDA_SITES/bench-mariadb/wp-content/mu-plugins/rueda-bench.php"
PHP_CLI_SERVER_WORKERS=10 bash bin/serve.sh bench-mariadb "$cport" &
cserver=$!
trap 'pkill -P $server 2>/dev/null; kill $server 2>/dev/null; pkill -P $cserver 2>/dev/null; kill $cserver 2>/dev/null || true' EXIT
for _ in $(seq 50); do
	curl -fs -o /dev/null "http://localhost:$cport/wp-login.php" && break
	sleep 0.2
done
node bin/bench-checkout.mjs "http://localhost:$cport" "${RUEDA_BENCH_SECONDS:-120}" 10
