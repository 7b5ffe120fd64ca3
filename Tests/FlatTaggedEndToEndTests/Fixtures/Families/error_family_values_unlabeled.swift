// Shows: the errors for unlabeled family values in an enum's cases.
import FlatTagged

// @FlatTagged
protocol Piece: Codable, Sendable {}

// @FlatTagged
enum Move {
    case place(any Piece)
    case fine(piece: any Piece)
}

// @FlatTagged(content: "data")
enum ContentShape {
    case place([any Piece])
}
