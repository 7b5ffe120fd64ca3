/// Rules every marked declaration shares, enum, family protocol or member: the generated code
/// lives in another file, and repeats the `#if` blocks around the declaration.
enum ReachRules {
    /// What keeps generated code from reaching a declaration, as messages that start with
    /// `subject` (`@FlatTagged enum 'Message'`); empty when nothing does.
    ///
    /// - Parameters:
    ///   - conditionDepth: the most `#if` blocks that stand around the declaration (or its cases).
    ///   - isLocal: declared inside a function, closure or other code.
    ///   - access: the access level written on the declaration.
    ///   - enclosingAccess: the lowest access level written on an enclosing type.
    static func problems(
        _ subject: String, conditionDepth: Int, isLocal: Bool, access: AccessLevel?, enclosingAccess: AccessLevel?
    ) -> [String] {
        var problems: [String] = []
        let limit = CodingPlanner.maximumConditionalDepth
        if conditionDepth > limit {
            problems.append("\(subject) stands under \(conditionDepth) nested #if blocks; FlatTagged supports at most \(limit)")
        }
        if isLocal {
            problems.append(
                "\(subject) is declared inside a function, closure or other local scope; generated code lives in another file and cannot reach it: move it to file or type scope"
            )
        }
        if let access, access <= .fileprivate {
            problems.append(
                "\(subject) is \(access.rawValue); generated code lives in another file and cannot reach it: make it internal or wider")
        } else if let access = enclosingAccess, access <= .fileprivate {
            problems.append("\(subject) is inside a \(access.rawValue) type; generated code lives in another file and cannot reach it")
        }
        return problems
    }
}
