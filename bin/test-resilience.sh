#!/usr/bin/env bash
# `npm run test:resilience`: faults under load on the production stack, with a MariaDB
# server of its own (bin/private-mariadb.sh) so restarting it touches nothing else. A
# throwaway site; bin/resilience.mjs runs the faults and the audits and ends with
# "N passed, N failed". RUEDA_RESILIENCE_PORT (8876), the next port, and the one after
# for the Redsys simulator of the production checks.
# RUEDA_PRODUCTION_RESULT=FILE (npm test) first runs bin/check-production.mjs on the same
# stack, as `npm run test:production` does on a stack of its own, and writes pass or fail
# to FILE: one start of the stack for both.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_RESILIENCE_PORT:-8876}"
name=resilience
db="$RUEDA_SITES/$name-db"
run="$RUEDA_SITES/$name.run"
export RUEDA_PROD_SITE="$name" RUEDA_PROD_PORT="$port" RUEDA_DB_SOCKET="$db/mysqld.sock"
# Its shoppers pay with the sandbox card: the owner's switch for test payments is on (the
# production checks turn it on themselves, once they have seen it off).
[ -n "${RUEDA_PRODUCTION_RESULT:-}" ] || export RUEDA_ALLOW_TEST_PAYMENTS=1
# The production checks pay by card at the Redsys simulator.
[ -z "${RUEDA_PRODUCTION_RESULT:-}" ] || export RUEDA_PROD_REDSYS_PORT=$((port + 2))
[ -f build/blocks/workshop-info/block.json ] && export RUEDA_SKIP_BUILD=1
command -v mariadbd >/dev/null || install_packages mariadb-server

trap 'bash bin/start-production.sh --stop >/dev/null; bash bin/private-mariadb.sh "$db" stop' EXIT
step "Starting a MariaDB server of the test's own"
bash bin/private-mariadb.sh "$db" start
step "Starting the production stack (site '$name')"
bash bin/start-production.sh --reset >/dev/null
php="$(bash bin/ensure-php.sh)"
if [ -n "${RUEDA_PRODUCTION_RESULT:-}" ]; then
	step "The production stack end to end"
	if RUEDA_PHP="$php" node bin/check-production.mjs "http://localhost:$port" "$run"; then result=pass; else result=fail; fi
	echo "$result" >"$RUEDA_PRODUCTION_RESULT"
	# The checks end by killing node1 (nginx skips it): the faults start with both nodes.
	"$run/node1.start"
fi
"$php" bin/resilience-audit.php "$RUEDA_SITES/$name" setup "$RUEDA_SITES/$name.state.json" >/dev/null
step "Faults under load"
PATH="$(dirname "$php"):$PATH" node bin/resilience.mjs "http://localhost:$port" "$run" \
	"$RUEDA_SITES/$name" "$db" "$RUEDA_SITES/$name.state.json"
