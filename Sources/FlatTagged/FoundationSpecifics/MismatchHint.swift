/// What a failed `String` guess of `FlatTaggedValue` tells: the kind its type-mismatch message
/// says was found, and the depth of the value's coding path. Speed only: what the hint suggests
/// is decoded like any other guess, and a wrong or missing hint costs only more guesses.
///
/// The kind is read only from Foundation's JSON and property-list decoders (`FoundationDecoders`),
/// whose messages name what they found ("Expected to decode String but found number instead.",
/// "…an array…", "…a dictionary…", "…bool…", "…a date…", "…a data value…":
/// `TypeMismatchDescription`). Any other coder gets no hint, whatever its messages say, and its
/// values are decoded by trying every kind in turn. `FoundationCanaryTests` fails the day a
/// Foundation update words these messages otherwise.
struct MismatchHint {
    var kind: JSONKind?
    var level: Int?

    init(_ error: any Error, decoder: any Decoder) {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .typeMismatch(_, let found)?: context = found
        case .valueNotFound(_, let found)?, .keyNotFound(_, let found)?, .dataCorrupted(let found)?:
            level = found.codingPath.count
            return
        default: return
        }
        level = context.codingPath.count
        guard FoundationDecoders.keepKinds(decoder) else { return }
        // A string is what was just tried.
        kind = TypeMismatchDescription.foundKind(in: context.debugDescription).flatMap { $0 == .string ? nil : $0 }
    }
}
