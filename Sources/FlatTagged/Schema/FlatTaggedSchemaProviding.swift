/// A type that describes its own JSON with a JSON Schema: what its `encode(to:)` writes and what
/// its `init(from:)` accepts through a default `JSONEncoder`/`JSONDecoder`.
///
/// An enum marked `// @FlatTagged(schema)` conforms through ``FlatTaggedSchemaDefinition``. Adopt
/// this protocol by hand for a type the generator can't read (another module's, or one with its
/// own `init(from:)`): generated schemas then describe it by this conformance instead of as any
/// value.
///
/// ```swift
/// import FlatTagged
///
/// struct Celsius: Codable {
///     var degrees: Double
///     init(from decoder: any Decoder) throws { degrees = try decoder.singleValueContainer().decode(Double.self) }
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.singleValueContainer()
///         try container.encode(degrees)
///     }
/// }
///
/// extension Celsius: FlatTaggedSchemaProviding {
///     static var jsonSchema: FlatTaggedValue { .object(["type": .string("number")]) }
/// }
/// ```
public protocol FlatTaggedSchemaProviding {
    /// The JSON Schema (draft 2020-12) of the type's JSON.
    static var jsonSchema: FlatTaggedValue { get }

    /// The schema in the subset strict structured outputs and strict tool use accept: only
    /// `type`, `properties`, `required`, `additionalProperties`, `items`, `anyOf`, `enum`,
    /// `const`, `$ref`, `$defs` and `description`; every object closed and every property
    /// required. By default, ``jsonSchema``: override it when that uses other keywords.
    static var strictJSONSchema: FlatTaggedValue { get }
}

extension FlatTaggedSchemaProviding {
    /// ``jsonSchema``, for a type whose schema already keeps to the strict subset.
    public static var strictJSONSchema: FlatTaggedValue { jsonSchema }
}

/// A type whose schema is built by a ``FlatTaggedSchemaBuilder``, so that other schemas refer to
/// it by `$ref` into one `$defs` (recursion works): what `// @FlatTagged(schema)` generates.
public protocol FlatTaggedSchemaDefinition: FlatTaggedSchemaProviding {
    /// The type's schema, built with `schema`, which knows whether it builds the strict one.
    static func flatTaggedSchema(in schema: FlatTaggedSchemaBuilder) -> FlatTaggedValue
}

extension FlatTaggedSchemaDefinition {
    /// The schema document: ``flatTaggedSchema(in:)`` with `$schema` and the `$defs` it refers to.
    public static var jsonSchema: FlatTaggedValue {
        FlatTaggedSchemaBuilder.document(for: Self.self, strict: false)
    }

    /// The strict schema document: ``flatTaggedSchema(in:)`` built strictly, with its `$defs`.
    public static var strictJSONSchema: FlatTaggedValue {
        FlatTaggedSchemaBuilder.document(for: Self.self, strict: true)
    }
}
