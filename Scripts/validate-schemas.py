#!/usr/bin/env python3
"""Validates FlatTagged's generated JSON Schemas with an independent implementation (jsonschema).

Reads the corpus `SchemaTests` writes (FLATTAGGED_SCHEMA_OUT): for every fixture enum its
`jsonSchema`, `strictJSONSchema`, the instances its `encode(to:)` wrote, JSON a strict-schema
client may send (each decodes: the Swift test checks that), and invalid JSON (each fails to
decode). Checks, failing with a list of every problem:

- both schemas are valid draft 2020-12 schemas;
- every encoded instance is valid under `jsonSchema`;
- every strict instance is valid under `strictJSONSchema` and `jsonSchema`;
- every invalid instance is rejected by both, and every instance with an integer out of its
  type's range by `jsonSchema` (the strict subset has no `minimum`/`maximum`: it accepts them,
  and decoding rejects them, as the docs say);
- `strictJSONSchema` keeps to the strict subset: only its keywords, every object closed
  (`additionalProperties: false`) and requiring every property;
- with FLATTAGGED_TOOL (the built `flat-tagged`) and FLATTAGGED_SCHEMA_SOURCES (the fixtures'
  Swift files, separated by `:`), `flat-tagged schema [--strict] NAME SOURCES…` prints the same
  two schemas.

Usage: validate-schemas.py CORPUS.json  (Scripts/check-schemas.sh runs it in a venv)
"""
import json
import os
import subprocess
import sys

import jsonschema

STRICT_KEYWORDS = {"type", "properties", "required", "additionalProperties", "items", "anyOf",
                   "enum", "const", "$ref", "$defs", "description"}


def strict_problems(schema, path="#"):
    if not isinstance(schema, dict):
        return [f"{path}: not an object"]
    problems = [f"{path}: keyword {key!r} is not in the strict subset"
                for key in schema if key not in STRICT_KEYWORDS]
    if schema.get("type") == "object":
        if schema.get("additionalProperties") is not False:
            problems.append(f"{path}: object not closed")
        properties = schema.get("properties", {})
        if set(schema.get("required", [])) != set(properties):
            problems.append(f"{path}: not every property is required")
        for key, value in properties.items():
            problems += strict_problems(value, f"{path}/properties/{key}")
    for key, value in schema.get("$defs", {}).items():
        problems += strict_problems(value, f"{path}/$defs/{key}")
    for index, value in enumerate(schema.get("anyOf", [])):
        problems += strict_problems(value, f"{path}/anyOf/{index}")
    if "items" in schema:
        problems += strict_problems(schema["items"], f"{path}/items")
    return problems


def main():
    with open(sys.argv[1]) as corpus_file:
        corpus = json.load(corpus_file)
    problems = []
    counts = {"valid": 0, "strict": 0, "invalid": 0, "range": 0}
    for entry in corpus:
        name = entry["name"]
        validators = {}
        for kind in ("jsonSchema", "strictJSONSchema"):
            try:
                jsonschema.Draft202012Validator.check_schema(entry[kind])
            except jsonschema.SchemaError as error:
                problems.append(f"{name}.{kind} is not a valid schema: {error.message}")
                continue
            validators[kind] = jsonschema.Draft202012Validator(
                entry[kind], format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
        loose, strict = validators.get("jsonSchema"), validators.get("strictJSONSchema")
        problems += [f"{name}.strictJSONSchema {problem}" for problem in strict_problems(entry["strictJSONSchema"])]
        for instance in entry["instances"]:
            counts["valid"] += 1
            if loose and not loose.is_valid(instance):
                problems.append(f"{name}: encoded {json.dumps(instance)} is not valid under jsonSchema")
        for instance in entry["strictInstances"]:
            counts["strict"] += 1
            for kind, validator in (("strictJSONSchema", strict), ("jsonSchema", loose)):
                if validator and not validator.is_valid(instance):
                    problems.append(f"{name}: strict instance {json.dumps(instance)} is not valid under {kind}")
        for instance in entry["invalidInstances"]:
            counts["invalid"] += 1
            for kind, validator in (("jsonSchema", loose), ("strictJSONSchema", strict)):
                if validator and validator.is_valid(instance):
                    problems.append(f"{name}: invalid {json.dumps(instance)} is accepted by {kind}")
        for instance in entry["outOfRangeInstances"]:
            counts["range"] += 1
            if loose and loose.is_valid(instance):
                problems.append(f"{name}: out-of-range {json.dumps(instance)} is accepted by jsonSchema")
    tool, sources = os.environ.get("FLATTAGGED_TOOL"), os.environ.get("FLATTAGGED_SCHEMA_SOURCES")
    if tool and sources:
        for entry in corpus:
            for kind, flags in (("jsonSchema", []), ("strictJSONSchema", ["--strict"])):
                printed = subprocess.run([tool, "schema", *flags, entry["name"], *sources.split(":")],
                                         capture_output=True, text=True)
                if printed.returncode != 0 or json.loads(printed.stdout) != entry[kind]:
                    problems.append(f"{entry['name']}: flat-tagged schema {' '.join(flags)} differs from {kind}"
                                    f" ({printed.stderr.strip() or 'printed another schema'})")
    print(f"validate-schemas: {len(corpus)} enums, {counts['valid']} encoded, {counts['strict']} strict and "
          f"{counts['invalid']} invalid and {counts['range']} out-of-range instances, jsonschema {jsonschema_version()}")
    for problem in problems:
        print("problem: " + problem)
    return 1 if problems else 0


def jsonschema_version():
    from importlib.metadata import version
    return version("jsonschema")


if __name__ == "__main__":
    sys.exit(main())
