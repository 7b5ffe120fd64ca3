#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds one schema document: the vocabulary generated schemas are written in, the `$defs`
/// that marked enums are referred to by, and whether the strict subset is being built.
///
/// What can't be said in the strict subset (a dictionary, any value, a fallback) is left out:
/// an optional property that holds it is dropped, and so is an object that requires it and the
/// `anyOf` entry that holds that object. The generator warns about it at the marker.
public final class FlatTaggedSchemaBuilder {
    /// True while building `strictJSONSchema`.
    public let isStrict: Bool
    /// The type the document describes: a reference to it goes into `$defs` too, so that the
    /// document can be embedded in another by moving its `$defs` (a `"#"` would then mean the
    /// other document).
    private let root: ObjectIdentifier
    /// The definitions built so far, by name; a name is claimed before its body is built, so a
    /// recursive reference finds it.
    private var definitions: [String: FlatTaggedValue] = [:]

    /// The definition built under `name`, if any.
    func definitions(named name: String) -> FlatTaggedValue? { definitions[name] }
    /// The `$defs` name of each type referred to.
    private var names: [ObjectIdentifier: String] = [:]

    private init(strict: Bool, root: ObjectIdentifier) {
        self.isStrict = strict
        self.root = root
    }

    /// The draft the documents follow.
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// What stands for a schema the strict subset can't say, until an object or `anyOf` drops it.
    static let leftOut = FlatTaggedValue.object(["$flatTaggedLeftOut": .bool(true)])

    /// A schema no value is valid under, where everything was left out.
    static let nothing = FlatTaggedValue.object(["enum": .array([])])

    /// The document for `type`: its schema, with `$schema` (not in the strict subset) and the
    /// `$defs` its references need.
    public static func document<T: FlatTaggedSchemaDefinition>(for type: T.Type, strict: Bool) -> FlatTaggedValue {
        let builder = FlatTaggedSchemaBuilder(strict: strict, root: ObjectIdentifier(type))
        var schema = T.flatTaggedSchema(in: builder)
        if schema == leftOut { schema = nothing }
        if let name = builder.names[ObjectIdentifier(type)] { builder.definitions[name] = schema }
        guard case .object(var fields) = schema else { return schema }
        if !strict { fields["$schema"] = .string(draft) }
        if !builder.definitions.isEmpty { fields["$defs"] = .object(builder.definitions) }
        return .object(fields)
    }

    /// `{"$ref": "#/$defs/Name"}` for a type that builds its schema here, which goes into
    /// `$defs` once; the document's own type too, where it refers to itself.
    public func reference<T: FlatTaggedSchemaDefinition>(_ type: T.Type) -> FlatTaggedValue {
        let id = ObjectIdentifier(type)
        if let name = names[id] { return Self.pointer(to: name) }
        if id == root {
            let name = uniqueName(for: type)
            names[id] = name
            definitions[name] = Self.nothing  // the document's schema, once it is built
            return Self.pointer(to: name)
        }
        return define(type) { T.flatTaggedSchema(in: $0) }
    }

    /// `{"$ref": "#/$defs/Name"}` for `type`, whose schema `body` builds (a struct the generator
    /// read, as synthesized `Codable` codes it), built into `$defs` once; a type that describes
    /// itself (``FlatTaggedSchemaProviding``, ``FlatTaggedSchemaDefinition``) as ``value(_:)`` does.
    public func definition<T>(_ type: T.Type, _ body: (FlatTaggedSchemaBuilder) -> FlatTaggedValue)
        -> FlatTaggedValue
    {
        if let name = names[ObjectIdentifier(type)] { return Self.pointer(to: name) }
        if type is any FlatTaggedSchemaDefinition.Type || type is any FlatTaggedSchemaProviding.Type {
            return value(type)
        }
        return define(type, body)
    }

    /// Claims a name for `type` (a recursive reference finds it), builds its body into `$defs`.
    private func define(_ type: Any.Type, _ body: (FlatTaggedSchemaBuilder) -> FlatTaggedValue) -> FlatTaggedValue {
        let name = uniqueName(for: type)
        names[ObjectIdentifier(type)] = name
        definitions[name] = Self.nothing  // claimed: a recursive reference finds the name
        let built = body(self)
        definitions[name] = built == Self.leftOut ? Self.nothing : built
        return built == Self.leftOut ? Self.leftOut : Self.pointer(to: name)
    }

    /// The schema of a value of `type`, decided at run time: a reference for a type that builds
    /// its schema here, the conformance of a ``FlatTaggedSchemaProviding`` type, the standard
    /// scalars (a generic parameter is one of them at run time), else any value.
    public func value<T>(_ type: T.Type) -> FlatTaggedValue {
        if let definition = type as? any FlatTaggedSchemaDefinition.Type {
            return reference(definition)
        }
        if let provider = type as? any FlatTaggedSchemaProviding.Type {
            var schema = isStrict ? provider.strictJSONSchema : provider.jsonSchema
            if case .object(var fields) = schema {
                fields["$schema"] = nil
                schema = .object(fields)
            }
            return schema
        }
        return standardValue(type) ?? anyValue()
    }

    /// The schema of a standard type, or nil.
    private func standardValue(_ type: Any.Type) -> FlatTaggedValue? {
        switch type {
        case is String.Type: return string()
        case is Bool.Type: return boolean()
        case is Double.Type, is Float.Type, is Decimal.Type: return number()
        case is Int.Type: return integer(Int.self)
        case is Int8.Type: return integer(Int8.self)
        case is Int16.Type: return integer(Int16.self)
        case is Int32.Type: return integer(Int32.self)
        case is Int64.Type: return integer(Int64.self)
        case is UInt.Type: return integer(UInt.self)
        case is UInt8.Type: return integer(UInt8.self)
        case is UInt16.Type: return integer(UInt16.self)
        case is UInt32.Type: return integer(UInt32.self)
        case is UInt64.Type: return integer(UInt64.self)
        case is URL.Type: return string(format: "uri")
        case is UUID.Type: return string(format: "uuid")
        case is Date.Type: return date()
        case is Data.Type: return data()
        case is FlatTaggedValue.Type: return anyValue()
        default: return nil
        }
    }

    private static func pointer(to name: String) -> FlatTaggedValue {
        let escaped = name.replacing("~", with: "~0").replacing("/", with: "~1")
        return .object(["$ref": .string("#/$defs/" + escaped)])
    }

    /// The type's name without its module (`Chat.Message`), made unique in this document.
    private func uniqueName(for type: Any.Type) -> String {
        var reflected = String(reflecting: type)
        // A private type's name holds `(unknown context at $…).`: left out.
        while let start = reflected.firstRange(of: "(unknown context at "),
            let end = reflected[start.upperBound...].firstRange(of: ").")
        {
            reflected.removeSubrange(start.lowerBound..<end.upperBound)
        }
        let base = reflected.firstIndex(of: ".").map { String(reflected[reflected.index(after: $0)...]) } ?? reflected
        var name = base
        var number = 2
        while definitions[name] != nil {
            name = "\(base)_\(number)"
            number += 1
        }
        return name
    }
}
