import FlatTagged
import Foundation

/// The test coders that break the assumptions a hand-written `switch` never makes, one each, and
/// one that breaks them all (`strict`). Every one runs under every subject of the promise suite
/// (StrictCoderPromiseTests.swift) and beside the hand-written `switch` of every form
/// (StrictCoderTests.swift).
///
/// A coder that breaks another assumption joins `all`: a rule in `CoderRules`, or a mode of
/// `TextScalarCoder`, and a named coder here.
enum StrictCoders {
    static var registry: [CodingUserInfoKey: Any] { [.flatTagged: GeneratedFamilies.registry] }

    /// Numbers keep their own types, as in CBOR (SwiftCBOR): an integer is never a `Double`,
    /// `1.5` never an `Int`.
    static let strictNumbers = TextScalarCoder(mode: .strict, userInfo: registry, name: "strictly typed numbers")

    /// No `superEncoder()`/`superDecoder()`: they trap, as in swift-extras-json and SwiftCBOR.
    static let noSuperCoders = TextScalarCoder(
        mode: .typed, userInfo: registry, rules: CoderRules(noSuperCoders: true), name: "no superEncoder/superDecoder")

    /// A single-value `encodeNil()` writes nothing and a keyed `encode` of a value that wrote
    /// nothing traps, as in swift-extras-json.
    static let silentNil = TextScalarCoder(
        mode: .typed, userInfo: registry, rules: CoderRules(silentSingleValueNil: true),
        name: "a single-value nil writes nothing")

    /// One kind of container per encoder, one value per single-value container.
    static let oneContainerKind = TextScalarCoder(
        mode: .typed, userInfo: registry, rules: CoderRules(oneContainerKind: true), name: "one container kind")

    /// No coding paths: every error's `codingPath` is empty, as SwiftCBOR's values under a key
    /// have; numbers strictly typed, as there.
    static let emptyCodingPaths = TextScalarCoder(
        mode: .strict, userInfo: registry, rules: CoderRules(emptyCodingPaths: true), name: "empty coding paths")

    /// Every rule at once, numbers strictly typed, but `userInfo` kept: a coder without
    /// `userInfo` needs the registry installed for the process (StrictCoderRegistryTests.swift).
    static let strict = TextScalarCoder(
        mode: .strict, userInfo: registry,
        rules: {
            var rules = CoderRules.strict
            rules.noUserInfo = false
            return rules
        }(), name: "strict (every rule, userInfo kept)")

    /// The coders that run in the test process (a coder without `userInfo` runs in a child process,
    /// where the registry is installed).
    static let all = [strictNumbers, noSuperCoders, silentNil, oneContainerKind, emptyCodingPaths, strict]

    /// Every rule, `userInfo` included.
    static let strictWithoutUserInfo = TextScalarCoder(
        mode: .strict, userInfo: registry, rules: .strict, name: "strict, without userInfo")
}
