import FlatTagged
import Foundation
import Testing

/// Nested data on a 512 KB stack (Apple platforms' secondary threads, Dispatch's workers, Swift
/// concurrency's cooperative pool): every form decodes and encodes 128, 256 and 510 levels or
/// throws an error naming the depth, and never overflows the stack. Encoding is tried at every
/// depth, of a value decoded on a larger stack where this one was too small. Each form runs in a child
/// process, this test binary run again for `childProcess()` alone, so that an overflow is a
/// failed test and not the end of the run.
///
/// By hand, for the deepest level each form reaches:
/// `FLATTAGGED_STACK_CHILD=flat FLATTAGGED_STACK_DEPTHS=64,128,192,256,384,510 <test binary>
/// --testing-library swift-testing --filter StackDepthTests/childProcess`.
@Suite("The stack")
struct StackDepthTests {
    #if os(Linux)
        @Test(arguments: StackForm.all.map(\.name))
        func nestedDataNeverOverflowsA512KBStack(form: String) throws {
            let (status, output) = try Self.runChild(form: form, depths: [128, 256, 510])
            #expect(status == 0, "the child process for \(form) ended with \(status); its output:\n\(output)")
            for depth in [128, 256, 510] {
                let decoded = try #require(
                    output.first { $0.hasPrefix("decode \(depth) ") }, "no decode at \(depth):\n\(output)")
                Self.expectSuccessOrDepthError(decoded, form: form)
                let encoded = try #require(
                    output.first { $0.hasPrefix("encode \(depth) ") }, "no encode at \(depth):\n\(output)")
                Self.expectSuccessOrDepthError(encoded, form: form)
            }
        }
    #endif

    /// What the child process runs: only when the parent asks, never in a test run of its own.
    @Test(.enabled(if: StackChild.form != nil))
    func childProcess() throws {
        let name = try #require(StackChild.form)
        let form = try #require(StackForm.all.first { $0.name == name }, "no form \(name)")
        let depths = StackChild.depths ?? [128, 256, 510]
        StackChild.onSmallStack {
            for depth in depths { StackChild.run(form, depth: depth) }
        }
        exit(0)
    }

    private static func expectSuccessOrDepthError(_ line: String, form: String) {
        let fine =
            line.hasSuffix(" ok")
            || (line.contains(" threw ") && line.contains(" levels deep: too deep to ")
                && (line.contains("dataCorrupted") || line.contains("invalidValue")))
        #expect(fine, "\(form): \(line)")
    }

    #if os(Linux)
        /// Runs this test binary again for `childProcess()` with the form and depths in its
        /// environment; returns its exit status (a signal's number plus 128) and its lines.
        private static func runChild(form: String, depths: [Int]) throws -> (Int32, [String]) {
            let child = try ChildProcess.run(
                filter: "StackDepthTests/childProcess",
                environment: [
                    "FLATTAGGED_STACK_CHILD": form,
                    "FLATTAGGED_STACK_DEPTHS": depths.map(String.init).joined(separator: ","),
                ])
            let status = child.reason == .uncaughtSignal ? 128 + child.status : child.status
            let lines = child.lines(withPrefix: StackChild.prefix).map { String($0.dropFirst(StackChild.prefix.count)) }
            return (status, lines)
        }
    #endif
}

/// A form's document at a depth and its round trip.
struct StackForm: Sendable {
    let name: String
    /// The document nested `depth` levels deep: objects and arrays, one in another.
    let document: @Sendable (_ depth: Int) -> String
    /// Decodes a document.
    let decode: @Sendable (_ text: String) throws -> any Sendable
    /// Encodes what `decode` returned.
    let encode: @Sendable (_ value: any Sendable) throws -> String

    static let all: [StackForm] = [
        typed(StackFlat.self, "flat", nested(#"{"child":"#, #"{"type":"leaf","value":1}"#, #","type":"node"}"#)),
        typed(StackContent.self, "content", nested(#"{"c":"#, #"{"c":1,"type":"leaf"}"#, #","type":"node"}"#)),
        typed(StackExternal.self, "external", nested(#"{"node":"#, #"{"leaf":1}"#, "}")),
        typed(StackUntagged.self, "untagged-arrays", nested("[", "[1]", "]")),
        typed(StackUntagged.self, "untagged-objects", nested(#"{"a":"#, #"{"a":1}"#, "}")),
        typed(FlatTaggedValue.self, "value-arrays", nested("[", "[1]", "]")),
        typed(FlatTaggedValue.self, "value-objects", nested(#"{"a":"#, #"{"a":1}"#, "}")),
        typed(StackOpen.self, "unknown") { depth in
            #"{"n":"# + nested("[", "[1]", "]")(depth - 1) + #","type":"other"}"#
        },
        typed(
            Polymorphic<any StackNode>.self, "family",
            nested(#"{"child":"#, #"{"type":"stack_leaf"}"#, #","type":"stack_branch"}"#)),
    ]

    /// `opening` `depth - 1` times, then `leaf` (one level), then `closing` as many times.
    private static func nested(_ opening: String, _ leaf: String, _ closing: String) -> @Sendable (Int) -> String {
        { depth in
            String(repeating: opening, count: depth - 1) + leaf + String(repeating: closing, count: depth - 1)
        }
    }

    private static func typed<T: Codable & SendableMetatype>(
        _ type: T.Type, _ name: String, _ document: @escaping @Sendable (Int) -> String
    ) -> StackForm {
        StackForm(
            name: name, document: document,
            decode: { text in
                let decoder = JSONDecoder()
                decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedTests)
                return Box(value: try decoder.decode(T.self, from: Data(text.utf8)))
            },
            encode: { box in
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                encoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedTests)
                // swift-format-ignore: NeverForceUnwrap
                let value = (box as! Box<T>).value
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            })
    }

    /// A decoded value carried from `decode` to `encode` on the same thread.
    private struct Box<T>: @unchecked Sendable { let value: T }
}

/// The child process's side.
enum StackChild {
    static let prefix = "stack-child: "
    static let form = ProcessInfo.processInfo.environment["FLATTAGGED_STACK_CHILD"]
    static let depths = ProcessInfo.processInfo.environment["FLATTAGGED_STACK_DEPTHS"].map { list in
        list.split(separator: ",").compactMap { Int($0) }
    }

    /// Runs `body` on a thread with a 512 KB stack (or `size` bytes) and waits for it.
    static func onSmallStack(size: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }

    /// Decodes and encodes the form's document at `depth`, and says how each went, one line each
    /// written at once: the last line before a crash tells where it was. A document too deep to
    /// decode here is decoded on a 16 MB stack, so that its encoding is tried here all the same.
    static func run(_ form: StackForm, depth: Int) {
        let text = form.document(depth)
        var value: (any Sendable)?
        do {
            value = try form.decode(text)
            say("decode \(depth) ok")
        } catch {
            say("decode \(depth) threw \(error)")
            let decoded = Decoded()
            onSmallStack(size: 16 << 20) { decoded.value = try? form.decode(text) }
            value = decoded.value
        }
        guard let value else { return say("encode \(depth) has nothing to encode") }
        do {
            let encoded = try form.encode(value)
            say(encoded == text ? "encode \(depth) ok" : "encode \(depth) differs: \(encoded.prefix(200))")
        } catch {
            // The context only: an error's description may describe the value, as deep as the data.
            if case EncodingError.invalidValue(_, let context) = error {
                say("encode \(depth) threw invalidValue: \(context.debugDescription)")
            } else {
                say("encode \(depth) threw \(type(of: error))")
            }
        }
    }

    /// What a thread of its own decoded, read after it ended.
    private final class Decoded: @unchecked Sendable { var value: (any Sendable)? }

    private static func say(_ line: String) {
        let oneLine = line.replacingOccurrences(of: "\n", with: " ")
        FileHandle.standardOutput.write(Data((prefix + oneLine + "\n").utf8))
    }
}
