/// The shape of a case's payload: none (`case ping`), an empty list (`case empty()`), a single
/// unlabeled value (`case text(TextMessage)`), or labeled values (`case move(x: Int, y: Int)`).
/// What a single payload must be depends on the wire form (`Forms/`).
extension CodingPlanner {
    /// The payload of `enumCase`, or nil when a rule rejects it (reported).
    mutating func planPayload(
        of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration, marker: FlatTaggedMarker, form: WireForm
    ) -> CasePlan.Payload? {
        switch enumCase.associatedValues {
        case nil:
            return CasePlan.Payload.none
        case let values? where values.isEmpty:
            return .labeled([])
        case let values? where values.count == 1 && values[0].label == nil:
            return planSinglePayload(values[0], of: enumCase, in: declaration, marker: marker, form: form)
        case let values?:
            return planLabeledValues(values, of: enumCase, marker: marker, form: form).map(CasePlan.Payload.labeled)
        }
    }

    /// A single unlabeled payload: never a family value (it needs a key of its own), and
    /// whatever the form requires.
    private mutating func planSinglePayload(
        _ value: AssociatedValue, of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration,
        marker: FlatTaggedMarker, form: WireForm
    ) -> CasePlan.Payload? {
        if Self.isFamilyValue(value.type) {
            report(Messages.unlabeledFamilyValue(caseName: enumCase.name, type: value.type), at: value.location)
            return nil
        }
        let fits: Bool
        switch form {
        case .flat:
            fits = checkFlatSinglePayload(value, of: enumCase, in: declaration, key: marker.key)
        case .content, .untagged:
            fits = checkContentSinglePayload(value, of: enumCase)
        case .external:
            fits = true  // the value under the tag: any `Codable` fits
        }
        guard fits else { return nil }
        return .single(
            isOptional: SwiftNames.isOptional(SwiftNames.normalizedTypeName(value.type)), line: value.location.line)
    }
}
