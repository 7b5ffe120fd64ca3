/// What a form writes about its tags, asked by the members every form has: the tag properties
/// (`flatTagKey`, `flatTags`, `flatTag`), the witness `flatTag` reaches past deprecated cases,
/// what a `Kind`'s raw value is and `Kind(tag:)`. The tagged forms write them (`CaseTags`); a
/// form without tags writes none (`UntaggedFormEmitter`'s).
protocol TagMembers {
    /// The members of the enum's main extension about tags, in order.
    func properties() -> [ConformanceEmitter.Member]
    /// The members of the deprecated extension about tags: `flatTaggedCaseTag`, which `flatTag`
    /// reaches through `FlatTaggedDeprecatedCaseTags`.
    func deprecatedMembers() -> [ConformanceEmitter.Member]
    /// True when the enum's deprecated extension holds `flatTaggedCaseTag`, so the conformance
    /// names `FlatTaggedDeprecatedCaseTags` and the file declares it.
    var usesDeprecatedCaseTags: Bool { get }
    /// What a `Kind`'s raw value is, as its doc comment says.
    var kindRawValue: String { get }
    /// Writes `Kind(tag:)` inside `Kind`, after its cases.
    func writeKindLookup(into writer: inout CodeWriter)
}

/// The tags of a tagged form's cases: each case's primary tag and aliases.
struct CaseTags: TagMembers {
    /// The file-scope declarations that enums with deprecated cases share (`usesDeprecatedCaseTags`), written once per
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

    var plan: CodingPlan
    /// True where the tag stands under a key (`flatTagKey`): the flat and content forms; false
    /// where the tag is itself the key (the external form).
    var hasKey: Bool

    func properties() -> [ConformanceEmitter.Member] {
        [{ writeProperties(into: &$0) }]
    }

    func deprecatedMembers() -> [ConformanceEmitter.Member] {
        guard usesDeprecatedCaseTags else { return [] }
        return [
            { writer in
                writer.line("/// The tag of this value's case, named where deprecated cases may be named.")
                writer.block("nonisolated fileprivate var flatTaggedCaseTag: Swift.String? {") { writer in
                    writeCaseTagSwitch(into: &writer)
                }
            }
        ]
    }

    var usesDeprecatedCaseTags: Bool { plan.needsDeprecatedExtension }

    var kindRawValue: String {
        plan.taglessCase == nil ? "primary tag" : "primary tag (its name for a case without a tag)"
    }

    /// `flatTagKey` where the tag stands under a key, `flatTags` and `flatTag`.
    private func writeProperties(into writer: inout CodeWriter) {
        let modifiers = plan.modifiers
        if hasKey {
            writer.line("/// The discriminator key.")
            writer.line("\(modifiers)static var flatTagKey: Swift.String { \(StringLiteral.literal(plan.key)) }")
            writer.line("")
        }
        writer.line("/// The primary tag of every case, in declaration order.")
        if plan.hasConditionalCases || plan.hasOSGatedCases {
            writer.block("\(modifiers)static var flatTags: [Swift.String] {") { writer in
                CaseTags.writeTagList(plan.cases, named: "tags", includeAliases: false, into: &writer)
                writer.line("return tags")
            }
        } else {
            let tags = plan.cases.compactMap { $0.wireTags.first?.textLiteral }.joined(separator: ", ")
            writer.line("\(modifiers)static var flatTags: [Swift.String] { [\(tags)] }")
        }
        writer.line("")
        writer.line("/// The tag this value encodes with.")
        if plan.needsDeprecatedExtension {
            writer.line("\(modifiers)var flatTag: Swift.String? { flatTaggedCaseTagWithoutWarning }")
        } else {
            writer.block("\(modifiers)var flatTag: Swift.String? {") { writer in writeCaseTagSwitch(into: &writer) }
        }
    }

    /// `switch self { case .text: return "text" … }`; OS-gated cases are matched under
    /// `#available` in `default:`.
    private func writeCaseTagSwitch(into writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        writer.switchBlock("self") { writer in
            writer.forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }) { enumCase, writer in
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
    private func tagOrNil(_ enumCase: CasePlan) -> String {
        enumCase.wireTags.first?.textLiteral ?? "nil"
    }

    func writeKindLookup(into writer: inout CodeWriter) {
        let tagless = plan.taglessCase
        writer.line("")
        writer.line("/// The kind whose primary tag or alias is `tag`, or nil.")
        let aliased = plan.cases.filter { $0.wireTags.count > 1 }
        guard !aliased.isEmpty || tagless != nil else {
            writer.line("\(plan.accessModifier)init?(tag: \(plan.tagType)) { self.init(rawValue: tag) }")
            return
        }
        writer.block("\(plan.accessModifier)init?(tag: \(plan.tagType)) {") { writer in
            writer.switchBlock("tag") { writer in
                if let tagless {
                    // Its name is its raw value, not a tag.
                    writer.line("case \(tagless.kindRawValue.literal): return nil")
                }
                writer.forEachCaseGroup(aliased) { enumCase, writer in
                    let aliases = enumCase.wireTags.dropFirst().map(\.literal).joined(separator: ", ")
                    writer.line("case \(aliases): self.init(rawValue: \(enumCase.kindRawValue.literal))")
                }
                writer.line("default: self.init(rawValue: tag)")
            }
        }
    }

    /// `var tags: [Swift.String] = []` followed by appends, under the cases' `#if` blocks and
    /// `#available` checks.
    static func writeTagList(
        _ cases: [CasePlan], named name: String, includeAliases: Bool, integers: Bool = false,
        into writer: inout CodeWriter
    ) {
        // A list of `Swift.Int` spells each tag as its own literal; a list of `Swift.String`,
        // every tag as text (`flatTags` of an integer-tagged enum).
        let literal: (Tag) -> String = { integers ? $0.literal : $0.textLiteral }
        let cases = cases.filter { !$0.wireTags.isEmpty }  // a case without a tag has none on the wire
        let tags: (CasePlan) -> [Tag] = { includeAliases ? $0.wireTags : Array($0.wireTags.prefix(1)) }
        // The leading cases that every build has start the list.
        let leading = cases.prefix { $0.conditions.isEmpty && $0.availableCondition == nil }
        let initial = leading.flatMap(tags)
        writer.line(
            "var \(name): [\(integers ? "Swift.Int" : "Swift.String")] = [\(initial.map(literal).joined(separator: ", "))]"
        )
        writer.forEachCaseGroup(Array(cases.dropFirst(leading.count))) { enumCase, writer in
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
}
