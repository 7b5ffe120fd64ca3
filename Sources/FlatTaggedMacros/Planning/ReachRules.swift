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
    ) -> [DiagnosticMessage] {
        var problems: [DiagnosticMessage] = []
        let limit = CodingPlanner.maximumConditionalDepth
        if conditionDepth > limit {
            problems.append(Messages.tooDeep(subject, depth: conditionDepth, limit: limit))
        }
        if isLocal {
            problems.append(Messages.local(subject))
        }
        if let access, access <= .fileprivate {
            problems.append(Messages.narrowAccess(subject, access: access))
        } else if let access = enclosingAccess, access <= .fileprivate {
            problems.append(Messages.insideNarrowType(subject, access: access))
        }
        return problems
    }
}
