/// Encodes a case's single payload beside the tag, and throws if the payload is not an object:
/// what generated code calls in the flat form instead of `payload.encode(to: encoder)`.
///
/// ```swift
/// var container = encoder.container(keyedBy: CodingKeys.self)
/// switch self {
/// case .value(let payload):
///     try FlatTagged.flatTaggedEncodePayload(payload, to: encoder, enumName: "Envelope", caseName: "value", key: "type")
///     try container.encode("value", forKey: .type)
/// }
/// ```
///
/// The payload encodes into an encoder that forwards `container(keyedBy:)` to `encoder`, so an
/// object's keys land beside the tag at no cost per key, and `codingPath`, `userInfo`, nested
/// containers and `superEncoder` are the real encoder's. A payload that encodes a single value
/// (`Int`, `String`, a raw-value enum) or an array, even an empty one, would have nowhere to go
/// beside the tag: Foundation's encoders drop the value or stop the process. Here it throws
/// `EncodingError.invalidValue(payload, …)` at `encoder.codingPath`, naming the enum, the case
/// and the fix:
///
/// ```
/// Envelope.value: the payload (Int) encodes a single value, not an object, so it cannot stand
/// beside the "type" tag; label it (case value(value: Int)) or use // @FlatTagged(content: "…")
/// ```
///
/// A payload that encodes another value through its single-value container (a wrapper around a
/// struct) encodes that value into the same encoder, so a wrapper around an object is flat too.
///
/// - Parameters:
///   - payload: the case's payload.
///   - encoder: the encoder the enum encodes into.
///   - enumName: the enum's name as written, for the error.
///   - caseName: the case's name, for the error.
///   - key: the discriminator key, for the error.
public func flatTaggedEncodePayload<Payload: Encodable>(
    _ payload: Payload, to encoder: any Encoder, enumName: String, caseName: String, key: String
) throws {
    let proxy = FlatPayloadEncoder(base: encoder, enumName: enumName, caseName: caseName, key: key)
    do {
        try payload.encode(to: proxy)
    } catch {
        // The payload's own errors pass through; a refusal is thrown below with the payload.
        guard proxy.rejectedShape != nil else { throw error }
    }
    if let shape = proxy.rejectedShape { throw proxy.error(for: shape, payload: payload) }
}

/// What a flat payload encoded instead of an object.
enum RejectedShape {
    case singleValue
    case array
}

/// The encoder a flat payload encodes into: the real encoder for objects, a refusal for single
/// values and arrays.
///
/// A class, so that `singleValueContainer()` and `unkeyedContainer()`, which cannot throw, can
/// record that they were asked for: an empty array writes nothing, yet is not an object. Its
/// one allocation per payload is all the guard costs (`Benchmarks/callgrind.sh`).
final class FlatPayloadEncoder: Encoder {
    let base: any Encoder
    let enumName: String
    let caseName: String
    let key: String
    /// Set when the payload asked for an array or encoded a single value.
    var rejectedShape: RejectedShape?

    init(base: any Encoder, enumName: String, caseName: String, key: String) {
        self.base = base
        self.enumName = enumName
        self.caseName = caseName
        self.key = key
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        base.container(keyedBy: type)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        rejectedShape = rejectedShape ?? .array
        return PayloadRejectingUnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        PayloadRejectingSingleValueContainer(encoder: self)
    }

    /// Records `shape` and returns the error for the container to throw now; the payload's
    /// encoding stops, and `flatTaggedEncodePayload` throws the error again with the payload.
    func reject(_ shape: RejectedShape) -> EncodingError {
        rejectedShape = rejectedShape ?? shape
        return error(for: rejectedShape ?? shape, payload: nil)
    }

    /// `EncodingError.invalidValue` naming the enum, the case, what the payload encoded and the fix.
    func error(for shape: RejectedShape, payload: Any?) -> EncodingError {
        let payloadType = payload.map { String(describing: type(of: $0)) } ?? "T"
        let what =
            switch shape {
            case .singleValue: "a single value"
            case .array: "an array"
            }
        return .invalidValue(
            payload ?? "\(enumName).\(caseName)",
            EncodingError.Context(
                codingPath: base.codingPath,
                debugDescription:
                    "\(enumName).\(caseName): the payload\(payload == nil ? "" : " (\(payloadType))") encodes \(what), not an object, so it cannot stand beside the \(jsonQuoted(key)) tag; label it (case \(caseName)(value: \(payloadType))) or use // @FlatTagged(content: \"…\")"
            )
        )
    }
}
