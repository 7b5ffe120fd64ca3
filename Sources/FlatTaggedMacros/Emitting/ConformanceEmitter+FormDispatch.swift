/// The emitter's one switch over `WireForm`, and the one switch over where a case's data stands.
///
/// `formEmission(_:)` says what the shared members need of the enum's form: its runtime
/// protocols, where its tags stand (none in the untagged form) and which form writes
/// `init(from:)` and `encode(to:)` (`Forms/`, one file per form). `writeDecodeCase` and
/// `writeEncodeCase` send each case to its form's file by where its tag stands, which is the
/// enum's form except for a `flat` case of the content form. A new form is a new arm in each,
/// which the compiler asks for.
extension ConformanceEmitter {
    /// What the shared members need of an enum's form.
    struct FormEmission {
        /// The prefix of the runtime protocols the conformance names: `FlatTagged.FlatTagged`, or
        /// the external or untagged form's own family.
        var protocolFamily: String
        /// Where the tags stand, for the members about tags (`flatTagKey`, `flatTags`, `flatTag`,
        /// `Kind(tag:)`); nil for the untagged form, which has none.
        var tags: TagPlacement?
        /// Writes `init(from:)` and what it calls.
        var writeDecoder: (CodingPlan, inout CodeWriter) -> Void
        /// Writes `encode(to:)`.
        var writeEncoder: (CodingPlan, inout CodeWriter) -> Void
    }

    /// What the shared members need of `form`.
    static func formEmission(_ form: WireForm) -> FormEmission {
        switch form {
        case .flat:
            FormEmission(
                protocolFamily: "FlatTagged.FlatTagged", tags: .besideData, writeDecoder: writeKeyedDecoder,
                writeEncoder: writeKeyedEncoder)
        case .content(let key):
            FormEmission(
                protocolFamily: "FlatTagged.FlatTagged", tags: .aroundContent(ContentPlacement(key: key)),
                writeDecoder: writeKeyedDecoder, writeEncoder: writeKeyedEncoder)
        case .external:
            FormEmission(
                protocolFamily: "FlatTagged.FlatTaggedExternal", tags: .onlyKey, writeDecoder: writeExternalDecoder,
                writeEncoder: writeExternalEncoder)
        case .untagged:
            FormEmission(
                protocolFamily: "FlatTagged.FlatTaggedUntagged", tags: nil, writeDecoder: writeUntaggedDecoder,
                writeEncoder: writeUntaggedEncoder)
        }
    }

    /// Decodes a tagged case once its tag has matched: inside `writeTagSwitch`'s `case`.
    static func writeDecodeCase(
        _ enumCase: CasePlan, _ tagged: TaggedCasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter
    ) {
        switch tagged.placement {
        case .besideData: writeFlatDecodeCase(enumCase, plan, &writer)
        case .aroundContent(let content): writeContentDecodeCase(enumCase, content, plan, &writer)
        case .onlyKey: writeExternalDecodeCase(enumCase, plan, &writer)
        }
    }

    /// Encodes a case matched by `writeEncodeSwitch`, in every form.
    static func writeEncodeCase(_ enumCase: CasePlan, _ plan: CodingPlan, _ writer: inout CodeWriter) {
        switch enumCase.coding {
        case .tagged(let tagged):
            switch tagged.placement {
            case .besideData: writeFlatEncodeCase(enumCase, tagged, plan, &writer)
            case .aroundContent(let content): writeContentEncodeCase(enumCase, tagged, content, plan, &writer)
            case .onlyKey: writeExternalEncodeCase(enumCase, tagged, plan, &writer)
            }
        case .untagged:
            writeUntaggedEncodeCase(enumCase, plan, &writer)
        }
    }
}
