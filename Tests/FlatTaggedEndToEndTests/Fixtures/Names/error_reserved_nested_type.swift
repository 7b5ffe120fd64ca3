// @FlatTagged
enum Shadowing {
    case a(value: Int)
    struct String {}
    enum DecodingError {}
    enum Swift {}
    enum FlatTagged {}
}
