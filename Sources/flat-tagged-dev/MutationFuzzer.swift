/// Mutations that turn valid Swift into the malformed input the generator must survive:
/// random bytes and tokens inserted, deleted and duplicated; truncation; unbalanced quotes,
/// braces, `#if` and comment openers; very long lines; deep nesting; markers in odd places.
enum MutationFuzzer {
    private static let fragments: [String] = [
        "\"", "\"\"\"", "#\"", "\"#", "{", "}", "(", ")", "[", "]", "<", ">", "/*", "*/", "//", "///",
        "#if os(Linux)\n", "#elseif DEBUG\n", "#else\n", "#endif\n", "`", "\\(", "#/", "/#", "/", "@",
        "enum ", "case ", "struct ", "extension ", "func ", "indirect ", "public ", "private ", ",", ":", "=",
        "// @FlatTagged\n", "// @FlatTagged(key: \"kind\", content: \"data\")\n", "// @FlatTag(\"x\")\n",
        "// @FlatTag(unknown)\n", "// @FlatTagged(naming: .snakeCase\n", "case a(x: Int)\n", "case b(Payload)\n",
        "enum E { case a(x: Int) }\n", "\n", "\r\n", "\u{0}", "é", "\u{FEFF}",
    ]

    /// Applies one to three random mutations to `bytes`.
    static func mutate(_ bytes: [UInt8], random: inout SeededRandom) -> [UInt8] {
        var result = bytes
        for _ in 0...random.next(below: 3) {
            result = mutateOnce(result, random: &random)
        }
        return result
    }

    private static func mutateOnce(_ bytes: [UInt8], random: inout SeededRandom) -> [UInt8] {
        var bytes = bytes
        let position = random.next(below: bytes.count + 1)
        switch random.next(below: 10) {
        case 0:  // random bytes
            let count = 1 + random.next(below: 8)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: position)
        case 1:  // a token or construct
            bytes.insert(contentsOf: Array(fragments[random.next(below: fragments.count)].utf8), at: position)
        case 2:  // delete a range
            let length = min(bytes.count - position, 1 + random.next(below: 64))
            bytes.removeSubrange(position..<(position + length))
        case 3:  // duplicate a range
            let length = min(bytes.count - position, 1 + random.next(below: 256))
            bytes.insert(contentsOf: bytes[position..<(position + length)], at: position)
        case 4:  // truncation
            bytes.removeSubrange(position..<bytes.count)
        case 5:  // a very long line
            let count = 10_000 + random.next(below: 90_000)
            bytes.insert(contentsOf: [UInt8](repeating: UInt8(ascii: "a"), count: count), at: position)
        case 6:  // deep nesting
            let depth = 1_000 + random.next(below: 20_000)
            let openers = ["{", "(", "[", "<", "#if X\n", "/*", "\"\\("]
            let opener = Array(openers[random.next(below: openers.count)].utf8)
            var nested: [UInt8] = []
            nested.reserveCapacity(depth * opener.count)
            for _ in 0..<depth { nested += opener }
            bytes.insert(contentsOf: nested, at: position)
        case 7:  // a marker before a random line
            let line = bytes[..<position].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            bytes.insert(contentsOf: Array("// @FlatTagged\n".utf8), at: line)
        case 8:  // swap a byte for a structural one
            if position < bytes.count {
                let structural = Array("{}()[]<>\"'`#/\\*@,:=\n".utf8)
                bytes[position] = structural[random.next(below: structural.count)]
            }
        default:  // replace a range with a fragment
            let length = min(bytes.count - position, random.next(below: 16))
            bytes.replaceSubrange(
                position..<(position + length), with: Array(fragments[random.next(below: fragments.count)].utf8))
        }
        return bytes
    }
}
