/// The content form (`// @FlatTagged(content: "content")`) codes a case's data under a content
/// key beside the tag: a single payload is the value under that key, labeled values are a keyed
/// object under it. The data never shares a container with the tag, so any `Codable` payload
/// fits and a label may have the discriminator key's name. The marker parser already rejects a
/// content key equal to the discriminator key.
extension CodingPlanner {
    /// What the content form requires of an unlabeled payload under the content key; true when
    /// it fits. Alone there, any `Codable` payload fits (the compiler checks `Codable`). Beside
    /// labeled values it shares the content object with them, so it must be a keyed object, as
    /// beside a tag in the flat form; no tag stands there, so no other enum's key can collide.
    mutating func checkContentSinglePayload(
        _ value: AssociatedValue, of enumCase: EnumCaseDeclaration, in declaration: EnumDeclaration,
        placement: DataPlacement, besideLabels: Bool
    ) -> Bool {
        guard besideLabels else { return true }
        return checkFlatSinglePayload(
            value, of: enumCase, in: declaration, key: "", placement: placement, besideLabels: true)
    }
}
