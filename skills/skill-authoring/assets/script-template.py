#!/usr/bin/env python3
"""One-line summary of what this script does.

Arguments (a JSON object on stdin, else in SKILLYARD_ARGS):
  text   string, required      what it is
  limit  integer 1-100, default 10
Prints one JSON object on stdout. Bad arguments: exit 2 with "ERROR: ..." on stderr.
"""
import json
import os
import sys

MAX_ARGS_BYTES = 1_000_000
ALLOWED = {"text", "limit"}


def fail(message):
    sys.stderr.write("ERROR: " + message + "\n")
    sys.exit(2)


def read_args():
    """stdin if it holds anything, else SKILLYARD_ARGS, else {}."""
    raw = b""
    try:
        if sys.stdin is not None and not sys.stdin.isatty():
            raw = sys.stdin.buffer.read(MAX_ARGS_BYTES + 1)
    except (OSError, ValueError):
        raw = b""
    if not raw.strip():
        raw = os.environb.get(b"SKILLYARD_ARGS", b"")
    if not raw.strip():
        return {}
    if len(raw) > MAX_ARGS_BYTES:
        fail("arguments are larger than %d bytes" % MAX_ARGS_BYTES)
    try:
        args = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        fail("arguments must be a JSON object: %s" % error)
    if not isinstance(args, dict):
        fail("arguments must be a JSON object")
    return args


def main():
    args = read_args()
    unknown = sorted(set(args) - ALLOWED)
    if unknown:
        fail("unknown argument(s): %s; allowed: %s" % (", ".join(unknown), ", ".join(sorted(ALLOWED))))
    text = args.get("text")
    if not isinstance(text, str) or not text.strip():
        fail("'text' is required and must be a non-empty string")
    limit = args.get("limit", 10)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100:
        fail("'limit' must be an integer from 1 to 100")

    words = text.split()
    result = {"words": len(words), "first": words[:limit]}

    out = json.dumps(result, ensure_ascii=False, indent=2) + "\n"
    sys.stdout.buffer.write(out.encode("utf-8"))


if __name__ == "__main__":
    main()
