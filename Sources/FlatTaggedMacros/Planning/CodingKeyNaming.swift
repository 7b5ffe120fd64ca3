/// The cases of the generated `CodingKeys`: one per key, valid identifiers that can
/// be written after a dot, distinct from each other, with the keys as raw values exactly.
enum CodingKeyNaming {
    /// Names that cannot be written as `.name`: another one is derived.
    static let unusableNames: Set<String> = [
        "Type", "Protocol", "self", "init", "stringValue", "intValue", "rawValue", "hashValue",
    ]

    /// The cases for `keys`, in order, duplicates removed.
    static func cases(for keys: [String]) -> [CodingKeyCase] {
        var seenKeys: Set<String> = []
        var used: Set<String> = []
        var result: [CodingKeyCase] = []
        // Keys that are already usable names keep them; derived names yield to them.
        let unique = keys.filter { seenKeys.insert($0).inserted }
        let kept = Set(unique.filter(isUsableAsIs))
        for key in unique {
            var name: String
            if isUsableAsIs(key), !used.contains(key) {
                name = key
            } else {
                let base = derivedName(for: key)
                name = base
                var suffix = 2
                while used.contains(name) || (kept.contains(name) && name != key) {
                    name = base + String(suffix)
                    suffix += 1
                }
            }
            used.insert(name)
            result.append(CodingKeyCase(name: name, rawValue: key))
        }
        return result
    }

    private static func isUsableAsIs(_ key: String) -> Bool {
        SwiftNames.isPlainIdentifier(key) && !unusableNames.contains(key) && key != "_"
    }

    /// `@type` → `atType`, `$data` → `dollarData`, `event-type` → `eventType`, `Type` → `typeKey`.
    static func derivedName(for key: String) -> String {
        if unusableNames.contains(key) { return key.prefix(1).lowercased() + key.dropFirst() + "Key" }
        var words: [String] = []
        var current = ""
        for scalar in key.unicodeScalars {
            let character = Character(scalar)
            if SwiftNames.isPlainIdentifier(String(character)) || ("0"..."9").contains(scalar) || scalar == "_" {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            switch scalar {
            case "@": words.append("at")
            case "$": words.append("dollar")
            case "#": words.append("hash")
            case "+": words.append("plus")
            default: break
            }
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return "key" }
        var name = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if let initial = name.unicodeScalars.first, ("0"..."9").contains(initial) { name = "key" + name }
        if unusableNames.contains(name) || name == "_" || name.allSatisfy({ $0 == "_" }) { name += "Key" }
        return name
    }
}

/// One case of the generated `CodingKeys`.
struct CodingKeyCase: Sendable, Equatable {
    /// The case name, without backticks.
    var name: String
    /// The key exactly.
    var rawValue: String

    /// `case type`, `` case `default` ``, `case atType = "@type"`.
    var declaration: String {
        let written = SwiftNames.keywords.contains(name) ? "`\(name)`" : name
        return name == rawValue ? "case \(written)" : "case \(written) = \(StringLiteral.literal(rawValue))"
    }

    /// `.type`, `.default`.
    var reference: String { "." + name }
}
