#!/usr/bin/env bash
# Installs the PHP development tools (PHPUnit, PHPCS + WPCS) with Composer when missing.
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
if [ ! -x vendor/bin/phpunit ] || [ ! -x vendor/bin/phpcs ] || [ composer.json -nt vendor/autoload.php ]; then
	command -v composer >/dev/null || die "Composer is missing. Install it (Debian: apt-get install composer)."
	php="$(bash bin/ensure-php.sh)"
	step "Installing PHP tools with Composer"
	quiet "$php" "$(command -v composer)" install --no-interaction --no-progress
	touch vendor/autoload.php
fi
