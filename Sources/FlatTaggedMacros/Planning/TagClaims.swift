/// The tags and aliases an enum's cases have claimed so far: every one must be distinct, except
/// between cases that never exist in the same build (`#if A … #else … #endif`).
struct TagClaims {
    /// The enum, as the duplicate-tag message names it.
    let enumName: String
    /// True when tags are integers, written without quotes in messages.
    let integerTags: Bool
    /// Each tag with the `#if` clauses of every case that claimed it.
    private var claimed: [String: [[ConditionalClause]]] = [:]

    init(enumName: String, integerTags: Bool) {
        self.enumName = enumName
        self.integerTags = integerTags
    }

    /// Claims `tag` for a case under `conditions`; returns the error message when a case that
    /// can exist in the same build already has it.
    mutating func claim(_ tag: String, conditions: [ConditionalClause]) -> DiagnosticMessage? {
        defer { claimed[tag, default: []].append(conditions) }
        guard let earlier = claimed[tag], earlier.contains(where: { !ConditionalClause.areExclusive($0, conditions) })
        else { return nil }
        return Messages.duplicateTag(integerTags ? tag : StringLiteral.literal(tag), in: enumName)
    }
}

extension CodingPlanner {
    /// Claims a case's tag and aliases, reporting duplicates at the tag or alias.
    mutating func claimTags(_ tag: String, of enumCase: EnumCaseDeclaration, in claims: inout TagClaims) {
        let marker = enumCase.marker
        if let message = claims.claim(tag, conditions: enumCase.conditions) {
            report(message, at: marker?.tagLocation ?? enumCase.location)
        }
        for (alias, location) in zip(marker?.aliases ?? [], marker?.aliasLocations ?? []) {
            if let message = claims.claim(alias, conditions: enumCase.conditions) {
                report(message, at: location)
            }
        }
    }
}
