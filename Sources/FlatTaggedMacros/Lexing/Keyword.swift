/// The Swift keywords the declaration parser acts on, recognized from a token's bytes without
/// building a `String`: the parser asks for every identifier, so this is on the hot path.
enum Keyword: String, CaseIterable, Sendable {
    // Declarations that open a type or extension body.
    case `enum`, `struct`, `class`, actor, `protocol`, `extension`
    // Other declarations.
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `typealias`, `import`, `case`, `operator`,
        `precedencegroup`, macro, `associatedtype`
    // Modifiers.
    case `public`, `private`, `fileprivate`, `internal`, package, open, final, indirect, `static`, override,
        required, convenience, dynamic, lazy, weak, unowned, mutating, nonmutating, nonisolated, isolated,
        optional, prefix, postfix, infix, distributed, consuming, borrowing, sending, __consuming
    // Others the parser needs.
    case `where`, each

    /// Keywords by length, for lookup by bytes.
    private static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = [[(bytes: [UInt8], keyword: Keyword)]](repeating: [], count: 16)
        for keyword in allCases {
            let bytes = Array(keyword.rawValue.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    /// The keyword `bytes[range]` spells, if any.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let length = range.count
        guard length >= 2, length < 16 else { return nil }
        let first = bytes[range.lowerBound]
        guard (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_") else {
            return nil
        }
        candidates: for candidate in byLength[length] where candidate.bytes[0] == first {
            for offset in 1..<length where candidate.bytes[offset] != bytes[range.lowerBound + offset] {
                continue candidates
            }
            return candidate.keyword
        }
        return nil
    }

    /// `enum`, `struct`, `class`, `actor`, `protocol`, `extension`.
    var opensTypeBody: Bool {
        switch self {
        case .enum, .struct, .class, .actor, .protocol, .extension: true
        default: false
        }
    }

    /// Declarations other than types.
    var isOtherDeclaration: Bool {
        switch self {
        case .func, .`init`, .deinit, .subscript, .var, .let, .typealias, .import, .case, .operator,
            .precedencegroup, .macro, .associatedtype:
            true
        default: false
        }
    }

    var isModifier: Bool {
        switch self {
        case .public, .private, .fileprivate, .internal, .package, .open, .final, .indirect, .static, .override,
            .required, .convenience, .dynamic, .lazy, .weak, .unowned, .mutating, .nonmutating, .nonisolated,
            .isolated, .optional, .prefix, .postfix, .infix, .distributed, .consuming, .borrowing, .sending,
            .__consuming:
            true
        default: false
        }
    }

    /// Words after which `class` is a modifier (`class func`), not a declaration.
    var followsClassModifier: Bool {
        switch self {
        case .func, .var, .let, .subscript, .`init`, .deinit, .typealias, .static, .final, .override, .public,
            .private, .fileprivate, .internal, .package, .open, .required, .convenience, .dynamic, .nonisolated,
            .mutating, .prefix, .postfix, .infix:
            true
        default: false
        }
    }
}
