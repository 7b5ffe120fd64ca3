import FlatTagged

/// Only `Decodable` declared elsewhere: the generated code still gives both directions
/// (the clause names neither), and must not clash with this one.
// @FlatTagged
public enum Reading: Equatable, Sendable {
    case celsius(value: Double)
    case offline
}

extension Reading: Decodable {}
