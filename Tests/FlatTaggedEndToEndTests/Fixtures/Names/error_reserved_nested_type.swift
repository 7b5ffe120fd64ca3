// Shows: the error for a nested type that would shadow a name generated code uses.
// @FlatTagged
enum Shadowing {
    case a(value: Int)
    struct String {}
    enum DecodingError {}
    enum Swift {}
    enum FlatTagged {}
}
