/// How error messages show text from the input: JSON-quoted, and never more than
/// `messageQuoteLimit` characters of it, so that a hostile megabyte tag, key or number makes a
/// short message. Every message that shows input goes through `messageHead(of:)`.

/// The most characters of an input value that an error message quotes.
let messageQuoteLimit = 100

/// The first `messageQuoteLimit` characters of `text`, and whether anything was cut: the one
/// place that decides what is too long.
func messageHead(of text: Substring) -> (head: Substring, isCut: Bool) {
    guard text.utf8.count > messageQuoteLimit else { return (text, false) }
    let head = text.prefix(messageQuoteLimit)
    return (head, head.endIndex != text.endIndex)
}

/// An input value quoted for an error message: as `jsonQuoted`, cut after `messageQuoteLimit`
/// characters with `…` and the full length (`"aaa…" (1048576 bytes)`).
func messageQuoted(_ text: String) -> String {
    let (head, isCut) = messageHead(of: text[...])
    guard isCut else { return jsonQuoted(text) }
    return jsonQuoted(String(head)).dropLast() + "…\" (\(text.utf8.count) bytes)"
}

/// `text`, unquoted, cut after `messageQuoteLimit` characters with `…`: what
/// `FlatTaggedTagError.tag` keeps of a tag.
func messageShortened(_ text: String) -> String {
    let (head, isCut) = messageHead(of: text[...])
    return isCut ? String(head) + "…" : text
}

/// `text` with every run of more than `messageQuoteLimit` characters without a space cut with
/// `…`: a decoder's own message that quotes a 100,000-digit number or a long string, shown
/// inside one of ours.
func messageWordsShortened(_ text: String) -> String {
    guard text.utf8.count > messageQuoteLimit else { return text }
    return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
        let (head, isCut) = messageHead(of: word)
        return isCut ? head + "…" : word
    }.joined(separator: " ")
}

/// `text` as a JSON string literal: the quoting of descriptions and error messages, so that a
/// tag or key reads unambiguously (`"a\"b"`).
func jsonQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
