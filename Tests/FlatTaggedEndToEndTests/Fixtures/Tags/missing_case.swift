// Shows: the missing case, decoded when the tag's key is absent or null.
import FlatTagged

/// `missing` marks the case decoded when the key is absent or `null`; encoding writes its tag.
// @FlatTagged(key: "mode")
enum ElicitationRequest {
    // @FlatTag("form", aliases: ["f"], missing)
    case form(message: String)
    case url(message: String, url: String)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// With naming and in the content form.
// @FlatTagged(naming: .snakeCase, content: "data")
enum Setting {
    // @FlatTag(missing)
    case plainText
    case richText(Int)
}
