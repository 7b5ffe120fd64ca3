import Foundation

#if os(Linux)
    /// This test binary run again (`/proc/self/exe`, as `swift test` runs it) for one test alone,
    /// with extra environment variables: for checks that may crash (a stack overflow ends the
    /// process, and no `catch` sees it) or that change the process for good (installing a
    /// registry). The suites that use it: `PromiseStackTests`, `StackDepthTests`,
    /// `UntaggedStackSweepTests`, `StrictCoderRegistryTests`.
    struct ChildProcess {
        /// How the child ended: an exit or a signal.
        let reason: Process.TerminationReason
        /// Its exit status, or the signal's number.
        let status: Int32
        /// Everything it printed, standard output and standard error together.
        let output: String

        /// Whether it exited with status 0.
        var succeeded: Bool { reason == .exit && status == 0 }

        /// The lines of its output that start with `prefix`.
        func lines(withPrefix prefix: String) -> [String] {
            output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map(String.init)
        }

        /// Runs the test `filter` names (`"PromiseStackTests/child"`) in a child process with
        /// `environment` added to this process's, and waits for it to end.
        static func run(filter: String, environment: [String: String]) throws -> ChildProcess {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--testing-library", "swift-testing", "--filter", filter]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return ChildProcess(reason: process.terminationReason, status: process.terminationStatus, output: text)
        }
    }
#endif
