/// One case of a `// @FlatTagged(untagged)` enum as the error path sees it: its name, the
/// shape of the values it is a candidate for, and the keys that rule an object out (`unless:`). Generated code lists them only where it throws,
/// so a value that decodes never builds the list.
@_spi(FlatTaggedGenerated)
public struct FlatTaggedUntaggedCase: Sendable {
    /// The values a case is a candidate for.
    public enum Shape: Sendable {
        /// `null`: a case without values.
        case null
        /// A string: one `String`.
        case string
        /// `true` or `false`: one `Bool`.
        case bool
        /// A number that the named integer type decodes: one `Int`, `UInt8`, ….
        case integer(String)
        /// A number: one `Double`, `Float` or `Decimal`, named.
        case number(String)
        /// An array: one `[T]`.
        case array
        /// An object: one `[String: T]`.
        case dictionary
        /// An object that has every one of these keys: labeled values (their required keys
        /// and `when:` keys), or a payload of any other type with `when:`.
        case object(keys: [String])
        /// Any value: a payload of any other type, which its own `init(from:)` decides.
        case any

        /// True for the standard shapes, whose decoding fails with `typeMismatch` at the value
        /// itself when the value has another JSON type: the case was then no candidate.
        var isStandardScalarOrCollection: Bool {
            switch self {
            case .string, .bool, .integer, .number, .array, .dictionary: true
            case .null, .object, .any: false
            }
        }
    }

    /// The case's name as declared.
    public var name: String
    /// The values it is a candidate for.
    public var shape: Shape
    /// The `unless:` keys: an object with any of them is no candidate.
    public var unless: [String]

    /// A case, its shape, and its `unless:` keys.
    public init(_ name: String, _ shape: Shape, unless: [String] = []) {
        self.name = name
        self.shape = shape
        self.unless = unless
    }
}

extension SingleValueDecodingContainer {
    /// Decodes a value of the type the context asks for: `self = .id(try single.flatTaggedDecode())`.
    @inlinable
    @_spi(FlatTaggedGenerated)
    public func flatTaggedDecode<T: Decodable>() throws -> T {
        try decode(T.self)
    }
}
