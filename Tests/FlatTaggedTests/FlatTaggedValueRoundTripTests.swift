import FlatTagged
import Foundation
import Testing

/// `FlatTaggedValue` reads every kind of value exactly and writes it back: JSON's kinds, and the
/// dates and data of property lists.
@Suite("FlatTaggedValue round trips")
struct FlatTaggedValueRoundTripTests {
    static let everyKind = #"""
        {"s":"é \"q\"","e":"","t":true,"f":false,"n":null,"i":42,"neg":-17,"zero":0,
         "max":18446744073709551615,"min":-9223372036854775808,"i64max":9223372036854775807,
         "exact":9007199254740993,"d":0.25,"nd":-2.5,"big":1e300,"tiny":5e-324,
         "a":[1,"x",null,[true,[]],{"k":[{"deep":-1}]}],"o":{"p":{"q":{}}},"ea":[],"eo":{}}
        """#

    static let expected: FlatTaggedValue = .object([
        "s": .string("é \"q\""), "e": .string(""), "t": .bool(true), "f": .bool(false), "n": .null,
        "i": .int(42), "neg": .int(-17), "zero": .int(0),
        "max": .uint(UInt64.max), "min": .int(Int64.min), "i64max": .int(Int64.max),
        "exact": .int(9_007_199_254_740_993), "d": .double(0.25), "nd": .double(-2.5),
        "big": .double(1e300), "tiny": .double(.leastNonzeroMagnitude),
        "a": .array([
            .int(1), .string("x"), .null, .array([.bool(true), .array([])]),
            .object(["k": .array([.object(["deep": .int(-1)])])]),
        ]),
        "o": .object(["p": .object(["q": .object([:])])]), "ea": .array([]), "eo": .object([:]),
    ])

    @Test func jsonDecodesEveryKindExactly() throws {
        let value = try decode(FlatTaggedValue.self, Self.everyKind)
        #expect(value == Self.expected)
    }

    @Test func jsonRoundTripsEveryKind() throws {
        let encoded = try json(Self.expected)
        #expect(try parsed(encoded) == parsed(Self.everyKind))
        #expect(try decode(FlatTaggedValue.self, encoded) == Self.expected)
    }

    @Test func topLevelScalarsAndArrays() throws {
        #expect(try decode(FlatTaggedValue.self, "null") == .null)
        #expect(try decode(FlatTaggedValue.self, "true") == .bool(true))
        #expect(try decode(FlatTaggedValue.self, "-3") == .int(-3))
        #expect(try decode(FlatTaggedValue.self, "1.5") == .double(1.5))
        #expect(try decode(FlatTaggedValue.self, #""x""#) == .string("x"))
        #expect(try decode(FlatTaggedValue.self, #"[{"a":[]},null]"#) == .array([.object(["a": .array([])]), .null]))
    }

    @Test func integralJSONNumbersAreIntegers() throws {
        // JSONDecoder reads `1.0` and `1e2` as integers: equal in value, as JSON compares numbers.
        #expect(
            try decode(FlatTaggedValue.self, "[1.0,1e2,-0.0,18446744073709551616]")
                == .array([.int(1), .int(100), .int(0), .double(0x1p64)]))
    }

    @Test func jsonDatesAndDataStayNumbersAndStrings() throws {
        struct Stamped: Codable {
            var when: Date
            var blob: Data
        }
        let text = try json(Stamped(when: Date(timeIntervalSinceReferenceDate: 12.5), blob: Data([1, 2, 3])))
        let value = try decode(FlatTaggedValue.self, text)
        #expect(value == .object(["when": .double(12.5), "blob": .string("AQID")]))
    }

    // Whole seconds: XML property lists keep dates to the second.
    static let plistValue: FlatTaggedValue = .object([
        "date": .date(Date(timeIntervalSinceReferenceDate: 700_000_000)),
        "data": .data(Data([0, 1, 2, 255])), "emptyData": .data(Data()),
        "s": .string("é"), "t": .bool(true), "f": .bool(false), "i": .int(-5), "big": .int(Int64.max),
        "max": .uint(UInt64.max), "d": .double(2.5),
        "a": .array([.date(Date(timeIntervalSinceReferenceDate: 0)), .data(Data([7])), .array([]), .object([:])]),
        "o": .object(["nested": .object(["when": .date(Date(timeIntervalSinceReferenceDate: -1))])]),
    ])

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func propertyListsRoundTripDatesDataAndEveryOtherKind(format: PropertyListSerialization.PropertyListFormat) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let decoded = try PropertyListDecoder().decode(FlatTaggedValue.self, from: encoder.encode(Self.plistValue))
        guard case .object(let object) = decoded, case .object(let expected) = Self.plistValue else {
            Issue.record("expected an object, got \(decoded)")
            return
        }
        for (key, value) in expected { #expect(object[key] == value, "\(key)") }
        #expect(object.count == expected.count)
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func unknownObjectInAPropertyListKeepsItsDateAndData(format: PropertyListSerialization.PropertyListFormat) throws {
        struct Reminder: Codable, Equatable {
            var type: String
            var due: Date
            var attachment: Data
            var title: String
        }
        let reminder = Reminder(
            type: "reminder", due: Date(timeIntervalSinceReferenceDate: 800_000_000), attachment: Data([9, 8]),
            title: "Tea")
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let message = try PropertyListDecoder().decode(LosslessMessage.self, from: encoder.encode(reminder))
        guard case .unknown(let unknown) = message else {
            Issue.record("expected .unknown, got \(message)")
            return
        }
        #expect(unknown.tag == "reminder")
        #expect(unknown.object["due"] == .date(reminder.due))
        #expect(unknown.object["attachment"] == .data(reminder.attachment))
        #expect(try PropertyListDecoder().decode(Reminder.self, from: encoder.encode(message)) == reminder)
    }

    @Test func descriptionWritesDatesAndDataAsJSONEncoderDoes() {
        let value: FlatTaggedValue = .array([.date(Date(timeIntervalSinceReferenceDate: 1.5)), .data(Data([1, 2, 3]))])
        #expect(value.description == #"[1.5,"AQID"]"#)
    }
}
