import FlatTagged

// A flattened payload beside labeled values whose type, declared in another file
// (FlattenedPayloadLabelKeyTests.swift), writes a key a label also writes: only encoding can see it.

/// The flat form.
// @FlatTagged
enum LabelKeyEvent: Equatable, Sendable {
    case clash(LabelKeyEnvelope, data: String)
    case apart(LabelKeyEnvelope, note: String)
    // @FlatTag(keys: ["label": "data"])
    case mapped(LabelKeyEnvelope, label: String)
}

/// The content form: the payload and the labels share the object under the content key.
// @FlatTagged(key: "op", content: "d")
enum LabelKeyContent: Equatable, Sendable {
    case clash(LabelKeyEnvelope, data: String)
    case apart(LabelKeyEnvelope, note: String)
}
