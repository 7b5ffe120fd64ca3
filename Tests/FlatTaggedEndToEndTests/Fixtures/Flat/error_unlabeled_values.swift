// Shows: the errors for several unlabeled values in a case of the flat form.
// @FlatTagged
enum Pairs {
    case pair(Int, Int)
    case mix(Int, y: Int)
    case underscored(_ x: Int, _ y: Int)
}
