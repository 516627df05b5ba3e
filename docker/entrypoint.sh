#!/bin/sh
# Entry point of the payments-service image (Dockerfile).
#
# 1. Secrets may come as files (Docker and Kubernetes secrets): for each VARIABLE below,
#    VARIABLE_FILE names a file whose content (without a trailing newline) becomes VARIABLE.
#    Setting both is an error, as is a _FILE that cannot be read.
# 2. A payments-service command (serve, migrate, platforms, keys, ledger, stablecoins, listen,
#    openapi, help, load-sql) runs the service's CLI; anything else runs as given (a shell, to
#    look around).
set -eu

APP_DIR="${APP_DIR:-/app}"

for name in DATABASE_URL SERVICE_CLIENT_ID SERVICE_CLIENT_SECRET KEY_ENCRYPTION_KEY KEY_ENCRYPTION_KEY_PREVIOUS WALLET_KEY_ENCRYPTION_KEY CLIENT_ID CLIENT_SECRET; do
  file_var="${name}_FILE"
  eval "file=\${$file_var:-}"
  [ -n "$file" ] || continue
  eval "direct=\${$name:-}"
  if [ -n "$direct" ]; then
    echo "payments-service-entrypoint: set $name or $file_var, not both" >&2
    exit 2
  fi
  if [ ! -r "$file" ]; then
    echo "payments-service-entrypoint: $file_var names $file, which cannot be read" >&2
    exit 2
  fi
  value="$(cat "$file")"
  export "$name=$value"
  unset "$file_var"
done

[ "$#" -gt 0 ] || set -- serve

case "$1" in
  serve | migrate | load-sql | platforms | keys | ledger | stablecoins | listen | openapi | help | --help | -h)
    exec node "$APP_DIR/dist/cli.js" "$@"
    ;;
  *)
    exec "$@"
    ;;
esac
