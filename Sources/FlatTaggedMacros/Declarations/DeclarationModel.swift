/// The declaration model: what `DeclarationParser` learned about a file's enums, their scopes and their
/// cases. It holds source text for types and default values, never interprets them.

/// One clause of an `#if` block that encloses a declaration: `#if A`, `#elseif B` or `#else`.
///
/// The earlier clauses' conditions are kept so the generated code can repeat the block exactly:
/// a case under `#elseif B` is generated under `#if A` / `#elseif B`.
package struct ConditionalClause: Hashable, Sendable {
    /// The conditions of the clauses before this one, in order.
    var earlierConditions: [String]
    /// This clause's condition; `nil` for `#else`.
    var condition: String?
}

/// An access level as written on a declaration.
enum AccessLevel: String, Sendable, Comparable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    private var rank: Int {
        switch self {
        case .private: 0
        case .fileprivate: 1
        case .internal: 2
        case .package: 3
        case .public: 4
        case .open: 5
        }
    }

    static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }
}

/// What kind of scope encloses a declaration.
enum ScopeKind: Sendable, Equatable {
    case file
    /// A type body or an extension body.
    case type(keyword: String, name: String)
    /// A function, closure, accessor or other code block.
    case local
}

/// The parsed text of a `// @FlatTagged(…)` marker, before a type (an enum or a family
/// protocol): the options of the type that owns the tags.
struct TypeMarker: Sendable {
    var key: String = "type"
    var naming: TagNaming? = nil
    /// The wire form the options choose: `content:`, `external`, `untagged`, or none (flat).
    var form: WireForm = .flat
    /// False for `kind: none`: no nested `Kind` and no `kind` property are generated.
    var generatesKind = true
    /// `labelNaming:`: how the keys of labeled values are made from their labels; nil keeps
    /// labels as written.
    var labelNaming: TagNaming? = nil
    /// `schema`: a JSON Schema of the enum's JSON is generated (`jsonSchema`, `strictJSONSchema`).
    var generatesSchema = false
    /// `schema: .acceptingOmissions`: the user accepts what `strictJSONSchema` leaves out, so
    /// the generator doesn't warn about it.
    var acceptsSchemaOmissions = false
    let location: SourceLocation
}

/// The parsed text of a `// @FlatTag(…)` marker, before an enum's case or a family's member
/// type: a tag, its aliases, or the fallback and missing roles. (`TypeMarker` is the marker of
/// the type that owns the tags; the two names differ by what they mark, not by two letters.)
struct TagMarker: Sendable {
    var tag: Tag? = nil
    var aliases: [Tag] = []
    var isFallback = false
    /// `missing`: the case decoded when the key is absent or `null`.
    var isMissing = false
    let location: SourceLocation
    /// Where each alias literal stands, for duplicate diagnostics.
    var aliasLocations: [SourceLocation] = []
    /// Where the tag stands; also for an integer tag that was rejected (reported), whose `tag`
    /// is nil.
    var tagLocation: SourceLocation? = nil
    /// True for an integer tag the parser rejected (`// @FlatTag(3.5)`, reported): the case
    /// still has an integer tag, so no rule asks it for one.
    var rejectedIntegerTag = false
    /// True for an integer tag (`// @FlatTag(2)`), accepted or rejected.
    var tagIsInteger: Bool { tag?.isInteger ?? rejectedIntegerTag }
    /// For each alias, true when it is an integer literal.
    var integerAliases: [Bool] { aliases.map(\.isInteger) }
    /// True for `// @FlatTag` without options: a member tagged by its type's name,
    /// an error on a case.
    var isBare = false
    /// `when: "result"` or `when: ["result", "jsonrpc"]`: in the untagged form, the keys an
    /// object must have for the case to be a candidate. Nil without the option.
    var whenKeys: [String]? = nil
    var whenLocation: SourceLocation? = nil
    /// `unless: "id"` or `unless: ["id", "error"]`: in the untagged form, the keys an object must
    /// not have for the case to be a candidate. Nil without the option.
    var unlessKeys: [String]? = nil
    var unlessLocation: SourceLocation? = nil
    /// `keys: ["customID": "custom_id"]`: a key for each label named, in the order written.
    var keys: [NamedOption] = []
    /// `nulls: ["geometry"]`: the optional labels (or the content key) written as `null` when nil.
    var nulls: [NamedOption] = []
    /// Where `flat` stands, when it does: the case's values stand beside the tag in the content
    /// form.
    var flatLocation: SourceLocation? = nil
    /// `rest: "extensions"`: the label that collects the keys of the case's object the case does
    /// not read; every `rest:` given, in the order written (more than one is an error).
    var rest: [NamedOption] = []
}

/// One entry of a case marker's `keys:` or `nulls:`: a label (or the content key), the key it
/// maps to (`keys:` only), and where the entry stands.
struct NamedOption: Sendable, Equatable {
    var name: String
    var key: String? = nil
    let location: SourceLocation
}

/// An `@available(…)` attribute as written on an enum or a case.
struct AvailabilityAttribute: Sendable, Equatable {
    /// The arguments, split at top-level commas, whitespace collapsed: `["macOS 14", "*"]`,
    /// `["*", "deprecated", "message: \"use text\""]`.
    var arguments: [String]
    let location: SourceLocation

    /// The attribute as the generated code repeats it: `@available(macOS 14, *)`.
    var text: String { "@available(" + arguments.joined(separator: ", ") + ")" }
}

/// A `typealias` declared outside code: `typealias Count = Int`.
struct TypeAliasDeclaration: Sendable, Equatable {
    var name: String
    /// The names of the enclosing types and extended types, outermost first.
    var outerPath: [String]
    /// The aliased type as written, whitespace collapsed.
    var aliasedType: String
}

/// The name of a declaration in an enum's body, where it stands.
struct MemberName: Sendable, Equatable {
    var name: String
    let location: SourceLocation
    /// True for a `static` property or function.
    var isStatic = false
}

/// One associated value of a case: `label: Type = default`.
package struct AssociatedValue: Sendable, Equatable {
    /// The label, or `nil` where the value has none (`Int` or `_ x: Int`).
    package var label: String?
    /// The type as written, whitespace collapsed.
    var type: String
    /// The default value as written.
    var defaultValue: String?
    /// False when the default value is not an expression the generator can copy.
    var isDefaultValueWellFormed = true
    let location: SourceLocation
}

/// One case of an enum: `case move(x: Int, y: Int)`.
package struct EnumCaseDeclaration: Sendable {
    /// The case name without backticks.
    package var name: String
    /// `nil` for a case without parentheses; empty for `case a()`.
    package var associatedValues: [AssociatedValue]?
    var rawValue: String?
    /// The `#if` clauses inside the enum body that enclose this case, outermost first.
    package var conditions: [ConditionalClause]
    var marker: TagMarker?
    /// Number of cases declared by the same `case` line.
    var elementsInDeclaration: Int
    /// The `@available` attributes of the `case` line, which apply to each of its cases.
    var availability: [AvailabilityAttribute] = []
    /// The value of a raw value that is one string literal (`case id = "user_id"`), else nil.
    var rawStringValue: String? = nil
    /// The `///` or `/** */` comment before the `case` line, its markup's text, or nil.
    package var documentation: String? = nil
    let location: SourceLocation
}

/// An enum as `DeclarationParser` found it, marked or not.
package struct EnumDeclaration: Sendable {
    var name: String
    /// The names of the enclosing types and extended types, outermost first.
    var outerPath: [String]
    /// The scope kinds enclosing the enum, outermost first.
    var enclosingScopes: [ScopeKind]
    /// The access level written on the enum, if any.
    var access: AccessLevel?
    /// The lowest access level written on an enclosing type, if any.
    var enclosingAccess: AccessLevel?
    /// The access level written on the extension whose body declares the enum, if any: the
    /// enum's own when it has none (`public extension NS { enum E {} }` declares a public enum).
    var extensionAccess: AccessLevel? = nil
    /// Generic parameter names of the enum and of every enclosing type.
    var genericParameters: [String]
    var inheritance: [String]
    var whereClause: String?
    /// The `#if` clauses enclosing the enum, outermost first.
    package var conditions: [ConditionalClause]
    /// The cases in declaration order, one per name (`case a, b` gives two).
    package var cases: [EnumCaseDeclaration]
    /// Types (and typealiases) declared directly in the enum's body.
    var nestedTypes: [MemberName]
    /// Properties, and functions without parameters, declared directly in the enum's body,
    /// static or not.
    var members: [MemberName] = []
    var marker: TypeMarker?
    var isIndirect: Bool
    /// True when the enum is declared `nonisolated`.
    var isNonisolated: Bool
    /// True when the enum carries a global actor attribute such as `@MainActor`.
    var hasGlobalActor: Bool
    /// The `@available` attributes written on the enum.
    var availability: [AvailabilityAttribute] = []
    /// The `///` or `/** */` comment before the enum, its markup's text, or nil.
    package var documentation: String? = nil
    /// Where the `enum` keyword stands.
    package let location: SourceLocation

    /// `Outer.Inner`
    package var qualifiedName: String {
        (outerPath + [name]).joined(separator: ".")
    }

    /// The enum's access level as Swift sees it: its own modifier, else its extension's.
    var effectiveAccess: AccessLevel? { access ?? extensionAccess }

    /// True when the enum is declared inside a function, closure or other code.
    var isLocal: Bool {
        enclosingScopes.contains(.local)
    }
}

/// An `import` declaration, kept with its `#if` conditions so the generated file sees the same
/// modules.
struct ImportDeclaration: Sendable, Equatable {
    var text: String
    var conditions: [ConditionalClause]
    let location: SourceLocation
}

/// Everything `DeclarationParser` learned about one file.
package struct FileDeclarations: Sendable {
    var imports: [ImportDeclaration] = []
    /// Every enum in the file, marked or not, in source order.
    package var enums: [EnumDeclaration] = []
    /// Every typealias outside code, in source order.
    var typeAliases: [TypeAliasDeclaration] = []
    var diagnostics: [Diagnostic] = []
    /// True when any marker comment was seen; lexical problems are reported only then.
    var hasMarkers = false
    /// Family protocols, members and `@Polymorphic` properties.
    var families = FamilyDeclarations()
    /// Every struct outside code, nested ones included, in source order.
    package var structs: [StructDeclaration] = []
    /// The name paths of the types whose body or extension declares `init(from:)` or
    /// `encode(to:)`: their coding is their own, not synthesized.
    var customCodingTypes: Set<[String]> = []
    /// The name paths of the types whose header or an extension's names
    /// `FlatTaggedSchemaProviding` (or `FlatTaggedSchemaDefinition`): they describe themselves.
    var schemaProvidingTypes: Set<[String]> = []
    /// The full name path of every type and typealias declared outside code (not extensions), in
    /// source order: the names a struct's property types may spell relative to the struct.
    package var typePaths: [[String]] = []
}
