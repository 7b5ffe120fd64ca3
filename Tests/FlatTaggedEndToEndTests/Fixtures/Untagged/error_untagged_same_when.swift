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
