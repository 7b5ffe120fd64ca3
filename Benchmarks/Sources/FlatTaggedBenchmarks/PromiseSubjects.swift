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
//   FlatTaggedBenchmarks --promises --stack decode --at 510 --subject value --shape arrays
//                                                         one decode (or encode) on a 512 KB
//                                                         thread: prints whether it worked or
//                                                         threw; a crash ends the process
//   FlatTaggedBenchmarks --promises --sweep decode --subject value --shape arrays --stack-kb 640
//                        [--from 2] [--to 512] [--stride 1]
//                                                         every depth in turn, each on a new thread
//                                                         with that stack, a line per depth as it
//                                                         ends (StackSweep.swift; the driver is
//                                                         Benchmarks/stack-depth.sh)

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
    /// A case without values, for the shapes whose innermost case has none (`bare`, `empty`).
    case end
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
    let decode: @Sendable (Data, JSONDecoder) throws -> any Encodable

    static func chain(_ depth: Int, open: String, leaf: String) -> String {
        String(repeating: open, count: max(depth - 1, 0)) + leaf + String(repeating: "}", count: max(depth - 1, 0))
    }

    /// The shape of the untagged, value and unknown subjects' nesting: "mixed" (objects and
    /// arrays in turn, the default), "arrays" or "objects"; of the external subject's innermost
    /// value: "payload" (a case with a value, the default), "bare" (a case without values written
    /// as a bare string, `"end"`) or "empty" (`{"end":{}}`).
    /// With `failing` (shapes `failing`, `arrays+failing`, …), the innermost value fails to
    /// decode instead: a string where a number belongs, `true` where the untagged enum has no
    /// case for it, a number no type holds (`1e400`) in a `FlatTaggedValue`.
    nonisolated(unsafe) static var shape = "mixed" {
        didSet {
            failing = shape.contains("failing")
            shape = shape.split(separator: "+").first { $0 != "failing" }.map(String.init) ?? "mixed"
        }
    }
    nonisolated(unsafe) static var failing = false

    /// `good`, or `bad` for a failing shape.
    static func leaf(_ good: String, _ bad: String) -> String { failing ? bad : good }

    /// The external form's innermost value, as `shape` says.
    static var externalLeaf: String {
        switch shape {
        case "bare": leaf(#""end""#, #""nope""#)
        case "empty": leaf(#"{"end":{}}"#, #"{"end":{"x":1}}"#)
        default: leaf(#"{"leaf":1}"#, #"{"leaf":"x"}"#)
        }
    }

    /// Objects and arrays in turn (or only one of them, as `shape` says), `depth` levels, a
    /// number at the bottom.
    static func mixed(_ depth: Int) -> String { mixed(depth, leaf: leaf("1", "1e400")) }

    static func mixed(_ depth: Int, leaf: String) -> String {
        var opening = ""
        var closing = ""
        for level in (1...max(depth, 1)).reversed() where depth > 0 {
            let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
            opening += object ? #"{"a":"# : "["
            closing = (object ? "}" : "]") + closing
        }
        return opening + leaf + closing
    }

    static func decoding<T: Codable & SendableMetatype>(_ type: T.Type)
        -> @Sendable (Data, JSONDecoder) throws -> any Encodable
    {
        { data, decoder in try decoder.decode(T.self, from: data) }
    }

    /// Every subject: the forms and options, then the `rest:` ones (PromiseRestSubjects.swift).
    static let all = forms + rest

    static let forms: [PromiseBenchmarkSubject] = [
        .init(
            name: "flat",
            nested: {
                chain(
                    $0, open: #"{"type":"node","child":"#,
                    leaf: leaf(#"{"type":"leaf","value":1}"#, #"{"type":"leaf","value":"x"}"#))
            },
            decode: decoding(PromiseFlat.self)),
        .init(
            name: "content",
            nested: {
                chain(
                    $0, open: #"{"kind":"node","content":"#,
                    leaf: leaf(#"{"kind":"leaf","content":1}"#, #"{"kind":"leaf","content":"x"}"#))
            },
            decode: decoding(PromiseContent.self)),
        .init(
            name: "external",
            // `{"end":{}}` is two levels, the others one.
            nested: { chain(shape == "empty" ? $0 - 1 : $0, open: #"{"node":"#, leaf: externalLeaf) },
            decode: decoding(PromiseExternal.self)),
        .init(
            name: "untagged", nested: { mixed($0, leaf: leaf("1", "true")) }, decode: decoding(PromiseUntagged.self)),
        .init(
            name: "integer-tags",
            nested: {
                chain($0, open: #"{"op":2,"child":"#, leaf: leaf(#"{"op":1,"value":1}"#, #"{"op":1,"value":"x"}"#))
            },
            decode: decoding(PromiseOpcode.self)),
        .init(
            name: "family",
            nested: {
                chain(
                    $0, open: #"{"shape":"group","child":"#,
                    leaf: leaf(#"{"shape":"dot","value":1}"#, #"{"shape":"dot","value":"x"}"#))
            },
            decode: { data, decoder -> any Encodable in
                decoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedBenchmarks)
                return try decoder.decode(Polymorphic<any PromiseSketch>.self, from: data)
            }),
        .init(name: "value", nested: mixed, decode: decoding(FlatTaggedValue.self)),
        .init(
            name: "unknown", nested: { #"{"type":"zz","n":"# + mixed($0 - 1) + "}" },
            decode: decoding(PromiseOpen.self)),
    ]
}

/// The series for every subject, or one decode (`at`, `subject`) for callgrind.
func runPromiseDepthSeries(
    quick: Bool, at: Int?, subject: String?, stack: String? = nil, shape: String? = nil
) throws {
    if let shape { PromiseBenchmarkSubject.shape = shape }
    if let at {
        guard let chosen = PromiseBenchmarkSubject.all.first(where: { $0.name == subject }) else {
            print("--subject: one of " + PromiseBenchmarkSubject.all.map(\.name).joined(separator: ", "))
            exit(2)
        }
        let data = Data(chosen.nested(at).utf8)
        if let direction = stack {
            print(
                "\(chosen.name) \(shape ?? "-") \(at) \(direction): "
                    + onSmallStack(chosen, data, direction, stackSize: 512 * 1024))
        } else if at > 0, CommandLine.arguments.contains("--floor") {
            _ = try? FailingWalker.decode(data, subject: chosen.name, depth: at)
        } else if at > 0, PromiseBenchmarkSubject.failing {
            _ = try? chosen.decode(data, JSONDecoder())
        } else if at > 0 {
            _ = try chosen.decode(data, JSONDecoder())
        }
        return
    }
    let depths = quick ? [50, 100] : [125, 250, 500]
    print("promise depth series: one value nested DEPTH deep, decoded (seconds, best of 3)")
    print("subject        depth      seconds   vs half the depth (at most 2.00 for linear)")
    for chosen in PromiseBenchmarkSubject.all {
        var previous: Double?
        for depth in depths {
            let data = Data(chosen.nested(depth).utf8)
            let time = try bestTime(rounds: quick ? 1 : 3) { _ = try chosen.decode(data, JSONDecoder()) }
            let ratio = previous.map { String(format: "%.2f", time / $0) } ?? "-"
            print(
                chosen.name.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + String(format: "%5d  %11.6f   ", depth, time) + ratio)
            previous = time
        }
    }
}
