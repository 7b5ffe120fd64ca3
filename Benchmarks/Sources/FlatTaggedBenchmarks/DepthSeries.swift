import FlatTagged
import Foundation

// Hostile nesting: one value nested ever deeper, decoded by a subject: an unknown object through
// its FlatTaggedUnknown fallback ("unknown", the default), or a recursive untagged enum
// ("untagged"). The time must grow linearly with the depth: each doubling at most doubles it (the
// ratio column). The unknown subject's series also times a family value nested as deep, and the
// price, paid by the decoder and not by FlatTagged, of one failed decode at depth 500.
//
//   FlatTaggedBenchmarks --depth [--form untagged]          the series (best of 3 rounds per depth)
//   FlatTaggedBenchmarks --depth [--form untagged] --quick  a smoke run of the same
//   FlatTaggedBenchmarks --depth [--form untagged] --at 500 --shape mixed   one decode, for
//                                         callgrind (instructions of --at 500 minus --at 0 are the
//                                         decode's own); shapes: objects, arrays, mixed, and for
//                                         the unknown subject family (FamilyDepth.swift)

/// One unknown object whose value nests `depth` levels: objects, arrays or both in turn, with a
/// number at the bottom.
func nestedUnknownObject(depth: Int, shape: String) -> String {
    #"{"type":"hostile","n":"# + nestedValue(depth: depth, shape: shape) + "}"
}

/// A value that nests `depth` levels: objects, arrays or both in turn, with a number at the bottom.
func nestedValue(depth: Int, shape: String) -> String {
    var opening = ""
    var closing = ""
    for level in 0..<depth {
        let object = shape == "objects" || (shape == "mixed" && level % 2 == 0)
        opening += object ? #"{"a":"# : "["
        closing = (object ? "}" : "]") + closing
    }
    return opening + "1" + closing
}

/// Any JSON value, as an untagged enum: the cases of one JSON type each, tried by the value's type.
// @FlatTagged(untagged)
indirect enum BenchNode: Equatable {
    case null
    case s(String)
    case n(Double)
    case a([BenchNode])
    case o([String: BenchNode])
}

/// What the depth series decodes: how a value `depth` deep is written, and how it is decoded,
/// alone and in a page of many.
struct DepthSubject: Sendable {
    /// What the series' heading says is decoded.
    let title: String
    let nested: @Sendable (_ depth: Int, _ shape: String) -> String
    let decode: @Sendable (Data, JSONDecoder) throws -> Void
    let decodePage: @Sendable (Data, JSONDecoder) throws -> Void
    /// The page: how many values, how deep (quick run: 100), their shape, and what they are.
    let page: (count: Int, depth: Int, shape: String, name: String)

    static let unknown = DepthSubject(
        title: "one unknown object nested DEPTH deep, decoded into its FlatTaggedUnknown fallback",
        nested: nestedUnknownObject, decode: { _ = try $1.decode(FallbackEvent.self, from: $0) },
        decodePage: { _ = try $1.decode([FallbackEvent].self, from: $0) },
        page: (100, 500, "objects", "unknown objects"))

    static let untagged = DepthSubject(
        title: "one value nested DEPTH deep, decoded as a recursive untagged enum",
        nested: nestedValue, decode: { _ = try $1.decode(BenchNode.self, from: $0) },
        decodePage: { _ = try $1.decode([BenchNode].self, from: $0) }, page: (10, 510, "arrays", "values"))
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

/// Decodes `subject`'s values at doubling depths and prints each time and its ratio to the
/// previous depth's; then a page of them (what a server reads), and for the unknown subject a
/// family value and the decoder's own price of an error.
func runDepthSeries(form: String?, quick: Bool, at: Int? = nil, shape: String? = nil) throws {
    let subject = form == "untagged" ? DepthSubject.untagged : .unknown
    let decoder = JSONDecoder()
    if let at, shape == "family", form != "untagged" {
        if at > 0 { _ = try decodeNestedFamilyValue(Data(nestedFamilyValue(depth: at).utf8)) }
        return
    }
    if let at {
        let data = Data(subject.nested(at, shape ?? "objects").utf8)
        if at > 0 { try subject.decode(data, decoder) }
        return
    }
    let rounds = quick ? 1 : 3
    let depths = quick ? [50, 100] : [62, 125, 250, 500]
    // Warm up (type metadata, conformance caches, Mirror's), so the first depth isn't charged for it.
    try subject.decode(Data(subject.nested(40, "mixed").utf8), decoder)
    print("depth series: " + subject.title)
    print("shape     depth      seconds   vs half the depth (at most 2.00 for linear)")
    for shape in ["objects", "arrays", "mixed"] {
        var previous: Double?
        for depth in depths {
            let data = Data(subject.nested(depth, shape).utf8)
            let time = try bestTime(rounds: rounds) { try subject.decode(data, decoder) }
            let ratio = previous.map { String(format: "%.2f", time / $0) } ?? "-"
            print(
                shape.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: "%5d  %11.6f   ", depth, time)
                    + ratio)
            previous = time
        }
    }
    if form != "untagged" { try runFamilyDepthSeries(depths: depths, rounds: rounds) }
    let pageDepth = quick ? 100 : subject.page.depth
    let page = Data(
        ("["
            + Array(repeating: subject.nested(pageDepth, subject.page.shape), count: subject.page.count).joined(
                separator: ",") + "]").utf8)
    let pageTime = try bestTime(rounds: rounds) { try subject.decodePage(page, decoder) }
    print(
        String(
            format: "page: %d %@ nested %d deep (%d KB): %.4f s", subject.page.count, subject.page.name, pageDepth,
            page.count / 1000, pageTime))
    if form != "untagged" { try runErrorPrice(depths: quick ? [100] : [125, 250, 500], rounds: rounds) }
}

/// A family value whose member holds another value of the family, nested DEPTH deep.
private func runFamilyDepthSeries(depths: [Int], rounds: Int) throws {
    _ = try decodeNestedFamilyValue(Data(nestedFamilyValue(depth: 40).utf8))
    var previousFamily: Double?
    for depth in depths {
        let data = Data(nestedFamilyValue(depth: depth).utf8)
        let time = try bestTime(rounds: rounds) { _ = try decodeNestedFamilyValue(data) }
        let ratio = previousFamily.map { String(format: "%.2f", time / $0) } ?? "-"
        print("family    " + String(format: "%5d  %11.6f   ", depth, time) + ratio)
        previousFamily = time
    }
}

/// The decoder's own price of one error deep down: a number asked for as a string.
private func runErrorPrice(depths: [Int], rounds: Int) throws {
    let decoder = JSONDecoder()
    for depth in depths {
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
