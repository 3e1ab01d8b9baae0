#!/usr/bin/env bash
# venv.sh -- create .venv and install requirements-dev.txt into it, unless the
# venv already holds exactly these requirements (stamp keyed on the file's
# hash).  Usage: scripts/venv.sh [VENV_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

venv=${1:-.venv}
req=requirements-dev.txt
hash=$(sha256sum "$req" | cut -c1-16)
stamp="$venv/.onnxm-requirements-$hash"

if [ -f "$stamp" ] && [ -x "$venv/bin/python" ]; then
    echo "venv: $venv up to date"
    exit 0
fi

if [ ! -x "$venv/bin/python" ]; then
    echo "venv: creating $venv"
    python3 -m venv "$venv"
fi
rm -f "$venv"/.onnxm-requirements-*
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1
"$venv/bin/python" -m pip install -q -r "$req"
touch "$stamp"
echo "venv: $venv ready"
