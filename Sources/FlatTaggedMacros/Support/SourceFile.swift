#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One Swift file as the generator reads it: its path, its UTF-8 bytes and where each line
/// starts, so that any byte offset can be turned into a line and a column.
package struct SourceFile: Sendable {
    /// The path as given on the command line; diagnostics and `#sourceLocation` repeat it.
    package let path: String
    /// The file's bytes, exactly as read.
    package let bytes: [UInt8]
    /// The last component of the path: `Sources/App/Message.swift` → `Message.swift`.
    package var fileName: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The byte offset at which each line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int]

    /// Reads `bytes` as the contents of the file at `path`, finding where each line starts.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        self.lineStarts = starts
    }

    /// A file whose contents are `text`, as UTF-8.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset. Columns count bytes, as the compiler's do.
    package func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The text of a byte range, decoding invalid UTF-8 leniently.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

/// A 1-based line and column in a source file.
package struct SourceLocation: Hashable, Sendable, Comparable {
    /// The line, from 1.
    package let line: Int
    /// The column in bytes, from 1.
    package let column: Int

    /// Earlier in the file first.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
