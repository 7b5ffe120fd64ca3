/// The content form (`// @FlatTagged(content: "content")`) codes a case's data under a content
/// key beside the tag: a single payload is the value under that key, labeled values are a keyed
/// object under it. The data never shares a container with the tag, so any `Codable` payload
/// fits and a label may have the discriminator key's name. The marker parser already rejects a
/// content key equal to the discriminator key.
extension CodingPlanner {
    /// What the content form requires of a single unlabeled payload: nothing beyond `Codable`,
    /// which the compiler checks. True when it fits.
    func checkContentSinglePayload(_ value: AssociatedValue, of enumCase: EnumCaseDeclaration) -> Bool {
        true
    }
}
