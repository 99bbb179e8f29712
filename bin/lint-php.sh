#!/usr/bin/env bash
# `php -l` of every PHP file of the repository (one PHP process compiles them all,
# bin/php-syntax.php), then the WordPress coding standards (PHPCS + WPCS, without their
# own `php -l` per file) on both cores, with a cache for reruns.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
bash bin/ensure-composer.sh
php="$(bash bin/ensure-php.sh)"
status=0
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.php')
"$php" -d opcache.enable_cli=1 bin/php-syntax.php "${files[@]}" || status=1
mkdir -p .cache
"$php" vendor/bin/phpcs -q --parallel=2 --cache=.cache/phpcs || status=1
exit $status
