import FlatTagged
import Foundation

// Hostile nesting in the untagged form: a recursive untagged enum decoding values nested ever
// deeper. Each doubling of the depth must at most double the time (the ratio column).
//
//   FlatTaggedBenchmarks --depth --form untagged          the series (best of 3 rounds per depth)
//   FlatTaggedBenchmarks --depth --form untagged --quick  a smoke run of the same
//   FlatTaggedBenchmarks --depth --form untagged --at 500 --shape mixed   one decode, for callgrind
//                                         (instructions of --at 500 minus --at 0 are the decode's own)

/// Any JSON value, as an untagged enum: the cases of one JSON type each, tried by the value's type.
// @FlatTagged(untagged)
indirect enum BenchNode: Equatable {
    case null
    case s(String)
    case n(Double)
    case a([BenchNode])
    case o([String: BenchNode])
}

/// A value that nests `depth` levels: objects, arrays or both in turn, with a number at the bottom.
func nestedUntaggedValue(depth: Int, shape: String) -> String {
    var opening = ""
    var closing = ""
    for level in 0..<depth {
        let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
        opening += object ? #"{"a":"# : "["
        closing = (object ? "}" : "]") + closing
    }
    return opening + "1" + closing
}

/// Decodes `nestedUntaggedValue` at doubling depths and prints each time and its ratio to the
/// previous depth's.
func runUntaggedDepthSeries(quick: Bool, at: Int? = nil, shape: String? = nil) throws {
    let decoder = JSONDecoder()
    if let at {
        let data = Data(nestedUntaggedValue(depth: at, shape: shape ?? "objects").utf8)
        if at > 0 { _ = try decoder.decode(BenchNode.self, from: data) }
        return
    }
    let rounds = quick ? 1 : 3
    let depths = quick ? [50, 100] : [62, 125, 250, 500]
    // Warm up (type metadata, conformance caches, Mirror's), so the first depth isn't charged for it.
    _ = try decoder.decode(BenchNode.self, from: Data(nestedUntaggedValue(depth: 40, shape: "mixed").utf8))
    print("depth series: one value nested DEPTH deep, decoded as a recursive untagged enum")
    print("shape     depth      seconds   vs half the depth (at most 2.00 for linear)")
    for shape in ["objects", "arrays", "mixed"] {
        var previous: Double?
        for depth in depths {
            let data = Data(nestedUntaggedValue(depth: depth, shape: shape).utf8)
            let time = try bestTime(rounds: rounds) { _ = try decoder.decode(BenchNode.self, from: data) }
            let ratio = previous.map { String(format: "%.2f", time / $0) } ?? "-"
            print(
                shape.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%5d  %11.6f   ", depth, time)
                    + ratio)
            previous = time
        }
    }
    // Ten values 510 deep (10 KB): what a server decoding untagged JSON reads.
    let pageDepth = quick ? 100 : 510
    let page = Data(
        ("["
            + Array(repeating: nestedUntaggedValue(depth: pageDepth, shape: "arrays"), count: 10).joined(separator: ",")
            + "]").utf8)
    let pageTime = try bestTime(rounds: rounds) { _ = try decoder.decode([BenchNode].self, from: page) }
    print(String(format: "page: 10 values nested %d deep (%d KB): %.4f s", pageDepth, page.count / 1000, pageTime))
}
