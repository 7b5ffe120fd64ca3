/// The module's struct summary: `DeclaredStructs` as text, so that the build plugin's
/// `generate` command for one file knows the structs the module's other files declare.
///
/// `flat-tagged struct-summary` writes it from every file of a target (only when its text
/// changes), and each `generate --struct-summary` reads it back when its file holds a
/// `// @FlatTagged(schema)` marker. It holds what the model holds and no more: every type's full
/// name (to spell a property's type from the enum's scope), the `schema`-marked enums (described
/// by their own definitions), and each struct's model (its
/// coded properties with keys, types, optionality and docs) or the note that it can't be read.
/// Nothing in it depends on a file's position or on code in bodies, so an edit that changes no
/// struct and no type name leaves it unchanged and regenerates nothing.
///
/// One line each, tab-separated, sorted by name:
///
///     // flat-tagged struct summary 1
///     type        Outer.Inner
///     schema      Outer.Event
///     struct      Outer.Inner   DOC
///     property    name   key   TYPE   FLAGS   DOC
///     unreadable  Outer.Custom
///
/// `DOC` and `TYPE` are `-` for none or `+` and the text (`\\`, tab, newline and carriage return
/// escaped); `FLAGS` holds `o` for optional and `d` for decoded, or is `-`. A `property` line
/// belongs to the `struct` line before it.
extension DeclaredStructs {
    /// The summary's first line; a text without it reads as no structs.
    static let summaryHeader = "// flat-tagged struct summary 1"

    /// The summary's text, ending with a newline.
    package var summary: String {
        var lines = [Self.summaryHeader]
        for path in typePaths.map({ $0.joined(separator: ".") }).sorted() { lines.append("type\t" + path) }
        for path in schemaEnums.map({ $0.joined(separator: ".") }).sorted() { lines.append("schema\t" + path) }
        for (path, model) in models.map({ ($0.key.joined(separator: "."), $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            guard let model else {
                lines.append("unreadable\t" + path)
                continue
            }
            lines.append(["struct", path, Self.field(model.documentation)].joined(separator: "\t"))
            for property in model.properties {
                let flags = (property.isOptional ? "o" : "") + (property.isDecoded ? "d" : "")
                lines.append(
                    [
                        "property", Self.escaped(property.name), Self.escaped(property.key), Self.field(property.type),
                        flags.isEmpty ? "-" : flags, Self.field(property.documentation),
                    ].joined(separator: "\t"))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The structs a summary holds; none for a text that is not a summary of this version.
    package init(summary: String) {
        self.init()
        let lines = summary.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == Self.summaryHeader else { return }
        var current: [String]?
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("type", 2):
                typePaths.insert(Self.path(fields[1]))
            case ("schema", 2):
                schemaEnums.insert(Self.path(fields[1]))
            case ("unreadable", 2):
                current = nil
                models[Self.path(fields[1])] = .some(nil)
            case ("struct", 3):
                let path = Self.path(fields[1])
                current = path
                models[path] = Model(qualifiedName: fields[1], documentation: Self.value(fields[2]), properties: [])
            case ("property", 6):
                guard let path = current else { continue }
                models[path]??.properties.append(
                    Property(
                        name: Self.unescaped(fields[1]), key: Self.unescaped(fields[2]), type: Self.value(fields[3]),
                        isOptional: fields[4].contains("o"), isDecoded: fields[4].contains("d"),
                        documentation: Self.value(fields[5])))
            default:
                continue
            }
        }
    }

    /// These structs, then `other`'s for the name paths these don't declare.
    package func merging(_ other: DeclaredStructs) -> DeclaredStructs {
        var merged = self
        merged.typePaths.formUnion(other.typePaths)
        merged.schemaEnums.formUnion(other.schemaEnums)
        merged.models.merge(other.models) { mine, _ in mine }
        return merged
    }

    private static func path(_ text: String) -> [String] {
        text.split(separator: ".").map(String.init)
    }

    private static func field(_ text: String?) -> String {
        text.map { "+" + escaped($0) } ?? "-"
    }

    private static func value(_ field: String) -> String? {
        field.hasPrefix("+") ? unescaped(String(field.dropFirst())) : nil
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
