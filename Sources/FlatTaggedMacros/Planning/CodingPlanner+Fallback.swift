/// The `// @FlatTag(unknown)` case, decoded for a tag no case has: `case unknown`, or
/// `case unknown(FlatTaggedUnknown)`, which keeps the object. There is at most one, and it exists
/// wherever the enum does.
extension CodingPlanner {
    /// The fallback `enumCase` declares, or nil when a rule rejects it (reported).
    mutating func planFallback(
        _ enumCase: EnumCaseDeclaration, marker: FlatTagMarker, availability: CaseAvailability,
        existing: FallbackPlan?, enumName: String, form: WireForm
    ) -> FallbackPlan? {
        if let existing {
            report(Messages.secondFallback(enumName, existing: existing.name), at: marker.location)
            return nil
        }
        let keepsObject: Bool
        // The untagged form keeps any value; the tagged forms keep the tag and the object.
        let kept = form == .untagged ? "FlatTaggedValue" : "FlatTaggedUnknown"
        switch enumCase.associatedValues {
        case nil:
            keepsObject = false
        case let values?
        where values.count == 1 && values[0].label == nil
            && [kept, "FlatTagged." + kept].contains(values[0].type):
            keepsObject = true
        default:
            report(
                form == .untagged
                    ? Messages.untaggedFallbackShape(enumCase.name) : Messages.fallbackShape(enumCase.name),
                at: enumCase.location)
            return nil
        }
        if availability.availableCondition != nil {
            report(Messages.fallbackOSGated(enumCase.name), at: enumCase.availability[0].location)
            return nil
        }
        if !enumCase.conditions.isEmpty {
            report(Messages.fallbackUnderIf(enumCase.name), at: marker.location)
            return nil
        }
        return FallbackPlan(
            name: SwiftNames.memberName(enumCase.name), displayName: enumCase.name, keepsObject: keepsObject,
            isDeprecated: availability.isDeprecated)
    }
}
