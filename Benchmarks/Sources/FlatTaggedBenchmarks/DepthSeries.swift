import FlatTagged
import Foundation

// Hostile nesting: unknown objects nested ever deeper, decoded through the fallback. The time
// must grow linearly with the depth: each doubling at most doubles it (the ratio column). Also
// the price, paid by the decoder and not by FlatTagged, of one failed decode at depth 500.
//
//   FlatTaggedBenchmarks --depth          the series (best of 3 rounds per depth)
//   FlatTaggedBenchmarks --depth --quick  a smoke run of the same
//   FlatTaggedBenchmarks --depth --at 500 --shape mixed   one decode, for callgrind (instructions
//                                         of --at 500 minus --at 0 are the decode's own); shapes:
//                                         objects, arrays, mixed, family (FamilyDepth.swift)

/// One unknown object whose value nests `depth` levels: objects, arrays or both in turn, with a
/// number at the bottom.
func nestedUnknownObject(depth: Int, shape: String) -> String {
    var opening = ""
    var closing = ""
    for level in 0..<depth {
        let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
        opening += object ? #"{"a":"# : "["
        closing = (object ? "}" : "]") + closing
    }
    return #"{"type":"hostile","n":"# + opening + "1" + closing + "}"
}

/// The best of `rounds` wall-clock times of `work`, in seconds.
func bestTime(rounds: Int, _ work: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

/// Decodes `nestedUnknownObject` at doubling depths and prints each time and its ratio to the
/// previous depth's.
func runDepthSeries(quick: Bool, at: Int? = nil, shape: String? = nil) throws {
    let decoder = JSONDecoder()
    if let at, shape == "family" {
        if at > 0 { _ = try decodeNestedFamilyValue(Data(nestedFamilyValue(depth: at).utf8)) }
        return
    }
    if let at {
        let data = Data(nestedUnknownObject(depth: at, shape: shape ?? "objects").utf8)
        if at > 0 { _ = try decoder.decode(FallbackEvent.self, from: data) }
        return
    }
    let rounds = quick ? 1 : 3
    let depths = quick ? [50, 100] : [62, 125, 250, 500]
    // Warm up (type metadata, conformance caches, Mirror's), so the first depth isn't charged for it.
    _ = try decoder.decode(FallbackEvent.self, from: Data(nestedUnknownObject(depth: 40, shape: "mixed").utf8))
    print("depth series: one unknown object nested DEPTH deep, decoded into its FlatTaggedUnknown fallback")
    print("shape     depth      seconds   vs half the depth (at most 2.00 for linear)")
    for shape in ["objects", "arrays", "mixed"] {
        var previous: Double?
        for depth in depths {
            let data = Data(nestedUnknownObject(depth: depth, shape: shape).utf8)
            let time = try bestTime(rounds: rounds) { _ = try decoder.decode(FallbackEvent.self, from: data) }
            let ratio = previous.map { String(format: "%.2f", time / $0) } ?? "-"
            print(
                shape.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%5d  %11.6f   ", depth, time)
                    + ratio)
            previous = time
        }
    }
    // A family value whose member holds another value of the family, nested DEPTH deep.
    _ = try decodeNestedFamilyValue(Data(nestedFamilyValue(depth: 40).utf8))
    var previousFamily: Double?
    for depth in depths {
        let data = Data(nestedFamilyValue(depth: depth).utf8)
        let time = try bestTime(rounds: rounds) { _ = try decodeNestedFamilyValue(data) }
        let ratio = previousFamily.map { String(format: "%.2f", time / $0) } ?? "-"
        print("family    " + String(format: "%5d  %11.6f   ", depth, time) + ratio)
        previousFamily = time
    }
    // A page of 100 hostile objects, 500 deep (294 KB): what a server with a fallback case reads.
    let pageDepth = quick ? 100 : 500
    let page = Data(
        ("["
            + Array(repeating: nestedUnknownObject(depth: pageDepth, shape: "objects"), count: 100).joined(
                separator: ",") + "]").utf8)
    let pageTime = try bestTime(rounds: rounds) { _ = try decoder.decode([FallbackEvent].self, from: page) }
    print(
        String(
            format: "page: 100 unknown objects nested %d deep (%d KB): %.4f s", pageDepth, page.count / 1000, pageTime))
    // The decoder's own price of one error deep down: a number asked for as a string.
    for depth in quick ? [100] : [125, 250, 500] {
        let data = Data((String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)).utf8)
        var best = Double.infinity
        for _ in 0..<rounds {
            ErrorPrice.remaining = depth
            _ = try decoder.decode(ErrorPrice.self, from: data)
            best = min(best, ErrorPrice.seconds)
        }
        print(String(format: "the decoder's price of one failed decode at depth %d: %.6f s", depth, best))
    }
}

/// Walks down nested arrays and, at the bottom, times asking the number for a string: the price
/// of one error at that depth, which any `Decodable` that guesses pays.
private struct ErrorPrice: Decodable {
    nonisolated(unsafe) static var remaining = 0
    nonisolated(unsafe) static var seconds = 0.0

    init(from decoder: any Decoder) throws {
        if Self.remaining > 0 {
            Self.remaining -= 1
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(ErrorPrice.self)
            return
        }
        let container = try decoder.singleValueContainer()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try? container.decode(String.self)
        Self.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
