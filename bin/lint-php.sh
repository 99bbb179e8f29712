#!/usr/bin/env bash
# PHP syntax check of every plugin file, then the WordPress coding standards (PHPCS + WPCS).
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
bash bin/ensure-composer.sh
php="$(bash bin/ensure-php.sh)"
status=0
while IFS= read -r file; do
	"$php" -l "$file" >/dev/null || status=1
done < <(git ls-files --cached --others --exclude-standard '*.php')
"$php" vendor/bin/phpcs -q || status=1
exit $status
