import FlatTagged
import Foundation
import Testing

/// The fallback takes only a value for which no case was a candidate: a value that a case's
/// shape and keys fit, but whose data that case can't decode, throws that case's error.
@Suite("Untagged form: the fallback takes only values no case was a candidate for")
struct UntaggedFallbackRuleTests {
    @Test func aMalformedKnownCaseThrowsDespiteTheFallback() throws {
        // Seen: Telegram's update with a malformed message became `.other`, and the bot never saw it.
        let error = try #require(throws: DecodingError.self) {
            try decode(TGUpdate.self, #"{"update_id":6,"message":{"message_id":"x"}}"#)
        }
        guard case .typeMismatch(_, let context) = error else {
            Issue.record("expected the message's own typeMismatch, got \(error)")
            return
        }
        #expect(pathText(context.codingPath) == ".message.message_id")
        #expect(context.debugDescription.hasPrefix("TGUpdate.message: "), "\(context.debugDescription)")
    }

    @Test func aCandidateArrayOrNumberThatFailsThrows() throws {
        #expect(throws: DecodingError.self) { try decode(TGUpdate.self, #"["a",1]"#) }
        #expect(throws: DecodingError.self) { try decode(TGUpdate.self, "1.5") }
        #expect(throws: DecodingError.self) { try decode(TGPing.self, #"{"seq":"x"}"#) }
    }

    @Test func valuesNoCaseWasACandidateForFallBack() throws {
        #expect(try decode(TGUpdate.self, #"{"update_id":6}"#) == .other(.object(["update_id": .int(6)])))
        #expect(try decode(TGUpdate.self, #""text""#) == .other(.string("text")))
        #expect(try decode(TGUpdate.self, "true") == .other(.bool(true)))
        #expect(try decode(TGUpdate.self, "null") == .other(.null))
        #expect(try decode(TGPing.self, #"{"other":1}"#) == .other)
        #expect(try decode(TGPing.self, "[1]") == .other)
        // And known cases still decode.
        #expect(try decode(TGUpdate.self, "7") == .count(7))
        #expect(try decode(TGUpdate.self, #"["a"]"#) == .names(["a"]))
        #expect(try decode(TGPing.self, #"{"seq":3}"#) == .ping(seq: 3))
    }

    @Test func theRuleHoldsThroughOtherCoders() throws {
        for rules in [
            CoderRules.lenient, CoderRules(emptyCodingPaths: true), CoderRules(ownWording: true),
            CoderRules(noSingleValueForObjects: true),
        ] {
            let coder = TextScalarCoder(mode: .typed, rules: rules)
            #expect(throws: DecodingError.self, "\(rules)") {
                try coder.decode(TGUpdate.self, from: #"{"update_id":6,"message":{"message_id":"x"}}"#)
            }
            #expect(throws: DecodingError.self, "\(rules)") { try coder.decode(TGUpdate.self, from: #"["a",1]"#) }
            #expect(
                try coder.decode(TGUpdate.self, from: #"{"update_id":6}"#) == .other(.object(["update_id": .int(6)])))
            #expect(try coder.decode(TGUpdate.self, from: "true") == .other(.bool(true)))
        }
    }
}
