/// How generated code spells what the plan decided: modifiers, keys, tags, the `where` clause.
/// Every emitter writes these through here.
extension CodingPlan {
    /// The modifiers of every generated member.
    var modifiers: String {
        accessModifier + (isNonisolated ? "nonisolated " : "")
    }

    /// The `CodingKeys` case of a key as code names it: `.type`.
    func codingKey(_ key: String) -> String {
        codingKeys.first { $0.rawValue == key }?.reference ?? "CodingKeys(rawValue: \(StringLiteral.literal(key)))"
    }

    /// The type of the tag as read: `Swift.String`, or `Swift.Int` for integer tags.
    var tagType: String {
        integerTags ? "Swift.Int" : "Swift.String"
    }

    /// ` where T: Swift.Codable` for a generic enum whose parameters must be constrained, or "".
    var whereClause: String {
        guard !constrainedGenericParameters.isEmpty else { return "" }
        let requirements = constrainedGenericParameters.map { "\($0): Swift.\(codingProtocol)" }
        return " where " + requirements.joined(separator: ", ")
    }

    /// The enum's name as a string literal, for the errors that name it.
    var enumNameLiteral: String {
        StringLiteral.literal(displayName)
    }
}

extension CodeWriter {
    /// Calls `body` for each case inside the `#if` blocks of the user's declaration.
    mutating func forEachCaseGroup(_ cases: [CasePlan], _ body: (CasePlan, inout CodeWriter) -> Void) {
        conditionalItems(cases, conditions: \.conditions, body)
    }
}
