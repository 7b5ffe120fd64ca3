/// An array of family values that skips the elements it cannot decode and reports why, as
/// `LossyArray` does for enums.
///
/// ```swift
/// struct Feed: Codable {
///     @LossyPolymorphic var animals: [any Animal]
/// }
/// feed.animals   // the elements that decoded
/// feed.$animals  // the skipped elements' errors, in order, each with its index in its path
/// ```
///
/// Unknown tags are skipped too when the family has no fallback. A `FlatTaggedConfigurationError`
/// (no registry, an unregistered family) is thrown, never skipped. A missing key or a value that
/// is not an array is an error, as for a plain array. It encodes as `@Polymorphic` does. As a
/// property it is decoded through its container's decoding of an `Array`, so coders that gather
/// repeated elements only for arrays (XML's) read every element.
@propertyWrapper
public struct LossyPolymorphic<Element> {
    /// The elements that decoded.
    public var wrappedValue: [Element]
    /// The errors of the elements that were skipped, in order; empty for a value made in code.
    public private(set) var projectedValue: [any Error]

    /// Wraps an array; no element has been skipped.
    public init(wrappedValue: [Element]) {
        self.wrappedValue = wrappedValue
        self.projectedValue = []
    }

    /// The elements that decoded and the errors of those that were skipped.
    init(elements: [Element], errors: [any Error]) {
        self.wrappedValue = elements
        self.projectedValue = errors
    }
}

extension LossyPolymorphic: Decodable {
    /// Decodes each element through the container's own `decode(_:)` of a slot that keeps the
    /// element's error instead of throwing it, so the container moves past a failed element
    /// without decoding it again (FamilyElementCoding.swift).
    public init(from decoder: any Decoder) throws {
        let family = try PolymorphicRegistryLookup.family(of: Element.self, decoder: decoder)
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        if let count = container.count { elements.reserveCapacity(count) }
        let appender = FamilyElementAppender<Element>(family: family, elements: elements, lossy: true)
        try FamilyDecodingScope.$sink.withValue(appender) {
            while !container.isAtEnd { _ = try container.decode(FamilyElementSlot.self) }
        }
        self.wrappedValue = appender.elements
        self.projectedValue = appender.errors
    }
}

extension LossyPolymorphic: Encodable {
    /// Encodes a plain array of family values.
    public func encode(to encoder: any Encoder) throws {
        try Polymorphic(wrappedValue: wrappedValue).encode(to: encoder)
    }
}

extension LossyPolymorphic: Sendable where Element: Sendable {}
