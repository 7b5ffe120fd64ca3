/// The module's own names are used, so the compiler neither warns about them nor strips them.
struct LocalCodec: Decoder, Encoder {
    func decode(_ text: Swift.String) -> Swift.Int { text.count }
    func encode(_ value: Swift.Int) -> Swift.String { "\(value)" }
}

func ownNamesInUse() -> [any Error] {
    [DecodingError.badInput, EncodingError(reason: LocalCodec().encode(String(utf16Units: []).utf16Units.count))]
}
