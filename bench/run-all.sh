#!/usr/bin/env bash
# Runs every benchmark of this folder (each bench/*.sh or bench/*.ts listed below) and prints its figures.
set -euo pipefail
cd "$(dirname "$0")/.."
for script in bench/*.bench.sh; do
  [ -e "$script" ] || continue
  echo "== $script =="
  bash "$script"
done
