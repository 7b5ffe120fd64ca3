// @FlatTagged
enum Broken {
    case a(value: String = "never closed)
}
