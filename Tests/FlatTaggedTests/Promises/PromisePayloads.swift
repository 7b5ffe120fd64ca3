import FlatTagged
import Foundation

// Payloads of the promise suite's enums, declared apart from them: the generator can't see
// their keys, so a collision between one of their keys and a label or the tag can only be
// caught when encoding, which is what the suite checks.

/// Writes `data`, as a label beside it does (Stripe's and Discord's envelopes).
struct PromiseEnvelope: Codable, Equatable, Sendable {
    var id: String
    var data: Int
}

/// Writes `type`, the flat form's discriminator.
struct PromiseTyped: Codable, Equatable, Sendable {
    var type: String
    var id: String
}

/// Writes `op`, the integer-tagged enum's discriminator.
struct PromiseOpped: Codable, Equatable, Sendable {
    var op: Int
    var id: String
}
