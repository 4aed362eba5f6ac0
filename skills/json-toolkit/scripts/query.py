#!/usr/bin/env python3
"""Select values from a JSON text with a small path language.

Path syntax: $ is the root (optional); .key or ["any key"]; [0] and [-1] index arrays;
[*] or .* take every item or value. Examples: $.items[0].name, items[*].id, ["a b"].c
Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
  json   string, required   the JSON text
  path   string, required   the path to select
  limit  integer 1-1000, default 100   the most matches to return
Prints {"path", "count", "matches": [{"path", "value"}], "truncated"} on stdout.
"""
import json
import os
import re
import sys

MAX_JSON_CHARS = 1_000_000
MAX_PATH_CHARS = 500
MAX_OUTPUT_CHARS = 50_000
MAX_VALUE_CHARS = 8_000
ALLOWED_ARGS = {"json", "path", "limit"}
NAME = re.compile(r"[^.\[\]\s]+")


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
        fail("arguments are not a JSON object (%s)" % error)
    if not isinstance(args, dict):
        fail("arguments must be a JSON object")
    return args


def parse_path(path):
    """Turn a path into steps: ("key", name), ("index", n) or ("all", None)."""
    steps = []
    text = path.strip()
    i = 1 if text.startswith("$") else 0
    if i == 0 and text and text[0] not in ".[":
        text, i = "." + text, 0
    while i < len(text):
        char = text[i]
        if char == ".":
            i += 1
            if text[i:i + 1] == "*":
                steps.append(("all", None))
                i += 1
                continue
            match = NAME.match(text, i)
            if not match:
                fail("path: expected a key name after '.' in %r" % path)
            steps.append(("key", match.group(0)))
            i = match.end()
        elif char == "[":
            j = i + 1
            while j < len(text) and text[j] == " ":
                j += 1
            if text[j:j + 1] in ("'", '"'):
                quote, k = text[j], j + 1
                while k < len(text) and text[k] != quote:
                    k += 2 if text[k] == "\\" else 1
                close = text.find("]", k)
                if k >= len(text) or close == -1 or text[k + 1:close].strip():
                    fail("path: unterminated quoted key in %r; write [\"key\"]" % path)
                literal = text[j:k + 1]
                if quote == "'":
                    literal = json.dumps(literal[1:-1].replace("\\'", "'"))
                try:
                    steps.append(("key", json.loads(literal)))
                except ValueError:
                    fail("path: bad escape in quoted key %s" % text[j:k + 1])
                i = close + 1
                continue
            close = text.find("]", i)
            if close == -1:
                fail("path: '[' has no closing ']' in %r" % path)
            inner = text[i + 1:close].strip()
            if inner == "*":
                steps.append(("all", None))
            elif re.fullmatch(r"-?\d+", inner):
                steps.append(("index", int(inner)))
            else:
                fail("path: [%s] is not an index, * or a quoted key; write [0], [*] or [\"key\"]" % inner)
            i = close + 1
        else:
            fail("path: unexpected %r at character %d of %r" % (char, i + 1, path))
    return steps


def step_label(path, kind, key):
    if kind == "index":
        return "%s[%d]" % (path, key)
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return path + "." + key
    return path + "[" + json.dumps(key, ensure_ascii=False) + "]"


def apply(nodes, step):
    kind, key = step
    out = []
    for path, value in nodes:
        if kind == "key" and isinstance(value, dict) and key in value:
            out.append((step_label(path, "key", key), value[key]))
        elif kind == "index" and isinstance(value, list) and -len(value) <= key < len(value):
            real = key if key >= 0 else len(value) + key
            out.append((step_label(path, "index", real), value[key]))
        elif kind == "all" and isinstance(value, dict):
            out.extend((step_label(path, "key", k), v) for k, v in value.items())
        elif kind == "all" and isinstance(value, list):
            out.extend((step_label(path, "index", n), v) for n, v in enumerate(value))
    return out


def describe(value):
    if isinstance(value, dict):
        keys = list(value.keys())
        return {"type": "object", "keys": keys[:30], "keys_total": len(keys)}
    if isinstance(value, list):
        return {"type": "array", "length": len(value)}
    return {"type": {str: "string", bool: "boolean", int: "number", float: "number"}.get(type(value), "null")}


def main():
    args = read_args()
    unknown = sorted(set(args) - ALLOWED_ARGS)
    if unknown:
        fail("unknown argument(s) %s; allowed: json, path, limit" % ", ".join(unknown))
    text = args.get("json")
    if not isinstance(text, str):
        fail("'json' is required and must be a string holding JSON text")
    if len(text) > MAX_JSON_CHARS:
        fail("'json' is %d characters; the limit is %d" % (len(text), MAX_JSON_CHARS))
    path = args.get("path")
    if not isinstance(path, str) or len(path) > MAX_PATH_CHARS:
        fail("'path' is required: a string of at most %d characters, e.g. \"$.items[0].name\"" % MAX_PATH_CHARS)
    limit = args.get("limit", 100)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
        fail("'limit' must be an integer from 1 to 1000")
    steps = parse_path(path)
    try:
        document = json.loads(text.lstrip("\ufeff"))
    except json.JSONDecodeError as error:
        fail("'json' is not valid JSON: %s at line %d column %d; run scripts/validate.py for a hint"
             % (error.msg, error.lineno, error.colno))
    except (RecursionError, ValueError) as error:
        fail("'json' could not be parsed: %s" % (error or "nesting too deep"))

    nodes = [("$", document)]
    result = {"path": path}
    for position, step in enumerate(steps):
        found = apply(nodes, step)
        if not found:
            prefix = "".join(step_label("", k, v) if k != "all" else "[*]" for k, v in steps[:position]) or ""
            result.update({"count": 0, "matches": [], "truncated": False,
                           "stopped_at": "$" + prefix, "there": describe(nodes[0][1])})
            emit(result)
            return
        nodes = found

    matches, used, truncated = [], 0, False
    for match_path, value in nodes[:limit]:
        encoded = json.dumps(value, ensure_ascii=False)
        entry = {"path": match_path, "value": value}
        if len(encoded) > MAX_VALUE_CHARS:
            entry = {"path": match_path, "value_preview": encoded[:2000], "value_chars": len(encoded)}
            encoded = encoded[:2000]
        if used + len(encoded) > MAX_OUTPUT_CHARS:
            truncated = True
            break
        used += len(encoded)
        matches.append(entry)
    result.update({"count": len(nodes), "matches": matches,
                   "truncated": truncated or len(nodes) > len(matches)})
    emit(result)


if __name__ == "__main__":
    main()
