/// An array that skips the elements it cannot decode and reports why.
///
/// ```swift
/// struct Feed: Codable {
///     @LossyArray var items: [Message]
/// }
/// let feed = try JSONDecoder().decode(Feed.self, from: data)
/// feed.items   // the elements that decoded
/// feed.$items  // the errors of the skipped ones, in order
/// ```
///
/// Each error is the element's own `DecodingError`, whose coding path ends at the element's
/// index. Only errors in the data are skipped: a `FlatTaggedConfigurationError` (an element
/// whose case holds family values, decoded without a registry) is thrown, as
/// `LossyPolymorphic` throws it. A missing key or a value that is not an array is an error, as for a plain array;
/// use `@LossyArray var items: [Message] = []` with `decodeIfPresent` semantics of your own if
/// the key is optional. It encodes as a plain array. Equality and hashing look at the elements
/// only, not at the errors.
@propertyWrapper
public struct LossyArray<Element> {
    /// The elements that decoded.
    public var wrappedValue: [Element]
    /// The errors of the elements that were skipped, in order; empty for a value made in code.
    public private(set) var projectedValue: [any Error]

    /// Wraps an array; no element has been skipped.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
        self.projectedValue = []
    }
}

extension LossyArray: Decodable where Element: Decodable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var errors: [any Error] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            do {
                elements.append(try container.decode(Element.self))
            } catch let error as FlatTaggedConfigurationError {
                // A mistake in the app's setup (no registry for a case that holds family
                // values): skipping elements can't fix it.
                throw error
            } catch {
                errors.append(error)
                // A failed decode leaves the container on the element: step over it.
                _ = try container.decode(SkippedElement.self)
            }
        }
        self.wrappedValue = elements
        self.projectedValue = errors
    }
}

extension LossyArray: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension LossyArray: Equatable where Element: Equatable {
    public static func == (lhs: LossyArray, rhs: LossyArray) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension LossyArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension LossyArray: Sendable where Element: Sendable {}

/// Decodes any single value without looking at it.
private struct SkippedElement: Decodable {
    init(from decoder: any Decoder) throws {}
}
