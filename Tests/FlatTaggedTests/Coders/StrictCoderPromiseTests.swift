import FlatTagged
import Foundation
import Testing

/// Every subject of the promise suite through every strict coder (`StrictCoders.all`): what
/// `JSONDecoder` reads from the subject's inputs encodes through the coder and decodes back
/// through it to the same value, and the subject's invalid inputs fail with an error, never a
/// trap and never a value of another kind.
@Suite("Strict coders, in every form")
struct StrictCoderPromiseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var subject: PromiseSubject
        var coder: TextScalarCoder
        var testDescription: String { "\(subject) through \(coder.testDescription)" }
    }

    static let cases = PromiseSubject.all.flatMap { subject in
        StrictCoders.all.map { Case(subject: subject, coder: $0) }
    }

    /// The inputs whose values go through the coder: a nested value, data keys, duplicates as read.
    ///
    /// A coder whose single-value `encodeNil()` writes nothing (swift-extras-json) can't write a
    /// `null` that data holds (`FlatTaggedValue.null`, an untagged `null` case): like the
    /// `[String: JSONValue]` a hand-written type writes, it goes through a single-value
    /// container, and no call the protocols offer writes it through a dictionary otherwise. Those
    /// inputs are left out for that coder.
    static func inputs(_ subject: PromiseSubject, _ coder: TextScalarCoder) -> [String] {
        let inputs = [subject.nested(6), subject.strategyInput] + subject.duplicates.map(\.asRead)
        return coder.rules.silentSingleValueNil ? inputs.filter { !$0.contains("null") } : inputs
    }

    @Test("Values round-trip through the coder", arguments: cases)
    func valuesRoundTrip(case: Case) throws {
        for input in Self.inputs(`case`.subject, `case`.coder) {
            try Self.roundTrip(`case`.subject.valueType, input: input, case: `case`)
        }
    }

    @Test("Invalid inputs fail through the coder", arguments: cases)
    func invalidInputsFail(case: Case) throws {
        // The test syntax reads a number no `Double` holds as infinity, as YAML does: not invalid there.
        for input in `case`.subject.invalid where !input.contains("1e400") {
            try Self.fails(`case`.subject.valueType, input: input, case: `case`)
        }
    }

    static func roundTrip<T: Codable & Sendable>(_ type: T.Type, input: String, case: Case) throws {
        let subject = `case`.subject
        let value = try subject.decoder().decode(T.self, from: Data(input.utf8))
        let expected = String(decoding: try subject.encoder().encode(value), as: UTF8.self)
        let tree: TextTree
        do {
            tree = try `case`.coder.encodeTree(value)
        } catch {
            Issue.record("\(`case`.testDescription): \(input) doesn't encode: \(error)")
            return
        }
        do {
            let again = try `case`.coder.decode(T.self, from: tree)
            let written = String(decoding: try subject.encoder().encode(again), as: UTF8.self)
            #expect(written == expected, "\(`case`.testDescription): \(input) came back as \(written)")
        } catch {
            Issue.record(
                "\(`case`.testDescription): \(input), written \(TextScalarSyntax.print(tree)), doesn't decode: \(error)"
            )
        }
    }

    static func fails<T: Codable & Sendable>(_ type: T.Type, input: String, case: Case) throws {
        let tree = try TextScalarSyntax.parse(input)
        if let value = try? `case`.coder.decode(T.self, from: tree) {
            Issue.record("\(`case`.testDescription): \(input) decoded as \(value)")
        }
    }
}
