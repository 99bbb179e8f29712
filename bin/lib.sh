#!/usr/bin/env bash
# Shared helpers for Rueda's runtime scripts. Source it; do not run it.
set -euo pipefail

RUEDA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUEDA_CACHE="${RUEDA_CACHE:-$RUEDA_ROOT/.cache}"
# Sites live outside the repository, reached through the `.sites` link: WordPress maps every
# path under a plugin's real folder to that plugin, and plugins/rueda links to the
# repository, so a site inside it would give other plugins' files (an extension being
# written, the example) Rueda's URLs. A `.sites` folder from before is used as it is.
if [ -z "${RUEDA_SITES:-}" ]; then
	if [ ! -e "$RUEDA_ROOT/.sites" ]; then
		sites_home="${XDG_DATA_HOME:-$HOME/.local/share}/rueda/sites-$(printf '%s' "$RUEDA_ROOT" | cksum | cut -d' ' -f1)"
		mkdir -p "$sites_home"
		ln -s "$sites_home" "$RUEDA_ROOT/.sites"
	fi
	RUEDA_SITES="$RUEDA_ROOT/.sites"
fi
RUEDA_WP_BRANCH="${RUEDA_WP_BRANCH:-7.1}"
RUEDA_CORE="$RUEDA_CACHE/wordpress"

# One progress line per long step; details go to a log shown only on failure.
step() { printf '\033[1m▸ %s\033[0m\n' "$*" >&2; }
die() { printf 'rueda: %s\n' "$*" >&2; exit 1; }

# Runs a command quietly; prints its output only when it fails.
quiet() {
	local log
	log="$(mktemp)"
	if ! "$@" >"$log" 2>&1; then
		cat "$log" >&2
		rm -f "$log"
		die "failed: $*"
	fi
	rm -f "$log"
}

is_root() { [ "$(id -u)" = 0 ]; }

# The one PHP interpreter every script uses: the first that has every extension needed.
RUEDA_PHP_EXTENSIONS=(sqlite3 pdo_sqlite mysqli gd intl mbstring xml curl zip)
php_missing_extensions() {
	local php="$1" mods ext missing=()
	mods="$("$php" -m 2>/dev/null | tr 'A-Z' 'a-z')"
	for ext in "${RUEDA_PHP_EXTENSIONS[@]}"; do
		grep -qx "$ext" <<<"$mods" || missing+=("$ext")
	done
	echo "${missing[@]:-}"
}
find_php() {
	local candidate
	for candidate in "${RUEDA_PHP:-}" "$(command -v php || true)" /usr/bin/php8.2 /usr/bin/php; do
		[ -n "$candidate" ] && [ -x "$candidate" ] || continue
		if [ -z "$(php_missing_extensions "$candidate")" ]; then
			echo "$candidate"
			return 0
		fi
	done
	return 1
}

# Installs Debian packages when root (apt-get), else names them and stops.
install_packages() {
	is_root && command -v apt-get >/dev/null || die "install: sudo apt-get install $*"
	step "Installing $*"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq "$@" >/dev/null 2>&1 || { quiet apt-get update; quiet apt-get install -y -qq "$@"; }
}
