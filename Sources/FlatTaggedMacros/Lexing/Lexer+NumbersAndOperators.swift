/// Number literals (decimal, hexadecimal, octal, binary, exponents) and operators.

extension Lexer {
    // MARK: - Numbers and operators

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    /// `42`, `1_000`, `3.5e-2`, `0x1F`, `0x1p3`, `0o17`, `0b1010`.
    static func isWellFormedNumber(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        let digits = Array(bytes)
        func all(_ range: ArraySlice<UInt8>, _ allowed: (UInt8) -> Bool) -> Bool {
            !range.isEmpty && range.allSatisfy { allowed($0) || $0 == UInt8(ascii: "_") }
        }
        let isHex: (UInt8) -> Bool = {
            isDigit($0) || (($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "f"))
        }
        if digits.count > 2, digits[0] == UInt8(ascii: "0") {
            switch digits[1] {
            case UInt8(ascii: "b"): return all(digits[2...]) { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            case UInt8(ascii: "o"): return all(digits[2...]) { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            case UInt8(ascii: "x"):
                let body = digits[2...]
                guard let exponent = body.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "p") }) else {
                    return body.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy {
                        all($0, isHex)
                    }
                        && body.filter { $0 == UInt8(ascii: ".") }.count <= 1
                }
                var power = body[(exponent + 1)...]
                if let sign = power.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                    power = power.dropFirst()
                }
                return body[..<exponent].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
                    .allSatisfy { all($0, isHex) }
                    && all(power, isDigit)
            default: break
            }
        }
        var mantissa = digits[...]
        if let exponent = digits.firstIndex(where: { $0 | 0x20 == UInt8(ascii: "e") }) {
            var power = digits[(exponent + 1)...]
            if let sign = power.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                power = power.dropFirst()
            }
            guard all(power, isDigit) else { return false }
            mantissa = digits[..<exponent]
        }
        // Several dots make a version, as in `@available(macOS 10.15.4, *)` or `swift(>=5.8.0)`.
        let parts = mantissa.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.allSatisfy { all($0, isDigit) } && (parts.count <= 2 || mantissa.count == digits.count)
    }

    func scanNumber(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = text.count
        while index < count {
            let byte = text[index]
            if Lexer.isIdentifierBody(byte) {
                // Exponents: `1e-5`, `0x1p+3`.
                if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "p")
                    || byte == UInt8(ascii: "P"), index + 1 < count,
                    text[index + 1] == UInt8(ascii: "-") || text[index + 1] == UInt8(ascii: "+")
                {
                    index += 2
                } else {
                    index += 1
                }
            } else if byte == UInt8(ascii: "."), index + 1 < count, Lexer.isDigit(text[index + 1]) {
                index += 1
            } else {
                break
            }
        }
        return index
    }

    func scanOperator(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 1
        let count = text.count
        while index < count, Lexer.isOperatorCharacter(text[index]) {
            // A comment opener ends the operator: `a+/*c*/b`.
            if text[index] == UInt8(ascii: "/"), index + 1 < count,
                text[index + 1] == UInt8(ascii: "/") || text[index + 1] == UInt8(ascii: "*")
            {
                break
            }
            if text[index] == UInt8(ascii: "-"), index + 1 < count, text[index + 1] == UInt8(ascii: ">") {
                break
            }
            index += 1
        }
        return index
    }
}
