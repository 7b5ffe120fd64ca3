/// Turns a `CodingPlan` into Swift text: the conformance declaration, `flatTagKey`, `flatTags`,
/// `flatTag`, `Kind` and `kind`, `CodingKeys`, `init(from:)` and `encode(to:)`.
///
/// A pure function of the plan: the same plan always gives the same text. Every name the text
/// uses is qualified (`Swift.String`, `FlatTagged.FlatTaggedUnknown`) or is the enum's own
/// private `CodingKeys`, so a module that declares its own `String` or `DecodingError` changes
/// nothing.
enum ConformanceEmitter {
    /// The file-scope declarations that enums with deprecated cases share, written once per
    /// generated file before the enums.
    static let deprecatedCaseTagging = """
        /// Reaches the tags of deprecated cases without a deprecation warning for callers of
        /// `flatTag`: the witness is declared in an `@available(*, deprecated)` extension, and
        /// this requirement, which is not deprecated, reaches it.
        private protocol FlatTaggedDeprecatedCaseTags {
            nonisolated var flatTaggedCaseTag: Swift.String? { get }
        }

        extension FlatTaggedDeprecatedCaseTags {
            /// `flatTaggedCaseTag`, reached through the protocol.
            nonisolated var flatTaggedCaseTagWithoutWarning: Swift.String? { flatTaggedCaseTag }
        }

        """

    static func emit(_ plan: CodingPlan) -> String {
        let form = formEmission(plan.form)
        var writer = CodeWriter()
        writer.conditional(plan.conditions) { writer in
            writeConformance(plan, form, &writer)
            writer.line("")
            writeAttributes(plan, &writer)
            writer.block("extension \(plan.typeName)\(whereClause(plan)) {") { writer in
                // An untagged enum has no tags: its `Kind` leads.
                var members: [(inout CodeWriter) -> Void] = []
                if let tags = form.tags { members.append { writeTagProperties(plan, tags, &$0) } }
                if plan.generatesKind { members.append { writeKindMembers(plan, form, &$0) } }
                if !plan.needsDeprecatedExtension { members += codingMembers(plan, form) }
                writeMembers(members, &writer)
            }
            if plan.needsDeprecatedExtension {
                writer.line("")
                writeAttributes(plan, &writer)
                writer.line("@available(*, deprecated)")
                writer.block("extension \(plan.typeName)\(whereClause(plan)) {") { writer in
                    var members: [(inout CodeWriter) -> Void] = []
                    if needsDeprecatedCaseTags(plan) {
                        members.append { writer in
                            writer.line("/// The tag of this value's case, named where deprecated cases may be named.")
                            writer.block("nonisolated fileprivate var flatTaggedCaseTag: Swift.String? {") { writer in
                                writeCaseTagSwitch(plan, &writer)
                            }
                        }
                    }
                    if plan.needsDeprecatedKindWitness { members.append { writeDeprecatedKindWitness(plan, &$0) } }
                    members += codingMembers(plan, form)
                    writeMembers(members, &writer)
                }
            }
        }
        return writer.text
    }

    /// True when the enum's deprecated extension holds `flatTaggedCaseTag`, which `flatTag`
    /// reaches through `FlatTaggedDeprecatedCaseTags`: an enum with tags and deprecated cases (an
    /// untagged enum has no `flatTag`).
    static func needsDeprecatedCaseTags(_ plan: CodingPlan) -> Bool {
        plan.needsDeprecatedExtension && formEmission(plan.form).tags != nil
    }

    /// The enum's own `@available` attributes, repeated on every extension.
    static func writeAttributes(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        for attribute in plan.availability { writer.line(attribute) }
    }

    /// Writes the members of an extension, a blank line between each two.
    private static func writeMembers(_ members: [(inout CodeWriter) -> Void], _ writer: inout CodeWriter) {
        for (index, member) in members.enumerated() {
            if index > 0 { writer.line("") }
            member(&writer)
        }
    }

    /// `CodingKeys`, `init(from:)` and `encode(to:)`, as the enum has them. An external enum
    /// without labeled values, or an untagged enum without labels or `when:` keys, has no keys
    /// of its own.
    private static func codingMembers(_ plan: CodingPlan, _ form: FormEmission) -> [(inout CodeWriter) -> Void] {
        var members: [(inout CodeWriter) -> Void] = []
        if !plan.codingKeys.isEmpty { members.append { writeCodingKeys(plan, &$0) } }
        if plan.decodes { members.append { form.writeDecoder(plan, &$0) } }
        if plan.encodes { members.append { form.writeEncoder(plan, &$0) } }
        return members
    }

    static func whereClause(_ plan: CodingPlan) -> String {
        guard !plan.constrainedGenericParameters.isEmpty else { return "" }
        let requirements = plan.constrainedGenericParameters.map { "\($0): Swift.\(plan.codingProtocol)" }
        return " where " + requirements.joined(separator: ", ")
    }

    /// A `nonisolated` enum gets a nonisolated conformance, usable off the main actor in
    /// targets with default main-actor isolation; compilers before 6.2 do not accept
    /// `nonisolated` on an extension. Any other enum gets a plain extension, whose isolation is
    /// the one synthesized `Codable` would have.
    private static func writeConformance(_ plan: CodingPlan, _ form: FormEmission, _ writer: inout CodeWriter) {
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
        if needsDeprecatedCaseTags(plan) { protocols.append("FlatTaggedDeprecatedCaseTags") }
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
                whereClause(plan).dropFirst() + " {}",
            ]
        }
        guard plan.isNonisolated else {
            writeAttributes(plan, &writer)
            for line in lines { writer.line(line) }
            return
        }
        writer.nonisolatedVariants { isolation, writer in
            writeAttributes(plan, &writer)
            writer.line(isolation + lines[0])
            for line in lines.dropFirst() { writer.line(line) }
        }
    }

    /// The modifiers of every generated member.
    static func modifiers(_ plan: CodingPlan) -> String {
        plan.accessModifier + (plan.isNonisolated ? "nonisolated " : "")
    }

    // MARK: - Tags

    /// `flatTagKey` where the tag stands under a key, `flatTags` and `flatTag`.
    private static func writeTagProperties(_ plan: CodingPlan, _ tags: TagPlacement, _ writer: inout CodeWriter) {
        let modifiers = modifiers(plan)
        switch tags {
        case .besideData, .aroundContent:
            writer.line("/// The discriminator key.")
            writer.line("\(modifiers)static var flatTagKey: Swift.String { \(StringLiteral.literal(plan.key)) }")
            writer.line("")
        case .onlyKey:
            break  // the tag is itself the key
        }
        writer.line("/// The primary tag of every case, in declaration order.")
        if plan.hasConditionalCases || plan.hasOSGatedCases {
            writer.block("\(modifiers)static var flatTags: [Swift.String] {") { writer in
                writeTagList(plan.cases, named: "tags", includeAliases: false, &writer)
                writer.line("return tags")
            }
        } else {
            let tags = plan.cases.compactMap { $0.wireTags.first.map(StringLiteral.literal) }.joined(separator: ", ")
            writer.line("\(modifiers)static var flatTags: [Swift.String] { [\(tags)] }")
        }
        writer.line("")
        writer.line("/// The tag this value encodes with.")
        if plan.needsDeprecatedExtension {
            writer.line("\(modifiers)var flatTag: Swift.String? { flatTaggedCaseTagWithoutWarning }")
        } else {
            writer.block("\(modifiers)var flatTag: Swift.String? {") { writer in writeCaseTagSwitch(plan, &writer) }
        }
    }

    /// `switch self { case .text: return "text" … }`; OS-gated cases are matched under
    /// `#available` in `default:`.
    private static func writeCaseTagSwitch(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        writer.switchBlock("self") { writer in
            forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }, &writer) { enumCase, writer in
                writer.line("case .\(enumCase.name): return \(tagOrNil(enumCase))")
            }
            if let fallback = plan.fallback {
                if fallback.keepsObject {
                    writer.line("case .\(fallback.name)(let unknown): return unknown.tag")
                } else {
                    writer.line("case .\(fallback.name): return nil")
                }
            }
            guard !gated.isEmpty else { return }
            writer.line("default:")
            writer.indented { writer in
                for enumCase in gated {
                    writer.line(
                        "if #available(\(enumCase.availableCondition ?? "*")), case .\(enumCase.name) = self { return \(tagOrNil(enumCase)) }"
                    )
                }
                writer.line("return nil")
            }
        }
    }

    /// The case's primary tag as a literal, or `nil` for a case without a tag of its own.
    private static func tagOrNil(_ enumCase: CasePlan) -> String {
        enumCase.wireTags.first.map(StringLiteral.literal) ?? "nil"
    }

    /// `var tags: [Swift.String] = []` followed by appends, under the cases' `#if` blocks and
    /// `#available` checks.
    static func writeTagList(
        _ cases: [CasePlan], named name: String, includeAliases: Bool, integers: Bool = false,
        _ writer: inout CodeWriter
    ) {
        let literal: (String) -> String = { integers ? $0 : StringLiteral.literal($0) }
        let cases = cases.filter { !$0.wireTags.isEmpty }  // a case without a tag has none on the wire
        let tags: (CasePlan) -> [String] = { includeAliases ? $0.wireTags : Array($0.wireTags.prefix(1)) }
        // The leading cases that every build has start the list.
        let leading = cases.prefix { $0.conditions.isEmpty && $0.availableCondition == nil }
        let initial = leading.flatMap(tags)
        writer.line(
            "var \(name): [\(integers ? "Swift.Int" : "Swift.String")] = [\(initial.map(literal).joined(separator: ", "))]"
        )
        forEachCaseGroup(Array(cases.dropFirst(leading.count)), &writer) { enumCase, writer in
            let tags = tags(enumCase)
            let append =
                tags.count == 1
                ? "\(name).append(\(literal(tags[0])))"
                : "\(name) += [\(tags.map(literal).joined(separator: ", "))]"
            if let condition = enumCase.availableCondition {
                writer.line("if #available(\(condition)) { \(append) }")
            } else {
                writer.line(append)
            }
        }
    }

    /// `private enum CodingKeys: Swift.String, Swift.CodingKey`: one case per key, labels
    /// under `#if` included, so every configuration compiles.
    private static func writeCodingKeys(_ plan: CodingPlan, _ writer: inout CodeWriter) {
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

    /// The `CodingKeys` case of a key as code names it: `.type`.
    static func codingKey(_ key: String, _ plan: CodingPlan) -> String {
        plan.codingKeys.first { $0.rawValue == key }?.reference ?? "CodingKeys(rawValue: \(StringLiteral.literal(key)))"
    }

    /// A tag as the generated code writes it: `"text"`, or `2` for integer tags.
    static func tagLiteral(_ tag: String, _ plan: CodingPlan) -> String {
        plan.integerTags ? tag : StringLiteral.literal(tag)
    }

    /// The type of the tag as read: `Swift.String`, or `Swift.Int` for integer tags.
    static func tagType(_ plan: CodingPlan) -> String {
        plan.integerTags ? "Swift.Int" : "Swift.String"
    }

    /// Calls `body` for each case inside the `#if` blocks of the user's declaration.
    static func forEachCaseGroup(
        _ cases: [CasePlan], _ writer: inout CodeWriter, _ body: (CasePlan, inout CodeWriter) -> Void
    ) {
        writer.conditionalItems(cases, conditions: \.conditions, body)
    }
}
