/// Labeled values (`case move(x: Int, y: Int = 0)`): every value needs a label, except one
/// unlabeled payload flattened beside the others (`case dispatch(Event, s: Int)`); a default
/// value must be an expression the generated code can copy; each value gets a binding name for
/// the encode switch that is a valid identifier and shadows nothing. Keys and nulls are
/// `LabelKeys`'s.
extension CodingPlanner {
    /// Names the generated code declares as locals, which bindings must not shadow.
    static let generatedLocals: Set<String> = [
        "container", "content", "contentEncoder", "tag", "payload", "decoder", "encoder", "flatTaggedRest",
    ]

    /// The values of `enumCase`, or nil when more than one is unlabeled or the unlabeled
    /// payload can't be flattened (reported).
    mutating func planLabeledValues(
        _ values: [AssociatedValue], of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration,
        marker: TypeMarker, placement: DataPlacement
    ) -> [LabeledValue]? {
        let unlabeled = values.filter { $0.label == nil }
        if unlabeled.count == values.count || (!unlabeled.isEmpty && !placement.allowsFlattenedPayload) {
            report(Messages.unlabeledValue(caseName: enumCase.name), at: unlabeled[0].location)
            return nil
        }
        if unlabeled.count > 1 {
            report(Messages.flattenedPayloadTwice(caseName: enumCase.name), at: unlabeled[1].location)
            return nil
        }
        if let payload = unlabeled.first,
            !checkUnlabeledPayload(payload, of: enumCase, in: declaration, placement: placement, besideLabels: true)
        {
            return nil
        }
        var labeled: [LabeledValue] = []
        var usedBindings: Set<String> = []
        for value in values {
            guard let label = value.label else {
                labeled.append(
                    LabeledValue(
                        label: "", key: "", binding: "payload", defaultValue: nil, isOptional: false,
                        line: value.location.line, isFlattenedPayload: true,
                        payloadType: enumCase.marker?.rest.isEmpty == false ? value.type : nil))
                continue
            }
            if !value.isDefaultValueWellFormed {
                report(
                    Messages.defaultValueNotCopyable(label: label, caseName: enumCase.name, type: value.type),
                    at: value.location)
            }
            var binding = label
            if !SwiftNames.isPlainIdentifier(label) {
                binding = "value\(labeled.count)"
            } else if SwiftNames.keywords.contains(binding) || Self.generatedLocals.contains(binding) {
                binding = label + "Value"
            }
            while usedBindings.contains(binding) || values.contains(where: { $0.label == binding && $0.label != label })
            {
                binding += "_"
            }
            usedBindings.insert(binding)
            let isOptional = SwiftNames.isOptional(SwiftNames.normalizedTypeName(value.type))
            // `T? = nil` is exactly a plain optional: omitted when nil, and a missing key or
            // `null` decodes to nil. Only a non-nil default writes `null`.
            let defaultValue = isOptional && value.defaultValue == "nil" ? nil : value.defaultValue
            labeled.append(
                LabeledValue(
                    label: SwiftNames.argumentLabel(label), key: label, binding: binding,
                    defaultValue: defaultValue, isOptional: isOptional, line: value.location.line,
                    isFamilyValue: Self.isFamilyValue(value.type)))
        }
        return labeled
    }
}
