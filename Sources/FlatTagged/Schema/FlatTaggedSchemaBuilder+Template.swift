#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

// Why generated schemas are templates: a function of builder calls, one or more per value of
// every case, cost the compiler 18.5% more instructions per file of schema-marked enums (type
// checking each call, Swift 6's region-based isolation checking of every value, IR generation).
// The part of a schema the generator knows is one string literal instead, which the compiler
// only stores (4.1% more instructions); the builder reads it once (`SchemaTemplates`) and makes
// the same calls here, at run time. Only what the generator can't know is still a call in the
// generated code, handed in as a part: a type described by its conformance, another enum's
// `$defs` entry, a struct's definition.

extension FlatTaggedSchemaBuilder {
    /// The schema a generated template describes, built with this builder's calls as the
    /// generated code would spell them; `parts` are the schemas only known at run time, which
    /// the template refers to as `{"part": index}`, built in the order the calls would have.
    ///
    /// A template is JSON, each node one builder call: `"string"`, `"boolean"`, `"number"`,
    /// `"date"`, `"data"`, `"any"` (``anyValue()``), `"null"`; `{"string": format}`,
    /// `{"integer": "Int8"}` (a standard integer type), `{"array": node}`,
    /// `{"dictionary": node}`, `{"optional": node}`, `{"tag": text or integer}`,
    /// `{"tags": [...]}`, `{"object": [[key, node], ...], "required": [...], "closed": true}`,
    /// `{"flattening": node, "into": node}`, `{"anyOf": [node, ...], "description": text}`,
    /// `{"requiring": [...], "absent": [...], "in": node}`,
    /// `{"unknownTag": [...], "integers": true}`, `{"unknownKey": [...]}`,
    /// `{"describing": node, "description": text}`. Only generated code writes them.
    @_spi(FlatTaggedGenerated)
    public func template(_ text: String, _ parts: FlatTaggedValue...) -> FlatTaggedValue {
        evaluate(SchemaTemplates.shared.parsed(text), parts)
    }

    private func evaluate(_ node: FlatTaggedValue, _ parts: [FlatTaggedValue]) -> FlatTaggedValue {
        switch node {
        case .string("string"): return string()
        case .string("boolean"): return boolean()
        case .string("number"): return number()
        case .string("date"): return date()
        case .string("data"): return data()
        case .string("any"): return anyValue()
        case .string("null"): return null()
        case .object(let fields): return evaluate(fields, parts)
        default: preconditionFailure("not a schema template node: \(node)")
        }
    }

    private func evaluate(_ fields: [String: FlatTaggedValue], _ parts: [FlatTaggedValue]) -> FlatTaggedValue {
        let node = { (key: String) in self.evaluate(fields[key] ?? .null, parts) }
        let strings = { (key: String) in Self.strings(fields[key]) }
        if case .int(let index)? = fields["part"] { return parts[Int(index)] }
        if case .string(let format)? = fields["string"] { return string(format: format) }
        if case .string(let name)? = fields["integer"] { return Self.integer(named: name, in: self) }
        if fields["array"] != nil { return array(node("array")) }
        if fields["dictionary"] != nil { return dictionary(node("dictionary")) }
        if fields["optional"] != nil { return optional(node("optional")) }
        if case .string(let text)? = fields["tag"] { return tag(text) }
        if case .int(let value)? = fields["tag"] { return tag(Int(value)) }
        if case .array(let tags)? = fields["tags"] {
            return tags.first?.stringValue == nil ? self.tags(Self.integers(tags)) : self.tags(strings("tags"))
        }
        if case .array(let pairs)? = fields["object"] {
            let properties = pairs.map { pair -> (String, FlatTaggedValue) in
                guard case .array(let pair) = pair, pair.count == 2, case .string(let key) = pair[0] else {
                    preconditionFailure("not a schema template property: \(pair)")
                }
                return (key, evaluate(pair[1], parts))
            }
            return object(pairs: properties, required: strings("required"), closed: fields["closed"] == .bool(true))
        }
        if fields["flattening"] != nil { return flattening(node("flattening"), into: node("into")) }
        if case .array(let entries)? = fields["anyOf"] {
            return anyOf(entries.map { evaluate($0, parts) }, description: fields["description"]?.stringValue)
        }
        if fields["requiring"] != nil {
            return requiring(strings("requiring"), absent: strings("absent"), in: node("in"))
        }
        if case .array(let tags)? = fields["unknownTag"] {
            return fields["integers"] == .bool(true)
                ? unknownTag(excluding: Self.integers(tags)) : unknownTag(excluding: strings("unknownTag"))
        }
        if fields["unknownKey"] != nil { return unknownKey(excluding: strings("unknownKey")) }
        if fields["describing"] != nil, let description = fields["description"]?.stringValue {
            return describing(node("describing"), description)
        }
        preconditionFailure("not a schema template node: \(fields)")
    }

    private static func integer(named name: String, in builder: FlatTaggedSchemaBuilder) -> FlatTaggedValue {
        switch name {
        case "Int": builder.integer(Int.self)
        case "Int8": builder.integer(Int8.self)
        case "Int16": builder.integer(Int16.self)
        case "Int32": builder.integer(Int32.self)
        case "Int64": builder.integer(Int64.self)
        case "UInt": builder.integer(UInt.self)
        case "UInt8": builder.integer(UInt8.self)
        case "UInt16": builder.integer(UInt16.self)
        case "UInt32": builder.integer(UInt32.self)
        case "UInt64": builder.integer(UInt64.self)
        default: preconditionFailure("not a standard integer type: \(name)")
        }
    }

    private static func strings(_ value: FlatTaggedValue?) -> [String] {
        guard case .array(let values)? = value else { return [] }
        return values.map { $0.stringValue ?? "" }
    }

    private static func integers(_ values: [FlatTaggedValue]) -> [Int] {
        values.map { $0.intValue ?? 0 }
    }
}

/// The templates read so far, by their text: each generated template is parsed once per process.
///
/// `@unchecked Sendable`: `parsed` is read and written only while `mutex` is held.
private final class SchemaTemplates: @unchecked Sendable {
    static let shared = SchemaTemplates()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var parsed: [String: FlatTaggedValue] = [:]

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    /// The template `text` holds, parsed the first time it is asked for.
    func parsed(_ text: String) -> FlatTaggedValue {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let value = parsed[text] { return value }
        guard let value = SchemaTemplateParser.parse(text) else {
            preconditionFailure("not a schema template: \(text)")
        }
        parsed[text] = value
        return value
    }
}
