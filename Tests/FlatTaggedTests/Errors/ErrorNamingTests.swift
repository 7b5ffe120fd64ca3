@_spi(FlatTaggedGenerated) import FlatTagged
import Foundation
import Testing

/// An enum with a fallback, decoding its unknown tag as generated code does, its name passed.
private enum HandWrittenOpen: Decodable {
    case known
    case unknown(FlatTaggedUnknown)

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: FlatTaggedCodingKey.self)
        let tag = try container.decode(String.self, forKey: "type")
        if tag == "known" {
            self = .known
        } else {
            self = .unknown(try FlatTaggedUnknown(key: "type", tag: tag, enumName: "HandWrittenOpen", from: decoder))
        }
    }
}

@Suite("Errors name what they are about")
struct ErrorNamingTests {
    /// A number no type holds deep inside an unknown tag's object, through an enum's fallback.
    static let unknownsHoldingHugeNumbers: [(name: String, decode: @Sendable () throws -> Any, path: [String])] = [
        (
            "HandWrittenOpen", { try decode(HandWrittenOpen.self, #"{"type":"zz","deep":{"n":[1e400]}}"#) },
            ["deep", "n", "Index 0"]
        ),
        ("ExternalOpen", { try decode(ExternalOpen.self, #"{"X":{"n":[1e400]}}"#) }, ["X", "n", "Index 0"]),
    ]

    @Test(
        "A number out of range inside an unknown object names the enum",
        arguments: ErrorNamingTests.unknownsHoldingHugeNumbers.indices)
    func numberInsideAnUnknownObjectNamesTheEnum(index: Int) throws {
        let (name, decode, path) = Self.unknownsHoldingHugeNumbers[index]
        let error = try #require(throws: DecodingError.self) { try decode() }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("\(name): \(error)")
            return
        }
        #expect(context.debugDescription.hasPrefix(name + ": "), "\(context.debugDescription)")
        #expect(context.debugDescription.contains(#"a number out of range "1e400""#))
        #expect(context.codingPath.map(\.stringValue) == path)
    }

    @Test("An unknown object without a bad value still decodes")
    func unknownObjectStillDecodes() throws {
        let value = try decode(HandWrittenOpen.self, #"{"type":"zz","n":[1]}"#)
        guard case .unknown(let unknown) = value else {
            Issue.record("\(value)")
            return
        }
        #expect(unknown.tag == "zz")
        #expect(unknown.object["n"] == .array([.int(1)]))
    }

    @Test("A case error is named once, keeping its case, path and underlying error")
    func caseErrorIsNamedOnce() {
        let underlying = CocoaError(.coderValueNotFound)
        let original = DecodingError.keyNotFound(
            FlatTaggedCodingKey("after"),
            .init(codingPath: [FlatTaggedCodingKey("a")], debugDescription: "No value", underlyingError: underlying))
        let named = flatTaggedCaseError(original, enumName: "Event", caseName: "move")
        let again = flatTaggedCaseError(named, enumName: "Event", caseName: "move")
        guard case .keyNotFound(let key, let context)? = again as? DecodingError else {
            Issue.record("\(again)")
            return
        }
        #expect(key.stringValue == "after")
        #expect(context.debugDescription == "Event.move: No value")
        #expect(context.codingPath.map(\.stringValue) == ["a"])
        #expect(context.underlyingError is CocoaError)
        let other = CocoaError(.fileNoSuchFile)
        #expect(flatTaggedCaseError(other, enumName: "Event", caseName: "move") is CocoaError)
    }

    @Test("A value that is no object says what it is, in the library's words")
    func nonObjectSaysWhatItIs() throws {
        for (json, found) in [("5", "a number"), ("true", "a boolean"), ("[1]", "an array"), (#""s""#, "a string")] {
            let error = try #require(throws: DecodingError.self) { try decode(Shape.self, json) }
            guard case .typeMismatch(_, let context) = error else {
                Issue.record("\(json): \(error)")
                continue
            }
            #expect(context.debugDescription.hasPrefix("Shape: expected an object"), "\(context.debugDescription)")
            #expect(context.debugDescription.hasSuffix(", found \(found)"), "\(json): \(context.debugDescription)")
        }
    }
}
