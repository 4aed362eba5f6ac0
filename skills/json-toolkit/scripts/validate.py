#!/usr/bin/env python3
"""Check that a JSON text is valid, describe its shape, and optionally check it against a JSON Schema subset.

Arguments (JSON object on stdin, else in SKILLYARD_ARGS):
  json    string, required  the JSON text to check
  schema  object or string, optional  a JSON Schema (subset) to check the document against
Prints one JSON object on stdout. Invalid JSON is a result (exit 0), not an argument error.
"""
import json
import os
import re
import sys

MAX_JSON_CHARS = 1_000_000
MAX_ERRORS = 50
MAX_KEYS = 50
ALLOWED_ARGS = {"json", "schema"}
# Keywords this checker understands; anything else is reported as ignored (annotations are silently fine).
CHECKED = {
    "type", "enum", "const", "properties", "required", "additionalProperties", "items",
    "minItems", "maxItems", "uniqueItems", "minLength", "maxLength", "pattern",
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minProperties",
    "maxProperties", "allOf", "anyOf", "oneOf", "not",
}
ANNOTATIONS = {"$schema", "$id", "$comment", "title", "description", "default", "examples", "format", "readOnly", "writeOnly", "deprecated"}


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
        fail("arguments must be a JSON object, got %s" % type_name(args))
    return args


def type_name(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def reject_constant(name):
    raise ValueError("%s is not allowed in JSON" % name)


def parse_strict(text, duplicates):
    def pairs(items):
        seen = {}
        for key, value in items:
            if key in seen and len(duplicates) < MAX_ERRORS:
                duplicates.append(key)
            seen[key] = value
        return seen

    return json.loads(text, object_pairs_hook=pairs, parse_constant=reject_constant)


def hint_for(text, error):
    char = text[error.pos] if 0 <= error.pos < len(text) else ""
    message = error.msg
    if error.pos >= len(text.rstrip()):
        return "The text ends early; a value, closing bracket or closing brace is missing."
    if char == "/":
        return "JSON has no comments; remove // and /* */ comments."
    if message.startswith("Expecting property name") and char == "'":
        return "JSON strings and keys need double quotes, not single quotes."
    if message.startswith("Expecting property name") and char == "}":
        return "Remove the trailing comma before '}'."
    if message.startswith("Expecting value") and char == "]":
        return "Remove the trailing comma before ']'."
    if message.startswith("Expecting value") and char == "'":
        return "JSON strings need double quotes, not single quotes."
    if message.startswith("Expecting property name") and (char.isalpha() or char == "_"):
        return "Object keys must be quoted strings, e.g. \"key\": 1."
    if message.startswith("Extra data"):
        return "The text holds more than one top-level value; wrap them in an array, or check each line separately (JSON Lines)."
    if message.startswith("Invalid control character"):
        return "Escape newlines and tabs inside strings as \\n and \\t."
    return None


def syntax_error(text, error):
    line_start = text.rfind("\n", 0, error.pos) + 1
    line_end = text.find("\n", error.pos)
    line = text[line_start: line_end if line_end != -1 else len(text)]
    column = error.pos - line_start
    start = max(0, column - 40)
    excerpt = line[start: column + 40]
    result = {
        "message": error.msg,
        "line": error.lineno,
        "column": error.colno,
        "position": error.pos,
        "excerpt": excerpt,
        "pointer": " " * (column - start) + "^",
    }
    hint = hint_for(text, error)
    if hint:
        result["hint"] = hint
    return result


def shape(value):
    counts = {"objects": 0, "arrays": 0, "strings": 0, "numbers": 0, "booleans": 0, "nulls": 0}
    depth = 0
    stack = [(value, 1)]
    while stack:
        node, level = stack.pop()
        depth = max(depth, level)
        kind = type_name(node)
        if kind == "object":
            counts["objects"] += 1
            stack.extend((child, level + 1) for child in node.values())
        elif kind == "array":
            counts["arrays"] += 1
            stack.extend((child, level + 1) for child in node)
        elif kind in ("integer", "number"):
            counts["numbers"] += 1
        else:
            counts[kind + "s"] += 1
    counts["depth"] = depth
    return counts


class SchemaChecker:
    def __init__(self):
        self.errors = []
        self.ignored = set()

    def add(self, path, message):
        if len(self.errors) < MAX_ERRORS:
            self.errors.append({"path": path, "message": message})

    def matches_type(self, value, expected):
        actual = type_name(value)
        if expected == "number":
            return actual in ("integer", "number")
        if expected == "integer":
            return actual == "integer" or (actual == "number" and float(value).is_integer())
        return actual == expected

    def check(self, value, schema, path):
        if schema is True or schema == {}:
            return
        if schema is False:
            self.add(path, "no value is allowed here (schema is false)")
            return
        if not isinstance(schema, dict):
            fail("schema at %s must be an object or boolean" % path)
        for key in schema:
            if key not in CHECKED and key not in ANNOTATIONS:
                self.ignored.add(key)

        expected = schema.get("type")
        if expected is not None:
            options = expected if isinstance(expected, list) else [expected]
            if not any(self.matches_type(value, option) for option in options):
                self.add(path, "expected %s, got %s" % (" or ".join(map(str, options)), type_name(value)))
                return
        if "enum" in schema and value not in schema["enum"]:
            self.add(path, "value is not one of %s" % json.dumps(schema["enum"], ensure_ascii=False)[:200])
        if "const" in schema and value != schema["const"]:
            self.add(path, "value must equal %s" % json.dumps(schema["const"], ensure_ascii=False)[:200])

        kind = type_name(value)
        if kind == "object":
            self.check_object(value, schema, path)
        elif kind == "array":
            self.check_array(value, schema, path)
        elif kind == "string":
            self.check_string(value, schema, path)
        elif kind in ("integer", "number"):
            self.check_number(value, schema, path)

        for sub in schema.get("allOf", []):
            self.check(value, sub, path)
        if "anyOf" in schema and self.count_passing(value, schema["anyOf"], path) == 0:
            self.add(path, "value matches none of the anyOf schemas")
        if "oneOf" in schema:
            passing = self.count_passing(value, schema["oneOf"], path)
            if passing != 1:
                self.add(path, "value matches %d of the oneOf schemas, expected exactly 1" % passing)
        if "not" in schema and self.count_passing(value, [schema["not"]], path) == 1:
            self.add(path, "value must not match the 'not' schema")

    def count_passing(self, value, schemas, path):
        passing = 0
        for sub in schemas:
            probe = SchemaChecker()
            probe.check(value, sub, path)
            self.ignored |= probe.ignored
            passing += 0 if probe.errors else 1
        return passing

    def check_object(self, value, schema, path):
        properties = schema.get("properties", {})
        for name in schema.get("required", []):
            if name not in value:
                self.add(path, "missing required property %s" % json.dumps(name, ensure_ascii=False))
        extra = schema.get("additionalProperties", True)
        for key, child in value.items():
            child_path = child_path_of(path, key)
            if key in properties:
                self.check(child, properties[key], child_path)
            elif extra is False:
                self.add(child_path, "property is not allowed (additionalProperties is false)")
            elif isinstance(extra, dict):
                self.check(child, extra, child_path)
        if "minProperties" in schema and len(value) < schema["minProperties"]:
            self.add(path, "object has %d properties, below minProperties %d" % (len(value), schema["minProperties"]))
        if "maxProperties" in schema and len(value) > schema["maxProperties"]:
            self.add(path, "object has %d properties, above maxProperties %d" % (len(value), schema["maxProperties"]))

    def check_array(self, value, schema, path):
        items = schema.get("items")
        if isinstance(items, (dict, bool)):
            for index, child in enumerate(value):
                self.check(child, items, "%s[%d]" % (path, index))
        if "minItems" in schema and len(value) < schema["minItems"]:
            self.add(path, "array has %d items, below minItems %d" % (len(value), schema["minItems"]))
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            self.add(path, "array has %d items, above maxItems %d" % (len(value), schema["maxItems"]))
        if schema.get("uniqueItems"):
            seen = set()
            for child in value:
                key = json.dumps(child, sort_keys=True)
                if key in seen:
                    self.add(path, "array items are not unique")
                    break
                seen.add(key)

    def check_string(self, value, schema, path):
        if "minLength" in schema and len(value) < schema["minLength"]:
            self.add(path, "string length %d is below minLength %d" % (len(value), schema["minLength"]))
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            self.add(path, "string length %d is above maxLength %d" % (len(value), schema["maxLength"]))
        if "pattern" in schema:
            try:
                if re.search(schema["pattern"], value) is None:
                    self.add(path, "string does not match pattern %s" % schema["pattern"])
            except (re.error, TypeError) as error:
                fail("schema pattern %r at %s is not a valid regular expression: %s" % (schema["pattern"], path, error))

    def check_number(self, value, schema, path):
        for key, test, words in (
            ("minimum", lambda v, b: v < b, "less than"),
            ("maximum", lambda v, b: v > b, "greater than"),
            ("exclusiveMinimum", lambda v, b: v <= b, "less than or equal to"),
            ("exclusiveMaximum", lambda v, b: v >= b, "greater than or equal to"),
        ):
            bound = schema.get(key)
            if isinstance(bound, (int, float)) and not isinstance(bound, bool) and test(value, bound):
                self.add(path, "%s is %s %s (%s)" % (value, words, bound, key))


def child_path_of(path, key):
    if re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", key):
        return path + "." + key
    return path + "[" + json.dumps(key, ensure_ascii=False) + "]"


def main():
    args = read_args()
    unknown = sorted(set(args) - ALLOWED_ARGS)
    if unknown:
        fail("unknown argument(s) %s; allowed: json, schema" % ", ".join(unknown))
    text = args.get("json")
    if not isinstance(text, str):
        fail("'json' is required and must be a string holding JSON text, e.g. {\"json\": \"[1, 2]\"}")
    if len(text) > MAX_JSON_CHARS:
        fail("'json' is %d characters; the limit is %d" % (len(text), MAX_JSON_CHARS))
    schema = args.get("schema")
    if isinstance(schema, str):
        try:
            schema = json.loads(schema)
        except ValueError as error:
            fail("'schema' is a string but not valid JSON: %s" % error)
    if schema is not None and not isinstance(schema, (dict, bool)):
        fail("'schema' must be a JSON Schema object (or JSON text of one)")

    if not text.strip():
        emit({"valid": False, "error": {"message": "the text is empty"}})
        return
    bom = text.startswith("\ufeff")
    if bom:
        text = text[1:]
    duplicates = []
    try:
        document = parse_strict(text, duplicates)
    except json.JSONDecodeError as error:
        emit({"valid": False, "error": syntax_error(text, error)})
        return
    except RecursionError:
        emit({"valid": False, "error": {"message": "nesting is too deep to parse"}})
        return
    except ValueError as error:
        emit({"valid": False, "error": {"message": str(error)}})
        return

    result = {"valid": True, "type": type_name(document), "shape": shape(document)}
    if isinstance(document, dict):
        keys = list(document.keys())
        result["top_level_keys"] = keys[:MAX_KEYS]
        if len(keys) > MAX_KEYS:
            result["top_level_keys_truncated"] = len(keys)
    elif isinstance(document, list):
        result["length"] = len(document)
    warnings = []
    if duplicates:
        warnings.append("duplicate keys (the last value wins): " + ", ".join(sorted(set(duplicates))))
    if bom:
        warnings.append("the text starts with a byte order mark (ignored here; some parsers reject it)")
    if warnings:
        result["warnings"] = warnings
    if schema is not None:
        checker = SchemaChecker()
        try:
            checker.check(document, schema, "$")
        except RecursionError:
            fail("schema or document is nested too deeply to check")
        result["schema"] = {"valid": not checker.errors, "errors": checker.errors}
        if len(checker.errors) >= MAX_ERRORS:
            result["schema"]["errors_truncated"] = True
        if checker.ignored:
            result["schema"]["ignored_keywords"] = sorted(checker.ignored)
    emit(result)


if __name__ == "__main__":
    main()
