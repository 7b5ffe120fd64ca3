// Shows: `when:` in the untagged form: a case chosen by the keys an object has.
import FlatTagged

public struct TextResourceContents: Codable { public var uri: String; public var text: String }
public struct BlobResourceContents: Codable { public var uri: String; public var blob: String }

// `when:` takes one key or several (a set); a labeled case requires its own keys too.
// @FlatTagged(untagged)
public enum ResourceContents {
    // @FlatTag(when: "text")
    case text(TextResourceContents)
    // @FlatTag(when: ["blob", "uri"])
    case blob(BlobResourceContents)
    // @FlatTag(when: "jsonrpc")
    case reply(id: Int, result: String?)
}
