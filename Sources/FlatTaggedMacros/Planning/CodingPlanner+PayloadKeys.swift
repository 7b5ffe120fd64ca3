/// A flattened payload never loses a key to a label. Where the payload that stands beside
/// labeled values is a struct of the module (`DeclaredStructs`), a key it writes that the
/// discriminator or a labeled value of the case also writes is a located error at the payload;
/// elsewhere encoding throws. (A single payload alone beside the tag may carry its own copy of
/// the tag, `struct ArticleRoute { var type: String }`: encoding keeps it when it is the tag.)
extension CodingPlanner {
    /// Checks the keys the flattened payload `value` of `enumCase` writes against the keys beside
    /// it: the discriminator where it stands beside the tag, and `labels`' keys (mapped by
    /// `labelNaming:` and `keys:`). Reports at the payload; true when none collides.
    @discardableResult
    mutating func checkFlattenedPayloadKeys(
        _ value: AssociatedValue, labels: [LabeledValue], of enumCase: EnumCaseDeclaration,
        in declaration: EnumDeclaration, placement: DataPlacement
    ) -> Bool {
        guard let model = structs.model(named: value.type, from: declaration.outerPath + [declaration.name]) else {
            return true
        }
        var discriminator: String?
        if case .besideTag(let key, _) = placement { discriminator = key }
        let labelKeys = Dictionary(
            labels.filter { !$0.isFlattenedPayload }.map { ($0.key, $0.label) }, uniquingKeysWith: { first, _ in first }
        )
        var fits = true
        for property in model.properties {
            if property.key == discriminator {
                report(
                    Messages.flattenedPayloadKeyIsDiscriminator(
                        caseName: enumCase.name, type: value.type, property: property.name, key: property.key),
                    at: value.location)
                fits = false
            } else if let label = labelKeys[property.key] {
                report(
                    Messages.flattenedPayloadKeyIsLabelKey(
                        caseName: enumCase.name, type: value.type, property: property.name, key: property.key,
                        label: label),
                    at: value.location)
                fits = false
            }
        }
        return fits
    }
}
