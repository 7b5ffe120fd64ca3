import FlatTagged
import Foundation
import Testing

/// No crash at any depth, on any stack, in every form: decoding and encoding a value nested 2 to
/// 512 deep on a thread with a small stack (512 KB is the stack of Apple platforms' secondary
/// threads, Dispatch's workers and Swift concurrency's cooperative pool) either succeeds or
/// throws FlatTagged's depth error (`FlatTaggedDepthError` under a `DecodingError` or
/// `EncodingError`), thrown where too little stack is left. Swept, not sampled: a crash can hide
/// in a window of a few depths between two samples.
///
/// A stack overflow kills the process, so each cell (subject, direction, stack) runs in a child
/// process: this test binary run again (on Linux, `/proc/self/exe`, as `swift test` runs it)
/// with `--testing-library swift-testing --filter PromiseStackTests/child` and the cell named in
/// `FLATTAGGED_PROMISE_STACK_CHECK`. The child goes through the depths in turn and prints a line
/// as each ends; after a crash the parent records the next depth and starts a new child from
/// the one after, so one crash is one failure and not the end of the run.
///
/// `swift test` sweeps every fourth depth on two stacks in this (debug) build; the full sweep,
/// every depth on four stacks in debug and release builds and every shape, is
/// `Benchmarks/stack-depth.sh`, a step of CI.
@Suite("Promises: no crash at any depth")
struct PromiseStackTests {
    /// The stacks of the short sweep, in KB.
    static let stacks = [512, 640]
    /// Every how many depths the short sweep decodes, from 2 to 512 (512 itself included): a
    /// crash seen in a window of five depths just below the throwing depth is not missed.
    static let stride = 4
    static let variable = "FLATTAGGED_PROMISE_STACK_CHECK"
    static let environment = ProcessInfo.processInfo.environment

    enum Direction: String, Sendable, CaseIterable { case decoding, encoding }

    /// One cell of the sweep: a subject (and a shape of it), a direction and a stack.
    struct Cell: Sendable, CustomStringConvertible {
        var subject: Int
        /// Another innermost value than the subject's own: `bare`, a case without values
        /// written as a bare string (the external form's `"end"`).
        var shape: String?
        var direction: Direction
        var stackKB: Int
        var description: String {
            "\(PromiseSubject.all[subject])\(shape.map { " (\($0))" } ?? ""), \(direction), \(stackKB) KB stack"
        }

        /// The cell and the first depth, as the child reads them.
        func encoded(from depth: Int) -> String {
            "\(subject),\(shape ?? "-"),\(direction.rawValue),\(stackKB),\(depth)"
        }

        /// The cell and the first depth a child was given.
        static func decode(_ text: String) -> (Cell, Int)? {
            let parts = text.split(separator: ",").map(String.init)
            guard parts.count == 5, let subject = Int(parts[0]), PromiseSubject.all.indices.contains(subject),
                let direction = Direction(rawValue: parts[2]), let stackKB = Int(parts[3]), let from = Int(parts[4])
            else { return nil }
            let cell = Cell(
                subject: subject, shape: parts[1] == "-" ? nil : parts[1], direction: direction, stackKB: stackKB)
            return (cell, from)
        }

        /// JSON of the cell's value nested `depth` levels deep.
        func nested(_ depth: Int) -> String {
            let subject = PromiseSubject.all[subject]
            guard shape == "bare" else { return subject.nested(depth) }
            return PromiseSubject.chain(depth, open: #"{"node":"#, leaf: #""end""#)
        }

        static let all: [Cell] = {
            let external = PromiseSubject.all.firstIndex { $0.typeName == "PromiseExternal" }
            let subjects =
                PromiseSubject.all.indices.map { ($0, String?.none) }
                + [external.map { ($0, "bare") }]
                .compactMap { $0 }
            return stacks.flatMap { stackKB in
                subjects.flatMap { subject, shape in
                    Direction.allCases.map { Cell(subject: subject, shape: shape, direction: $0, stackKB: stackKB) }
                }
            }
        }()
    }

    /// The depths a child goes through, from `first`.
    static func depths(from first: Int) -> [Int] {
        var depths = Array(Swift.stride(from: 2, through: 512, by: stride))
        if depths.last != 512 { depths.append(512) }
        return depths.filter { $0 >= first }
    }

    #if os(Linux)
        @Test("Decoding and encoding at every depth never crash", arguments: Cell.all)
        func noCrashAtAnyDepth(cell: Cell) throws {
            var first = 2
            var worked = 0
            while let depth = Self.depths(from: first).first {
                let (reason, status, lines, text) = try Self.runChild(cell.encoded(from: depth))
                var last: Int?
                for line in lines {
                    let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
                    guard parts.count == 3, let depth = Int(parts[1]) else { continue }
                    last = depth
                    if parts[2] == "ok" {
                        worked = depth
                    } else if parts[2] != "depth" {
                        // Not any error: the depth error, thrown before the stack ran out.
                        Issue.record("\(cell), \(depth) deep: not the depth error: \(parts[2])")
                    }
                }
                let next = Self.depths(from: (last ?? depth - 1) + 1)
                guard reason == .uncaughtSignal || status != 0, let crashed = next.first else { break }
                if reason == .uncaughtSignal {
                    Issue.record("\(cell): crashed \(crashed) deep (signal \(status))")
                } else {
                    Issue.record("\(cell): the child ended with status \(status) at \(crashed)\n\(text.suffix(2000))")
                }
                first = crashed + 1
            }
            // The sweep decoded something: a harness that decodes nothing proves nothing.
            #expect(worked >= 32, "\(cell): nothing decoded deeper than \(worked)")
        }

        /// The control: synthesized `Codable` decodes 510 levels on the same thread, in the same
        /// child, so a crash above is FlatTagged's and not the harness's.
        @Test("Synthesized Codable decodes 510 levels on a 512 KB stack in the child")
        func synthesizedCodableDecodesOnASmallStack() throws {
            let (reason, status, lines, text) = try Self.runChild(Self.control + "510")
            #expect(reason == .exit && status == 0, "\(lines)\n\(text.suffix(2000))")
            #expect(lines == ["promise-stack: 510 ok"])
        }

        /// Runs `child()` in a child process for `check`: how it ended, its outcome lines and output.
        static func runChild(_ check: String) throws -> (Process.TerminationReason, Int32, [String], String) {
            let child = try ChildProcess.run(filter: "PromiseStackTests/child", environment: [variable: check])
            return (child.reason, child.status, child.lines(withPrefix: "promise-stack:"), child.output)
        }
    #endif

    /// The child's side: goes through the depths of the cell `FLATTAGGED_PROMISE_STACK_CHECK`
    /// names, printing `promise-stack: DEPTH ok|depth|<another error>` as each ends, and exits
    /// before anything else runs (and before any deep value is freed).
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
                    return "ok"
                } catch {
                    return Self.describe(error)
                }
            }
            Self.report(depth, outcome)
            exit(0)
        }
        let (cell, first) = try #require(Cell.decode(Self.environment[Self.variable] ?? ""))
        let subject = PromiseSubject.all[cell.subject]
        for depth in Self.depths(from: first) {
            Self.report(depth, Self.outcome(of: subject, cell, depth))
        }
        exit(0)
    }

    /// Decodes (or encodes) `cell`'s value `depth` deep on a thread with the cell's stack: "ok",
    /// "depth" (the depth error) or another error described.
    static func outcome(of subject: PromiseSubject, _ cell: Cell, _ depth: Int) -> String {
        let text = cell.nested(depth)
        let stackSize = cell.stackKB * 1024
        switch cell.direction {
        case .decoding:
            return PromiseThread.run(stackSize: stackSize) {
                do {
                    Self.kept.append(try subject.decode(text))
                    return "ok"
                } catch {
                    return Self.describe(error)
                }
            }
        case .encoding:
            let decoded = PromiseThread.run(stackSize: PromiseThread.largeStack) { Result { try subject.decode(text) } }
            guard case .success(let value) = decoded else { return "could not decode on a large stack" }
            Self.kept.append(value)
            return PromiseThread.run(stackSize: stackSize) {
                do {
                    _ = try value.encode(with: subject.encoder())
                    return "ok"
                } catch {
                    return Self.describe(error)
                }
            }
        }
    }

    /// Writes the line at once: the next depth may crash.
    static func report(_ depth: Int, _ outcome: String) {
        FileHandle.standardOutput.write(Data("promise-stack: \(depth) \(outcome)\n".utf8))
    }

    static let control = "synthesized"

    /// Synthesized `Codable`: `{"node":{"_0":…}}`, two objects per level of the enum.
    indirect enum SynthesizedNode: Codable, Sendable {
        case leaf
        case node(SynthesizedNode)
    }

    /// Values the child never frees: freeing a deep value is not what is checked.
    nonisolated(unsafe) static var kept: [PromiseValue] = []

    /// "depth" for the depth error; anything else described on one line.
    static func describe(_ error: any Error) -> String {
        if isDepthError(error) { return "depth" }
        let message = PromiseTests.message(of: error).prefix(300).replacingOccurrences(of: "\n", with: " ")
        return "threw \(type(of: error)): \(message)"
    }

    /// Whether `error` is FlatTagged's depth error, thrown where the stack was short.
    static func isDepthError(_ error: any Error) -> Bool {
        switch error {
        case DecodingError.dataCorrupted(let context): context.underlyingError is FlatTaggedDepthError
        case EncodingError.invalidValue(_, let context): context.underlyingError is FlatTaggedDepthError
        default: false
        }
    }
}
