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
    /// Decodes each element through its own `superDecoder()`, which moves the container past the
    /// element before it is decoded, so a failed element is stepped over without decoding it again.
    public init(from decoder: any Decoder) throws {
        let family = try PolymorphicRegistryLookup.family(of: Element.self, decoder: decoder)
        var container = try decoder.unkeyedContainer()
        let element = PolymorphicElement<Element>()
        var elements: [Element] = []
        var errors: [any Error] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            let elementDecoder = try container.superDecoder()
            do {
                elements.append(try element.decode(from: elementDecoder, family: family))
            } catch let error as FlatTaggedConfigurationError {
                throw error
            } catch {
                errors.append(error)
            }
        }
        self.wrappedValue = elements
        self.projectedValue = errors
    }
}

extension LossyPolymorphic: Encodable {
    /// Encodes a plain array of family values.
    public func encode(to encoder: any Encoder) throws {
        try Polymorphic(wrappedValue: wrappedValue).encode(to: encoder)
    }
}

extension LossyPolymorphic: Sendable where Element: Sendable {}
