/// The module's struct summary: `DeclaredStructs` as text, so that the build plugin's
/// `generate` command for one file knows the structs the module's other files declare.
///
/// `flat-tagged struct-summary` writes it from every file of a target (only when its text
/// changes), and each `generate --struct-summary` reads it back when its file holds a
/// `// @FlatTagged(schema)` marker. It holds what the model holds and no more: every type's full
/// name (to spell a property's type from the enum's scope), the `schema`-marked enums (described
/// by their own definitions), the types that adopt `FlatTaggedSchemaProviding` (described by
/// their conformance), and each struct's model (its
/// coded properties with keys, types, optionality and docs) or the note that it can't be read.
/// Nothing in it depends on a file's position or on code in bodies, so an edit that changes no
/// struct and no type name leaves it unchanged and regenerates nothing.
///
/// One line each, tab-separated, sorted by name:
///
///     // flat-tagged struct summary 1
///     type        Outer.Inner
///     schema      Outer.Event
///     provides    Outer.Timestamp
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
        for path in schemaProviding.map({ $0.joined(separator: ".") }).sorted() { lines.append("provides\t" + path) }
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
        self.init(summary: Array(summary.utf8))
    }

    /// The structs a summary's bytes hold. It walks the bytes by index (the generator is built
    /// without the optimizer, where `split` costs hundreds of instructions a byte) and unescapes
    /// only a field holding a backslash: a `generate` with a `schema` marker reads the module's
    /// summary on every run.
    package init(summary bytes: [UInt8]) {
        self.init()
        var typePaths: Set<[String]> = []
        var schemaEnums: Set<[String]> = []
        var schemaProviding: Set<[String]> = []
        var models: [[String]: Model?] = [:]
        bytes.withUnsafeBufferPointer { buffer in
            let header = Array(Self.summaryHeader.utf8)
            guard buffer.count > header.count, buffer[header.count] == 10,
                UnsafeBufferPointer(rebasing: buffer[0..<header.count]).elementsEqual(header)
            else { return }
            var current: [String]?
            var fields: [Range<Int>] = []
            var start = header.count + 1
            var index = start
            while index <= buffer.count {
                let byte: UInt8 = index < buffer.count ? buffer[index] : 10
                if byte == 9 || byte == 10 {
                    fields.append(start..<index)
                    start = index + 1
                }
                if byte == 10 {
                    let text = { (field: Int) in Self.unescaped(buffer, fields[field]) }
                    let value = { (field: Int) in
                        fields[field].isEmpty || buffer[fields[field].lowerBound] != UInt8(ascii: "+")
                            ? nil : Self.unescaped(buffer, (fields[field].lowerBound + 1)..<fields[field].upperBound)
                    }
                    switch (text(0), fields.count) {
                    case ("type", 2):
                        typePaths.insert(Self.path(text(1)))
                    case ("schema", 2):
                        schemaEnums.insert(Self.path(text(1)))
                    case ("provides", 2):
                        schemaProviding.insert(Self.path(text(1)))
                    case ("unreadable", 2):
                        current = nil
                        models[Self.path(text(1))] = .some(nil)
                    case ("struct", 3):
                        let name = text(1)
                        current = Self.path(name)
                        models[Self.path(name)] = Model(qualifiedName: name, documentation: value(2), properties: [])
                    case ("property", 6):
                        guard let path = current else { break }
                        let flags = text(4)
                        models[path]??.properties.append(
                            Property(
                                name: text(1), key: text(2), type: value(3), isOptional: flags.contains("o"),
                                isDecoded: flags.contains("d"), documentation: value(5)))
                    default:
                        break
                    }
                    fields.removeAll(keepingCapacity: true)
                }
                index += 1
            }
        }
        self.typePaths = typePaths
        self.schemaEnums = schemaEnums
        self.schemaProviding = schemaProviding
        self.models = models
    }

    /// These structs, then `other`'s for the name paths these don't declare.
    package func merging(_ other: DeclaredStructs) -> DeclaredStructs {
        var merged = self
        merged.typePaths.formUnion(other.typePaths)
        merged.schemaEnums.formUnion(other.schemaEnums)
        merged.schemaProviding.formUnion(other.schemaProviding)
        merged.models.merge(other.models) { mine, _ in mine }
        return merged
    }

    private static func path(_ text: String) -> [String] {
        text.split(separator: ".").map(String.init)
    }

    private static func field(_ text: String?) -> String {
        text.map { "+" + escaped($0) } ?? "-"
    }

    private static func escaped(_ text: String) -> String {
        guard
            text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == 10 || $0 == 13 })
        else { return text }
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

    private static func unescaped(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var index = range.lowerBound
        while index < range.upperBound, buffer[index] != UInt8(ascii: "\\") { index += 1 }
        guard index < range.upperBound else {
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        var escaping = false
        index = range.lowerBound
        while index < range.upperBound {
            let byte = buffer[index]
            if escaping {
                switch byte {
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                default: result.append(byte)
                }
                escaping = false
            } else if byte == UInt8(ascii: "\\") {
                escaping = true
            } else {
                result.append(byte)
            }
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
