import FlatTagged
import Foundation

// The enums the external form's runtime tests decode and encode: the plugin generates their
// conformances, as it does for a user's.

/// DynamoDB's `AttributeValue`: the case is the only key, named in upper case.
// @FlatTagged(external, naming: .uppercase)
indirect enum ExternalAttributeValue: Equatable {
    case s(String)
    case n(String)
    case bool(Bool)
    case null(Bool)
    case l([ExternalAttributeValue])
    case m([String: ExternalAttributeValue])
    case ss([String])
}

struct ExternalText: Codable, Equatable {
    var text: String
}

/// Every case shape of the external form.
// @FlatTagged(external)
enum ExternalShape: Equatable {
    case ping
    case count(Int)
    case text(ExternalText)
    case move(x: Int, y: Int)
    case note(text: String, author: String?)
    case resize(width: Int = 100)
    case box(height: Int? = 7)
    case maybe(Int?)
    // @FlatTag("circle", aliases: ["round"])
    case circle(radius: Double)
}

/// A fallback that keeps unknown cases losslessly.
// @FlatTagged(external)
enum ExternalOpen: Equatable {
    case ping
    case count(Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

/// A fallback without payload: unknown cases decode, and can't be encoded.
// @FlatTagged(external)
enum ExternalClosed: Equatable {
    case known
    // @FlatTag(unknown)
    case other
}

struct ExternalImageSource: Codable, Equatable {
    var bytes: Data
}

struct ExternalImage: Codable, Equatable {
    var format: String
    var source: ExternalImageSource
}

/// Bedrock Converse's `ContentBlock`, in part: `{"text":"hi"}`, `{"image":{…}}`, `{"toolUse":{…}}`.
// @FlatTagged(external)
enum ExternalContentBlock: Equatable {
    case text(String)
    case image(ExternalImage)
    case toolUse(toolUseId: String, name: String)
}

/// A generic external enum.
// @FlatTagged(external, naming: .snakeCase)
enum ExternalOutcome<Value: Equatable>: Equatable {
    case success(Value)
    case failure(message: String)
}

/// An external enum in a `@LossyArray`.
struct ExternalFeed: Codable, Equatable {
    @LossyArray var blocks: [ExternalContentBlock]
}
