/// The shape of a case's payload: none (`case ping`), an empty list (`case empty()`), a single
/// unlabeled value (`case text(TextMessage)`), or labeled values (`case move(x: Int, y: Int)`),
/// among which one unlabeled payload may stand flattened (`case dispatch(Event, s: Int)`).
/// What a single payload must be depends on where the case's data stands (`Forms/`); the keys
/// of labels and their nulls come from `LabelKeys`.
extension CodingPlanner {
    /// The payload of `enumCase`, or nil when a rule rejects it (reported); with it, whether
    /// `nulls:` names the content key for a single optional payload, which is then written as
    /// `null` when nil.
    mutating func planPayload(
        of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration, marker: TypeMarker,
        caseMarker: TagMarker?, placement: DataPlacement
    ) -> (payload: CasePlan.Payload, nullsContentKey: Bool)? {
        switch enumCase.associatedValues {
        case nil:
            _ = checkLabelOptionsWithoutLabels(of: enumCase, caseMarker: caseMarker, payload: nil, placement: placement)
            checkRestWithoutLabels(of: enumCase, caseMarker: caseMarker, why: .noValues)
            return (.none, false)
        case let values? where values.isEmpty:
            _ = checkLabelOptionsWithoutLabels(of: enumCase, caseMarker: caseMarker, payload: nil, placement: placement)
            checkRestWithoutLabels(of: enumCase, caseMarker: caseMarker, why: .noValues)
            return (.labeled([]), false)
        case let values? where values.count == 1 && values[0].label == nil:
            checkRestWithoutLabels(of: enumCase, caseMarker: caseMarker, why: placement.singlePayloadWithoutObject)
            let nullsContentKey = checkLabelOptionsWithoutLabels(
                of: enumCase, caseMarker: caseMarker, payload: values[0], placement: placement)
            return planSinglePayload(values[0], of: enumCase, in: declaration, placement: placement).map {
                ($0, nullsContentKey)
            }
        case let values?:
            guard
                var labeled = planLabeledValues(
                    values, of: enumCase, in: declaration, marker: marker, placement: placement)
            else { return nil }
            applyRest(to: &labeled, declared: values, of: enumCase, caseMarker: caseMarker)
            applyLabelKeys(
                to: &labeled, declared: values, of: enumCase, marker: marker, caseMarker: caseMarker,
                placement: placement)
            if let payload = values.first(where: { $0.label == nil }) {
                checkFlattenedPayloadKeys(payload, labels: labeled, of: enumCase, in: declaration, placement: placement)
            }
            return (.labeled(labeled), false)
        }
    }

    /// A single unlabeled payload: never a family value (it needs a key of its own), and
    /// whatever the place of the case's data requires.
    private mutating func planSinglePayload(
        _ value: AssociatedValue, of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration,
        placement: DataPlacement
    ) -> CasePlan.Payload? {
        guard checkUnlabeledPayload(value, of: enumCase, in: declaration, placement: placement) else { return nil }
        return .single(
            isOptional: SwiftNames.isOptional(SwiftNames.normalizedTypeName(value.type)), line: value.location.line)
    }

    /// What an unlabeled payload must be: not a family value; beside the tag, a keyed object
    /// (the flat form's rules); under the content key, anything `Codable` when it stands alone,
    /// and an object when labeled values stand beside it (the content form's rules); under an
    /// external tag or alone, anything `Codable`. True when it fits.
    mutating func checkUnlabeledPayload(
        _ value: AssociatedValue, of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration,
        placement: DataPlacement, besideLabels: Bool = false
    ) -> Bool {
        if Self.isFamilyValue(value.type) {
            report(Messages.unlabeledFamilyValue(caseName: enumCase.name, type: value.type), at: value.location)
            return false
        }
        switch placement {
        case .besideTag(let key, _):
            return checkFlatSinglePayload(
                value, of: enumCase, in: declaration, key: key, placement: placement, besideLabels: besideLabels)
        case .underContentKey:
            return checkContentSinglePayload(
                value, of: enumCase, in: declaration, placement: placement, besideLabels: besideLabels)
        case .underTag, .alone:
            // Alone under the tag or with no tag, any `Codable` payload fits (the compiler
            // checks `Codable`); beside labels it was refused (`allowsFlattenedPayload`).
            return true
        }
    }
}
