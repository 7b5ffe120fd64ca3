import Foundation
import Testing

@testable import FlatTagged

/// One record per thread holds what decoding keeps per thread: the stack's lowest address (for
/// the stack check) and the untagged nesting level.
@Suite("The thread's record")
struct ThreadRecordTests {
    #if os(Linux) || canImport(Darwin)
        @Test("A thread's record holds its stack bound and its untagged level, and is its own")
        func oneRecordPerThread() throws {
            let (bound, local, levelBefore, levelAfter, sameRecord) = Self.onNewThread(stackSize: 512 * 1024) {
                var marker: UInt8 = 0
                let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
                let record = ThreadRecord.current()
                let before = UntaggedNesting.level
                UntaggedNesting.level = 7
                return (
                    record?.pointee.lowestStackAddress ?? 0, here, before, record?.pointee.untaggedLevel ?? 0,
                    record == ThreadRecord.current()
                )
            }
            #expect(bound > 1 && bound < local && local - bound <= 512 * 1024, "bound \(bound), local \(local)")
            #expect(levelBefore == 0)
            #expect(levelAfter == 7, "the untagged level is kept in the same record as the stack bound")
            #expect(sameRecord)
            // Another thread starts at level 0: the level set above was that thread's own.
            #expect(Self.onNewThread(stackSize: 512 * 1024) { UntaggedNesting.level } == 0)
        }

        static func onNewThread<T>(stackSize: Int, _ work: @escaping () -> T) -> T {
            nonisolated(unsafe) var result: T?
            nonisolated(unsafe) let body = work
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                result = body()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return result!
        }
    #endif
}
