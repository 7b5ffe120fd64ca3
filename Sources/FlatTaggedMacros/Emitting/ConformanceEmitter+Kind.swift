/// `Kind` and `var kind`: the enum's cases without their payloads, as a type of its own.
///
/// `Kind` is API, not a decoding step: `init(from:)` still switches on the tag as read. Its raw
/// value is the primary tag, so its synthesized `Codable` writes the tag; `Kind(tag:)` also takes
/// aliases. Its cases are never deprecated or OS-gated (a kind has no payload whose types could
/// be missing), so `CaseIterable` can be synthesized; `var kind`, which must name every case of
/// the enum, reaches deprecated ones through a private protocol, as `flatTag` does.
extension ConformanceEmitter {
    /// The file-scope protocol that lets `kind` reach deprecated cases without a warning for its
    /// callers, written once per generated file that needs it.
    static let deprecatedCaseKinds = """
        /// Reaches the kinds of deprecated cases without a deprecation warning for callers of
        /// `kind`, as `FlatTaggedDeprecatedCaseTags` does for `flatTag`.
        private protocol FlatTaggedDeprecatedCaseKinds {
            associatedtype FlatTaggedCaseKind
            nonisolated var flatTaggedCaseKind: FlatTaggedCaseKind { get }
        }

        extension FlatTaggedDeprecatedCaseKinds {
            /// `flatTaggedCaseKind`, reached through the protocol.
            nonisolated var flatTaggedCaseKindWithoutWarning: FlatTaggedCaseKind { flatTaggedCaseKind }
        }

        """

    /// The type of `var kind`: `Kind?` when the enum has a fallback case, which has no kind.
    static func kindType(_ plan: CodingPlan) -> String {
        plan.fallback == nil ? "Kind" : "Kind?"
    }

    /// `enum Kind` and `var kind`, inside the enum's main extension.
    static func writeKindMembers(_ plan: CodingPlan, _ form: FormEmission, _ writer: inout CodeWriter) {
        if plan.isNonisolated {
            // Usable from the nonisolated members; compilers before 6.2 take no `nonisolated` here.
            writer.nonisolatedVariants { isolation, writer in
                writeKindType(plan, form, isolation: isolation, &writer)
            }
        } else {
            writeKindType(plan, form, isolation: "", &writer)
        }
        writer.line("")
        writer.line(
            "/// This value's case without its payload\(plan.fallback == nil ? "" : "; nil for the fallback case").")
        if plan.needsDeprecatedKindWitness {
            writer.line("\(modifiers(plan))var kind: \(kindType(plan)) { flatTaggedCaseKindWithoutWarning }")
        } else {
            writer.block("\(modifiers(plan))var kind: \(kindType(plan)) {") { writer in
                writeCaseKindSwitch(plan, &writer)
            }
        }
    }

    /// The witness `kind` reaches in the deprecated extension.
    static func writeDeprecatedKindWitness(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        writer.line("/// This value's case without its payload, named where deprecated cases may be named.")
        writer.block("nonisolated fileprivate var flatTaggedCaseKind: \(kindType(plan)) {") { writer in
            writeCaseKindSwitch(plan, &writer)
        }
    }

    private static func writeKindType(
        _ plan: CodingPlan, _ form: FormEmission, isolation: String, _ writer: inout CodeWriter
    ) {
        let rawType = tagType(plan)
        let tagless = plan.taglessCase
        let rawValue =
            form.tags == nil
            ? "name" : tagless == nil ? "primary tag" : "primary tag (its name for a case without a tag)"
        writer.line(
            "/// The cases of `\(plan.displayName)` without their payloads; a kind's raw value is its case's \(rawValue)."
        )
        writer.block(
            "\(isolation)\(plan.accessModifier)enum Kind: \(rawType), Swift.CaseIterable, Swift.Hashable, Swift.Sendable, Swift.Codable {"
        ) { writer in
            forEachCaseGroup(plan.cases, &writer) { enumCase, writer in
                writer.line("case \(enumCase.declarationName) = \(tagLiteral(enumCase.kindRawValue, plan))")
            }
            // An untagged enum has no tags to look kinds up by.
            guard form.tags != nil else { return }
            writer.line("")
            writer.line("/// The kind whose primary tag or alias is `tag`, or nil.")
            let aliased = plan.cases.filter { $0.wireTags.count > 1 }
            guard !aliased.isEmpty || tagless != nil else {
                writer.line("\(plan.accessModifier)init?(tag: \(rawType)) { self.init(rawValue: tag) }")
                return
            }
            writer.block("\(plan.accessModifier)init?(tag: \(rawType)) {") { writer in
                writer.switchBlock("tag") { writer in
                    if let tagless {
                        // Its name is its raw value, not a tag.
                        writer.line("case \(tagLiteral(tagless.kindRawValue, plan)): return nil")
                    }
                    forEachCaseGroup(aliased, &writer) { enumCase, writer in
                        let aliases = enumCase.wireTags.dropFirst().map { tagLiteral($0, plan) }.joined(separator: ", ")
                        writer.line("case \(aliases): self.init(rawValue: \(tagLiteral(enumCase.kindRawValue, plan)))")
                    }
                    writer.line("default: self.init(rawValue: tag)")
                }
            }
        }
    }

    /// `switch self { case .text: return .text … }`. OS-gated cases are matched in `default:`,
    /// which holds nothing else, so the last of them needs no check. When `kind` is optional
    /// the kinds are qualified: `.none` would be `Optional.none`.
    private static func writeCaseKindSwitch(_ plan: CodingPlan, _ writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        writer.switchBlock("self") { writer in
            forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }, &writer) { enumCase, writer in
                writer.line("case .\(enumCase.name): return \(kindValue(enumCase, plan))")
            }
            if let fallback = plan.fallback {
                writer.line("case .\(fallback.name): return nil")
            }
            guard let last = gated.last else { return }
            writer.line("default:")
            writer.indented { writer in
                for enumCase in gated.dropLast() {
                    writer.line(
                        "if #available(\(enumCase.availableCondition ?? "*")), case .\(enumCase.name) = self { return \(kindValue(enumCase, plan)) }"
                    )
                }
                writer.line("return \(kindValue(last, plan))")
            }
        }
    }

    /// `.text`, or `Kind.text` where `kind` is optional. `` Kind.`Type` `` and `` Kind.`Protocol` ``
    /// would still mean metatypes, so those two are written `` .some(.`Type`) ``.
    private static func kindValue(_ enumCase: CasePlan, _ plan: CodingPlan) -> String {
        guard plan.fallback != nil else { return ".\(enumCase.name)" }
        return ["`Type`", "`Protocol`"].contains(enumCase.name) ? ".some(.\(enumCase.name))" : "Kind.\(enumCase.name)"
    }
}
