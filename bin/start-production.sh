#!/usr/bin/env bash
# `npm run start:production`: the shop as a host runs it, on this machine. nginx in front
# (static files with long cache headers, gzip and brotli, balancing), two PHP-FPM nodes
# (each its own master, socket and OPcache), MariaDB, WP-Cron from a cron loop. It runs
# the files in deploy/ with paths, port and names rewritten, and returns once the shop
# answers. Flags: --stop stops it; --reset starts the site over.
# Environment: RUEDA_PROD_PORT (8880; the stand-in balancer listens on the next port),
# RUEDA_PROD_SITE (prod), RUEDA_SKIP_BUILD=1 (build/ is current), RUEDA_ALLOW_TEST_PAYMENTS=1
# (the owner's switch for test payment methods, which a production site does not offer:
# the load and fault tests pay with the sandbox card), RUEDA_PROD_REDSYS_PORT (none: the
# Redsys simulator, bin/redsys-simulator.php, runs on that port with the stack and the
# site's card and Bizum pay there with Redsys's test merchant, as `npm start` does).
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_PROD_PORT:-8880}"
name="${RUEDA_PROD_SITE:-prod}"
site="$RUEDA_SITES/$name"
run="$RUEDA_SITES/$name.run"
# The stand-in balancer's address: rueda.conf and Rueda's rate limits trust it locally.
balancer_ip=127.0.0.254

# Stops a process of this stack by its pid file; a pid that now belongs to something
# else (its command line does not name this run directory) is left alone.
stop_pid() {
	local file="$run/$1.pid" signal="$2" target pid
	[ -f "$file" ] || return 0
	pid="$(cat "$file")"
	target="$pid"
	[ "${3:-}" = group ] && target="-$pid"
	if kill -0 "$pid" 2>/dev/null && grep -qaF "$run/" "/proc/$pid/cmdline" 2>/dev/null; then
		kill "-$signal" -- "$target" 2>/dev/null || true
		for _ in $(seq 100); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
	fi
	rm -f "$file"
}
stop() {
	stop_pid cron TERM group
	stop_pid redsys TERM group
	stop_pid nginx QUIT
	stop_pid node1 QUIT
	stop_pid node2 QUIT
}

case "${1:-}" in "" | --reset | --stop) ;; *) die "usage: bin/start-production.sh [--reset | --stop]" ;; esac
if [ "${1:-}" = --stop ]; then
	stop
	echo "Stopped the production stack of '$name'."
	exit 0
fi

php="$(bash bin/ensure-php.sh)"
version="$("$php" -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;')"
fpm="$(command -v "php-fpm$version" || echo "/usr/sbin/php-fpm$version")"
packages=()
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -x "$fpm" ] || packages+=("php$version-fpm")
[ "${#packages[@]}" -gt 0 ] && install_packages "${packages[@]}"
# Brotli is a bonus: Debian ships it as an nginx module; gzip alone where it is missing.
brotli=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
if is_root && [ ! -e "$brotli" ] && apt-cache show libnginx-mod-http-brotli-filter >/dev/null 2>&1; then
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-filter >/dev/null 2>&1 || true
fi
nginx="$(command -v nginx || echo /usr/sbin/nginx)"

stop
redsys_port="${RUEDA_PROD_REDSYS_PORT:-}"
for p in "$port" $((port + 1)) $redsys_port; do
	if (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
		die "port $p is taken; stop what runs there or set RUEDA_PROD_PORT (RUEDA_PROD_REDSYS_PORT)"
	fi
done

if [ "${RUEDA_SKIP_BUILD:-}" != 1 ]; then
	bash bin/ensure-node-modules.sh
	step "Building the blocks"
	quiet npm run build
fi
RUEDA_DB=mariadb RUEDA_PROFILE=production bash bin/site.sh "$name" "$port" "${1:-}" >/dev/null
# A stable 503 instead of WordPress's error page while the database is down.
ln -sf "$RUEDA_ROOT/includes/DropIns/db-error.php" "$site/wp-content/db-error.php"
# Rate limits count the client nginx found (real_ip), behind the trusted balancer. Core's
# translations as wordpress.org's language packs ship them to hosts: with the .l10n.php
# files OPcache keeps, not .mo files parsed on every request (Debian ships .mo only).
"$php" -r '$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php";
	$o = (array) get_option( "rueda_rate_limits", array() );
	update_option( "rueda_rate_limits", array( "proxy_support" => true, "trusted_proxies" => array( $argv[2] ) ) + $o );
	$payments = (array) get_option( "rueda_payments", array() );
	update_option( "rueda_payments", array( "allow_test_gateways" => "1" === $argv[3] ) + $payments );
	foreach ( glob( WP_LANG_DIR . "/*" . get_locale() . ".mo" ) as $mo ) {
		$php = substr( $mo, 0, -3 ) . ".l10n.php";
		if ( ! file_exists( $php ) ) {
			file_put_contents( $php, WP_Translation_File::transform( $mo, "php" ) );
		}
	}' "$site" "$balancer_ip" "${RUEDA_ALLOW_TEST_PAYMENTS:-0}"
[ -z "$redsys_port" ] || "$php" bin/demo-redsys.php "$site" "http://localhost:$redsys_port" 2>/dev/null

step "Starting nginx and two PHP-FPM nodes"
trap '[ $? = 0 ] || stop' EXIT
rm -rf "$run" && mkdir -p "$run/tmp" "$run/php"
user="$(id -un)"
group="$(id -gn)"
# Fails when a deploy/ file changed shape and a host value was left in the local copy.
written() {
	local file="$1"
	shift
	if grep -vE '^\s*[#;]' "$file" | grep -E "$*" >&2; then die "$file keeps a host value; update bin/start-production.sh"; fi
}
sed -e "s|unix:/run/php/rueda-node|unix:$run/node|" -e "s|listen 80\( default_server\)\?;|listen 127.0.0.1:$port\1;|" \
	-e "s|server_name shop.example;|server_name localhost;|" -e "s|root /var/www/rueda;|root $site;|" \
	-e "s|\"~\*^shop\\\\.example(:(80\|443))?\$\" shop.example;|\"~*^localhost(:$port)?\$\" localhost:$port;|" \
	-e "s|/var/log/nginx/rueda|$run/nginx|" -e "s|set_real_ip_from 10.0.0.10;|set_real_ip_from $balancer_ip;|" \
	-e "s|/etc/nginx/snippets/rueda-brotli|$run/rueda-brotli|" -e "s|/var/cache/nginx/rueda|$run/cache|" \
	deploy/nginx/rueda.conf >"$run/rueda.conf"
written "$run/rueda.conf" '/run/php|/var/www|/var/log|/var/cache|10\.0\.0\.10|/snippets/|shop.{0,2}example|listen 80[ ;]'
sed -e "s|127.0.0.1:8081|127.0.0.1:$((port + 1))|" -e "s|127.0.0.1:8080|127.0.0.1:$port|" \
	-e "s|127.0.0.254|$balancer_ip|" deploy/nginx/balancer.conf >"$run/balancer.conf"
written "$run/balancer.conf" ':808[01]'
if [ -e "$brotli" ]; then cp deploy/nginx/rueda-brotli.conf "$run/"; fi
cat >"$run/nginx.conf" <<CONF
# Written by bin/start-production.sh: the local nginx around deploy/nginx/rueda.conf.
$(is_root && echo "user $user $group;")
worker_processes auto;
pid $run/nginx.pid;
$( [ -e "$run/rueda-brotli.conf" ] && echo "load_module $brotli;")
events { worker_connections 2048; }
http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	tcp_nopush on;
	server_tokens off;
	client_body_temp_path $run/tmp/body;
	fastcgi_temp_path $run/tmp/fastcgi;
	proxy_temp_path $run/tmp/proxy;
	scgi_temp_path $run/tmp/scgi;
	uwsgi_temp_path $run/tmp/uwsgi;
	include $run/rueda.conf;
	include $run/balancer.conf;
}
CONF
cp deploy/php-fpm/rueda-opcache.ini "$run/php/90-rueda.ini"
# Two workers per core, as on a host, shared by the two nodes of this one machine.
workers="$(nproc)"
for node in node1 node2; do
	{
		printf '[global]\npid = %s\nerror_log = %s\ndaemonize = yes\n\n' "$run/$node.pid" "$run/$node.log"
		sed -e "s|^listen = /run/php/rueda-node1.sock|listen = $run/$node.sock|" \
			-e "s#^\(user\|listen.owner\) = www-data#\1 = $user#" -e "s#^\(group\|listen.group\) = www-data#\1 = $group#" \
			-e "s|/var/log/php[0-9.]*-fpm-rueda|$run/$node|" -e "s|^pm.max_children = .*|pm.max_children = $workers|" \
			deploy/php-fpm/rueda.conf
	} >"$run/$node.conf"
	written "$run/$node.conf" '/run/php|/var/log|www-data'
	# Debian's php.ini and conf.d, plus Rueda's OPcache settings (a host's conf.d file). A
	# script per node, so a node killed can be started again (bin/test-resilience.sh).
	printf '#!/bin/sh\nPHP_INI_SCAN_DIR=":%s/php" exec "%s" -y "%s/%s.conf" %s\n' "$run" "$fpm" "$run" "$node" "$(is_root && echo -R)" >"$run/$node.start"
	chmod +x "$run/$node.start"
	quiet "$run/$node.start"
done
quiet "$nginx" -c "$run/nginx.conf" -p "$run/" -e "$run/nginx.error.log"

# WP-Cron every minute, as deploy/cron/rueda does on a host (DISABLE_WP_CRON is set).
setsid bash -c 'cd "$1" && while :; do "$2" wp-cron.php >/dev/null 2>>"$3" || true; sleep 60; done' \
	rueda-cron "$site" "$php" "$run/cron.log" </dev/null >/dev/null 2>&1 &
echo $! >"$run/cron.pid"

# The bank's stand-in, in a process group of its own (its workers go with it); the log
# file named on its command line tells stop_pid it is this run's.
if [ -n "$redsys_port" ]; then
	RUEDA_REDSYS_SIM_STATE="$run/redsys.json" PHP_CLI_SERVER_WORKERS=4 setsid "$php" -d error_log="$run/redsys.log" \
		-S "127.0.0.1:$redsys_port" bin/redsys-simulator.php </dev/null >>"$run/redsys.log" 2>&1 &
	echo $! >"$run/redsys.pid"
fi

for _ in $(seq 50); do
	curl -fs -o /dev/null "http://localhost:$port/wp-login.php" && break
	sleep 0.2
done
curl -fs -o /dev/null "http://localhost:$port/wp-login.php" || die "the shop does not answer; see $run/*.log"
if [ -n "$redsys_port" ]; then
	for _ in $(seq 50); do
		curl -s -o /dev/null "http://localhost:$redsys_port/" && break
		sleep 0.1
	done
	curl -s -o /dev/null "http://localhost:$redsys_port/" || die "the Redsys simulator does not answer; see $run/redsys.log"
fi
trap - EXIT
cat <<MSG

  Rueda, production shape:  http://localhost:$port
  Admin:                    http://localhost:$port/wp-admin
  User:                     admin
  Password:                 $(cat "$site.login")

  nginx (static files, gzip$( [ -e "$run/rueda-brotli.conf" ] && echo ' and brotli')) -> PHP-FPM node1 + node2 -> MariaDB rueda_$name;
  WP-Cron every minute. A stand-in balancer on http://localhost:$((port + 1)).$( [ -n "$redsys_port" ] && printf '\n  %s' "Redsys simulator: http://localhost:$redsys_port (card and Bizum pay there)")
  Configs and logs: $run/
  Stop: npm run start:production -- --stop

MSG
