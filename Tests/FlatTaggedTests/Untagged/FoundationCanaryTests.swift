import Foundation
import Testing

@testable import FlatTagged

/// The canary for what FlatTagged knows of Foundation's coders (`Sources/FlatTagged/FoundationSpecifics`):
/// `DecoderKindProbe` reads the kind of the value `JSONDecoder` is decoding through reflection
/// (`values`, the top one's case); `FoundationDecoders` knows the types of Foundation's decoders;
/// `MismatchHint` reads what their type-mismatch messages say was found;
/// `NumberOutOfRangeError.parsedNumber` reads the digits of `JSONDecoder`'s out-of-range error.
/// Another layout or wording makes them answer nil, and values are then decoded by trying a kind
/// after another, and messages word a number without its digits: still correct, slower (deep
/// untagged values and `FlatTaggedValue`s no longer linear in their depth). This test fails the
/// day a Foundation update changes what they read, so that the change is seen.
@Suite("Foundation specifics: what FlatTagged reads of Foundation's coders still reads")
struct FoundationCanaryTests {
    /// Records what the probe says of the value it is decoded from.
    struct Told: Decodable {
        var kind: JSONKind?
        init(from decoder: any Decoder) throws { kind = DecoderKindProbe.kind(of: decoder) }
    }

    @Test func theProbeTellsEveryJSONKind() throws {
        let told = try JSONDecoder().decode([Told].self, from: Data(#"[null,"s",1,true,{},[]]"#.utf8))
        #expect(told.map(\.kind) == [.null, .string, .number, .bool, .object, .array])
        let top = try JSONDecoder().decode(Told.self, from: Data(#"{"a":1}"#.utf8))
        #expect(top.kind == .object)
    }

    @Test func otherDecodersAreNotRead() throws {
        let list = try PropertyListEncoder().encode(["a"])
        let told = try PropertyListDecoder().decode(Told.self, from: list)
        #expect(told.kind == nil)
    }

    /// Records the hint a failed `String` guess gives, as `FlatTaggedValue` reads it.
    struct Hinted: Decodable {
        var kind: JSONKind?
        var keepsKinds: Bool
        init(from decoder: any Decoder) throws {
            keepsKinds = FoundationDecoders.keepKinds(decoder)
            let container = try decoder.singleValueContainer()
            do {
                _ = try container.decode(String.self)
                kind = .string
            } catch {
                kind = MismatchHint(error, decoder: decoder).kind
            }
        }
    }

    @Test func jsonMismatchMessagesNameWhatWasFound() throws {
        let hinted = try JSONDecoder().decode([Hinted].self, from: Data(#"[1,0.5,true,{},[]]"#.utf8))
        #expect(hinted.map(\.kind) == [.number, .number, .bool, .object, .array])
        #expect(hinted.map(\.keepsKinds) == Array(repeating: true, count: hinted.count))
    }

    @Test(arguments: [PropertyListDecoder.PropertyListFormat.xml, .binary])
    func propertyListMismatchMessagesNameWhatWasFound(format: PropertyListDecoder.PropertyListFormat) throws {
        struct Every: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                try container.encode(0.5)
                try container.encode(true)
                try container.encode(Date(timeIntervalSinceReferenceDate: 0))
                try container.encode(Data([1]))
                try container.encode([String: Int]())
                try container.encode([Int]())
            }
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let hinted = try PropertyListDecoder().decode([Hinted].self, from: encoder.encode(Every()))
        #expect(hinted.map(\.kind) == [.number, .number, .bool, .date, .data, .object, .array])
        #expect(hinted.map(\.keepsKinds) == Array(repeating: true, count: hinted.count))
    }

    /// Reads a number as `Double`, and what `NumberOutOfRangeError` reads of the error, as
    /// `FlatTaggedValue` does.
    struct OutOfRange: Decodable {
        var parsed: String?
        var error = ""
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            do {
                _ = try container.decode(Double.self)
            } catch {
                var underlying: any Error = error
                if case .dataCorrupted(let context) = error as? DecodingError, let inner = context.underlyingError {
                    underlying = inner
                }
                parsed = NumberOutOfRangeError.parsedNumber(in: underlying)
                self.error = String(reflecting: error)
            }
        }
    }

    @Test func jsonOutOfRangeErrorsQuoteTheNumber() throws {
        let read = try JSONDecoder().decode([OutOfRange].self, from: Data("[1e400]".utf8))
        #expect(read.first?.parsed == "1e400", "\(read.first?.error ?? "")")
    }
}
