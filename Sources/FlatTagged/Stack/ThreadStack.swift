#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// How much of the current thread's stack is left, asked once per value decoded or encoded.
//
// Nested data is decoded by nested calls: each level of a document costs the stack a few
// frames of the decoder's and a few of the type that decodes it, and a thread's stack is small
// where most code runs: 512 KB on Apple platforms' secondary threads, Dispatch's workers and
// Swift concurrency's cooperative pool. A stack that runs out is a crash no `catch` sees, so
// every recursive path of FlatTagged (generated `init(from:)` and `encode(to:)`,
// `FlatTaggedValue`, `FlatTaggedUnknown`, family values) first asks `hasRoom()` and throws an
// error naming the depth when less than `reserve` is left (`StackDepthGuard.swift`).
//
// The question is cheap: the address of a local variable (the stack pointer, near enough) less
// the lowest address this thread may use, kept in the thread's `ThreadRecord`, compared with the
// reserve. The thread's bounds are read once per thread: `pthread_getattr_np` (looked up by
// name) and `pthread_attr_getstack` on Linux, `pthread_get_stackaddr_np` and `pthread_get_stacksize_np` on Apple platforms. Where they can't
// be read (another platform, or an error) nothing is checked, as before.

/// The current thread's stack, as far as decoding and encoding need to know it.
enum ThreadStack {
    /// The stack that must stay free below a value's frame for it to be decoded or encoded.
    ///
    /// One level of an array of `FlatTaggedValue`s in a debug build costs about 5 KB of
    /// JSONDecoder's frames and its own, the most of any form; the reserve covers several such
    /// levels, the user's types between two checked levels, the decoding of a leaf, and the
    /// error's way back.
    static let reserve = 64 * 1024

    /// Whether the current thread has more than `reserve` bytes of stack below the caller.
    ///
    /// A frame outside the thread's stack (below its lowest address, or on a stack of its own
    /// above it) is never refused: the unsigned difference is then beyond any reserve.
    @inline(__always)
    static func hasRoom() -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let record = ThreadRecord.current() else { return true }
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            return here &- record.pointee.lowestStackAddress > UInt(reserve)
        #else
            return true
        #endif
    }

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// The current thread's lowest stack address and the stack's size, or nil if unknown.
        static func bounds() -> (low: UInt, size: Int)? {
            #if canImport(Darwin)
                let thread = pthread_self()
                let size = pthread_get_stacksize_np(thread)
                let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
                guard size > 0, top > UInt(size) else { return nil }
                return (top - UInt(size), size)
            #else
                guard let getAttributes = getThreadAttributes else { return nil }
                var attributes = pthread_attr_t()
                guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
                defer { pthread_attr_destroy(&attributes) }
                var address: UnsafeMutableRawPointer?
                var size = 0
                guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address, size > 0 else {
                    return nil
                }
                return (UInt(bitPattern: address), size)
            #endif
        }

        #if !canImport(Darwin)
            /// `pthread_getattr_np`, which the C library has but its Swift module leaves out
            /// (it is declared only for `_GNU_SOURCE`): looked up once by name.
            private static let getThreadAttributes:
                (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
                    guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
                    return unsafeBitCast(
                        symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
                }()
        #endif

        /// The current thread's stack size in bytes, for error messages; nil if unknown.
        static func size() -> Int? { bounds()?.size }

        /// The result of `body` run on a new thread with a 4 MB stack, this one waiting for it; nil
        /// if no thread could be started.
        ///
        /// For what needs stack in proportion to the depth when the current thread has none left:
        /// swift-foundation's decoders build a coding path by recursion, about 256 bytes a level.
        static func onLargeStack<Result>(_ body: () -> Result) -> Result? {
            withoutActuallyEscaping(body) { body in
                var result: Result?
                let job = Job { result = body() }
                return job.runOnNewThread(stackSize: 4 << 20) ? result : nil
            }
        }
    #else
        static func size() -> Int? { nil }
        static func onLargeStack<Result>(_ body: () -> Result) -> Result? { nil }
    #endif
}

/// Work handed to a thread of its own, which it runs once; `@unchecked Sendable`: the thread
/// that hands it over waits for that thread to end before it looks at anything the work wrote.
private final class Job: @unchecked Sendable {
    let work: () -> Void

    init(_ work: @escaping () -> Void) { self.work = work }

    /// Runs `work` on a new thread with `stackSize` bytes of stack and waits for it; false if no
    /// thread could be started.
    func runOnNewThread(stackSize: Int) -> Bool {
        #if canImport(Darwin) || canImport(Glibc)
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return false }
            defer { pthread_attr_destroy(&attributes) }
            _ = pthread_attr_setstacksize(&attributes, stackSize)
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Darwin)
                var thread: pthread_t?
                let started = pthread_create(
                    &thread, &attributes,
                    { context in
                        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                        return nil
                    }, context)
                guard started == 0, let thread else {
                    Unmanaged<Job>.fromOpaque(context).release()
                    return false
                }
            #else
                var thread = pthread_t()
                let started = pthread_create(
                    &thread, &attributes,
                    { context in
                        guard let context else { return nil }
                        Unmanaged<Job>.fromOpaque(context).takeRetainedValue().work()
                        return nil
                    }, context)
                guard started == 0 else {
                    Unmanaged<Job>.fromOpaque(context).release()
                    return false
                }
            #endif
            return pthread_join(thread, nil) == 0
        #else
            return false
        #endif
    }
}
