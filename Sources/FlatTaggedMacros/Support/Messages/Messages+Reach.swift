/// Messages about what keeps generated code from reaching a declaration or repeating what stands
/// around it: the rules enums, family protocols and members share (`ReachRules`), and the
/// file's imports (`FilePlanner`). `subject` names the declaration, as in
/// `@FlatTagged enum 'Message'`.
extension Messages {
    static func importTooDeep(_ text: String, depth: Int, limit: Int) -> DiagnosticMessage {
        .error("the import '\(text)' stands under \(depth) nested #if blocks; FlatTagged supports at most \(limit)")
    }

    static func insideNarrowType(_ subject: String, access: AccessLevel) -> DiagnosticMessage {
        .error(
            "\(subject) is inside a \(access.rawValue) type; generated code lives in another file and cannot reach it")
    }

    static func local(_ subject: String) -> DiagnosticMessage {
        .error(
            "\(subject) is declared inside a function, closure or other local scope; generated code lives in another file and cannot reach it: move it to file or type scope"
        )
    }

    static func narrowAccess(_ subject: String, access: AccessLevel) -> DiagnosticMessage {
        .error(
            "\(subject) is \(access.rawValue); generated code lives in another file and cannot reach it: make it internal or wider"
        )
    }

    static func tooDeep(_ subject: String, depth: Int, limit: Int) -> DiagnosticMessage {
        .error("\(subject) stands under \(depth) nested #if blocks; FlatTagged supports at most \(limit)")
    }
}
