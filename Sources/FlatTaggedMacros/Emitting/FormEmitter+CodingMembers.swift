/// What every form's `init(from:)` and `encode(to:)` share: their openings, and the encode switch.
///
/// Each opening first asks the runtime whether the thread's stack has room for one more level
/// of nested data, and throws an error naming the depth where it hasn't, before the stack can
/// overflow. Every form's decoder and encoder opens through these, so no form can leave the
/// check out.
extension FormEmitter {
    /// `init(from:)`, the stack check, then `body`.
    func writeDecoderMember(into writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        writer.block("\(plan.modifiers)init(from decoder: any Swift.Decoder) throws {") { writer in
            writer.line("try decoder.flatTaggedCheckStack(decoding: Self.self)")
            body(&writer)
        }
    }

    /// `encode(to:)`, the stack check, then `body`.
    func writeEncoderMember(into writer: inout CodeWriter, body: (inout CodeWriter) -> Void) {
        writer.block("\(plan.modifiers)func encode(to encoder: any Swift.Encoder) throws {") { writer in
            writer.line("try encoder.flatTaggedCheckStack(encoding: self)")
            body(&writer)
        }
    }

    /// `switch self { … }` of every form's `encode(to:)`: each case (or group of cases that
    /// share a body) through the form's `writeEncodeCase`, the fallback through `fallbackCase`,
    /// then the OS-gated cases.
    func writeEncodeSwitch(into writer: inout CodeWriter, fallbackCase: (FallbackPlan, inout CodeWriter) -> Void) {
        writer.switchBlock("self") { writer in
            writer.forEachCaseGroup(plan.cases.filter { $0.availableCondition == nil }) { enumCase, writer in
                writer.line("case \(enumCase.pattern):")
                writer.indented { writer in writeEncodeCase(enumCase, into: &writer) }
            }
            if let fallback = plan.fallback { fallbackCase(fallback, &writer) }
            writeOSGatedCases(into: &writer)
        }
    }

    /// A fallback without payload has no tag to write: encoding it throws.
    func writeNoTagError(_ fallback: FallbackPlan, into writer: inout CodeWriter) {
        writer.line(
            "throw Swift.EncodingError.flatTaggedNoTag(self, enumName: \(plan.enumNameLiteral), caseName: \(StringLiteral.literal(fallback.displayName)), codingPath: encoder.codingPath)"
        )
    }

    /// OS-gated cases can only be matched where they are available: `default:` matches them
    /// under `#available`. Elsewhere no such value can exist; if one did, encoding throws.
    private func writeOSGatedCases(into writer: inout CodeWriter) {
        let gated = plan.cases.filter { $0.availableCondition != nil }
        guard !gated.isEmpty else { return }
        writer.line("default:")
        writer.indented { writer in
            for (index, enumCase) in gated.enumerated() {
                let opening = "if #available(\(enumCase.availableCondition ?? "*")), case \(enumCase.pattern) = self {"
                writer.line(index == 0 ? opening : "} else " + opening)
                writer.indented { writer in writeEncodeCase(enumCase, into: &writer) }
            }
            writer.line("} else {")
            writer.indented { writer in
                writer.line(
                    "throw Swift.EncodingError.invalidValue(self, Swift.EncodingError.Context(codingPath: encoder.codingPath, debugDescription: \(StringLiteral.literal("\(plan.displayName): this case is not available on this platform"))))"
                )
            }
            writer.line("}")
        }
    }

    /// Labeled values in this enum.
    var valueCoding: LabeledValueCoding { LabeledValueCoding(plan: plan) }
}

extension CasePlan {
    /// The encode switch's pattern: `.ping`, `.text(let payload)`, `.move(let x, let y)`.
    var pattern: String {
        switch payload {
        case .none, .labeled([]):
            ".\(name)"
        case .single:
            ".\(name)(let payload)"
        case .labeled(let values):
            ".\(name)(\(values.map { "let " + $0.binding }.joined(separator: ", ")))"
        }
    }
}
