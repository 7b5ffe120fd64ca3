// Shows: structs the generator reads become $defs objects (keys from CodingKeys, required as decoding requires them, a property CodingKeys leaves out, nesting, recursion), and /// comments become descriptions.
import FlatTagged

/// A file edit an assistant may ask for.
// @FlatTagged(schema)
public enum Edit {
    /// Replace a range of a file.
    case replace(Change, at: Position)
    /// Insert text after a line.
    case insert(Insertion)
    case outline(Section)
}

/// A change to a file's text.
public struct Change: Codable {
    /// The file's path, relative to the project.
    var path: String
    var text: String
    /// Set when the change is a suggestion only.
    var note: String?
    var tags: [String] = []
    /// Left out of `CodingKeys`: not coded, not in the schema.
    var cached = false

    enum CodingKeys: String, CodingKey {
        case path = "file_path"
        case text, note, tags
    }
}

public struct Position: Codable {
    var line: UInt32
    var column: UInt32?
}

/// Flattened into its case: its keys beside the tag.
public struct Insertion: Codable {
    var after: Position
    var text: String
}

/// A section of an outline, holding its subsections.
public struct Section: Codable {
    var title: String
    var children: [Section]
}
