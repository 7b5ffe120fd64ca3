// Shows: the error for a missing case without a tag in an enum of integer tags: no integer for `Kind`.
import FlatTagged

// @FlatTagged(key: "op", content: "d")
enum Gateway {
    // @FlatTag(0)
    case dispatch(String)
    // @FlatTag(missing)
    case heartbeat(Int)
}
