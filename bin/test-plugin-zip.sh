#!/usr/bin/env bash
# `npm run test:plugin-zip`: the zip a shop installs. Builds rueda.zip (`npm run plugin-zip`,
# from the build `npm run build` made), checks its file list, unzips it into a fresh site
# (SQLite, WP_DEBUG and its log on, no link to the repository, no demo), activates Rueda on
# the empty shop from the Plugins screen and checks over HTTP: the Store API's cart and
# empty product list, Rueda's blocks, every Rueda screen of wp-admin, and a debug.log
# without a PHP notice, warning or deprecation. Prints each check; exits 1 when one failed
# (bin/test.sh counts it as one check). RUEDA_ZIP_PORT (8894) and RUEDA_ZIP_SITE (plugin-zip).
source "$(dirname "$0")/lib.sh"
cd "$RUEDA_ROOT"
port="${RUEDA_ZIP_PORT:-8894}"
name="${RUEDA_ZIP_SITE:-plugin-zip}"
site="$RUEDA_SITES/$name"
url="http://localhost:$port"
php="$(bash bin/ensure-php.sh)"
work="$(mktemp -d)"
server=""
cleanup() {
	[ -n "$server" ] && kill -- "-$server" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT

failures=0
pass() { printf '  \033[32m✓\033[0m %s\n' "$*"; }
fail() { printf '  \033[31m✗\033[0m %s\n' "$*"; failures=$((failures + 1)); }

[ -f build/blocks/workshop-info/block.json ] || die "no build: run npm run build first"

step "Building rueda.zip"
rm -f rueda.zip
quiet npm run --silent plugin-zip
"$php" bin/plugin-zip-site.php list rueda.zip >"$work/files"
printf '  %s files, %s KB\n' "$(wc -l <"$work/files")" "$(($(stat -c %s rueda.zip) / 1024))"

step "Checking what the zip holds"
# Only what a shop runs. package.json and README.md: npm-packlist, which reads the "files"
# of package.json for wp-scripts plugin-zip, always adds them.
strays="$(grep -vE '^rueda/(plugin\.php|uninstall\.php|readme\.txt|README\.md|package\.json|data/holidays-es\.csv|(includes|build|languages)/.+)$' "$work/files" || true)"
dotfiles="$(grep -E '(^|/)\.' "$work/files" || true)"
[ -z "$strays$dotfiles" ] && pass "only plugin.php, uninstall.php, readme.txt, includes/, build/, languages/, data/holidays-es.csv (and npm's package.json, README.md)" ||
	fail "files a shop does not need: $(echo "$strays" "$dotfiles" | xargs)"
for file in plugin.php uninstall.php readme.txt includes/Plugin.php build/blocks/workshop-info/block.json languages/rueda-es_ES.mo data/holidays-es.csv; do
	grep -qx "rueda/$file" "$work/files" || fail "rueda/$file is missing"
done
others="$(grep -E '^rueda/includes/' "$work/files" | grep -vE '\.php$' || true)"
[ -z "$others" ] && pass "includes/ holds PHP only" || fail "includes/ holds other files: $(echo "$others" | xargs)"

bash bin/provision-core.sh
step "Creating site '$name' from the zip (SQLite) on port $port"
rm -rf "$site" "$site.server.log"
mkdir -p "$site"
for entry in "$RUEDA_CORE"/*; do
	[ "$(basename "$entry")" = wp-content ] && continue
	cp -al "$entry" "$site/" 2>/dev/null || cp -r "$entry" "$site/"
done
cp -r "$RUEDA_CORE/wp-content" "$site/wp-content"
rm -rf "$site/wp-content/plugins/akismet"
cp -r "$RUEDA_CACHE/sqlite-database-integration" "$site/wp-content/plugins/sqlite-database-integration"
mkdir -p "$site/wp-content/uploads"
"$php" bin/write-config.php "$site" "$port" sqlite "$name"
"$php" bin/plugin-zip-site.php extract rueda.zip "$site/wp-content/plugins" || die "could not unzip rueda.zip"
password="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
RUEDA_ADMIN_PASSWORD="$password" quiet "$php" bin/plugin-zip-site.php install "$site"
[ -d "$site/wp-content/plugins/rueda" ] && [ ! -L "$site/wp-content/plugins/rueda" ] && [ ! -e "$site/wp-content/plugins/rueda-demo" ] ||
	die "the site's Rueda must be the unzipped folder, without the demo"

curl -s -o /dev/null "$url" && die "port $port is taken (RUEDA_ZIP_PORT)"
# A process group of its own, so the server's workers stop with it.
setsid bash bin/serve.sh "$name" "$port" &
server=$!
for _ in $(seq 100); do
	curl -s -o /dev/null "$url/wp-login.php" && break
	sleep 0.1
done

# GET (or POST with curl's -d arguments) as the signed-in admin; body in $work/body.
jar="$work/cookies"
get() {
	local path="$1"
	shift
	curl -s -b "$jar" -c "$jar" -o "$work/body" -w '%{http_code}' "$@" "$url$path" || true
}
json() { "$php" -r "\$d = json_decode( (string) file_get_contents( '$work/body' ), true ); $1"; }

step "Activating Rueda from the Plugins screen"
echo "localhost	FALSE	/	FALSE	0	wordpress_test_cookie	WP%20Cookie%20check" >"$jar"
status="$(get /wp-login.php -d log=admin --data-urlencode "pwd=$password" -d testcookie=1)"
[ "$status" = 302 ] || die "the admin could not sign in (HTTP $status)"
get /wp-admin/plugins.php >/dev/null
activate="$(grep -oE 'plugins\.php\?action=activate&amp;plugin=rueda%2Fplugin\.php[^"]*' "$work/body" | head -n1 | sed 's/&amp;/\&/g' || true)"
[ -n "$activate" ] || die "the Plugins screen offers no Activate link for Rueda"
status="$(curl -s -b "$jar" -c "$jar" -o /dev/null -w '%{http_code} %{redirect_url}' "$url/wp-admin/$activate" || true)"
[[ "$status" == "302 "*"activate=true"* ]] && pass "activated ($status)" || fail "activation answered $status"

step "Checking the empty shop over HTTP"
status="$(get /wp-json/wc/store/v1/cart)"
[ "$status" = 200 ] && json 'exit( is_array( $d ) && array_key_exists( "items", $d ) && array() === $d["items"] ? 0 : 1 );' &&
	pass "GET /wc/store/v1/cart: 200, an empty cart" || fail "GET /wc/store/v1/cart: $status $(head -c 300 "$work/body")"
status="$(get /wp-json/wc/store/v1/products)"
[ "$status" = 200 ] && json 'exit( array() === $d ? 0 : 1 );' &&
	pass "GET /wc/store/v1/products: 200, []" || fail "GET /wc/store/v1/products: $status $(head -c 300 "$work/body")"
status="$(get /)"
[ "$status" = 200 ] && pass "the front page: 200" || fail "the front page: $status"

# Every block.json the zip carries is a block type WordPress knows (REST, as the editor asks).
nonce="$(curl -s -b "$jar" "$url/wp-admin/admin-ajax.php?action=rest-nonce" || true)"
status="$(get /wp-json/wp/v2/block-types/rueda -H "X-WP-Nonce: $nonce")"
registered="$(json 'foreach ( (array) $d as $b ) { echo $b["name"] ?? "", "\n"; }' | sort || true)"
shipped="$(find "$site/wp-content/plugins/rueda/build/blocks" -name block.json -exec "$php" -r 'foreach ( array_slice( $argv, 1 ) as $f ) { echo json_decode( file_get_contents( $f ) )->name, "\n"; }' {} + | sort)"
missing="$(comm -23 <(echo "$shipped") <(echo "$registered"))"
[ "$status" = 200 ] && [ -n "$shipped" ] && [ -z "$missing" ] &&
	pass "$(echo "$shipped" | wc -l) rueda/* blocks registered" || fail "blocks not registered (HTTP $status): $(echo "$missing" | xargs)"

# Every screen of the Rueda menu, by the slugs of its screen classes (AdminScreen), and its script.
screens="$(grep -rlE 'extends AdminScreen|class SettingsPage' "$site/wp-content/plugins/rueda/includes" || true)"
# shellcheck disable=SC2086 # One file name per word.
slugs="$(grep -hoE "(return|SLUG =) 'rueda[a-z-]*'" $screens | grep -oE 'rueda[a-z-]*' | sort -u || true)"
[ "$(echo "$slugs" | wc -l)" -ge 7 ] || fail "found only these screens: $(echo "$slugs" | xargs)"
for slug in $slugs; do
	status="$(get "/wp-admin/admin.php?page=$slug")"
	script="$(grep -oE "src=['\"][^'\"]*/plugins/rueda/build/admin/[a-z-]+\.js[^'\"]*" "$work/body" | head -n1 | sed -E "s/^src=['\"]//; s/&#038;/\&/g" || true)"
	if [ "$status" != 200 ] || ! grep -q 'id="rueda-admin-' "$work/body" || grep -qiE 'error crítico|critical error' "$work/body"; then
		fail "wp-admin/admin.php?page=$slug: $status"
	elif [ -z "$script" ] || [ "$(curl -s -o /dev/null -w '%{http_code}' "$script")" != 200 ]; then
		fail "wp-admin/admin.php?page=$slug: its script does not load (${script:-none})"
	else
		pass "wp-admin/admin.php?page=$slug: 200, its script 200"
	fi
done

step "Checking debug.log"
log="$site/wp-content/debug.log"
problems="$(grep -E 'PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Strict Standards)' "$log" 2>/dev/null | sed -E 's/^\[[^]]*\] //' | sort -u || true)"
[ -z "$problems" ] && pass "no PHP notice, warning or deprecation" || {
	fail "debug.log:"
	echo "$problems" | head -n 30 | sed 's/^/      /'
}

if [ "$failures" -gt 0 ]; then
	printf 'rueda: plugin zip: %d check(s) failed (site %s)\n' "$failures" "$site" >&2
	exit 1
fi
step "rueda.zip installs and runs on an empty shop"
