/// The value of a string literal, as the marker options' literals are read (`CommentHead`).
extension Lexer {
    /// The value of a single-line string literal, plain (`"a\"b"`) or raw (`#"a"b"#`).
    /// Returns nil for interpolation, multi-line literals and malformed escapes.
    static func stringValue<Bytes: Collection<UInt8>>(of literal: Bytes) -> String? {
        var bytes = Array(literal)
        var hashes = 0
        while hashes < bytes.count, bytes[hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard bytes.count >= 2 * hashes + 2, bytes[hashes] == UInt8(ascii: "\""),
            bytes[bytes.count - 1 - hashes] == UInt8(ascii: "\"")
        else { return nil }
        bytes = Array(bytes[(hashes + 1)..<(bytes.count - 1 - hashes)])
        if bytes.starts(with: Array("\"\"".utf8)) { return nil }  // multi-line
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                index += 1
                continue
            }
            // In a raw string only `\#` (with the same number of hashes) escapes.
            var escapeHashes = 0
            while index + 1 + escapeHashes < bytes.count, bytes[index + 1 + escapeHashes] == UInt8(ascii: "#") {
                escapeHashes += 1
            }
            if hashes > 0, escapeHashes < hashes {
                result.append(byte)
                index += 1
                continue
            }
            index += 1 + hashes
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "0"): result.append(0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): result.append(bytes[index])
            case UInt8(ascii: "u"):
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
                    let close = bytes[index...].firstIndex(of: UInt8(ascii: "}")),
                    let scalarValue = UInt32(String(decoding: bytes[(index + 2)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(scalarValue)
                else { return nil }
                result.append(contentsOf: Array(String(Character(scalar)).utf8))
                index = close
            default:
                return nil  // interpolation or an invalid escape
            }
            index += 1
        }
        return String(validating: result, as: UTF8.self)
    }
}

extension Lexer {
    /// The value of the string literal `token` of `file` (a raw value, `case id = "user_id"`),
    /// or nil as `stringValue(of:)` gives it.
    static func value(ofStringToken token: Token, in file: SourceFile) -> String? {
        token.kind == .string ? stringValue(of: file.bytes[token.range]) : nil
    }
}
