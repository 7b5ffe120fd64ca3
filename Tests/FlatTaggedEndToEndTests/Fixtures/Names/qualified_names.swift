// Shows: a module's own types named like the ones generated code uses, which change nothing.
import FlatTagged

// A module with its own names for what generated code uses: they change nothing.
enum DecodingError: Error { case badInput }
struct EncodingError: Error { var reason: Swift.String }
protocol Decoder {}
protocol Encoder {}
struct String {}
struct KeyedDecodingContainer {}
struct FlatTaggedCodingKey {}
struct FlatTaggedUnknown {}

// @FlatTagged
enum Activity {
    case comment(text: Swift.String, score: Int = 1)
    case like
}

// @FlatTagged(content: "data")
enum Reply {
    case ok(Swift.String)
    // @FlatTag(unknown)
    case unknown(FlatTagged.FlatTaggedUnknown)
}

// @FlatTagged
enum Status {
    case online(since: Swift.String)
    // @FlatTag(unknown)
    case unknown
}
