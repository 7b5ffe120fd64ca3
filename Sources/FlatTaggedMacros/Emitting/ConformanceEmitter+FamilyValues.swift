/// Family values in a `// @FlatTagged` enum's cases: `case adopted(pet: any Animal)`
/// is coded through the runtime's `flatTaggedDecodeFamilyValue(forKey:)` and
/// `flatTaggedEncodeFamilyValue(_:forKey:)`, which go through `Polymorphic` and the registry in
/// `userInfo`; every other value through the container's plain methods.
extension ConformanceEmitter {
    /// The container method that decodes `value`: `flatTaggedDecode`, or with `ifPresent`
    /// `flatTaggedDecodeIfPresent`; their family forms for a family value.
    static func decodeMethod(_ value: LabeledValue, ifPresent: Bool) -> String {
        switch (value.isFamilyValue, ifPresent) {
        case (false, false): "flatTaggedDecode"
        case (false, true): "flatTaggedDecodeIfPresent"
        case (true, false): "flatTaggedDecodeFamilyValue"
        case (true, true): "flatTaggedDecodeFamilyValueIfPresent"
        }
    }

    /// The container method that encodes `value`: `encode`, or with `ifPresent`
    /// `encodeIfPresent`; their family forms for a family value.
    static func encodeMethod(_ value: LabeledValue, ifPresent: Bool) -> String {
        switch (value.isFamilyValue, ifPresent) {
        case (false, false): "encode"
        case (false, true): "encodeIfPresent"
        case (true, false): "flatTaggedEncodeFamilyValue"
        case (true, true): "flatTaggedEncodeFamilyValueIfPresent"
        }
    }
}
