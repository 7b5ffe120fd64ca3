/// The object under the content key of a case whose payload is flattened beside labeled values
/// (`case created(Message, requestID: Int)` in `// @FlatTagged(content: "data")`): a value whose
/// `encode(to:)` writes the payload's keys and the case's own into the encoder it is given.
///
/// Generated code encodes it as a hand-written `switch` encodes a value under a key, with
/// `container.encode(_:forKey:)`, never through `superEncoder(forKey:)`, which some coders
/// leave out (swift-extras-json, SwiftCBOR):
///
/// ```swift
/// case .created(let payload, let requestID):
///     try container.encode("created", forKey: .kind)
///     try container.encode(
///         FlatTagged.FlatTaggedContentObject { contentEncoder in
///             _ = try FlatTagged.flatTaggedEncodePayload(payload, tag: "created", to: contentEncoder, …)
///             var content = contentEncoder.container(keyedBy: CodingKeys.self)
///             try content.encode(requestID, forKey: .requestID)
///         }, forKey: .data)
/// ```
///
/// Decoding needs no such box: a private `Decodable` type per case, generated beside
/// `init(from:)`, reads the object under the key.
@_spi(FlatTaggedGenerated)
public struct FlatTaggedContentObject: Encodable {
    /// Writes the object into the encoder of the value under the content key.
    let write: (any Encoder) throws -> Void

    /// An object that `write` writes into the encoder it is given.
    public init(_ write: @escaping (any Encoder) throws -> Void) {
        self.write = write
    }

    /// Writes the object: the payload's keys, then the case's own.
    public func encode(to encoder: any Encoder) throws {
        try write(encoder)
    }
}
