#!/usr/bin/env bash
# Serves a build of the backoffice with this machine's nginx, in the foreground, with the same
# configuration as the container (deploy/pim.conf.template):
#   PORT=8080 PIM_API_UPSTREAM=https://pim.example.com/api deploy/serve.sh dist
# Optional: PIM_SERVER_VERSION (default 4.0.0). Nothing is written into the build: the rendered
# configuration, the pid file and nginx's temp files live in a temp dir, removed on exit, so it runs
# as any user. Ctrl+C or SIGTERM stops nginx and returns.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

if [ $# -ne 1 ]; then
  echo "usage: PORT=8080 PIM_API_UPSTREAM=https://pim.example.com/api $0 <build dir, e.g. dist>" >&2
  exit 2
fi
[ -d "$1" ] || { echo "pim: $1 is not a directory" >&2; exit 1; }
PIM_ROOT=$(cd "$1" && pwd)

nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
if [ ! -x "$nginx_bin" ]; then
  echo "pim: nginx not found (looked for \$NGINX, nginx on PATH and /usr/sbin/nginx)." >&2
  echo "     On Debian/Ubuntu: sudo apt-get install -y nginx" >&2
  exit 1
fi
command -v envsubst >/dev/null || { echo "pim: envsubst not found. On Debian/Ubuntu: sudo apt-get install -y gettext-base" >&2; exit 1; }
# mime.types ships next to the default nginx.conf.
conf_dir=$(dirname "$("$nginx_bin" -V 2>&1 | grep -o -- '--conf-path=[^ ]*' | cut -d= -f2 || true)")
[ -f "$conf_dir/mime.types" ] || conf_dir=/etc/nginx
[ -f "$conf_dir/mime.types" ] || { echo "pim: no mime.types found next to nginx's configuration ($conf_dir)" >&2; exit 1; }

# shellcheck source=deploy/pim-env.sh
. "$here/pim-env.sh"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pim-nginx.XXXXXX")
nginx_pid=
cleanup() {
  if [ -n "$nginx_pid" ]; then
    kill -TERM "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
# Started as root, nginx's workers run as nobody: they must reach the temp dirs nginx creates for them here.
chmod 711 "$tmp"

# Requests are logged to stdout when nginx can open it again by name (a terminal, a file, a pipe; not a socket).
access_log=off
if (: >>/dev/stdout) 2>/dev/null; then access_log=/dev/stdout; fi

envsubst '${PORT} ${PIM_API_UPSTREAM} ${PIM_SERVER_VERSION} ${PIM_ROOT}' <"$here/pim.conf.template" >"$tmp/pim.conf"
cat >"$tmp/nginx.conf" <<EOF
daemon off;
worker_processes auto;
pid $tmp/nginx.pid;
error_log stderr notice;
events {
    worker_connections 1024;
}
http {
    include $conf_dir/mime.types;
    default_type application/octet-stream;
    access_log $access_log;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path $tmp/client_body;
    proxy_temp_path $tmp/proxy;
    fastcgi_temp_path $tmp/fastcgi;
    uwsgi_temp_path $tmp/uwsgi;
    scgi_temp_path $tmp/scgi;
    include $tmp/pim.conf;
}
EOF

echo "pim: serving $PIM_ROOT on port $PORT, /api -> $PIM_API_UPSTREAM (configuration in $tmp)"
# In the background so that this shell, not nginx, receives the signal and can clean up after it.
"$nginx_bin" -e stderr -p "$tmp/" -c "$tmp/nginx.conf" &
nginx_pid=$!
trap 'exit 0' INT TERM
status=0
wait "$nginx_pid" || status=$?
nginx_pid=
exit "$status"
