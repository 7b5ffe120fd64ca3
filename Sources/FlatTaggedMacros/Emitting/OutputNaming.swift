/// Names the file generated for each input, uniquely and stably.
///
/// An input's output is named after its file name, `Models.swift` → `Models+FlatTagged.swift`,
/// whenever no other input of the same run has the same file name. When several do (Xcode
/// targets allow `A/Models.swift` and `B/Models.swift`), each of them gets a short hash of its
/// path: `Models-1a2b3c4d+FlatTagged.swift`. The hash is FNV-1a (32 bits, as 8 lowercase hex
/// digits) of the path relative to the target's directory, so a name depends only on the
/// target's list of files, never on the machine, the process or the order of the inputs.
/// File names are compared ignoring case, since `Models+FlatTagged.swift` and
/// `models+FlatTagged.swift` are one file on a case-insensitive file system.
///
/// `Plugins/FlatTaggedPlugin` holds a copy of this function (a plugin cannot depend on a
/// library); `OutputNamingTests` pins the names both must give.
package enum OutputNaming {
    /// What every generated file name ends with.
    package static let suffix = "+FlatTagged.swift"

    /// The output file name for each input, in the inputs' order.
    ///
    /// - Parameter relativePaths: the inputs' paths relative to the target's directory (the
    ///   plugin), or as given on the command line (`flat-tagged generate --output DIR FILE…`),
    ///   with `/` between components.
    package static func outputNames(forRelativePaths relativePaths: [String]) -> [String] {
        var stemCounts: [String: Int] = [:]
        for path in relativePaths {
            stemCounts[stem(of: path).lowercased(), default: 0] += 1
        }
        return relativePaths.map { path in
            let stem = stem(of: path)
            guard stemCounts[stem.lowercased(), default: 0] > 1 else { return stem + suffix }
            return stem + "-" + hash(normalized(path)) + suffix
        }
    }

    /// `Sources/App/Models.swift` → `Models`: the file name without its `.swift` extension.
    package static func stem(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift"), name.count > ".swift".count { name.removeLast(".swift".count) }
        return name
    }

    /// The FNV-1a 32-bit hash of the path's UTF-8 bytes, as 8 lowercase hexadecimal digits.
    package static func hash(_ path: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in path.utf8 {
            value ^= UInt32(byte)
            value = value &* 0x0100_0193
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// `./A/Models.swift` → `A/Models.swift`: one spelling per path for the hash.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
