@_spi(FlatTaggedGenerated) import FlatTagged
import Foundation
import Testing

/// The flat-form encode written as the generator emits it with `flatTaggedEncodePayload`: a
/// payload that is not an object throws instead of being dropped or trapping.
enum GuardedEnvelope<Payload: Encodable>: Encodable {
    case value(Payload)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FlatTaggedCodingKey.self)
        switch self {
        case .value(let payload):
            let payloadWroteTag = try flatTaggedEncodePayload(
                payload, tag: "value", to: encoder, enumName: "Envelope", caseName: "value", key: "type")
            if !payloadWroteTag { try container.encode("value", forKey: "type") }
        }
    }
}

/// A raw-value enum: encodes a single value.
enum Mood: String, Encodable { case happy }

/// An object with a nested object and array.
struct Nested: Encodable {
    var inner = TextPayload(text: "t")
    var list = [1, 2]
}

/// Encodes a key through `superEncoder(forKey:)`, and its own keys beside it.
struct UsesSuperEncoder: Encodable {
    enum CodingKeys: String, CodingKey { case own, parent }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .own)
        try TextPayload(text: "s").encode(to: container.superEncoder(forKey: .parent))
        try TextPayload(text: "flat").encode(to: container.superEncoder())
    }
}

/// Forwards to another value through its single-value container.
struct Wrapper<Wrapped: Encodable>: Encodable {
    var wrapped: Wrapped
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrapped)
    }
}

/// An array whose elements are objects, encoded through a nested keyed container.
struct ObjectArray: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        var element = container.nestedContainer(keyedBy: FlatTaggedCodingKey.self)
        try element.encode(1, forKey: "a")
    }
}

@Suite("Flat payloads that are not objects")
struct FlatPayloadGuardTests {
    /// The guard's error, from `JSONEncoder` as thrown, from `PropertyListEncoder` as its
    /// `underlyingError`.
    func guardError(_ encode: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) -> EncodingError
        .Context?
    {
        do {
            try encode()
            Issue.record("expected an error", sourceLocation: sourceLocation)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else {
                Issue.record("expected invalidValue, got \(error)", sourceLocation: sourceLocation)
                return nil
            }
            if let underlying = context.underlyingError as? EncodingError, case .invalidValue(_, let inner) = underlying
            {
                return inner
            }
            return context
        } catch {
            Issue.record("expected an EncodingError, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    static let encoders: [@Sendable (any Encodable) throws -> Data] = [
        { try JSONEncoder().encode($0) },
        { try PropertyListEncoder().encode($0) },
    ]

    @Test(arguments: 0..<2)
    func singleValuesThrowNamingEnumCaseAndFix(encoder: Int) throws {
        let encode = Self.encoders[encoder]
        for payload in [
            GuardedEnvelope.value(42) as any Encodable, GuardedEnvelope.value("s"), GuardedEnvelope.value(Mood.happy),
            GuardedEnvelope.value(Optional<Int>.none), GuardedEnvelope.value(Wrapper(wrapped: 3)),
            GuardedEnvelope.value(Date()),
        ] {
            let context = guardError { _ = try encode(payload) }
            let message = context?.debugDescription ?? ""
            #expect(message.contains("Envelope.value: the payload ("), "\(message)")
            #expect(message.contains("encodes a single value, not an object"), "\(message)")
            #expect(message.contains(#"beside the "type" tag; label it, as in 'case value(value: "#), "\(message)")
            #expect(message.contains("@FlatTagged(content:"), "\(message)")
        }
    }

    @Test(arguments: 0..<2)
    func arraysThrowEvenEmptyOnes(encoder: Int) throws {
        let encode = Self.encoders[encoder]
        for payload in [
            GuardedEnvelope.value(["a", "b"]) as any Encodable, GuardedEnvelope.value([Int]()),
            GuardedEnvelope.value(ObjectArray()),
            GuardedEnvelope.value(Wrapper(wrapped: [1])),
        ] {
            let context = guardError { _ = try encode(payload) }
            #expect(context?.debugDescription.contains("Envelope.value: the payload (") == true)
            #expect(
                context?.debugDescription.contains("encodes an array, not an object") == true,
                "\(String(describing: context))")
        }
    }

    @Test func theErrorCarriesThePayloadAndTheCodingPath() throws {
        let error = try #require(throws: EncodingError.self) {
            try JSONEncoder().encode(["k": [GuardedEnvelope.value(7)]])
        }
        guard case .invalidValue(let value, let context) = error else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(value as? Int == 7)
        #expect(pathText(context.codingPath) == ".k[0]")
        #expect(context.debugDescription.contains("the payload (Int)"))
    }

    @Test func objectsEncodeBesideTheTag() throws {
        #expect(try json(GuardedEnvelope.value(TextPayload(text: "hi"))) == #"{"text":"hi","type":"value"}"#)
        #expect(try json(GuardedEnvelope.value(Nested())) == #"{"inner":{"text":"t"},"list":[1,2],"type":"value"}"#)
        #expect(
            try json(GuardedEnvelope.value(Wrapper(wrapped: TextPayload(text: "w")))) == #"{"text":"w","type":"value"}"#
        )
        #expect(
            try json(GuardedEnvelope.value(UsesSuperEncoder()))
                == #"{"own":1,"parent":{"text":"s"},"super":{"text":"flat"},"type":"value"}"#)
        let plist = try PropertyListEncoder().encode(GuardedEnvelope.value(Nested()))
        let object = try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any]
        #expect(object?["type"] as? String == "value")
        #expect((object?["inner"] as? [String: Any])?["text"] as? String == "t")
    }

    @Test func thePayloadsOwnErrorsPassThrough() throws {
        struct Failing: Encodable, Error {
            func encode(to encoder: any Encoder) throws { throw Failing() }
        }
        #expect(throws: Failing.self) { try JSONEncoder().encode(GuardedEnvelope.value(Failing())) }
    }
}
