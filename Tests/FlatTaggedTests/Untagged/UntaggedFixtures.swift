import FlatTagged
import Foundation

// Untagged enums for the runtime tests: the value's shape chooses the case.

// @FlatTagged(untagged)
enum RPCID: Equatable, Hashable {
    case string(String)
    case number(Int)
}

struct RPCError: Codable, Equatable {
    var code: Int
    var message: String
}

// @FlatTagged(untagged)
enum RPCResponse: Equatable {
    case success(id: RPCID, result: FlatTaggedValue)
    case failure(id: RPCID?, error: RPCError)
}

struct TextContents: Codable, Equatable {
    var uri: String
    var text: String
}

struct BlobContents: Codable, Equatable {
    var uri: String
    var blob: Data
}

// @FlatTagged(untagged)
enum Contents: Equatable {
    // @FlatTag(when: "text")
    case text(TextContents)
    // @FlatTag(when: "blob")
    case blob(BlobContents)
}

/// Every standard shape, in an order where each can be chosen.
// @FlatTagged(untagged)
enum Setting: Equatable {
    case unset
    case text(String)
    case flag(Bool)
    case small(Int8)
    case count(Int)
    case ratio(Double)
    case list([String])
    case range(lower: Int, upper: Int, step: Int? = nil)
    case table([String: Int])
}

struct Stamp: Codable, Equatable {
    var at: Date
}

// Single payloads go through the single-value container: the coder's strategies apply.
// @FlatTagged(untagged)
enum Moment: Equatable {
    case amount(Decimal)
    case date(Date)
    case bytes(Data)
}

// @FlatTagged(untagged)
enum Loose: Equatable {
    case number(Double)
    case words([String])
    // @FlatTag(unknown)
    case other(FlatTaggedValue)
}

// @FlatTagged(untagged)
enum Bare: Equatable {
    case number(Int)
    // @FlatTag(unknown)
    case unrecognized
}

enum Query {
    // @FlatTagged(untagged)
    enum Filter: Equatable {
        case name(String)
        case range(min: Int, max: Int)
        case all([Filter])
    }
}

// @FlatTagged(untagged)
indirect enum Tree<Leaf: Equatable>: Equatable {
    case leaf(Leaf)
    case node(left: Tree, right: Tree)
}

struct Listing: Codable, Equatable {
    @LossyArray var ids: [RPCID]
}

// @FlatTagged(untagged)
enum Span: Equatable {
    // @FlatTag(when: "step_size")
    case stepped(lowerBound: Int, stepSize: Int)
    case plain(lowerBound: Int, upperBound: Int)
}
