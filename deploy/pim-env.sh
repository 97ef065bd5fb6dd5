# Checks and completes what deploy/pim.conf.template needs, before it is rendered. POSIX sh, sourced:
# by deploy/serve.sh, and in the container by the nginx image's entrypoint (as
# /docker-entrypoint.d/18-pim-env.envsh), where an exit here stops the container before nginx starts.
#   PORT                port, or IPv4 address:port, to listen on (default 8080)
#   PIM_API_UPSTREAM    the PIM service's API base URL, e.g. https://pim.example.com/api (required)
#   PIM_SERVER_VERSION  the service's version, features it lacks are hidden (default 4.0.0)
#   PIM_ROOT            the built app's directory (serve.sh sets it; the image fixes it)

pim_env_fail() {
  echo "pim: $*" >&2
  exit 1
}

PORT=${PORT:-8080}
PIM_SERVER_VERSION=${PIM_SERVER_VERSION:-4.0.0}
PIM_API_UPSTREAM=${PIM_API_UPSTREAM:-}

printf '%s' "$PORT" | grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}:)?[0-9]{1,5}$' || pim_env_fail "PORT must be a port or an IPv4 address:port (got \"$PORT\")"
[ -n "$PIM_API_UPSTREAM" ] || pim_env_fail 'PIM_API_UPSTREAM is required: the PIM API base URL, e.g. PIM_API_UPSTREAM=https://pim.example.com/api'
# Characters that would end or extend the nginx directive are refused rather than escaped.
printf '%s' "$PIM_API_UPSTREAM" | grep -Eq '^https?://[^][:space:]"'"'"';{}$\\[]+$' || pim_env_fail "PIM_API_UPSTREAM must be an http:// or https:// URL without spaces, quotes, ';', '{', '}' or '\$' (got \"$PIM_API_UPSTREAM\")"
# The template appends the slash; one there already would double it.
PIM_API_UPSTREAM=$(printf '%s' "$PIM_API_UPSTREAM" | sed 's:/*$::')
# It lands inside JSON in an nginx string: digits and dots only.
printf '%s' "$PIM_SERVER_VERSION" | grep -Eq '^[0-9]+(\.[0-9]+){0,2}$' || pim_env_fail "PIM_SERVER_VERSION must look like 4.0.0 (got \"$PIM_SERVER_VERSION\")"
[ -n "${PIM_ROOT:-}" ] || pim_env_fail 'PIM_ROOT is not set: the directory of the built app'
printf '%s' "$PIM_ROOT" | grep -Eq '^/[^"$;{}\\]*$' || pim_env_fail "PIM_ROOT must be an absolute path without quotes, '\$', ';', '{', '}' or '\\' (got \"$PIM_ROOT\")"
[ -f "$PIM_ROOT/index.html" ] || pim_env_fail "no index.html in $PIM_ROOT: is it the output of npm run build?"

export PORT PIM_API_UPSTREAM PIM_SERVER_VERSION PIM_ROOT
