/// Turns a `CodingPlan` into Swift text: the conformance declaration, `flatTagKey`, `flatTags`,
/// `flatTag`, `Kind` and `kind`, `CodingKeys`, `init(from:)` and `encode(to:)`. What the enum's
/// form writes comes from its `FormEmitter` (`formEmitter(for:)`); the rest is the same for
/// every form.
///
/// A pure function of the plan: the same plan always gives the same text. Every name the text
/// uses is qualified (`Swift.String`, `FlatTagged.FlatTaggedUnknown`) or is the enum's own
/// private `CodingKeys`, so a module that declares its own `String` or `DecodingError` changes
/// nothing.
struct ConformanceEmitter {
    /// A member of a generated extension, written when the extension is.
    typealias Member = (inout CodeWriter) -> Void

    var plan: CodingPlan
    /// What the enum's form writes.
    var form: any FormEmitter

    init(_ plan: CodingPlan) {
        self.plan = plan
        self.form = Self.formEmitter(for: plan)
    }

    /// The conformance and members of one enum.
    static func emit(_ plan: CodingPlan) -> String {
        ConformanceEmitter(plan).text
    }

    /// True when the enum's deprecated extension holds `flatTaggedCaseTag`, which `flatTag`
    /// reaches through `FlatTaggedDeprecatedCaseTags`, so the file declares that protocol.
    static func needsDeprecatedCaseTags(_ plan: CodingPlan) -> Bool {
        formEmitter(for: plan).tags.usesDeprecatedCaseTags
    }

    /// The conformance and members of the enum.
    var text: String {
        var writer = CodeWriter()
        writer.conditional(plan.conditions) { writer in
            writeConformance(into: &writer)
            writer.line("")
            writeAttributes(into: &writer)
            writer.block("extension \(plan.typeName)\(plan.whereClause) {") { writer in
                // A form without tags has none of their members: its `Kind` leads.
                var members = form.tags.properties()
                if plan.generatesKind { members.append { kindMembers.write(into: &$0) } }
                if !plan.needsDeprecatedExtension { members += codingMembers }
                Self.write(members, into: &writer)
            }
            if plan.needsDeprecatedExtension {
                writer.line("")
                writeAttributes(into: &writer)
                writer.line("@available(*, deprecated)")
                writer.block("extension \(plan.typeName)\(plan.whereClause) {") { writer in
                    var members = form.tags.deprecatedMembers()
                    if plan.needsDeprecatedKindWitness {
                        members.append { kindMembers.writeDeprecatedWitness(into: &$0) }
                    }
                    members += codingMembers
                    Self.write(members, into: &writer)
                }
            }
            SchemaEmitter.write(plan, into: &writer)
        }
        return writer.text
    }

    /// The enum's own `@available` attributes, repeated on every extension.
    private func writeAttributes(into writer: inout CodeWriter) {
        for attribute in plan.availability { writer.line(attribute) }
    }

    /// Writes the members of an extension, a blank line between each two.
    private static func write(_ members: [Member], into writer: inout CodeWriter) {
        for (index, member) in members.enumerated() {
            if index > 0 { writer.line("") }
            member(&writer)
        }
    }

    /// `CodingKeys`, `init(from:)` and `encode(to:)`, as the enum has them. An external enum
    /// without labeled values, or an untagged enum without labels or `when:` keys, has no keys
    /// of its own.
    private var codingMembers: [Member] {
        var members: [Member] = []
        if !plan.codingKeys.isEmpty { members.append { writeCodingKeys(into: &$0) } }
        if plan.decodes { members.append { form.writeDecoder(into: &$0) } }
        if plan.encodes { members.append { form.writeEncoder(into: &$0) } }
        return members
    }

    /// `Kind` and `kind`.
    private var kindMembers: KindMembers { KindMembers(plan: plan, tags: form.tags) }

    /// A `nonisolated` enum gets a nonisolated conformance, usable off the main actor in
    /// targets with default main-actor isolation; compilers before 6.2 do not accept
    /// `nonisolated` on an extension. Any other enum gets a plain extension, whose isolation is
    /// the one synthesized `Codable` would have.
    private func writeConformance(into writer: inout CodeWriter) {
        // It refines `codingProtocol` and the family's `…Enum`, so a `Codable` declared elsewhere
        // never makes it redundant.
        let family = form.protocolFamily
        var protocols = [family + plan.codingProtocol]
        if !plan.constrainedGenericParameters.isEmpty {
            // A conditional conformance implies none of the inherited ones: each is declared.
            if plan.decodes && plan.encodes {
                protocols += [family + "Decodable", family + "Encodable"]
            }
            protocols.append(family + "Enum")
            if plan.decodes { protocols.append("Swift.Decodable") }
            if plan.encodes { protocols.append("Swift.Encodable") }
        }
        if form.tags.usesDeprecatedCaseTags { protocols.append("FlatTaggedDeprecatedCaseTags") }
        if plan.needsDeprecatedKindWitness { protocols.append("FlatTaggedDeprecatedCaseKinds") }
        let lines: [String]
        if plan.constrainedGenericParameters.isEmpty {
            lines = ["extension \(plan.typeName): \(protocols.joined(separator: ", ")) {}"]
        } else {
            let half = (protocols.count + 1) / 2
            lines = [
                "extension \(plan.typeName):",
                "    " + protocols.prefix(half).joined(separator: ", ") + ",",
                "    " + protocols.dropFirst(half).joined(separator: ", "),
                plan.whereClause.dropFirst() + " {}",
            ]
        }
        guard plan.isNonisolated else {
            writeAttributes(into: &writer)
            for line in lines { writer.line(line) }
            return
        }
        writer.nonisolatedVariants { isolation, writer in
            writeAttributes(into: &writer)
            writer.line(isolation + lines[0])
            for line in lines.dropFirst() { writer.line(line) }
        }
    }

    /// `private enum CodingKeys: Swift.String, Swift.CodingKey`: one case per key, labels
    /// under `#if` included, so every configuration compiles.
    private func writeCodingKeys(into writer: inout CodeWriter) {
        let declaration = "private enum CodingKeys: Swift.String, Swift.CodingKey {"
        guard plan.isNonisolated else {
            writer.block(declaration) { writer in
                for key in plan.codingKeys { writer.line(key.declaration) }
            }
            return
        }
        // Usable from the nonisolated members; compilers before 6.2 take no `nonisolated` here.
        writer.nonisolatedVariants { isolation, writer in
            writer.block(isolation + declaration) { writer in
                for key in plan.codingKeys { writer.line(key.declaration) }
            }
        }
    }
}
