/// Writes Swift string literals: tags, keys and paths into generated code. Reading a literal's
/// value is the lexer's (`Lexer.stringValue(of:)`): only Lexing reads source characters.
///
/// The one owner of the generator's string escaping: `JSON` (what `flat-tagged schema` prints,
/// the templates of generated schemas) writes its strings with `escaped(_:escapingDelete:control:)`
/// too, JSON's spelling of a control character in place of Swift's.
enum StringLiteral {
    /// A plain string literal for `value`, escaping what must be escaped.
    static func literal(_ value: String) -> String {
        let text = escaped(value, escapingDelete: true) { value in
            value == 0 ? "\\0" : "\\u{\(String(value, radix: 16))}"
        }
        return "\"" + text + "\""
    }

    /// `value` with `"`, `\`, newline, carriage return and tab escaped as Swift and JSON both
    /// write them (`\"`, `\\`, `\n`, `\r`, `\t`), and every other control character (below
    /// U+0020, and DEL when `escapingDelete`) as `control` writes its scalar value.
    static func escaped(_ value: String, escapingDelete: Bool, control: (UInt32) -> String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || (escapingDelete && scalar.value == 0x7F):
                result += control(scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
