/// What one wire form emits: one conforming type per form (`Forms/`), chosen once per enum by
/// `ConformanceEmitter+FormDispatch.swift`. The members every form has (the conformance,
/// `CodingKeys`, `Kind`, the openings of `init(from:)` and `encode(to:)`, the encode switch)
/// ask the form what it writes; they never ask which form it is.
///
/// A new form is a new conforming type: the compiler lists what it must write.
protocol FormEmitter {
    /// The enum being emitted.
    var plan: CodingPlan { get }
    /// The prefix of the runtime protocols the conformance names: `FlatTagged.FlatTagged`, or
    /// the external or untagged form's own family.
    var protocolFamily: String { get }
    /// What the form writes about its tags: `flatTagKey`, `flatTags`, `flatTag`, `Kind(tag:)`
    /// (`CaseTags`), or nothing in a form without tags.
    var tags: any TagMembers { get }
    /// Writes `init(from:)` and the private helpers it calls.
    func writeDecoder(into writer: inout CodeWriter)
    /// Writes `encode(to:)`.
    func writeEncoder(into writer: inout CodeWriter)
    /// Encodes one case, matched by the encode switch (`EncodeSwitch`).
    func writeEncodeCase(_ enumCase: CasePlan, into writer: inout CodeWriter)
}

/// A form whose cases are found by their tags (flat, content, external): `TaggedCoding` writes
/// the switch on the tag and calls the form for each case once its tag has matched.
protocol TaggedFormEmitter: FormEmitter {
    /// Decodes a case once its tag has matched: inside the tag switch's `case`.
    func writeDecodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter)
    /// Encodes a case with its tag.
    func writeEncodeCase(_ enumCase: CasePlan, _ tagged: TaggedCasePlan, into writer: inout CodeWriter)
    /// What a tag that matches no case decodes as: the fallback, or an error listing the tags.
    func writeUnknownTag(into writer: inout CodeWriter)
}

extension TaggedFormEmitter {
    func writeEncodeCase(_ enumCase: CasePlan, into writer: inout CodeWriter) {
        // The planner plans every case of a tagged form as tagged.
        guard let tagged = enumCase.tagged else { return }
        writeEncodeCase(enumCase, tagged, into: &writer)
    }

    /// The shared code of the tagged forms, for this form.
    var tagCoding: TaggedCoding<Self> { TaggedCoding(form: self) }
}

/// A tagged form whose tag is a key of the enum's object (flat, content): it shares the keyed
/// decoder and encoder, and the shape of a case (`TaggedCoding.writeKeyedDecodeCase`), telling
/// only how a single payload and labeled values are read.
protocol KeyedFormEmitter: TaggedFormEmitter {
    /// The expression that decodes the case's single payload.
    func singlePayloadDecoding(_ enumCase: CasePlan, isOptional: Bool) -> String
    /// Writes what labeled values are decoded from; gives the container's name and the decoder
    /// a flattened payload decodes from.
    func writeValuesSource(into writer: inout CodeWriter) -> LabeledValueCoding.Source
}

extension KeyedFormEmitter {
    func writeDecoder(into writer: inout CodeWriter) { tagCoding.writeKeyedDecoder(into: &writer) }
    func writeEncoder(into writer: inout CodeWriter) { tagCoding.writeKeyedEncoder(into: &writer) }
    func writeUnknownTag(into writer: inout CodeWriter) { tagCoding.writeKeyedUnknownTag(into: &writer) }
}
