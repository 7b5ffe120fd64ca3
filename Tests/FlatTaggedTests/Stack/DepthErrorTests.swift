import FlatTagged
import Foundation
import Testing

/// The depth error is public: a program catches it by its type (`FlatTaggedDepthError` under the
/// `DecodingError` or `EncodingError`), reads the depth, the direction and the stack, and the
/// encoding error names the enum as the decoding one does.
@Suite("The depth error")
struct DepthErrorTests {
    /// `{"child":…{"type":"leaf","value":1}…,"type":"node"}`, `depth` levels.
    static func flat(_ depth: Int) -> String {
        String(repeating: #"{"child":"#, count: depth - 1) + #"{"type":"leaf","value":1}"#
            + String(repeating: #","type":"node"}"#, count: depth - 1)
    }

    @Test("Decoding too deep for the stack throws a DecodingError whose underlying error is FlatTaggedDepthError")
    func decodingErrorIsCaughtByType() {
        let data = Data(Self.flat(500).utf8)
        let caught = PromiseThread.run(stackSize: 512 * 1024) { () -> FlatTaggedDepthError? in
            do {
                _ = try JSONDecoder().decode(StackFlat.self, from: data)
                return nil
            } catch DecodingError.dataCorrupted(let context) {
                return context.underlyingError as? FlatTaggedDepthError
            } catch {
                return nil
            }
        }
        guard let caught else {
            Issue.record("no FlatTaggedDepthError under a DecodingError")
            return
        }
        #expect(caught.direction == .decoding)
        #expect((100..<500).contains(caught.depth ?? 0), "depth \(String(describing: caught.depth))")
        #expect(caught.stackSize == 512 * 1024)
        #expect(caught.description.contains("levels deep: too deep to decode on this thread"))
    }

    @Test("Encoding too deep for the stack throws an EncodingError naming the enum, over FlatTaggedDepthError")
    func encodingErrorNamesTheEnum() throws {
        let value = Unchecked(value: try JSONDecoder().decode(StackFlat.self, from: Data(Self.flat(500).utf8)))
        let caught = PromiseThread.run(stackSize: 512 * 1024) { () -> (String, FlatTaggedDepthError?)? in
            do {
                _ = try JSONEncoder().encode(value.value)
                return nil
            } catch EncodingError.invalidValue(_, let context) {
                return (context.debugDescription, context.underlyingError as? FlatTaggedDepthError)
            } catch {
                return nil
            }
        }
        let (message, error) = try #require(caught, "no EncodingError")
        #expect(message.hasPrefix("StackFlat: nested "), "\(message)")
        let depthError = try #require(error, "no FlatTaggedDepthError under the EncodingError")
        #expect(depthError.direction == .encoding)
        #expect(depthError.typeName == "StackFlat")
        #expect((100..<500).contains(depthError.depth ?? 0))
    }

    /// The type whose check throws for `subject`'s values nested 510 deep: the enum or family
    /// itself, or, for a fallback's unknown object, the `FlatTaggedValue` inside it.
    static func expectedTypeName(_ subject: PromiseSubject) -> String {
        subject.typeName == PromiseSubject.unknown.typeName ? "FlatTaggedValue" : subject.typeName
    }

    @Test(
        "The depth error names the type in every form and family, decoding and encoding",
        arguments: PromiseSubject.all)
    func depthErrorNamesTheType(subject: PromiseSubject) throws {
        let data = Data(subject.nested(510).utf8)
        let decoding = PromiseThread.run(stackSize: 512 * 1024) { () -> FlatTaggedDepthError? in
            do {
                _ = try subject.decodeValue(data, subject.decoder())
                return nil
            } catch {
                return Self.depthError(in: error)
            }
        }
        let decodingError = try #require(decoding, "\(subject): no depth error decoding 510 deep")
        #expect(decodingError.direction == .decoding)
        #expect(decodingError.typeName == Self.expectedTypeName(subject), "\(subject): \(decodingError)")

        let value = try PromiseThread.run(stackSize: PromiseThread.largeStack) {
            Result { try subject.decodeValue(data, subject.decoder()) }
        }.get()
        let encoding = PromiseThread.run(stackSize: 512 * 1024) { () -> FlatTaggedDepthError? in
            do {
                _ = try value.encode(with: subject.encoder())
                return nil
            } catch {
                return Self.depthError(in: error)
            }
        }
        let encodingError = try #require(encoding, "\(subject): no depth error encoding 510 deep")
        #expect(encodingError.direction == .encoding)
        #expect(encodingError.typeName == Self.expectedTypeName(subject), "\(subject): \(encodingError)")
    }

    /// The depth error under `error`, however many errors wrap it.
    static func depthError(in error: any Error) -> FlatTaggedDepthError? {
        if let error = error as? FlatTaggedDepthError { return error }
        switch error {
        case DecodingError.dataCorrupted(let context): return context.underlyingError.flatMap(depthError(in:))
        case EncodingError.invalidValue(_, let context): return context.underlyingError.flatMap(depthError(in:))
        default: return nil
        }
    }
}

/// A value handed to another thread, which alone uses it until it ends.
private struct Unchecked<T>: @unchecked Sendable {
    let value: T
}
