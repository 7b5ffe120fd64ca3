/// The tags and aliases an enum's cases have claimed so far: every one must be distinct, except
/// between cases that never exist in the same build (`#if A … #else … #endif`).
struct TagClaims {
    /// The enum, as the duplicate-tag message names it.
    let enumName: String
    /// Each tag with the `#if` clauses of every case that claimed it.
    private var claimed: [Tag: [[ConditionalClause]]] = [:]

    init(enumName: String) {
        self.enumName = enumName
    }

    /// Claims `tag` for a case under `conditions`; returns the error message when a case that
    /// can exist in the same build already has it.
    mutating func claim(_ tag: Tag, conditions: [ConditionalClause]) -> DiagnosticMessage? {
        defer { claimed[tag, default: []].append(conditions) }
        guard let earlier = claimed[tag], earlier.contains(where: { !ConditionalClause.areExclusive($0, conditions) })
        else { return nil }
        return Messages.duplicateTag(tag.literal, in: enumName)
    }
}

extension CodingPlanner {
    /// Claims a case's tag and aliases, reporting duplicates at the tag or alias.
    mutating func claimTags(_ tag: Tag, of enumCase: EnumCaseDeclaration, in claims: inout TagClaims) {
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
