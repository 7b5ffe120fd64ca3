import FlatTagged
import Foundation

// The floor of the failing-leaf depth series: what decoding a document that fails at its
// innermost value costs any `Decodable`, whatever it is. `JSONDecoder` builds the error's coding
// path in time quadratic in its depth (a frame per key, each copying the path so far), so one
// failure 500 deep costs more than the 500 levels above it. `FailingWalker` walks the same
// document as plainly as synthesized `Codable` would (a keyed container and one key per object,
// an unkeyed container per array) and fails at the same value with the same error; what a
// subject costs beyond it is its own, and must stay linear in the depth: at most 2.6× per
// doubling (Benchmarks/promise-depth.sh prints both).
//
//   FlatTaggedBenchmarks --promises --at 500 --subject flat --shape failing            the subject
//   FlatTaggedBenchmarks --promises --at 500 --subject flat --shape failing --floor    the floor

/// A key of any name.
struct WalkKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// One step down a document: under a key of an object, or into an array.
enum WalkStep: Sendable {
    case key(String)
    case element
}

/// Walks down `steps`, then decodes the innermost value as an `Int`, where every failing shape
/// holds something else: the failure a synthesized `Codable` type meets at that depth.
struct FailingWalker: Decodable {
    nonisolated(unsafe) static var steps: [WalkStep] = []

    init(from decoder: any Decoder) throws {
        try Self.walk(decoder, at: 0)
    }

    private static func walk(_ decoder: any Decoder, at index: Int) throws {
        guard index < steps.count else {
            _ = try decoder.singleValueContainer().decode(Int.self)
            return
        }
        switch steps[index] {
        case .key(let name):
            let container = try decoder.container(keyedBy: WalkKey.self)
            _ = try container.decode(Step.self, forKey: WalkKey(stringValue: name))
        case .element:
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(Step.self)
        }
    }

    /// One level below: a `Decodable` per level, as a synthesized type has.
    private struct Step: Decodable {
        init(from decoder: any Decoder) throws {
            FailingWalker.level += 1
            try FailingWalker.walk(decoder, at: FailingWalker.level)
        }
    }

    nonisolated(unsafe) static var level = 0

    /// The steps down `subject`'s failing document `depth` deep, to the value that fails.
    static func plan(subject: String, depth: Int) -> [WalkStep] {
        func chain(_ key: String, _ leaf: String) -> [WalkStep] {
            Array(repeating: .key(key), count: max(depth - 1, 0)) + [.key(leaf)]
        }
        func mixed(_ levels: Int) -> [WalkStep] {
            (1...max(levels, 1)).reversed().compactMap { level in
                guard levels > 0 else { return nil }
                let shape = PromiseBenchmarkSubject.shape
                let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
                return object ? .key("a") : .element
            }
        }
        switch subject {
        case "flat", "integer-tags", "family": return chain("child", "value")
        case "content": return chain("content", "content")
        case "external": return chain("node", "leaf")
        case "unknown": return [.key("n")] + mixed(depth - 1)
        default: return mixed(depth)
        }
    }

    /// Decodes `data` as the floor of `subject`'s failing document `depth` deep: throws, as
    /// the subject does.
    static func decode(_ data: Data, subject: String, depth: Int) throws {
        steps = plan(subject: subject, depth: depth)
        level = 0
        _ = try JSONDecoder().decode(FailingWalker.self, from: data)
    }
}
