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
        var writer = CodeWriter()
        writer.conditional(plan.conditions) { writer in
            writeConformance(plan, &writer)
            writer.line("")
            writeAttributes(plan, &writer)
            writer.block("extension \(plan.typeName)\(whereClause(plan)) {") { writer in
                // An untagged enum has no tags: its `Kind` leads.
                if !plan.isUntagged { writeTagProperties(plan, &writer) }
                if plan.generatesKind { writeKindMembers(plan, &writer, leading: plan.isUntagged) }
                if !plan.needsDeprecatedExtension {
                    writeCodingMembers(plan, &writer, leading: plan.isUntagged && !plan.generatesKind)
                }
            }
            if plan.needsDeprecatedExtension {
                writer.line("")
                writeAttributes(plan, &writer)
                writer.line("@available(*, deprecated)")
                writer.block("extension \(plan.typeName)\(whereClause(plan)) {") { writer in
                    if !plan.isUntagged {
                        writer.line("/// The tag of this value's case, named where deprecated cases may be named.")
                        writer.block("nonisolated fileprivate var flatTaggedCaseTag: Swift.String? {") { writer in
                            writeCaseTagSwitch(plan, &writer)
                        }
                    }
                    if plan.needsDeprecatedKindWitness { writeDeprecatedKindWitness(plan, &writer) }
                    writeCodingMembers(plan, &writer)
                }
            }
        }
        return writer.text
    }

    /// The enum's own `@available` attributes, repeated on every extension.
    static func writeAttributes(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        for attribute in plan.availability { writer.line(attribute) }
    }

    private static func writeCodingMembers(_ plan: CodingPlan, _ writer: inout CodeWriter, leading: Bool = false) {
        // An external enum without labeled values, or an untagged enum without labels or `when:`
        // keys, has no keys of its own.
        if !plan.codingKeys.isEmpty {
            if !leading { writer.line("") }
            writeCodingKeys(plan, &writer)
        }
        if plan.decodes {
            if !leading || !plan.codingKeys.isEmpty { writer.line("") }
            plan.isUntagged ? writeUntaggedDecoder(plan, &writer) : writeDecoder(plan, &writer)
        }
        if plan.encodes {
            writer.line("")
            plan.isUntagged ? writeUntaggedEncoder(plan, &writer) : writeEncoder(plan, &writer)
        }
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
    private static func writeConformance(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        var protocols = [plan.conformanceProtocol]
        if !plan.constrainedGenericParameters.isEmpty {
            // A conditional conformance implies none of the inherited ones: each is declared.
            let family = plan.protocolFamily
            if plan.decodes && plan.encodes {
                protocols += [family + "Decodable", family + "Encodable"]
            }
            protocols.append(family + "Enum")
            if plan.decodes { protocols.append("Swift.Decodable") }
            if plan.encodes { protocols.append("Swift.Encodable") }
        }
        if plan.needsDeprecatedExtension, !plan.isUntagged { protocols.append("FlatTaggedDeprecatedCaseTags") }
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

    private static func writeTagProperties(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let modifiers = modifiers(plan)
        if plan.form != .external {
            writer.line("/// The discriminator key.")
            writer.line("\(modifiers)static var flatTagKey: Swift.String { \(StringLiteral.literal(plan.key)) }")
            writer.line("")
        }
        writer.line("/// The primary tag of every case, in declaration order.")
        if plan.hasConditionalCases || plan.hasOSGatedCases {
            writer.block("\(modifiers)static var flatTags: [Swift.String] {") { writer in
                writeTagList(plan.cases, named: "tags", includeAliases: false, &writer)
                writer.line("return tags")
            }
        } else {
            let tags = plan.cases.filter { !$0.isTagless }.map { StringLiteral.literal($0.tag) }.joined(separator: ", ")
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
                writer.line(
                    "case .\(enumCase.name): return \(enumCase.isTagless ? "nil" : StringLiteral.literal(enumCase.tag))"
                )
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
                        "if #available(\(enumCase.availableCondition ?? "*")), case .\(enumCase.name) = self { return \(StringLiteral.literal(enumCase.tag)) }"
                    )
                }
                writer.line("return nil")
            }
        }
    }

    /// `var tags: [Swift.String] = []` followed by appends, under the cases' `#if` blocks and
    /// `#available` checks.
    static func writeTagList(
        _ cases: [CasePlan], named name: String, includeAliases: Bool, integers: Bool = false,
        _ writer: inout CodeWriter
    ) {
        let literal: (String) -> String = { integers ? $0 : StringLiteral.literal($0) }
        let cases = cases.filter { !$0.isTagless }  // no tag on the wire
        // The leading cases that every build has start the list.
        let leading = cases.prefix { $0.conditions.isEmpty && $0.availableCondition == nil }
        let initial = leading.flatMap { includeAliases ? [$0.tag] + $0.aliases : [$0.tag] }
        writer.line(
            "var \(name): [\(integers ? "Swift.Int" : "Swift.String")] = [\(initial.map(literal).joined(separator: ", "))]"
        )
        forEachCaseGroup(Array(cases.dropFirst(leading.count)), &writer) { enumCase, writer in
            let tags = includeAliases ? [enumCase.tag] + enumCase.aliases : [enumCase.tag]
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
