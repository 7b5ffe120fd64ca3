import FlatTagged

/// A station identifier: a string or a number, decided by the JSON's shape.
// @FlatTagged(untagged)
public enum StationID: Hashable, Sendable {
    case name(String)
    case number(Int)
}

/// A sample in the external form, as DynamoDB writes its values: the case is the object's only key.
// @FlatTagged(external, naming: .uppercase)
public indirect enum Sample: Hashable, Sendable {
    case n(String)
    case s(String)
    case l([Sample])
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}
