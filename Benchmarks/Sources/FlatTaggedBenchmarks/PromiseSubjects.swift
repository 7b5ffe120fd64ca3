import FlatTagged
import Foundation

// The promise suite's depth series (Tests/FlatTaggedTests/Promises), in instructions: for every
// subject (form or option), one value nested DEPTH deep. Decoding must be linear in the depth:
// each doubling at most doubles the instructions. The same subjects as the suite's list; a new
// form or option joins both.
//
//   FlatTaggedBenchmarks --promises                       the series by wall clock (best of 3)
//   FlatTaggedBenchmarks --promises --at 500 --subject untagged   one decode, for callgrind
//                                                         (Benchmarks/promise-depth.sh subtracts
//                                                         --at 0 and prints the ratios)

// @FlatTagged
indirect enum PromiseFlat {
    case leaf(value: Int)
    case node(child: PromiseFlat)
}

// @FlatTagged(key: "kind", content: "content")
indirect enum PromiseContent {
    case leaf(Int)
    case node(PromiseContent)
}

// @FlatTagged(external)
indirect enum PromiseExternal {
    case leaf(Int)
    case node(PromiseExternal)
}

// @FlatTagged(untagged)
indirect enum PromiseUntagged {
    case null
    case s(String)
    case n(Double)
    case a([PromiseUntagged])
    case o([String: PromiseUntagged])
}

// @FlatTagged(key: "op")
indirect enum PromiseOpcode {
    // @FlatTag(1)
    case leaf(value: Int)
    // @FlatTag(2)
    case node(child: PromiseOpcode)
}

// @FlatTagged
enum PromiseOpen {
    case known(value: Int)
    // @FlatTag(unknown)
    case unknown(FlatTaggedUnknown)
}

// @FlatTagged(key: "shape")
protocol PromiseSketch: Codable, Sendable {}

// @FlatTag("group")
struct PromiseGroup: PromiseSketch {
    @Polymorphic var child: (any PromiseSketch)?
}

// @FlatTag("dot")
struct PromiseDot: PromiseSketch {
    var value: Int
}

/// One subject: its name, how to nest it, how to decode it.
struct PromiseBenchmarkSubject: Sendable {
    let name: String
    let nested: @Sendable (Int) -> String
    let decode: @Sendable (Data, JSONDecoder) throws -> Void

    static func chain(_ depth: Int, open: String, leaf: String) -> String {
        String(repeating: open, count: max(depth - 1, 0)) + leaf + String(repeating: "}", count: max(depth - 1, 0))
    }

    /// Objects and arrays in turn, `depth` levels, a number at the bottom.
    static func mixed(_ depth: Int) -> String {
        var opening = ""
        var closing = ""
        for level in (1...max(depth, 1)).reversed() where depth > 0 {
            opening += level % 2 == 0 ? #"{"a":"# : "["
            closing = (level % 2 == 0 ? "}" : "]") + closing
        }
        return opening + "1" + closing
    }

    static func decoding<T: Decodable & SendableMetatype>(_ type: T.Type)
        -> @Sendable (Data, JSONDecoder) throws -> Void
    {
        { data, decoder in _ = try decoder.decode(T.self, from: data) }
    }

    static let all: [PromiseBenchmarkSubject] = [
        .init(
            name: "flat", nested: { chain($0, open: #"{"type":"node","child":"#, leaf: #"{"type":"leaf","value":1}"#) },
            decode: decoding(PromiseFlat.self)),
        .init(
            name: "content",
            nested: { chain($0, open: #"{"kind":"node","content":"#, leaf: #"{"kind":"leaf","content":1}"#) },
            decode: decoding(PromiseContent.self)),
        .init(
            name: "external", nested: { chain($0, open: #"{"node":"#, leaf: #"{"leaf":1}"#) },
            decode: decoding(PromiseExternal.self)),
        .init(name: "untagged", nested: mixed, decode: decoding(PromiseUntagged.self)),
        .init(
            name: "integer-tags", nested: { chain($0, open: #"{"op":2,"child":"#, leaf: #"{"op":1,"value":1}"#) },
            decode: decoding(PromiseOpcode.self)),
        .init(
            name: "family",
            nested: { chain($0, open: #"{"shape":"group","child":"#, leaf: #"{"shape":"dot","value":1}"#) },
            decode: { data, decoder in
                decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedBenchmarks)
                _ = try decoder.decode(Polymorphic<any PromiseSketch>.self, from: data)
            }),
        .init(name: "value", nested: mixed, decode: decoding(FlatTaggedValue.self)),
        .init(
            name: "unknown", nested: { #"{"type":"zz","n":"# + mixed($0 - 1) + "}" },
            decode: decoding(PromiseOpen.self)),
    ]
}

/// The series for every subject, or one decode (`at`, `subject`) for callgrind.
func runPromiseDepthSeries(quick: Bool, at: Int?, subject: String?) throws {
    if let at {
        guard let chosen = PromiseBenchmarkSubject.all.first(where: { $0.name == subject }) else {
            print("--subject: one of " + PromiseBenchmarkSubject.all.map(\.name).joined(separator: ", "))
            exit(2)
        }
        let data = Data(chosen.nested(at).utf8)
        if at > 0 { try chosen.decode(data, JSONDecoder()) }
        return
    }
    let depths = quick ? [50, 100] : [125, 250, 500]
    print("promise depth series: one value nested DEPTH deep, decoded (seconds, best of 3)")
    print("subject        depth      seconds   vs half the depth (at most 2.00 for linear)")
    for chosen in PromiseBenchmarkSubject.all {
        var previous: Double?
        for depth in depths {
            let data = Data(chosen.nested(depth).utf8)
            let time = try bestTime(rounds: quick ? 1 : 3) { try chosen.decode(data, JSONDecoder()) }
            let ratio = previous.map { String(format: "%.2f", time / $0) } ?? "-"
            print(
                chosen.name.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(format: "%5d  %11.6f   ", depth, time) + ratio)
            previous = time
        }
    }
}
