#!/usr/bin/env bash
# `npm start`: provisions WordPress, builds Rueda, installs and seeds the demo shop and
# serves it on http://localhost:8888. `npm run site:reset` (--reset) starts over.
# The Redsys simulator (bin/redsys-simulator.php) runs beside it on port 8899
# (RUEDA_REDSYS_PORT), stopped with the shop; the demo's card and Bizum pay there.
# The AEAT stand-in (bin/aeat-simulator.php) runs on port 8898 (RUEDA_AEAT_PORT): the
# shop sends its VERI*FACTU records there (RUEDA_AEAT_ENDPOINT), never to the AEAT.
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
aeat_port="${RUEDA_AEAT_PORT:-8898}"
if (exec 3<>"/dev/tcp/127.0.0.1/$aeat_port") 2>/dev/null; then
	die "port $aeat_port is taken (the AEAT simulator's); stop what runs there (or set RUEDA_AEAT_PORT) and run npm start again"
fi
php="$(bash bin/ensure-php.sh)"
"$php" bin/demo-redsys.php "$site" "http://localhost:$redsys_port"
RUEDA_REDSYS_SIM_STATE="$site.redsys.json" "$php" -S "127.0.0.1:$redsys_port" bin/redsys-simulator.php >>"$site.redsys.log" 2>&1 &
redsys_pid=$!
RUEDA_AEAT_SIM_STATE="$site.aeat.json" "$php" -S "127.0.0.1:$aeat_port" bin/aeat-simulator.php >>"$site.aeat.log" 2>&1 &
aeat_pid=$!
trap 'kill "$redsys_pid" "$aeat_pid" 2>/dev/null' EXIT
export RUEDA_AEAT_ENDPOINT="http://localhost:$aeat_port/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP"
cat <<MSG

  Rueda demo shop:  http://localhost:$port
  Admin:            http://localhost:$port/wp-admin
  Redsys simulator: http://localhost:$redsys_port (card and Bizum pay there, nothing is charged)
  AEAT simulator:   http://localhost:$aeat_port (the invoice records go there, VERI*FACTU)
  User:             admin
  Password:         $(cat "$site.login")

  Ctrl+C stops the server; npm start again reuses the site, npm run site:reset starts over.

MSG
# Not exec: the simulators are stopped when the shop is (Ctrl+C).
bash bin/serve.sh dev "$port"
