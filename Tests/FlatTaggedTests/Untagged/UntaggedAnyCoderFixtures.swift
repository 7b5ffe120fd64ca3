import FlatTagged
import Foundation

// Untagged enums for the fallback rule, error naming and the checks through other coders.

/// A scalar, an array and an object: one case per JSON type.
// @FlatTagged(untagged)
enum QuirkUnion: Equatable {
    case text(String)
    case list([Int])
    case point(x: Int, y: Int)
}

/// A string or a table of numbers: an array is no candidate.
// @FlatTagged(untagged)
enum WordsOrTable: Equatable {
    case text(String)
    case table([String: Int])
}

/// A recursive untagged object: `{"child":{"child":…"x"}}`.
// @FlatTagged(untagged)
indirect enum UObj: Equatable {
    case leaf(String)
    case obj(child: UObj)
}

/// Telegram's update, cut down: a known case with labeled values beside a fallback.
struct TGMessage: Codable, Equatable {
    var message_id: Int
}

// @FlatTagged(untagged)
enum TGUpdate: Equatable {
    case message(update_id: Int, message: TGMessage)
    case count(Int)
    case names([String])
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}

/// A payload-less fallback beside a labeled case.
// @FlatTagged(untagged)
enum TGPing: Equatable {
    case ping(seq: Int)
    // @FlatTag(unknown)
    case other
}

/// Labeled values beside a scalar.
// @FlatTagged(untagged)
enum Msg: Equatable {
    case move(x: Int, y: Int)
    case text(String)
}
