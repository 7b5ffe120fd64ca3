// A case for a missing key without a tag of its own has no integer for its Kind's raw value.
import FlatTagged

// @FlatTagged(key: "op", content: "d")
enum Gateway {
    // @FlatTag(0)
    case dispatch(String)
    // @FlatTag(missing)
    case heartbeat(Int)
}
