import FlatTagged
import Foundation
import Testing

@Suite("Untagged form: decoding by shape, encoding the data alone")
struct UntaggedTests {
    @Test func idIsAStringOrANumber() throws {
        try expectRoundTrip(RPCID.string("abc"), #""abc""#)
        try expectRoundTrip(RPCID.number(42), "42")
        #expect(try decode(RPCID.self, "2.0") == .number(2))
        #expect(RPCID.number(1).kind == .number)
        #expect(RPCID.Kind.allCases.map(\.rawValue) == ["string", "number"])
    }

    @Test func responsesAreChosenByTheirKeys() throws {
        try expectRoundTrip(
            RPCResponse.success(id: .number(1), result: .object(["ok": .bool(true)])), #"{"id":1,"result":{"ok":true}}"#
        )
        try expectRoundTrip(
            RPCResponse.failure(id: .string("a"), error: RPCError(code: -32600, message: "bad")),
            #"{"id":"a","error":{"code":-32600,"message":"bad"}}"#)
        try expectRoundTrip(
            RPCResponse.failure(id: nil, error: RPCError(code: 1, message: "m")), #"{"error":{"code":1,"message":"m"}}"#
        )
        // A key present with null counts as present.
        #expect(
            try decode(RPCResponse.self, #"{"id":1,"result":null}"#) == .success(id: .number(1), result: .null))
    }

    @Test func whenKeysChooseAmongPayloads() throws {
        try expectRoundTrip(Contents.text(TextContents(uri: "u", text: "hi")), #"{"uri":"u","text":"hi"}"#)
        try expectRoundTrip(Contents.blob(BlobContents(uri: "u", blob: Data([1, 2]))), #"{"uri":"u","blob":"AQI="}"#)
    }

    @Test func everyStandardShape() throws {
        try expectRoundTrip(Setting.unset, "null")
        try expectRoundTrip(Setting.text("a"), #""a""#)
        try expectRoundTrip(Setting.flag(true), "true")
        try expectRoundTrip(Setting.small(-5), "-5")
        try expectRoundTrip(Setting.count(300), "300")
        try expectRoundTrip(Setting.ratio(1.5), "1.5")
        try expectRoundTrip(Setting.list(["a"]), #"["a"]"#)
        try expectRoundTrip(Setting.table(["a": 1]), #"{"a":1}"#)
        try expectRoundTrip(Setting.range(lower: 1, upper: 2, step: nil), #"{"lower":1,"upper":2}"#)
        // A number out of the integer cases' ranges moves on to the next candidate.
        #expect(try decode(Setting.self, "1e20") == .ratio(1e20))
        // An object without the range's keys is the table.
        #expect(try decode(Setting.self, #"{"b":2}"#) == .table(["b": 2]))
    }

    @Test func singlePayloadsUseTheCodersStrategies() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let date = Date(timeIntervalSince1970: 0)
        #expect(try json(Moment.date(date), encoder: encoder) == #""1970-01-01T00:00:00Z""#)
        #expect(try decode(Moment.self, #""1970-01-01T00:00:00Z""#, decoder: decoder) == .date(date))
        #expect(try json(Moment.amount(Decimal(string: "12.5")!)) == "12.5")
        #expect(try decode(Moment.self, "12.5") == .amount(Decimal(string: "12.5")!))
    }

    @Test func fallbackKeepsTheValue() throws {
        try expectRoundTrip(Loose.number(1), "1")
        try expectRoundTrip(Loose.other(.object(["a": .array([.int(1), .string("b")])])), #"{"a":[1,"b"]}"#)
        try expectRoundTrip(Loose.other(.bool(true)), "true")
        // An array is the words' shape: malformed words are an error, not unknown data.
        #expect(throws: DecodingError.self) { try decode(Loose.self, "[1]") }
        #expect(try decode(Loose.self, #"{"a":1}"#) == .other(.object(["a": .int(1)])))
        #expect(try decode(Bare.self, #""x""#) == .unrecognized)
        #expect(Loose.other(.null).kind == nil)
        let error = try #require(throws: EncodingError.self) { try json(Bare.unrecognized) }
        guard case .invalidValue(_, let context) = error else { return }
        #expect(context.debugDescription.hasPrefix("Bare.unrecognized is the fallback of an untagged enum"))
    }

    @Test func genericsIndirectNestingAndLossyArrays() throws {
        try expectRoundTrip(
            Tree.node(left: .leaf(1), right: .node(left: .leaf(2), right: .leaf(3))),
            #"{"left":1,"right":{"left":2,"right":3}}"#)
        try expectRoundTrip(
            Query.Filter.all([.name("a"), .range(min: 1, max: 2)]), #"["a",{"min":1,"max":2}]"#)
        let listing = try decode(Listing.self, #"{"ids":[1,"a",true,2]}"#)
        #expect(listing.ids == [.number(1), .string("a"), .number(2)])
        #expect(listing.$ids.count == 1)
    }

    @Test func keyStrategiesApplyToLabelsAndWhenKeys() throws {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // `when:` keys are coding keys like labels: the strategy delivers "stepSize", so the
        // marker must name the key as the strategy delivers it.
        #expect(
            try decode(Span.self, #"{"lower_bound":1,"upper_bound":9}"#, decoder: decoder)
                == .plain(lowerBound: 1, upperBound: 9))
        let error = try #require(throws: DecodingError.self) {
            try decode(Span.self, #"{"lower_bound":1}"#, decoder: decoder)
        }
        guard case .typeMismatch(_, let context) = error else { return }
        #expect(
            context.debugDescription
                == #"Span: no case matches this object; stepped: no keys "stepSize", "step_size"; plain: no key "upperBound""#
        )
    }

    @Test func propertyListsRoundTrip() throws {
        let values: [Setting] = [
            .text("a"), .flag(false), .small(7), .count(700), .ratio(0.5), .list(["x"]), .table(["k": 1]),
            .range(lower: 1, upper: 9, step: 2),
        ]
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = format
            let data = try encoder.encode(values)
            #expect(try PropertyListDecoder().decode([Setting].self, from: data) == values)
        }
        let responses: [RPCResponse] = [
            .success(id: .string("a"), result: .object(["n": .int(1)])),
            .failure(id: .number(2), error: RPCError(code: 3, message: "m")),
        ]
        let data = try PropertyListEncoder().encode(responses)
        #expect(try PropertyListDecoder().decode([RPCResponse].self, from: data) == responses)
    }
}
