/// The byte searches that let files and comments without a marker skip the work of finding one.
/// Both are looser than `MarkerParser`: they may pass text that holds no marker, never the
/// reverse for what they guard.
package enum MarkerPrecheck {
    /// Whether a file's bytes could hold a marker or a near miss: a case-insensitive search for
    /// `flattag` or `flatag`. Files without one skip lexing entirely, so this reads eight bytes
    /// at a time and looks closer only where a word holds an `f` or `F`.
    package static func inFile(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            let lowBits: UInt64 = 0x0101_0101_0101_0101
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var index = 0
            while index + 8 <= count {
                // Bytes equal to "f" after setting the case bit become zero; find a zero byte.
                let word =
                    (buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self) | 0x2020_2020_2020_2020)
                    ^ 0x6666_6666_6666_6666
                if (word &- lowBits) & ~word & highBits != 0 {
                    for offset in index..<(index + 8) where matchesMarkerWord(buffer, at: offset) { return true }
                }
                index += 8
            }
            while index < count {
                if matchesMarkerWord(buffer, at: index) { return true }
                index += 1
            }
            return false
        }
    }

    /// `fla` `t`? `tag`, in any case, at `index`.
    private static func matchesMarkerWord(_ buffer: UnsafeRawBufferPointer, at index: Int) -> Bool {
        let count = buffer.count
        guard index + 6 <= count, buffer[index] | 0x20 == UInt8(ascii: "f"),
            buffer[index + 1] | 0x20 == UInt8(ascii: "l"),
            buffer[index + 2] | 0x20 == UInt8(ascii: "a"), buffer[index + 3] | 0x20 == UInt8(ascii: "t")
        else { return false }
        var next = index + 4
        if buffer[next] | 0x20 == UInt8(ascii: "t") { next += 1 }
        return next + 1 < count && buffer[next] | 0x20 == UInt8(ascii: "a")
            && buffer[next + 1] | 0x20 == UInt8(ascii: "g")
    }

    /// Whether a comment could hold a marker or a near miss, so that ordinary comments cost only
    /// a byte search: `la` in any case, as in `flat`. It runs only in files that passed `inFile`,
    /// and is looser than it, so that a near miss in one comment is found even when the file's
    /// `flattag` stands in another.
    static func inComment(_ bytes: some Collection<UInt8>) -> Bool {
        // "lat" or "LAT": every spelling we recognize contains `flat` in some case.
        var previous: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if lower == UInt8(ascii: "a"), previous == UInt8(ascii: "l") { return true }
            previous = lower
        }
        return false
    }
}
