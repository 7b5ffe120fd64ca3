#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

// What FlatTagged keeps for each thread, in one record under one pthread key: the bounds of the
// thread's stack (read once, asked by every level decoded or encoded: `ThreadStack`) and
// how many untagged values the thread is decoding inside one another (`UntaggedNesting`).
// Decoding and encoding never suspend, so a value is decoded on one thread from start to end.
//
// The record is allocated the first time a thread asks and freed when the thread ends (the key's
// destructor). Where threads have no storage of their own, or no key could be made, there is no
// record: nothing is checked and every untagged value counts as shallow, as before these existed.

/// The current thread's record.
struct ThreadRecord {
    /// The lowest address of the thread's stack; 1 when it can't be read, so every frame has room.
    var lowestStackAddress: UInt
    /// The highest address of the thread's stack, where it starts; 0 when it can't be read, so
    /// no stack counts as used.
    var highestStackAddress: UInt
    /// How many untagged values the thread is inside: 0 outside any.
    var untaggedLevel = 0

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        /// The key under which each thread keeps its record; nil if no key could be made.
        private static let key: pthread_key_t? = {
            var key = pthread_key_t()
            #if canImport(Darwin)
                let created = pthread_key_create(&key) { $0.assumingMemoryBound(to: ThreadRecord.self).deallocate() }
            #else
                let created = pthread_key_create(&key) { $0?.assumingMemoryBound(to: ThreadRecord.self).deallocate() }
            #endif
            return created == 0 ? key : nil
        }()

        /// The current thread's record, made on first use; nil where threads keep none.
        @inline(__always)
        static func current() -> UnsafeMutablePointer<ThreadRecord>? {
            guard let key else { return nil }
            if let record = pthread_getspecific(key) { return record.assumingMemoryBound(to: ThreadRecord.self) }
            return make(key)
        }

        /// Makes the current thread's record, with its stack's lowest address, and keeps it under `key`.
        @inline(never)
        private static func make(_ key: pthread_key_t) -> UnsafeMutablePointer<ThreadRecord>? {
            let record = UnsafeMutablePointer<ThreadRecord>.allocate(capacity: 1)
            let bounds = ThreadStack.bounds()
            record.initialize(
                to: ThreadRecord(
                    lowestStackAddress: bounds?.low ?? 1,
                    highestStackAddress: bounds.map { $0.low + UInt($0.size) } ?? 0))
            guard pthread_setspecific(key, record) == 0 else {
                record.deallocate()
                return nil
            }
            return record
        }
    #else
        /// No thread keeps a record here.
        static func current() -> UnsafeMutablePointer<ThreadRecord>? { nil }
    #endif
}
