import FlatTagged

/// Flat single payloads that encode a single value or an array. The generator can't see that
/// (their declarations are in other files), so encoding must throw `EncodingError.invalidValue`
/// naming the enum and the case: never `{"type":"count"}` with the value silently dropped, and
/// never a trap inside the encoder (issue 9, item 2).
// @FlatTagged
public enum Status: Equatable, Sendable {
    case mood(Mood)
    case count(Count)
    case tags(Tags)
    case idle
}
