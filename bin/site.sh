#!/usr/bin/env bash
# Creates (once) and installs a WordPress site that runs Rueda, then seeds the demo shop.
# Usage: bin/site.sh NAME PORT [--reset]. Database: SQLite, or MariaDB when RUEDA_DB=mariadb.
# RUEDA_OBJECT_CACHE=redis gives the site a persistent object cache: the test-only Redis
# drop-in tests/object-cache/object-cache.php (Redis started here when it is not running).
# RUEDA_DB_SOCKET names a MariaDB server of the caller's own (started by it) instead of the
# system's. Prints the site directory.
# RUEDA_SEED_ONCE=1 (bin/test.sh) makes a --reset site a copy of one site per database
# engine, seeded once (seed-sqlite, seed-mariadb; bin/test.sh removes them when it starts).
source "$(dirname "$0")/lib.sh"

name="${1:?site name}"
port="${2:?port}"
reset="${3:-}"
db="${RUEDA_DB:-sqlite}"
site="$RUEDA_SITES/$name"
php="$(bash "$RUEDA_ROOT/bin/ensure-php.sh")"
bash "$RUEDA_ROOT/bin/provision-core.sh"

socket=(${RUEDA_DB_SOCKET:+--socket="$RUEDA_DB_SOCKET"})
mariadb_ready() { mysqladmin "${socket[@]}" ping --silent >/dev/null 2>&1; }
ensure_mariadb() {
	if [ -n "${RUEDA_DB_SOCKET:-}" ]; then
		mariadb_ready || die "no MariaDB answers on $RUEDA_DB_SOCKET"
		quiet mysql -uroot "${socket[@]}" -e "$(mariadb_sql)"
		return
	fi
	command -v mysqld >/dev/null || command -v mariadbd >/dev/null || {
		is_root || die "MariaDB is not installed. Install: sudo apt-get install mariadb-server"
		step "Installing MariaDB"
		DEBIAN_FRONTEND=noninteractive quiet apt-get install -y -qq mariadb-server
	}
	if ! mariadb_ready; then
		step "Starting MariaDB"
		if is_root; then quiet service mariadb start; else sudo -n service mariadb start >/dev/null 2>&1 || die "start MariaDB: sudo service mariadb start"; fi
	fi
	if is_root; then quiet mysql -uroot -e "$(mariadb_sql)"; else quiet sudo -n mysql -uroot -e "$(mariadb_sql)"; fi
}
mariadb_sql() {
	[ "$reset" = --reset ] && echo "DROP DATABASE IF EXISTS \`rueda_$name\`;"
	echo "CREATE DATABASE IF NOT EXISTS \`rueda_$name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
		CREATE USER IF NOT EXISTS 'rueda'@'localhost' IDENTIFIED BY 'rueda';
		GRANT ALL PRIVILEGES ON \`rueda\\_%\`.* TO 'rueda'@'localhost';"
}

redis_port="${RUEDA_REDIS_PORT:-6379}"
redis_ready() { redis-cli -p "$redis_port" ping 2>/dev/null | grep -q PONG; }
ensure_redis() {
	local missing=()
	command -v redis-server >/dev/null || missing+=(redis-server)
	"$php" -m | grep -ix redis >/dev/null || missing+=("php$("$php" -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;')-redis")
	if [ "${#missing[@]}" -gt 0 ]; then
		is_root || die "Redis is not installed. Install: sudo apt-get install ${missing[*]}"
		step "Installing ${missing[*]}"
		DEBIAN_FRONTEND=noninteractive quiet apt-get install -y -qq "${missing[@]}"
		"$php" -m | grep -ix redis >/dev/null || die "$php has no redis extension (php-redis is built for Debian's PHP; set RUEDA_PHP)"
	fi
	if ! redis_ready; then
		step "Starting Redis on port $redis_port"
		# No persistence: the cache is throwaway, like the test sites.
		quiet redis-server --daemonize yes --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no
		for _ in $(seq 50); do redis_ready && break; sleep 0.1; done
		redis_ready || die "Redis did not start on port $redis_port"
	fi
}
# Forgets the site's keys (the prefix WP_CACHE_KEY_SALT in bin/write-config.php).
forget_cached() { redis-cli -p "$redis_port" --scan --pattern "rueda:$name:*" | xargs -r redis-cli -p "$redis_port" unlink >/dev/null; }

if [ "$reset" = --reset ]; then
	rm -rf "$site"
	redis_ready && forget_cached
fi

# The seeded site this one is copied from, made first (one at a time) if need be.
seeded=""
if [ "${RUEDA_SEED_ONCE:-}" = 1 ] && [ "$reset" = --reset ] && [ -z "${RUEDA_DB_SOCKET:-}" ] && [[ "$name" != seed-* ]]; then
	seeded="$RUEDA_SITES/seed-$db"
	(
		flock -w 1200 9 || die "waited 20 minutes for the seeded $db site: another run holds $RUEDA_SITES/.seed-$db.lock"
		# Without the lock's descriptor: a server it starts (MariaDB, Redis) would inherit
		# it and hold the lock for as long as it runs.
		[ -f "$seeded/.seeded" ] || { RUEDA_OBJECT_CACHE='' RUEDA_PROFILE='' bash "$RUEDA_ROOT/bin/site.sh" "seed-$db" 8999 --reset 9>&- >/dev/null && touch "$seeded/.seeded"; }
	) 9>"$RUEDA_SITES/.seed-$db.lock"
	[ -f "$seeded/.seeded" ] || die "the seeded $db site could not be made"
fi

if [ ! -f "$site/wp-config.php" ]; then
	step "Creating site '$name' ($db) on port $port${seeded:+ from the seeded site}"
	mkdir -p "$site"
	# Core files are hard links into the read-only cache (copies where links are impossible);
	# wp-content is a real copy because sites write into it.
	for entry in "$RUEDA_CORE"/*; do
		base="$(basename "$entry")"
		[ "$base" = wp-content ] && continue
		cp -al "$entry" "$site/" 2>/dev/null || cp -r "$entry" "$site/"
	done
	if [ -n "$seeded" ]; then
		cp -a "$seeded/wp-content" "$site/wp-content"
		cp "$RUEDA_SITES/seed-$db.login" "$site.login"
	else
		cp -r "$RUEDA_CORE/wp-content" "$site/wp-content"
		rm -rf "$site/wp-content/plugins/akismet"
		cp -r "$RUEDA_CACHE/sqlite-database-integration" "$site/wp-content/plugins/sqlite-database-integration"
		ln -s "$RUEDA_ROOT" "$site/wp-content/plugins/rueda"
		mkdir -p "$site/wp-content/uploads" "$site/wp-content/mu-plugins"
	fi
	"$php" "$RUEDA_ROOT/bin/write-config.php" "$site" "$port" "$db" "$name"
fi

# The demo plugin (rueda-demo/) beside Rueda, also in a site made before Rueda shipped without it.
[ -e "$site/wp-content/plugins/rueda-demo" ] || ln -s "$RUEDA_ROOT/rueda-demo" "$site/wp-content/plugins/rueda-demo"
if [ "$db" = mariadb ]; then
	ensure_mariadb
	[ -n "$seeded" ] && MYSQL_PWD=rueda mysqldump "${socket[@]}" -urueda --single-transaction "rueda_seed-$db" | MYSQL_PWD=rueda mysql "${socket[@]}" -urueda "rueda_$name"
fi
case "${RUEDA_OBJECT_CACHE:-}" in
redis)
	ensure_redis
	cp "$RUEDA_ROOT/tests/object-cache/object-cache.php" "$site/wp-content/object-cache.php"
	;;
'')
	# Without the variable the site runs without it (a copy of the test drop-in is removed).
	if grep -qs 'Test-only persistent object cache on Redis' "$site/wp-content/object-cache.php"; then
		rm "$site/wp-content/object-cache.php"
		redis_ready && forget_cached
	fi
	;;
*) die "RUEDA_OBJECT_CACHE: 'redis' or nothing" ;;
esac
"$php" "$RUEDA_ROOT/bin/install-site.php" "$site"
echo "$site"
