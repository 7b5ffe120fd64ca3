"""Validates the schemas RestAndSchemaTests wrote (one JSON object a line: name, schema, strict,
valid, invalid, strictValid) with Python's `jsonschema`, an implementation independent of
FlatTagged: each schema is a valid draft 2020-12 schema, every valid instance validates against
`schema`, every invalid one doesn't, and every strictValid instance validates against `strict`."""
import json
import sys

from jsonschema import Draft202012Validator

failures = 0
entries = 0
with open(sys.argv[1]) as corpus:
    for line in corpus:
        entry = json.loads(line)
        entries += 1
        name = entry["name"]
        for key in ("schema", "strict"):
            Draft202012Validator.check_schema(entry[key])
        schema = Draft202012Validator(entry["schema"])
        strict = Draft202012Validator(entry["strict"])
        for instance in entry["valid"]:
            for error in schema.iter_errors(instance):
                failures += 1
                print(f"{name}: valid instance {json.dumps(instance)} rejected: {error.message}")
        for instance in entry["invalid"]:
            if schema.is_valid(instance):
                failures += 1
                print(f"{name}: invalid instance {json.dumps(instance)} accepted")
        for instance in entry["strictValid"]:
            for error in strict.iter_errors(instance):
                failures += 1
                print(f"{name}: strict instance {json.dumps(instance)} rejected: {error.message}")
if entries == 0:
    print("validate.py: no schemas written")
    sys.exit(1)
print(f"validate.py: {entries} schemas, {failures} failures")
sys.exit(1 if failures else 0)
