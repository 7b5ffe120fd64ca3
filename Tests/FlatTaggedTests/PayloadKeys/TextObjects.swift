import FlatTagged

// Slack's text objects: a `// @FlatTagged` enum on "type", declared in a file of its own, as
// the payload of `ContextElement.text` (PayloadKeyFixtures.swift), which tags on "type" too.

// @FlatTagged(naming: .snakeCase)
enum TextObject: Codable, Equatable {
    case plainText(PlainTextObject)
    case mrkdwn(MarkdownTextObject)
    case header(PlainTextObject)
}

struct PlainTextObject: Codable, Equatable {
    var text: String
    var emoji: Bool?
}

struct MarkdownTextObject: Codable, Equatable {
    var text: String
    var verbatim: Bool?
}
