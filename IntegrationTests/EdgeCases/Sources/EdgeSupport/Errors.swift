/// The parts of a `DecodingError` tests look at.
public struct DecodingErrorParts: Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, other }
    public var kind: Kind
    /// The coding path's string values; for `keyNotFound`, the missing key is appended.
    public var path: [String]
    public var message: String

    public init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context):
            self.init(kind: .typeMismatch, context.codingPath, context.debugDescription)
        case .valueNotFound(_, let context):
            self.init(kind: .valueNotFound, context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context):
            self.init(kind: .keyNotFound, context.codingPath + [key], context.debugDescription)
        case .dataCorrupted(let context):
            self.init(kind: .dataCorrupted, context.codingPath, context.debugDescription)
        @unknown default:
            self.init(kind: .other, [], "\(error)")
        }
    }

    init(kind: Kind, _ path: [any CodingKey], _ message: String) {
        self.kind = kind
        self.path = path.map(\.stringValue)
        self.message = message
    }

    public var description: String { "\(kind) at \(path): \(message)" }
}

/// The FlatTagged error inside an `EncodingError`: itself, or (PropertyListEncoder wraps what a
/// value's `encode(to:)` throws) its underlying error. Returns the debug description.
public func invalidValueDescription(_ error: any Error) -> String? {
    guard case EncodingError.invalidValue(_, let context) = error else { return nil }
    if let underlying = context.underlyingError, let inner = invalidValueDescription(underlying) {
        return inner
    }
    return context.debugDescription
}
