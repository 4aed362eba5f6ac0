#!/usr/bin/env python3
"""Pretty-print or minify a JSON text.

Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
  json       string, required   the JSON text
  indent     integer 0-8, default 2; 0 gives compact one-line output
  sort_keys  boolean, default false
Prints {"type", "chars", "truncated", "formatted"} on stdout; bad arguments exit 2 with ERROR on stderr.
"""
import json
import os
import sys

MAX_JSON_CHARS = 1_000_000
MAX_OUTPUT_CHARS = 50_000
ALLOWED_ARGS = {"json", "indent", "sort_keys"}


def fail(message):
    sys.stderr.write("ERROR: " + message + "\n")
    sys.exit(2)


def emit(value):
    sys.stdout.buffer.write((json.dumps(value, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))


def read_args():
    raw = b""
    try:
        if sys.stdin is not None and not sys.stdin.isatty():
            raw = sys.stdin.buffer.read(4 * MAX_JSON_CHARS + 1)
    except (OSError, ValueError):
        raw = b""
    if not raw.strip():
        raw = os.environb.get(b"SKILLYARD_ARGS", b"")
    if not raw.strip():
        return {}
    if len(raw) > 4 * MAX_JSON_CHARS:
        fail("arguments are larger than %d bytes" % (4 * MAX_JSON_CHARS))
    try:
        args = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        fail("arguments are not UTF-8 text")
    except ValueError as error:
        fail("arguments are not a JSON object (%s); send e.g. {\"json\": \"{\\\"a\\\": 1}\"}" % error)
    if not isinstance(args, dict):
        fail("arguments must be a JSON object")
    return args


def reject_constant(name):
    raise ValueError("%s is not allowed in JSON" % name)


def main():
    args = read_args()
    unknown = sorted(set(args) - ALLOWED_ARGS)
    if unknown:
        fail("unknown argument(s) %s; allowed: json, indent, sort_keys" % ", ".join(unknown))
    text = args.get("json")
    if not isinstance(text, str):
        fail("'json' is required and must be a string holding JSON text, e.g. {\"json\": \"{\\\"a\\\": 1}\"}")
    if len(text) > MAX_JSON_CHARS:
        fail("'json' is %d characters; the limit is %d" % (len(text), MAX_JSON_CHARS))
    indent = args.get("indent", 2)
    if isinstance(indent, bool) or not isinstance(indent, int) or not 0 <= indent <= 8:
        fail("'indent' must be an integer from 0 to 8 (0 = compact one line)")
    sort_keys = args.get("sort_keys", False)
    if not isinstance(sort_keys, bool):
        fail("'sort_keys' must be true or false")

    try:
        document = json.loads(text.lstrip("\ufeff"), parse_constant=reject_constant)
    except json.JSONDecodeError as error:
        fail("'json' is not valid JSON: %s at line %d column %d; run scripts/validate.py for a hint"
             % (error.msg, error.lineno, error.colno))
    except RecursionError:
        fail("'json' is nested too deeply to parse")
    except ValueError as error:
        fail("'json' is not valid JSON: %s" % error)

    try:
        if indent == 0:
            formatted = json.dumps(document, ensure_ascii=False, sort_keys=sort_keys, separators=(",", ":"))
        else:
            formatted = json.dumps(document, ensure_ascii=False, sort_keys=sort_keys, indent=indent)
    except RecursionError:
        fail("'json' is nested too deeply to format")

    kind = type(document).__name__
    kind = {"dict": "object", "list": "array", "str": "string", "int": "number", "float": "number",
            "bool": "boolean", "NoneType": "null"}.get(kind, kind)
    emit({
        "type": kind,
        "chars": len(formatted),
        "truncated": len(formatted) > MAX_OUTPUT_CHARS,
        "formatted": formatted[:MAX_OUTPUT_CHARS],
    })


if __name__ == "__main__":
    main()
