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
//                                                         (Benchmarks/stack-depth.sh)

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
    let decode: @Sendable (Data, JSONDecoder) throws -> any Encodable

    static func chain(_ depth: Int, open: String, leaf: String) -> String {
        String(repeating: open, count: max(depth - 1, 0)) + leaf + String(repeating: "}", count: max(depth - 1, 0))
    }

    /// The shape of the untagged, value and unknown subjects' nesting: "mixed" (objects and
    /// arrays in turn, the default), "arrays" or "objects".
    nonisolated(unsafe) static var shape = "mixed"

    /// Objects and arrays in turn (or only one of them, as `shape` says), `depth` levels, a
    /// number at the bottom.
    static func mixed(_ depth: Int) -> String {
        var opening = ""
        var closing = ""
        for level in (1...max(depth, 1)).reversed() where depth > 0 {
            let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
            opening += object ? #"{"a":"# : "["
            closing = (object ? "}" : "]") + closing
        }
        return opening + "1" + closing
    }

    static func decoding<T: Codable & SendableMetatype>(_ type: T.Type)
        -> @Sendable (Data, JSONDecoder) throws -> any Encodable
    {
        { data, decoder in try decoder.decode(T.self, from: data) }
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
            print("\(chosen.name) \(shape ?? "-") \(at) \(direction): " + onSmallStack(chosen, data, direction))
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

/// Decodes `data` as `subject` ("decode"), or encodes what it decodes to ("encode", decoded on a
/// large stack first), on a thread with a 512 KB stack, as Apple platforms' secondary threads,
/// Dispatch's workers and Swift concurrency's cooperative pool have: "ok", or "threw" and the
/// error's first words. A stack overflow ends the process: the caller sees the signal.
func onSmallStack(_ subject: PromiseBenchmarkSubject, _ data: Data, _ direction: String) -> String {
    func describe(_ error: any Error) -> String {
        let kind =
            error is DecodingError ? "DecodingError" : error is EncodingError ? "EncodingError" : "\(type(of: error))"
        return "threw \(kind): " + String(String(describing: error).prefix(160))
    }
    var value: (any Encodable)?
    if direction == "encode" {
        let decoded = onThread(stackSize: 256 << 20) { Result { try subject.decode(data, JSONDecoder()) } }
        switch decoded {
        case .success(let decoded): value = decoded
        case .failure(let error): return "could not decode on a large stack: " + describe(error)
        }
    }
    let outcome = onThread(stackSize: 512 * 1024) {
        do {
            if let value {
                let encoder = JSONEncoder()
                // The family's registry; the other subjects don't read it.
                encoder.userInfo[.flatTagged] = FlatTaggedRegistry(.flatTaggedBenchmarks)
                _ = try encoder.encode(value)
                return "ok"
            }
            // Kept, not freed: freeing a deep value is not what is measured.
            _ = Unmanaged.passRetained(Box(try subject.decode(data, JSONDecoder())))
            return "ok"
        } catch {
            return describe(error)
        }
    }
    // Never freed, for the same reason.
    _ = Unmanaged.passRetained(Box(value as Any))
    return outcome
}

/// Holds a value that is never freed.
private final class Box {
    let value: Any
    init(_ value: Any) { self.value = value }
}

/// The result of `work`, run on a new thread with `stackSize` bytes of stack.
func onThread<T>(stackSize: Int, _ work: @escaping () -> T) -> T {
    nonisolated(unsafe) var result: T?
    nonisolated(unsafe) let body = work
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return result!
}
