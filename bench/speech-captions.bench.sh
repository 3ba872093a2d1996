#!/usr/bin/env bash
# Subtitles against the offline voice: bench/speech-captions.ts (no server, no build; the route's pipeline).
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx --conditions=react-server bench/speech-captions.ts
