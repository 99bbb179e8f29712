#!/usr/bin/env bash
# Serves a local site with PHP's built-in server (several workers, OPcache on) in the foreground.
# Usage: bin/serve.sh NAME PORT
source "$(dirname "$0")/lib.sh"
name="${1:?site name}"
port="${2:?port}"
php="$(bash "$RUEDA_ROOT/bin/ensure-php.sh")"
export PHP_CLI_SERVER_WORKERS="${PHP_CLI_SERVER_WORKERS:-4}"
# OPcache as production PHP has it (the CLI leaves it off); it still revalidates files.
exec "$php" -d opcache.enable_cli=1 -d memory_limit=512M -d upload_max_filesize=32M -d post_max_size=34M \
	-S "127.0.0.1:$port" -t "$RUEDA_SITES/$name" "$RUEDA_ROOT/bin/router.php" 2>>"$RUEDA_SITES/$name.server.log"
