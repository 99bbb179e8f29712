#!/usr/bin/env bash
# `npm start`: provisions WordPress, builds Rueda, installs and seeds the demo shop and
# serves it on http://localhost:8888. `npm run site:reset` (--reset) starts over.
# The Redsys simulator (bin/redsys-simulator.php) runs beside it on port 8899
# (RUEDA_REDSYS_PORT), stopped with the shop; the demo's card and Bizum pay there.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_PORT:-8888}"

bash bin/ensure-node-modules.sh
step "Building the blocks"
quiet npm run build
site="$(bash bin/site.sh dev "$port" "${1:-}")"

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
	die "port $port is taken; stop what runs there (or set RUEDA_PORT) and run npm start again"
fi
redsys_port="${RUEDA_REDSYS_PORT:-8899}"
if (exec 3<>"/dev/tcp/127.0.0.1/$redsys_port") 2>/dev/null; then
	die "port $redsys_port is taken (the Redsys simulator's); stop what runs there (or set RUEDA_REDSYS_PORT) and run npm start again"
fi
php="$(bash bin/ensure-php.sh)"
"$php" bin/demo-redsys.php "$site" "http://localhost:$redsys_port"
RUEDA_REDSYS_SIM_STATE="$site.redsys.json" "$php" -S "127.0.0.1:$redsys_port" bin/redsys-simulator.php >>"$site.redsys.log" 2>&1 &
redsys_pid=$!
trap 'kill "$redsys_pid" 2>/dev/null' EXIT
cat <<MSG

  Rueda demo shop:  http://localhost:$port
  Admin:            http://localhost:$port/wp-admin
  Redsys simulator: http://localhost:$redsys_port (card and Bizum pay there, nothing is charged)
  User:             admin
  Password:         $(cat "$site.login")

  Ctrl+C stops the server; npm start again reuses the site, npm run site:reset starts over.

MSG
# Not exec: the simulator is stopped when the shop is (Ctrl+C).
bash bin/serve.sh dev "$port"
