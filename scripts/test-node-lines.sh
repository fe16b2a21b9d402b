#!/usr/bin/env bash
# The shop on each current LTS line of Node (package.json's engines; docs/decisions/118-node-lines.md), beside the one
# the test command runs on: the domain rules and the API's tests of its native and storage-bound parts (passwords,
# photos, the database, a cash-on-delivery order, the health and readiness checks, brotli's kept encoders of
# docs/decisions/194-one-brotli-encoder-per-setting.md) under each line's own binary.
# Each binary is the npm registry's node-linux-<arch> package of that line, fetched once into .cache/node-lines.
# Usage: bash scripts/test-node-lines.sh [line…]   (default: NODE_LINES, else 22 24 26)
set -euo pipefail
cd "$(dirname "$0")/.."
read -r -a lines <<<"${*:-${NODE_LINES:-22 24 26}}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node package for $(uname -m): the other Node lines are not tested here." && exit 0 ;;
esac
cache=$PWD/.cache/node-lines
tests=(
  packages/domain
  apps/api/src/modules/health
  apps/api/src/modules/media-storage
  apps/api/src/modules/orders/place-cod-order.test.ts
  apps/api/src/modules/identity/login.test.ts
  apps/api/src/shared/brotli-in-thread.test.ts
)

for line in "${lines[@]}"; do
  node_bin=$cache/$line/bin/node
  if [ ! -x "$node_bin" ]; then
    fetched=$(mktemp -d)
    (cd "$fetched" && npm pack --silent --no-audit --no-fund "node-linux-$arch@$line" >/dev/null)
    mkdir -p "$cache/$line"
    tar xzf "$fetched"/node-linux-"$arch"-*.tgz -C "$cache/$line" --strip-components=1
    rm -rf "$fetched"
  fi
  printf '\n== Node %s ==\n' "$("$node_bin" --version)"
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" node_modules/vitest/vitest.mjs run --maxWorkers=1 "${tests[@]}"
done
