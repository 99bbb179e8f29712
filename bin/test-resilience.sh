#!/usr/bin/env bash
# `npm run test:resilience`: faults under load on the production stack, with a MariaDB
# server of its own (bin/private-mariadb.sh) so restarting it touches nothing else. A
# throwaway site; bin/resilience.mjs runs the faults and the audits and ends with
# "N passed, N failed". RUEDA_RESILIENCE_PORT (8876) and the next port.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_RESILIENCE_PORT:-8876}"
name=resilience
db="$RUEDA_SITES/$name-db"
# Its shoppers pay with the sandbox card: the owner's switch for test payments is on.
export RUEDA_PROD_SITE="$name" RUEDA_PROD_PORT="$port" RUEDA_DB_SOCKET="$db/mysqld.sock" RUEDA_ALLOW_TEST_PAYMENTS=1
[ -f build/blocks/workshop-info/block.json ] && export RUEDA_SKIP_BUILD=1
command -v mariadbd >/dev/null || install_packages mariadb-server

trap 'bash bin/start-production.sh --stop >/dev/null; bash bin/private-mariadb.sh "$db" stop' EXIT
step "Starting a MariaDB server of the test's own"
bash bin/private-mariadb.sh "$db" start
step "Starting the production stack (site '$name')"
bash bin/start-production.sh --reset >/dev/null
php="$(bash bin/ensure-php.sh)"
"$php" bin/resilience-audit.php "$RUEDA_SITES/$name" setup "$RUEDA_SITES/$name.state.json" >/dev/null
step "Faults under load"
PATH="$(dirname "$php"):$PATH" node bin/resilience.mjs "http://localhost:$port" "$RUEDA_SITES/$name.run" \
	"$RUEDA_SITES/$name" "$db" "$RUEDA_SITES/$name.state.json"
