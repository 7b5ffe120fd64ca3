import FlatTagged
import Foundation
import Testing

/// A flat enum whose case holds another marked enum: an error about the inner tag is named for
/// the outer case too.
// @FlatTagged
enum ErrorPrintingOuter {
    case wrap(inner: Shape)
}

@Suite("An error prints its message once")
struct ErrorPrintingTests {
    /// Inputs whose errors carry a FlatTagged error underneath: every tag error, in the flat and
    /// external forms, an untagged enum's, and a case error around a nested enum's tag error.
    static let failures: [(name: String, decode: @Sendable () throws -> Any)] = [
        ("unknown tag", { try decode(Shape.self, #"{"type":"video"}"#) }),
        ("missing tag", { try decode(Shape.self, #"{"x":1}"#) }),
        ("null tag", { try decode(Shape.self, #"{"type":null}"#) }),
        ("wrong tag type", { try decode(Shape.self, #"{"type":5}"#) }),
        ("external unknown case", { try decode(ExternalShape.self, #"{"X":1}"#) }),
        ("untagged, no case", { try decode(RPCID.self, "true") }),
        ("a case around a nested tag error", { try decode(ErrorPrintingOuter.self, #"{"type":"wrap","inner":{}}"#) }),
    ]

    @Test("\"\\(error)\" shows the message once", arguments: ErrorPrintingTests.failures.indices)
    func messagePrintedOnce(index: Int) throws {
        let (name, decode) = Self.failures[index]
        let error = try #require(throws: DecodingError.self) { _ = try decode() }
        let message = try #require(context(of: error)?.debugDescription)
        // The message without its enum's name: a nested error's own message is part of it.
        let core = String(message[(message.range(of: ": ", options: .backwards)?.upperBound ?? message.startIndex)...])
        let printed = "\(error)"
        #expect(printed.ranges(of: core).count == 1, "\(name): \(printed)")
        #expect(context(of: error)?.underlyingError != nil, "\(name)")
    }

    @Test("A tag error describes itself by what a program reads")
    func tagErrorDescription() throws {
        let error = try #require(throws: DecodingError.self) { try decode(Shape.self, #"{"type":"video"}"#) }
        let tagError = try #require(context(of: error)?.underlyingError as? FlatTaggedTagError)
        #expect(
            tagError.description
                == #"FlatTaggedTagError(problem: unknown, typeName: "Shape", key: "type", tag: "video")"#)
        #expect(tagError.message == context(of: error)?.debugDescription)
    }
}
