import FlatTagged
import Foundation
import Testing

/// No crash on a 512 KB stack, in every form: decoding and encoding a value nested 128, 256 and
/// 510 deep on a thread with the stack of Apple platforms' secondary threads, Dispatch's
/// workers and Swift concurrency's cooperative pool either succeeds or throws a
/// `DecodingError`/`EncodingError` naming the depth ("nested 300 levels deep: too deep to
/// decode on this thread…"), the error thrown where too little stack is left.
///
/// A stack overflow kills the process, so each check runs in a child process: this test binary
/// run again (on Linux, `/proc/self/exe`, as `swift test` runs it) with
/// `--testing-library swift-testing --filter PromiseStackTests/child` and the check named in
/// `FLATTAGGED_PROMISE_STACK_CHECK`; only `child()` runs there, and it exits with the
/// outcome. A signal is a failure of the check, not the end of the test run. About 50 child
/// processes: the checks run when FLATTAGGED_CORPUS=1 (CI sets it) or FLATTAGGED_SLOW=1.
@Suite("Promises: no crash on a 512 KB stack")
struct PromiseStackTests {
    static let depths = [128, 256, 510]
    static let variable = "FLATTAGGED_PROMISE_STACK_CHECK"
    static let environment = ProcessInfo.processInfo.environment
    static let slow = environment["FLATTAGGED_CORPUS"] == "1" || environment["FLATTAGGED_SLOW"] == "1"

    enum Direction: String, Sendable, CaseIterable { case decoding, encoding }

    struct Check: Sendable, CustomStringConvertible {
        var subject: Int
        var direction: Direction
        var depth: Int
        var description: String { "\(PromiseSubject.all[subject]), \(direction), \(depth) deep" }
        var encoded: String { "\(subject),\(direction.rawValue),\(depth)" }

        init(subject: Int, direction: Direction, depth: Int) {
            self.subject = subject
            self.direction = direction
            self.depth = depth
        }

        init?(_ text: String) {
            let parts = text.split(separator: ",").map(String.init)
            guard parts.count == 3, let subject = Int(parts[0]), PromiseSubject.all.indices.contains(subject),
                let direction = Direction(rawValue: parts[1]), let depth = Int(parts[2])
            else { return nil }
            self.init(subject: subject, direction: direction, depth: depth)
        }

        static let all = PromiseSubject.all.indices.flatMap { subject in
            Direction.allCases.flatMap { direction in
                PromiseStackTests.depths.map { Check(subject: subject, direction: direction, depth: $0) }
            }
        }
    }

    #if os(Linux)
        @Test(
            "Decoding and encoding deep values on a 512 KB stack never crash",
            .enabled(if: slow, "FLATTAGGED_CORPUS=1 or FLATTAGGED_SLOW=1"), arguments: Check.all)
        func noCrashOnASmallStack(check: Check) throws {
            let (reason, status, outcome, text) = try Self.runChild(check.encoded)
            switch reason {
            case .uncaughtSignal:
                Issue.record("\(check): crashed (signal \(status))")
            case .exit:
                #expect(status == 0, "\(check): \(outcome)\n\(text.suffix(2000))")
                #expect(outcome.hasPrefix("promise-stack: ok"), "\(check): \(outcome)")
                // Not any error: the one that names the depth, thrown before the stack ran out.
                if outcome.hasPrefix("promise-stack: ok threw") {
                    let verb = check.direction == .decoding ? "decode" : "encode"
                    #expect(
                        outcome.contains("levels deep: too deep to \(verb) on this thread"),
                        "\(check): not the depth error: \(outcome)")
                }
            @unknown default:
                Issue.record("\(check): ended unexpectedly")
            }
        }

        /// The control: synthesized `Codable` decodes 510 levels on the same thread, in the same
        /// child, so a crash above is FlatTagged's and not the harness's.
        @Test(
            "Synthesized Codable decodes 510 levels on a 512 KB stack in the child",
            .enabled(if: slow, "FLATTAGGED_CORPUS=1 or FLATTAGGED_SLOW=1"))
        func synthesizedCodableDecodesOnASmallStack() throws {
            let (reason, status, outcome, text) = try Self.runChild(Self.control + "510")
            #expect(reason == .exit && status == 0, "\(outcome)\n\(text.suffix(2000))")
            #expect(outcome == "promise-stack: ok decoded")
        }

        /// Runs `child()` in a child process for `check`: how it ended, its outcome line and output.
        static func runChild(_ check: String) throws -> (Process.TerminationReason, Int32, String, String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--testing-library", "swift-testing", "--filter", "PromiseStackTests/child"]
            process.environment = environment.merging([variable: check]) { $1 }
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let outcome = text.split(separator: "\n").first { $0.hasPrefix("promise-stack:") } ?? "no outcome"
            return (process.terminationReason, process.terminationStatus, String(outcome), text)
        }
    #endif

    /// The child's side: runs the check `FLATTAGGED_PROMISE_STACK_CHECK` names, prints its outcome
    /// and exits before anything else runs (and before the deep value is freed).
    @Test(.enabled(if: environment[variable] != nil))
    func child() throws {
        if let control = Self.environment[Self.variable], control.hasPrefix(Self.control) {
            let depth = Int(control.dropFirst(Self.control.count)) ?? 510
            let text =
                String(repeating: #"{"node":{"_0":"#, count: depth / 2) + #"{"leaf":{}}"#
                + String(repeating: "}}", count: depth / 2)
            let outcome = PromiseThread.run(stackSize: PromiseThread.smallStack) {
                do {
                    Self.kept.append(
                        PromiseValue(try JSONDecoder().decode(SynthesizedNode.self, from: Data(text.utf8))))
                    return "ok decoded"
                } catch {
                    return Self.describe(error)
                }
            }
            FileHandle.standardOutput.write(Data("promise-stack: \(outcome)\n".utf8))
            exit(outcome.hasPrefix("ok") ? 0 : 3)
        }
        let check = try #require(Check(Self.environment[Self.variable] ?? ""))
        let subject = PromiseSubject.all[check.subject]
        let text = subject.nested(check.depth)
        let outcome: String
        switch check.direction {
        case .decoding:
            outcome = PromiseThread.run(stackSize: PromiseThread.smallStack) {
                do {
                    Self.kept.append(try subject.decode(text))
                    return "ok decoded"
                } catch {
                    return Self.describe(error)
                }
            }
        case .encoding:
            let value = try PromiseThread.run(stackSize: PromiseThread.largeStack) {
                Result { try subject.decode(text) }
            }.get()
            Self.kept.append(value)
            outcome = PromiseThread.run(stackSize: PromiseThread.smallStack) {
                do {
                    _ = try value.encode(with: subject.encoder())
                    return "ok encoded"
                } catch {
                    return Self.describe(error)
                }
            }
        }
        FileHandle.standardOutput.write(Data("promise-stack: \(outcome)\n".utf8))
        exit(outcome.hasPrefix("ok") ? 0 : 3)
    }

    static let control = "synthesized"

    /// Synthesized `Codable`: `{"node":{"_0":…}}`, two objects per level of the enum.
    indirect enum SynthesizedNode: Codable, Sendable {
        case leaf
        case node(SynthesizedNode)
    }

    /// Values the child never frees: freeing a deep value is not what is checked.
    nonisolated(unsafe) static var kept: [PromiseValue] = []

    static func describe(_ error: any Error) -> String {
        let message = PromiseTests.message(of: error).prefix(300)
        switch error {
        case is DecodingError: return "ok threw a DecodingError: \(message)"
        case is EncodingError: return "ok threw an EncodingError: \(message)"
        default: return "threw \(type(of: error)), not a DecodingError or EncodingError: \(message)"
        }
    }
}
