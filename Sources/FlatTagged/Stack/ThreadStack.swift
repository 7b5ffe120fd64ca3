#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// Whether the current thread's stack has room for one more level, asked once per value decoded
// or encoded.
//
// Nested data is decoded by nested calls: each level of a document costs the stack a few
// frames of the decoder's and a few of the type that decodes it, and a thread's stack is small
// where most code runs: 512 KB on Apple platforms' secondary threads, Dispatch's workers and
// Swift concurrency's cooperative pool. A stack that runs out is a crash no `catch` sees, so
// every recursive path of FlatTagged (generated `init(from:)` and `encode(to:)`,
// `FlatTaggedValue`, `FlatTaggedUnknown`, family values) first asks `hasRoom()` and throws an
// error naming the depth when too little is left (`StackDepthGuard.swift`).
//
// The question is cheap: the address of a local variable (the stack pointer, near enough) less
// the lowest address this thread may use, compared with the reserve plus a quarter of the stack
// used (the highest address less the stack pointer), both bounds kept in the thread's
// `ThreadRecord`. The thread's bounds are read once per thread: `pthread_getattr_np` (looked up by
// name) and `pthread_attr_getstack` on Linux, `pthread_get_stackaddr_np` and `pthread_get_stacksize_np` on Apple platforms. Where they can't
// be read (another platform, or an error) nothing is checked, as before.

/// The current thread's stack, as far as decoding and encoding need to know it.
///
/// The rule, sound by construction: a check passes only where the stack left covers everything
/// that may run before the next check, whatever the depth. Two parts:
///
/// - `reserve`, a constant: the frames of the levels between two checks (the decoder's and the
///   user's types'), the decoding of a leaf, and building and throwing an error other than its
///   coding path;
/// - a share of the stack already used (`pathShare`), for the one thing after a check whose
///   stack grows with the depth: a coding path. Foundation's coders build one by recursion, a
///   frame of 256 bytes per key (`_CodingPathNode.path`, swift-foundation 6.3), whenever an
///   error is made (a value of the wrong type, a guess that fails, FlatTagged's own errors) or
///   `codingPath` is read. Every key of a path was reached by nested calls that cost the stack
///   at least 1 KB (the cheapest level of any form, integer tags in a release build: 1.0 KB;
///   `JSONDecoder`'s own frames for a value under a key take 0.9 KB of it), so a path as long
///   as the depth needs at most a quarter of the stack it took to get there.
///
/// So a check asks for `reserve` plus a quarter of the stack used, and whatever is decoded,
/// encoded, thrown or described after it fits.
enum ThreadStack {
    /// The constant part of the stack that must stay free below a value's frame for it to be
    /// decoded or encoded: several levels' frames (one level of an array of `FlatTaggedValue`s
    /// in a debug build costs about 5 KB), a leaf, and an error's way back, but no coding path.
    static let reserve = 48 * 1024

    /// The part of the stack used so far that must stay free as well, as a shift: `used >> 2`,
    /// a quarter, for a coding path as long as the depth (256 bytes per key, each key costing
    /// at least 1 KB to reach).
    static let pathShare = 2

    /// Whether the current thread has room below the caller for one more level: more than
    /// `reserve` plus a quarter of what the thread has used.
    ///
    /// A frame outside the thread's stack (below its lowest address, or on a stack of its own
    /// above it) is never refused: the unsigned difference to the lowest address is then beyond
    /// any reserve, and above the stack nothing counts as used.
    @inline(__always)
    static func hasRoom() -> Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            guard let record = ThreadRecord.current() else { return true }
            var marker: UInt8 = 0
            let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
            let top = record.pointee.highestStackAddress
            let used = here < top ? top &- here : 0
            return here &- record.pointee.lowestStackAddress > UInt(reserve) &+ (used &>> UInt(pathShare))
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
