#!/usr/bin/env bash
# Speech calls per request against the local OpenAI stand-in: bench/speech-calls.ts (no server, no build).
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx --conditions=react-server bench/speech-calls.ts
