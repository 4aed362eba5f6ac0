#!/usr/bin/env bash
# One-line summary of what this script does.
# Bash has no JSON parser, so python3 reads and checks the arguments, and bash does the rest.
# Arguments (a JSON object on stdin, else in SKILLYARD_ARGS):
#   name  string, required, 1-64 characters of [A-Za-z0-9._-]
# Prints one JSON object on stdout. Bad arguments: exit 2 with "ERROR: ..." on stderr.
set -euo pipefail

raw=""
if [ ! -t 0 ]; then raw=$(head -c 1000000 || true); fi
if [ -z "${raw//[[:space:]]/}" ]; then raw="${SKILLYARD_ARGS:-}"; fi
if [ -z "${raw//[[:space:]]/}" ]; then raw="{}"; fi

# Validate in python3 and print only the checked value; python3 exits 2 with ERROR on bad input.
name=$(printf '%s' "$raw" | python3 -c '
import json, re, sys
def fail(m):
    sys.stderr.write("ERROR: " + m + "\n"); sys.exit(2)
try:
    args = json.loads(sys.stdin.read())
except ValueError as e:
    fail("arguments must be a JSON object: %s" % e)
if not isinstance(args, dict):
    fail("arguments must be a JSON object")
unknown = sorted(set(args) - {"name"})
if unknown:
    fail("unknown argument(s): %s; allowed: name" % ", ".join(unknown))
name = args.get("name")
if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z0-9._-]{1,64}", name):
    fail("\x27name\x27 is required: 1-64 characters of letters, digits, dot, dash or underscore")
print(name)
')

# The value is checked above, so it is safe to use; still quote every expansion.
length=${#name}
printf '{"name": "%s", "length": %d}\n' "$name" "$length"
