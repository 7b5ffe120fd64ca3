#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The coding path of a value an untagged enum builds an error for, read once, where the error
/// happens, and read where the stack allows it.
///
/// swift-foundation's decoders build a coding path by recursion, about 256 bytes of stack a
/// level, and the value may be 512 levels deep on a thread that passed its stack check with
/// little to spare (a release build crashed reading one at 315 levels on a 512 KB thread). With
/// less than `room` left below the caller, the path is read on a thread with a large stack of its
/// own (`ThreadStack.onLargeStack`), as the depth error reads its own; with more, here: 256 KB
/// holds a path of 1,000 levels at 256 bytes each, twice what `JSONDecoder` accepts.
enum UntaggedCodingPath {
    static let room = 256 * 1024

    static func of(_ decoder: any Decoder) -> [any CodingKey] {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
            if let record = ThreadRecord.current() {
                var marker: UInt8 = 0
                let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
                // A frame outside the thread's stack gives a difference beyond any room.
                if here &- record.pointee.lowestStackAddress <= UInt(room) {
                    return ThreadStack.onLargeStack { decoder.codingPath } ?? []
                }
            }
        #endif
        return decoder.codingPath
    }
}
