/// Turns a file's `FamilyFilePlan` into Swift text: a `FlatTaggedFamily` static per
/// family protocol, a `FlatTaggedMember` or `FlatTaggedFallback` conformance per member, and the
/// module-list entries that `flat-tagged module-list` gathers into the target's
/// `FlatTaggedModule`.
///
/// Conformances are `nonisolated` (on compilers that accept `nonisolated extension`), and so is
/// every generated member: `FlatTaggedMember` refines `SendableMetatype`, so a main-actor
/// conformance, the default for a plain type in a `.defaultIsolation(MainActor.self)` target,
/// would not compile. Every name is qualified, as in `ConformanceEmitter`.
enum FamilyEmitter {
    static func emit(_ plan: FamilyFilePlan, imports: [ImportDeclaration], sourcePath: String?) -> String {
        var writer = CodeWriter()
        for family in plan.families {
            writer.line("")
            writer.conditional(family.conditions) { writer in writeFamily(family, &writer) }
        }
        for member in plan.members {
            writer.line("")
            writer.conditional(member.conditions) { writer in writeMember(member, sourcePath: sourcePath, &writer) }
        }
        writer.line("")
        writer.line(ModuleListEntries.heading)
        for line in ImportLines.moduleListEntryLines(for: imports) {
            writer.line(ModuleListEntries.importPrefix + line)
        }
        for line in ModuleListEntries.lines(for: plan) { writer.line(ModuleListEntries.prefix + line) }
        return writer.text
    }

    /// Writes `lines` once with `nonisolated` before the first, for compilers from 6.2 on, and
    /// once without it for older ones.
    private static func nonisolatedVariants(attributes: [String], _ lines: [String], _ writer: inout CodeWriter) {
        writer.nonisolatedVariants { isolation, writer in
            for attribute in attributes { writer.line(attribute) }
            writer.line(isolation + lines[0])
            for line in lines.dropFirst() { writer.line(line) }
        }
    }

    // MARK: - Families

    /// `extension FlatTagged.FlatTaggedFamily { static let animal = … }`
    private static func writeFamily(_ family: FamilyPlan, _ writer: inout CodeWriter) {
        var arguments = ["(any \(family.protocolName)).self"]
        if family.key != "type" { arguments.append("key: " + StringLiteral.literal(family.key)) }
        if let naming = family.naming { arguments.append("naming: .\(naming.rawValue)") }
        if let content = family.content { arguments.append("content: " + StringLiteral.literal(content)) }
        switch (family.decodes, family.encodes) {
        case (true, false): arguments.append("directions: .decoding")
        case (false, true): arguments.append("directions: .encoding")
        default: break
        }
        let declaration =
            "\(family.accessModifier)static let \(family.staticName) = FlatTagged.FlatTaggedFamily(\(arguments.joined(separator: ", "))) { $0 is any \(family.protocolName).Type }"
        writer.block("extension FlatTagged.FlatTaggedFamily {") { writer in
            writer.line(
                "/// The family of `\(family.protocolName)`: `@Polymorphic` values of type `any \(family.protocolName)`"
            )
            writer.line("/// are decoded and encoded through it. List it in a `FlatTaggedModule`.")
            nonisolatedVariants(attributes: family.availability, [declaration], &writer)
        }
    }

    // MARK: - Members

    private static func writeMember(_ member: MemberPlan, sourcePath: String?, _ writer: inout CodeWriter) {
        let conformance = member.tagging == .fallback ? "FlatTagged.FlatTaggedFallback" : "FlatTagged.FlatTaggedMember"
        nonisolatedVariants(
            attributes: member.availability, ["extension \(member.typeName): \(conformance) {}"], &writer)
        writer.line("")
        for attribute in member.availability { writer.line(attribute) }
        let modifiers = member.accessModifier + "nonisolated "
        writer.block("extension \(member.typeName) {") { writer in
            switch member.tagging {
            case .string(let tag, let aliases):
                let aliasList = "[" + aliases.map(StringLiteral.literal).joined(separator: ", ") + "]"
                let value: String
                switch (tag, aliases.isEmpty) {
                case (let tag?, true): value = ".tag(\(StringLiteral.literal(tag)))"
                case (let tag?, false): value = ".tag(\(StringLiteral.literal(tag)), aliases: \(aliasList))"
                case (nil, true): value = ".typeName"
                case (nil, false): value = ".typeName(aliases: \(aliasList))"
                }
                writeTagging(value, modifiers: modifiers, &writer)
            case .integer(let tag, let aliases):
                let value =
                    aliases.isEmpty ? ".tag(\(tag))" : ".tag(\(tag), aliases: [\(aliases.joined(separator: ", "))])"
                writeTagging(value, modifiers: modifiers, &writer)
            case .fallback:
                writeFallback(member, modifiers: modifiers, sourcePath: sourcePath, &writer)
            }
        }
    }

    private static func writeTagging(_ value: String, modifiers: String, _ writer: inout CodeWriter) {
        writer.line("/// The tag this type is decoded from and encoded with in each of its families.")
        writer.line("\(modifiers)static var flatTagging: FlatTagged.FlatTagging { \(value) }")
    }

    /// `init(flatTaggedUnknown:)`, `init(from:)` and `encode(to:)`: the object is kept whole
    /// and written back unchanged. The initializers point at the user's struct, where a stored
    /// property without a default value would make them fail to compile.
    private static func writeFallback(
        _ member: MemberPlan, modifiers: String, sourcePath: String?, _ writer: inout CodeWriter
    ) {
        writer.line("/// Wraps an object whose tag matched no member of the family.")
        writer.block("\(modifiers)init(flatTaggedUnknown unknown: FlatTagged.FlatTaggedUnknown) {") { writer in
            writer.statement("self.unknown = unknown", sourcePath: sourcePath, line: member.line)
        }
        writer.line("")
        writer.line("/// Decodes the whole object, its tag included.")
        writer.block("\(modifiers)init(from decoder: any Swift.Decoder) throws {") { writer in
            writer.statement(
                "self.unknown = try FlatTagged.FlatTaggedUnknown(from: decoder)", sourcePath: sourcePath,
                line: member.line)
        }
        writer.line("")
        writer.line("/// Encodes the object back unchanged.")
        writer.block("\(modifiers)func encode(to encoder: any Swift.Encoder) throws {") { writer in
            writer.line("try self.unknown.encode(to: encoder)")
        }
    }
}
