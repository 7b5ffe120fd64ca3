// @FlatTagged
enum Shadowing {
    case a(value: Int)
    struct FlatTaggedCodingKey {}
    enum DecodingError {}
}
