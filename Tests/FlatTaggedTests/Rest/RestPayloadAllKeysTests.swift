import FlatTagged
import Foundation
import Testing

/// A flattened payload that enumerates its container's `allKeys` has read every key it was
/// given, whether it decodes their values or not: those keys are no rest keys, so a round trip
/// writes each once (the payload's) instead of failing on a rest key the payload also writes.
@Suite("rest: beside a payload that reads allKeys")
struct RestPayloadAllKeysTests {
    @Test func theKeysAPayloadEnumeratesAreRead() throws {
        let text = #"{"type":"flags","id":"1","beta-search":true,"beta-export":true,"trace":"t"}"#
        let decoded = try decode(RestFlagEvent.self, text)
        #expect(
            decoded
                == .flags(RestFlags(names: ["beta-search", "beta-export"]), id: "1", extra: ["trace": .string("t")]))
        try RestRoundTripTests.expectLossless(RestFlagEvent.self, text)
    }

    /// A payload whose key type knows only its own keys sees only those in `allKeys`: every
    /// other key stays in the rest.
    @Test func allKeysOfAPayloadWithItsOwnKeysLeavesTheRest() throws {
        let text = #"{"type":"flags","id":"1","trace":"t","span":2}"#
        #expect(
            try decode(RestFlagEvent.self, text)
                == .flags(RestFlags(names: []), id: "1", extra: ["trace": .string("t"), "span": .int(2)]))
    }
}

/// Keeps which feature flags (`beta-…` keys, each `true`) are present, by their keys alone: its
/// `init(from:)` reads `allKeys` and decodes no value.
struct RestFlags: Codable, Equatable {
    var names: Set<String>

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) {
            guard stringValue.hasPrefix("beta-") else { return nil }
            self.stringValue = stringValue
        }
        init?(intValue: Int) { nil }
    }

    init(names: Set<String>) { self.names = names }

    init(from decoder: any Decoder) throws {
        names = Set(try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        for name in names.sorted() {
            guard let key = Key(stringValue: name) else { continue }
            try container.encode(true, forKey: key)
        }
    }
}

/// A case with `rest:` and a payload flattened beside its labels that reads `allKeys`.
// @FlatTagged
enum RestFlagEvent: Equatable {
    // @FlatTag("flags", rest: "extra")
    case flags(RestFlags, id: String, extra: [String: FlatTaggedValue])
}
