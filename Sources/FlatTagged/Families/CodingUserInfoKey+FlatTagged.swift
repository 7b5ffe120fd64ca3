extension CodingUserInfoKey {
    /// The key of the `FlatTaggedRegistry` in a decoder's or encoder's `userInfo`:
    /// `decoder.userInfo[.flatTagged] = registry`.
    public static let flatTagged: CodingUserInfoKey = flatTaggedRegistryKey()
}

/// `CodingUserInfoKey.init?(rawValue:)` is failable only because `RawRepresentable` spells it so:
/// the standard library's body is `self.rawValue = rawValue`, it never returns `nil`. The loop
/// states that without a force unwrap; it runs once, when the `static let` is first read.
private func flatTaggedRegistryKey() -> CodingUserInfoKey {
    repeat {
        if let key = CodingUserInfoKey(rawValue: "FlatTagged.registry") { return key }
    } while true
}
