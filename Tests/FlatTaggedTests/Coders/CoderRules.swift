import Foundation
import Testing

/// What a test coder refuses of what the `Codable` protocols don't promise: each rule is one
/// assumption a real coder breaks, and a coder breaks any set of them.
///
/// `TextScalarCoder` (decoding) and `TextTreeEncoder` (encoding) take a `CoderRules`; the default
/// breaks nothing. A broken rule that a real coder answers with a trap is recorded as a test
/// issue where the coder would trap (`CoderRules.trap`), so that one check fails instead of the
/// whole test run ending; the coder then goes on as a lenient one would.
///
/// A new assumption to check is a new field here, a check where the coders meet it, and a
/// named coder in `StrictCoders.all` (StrictCoder.swift).
struct CoderRules: Sendable, CustomStringConvertible {
    /// `superEncoder()`/`superDecoder()` trap, in keyed and unkeyed containers alike, as in
    /// swift-extras-json (`preconditionFailure()`) and SwiftCBOR (`fatalError("Unimplemented")`).
    var noSuperCoders = false
    /// `encodeNil()` in a single-value container writes nothing, and a keyed
    /// `encode(_:forKey:)` whose value wrote nothing traps, as swift-extras-json's encoder does
    /// (so `encode(Optional<T>.none, forKey:)` traps where `encodeNil(forKey:)` writes `null`).
    var silentSingleValueNil = false
    /// The coder has no `userInfo`: whatever the caller sets, decoders and encoders hand out an
    /// empty one, as TOMLDecoder (none at all) and SwiftCBOR's encoder (never passed on) do.
    var noUserInfo = false
    /// An encoder traps when asked for a second kind of container, or a second value, where it
    /// already holds one: a keyed container after a single value, an unkeyed one after a keyed
    /// one, a single value written twice (`JSONEncoder` traps on the first; the protocols promise
    /// none of them).
    var oneContainerKind = false
    /// Decoders keep no coding path: every error's `codingPath` is empty, as SwiftCBOR's values
    /// under a key have.
    var emptyCodingPaths = false
    /// `singleValueContainer()` throws for an object, as TOMLDecoder does for a table ("Cannot
    /// decode a single value from a TOML table"), which `Decoder`'s contract allows.
    var noSingleValueForObjects = false
    /// Type mismatches are worded otherwise than Foundation's "Expected to decode … but found …
    /// instead.", as most coders word them.
    var ownWording = false
    /// A number out of an integer type's range throws an error of the coder's own type
    /// (`CoderNumberError`), as swift-foundation's `JSONDecoder` does with its own words.
    var ownNumberErrors = false
    /// Counts how often code outside the coder reads a decoder's or container's coding path (the
    /// coder's own errors carry theirs uncounted): an error is built once, where it happens, not
    /// once per level it passes through. Nil counts nothing.
    var pathReads: CodingPathReads? = nil

    /// Breaks nothing.
    static let lenient = CoderRules()

    /// Every rule broken at once.
    static let strict = CoderRules(
        noSuperCoders: true, silentSingleValueNil: true, noUserInfo: true, oneContainerKind: true,
        emptyCodingPaths: true)

    var description: String {
        var broken: [String] = []
        if noSuperCoders { broken.append("no superEncoder/superDecoder") }
        if silentSingleValueNil { broken.append("a single-value nil writes nothing") }
        if noUserInfo { broken.append("no userInfo") }
        if oneContainerKind { broken.append("one container kind") }
        if emptyCodingPaths { broken.append("empty coding paths") }
        if noSingleValueForObjects { broken.append("no single value for objects") }
        if ownWording { broken.append("own wording") }
        if ownNumberErrors { broken.append("own number errors") }
        return broken.isEmpty ? "lenient" : broken.joined(separator: ", ")
    }

    /// The `userInfo` a coder with these rules hands out.
    func userInfo(_ given: [CodingUserInfoKey: Any]) -> [CodingUserInfoKey: Any] {
        noUserInfo ? [:] : given
    }

    /// Where a real coder would trap: recorded as a test issue, so the check fails and the run
    /// goes on.
    static func trap(_ what: String, codingPath: [any CodingKey]) {
        let path = codingPath.map(\.stringValue).joined(separator: ".")
        Issue.record("a real coder traps here: \(what) (at \(path.isEmpty ? "the top" : path))")
    }
}

/// How often a test coder's coding paths were read (`CoderRules.pathReads`).
final class CodingPathReads: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0

    /// The reads so far.
    var count: Int { lock.withLock { reads } }

    /// Counts one read of `path`, and gives it.
    func read(_ path: [any CodingKey]) -> [any CodingKey] {
        lock.withLock { reads += 1 }
        return path
    }
}

/// A number out of range, as a coder of its own words reports it (`CoderRules.ownNumberErrors`).
struct CoderNumberError: Error, CustomStringConvertible {
    var text: String
    var description: String { text }
}
