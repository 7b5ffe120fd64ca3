/// `flat-tagged schema`: the schema document of one planned enum, evaluated here from the same
/// `SchemaNode`s the generated code writes as a template of builder calls, with the builder's
/// rules (`FlatTaggedSchemaBuilder`: `$defs`, the strict subset, merging). A type the generator can't
/// read is any value here: its conformance is only known when the program runs.
package struct SchemaDocument {
    /// The enums planned with `schema`, by their qualified name and by their own name.
    private let plans: [String: CodingPlan]
    private let strict: Bool
    private var definitions: [String: JSON] = [:]
    private var names: [String: String] = [:]
    /// The enum being described, for `Self`; the root first.
    private var current: [CodingPlan] = []

    private static let leftOut = JSON.object(["$flatTaggedLeftOut": .bool(true)])
    private static let nothing = JSON.object(["enum": .array([])])

    /// What `flat-tagged schema` prints: the schema's JSON text, or nil when no enum of the files
    /// is `typeName` with `schema` (or any file has an error); every file's diagnostics.
    package struct Output {
        package var json: String?
        package var diagnostics: [(path: String, diagnostic: Diagnostic)]
        package var hasErrors: Bool { diagnostics.contains { $0.diagnostic.severity == .error } }
    }

    /// Plans every file and describes `typeName` (`Chat.Message` or `Message`) among their enums.
    package static func json(for typeName: String, files: [(path: String, bytes: [UInt8])], strict: Bool) -> Output {
        var plans: [CodingPlan] = []
        var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        let parsed = files.map { Generator.parse(Generator.lex(SourceFile(path: $0.path, bytes: $0.bytes))) }
        // Every file's structs are known to every file's plan, as `flat-tagged expand` does.
        let structs = DeclaredStructs(parsed)
        for (file, declarations) in zip(files, parsed) {
            let planned = FilePlanner.plan(declarations, sourcePath: nil, structs: structs)
            for diagnostic in Diagnostic.merged(declarations.diagnostics, planned.diagnostics) {
                diagnostics.append((file.path, diagnostic))
            }
            plans += planned.enums
        }
        let output = Output(json: nil, diagnostics: diagnostics)
        guard !output.hasErrors else { return output }
        return Output(json: json(for: typeName, in: plans, strict: strict), diagnostics: diagnostics)
    }

    /// The JSON text of `typeName`'s schema among `plans`, or nil when none has that name.
    static func json(for typeName: String, in plans: [CodingPlan], strict: Bool) -> String? {
        var byName: [String: CodingPlan] = [:]
        for plan in plans where plan.schema != nil {
            byName[plan.displayName] = plan
            let last = String(plan.displayName.split(separator: ".").last ?? "")
            if byName[last] == nil { byName[last] = plan }
        }
        guard let root = byName[typeName] else { return nil }
        var document = SchemaDocument(plans: byName, strict: strict)
        document.current = [root]
        var schema = document.body(root)
        if schema == leftOut { schema = nothing }
        if let name = document.names[root.displayName] { document.definitions[name] = schema }
        guard case .object(var fields) = schema else { return schema.text }
        if !strict { fields["$schema"] = .string("https://json-schema.org/draft/2020-12/schema") }
        if !document.definitions.isEmpty { fields["$defs"] = .object(document.definitions) }
        return JSON.object(fields).text
    }

    private mutating func body(_ plan: CodingPlan) -> JSON {
        guard let schema = plan.schema else { return anyValue }
        let shapes = SchemaShapes(plan: plan, schema: schema)
        var entries = shapes.cases.map { evaluate($0) }
        if let fallback = shapes.fallback { entries.append(evaluate(fallback)) }
        return anyOf(entries, description: schema.description)
    }

    private mutating func reference(_ plan: CodingPlan) -> JSON {
        if let name = names[plan.displayName] { return Self.pointer(name) }
        let name = String(plan.displayName)
        names[plan.displayName] = name
        definitions[name] = Self.nothing
        if plan.displayName == current.first?.displayName { return Self.pointer(name) }
        current.append(plan)
        let body = body(plan)
        current.removeLast()
        definitions[name] = body == Self.leftOut ? Self.nothing : body
        return body == Self.leftOut ? Self.leftOut : Self.pointer(name)
    }

    private static func pointer(_ name: String) -> JSON {
        .object(["$ref": .string("#/$defs/" + name.replacing("~", with: "~0").replacing("/", with: "~1"))])
    }

    private mutating func evaluate(_ node: SchemaNode) -> JSON {
        switch node {
        case .type(let type): return evaluate(type)
        case .tag(let tag):
            return strict ? .object(["enum": .array([Self.value(tag)])]) : .object(["const": Self.value(tag)])
        case .tags(let tags): return .object(["enum": .array(tags.map(Self.value))])
        case .null: return Self.typed("null")
        case .optional(let wrapped): return optional(evaluate(wrapped))
        case .object(let properties, let required, let closed):
            return object(properties.map { ($0.key, evaluate($0.schema)) }, required: required, closed: closed)
        case .flattening(let payload, let object):
            // Evaluated first: a call's base is read before its arguments, and evaluating a
            // reference adds the definition that merging reads.
            let (payloadSchema, objectSchema) = (evaluate(payload), evaluate(object))
            return flattening(payloadSchema, into: objectSchema)
        case .anyOf(let entries): return anyOf(entries.map { evaluate($0) }, description: nil)
        case .requiring(let keys, let absent, let shape):
            let schema = evaluate(shape)
            guard !strict, schema != Self.leftOut else { return schema }
            var condition: [String: JSON] = ["type": .string("object")]
            if !keys.isEmpty { condition["required"] = .array(keys.map(JSON.string)) }
            if !absent.isEmpty {
                condition["not"] = .object([
                    "anyOf": .array(absent.map { .object(["required": .array([.string($0)])]) })
                ])
            }
            return .object(["allOf": .array([schema, .object(condition)])])
        case .unknownTag(let tags, let integers):
            guard !strict else { return Self.leftOut }
            return .object([
                "type": .string(integers ? "integer" : "string"),
                "not": .object(["enum": .array(tags.map { integers ? Self.value($0) : .string($0.text) })]),
            ])
        case .unknownKey(let names):
            guard !strict else { return Self.leftOut }
            return .object([
                "type": .string("object"), "minProperties": .number("1"), "maxProperties": .number("1"),
                "propertyNames": .object(["not": .object(["enum": .array(names.map(JSON.string))])]),
            ])
        case .anyValue: return anyValue
        case .describing(let node, let description):
            let schema = evaluate(node)
            guard case .object(var fields) = schema, schema != Self.leftOut else { return schema }
            fields["description"] = .string(description)
            return .object(fields)
        }
    }

    private mutating func evaluate(_ type: SchemaType) -> JSON {
        switch type {
        case .string: return Self.typed("string")
        case .bool: return Self.typed("boolean")
        case .number, .date: return Self.typed("number")
        case .integer(let name):
            guard !strict, let range = Self.ranges[name] else { return Self.typed("integer") }
            return .object(["type": .string("integer"), "minimum": .number(range.0), "maximum": .number(range.1)])
        case .formattedString(let format):
            return strict ? Self.typed("string") : .object(["type": .string("string"), "format": .string(format)])
        case .data:
            return strict
                ? Self.typed("string") : .object(["type": .string("string"), "contentEncoding": .string("base64")])
        case .anyValue, .expression: return anyValue
        case .declaredStruct(let index, let typeName):
            if let name = names[typeName] { return Self.pointer(name) }
            guard let structs = current.last?.schema?.structs, index < structs.count else { return anyValue }
            names[typeName] = typeName
            definitions[typeName] = Self.nothing
            let body = evaluate(structs[index].body)
            definitions[typeName] = body == Self.leftOut ? Self.nothing : body
            return body == Self.leftOut ? Self.leftOut : Self.pointer(typeName)
        case .array(let element):
            let items = evaluate(element)
            return items == Self.leftOut ? items : .object(["type": .string("array"), "items": items])
        case .dictionary(let value):
            let values = evaluate(value)
            guard !strict, values != Self.leftOut else { return Self.leftOut }
            return .object(["type": .string("object"), "additionalProperties": values])
        case .optional(let wrapped): return optional(evaluate(wrapped))
        case .runtime(let name):
            let found =
                name == "Self" ? current.last : plans[name] ?? plans[String(name.split(separator: ".").last ?? "")]
            return found.map { reference($0) } ?? anyValue
        }
    }

    private var anyValue: JSON { strict ? Self.leftOut : .object([:]) }

    private func optional(_ wrapped: JSON) -> JSON {
        wrapped == Self.leftOut ? wrapped : .object(["anyOf": .array([wrapped, Self.typed("null")])])
    }

    private func object(_ properties: [(String, JSON)], required: [String], closed: Bool) -> JSON {
        var kept: [String: JSON] = [:]
        for (key, schema) in properties {
            if schema == Self.leftOut {
                if required.contains(key) { return Self.leftOut }
                continue
            }
            kept[key] = schema
        }
        var fields: [String: JSON] = ["type": .string("object"), "properties": .object(kept)]
        let requiredKeys = strict ? properties.map(\.0).filter { kept[$0] != nil } : required
        if !requiredKeys.isEmpty { fields["required"] = .array(requiredKeys.map(JSON.string)) }
        if closed || strict { fields["additionalProperties"] = .bool(false) }
        return .object(fields)
    }

    private func anyOf(_ entries: [JSON], description: String?) -> JSON {
        let kept = entries.filter { $0 != Self.leftOut }
        guard !kept.isEmpty || entries.isEmpty else { return Self.leftOut }
        var fields: [String: JSON] = ["anyOf": .array(kept)]
        if let description { fields["description"] = .string(description) }
        return .object(fields)
    }

    private func flattening(_ payload: JSON, into object: JSON) -> JSON {
        guard payload != Self.leftOut, object != Self.leftOut else { return Self.leftOut }
        var resolved = payload
        if case .object(let fields) = payload, fields.count == 1, case .string(let pointer)? = fields["$ref"],
            pointer.hasPrefix("#/$defs/")
        {
            let name = String(pointer.dropFirst(8)).replacing("~1", with: "/").replacing("~0", with: "~")
            resolved = definitions[name].flatMap { $0 == Self.nothing ? nil : $0 } ?? .null
        }
        guard case .object(let payloadFields) = resolved, case .object(var fields) = object else {
            return strict ? Self.leftOut : .object(["allOf": .array([object, payload])])
        }
        if payloadFields.isEmpty { return object }
        if case .array(let entries)? = payloadFields["anyOf"], payloadFields["type"] == nil {
            return anyOf(entries.map { flattening($0, into: object) }, description: nil)
        }
        guard payloadFields["type"] == .string("object"), payloadFields["allOf"] == nil else {
            return strict ? Self.leftOut : .object(["allOf": .array([object, payload])])
        }
        var properties = fields["properties"]?.fields ?? [:]
        for (key, schema) in payloadFields["properties"]?.fields ?? [:] where properties[key] == nil {
            properties[key] = schema
        }
        fields["properties"] = .object(properties)
        var required = fields["required"]?.strings ?? []
        for key in payloadFields["required"]?.strings ?? [] where !required.contains(key) { required.append(key) }
        if !required.isEmpty { fields["required"] = .array(required.map(JSON.string)) }
        return .object(fields)
    }

    private static func typed(_ type: String) -> JSON { .object(["type": .string(type)]) }

    private static func value(_ tag: Tag) -> JSON {
        switch tag {
        case .string(let text): .string(text)
        case .integer(let value): .number(String(value))
        }
    }

    private static let ranges: [String: (String, String)] = [
        "Swift.Int": ("-9223372036854775808", "9223372036854775807"),
        "Swift.Int64": ("-9223372036854775808", "9223372036854775807"), "Swift.Int32": ("-2147483648", "2147483647"),
        "Swift.Int16": ("-32768", "32767"), "Swift.Int8": ("-128", "127"),
        "Swift.UInt": ("0", "18446744073709551615"), "Swift.UInt64": ("0", "18446744073709551615"),
        "Swift.UInt32": ("0", "4294967295"), "Swift.UInt16": ("0", "65535"), "Swift.UInt8": ("0", "255"),
    ]
}
