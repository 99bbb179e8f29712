#!/usr/bin/env bash
# PHPUnit with WordPress loaded, against throwaway test sites: SQLite, then MariaDB.
# RUEDA_PHP_DBS="sqlite" runs one database only; RUEDA_PHP_SITE and RUEDA_PHP_PORT name
# the sites and their first port, so two runs can go side by side. JUnit reports go to artifacts/.
# RUEDA_OBJECT_CACHE=redis runs them with a persistent object cache (Redis; bin/site.sh):
# sites and reports then end in "-redis" (artifacts/phpunit-mariadb-redis.xml), and only
# the tests that cross the object cache run (@group object-cache: cached reads, writes that
# must invalidate them, processes and nodes that share them), unless arguments say otherwise.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
bash bin/ensure-composer.sh
php="$(bash bin/ensure-php.sh)"
[ -f build/blocks/workshop-info/block.json ] || { step "Building blocks"; quiet npm run build; }
mkdir -p artifacts
status=0
port="${RUEDA_PHP_PORT:-8890}"
name="${RUEDA_PHP_SITE:-phpunit}"
suffix="${RUEDA_OBJECT_CACHE:+-$RUEDA_OBJECT_CACHE}"
[ -n "${RUEDA_OBJECT_CACHE:-}" ] && [ $# -eq 0 ] && set -- --group object-cache
for db in ${RUEDA_PHP_DBS:-sqlite mariadb}; do
	site="$(RUEDA_DB=$db bash bin/site.sh "$name-$db$suffix" "$port" --reset)"
	step "PHPUnit on $db${RUEDA_OBJECT_CACHE:+ with the $RUEDA_OBJECT_CACHE object cache}"
	RUEDA_TEST_SITE="$site" "$php" vendor/bin/phpunit --log-junit "artifacts/$name-$db$suffix.xml" "$@" || status=1
	port=$((port + 1))
done
exit $status
