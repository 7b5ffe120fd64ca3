/// A JSON value as `flat-tagged schema` prints it: keys sorted, two spaces of indentation, as
/// `JSONEncoder` with `.prettyPrinted` and `.sortedKeys` writes it (numbers kept as their text).
indirect enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    var fields: [String: JSON]? {
        if case .object(let fields) = self { return fields }
        return nil
    }

    var strings: [String]? {
        guard case .array(let values) = self else { return nil }
        return values.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    /// The JSON text.
    var text: String {
        var output = ""
        write(into: &output, indent: "")
        return output
    }

    /// The JSON text on one line, without spaces, keys sorted: a schema template in generated
    /// code (`SchemaTemplate`), where DEL is escaped too, as a Swift literal can't hold it.
    var compactText: String {
        var output = ""
        writeCompact(into: &output)
        return output
    }

    private func writeCompact(into output: inout String) {
        switch self {
        case .null, .bool, .number: write(into: &output, indent: "")
        case .string(let text): output += Self.quoted(text, escapingDelete: true)
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                value.writeCompact(into: &output)
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, key) in fields.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                output += Self.quoted(key, escapingDelete: true) + ":"
                fields[key]?.writeCompact(into: &output)
            }
            output += "}"
        }
    }

    private func write(into output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): output += Self.quoted(text)
        case .array(let values):
            guard !values.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, value) in values.enumerated() {
                output += indent + "  "
                value.write(into: &output, indent: indent + "  ")
                output += index < values.count - 1 ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let fields):
            guard !fields.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = fields.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += indent + "  " + Self.quoted(key) + " : "
                fields[key]?.write(into: &output, indent: indent + "  ")
                output += index < keys.count - 1 ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string: escaped as `StringLiteral` escapes, a control character as `\u00XX`.
    private static func quoted(_ text: String, escapingDelete: Bool = false) -> String {
        let escaped = StringLiteral.escaped(text, escapingDelete: escapingDelete) { value in
            let hex = String(value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return "\"" + escaped + "\""
    }
}
