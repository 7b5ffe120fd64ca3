/// Labeled values (`case move(x: Int, y: Int = 0)`): every value needs a label, which is its key;
/// a default value must be an expression the generated code can copy; each value gets a binding
/// name for the encode switch that is a valid identifier and shadows nothing. What a label must
/// not be depends on the wire form (`Forms/`).
extension CodingPlanner {
    /// Names the generated code declares as locals, which bindings must not shadow.
    static let generatedLocals: Set<String> = ["container", "content", "tag", "payload", "decoder", "encoder"]

    /// The values of `enumCase`, or nil when one is unlabeled (reported).
    mutating func planLabeledValues(
        _ values: [AssociatedValue], of enumCase: EnumCaseDeclaration, marker: FlatTaggedMarker, form: WireForm
    ) -> [LabeledValue]? {
        if let unlabeled = values.first(where: { $0.label == nil }) {
            report(Messages.unlabeledValue(caseName: enumCase.name), at: unlabeled.location)
            return nil
        }
        var labeled: [LabeledValue] = []
        var usedBindings: Set<String> = []
        for value in values {
            let label = value.label!
            if !value.isDefaultValueWellFormed {
                report(
                    Messages.defaultValueNotCopyable(label: label, caseName: enumCase.name, type: value.type),
                    at: value.location)
            }
            switch form {
            case .flat:
                checkFlatLabel(label, of: enumCase, at: value.location, key: marker.key)
            case .content, .external, .untagged:
                break  // the values stand in a container of their own, apart from any tag
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
