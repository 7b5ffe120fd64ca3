import FlatTagged
import Foundation
import Testing

/// Linear on hostile input, in every form: decoding a value nested N deep costs at most about
/// twice as much as one nested N/2 deep. Times are the CPU time of the measuring thread (not the
/// wall clock, which on a shared machine counts other processes' turns), the least of five
/// measurements (noise only adds), on a thread with a large stack; the bound is generous (3×
/// per doubling, where linear is 2×, quadratic 4× and cubic 8×), and a pair that looks too slow
/// is measured twice more before it counts. The figures to compare are instructions:
/// `FlatTaggedBenchmarks --promises` (Benchmarks/promise-depth.sh runs it under callgrind).
@Suite("Promises: linear in depth")
struct PromiseDepthTests {
    static let depths = [64, 128, 256, 500]
    /// The most a doubling of depth may multiply the time by.
    static let boundPerDoubling = 3.0

    /// The least of five measurements of `repeats` decodes, in seconds of the thread's CPU time.
    static func cost(_ subject: PromiseSubject, _ data: Data, repeats: Int) -> Double {
        let decoder = subject.decoder()
        var best = Double.infinity
        for _ in 0..<5 {
            let start = threadTime()
            for _ in 0..<repeats { _ = try? subject.decodeValue(data, decoder) }
            best = min(best, threadTime() - start)
        }
        return best
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The growth per doubling from `depths[index - 1]` to `depths[index]`: the smallest of up to
    /// three measurements.
    static func growth(_ subject: PromiseSubject, from low: Int, to high: Int, repeats: Int) -> Double {
        let lowData = Data(subject.nested(low).utf8)
        let highData = Data(subject.nested(high).utf8)
        let doublings = log2(Double(high) / Double(low))
        var best = Double.infinity
        for _ in 0..<3 {
            let ratio = cost(subject, highData, repeats: repeats) / cost(subject, lowData, repeats: repeats)
            best = min(best, pow(ratio, 1 / doublings))
            if best <= boundPerDoubling { break }
        }
        return best
    }

    @Test("Decoding time at most about doubles per doubling of depth", arguments: PromiseSubject.all)
    func decodingIsLinearInDepth(subject: PromiseSubject) throws {
        let growths = try PromiseThread.run(stackSize: PromiseThread.largeStack) {
            () -> Result<[(Int, Double)], any Error> in
            Result {
                // Enough repeats that the shallowest measurement takes about 1.5 ms.
                let shallow = Data(subject.nested(Self.depths[0]).utf8)
                _ = try subject.decodeValue(shallow, subject.decoder())
                let once = max(Self.cost(subject, shallow, repeats: 1), 1e-6)
                let repeats = max(1, Int(0.0015 / once))
                var growths: [(Int, Double)] = []
                for (low, high) in zip(Self.depths, Self.depths.dropFirst()) {
                    // The input decodes, or the series would time errors.
                    _ = try subject.decode(subject.nested(high))
                    let growth = Self.growth(subject, from: low, to: high, repeats: repeats)
                    growths.append((high, growth))
                    // Past a superlinear step, deeper steps only take longer to say the same.
                    if growth > Self.boundPerDoubling { break }
                }
                return growths
            }
        }.get()
        for (depth, growth) in growths {
            #expect(
                growth <= Self.boundPerDoubling,
                "\(subject): ×\(String(format: "%.2f", growth)) per doubling of depth up to \(depth) (linear: 2)")
        }
    }

    // MARK: Failing input

    /// How much faster than the floor's a subject's time may grow per doubling of depth when the
    /// innermost value fails. The floor (`FailingWalker`) walks the same document plainly and
    /// fails at the same value: `JSONDecoder` builds that one error's coding path in time
    /// quadratic in the depth, which any `Decodable` pays; a subject that builds an error per
    /// level, or reads a path per level, grows faster than the floor, ×4 and more.
    static let failingMargin = 1.3

    @Test(
        "Decoding a value that fails at the bottom grows no faster than the failure itself costs",
        arguments: PromiseSubject.all)
    func failingIsLinearInDepth(subject: PromiseSubject) throws {
        let input = try #require(FailingInput.all[subject.typeName], "no failing input for \(subject)")
        let growths = PromiseThread.run(stackSize: PromiseThread.largeStack) { () -> [(Int, Double, Double)] in
            func costs(_ depth: Int, repeats: Int) -> (subject: Double, floor: Double) {
                let data = Data(input.document(depth).utf8)
                return (
                    Self.cost(subject, data, repeats: repeats),
                    FailingWalker.cost(data, steps: input.steps(depth), repeats: repeats)
                )
            }
            let once = max(Self.cost(subject, Data(input.document(Self.depths[0]).utf8), repeats: 1), 1e-6)
            let repeats = max(1, Int(0.0015 / once))
            var growths: [(Int, Double, Double)] = []
            for (low, high) in zip(Self.depths, Self.depths.dropFirst()) {
                let doublings = log2(Double(high) / Double(low))
                var best = (Double.infinity, 0.0)
                for _ in 0..<3 {
                    let (lowCost, highCost) = (costs(low, repeats: repeats), costs(high, repeats: repeats))
                    let growth = pow(highCost.subject / lowCost.subject, 1 / doublings)
                    let floor = pow(highCost.floor / lowCost.floor, 1 / doublings)
                    if growth / floor < best.0 / max(best.1, 1e-9) { best = (growth, floor) }
                    if best.0 <= max(Self.boundPerDoubling, best.1 * Self.failingMargin) { break }
                }
                growths.append((high, best.0, best.1))
            }
            return growths
        }
        for (depth, growth, floor) in growths {
            #expect(
                growth <= max(Self.boundPerDoubling, floor * Self.failingMargin),
                "\(subject), failing at the bottom: ×\(String(format: "%.2f", growth)) per doubling of depth up to \(depth), where a plain Decodable failing there grows ×\(String(format: "%.2f", floor))"
            )
        }
    }
}
