#!/usr/bin/env bash
# A MariaDB server of a test's own, in DIR, on the socket DIR/mysqld.sock, so the test
# can stop and restart it without touching the system's server or other sites.
# Usage: bin/private-mariadb.sh DIR start|stop. Needs Debian's mariadb-server installed.
source "$(dirname "$0")/lib.sh"
dir="${1:?directory}"
socket="$dir/mysqld.sock"
ready() { mysqladmin --socket="$socket" -uroot ping --silent >/dev/null 2>&1; }
case "${2:-}" in
start)
	ready && exit 0
	mkdir -p "$dir"
	if [ ! -d "$dir/data/mysql" ]; then
		quiet mariadb-install-db --no-defaults --datadir="$dir/data" --auth-root-authentication-method=normal \
			--skip-test-db $(is_root && echo --user=root)
	fi
	# Small: a throwaway shop. No TCP port: only the socket.
	setsid mariadbd --no-defaults --datadir="$dir/data" --socket="$socket" --skip-networking \
		--pid-file="$dir/mysqld.pid" --log-error="$dir/error.log" --innodb-buffer-pool-size=64M \
		$(is_root && echo --user=root) </dev/null >/dev/null 2>&1 &
	for _ in $(seq 100); do ready && exit 0; sleep 0.1; done
	die "MariaDB did not start in $dir (see $dir/error.log)"
	;;
stop)
	[ -f "$dir/mysqld.pid" ] || exit 0
	pid="$(cat "$dir/mysqld.pid")"
	kill -TERM "$pid" 2>/dev/null || true
	for _ in $(seq 300); do kill -0 "$pid" 2>/dev/null || exit 0; sleep 0.1; done
	die "MariaDB in $dir did not stop"
	;;
*) die "usage: bin/private-mariadb.sh DIR start|stop" ;;
esac
