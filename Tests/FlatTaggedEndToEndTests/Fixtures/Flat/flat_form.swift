// Shows: the flat form: the tag beside the case's values in one object, for every case shape.
struct TextMessage: Codable {
    var text: String
}

// @FlatTagged
enum Message {
    case ping
    case text(TextMessage)
    case move(x: Int, y: Int)
    case note(text: String, author: String?)
    case resize(width: Int = 100, height: Int? = nil)
}
