#!/usr/bin/env python3
"""Check a commit message against the Conventional Commits 1.0.0 format and common style rules.

Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
  message            string, required   the full commit message (header, optional body, optional footers)
  max_header_length  integer 20-200, default 72
  types              array of strings, optional   allowed types (default: feat fix docs style refactor perf test build ci chore revert)
  require_scope      boolean, default false
Prints {"valid", "header", "breaking", "footers", "errors", "warnings"} on stdout. A message that breaks
the rules is a result (exit 0); only bad arguments exit 2 with ERROR on stderr.
"""
import json
import os
import re
import sys

MAX_MESSAGE_CHARS = 20_000
MAX_BODY_LINE = 100
DEFAULT_TYPES = ["feat", "fix", "docs", "style", "refactor", "perf", "test", "build", "ci", "chore", "revert"]
ALLOWED_ARGS = {"message", "max_header_length", "types", "require_scope"}
HEADER = re.compile(r"^(?P<type>[A-Za-z][A-Za-z0-9-]*)(?:\((?P<scope>[^()]*)\))?(?P<bang>!)?(?P<colon>:)(?P<space>\s*)(?P<description>.*)$")
FOOTER = re.compile(r"^(?P<token>BREAKING[ -]CHANGE|[A-Za-z][A-Za-z0-9-]*)(?P<sep>: | #)(?P<value>.*)$")
# Non-imperative first words seen often in generated messages, mapped to the imperative.
NOT_IMPERATIVE = {
    "added": "add", "adds": "add", "adding": "add", "fixed": "fix", "fixes": "fix", "fixing": "fix",
    "updated": "update", "updates": "update", "updating": "update", "removed": "remove", "removes": "remove",
    "changed": "change", "changes": "change", "improved": "improve", "improves": "improve",
    "created": "create", "creates": "create", "implemented": "implement", "implements": "implement",
    "refactored": "refactor", "refactors": "refactor", "moved": "move", "moves": "move",
    "renamed": "rename", "renames": "rename", "deleted": "delete", "deletes": "delete",
    "bumped": "bump", "bumps": "bump", "upgraded": "upgrade", "upgrades": "upgrade",
    "introduced": "introduce", "introduces": "introduce", "made": "make", "makes": "make",
    "replaced": "replace", "replaces": "replace", "cleaned": "clean", "cleans": "clean",
}


def fail(message):
    sys.stderr.write("ERROR: " + message + "\n")
    sys.exit(2)


def emit(value):
    sys.stdout.buffer.write((json.dumps(value, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))


def read_args():
    raw = b""
    try:
        if sys.stdin is not None and not sys.stdin.isatty():
            raw = sys.stdin.buffer.read(8 * MAX_MESSAGE_CHARS + 1)
    except (OSError, ValueError):
        raw = b""
    if not raw.strip():
        raw = os.environb.get(b"SKILLYARD_ARGS", b"")
    if not raw.strip():
        return {}
    if len(raw) > 8 * MAX_MESSAGE_CHARS:
        fail("arguments are larger than %d bytes" % (8 * MAX_MESSAGE_CHARS))
    try:
        args = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        fail("arguments are not UTF-8 text")
    except ValueError as error:
        fail("arguments are not a JSON object (%s); send e.g. {\"message\": \"fix: handle empty input\"}" % error)
    if not isinstance(args, dict):
        fail("arguments must be a JSON object")
    return args


def check_args(args):
    unknown = sorted(set(args) - ALLOWED_ARGS)
    if unknown:
        fail("unknown argument(s) %s; allowed: %s" % (", ".join(unknown), ", ".join(sorted(ALLOWED_ARGS))))
    message = args.get("message")
    if not isinstance(message, str):
        fail("'message' is required and must be a string, e.g. {\"message\": \"fix(parser): accept empty input\"}")
    if len(message) > MAX_MESSAGE_CHARS:
        fail("'message' is %d characters; the limit is %d" % (len(message), MAX_MESSAGE_CHARS))
    limit = args.get("max_header_length", 72)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 20 <= limit <= 200:
        fail("'max_header_length' must be an integer from 20 to 200")
    types = args.get("types", DEFAULT_TYPES)
    if (not isinstance(types, list) or not types or len(types) > 50
            or not all(isinstance(t, str) and re.fullmatch(r"[a-z][a-z0-9-]{0,29}", t) for t in types)):
        fail("'types' must be a non-empty list of up to 50 lowercase words, e.g. [\"feat\", \"fix\"]")
    require_scope = args.get("require_scope", False)
    if not isinstance(require_scope, bool):
        fail("'require_scope' must be true or false")
    return message, limit, types, require_scope


def split_footers(paragraphs):
    """The last paragraph after the header holds footers when its first line is one; later lines may continue a value."""
    if not paragraphs:
        return paragraphs, []
    lines = paragraphs[-1]
    if not FOOTER.match(lines[0]):
        return paragraphs, []
    footers = []
    for line in lines:
        match = FOOTER.match(line)
        if match:
            footers.append({"token": match.group("token"), "value": match.group("value")})
        else:
            footers[-1]["value"] += "\n" + line
    return paragraphs[:-1], footers


def check(message, limit, types, require_scope):
    errors, warnings = [], []
    lines = message.replace("\r\n", "\n").split("\n")
    if any(line.startswith("#") for line in lines):
        warnings.append("lines starting with '#' were ignored, as git does by default")
        lines = [line for line in lines if not line.startswith("#")]
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    empty = {"type": None, "scope": None, "description": None}
    if not lines:
        return {"valid": False, "header": empty, "breaking": False, "body_paragraphs": 0, "footers": [],
                "errors": ["the message is empty"], "warnings": warnings}

    header = lines[0]
    if header.startswith("Merge ") or header.startswith('Revert "'):
        return {"valid": True, "header": empty, "breaking": False, "body_paragraphs": 0, "footers": [],
                "errors": [], "warnings": warnings + ["git-generated merge or revert header; not checked"]}
    if re.match(r"^(fixup|squash|amend)! ", header):
        warnings.append("this is a fixup/squash commit; it is meant to be squashed before merging")
        header = re.sub(r"^((fixup|squash|amend)! )+", "", header)

    parsed = empty
    match = HEADER.match(header)
    if not match and ":" not in header:
        errors.append("the header has no 'type: ' prefix; start it with a type, e.g. 'fix: stop the crash on empty input'")
    elif not match:
        errors.append("the header must look like 'type(scope): description' or 'type: description'")
    else:
        kind, scope, description = match.group("type"), match.group("scope"), match.group("description")
        parsed = {"type": kind, "scope": scope, "description": description}
        if kind.lower() not in types:
            errors.append("type '%s' is not one of: %s" % (kind, ", ".join(types)))
        elif kind != kind.lower():
            warnings.append("write the type in lowercase: '%s'" % kind.lower())
        if scope is not None and not scope.strip():
            errors.append("the scope is empty; drop the parentheses or name the area, e.g. fix(parser): ...")
        elif scope is None and require_scope:
            errors.append("a scope is required, e.g. %s(api): ..." % kind.lower())
        if match.group("space") != " ":
            errors.append("put exactly one space after the colon")
        if not description.strip():
            errors.append("the description after the colon is empty")
    description = match.group("description") if match else header
    if description.strip():
        first = description.split()[0]
        if description.rstrip().endswith("."):
            warnings.append("drop the trailing period from the description")
        if first[:1].isupper() and not first.isupper():
            warnings.append("start the description in lowercase ('%s')" % (first[:1].lower() + first[1:]))
        if first.lower() in NOT_IMPERATIVE:
            warnings.append("use the imperative mood: '%s', not '%s'" % (NOT_IMPERATIVE[first.lower()], first))
    if len(header) > limit:
        errors.append("the header is %d characters; keep it to %d" % (len(header), limit))

    rest = lines[1:]
    if rest and rest[0].strip():
        errors.append("leave a blank line between the header and the body")
    paragraphs, current = [], []
    for line in rest:
        if line.strip():
            current.append(line)
        elif current:
            paragraphs.append(current)
            current = []
    if current:
        paragraphs.append(current)
    body_paragraphs, footers = split_footers(paragraphs)
    for line in (line for p in body_paragraphs for line in p):
        if len(line) > MAX_BODY_LINE and not re.search(r"https?://\S{40,}", line):
            warnings.append("wrap body lines at about 72 characters (one is %d)" % len(line))
            break
    for line in (line for p in body_paragraphs for line in p):
        if re.match(r"^breaking[ -]change:", line, re.IGNORECASE):
            errors.append("'BREAKING CHANGE:' must be a footer in the last paragraph, written in uppercase")
            break

    breaking = bool(match and match.group("bang"))
    for footer in footers:
        if re.fullmatch(r"breaking[ -]change", footer["token"], re.IGNORECASE):
            if footer["token"] not in ("BREAKING CHANGE", "BREAKING-CHANGE"):
                errors.append("write the breaking-change footer token in uppercase: 'BREAKING CHANGE:'")
            if not footer["value"].strip():
                errors.append("the BREAKING CHANGE footer needs a description")
            breaking = True
    if match and match.group("bang") and not footers and not body_paragraphs:
        warnings.append("'!' marks a breaking change; say what breaks and how to migrate in the body or a BREAKING CHANGE footer")
    if parsed["type"] and parsed["type"].lower() == "revert" and not re.search(r"\b[0-9a-f]{7,40}\b", message):
        warnings.append("a revert should name the reverted commit, e.g. 'Refs: 1a2b3c4' or 'This reverts commit 1a2b3c4.'")

    result = {
        "valid": not errors,
        "header": parsed,
        "breaking": breaking,
        "body_paragraphs": len(body_paragraphs),
        "footers": footers[:20],
        "errors": errors,
        "warnings": warnings,
    }
    return result


def main():
    emit(check(*check_args(read_args())))


if __name__ == "__main__":
    main()
