/// Identifiers with non-ASCII characters and backticked (raw) identifiers.

extension Lexer {
    // MARK: - Identifiers

    /// What a run of identifier bytes with non-ASCII characters is.
    enum NonASCIIWord {
        case identifier
        /// Contains a math or other symbol: Swift reads those as operator characters.
        case `operator`
        case invalid(DiagnosticMessage)
    }

    /// An identifier (letters, marks, numbers, connectors, emoji), an operator (a symbol such
    /// as `≈`), or neither: invalid UTF-8 or a character that stands in neither.
    static func classifyNonASCII(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> NonASCIIWord {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .invalid(Messages.invalidUTF8InIdentifier)
        }
        var isOperator = false
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            let properties = scalar.properties
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                continue
            case .mathSymbol, .otherSymbol, .currencySymbol, .modifierSymbol, .otherPunctuation, .dashPunctuation,
                .initialPunctuation, .finalPunctuation:
                if properties.isEmoji, scalar.value > 0xFF { continue }
                isOperator = true
            default:
                if properties.isEmoji, scalar.value > 0xFF { continue }
                return .invalid(Messages.characterNotInIdentifier(scalar))
            }
        }
        return isOperator ? .operator : .identifier
    }

    /// Why the text between backticks is not an identifier FlatTagged accepts: invalid UTF-8,
    /// a control character, a quote, a backslash, `#` or `/`. Nil when it is fine (Swift 6.2
    /// accepts spaces and most punctuation there).
    static func rawIdentifierProblem(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> DiagnosticMessage? {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return Messages.invalidUTF8InIdentifier
        }
        // Quotes, backslashes, `#` and `/` are refused too: generated code would have to
        // reproduce them inside its own literals and comments.
        for scalar in text.unicodeScalars
        where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}"
            || "\"\\#/".unicodeScalars.contains(scalar)
        {
            return Messages.characterNotInIdentifier(scalar)
        }
        return nil
    }
}
