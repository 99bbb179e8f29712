#!/usr/bin/env bash
# Recreates the throwaway end-to-end site (known state: fresh install + demo seed) and
# serves it on port 8889. Started by Playwright's webServer.
source "$(dirname "$0")/lib.sh"
port="${RUEDA_E2E_PORT:-8889}"
site="${RUEDA_E2E_SITE:-e2e}"
RUEDA_ADMIN_PASSWORD="${WP_PASSWORD:-password}" bash "$RUEDA_ROOT/bin/site.sh" "$site" "$port" --reset >/dev/null
# Test-only: uploads named "falla-una-vez" / "falla-siempre" fail on purpose (media retries).
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-media-failures.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# The bare REST route and the query count header (the query budget in budgets.shopper.spec.ts).
cp "$RUEDA_ROOT/bin/query-count-mu-plugin.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/rueda-query-count.php"
# Test-only: emails are kept for the specs to read (GET rueda-test/v1/mails), not sent.
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-mail-capture.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# Test-only: Redsys pays at the simulator Playwright starts beside the site (port + 1000).
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-redsys-endpoint.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# Test-only: the VERI*FACTU queue sends to the AEAT stand-in a spec starts at port + 1.
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-aeat-endpoint.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# Test-only: every shopper books from 127.0.0.1, so more unpaid workshop bookings a day.
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-unpaid-bookings.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# Test-only: an order's appointment put on today, with a plate ("Hoy en el taller").
cp "$RUEDA_ROOT/tests/e2e/mu-plugins/rueda-test-appointments.php" "$RUEDA_SITES/$site/wp-content/mu-plugins/"
# The example extension, installed (not active): its spec turns it on and off. A copy: a
# link would resolve inside Rueda's own folder, where the test sites live.
cp -r "$RUEDA_ROOT/examples/rueda-hotel-neumaticos" "$RUEDA_SITES/$site/wp-content/plugins/"
# Every test checks out from 127.0.0.1: a roomier checkout rate limit than the shop's 3 a
# minute (PHPUnit tests the limit itself).
"$(bash "$RUEDA_ROOT/bin/ensure-php.sh")" -r '$_SERVER["HTTP_HOST"] = "localhost"; require $argv[1] . "/wp-load.php"; update_option( "rueda_rate_limits", array( "limit" => 100 ) );' "$RUEDA_SITES/$site"
exec bash "$RUEDA_ROOT/bin/serve.sh" "$site" "$port"
