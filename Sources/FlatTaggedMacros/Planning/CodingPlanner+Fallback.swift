/// The `// @FlatTag(unknown)` case, decoded for a tag no case has: `case unknown`, or
/// `case unknown(FlatTaggedUnknown)`, which keeps the object. There is at most one, and it exists
/// wherever the enum does.
extension CodingPlanner {
    /// What a fallback case may keep of what no case decoded.
    enum FallbackValue {
        /// The tagged forms' `FlatTaggedUnknown`: the tag and the object.
        case unknownObject
        /// The untagged form's `FlatTaggedValue`: any value.
        case anyValue

        /// The runtime type a fallback that keeps it has as its payload.
        var typeName: String {
            switch self {
            case .unknownObject: "FlatTaggedUnknown"
            case .anyValue: "FlatTaggedValue"
            }
        }

        /// The error for a fallback of another shape.
        func shapeMessage(_ caseName: String) -> DiagnosticMessage {
            switch self {
            case .unknownObject: Messages.fallbackShape(caseName)
            case .anyValue: Messages.untaggedFallbackShape(caseName)
            }
        }
    }

    /// Plans the fallback `enumCase` declares into `planned.fallback`, unless a rule rejects it
    /// (reported).
    mutating func planFallback(
        _ enumCase: EnumCaseDeclaration, marker: TagMarker, keeping value: FallbackValue,
        availability: CaseAvailability, of declaration: EnumDeclaration, into planned: inout PlannedCases
    ) {
        if let fallback = plannedFallback(
            enumCase, marker: marker, keeping: value, availability: availability, existing: planned.fallback,
            enumName: declaration.qualifiedName)
        {
            planned.fallback = fallback
        }
    }

    /// The fallback `enumCase` declares, or nil when a rule rejects it (reported).
    private mutating func plannedFallback(
        _ enumCase: EnumCaseDeclaration, marker: TagMarker, keeping value: FallbackValue,
        availability: CaseAvailability, existing: FallbackPlan?, enumName: String
    ) -> FallbackPlan? {
        if let existing {
            report(Messages.secondFallback(enumName, existing: existing.name), at: marker.location)
            return nil
        }
        let keepsObject: Bool
        let kept = value.typeName
        switch enumCase.associatedValues {
        case nil:
            keepsObject = false
        case let values?
        where values.count == 1 && values[0].label == nil
            && [kept, "FlatTagged." + kept].contains(values[0].type):
            keepsObject = true
        default:
            report(value.shapeMessage(enumCase.name), at: enumCase.location)
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
