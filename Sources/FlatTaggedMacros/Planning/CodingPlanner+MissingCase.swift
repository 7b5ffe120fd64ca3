/// The `// @FlatTag(missing)` case, decoded when the discriminator key is absent or `null`.
/// There is at most one, and it exists wherever the enum does. Otherwise it is an ordinary case,
/// with its tags and payload.
extension CodingPlanner {
    /// Reports what keeps `enumCase` from being the case for a missing key; true when nothing does.
    mutating func checkMissingCase(
        _ enumCase: EnumCaseDeclaration, marker: TagMarker, availability: CaseAvailability, existing: String?,
        enumName: String
    ) -> Bool {
        if let existing {
            report(Messages.secondMissingCase(enumName, existing: existing), at: marker.location)
            return false
        }
        if !enumCase.conditions.isEmpty || availability.availableCondition != nil {
            report(
                Messages.missingCaseNotEverywhere(enumCase.name, underIf: !enumCase.conditions.isEmpty),
                at: marker.location)
            return false
        }
        return true
    }
}
