/// The openings of `init(from:)` and `encode(to:)`, the same for every form: each first asks the
/// runtime whether the thread's stack has room for one more level of nested data, and throws an
/// error naming the depth where it hasn't, before the stack can overflow. Every form's decoder
/// and encoder opens through these, so no form can leave the check out.
extension ConformanceEmitter {
    static func writeDecoderMember(
        _ plan: CodingPlan, _ writer: inout CodeWriter, body: (inout CodeWriter) -> Void
    ) {
        writer.block("\(modifiers(plan))init(from decoder: any Swift.Decoder) throws {") { writer in
            writer.line("try decoder.flatTaggedCheckStack()")
            body(&writer)
        }
    }

    static func writeEncoderMember(
        _ plan: CodingPlan, _ writer: inout CodeWriter, body: (inout CodeWriter) -> Void
    ) {
        writer.block("\(modifiers(plan))func encode(to encoder: any Swift.Encoder) throws {") { writer in
            writer.line("try encoder.flatTaggedCheckStack(encoding: self)")
            body(&writer)
        }
    }
}
