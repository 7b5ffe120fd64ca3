import FlatTagged
import Foundation
import Testing

/// FlatTagged's promises, each checked for every subject of `PromiseSubject.all` (every form,
/// families, `FlatTaggedValue` and an unknown tag's fallback): huge values are quoted short,
/// nothing is lost, and no failure is silent. Time per doubling of depth: PromiseDepthTests;
/// the stack: PromiseStackTests.
@Suite("Promises, in every form")
struct PromiseTests {
    /// The longest message an error may carry, however long the input value it is about.
    static let longestMessage = 500

    /// What an error says in its own words: a `DecodingError`'s or `EncodingError`'s debug
    /// description and, in turn, its underlying errors'. (The coding path is the coder's.)
    static func message(of error: any Error) -> String {
        let context: (String, (any Error)?)? =
            switch error {
            case let error as DecodingError: Swift.type(of: error).contextParts(error)
            case let error as EncodingError:
                switch error {
                case .invalidValue(_, let context): (context.debugDescription, context.underlyingError)
                @unknown default: nil
                }
            default: nil
            }
        guard let (text, underlying) = context else { return String(describing: error) }
        return underlying.map { text + " / " + message(of: $0) } ?? text
    }

    @Test("Huge tags, keys, strings and numbers are quoted short", arguments: PromiseSubject.all, HugeKind.allCases)
    func hugeValuesAreQuotedShort(subject: PromiseSubject, kind: HugeKind) {
        for input in subject.huge(kind, kind.literal) {
            let shown = input.count > 80 ? String(input.prefix(40)) + "…" + String(input.suffix(20)) : input
            do {
                _ = try subject.decode(input)
            } catch {
                let message = Self.message(of: error)
                #expect(
                    message.count <= Self.longestMessage,
                    "\(subject) \(kind): \(shown) gave a message of \(message.count) characters: \(message.prefix(300))…"
                )
            }
        }
    }

    @Test("Every failure is a DecodingError that names the type", arguments: PromiseSubject.all)
    func failuresNameTheType(subject: PromiseSubject) {
        #expect(!subject.invalid.isEmpty)
        for input in subject.invalid {
            do {
                let value = try subject.decode(input)
                Issue.record("\(subject): \(input) decoded as \(value.value)")
            } catch let error as DecodingError {
                let message = Self.message(of: error)
                #expect(
                    message.contains(subject.typeName),
                    "\(subject): \(input): the message doesn't name \(subject.typeName): \(message.prefix(400))")
            } catch {
                Issue.record("\(subject): \(input) threw something other than a DecodingError: \(error)")
            }
        }
    }

    @Test("Colliding keys round-trip or throw, never vanish", arguments: PromiseSubject.all)
    func collidingKeysAreNeverDropped(subject: PromiseSubject) {
        for collision in subject.collisions {
            switch collision.check(subject) {
            case .roundTripped:
                break
            case .threw(let error):
                #expect(error is EncodingError, "\(subject), \(collision): threw \(error)")
            case .lost(let written, let detail):
                Issue.record("\(subject), \(collision): wrote \(written), lost a key: \(detail)")
            }
        }
    }

    @Test("A duplicated key decodes as the decoder reads it", arguments: PromiseSubject.all)
    func duplicateKeysDecodeAsTheDecoderReadsThem(subject: PromiseSubject) throws {
        #expect(!subject.duplicates.isEmpty)
        // The decoder's own reading, by a synthesized type.
        struct Probe: Decodable { var k: Int? }
        #expect(try decode(Probe.self, #"{"k":1,"k":2}"#).k == 1)
        for duplicate in subject.duplicates {
            let expected = try subject.decode(duplicate.asRead).encode(with: subject.encoder())
            do {
                let written = try subject.decode(duplicate.input).encode(with: subject.encoder())
                #expect(
                    String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
                    "\(subject): \(duplicate)")
            } catch {
                #expect(error is DecodingError, "\(subject): \(duplicate) threw \(error)")
            }
        }
    }

    @Test("Key strategies leave data keys alone", arguments: PromiseSubject.all)
    func keyStrategiesKeepDataKeys(subject: PromiseSubject) throws {
        let value = try subject.decode(subject.strategyInput, keys: .convertFromSnakeCase)
        let written = String(decoding: try value.encode(with: subject.encoder(.convertToSnakeCase)), as: UTF8.self)
        #expect(try parsed(written) == parsed(subject.strategyInput), "\(subject): wrote \(written)")
    }

    @Test("Nested values round-trip", arguments: PromiseSubject.all)
    func nestedValuesRoundTrip(subject: PromiseSubject) throws {
        let text = subject.nested(20)
        let written = String(decoding: try subject.decode(text).encode(with: subject.encoder()), as: UTF8.self)
        #expect(try parsed(written) == parsed(text), "\(subject)")
    }
}

extension DecodingError {
    /// The context's debug description and underlying error.
    static func contextParts(_ error: DecodingError) -> (String, (any Error)?)? {
        context(of: error).map { ($0.debugDescription, $0.underlyingError) }
    }
}
