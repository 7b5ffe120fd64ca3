/// What `FamilyEmitter` generates for one file's families and members: every decision
/// made, every name resolved.

/// A `// @FlatTagged` protocol: one `FlatTaggedFamily` static.
struct FamilyPlan: Sendable, Equatable {
    /// `Animal`, as the generated code names the protocol.
    var protocolName: String
    /// `animal`: the static's name, lowerCamelCase of the protocol's innermost name.
    var staticName: String
    /// The access modifier of the static, with a trailing space, or "".
    var accessModifier: String
    var key: String
    var naming: TagNaming?
    var content: String?
    /// The protocol refines `Decodable` (or `Codable`).
    var decodes: Bool
    /// The protocol refines `Encodable` (or `Codable`).
    var encodes: Bool
    /// `#if` clauses around the protocol, repeated around the generated code.
    var conditions: [ConditionalClause]
    /// The protocol's `@available` attributes, repeated on the static.
    var availability: [String]
    /// The `#available` arguments the module list checks before naming the family, or nil.
    var availableCondition: String?
    /// The protocol's line, which orders the module list's entries.
    var line: Int
    /// True when the protocol is deprecated: the module list names the family silently.
    var isDeprecated = false
}

/// A `// @FlatTag` type: a `FlatTaggedMember` or `FlatTaggedFallback` conformance.
struct MemberPlan: Sendable, Equatable {
    /// How the member declares its tag.
    enum Tagging: Sendable, Equatable {
        /// `// @FlatTag("dog", aliases: […])`; a nil tag is made from the type's name.
        case string(String?, aliases: [String])
        /// `// @FlatTag(2, aliases: [3])`: decimal texts.
        case integer(String, aliases: [String])
        /// `// @FlatTag(unknown)`: the lossless fallback.
        case fallback
    }

    /// `Outer.Dog`, as the generated code names the type.
    var typeName: String
    /// The access modifier of the generated members, with a trailing space, or "".
    var accessModifier: String
    var tagging: Tagging
    /// `#if` clauses around the type, repeated around the generated code.
    var conditions: [ConditionalClause]
    /// The type's `@available` attributes, repeated on the extension.
    var availability: [String]
    /// The `#available` arguments the module list checks before naming the type, or nil.
    var availableCondition: String?
    /// The type's line, for `#sourceLocation` around the fallback's members.
    var line: Int
    /// True when the type is deprecated: the module list names it silently.
    var isDeprecated = false
}

/// Every family and member of one file.
struct FamilyFilePlan: Sendable, Equatable {
    var families: [FamilyPlan] = []
    var members: [MemberPlan] = []

    var isEmpty: Bool { families.isEmpty && members.isEmpty }
}
