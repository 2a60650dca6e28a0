#!/usr/bin/env bash
# The Nu HTML Checker (vnu-jar, tests/integration/html-validity.test.ts) runs on Java 11 or later: Debian's if missing.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Installation de Java (Debian)…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
