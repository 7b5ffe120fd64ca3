// Shows: the error at an untagged fallback that a case taking every value leaves unreachable, wherever it is declared.
import FlatTagged

struct TGMessage: Codable { var messageID: Int }
struct Poll: Codable { var question: String }

// `message` is a candidate for every value, so the fallback would never take one.
// @FlatTagged(untagged)
enum Update {
    case text(String)
    case message(TGMessage)
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}

// The fallback declared first: the same.
// @FlatTagged(untagged)
enum Event {
    // @FlatTag(unknown)
    case unrecognized
    case poll(Poll)
}

// Not reported: with when: or unless:, some values are left to the fallback.
// @FlatTagged(untagged)
enum Guarded {
    // @FlatTag(when: "messageID")
    case message(TGMessage)
    // @FlatTag(unless: "id")
    case poll(Poll)
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}
