import FlatTagged
import Foundation
import Testing

/// `FlatTaggedValue` reads a type mismatch's message only as a hint: with a decoder whose
/// messages say nothing (or something useless, or lie about an array or an object), every kind
/// still decodes to what `JSONDecoder` and `PropertyListDecoder` give with their own messages.
@Suite("FlatTaggedValue without hints")
struct FlatTaggedValueHintlessDecodingTests {
    /// No hint, no known phrase, and two lies that name a container the value isn't.
    static let messages = [
        "", "type mismatch",
        "Expected to decode String but found an array instead.",
        "Expected to decode String but found a dictionary instead.",
    ]

    /// Every kind JSON has, at the top level, in objects and in arrays, nested.
    static let documents = [
        FlatTaggedValueRoundTripTests.everyKind,
        "null", "true", "false", "0", "-3", "42", "1.5", "-2.5", "1e300", "5e-324",
        "9007199254740993", "9223372036854775807", "-9223372036854775808", "18446744073709551615",
        "18446744073709551616", #""""#, #""x""#, "[]", "{}",
        #"[null,true,false,-1,18446744073709551615,0.5,"s",[],{},[[[]]],{"a":{"b":[1,{"c":null}]}}]"#,
        #"{"n":null,"t":true,"i":-7,"u":18446744073709551615,"d":0.125,"s":"é","a":[{"x":[false]}],"o":{"p":{"q":[]}}}"#,
    ]

    @Test(arguments: messages)
    func jsonDecodesEveryKindAsWithHints(message: String) throws {
        for document in Self.documents {
            let options = HintlessOptions(message: message)
            let data = Data(document.utf8)
            let withHints = try JSONDecoder().decode(FlatTaggedValue.self, from: data)
            let hintless = try options.decode(FlatTaggedValue.self, from: data, with: JSONDecoder())
            #expect(hintless == withHints, "\(document)")
            // A single null (`decodeNil()` comes first) and a string decode at the first guess;
            // anything else went through at least one rewritten mismatch.
            if !document.hasPrefix("\""), document != "null" {
                #expect(options.rewrittenCount > 0, "\(document)")
            }
        }
    }

    @Test func aDecoderWordedLikeFoundationGetsNoHint() throws {
        // Only Foundation's own decoders are read for a hint: another decoder whose message says
        // "an array" about a number costs no array guess (it did: four mismatches, now one).
        let options = HintlessOptions(message: "Expected to decode String but found an array instead.")
        let value = try options.decode(FlatTaggedValue.self, from: Data("3".utf8), with: JSONDecoder())
        #expect(value == .int(3))
        #expect(options.rewrittenCount == 1)
    }

    @Test func jsonDecodesEveryKindExactlyWithoutHints() throws {
        let options = HintlessOptions(message: "")
        let value = try options.decode(
            FlatTaggedValue.self, from: Data(FlatTaggedValueRoundTripTests.everyKind.utf8), with: JSONDecoder())
        #expect(value == FlatTaggedValueRoundTripTests.expected)
    }

    @Test(arguments: messages, [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func propertyListsDecodeDatesDataAndEveryOtherKindWithoutHints(
        message: String, format: PropertyListSerialization.PropertyListFormat
    ) throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = format
        let data = try encoder.encode(FlatTaggedValueRoundTripTests.plistValue)
        let withHints = try PropertyListDecoder().decode(FlatTaggedValue.self, from: data)
        let options = HintlessOptions(message: message)
        let hintless = try options.decode(FlatTaggedValue.self, from: data, with: PropertyListDecoder())
        #expect(hintless == withHints)
        #expect(hintless == FlatTaggedValueRoundTripTests.plistValue)
        #expect(options.rewrittenCount > 0)
    }

    @Test func anUnknownObjectDecodesWithoutHints() throws {
        let text =
            #"{"type":"sticker","pack":7,"big":18446744073709551615,"tags":["a",null],"meta":{"ok":true,"ratio":0.5}}"#
        let withHints = try JSONDecoder().decode(FlatTaggedUnknown.self, from: Data(text.utf8))
        let hintless = try HintlessOptions(message: "").decode(
            FlatTaggedUnknown.self, from: Data(text.utf8), with: JSONDecoder())
        #expect(hintless.object == withHints.object)
        #expect(hintless.object["big"] == .uint(UInt64.max))
    }
}
