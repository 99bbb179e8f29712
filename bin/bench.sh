#!/usr/bin/env bash
# `npm run bench`: serves a fresh benchmark site on port 8892 and prints figures (page and
# Store API times against a bare REST route, queries per request, bundle sizes, the admin
# routes and screens, Lighthouse on Inicio, Tienda, Carrito and Finalizar compra), then a
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
