#!/usr/bin/env bash
# Makes sure one PHP interpreter has every extension WordPress and Rueda need; prints its path.
source "$(dirname "$0")/lib.sh"

if php="$(find_php)"; then
	echo "$php"
	exit 0
fi

php="${RUEDA_PHP:-$(command -v php || echo /usr/bin/php)}"
[ -x "$php" ] || php=""
version="$( [ -n "$php" ] && "$php" -r 'echo PHP_MAJOR_VERSION.".".PHP_MINOR_VERSION;' || echo 8.2)"
declare -A package=(
	[sqlite3]=sqlite3 [pdo_sqlite]=sqlite3 [mysqli]=mysql [gd]=gd [intl]=intl
	[mbstring]=mbstring [xml]=xml [curl]=curl [zip]=zip
)
packages=("php$version-cli")
for ext in $( [ -n "$php" ] && php_missing_extensions "$php" || echo "${RUEDA_PHP_EXTENSIONS[@]}"); do
	packages+=("php$version-${package[$ext]}")
done
mapfile -t packages < <(printf '%s\n' "${packages[@]}" | sort -u)

if ! is_root || ! command -v apt-get >/dev/null; then
	die "PHP lacks extensions. Install: sudo apt-get install ${packages[*]}"
fi
step "Installing PHP extensions: ${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y -qq "${packages[@]}" >/dev/null 2>&1 || {
	quiet apt-get update
	quiet apt-get install -y -qq "${packages[@]}"
}
find_php || die "no PHP interpreter has all of: ${RUEDA_PHP_EXTENSIONS[*]}"
