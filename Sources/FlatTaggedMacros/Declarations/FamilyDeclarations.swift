/// The declaration model of open families: protocols marked `// @FlatTagged(…)`,
/// types marked `// @FlatTag(…)`, and `@Polymorphic` properties. Like the rest of the model it
/// keeps source text and locations; the `FamilyPlanner` judges them.

/// What a type declaration looked like, for a family protocol or a member type.
struct TypeHeader: Sendable {
    /// `struct`, `class`, `enum`, `actor` or `protocol`.
    var keyword: String
    var name: String
    /// The names of the enclosing types and extended types, outermost first.
    var outerPath: [String]
    /// True when declared inside a function, closure or other code.
    var isLocal: Bool
    /// The access level written on the declaration, if any.
    var access: AccessLevel?
    /// The lowest access level written on an enclosing type, if any.
    var enclosingAccess: AccessLevel?
    /// The access level written on the extension whose body declares the type, if any.
    var extensionAccess: AccessLevel? = nil
    /// Generic parameters of the type and of every enclosing type.
    var genericParameters: [String]
    var inheritance: [String]
    /// The `#if` clauses enclosing the declaration, outermost first.
    var conditions: [ConditionalClause]
    /// The `@available` attributes written on the declaration.
    var availability: [AvailabilityAttribute]
    /// Where the declaration's keyword stands.
    let location: SourceLocation

    /// `Outer.Inner`
    var qualifiedName: String { (outerPath + [name]).joined(separator: ".") }

    /// The type's access level as Swift sees it: its own modifier, else its extension's.
    var effectiveAccess: AccessLevel? { access ?? extensionAccess }
}

/// A protocol marked `// @FlatTagged(key:…, naming:…, content:…)`: a family.
struct FamilyProtocolDeclaration: Sendable {
    var header: TypeHeader
    var marker: TypeMarker
}

/// A struct, class, enum or actor marked `// @FlatTag(…)`: a member of the families it
/// conforms to, or with `// @FlatTag(unknown)` their fallback.
struct FamilyMemberDeclaration: Sendable {
    var header: TypeHeader
    var marker: TagMarker
    /// Where `unknown: FlatTaggedUnknown` is declared as a stored property in the type's body;
    /// nil when it is not.
    var unknownProperty: SourceLocation?
}

/// A property written with `@Polymorphic` or `@LossyPolymorphic`.
struct PolymorphicPropertyDeclaration: Sendable {
    /// `Polymorphic` or `LossyPolymorphic`.
    var wrapper: String
    var name: String
    /// The type as written, whitespace collapsed; nil when the declaration writes none.
    var type: String?
    let location: SourceLocation
}

/// Everything about families that `DeclarationParser` found in one file.
struct FamilyDeclarations: Sendable {
    var protocols: [FamilyProtocolDeclaration] = []
    var members: [FamilyMemberDeclaration] = []
    var polymorphicProperties: [PolymorphicPropertyDeclaration] = []

    /// True when the file declares no family and no member.
    var isEmpty: Bool { protocols.isEmpty && members.isEmpty }
}
