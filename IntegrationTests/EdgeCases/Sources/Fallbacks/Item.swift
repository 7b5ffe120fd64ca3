import FlatTagged

/// An enum whose fallback keeps every unknown object, losslessly.
// @FlatTagged
public enum Item: Equatable, Sendable {
    case note(text: String)
    case move(x: Int, y: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
