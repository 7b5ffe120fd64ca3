// Shows: the content form: the tag under one key and the case's values under another, for every case shape.
struct TextMessage: Codable {
    var text: String
}

// @FlatTagged(key: "kind", content: "data")
enum Event {
    case ping
    case text(TextMessage)
    case move(x: Int, y: Int)
    case count(Int)
    case maybe(Int?)
    case note(text: String, author: String?)
}
