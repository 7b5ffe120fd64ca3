import Foundation

// The failing-leaf depth series' inputs (PromiseDepthTests): each subject's document failing at
// its innermost value, and the floor every `Decodable` pays for it.

/// A subject's document that fails at its innermost value, and the way down to that value.
struct FailingInput: Sendable {
    let document: @Sendable (Int) -> String
    let steps: @Sendable (Int) -> [FailingWalker.Step]

    static func chain(_ open: String, _ key: String, leaf: String, leafKey: String) -> FailingInput {
        FailingInput(
            document: { PromiseSubject.chain($0, open: open, leaf: leaf) },
            steps: { Array(repeating: .key(key), count: max($0 - 1, 0)) + [.key(leafKey)] })
    }

    /// Objects and arrays in turn, as `PromiseSubject.mixed`, with `leaf` at the bottom.
    static func mixed(_ depth: Int, leaf: String) -> String {
        let text = PromiseSubject.mixed(depth)
        return String(text.dropLast(depth + 1)) + leaf + String(text.suffix(depth))
    }

    static func mixedSteps(_ depth: Int) -> [FailingWalker.Step] {
        (0..<depth).map { level in (depth - level) % 2 == 0 ? .key("a") : .element }
    }

    static let all: [String: FailingInput] = [
        "PromiseFlat": chain(
            #"{"type":"node","child":"#, "child", leaf: #"{"type":"leaf","value":"x"}"#, leafKey: "value"),
        "PromiseContent": chain(
            #"{"kind":"node","content":"#, "content", leaf: #"{"kind":"leaf","content":"x"}"#, leafKey: "content"),
        "PromiseExternal": chain(#"{"node":"#, "node", leaf: #"{"leaf":"x"}"#, leafKey: "leaf"),
        "PromiseOpcode": chain(#"{"op":2,"child":"#, "child", leaf: #"{"op":1,"value":"x"}"#, leafKey: "value"),
        "PromiseSketch": chain(
            #"{"shape":"group","child":"#, "child", leaf: #"{"shape":"dot","value":"x"}"#, leafKey: "value"),
        "PromiseUntagged": FailingInput(document: { mixed($0, leaf: "true") }, steps: mixedSteps),
        "FlatTaggedValue": FailingInput(document: { mixed($0, leaf: "1e400") }, steps: mixedSteps),
        "PromiseRestFlat": chain(
            #"{"type":"node","x":"a","child":"#, "child", leaf: #"{"type":"leaf","value":"x"}"#, leafKey: "value"),
        "PromiseRestContent": chain(
            #"{"kind":"node","x":"a","child":"#, "child", leaf: #"{"kind":"leaf","content":"x"}"#, leafKey: "content"),
        "PromiseRestExternal": FailingInput(
            document: { PromiseSubject.externalChain($0, leaf: #"{"leaf":{"value":"x"}}"#) },
            steps: { depth in
                Array(repeating: [FailingWalker.Step.key("node"), .key("child")], count: max(depth / 2, 1) - 1)
                    .flatMap { $0 } + [.key("leaf"), .key("value")]
            }),
        "PromiseRestUntagged": chain(#"{"x":"a","child":"#, "child", leaf: #"{"child":true}"#, leafKey: "child"),
        "PromiseOpen": FailingInput(
            document: { #"{"type":"zz","n":"# + mixed($0 - 1, leaf: "1e400") + "}" },
            steps: { [.key("n")] + mixedSteps($0 - 1) }),
    ]
}

/// The floor: walks down a document as plainly as synthesized `Codable` would (a keyed container
/// and one key per object, an unkeyed container per array, a `Decodable` per level) and decodes
/// the innermost value as an `Int`, failing where the subject fails, with the decoder's same
/// error: `JSONDecoder` builds its coding path in time quadratic in the depth, which any
/// `Decodable` pays; what a subject costs beyond it is its own.
struct FailingWalker: Decodable {
    enum Step: Sendable {
        case key(String)
        case element
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let stepsKey = CodingUserInfoKey(rawValue: "steps")!

    init(from decoder: any Decoder) throws {
        // swift-format-ignore: NeverForceUnwrap
        let steps = decoder.userInfo[Self.stepsKey] as! [Step]
        let level = Self.level
        Self.level = level + 1
        guard level < steps.count else {
            _ = try decoder.singleValueContainer().decode(Int.self)
            return
        }
        switch steps[level] {
        case .key(let name):
            _ = try decoder.container(keyedBy: Key.self).decode(FailingWalker.self, forKey: Key(stringValue: name))
        case .element:
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(FailingWalker.self)
        }
    }

    /// The level the next `init(from:)` is at; the walk runs on one thread at a time.
    nonisolated(unsafe) static var level = 0

    /// The least of five measurements of `repeats` walks, in seconds of the thread's CPU time.
    static func cost(_ data: Data, steps: [Step], repeats: Int) -> Double {
        let decoder = JSONDecoder()
        decoder.userInfo[stepsKey] = steps
        var best = Double.infinity
        for _ in 0..<5 {
            let start = PromiseDepthTests.threadTime()
            for _ in 0..<repeats {
                level = 0
                _ = try? decoder.decode(FailingWalker.self, from: data)
            }
            best = min(best, PromiseDepthTests.threadTime() - start)
        }
        return best
    }
}
