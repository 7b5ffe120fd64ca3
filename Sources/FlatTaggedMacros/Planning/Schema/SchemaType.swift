/// What the JSON Schema says of one value's type, read from the type as written: a standard type,
/// a container of one, or a type described at run time.
indirect enum SchemaType: Sendable, Equatable {
    case string
    case bool
    /// `Double`, `Float`, `Decimal`.
    case number
    /// An integer type, spelled qualified (`Swift.Int8`): its range is the type's.
    case integer(String)
    /// `URL` (`format: uri`), `UUID` (`format: uuid`).
    case formattedString(format: String)
    /// `Date` and `Data`, as a default `JSONEncoder` writes them.
    case date
    case data
    /// `FlatTaggedValue`, or a type nothing can describe.
    case anyValue
    case array(SchemaType)
    /// `[String: T]`.
    case dictionary(SchemaType)
    case optional(SchemaType)
    /// A type described at run time (a marked enum's definition, a `FlatTaggedSchemaProviding`
    /// conformance, or any value): the name as written.
    case runtime(String)
    /// The schema as an expression of the builder `schema`: what a reader of the module's
    /// declarations (structs read by the generator) gives.
    case expression(String)
    /// A struct the generator read: `SchemaPlan.structs[index]`, named `typeName`; a `$defs`
    /// entry built by the enum's helper `flatTaggedStructSchema<index>(in:)`.
    case declaredStruct(index: Int, typeName: String)

    /// True for a dictionary, which the strict subset can't say.
    var isDictionary: Bool {
        if case .dictionary = self { true } else { false }
    }

    /// True for any value, which the strict subset can't say.
    var isAnyValue: Bool {
        if case .anyValue = self { true } else { false }
    }

    /// The name of the enum's static function that builds `SchemaPlan.structs[index]`.
    static func structHelper(_ index: Int) -> String { "flatTaggedStructSchema\(index)" }

    /// The builder call that describes the type, in generated code: a template's part for the
    /// types known at run time (`SchemaTemplate`).
    var expression: String {
        switch self {
        case .string: "schema.string()"
        case .bool: "schema.boolean()"
        case .number: "schema.number()"
        case .integer(let type): "schema.integer(\(type).self)"
        case .formattedString(let format): "schema.string(format: \(StringLiteral.literal(format)))"
        case .date: "schema.date()"
        case .data: "schema.data()"
        case .anyValue: "schema.anyValue()"
        case .array(let element): "schema.array(\(element.expression))"
        case .dictionary(let value): "schema.dictionary(\(value.expression))"
        case .optional(let wrapped): "schema.optional(\(wrapped.expression))"
        case .runtime(let type): "schema.value(\(type).self)"
        case .expression(let text): text
        case .declaredStruct(let index, let typeName):
            "schema.definition(\(typeName).self, Self.\(Self.structHelper(index))(in:))"
        }
    }
}

/// Reads a type as written (whitespace collapsed) into a `SchemaType`; a name it doesn't know is
/// asked of `named`, which resolves it or gives nil (described at run time, with a warning).
struct SchemaTypeReader {
    /// Resolves a name that is not a standard type: a struct read by the generator, a marked
    /// enum of the file; nil when nothing here can read it.
    var named: (String) -> SchemaType?
    /// The names the reader could not read, in the order met.
    private(set) var unread: [String] = []

    static let integers = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    init(named: @escaping (String) -> SchemaType?) {
        self.named = named
    }

    mutating func read(_ written: String) -> SchemaType {
        let type = written.trimmingSpaces
        if type.hasSuffix("?") || type.hasSuffix("!") { return .optional(read(String(type.dropLast()))) }
        if let inner = Self.generic(type, "Optional") { return .optional(read(inner)) }
        if let inner = Self.generic(type, "Array") { return .array(read(inner)) }
        if let inner = Self.generic(type, "Dictionary") {
            return Self.dictionary(inner, self: &self) ?? unreadable(type)
        }
        if type.hasPrefix("("), type.hasSuffix(")") { return read(String(type.dropFirst().dropLast())) }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if Self.topLevelIndex(of: ":", in: inner) != nil {
                return Self.dictionary(inner, separator: ":", self: &self) ?? unreadable(type)
            }
            return .array(read(inner))
        }
        let bare =
            type.hasPrefix("Swift.")
            ? String(type.dropFirst(6)) : type.hasPrefix("Foundation.") ? String(type.dropFirst(11)) : type
        switch bare {
        case "String", "Substring", "Character": return .string
        case "Bool": return .bool
        case "Double", "Float", "Decimal", "CGFloat", "Float32", "Float64": return .number
        case _ where Self.integers.contains(bare): return .integer("Swift." + bare)
        case "URL": return .formattedString(format: "uri")
        case "UUID": return .formattedString(format: "uuid")
        case "Date": return .date
        case "Data": return .data
        case "FlatTaggedValue", "FlatTagged.FlatTaggedValue": return .anyValue
        default: break
        }
        if let resolved = named(type) { return resolved }
        return unreadable(type)
    }

    /// A name described at run time, or any value where it can't even be named (`any P`, a
    /// function type): remembered for the warning.
    private mutating func unreadable(_ type: String) -> SchemaType {
        if !unread.contains(type) { unread.append(type) }
        return Self.isNameable(type) ? .runtime(type) : .anyValue
    }

    /// True when `type` is spelled as a name generated code can write `.self` after: a path of
    /// identifiers or backticked names, each with optional generic arguments that are names too
    /// (`Outer.Inner`, `` `enum`.X ``, `Box<Int, [String]>` is not one: brackets are read
    /// before). A spelling the compiler would reject (an unclosed backtick, unbalanced `<>`) is
    /// none, so generated code never holds it.
    static func isNameable(_ type: String) -> Bool {
        let characters = Array(type)
        var index = 0
        return nameablePath(characters, &index) && index == characters.count
    }

    /// Reads `Name<Arguments>.Name…` from `index`; false at anything else.
    private static func nameablePath(_ characters: [Character], _ index: inout Int) -> Bool {
        while true {
            if index < characters.count, characters[index] == "`" {
                let start = index + 1
                index = start
                while index < characters.count, characters[index] != "`", characters[index] != "\n" { index += 1 }
                guard index < characters.count, characters[index] == "`", index > start else { return false }
                index += 1
            } else {
                guard index < characters.count, characters[index].isLetter || characters[index] == "_" else {
                    return false
                }
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                {
                    index += 1
                }
            }
            if index < characters.count, characters[index] == "<" {
                index += 1
                repeat {
                    while index < characters.count, characters[index] == " " { index += 1 }
                    guard nameablePath(characters, &index) else { return false }
                    while index < characters.count, characters[index] == " " { index += 1 }
                    guard index < characters.count else { return false }
                    index += 1
                } while characters[index - 1] == ","
                guard characters[index - 1] == ">" else { return false }
            }
            guard index < characters.count, characters[index] == "." else { return true }
            index += 1
        }
    }

    /// `String: T` (or `String, T` in `Dictionary<…>`) → `.dictionary(T)`; nil for other keys.
    private static func dictionary(_ inner: String, separator: Character = ",", self reader: inout SchemaTypeReader)
        -> SchemaType?
    {
        guard let index = topLevelIndex(of: separator, in: inner) else { return nil }
        let key = String(inner[..<index]).trimmingSpaces
        guard key == "String" || key == "Swift.String" else { return nil }
        return .dictionary(reader.read(String(inner[inner.index(after: index)...])))
    }

    /// `Name<inner>` → `inner`, with or without the `Swift.` prefix.
    private static func generic(_ type: String, _ name: String) -> String? {
        for prefix in [name + "<", "Swift." + name + "<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
            return String(type.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// The first `character` outside brackets and angle brackets.
    private static func topLevelIndex(of character: Character, in text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case character where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
