import Foundation

/// Runs work on a thread of its own with a stack of the given size and waits for it: the stack
/// of Apple platforms' secondary threads, Dispatch's workers and Swift concurrency's
/// cooperative pool is 512 KB; a test's own thread may have more or less.
enum PromiseThread {
    static let smallStack = 512 * 1024
    /// Enough for anything `JSONDecoder` accepts, whatever a form costs per level.
    static let largeStack = 256 * 1024 * 1024

    static func run<T: Sendable>(stackSize: Int, _ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value!
    }

    /// Written by the thread before it signals, read after the wait.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
