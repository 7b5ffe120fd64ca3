extension Decoder {
    /// The single-value container an untagged enum's `init(from:)` reads its value through.
    ///
    /// `Decoder`'s contract lets a decoder refuse a single-value container for an object, and
    /// some do (TOMLDecoder for a table: "Cannot decode a single value from a TOML table"). Then
    /// the value is read as a whole through this decoder: every scalar is refused as a type
    /// mismatch (the value is none, and no case of a scalar shape was a candidate), and
    /// `decode(_:)` hands the decoder to the type's own `init(from:)`, where
    /// `flatTaggedObject(keyedBy:)` gets the keyed container: the decoder is still asked for one
    /// container, as a hand-written union that tries `container(keyedBy:)` when
    /// `singleValueContainer()` is refused asks for one.
    ///
    /// ```swift
    /// let single = try decoder.flatTaggedUntaggedContainer()
    /// let object = single.flatTaggedObject(keyedBy: CodingKeys.self)
    /// ```
    @_spi(FlatTaggedGenerated)
    public func flatTaggedUntaggedContainer() throws -> any SingleValueDecodingContainer {
        do {
            return try singleValueContainer()
        } catch {
            return WholeValueContainer(decoder: self, refusal: error)
        }
    }
}

/// A value read only as a whole, through its decoder, which refused a single-value container.
private struct WholeValueContainer: SingleValueDecodingContainer {
    let decoder: any Decoder
    let refusal: any Error

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }

    /// A scalar is refused: the error is the decoder's own refusal, as a type mismatch (never
    /// thrown further: a scalar case that fails this way was no candidate).
    private func refused<T>(_ type: T.Type) -> DecodingError {
        let context = (refusal as? DecodingError).flatMap(\.flatTaggedContext)
        return .typeMismatch(
            type,
            .init(
                codingPath: context?.codingPath ?? [],
                debugDescription: "expected \(type), found a value read through no single-value container",
                underlyingError: refusal))
    }

    func decode(_ type: Bool.Type) throws -> Bool { throw refused(type) }
    func decode(_ type: String.Type) throws -> String { throw refused(type) }
    func decode(_ type: Double.Type) throws -> Double { throw refused(type) }
    func decode(_ type: Float.Type) throws -> Float { throw refused(type) }
    func decode(_ type: Int.Type) throws -> Int { throw refused(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { throw refused(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { throw refused(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { throw refused(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { throw refused(type) }
    func decode(_ type: UInt.Type) throws -> UInt { throw refused(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { throw refused(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { throw refused(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { throw refused(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { throw refused(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self is any StandardScalar.Type { throw refused(type) }
        return try T(from: decoder)
    }
}

/// The types a single-value container decodes itself, which a whole value is none of.
private protocol StandardScalar {}
extension Bool: StandardScalar {}
extension String: StandardScalar {}
extension Double: StandardScalar {}
extension Float: StandardScalar {}
extension Int: StandardScalar {}
extension Int8: StandardScalar {}
extension Int16: StandardScalar {}
extension Int32: StandardScalar {}
extension Int64: StandardScalar {}
extension UInt: StandardScalar {}
extension UInt8: StandardScalar {}
extension UInt16: StandardScalar {}
extension UInt32: StandardScalar {}
extension UInt64: StandardScalar {}

extension DecodingError {
    /// The context of any of the four cases this runtime knows.
    fileprivate var flatTaggedContext: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default: nil
        }
    }
}
