#!/usr/bin/env bash
# `npm start`: provisions WordPress, builds Rueda, installs and seeds the demo shop and
# serves it on http://localhost:8888. `npm run site:reset` (--reset) starts over.
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
cat <<MSG

  Rueda demo shop:  http://localhost:$port
  Admin:            http://localhost:$port/wp-admin
  User:             admin
  Password:         $(cat "$site.login")

  Ctrl+C stops the server; npm start again reuses the site, npm run site:reset starts over.

MSG
exec bash bin/serve.sh dev "$port"
