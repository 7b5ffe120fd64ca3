/// The literals a marker's options hold: string literals (tags, keys, aliases) and integer
/// literals (integer tags and aliases), read as Swift reads them, each mistake located where it
/// stands.
extension MarkerParser {
    /// What an integer literal reads as: its value, or why it has none.
    enum IntegerLiteral: Equatable {
        case value(Int)
        /// A number that is not an integer: `3.5`, `1e3`, `0x1p3`.
        case notAnInteger
        /// An integer outside `Int`'s range: `12345678901234567890123`.
        case outOfRange
    }

    mutating func nonEmptyString(_ argument: Argument, option: String) -> String? {
        guard let value = stringLiteral(argument.value, option: "'\(option)'") else { return nil }
        if value.isEmpty {
            diagnostics.append(Diagnostic(Messages.emptyOption(option), at: argument.valueLocation))
            return nil
        }
        return value
    }

    func text(of tokens: [Token]) -> String {
        guard let first = tokens.first, let last = tokens.last else { return "" }
        return file.text(first.start..<last.end)
    }

    /// An integer literal, optionally negative, as Swift reads it (`2`, `-1`, `1_000`, `0x10`,
    /// `0o17`, `0b101`), or nil when the tokens are not one number literal.
    func integerLiteral(_ tokens: [Token]) -> IntegerLiteral? {
        var digits = tokens
        var sign = ""
        if digits.count == 2, digits[0].kind == .operator, file.text(digits[0].range) == "-" {
            sign = "-"
            digits.removeFirst()
        }
        guard digits.count == 1, digits[0].kind == .number else { return nil }
        var text = Substring(file.text(digits[0].range).filter { $0 != "_" })
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            radix = base
            text = text.dropFirst(2)
        }
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isHexDigit && Int(String($0), radix: radix) != nil })
        else { return .notAnInteger }
        return Int(sign + text, radix: radix).map { .value($0) } ?? .outOfRange
    }

    /// The value of `literal`, the integer literal `tokens` hold, for `option` (`the tag`, `an
    /// alias`); nil (reported) when it is not an `Int`.
    mutating func integerValue(_ literal: IntegerLiteral, of tokens: [Token], option: String) -> Int? {
        let location = file.location(of: tokens[0].start)
        switch literal {
        case .value(let value):
            return value
        case .notAnInteger:
            diagnostics.append(Diagnostic(Messages.notAnInteger(option, found: text(of: tokens)), at: location))
        case .outOfRange:
            diagnostics.append(Diagnostic(Messages.integerOutOfRange(option, found: text(of: tokens)), at: location))
        }
        return nil
    }

    /// The value of a plain or raw string literal without interpolation.
    mutating func stringLiteral(_ tokens: [Token], option: String) -> String? {
        guard tokens.count == 1, tokens[0].kind == .string,
            let value = stringValues[tokens[0].start]
        else {
            let found = text(of: tokens)
            diagnostics.append(
                Diagnostic(
                    Messages.notAStringLiteral(option, found: found),
                    at: file.location(of: tokens.first?.start ?? 0)))
            return nil
        }
        return value
    }
}
