#!/usr/bin/env bash
# PHP syntax check of every plugin file (one PHP process parses them all), then the
# WordPress coding standards (PHPCS + WPCS) on both cores, with a cache for reruns.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
bash bin/ensure-composer.sh
php="$(bash bin/ensure-php.sh)"
status=0
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.php')
"$php" -r '
	$status = 0;
	foreach ( array_slice( $argv, 1 ) as $file ) {
		try {
			token_get_all( file_get_contents( $file ), TOKEN_PARSE );
		} catch ( ParseError $error ) {
			fwrite( STDERR, "$file:{$error->getLine()}: {$error->getMessage()}\n" );
			$status = 1;
		}
	}
	exit( $status );' -- "${files[@]}" || status=1
mkdir -p .cache
"$php" vendor/bin/phpcs -q --parallel=2 --cache=.cache/phpcs || status=1
exit $status
