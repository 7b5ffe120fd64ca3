// Shows: the error for two untagged cases with the same `when:` keys in another order.
import FlatTagged

struct A: Codable {}
struct B: Codable {}

// @FlatTagged(untagged)
enum Message {
    // @FlatTag(when: ["result", "jsonrpc"])
    case a(A)
    // @FlatTag(when: ["jsonrpc", "result"])
    case b(B)
}
