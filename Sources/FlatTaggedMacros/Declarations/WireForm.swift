/// Where a case's data goes relative to its tag: the wire form of one `// @FlatTagged` enum.
///
/// The marker parser produces it (`MarkerParser.parseEnumOptions`, the one reader of the marker's
/// form options: `content:`, `external`, `untagged`) into `TypeMarker.form`. The planner switches over it once (`CodingPlanner+FormDispatch.swift`), applying the form's rules
/// (`Planning/Forms/`, one file per form), and records it in the plan; the emitter switches over
/// it once (`ConformanceEmitter+FormDispatch.swift`) to write each form's coding
/// (`Emitting/Forms/`). `Documentation/Development/Architecture.md` lists every place a new form
/// touches.
enum WireForm: Sendable, Equatable {
    /// `{"type": "text", "body": "hi"}`: the payload's keys stand beside the tag. The default.
    case flat
    /// `{"type": "text", "content": {"body": "hi"}}`: the payload stands under a content key
    /// beside the tag (`// @FlatTagged(content: "content")`).
    case content(key: String)
    /// `{"text": {"body": "hi"}}` or `"ping"`: the tag is the object's only key and the data its
    /// value (`// @FlatTagged(external)`); there is no discriminator key.
    case external
    /// `"abc"`, `42`, `{"id": 1, "result": …}`: no tag at all; the value's shape chooses the case
    /// (`// @FlatTagged(untagged)`).
    case untagged

    /// The content key of the content form; nil for every other form, which has none.
    var contentKey: String? {
        guard case .content(let key) = self else { return nil }
        return key
    }
}
