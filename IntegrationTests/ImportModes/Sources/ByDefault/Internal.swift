// An internal enum and an internal import of the runtime, which the user's file uses itself.
internal import FlatTagged

// @FlatTagged(key: "kind")
enum Step: Codable {
    case move(by: Int)
    case other(FlatTaggedValue)
}
