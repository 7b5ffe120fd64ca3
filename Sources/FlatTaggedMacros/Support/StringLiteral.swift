/// Writes Swift string literals: tags, keys and paths into generated code. Reading a literal's
/// value is the lexer's (`Lexer.stringValue(of:)`): only Lexing reads source characters.
enum StringLiteral {
    /// A plain string literal for `value`, escaping what must be escaped.
    static func literal(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
