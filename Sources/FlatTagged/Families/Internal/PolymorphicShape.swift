// The shapes a `@Polymorphic` value may have around its family: `Optional`, `Array` and
// `[String: _]`, nested in any way. Each shape decodes and encodes its elements through the one
// family table the property resolved, and decides once per container, not per element, whether
// its elements are values of the family or shapes again.

/// A container of family values.
protocol PolymorphicShape {
    /// The family's existential type at the bottom of the nesting: `any Animal` for
    /// `[String: [any Animal]]`.
    static var polymorphicLeaf: Any.Type { get }
    /// Decodes the container, each family value through `family`.
    static func decodePolymorphic(from decoder: any Decoder, family: FamilyTable) throws -> Self
    /// Encodes the container, each family value through `family`.
    func encodePolymorphic(to encoder: any Encoder, family: FamilyTable) throws
}

/// The family's existential type inside `type`'s shapes, or `type` itself.
func polymorphicLeaf(of type: Any.Type) -> Any.Type {
    (type as? any PolymorphicShape.Type)?.polymorphicLeaf ?? type
}

/// How a container codes its elements: as shapes again, or as values of the family.
enum PolymorphicElement<Element> {
    case shape(any PolymorphicShape.Type)
    case value

    init() {
        if let shape = Element.self as? any PolymorphicShape.Type { self = .shape(shape) } else { self = .value }
    }

    func decode(from decoder: any Decoder, family: FamilyTable) throws -> Element {
        switch self {
        case .value:
            return try family.decode(Element.self, from: decoder)
        case .shape(let shape):
            // `shape` is `Element.self`, so the cast only names the type it already has.
            if let element = try shape.decodePolymorphic(from: decoder, family: family) as? Element { return element }
            throw FlatTaggedConfigurationError(
                codingPath: decoder.codingPath, message: "\(Element.self) decoded as another type")
        }
    }

    func encode(_ element: Element, to encoder: any Encoder, family: FamilyTable) throws {
        switch self {
        case .value:
            try family.encode(element, to: encoder)
        case .shape:
            guard let shape = element as? any PolymorphicShape else {
                throw FlatTaggedConfigurationError(
                    codingPath: encoder.codingPath, message: "\(Element.self) is not a container of family values")
            }
            try shape.encodePolymorphic(to: encoder, family: family)
        }
    }
}

extension Optional: PolymorphicShape {
    static var polymorphicLeaf: Any.Type { FlatTagged.polymorphicLeaf(of: Wrapped.self) }

    /// `null` is `nil`; anything else is the wrapped value.
    static func decodePolymorphic(from decoder: any Decoder, family: FamilyTable) throws -> Self {
        if let container = try? decoder.singleValueContainer(), container.decodeNil() { return nil }
        return try PolymorphicElement<Wrapped>().decode(from: decoder, family: family)
    }

    /// `nil` is `null`.
    func encodePolymorphic(to encoder: any Encoder, family: FamilyTable) throws {
        guard let self else {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        try PolymorphicElement<Wrapped>().encode(self, to: encoder, family: family)
    }
}

extension Array: PolymorphicShape {
    static var polymorphicLeaf: Any.Type { FlatTagged.polymorphicLeaf(of: Element.self) }

    /// Family values through the container's own `decode(_:)` of a slot, straight into the
    /// array's storage (`FamilyElementCoding.swift`), when the container knows its count; shapes,
    /// and the elements of a container that doesn't, through a slot that appends them. Either way
    /// an element's errors have its index in their path.
    static func decodePolymorphic(from decoder: any Decoder, family: FamilyTable) throws -> Self {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        if case .value = PolymorphicElement<Element>(), let count = container.count, count > 0 {
            elements = try Self(unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                let sink = FamilyArrayDecoder(family: family, base: base, capacity: count)
                defer { initialized = sink.initialized }
                try FamilyDecodingScope.$sink.withValue(sink) {
                    while sink.initialized < count, !container.isAtEnd {
                        _ = try container.decode(FamilyElementSlot.self)
                    }
                }
            }
        } else if let count = container.count {
            elements.reserveCapacity(count)
        }
        guard !container.isAtEnd else { return elements }
        // The elements a container had beyond its count, or all of them.
        let appender = FamilyElementAppender<Element>(family: family, elements: elements)
        try FamilyDecodingScope.$sink.withValue(appender) {
            while !container.isAtEnd { _ = try container.decode(FamilyElementSlot.self) }
        }
        return appender.elements
    }

    /// Each element through the container's own `encode(_:)` of a slot, as a hand-written array
    /// of a closed enum encodes its elements.
    func encodePolymorphic(to encoder: any Encoder, family: FamilyTable) throws {
        var container = encoder.unkeyedContainer()
        try withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let source = FamilyArrayEncoder(family: family, base: base)
            for index in buffer.indices {
                try container.encode(FamilyElementValue(source: source, index: index))
            }
        }
    }
}
