import FlatTagged
import Foundation
import Testing

/// No crash at any depth: every depth from 2 to 512 of a recursive untagged object and array,
/// decoding input that succeeds and input that fails at the bottom, on a 512 KB thread. Seen: a
/// release build crashed from 315 levels of `UObj` on, where building the error on the way up read
/// the decoder's coding path, which swift-foundation builds by recursion, on a stack that had
/// passed its check with little to spare.
///
/// A crash ends a process, so the sweep runs in a child process (this test binary run again,
/// `/proc/self/exe`) that prints each depth it finished: a signal is a failure that names the
/// depth.
@Suite("Untagged form: no crash at any depth")
struct UntaggedStackSweepTests {
    static let variable = "FLATTAGGED_UNTAGGED_SWEEP"
    static let environment = ProcessInfo.processInfo.environment
    /// Every depth with `FLATTAGGED_SLOW=1` or `FLATTAGGED_CORPUS=1` (about 90 s in a debug build);
    /// otherwise every fifth, and every depth from 280 to 340, where release builds crashed.
    static let depths: [Int] =
        environment["FLATTAGGED_CORPUS"] == "1" || environment["FLATTAGGED_SLOW"] == "1"
        ? Array(2...512) : Array(Set(Array(stride(from: 2, through: 512, by: 5)) + Array(280...340) + [512])).sorted()

    /// The inputs, by name: each nests `depth` levels.
    static let subjects: [(name: String, text: @Sendable (Int) -> String, decode: @Sendable (Data) throws -> Void)] = [
        ("objects", { objects($0, leaf: #""x""#) }, { _ = try JSONDecoder().decode(UObj.self, from: $0) }),
        ("failing objects", { objects($0, leaf: "5") }, { _ = try JSONDecoder().decode(UObj.self, from: $0) }),
        ("arrays", { arrays($0, leaf: "1") }, { _ = try JSONDecoder().decode(JSONNode.self, from: $0) }),
        ("failing arrays", { arrays($0, leaf: "true") }, { _ = try JSONDecoder().decode(JSONNode.self, from: $0) }),
    ]

    static func objects(_ depth: Int, leaf: String) -> String {
        String(repeating: #"{"child":"#, count: depth - 1) + leaf + String(repeating: "}", count: depth - 1)
    }

    static func arrays(_ depth: Int, leaf: String) -> String {
        String(repeating: "[", count: depth - 1) + leaf + String(repeating: "]", count: depth - 1)
    }

    #if os(Linux)
        @Test("Every depth from 2 to 512 on a 512 KB stack succeeds or throws a DecodingError")
        func everyDepthOnASmallStack() throws {
            let child = try ChildProcess.run(filter: "UntaggedStackSweepTests/child", environment: [Self.variable: "1"])
            let lines = child.lines(withPrefix: "untagged-sweep:")
            let last = lines.last { !$0.contains("done") } ?? "nothing"
            #expect(child.reason == .exit, "crashed (signal \(child.status)) after \(last)")
            #expect(child.status == 0, "\(lines.suffix(3))\n\(child.output.suffix(1500))")
            #expect(lines.last == "untagged-sweep: done", "\(lines.suffix(3))")
        }
    #endif

    /// The child's side: every subject at every depth, each finished depth printed.
    @Test(.enabled(if: environment[variable] != nil))
    func child() throws {
        let failure = PromiseThread.run(stackSize: PromiseThread.smallStack) { () -> String? in
            for subject in Self.subjects {
                for depth in Self.depths {
                    let data = Data(subject.text(depth).utf8)
                    do {
                        try subject.decode(data)
                    } catch is DecodingError {
                    } catch {
                        return "\(subject.name), \(depth) deep: threw \(type(of: error)), not a DecodingError"
                    }
                    FileHandle.standardOutput.write(Data("untagged-sweep: \(subject.name) \(depth)\n".utf8))
                }
            }
            return nil
        }
        if let failure {
            FileHandle.standardOutput.write(Data("untagged-sweep: failed: \(failure)\n".utf8))
            exit(3)
        }
        FileHandle.standardOutput.write(Data("untagged-sweep: done\n".utf8))
        exit(0)
    }
}
