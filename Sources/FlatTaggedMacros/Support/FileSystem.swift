#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The few file operations the command-line tools need, on the C library directly: the tools
/// link no Foundation, so they start fast when the plugin runs one per source file.
///
/// It lives in the library, not in `flat-tagged`, because both executables (`flat-tagged` and
/// `flat-tagged-dev`) use it and one executable cannot import another. The generator itself
/// (`Generator.generate`) never touches files.
package enum FileSystem {
    /// A file operation that failed, with the path and the C library's reason.
    package struct Failure: Error, CustomStringConvertible {
        /// `cannot read PATH: REASON`, and so on.
        package let description: String
    }

    /// Reads a whole file.
    package static func read(_ path: String) throws -> [UInt8] {
        guard let handle = fopen(path, "rb") else {
            throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var capacity = 1 << 16
        while true {
            // Read into uninitialized memory: no zero-filled buffer.
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = fread(buffer.baseAddress, 1, buffer.count, handle)
            }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < capacity {
                if ferror(handle) != 0 {
                    throw Failure(description: "cannot read \(path): \(String(cString: strerror(errno)))")
                }
                return bytes
            }
            capacity *= 2
        }
    }

    /// Writes `bytes` to `path` unless the file already holds exactly them, so that an unchanged
    /// output keeps its modification time and is not compiled again.
    /// Returns true when it wrote.
    @discardableResult
    package static func writeIfChanged(_ bytes: [UInt8], to path: String) throws -> Bool {
        if let existing = try? read(path), existing == bytes { return false }
        let temporary = path + ".tmp"
        guard let handle = fopen(temporary, "wb") else {
            throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let closed = fclose(handle)
        guard written == bytes.count, closed == 0 else {
            throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else {
            throw Failure(description: "cannot rename \(temporary) to \(path): \(String(cString: strerror(errno)))")
        }
        return true
    }

    /// Removes a file; succeeds when there is none.
    package static func remove(_ path: String) throws {
        if unlink(path) != 0, errno != ENOENT {
            throw Failure(description: "cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Creates a directory and its parents; succeeds when it exists.
    package static func createDirectory(_ path: String) throws {
        let components = path.split(separator: "/")
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in components {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw Failure(description: "cannot create directory \(prefix): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Writes text to standard error.
    package static func printError(_ text: String) {
        let line = Array((text + "\n").utf8)
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                guard let base = bytes.baseAddress else { return }
                let written = write(2, base + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}
