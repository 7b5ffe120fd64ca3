/// `Kind` and `var kind`: the enum's cases without their payloads, as a type of its own.
///
/// `Kind` is API, not a decoding step: `init(from:)` still switches on the tag as read. Its raw
/// value is the primary tag, so its synthesized `Codable` writes the tag; `Kind(tag:)` also takes
/// aliases. Its cases are never deprecated or OS-gated (a kind has no payload whose types could
/// be missing), so `CaseIterable` can be synthesized; `var kind`, which must name every case of
/// the enum, reaches deprecated ones through a private protocol, as `flatTag` does.
struct KindMembers {
    var plan: CodingPlan
    /// What the form writes about its tags: what a kind's raw value is, and `Kind(tag:)`.
    var tags: any TagMembers

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
    private var kindType: String {
        plan.fallback == nil ? "Kind" : "Kind?"
    }

    /// `enum Kind` and `var kind`, inside the enum's main extension.
    func write(into writer: inout CodeWriter) {
        if plan.isNonisolated {
            // Usable from the nonisolated members; compilers before 6.2 take no `nonisolated` here.
            writer.nonisolatedVariants { isolation, writer in
                writeKindType(isolation: isolation, into: &writer)
            }
        } else {
            writeKindType(isolation: "", into: &writer)
        }
        writer.line("")
        writer.line(
            "/// This value's case without its payload\(plan.fallback == nil ? "" : "; nil for the fallback case").")
        if plan.needsDeprecatedKindWitness {
            writer.line("\(plan.modifiers)var kind: \(kindType) { flatTaggedCaseKindWithoutWarning }")
        } else {
            writer.block("\(plan.modifiers)var kind: \(kindType) {") { writer in
                writeCaseKindSwitch(into: &writer)
            }
        }
    }

    /// The witness `kind` reaches in the deprecated extension.
    func writeDeprecatedWitness(into writer: inout CodeWriter) {
        writer.line("/// This value's case without its payload, named where deprecated cases may be named.")
        writer.block("nonisolated fileprivate var flatTaggedCaseKind: \(kindType) {") { writer in
            writeCaseKindSwitch(into: &writer)
        }
    }

    private func writeKindType(isolation: String, into writer: inout CodeWriter) {
        writer.line(
            "/// The cases of `\(plan.displayName)` without their payloads; a kind's raw value is its case's \(tags.kindRawValue)."
        )
        writer.block(
            "\(isolation)\(plan.accessModifier)enum Kind: \(plan.tagType), Swift.CaseIterable, Swift.Hashable, Swift.Sendable, Swift.Codable {"
        ) { writer in
            writer.forEachCaseGroup(plan.cases) { enumCase, writer in
                writer.line("case \(enumCase.declarationName) = \(enumCase.kindRawValue.literal)")
            }
            tags.writeKindLookup(into: &writer)
        }
    }

    /// `switch self { case .text: return .text … }`. OS-gated cases are matched in `default:`,
    /// which holds nothing else, so the last of them needs no check. When `kind` is optional
    /// the kinds are qualified: `.none` would be `Optional.none`.
    private func writeCaseKindSwitch(into writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        writer.switchBlock("self") { writer in
            writer.forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }) { enumCase, writer in
                writer.line("case .\(enumCase.name): return \(kindValue(enumCase))")
            }
            if let fallback = plan.fallback {
                writer.line("case .\(fallback.name): return nil")
            }
            guard let last = gated.last else { return }
            writer.line("default:")
            writer.indented { writer in
                for enumCase in gated.dropLast() {
                    writer.line(
                        "if #available(\(enumCase.availableCondition ?? "*")), case .\(enumCase.name) = self { return \(kindValue(enumCase)) }"
                    )
                }
                writer.line("return \(kindValue(last))")
            }
        }
    }

    /// `.text`, or `Kind.text` where `kind` is optional. `` Kind.`Type` `` and `` Kind.`Protocol` ``
    /// would still mean metatypes, so those two are written `` .some(.`Type`) ``.
    private func kindValue(_ enumCase: CasePlan) -> String {
        guard plan.fallback != nil else { return ".\(enumCase.name)" }
        return ["`Type`", "`Protocol`"].contains(enumCase.name) ? ".some(.\(enumCase.name))" : "Kind.\(enumCase.name)"
    }
}
