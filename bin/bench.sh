#!/usr/bin/env bash
# `npm run bench`: serves a fresh benchmark site on port 8892 and prints figures (page and
# Store API times against a bare REST route, queries per request, bundle sizes). Figures
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
