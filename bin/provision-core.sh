#!/usr/bin/env bash
# Provisions WordPress core 7.1.x, its Spanish translations, Twenty Twenty-Five and the
# SQLite integration once into the git-ignored cache. Idempotent.
source "$(dirname "$0")/lib.sh"

# One provisioning at a time: parallel test runs share the cache.
mkdir -p "$RUEDA_CACHE"
exec 9>"$RUEDA_CACHE/.provision.lock"
flock 9

core_ready() { [ -f "$RUEDA_CORE/wp-includes/version.php" ] && [ -f "$RUEDA_CORE/.rueda-source" ]; }
sqlite_ready() { [ -f "$RUEDA_CACHE/sqlite-database-integration/db.copy" ]; }

# Debian's own archive URI, read from the system's apt sources (never hard-coded).
debian_uri() {
	local uri
	uri="$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v -- '-security' | head -n1 || true)"
	[ -n "$uri" ] || uri="$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | grep -v -- '-security' | sed -E 's/^deb (\[[^]]*\] )?//' | awk '{print $1}' | head -n1 || true)"
	echo "$uri"
}

from_debian() {
	local uri work apt_opts
	uri="$(debian_uri)"
	[ -n "$uri" ] && command -v apt-get >/dev/null || return 1
	work="$RUEDA_CACHE/apt"
	rm -rf "$work" && mkdir -p "$work/lists/partial" "$work/archives/partial" "$work/root"
	echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $uri unstable main" >"$work/sources.list"
	apt_opts=(-o "Dir::Etc::sourcelist=$work/sources.list" -o Dir::Etc::sourceparts=- \
		-o "Dir::State::Lists=$work/lists" -o "Dir::Cache::Archives=$work/archives" \
		-o APT::Sandbox::User=root -o Debug::NoLocking=1)
	step "Fetching WordPress $RUEDA_WP_BRANCH from Debian unstable"
	quiet apt-get "${apt_opts[@]}" update
	version="$(apt-cache "${apt_opts[@]}" show wordpress | awk '/^Version:/{print $2; exit}')"
	case "$version" in "$RUEDA_WP_BRANCH"*) ;; *) echo "Debian offers WordPress $version, not $RUEDA_WP_BRANCH.x" >&2; return 1 ;; esac
	(cd "$work" && quiet apt-get "${apt_opts[@]}" download wordpress wordpress-l10n \
		wordpress-theme-twentytwentyfive libphp-phpmailer php-getid3 libjs-underscore \
		libjs-jquery-ui libjs-lodash libjs-cropper)
	for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/root"; done
	rm -rf "$RUEDA_CORE.tmp" && mkdir -p "$RUEDA_CORE.tmp"
	# -L resolves Debian's symlinks into the sibling packages; the CA bundle link may dangle.
	cp -rL "$work/root/usr/share/wordpress/." "$RUEDA_CORE.tmp/" 2>/dev/null || true
	cp -rL "$work/root/usr/share/wordpress/wp-content/." "$RUEDA_CORE.tmp/wp-content/" 2>/dev/null || true
	[ -f "$RUEDA_CORE.tmp/wp-includes/version.php" ] || return 1
	rm -f "$RUEDA_CORE.tmp/wp-config.php"
	echo "debian wordpress $version" >"$RUEDA_CORE.tmp/.rueda-source"
	rm -rf "$RUEDA_CORE" "$work" && mv "$RUEDA_CORE.tmp" "$RUEDA_CORE"
}

# Fallback for developer machines without apt: the official zip and language pack.
from_wordpress_org() {
	local tmp
	tmp="$(mktemp -d)"
	step "Downloading WordPress $RUEDA_WP_BRANCH from wordpress.org"
	quiet curl -fsSL -o "$tmp/wp.zip" "https://wordpress.org/wordpress-$RUEDA_WP_BRANCH-latest.zip" ||
		quiet curl -fsSL -o "$tmp/wp.zip" "https://wordpress.org/latest.zip"
	quiet unzip -q "$tmp/wp.zip" -d "$tmp"
	rm -rf "$RUEDA_CORE" && mv "$tmp/wordpress" "$RUEDA_CORE"
	quiet curl -fsSL -o "$tmp/es.zip" "https://downloads.wordpress.org/translation/core/$RUEDA_WP_BRANCH/es_ES.zip"
	mkdir -p "$RUEDA_CORE/wp-content/languages" && quiet unzip -qo "$tmp/es.zip" -d "$RUEDA_CORE/wp-content/languages"
	echo "wordpress.org zip" >"$RUEDA_CORE/.rueda-source"
	rm -rf "$tmp"
}

# SQLite Database Integration, as shipped inside the npm package @wp-playground/cli.
sqlite_from_npm() {
	local tmp zip
	tmp="$(mktemp -d)"
	step "Fetching the SQLite Database Integration plugin (npm @wp-playground/cli)"
	(cd "$tmp" && quiet npm pack --silent @wp-playground/cli && tar -xzf ./*.tgz)
	zip="$(find "$tmp/package" -name 'sqlite-database-integration*.zip' | head -n1)"
	[ -n "$zip" ] || die "sqlite-database-integration.zip not found in @wp-playground/cli"
	rm -rf "$RUEDA_CACHE/sqlite-database-integration" && mkdir -p "$tmp/unzipped"
	quiet unzip -q "$zip" -d "$tmp/unzipped"
	mv "$(dirname "$(find "$tmp/unzipped" -maxdepth 2 -name db.copy | head -n1)")" "$RUEDA_CACHE/sqlite-database-integration"
	rm -rf "$tmp"
}

mkdir -p "$RUEDA_CACHE"
core_ready || from_debian || from_wordpress_org
core_ready || die "could not provision WordPress core"
sqlite_ready || sqlite_from_npm
exit 0
