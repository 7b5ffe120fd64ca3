import FlatTagged
import Foundation

// An open family: server-driven UI blocks. In an app, the members live in feature
// modules that the core never names; here they share the demo's target, whose generated module
// list is `FlatTaggedModule.flatTaggedClient`.

// @FlatTagged(naming: .snakeCase)
protocol Block: Codable, Sendable {}

// @FlatTag
struct Heading: Block {
    var text: String
    var level: Int
}

// @FlatTag("img", aliases: ["image"])
struct ImageBlock: Block {
    var url: String
}

/// Blocks this client doesn't know, kept whole and written back unchanged.
// @FlatTag(unknown)
struct UnknownBlock: Block {
    let unknown: FlatTaggedUnknown
}

struct Screen: Codable {
    @Polymorphic var blocks: [any Block]
}

/// Heterogeneous blocks decoded, an unknown one kept and re-encoded, and the message of a
/// configuration error.
func showFamily() throws {
    print("== An open family: blocks from any module, one registry line")
    let registry = FlatTaggedRegistry(.flatTaggedClient)
    let json =
        #"{"blocks":[{"type":"heading","text":"Welcome","level":1},{"type":"image","url":"https://example.com/a.png"},{"type":"carousel","items":[1,2]}]}"#
    print("in:  \(json)")
    let decoder = JSONDecoder()
    decoder.userInfo[.flatTagged] = registry
    let screen = try decoder.decode(Screen.self, from: Data(json.utf8))
    print("value: \(screen.blocks.map { String(describing: type(of: $0)) })")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.flatTagged] = registry
    print("out: \(String(decoding: try encoder.encode(screen), as: UTF8.self))")
    do {
        _ = try JSONDecoder().decode(Screen.self, from: Data(json.utf8))
    } catch let error as FlatTaggedConfigurationError {
        print("without a registry: \(error.message)\n")
    }
}
