// Shows: the error for a string literal left open in a marked enum.
// @FlatTagged
enum Broken {
    case a(value: String = "never closed)
}
