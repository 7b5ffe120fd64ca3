/// Naming what an error is about: the one way a decoding error thrown from inside a value gains
/// the name of the enum, the case or the type that was decoding it (`PullRequestEvent.synchronize: `
/// in front of its description), keeping its case, coding path and underlying error.

/// `error` with `name` in front of its description (`"Event.move: "`) when it is a
/// `DecodingError` that doesn't already start with it; any other error as it is.
func namedError(_ error: any Error, _ name: String) -> any Error {
    guard let error = error as? DecodingError else { return error }
    return error.named(name)
}

extension DecodingError {
    /// The same error with `name` in front of its description, unless it starts with it already
    /// (a flat payload's own error names its case).
    func named(_ name: String) -> DecodingError {
        withContext { context in
            if context.debugDescription.hasPrefix(name) { return context }
            return .init(
                codingPath: context.codingPath, debugDescription: name + context.debugDescription,
                underlyingError: context.underlyingError)
        }
    }

    /// The description of the error's context, if it is one of the four cases this runtime knows.
    var contextDescription: String? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context.debugDescription
        @unknown default: nil
        }
    }

    /// The same error (its case, type or key) with its context changed by `change`.
    func withContext(_ change: (Context) -> Context) -> DecodingError {
        switch self {
        case .typeMismatch(let type, let context): .typeMismatch(type, change(context))
        case .valueNotFound(let type, let context): .valueNotFound(type, change(context))
        case .keyNotFound(let key, let context): .keyNotFound(key, change(context))
        case .dataCorrupted(let context): .dataCorrupted(change(context))
        @unknown default: self
        }
    }
}
