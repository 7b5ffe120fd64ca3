import FlatTagged

// @FlatTagged
enum Activity: Equatable {
    case comment(text: String, author: String?)
    case like
}

// @FlatTagged(key: "op", content: "args")
enum Command: Equatable {
    case say(String)
    case move(x: Int, y: Int)
}
