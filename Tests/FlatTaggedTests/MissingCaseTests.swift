import Foundation
import Testing

/// The `missing` case is decoded when the key is absent or `null`; without one,
/// both are `keyNotFound`.
@Suite("The missing-key case")
struct MissingCaseTests {
    @Test func absentKeyDecodesTheMissingCase() throws {
        #expect(try decode(Elicitation.self, #"{"message":"hi"}"#) == .form(Form(message: "hi")))
        #expect(try decode(ContentMissing.self, #"{}"#) == .plain)
    }

    @Test func nullKeyDecodesTheMissingCase() throws {
        #expect(try decode(Elicitation.self, #"{"mode":null,"message":"hi"}"#) == .form(Form(message: "hi")))
        #expect(try decode(ContentMissing.self, #"{"type":null}"#) == .plain)
    }

    @Test func presentKeyDecodesAsUsualAndEncodingWritesTheTag() throws {
        try expectRoundTrip(Elicitation.form(Form(message: "hi")), #"{"mode":"form","message":"hi"}"#)
        #expect(try decode(Elicitation.self, #"{"mode":"f","message":"hi"}"#) == .form(Form(message: "hi")))
        try expectRoundTrip(Elicitation.url(message: "m", url: "u"), #"{"mode":"url","message":"m","url":"u"}"#)
        // Without a tag of its own, the missing case is written without the key.
        try expectRoundTrip(ContentMissing.plain, #"{}"#)
        try expectRoundTrip(ContentMissing.count(2), #"{"type":"count","data":2}"#)
        let unknown = try decode(Elicitation.self, #"{"mode":"voice","x":1}"#)
        #expect(unknown.flatTag == "voice")
    }

    @Test func aMissingCasesPayloadErrorsPropagate() throws {
        let error = try #require(throws: DecodingError.self) { try decode([Elicitation].self, #"[{"mode":null}]"#) }
        guard case .keyNotFound(let key, let context) = error else {
            Issue.record("expected keyNotFound, got \(error)")
            return
        }
        #expect(key.stringValue == "message")
        #expect(pathText(context.codingPath) == "[0]")
    }

    @Test func withoutAMissingCaseANullTagIsKeyNotFound() throws {
        for text in [#"[{"x":1}]"#, #"[{"type":null,"x":1}]"#] {
            let error = try #require(throws: DecodingError.self) { try decode([Shape].self, text) }
            guard case .keyNotFound(let key, let context) = error else {
                Issue.record("expected keyNotFound for \(text), got \(error)")
                continue
            }
            #expect(key.stringValue == "type")
            #expect(pathText(context.codingPath) == "[0]")
        }
    }
}
