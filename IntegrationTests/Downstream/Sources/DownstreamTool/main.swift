import App
import FlatTagged
import Foundation

/// An executable target with its own marked enum.
// @FlatTagged
enum Argument {
    case verbose
    case file(path: String)
}

let arguments = try JSONDecoder().decode(
    [Argument].self, from: Data(#"[{"type":"verbose"},{"type":"file","path":"a.json"}]"#.utf8))
let message = try JSONDecoder().decode(Message.self, from: Data(#"{"type":"text","text":"hi"}"#.utf8))
print("decoded \(arguments.count) arguments and \(message)")
